import { SOURCED_CONDITIONS } from "../data/status-effects.ts";
import { SYSTEM_ID } from "../constants.ts";
import { isTreasureBand, reachedBand, type TreasureBand } from "../rules/index.ts";
import { freeTextKeys, writesFreeText } from "./effect-free-text.ts";
import { isAbilityBonusKey } from "../rules/index.ts";
import { abilityKeywordsOf, gatherAbilityBonus, immuneToAll } from "./effect-bonuses.ts";
import { postImmunityNotice, refusedStatuses } from "./immunity-notice.ts";
import { heldDuration, heldOrigin } from "./pending-duration.ts";
import {
  applyOnInstanceRoute,
  applyOnStaticRoute,
  sourceEffectChanges,
  type AppliedChange,
} from "./generation.ts";

/** docs/DATA.md: a leveled treasure's effect names its level band in `flags.steelbound.treasureLevel`. */
export function treasureBandOf(effect: { flags: unknown }): TreasureBand | null {
  const band: unknown = foundry.utils.getProperty(effect.flags as object, `${SYSTEM_ID}.treasureLevel`);
  return isTreasureBand(band) ? band : null;
}

/**
 * Steelbound ActiveEffect: knows which creature imposed a source-tracked condition (R-CN-3, R-CN-4, R-CN-8)
 * and when a treasure's effect is held back (R-RW-1).
 */
export class SteelActiveEffect extends ActiveEffect {
  /**
   * A condition toggled from the token HUD carries the duration its user chose (SteelActor#toggleStatusEffect)
   * in `flags.steelbound.duration` from the start (v13 ClientDatabaseBackend#preCreateDocumentArray sends the
   * source as `_preCreate` leaves it).
   */
  protected override async _preCreate(
    ...args: Parameters<ActiveEffect["_preCreate"]>
  ): ReturnType<ActiveEffect["_preCreate"]> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    // v13 keeps the changes at the source's root, v14 in `system.changes` (./generation.ts).
    this.#refuseFreeText(sourceEffectChanges(this._source));
    const actor = this.parent instanceof Actor ? this.parent : null;
    if (actor === null) return allowed;
    // A condition its bearer is immune to is not imposed, from any route (./immunity-notice.ts).
    const refused = refusedStatuses(actor, this.statuses);
    if (refused.length > 0) {
      await postImmunityNotice(actor, refused);
      return false;
    }
    const duration = heldDuration(actor, this.statuses);
    // The creature the HUD's user named as the condition's source (R-CN-3, R-CN-4, R-CN-8).
    const origin = heldOrigin(actor, this.statuses);
    if (origin !== null) this.updateSource({ origin });
    if (!duration) return allowed;
    // Our flags are not declared to fvtt-types' FlagConfig (docs/DATA.md lists them), so not as a literal.
    const flagged: Record<string, unknown> = { [`flags.${SYSTEM_ID}.duration`]: duration };
    this.updateSource(flagged);
    return allowed;
  }

  /** An update that points a change at free text is refused before it is sent. */
  protected override async _preUpdate(
    ...args: Parameters<ActiveEffect["_preUpdate"]>
  ): ReturnType<ActiveEffect["_preUpdate"]> {
    const allowed = await super._preUpdate(...args);
    if (allowed === false) return false;
    // v13 writes root `changes`; v14 (and our v14 sheet, ./generation.ts) writes `system.changes`.
    for (const path of ["changes", "system.changes"])
      this.#refuseFreeText(foundry.utils.getProperty(args[0], path));
    return allowed;
  }

  /** Throws (Foundry shows the error and sends nothing) when a change would write free text. */
  #refuseFreeText(changes: unknown): void {
    const actor = this.parent instanceof Actor ? this.parent : null;
    const keys = freeTextKeys(changes, actor);
    if (!keys.length) return;
    const message =
      game.i18n?.format("STEELBOUND.Guard.EffectFreeText", { keys: keys.join(", ") }) ??
      `Active effects may not change text: ${keys.join(", ")}`;
    throw new Error(message);
  }

  /**
   * v13's per-change entry point: v13 Actor#applyActiveEffects calls ActiveEffect#apply(actor, change) for
   * each change (client/documents/actor.mjs). On v14 it is a deprecated shim core never calls; v14 comes in
   * through the static `applyChange` below. Both run `steelboundChange` first (./generation.ts says which
   * route each generation takes).
   */
  override apply(actor: Actor.Implementation, change: ActiveEffect.ChangeData): Record<string, unknown> {
    return applyOnInstanceRoute(this, actor, change, steelboundChange, () => super.apply(actor, change));
  }

  /**
   * v14's per-change entry point: Actor#applyActiveEffects(phase) calls
   * `CONFIG.ActiveEffect.documentClass.applyChange(actor, change, {replacementData})` for each change of the
   * phase, with `change.effect` set (v14 client/documents/actor.mjs; declaration of the static in fvtt-types
   * main client/documents/active-effect.d.mts). fvtt-types 13 declares no static applyChange, hence no
   * `override`; v13 never calls it.
   */
  static applyChange(target: object, change: unknown, options?: unknown): Record<string, unknown> {
    return applyOnStaticRoute(this, target, change, options, steelboundChange);
  }

  /** UUID of the creature that frightened, grabbed or taunted the bearer, if this effect is one of those. */
  get conditionSource(): string | null {
    const sourced = SOURCED_CONDITIONS.some((id) => this.statuses.has(id));
    return sourced ? (this.origin ?? null) : null;
  }

  /**
   * v13 client/documents/active-effect.mjs ActiveEffect#isSuppressed is the system's hook for "present but
   * not applying" (ActiveEffect#active is `!disabled && !isSuppressed`, and Actor#applyActiveEffects skips
   * inactive effects). A treasure's effect applies only while the treasure is equipped; a leveled
   * treasure's banded effect only when its band is the highest one its hero has reached (R-RW-1).
   */
  override get isSuppressed(): boolean {
    if (super.isSuppressed) return true;
    const item = this.parent;
    if (!(item instanceof Item) || item.type !== "treasure") return false;
    if (foundry.utils.getProperty(item.system, "equipped") !== true) return true;
    const band = treasureBandOf(this);
    if (foundry.utils.getProperty(item.system, "category") !== "leveled" || band === null) return false;
    const level: unknown = item.parent ? foundry.utils.getProperty(item.parent.system, "level") : null;
    const bands = item.effects.contents.flatMap((e) => {
      const b = treasureBandOf(e);
      return b === null ? [] : [b];
    });
    return reachedBand(bands, typeof level === "number" ? level : 1) !== band;
  }
}

/**
 * What Steelbound does with a change before core may apply it, on either route (null: core applies it):
 * - a change aimed at a name, a biography or any other free text is refused on every client, whoever made
 *   the effect (a modded client may skip `_preCreate`), so no sheet ever shows effect-written text (core
 *   writes strings too: v13 DataField#applyChange, v14 ActiveEffect.applyChangeField);
 * - an ability bonus (`ability.*`) names no actor field: it is gathered for the abilities to read
 *   (docs/DATA.md `abilityBonuses`; `ability.automaticTier` among them, R-PR-7);
 * - a condition the bearer is immune to changes nothing (its speed cap included).
 */
function steelboundChange(
  effect: unknown,
  target: object,
  change: AppliedChange,
): Record<string, unknown> | null {
  const bearer = target as { system: unknown };
  if (writesFreeText(bearer, change.key)) {
    console.warn(`steelbound | an active effect's change to free text was refused: ${change.key}`);
    return {};
  }
  if (!(target instanceof Actor)) return null;
  const steel = effect instanceof SteelActiveEffect ? effect : null;
  if (isAbilityBonusKey(change.key)) {
    // The effect's name goes with the change: an automatic tier (R-PR-7) tells the player which effect gave it.
    const keywords = steel ? abilityKeywordsOf(steel) : [];
    gatherAbilityBonus(target, change.key, change.mode, change.value, keywords, steel?.name ?? "");
    return {};
  }
  if (steel && immuneToAll(target, steel.statuses)) return {};
  return null;
}
