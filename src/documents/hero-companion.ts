/**
 * The companion a hero of a class with one (`class.companion`, the Beastheart) is built with: a copy of the
 * companion actor picked in the builder (a compendium's or the world's), following the hero (`mentor`, the
 * link the Forge Steel import makes, data/actor/companion.ts) and owned as the hero is. The copy is made as
 * Foundry imports from a pack: v13 client/documents/abstract/world-collection.mjs
 * WorldCollection#fromCompendium (no `_id`, sort or ownership; a pack document's uuid as
 * `_stats.compendiumSource`; the folder cleared when asked, as here: the pack's folder is not the world's;
 * stored ids 16757873892, and 18843008276 for a later client that also clears nested ownership and `active`).
 * Creating an actor needs ACTOR_CREATE (v13 common/documents/actor.mjs BaseActor metadata.permissions.create),
 * as the hero's own creation does; without it the caller is answered null and tells the user. A companion
 * whose stamina is its hero's (`flags.steelbound.heroStamina`) takes the hero's level and Stamina maximum
 * again each time the hero takes a level (companionsFollow), keeping the damage it has taken.
 */
import { companionStaminaMax } from "../rules/index.ts";
import { SteelActor } from "./actor.ts";

const numberAt = (data: object, path: string): number => {
  const value: unknown = foundry.utils.getProperty(data, path);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
};

/** Creates `hero`'s companion from the companion actor at `sourceUuid`; null when it cannot. */
export async function createHeroCompanion(
  hero: Actor.Implementation,
  sourceUuid: string,
): Promise<Actor.Implementation | null> {
  if (!game.user?.hasPermission("ACTOR_CREATE")) return null;
  const source = await fromUuid(sourceUuid);
  if (!(source instanceof SteelActor) || source.type !== "companion") return null;
  const data: Record<string, unknown> = game.actors.fromCompendium(source, { clearFolder: true });
  const own = numberAt(source._source, "system.stamina.max");
  const max = companionStaminaMax(own, numberAt(hero.system, "stamina.max"));
  data["system"] = {
    ...(data["system"] as object),
    mentor: hero.uuid,
    level: numberAt(hero.system, "level") || 1,
    stamina: { value: max, max, temporary: 0 },
  };
  // Its stamina is its hero's: it follows the hero's as the hero levels (companionsFollow).
  if (own <= 0)
    data["flags"] = foundry.utils.mergeObject(
      (data["flags"] as object | undefined) ?? {},
      { steelbound: { heroStamina: true } },
      { inplace: false },
    );
  // Owned as the hero is (the Forge Steel import's companions are too): its players play it.
  data["ownership"] = { ...hero.ownership };
  const created = await Actor.implementation.create(data as never);
  // create() answers the stored document; the world's Actor class is the configured implementation.
  return created ? (created as unknown as Actor.Implementation) : null;
}

/**
 * The hero's companions whose stamina is the hero's take the hero's level and Stamina maximum (the damage
 * they have taken kept). Only those this user may write (an owner of the companion, as the hero's owners are).
 */
export async function companionsFollow(hero: Actor.Implementation): Promise<void> {
  const max = numberAt(hero.system, "stamina.max");
  const level = numberAt(hero.system, "level") || 1;
  for (const actor of game.actors?.contents ?? []) {
    if (actor.type !== "companion" || !actor.isOwner) continue;
    if (foundry.utils.getProperty(actor.system, "mentor") !== hero.uuid) continue;
    if (foundry.utils.getProperty(actor, "flags.steelbound.heroStamina") !== true) continue;
    const storedMax = numberAt(actor._source, "system.stamina.max");
    const value = numberAt(actor._source, "system.stamina.value");
    if (storedMax === max && numberAt(actor._source, "system.level") === level) continue;
    await actor.update({
      system: { level, stamina: { max, value: Math.min(max, value + (max - storedMax)) } },
    });
  }
}
