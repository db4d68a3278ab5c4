/**
 * What becomes of imported documents that share an id with documents their source did
 * not make — kept (the default, and what closing the dialog does), replaced, or imported as copies. One
 * dialog for the sidebar import and the Content window. v13 client/applications/api/dialog.mjs
 * DialogV2.wait resolves to the clicked button's action, and to null when closed with `rejectClose: false`.
 */
export type OverwriteChoice = "skip" | "replace" | "copy";

/** Lists `lines` (plain text, escaped here) under the count of `conflicts` and asks the GM once. */
export async function askOverwrite(
  lines: readonly string[],
  conflicts: number,
  cssClass: string,
): Promise<OverwriteChoice> {
  const intro = game.i18n?.format("STEELBOUND.ImportGuard.ConflictText", { count: String(conflicts) }) ?? "";
  const list = lines.map((line) => `<li>${foundry.utils.escapeHTML(line)}</li>`).join("");
  const choice: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: "STEELBOUND.ImportGuard.ConflictTitle" },
    classes: ["steelbound", cssClass],
    content: `<p>${foundry.utils.escapeHTML(intro)}</p><ul>${list}</ul>`,
    buttons: [
      { action: "skip", label: "STEELBOUND.ImportGuard.Skip", default: true },
      { action: "replace", label: "STEELBOUND.ImportGuard.Replace" },
      { action: "copy", label: "STEELBOUND.ImportGuard.Copy" },
    ],
    rejectClose: false,
  });
  return choice === "replace" || choice === "copy" ? choice : "skip";
}
