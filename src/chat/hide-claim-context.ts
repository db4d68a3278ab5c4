/**
 * R-CB-9 Hide, the Director's card (./hide-claim.ts): its flag and context, without Foundry, so the gallery
 * builds the card from here. `watchers` are the enemies the board shows with line of effect to the hider: they
 * may be observing it, and whether it has cover or concealment from them is the Director's to see.
 */
export type HideDecision = "" | "accepted" | "refused";

export interface HideClaimFlags {
  /** The hiding creature's actor UUID. */
  actor: string;
  /** The user who asked (told of the decision). */
  requester: string;
  decision: HideDecision;
  /** The enemies with line of effect when the GM judged (names, as the card shows them). */
  watchers: string[];
  inCombat: boolean;
}

/**
 * `name`: the hider; `watchers`: the enemies with line of effect to it (names); `inCombat`: a maneuver.
 * `forPlayer`: the requester's copy of the decision, which names no enemy (one may be a token the Director hides).
 */
export function hideClaimContext(
  name: string,
  watchers: readonly string[],
  inCombat: boolean,
  decision: HideDecision,
  forPlayer = false,
) {
  return {
    name,
    forPlayer,
    watchers: watchers.join(", "),
    hasWatchers: watchers.length > 0,
    inCombat,
    decided: decision !== "",
    accepted: decision === "accepted",
  };
}
