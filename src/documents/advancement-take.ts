/**
 * Taking a hero's advancements (R-HERO-ADV, src/rules/advancement.ts): the builder's first level and each
 * level-up applied as one item creation plus one actor update. What the hero's options still owe it, and a
 * level given back, are ./advancement.ts (the hero sheet's); this part loads with the builder's windows.
 *
 * Taken once: an item the hero already has (the same
 * `_stats.compendiumSource`) is never granted again, nor picked again; a fixed grant of subclasses after the
 * hero chose one (the official Troubadour's "Class Act Feature" lists all three) names the hero's own
 * subclass, whose advancements bring that level's features, and adds nothing. Who owns the subclass and kit
 * choice at all is decided in src/applications/hero-builder/choice-owners.ts.
 */
import {
  CHARACTERISTICS,
  characteristicRise,
  needsChoice,
  recordKey,
  resolveAdvancement,
  type AdvanceRecord,
  type AdvancementChoice,
  type CharacteristicChanges,
  type PendingAdvancement,
} from "../rules/index.ts";
import { isHero } from "./combat/actor-facts.ts";
import { SYSTEM_ID } from "../constants.ts";
import { hookAllows, HOOKS } from "./api-hooks.ts";
import { advancementsOf, pendingFor } from "./advancement.ts";

type HeroActor = Actor.Implementation;

/** A pool document's points (ancestry traits) and whether it may be picked for an advancement. */
interface PoolDocument {
  uuid: string;
  type: string;
  system: unknown;
  toObject(): Record<string, unknown>;
}

interface Plan {
  /** Sources owned before this write and added by it. */
  owned: Set<string>;
  hasSubclass: boolean;
  /** Fixed grants whose items were not found: `label` lost `count` items (a warning, not a refusal). */
  missing: { label: string; count: number }[];
  items: Record<string, unknown>[];
  records: AdvanceRecord[];
  skills: Set<string>;
  languages: string[];
  scores: CharacteristicChanges;
}

export interface AdvanceAnswer {
  source: string;
  advancement: string;
  choice: AdvancementChoice;
}

/** What loads the documents a grant names; fromUuid in Foundry, swapped in tests that have no world. */
export type LoadDocument = (uuid: string) => Promise<PoolDocument | null>;

const loadByUuid: LoadDocument = async (uuid) => {
  const doc = await fromUuid(uuid);
  // fromUuid's union of every document type; a grant's pool names items, checked by `type` below.
  return doc && "toObject" in doc ? (doc as unknown as PoolDocument) : null;
};

function pointsOf(doc: PoolDocument | null): number {
  const system = doc?.system;
  if (typeof system === "object" && system !== null && "points" in system) {
    const points = system.points;
    if (typeof points === "number" && points > 0) return points;
  }
  return 1;
}

function perkGroupOf(doc: PoolDocument): string {
  const system = doc.system;
  // A perk's model declares `group` as a string (src/data/item/background.ts).
  return typeof system === "object" && system !== null && "group" in system ? String(system.group) : "";
}

/** What is wrong with the answer to one advancement (`source`/`advancement` name it for the form). */
export interface AdvancementProblem {
  label: string;
  problems: string[];
  source: string;
  advancement: string;
}

/**
 * An option's item data as embedded on a hero: its own id, no folder, where it came from
 * (`_stats.compendiumSource`) and, for a grant, what granted it (`flags.steelbound.grantedBy`).
 */
export function heroItemData(
  id: string,
  doc: { uuid: string; toObject(): Record<string, unknown> },
  grantedBy?: { source: string; advancement: string },
): Record<string, unknown> {
  const data = doc.toObject();
  const flags = (data["flags"] ?? {}) as Record<string, Record<string, unknown>>;
  const stats = (data["_stats"] ?? {}) as Record<string, unknown>;
  return {
    ...data,
    _id: id,
    folder: null,
    ...(grantedBy ? { flags: { ...flags, [SYSTEM_ID]: { ...flags[SYSTEM_ID], grantedBy } } } : {}),
    _stats: { ...stats, compendiumSource: doc.uuid },
  };
}

/**
 * A hero as the builder starts it (R-HERO-ADV): the empty hero given (renamed, its first-level numbers set)
 * or a new one owned by its builder, then its options (ancestry, class, kit…) embedded in one creation.
 */
export async function startHero(
  target: HeroActor | null,
  data: { name: string; system: Record<string, unknown> },
  options: readonly { id: string; doc: { uuid: string; toObject(): Record<string, unknown> } }[],
): Promise<HeroActor | null> {
  let actor = target;
  if (actor) await actor.update({ name: data.name, system: data.system });
  else {
    const userId = game.user?.id ?? "";
    const { NONE, OWNER } = CONST.DOCUMENT_OWNERSHIP_LEVELS;
    // The builder owns the hero it made (a player's own hero; a GM owns every document anyway).
    const ownership = { default: NONE, ...(userId ? { [userId]: OWNER } : {}) };
    const created = await Actor.implementation.create({ ...data, type: "hero", ownership } as never);
    // create() answers the stored document; the world's Actor class is the configured implementation.
    actor = created ? (created as unknown as HeroActor) : null;
  }
  if (!actor) return null;
  const items = options.map(({ id, doc }) => heroItemData(id, doc));
  await actor.createEmbeddedDocuments("Item", items as never[], { keepId: true });
  return actor;
}

export class AdvancementError extends Error {
  constructor(readonly problems: AdvancementProblem[]) {
    super(
      `advancement choices not valid: ${problems.map((p) => `${p.label}: ${p.problems.join(", ")}`).join("; ")}`,
    );
  }
}

/** The uuids the hero's items came from: what it already owns, so nothing is granted or picked twice. */
export function ownedSources(actor: HeroActor): Set<string> {
  const owned = new Set<string>();
  for (const item of actor.items.contents) {
    // Read from the source, as compendium-update/apply.ts compendiumSourceOf does.
    const source: unknown = foundry.utils.getProperty(item._source, "_stats.compendiumSource");
    if (typeof source === "string" && source !== "") owned.add(source);
  }
  return owned;
}

/**
 * R-HERO-ADV: takes every advancement the hero is owed at `level` with the player's answers: fixed grants
 * as written, choices as answered (checked against what the option offers), and the fixed grants of the
 * items those grants create, in the same write. The level is set in the same actor update.
 */
export async function takeAdvancements(
  actor: HeroActor,
  level: number,
  answers: readonly AdvanceAnswer[],
  load: LoadDocument = loadByUuid,
): Promise<AdvanceRecord[]> {
  if (!isHero(actor)) throw new Error("Only heroes advance");
  // docs/API.md: an add-on may withdraw this user's own level change before anything is written.
  if (!hookAllows(HOOKS.preHeroLevel, actor, { level })) return [];
  const system = actor.system;
  const plan: Plan = {
    owned: ownedSources(actor),
    hasSubclass: actor.items.contents.some((i) => i.type === "subclass"),
    missing: [],
    items: [],
    records: [],
    skills: new Set(system.skills),
    languages: [...system.languages],
    scores: { ...system.characteristics },
  };
  const byKey = new Map(answers.map((a) => [recordKey(a.source, a.advancement), a.choice]));
  const problems: AdvancementProblem[] = [];
  let queue: PendingAdvancement[] = pendingFor(actor, level);
  // Items granted in this write bring their own advancements; only fixed ones can be taken unasked.
  for (let depth = 0; queue.length > 0 && depth < 4; depth++) {
    const next: PendingAdvancement[] = [];
    for (const pending of queue) {
      const granted = await takeOne(
        pending,
        byKey.get(recordKey(pending.source, pending.advancement.id)),
        plan,
        {
          level,
          load,
          problems,
        },
      );
      next.push(...granted.filter((p) => p.advancement.level <= level && !needsChoice(p.advancement)));
    }
    queue = next;
  }
  if (problems.length > 0) throw new AdvancementError(problems);
  for (const { label, count } of plan.missing)
    ui.notifications?.warn(
      game.i18n?.format("STEELBOUND.Advance.MissingGrant", { name: label, count: String(count) }) ?? label,
    );
  if (plan.items.length > 0)
    await actor.createEmbeddedDocuments("Item", plan.items as never[], { keepId: true });
  await actor.update({
    system: {
      level,
      skills: [...plan.skills],
      languages: plan.languages,
      characteristics: plan.scores,
      advances: [...system.advances, ...plan.records],
    },
  } as never);
  return plan.records;
}

async function takeOne(
  pending: PendingAdvancement,
  choice: AdvancementChoice | undefined,
  plan: Plan,
  { level, load, problems }: { level: number; load: LoadDocument; problems: AdvancementProblem[] },
): Promise<PendingAdvancement[]> {
  const { advancement, source } = pending;
  const label = advancement.label || advancement.kind;
  const problem = (found: string[]) =>
    problems.push({ label, problems: found, source, advancement: advancement.id });
  const picks = choice?.items ?? [];
  const choosing = needsChoice(advancement);
  const docs = new Map<string, PoolDocument | null>();
  if (advancement.kind === "items")
    for (const uuid of choosing ? picks : advancement.pool) docs.set(uuid, await load(uuid));
  const offered = (advancement.pool.length > 0 ? advancement.pool : picks).filter((u) => !plan.owned.has(u));
  const result = resolveAdvancement(advancement, choice ?? {}, {
    knownSkills: plan.skills,
    knownLanguages: new Set(plan.languages),
    itemPoints: new Map([...docs].map(([uuid, doc]) => [uuid, pointsOf(doc)])),
    candidates: offered,
  });
  if (!result.ok) {
    problem(result.problems);
    return [];
  }
  const record: AdvanceRecord = {
    source,
    advancement: advancement.id,
    // An advancement's own level: one the hero missed earlier still belongs to that level.
    level: Math.max(1, Math.min(level, advancement.level)),
    items: [],
    skills: result.grant.skills,
    languages: result.grant.languages,
    characteristics: characteristicRise(plan.scores, advancement, result.grant.characteristics),
  };
  const nested: PendingAdvancement[] = [];
  let lost = 0;
  for (const uuid of result.grant.items) {
    const doc = docs.get(uuid) ?? null;
    if (!doc && !choosing) {
      lost++;
      continue;
    }
    // Said once, in the player's words: the pick is missing, already the hero's, or of another kind.
    const why = !doc
      ? "missing"
      : choosing && plan.owned.has(uuid)
        ? "owned"
        : (advancement.itemType !== "" && doc.type !== advancement.itemType) ||
            (advancement.perkGroups.length > 0 && !advancement.perkGroups.includes(perkGroupOf(doc)))
          ? "wrongType"
          : "";
    if (why !== "" || !doc) {
      problem([why || "missing"]);
      continue;
    }
    if (plan.owned.has(uuid)) continue;
    if (!choosing && doc.type === "subclass" && plan.hasSubclass) continue;
    const id = foundry.utils.randomID();
    plan.items.push(heroItemData(id, doc, { source, advancement: advancement.id }));
    plan.owned.add(uuid);
    if (doc.type === "subclass") plan.hasSubclass = true;
    record.items = [...record.items, id];
    nested.push(...advancementsOf(doc).map((a) => ({ source: id, advancement: a })));
  }
  if (lost > 0) plan.missing.push({ label, count: lost });
  for (const skill of record.skills) plan.skills.add(skill);
  plan.languages.push(...record.languages);
  for (const c of CHARACTERISTICS) plan.scores[c] += record.characteristics[c];
  plan.records.push(record);
  return nested;
}
