/**
 * Summoned creatures (R-CB-17): the summoner's world copy of a creature, marked
 * `flags.steelbound.summonedBy` with the summoner's UUID (src/queries/summon/place.ts writes it). They leave
 * when the encounter ends or when their summoner dismisses them: their tokens on every scene, then the copy.
 */
import { SYSTEM_ID } from "../constants.ts";
import { SteelActor } from "./actor.ts";

/** The flag naming a summoned copy's summoner. */
export const SUMMONED_BY = "summonedBy";

/** The summoner's UUID when the actor is a summoned copy, else null. */
export function summonerOf(actor: { readonly flags: object }): string | null {
  const uuid: unknown = foundry.utils.getProperty(actor.flags, `${SYSTEM_ID}.${SUMMONED_BY}`);
  return typeof uuid === "string" && uuid !== "" ? uuid : null;
}

/** The world actors summoned by any of these summoners. */
export function summonsOf(summoners: readonly string[]): Actor.Implementation[] {
  return ((game.actors?.contents ?? []) as unknown as Actor.Implementation[]).filter(
    (a) => a instanceof SteelActor && summoners.includes(summonerOf(a) ?? ""),
  );
}

/**
 * Removes the summons (GM only): their combatants, their tokens on every scene (one write per combat and per
 * scene), then each copy (one per summoning).
 */
export async function dismissSummons(summons: readonly Actor.Implementation[]): Promise<void> {
  if (summons.length === 0) return;
  const ids = new Set(summons.map((a) => a.id));
  for (const combat of game.combats?.contents ?? []) {
    const combatants = combat.combatants.contents.filter((c) => ids.has(c.actorId)).map((c) => c.id ?? "");
    if (combatants.length > 0) await combat.deleteEmbeddedDocuments("Combatant", combatants);
  }
  for (const scene of game.scenes?.contents ?? []) {
    const tokens = scene.tokens.contents.filter((t) => ids.has(t.actorId)).map((t) => t.id ?? "");
    if (tokens.length > 0) await scene.deleteEmbeddedDocuments("Token", tokens);
  }
  for (const actor of summons) await actor.delete();
}
