/**
 * Hero advancement: what a class, subclass, ancestry, culture, career, kit, title, perk, complication or
 * feature grants a hero at a level, and what taking or giving back one of those grants changes. The Heroes
 * book (not restated by the digest or the seeds) lays each class out level by level; these functions read
 * any such list, so hand-made and imported options work alike. IDs are ours: `R-HERO-ADV` (Heroes book,
 * "Advancement" tables of every class; ancestry points; culture and career skills and languages).
 *
 * One advancement is one line of such a table: a kind, the level it comes at, and either a fixed grant
 * (`choose` 0: every listed item, skill, language or increase) or a choice of `choose` from the list.
 */
import { CHARACTERISTICS, type Characteristic } from "./types.ts";
import { SKILL_GROUPS, SKILL_GROUP_KEYS, type SkillGroup } from "./tests.ts";

export const ADVANCEMENT_KINDS = ["items", "skills", "languages", "characteristics"] as const;
export type AdvancementKind = (typeof ADVANCEMENT_KINDS)[number];

export type CharacteristicChanges = Record<Characteristic, number>;

export interface Advancement {
  /** Unique within its item; with the item's id it names the grant on the hero. */
  id: string;
  kind: AdvancementKind;
  /** What the sheet and the level-up call it ("5-Focus Ability"); blank: the kind's own name. */
  label?: string;
  /** The option's own words for this grant, as plain text. */
  text?: string;
  /** The hero level it comes at (1 for what a hero starts with). */
  level: number;
  /** 0: everything listed is granted; otherwise the hero picks this many (points, with `points`). */
  choose: number;
  /** Items: the documents (UUIDs) to grant or pick from. Empty with `itemType`: any item of that type. */
  pool: readonly string[];
  /** Items: the item type picked when the pool is empty ("perk", "kit", "feature"…); "" for none. */
  itemType: string;
  /** Items: perk groups allowed when picking perks (empty: any). */
  perkGroups: readonly string[];
  /** Items: `choose` counts points and each picked item costs its points (ancestry traits). */
  points: boolean;
  /** Skills: named skills granted or offered. */
  skills: readonly string[];
  /** Skills: whole groups offered (R-TS-8). */
  skillGroups: readonly string[];
  /** Languages granted or offered; empty with `choose` > 0: any language. */
  languages: readonly string[];
  /** Characteristics: the increase of each (0: not offered). */
  characteristics: CharacteristicChanges;
  /** Characteristics: no score rises above this (0: no cap). */
  max: number;
}

/** What a hero took from one advancement, kept on the hero so a level can be given back exactly. */
export interface AdvanceRecord {
  /** The granting item's id on the hero. */
  source: string;
  advancement: string;
  /** The hero level the grant was taken at. */
  level: number;
  /** Ids of the items it created on the hero. */
  items: readonly string[];
  skills: readonly string[];
  languages: readonly string[];
  /** What each score actually rose by (after `max`). */
  characteristics: CharacteristicChanges;
}

/** One advancement of one item the hero has. */
export interface AdvancementSource {
  itemId: string;
  advancements: readonly Advancement[];
}

export interface PendingAdvancement {
  source: string;
  advancement: Advancement;
}

/** The player's answer to one advancement (what the lists offered; ignored for fixed grants). */
export interface AdvancementChoice {
  items?: readonly string[];
  skills?: readonly string[];
  languages?: readonly string[];
  characteristics?: readonly Characteristic[];
}

export const noCharacteristicChanges = (): CharacteristicChanges => ({
  might: 0,
  agility: 0,
  reason: 0,
  intuition: 0,
  presence: 0,
});

type ListKey = "pool" | "perkGroups" | "skills" | "skillGroups" | "languages";
/** An advancement whose lists may be any iterable (a data model's SetField prepares a Set). */
export type StoredAdvancement = Omit<Advancement, ListKey> & Record<ListKey, Iterable<string>>;

/** An advancement that grants nothing yet: the shape every new or imported entry starts from. */
export function blankAdvancement(id: string, kind: AdvancementKind): Advancement {
  return {
    id,
    kind,
    level: 1,
    label: "",
    text: "",
    choose: 0,
    pool: [],
    itemType: "",
    perkGroups: [],
    points: false,
    skills: [],
    skillGroups: [],
    languages: [],
    characteristics: noCharacteristicChanges(),
    max: 0,
  };
}

/**
 * The same advancement with every list as a fresh array (a prepared data model holds Sets for its
 * SetFields, which these functions read as arrays).
 */
export function withArrayLists(a: StoredAdvancement): Advancement {
  return {
    ...a,
    pool: [...a.pool],
    perkGroups: [...a.perkGroups],
    skills: [...a.skills],
    skillGroups: [...a.skillGroups],
    languages: [...a.languages],
  };
}

export const recordKey = (source: string, advancement: string) => `${source}.${advancement}`;

/**
 * R-HERO-ADV: the advancements a hero of `level` is owed and has not taken, in level order (then the
 * order the items list them). An advancement above the hero's level waits for the level-up.
 */
export function pendingAdvancements(
  sources: readonly AdvancementSource[],
  level: number,
  records: readonly Pick<AdvanceRecord, "source" | "advancement">[],
): PendingAdvancement[] {
  const taken = new Set(records.map((r) => recordKey(r.source, r.advancement)));
  const pending: PendingAdvancement[] = [];
  for (const { itemId, advancements } of sources)
    for (const advancement of advancements)
      if (advancement.level <= level && !taken.has(recordKey(itemId, advancement.id)))
        pending.push({ source: itemId, advancement });
  return pending.sort((a, b) => a.advancement.level - b.advancement.level);
}

/** R-TS-8 with R-HERO-ADV: the skills an advancement offers, the named ones and every skill of its groups. */
export function offeredSkills(advancement: Pick<Advancement, "skills" | "skillGroups">): string[] {
  const offered = new Set(advancement.skills);
  for (const group of advancement.skillGroups)
    if ((SKILL_GROUP_KEYS as readonly string[]).includes(group))
      for (const skill of SKILL_GROUPS[group as SkillGroup]) offered.add(skill);
  return [...offered];
}

/** Whether the hero picks anything (false: the grant is fixed and applies as written). */
export function needsChoice(advancement: Advancement): boolean {
  if (advancement.choose <= 0) return false;
  switch (advancement.kind) {
    case "items":
      return (
        advancement.points || advancement.pool.length === 0 || advancement.pool.length > advancement.choose
      );
    case "skills":
      return offeredSkills(advancement).length > 0;
    case "languages":
      return true;
    case "characteristics":
      return CHARACTERISTICS.some((c) => advancement.characteristics[c] !== 0);
  }
}

export interface ChoiceContext {
  /** Skills the hero already has (a skill is never taken twice). */
  knownSkills: ReadonlySet<string>;
  /** Languages the hero already speaks. */
  knownLanguages: ReadonlySet<string>;
  /** Points each offered item costs (ancestry traits); missing: 1. */
  itemPoints?: ReadonlyMap<string, number>;
  /**
   * The items actually on offer: the pool less what the hero already owns or the table cannot find, or,
   * when the pool is empty, the candidates of `itemType` the table knows. Missing: the whole pool.
   */
  candidates?: readonly string[];
}

export interface ResolvedGrant {
  items: string[];
  skills: string[];
  languages: string[];
  characteristics: Characteristic[];
}

const distinct = (values: readonly string[] | undefined) => [...new Set((values ?? []).map((v) => v.trim()))];

/**
 * R-HERO-ADV: what one advancement grants with the player's answer, or the problems with the answer.
 * Fixed grants ignore the answer (skills and languages the hero already has are skipped); a choice must
 * pick exactly `choose` offered options the hero does not already have (fewer when fewer are offered), or
 * items whose points add up to at most `choose` (at least one) for a points pool.
 */
export function resolveAdvancement(
  advancement: Advancement,
  choice: AdvancementChoice,
  context: ChoiceContext,
): { ok: true; grant: ResolvedGrant } | { ok: false; problems: string[] } {
  const grant: ResolvedGrant = { items: [], skills: [], languages: [], characteristics: [] };
  const problems: string[] = [];
  const choosing = needsChoice(advancement);
  switch (advancement.kind) {
    case "items": {
      const offered = context.candidates ?? advancement.pool;
      if (!choosing) {
        grant.items = [...advancement.pool];
        break;
      }
      const picked = distinct(choice.items);
      const outside = picked.filter((uuid) => !offered.includes(uuid));
      if (outside.length > 0) problems.push("notOffered");
      if (advancement.points) {
        const cost = picked.reduce((sum, uuid) => sum + (context.itemPoints?.get(uuid) ?? 1), 0);
        if (picked.length === 0 || cost > advancement.choose) problems.push("points");
      } else if (picked.length !== Math.min(advancement.choose, offered.length)) problems.push("count");
      grant.items = picked;
      break;
    }
    case "skills": {
      const offered = offeredSkills(advancement);
      if (!choosing) {
        grant.skills = advancement.skills.filter((s) => !context.knownSkills.has(s));
        break;
      }
      const picked = distinct(choice.skills);
      const open = offered.filter((s) => !context.knownSkills.has(s));
      if (picked.some((s) => !open.includes(s))) problems.push("notOffered");
      if (picked.length !== Math.min(advancement.choose, open.length)) problems.push("count");
      grant.skills = picked;
      break;
    }
    case "languages": {
      if (!choosing) {
        grant.languages = advancement.languages.filter((l) => !context.knownLanguages.has(l));
        break;
      }
      const picked = distinct(choice.languages).filter((l) => l !== "");
      const listed = advancement.languages.length > 0;
      const open = advancement.languages.filter((l) => !context.knownLanguages.has(l));
      if (picked.some((l) => context.knownLanguages.has(l) || (listed && !open.includes(l))))
        problems.push("notOffered");
      const wanted = listed ? Math.min(advancement.choose, open.length) : advancement.choose;
      if (picked.length !== wanted) problems.push("count");
      grant.languages = picked;
      break;
    }
    case "characteristics": {
      const offered = CHARACTERISTICS.filter((c) => advancement.characteristics[c] !== 0);
      if (!choosing) {
        grant.characteristics = offered;
        break;
      }
      const picked = [...new Set(choice.characteristics ?? [])];
      if (picked.some((c) => !offered.includes(c))) problems.push("notOffered");
      if (picked.length !== Math.min(advancement.choose, offered.length)) problems.push("count");
      grant.characteristics = picked;
      break;
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, grant };
}

/** R-CH-1: every characteristic score lies in −5 … +5 (004 「各能力値には-5から+5までのスコアがある」). */
export const CHARACTERISTIC_MIN = -5;
export const CHARACTERISTIC_MAX = 5;

/**
 * R-HERO-ADV: how much each score rises for the chosen characteristics: the advancement's increase, but
 * never above its `max` (a score already at or over the cap stays as it is), and never above
 * CHARACTERISTIC_MAX even when the advancement states no cap (R-CH-1, 004 用語集 "能力値":
 * 「各能力値には-5から+5の範囲のスコアがある」).
 */
export function characteristicRise(
  scores: Readonly<CharacteristicChanges>,
  advancement: Pick<Advancement, "characteristics" | "max">,
  chosen: readonly Characteristic[],
): CharacteristicChanges {
  const rise = noCharacteristicChanges();
  for (const c of chosen) {
    const wanted = advancement.characteristics[c];
    const cap = advancement.max > 0 ? Math.min(advancement.max, CHARACTERISTIC_MAX) : CHARACTERISTIC_MAX;
    const capped = Math.min(wanted, Math.max(0, cap - scores[c]));
    rise[c] = capped;
  }
  return rise;
}

/**
 * R-HERO-ADV: the records given back when a hero drops to `level`: every grant taken above it, and every
 * grant of an item those grants created (an item given at 4th level takes its own choices with it).
 */
export function recordsToUndo(records: readonly AdvanceRecord[], level: number): AdvanceRecord[] {
  const undo = new Set(records.filter((r) => r.level > level));
  let grew = true;
  while (grew) {
    grew = false;
    const removedItems = new Set([...undo].flatMap((r) => r.items));
    for (const record of records)
      if (!undo.has(record) && removedItems.has(record.source)) {
        undo.add(record);
        grew = true;
      }
  }
  return records.filter((r) => undo.has(r));
}

/**
 * R-HERO-ADV: the characteristic arrays a class offers for the scores that are not its primaries (which
 * start at 2): one array per line of the Heroes book's class table, by how many primaries the class has.
 */
export function characteristicArrays(primaryCount: number): number[][] {
  if (primaryCount >= 2)
    return [
      [2, -1, -1],
      [1, 1, -1],
      [1, 0, 0],
    ];
  return [
    [2, 2, -1, -1],
    [2, 1, 1, -1],
    [2, 1, 0, 0],
    [1, 1, 1, 0],
  ];
}

/** R-HERO-ADV: the starting scores: primaries at 2, the others as the player placed one array. */
export function startingCharacteristics(
  primaries: readonly Characteristic[],
  placed: Partial<Record<Characteristic, number>>,
): { ok: true; scores: CharacteristicChanges } | { ok: false } {
  const others = CHARACTERISTICS.filter((c) => !primaries.includes(c));
  const values = others.map((c) => placed[c]);
  if (values.some((v) => v === undefined)) return { ok: false };
  const sorted = (list: readonly number[]) => [...list].sort((a, b) => b - a).join(",");
  const matches = characteristicArrays(primaries.length).some(
    (array) => array.length === others.length && sorted(array) === sorted(values as number[]),
  );
  if (!matches) return { ok: false };
  const scores = noCharacteristicChanges();
  for (const c of CHARACTERISTICS) scores[c] = primaries.includes(c) ? 2 : (placed[c] ?? 0);
  return { ok: true, scores };
}
