/**
 * R-CB-17: once an ability that summons has posted its card, its user asks the GM to place the
 * creatures (src/queries/summon: the GM reads what is summoned from the ability itself). An ability that
 * summons nothing asks nothing. A summoner who summoned since its last turn began is told so before it pays
 * (the GM refuses such a summoning too: src/queries/summon/request.ts).
 */
import { requestGm } from "../documents/gm-channel/request-gm.ts";

/** The ability's `summon` names a creature. */
export function summons(item: { readonly system: unknown }): boolean {
  const creature: unknown = foundry.utils.getProperty(item.system as object, "summon.creature");
  const count: unknown = foundry.utils.getProperty(item.system as object, "summon.count");
  return typeof creature === "string" && creature !== "" && typeof count === "number" && count > 0;
}

export async function summonFromCard(item: Item.Implementation, messageId: string): Promise<void> {
  if (!summons(item)) return;
  // requestGm tells the user why the GM refused (no GM, no room, not the accepted ability).
  await requestGm({ kind: "summon", messageId });
}

/** R-CB-17: a summoner summons again only once its next turn has begun (read from the running combats). */
export function maySummon(actor: Actor.Implementation, item: Item.Implementation): boolean {
  if (!summons(item)) return true;
  // Read through the combat's own method (src/documents/combat.ts SteelCombat#summonedThisTurn), not its
  // class: a value import of the class here changed the order the combat modules load in, and the combat
  // unit tests' starting Malice broke with it (test/combat/malice-and-villains.test.ts).
  const summonedIn = (combat: object, id: string): boolean => {
    const check: unknown = Reflect.get(combat, "summonedThisTurn");
    return typeof check === "function" && (check as (combatantId: string) => boolean).call(combat, id);
  };
  const waiting = (game.combats?.contents ?? []).some(
    (combat) =>
      combat.started &&
      combat.combatants.contents.some((c) => c.actorId === actor.id && summonedIn(combat, c.id ?? "")),
  );
  if (waiting) ui.notifications?.warn("STEELBOUND.Query.SummonedThisTurn", { localize: true });
  return !waiting;
}
