/**
 * Dropping an ability or another item (from a sheet, the sidebar or a compendium) or a characteristic
 * test (the hero sheet's test buttons) on the hotbar makes a script macro that calls the public API
 * (./actions.ts through `steelbound.useItem` / `steelbound.rollTest`).
 *
 * v13 client/applications/ui/hotbar.mjs Hotbar#onDragDrop calls `Hooks.call("hotbarDrop", hotbar, data,
 * slot)` and stops when a listener returns false, so this listener answers synchronously and creates the
 * macro afterwards (not at all while the hotbar is locked). A player may create it: v13 BaseMacro.#canCreate lets a PLAYER create their own macros,
 * script ones with MACRO_SCRIPT, whose default role is PLAYER (common/constants.mjs USER_PERMISSIONS).
 */
import { characteristicKey } from "../sheets/document-methods.ts";
import { gameLocalizer } from "../../i18n.ts";

/** What the hero sheet's test buttons drag (SteelActorSheet#_onDragStart). */
export const TEST_DRAG_TYPE = "steelbound.Test";
const UUID = /^[A-Za-z0-9.]{1,200}$/;

interface MacroPlan {
  name: string;
  img: string;
  command: string;
}

function planFor(data: Record<string, unknown>): MacroPlan | null {
  if (data["type"] === "Item" && typeof data["uuid"] === "string" && UUID.test(data["uuid"])) {
    const item = fromUuidSync(data["uuid"]);
    if (!(item instanceof Item)) return null;
    // JSON.stringify of a checked uuid is a plain string literal: nothing from the drag runs as code.
    return {
      name: item.name,
      img: item.img ?? "",
      command: `await steelbound.useItem(${JSON.stringify(data["uuid"])});`,
    };
  }
  if (data["type"] === TEST_DRAG_TYPE) {
    const key = characteristicKey(
      typeof data["characteristic"] === "string" ? data["characteristic"] : undefined,
    );
    if (key === null) return null;
    const i18n = gameLocalizer();
    const name = i18n.format("STEELBOUND.Enricher.TestMacro", {
      characteristic: i18n.localize(`STEELBOUND.RollDialog.Characteristic.${key}`),
    });
    return { name, img: "icons/svg/d20-black.svg", command: `await steelbound.rollTest("${key}");` };
  }
  return null;
}

async function assign(plan: MacroPlan, slot: unknown): Promise<void> {
  // The hotbar gives the slot as its data-slot string; v13 User#assignHotbarMacro takes it as a number.
  const at = Number(slot);
  const where = Number.isInteger(at) && at > 0 ? at : undefined;
  const data = { name: plan.name, img: plan.img, type: "script" as const, command: plan.command };
  const macro =
    game.macros?.find((m) => m.isAuthor && m.command === plan.command) ??
    (await Macro.implementation.create(data));
  // fvtt-types types collection and create results as another Macro class than the parameter's; both are
  // the configured Macro class at run time.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  if (macro) await game.user?.assignHotbarMacro(macro, where);
}

export function onHotbarDrop(hotbar: unknown, data: unknown, slot: unknown): boolean {
  const plan = typeof data === "object" && data !== null ? planFor(data as Record<string, unknown>) : null;
  if (plan === null) return true;
  // v13 Hotbar#onDragDrop calls this hook BEFORE `if (this.locked) return`, so a locked hotbar is ours to
  // respect: the drop does nothing, as core's own drops do (Hotbar#locked is the core.hotbarLock setting).
  if (!isLocked(hotbar)) void assign(plan, slot);
  return false;
}

function isLocked(hotbar: unknown): boolean {
  return typeof hotbar === "object" && hotbar !== null && "locked" in hotbar && hotbar.locked === true;
}
