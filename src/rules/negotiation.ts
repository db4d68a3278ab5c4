/** Negotiation (R-NG-1…R-NG-9): interest, patience, arguments, discovery tests, offers, renown. */
import type { PowerRollResult } from "./power-roll.ts";
import type { Tier } from "./types.ts";

export type Attitude = "hostile" | "suspicious" | "neutral" | "open" | "friendly" | "trusting";
export interface NegotiationState {
  interest: number;
  patience: number;
}

/** R-NG-1: both stats live on a 0–5 scale. */
export const NEGOTIATION_MAX = 5;

/** R-NG-2: starting interest / patience by attitude. */
export const STARTING_ATTITUDES: Readonly<Record<Attitude, Readonly<NegotiationState>>> = {
  hostile: { interest: 1, patience: 2 },
  suspicious: { interest: 2, patience: 2 },
  neutral: { interest: 2, patience: 3 },
  open: { interest: 3, patience: 3 },
  friendly: { interest: 3, patience: 4 },
  trusting: { interest: 3, patience: 5 },
};

/**
 * R-NG-2, with the seed's language rule: if 1+ negotiating heroes speak the NPC's native language
 * (Caelian excluded) patience +1, if 3+ do +2, never above 5.
 */
/** The common tongue every hero knows (seed 004 §言語と忍耐: it never counts as an NPC's native language). */
export const CAELIAN = "caelian";

const languageName = (name: string): string => name.normalize("NFKC").trim().toLowerCase();

/**
 * R-NG-2 (seed 004 §言語と忍耐): how many of the negotiating heroes speak the NPC's native language, one
 * list of languages per hero. Caelian never counts (an NPC whose native language is Caelian gives no bonus),
 * nor does an NPC with no native language set.
 */
export function nativeLanguageSpeakers(
  npcNativeLanguage: string,
  heroLanguages: readonly (readonly string[])[],
): number {
  const native = languageName(npcNativeLanguage);
  if (native === "" || native === CAELIAN || native === "カエリアン語") return 0;
  return heroLanguages.filter((languages) => languages.some((l) => languageName(l) === native)).length;
}

export function startNegotiation(
  attitude: Attitude,
  opts: { nativeLanguageSpeakers?: number } = {},
): NegotiationState {
  const start = STARTING_ATTITUDES[attitude];
  const speakers = opts.nativeLanguageSpeakers ?? 0;
  const bonus = speakers >= 3 ? 2 : speakers >= 1 ? 1 : 0;
  return { interest: start.interest, patience: Math.min(NEGOTIATION_MAX, start.patience + bonus) };
}

export type NegotiationEnd = "finalOffer" | "noOffer";

/**
 * R-NG-3: interest 0 ends it with no offer; interest 5 or patience 0 ends it with a final offer.
 * Choice (R-NG-3): interest 0 wins over patience 0 — an NPC at interest 0 makes no offer at all.
 */
export function negotiationEnd(state: NegotiationState): NegotiationEnd | null {
  if (state.interest <= 0) return "noOffer";
  if (state.interest >= NEGOTIATION_MAX || state.patience <= 0) return "finalOffer";
  return null;
}

export type ArgumentKind =
  /** Appeals to a motivation not yet used, touches no pitfall (medium test, R-NG-5). */
  | "motivation"
  /** Appeals to a motivation already used: interest unchanged, patience −1 (R-NG-5). */
  | "usedMotivation"
  /** No motivation and no pitfall (hard test, R-NG-6). */
  | "noMotivation"
  /** Touches a pitfall: automatic failure (R-NG-7). */
  | "pitfall";

/**
 * R-NG-5…R-NG-7: the kind of an argument. Touching a pitfall makes it a pitfall argument whatever else it
 * appeals to (automatic failure, R-NG-7); a motivation counts once (R-NG-5), so appealing to one already in
 * `usedMotivations` is a used-motivation argument; no motivation and no pitfall is R-NG-6's hard argument.
 */
export function argumentKind(
  argument: { motivation: string | null; touchesPitfall: boolean },
  usedMotivations: readonly string[],
): ArgumentKind {
  if (argument.touchesPitfall) return "pitfall";
  if (argument.motivation === null) return "noMotivation";
  return usedMotivations.includes(argument.motivation) ? "usedMotivation" : "motivation";
}

/** R-NG-5 / R-NG-6: the test difficulty of an argument (null: no roll decides it). */
export function argumentDifficulty(kind: ArgumentKind): "medium" | "hard" | null {
  if (kind === "motivation") return "medium";
  if (kind === "noMotivation") return "hard";
  return null;
}

/** [interest, patience] changes by tier. */
const MOTIVATION_TABLE: Readonly<Record<Tier, readonly [number, number]>> = {
  1: [0, -1],
  2: [1, -1],
  3: [1, 0],
};
const NO_MOTIVATION_TABLE: Readonly<Record<Tier, readonly [number, number]>> = {
  1: [-1, -1],
  2: [0, -1],
  3: [1, -1],
};

const clamp = (n: number): number => (n < 0 ? 0 : n > NEGOTIATION_MAX ? NEGOTIATION_MAX : n);

/**
 * Apply one argument (R-NG-5…R-NG-7).
 * - motivation: tier 1 patience −1; tier 2 interest +1, patience −1; tier 3 interest +1.
 * - usedMotivation: interest unchanged, patience −1.
 * - noMotivation: tier 1 patience −1, interest −1; tier 2 patience −1; tier 3 interest +1, patience −1;
 *   a natural 19/20 keeps patience. `repeated` (the same no-motivation argument again) makes it an
 *   automatic tier 1. Choice (R-NG-6 + R-PR-7): a natural 19/20 still keeps patience on a repeated
 *   argument, since automatic tiers never cancel a roll's natural-19/20 extras.
 * - pitfall: automatic failure, interest −1 and patience −1.
 * - caughtInLie: one more interest −1, only when the argument did not raise interest.
 * Values stay within 0–5; an already ended negotiation is returned unchanged. The result has exactly
 * the contract's shape; `negotiationEnd(result)` tells a final offer from no offer.
 */
export function resolveArgument(
  state: NegotiationState,
  argument: {
    kind: ArgumentKind;
    roll: Pick<PowerRollResult, "tier" | "critical">;
    caughtInLie?: boolean;
    repeated?: boolean;
  },
): NegotiationState & { ended: boolean } {
  if (negotiationEnd(state) !== null)
    return { interest: state.interest, patience: state.patience, ended: true };
  let interest = 0;
  let patience = 0;
  switch (argument.kind) {
    case "motivation": {
      [interest, patience] = MOTIVATION_TABLE[argument.roll.tier];
      break;
    }
    case "noMotivation": {
      const tier: Tier = argument.repeated === true ? 1 : argument.roll.tier;
      const row = NO_MOTIVATION_TABLE[tier];
      interest = row[0];
      patience = argument.roll.critical ? 0 : row[1];
      break;
    }
    case "usedMotivation":
      patience = -1;
      break;
    case "pitfall":
      interest = -1;
      patience = -1;
      break;
  }
  if (argument.caughtInLie === true && interest <= 0) interest -= 1;
  const next = { interest: clamp(state.interest + interest), patience: clamp(state.patience + patience) };
  return { ...next, ended: negotiationEnd(next) !== null };
}

/**
 * R-NG-4: discover a motivation or pitfall (Reason, Intuition or Presence test): tier 1 patience −1,
 * tier 2 nothing, tier 3 learn one motivation or pitfall.
 */
export function discoverTest(
  state: NegotiationState,
  tier: Tier,
): NegotiationState & { learned: boolean; ended: boolean } {
  const next = {
    interest: state.interest,
    patience: tier === 1 ? clamp(state.patience - 1) : state.patience,
  };
  return { ...next, learned: tier === 3, ended: negotiationEnd(next) !== null };
}

/** R-NG-4: no second discovery test until an argument has been made since the last one. */
export function canAttemptDiscovery(
  argumentMadeSinceLastDiscovery: boolean,
  discoveryTestsSoFar: number,
): boolean {
  return discoveryTestsSoFar === 0 || argumentMadeSinceLastDiscovery;
}

export type NegotiationOffer = "noAnd" | "no" | "noBut" | "yesBut" | "yes" | "yesAnd";
const OFFERS: readonly NegotiationOffer[] = ["noAnd", "no", "noBut", "yesBut", "yes", "yesAnd"];

/** R-NG-8: 0 "no, and…", 1 "no", 2 "no, but…", 3 "yes, but…", 4 "yes", 5 "yes, and…". */
export function negotiationOffer(interest: number): NegotiationOffer {
  // clamp() keeps the index within 0–5, so the lookup always hits.
  return OFFERS[clamp(Math.floor(interest))] as NegotiationOffer;
}

/** R-NG-9: the twelve motivations (and pitfalls — the same list). */
export const MOTIVATIONS = [
  "benevolence",
  "discovery",
  "freedom",
  "greed",
  "higherAuthority",
  "justice",
  "legacy",
  "peace",
  "power",
  "protection",
  "revelry",
  "vengeance",
] as const;
export type Motivation = (typeof MOTIVATIONS)[number];

/** R-NG-7: skills whose arguments fame or infamy give an edge to. */
export const RENOWN_SKILLS = Object.freeze({
  fame: Object.freeze(["flirt", "lead", "persuade"] as const),
  infamy: Object.freeze(["brag", "interrogate", "intimidate"] as const),
});

/**
 * R-NG-7: an NPC that knows the hero and whose impression ≤ the hero's renown is swayed: fame gives an
 * edge on arguments Flirt, Lead or Persuade could apply to; infamy on Brag, Interrogate or Intimidate
 * (even without the skill). `argumentSkills` are the skills that could apply to the argument.
 */
export function renownEdge(input: {
  renown: number;
  impression: number;
  npcKnowsHero: boolean;
  reputation: "fame" | "infamy";
  argumentSkills: readonly string[];
}): 0 | 1 {
  if (!input.npcKnowsHero || input.impression > input.renown) return 0;
  const skills: readonly string[] = RENOWN_SKILLS[input.reputation];
  return input.argumentSkills.some((s) => skills.includes(s)) ? 1 : 0;
}

/** R-NG-7: a creature with a level has an impression equal to its level unless the Director says otherwise. */
export function defaultImpression(level: number): number {
  return Math.max(1, Math.min(12, level));
}
