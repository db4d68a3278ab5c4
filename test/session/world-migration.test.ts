// @vitest-environment happy-dom
/**
 * The first GM login after a schema bump, as the Director meets it: a world of old heroes (version-0 data:
 * short characteristic names, size as text, skills as names), each carrying old abilities, and old world
 * items. The GM's ready work rewrites everything once, in batches: world actors, then each hero's items
 * through its hero (ten heroes' batches travelling together), then world items. The stored data ends
 * current, the round trips grow with the heroes in tens rather than one per document, and a second login
 * writes nothing. A document the server refuses costs only itself, and the version stays unrecorded so the
 * next login tries again.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import type { Plain } from "../harness/utils.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { migrateWorld } from "../../src/data/migrations/world.ts";
import { setting } from "./play.ts";

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(16 - prefix.length, "0")}`;

function oldWorld(heroes: number, itemsEach: number): Partial<Record<string, Plain[]>> {
  const Actor = Array.from({ length: heroes }, (_, h) => ({
    _id: id("hero", h),
    name: `Hero ${h}`,
    type: "hero",
    img: null,
    system: {
      level: 2,
      characteristics: { m: 2, a: 1, r: 0, i: -1, p: 3 },
      size: "1S",
      skills: ["Handle Animals"],
    },
    items: Array.from({ length: itemsEach }, (_, i) => ({
      _id: id(`it${h}x`, i),
      name: `Strike ${i}`,
      type: "ability",
      img: null,
      system: { keywords: "Melee, Strike, Weapon" },
    })),
  }));
  const Item = [
    { _id: id("charm", 0), name: "Charm", type: "treasure", img: null, system: { keywords: "Magic" } },
  ];
  return { Actor, Item };
}

const migrationWrites = (session: Session) =>
  session.server.log.filter(
    (entry) =>
      "action" in entry.request && entry.request.action === "update" && entry.userId === session.gm.userId,
  );
const wavesOf = (entries: { wave: number }[]) => new Set(entries.map((e) => e.wave)).size;

describe("the first GM login after a schema bump rewrites the world in batches", () => {
  it("20 old heroes of 3 abilities and a world item: stored data current, one round trip per 10 heroes' items, a second login writes nothing", async () => {
    const session = await startSession({ world: oldWorld(20, 3) });
    const stored = session.server.collection("Actor").get(id("hero", 7)) as Plain & {
      system: Plain;
      items: (Plain & { system: Plain })[];
    };
    expect(stored.system["characteristics"]).toEqual({
      might: 2,
      agility: 1,
      reason: 0,
      intuition: -1,
      presence: 3,
    });
    expect(stored.system["schemaVersion"]).toBe(SCHEMA_VERSION);
    expect(stored.items.every((item) => item.system["schemaVersion"] === SCHEMA_VERSION)).toBe(true);
    expect(stored.items[0]?.system["keywords"]).toEqual(["melee", "strike", "weapon"]);
    const charm = session.server.collection("Item").get(id("charm", 0)) as Plain & { system: Plain };
    expect(charm.system["schemaVersion"]).toBe(SCHEMA_VERSION);
    expect(setting(session.gm, "schemaVersion")).toBe(SCHEMA_VERSION);

    const writes = migrationWrites(session).filter((entry) => {
      const request = entry.request as { updates?: Plain[] };
      return (request.updates ?? []).some(
        (u) => (u["system"] as Plain | undefined)?.["schemaVersion"] === SCHEMA_VERSION,
      );
    });
    // 1 batch of 20 heroes, 20 item batches in 2 waves of 10, 1 batch of world items: 22 requests, 4 waves.
    expect(writes.length).toBe(22);
    expect(wavesOf(writes)).toBe(4);

    const before = session.server.log.length;
    expect(await session.gm.run(() => migrateWorld())).toBe(0);
    await session.settle();
    expect(session.server.log.length).toBe(before);
  });

  it("the round trips grow with the heroes in tens (40 heroes: 1 + 4 + 1)", async () => {
    const session = await startSession({ world: oldWorld(40, 1) });
    const writes = migrationWrites(session).filter((entry) => {
      const request = entry.request as { updates?: Plain[] };
      return (request.updates ?? []).some(
        (u) => (u["system"] as Plain | undefined)?.["schemaVersion"] === SCHEMA_VERSION,
      );
    });
    expect(wavesOf(writes)).toBe(6);
  });
});
