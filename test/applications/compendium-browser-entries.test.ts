import { describe, expect, it } from "vitest";
import {
  browse,
  defaultFilters,
  entryOf,
  filtersFrom,
  type PackInfo,
} from "../../src/applications/browser/entries.ts";
import { browserContext } from "../../src/applications/browser/context.ts";
import { compareText } from "../../src/i18n.ts";
import { createLocalizer } from "../harness/i18n.ts";

const abilities: PackInfo = {
  id: "world.abilities",
  label: "Abilities",
  documentName: "Item",
  folders: new Map([
    ["fury", { name: "Fury", parent: null }],
    ["level1", { name: "Level 1", parent: "fury" }],
    ["loopA", { name: "A", parent: "loopB" }],
    ["loopB", { name: "B", parent: "loopA" }],
  ]),
};
const monsters: PackInfo = {
  id: "world.monsters",
  label: "Monsters",
  documentName: "Actor",
  folders: new Map(),
};

const monster = (id: string, name: string, level: number, organization: string, ev: number) =>
  entryOf(monsters, {
    _id: id,
    name,
    type: "monster",
    system: { level, organization, role: "", ev, keywords: ["humanoid"] },
  });

describe("compendium browser rows", () => {
  it("an ability's class is its top folder, its kinds its category and action type, its cost resource else Malice", () => {
    const row = entryOf(abilities, {
      _id: "x",
      name: "Back!",
      type: "ability",
      folder: "level1",
      system: { category: "heroic", type: "main", cost: { resource: 0, malice: 3 }, keywords: ["area"] },
    });
    expect([row.tab, row.className, row.kinds, row.cost, row.uuid]).toEqual([
      "abilities",
      "Fury",
      ["heroic", "main"],
      3,
      "Compendium.world.abilities.Item.x",
    ]);
    // A folder loop ends; a category outside the four is no kind.
    const looped = entryOf(abilities, {
      _id: "y",
      name: "Y",
      type: "ability",
      folder: "loopA",
      system: { category: "x" },
    });
    expect([looped.kinds, typeof looped.className]).toEqual([[], "string"]);
  });

  it("R-EB-3: organization and level ranges, a search without accents or case, sorted and paged", () => {
    const rows = [
      monster("a", "Goblin Assassin", 1, "horde", 3),
      monster("b", "Goblin Monarch", 2, "leader", 12),
      monster("c", "Gnoll Marauder", 5, "leader", 28),
      monster("d", "Éclipse Shadow", 3, "leader", 20),
      entryOf(abilities, { _id: "e", name: "Goblin Trick", type: "ability" }),
    ];
    const f = { ...defaultFilters(), organization: "leader", levelMin: 2, levelMax: 4 };
    expect(browse(rows, f, compareText).rows.map((r) => r.name)).toEqual([
      "Éclipse Shadow",
      "Goblin Monarch",
    ]);
    expect(
      browse(rows, { ...defaultFilters(), search: "ECLIPSE" }, compareText).rows.map((r) => r.name),
    ).toEqual(["Éclipse Shadow"]);
    const byEv = browse(rows, { ...defaultFilters(), sort: "ev", descending: true }, compareText);
    expect(byEv.rows.map((r) => r.ev)).toEqual([28, 20, 12, 3]);
    const paged = browse(rows, { ...defaultFilters(), page: 7 }, compareText, 3);
    expect([paged.page, paged.pages, paged.rows.length, paged.total]).toEqual([1, 2, 1, 4]);
  });

  it("form data becomes filters: numbers or nothing, an unknown sort kept, the direction kept unless sent, page 1", () => {
    const before = { ...defaultFilters(), descending: true, page: 4 };
    const f = filtersFrom(
      { levelMin: "3", levelMax: "", evMax: 12, sort: "bogus", organization: "solo" },
      before,
    );
    expect([f.levelMin, f.levelMax, f.evMax, f.sort, f.descending, f.page, f.organization]).toEqual([
      3,
      null,
      12,
      "name",
      true,
      0,
      "solo",
    ]);
  });

  it("the context labels rows and filters in the reader's language (ja)", () => {
    const context = browserContext(createLocalizer("ja"), {
      entries: [monster("b", "Goblin Monarch", 2, "leader", 12)],
      packs: [{ id: "world.monsters", label: "Monsters" }],
      filters: defaultFilters(),
      isGM: false,
    });
    expect(context.rows[0]?.detail).toBe("レベル2 · リーダー · EV 12");
    expect(context.rows[0]?.canAddToEncounter).toBe(false);
    expect(context.summary).toBe("1件中 1–1件");
    expect(context.organizationOptions.map((o) => o.label)).toContain("ソロ");
  });
});
