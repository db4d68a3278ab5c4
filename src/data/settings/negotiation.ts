/**
 * The negotiation tracker's saved state (world setting `steelbound.negotiation`, docs/DATA.md) and the pure
 * edits the tracker makes. Interest, patience, arguments, discovery and offers are the rules' (R-NG-1…R-NG-9).
 */
import {
  nativeLanguageSpeakers,
  MOTIVATIONS,
  NEGOTIATION_MAX,
  argumentKind,
  canAttemptDiscovery,
  discoverTest,
  negotiationEnd,
  resolveArgument,
  startNegotiation,
  type ArgumentKind,
  type Attitude,
  type Motivation,
} from "../../rules/index.ts";
import type { Tier } from "../../rules/types.ts";

import { ATTITUDES } from "./director-words.ts";

export { ATTITUDES };

/** One of the NPC's motivations or pitfalls (R-NG-1, R-NG-9); `known`: the heroes have learned it (R-NG-4). */
export interface NegotiationTrait {
  key: Motivation;
  kind: "motivation" | "pitfall";
  known: boolean;
  /** R-NG-5: a motivation already appealed to. */
  used: boolean;
}

export interface NegotiationLogEntry {
  action: ArgumentKind | "discovery";
  /** The motivation or pitfall involved (argument), or the one learned (discovery); "" for none. */
  trait: string;
  tier: number;
  interest: number;
  patience: number;
}

export interface NegotiationData {
  npc: { uuid: string; name: string; img: string };
  attitude: Attitude;
  /** The NPC's native language, as the Director names it (R-NG-2: Caelian never counts). */
  language: string;
  /** Negotiating heroes who speak the NPC's native language (R-NG-2). */
  speakers: number;
  impression: number;
  started: boolean;
  interest: number;
  patience: number;
  traits: NegotiationTrait[];
  discoveries: number;
  argumentSinceDiscovery: boolean;
  log: NegotiationLogEntry[];
}

export function emptyNegotiation(): NegotiationData {
  return {
    npc: { uuid: "", name: "", img: "" },
    attitude: "neutral",
    language: "",
    speakers: 0,
    impression: 1,
    started: false,
    interest: 0,
    patience: 0,
    traits: [],
    discoveries: 0,
    argumentSinceDiscovery: false,
    log: [],
  };
}

export type NegotiationChange = { ok: true; state: NegotiationData } | { ok: false; error: string };
const ERR = "STEELBOUND.Director.Negotiation.Error.";

/** Takes an NPC's negotiation stats (a monster's `system.negotiation`, R-NG-1); the negotiation restarts. */
export function setNegotiationNpc(
  state: NegotiationData,
  npc: NegotiationData["npc"],
  stats: { motivations: Iterable<Motivation>; pitfalls: Iterable<Motivation>; impression: number } | null,
): NegotiationData {
  const traits: NegotiationTrait[] = stats
    ? [
        ...[...stats.motivations].map((key) => ({
          key,
          kind: "motivation" as const,
          known: false,
          used: false,
        })),
        ...[...stats.pitfalls].map((key) => ({ key, kind: "pitfall" as const, known: false, used: false })),
      ]
    : state.traits;
  return {
    ...emptyNegotiation(),
    npc: { ...npc },
    attitude: state.attitude,
    language: state.language,
    speakers: state.speakers,
    impression: stats?.impression ?? state.impression,
    traits,
  };
}

/** R-NG-2: starting interest and patience from the attitude and the heroes who speak the NPC's language. */
export function beginNegotiation(state: NegotiationData): NegotiationData {
  const start = startNegotiation(state.attitude, { nativeLanguageSpeakers: state.speakers });
  return {
    ...state,
    started: true,
    interest: start.interest,
    patience: start.patience,
    traits: state.traits.map((t) => ({ ...t, used: false })),
    discoveries: 0,
    argumentSinceDiscovery: false,
    log: [],
  };
}

export function negotiationOver(state: NegotiationData): boolean {
  return state.started && negotiationEnd(state) !== null;
}

function playable(state: NegotiationData): string | null {
  if (!state.started) return `${ERR}NotStarted`;
  return negotiationOver(state) ? `${ERR}Over` : null;
}

export interface ArgumentInput {
  /** Motivation appealed to, "" for none. */
  motivation: string;
  /** Pitfall touched, "" for none. */
  pitfall: string;
  tier: Tier;
  /** Natural 19 or 20 (R-NG-6). */
  critical: boolean;
  caughtInLie: boolean;
  /** The same no-motivation argument again (R-NG-6). */
  repeated: boolean;
}

/**
 * The state after an argument or a discovery test (R-NG-4…R-NG-7): the NPC's new interest and patience,
 * the test's other changes, and one more log line carrying the new interest and patience.
 */
function afterTest(
  state: NegotiationData,
  next: { interest: number; patience: number },
  entry: Omit<NegotiationLogEntry, "interest" | "patience">,
  changes: Partial<NegotiationData>,
): NegotiationChange {
  const { interest, patience } = next;
  return {
    ok: true,
    state: {
      ...state,
      ...changes,
      interest,
      patience,
      log: [...state.log, { ...entry, interest, patience }],
    },
  };
}

/** R-NG-5…R-NG-7: resolves an argument and marks its motivation used. */
export function makeArgument(state: NegotiationData, input: ArgumentInput): NegotiationChange {
  const refusal = playable(state);
  if (refusal) return { ok: false, error: refusal };
  const motivation = state.traits.find((t) => t.kind === "motivation" && t.key === input.motivation);
  const pitfall = state.traits.find((t) => t.kind === "pitfall" && t.key === input.pitfall);
  const used = state.traits.filter((t) => t.kind === "motivation" && t.used).map((t) => t.key);
  const kind = argumentKind({ motivation: motivation?.key ?? null, touchesPitfall: Boolean(pitfall) }, used);
  const next = resolveArgument(state, {
    kind,
    roll: { tier: input.tier, critical: input.critical },
    caughtInLie: input.caughtInLie,
    repeated: input.repeated,
  });
  return afterTest(
    state,
    next,
    { action: kind, trait: pitfall?.key ?? motivation?.key ?? "", tier: input.tier },
    {
      argumentSinceDiscovery: true,
      traits: state.traits.map((t) => (t === motivation ? { ...t, used: true } : t)),
    },
  );
}

/**
 * R-NG-4: a discovery test; on tier 3 the heroes learn `reveal` ("motivation:greed" / "pitfall:power"),
 * or the first trait they don't know yet when it names none.
 */
export function attemptDiscovery(state: NegotiationData, tier: Tier, reveal: string): NegotiationChange {
  const refusal = playable(state);
  if (refusal) return { ok: false, error: refusal };
  if (!canAttemptDiscovery(state.argumentSinceDiscovery, state.discoveries))
    return { ok: false, error: `${ERR}ArgueFirst` };
  const next = discoverTest(state, tier);
  const unknown = state.traits.filter((t) => !t.known);
  const learned = next.learned
    ? (unknown.find((t) => `${t.kind}:${t.key}` === reveal) ?? unknown[0])
    : undefined;
  return afterTest(
    state,
    next,
    { action: "discovery", trait: learned?.key ?? "", tier },
    {
      discoveries: state.discoveries + 1,
      argumentSinceDiscovery: false,
      traits: state.traits.map((t) => (t === learned ? { ...t, known: true } : t)),
    },
  );
}

/** The Director's own adjustment of interest or patience, kept on the 0–5 scale (R-NG-1). */
export function adjustNegotiation(
  state: NegotiationData,
  stat: "interest" | "patience",
  delta: number,
): NegotiationData {
  if (!state.started) return state;
  const value = Math.min(NEGOTIATION_MAX, Math.max(0, state[stat] + delta));
  return { ...state, [stat]: value };
}

function flag(value: unknown): boolean {
  return value === true || value === "true" || value === "on";
}

/**
 * Applies the tracker's set-up form: `attitude`, `speakers`, `impression`, and per motivation of R-NG-9
 * `trait.<key>` ("" | "motivation" | "pitfall") and `known.<key>`. Keys that are absent keep their value.
 */
export function applyNegotiationForm(
  state: NegotiationData,
  data: Readonly<Record<string, unknown>>,
): NegotiationData {
  const attitude = ATTITUDES.find((a) => a === data["attitude"]) ?? state.attitude;
  const number = (key: string, min: number, max: number, current: number): number => {
    const n = Number(data[key]);
    return data[key] === undefined || data[key] === null || !Number.isInteger(n)
      ? current
      : Math.min(max, Math.max(min, n));
  };
  const traits: NegotiationTrait[] = MOTIVATIONS.flatMap((key) => {
    const current = state.traits.find((t) => t.key === key);
    const kind = data[`trait.${key}`] ?? current?.kind ?? "";
    if (kind !== "motivation" && kind !== "pitfall") return [];
    const known = `known.${key}` in data ? flag(data[`known.${key}`]) : (current?.known ?? false);
    return [{ key, kind, known, used: current?.kind === kind ? current.used : false }];
  });
  return {
    ...state,
    attitude,
    language: typeof data["language"] === "string" ? data["language"].trim().slice(0, 60) : state.language,
    speakers: number("speakers", 0, 10, state.speakers),
    impression: number("impression", 1, 12, state.impression),
    traits,
  };
}

/**
 * R-NG-2: the speakers counted from the negotiating heroes' languages (one list per hero) against the NPC's
 * native language (rules nativeLanguageSpeakers: Caelian never counts).
 */
export function countNativeSpeakers(
  state: NegotiationData,
  heroLanguages: readonly (readonly string[])[],
): NegotiationData {
  return { ...state, speakers: Math.min(10, nativeLanguageSpeakers(state.language, heroLanguages)) };
}
