/**
 * The Director's "modify damage": how much to add to (or take from) each amount of a card,
 * and whether it lands as damage, half damage or healing. A DialogV2 form on the Director's own client
 * (v13 client/applications/api/dialog.mjs DialogV2.input: OK resolves the form's data, closing resolves
 * null), answered BEFORE any request goes to the GM's queue, which never waits on a person.
 */
import { gameLocalizer } from "../../i18n.ts";

export type ModifyMode = "damage" | "half" | "healing";
const MODES: readonly ModifyMode[] = ["damage", "half", "healing"];
/** The largest change accepted (the GM's query refuses anything beyond it too). */
const LIMIT = 999;

/** The modifier and mode chosen, or null when the dialog was closed or the number is not one. */
export function modifyFromForm(result: unknown): { adjust: number; mode: ModifyMode } | null {
  if (typeof result !== "object" || result === null) return null;
  const adjust = Number(Reflect.get(result, "adjust"));
  const mode = MODES.find((m) => m === Reflect.get(result, "mode"));
  if (!Number.isInteger(adjust) || Math.abs(adjust) > LIMIT || mode === undefined) return null;
  return { adjust, mode };
}

export async function promptModifyDamage(): Promise<{ adjust: number; mode: ModifyMode } | null> {
  const i18n = gameLocalizer();
  const esc = (key: string) => foundry.utils.escapeHTML(i18n.localize(key));
  const options = MODES.map(
    (m) => `<option value="${m}">${esc(`STEELBOUND.ChatContext.Mode.${m}`)}</option>`,
  );
  const content = [
    `<p>${esc("STEELBOUND.ChatContext.ModifyHint")}</p>`,
    `<div class="form-group"><label for="steelbound-modify-adjust">${esc("STEELBOUND.ChatContext.ModifyBy")}</label>`,
    `<input id="steelbound-modify-adjust" type="number" name="adjust" value="0" step="1" min="-${LIMIT}" max="${LIMIT}" autofocus></div>`,
    `<div class="form-group"><label for="steelbound-modify-mode">${esc("STEELBOUND.ChatContext.ModifyAs")}</label>`,
    `<select id="steelbound-modify-mode" name="mode">${options.join("")}</select></div>`,
  ].join("");
  const result: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "STEELBOUND.ChatContext.ModifyDamage" },
    content,
    ok: { label: "STEELBOUND.ChatContext.ModifyApply" },
  });
  return modifyFromForm(result);
}
