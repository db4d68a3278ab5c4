/**
 * Gallery views for the objects branch: the dynamic terrain object sheet in play and edit
 * modes, and items shared to chat (an ability, a feature). Contexts are built by the same pure builders the sheets use, without Foundry globals.
 */
import { objectContext, type ObjectSystem } from "../../src/applications/sheets/context/object.ts";
import { itemShareContext } from "../../src/applications/sheets/context/item-share.ts";
import { statsEdit } from "../../src/applications/sheets/context/stats-edit.ts";
import type { Localizer } from "../../src/i18n.ts";
import { ability, described, enrichedOf, stamina } from "../fixtures/make.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

const lavaItems = [
  described("feature", "Deactivate", "<p>Each square of lava is destroyed on its own.</p>", {
    featureType: "trait",
    cost: { malice: 0 },
  }),
  described("feature", "Activate", "<p>A creature enters the lava or starts its turn there.</p>", {
    featureType: "trait",
    cost: { malice: 0 },
  }),
  ability({
    name: "Molten Rock",
    type: "freeTriggered",
    keywords: ["melee", "strike"],
    distance: { type: "melee", melee: 1 },
    target: "The triggering creature or object",
    trigger: "A creature or object enters the lava.",
    roll: "fixed",
    fixedBonus: 2,
    tiers: [{ damage: 6 }, { damage: 9 }, { damage: 12 }],
  }),
];

export const lavaSystem: ObjectSystem = {
  level: 3,
  category: "hazard",
  role: "hexer",
  ev: 4,
  area: "10 × 10 patch",
  squareStamina: true,
  keywords: new Set(),
  size: { value: 1, letter: "M" },
  movement: { speed: 0, types: new Set(["walk"]) },
  stamina: stamina(8, 12, 0, "healthy"),
  stability: 0,
  damage: { immunities: { fire: 20 }, weaknesses: { cold: 20 }, immuneAll: new Set() },
  characteristics: { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 },
  potency: { weak: -2, average: -1, strong: 0 },
};

const objectParts: [string, string][] = [
  ["header", "actor/object/header.hbs"],
  ["tabs", "actor/parts/tab-nav.hbs"],
  ["statblock", "actor/object/statblock.hbs"],
  ["effects", "actor/parts/effects.hbs"],
  ["biography", "actor/parts/biography.hbs"],
];

function objectView(i18n: Localizer, mode: "play" | "edit"): FixtureView {
  const id = `object-lava-${mode}`;
  const tabIds = ["statblock", "effects", "biography"];
  return {
    id,
    title: `Dynamic terrain object (Lava), ${mode} mode, GM`,
    classes: ["steelbound", "sheet", "actor", "monster", "dynamic-object"],
    width: 640,
    parts: objectParts,
    context: {
      ...objectContext(i18n, {
        name: "Lava",
        img: "icons/svg/fire.svg",
        system: lavaSystem,
        items: lavaItems,
        enriched: { biography: "<p>Molten rock wells up.</p>", gmNotes: "", items: enrichedOf(lavaItems) },
        mode,
        editable: true,
        isGM: true,
      }),
      biographyRaw: "<p>Molten rock wells up.</p>",
      gmNotesRaw: "",
      idPrefix: id,
      usable: true,
      effects: [],
      tabs: Object.fromEntries(
        tabIds.map((t, i) => [
          t,
          {
            id: t,
            group: "primary",
            active: i === 0,
            cssClass: i === 0 ? "active" : "",
            label: `STEELBOUND.Sheet.Tabs.${t}`,
          },
        ]),
      ),
      statsEdit:
        mode === "edit"
          ? statsEdit(i18n, lavaSystem, [{ path: "stability", label: "STEELBOUND.Stat.Stability" }])
          : null,
    },
  };
}

function shareViews(i18n: Localizer): FixtureView[] {
  const enriched = enrichedOf(lavaItems);
  return lavaItems
    .filter((item) => item.name !== "Deactivate")
    .map((item) => ({
      id: `item-share-${item.type}`,
      title: `Chat: ${item.type} shared to chat (read by every player; an ability is shown, not rolled)`,
      classes: ["steelbound", "chat-message"],
      width: 320,
      parts: [["main", "chat/item-share.hbs"]] as [string, string][],
      context: {
        ...itemShareContext(
          i18n,
          item,
          enriched[item.id] ?? { description: "", effectBefore: "", effectAfter: "" },
          "Lava",
        ),
      },
    }));
}

export function objectsFixtureViews(i18n: Localizer): FixtureView[] {
  return [objectView(i18n, "play"), objectView(i18n, "edit"), ...shareViews(i18n)];
}
