/**
 * The Foundry v14 members ./generation.ts reaches, declared here because fvtt-types stays on 13 (no 14.x
 * package is published). Shapes from the v14 declarations (fvtt-types main 14.366: client/applications/ux/
 * context-menu.d.mts, common/documents/active-effect.d.mts; foundryvtt.com/api/v14 CONFIG.ChatMessage.modes).
 */

/** v14 ActiveEffect `system.changes[]` element (ActiveEffectTypeDataModel). */
export interface V14EffectChange {
  key: string;
  type: string;
  value: unknown;
  phase?: string;
  priority?: number | null;
}

/** v14 ContextMenu entry. */
export interface V14ContextEntry {
  label: string;
  icon?: string;
  visible?: (target: HTMLElement) => boolean;
  onClick?: (event: PointerEvent | null, target: HTMLElement) => unknown;
}

/** v14 CONFIG.ChatMessage: the message modes. */
export interface V14ChatMessageConfig {
  modes?: Record<string, { label: string; icon?: string }>;
}

/** v14 foundry.data.operators (common/data/operators.mjs): `new ForcedDeletion()` deletes the key it is written to. */
export interface V14DataOperators {
  ForcedDeletion?: new () => object;
}
