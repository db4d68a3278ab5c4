/**
 * The numbers an owner types on their sheet that the GM may be changing at the same moment (one
 * writer per creature's numbers): stamina, temporary stamina, recoveries, heroic resource and surges.
 * v13 DocumentSheetV2 submits the whole form as absolute values (client/applications/api/document-sheet.mjs
 * `#onSubmitDocumentForm` → `_prepareSubmitData` → `_processSubmitData` → `document.update`), computed from
 * the owner's copy: a hit the GM applied a moment earlier would be erased by the typed number. With a GM
 * connected these fields leave the update; a field the owner changed goes to the GM's queue as the
 * difference between the typed number and the one the sheet showed (the input's `defaultValue`, its
 * rendered `value` attribute), which the GM adds to the number it holds. Without a GM the sheet writes the
 * typed values itself, as before (nobody else writes then).
 */
import { editOwnNumber, gmConnected, type OwnEdit } from "../../documents/gm-channel/own-numbers-ask.ts";

/** Form field name → the request's change. */
const FIELDS: readonly (readonly [string, OwnEdit])[] = [
  ["system.stamina.value", "staminaEdit"],
  ["system.stamina.temporary", "temporaryEdit"],
  ["system.recoveries.value", "recoveriesEdit"],
  ["system.heroicResource.value", "heroicResource"],
  ["system.surges", "surgesEdit"],
  ["system.epicResource", "epicEdit"],
];

/** Removes `path` from the nested submit data; whether it was there, and its value. */
function take(data: Record<string, unknown>, path: string): { found: boolean; value: unknown } {
  const keys = path.split(".");
  const last = keys.pop() ?? "";
  let node: unknown = data;
  for (const key of keys) node = typeof node === "object" && node !== null ? Reflect.get(node, key) : null;
  if (typeof node !== "object" || node === null || !Object.hasOwn(node, last))
    return { found: false, value: undefined };
  const value: unknown = Reflect.get(node, last);
  Reflect.deleteProperty(node, last);
  return { found: true, value };
}

/** The number the sheet showed in a field (its rendered value attribute), or null. */
function shown(form: HTMLFormElement, name: string): number | null {
  const input: unknown = form.elements.namedItem(name);
  const text = (input as { defaultValue?: unknown } | null)?.defaultValue;
  if (typeof text !== "string" || text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Sends the typed numbers to the GM's queue as differences and returns the rest of the submit data for
 * the sheet's own update; with no GM connected returns the data untouched.
 */
export async function submitOwnNumbers(
  actor: { readonly uuid: string },
  form: HTMLFormElement,
  submitData: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!gmConnected()) return submitData;
  const edits: [OwnEdit, number][] = [];
  for (const [name, change] of FIELDS) {
    const { found, value } = take(submitData, name);
    const before = found ? shown(form, name) : null;
    // A field the owner did not change is not theirs to write: it stays whatever the GM holds.
    if (typeof value === "number" && before !== null && value !== before)
      edits.push([change, value - before]);
  }
  for (const [change, delta] of edits) await editOwnNumber(actor, change, delta);
  return submitData;
}
