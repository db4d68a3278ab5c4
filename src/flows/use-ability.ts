/**
 * The player's main path: use an ability → roll dialog → one PowerRoll → pay the cost once (heroic
 * resource, or Malice for a monster) →
 * an `abilityUse` chat card with one entry per targeted token (R-PR-10).
 */
import { spentAtUse, type AbilityUseHooks } from "./use-ability-support.ts";
import { characteristicScores, highestCharacteristicOf } from "../documents/characteristics.ts";
import { slots } from "../documents/slots.ts";
import { PowerRoll } from "../rolls/power-roll.ts";
import { readAbility, rollsPower, snapshotHeading, type AbilityInfo } from "../documents/ability-info.ts";
import { abilityPayer } from "./ability-payment.ts";
import { useAbilityWithoutRoll } from "./use-ability-plain.ts";
import { useTargetTestAbility } from "./use-ability-target-test.ts";
import { surgeCharacteristic } from "../documents/surge-pool.ts";
import {
  clearPendingPotency,
  pendingMaliciousStrike,
  pendingPotencyBonus,
  setPendingMaliciousStrike,
} from "./pending-potency.ts";
import { creatureConditions } from "./creature-conditions.ts";
import { rollerSituation, targetTallies } from "./roll-plan.ts";
import { NO_CHOICE } from "../documents/roll-prompt.ts";
import { potencies, raisedPotencies, type RollKind } from "../rules/index.ts";
import type { AbilityUseData } from "../chat/ability-use-data.ts";
import { placeAbilityArea } from "../canvas/area-placement.ts";
import { flankedOnBoard } from "../canvas/flanking-board.ts";
import { messageModeOptions } from "../documents/generation.ts";

function abilityRollKind(ability: AbilityInfo): RollKind {
  const has = (k: string) => ability.keywords.includes(k);
  const damaging = ability.tiers.some((t) => t.damage.value > 0);
  return { kind: "ability", strike: has("strike"), melee: has("melee"), ranged: has("ranged"), damaging };
}

/**
 * A minion squad's signature used together (R-MN-7): the squad (CombatantGroup UUID), one minion's free
 * strike, and the minions on each targeted token (by token UUID; a token with none is not attacked).
 */
export interface SquadUse {
  group: string;
  freeStrike: number;
  minions: ReadonlyMap<string, number>;
}

/**
 * Uses an ability; resolves to true when a card was posted (false if cancelled or not allowed). A villain
 * action is checked before anything else and recorded once its card is posted (R-CB-18). An area
 * ability's template is placed first (R-AB-2), so its creatures are the targets; a use that posts no card
 * takes its template away again.
 */
export async function useAbility(
  actor: Actor.Implementation,
  item: Item.Implementation,
  hooks: AbilityUseHooks,
  squad: SquadUse | null = null,
): Promise<boolean> {
  const ability = readAbility(item);
  const villain = hooks.villainAction?.(actor, ability) ?? null;
  if (villain === false) return false;
  // A squad's signature is aimed by the minions on each target (R-MN-7), so it places no template.
  const template = squad === null ? await placeAbilityArea(actor, item) : null;
  const area = template ? { template: template.uuid } : null;
  const posted = await useReadAbility(actor, item, ability, hooks, squad, area);
  if (!posted && template) await template.delete();
  if (posted && villain !== null) await villain.record();
  return posted;
}

async function useReadAbility(
  actor: Actor.Implementation,
  item: Item.Implementation,
  ability: AbilityInfo,
  hooks: AbilityUseHooks,
  squad: SquadUse | null,
  area: { template: string } | null,
): Promise<boolean> {
  const warn = (key: string) => {
    ui.notifications?.warn(`STEELBOUND.Use.${key}`, { localize: true });
    return false;
  };
  if (!rollsPower(ability)) return useAbilityWithoutRoll(actor, item, ability, hooks, area);
  // Each target makes a test: the user rolls nothing (the targets' owners roll from the card).
  if (ability.roll === "targetTest") return useTargetTestAbility(actor, item, ability, hooks, area);
  // "Power Roll + 2": the fixed bonus stands where a characteristic would (R-PR-1, R-PR-5).
  const fixed = ability.roll === "fixed";
  if (!hooks.mayAct(actor, ability)) return false;
  // R-AB-8: the base cost (Malice for monsters) must be payable before the dialog opens.
  const short = hooks.shortfall(actor, hooks.cost(actor, ability, 0));
  if (short !== null) return warn(short);

  const scores = characteristicScores(actor);
  const best = fixed ? null : ability.characteristics.reduce((a, b) => (scores[b] > scores[a] ? b : a));
  const tokens = [...(game.user?.targets ?? [])].flatMap((t) =>
    t.document.actor && (squad === null || (squad.minions.get(t.document.uuid) ?? 0) > 0) ? [t.document] : [],
  );
  const roller = rollerSituation(creatureConditions(actor));
  const kind = abilityRollKind(ability);
  // R-CB-12: flanking is read off the board and preset in the dialog (the player may still untick it).
  const targets = tokens.flatMap((t) =>
    t.actor
      ? [
          {
            creature: creatureConditions(t.actor),
            choice: { ...NO_CHOICE, flanked: flankedOnBoard(actor.uuid, t.uuid) },
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
  });
  if (choice === null) return false;
  const cost = hooks.cost(actor, ability, choice.spendTimes);
  const shortAfterSpend = hooks.shortfall(actor, cost);
  if (shortAfterSpend !== null) return warn(shortAfterSpend);

  const characteristic = fixed ? null : (choice.characteristic ?? best);
  const tallies = targetTallies(
    kind,
    roller,
    targets.map((t, i) => ({ creature: t.creature, choice: choice.targets[i] ?? NO_CHOICE })),
    choice.targets[0],
    ability.effects,
  );
  const roll = PowerRoll.build({
    kind: "ability",
    characteristic,
    characteristicValue: characteristic === null ? ability.fixedBonus : scores[characteristic],
    bonus: choice.bonus,
  });
  await roll.evaluate();
  const rolled = roll.naturalDice;
  if (rolled === null) return false;

  const highest = highestCharacteristicOf(scores);
  // R-ML-3 Brutal Effectiveness bought for this monster raises this ability's potency.
  const potencyBonus = pendingPotencyBonus(actor, ability);
  // R-ML-3 Malicious Strike bought for this monster lands on the strike's first target.
  const malicious = tokens.length > 0 ? pendingMaliciousStrike(actor, ability) : 0;
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
      // R-AB-7 surge damage; a retainer's surges deal its mentor's highest characteristic (R-RT-5).
      highestCharacteristic: surgeCharacteristic(actor, highest),
      // R-AB-6: effects that raise this ability's potency (docs/DATA.md `abilityBonuses` ability.potency).
      potency: raisedPotencies(potencies(highest), potencyBonus + ability.effects.potency),
      damageBonus: ability.kit.damage,
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
      };
    }),
    spent: spentAtUse(ability, cost),
    refunded: false,
    ...(area ? { area } : {}),
    squad: squad === null ? null : { group: squad.group, freeStrike: squad.freeStrike },
    maliciousStrike: malicious > 0 && tokens[0] ? { token: tokens[0].uuid, damage: malicious } : null,
  };

  // Paid once per use, before the card exists: a refused payment posts nothing.
  const paid = await hooks.pay(actor, cost, item);
  if (paid === false) return false;
  system.spent.receipt = paid.receipt;
  if (ability.actionType === "triggered") await hooks.markTriggered(actor);
  if (potencyBonus > 0) await clearPendingPotency(actor);
  if (malicious > 0) await setPendingMaliciousStrike(actor, 0);
  // Foundry stores rolls as JSON; the class name in it lets Roll.fromData restore the PowerRoll.
  const message = await ChatMessage.create(
    { type: "abilityUse", system, rolls: [JSON.stringify(roll)], speaker: ChatMessage.getSpeaker({ actor }) },
    messageModeOptions(choice.rollMode),
  );
  await hooks.afterRoll(actor, ability, { critical: roll.resolve().critical, characteristic });
  return message !== undefined;
}
