/**
 * What the turn flow needs to know about a combatant's actor, read from the data shape in docs/DATA.md.
 * Reads are structural so that combat works with any actor subtype (and with tokens of deleted actors).
 */
import { staminaCondition, type Organization, type Side } from "../rules/index.ts";

type ActorLike = { type: string; system: unknown } | null | undefined;

function path(value: unknown, keys: readonly string[]): unknown {
  let here = value;
  for (const key of keys) {
    if (typeof here !== "object" || here === null) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

export function systemNumber(actor: ActorLike, ...keys: string[]): number | null {
  const v = path(actor?.system, keys);
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

export function systemString(actor: ActorLike, ...keys: string[]): string | null {
  const v = path(actor?.system, keys);
  return typeof v === "string" ? v : null;
}

const ORGANIZATIONS: readonly Organization[] = ["minion", "horde", "platoon", "elite", "leader", "solo"];

/** R-MO-1 organization of a monster, or null for heroes, retainers and unknown values. */
export function organizationOf(actor: ActorLike): Organization | null {
  const org = systemString(actor, "organization");
  return ORGANIZATIONS.find((o) => o === org) ?? null;
}

export const isHero = (actor: ActorLike): boolean => actor?.type === "hero";
export const isRetainer = (actor: ActorLike): boolean => actor?.type === "retainer";
export const isMinion = (actor: ActorLike): boolean => systemString(actor, "organization") === "minion";
/** R-CB-18: leaders and solos have villain actions. */
export const isVillain = (actor: ActorLike): boolean => {
  const org = systemString(actor, "organization");
  return org === "leader" || org === "solo";
};

/** R-CB-1: heroes and retainers belong to the player side unless the combatant says otherwise. */
export function defaultSide(actor: ActorLike): Side {
  return isHero(actor) || isRetainer(actor) ? "heroes" : "director";
}

/** R-ST-1…R-ST-3 through the rules engine. */
export function conditionOf(actor: ActorLike) {
  const value = systemNumber(actor, "stamina", "value") ?? 0;
  const max = systemNumber(actor, "stamina", "max") ?? 0;
  const kind = isHero(actor) ? "hero" : isRetainer(actor) ? "retainer" : "director";
  return staminaCondition(kind, value, max);
}
