/**
 * The compendium browser's filtering (src/applications/browser/entries.ts): 3,000 index entries — monsters,
 * abilities and items as the official packs hold them — read into rows once, then each keystroke's
 * filter, sort and page. Every figure should stay far below a frame (16 ms).
 */
import { bench, describe } from "vitest";
import { browse, defaultFilters, entryOf, type PackInfo } from "../../src/applications/browser/entries.ts";
import { compareText } from "../../src/i18n.ts";

const ORGANIZATIONS = ["minion", "horde", "platoon", "elite", "leader", "solo"];
const ROLES = [
  "ambusher",
  "artillery",
  "brute",
  "controller",
  "defender",
  "harrier",
  "hexer",
  "mount",
  "support",
];
const WORDS = [
  "Goblin",
  "Gnoll",
  "Kobold",
  "War Dog",
  "Shadow Elf",
  "Ogre",
  "Dragon",
  "Lich",
  "Demon",
  "Troll",
];
const folders = new Map(
  ["Fury", "Censor", "Shadow", "Tactician", "Talent"].map((n) => [n, { name: n, parent: null }]),
);
const packs: PackInfo[] = [
  { id: "world.monsters", label: "Monsters", documentName: "Actor", folders: new Map() },
  { id: "world.abilities", label: "Abilities", documentName: "Item", folders },
  { id: "world.options", label: "Character Options", documentName: "Item", folders: new Map() },
];
const [monsters, abilities, options] = packs as [PackInfo, PackInfo, PackInfo];

const index = Array.from({ length: 3000 }, (_, n) => {
  const name = `${WORDS[n % WORDS.length] ?? ""} ${n}`;
  if (n % 3 === 0)
    return entryOf(monsters, {
      _id: `m${n}`,
      name,
      type: "monster",
      system: {
        level: 1 + (n % 11),
        organization: ORGANIZATIONS[n % 6],
        role: ROLES[n % 9],
        ev: 3 + (n % 40),
        keywords: ["humanoid", n % 2 ? "goblin" : "undead"],
      },
    });
  if (n % 3 === 1)
    return entryOf(abilities, {
      _id: `a${n}`,
      name,
      type: "ability",
      folder: [...folders.keys()][n % 5],
      system: {
        category: n % 2 ? "heroic" : "signature",
        type: "main",
        cost: { resource: n % 7, malice: 0 },
      },
    });
  return entryOf(options, { _id: `i${n}`, name, type: ["kit", "perk", "title", "treasure"][n % 4] });
});

describe("compendium browser over 3,000 index entries", () => {
  bench("read 3,000 index entries into rows", () => {
    for (const [i, e] of index.entries())
      entryOf(packs[i % 3] ?? monsters, { _id: e.uuid, name: e.name, type: e.type });
  });
  bench("monsters: organization and level, by name, first page", () => {
    browse(index, { ...defaultFilters(), organization: "leader", levelMin: 3, levelMax: 8 }, compareText);
  });
  bench("monsters: a two-word search, by EV descending", () => {
    browse(index, { ...defaultFilters(), search: "war dog", sort: "ev", descending: true }, compareText);
  });
  bench("abilities: class, kind and cost", () => {
    browse(
      index,
      { ...defaultFilters("abilities"), className: "Fury", kind: "heroic", costMin: 3 },
      compareText,
    );
  });
  bench("every monster sorted by name, last page", () => {
    browse(index, { ...defaultFilters(), page: 99 }, compareText);
  });
});
