/**
 * The official-data import button in the Actors and Items sidebar tabs (GM only). The import itself
 * (official-import.ts, with the official-data converter) is loaded when the GM picks files, not at start.
 */
import { headerButton, headerWithout } from "./header-button.ts";
import type { Kind } from "./official-import.ts";
import { track } from "./windows.ts";

const BUTTON_CLASS = "steelbound-official-import";

/** The button, under the directory's own header buttons; it opens the browser's file picker. */
export function addOfficialImportButton(html: HTMLElement, kind: Kind): void {
  const header = game.user?.isGM ? headerWithout(html, BUTTON_CLASS) : null;
  if (!header) return;
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  input.multiple = true;
  input.hidden = true;
  input.className = `${BUTTON_CLASS}-file`;
  input.addEventListener("change", () => {
    const files = [...(input.files ?? [])];
    input.value = "";
    if (files.length)
      void track(import("./official-import.ts")).then(({ importOfficialFiles }) =>
        importOfficialFiles(kind, files),
      );
  });
  const button = headerButton({
    className: BUTTON_CLASS,
    icon: "fa-solid fa-file-import",
    label: game.i18n?.localize("STEELBOUND.Import.Button") ?? "",
    onClick: () => {
      input.click();
    },
  });
  header.append(button, input);
}
