/**
 * What a squad asks and answers through documents/slots.ts: the attacker's pick of fallen minions (a dialog)
 * and a squad strike (a flow). Pure shapes, kept apart from the CombatantGroup class so the slot table can
 * name them without importing the document that calls it.
 */
import type { DamageType, SquadAttackKind } from "../../rules/index.ts";
import type { DamageReport } from "../damage-report.ts";

/** What the attacker is asked when several minions could fall (R-MN-3, R-MN-4). */
export interface FallenRequest {
  squad: string;
  count: number;
  candidates: { id: string; name: string }[];
  /** The minion hit first, then the others. */
  defaults: string[];
}
/** Asks which minions fall; null keeps the defaults. */
export type FallenChooser = (request: FallenRequest) => Promise<readonly string[] | null>;

export interface SquadStrikeTarget {
  token: TokenDocument.Implementation;
  /** Minions of the squad attacking this target. */
  minions: number;
}

export interface SquadStrikeRequest {
  kind: SquadAttackKind;
  /** The tier damage of the squad's one signature roll (free strikes ignore it). */
  tierDamage: number;
  type: DamageType;
  targets: readonly SquadStrikeTarget[];
}

export interface SquadStrikeHit {
  token: string;
  name: string;
  minions: number;
  report: DamageReport;
}

export type SquadStrikeResult = { ok: true; hits: SquadStrikeHit[] } | { ok: false; error: string };
