/**
 * A companion and the hero it follows (data/actor/companion.ts `mentor`; the Beastheart's animal): whose pool
 * pays a companion's ability (its hero's heroic resource, Ferocity), and which companions gain their own
 * resource (Rampage) when that pool is spent (rules/companion.ts). The companion's `mentor` is written by its
 * owner, so nothing here widens what a user may write: the hero's pool is changed through the GM's
 * `ownNumbers` queue, which the GM grants only to an owner of that hero, and a companion's resource the same
 * way, to an owner of that companion.
 */
import { CompanionModel } from "../data/actor/companion.ts";
import { HeroModel } from "../data/actor/hero.ts";
import { SteelActor } from "./actor.ts";

const isCompanion = (actor: unknown): actor is Actor.Implementation =>
  actor instanceof SteelActor && actor.system instanceof CompanionModel;

/** The hero a companion follows (a world hero), or null. */
export function heroOfCompanion(companion: { readonly system: object }): Actor.Implementation | null {
  const uuid: unknown = foundry.utils.getProperty(companion.system, "mentor");
  if (typeof uuid !== "string" || uuid === "") return null;
  const hero = fromUuidSync(uuid);
  return hero instanceof SteelActor && hero.system instanceof HeroModel && !hero.pack ? hero : null;
}

/**
 * The actor whose heroic resource pays `actor`'s abilities: a companion's hero (null when it follows none:
 * it has no pool to pay from), anyone else itself.
 */
export function resourcePayerOf<A extends { readonly type: string; readonly system: object }>(
  actor: A,
): A | Actor.Implementation | null {
  return actor.type === "companion" ? heroOfCompanion(actor) : actor;
}

/** True when the companion holds a resource of its own (its `heroicResource.name` is set). */
function holdsResource(companion: Actor.Implementation): boolean {
  const name: unknown = foundry.utils.getProperty(companion.system, "heroicResource.name");
  return typeof name === "string" && name !== "";
}

/**
 * The companions whose own resource grows when `spender` spends its hero's pool: the companion itself, or a
 * hero's world companions that follow it. Only those holding a resource.
 */
export function companionsCredited(spender: Actor.Implementation): Actor.Implementation[] {
  if (spender.system instanceof CompanionModel) return holdsResource(spender) ? [spender] : [];
  if (!(spender.system instanceof HeroModel)) return [];
  const uuid = spender.uuid;
  return ((game.actors?.contents ?? []) as unknown as Actor.Implementation[])
    .filter(isCompanion)
    .filter((c) => !c.isToken && foundry.utils.getProperty(c.system, "mentor") === uuid && holdsResource(c));
}
