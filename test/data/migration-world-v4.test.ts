/**
 * Schema v4 where users meet it: a world stored at v3 (before fields). On `ready` the GM's client
 * rewrites every actor and item once (src/data/migrations/world.ts); the stored documents then hold the new
 * fields' defaults, the value v4 has no place for is in `legacy`, and every client reads the same.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import type { Plain } from "../harness/utils.ts";
import { lostValues } from "./no-value-lost.ts";

const GOBLIN_ID = "v3Goblin00000001";
const STAB_ID = "v3Stab0000000001";

/** A goblin as a v3 build stored it, written between the issue-24 commits (`bonuses.save`). */
const v3Goblin = (): Plain => ({
  _id: GOBLIN_ID,
  name: "Goblin",
  type: "monster",
  img: null,
  flags: {},
  ownership: { default: 0 },
  system: {
    schemaVersion: 3,
    level: 1,
    freeStrike: 2,
    keywords: ["goblin"],
    bonuses: { stamina: { echelon: 0, level: 0, treasure: 3 }, save: 1 },
  },
  items: [
    {
      _id: STAB_ID,
      name: "Stab",
      type: "ability",
      img: null,
      flags: {},
      system: { schemaVersion: 3, category: "signature", type: "main", keywords: ["melee", "strike"] },
    },
  ],
});

function stored(session: Session, id: string): Plain {
  const source = session.server.collection("Actor").get(id);
  if (!source) throw new Error(`no stored actor ${id}`);
  return source;
}

describe("schema v4: the GM lifts a v3 world on ready", () => {
  it("the v3 goblin and its ability are rewritten at v4 with defaults; bonuses.save is kept in legacy; every client agrees", async () => {
    const session = await startSession({ world: { Actor: [v3Goblin()] } });
    await session.settle();
    const goblin = stored(session, GOBLIN_ID);
    const system = goblin["system"] as Plain;
    expect(system["schemaVersion"]).toBe(SCHEMA_VERSION);
    expect(system).toMatchObject({ disengage: 1, freeStrike: 2, conditionImmunities: [] });
    expect(system["bonuses"]).toMatchObject({ stamina: { treasure: 3 }, recoveryValue: 0 });
    expect(system["legacy"]).toEqual([{ from: 3, path: "bonuses.save", value: "1" }]);
    expect(lostValues(v3Goblin()["system"] as Plain, system)).toEqual([]);
    const stab = ((goblin["items"] as Plain[])[0] ?? {})["system"] as Plain;
    expect(stab["schemaVersion"]).toBe(SCHEMA_VERSION);
    expect(stab["prerequisites"]).toEqual({ text: "", level: 0, items: [] });
    for (const client of session.clients) {
      const actor = client.collection("Actor").get(GOBLIN_ID);
      expect(actor?._source["system"], client.label).toEqual(system);
      const shown = client.run(() => actor?.system as { disengage: number } | undefined);
      expect(shown?.disengage, client.label).toBe(1);
    }
    expect(session.gm.run(() => game.settings?.get("steelbound", "schemaVersion"))).toBe(SCHEMA_VERSION);
  });
});
