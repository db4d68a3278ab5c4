/**
 * The wall configuration window's "Material" choice (R-MV-10 hurling through objects): the Director marks a
 * wall as glass, wood, stone or metal so that forced movement can break through it (src/canvas/wall-material.ts).
 * v13's WallConfig is a DocumentSheetV2 whose body part holds the form groups and whose submit sends every
 * named input (client/applications/sheets/wall-config.mjs); a select named `flags.steelbound.material`
 * therefore saves with the wall, on every wall being edited at once.
 */
const NAME = "flags.steelbound.material";

export interface WallMaterialChoice {
  value: string;
  label: string;
}

/** Adds the Material group after the movement restriction (once per render), choosing `current`. */
export function addWallMaterialField(
  root: HTMLElement,
  current: string,
  choices: readonly WallMaterialChoice[],
  words: { label: string; hint: string },
): void {
  if (root.querySelector(`[name="${NAME}"]`)) return;
  const anchor = root.querySelector('[name="move"]')?.closest(".form-group");
  const group = document.createElement("div");
  group.className = "form-group steelbound-wall-material";
  const label = document.createElement("label");
  label.htmlFor = "steelbound-wall-material";
  label.textContent = words.label;
  const fields = document.createElement("div");
  fields.className = "form-fields";
  const select = document.createElement("select");
  select.name = NAME;
  select.id = "steelbound-wall-material";
  for (const choice of choices) {
    const option = document.createElement("option");
    option.value = choice.value;
    option.textContent = choice.label;
    option.selected = choice.value === current;
    select.append(option);
  }
  fields.append(select);
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = words.hint;
  group.append(label, fields, hint);
  if (anchor) anchor.after(group);
  else (root.querySelector(".window-content, form") ?? root).append(group);
}
