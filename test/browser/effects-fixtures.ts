/**
 * Gallery views for effects beyond conditions: a leveled treasure's Effects tab (three level bands, R-RW-1),
 * the hero's treasure list with its equip toggles, and the token HUD's duration dialog (R-AB-11).
 */
import { itemContext } from "../../src/applications/sheets/context/item.ts";
import { itemEffectsContext } from "../../src/applications/sheets/context/item-effects.ts";
import { conditionDurationContext } from "../../src/applications/dialogs/condition-duration.ts";
import type { ItemView } from "../../src/applications/sheets/context/item-data.ts";
import { localizeOr, type Localizer } from "../../src/i18n.ts";
import { hero } from "../fixtures/hero.ts";
import { enrichedOf } from "../fixtures/make.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

const itemTabs = (active: string) =>
  Object.fromEntries(
    ["details", "description", "effects"].map((id) => [
      id,
      {
        id,
        group: "primary",
        active: id === active,
        cssClass: id === active ? "active" : "",
        label: `STEELBOUND.Sheet.Tabs.${id}`,
      },
    ]),
  );

function leveledTreasure(): ItemView {
  const found = hero.items.find((i) => i.type === "treasure" && i.name === "Blade of the Lost Tide");
  if (!found) throw new Error("the hero fixture has no leveled treasure");
  return found;
}

/** The leveled Blade's Effects tab as its owner edits it: one effect per level band, each +damage immunity. */
function treasureEffectsView(i18n: Localizer): FixtureView {
  const item = leveledTreasure();
  const band = (level: 1 | 5 | 9, value: string) => ({
    id: `tide${level}00000000000`.slice(0, 16),
    name: `Tidecaller (level ${level})`,
    disabled: false,
    duration: null,
    band: level,
    changes: [
      { key: "system.damage.immunities.cold", mode: 2, value },
      { key: "system.movement.speed", mode: 2, value: "1" },
    ],
  });
  const effects = itemEffectsContext(i18n, [band(1, "2"), band(5, "5"), band(9, "10")], {
    showBands: true,
    editable: true,
  });
  const context = itemContext(i18n, item, { editable: true, enriched: enrichedOf([item])[item.id] });
  return {
    id: "item-treasure-effects",
    title: "Leveled treasure — Effects tab (owner)",
    classes: ["steelbound", "sheet", "item"],
    width: 620,
    parts: [
      ["header", "item/header.hbs"],
      ["tabs", "actor/parts/tab-nav.hbs"],
      ["description", "item/description.hbs"],
      ["details", `item/details/${context.details.kind}.hbs`],
      ["effects", "item/effects.hbs"],
    ],
    context: {
      ...context,
      ...effects,
      idPrefix: "item-treasure-effects",
      isEdit: true,
      tabs: itemTabs("effects"),
    },
  };
}

/** The HUD's duration dialog for Dazed on a hero whose name needs escaping. */
function conditionDurationView(i18n: Localizer): FixtureView {
  return {
    id: "condition-duration-dialog",
    title: "Token HUD — condition duration",
    classes: ["steelbound", "dialog"],
    width: 400,
    parts: [["main", "dialogs/condition-duration.hbs"]],
    context: conditionDurationContext(i18n, {
      actorName: "Korva <the Bold>",
      condition: localizeOr(i18n, "STEELBOUND.Condition.dazed", "Dazed"),
    }),
  };
}

/** The same dialog for Frightened: it also names the creature that imposed it (R-CN-3), the acting one first. */
function conditionSourceView(i18n: Localizer): FixtureView {
  return {
    id: "condition-source-dialog",
    title: "Token HUD — condition duration and source",
    classes: ["steelbound", "dialog"],
    width: 400,
    parts: [["main", "dialogs/condition-duration.hbs"]],
    context: conditionDurationContext(i18n, {
      actorName: "Korva <the Bold>",
      condition: localizeOr(i18n, "STEELBOUND.Condition.frightened", "Frightened"),
      sources: {
        candidates: [
          { uuid: "Actor.warlord", name: "Goblin Warlord" },
          { uuid: "Actor.shield", name: "Goblin <Shieldbearer>" },
        ],
        preferred: "Actor.warlord",
      },
    }),
  };
}

export function effectsFixtureViews(
  i18n: Localizer,
  heroInventory: (i18n: Localizer) => FixtureView,
): FixtureView[] {
  return [
    treasureEffectsView(i18n),
    heroInventory(i18n),
    conditionDurationView(i18n),
    conditionSourceView(i18n),
  ];
}
