/**
 * A test (R-TS-1): roll dialog (characteristic, skill +2 (R-TS-2), difficulty, extras) → PowerRoll of
 * kind "test" → a `test` chat message whose card shows the outcome for the chosen difficulty.
 */
import { slots } from "../documents/slots.ts";
import { edgesAndBanes, skillBonus, type TestDifficulty } from "../rules/index.ts";
import { CHARACTERISTICS, type Characteristic } from "../rules/types.ts";
import { PowerRoll } from "../rolls/power-roll.ts";
import { creatureConditions } from "./creature-conditions.ts";
import { rollerSituation } from "./roll-plan.ts";
import { bleedingEvents, rollBleeding } from "./bleeding.ts";
import { rollModeOptions } from "../rolls/dice-so-nice.ts";
import { gameLocalizer, skillLabel } from "../i18n.ts";
import { announce, hookAllows, HOOKS } from "../documents/api-hooks.ts";

function score(actor: Actor.Implementation, c: Characteristic): number {
  const v: unknown = foundry.utils.getProperty(actor.system, `characteristics.${c}`);
  return typeof v === "number" ? v : 0;
}

function knownSkills(actor: Actor.Implementation): string[] {
  const skills: unknown = foundry.utils.getProperty(actor.system, "skills");
  const list =
    skills instanceof Set
      ? [...(skills as Set<unknown>)]
      : Array.isArray(skills)
        ? (skills as unknown[])
        : [];
  return list.filter((s): s is string => typeof s === "string");
}

/** A test the Director called for (a test-call card): its difficulty and what assists gave it (R-TS-4). */
export interface CalledTest {
  difficulty?: TestDifficulty;
  assist?: { edges: number; banes: number };
}

/** Rolls a test; resolves to true when a card was posted. */
export async function rollTest(
  actor: Actor.Implementation,
  characteristic: Characteristic,
): Promise<boolean> {
  return (await rollTestMessage(actor, characteristic)).posted;
}

/**
 * Rolls a test; resolves to whether a `test` message was posted, and its id. `allowed` narrows the
 * characteristics offered, as a test an ability calls for names its own ("makes a Might or Agility test").
 */
export async function rollTestMessage(
  actor: Actor.Implementation,
  characteristic: Characteristic,
  allowed: readonly Characteristic[] = CHARACTERISTICS,
  called: CalledTest = {},
): Promise<{ posted: boolean; id: string | null }> {
  const roller = rollerSituation(creatureConditions(actor));
  const kind = { kind: "test" as const, characteristic };
  const { assist } = called;
  const tally = edgesAndBanes({ roll: kind, roller, ...(assist ? { assist } : {}) });
  const choice = await slots.rollDialog({
    title: game.i18n?.localize(`STEELBOUND.RollDialog.Characteristic.${characteristic}`) ?? characteristic,
    kind: "test",
    characteristics: allowed.map((key) => ({ key, value: score(actor, key) })),
    selected: characteristic,
    targets: [{ name: actor.name, ...tally }],
    skills: knownSkills(actor).map((key) => ({ key, label: skillLabel(gameLocalizer(), key) })),
    ...(called.difficulty ? { difficulty: called.difficulty } : {}),
  });
  if (choice === null) return { posted: false, id: null };
  const picked = choice.characteristic ?? characteristic;
  const chosen = allowed.includes(picked) ? picked : characteristic;
  const extra = choice.targets[0];
  const final = edgesAndBanes({
    roll: { kind: "test", characteristic: chosen },
    roller,
    manual: { edges: extra?.extraEdges ?? 0, banes: extra?.extraBanes ?? 0 },
    ...(assist ? { assist } : {}),
  });
  const roll = PowerRoll.build({
    kind: "test",
    characteristic: chosen,
    characteristicValue: score(actor, chosen),
    // R-TS-2: an applicable skill adds +2 (not an edge).
    bonus: choice.bonus + (extra?.bonus ?? 0) + skillBonus(choice.skill ? 1 : 0),
    edges: final.edges,
    banes: final.banes,
  });
  // docs/API.md: the test as built, before its dice; `false` withdraws it (no card is posted).
  if (!hookAllows(HOOKS.preRollTest, actor, roll, { characteristic: chosen }))
    return { posted: false, id: null };
  await roll.evaluate();
  const message = await ChatMessage.create(
    {
      type: "test",
      system: {
        actor: actor.uuid,
        characteristic: chosen,
        skill: choice.skill,
        difficulty: choice.difficulty,
        rerolled: false,
      },
      rolls: [JSON.stringify(roll)],
      speaker: ChatMessage.getSpeaker({ actor }),
    },
    rollModeOptions(choice.rollMode),
  );
  if (message) announce(HOOKS.rollTest, actor, roll, { characteristic: chosen, message });
  await rollBleeding(actor, bleedingEvents("test", chosen));
  return { posted: message !== undefined, id: message?.id ?? null };
}
