/**
 * Reads actors into the Director tools' state rows: heroes and retainers for the budget (R-EB-1, R-RT-2),
 * monsters for the encounter list (R-EB-3) and an NPC's negotiation stats (R-NG-1).
 */
import { MonsterModel } from "../../data/models.ts";
import { heroSystem, monsterSystem, retainerSystem } from "../sheets/adapters.ts";
import type { MonsterLine, PartyMember } from "../../data/settings/encounter.ts";
import type { Motivation } from "../../rules/index.ts";
import type { DroppedActor } from "./director-app.ts";
import type { MonsterChoice } from "./context/encounter.ts";

export function partyMemberOf(actor: DroppedActor): PartyMember | null {
  const hero = heroSystem(actor);
  if (hero) return { id: actor.uuid, name: actor.name, level: hero.level, retainer: false };
  const retainer = retainerSystem(actor);
  if (retainer) return { id: actor.uuid, name: actor.name, level: retainer.level, retainer: true };
  return null;
}

export function monsterLineOf(actor: DroppedActor): Omit<MonsterLine, "count"> | null {
  const monster = monsterSystem(actor);
  if (!monster) return null;
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    level: monster.level,
    organization: monster.organization,
    ev: monster.ev,
  };
}

export function negotiationStatsOf(
  actor: DroppedActor,
): { motivations: Set<Motivation>; pitfalls: Set<Motivation>; impression: number } | null {
  if (!(actor.system instanceof MonsterModel)) return null;
  const n = actor.system.negotiation;
  return { motivations: new Set(n.motivations), pitfalls: new Set(n.pitfalls), impression: n.impression };
}

function worldActors() {
  return game.actors?.contents ?? [];
}

/**
 * The party: heroes a player owns, and retainers a player owns or whose mentor is one of those heroes
 * (R-RT-2: a retainer counts as one more hero of its level).
 */
export function partyFromWorld(): PartyMember[] {
  const heroes = worldActors().filter((a) => a.hasPlayerOwner && heroSystem(a));
  const heroUuids = new Set(heroes.map((a) => a.uuid));
  const retainers = worldActors().filter((a) => {
    const system = retainerSystem(a);
    return system !== null && (a.hasPlayerOwner || (system.mentor !== null && heroUuids.has(system.mentor)));
  });
  return [...heroes, ...retainers].flatMap((a) => partyMemberOf(a) ?? []);
}

/** The world's monster actors, for the builder's "add from list" picker. */
export function worldMonsterChoices(): MonsterChoice[] {
  return worldActors()
    .filter((a) => monsterSystem(a) !== null)
    .map((a) => ({ uuid: a.uuid, name: a.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The languages of each hero a player owns (R-NG-2: who of the party speaks an NPC's native language). */
export function partyHeroLanguages(): string[][] {
  return worldActors().flatMap((a) => {
    const hero = a.hasPlayerOwner ? heroSystem(a) : null;
    return hero ? [[...hero.languages]] : [];
  });
}
