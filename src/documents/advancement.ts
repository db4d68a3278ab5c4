/**
 * A hero's advancements (R-HERO-ADV, src/rules/advancement.ts) on the documents, as the hero sheet reads
 * them: what the hero's options still owe it, and a level given back as one deletion plus one actor update.
 * Taking them (the builder's first level, a level-up) is ./advancement-take.ts, loaded with those windows.
 *
 * Granted items carry `flags.steelbound.grantedBy` (the granting item and advancement); the hero's
 * `system.advances` records what each grant gave, so going down a level removes exactly that.
 */
import {
  CHARACTERISTICS,
  pendingAdvancements,
  recordKey,
  recordsToUndo,
  type AdvanceRecord,
  type Advancement,
  type AdvancementSource,
  type PendingAdvancement,
  withArrayLists,
  type StoredAdvancement,
} from "../rules/index.ts";
import { isHero } from "./combat/actor-facts.ts";
import { hookAllows, HOOKS } from "./api-hooks.ts";

type HeroActor = Actor.Implementation;

/** The advancements an item carries (none for items without the field, such as abilities). */
export function advancementsOf(item: { system: unknown }): Advancement[] {
  const system = item.system;
  if (typeof system !== "object" || system === null || !("advancements" in system)) return [];
  // Every model that has the field declares it with advancementsField(), whose entries are Advancements
  // except that its SetFields (skills, skillGroups, perkGroups) hold Sets: the rules read arrays.
  const stored = (system as { advancements: readonly StoredAdvancement[] }).advancements;
  return stored.map(withArrayLists);
}

export function advancementSources(actor: HeroActor): AdvancementSource[] {
  return actor.items.contents.map((item) => ({ itemId: item.id ?? "", advancements: advancementsOf(item) }));
}

export function heroRecords(actor: HeroActor): AdvanceRecord[] {
  return isHero(actor) ? actor.system.advances : [];
}

/** What the hero's options owe it at `level` (its own level when omitted) and it has not taken yet. */
export function pendingFor(actor: HeroActor, level?: number): PendingAdvancement[] {
  if (!isHero(actor)) return [];
  return pendingAdvancements(advancementSources(actor), level ?? actor.system.level, heroRecords(actor));
}

/**
 * R-HERO-ADV: the hero goes back to `level` (one below its own by default): what every grant above that
 * level gave is removed — items, skills, languages, characteristic increases — with one deletion and one
 * actor update.
 */
export async function giveBackLevels(actor: HeroActor, level?: number): Promise<AdvanceRecord[]> {
  if (!isHero(actor)) throw new Error("Only heroes advance");
  const system = actor.system;
  // Never above the hero's own level: giving back cannot raise a hero.
  const target = Math.max(1, Math.min(system.level, level ?? system.level - 1));
  if (!hookAllows(HOOKS.preHeroLevel, actor, { level: target })) return [];
  const undo = recordsToUndo(system.advances, target);
  // By key, not identity: each read of a model's array field may hand out fresh record objects.
  const undone = new Set(undo.map((r) => recordKey(r.source, r.advancement)));
  const removedSkills = new Set(undo.flatMap((r) => r.skills));
  const removedLanguages = undo.flatMap((r) => r.languages);
  const languages = [...system.languages];
  for (const language of removedLanguages) {
    const at = languages.indexOf(language);
    if (at >= 0) languages.splice(at, 1);
  }
  const scores = { ...system.characteristics };
  for (const record of undo) for (const c of CHARACTERISTICS) scores[c] -= record.characteristics[c];
  const itemIds = undo.flatMap((r) => r.items).filter((id) => actor.items.has(id));
  if (itemIds.length > 0) await actor.deleteEmbeddedDocuments("Item", itemIds);
  await actor.update({
    system: {
      level: target,
      skills: [...system.skills].filter((s) => !removedSkills.has(s)),
      languages,
      characteristics: scores,
      advances: system.advances.filter((r) => !undone.has(recordKey(r.source, r.advancement))),
    },
  });
  return undo;
}
