/** Shapes the apply-results request works with: what the GM reads, and the one batch it writes. */
import type {
  AbilityRollInput,
  CreatureSize,
  EffectDuration,
  HealFromDamagePortion,
  StaminaState,
  TargetTestResult,
  Tier,
  DamageModifiers,
  EffectChange,
} from "../../rules/index.ts";
import type { Characteristic } from "../../rules/types.ts";

export type ApplyMode = "damage" | "half" | "conditions";
export const APPLY_MODES: readonly ApplyMode[] = ["damage", "half", "conditions"];

export interface ApplyResultsPayload {
  messageId: string;
  /** Token UUIDs, each one a target recorded on the message. */
  targets: string[];
  mode: ApplyMode;
}

/** One target as the ability-use message records it (docs/DATA.md `abilityUse.targets`). */
export interface MessageTarget {
  token: string;
  name: string;
  /** The tier shown when the card was made (the GM recomputes it). */
  tier: number | null;
  edges: number;
  banes: number;
  bonus: number;
  downgradeTo: Tier | null;
  damageSurges: number;
  potencySurge: boolean;
  applied: { damage: boolean; conditions: boolean };
  /**
   * On a "targetTest" card: the target's test, as the GM re-verified it from the test message
   * (src/queries/target-test.ts); its tier is this target's tier. Null until the target has tested.
   */
  test?: TargetTestRecord | null;
  /** On a squad's signature card: the minions attacking this target (R-MN-7). */
  minions?: number;
  /**
   * R-CB-12: one of `edges` is the flanking edge the roll dialog counted; on the GM's view, only where the GM
   * measured the flank on the board itself (src/queries/claims/flanking.ts).
   */
  flanked?: boolean;
  /** Of `edges`, those the player added by hand in the roll dialog (src/queries/claims/hand-edges.ts). */
  handEdges?: number;
  /**
   * Damage added to this target's rolled damage (R-MN-7 extra minions' free strikes, R-ML-3 Malicious
   * Strike): the GM's own figure when it applies (./authority.ts), the card's when it displays.
   */
  extraDamage?: number;
}

/** A target's test as the GM recorded it on the card: the test message, and the result it recomputed. */
export interface TargetTestRecord extends TargetTestResult {
  message: string;
  characteristic: Characteristic;
}

/** What the GM reads from an ability-use chat message. */
export interface AbilityUseView {
  id: string;
  authorId: string | null;
  actorUuid: string;
  abilityUuid: string;
  /** The ability has the Area keyword (R-MN-5). */
  area: boolean;
  /**
   * R-MN-5: the tokens inside the area template the card points to, as the GM read the template and the
   * scene; absent or null when no usable template was placed (then the targets hit bound the area).
   */
  areaTokens?: ReadonlySet<string> | null;
  /** The ability's keywords (R-MV-9 needs melee and weapon). */
  keywords: readonly string[];
  /** The acting creature's size now (R-MV-9), null when it cannot be read. */
  moverSize: CreatureSize | null;
  roll: AbilityRollInput;
  /** Each target's own test gives its tier: a target without one has nothing to apply yet. */
  targetTest?: boolean;
  targets: readonly MessageTarget[];
  /**
   * Whose surges pay for the surges asked for on the card (R-AB-7; a retainer's mentor, R-RT-5) and how
   * many it holds now. Read by the GM; absent on a view built for display.
   */
  surgePool?: { ref: CreatureRef; surges: number } | null;
  /**
   * Where an effect on the user itself is written and the effects it holds now (custom effects whose
   * bearer is "self"). Read by the GM; absent on a view built for display.
   */
  user?: { ref: CreatureRef; effectSources: readonly object[]; heal?: UserHeal | null } | null;
}

/**
 * Seed 004 §ダメージで回復するクリーチャー: the user regains one target's damage ("full") or half of it, from
 * its Stamina now (read by the GM from the user's document).
 */
export interface UserHeal {
  portion: HealFromDamagePortion;
  stamina: StaminaState;
  /**
   * The GM's Malice receipt that proved a spend-gated heal's spend was paid (a player's card); the heal is
   * then once a receipt as well as once a card. Absent: none was needed.
   */
  receipt?: string;
}

/** Where writes for one creature go: a world actor, or an unlinked token's actor delta. */
export type CreatureRef =
  { kind: "actor"; actorId: string } | { kind: "token"; sceneId: string; tokenId: string };

export interface SquadRef {
  combatId: string;
  groupId: string;
  individualStamina: number;
  pool: number;
  alive: number;
  /** The squad's minions still standing, in squad order: who else falls when the pool drops (R-MN-4). */
  members: readonly SquadMember[];
}

/** What marking a minion dead needs: where it is written, its effects and its combatant. */
export type SquadMember = Pick<
  TargetSnapshot,
  "tokenUuid" | "ref" | "statuses" | "effectSources" | "combatant"
>;

/** One target creature as the GM sees it when applying. */
export interface TargetSnapshot {
  tokenUuid: string;
  ref: CreatureRef;
  creature: "hero" | "retainer" | "director";
  characteristics: Readonly<Record<Characteristic, number>>;
  modifiers: { immunities?: DamageModifiers; weaknesses?: DamageModifiers };
  stability: number;
  /** R-MV-9, R-MV-13: DATA.md `size`. */
  size: CreatureSize;
  stamina: StaminaState;
  /** Status ids the creature has now (the same condition never stacks, R-AB-10). */
  statuses: ReadonlySet<string>;
  /** Source data of the effects stored on the document written to (forced movement reads grabs). */
  effectSources: readonly object[];
  /** For a minion: its squad (R-MN-2: damage goes to the pool). */
  squad: SquadRef | null;
  combatant: { combatId: string; combatantId: string } | null;
}

export interface CreatureWrite {
  ref: CreatureRef;
  /** Flattened update keys relative to the actor (`system.stamina.value`). */
  changes: Record<string, unknown>;
  /**
   * The damage its Stamina change deals: the writer recomputes the change from the copy it
   * holds when it sends it, and makes it again if another write landed first (documents/stamina-writes.ts).
   */
  damage?: number;
}

/** New ActiveEffects for one creature (its world actor, or an unlinked token's synthetic actor). */
export interface EffectCreation {
  ref: CreatureRef;
  data: object[];
}

/** Everything one apply click writes, grouped so each document collection gets one call. */
export interface ResultsBatch {
  creatures: CreatureWrite[];
  effects: EffectCreation[];
  /** R-AB-10: effects the bearer already holds from this ability, restacked (`{_id, ...changes}` each). */
  effectUpdates: EffectCreation[];
  /**
   * Winded / dying status effects the new Stamina makes obsolete (R-ST-1…R-ST-3), removed in the apply's own
   * wave. Absent in batches built before (and by tests that do not plan statuses).
   */
  effectDeletes?: { ref: CreatureRef; ids: string[] }[];
  squads: { combatId: string; groupId: string; pool: number }[];
  defeated: { combatId: string; combatantId: string }[];
  message: { id: string; targets: MessageTarget[] };
}

/**
 * Keeps the GM's record of what an apply writes, so the Director can undo it
 * (src/queries/chat-apply/undo-record.ts). `record` reads the world when called — before the batch is
 * sent — and its write joins the apply's own writes in one wave (no extra round trip); it resolves to the
 * stored record's id (null: nothing to undo). `forget` removes the record of a batch that did not land.
 */
export interface ApplyRecorder {
  record(batch: ResultsBatch, ledgerKeys: readonly string[], user: { id: string }): Promise<string | null>;
  forget(id: string): Promise<void>;
}

/** The condition effect the GM creates on a target. */
export interface ConditionEffect {
  condition: string;
  duration: EffectDuration;
  sourceActorUuid: string;
  originUuid: string;
  /** A custom effect (docs/DATA.md `customEffects`): `condition` is "" and this says what to create. */
  custom?: { name: string; text: string; changes: readonly EffectChange[] };
}

export interface ApplySummary {
  token: string;
  damage: number;
  conditions: string[];
  killed: boolean;
}

/**
 * The winded / dying / dead (and a dying hero's bleeding) status effects a creature should hold at `condition`,
 * given the effects it holds now: what to create and which to delete (src/documents/stamina-statuses.ts).
 */
export type StaminaStatusPlanner = (
  condition: "healthy" | "winded" | "dying" | "dead",
  effectSources: readonly object[],
) => { create: object[]; delete: string[] };

/** What one committed apply did, as the GM planned it (docs/API.md `steelbound.applyResults`). */
export interface AppliedResults {
  messageId: string;
  /** The token uuids the GM judged in this apply. */
  targets: string[];
  mode: ApplyMode;
  /** The GM's plan: every write of the apply, in one batch. */
  plan: ResultsBatch;
  summary: ApplySummary[];
  /** The user who asked. */
  userId: string;
}
