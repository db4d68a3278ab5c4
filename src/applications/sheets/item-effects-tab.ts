/**
 * The item sheet's Effects tab, document side: reads the item's ActiveEffects into plain rows
 * (context/item-effects.ts) and runs the owner's buttons and form edits. An item's effect is created with
 * v13's `transfer: true` default (common/documents/active-effect.mjs BaseActiveEffect schema), so once the
 * item is owned v13 Actor#allApplicableEffects applies it to the owner; SteelActiveEffect#isSuppressed holds
 * a treasure's back while it is not equipped.
 */
import { treasureBandOf } from "../../documents/active-effect.ts";
import { effectDuration } from "../../documents/combat/turn-end.ts";
import type { EffectChange } from "../../rules/index.ts";
import { effectChangesData, effectChangesEntry, effectChangesOf } from "../../documents/generation.ts";
import { effectRowUpdates, type ItemEffectInput } from "./context/item-effects.ts";

type Effect = ActiveEffect.Implementation;

/** The effect's changes as the sheet edits them (v13 root `changes` / v14 `system.changes`: ../../documents/generation.ts). */
const changesOf = (effect: Effect): EffectChange[] => effectChangesOf(effect);

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
      ...effectChangesData([{ key: "system.stability", mode: 2, value: "1" }]),
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
  await effect.update(effectChangesData([...changesOf(effect), added]));
}

export async function removeItemEffectChange(item: Item.Implementation, target: HTMLElement): Promise<void> {
  const effect = effectFrom(item, target);
  const index = Number(target.dataset["index"]);
  if (!effect) return;
  await effect.update(effectChangesData(changesOf(effect).filter((_c, i) => i !== index)));
}

/** The form's effect fields, written to the item's effects in one call (unknown ids are left out). */
export async function applyEffectRows(item: Item.Implementation, rows: unknown): Promise<void> {
  const updates = effectRowUpdates(rows)
    .filter((u) => typeof u["_id"] === "string" && item.effects.has(u["_id"]))
    .map(({ changes, ...rest }) => {
      if (!Array.isArray(changes)) return rest;
      const [key, value] = effectChangesEntry(changes as EffectChange[]); // changeRows built them
      return { ...rest, [key]: value };
    });
  if (updates.length > 0) await item.updateEmbeddedDocuments("ActiveEffect", updates);
}
