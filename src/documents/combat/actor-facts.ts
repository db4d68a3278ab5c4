/**
 * What the turn flow needs to know about a combatant's actor, read through the typed data models
 * (docs/DATA.md). An actor's `type` selects its model (TypeDataField builds `system` from
 * CONFIG.Actor.dataModels[type]), so the guards below narrow `system` by type.
 */
import { staminaCondition, type Organization, type Side } from "../../rules/index.ts";
import type { HeroModel } from "../../data/actor/hero.ts";
import type { MonsterModel } from "../../data/actor/monster.ts";
import type { RetainerModel } from "../../data/actor/retainer.ts";
import type { SquadModel } from "../../data/combatant-group/squad.ts";
import type { AbilityModel } from "../../data/item/ability.ts";

type MaybeActor = Actor.Implementation | null | undefined;
/** A document whose `system` is the model its `type` selects. */
type Typed<D, M> = D & { system: M };

export const isHero = (actor: MaybeActor): actor is Typed<Actor.Implementation, HeroModel> =>
  actor?.type === "hero";
export const isRetainer = (actor: MaybeActor): actor is Typed<Actor.Implementation, RetainerModel> =>
  // A companion is retainer-shaped (data/actor/companion.ts) and fights on its master's side.
  actor?.type === "retainer" || actor?.type === "companion";
export const isMonster = (actor: MaybeActor): actor is Typed<Actor.Implementation, MonsterModel> =>
  actor?.type === "monster";

/** A squad CombatantGroup (its `system` is the SquadModel). */
export const isSquad = (
  group: CombatantGroup.Implementation | null | undefined,
): group is Typed<CombatantGroup.Implementation, SquadModel> => group?.type === "squad";

/** An ability item (its `system` is the AbilityModel). */
export const isAbility = (
  item: Item.Implementation | null | undefined,
): item is Typed<Item.Implementation, AbilityModel> => item?.type === "ability";

/**
 * Structural read, kept for src/flows/turn-hooks.ts (a class item's heroic resource formula), which
 * belongs to another part of the work: a string at the path, or null.
 */
function path(value: unknown, keys: readonly string[]): unknown {
  let here = value;
  for (const key of keys) {
    if (typeof here !== "object" || here === null) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

type ActorLike = { type: string; system: unknown } | null | undefined;

export function systemString(doc: ActorLike, ...keys: string[]): string | null {
  const v = path(doc?.system, keys);
  return typeof v === "string" ? v : null;
}

const ORGANIZATIONS: readonly Organization[] = ["minion", "horde", "platoon", "elite", "leader", "solo"];

/** R-MO-1 organization of a monster, or null for heroes, retainers and unknown values. */
export function organizationOf(actor: MaybeActor): Organization | null {
  if (!isMonster(actor)) return null;
  const org: string = actor.system.organization;
  return ORGANIZATIONS.find((o) => o === org) ?? null;
}

export const isMinion = (actor: MaybeActor): boolean => organizationOf(actor) === "minion";
/** R-CB-18: leaders and solos have villain actions. */
export const isVillain = (actor: MaybeActor): boolean => {
  const org = organizationOf(actor);
  return org === "leader" || org === "solo";
};

/** R-CB-1: heroes and retainers belong to the player side unless the combatant says otherwise. */
export function defaultSide(actor: MaybeActor): Side {
  return isHero(actor) || isRetainer(actor) ? "heroes" : "director";
}

/** R-ST-1…R-ST-3 through the rules engine. */
export function conditionOf(actor: MaybeActor) {
  const kind = isHero(actor) ? "hero" : isRetainer(actor) ? "retainer" : "director";
  const { value, max } = actor?.system.stamina ?? { value: 0, max: 0 };
  return staminaCondition(kind, value, max);
}
