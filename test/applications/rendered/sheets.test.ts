// @vitest-environment happy-dom
/** The actor and item sheets rendered from the real templates and used the way a player uses them. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HeroSheet } from "../../../src/applications/sheets/hero-sheet.ts";
import { SteelItemSheet } from "../../../src/applications/sheets/item-sheet.ts";
import { createActor, freshWorld } from "../../harness/world.ts";
import {
  change,
  click,
  closeAll,
  field,
  find,
  findAll,
  installRendering,
  open,
  textOf,
} from "../../sim/applications/user.ts";

const fury = {
  name: "Fury",
  type: "class",
  system: { stamina: { starting: 21, perLevel: 9 }, recoveries: 10 },
};
const strike = { name: "Gouge", type: "ability", system: {} };

/** Records the part id each template is rendered with (v13 renders parts through renderTemplate). */
function recordPartIds(): Map<string, unknown> {
  const handlebars = (
    globalThis as unknown as {
      foundry: { applications: { handlebars: { renderTemplate(p: string, d: object): Promise<string> } } };
    }
  ).foundry.applications.handlebars;
  const real = handlebars.renderTemplate.bind(handlebars);
  const seen = new Map<string, unknown>();
  handlebars.renderTemplate = async (path, data) => {
    seen.set(path, Reflect.get(data, "partId"));
    return real(path, data);
  };
  return seen;
}

beforeEach(() => {
  freshWorld();
  installRendering();
});
afterEach(closeAll);

describe("hero sheet, rendered", () => {
  it("every part's template receives core's partId (<sheet id>-<part>) next to its own tab", async () => {
    const seen = recordPartIds();
    const actor = await createActor({ name: "Korva", type: "hero", items: [fury] });
    const sheet = await open(new HeroSheet({ document: actor }));
    for (const part of [
      "header",
      "tabs",
      "abilities",
      "features",
      "skills",
      "projects",
      "inventory",
      "biography",
    ])
      expect([...seen.values()]).toContain(`${sheet.id}-${part}`);
    expect(find(sheet, "[data-application-part=abilities]").classList.contains("active")).toBe(true);
  });

  it("shows the hero's name and class; switching to edit mode and typing a new name renames the hero", async () => {
    const actor = await createActor({ name: "Korva", type: "hero", items: [fury] });
    const sheet = await open(new HeroSheet({ document: actor }));
    expect(textOf(sheet)).toContain("Korva");
    await click(sheet, "toggleMode");
    expect(sheet.mode).toBe("edit");
    await change(field(sheet, "[name=name]"), "Korva the Bold");
    expect(actor.name).toBe("Korva the Bold");
    await click(sheet, "toggleMode");
    expect(textOf(sheet)).toContain("Korva the Bold");
  });

  it("clicking a tab shows that section", async () => {
    const actor = await createActor({ name: "Korva", type: "hero" });
    const sheet = await open(new HeroSheet({ document: actor }));
    await click(find(sheet, "[data-action=tab][data-tab=skills]"));
    expect(find(sheet, ".tab[data-tab=skills]").classList.contains("active")).toBe(true);
    expect(find(sheet, ".tab[data-tab=abilities]").classList.contains("active")).toBe(false);
  });

  it("R-TS-8: the skills tab offers a rules-reference link (a v13 content link) on each group and on languages", async () => {
    const actor = await createActor({ name: "Korva", type: "hero" });
    const sheet = await open(new HeroSheet({ document: actor }));
    await click(find(sheet, "[data-action=tab][data-tab=skills]"));
    const links = findAll(sheet, ".tab[data-tab=skills] a.content-link[data-link]");
    expect(links.length).toBe(6);
    for (const link of links) {
      expect(link.dataset["uuid"]).toMatch(/^Compendium\.steelbound\.hero-reference\.JournalEntry\./);
      expect(link.getAttribute("aria-label")).toBe("Read about this in the rules reference");
    }
    expect(find(sheet, ".skill-group.lore a.content-link").dataset["uuid"]).toMatch(
      /JournalEntryPage\.\w{16}$/,
    );
  });

  it("R-TS-8: in edit mode, toggling a skill adds it to the hero", async () => {
    const actor = await createActor({ name: "Korva", type: "hero" });
    const sheet = await open(new HeroSheet({ document: actor }));
    await click(sheet, "toggleMode");
    const toggles = findAll(sheet, "[data-action=toggleSkill]");
    expect(toggles.length).toBeGreaterThan(0);
    const skill = toggles[0]?.dataset["skill"];
    await click(toggles[0] ?? sheet);
    expect((actor.system as unknown as { skills: Set<string> | string[] }).skills).toContain(skill);
  });
});

describe("item sheet, rendered", () => {
  it("each part gets partId; editing the name field renames the item", async () => {
    const seen = recordPartIds();
    const actor = await createActor({ name: "Korva", type: "hero", items: [strike] });
    const item = actor.items.contents[0];
    if (!item) throw new Error("no item");
    const sheet = await open(new SteelItemSheet({ document: item }));
    for (const part of ["header", "tabs", "description", "details"])
      expect([...seen.values()]).toContain(`${sheet.id}-${part}`);
    await change(field(sheet, "[name=name]"), "Eviscerate");
    expect(item.name).toBe("Eviscerate");
  });
});
