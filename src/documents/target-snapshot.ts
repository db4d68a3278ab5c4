/**
 * A creature on the board as the GM's checks and the cards read it: a target's token, actor, squad, size and
 * damage modifiers (src/queries/apply-results reads it to judge, src/chat to show per-target results), and
 * who may test for it. Actor data is read by path (docs/DATA.md), so this does not depend on the data models.
 */
import { CHARACTERISTICS, DAMAGE_TYPES, type Characteristic } from "../rules/types.ts";
import { aliveFromPool, type CreatureSize, type DamageModifiers } from "../rules/index.ts";
import type { SquadMember, SquadRef, TargetSnapshot } from "./gm-channel/apply-results-types.ts";
import type { Requester } from "./gm-channel/query-kind.ts";
import { userOwns } from "./ownership.ts";

function num(source: unknown, path: string, fallback = 0): number {
  const value: unknown = foundry.utils.getProperty(source as object, path);
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** DATA.md `size` ({ value, letter }) of an actor's system data (R-MV-13: a bare 1 is 1M). */
function sizeOf(system: unknown): CreatureSize {
  const letter: unknown = foundry.utils.getProperty(system as object, "size.letter");
  return {
    value: num(system, "size.value", 1),
    letter: letter === "T" || letter === "S" || letter === "M" || letter === "L" ? letter : "M",
  };
}

/** The acting creature's size now (R-MV-9), for the card and the forcedMove query alike. */
export function readActorSize(actorUuid: string): CreatureSize | null {
  const actor = fromUuidSync(actorUuid);
  return actor instanceof Actor ? sizeOf(actor.system) : null;
}

/** DATA.md `damage`: per-type numbers plus `immuneAll` → the rules' DamageModifiers. */
function damageModifiers(system: unknown): TargetSnapshot["modifiers"] {
  const read = (key: "immunities" | "weaknesses"): DamageModifiers => {
    const out: DamageModifiers = {};
    for (const type of [...DAMAGE_TYPES, "all" as const]) {
      const value = num(system, `damage.${key}.${type}`);
      if (value > 0) out[type] = value;
    }
    return out;
  };
  const immunities = read("immunities");
  const all: unknown = foundry.utils.getProperty(system as object, "damage.immuneAll");
  if (all instanceof Set) for (const type of DAMAGE_TYPES) if (all.has(type)) immunities[type] = "all";
  return { immunities, weaknesses: read("weaknesses") };
}

/** Where a token's actor is written and the effects stored there (linked: the actor; else its delta). */
function memberOf(token: TokenDocument, tokenUuid: string): SquadMember | null {
  const actor = token.actor;
  if (!actor || !token.parent) return null;
  const combatant = token.combatant;
  const effectSource = token.actorLink ? actor.effects : token.delta?.effects;
  return {
    tokenUuid,
    ref: token.actorLink
      ? { kind: "actor", actorId: actor.id ?? "" }
      : { kind: "token", sceneId: token.parent.id ?? "", tokenId: token.id ?? "" },
    statuses: new Set(actor.statuses),
    effectSources: effectSource ? effectSource.map((e) => e.toObject()) : [],
    combatant: combatant?.parent
      ? { combatId: combatant.parent.id ?? "", combatantId: combatant.id ?? "" }
      : null,
  };
}

/** The squad's minions still standing (as SteelCombatantGroup#livingMinions, read by path). */
function standingMinions(group: CombatantGroup.Implementation): SquadMember[] {
  return [...group.members].flatMap((c) => {
    const token = c.token;
    const minion = foundry.utils.getProperty(c.actor?.system ?? {}, "organization") === "minion";
    const member = token && minion && !c.isDefeated ? memberOf(token, token.uuid) : null;
    return member ? [member] : [];
  });
}

function squadOf(combatant: Combatant.Implementation | null): SquadRef | null {
  const combat = combatant?.parent;
  const groupId: unknown = combatant ? foundry.utils.getProperty(combatant, "_source.group") : null;
  if (!combatant || !combat || typeof groupId !== "string") return null;
  const group = combat.groups.get(groupId);
  if (!group) return null;
  const individualStamina = num(group.system, "individualStamina", 1);
  const pool = num(group.system, "pool");
  return {
    combatId: combat.id ?? "",
    groupId,
    individualStamina,
    pool,
    alive: num(
      group.system,
      "alive",
      aliveFromPool(pool, individualStamina, num(group.system, "startingMembers", 8)),
    ),
    members: standingMinions(group),
  };
}

/** Reads a target creature from its token (also used by the card to show per-target results). */
export function readTargetSnapshot(tokenUuid: string): TargetSnapshot | null {
  const token = fromUuidSync(tokenUuid);
  if (!(token instanceof TokenDocument) || !token.actor || !token.parent) return null;
  const member = memberOf(token, tokenUuid);
  if (!member) return null;
  const actor = token.actor;
  const system: unknown = actor.system;
  const characteristics = Object.fromEntries(
    CHARACTERISTICS.map((c) => [c, num(system, `characteristics.${c}`)]),
  ) as Record<Characteristic, number>; // every key is filled from CHARACTERISTICS above
  const minion = foundry.utils.getProperty(system as object, "organization") === "minion";
  const type: string = actor.type;
  return {
    ...member,
    creature: type === "hero" ? "hero" : type === "retainer" ? "retainer" : "director",
    characteristics,
    modifiers: damageModifiers(system),
    stability: num(system, "stability"),
    size: sizeOf(system),
    stamina: {
      value: num(system, "stamina.value"),
      max: num(system, "stamina.max"),
      temporary: num(system, "stamina.temporary"),
    },
    squad: minion ? squadOf(token.combatant) : null,
  };
}

/** The creature standing for a card row's token (a linked actor, or an unlinked token's synthetic one). */
export function targetActor(tokenUuid: string): Actor.Implementation | null {
  const token = fromUuidSync(tokenUuid);
  const actor = token instanceof TokenDocument ? token.actor : null;
  return actor instanceof Actor ? actor : null;
}

/** The user may roll this target's test: a GM, or an owner of the target's creature. */
export function mayTestFor(tokenUuid: string, user: Requester): boolean {
  const actor = targetActor(tokenUuid);
  return userOwns(actor, user);
}
