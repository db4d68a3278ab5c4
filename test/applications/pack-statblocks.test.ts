/**
 * Every bestiary monster, imported into a world and opened, renders as a full stat block in English and
 * Japanese: the sheet's own context path (itemView → monsterContext → statblock.hbs) on the pack data.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { itemView, monsterSystem } from "../../src/applications/sheets/adapters.ts";
import { monsterContext } from "../../src/applications/sheets/context/monster.ts";
import { filesUnder, readJson } from "../integrity/files.ts";
import { enrichedOf } from "../fixtures/make.ts";
import { renderTemplate } from "../harness/handlebars.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { createActor, freshWorld } from "../harness/world.ts";

const monsters = filesUnder("packs/monsters", ".json").map(
  (file) => readJson(file) as Record<string, unknown>,
);

async function statblock(source: Record<string, unknown>, lang: "en" | "ja") {
  const actor = await createActor(structuredClone(source));
  const system = monsterSystem(actor);
  if (!system) throw new Error(`${actor.name} is not a monster`);
  const items = actor.items.contents.flatMap((item) => itemView(item) ?? []);
  const context = monsterContext(createLocalizer(lang), {
    items,
    enriched: {
      biography: system.biography.value,
      gmNotes: system.biography.gmNotes,
      items: enrichedOf(items),
    },
    mode: "play",
    editable: true,
    isGM: true,
    name: actor.name,
    img: actor.img ?? "",
    system,
  });
  return { context, html: renderTemplate("templates/actor/monster/statblock.hbs", context, lang) };
}

beforeEach(freshWorld);

describe("bestiary stat blocks", () => {
  for (const source of monsters) {
    it(`R-MO-1: ${String(source["name"])} renders every ability and feature without a raw key (en, ja)`, async () => {
      for (const lang of ["en", "ja"] as const) {
        const { html } = await statblock(source, lang);
        expect(html, lang).not.toMatch(/STEELBOUND\./);
        for (const item of source["items"] as { name: string }[])
          expect(html, `${lang}: ${item.name}`).toContain(item.name.replace(/'/g, "&#x27;"));
      }
    });
  }

  it("R-CB-18, R-ML-4: the warlord's stat block lists its villain actions 1 → 3 and its Malice feature", async () => {
    const warlord = monsters.find((m) => m["name"] === "Goblin Warlord");
    if (!warlord) throw new Error("no warlord in the pack");
    const { html } = await statblock(warlord, "en");
    const order = ["Get Them!", "Nets From Nowhere", "Goblin Tide"].map((name) => html.indexOf(name));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain("Warlord Malice: Sound the Horn");
  });

  it("R-CB-8 … R-CB-15, R-ML-3: every basic action and Basic Malice feature renders as a block (en, ja)", async () => {
    const items = ["abilities", "malice"].flatMap((pack) =>
      filesUnder(`packs/${pack}`, ".json").map((file) => {
        const { _key: _ignored, ...item } = readJson(file) as Record<string, unknown>;
        return item;
      }),
    );
    const carrier = {
      name: "Carrier",
      type: "monster",
      system: { level: 1, organization: "platoon" },
      items,
    };
    for (const lang of ["en", "ja"] as const) {
      const { html } = await statblock(carrier, lang);
      expect(html, lang).not.toMatch(/STEELBOUND\./);
      for (const item of items)
        expect(html, `${lang}: ${String(item["name"])}`).toContain(String(item["name"]));
    }
  });

  for (const source of filesUnder("packs/monsters-ja", ".json").map(
    (file) => readJson(file) as Record<string, unknown>,
  )) {
    it(`R-MO-1: ${String(source["name"])} (monsters-ja) reads as Japanese on the Japanese stat block`, async () => {
      const { html } = await statblock(source, "ja");
      expect(html).not.toMatch(/STEELBOUND\./);
      for (const item of source["items"] as { name: string }[]) expect(html, item.name).toContain(item.name);
      const words = html
        .replace(/<[^>]*>/g, " ")
        .replace(/&[#\w]+;/g, " ")
        .match(/\b[A-Za-z]{2,}['’]?[a-z]*[\s,;:]+[A-Za-z]{2,}\b/g);
      expect(words, "English phrases on the Japanese card").toBeNull();
    });
  }
});
