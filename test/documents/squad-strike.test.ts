/** A squad attacking together from the tracker (R-MN-7, R-MN-9), through the squad and actor documents. */
import { beforeEach, describe, expect, it } from "vitest";
import { dialogAnswers, dialogInputs } from "../harness/applications.ts";
import { createCombat, createHero, freshCombatWorld, placeMinions } from "../harness/combat-world.ts";
import { placeToken } from "../harness/world.ts";
import { SteelCombatantGroup } from "../../src/documents/combatant-group.ts";
import { runSquadStrike } from "../../src/applications/squad/squad-strike-dialog.ts";
import { strikeFromForm } from "../../src/applications/squad/squad-strike-context.ts";
import { renderTemplate } from "../harness/handlebars.ts";
import { squadStrikeCardContext } from "../../src/chat/squad-strike-card.ts";

type Data = Record<string, unknown>;
/** ChatMessage.create records what the strike posts. */
const posted: Data[] = [];
const chat = (globalThis as unknown as { ChatMessage: Data }).ChatMessage;
chat["create"] = (data: Data) => {
  posted.push(data);
  return Promise.resolve(data);
};

beforeEach(() => {
  freshCombatWorld();
  dialogInputs.length = 0;
  dialogAnswers.length = 0;
  posted.length = 0;
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
    // The tracker now rolls the signature through the ability flow (test/session/squad-acts.test.ts); the
    // squad document still applies a signature whose tier damage is already known.
    const form = { kind: "signature", tierDamage: 4, type: "poison", "minions.0": 1, "minions.1": 2 };
    dialogAnswers.push(form);
    // Pitlings made here carry no signature ability item: the tracker's path says so and posts nothing.
    expect(await runSquadStrike(group, targets)).toEqual({
      ok: false,
      error: "STEELBOUND.SquadActs.NoSignature",
    });
    expect(posted).toHaveLength(0);
    const result = await group.squadStrike(strikeFromForm(form, targets));
    expect(result).toMatchObject({
      ok: true,
      hits: [
        { name: "Shadow", minions: 1, report: { dealt: 4, target: "stamina" } },
        { name: "Conduit", minions: 2, report: { dealt: 6, target: "stamina" } },
      ],
    });
    expect(shadow.system.stamina?.value).toBe(16);
    expect(conduit.system.stamina?.value).toBe(14);
    // One chat card for the table: the squad, its signature ability, and per target minions and damage.
    expect(posted).toHaveLength(1);
    const card = String(posted[0]?.["content"]);
    expect(card).toContain("chat/squad-strike.hbs");
    expect(card).toContain(`"squad":"Pitling","signature":true,"typeLabel":"STEELBOUND.DamageType.Poison"`);
    expect(card).toContain(`"name":"Shadow","minions":1,"dealt":4,"killed":0}`);
    expect(card).toContain(`"name":"Conduit","minions":2,"dealt":6,"killed":0}`);
    expect(posted[0]?.["speaker"]).toMatchObject({ alias: "Pitling" });
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
    expect(shadow.system.stamina?.value).toBe(14);
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
    expect(shadow.system.stamina?.value).toBe(20);
    expect(conduit.system.stamina?.value).toBe(20);
  });

  it("asks for targets first, and a dismissed dialog applies nothing", async () => {
    const { group, shadow, targets } = await pitlingsVsHeroes();
    expect(await runSquadStrike(group, [])).toEqual({
      ok: false,
      error: "STEELBOUND.Squad.Strike.Error.noTargets",
    });
    expect(dialogInputs).toEqual([]);
    expect(await runSquadStrike(group, targets)).toBeNull();
    expect(shadow.system.stamina?.value).toBe(20);
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
    expect(golem.system.stamina?.value).toBe(15);
    // The card reports what takeDamage dealt after the immunity, not the raw 8.
    expect(String(posted[0]?.["content"])).toContain(`"name":"Golem","minions":3,"dealt":5`);
  });

  it("R-MN-7: nothing refused or dismissed is posted", async () => {
    const { group, targets } = await pitlingsVsHeroes();
    await group.squadStrike(strikeFromForm({ kind: "signature", tierDamage: 4, "minions.0": 9 }, targets));
    expect(await runSquadStrike(group, targets)).toBeNull();
    expect(posted).toEqual([]);
  });
});

describe("squad strike chat card", () => {
  const report = (dealt: number, killed = 0) =>
    ({ dealt, target: killed ? "squad" : "stamina", killed, condition: "healthy", source: null }) as const;
  const context = squadStrikeCardContext({
    squad: "Pitling",
    kind: "signature",
    type: "poison",
    hits: [
      { token: "t1", name: "Shadow", minions: 1, report: report(4) },
      { token: "t2", name: "Goblin", minions: 2, report: report(6, 2) },
    ],
  });

  it("R-MN-7: names the squad and its signature ability, per target the minions and damage dealt", () => {
    const html = renderTemplate("templates/chat/squad-strike.hbs", context);
    expect(html).toContain("Pitling attacks together with its signature ability");
    expect(html).toContain("1 minions on Shadow: 4 poison damage");
    expect(html).toContain("2 minions on Goblin: 6 poison damage");
    expect(html).toContain("(2 minions fall)");
  });

  it("R-MN-9: free strikes together, in Japanese", () => {
    const free = squadStrikeCardContext({
      squad: "ピットリング",
      kind: "freeStrike",
      type: "untyped",
      hits: [],
    });
    const html = renderTemplate("templates/chat/squad-strike.hbs", free, "ja");
    expect(html).toContain("ピットリングが同時にフリー・ストライク");
    expect(html).toContain("ダメージなし");
  });
});
