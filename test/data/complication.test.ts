import { beforeEach, describe, expect, it } from "vitest";
import { ComplicationModel } from "../../src/data/item/background.ts";
import { itemContext } from "../../src/applications/sheets/context/item.ts";
import type { ItemView } from "../../src/applications/sheets/context/item-data.ts";
import { buildModel, createActor, freshWorld, sourceOf } from "../harness/world.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { renderTemplate } from "../harness/handlebars.ts";

beforeEach(freshWorld);

const en = createLocalizer("en");

describe("complication items", () => {
  it("old data without benefit or drawback still loads, with both empty", async () => {
    const model = buildModel(ComplicationModel, {
      description: { value: "<p>Cursed by a witch.</p>" },
      source: "Heroes",
    });
    expect(model.benefit).toBe("");
    expect(model.drawback).toBe("");
    expect(sourceOf(model)["description"]).toEqual({ value: "<p>Cursed by a witch.</p>" });
    const actor = await createActor({
      name: "Korva",
      type: "hero",
      items: [{ name: "Witch's Curse", type: "complication", system: { description: { value: "x" } } }],
    });
    expect(actor.items.find((i) => i.type === "complication")?.name).toBe("Witch's Curse");
  });

  it("keeps benefit and drawback as rich text", () => {
    const model = buildModel(ComplicationModel, { benefit: "<p>+1 Presence</p>", drawback: "<p>Bane</p>" });
    expect([model.benefit, model.drawback]).toEqual(["<p>+1 Presence</p>", "<p>Bane</p>"]);
  });

  it("the item sheet shows the benefit and drawback, editable when the sheet is", () => {
    const view = {
      id: "co1",
      name: "Witch's Curse",
      img: "",
      type: "complication",
      sort: 0,
      system: { description: { value: "" }, source: "", benefit: "<p>B</p>", drawback: "<p>D</p>" },
    } satisfies ItemView;
    const enriched = {
      description: "",
      effectBefore: "",
      effectAfter: "",
      benefit: "<p>Benefit!</p>",
      drawback: "<p>Drawback!</p>",
    };
    const context = itemContext(en, view, { editable: false, enriched });
    expect(context.details).toMatchObject({ kind: "complication", benefitRaw: "<p>B</p>" });
    const html = renderTemplate("templates/item/details/complication.hbs", context);
    expect(html).toContain("<p>Benefit!</p>");
    expect(html).toContain("<p>Drawback!</p>");
    expect(html).toContain("Benefit");
    const editable = renderTemplate(
      "templates/item/details/complication.hbs",
      itemContext(en, view, { editable: true, enriched }),
    );
    expect(editable).toContain('name="system.benefit"');
    expect(editable).toContain('name="system.drawback"');
  });
});
