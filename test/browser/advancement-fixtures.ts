/**
 * The item sheet's Advancement tab in the gallery: the hero's class with a grant of each kind (invented
 * names), one entry's editor open, built the way SteelItemSheet builds it.
 */
import { itemContext } from "../../src/applications/sheets/context/item.ts";
import { advancementsContext } from "../../src/applications/sheets/context/item-advancements.ts";
import { blankAdvancement, noCharacteristicChanges, type Advancement } from "../../src/rules/index.ts";
import type { Localizer } from "../../src/i18n.ts";
import { enrichedOf } from "../fixtures/make.ts";
import { hero } from "../fixtures/hero.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

// Every field but the id, kind and level that each entry below sets.
const base = blankAdvancement("", "items");
const ADVANCEMENTS: Advancement[] = [
  {
    ...base,
    id: "g1",
    kind: "skills",
    level: 1,
    label: "Trade Skills",
    choose: 2,
    skills: ["alchemy"],
    skillGroups: ["lore"],
  },
  {
    ...base,
    id: "g2",
    kind: "items",
    level: 1,
    label: "Signature Ability",
    choose: 1,
    pool: ["Item.a", "Item.b"],
  },
  {
    ...base,
    id: "g3",
    kind: "items",
    level: 2,
    choose: 1,
    itemType: "perk",
    perkGroups: ["crafting", "lore"],
  },
  { ...base, id: "g4", kind: "languages", level: 1, choose: 1 },
  {
    ...base,
    id: "g5",
    kind: "characteristics",
    level: 4,
    characteristics: { ...noCharacteristicChanges(), might: 1, agility: 1 },
    max: 3,
  },
];
const NAMES: Record<string, string> = { "Item.a": "Hammer Rhythm", "Item.b": "Anvil Voice" };

export function advancementFixtureViews(i18n: Localizer): FixtureView[] {
  const cls = hero.items.find((i) => i.type === "class");
  if (!cls) return [];
  const context = itemContext(i18n, cls, { editable: true, enriched: enrichedOf([cls])[cls.id] });
  const ids = ["details", "advancements", "description"];
  return [
    {
      id: "item-advancements",
      title: `class: ${cls.name} — Advancement tab (one editor open)`,
      classes: ["steelbound", "sheet", "item"],
      width: 620,
      parts: [
        ["header", "item/header.hbs"],
        ["tabs", "actor/parts/tab-nav.hbs"],
        ["details", `item/details/${context.details.kind}.hbs`],
        ["advancements", "item/advancements.hbs"],
        ["description", "item/description.hbs"],
      ],
      context: {
        ...context,
        advancements: advancementsContext(i18n, ADVANCEMENTS, {
          editable: true,
          open: new Set(["g2"]),
          nameOf: (uuid) => NAMES[uuid] ?? uuid,
        }),
        idPrefix: "item-advancements",
        isEdit: true,
        tabs: Object.fromEntries(
          ids.map((id) => [
            id,
            {
              id,
              group: "primary",
              active: id === "advancements",
              cssClass: id === "advancements" ? "active" : "",
              label: `STEELBOUND.Sheet.Tabs.${id}`,
            },
          ]),
        ),
      },
    },
  ];
}
