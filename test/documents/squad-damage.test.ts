/** Minions dropping from a squad through the documents (R-MN-3, R-MN-4): who falls, and who picks. */
import { beforeEach, describe, expect, it } from "vitest";
import { dialogAnswers, dialogInputs } from "../harness/applications.ts";
import { createCombat, freshCombatWorld, placeMinions } from "../harness/combat-world.ts";
import { SteelCombatantGroup } from "../../src/documents/combatant-group.ts";
import { fallenFromForm } from "../../src/applications/squad/fallen-minions-dialog.ts";
import { squadView } from "../../src/documents/combat/squads.ts";
import type { FallenRequest } from "../../src/documents/combatant-group.ts";

beforeEach(() => {
  freshCombatWorld();
  dialogInputs.length = 0;
  dialogAnswers.length = 0;
});

async function squadOf(count: number) {
  const combat = await createCombat();
  const { tokens } = await placeMinions("Spinecleaver", count, 5);
  await combat.createSquad(tokens);
  const group = combat.groups.contents[0];
  if (!(group instanceof SteelCombatantGroup)) throw new Error("no squad");
  const minions = [...group.members];
  const fallen = () => minions.filter((c) => c.isDefeated).map((c) => c.id);
  return { group, minions, fallen };
}

describe("dropping minions", () => {
  it("R-MN-3: one minion's worth of damage drops the one hit, without asking", async () => {
    const { minions, fallen } = await squadOf(4);
    const struck = minions[2];
    const report = await struck?.actor?.takeDamage(7);
    expect(report).toMatchObject({ target: "squad", killed: 1, condition: "dead" });
    expect(fallen()).toEqual([struck?.id]);
    expect(dialogInputs).toEqual([]);
    // The token shows it: the dead status is an overlay on the minion's actor.
    expect(struck?.actor?.effects.contents.map((e) => e.getFlag("core", "overlay"))).toEqual([true]);
  });

  it("R-MN-4: when several fall and more could, the attacker picks, the one hit pre-checked", async () => {
    const { minions, fallen } = await squadOf(4);
    const [a, b, c, d] = minions;
    dialogAnswers.push({ [`fallen.${c?.id ?? ""}`]: true, [`fallen.${d?.id ?? ""}`]: true });
    await b?.actor?.takeDamage(10);
    expect(dialogInputs).toHaveLength(1);
    const content = String(dialogInputs[0]?.["content"]);
    expect(content).toContain(`"count":2`);
    expect(content).toContain(`"id":"${b?.id ?? ""}","name":"Spinecleaver","checked":true`);
    expect(content).toContain(`"id":"${a?.id ?? ""}","name":"Spinecleaver","checked":true`);
    expect(content).toContain(`"id":"${c?.id ?? ""}","name":"Spinecleaver","checked":false`);
    expect(fallen()).toEqual([c?.id, d?.id]);
  });

  it("R-MN-4: dismissing the dialog, or picking the wrong number, drops the one hit and then the next", async () => {
    const { minions, fallen } = await squadOf(4);
    const [a, b, c] = minions;
    await c?.actor?.takeDamage(10);
    expect(dialogInputs).toHaveLength(1);
    expect(fallen()).toEqual([a?.id, c?.id]);
    dialogAnswers.push({ [`fallen.${b?.id ?? ""}`]: true });
    await minions[3]?.actor?.takeDamage(5);
    // One of two living minions falls and the one hit is known: no choice, no dialog.
    expect(dialogInputs).toHaveLength(1);
    expect(fallen()).toEqual([a?.id, c?.id, minions[3]?.id]);
  });

  it("R-MN-4: a macro may pass its own pick, or none (null keeps the defaults)", async () => {
    const { minions, fallen } = await squadOf(8);
    const [a, b, , , , , , h] = minions;
    await a?.actor?.takeDamage(10, { chooseFallen: async () => Promise.resolve([h?.id ?? "", b?.id ?? ""]) });
    expect(fallen()).toEqual([b?.id, h?.id]);
    await a?.actor?.takeDamage(10, { chooseFallen: null });
    expect(fallen()).toHaveLength(4);
    expect(fallen()).toContain(a?.id);
    expect(dialogInputs).toEqual([]);
  });

  it("reads the checked boxes of the dialog form", () => {
    expect(fallenFromForm({ "fallen.a": true, "fallen.b": false, other: true, "fallen.c": true })).toEqual([
      "a",
      "c",
    ]);
  });
});

describe("the squad pool (SteelCombatantGroup#damageSquad)", () => {
  it("R-MN-3: a squad of 8 spinecleavers loses one minion at 35, 30, … 0", async () => {
    const { group, minions, fallen } = await squadOf(8);
    const pools: number[] = [];
    const alive: number[] = [];
    for (let i = 0; i < 8; i++) {
      const target = minions.find((m) => !m.isDefeated);
      const before = fallen();
      const result = await group.damageSquad({ amount: 5 }, target?.actor ?? null);
      pools.push(group.squad?.pool ?? -1);
      alive.push(squadView(group).alive);
      expect(result).toEqual({ dealt: 5, killed: 1 });
      expect(fallen().filter((id) => !before.includes(id))).toEqual([target?.id]);
    }
    expect(pools).toEqual([35, 30, 25, 20, 15, 10, 5, 0]);
    expect(alive).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it("R-MN-3: damage short of a minion's stamina drops no one", async () => {
    const { group, minions, fallen } = await squadOf(8);
    expect(await group.damageSquad({ amount: 3 }, minions[0]?.actor ?? null)).toEqual({
      dealt: 3,
      killed: 0,
    });
    expect(group.squad?.pool).toBe(37);
    expect(fallen()).toEqual([]);
    expect((await group.damageSquad({ amount: 3 })).killed).toBe(1);
    expect(fallen()).toHaveLength(1);
  });

  it("R-MN-4: the attacker picks which minions fall, defaulting to the one hit", async () => {
    const { group, minions, fallen } = await squadOf(8);
    const [first, second, third] = minions;
    const asked: FallenRequest[] = [];
    const result = await group.damageSquad({ amount: 10 }, first?.actor ?? null, async (request) => {
      asked.push(request);
      return Promise.resolve([third?.id ?? "", first?.id ?? ""]);
    });
    expect(result.killed).toBe(2);
    expect(asked[0]?.defaults).toEqual([first?.id, second?.id]);
    expect(fallen()).toEqual([first?.id, third?.id]);
    expect(second?.isDefeated).toBe(false);
    expect(third?.isDefeated).toBe(true);
    expect(third?.actor?.statuses.has("dead")).toBe(true);
  });
});
