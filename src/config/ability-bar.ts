/**
 * The ability bar follows what the user controls and what the controlled creature holds: v13
 * client/canvas/placeables/placeable.mjs PlaceableObject#control / #release call
 * `Hooks.callAll("controlToken", token, controlled)` for each token controlled or released; an item added,
 * changed or removed on that creature re-draws the bar.
 */
import { syncAbilityBar } from "../applications/windows.ts";

/** Whether the item belongs to a creature whose token this user controls. */
function onControlledCreature(item: { parent?: unknown }): boolean {
  const controlled = canvas?.tokens?.controlled ?? [];
  return controlled.length === 1 && item.parent !== undefined && controlled[0]?.actor === item.parent;
}

export function registerAbilityBar(): void {
  Hooks.on("controlToken", () => void syncAbilityBar());
  for (const hook of ["createItem", "updateItem", "deleteItem"] as const)
    Hooks.on(hook, (item: Item.Implementation) => {
      if (onControlledCreature(item)) void syncAbilityBar();
    });
}
