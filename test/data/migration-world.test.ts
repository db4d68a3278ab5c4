/**
 * where users meet it: a world whose stored actors were written by older Steelbound builds. On
 * `ready` the GM's client rewrites them (src/data/migrations/world.ts) through the server; every client
 * handles the broadcast and shows the hero's custom skills, and nothing the old data held is gone.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import { lostValues } from "./no-value-lost.ts";

const HERO_ID = "oldKorva00000001";
const SLASH_ID = "oldSlash00000001";
const GOBLIN_ID = "oldGoblin0000001";

/** Korva as a pre-versioning build stored her (v0): abbreviated characteristics, skill names. */
const oldKorva = (): Plain => ({
  _id: HERO_ID,
  name: "Korva",
  type: "hero",
  img: null,
  flags: {},
  ownership: { default: 2 },
  system: {
    level: 3,
    characteristics: { m: 2, a: 1, r: 0, i: -1, p: 1 },
    size: "1M",
    skills: ["Handle Animals", "Basket Weaving"],
    customSkills: ["Juggling"],
    notes: "Owes the guild 40 gold",
  },
  items: [
    {
      _id: SLASH_ID,
      name: "Slash",
      type: "ability",
      img: null,
      flags: {},
      system: { keywords: "Melee, Strike, Weapon", type: "main" },
    },
  ],
});

/** A goblin stored at v2 with a damage type no longer in the list. */
const oldGoblin = (): Plain => ({
  _id: GOBLIN_ID,
  name: "Goblin",
  type: "monster",
  img: null,
  flags: {},
  ownership: { default: 0 },
  system: { schemaVersion: 2, keywords: ["goblin"], damage: { immuneAll: ["poison", "radiant"] } },
});

function stored(session: Session, id: string): Plain {
  const source = session.server.collection("Actor").get(id);
  if (!source) throw new Error(`no stored actor ${id}`);
  return source;
}

describe("The GM migrates an old world on ready; every client loads the result", () => {
  it("old actors are rewritten at the current version with nothing lost, and every client shows Korva's custom skills", async () => {
    const session = await startSession({ world: { Actor: [oldKorva(), oldGoblin()] } });
    await session.settle();

    const korva = stored(session, HERO_ID);
    const system = korva["system"] as Plain;
    expect(system["schemaVersion"]).toBe(SCHEMA_VERSION);
    expect(system["skills"]).toEqual(["handleAnimals"]);
    expect(system["customSkills"]).toEqual(["Juggling", "Basket Weaving"]);
    expect(lostValues(oldKorva()["system"] as Plain, system)).toEqual([]);
    const slash = ((korva["items"] as Plain[])[0] ?? {})["system"] as Plain;
    expect(slash["schemaVersion"]).toBe(SCHEMA_VERSION);
    expect(lostValues((oldKorva()["items"] as Plain[])[0]?.["system"] as Plain, slash)).toEqual([]);
    const goblin = stored(session, GOBLIN_ID)["system"] as Plain;
    expect(lostValues(oldGoblin()["system"] as Plain, goblin)).toEqual([]);
    expect(goblin["legacy"]).toEqual([{ from: 2, path: "damage.immuneAll", value: "radiant" }]);

    for (const client of session.clients) {
      const actor = client.collection("Actor").get(HERO_ID);
      expect(actor, client.label).toBeDefined();
      // The client's copy is the stored one (it handled the GM's update), and it reads as the sheet does.
      expect(actor?._source["system"], client.label).toEqual(system);
      const shown = client.run(() => actor?.system as { customSkills: string[]; skills: Set<string> });
      expect(shown.customSkills, client.label).toEqual(["Juggling", "Basket Weaving"]);
      expect([...shown.skills], client.label).toEqual(["handleAnimals"]);
    }
    expect(session.gm.run(() => game.settings?.get("steelbound", "schemaVersion"))).toBe(SCHEMA_VERSION);
  });

  it("a later session on the migrated data loads it as current: the GM rewrites nothing more", async () => {
    const first = await startSession({ world: { Actor: [oldKorva()] } });
    await first.settle();
    const migrated = deepClone(stored(first, HERO_ID));
    const settings = [...first.server.collection("Setting").values()].map((s) => deepClone(s));

    const again = await startSession({ world: { Actor: [migrated], Setting: settings } });
    await again.settle();
    expect(stored(again, HERO_ID)).toEqual(migrated);
    for (const client of again.clients) {
      const shown = client.run(
        () => client.collection("Actor").get(HERO_ID)?.system as { customSkills: string[] } | undefined,
      );
      expect(shown?.customSkills, client.label).toEqual(["Juggling", "Basket Weaving"]);
    }
  });
});
