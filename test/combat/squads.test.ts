import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { resetHarness } from "../harness/combat-flow.ts";
import { hero, monster, scenario } from "../harness/scenario.ts";
import { chooseCaptain, hasLivingCaptain } from "../../src/documents/combat/squads.ts";
import type { SteelCombat } from "../../src/documents/combat.ts";

beforeEach(() => {
  resetHarness();
});

// The harness group is the runtime CombatantGroup; the services take Foundry's type.
const asGroup = (g: unknown) => g as CombatantGroup.Implementation;

describe("minion squads in combat", () => {
  it("R-MN-1: a squad acts on one turn; the tracker counts it once", async () => {
    const s = scenario();
    s.add(hero("A"));
    s.add(hero("B"));
    const { minions } = s.squad("Spinecleaver", 4, 5);
    await s.combat.startCombat({ d10: 2, mode: "alternating" });
    await s.combat.chooseFirstSide("director");
    await s.combat.takeTurn(minions[2]?.id ?? "");
    expect(s.combat.flow.turn?.actors).toEqual(minions.map((m) => m.id));
    await s.combat.endTurn();
    expect(minions.every((m) => s.combat.hasActed(m.id))).toBe(true);
    expect(s.combat.sideToAct).toBe("heroes");
    await playOut(s.combat);
    expect(s.combat.roundComplete).toBe(true);
  });

  it("R-MN-10: a captain's benefit holds while it lives; a new one can be chosen", async () => {
    const s = scenario();
    const { group } = s.squad("Spinecleaver", 4, 5);
    const boss = s.add(monster("Boss", { organization: "leader" }));
    const other = s.add(monster("Lieutenant", { organization: "elite" }));
    expect(hasLivingCaptain(asGroup(group))).toBe(false);
    expect(await chooseCaptain(asGroup(group), boss as unknown as Combatant.Implementation)).toEqual({
      ok: true,
    });
    expect(hasLivingCaptain(asGroup(group))).toBe(true);
    expect((await chooseCaptain(asGroup(group), other as unknown as Combatant.Implementation)).ok).toBe(
      false,
    );
    boss.defeated = true;
    expect(hasLivingCaptain(asGroup(group))).toBe(false);
    await group.update({ system: { captain: "" } });
    expect(await chooseCaptain(asGroup(group), other as unknown as Combatant.Implementation)).toEqual({
      ok: true,
    });
    const minion = s.add(monster("Minion", { organization: "minion" }));
    await group.update({ system: { captain: "" } });
    expect(await chooseCaptain(asGroup(group), minion as unknown as Combatant.Implementation)).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Squad.Error.minion",
    });
  });
});

describe("captains in combat", () => {
  it("R-MN-10: when the captain falls, a new one can be chosen at the start of the next round", async () => {
    const s = scenario();
    s.add(hero("A"));
    const { group } = s.squad("Spinecleaver", 4, 5);
    const captain = s.add(monster("Boss", { organization: "leader" }), { group });
    const heir = s.add(monster("Lieutenant", { organization: "elite" }));
    await group.update({ system: { captain: captain.id } });
    await s.combat.startCombat({ d10: 9, mode: "alternating" });
    await s.combat.chooseFirstSide("heroes");
    await s.combat.takeTurn(s.combat.actable()[0] ?? "");
    captain.defeated = true;
    await s.combat.endTurn();
    expect(await s.combat.chooseCaptain(group.id, heir.id)).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Squad.Error.waitForNextRound",
    });
    await s.combat.nextRound();
    expect(await s.combat.chooseCaptain(group.id, heir.id)).toEqual({ ok: true });
    expect(group.system["captain"]).toBe(heir.id);
    expect(s.combat.flow.captainLost).toEqual([]);
  });
});

async function playOut(combat: SteelCombat): Promise<void> {
  for (let guard = 0; guard < 20 && combat.actable().length > 0; guard++) {
    await combat.takeTurn(combat.actable()[0] ?? "");
    await combat.endTurn();
  }
}
