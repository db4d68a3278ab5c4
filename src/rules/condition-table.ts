/**
 * One entry per condition: everything that follows from a condition by itself is read from its entry here —
 * the rule it stands for, its status icon, whether abilities impose it, whether it records who imposed it,
 * whether the token HUD offers it, its speed cap, and the plain edges and banes it puts on power rolls. Its
 * words follow from its id: `STEELBOUND.Condition.<id>` (the name) and `STEELBOUND.Rules.Condition.<id>` (the
 * rule in our own words, for tooltips) in each language file. What a condition does that is not a plain
 * number or a plain edge/bane (dazed's action budget, a grab's source, taunted's line of effect) stays in
 * code next to the rule it follows (conditions.ts, edges-banes.ts).
 *
 * Add-ons (and tests) add a condition with `registerCondition` before the status effects are built.
 */
import type { Characteristic } from "./types.ts";

/** An edge or bane, single or double (R-PR-3); edges-banes.ts weighs them. */
export type EdgeBaneKind = "edge" | "bane" | "doubleEdge" | "doubleBane";

/** The book's conditions and states (R-CN-1…R-CN-11, R-ST-1…R-ST-3). */
export type BookConditionId =
  | "bleeding"
  | "dazed"
  | "frightened"
  | "grabbed"
  | "prone"
  | "restrained"
  | "slowed"
  | "taunted"
  | "weakened"
  | "surprised"
  | "winded"
  | "dying"
  | "dead"
  | "unconscious"
  | "hidden";

/** A plain edge or bane on the rolls of the creature that has the condition. */
export interface RollerEdgeBane {
  /** "powerRolls": every power roll (tests included); "abilities": ability rolls; "strikes": strikes; "tests": tests. */
  on: "powerRolls" | "abilities" | "strikes" | "tests";
  kind: EdgeBaneKind;
  /** With "tests": only tests with these characteristics. */
  characteristics?: readonly Characteristic[];
}

/** A plain edge or bane on ability rolls made against the creature that has the condition. */
export interface TargetEdgeBane {
  /** "abilities": every ability roll against it; "melee": melee abilities; "strikes": strikes. */
  on: "abilities" | "melee" | "strikes";
  kind: EdgeBaneKind;
}

export interface ConditionEntry {
  /** The digest rule that defines it (for references; a player never reads it). */
  rule: string;
  /** Its status effect's icon. */
  icon: string;
  /** Abilities and effects can impose it (the tracked states — winded, dying … — are not imposed). */
  imposed: boolean;
  /** Kept in sync automatically, so the token HUD does not offer it. */
  automatic?: boolean;
  /** Its effect depends on who imposed it, so the creature that did is recorded (R-CN-3, R-CN-4, R-CN-8). */
  sourced?: boolean;
  /** Its speed at most (0: it cannot move by itself; R-CN-4, R-CN-6, R-CN-7, R-ST-3). */
  speedCap?: number;
  /** It cannot shift even with speed left (R-CN-7). Every condition with speed cap 0 cannot either. */
  noShift?: boolean;
  /** Plain edges and banes on its own rolls. */
  roller?: readonly RollerEdgeBane[];
  /** Plain edges and banes on ability rolls against it. */
  target?: readonly TargetEdgeBane[];
}

const MIGHT_AGILITY: readonly Characteristic[] = ["might", "agility"];

/** The book's conditions, in the book's order (R-CN-1…R-CN-10), then the other states (R-CN-11, R-ST-*). */
const BOOK: Readonly<Record<BookConditionId, ConditionEntry>> = {
  bleeding: { rule: "R-CN-1", icon: "icons/svg/blood.svg", imposed: true },
  dazed: { rule: "R-CN-2", icon: "icons/svg/daze.svg", imposed: true },
  frightened: { rule: "R-CN-3", icon: "icons/svg/terror.svg", imposed: true, sourced: true },
  grabbed: { rule: "R-CN-4", icon: "icons/svg/paralysis.svg", imposed: true, sourced: true, speedCap: 0 },
  // R-CN-5: a prone creature's strikes have a bane; melee abilities against it have an edge.
  prone: {
    rule: "R-CN-5",
    icon: "icons/svg/falling.svg",
    imposed: true,
    roller: [{ on: "strikes", kind: "bane" }],
    target: [{ on: "melee", kind: "edge" }],
  },
  // R-CN-6: bane on its ability rolls and its Might and Agility tests; edge on abilities against it.
  restrained: {
    rule: "R-CN-6",
    icon: "icons/svg/net.svg",
    imposed: true,
    speedCap: 0,
    roller: [
      { on: "abilities", kind: "bane" },
      { on: "tests", kind: "bane", characteristics: MIGHT_AGILITY },
    ],
    target: [{ on: "abilities", kind: "edge" }],
  },
  slowed: { rule: "R-CN-7", icon: "icons/svg/downgrade.svg", imposed: true, speedCap: 2, noShift: true },
  taunted: { rule: "R-CN-8", icon: "icons/svg/target.svg", imposed: true, sourced: true },
  // R-CN-9: a bane on every power roll, tests included.
  weakened: {
    rule: "R-CN-9",
    icon: "icons/svg/degen.svg",
    imposed: true,
    roller: [{ on: "powerRolls", kind: "bane" }],
  },
  // R-CN-10: ability rolls against a surprised creature have an edge.
  surprised: {
    rule: "R-CN-10",
    icon: "icons/svg/eye.svg",
    imposed: true,
    target: [{ on: "abilities", kind: "edge" }],
  },
  winded: { rule: "R-ST-1", icon: "icons/svg/down.svg", imposed: false, automatic: true },
  dying: { rule: "R-ST-2", icon: "icons/svg/hazard.svg", imposed: false, automatic: true },
  dead: { rule: "R-ST-2", icon: "icons/svg/skull.svg", imposed: false, speedCap: 0 },
  // R-ST-3: speed 0, and ability rolls against it have a double edge.
  unconscious: {
    rule: "R-ST-3",
    icon: "icons/svg/unconscious.svg",
    imposed: false,
    speedCap: 0,
    target: [{ on: "abilities", kind: "doubleEdge" }],
  },
  hidden: { rule: "R-CN-11", icon: "icons/svg/invisible.svg", imposed: false },
};

/**
 * A condition's id: one of the book's, or one an add-on registered (its id is then any string the table
 * holds; the book's ids keep their literal types for the code that reads them by name).
 */
export type ConditionId = BookConditionId;

const table = new Map<string, ConditionEntry>(Object.entries(BOOK));
const ids: ConditionId[] = [...table.keys()] as ConditionId[];

/** Every condition in the table, in its order (the book's first). Live: a registered condition joins it. */
export const CONDITIONS: readonly ConditionId[] = ids;

/** A condition's entry (undefined for an id the table does not hold). */
export function conditionEntry(id: string): ConditionEntry | undefined {
  return table.get(id);
}

/**
 * Adds a condition to the table (an add-on's, or a test's): `id` must be new and a plain identifier, `rule`
 * and `icon` non-empty. Everything that reads the table — the status effects, the token HUD, the tooltips,
 * the edges and banes, the speed cap — then knows it.
 */
export function registerCondition(id: string, entry: ConditionEntry): void {
  if (!/^[a-z][A-Za-z0-9]*$/.test(id))
    throw new Error(`Steelbound: a condition id is a plain identifier, not "${id}"`);
  // The same entry again (every client's copy of an add-on registers it) changes nothing.
  if (table.get(id) === entry) return;
  if (table.has(id)) throw new Error(`Steelbound: the condition "${id}" already exists`);
  if (entry.rule.trim() === "" || entry.icon.trim() === "") {
    throw new Error(`Steelbound: the condition "${id}" needs a rule and an icon`);
  }
  // What a source changes is code beside the rule (frightened, grabbed, taunted), not a table entry.
  if (entry.sourced === true)
    throw new Error(`Steelbound: a registered condition cannot be sourced ("${id}")`);
  table.set(id, entry);
  ids.push(id as ConditionId);
}

/** Removes a registered condition again (the book's stay): for tests that register one. */
export function unregisterCondition(id: string): void {
  if (id in BOOK) return;
  if (!table.delete(id)) return;
  ids.splice(ids.indexOf(id as ConditionId), 1);
}

function where(test: (entry: ConditionEntry) => boolean): ConditionId[] {
  return ids.filter((id) => test(table.get(id) as ConditionEntry));
}

/** The digest rule each condition stands for. */
export function conditionRuleId(id: ConditionId): string {
  return table.get(id)?.rule ?? "";
}

/** Conditions abilities and effects can impose (R-CN-1…R-CN-10 and registered ones that say so). */
export function imposedConditions(): ConditionId[] {
  return where((e) => e.imposed);
}

/** Conditions that record who imposed them (R-CN-3, R-CN-4, R-CN-8). */
export function sourcedConditions(): ConditionId[] {
  return where((e) => e.sourced === true);
}

/** Conditions the token HUD offers (every one not kept in sync automatically). */
export function hudConditions(): ConditionId[] {
  return where((e) => e.automatic !== true);
}

/** Conditions that put plain edges or banes on their bearer's own rolls. */
export function rollerEdgeBaneConditions(): ConditionId[] {
  return where((e) => (e.roller?.length ?? 0) > 0);
}

/** Conditions that put plain edges or banes on ability rolls against their bearer. */
export function targetEdgeBaneConditions(): ConditionId[] {
  return where((e) => (e.target?.length ?? 0) > 0);
}
