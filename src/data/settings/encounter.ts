/**
 * The encounter builder's saved draft (world setting `steelbound.encounter`, docs/DATA.md) and the pure
 * edits the builder makes to it. EV and budgets are the rules' (R-EB-1…R-EB-4); nothing here computes them.
 */
import {
  ENCOUNTER_DIFFICULTIES,
  encounterEv,
  type EncounterDifficulty,
  type EncounterMonster,
  type EncounterObjective,
  type ObjectiveFacts,
} from "../../rules/index.ts";
import type { Organization } from "../../rules/types.ts";
import { ENCOUNTER_OBJECTIVES } from "./director-words.ts";
import { applyProgressForm, emptyProgress, type ObjectiveProgress } from "./objective-progress.ts";

/** A hero or retainer whose level feeds the budget (R-EB-1, R-RT-2). `id` is the actor UUID or a local id. */
export interface PartyMember {
  id: string;
  name: string;
  level: number;
  retainer: boolean;
}

/** One monster stat block and how many of it the encounter uses. */
export interface MonsterLine {
  uuid: string;
  name: string;
  img: string;
  level: number;
  organization: Organization;
  /** As printed: per creature, or per four minions (R-MO-5). */
  ev: number;
  count: number;
}

/** The objective's facts as the builder's form holds them; 0 rounds = the objective's default. */
export interface ObjectiveFactsInput {
  /** UUID of the monster line that is the specific foe (defeat a specific foe) or the thing's guard. */
  target: string;
  thingHiddenOrHeld: boolean;
  specialDefenses: number;
  delicateWard: boolean;
  rounds: number;
  defendedPoints: number;
  defenderBenefits: number;
  singleCulprit: boolean;
  workNeedsTests: boolean;
}

export interface EncounterState {
  name: string;
  difficulty: EncounterDifficulty;
  party: PartyMember[];
  monsters: MonsterLine[];
  objective: EncounterObjective | "";
  facts: ObjectiveFactsInput;
  /** The objective's progress during play (./objective-progress.ts). */
  progress: ObjectiveProgress;
}

export const MAX_MONSTER_COUNT = 99;

export function emptyFacts(): ObjectiveFactsInput {
  return {
    target: "",
    thingHiddenOrHeld: false,
    specialDefenses: 0,
    delicateWard: false,
    rounds: 0,
    defendedPoints: 1,
    defenderBenefits: 0,
    singleCulprit: false,
    workNeedsTests: false,
  };
}

export function emptyEncounter(): EncounterState {
  return {
    name: "",
    difficulty: "standard",
    party: [],
    monsters: [],
    objective: "",
    facts: emptyFacts(),
    progress: emptyProgress(),
  };
}

/** A monster line as the rules read it: minions' EV is per set of four (R-MO-5, R-EB-3). */
export function toEncounterMonster(line: MonsterLine): EncounterMonster {
  return {
    ev: line.ev,
    count: line.count,
    organization: line.organization,
    evPerSetOfFour: line.organization === "minion",
  };
}

export function monstersEv(state: EncounterState): number {
  return encounterEv(state.monsters.map(toEncounterMonster));
}

/** The facts objectiveDifficultyShift reads; EV of the chosen foe or guard comes from its line (R-EB-4). */
export function objectiveFacts(state: EncounterState): ObjectiveFacts {
  const f = state.facts;
  const target = state.monsters.find((m) => m.uuid === f.target);
  const facts: ObjectiveFacts = {
    thingHiddenOrHeld: f.thingHiddenOrHeld,
    specialDefenses: f.specialDefenses,
    delicateWard: f.delicateWard,
    defendedPoints: f.defendedPoints,
    defenderBenefits: f.defenderBenefits,
    singleCulprit: f.singleCulprit,
    workNeedsTests: f.workNeedsTests,
  };
  if (f.rounds > 0) facts.rounds = f.rounds;
  if (target) {
    facts.targetEv = encounterEv([toEncounterMonster(target)]);
    facts.totalEv = monstersEv(state);
  }
  return facts;
}

/** Adds a stat block, or one more of it when it is already on the list. */
export function addMonster(state: EncounterState, line: Omit<MonsterLine, "count">): EncounterState {
  const existing = state.monsters.find((m) => m.uuid === line.uuid);
  const monsters = existing
    ? state.monsters.map((m) =>
        m.uuid === line.uuid ? { ...m, count: Math.min(MAX_MONSTER_COUNT, m.count + 1) } : m,
      )
    : [...state.monsters, { ...line, count: 1 }];
  return { ...state, monsters };
}

export function removeMonster(state: EncounterState, uuid: string): EncounterState {
  const facts = state.facts.target === uuid ? { ...state.facts, target: "" } : state.facts;
  return { ...state, monsters: state.monsters.filter((m) => m.uuid !== uuid), facts };
}

/** Adds a hero or retainer, or refreshes its name and level when it is already listed. */
export function addPartyMember(state: EncounterState, member: PartyMember): EncounterState {
  const party = state.party.some((p) => p.id === member.id)
    ? state.party.map((p) => (p.id === member.id ? { ...member } : p))
    : [...state.party, { ...member }];
  return { ...state, party };
}

export function removePartyMember(state: EncounterState, id: string): EncounterState {
  return { ...state, party: state.party.filter((p) => p.id !== id) };
}

function int(value: unknown, min: number, max: number, fallback: number): number {
  const n = Number(value);
  if (value === "" || value === null || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

function flag(value: unknown, fallback: boolean): boolean {
  return value === undefined ? fallback : value === true || value === "true" || value === "on";
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

/**
 * Applies the builder's form (flat FormData keys: `difficulty`, `party.<id>.level`, `monsters.<uuid>.count`,
 * `facts.<name>` …). Missing keys keep their value; junk falls back to the current value.
 */
export function applyEncounterForm(
  state: EncounterState,
  data: Readonly<Record<string, unknown>>,
): EncounterState {
  const f = state.facts;
  const objective = data["objective"] === "" ? "" : oneOf(ENCOUNTER_OBJECTIVES, data["objective"], "");
  return {
    name: typeof data["name"] === "string" ? data["name"] : state.name,
    difficulty: oneOf(ENCOUNTER_DIFFICULTIES, data["difficulty"], state.difficulty),
    party: state.party.map((p) => ({
      ...p,
      name: typeof data[`party.${p.id}.name`] === "string" ? String(data[`party.${p.id}.name`]) : p.name,
      level: int(data[`party.${p.id}.level`], 1, 10, p.level),
    })),
    monsters: state.monsters.map((m) => ({
      ...m,
      count: int(data[`monsters.${m.uuid}.count`], 0, MAX_MONSTER_COUNT, m.count),
    })),
    objective: "objective" in data ? objective : state.objective,
    facts: {
      target:
        typeof data["facts.target"] === "string" &&
        (data["facts.target"] === "" || state.monsters.some((m) => m.uuid === data["facts.target"]))
          ? data["facts.target"]
          : f.target,
      thingHiddenOrHeld: flag(data["facts.thingHiddenOrHeld"], f.thingHiddenOrHeld),
      specialDefenses: int(data["facts.specialDefenses"], 0, 9, f.specialDefenses),
      delicateWard: flag(data["facts.delicateWard"], f.delicateWard),
      rounds: int(data["facts.rounds"], 0, 20, f.rounds),
      defendedPoints: int(data["facts.defendedPoints"], 1, 9, f.defendedPoints),
      defenderBenefits: int(data["facts.defenderBenefits"], 0, 9, f.defenderBenefits),
      singleCulprit: flag(data["facts.singleCulprit"], f.singleCulprit),
      workNeedsTests: flag(data["facts.workNeedsTests"], f.workNeedsTests),
    },
    progress: applyProgressForm(state.progress, data),
  };
}

export { ENCOUNTER_OBJECTIVES };
