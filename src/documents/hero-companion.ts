/**
 * The companion a hero of a class with one (`class.companion`, the Beastheart) is built with: a copy of the
 * companion actor picked in the builder (a compendium's), following the hero (`mentor`, the link the Forge
 * Steel import makes, data/actor/companion.ts) and owned as the hero is. The copy is made as Foundry imports
 * from a pack: v13 client/documents/abstract/world-collection.mjs WorldCollection#fromCompendium (no `_id`,
 * sort or ownership; a pack document's uuid as `_stats.compendiumSource`; the folder cleared when asked, as
 * here: the pack's folder is not the world's; stored ids 16757873892, and 18843008276 for a later client that
 * also clears nested ownership and `active`).
 * Creating an actor needs ACTOR_CREATE (v13 common/documents/actor.mjs BaseActor metadata.permissions.create,
 * stored 7915469035), as the hero's own creation does. A builder without it asks the active GM
 * (`heroCompanion`, src/queries/hero-companion/create.ts), who makes the same copy after judging the request
 * from documents the player cannot edit. A companion whose stamina is its hero's
 * (`flags.steelbound.heroStamina`) takes the hero's level and Stamina maximum again each time the hero takes
 * a level (companionsFollow), keeping the damage it has taken.
 */
import { companionStaminaMax } from "../rules/index.ts";
import { SteelActor } from "./actor.ts";
import { requestGm } from "./gm-channel/request-gm.ts";

const numberAt = (data: object, path: string): number => {
  const value: unknown = foundry.utils.getProperty(data, path);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
};

/** A companion actor of a compendium (or the world): what a hero's companion is copied from. */
export function isCompanionSource(doc: unknown): doc is Actor.Implementation {
  return doc instanceof SteelActor && doc.type === "companion" && !doc.isToken;
}

/**
 * The data of `hero`'s companion copied from `source`: following the hero (`mentor`), at the hero's level,
 * at full Stamina (its own, or its hero's when it has none of its own), owned as the hero is
 * (`ownership`, a field only a GM writes: v13 common/data/fields.mjs DocumentOwnershipField gmOnly, stored
 * 18292846256). Read from the calling client's copies of both.
 */
export function heroCompanionData(
  hero: Actor.Implementation,
  source: Actor.Implementation,
): Record<string, unknown> {
  const actors = game.actors;
  if (!actors) throw new Error("steelbound | no world actors to copy a companion into");
  const data: Record<string, unknown> = actors.fromCompendium(source, { clearFolder: true });
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
  return data;
}

/** The world's companions following `hero` (their `mentor`). */
export function companionsOf(hero: { readonly uuid: string }): Actor.Implementation[] {
  const actors: unknown[] = game.actors?.contents ?? [];
  return actors.filter(
    (actor): actor is Actor.Implementation =>
      isCompanionSource(actor) && foundry.utils.getProperty(actor.system, "mentor") === hero.uuid,
  );
}

/**
 * Creates `hero`'s companion from the companion actor at `sourceUuid`: itself with ACTOR_CREATE, else
 * through the active GM (who tells the user why, when it refuses). True once it exists.
 */
export async function createHeroCompanion(hero: Actor.Implementation, sourceUuid: string): Promise<boolean> {
  if (!game.user?.hasPermission("ACTOR_CREATE")) {
    const made = await requestGm({ kind: "heroCompanion", heroId: hero.id ?? "", companionUuid: sourceUuid });
    return made !== null;
  }
  const source = await fromUuid(sourceUuid);
  if (!isCompanionSource(source)) return false;
  const created = await Actor.implementation.create(heroCompanionData(hero, source) as never);
  return created != null;
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
