/**
 * The compendium browser in the preview gallery: the Director's monsters tab filtered to leaders (paged), the
 * abilities tab of a class, the items tab, an empty result and the first render while the packs are read.
 */
import { browserContext } from "../../src/applications/browser/context.ts";
import {
  defaultFilters,
  entryOf,
  type BrowserEntry,
  type BrowserFilters,
  type PackInfo,
} from "../../src/applications/browser/entries.ts";
import type { Localizer } from "../../src/i18n.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

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
const NAMES = ["Goblin", "Bugbear", "Gnoll", "Kobold", "War Dog", "Shadow Elf", "Time Raider", "Ogre"];
const SUFFIXES = [
  "Spinecleaver",
  "Sniper",
  "Stinker",
  "Warrior",
  "Shriketroop",
  "Eclipse",
  "Monarch",
  "Juggernaut",
];

const monsters: PackInfo = {
  id: "world.monsters",
  label: "Draw Steel: Monsters",
  documentName: "Actor",
  folders: new Map(),
};
const abilities: PackInfo = {
  id: "world.abilities",
  label: "Draw Steel: Abilities",
  documentName: "Item",
  folders: new Map([
    ["fury0000000000000", { name: "Fury", parent: null }],
    ["censor00000000000", { name: "Censor", parent: null }],
    ["level100000000000", { name: "Level 1", parent: "fury0000000000000" }],
  ]),
};
const options: PackInfo = {
  id: "world.character-options",
  label: "Draw Steel: Character Options",
  documentName: "Item",
  folders: new Map(),
};

function entries(): BrowserEntry[] {
  const out: BrowserEntry[] = [];
  let n = 0;
  for (const name of NAMES)
    for (const suffix of SUFFIXES) {
      n++;
      const organization = ORGANIZATIONS[n % ORGANIZATIONS.length] ?? "elite";
      const leads = organization === "leader" || organization === "solo";
      out.push(
        entryOf(monsters, {
          _id: `m${String(n).padStart(15, "0")}`,
          name: `${name} ${suffix}`,
          img: "icons/svg/mystery-man.svg",
          type: "monster",
          system: {
            level: 1 + (n % 10),
            organization,
            role: leads ? "" : (ROLES[n % ROLES.length] ?? ""),
            ev: 3 + (n % 10) * 4,
            keywords: [
              name === "War Dog" ? "soulless" : "humanoid",
              ...(name === "Goblin" ? ["goblin"] : []),
            ],
          },
        }),
      );
    }
  const ability = (
    id: string,
    name: string,
    folder: string,
    category: string,
    type: string,
    resource: number,
  ) =>
    entryOf(abilities, {
      _id: id,
      name,
      img: "icons/svg/sword.svg",
      type: "ability",
      folder,
      system: { category, type, cost: { resource, malice: 0 }, keywords: ["melee", "strike", "weapon"] },
    });
  out.push(
    ability("a000000000000001", "Brutal Slam", "level100000000000", "signature", "main", 0),
    ability("a000000000000002", "Back!", "level100000000000", "heroic", "main", 3),
    ability("a000000000000003", "To the Death!", "fury0000000000000", "heroic", "maneuver", 5),
    ability("a000000000000004", "Judgment", "censor00000000000", "other", "triggered", 0),
  );
  const item = (id: string, name: string, type: string) =>
    entryOf(options, { _id: id, name, img: "icons/svg/book.svg", type, system: {} });
  out.push(
    item("i000000000000001", "Mountain", "kit"),
    item("i000000000000002", "Cloak and Dagger", "kit"),
    item("i000000000000003", "Lucky Dog", "perk"),
    item("i000000000000004", "Devil", "ancestry"),
    item("i000000000000005", "Wodewalker", "title"),
    item("i000000000000006", "Bereaved", "complication"),
  );
  return out;
}

const packs = [monsters, abilities, options].map((p) => ({ id: p.id, label: p.label }));

const view = (
  id: string,
  title: string,
  i18n: Localizer,
  filters: BrowserFilters,
  loading = false,
): FixtureView => ({
  id,
  title,
  classes: ["steelbound", "compendium-browser-app"],
  width: 720,
  parts: [
    ["controls", "browser/controls.hbs"],
    ["results", "browser/results.hbs"],
  ],
  context: {
    ...browserContext(i18n, { entries: loading ? null : entries(), packs, filters, isGM: true }),
    idPrefix: id,
  },
});

export function browserFixtureViews(i18n: Localizer): FixtureView[] {
  return [
    view(
      "browser-monsters",
      "Compendium browser — every monster, sorted by name, first of two pages",
      i18n,
      defaultFilters(),
    ),
    view("browser-leaders", "Compendium browser — leaders of level 3 to 8, by level, descending", i18n, {
      ...defaultFilters(),
      organization: "leader",
      levelMin: 3,
      levelMax: 8,
      sort: "level",
      descending: true,
    }),
    view("browser-abilities", "Compendium browser — the Fury's heroic abilities", i18n, {
      ...defaultFilters("abilities"),
      className: "Fury",
      kind: "heroic",
    }),
    view("browser-items", "Compendium browser — kits among the items", i18n, {
      ...defaultFilters("items"),
      itemType: "kit",
    }),
    view("browser-empty", "Compendium browser — a search that matches nothing", i18n, {
      ...defaultFilters(),
      search: "no such monster",
    }),
    view("browser-loading", "Compendium browser — the packs are being read", i18n, defaultFilters(), true),
  ];
}
