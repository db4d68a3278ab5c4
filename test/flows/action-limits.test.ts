import "../harness/rolls.ts";
import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HarnessActor, HarnessItem, chatMessages, resetHarness, user } from "../harness/combat-flow.ts";
import { queueDice } from "../harness/rolls.ts";
import { notifications } from "../harness/globals.ts";
import { hero, monster, scenario } from "../harness/scenario.ts";
import { NO_CHOICE, type RollDialogResult } from "../../src/documents/roll-prompt.ts";
import { fillSlots } from "../../src/documents/slots.ts";

// The dialog is the player's; the test answers it.
const prompt = vi.fn<(options: unknown) => Promise<RollDialogResult | null>>();
fillSlots({ rollDialog: prompt });

const { useAbility } = await import("../../src/flows/use-ability.ts");
const { foundryAbilityHooks } = await import("../../src/flows/use-ability-support.ts");

const ANSWER: RollDialogResult = {
  characteristic: "might",
  bonus: 0,
  rollMode: "publicroll",
  targets: [{ ...NO_CHOICE, downgradeTo: null }],
  skill: "",
  difficulty: "medium",
  spendTimes: 0,
};

const ability = (type: string) =>
  new HarnessItem({
    type: "ability",
    name: `A ${type} ability`,
    system: { type, category: "signature", keywords: ["melee"], power: { characteristics: ["might"] } },
  });

/** Uses an ability with these two d10 results (19–20 natural is a critical hit, R-PR-9). */
async function use(actor: HarnessActor, type: string, dice: [number, number] = [5, 5]) {
  // The dice are queued when the dialog opens, so a refused use leaves none behind.
  prompt.mockImplementationOnce(() => {
    queueDice(...dice);
    return Promise.resolve(ANSWER);
  });
  // The harness actor and item are the runtime documents; useAbility takes Foundry's types.
  return useAbility(
    actor as unknown as Actor.Implementation,
    ability(type) as unknown as Item.Implementation,
    foundryAbilityHooks,
  );
}

const messages = () => notifications.map((n) => n.message);

/** A hero and an ogre; the heroes go first and the hero is taking its turn; a player acts. */
async function heroTurn() {
  user.isGM = true; // the Director runs the combat
  const s = scenario();
  const fury = hero("Fury");
  const ogre = monster("Ogre");
  const furyId = s.add(fury).id;
  s.add(ogre);
  await s.combat.startCombat({ d10: 9, mode: "alternating" });
  await s.combat.chooseFirstSide("heroes");
  await s.combat.takeTurn(furyId);
  (globalThis as unknown as { game: { combat: unknown } }).game.combat = s.combat;
  user.isGM = false;
  return { s, fury, ogre };
}

beforeEach(() => {
  resetHarness();
  notifications.length = 0;
  prompt.mockReset();
  prompt.mockResolvedValue(ANSWER);
});

describe("action limits when using abilities in combat", () => {
  it("R-CB-7: one main action a turn; the maneuver and move are still there", async () => {
    const { fury } = await heroTurn();
    expect(await use(fury, "main")).toBe(true);
    expect(await use(fury, "main")).toBe(false);
    expect(messages()).toEqual(["STEELBOUND.Use.ActionUsed"]);
    expect(await use(fury, "maneuver")).toBe(true);
    expect(chatMessages).toHaveLength(2);
  });

  it("R-MN-7: on the squad's turn a minion that used its main action has no maneuver left, only a move", async () => {
    user.isGM = true;
    const s = scenario();
    const fury = hero("Fury");
    s.add(fury);
    const { minions } = s.squad("Rat", 3, 5);
    const rat = minions[0]?.actor as HarnessActor;
    await s.combat.startCombat({ d10: 2, mode: "alternating" });
    await s.combat.chooseFirstSide("director");
    await s.combat.takeTurn(minions[0]?.id ?? "");
    (globalThis as unknown as { game: { combat: unknown } }).game.combat = s.combat;
    user.isGM = false;
    expect(await use(rat, "main")).toBe(true);
    expect(await use(rat, "maneuver")).toBe(false);
    expect(messages()).toEqual(["STEELBOUND.Use.MinionActions"]);
    expect(await use(rat, "move")).toBe(true);
    expect(await use(rat, "move")).toBe(false);
    expect(chatMessages).toHaveLength(2);
  });

  it("R-PR-9: a critical hit on a main action grants one extra main action right away", async () => {
    const { fury } = await heroTurn();
    expect(await use(fury, "main", [10, 9])).toBe(true);
    expect(messages()).toEqual(["STEELBOUND.Card.CriticalHit"]);
    expect(await use(fury, "main")).toBe(true);
    expect(await use(fury, "main")).toBe(false);
  });

  it("R-PR-9: a natural 19 on a maneuver is no critical hit", async () => {
    const { fury } = await heroTurn();
    expect(await use(fury, "maneuver", [10, 9])).toBe(true);
    expect(await use(fury, "main")).toBe(true);
    expect(await use(fury, "main")).toBe(false);
    expect(messages()).not.toContain("STEELBOUND.Card.CriticalHit");
  });

  it("R-CN-2: dazed, only one of main action, maneuver or move: the next one warns", async () => {
    const { fury } = await heroTurn();
    fury.statuses.add("dazed");
    expect(await use(fury, "maneuver")).toBe(true);
    expect(await use(fury, "main")).toBe(false);
    expect(messages()).toEqual(["STEELBOUND.Use.Dazed"]);
    // The Director may override the limit; the warning still shows.
    user.isGM = true;
    expect(await use(fury, "main")).toBe(true);
    expect(messages()).toEqual(["STEELBOUND.Use.Dazed", "STEELBOUND.Use.Dazed"]);
  });

  it("R-CN-2 / R-PR-9: a dazed creature's critical hit still grants its extra main action", async () => {
    const { fury } = await heroTurn();
    fury.statuses.add("dazed");
    expect(await use(fury, "main", [10, 10])).toBe(true);
    expect(await use(fury, "main")).toBe(true);
  });

  it("R-CB-7: one triggered action per round, kept on the actor (a reload or another client sees it)", async () => {
    const { s, ogre } = await heroTurn();
    expect(await use(ogre, "triggered")).toBe(true);
    expect(ogre.flags).toMatchObject({ steelbound: { actions: { triggeredRound: `${s.combat.id}:1` } } });
    expect(await use(ogre, "triggered")).toBe(false);
    expect(messages()).toEqual(["STEELBOUND.Use.ActionUsed"]);
    expect(await use(ogre, "freeTriggered")).toBe(true); // free triggered actions are unlimited
    user.isGM = true;
    await s.combat.endTurn();
    await s.combat.nextRound();
    user.isGM = false;
    expect(await use(ogre, "triggered")).toBe(true);
  });

  it("R-CB-11: off its turn a creature may still make a main-action strike (an opportunity attack), with a notice", async () => {
    const { ogre } = await heroTurn();
    expect(await use(ogre, "main")).toBe(true);
    expect(messages()).toEqual(["STEELBOUND.Use.OffTurn"]);
    expect(await use(ogre, "freeManeuver")).toBe(false);
    expect(messages()).toContain("STEELBOUND.Use.NotYourTurn");
  });

  it("R-CN-10: a surprised creature takes no triggered actions", async () => {
    const { ogre } = await heroTurn();
    ogre.statuses.add("surprised");
    expect(await use(ogre, "freeTriggered")).toBe(false);
    expect(messages()).toEqual(["STEELBOUND.Use.Surprised"]);
  });

  it("outside combat nothing is limited", async () => {
    const fury = hero("Fury");
    expect(await use(fury, "main")).toBe(true);
    expect(await use(fury, "main")).toBe(true);
  });
});
