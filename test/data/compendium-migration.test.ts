/**
 * World compendiums are migrated with the world, one batch per pack, when the world's stored
 * schema version is behind; locked world packs are reported and left alone; module and system packs are
 * neither read nor written.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { migrateWorld } from "../../src/data/migrations/world.ts";
import { calls, resetCalls } from "../harness/calls.ts";
import { addPack, type PackageType } from "../harness/compendium.ts";
import { notifications } from "../harness/globals.ts";
import { freshWorld, harnessGame } from "../harness/world.ts";

beforeEach(freshWorld);
afterEach(() => {
  vi.restoreAllMocks();
});

/** A monster as written before schema versioning, with an old-format ability inside. */
const oldMonster = (id: string) => ({
  _id: id,
  name: `Old ${id}`,
  type: "monster",
  img: null,
  system: { level: 3, characteristics: { m: 2, a: 1 }, size: "2", keywords: "Humanoid, Goblin" },
  items: [{ _id: `${id}Slash`, name: "Slash", type: "ability", system: { keywords: "Melee, Strike" } }],
});
const oldAbility = (id: string) => ({ _id: id, name: id, type: "ability", system: { keywords: "Ranged" } });

function actorPack(id: string, packageType: PackageType, locked?: boolean) {
  return addPack({
    id,
    label: `Pack ${id}`,
    type: "Actor",
    packageType,
    documents: [oldMonster("aaaaaaaaaaaaaaa1"), oldMonster("aaaaaaaaaaaaaaa2")],
    ...(locked === undefined ? {} : { locked }),
  });
}

describe("world compendium migration", () => {
  it("rewrites every unlocked world Actor and Item pack in one updateDocuments batch per pack", async () => {
    const monsters = actorPack("world.bestiary", "world");
    const items = addPack({
      id: "world.loot",
      label: "Loot",
      type: "Item",
      packageType: "world",
      documents: [
        oldAbility("bbbbbbbbbbbbbbb1"),
        oldAbility("bbbbbbbbbbbbbbb2"),
        oldAbility("bbbbbbbbbbbbbbb3"),
      ],
    });
    resetCalls();

    expect(await migrateWorld()).toBe(5);
    const batches = calls.filter((c) => c.method === "updateDocuments");
    expect(batches.map((c) => c.document)).toEqual(["world.bestiary", "world.loot"]);
    for (const batch of batches) expect(batch.args[1]).toMatchObject({ diff: false, recursive: false });

    const [goblin] = monsters.stored;
    expect(goblin).toMatchObject({
      name: "Old aaaaaaaaaaaaaaa1",
      system: {
        schemaVersion: SCHEMA_VERSION,
        characteristics: { might: 2, agility: 1 },
        size: { value: 2 },
        keywords: ["humanoid", "goblin"],
      },
    });
    expect(goblin?.["system"]).not.toHaveProperty("characteristics.m");
    // Embedded items are migrated in the same batch, keeping their ids.
    expect(goblin?.["items"]).toHaveLength(1);
    expect(goblin).toMatchObject({
      items: [
        {
          _id: "aaaaaaaaaaaaaaa1Slash",
          system: { schemaVersion: SCHEMA_VERSION, keywords: ["melee", "strike"] },
        },
      ],
    });
    expect(items.stored.map((s) => (s["system"] as { keywords: string[] }).keywords)).toEqual([
      ["ranged"],
      ["ranged"],
      ["ranged"],
    ]);
  });

  // These tests used to expect module packs to be indexed and reported, and every pack to be indexed on
  // every GM login; module packs are the module's, and packs are now read only when the version is behind.
  it("never reads or writes module packs or the system's packs; locked world packs are reported, not written", async () => {
    const locked = actorPack("world.locked", "world", true);
    const moduleRaw = structuredClone(actorPack("goblins.more", "module", false).stored);
    const systemRaw = structuredClone(actorPack("steelbound.monsters", "system").stored);
    const lockedRaw = structuredClone(locked.stored);
    resetCalls();

    expect(await migrateWorld()).toBe(0);
    expect(calls.filter((c) => c.method === "updateDocuments")).toEqual([]);
    expect(calls.filter((c) => c.method === "getIndex").map((c) => c.document)).toEqual(["world.locked"]);
    expect(locked.stored).toEqual(lockedRaw);
    expect(harnessGame().packs.get("goblins.more")?.stored).toEqual(moduleRaw);
    expect(harnessGame().packs.get("steelbound.monsters")?.stored).toEqual(systemRaw);
    const warning = notifications.find((n) => n.level === "warn");
    expect(warning?.message).toContain("STEELBOUND.Migration.PacksSkipped");
    expect(warning?.message).toContain("Pack world.locked");
    expect(warning?.message).not.toContain("goblins.more");
  });

  it("a GM login with the current version recorded indexes no pack and writes nothing", async () => {
    addPack({ id: "world.lore", label: "Lore", type: "JournalEntry", packageType: "world", documents: [] });
    actorPack("world.bestiary", "world");
    actorPack("goblins.more", "module");
    expect(await migrateWorld()).toBe(2);
    resetCalls();
    expect(await migrateWorld()).toBe(0);
    expect(calls).toEqual([]);
  });

  it("only Actor and Item world packs are indexed, never other document packs", async () => {
    addPack({ id: "world.lore", label: "Lore", type: "JournalEntry", packageType: "world", documents: [] });
    actorPack("world.bestiary", "world");
    resetCalls();
    await migrateWorld();
    expect(calls.filter((c) => c.method === "getIndex").map((c) => c.document)).toEqual(["world.bestiary"]);
  });

  it("a pack whose batch fails is reported as an error; the other packs are still migrated", async () => {
    const broken = actorPack("world.broken", "world");
    const fine = actorPack("world.fine", "world");
    vi.spyOn(broken, "applyUpdate").mockImplementation(() => {
      throw new Error("disk full");
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await migrateWorld()).toBe(2);
    expect(fine.stored[0]).toMatchObject({ system: { schemaVersion: SCHEMA_VERSION } });
    const error = notifications.find((n) => n.level === "error");
    expect(error?.message).toContain("STEELBOUND.Migration.PacksFailed");
    expect(error?.message).toContain("Pack world.broken");
  });
});
