/**
 * Using an ability with a power roll (R-PR-10), in two steps the story (./use-ability.ts) calls with the
 * payment check between them: the roll dialog (characteristic, each target's edges and banes with flanking
 * preset from the board, "spend X+", damage type), then one PowerRoll and a card with one row per targeted
 * token, each with its own tier.
 */
import { characteristicScores, highestCharacteristicOf } from "../documents/characteristics.ts";
import { slots } from "../documents/slots.ts";
import { PowerRoll } from "../rolls/power-roll.ts";
import { formulaDataOf } from "../documents/formula-data.ts";
import { snapshotHeading, type AbilityInfo } from "../documents/ability-info.ts";
import { abilityPayer } from "./ability-payment.ts";
import { surgeCharacteristic } from "../documents/surge-pool.ts";
import { pendingMaliciousStrike, pendingPotencyBonus } from "./pending-potency.ts";
import { creatureConditions } from "./creature-conditions.ts";
import { rollerSituation, targetTallies, type CreatureConditions } from "./roll-plan.ts";
import { NO_CHOICE, type RollDialogResult, type TargetChoice } from "../documents/roll-prompt.ts";
import {
  criticalThreshold,
  potencies,
  raisedPotencies,
  type AbilityCost,
  type Characteristic,
  type RollerSituation,
  type RollKind,
} from "../rules/index.ts";
import type { AbilityUseData } from "../chat/ability-use-data.ts";
import { flankedOnBoard } from "../canvas/flanking-board.ts";
import { highGroundOnBoard } from "../canvas/high-ground-board.ts";
import { climbedOrRiddenOnBoard } from "../canvas/mount-board.ts";
import { hiddenFromOnBoard } from "../canvas/hidden-board.ts";
import { messageModeOptions } from "../documents/generation.ts";
import { spentAtUse, type AbilityCard } from "./use-ability-card.ts";
import { announce, hookAllows, HOOKS } from "../documents/api-hooks.ts";

/**
 * A minion squad's signature used together (R-MN-7): the squad (CombatantGroup UUID), one minion's free
 * strike, and the minions on each targeted token (by token UUID; a token with none is not attacked).
 */
export interface SquadUse {
  group: string;
  freeStrike: number;
  minions: ReadonlyMap<string, number>;
}

/** What the dialog settled, and what the roll needs of the situation it was shown. */
export interface PowerRollChoice {
  choice: RollDialogResult;
  /** "Power Roll + 2": the fixed bonus stands where a characteristic would (R-PR-1, R-PR-5). */
  fixed: boolean;
  scores: Record<Characteristic, number>;
  best: Characteristic | null;
  tokens: TokenDocument.Implementation[];
  targets: { creature: CreatureConditions; choice: TargetChoice }[];
  roller: RollerSituation;
  kind: RollKind;
}

function abilityRollKind(ability: AbilityInfo): RollKind {
  const has = (k: string) => ability.keywords.includes(k);
  const damaging = ability.tiers.some((t) => t.damage.value > 0 || (t.damage.formula ?? "") !== "");
  return { kind: "ability", strike: has("strike"), melee: has("melee"), ranged: has("ranged"), damaging };
}

/** The roll dialog on the targeted tokens (a squad's: those it put minions on); null when cancelled. */
export async function choosePowerRoll(
  actor: Actor.Implementation,
  ability: AbilityInfo,
  squad: SquadUse | null,
): Promise<PowerRollChoice | null> {
  const fixed = ability.roll === "fixed";
  const scores = characteristicScores(actor);
  const best = fixed ? null : ability.characteristics.reduce((a, b) => (scores[b] > scores[a] ? b : a));
  const tokens = [...(game.user?.targets ?? [])].flatMap((t) =>
    t.document.actor && (squad === null || (squad.minions.get(t.document.uuid) ?? 0) > 0) ? [t.document] : [],
  );
  // R-CN-11 hidden: an edge against each target the user is hidden from (its own status, as this client reads it).
  const hiddenFrom = tokens.flatMap((t) =>
    t.actor && hiddenFromOnBoard(actor, t.uuid, () => true) ? [t.actor.uuid] : [],
  );
  const roller = rollerSituation(creatureConditions(actor), { hiddenFrom });
  const kind = abilityRollKind(ability);
  // R-CB-12: flanking is read off the board and preset in the dialog (the player may still untick it).
  // R-CN-11: high ground is the board's alone (elevation and footing, src/canvas/high-ground-board.ts): the
  // dialog shows it as a reason, with no box to tick.
  const targets = tokens.flatMap((t) =>
    t.actor
      ? [
          {
            creature: creatureConditions(t.actor),
            choice: {
              ...NO_CHOICE,
              flanked: flankedOnBoard(actor.uuid, t.uuid),
              highGround: highGroundOnBoard(actor.uuid, t.uuid),
              // The creature climbs or rides the target, as the board's links (written by the GM) say.
              climbedOrRidden: climbedOrRiddenOnBoard(actor.uuid, t.uuid),
            },
          },
        ]
      : [],
  );
  const preview = targetTallies(kind, roller, targets, NO_CHOICE, ability.effects);

  const choice = await slots.rollDialog({
    title: ability.name,
    kind: "ability",
    characteristics: fixed ? [] : ability.characteristics.map((key) => ({ key, value: scores[key] })),
    selected: best,
    targets: preview.map((t, i) => ({
      ...t,
      name: tokens[i]?.name ?? ability.name,
      flanked: targets[i]?.choice.flanked ?? false,
    })),
    spend: ability.spend.value > 0 ? { ...ability.spend, malice: abilityPayer(actor) === "malice" } : null,
    damageTypes: ability.damageTypeChoices,
    // R-PR-7: what the ability's own text and the roller's effects say of its tier, with their names.
    automaticTiers: ability.automaticTiers,
  });
  if (choice === null) return null;
  return { choice, fixed, scores, best, tokens, targets, roller, kind };
}

/** Rolls the one PowerRoll and fills the card, priced at `cost`; null when the dice gave nothing. */
export async function powerRollCard(
  actor: Actor.Implementation,
  item: Item.Implementation,
  ability: AbilityInfo,
  chosen: PowerRollChoice,
  cost: AbilityCost,
  squad: SquadUse | null,
): Promise<AbilityCard | null> {
  const { choice, scores, tokens, targets } = chosen;
  const characteristic = chosen.fixed ? null : (choice.characteristic ?? chosen.best);
  const tallies = targetTallies(
    chosen.kind,
    chosen.roller,
    targets.map((t, i) => ({
      creature: t.creature,
      choice: {
        ...(choice.targets[i] ?? NO_CHOICE),
        highGround: t.choice.highGround,
        climbedOrRidden: t.choice.climbedOrRidden === true,
      },
    })),
    choice.targets[0],
    ability.effects,
  );
  const highest = highestCharacteristicOf(scores);
  // R-ML-3 Brutal Effectiveness bought for this monster raises this ability's potency.
  const potencyBonus = pendingPotencyBonus(actor, ability);
  // R-ML-3 Malicious Strike bought for this monster lands on the strike's first target.
  const malicious = tokens.length > 0 ? pendingMaliciousStrike(actor, ability) : 0;
  // R-AB-7 surge damage; a retainer's surges deal its mentor's highest characteristic (R-RT-5).
  const surge = surgeCharacteristic(actor, highest);

  const roll = PowerRoll.build({
    kind: "ability",
    characteristic,
    characteristicValue: characteristic === null ? ability.fixedBonus : scores[characteristic],
    bonus: choice.bonus,
    criticalAt: criticalAtOf(item),
    // R-PR-7: "you automatically obtain tier N" from the ability itself and the roller's effects (the GM reads
    // both again itself, from the item as it judges it).
    automaticTiers: ability.automaticTiers.map((a) => a.tier),
  });
  // docs/API.md: the roll as built, before its dice; `false` withdraws the use (nothing is paid yet).
  if (!hookAllows(HOOKS.preRollPower, actor, roll, { item })) return null;
  await roll.evaluate();
  if (roll.naturalDice === null) return null;
  announce(HOOKS.rollPower, actor, roll, { item });
  const critical = roll.resolve().critical;
  // A tier whose damage is a formula is rolled now, once for every target (src/rolls/formula-damage.ts,
  // loaded with the first such ability: most tables' abilities have none).
  const formula = ability.tiers.some((t) => t.damage.formula !== "")
    ? await (
        await import("../rolls/formula-damage.ts")
      ).rollFormulaDamage(ability.tiers, {
        ...formulaDataOf(actor, null),
        chr: characteristic === null ? ability.fixedBonus : scores[characteristic],
      })
    : { rolls: [], amounts: [0, 0, 0] as [number, number, number] };

  const system: AbilityUseData = {
    actor: actor.uuid,
    ability: item.uuid,
    characteristic,
    // "fire or cold damage": only a type the ability offers is kept (the GM checks it again).
    damageType:
      ability.damageTypeChoices.find((t) => t === choice.damageType) ?? ability.damageTypeChoices[0] ?? null,
    snapshot: {
      ...snapshotHeading(ability),
      scores,
      highestCharacteristic: surge,
      // R-AB-6: effects that raise this ability's potency (docs/DATA.md `abilityBonuses` ability.potency).
      potency: raisedPotencies(potencies(highest), potencyBonus + ability.effects.potency),
      // The kit's bonus plus each tier's rolled formula: what the card shows (the GM computes its own).
      damageBonus: ability.kit.damage.map((d, i) => d + (formula.amounts[i] ?? 0)),
      tier1: ability.tiers[0],
      tier2: ability.tiers[1],
      tier3: ability.tiers[2],
      roll: ability.roll,
    },
    targets: tokens.map((token, i) => {
      const tally = tallies[i];
      const picked = choice.targets[i];
      return {
        token: token.uuid,
        name: token.name,
        edges: tally?.edges ?? 0,
        banes: tally?.banes ?? 0,
        bonus: tally?.bonus ?? 0,
        tier: roll.resolve({ edges: tally?.edges ?? 0, banes: tally?.banes ?? 0, bonus: tally?.bonus ?? 0 })
          .tier,
        downgradeTo: picked?.downgradeTo ?? null,
        damageSurges: 0,
        potencySurge: false,
        applied: { damage: false, conditions: false },
        minions: squad?.minions.get(token.uuid) ?? 0,
        // R-CB-12: the GM measures this edge again on the board before it applies (src/queries/claims).
        flanked: tally?.reasons.some((r) => r.source === "flanking") ?? false,
        // Edges the player added by hand: the card shows them to the Director.
        handEdges: tally?.reasons.filter((r) => r.source === "manual" && r.kind === "edge").length ?? 0,
      };
    }),
    spent: spentAtUse(ability, cost),
    refunded: false,
    squad: squad === null ? null : { group: squad.group, freeStrike: squad.freeStrike },
    maliciousStrike: malicious > 0 && tokens[0] ? { token: tokens[0].uuid, damage: malicious } : null,
  };
  return {
    system,
    namesReceipt: true,
    // Foundry stores rolls as JSON; the class name in it lets Roll.fromData restore the PowerRoll.
    rolls: [JSON.stringify(roll), ...formula.rolls.map((r) => JSON.stringify(r))],
    options: messageModeOptions(choice.rollMode),
    outcome: { critical, characteristic },
    taken: { potency: potencyBonus, malicious },
  };
}

/**
 * R-PR-6: the ability's own critical threshold (docs/DATA.md ability `power.criticalAt`, 19 unless lowered),
 * read from the item's prepared data.
 */
function criticalAtOf(item: Item.Implementation): number {
  const power = (item.system as { power?: { criticalAt?: unknown } }).power;
  const at = power?.criticalAt;
  return criticalThreshold(typeof at === "number" ? at : undefined);
}
