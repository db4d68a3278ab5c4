import { describe, expect, it } from "vitest";
import { renderTemplate } from "../harness/handlebars.ts";
import { canRollTest, characteristicKey } from "../../src/applications/sheets/document-methods.ts";
import { SteelActor } from "../../src/documents/actor.ts";

const characteristics = [
  { key: "might", label: "Might", signed: "+2", value: 2, field: "system.characteristics.might" },
  { key: "agility", label: "Agility", signed: "+1", value: 1, field: "system.characteristics.agility" },
];

describe("rolling a test from a sheet's characteristics (R-TS-1)", () => {
  it("R-TS-1: in play each characteristic is a test button; in edit mode it is an input", () => {
    const play = renderTemplate("templates/actor/parts/characteristics.hbs", {
      characteristics,
      isEdit: false,
    });
    expect(play).toContain('data-action="rollTest" data-characteristic="might"');
    expect(play).toContain("Roll a test: Agility");
    const edit = renderTemplate("templates/actor/parts/characteristics.hbs", {
      characteristics,
      isEdit: true,
    });
    expect(edit).not.toContain("rollTest");
    expect(edit).toContain('name="system.characteristics.might"');
  });

  it("the button's characteristic is checked; every Steelbound actor can roll the test", () => {
    expect(characteristicKey("agility")).toBe("agility");
    expect(characteristicKey("luck")).toBeNull();
    expect(characteristicKey(undefined)).toBeNull();
    expect(canRollTest(SteelActor.prototype)).toBe(true);
    expect(canRollTest({})).toBe(false);
  });
});
