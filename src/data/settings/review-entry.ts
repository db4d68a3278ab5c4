/**
 * A request waiting for the Director in THE GM's record (./gm-record.ts), kept small and bounded (issue
 * 40.5 and 40.6). A waiting request holds no fingerprint a player wrote: only its digest (../digest.ts),
 * the digest of the accepted version it was compared with, and the changes the card shows, each value cut
 * short. The card's buttons carry `reviewKey` of what the card showed: the Director's decision
 * is taken only while the record still waits on exactly that.
 *
 * Bounds (every number below is enforced where the request is recorded, src/queries/accepted-abilities/
 * review.ts, and stated in README "Security"):
 *  - one entry: at most SHOWN_CHANGES changes (the rest only counted), each value at most VALUE_CHARS
 *    characters, and ENTRY_BYTES of JSON in all;
 *  - one requester: PER_REQUESTER entries and PER_REQUESTER_BYTES; past either, that requester's own
 *    oldest waiting request is dropped (never anyone else's);
 *  - everyone: TOTAL entries and TOTAL_BYTES; a new request that does not fit once its requester's own
 *    oldest are dropped is refused at once ("Busy"), so no player pushes out another's entry.
 * Entries stored before these bounds (a whole fingerprint in `print`, every change) are read in this shape
 * (`compactReview`), and the world pass src/queries/guards-pass.ts writes them back so.
 */
import type { Canonical, MechanicsChange } from "../ability-mechanics.ts";
import { asDigest, digestOf, isDigest, jsonBytes } from "../digest.ts";

/** A request the GM answered "awaiting the Director": re-run once the Director decides on the card. */
export interface PendingReview {
  messageId: string;
  abilityUuid: string;
  requesterId: string;
  /** The apply request as it was made (token UUIDs and the mode); a summoning names no tokens. */
  targets: string[];
  mode: "damage" | "half" | "conditions" | "summon";
  /** Digest of the fingerprint the item had when the GM asked (a decision accepts exactly that). */
  print: string;
  /** Digest of the accepted fingerprint it was compared with ("" when there was none). */
  accepted: string;
  /** The first changes from the accepted version (from: undefined for an ability with none), cut short. */
  changes: MechanicsChange[];
  /** Changes not kept in `changes` (the card counts them). */
  hidden: number;
  /** An accepted version exists ("use the accepted version" is offered). */
  hasAccepted: boolean;
  /**
   * The acting creature's use mechanics (kits, effects, characteristics) when they differ from
   * their accepted version: the record key (the creature's UUID), the digest of the fingerprint a decision
   * accepts, and the digest of the accepted one it was compared with ("" when there was none).
   */
  uses?: { uuid: string; print: string; accepted: string };
}

/** Changes listed on a card (and kept in the record). */
export const SHOWN_CHANGES = 12;
/** Longest text of one value of a change; longer values are cut and end in "…". */
export const VALUE_CHARS = 80;
/** Longest path of a change, and longest name in it. */
const PATH_SEGMENTS = 8;
const SEGMENT_CHARS = 40;
/** Largest JSON of one waiting request. */
export const ENTRY_BYTES = 8 * 1024;
/** One requester's waiting requests, by count and by bytes. */
export const PER_REQUESTER = 12;
export const PER_REQUESTER_BYTES = 32 * 1024;
/** Everyone's waiting requests, by count and by bytes. */
export const TOTAL = 48;
export const TOTAL_BYTES = 128 * 1024;
/** Most targets one waiting request keeps (an apply request names at most 64, src/queries/apply-results). */
const MAX_TARGETS = 64;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** A value as the card shows it, cut to VALUE_CHARS (a long text or a whole object becomes a short text). */
function shortValue(value: Canonical | undefined): Canonical | undefined {
  if (value === undefined || value === null || typeof value === "number" || typeof value === "boolean")
    return value;
  if (typeof value === "string") return cut(value, VALUE_CHARS);
  const text = JSON.stringify(value);
  return text.length <= VALUE_CHARS ? value : cut(text, VALUE_CHARS);
}

function shortChange(change: MechanicsChange): MechanicsChange {
  const path = change.path
    .slice(0, PATH_SEGMENTS)
    .map((s) => (typeof s === "number" ? s : cut(s, SEGMENT_CHARS)));
  return { path, from: shortValue(change.from), to: shortValue(change.to) };
}

/**
 * The entry as stored: at most SHOWN_CHANGES short changes, and fewer while its JSON is over ENTRY_BYTES
 * (those dropped are counted in `hidden`); null when even without any change it is over (never stored).
 */
export function boundedReview(entry: PendingReview): PendingReview | null {
  const all = entry.changes;
  let changes = all.slice(0, SHOWN_CHANGES).map(shortChange);
  const targets = [...new Set(entry.targets)].slice(0, MAX_TARGETS);
  const make = (): PendingReview => ({
    ...entry,
    targets,
    changes,
    hidden: entry.hidden + all.length - changes.length,
  });
  let bounded = make();
  while (jsonBytes(bounded) > ENTRY_BYTES) {
    if (changes.length === 0) return null;
    changes = changes.slice(0, -1);
    bounded = make();
  }
  return bounded;
}

/** What the Director's buttons on the card carry: the digest of the versions the card compared. */
export const reviewKey = (entry: Pick<PendingReview, "print" | "accepted" | "uses">): string =>
  digestOf(
    entry.uses === undefined
      ? `${entry.print}|${entry.accepted}`
      : `${entry.print}|${entry.accepted}|${entry.uses.uuid}|${entry.uses.print}|${entry.uses.accepted}`,
  );

/** Is `id` a key reviewKey could have made (a decision's payload is parsed with this). */
export const isReviewKey = isDigest;

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const MODES = new Set(["damage", "half", "conditions", "summon"]);

/**
 * A stored entry in the current shape, from this shape or the one before (`print` a whole
 * fingerprint, no `accepted`, every change): the print becomes its digest, the accepted digest is the one
 * of the accepted version now recorded for the ability (`acceptedPrints`), the changes are cut to the
 * bounds. Null for what cannot be a request (no card, no ability, no requester).
 */
export function compactReview(source: object, acceptedPrints: Record<string, string>): PendingReview | null {
  const s = source as Record<string, unknown>;
  const messageId = str(s["messageId"]);
  const abilityUuid = str(s["abilityUuid"]);
  const requesterId = str(s["requesterId"]);
  const print = str(s["print"]);
  const mode = str(s["mode"]);
  if (!messageId || !abilityUuid || !requesterId || !print || !MODES.has(mode)) return null;
  const hasAccepted = s["hasAccepted"] === true;
  const known = acceptedPrints[abilityUuid];
  const accepted =
    typeof s["accepted"] === "string"
      ? asDigestOrEmpty(s["accepted"])
      : hasAccepted && known !== undefined
        ? digestOf(known)
        : "";
  const changes = Array.isArray(s["changes"])
    ? (s["changes"] as unknown[]).filter(
        (c): c is MechanicsChange =>
          typeof c === "object" && c !== null && Array.isArray((c as { path?: unknown }).path),
      )
    : [];
  const hidden =
    typeof s["hidden"] === "number" && Number.isInteger(s["hidden"]) && s["hidden"] > 0 ? s["hidden"] : 0;
  const targets = Array.isArray(s["targets"])
    ? (s["targets"] as unknown[]).filter((t): t is string => typeof t === "string")
    : [];
  const usesSource = s["uses"];
  const uses =
    typeof usesSource === "object" && usesSource !== null ? (usesSource as Record<string, unknown>) : null;
  const usesUuid = str(uses?.["uuid"]);
  const usesPrint = str(uses?.["print"]);
  return boundedReview({
    messageId,
    abilityUuid,
    requesterId,
    targets,
    mode: mode as PendingReview["mode"],
    print: asDigest(print),
    accepted,
    changes,
    hidden,
    hasAccepted,
    ...(usesUuid && usesPrint
      ? {
          uses: {
            uuid: usesUuid,
            print: asDigest(usesPrint),
            accepted: asDigestOrEmpty(str(uses?.["accepted"])),
          },
        }
      : {}),
  });
}

const asDigestOrEmpty = (value: string) => (value === "" ? "" : asDigest(value));

/** The bytes one requester's entries take, and their count. */
function usage(entries: readonly PendingReview[]) {
  return { count: entries.length, bytes: entries.reduce((sum, e) => sum + jsonBytes(e), 0) };
}

/**
 * The waiting requests with `entry` added last (it replaces the same requester's entry for the same card
 * and mode), within the bounds above: the requester's own oldest entries go first; null when the entry
 * does not fit without dropping another requester's (the request is then refused, the list unchanged).
 */
export function withReview(pending: readonly PendingReview[], entry: PendingReview): PendingReview[] | null {
  const same = (p: PendingReview) =>
    p.messageId === entry.messageId && p.mode === entry.mode && p.requesterId === entry.requesterId;
  const others = pending.filter((p) => p.requesterId !== entry.requesterId);
  const own = [...pending.filter((p) => p.requesterId === entry.requesterId && !same(p)), entry];
  const rest = usage(others);
  const fits = () => {
    const mine = usage(own);
    return (
      mine.count <= PER_REQUESTER &&
      mine.bytes <= PER_REQUESTER_BYTES &&
      rest.count + mine.count <= TOTAL &&
      rest.bytes + mine.bytes <= TOTAL_BYTES
    );
  };
  while (!fits()) {
    if (own.length === 1) return null;
    own.shift();
  }
  const kept = new Set<PendingReview>([...others, ...own]);
  // The record's order (oldest first) is kept for everyone; the new entry is last.
  return [...pending.filter((p) => kept.has(p)), entry];
}
