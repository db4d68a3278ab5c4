/**
 * The alternating-turn bookkeeping of one combat, stored in the Combat's `flags.steelbound.flow`.
 * Draw Steel has no initiative order, so Foundry's `turn` index stays unused. The round itself is the
 * rules engine's `RoundState` (R-CB-3…R-CB-5); this adds what the table needs around it: surprise,
 * the running turn, the last ended turn (villain actions, R-CB-18) and the R-CB-6 order.
 */
import type { RoundState, Side, VillainActionNumber, VillainActionState } from "../../rules/index.ts";

/** What a side picks on its turn: one creature, a minion squad (R-MN-1) or a member of a Director group (R-CB-5). */
export interface UnitRef {
  kind: "combatant" | "squad" | "group";
  id: string;
}

export interface TurnInProgress {
  /** Participant id in the rules' round (a combatant id, or a squad's group id). */
  participant: string;
  side: Side;
  /** Combatants acting now: a creature with its retainers (R-RT-3), a whole squad (R-MN-1) or summons (R-CB-17). */
  actors: string[];
  /** True once the summoner's turn ended and its summoned creatures act (R-CB-17). */
  summons: boolean;
  /** R-ML-3: Basic Malice is bought at the start of a monster's turn, once. */
  basicMaliceUsed: boolean;
  /** R-ML-4: at most one "[Creature] Malice" spend per turn. */
  maliceFeatureUsed: boolean;
}

export interface FlowState {
  /** The side that goes first in every round (R-CB-4); null while the chooser decides. */
  firstSide: Side | null;
  /** Side that chooses who goes first after the d10 (R-CB-2); null when surprise decided it. */
  chooser: Side | null;
  d10: number | null;
  /** Combatants surprised until the end of round 1 (R-CN-10). */
  surprised: string[];
  round: RoundState | null;
  turn: TurnInProgress | null;
  /** Combatants whose turn ended last: villain actions come at the end of another creature's turn. */
  lastEnded: string[];
  villain: VillainActionState;
  /** R-CB-6 alternative order (participant ids by descending Agility total), null in alternating mode. */
  order: Record<Side, string[]> | null;
  /**
   * R-MN-10: round in which a squad (group id) lost its captain; a new one comes the round after. A list,
   * not a record: Foundry merges flag objects on update, so a removed key would survive.
   */
  captainLost: { group: string; round: number }[];
  /**
   * R-CB-17: combatants that summoned since their last turn began; they summon again only once their next
   * turn has begun (a list, like captainLost).
   */
  summoned: string[];
}

export function emptyFlow(): FlowState {
  return {
    firstSide: null,
    chooser: null,
    d10: null,
    surprised: [],
    round: null,
    turn: null,
    lastEnded: [],
    villain: { round: 1, lastUsedRound: null, used: {} },
    order: null,
    captainLost: [],
    summoned: [],
  };
}

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const isSide = (v: unknown): v is Side => v === "heroes" || v === "director";
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s) => typeof s === "string") : []);
const sideOrNull = (v: unknown): Side | null => (isSide(v) ? v : null);
const int = (v: unknown, fallback: number): number =>
  typeof v === "number" && Number.isInteger(v) ? v : fallback;
const bySide = (v: unknown): Record<Side, string[]> => {
  const r = isRecord(v) ? v : {};
  return { heroes: strings(r["heroes"]), director: strings(r["director"]) };
};

function parseRound(v: unknown): RoundState | null {
  if (!isRecord(v) || !isSide(v["firstSide"])) return null;
  const history = Array.isArray(v["history"]) ? v["history"].filter(isRecord) : [];
  return {
    round: int(v["round"], 1),
    firstSide: v["firstSide"],
    lastSide: sideOrNull(v["lastSide"]),
    acted: bySide(v["acted"]),
    openGroup: typeof v["openGroup"] === "string" ? v["openGroup"] : null,
    history: history.flatMap((h) => {
      const side = h["side"];
      if (typeof h["id"] !== "string" || !isSide(side)) return [];
      return [
        {
          id: h["id"],
          side,
          previousLastSide: sideOrNull(h["previousLastSide"]),
          previousOpenGroup: typeof h["previousOpenGroup"] === "string" ? h["previousOpenGroup"] : null,
        },
      ];
    }),
  };
}

function parseTurn(v: unknown): TurnInProgress | null {
  if (!isRecord(v) || typeof v["participant"] !== "string" || !isSide(v["side"])) return null;
  return {
    participant: v["participant"],
    side: v["side"],
    actors: strings(v["actors"]),
    summons: v["summons"] === true,
    basicMaliceUsed: v["basicMaliceUsed"] === true,
    maliceFeatureUsed: v["maliceFeatureUsed"] === true,
  };
}

const villainNumbers = (v: unknown): VillainActionNumber[] =>
  Array.isArray(v) ? v.filter((n): n is VillainActionNumber => n === 1 || n === 2 || n === 3) : [];

function parseVillain(v: unknown): VillainActionState {
  const r = isRecord(v) ? v : {};
  const used = isRecord(r["used"]) ? r["used"] : {};
  return {
    round: int(r["round"], 1),
    lastUsedRound: typeof r["lastUsedRound"] === "number" ? r["lastUsedRound"] : null,
    used: Object.fromEntries(Object.entries(used).map(([id, n]) => [id, villainNumbers(n)])),
  };
}

/** Reads stored flags defensively: a hand-edited or older flag never breaks the tracker. */
export function parseFlow(raw: unknown): FlowState {
  if (!isRecord(raw)) return emptyFlow();
  return {
    firstSide: sideOrNull(raw["firstSide"]),
    chooser: sideOrNull(raw["chooser"]),
    d10: typeof raw["d10"] === "number" ? raw["d10"] : null,
    surprised: strings(raw["surprised"]),
    round: parseRound(raw["round"]),
    turn: parseTurn(raw["turn"]),
    lastEnded: strings(raw["lastEnded"]),
    villain: parseVillain(raw["villain"]),
    order: isRecord(raw["order"]) ? bySide(raw["order"]) : null,
    captainLost: Array.isArray(raw["captainLost"])
      ? raw["captainLost"].filter(isRecord).flatMap((e) => {
          const group = e["group"];
          const round = e["round"];
          return typeof group === "string" && typeof round === "number" ? [{ group, round }] : [];
        })
      : [],
    summoned: strings(raw["summoned"]),
  };
}
