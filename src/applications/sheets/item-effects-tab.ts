/**
 * The item sheet's Effects tab, document side: reads the item's ActiveEffects into plain rows
 * (context/item-effects.ts) and runs the owner's buttons and form edits. An item's effect is created with
 * v13's `transfer: true` default (common/documents/active-effect.mjs BaseActiveEffect schema), so once the
 * item is owned v13 Actor#allApplicableEffects applies it to the owner; SteelActiveEffect#isSuppressed holds
 * a treasure's back while it is not equipped.
 */
import { treasureBandOf } from "../../documents/active-effect.ts";
import { effectDuration } from "../../documents/combat/turn-end.ts";
import { EFFECT_CHANGE_MODES, type EffectChange } from "../../rules/index.ts";
import { effectRowUpdates, type ItemEffectInput } from "./context/item-effects.ts";

type Effect = ActiveEffect.Implementation;

function changesOf(effect: Effect): EffectChange[] {
  return effect.changes.map((c) => ({
    key: c.key,
    // v13 stores the mode as an integer; one outside CONST.ACTIVE_EFFECT_MODES shows as "add".
    mode: (EFFECT_CHANGE_MODES as readonly number[]).includes(Number(c.mode)) ? Number(c.mode) : 2,
    value: c.value,
  }));
}

/** Our plain modes as v13's branded CONST.ACTIVE_EFFECT_MODES values (the same integers). */
function modeOf(mode: number): CONST.ACTIVE_EFFECT_MODES {
  const modes = CONST.ACTIVE_EFFECT_MODES;
  const all = [modes.CUSTOM, modes.MULTIPLY, modes.ADD, modes.DOWNGRADE, modes.UPGRADE, modes.OVERRIDE];
  return all.find((m) => Number(m) === mode) ?? modes.ADD;
}
const changeData = (c: EffectChange) => ({ key: c.key, mode: modeOf(c.mode), value: c.value });

export function itemEffectInputs(item: Item.Implementation): ItemEffectInput[] {
  return item.effects.contents.flatMap((effect) =>
    effect.id
      ? [
          {
            id: effect.id,
            name: effect.name,
            disabled: effect.disabled,
            duration: effectDuration(effect),
            band: treasureBandOf(effect),
            changes: changesOf(effect),
          },
        ]
      : [],
  );
}

function effectFrom(item: Item.Implementation, target: HTMLElement): Effect | undefined {
  const id = target.closest<HTMLElement>("[data-effect-id]")?.dataset["effectId"];
  return id ? item.effects.get(id) : undefined;
}

/** A new effect starts as "+1 stability" (v13 CONST.ACTIVE_EFFECT_MODES.ADD is 2) for the owner to edit. */
export async function addItemEffect(item: Item.Implementation, name: string): Promise<void> {
  await item.createEmbeddedDocuments("ActiveEffect", [
    {
      name,
      img: item.img,
      origin: item.uuid,
      transfer: true,
      changes: [changeData({ key: "system.stability", mode: 2, value: "1" })],
    },
  ]);
}

/** Asks first, as the actor's Effects tab and core item deletion do (v13 ClientDocumentMixin#deleteDialog). */
export async function deleteItemEffect(item: Item.Implementation, target: HTMLElement): Promise<void> {
  await effectFrom(item, target)?.deleteDialog();
}

export async function addItemEffectChange(item: Item.Implementation, target: HTMLElement): Promise<void> {
  const effect = effectFrom(item, target);
  if (!effect) return;
  const added = { key: "system.movement.speed", mode: 2, value: "1" };
  await effect.update({ changes: [...changesOf(effect), added].map(changeData) });
}

export async function removeItemEffectChange(item: Item.Implementation, target: HTMLElement): Promise<void> {
  const effect = effectFrom(item, target);
  const index = Number(target.dataset["index"]);
  if (!effect) return;
  await effect.update({
    changes: changesOf(effect)
      .filter((_c, i) => i !== index)
      .map(changeData),
  });
}

/** The form's effect fields, written to the item's effects in one call (unknown ids are left out). */
export async function applyEffectRows(item: Item.Implementation, rows: unknown): Promise<void> {
  const updates = effectRowUpdates(rows).filter(
    (u) => typeof u["_id"] === "string" && item.effects.has(u["_id"]),
  );
  if (updates.length > 0) await item.updateEmbeddedDocuments("ActiveEffect", updates);
}
