/**
 * Using an ability, the one story (R-PR-10), read top-down:
 * 1. resolve: the ability, a villain action's check (R-CB-18), the area template (R-AB-2), whether the
 *    action may be taken now (R-CB-7) and whether the base cost is payable (R-AB-8);
 * 2. roll and fill the card, by kind: a power roll asks the roll dialog first ("spend X+" may raise the
 *    cost, so the pools are checked again) and then rolls once (./use-ability-power-roll.ts); a test each
 *    target makes (./use-ability-target-test.ts) and a use without a roll (./use-ability-plain.ts) ask
 *    nothing;
 * 3. pay once (heroic resource, or Malice for a monster), before the card exists;
 * 4. post the `abilityUse` card, one row per targeted token;
 * 5. what follows the roll: the action spent, a critical hit's extra action, bleeding.
 * Everything below it hands back and never calls up. The live world answers through `AbilityUseHooks`
 * (./use-ability-support.ts is Foundry's answer; tests bring their own).
 */
import type { Characteristic } from "../rules/types.ts";
import { readAbility, rollsPower, type AbilityInfo } from "../documents/ability-info.ts";
import { placeAbilityArea } from "../canvas/area-placement.ts";
import type { AbilityCost, Payment } from "./ability-payment.ts";
import type { VillainGate } from "./villain-use.ts";
import { spendTakenBonuses } from "./pending-potency.ts";
import { choosePowerRoll, powerRollCard, type SquadUse } from "./use-ability-power-roll.ts";
import { targetTestCard } from "./use-ability-target-test.ts";
import { plainCard } from "./use-ability-plain.ts";
import { targetedTokens, type AbilityCard } from "./use-ability-card.ts";
import { mayTargetHidden } from "./hidden-targets.ts";
import { mayTargetThatMany } from "./target-count.ts";

export type { SquadUse } from "./use-ability-power-roll.ts";

/** What using an ability asks of the live world. */
export interface AbilityUseHooks {
  /** False (after warning the user) when the action is not allowed now. */
  mayAct(actor: Actor.Implementation, ability: AbilityInfo): boolean;
  /** What one use costs the actor (R-AB-8; Malice for monsters) with "spend X+" paid `spendTimes` times. */
  cost(actor: Actor.Implementation, ability: AbilityInfo, spendTimes: number): AbilityCost;
  /** The warning key (STEELBOUND.Use.*) when the actor's pools cannot pay `cost`, else null. */
  shortfall(actor: Actor.Implementation, cost: AbilityCost): string | null;
  /** Pays once per use; false when the payment could not be made (the user was told). */
  pay(
    actor: Actor.Implementation,
    cost: AbilityCost,
    item: { readonly uuid: string },
  ): Promise<Payment | false>;
  markTriggered(actor: Actor.Implementation): Promise<void>;
  afterRoll(
    actor: Actor.Implementation,
    ability: AbilityInfo,
    /** `characteristic` is null for an ability without a power roll (it still spends its action). */
    roll: { critical: boolean; characteristic: Characteristic | null },
  ): Promise<void>;
  /** R-CB-18: a villain action's check before the use and its record after (./villain-use.ts). */
  villainAction?(actor: Actor.Implementation, ability: AbilityInfo): VillainGate;
  /** R-CB-17: the card of an ability that summons asks the GM to place its creatures (./summon-use.ts). */
  summon?(item: Item.Implementation, messageId: string): Promise<void>;
}

/**
 * Uses an ability; resolves to true when a card was posted (false if cancelled or not allowed). A villain
 * action is checked before anything else and recorded once its card is posted (R-CB-18). An area
 * ability's template is placed first (R-AB-2), so its creatures are the targets; a use that posts no card
 * takes its template away again. A squad's signature (R-MN-7) is aimed by the minions on each target, so
 * it places no template.
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
  const template = squad === null ? await placeAbilityArea(actor, item) : null;
  const area = template ? { template: template.uuid } : null;
  const posted = await usePlaced(actor, item, ability, hooks, squad, area);
  if (!posted && template) await template.delete();
  if (posted && villain !== null) await villain.record();
  return posted;
}

/** The use once its area is placed: the rest of step 1, then steps 2 to 5 above. */
async function usePlaced(
  actor: Actor.Implementation,
  item: Item.Implementation,
  ability: AbilityInfo,
  hooks: AbilityUseHooks,
  squad: SquadUse | null,
  area: { template: string } | null,
): Promise<boolean> {
  if (!hooks.mayAct(actor, ability)) return false;
  if (!mayTargetHidden(actor, ability, targetedTokens())) return false;
  // An area's targets are the creatures inside it, chosen by the placement, and a squad's strike takes one
  // target per minion (R-MN-7): only a single creature's targeted use is counted.
  if (area === null && squad === null && !mayTargetThatMany(item, targetedTokens().length)) return false;
  const base = payableCost(actor, ability, hooks, 0);
  if (base === null) return false;

  const use = await rollByKind(actor, item, ability, hooks, squad, base);
  if (use === null) return false;
  const { card, cost } = use;

  // Paid once per use, before the card exists: a refused payment posts nothing.
  const paid = await hooks.pay(actor, cost, item);
  if (paid === false) return false;
  if (card.namesReceipt) card.system.spent.receipt = paid.receipt;
  if (ability.actionType === "triggered") await hooks.markTriggered(actor);
  await spendTakenBonuses(actor, card.taken);

  const message = await ChatMessage.create(
    {
      type: "abilityUse",
      system: area ? { ...card.system, area } : card.system,
      ...(card.rolls ? { rolls: card.rolls } : {}),
      speaker: ChatMessage.getSpeaker({ actor }),
    },
    card.options,
  );
  await hooks.afterRoll(actor, ability, card.outcome);
  if (message?.id && hooks.summon) await hooks.summon(item, message.id);
  return message !== undefined;
}

/** Step 2: the card this kind of use fills, and what the use costs; null when cancelled or refused. */
async function rollByKind(
  actor: Actor.Implementation,
  item: Item.Implementation,
  ability: AbilityInfo,
  hooks: AbilityUseHooks,
  squad: SquadUse | null,
  base: AbilityCost,
): Promise<{ card: AbilityCard; cost: AbilityCost } | null> {
  if (!rollsPower(ability)) {
    const card = await plainCard(actor, item, ability, base);
    return card === null ? null : { card, cost: base };
  }
  if (ability.roll === "targetTest") return { card: targetTestCard(actor, item, ability, base), cost: base };
  const chosen = await choosePowerRoll(actor, ability, squad);
  if (chosen === null) return null;
  // "Spend X+" chosen in the dialog raises the cost, and the pools may have moved while it was open.
  const cost = payableCost(actor, ability, hooks, chosen.choice.spendTimes);
  if (cost === null) return null;
  const card = await powerRollCard(actor, item, ability, chosen, cost, squad);
  return card === null ? null : { card, cost };
}

/** What the use costs with "spend X+" paid `spendTimes` times, or null after telling the user the pools cannot pay it. */
function payableCost(
  actor: Actor.Implementation,
  ability: AbilityInfo,
  hooks: AbilityUseHooks,
  spendTimes: number,
): AbilityCost | null {
  const cost = hooks.cost(actor, ability, spendTimes);
  const short = hooks.shortfall(actor, cost);
  if (short === null) return cost;
  ui.notifications?.warn(`STEELBOUND.Use.${short}`, { localize: true });
  return null;
}
