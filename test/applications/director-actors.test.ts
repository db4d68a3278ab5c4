import { beforeEach, describe, expect, it } from "vitest";
import { createActor, freshWorld } from "../harness/world.ts";
import {
  monsterLineOf,
  negotiationStatsOf,
  partyMemberOf,
  worldMonsterChoices,
} from "../../src/applications/director/actors.ts";
import { addMonster, emptyEncounter, monstersEv } from "../../src/data/settings/encounter.ts";

beforeEach(freshWorld);

describe("Director tools: reading actors", () => {
  it("R-EB-1, R-RT-2: a dropped hero or retainer joins the party at its level; a monster does not", async () => {
    const hero = await createActor({ name: "Korva", type: "hero", system: { level: 3 } });
    const retainer = await createActor({ name: "Mira", type: "retainer", system: { level: 2 } });
    const goblin = await createActor({ name: "Goblin", type: "monster" });
    expect(partyMemberOf(hero)).toEqual({ id: hero.uuid, name: "Korva", level: 3, retainer: false });
    expect(partyMemberOf(retainer)).toMatchObject({ level: 2, retainer: true });
    expect(partyMemberOf(goblin)).toBeNull();
  });

  it("R-EB-3, R-MO-5: a dropped minion stat block is bought per set of four", async () => {
    const minion = await createActor({
      name: "Goblin Spinecleaver",
      type: "monster",
      system: { level: 1, organization: "minion", role: "brute", ev: 3 },
    });
    const line = monsterLineOf(minion);
    expect(line).toMatchObject({ uuid: minion.uuid, organization: "minion", ev: 3, level: 1 });
    if (!line) throw new Error("expected a monster line");
    let state = emptyEncounter();
    for (let i = 0; i < 5; i++) state = addMonster(state, line);
    expect(state.monsters[0]?.count).toBe(5);
    expect(monstersEv(state)).toBe(6);
    expect(monsterLineOf(await createActor({ name: "Korva", type: "hero" }))).toBeNull();
  });

  it("R-NG-1: a monster's negotiation stats feed the negotiation tracker", async () => {
    const boss = await createActor({
      name: "Skree",
      type: "monster",
      system: { negotiation: { motivations: ["greed"], pitfalls: ["vengeance"], impression: 4 } },
    });
    const stats = negotiationStatsOf(boss);
    expect([...(stats?.motivations ?? [])]).toEqual(["greed"]);
    expect([...(stats?.pitfalls ?? [])]).toEqual(["vengeance"]);
    expect(stats?.impression).toBe(4);
    expect(negotiationStatsOf(await createActor({ name: "Korva", type: "hero" }))).toBeNull();
  });

  it("the builder's list offers the world's monsters by name", async () => {
    await createActor({ name: "Wyrm", type: "monster" });
    await createActor({ name: "Bugbear", type: "monster" });
    await createActor({ name: "Korva", type: "hero" });
    expect(worldMonsterChoices().map((c) => c.name)).toEqual(["Bugbear", "Wyrm"]);
  });
});
