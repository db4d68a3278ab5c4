/**
 * The sheet's "Update from compendium" button, in the window header beside the close control (v13
 * ApplicationV2#_attachFrameListeners dispatches a `[data-action]` click anywhere in the frame, header
 * included, to `options.actions`). Shown to the document's owners when it was made from a pack entry.
 */
import { gameLocalizer } from "../../i18n.ts";
import { compendiumSourceOf } from "../../documents/compendium-update/apply.ts";
import { updateFromCompendiumLazily } from "../windows.ts";

export const UPDATE_FROM_COMPENDIUM = "updateFromCompendium";
const CLASS_NAME = "steelbound-compendium-update";

type Refreshable = Actor.Implementation | Item.Implementation;

/** Adds the button once per window, for owners of a document made from a pack entry. */
export function addCompendiumUpdateButton(element: HTMLElement, doc: Refreshable): void {
  if (!doc.isOwner || !compendiumSourceOf(doc)) return;
  const header = element.querySelector(".window-header");
  if (!header || header.querySelector(`.${CLASS_NAME}`)) return;
  const label = gameLocalizer().localize("STEELBOUND.CompendiumUpdate.Button");
  const button = document.createElement("button");
  button.type = "button";
  button.className = `header-control icon fa-solid fa-book-arrow-up ${CLASS_NAME}`;
  button.dataset["action"] = UPDATE_FROM_COMPENDIUM;
  button.dataset["tooltip"] = label;
  button.setAttribute("aria-label", label);
  const close = header.querySelector('[data-action="close"]');
  if (close) close.before(button);
  else header.append(button);
}

/** The header button's action (its flow and dialog load with the first click). */
export async function onUpdateFromCompendium(doc: Refreshable): Promise<void> {
  await updateFromCompendiumLazily(doc);
}
