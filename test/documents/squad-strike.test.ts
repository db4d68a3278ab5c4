/** A squad attacking together from the tracker (R-MN-7, R-MN-9), through the squad and actor documents. */
import { beforeEach, describe, expect, it } from "vitest";
import { dialogAnswers, dialogInputs } from "../harness/applications.ts";
import { createCombat, createHero, freshCombatWorld, placeMinions } from "../harness/combat-world.ts";
import { placeToken } from "../harness/world.ts";
import { SteelCombatantGroup } from "../../src/documents/combatant-group.ts";
import { runSquadStrike } from "../../src/applications/squad/squad-strike-dialog.ts";
import { strikeFromForm } from "../../src/applications/squad/squad-strike-context.ts";

beforeEach(() => {
  freshCombatWorld();
  dialogInputs.length = 0;
  dialogAnswers.length = 0;
});

/** Three pitlings (free strike 2) against the shadow and the conduit, both targeted. */
async function pitlingsVsHeroes() {
  const combat = await createCombat();
  const { tokens } = await placeMinions("Pitling", 3, 3);
  await combat.createSquad(tokens);
  const group = combat.groups.contents[0];
  if (!(group instanceof SteelCombatantGroup)) throw new Error("no squad");
  const shadow = await createHero("Shadow");
  const conduit = await createHero("Conduit");
  const targets = [placeToken(shadow), placeToken(conduit)];
  return { group, shadow, conduit, targets };
}

describe("squad strike", () => {
  it("R-MN-7: one roll (tier 2, 4 poison); one pitling on the shadow deals 4, two on the conduit 4 + 2", async () => {
    const { group, shadow, conduit, targets } = await pitlingsVsHeroes();
    dialogAnswers.push({ kind: "signature", tierDamage: 4, type: "poison", "minions.0": 1, "minions.1": 2 });
    const result = await runSquadStrike(group, targets);
    expect(result).toMatchObject({
      ok: true,
      hits: [
        { name: "Shadow", minions: 1, report: { dealt: 4, target: "stamina" } },
        { name: "Conduit", minions: 2, report: { dealt: 6, target: "stamina" } },
      ],
    });
    expect(shadow.system.stamina.value).toBe(16);
    expect(conduit.system.stamina.value).toBe(14);
    // The dialog offered every target one minion, with the squad's standing minions and free strike.
    const content = String(dialogInputs[0]?.["content"]);
    expect(content).toContain(`"living":3,"freeStrike":2`);
    expect(content).toContain(
      `{"index":0,"name":"Shadow","minions":1},{"index":1,"name":"Conduit","minions":1}`,
    );
  });

  it("R-MN-9: free strikes made together hit as one strike for the sum", async () => {
    const { group, shadow, targets } = await pitlingsVsHeroes();
    dialogAnswers.push({
      kind: "freeStrike",
      tierDamage: 9,
      type: "untyped",
      "minions.0": 3,
      "minions.1": 0,
    });
    const result = await runSquadStrike(group, targets);
    expect(result).toMatchObject({ ok: true, hits: [{ name: "Shadow", report: { dealt: 6 } }] });
    expect(shadow.system.stamina.value).toBe(14);
  });

  it("R-MN-7: fallen minions don't attack; more minions than stand is refused and nothing is applied", async () => {
    const { group, shadow, conduit, targets } = await pitlingsVsHeroes();
    await [...group.members][0]?.actor?.takeDamage(3);
    expect(group.livingMinions()).toHaveLength(2);
    expect(
      await group.squadStrike(
        strikeFromForm({ kind: "signature", tierDamage: 4, "minions.0": 2, "minions.1": 1 }, targets),
      ),
    ).toEqual({ ok: false, error: "STEELBOUND.Squad.Strike.Error.tooManyMinions" });
    expect(
      await group.squadStrike(
        strikeFromForm({ kind: "signature", tierDamage: "x", "minions.0": 1 }, targets),
      ),
    ).toEqual({ ok: false, error: "STEELBOUND.Squad.Strike.Error.invalid" });
    expect(shadow.system.stamina.value).toBe(20);
    expect(conduit.system.stamina.value).toBe(20);
  });

  it("asks for targets first, and a dismissed dialog applies nothing", async () => {
    const { group, shadow, targets } = await pitlingsVsHeroes();
    expect(await runSquadStrike(group, [])).toEqual({
      ok: false,
      error: "STEELBOUND.Squad.Strike.Error.noTargets",
    });
    expect(dialogInputs).toEqual([]);
    expect(await runSquadStrike(group, targets)).toBeNull();
    expect(shadow.system.stamina.value).toBe(20);
  });

  it("R-MN-7: the squad strike is one damage source per target: immunity applies once", async () => {
    const { group, targets } = await pitlingsVsHeroes();
    const golem = await createHero("Golem");
    await golem.update({ system: { damage: { immunities: { poison: 3 } } } });
    const result = await group.squadStrike({
      kind: "signature",
      tierDamage: 4,
      type: "poison",
      targets: [
        { token: placeToken(golem), minions: 3 },
        { token: targets[0] ?? placeToken(golem), minions: 0 },
      ],
    });
    expect(result).toMatchObject({ ok: true, hits: [{ name: "Golem", report: { dealt: 5 } }] });
    expect(golem.system.stamina.value).toBe(15);
  });
});
