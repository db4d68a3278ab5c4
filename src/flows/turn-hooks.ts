/**
 * What happens at turn boundaries, fired by SteelCombat's own turn flow (takeTurn / endTurn; Foundry's
 * `combatTurnChange` never names a combatant here because `combat.turn` stays null):
 * - start of a creature's turn: its Defend ends (R-CB-10); a hero's class gains its heroic resource, a dice
 *   formula (R-AB-8), rolled in chat; a damaging terrain it stands in deals its damage (R-MV-4,
 *   src/canvas/terrain-damage.ts);
 * - end of a creature's turn: its EoT effects end in one batch and a saving-throw card offers one
 *   "roll save" button per save-ends effect (R-AB-11; bleeding included, R-CN-1, unless dying, R-ST-2);
 *   then its auras whose ability left no effect on it end (src/canvas/aura-follow.ts); a hidden status its ability
 *   ended this turn goes (R-CB-9, src/queries/hiding/reveal.ts).
 */
import { conditionOf, isHero, systemString } from "../documents/combat/actor-facts.ts";
import { turnEndPlan, timedEffects } from "../documents/combat/turn-end.ts";
import { turnKey } from "../documents/combat/turn-key.ts";
import { parseFlow } from "../documents/combat/flow-state.ts";
import { format, isGM } from "../documents/combat/world.ts";
import { postSavePrompt } from "../chat/save-card.ts";
import { deleteEffectsStillPresent } from "../documents/effect-removal.ts";
import { gainHeroicResourceInOrder } from "../documents/gm-channel/own-numbers-ask.ts";
import { endAurasWithoutEffect } from "../canvas/aura-follow.ts";
import { terrainOnTurnStart } from "../canvas/terrain-damage.ts";
import { endingDefends } from "./defend.ts";
import { endingRevealed } from "./hidden-targets.ts";

function actorsOf(combat: Combat.Implementation, ids: readonly string[]): Actor.Implementation[] {
  return ids.flatMap((id) => {
    const actor = combat.combatants.get(id)?.actor;
    return actor ? [actor] : [];
  });
}

/** R-AB-8: the dice formula of heroic resource a hero gains at the start of each turn ("" = none). */
export function resourceGainFormula(actor: Actor.Implementation): string {
  const cls = actor.items.find((i) => String(i.type) === "class");
  return systemString(cls, "heroicResource", "gainPerTurn")?.trim() ?? "";
}

/** Rolls the gain; null when there is none (no formula, or one that does not roll). */
async function rollGain(actor: Actor.Implementation) {
  const formula = resourceGainFormula(actor);
  if (formula === "" || !Roll.validate(formula)) return null;
  try {
    // Roll data lets a formula read the hero (e.g. "1d3 + @level"); a bad reference must not stop the turn.
    return await new Roll(formula, actor.getRollData()).evaluate();
  } catch (error) {
    console.warn(`steelbound | heroic resource gain "${formula}" of ${actor.name} did not roll`, error);
    return null;
  }
}

async function gainHeroicResource(actor: Actor.Implementation): Promise<void> {
  const roll = await rollGain(actor);
  const gain = roll?.total ?? 0;
  if (roll === null || gain === 0) return;
  const value: unknown = foundry.utils.getProperty(actor.system, "heroicResource.value");
  if (typeof value !== "number") return;
  // A relative change in the GM's queue, so a payment the owner makes meanwhile is not lost.
  await gainHeroicResourceInOrder(actor, gain);
  const resource: unknown = foundry.utils.getProperty(actor.system, "heroicResource.name");
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    // The flavour is HTML (core shows it with a triple-stash): user-written names go in escaped.
    flavor: format("STEELBOUND.Combat.ResourceGain", {
      name: foundry.utils.escapeHTML(actor.name),
      gain: String(gain),
      resource: foundry.utils.escapeHTML(typeof resource === "string" ? resource : ""),
    }),
  });
}

export async function onStartTurn(combat: Combat.Implementation, ids: readonly string[]): Promise<void> {
  if (!isGM()) return;
  for (const actor of actorsOf(combat, ids)) {
    // R-CB-10: Defend lasts until the start of its user's next turn.
    await deleteEffectsStillPresent(actor, endingDefends(actor));
    if (isHero(actor)) await gainHeroicResource(actor);
  }
  // R-MV-4: a damaging terrain the creature starts its turn in deals its damage (its Region says when).
  for (const id of ids) {
    const token = combat.combatants.get(id)?.token;
    if (token) await terrainOnTurnStart(token);
  }
}

/** R-AB-11: called before the flow moves on, while `flow.turn` is still the turn that ends. */
export async function onEndTurn(combat: Combat.Implementation, ids: readonly string[]): Promise<void> {
  if (!isGM()) return;
  const turn = turnKey(combat.id ?? "", combat.round, parseFlow(combat.flags.steelbound?.flow));
  for (const actor of actorsOf(combat, ids)) {
    const plan = turnEndPlan(timedEffects(actor.effects), { dying: conditionOf(actor) === "dying" });
    await deleteEffectsStillPresent(
      actor,
      plan.expire.map((e) => e.id),
    );
    if (plan.saves.length > 0) await postSavePrompt(actor, plan.saves, turn);
    // R-CB-9: a hidden status ended by an ability this turn keeps its edge only to the end of the turn.
    await deleteEffectsStillPresent(actor, endingRevealed(actor));
  }
  // R-AB-11: an aura with no effect of its ability on its user ends with the user's turn.
  const tokens = ids.flatMap((id) => {
    const token = combat.combatants.get(id)?.token;
    return token ? [token] : [];
  });
  await endAurasWithoutEffect(tokens);
}
