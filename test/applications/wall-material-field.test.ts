// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { addWallMaterialField } from "../../src/applications/scene/wall-material-field.ts";

/** The body of v13's wall configuration form as far as the field needs it: the movement restriction group. */
function wallForm(): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = `<div class="form-group"><label>Movement</label><select name="move"><option>1</option></select></div>
    <div class="form-group"><label>Sight</label><select name="sight"></select></div>`;
  return form;
}
const choices = [
  { value: "", label: "None" },
  { value: "wood", label: "Wood" },
];

describe("the wall configuration's Material (R-MV-10)", () => {
  it("adds one labelled select after the movement restriction, choosing the wall's material; its value saves as the flag", () => {
    const form = wallForm();
    addWallMaterialField(form, "wood", choices, { label: "Material", hint: "Breaks when…" });
    addWallMaterialField(form, "wood", choices, { label: "Material", hint: "Breaks when…" });
    const selects = form.querySelectorAll('select[name="flags.steelbound.material"]');
    expect(selects.length).toBe(1);
    const select = selects[0] as HTMLSelectElement;
    expect(select.value).toBe("wood");
    expect(
      select.closest(".form-group")?.previousElementSibling?.querySelector('[name="move"]'),
    ).not.toBeNull();
    expect(form.querySelector('label[for="steelbound-wall-material"]')?.textContent).toBe("Material");
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ "flags.steelbound.material": "wood" });
  });
});
