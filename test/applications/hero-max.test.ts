import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import { renderTemplate } from "../harness/handlebars.ts";
import { heroContext } from "../../src/applications/sheets/context/hero.ts";
import { hero } from "../fixtures/hero.ts";

const en = createLocalizer("en");
const withMax = (editableMax: { stamina: number; recoveries: number } | null, mode: "play" | "edit") =>
  heroContext(en, { ...hero, mode, system: { ...hero.system, editableMax } });
const header = (context: object) =>
  renderTemplate("templates/actor/hero/header.hbs", { ...context, idPrefix: "hero" });

describe("hero sheet: max stamina and recoveries", () => {
  it("R-HERO-STAMINA (Heroes book): a max derived from the class is shown, never offered as an input", () => {
    const context = withMax(null, "edit");
    expect(context.maxFromClass).toBe(true);
    expect(context.maxEdit).toBeNull();
    const html = header(context);
    expect(html).not.toContain('name="system.stamina.max"');
    expect(html).not.toContain('name="system.recoveries.max"');
    expect(html).toContain(`>${hero.system.stamina.max}</span>`);
    expect(html).toContain("From the class and kit");
  });

  it("R-HERO-STAMINA: without a class the stored maxima are editable in edit mode only", () => {
    const edit = withMax({ stamina: 20, recoveries: 7 }, "edit");
    expect(edit.maxEdit).toEqual({ stamina: 20, recoveries: 7 });
    const html = header(edit);
    expect(html).toMatch(/name="system\.stamina\.max" value="20"/);
    expect(html).toMatch(/name="system\.recoveries\.max" value="7"/);
    const play = header(withMax({ stamina: 20, recoveries: 7 }, "play"));
    expect(play).not.toContain('name="system.stamina.max"');
  });
});
