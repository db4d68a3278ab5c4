/**
 * in the preview gallery: the "Update from compendium" dialog for a monster the Director changed
 * (fields and items taken, an item added and one removed, a stamina and an item kept), with a name that
 * needs escaping, with effects and the prototype token; for a document with no record of its entry; and for
 * one whose record predates effect and token records.
 */
import { compendiumUpdateContext } from "../../src/applications/dialogs/compendium-update.ts";
import type { CompendiumPlan } from "../../src/documents/compendium-update/plan.ts";
import type { Localizer } from "../../src/i18n.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

const view = (id: string, title: string, context: object): FixtureView => ({
  id,
  title,
  classes: ["steelbound", "dialog", "compendium-update"],
  width: 520,
  parts: [["main", "dialogs/compendium-update.hbs"]],
  context: { ...context },
});

const NO_CHANGE = { add: [], update: [], remove: [], keptChanged: [], keptDeleted: [] };

const MONSTER_PLAN: CompendiumPlan = {
  hadRecord: true,
  unrecorded: [],
  changes: [
    { path: "system.stability", from: 1, to: 2 },
    { path: "prototypeToken.width", from: 1, to: 2 },
    { path: "system.keywords", from: ["humanoid", "goblin"], to: ["humanoid", "goblin", "elemental"] },
  ],
  kept: [{ path: "system.stamina.max", mine: 45, entry: 50 }],
  items: {
    add: [{ _id: "shove", name: "Shield Shove <new>", type: "ability" }],
    update: [
      {
        id: "bash",
        name: "Shield Bash",
        changes: [{ path: "system.power.tier1.damage.value", from: 5, to: 6 }],
        kept: [{ path: "system.distance.melee", mine: 2, entry: 1 }],
      },
    ],
    remove: [{ id: "rally", name: "Rally Cry" }],
    keptChanged: [{ id: "wall", name: "Shield Wall" }],
    keptDeleted: [{ id: "taunt", name: "Taunt" }],
  },
  effects: {
    add: [{ _id: "brace", name: "Braced <stance>" }],
    update: [
      {
        id: "guard",
        name: "Shield Guard",
        changes: [{ path: "duration.rounds", from: 1, to: 2 }],
        kept: [{ path: "changes", mine: [{ key: "system.stability", value: "2" }], entry: [] }],
      },
    ],
    remove: [{ id: "old", name: "Old Stance" }],
    keptChanged: [],
    keptDeleted: [{ id: "cover", name: "Cover" }],
  },
  itemEffects: [
    {
      itemId: "wall",
      itemName: "Shield Wall",
      effects: { ...NO_CHANGE, add: [{ _id: "wallFx", name: "Walled" }] },
    },
  ],
};

const OLD_PLAN: CompendiumPlan = {
  hadRecord: false,
  unrecorded: [],
  changes: [
    {
      path: "system.description.value",
      from: "<p>The shield's rim slams into the target.</p>",
      to: "<p>The rim of a door-sized shield slams into the target and drives it back a step or two.</p>",
    },
  ],
  kept: [],
  items: NO_CHANGE,
  effects: NO_CHANGE,
  itemEffects: [],
};

const OLD_PARTS_PLAN: CompendiumPlan = {
  hadRecord: true,
  unrecorded: ["effects", "token"],
  changes: [{ path: "prototypeToken.texture.src", from: "a.webp", to: "b.webp" }],
  kept: [],
  items: NO_CHANGE,
  effects: { ...NO_CHANGE, add: [{ _id: "brace", name: "Braced" }] },
  itemEffects: [],
};

export function compendiumUpdateFixtureViews(i18n: Localizer): FixtureView[] {
  return [
    view(
      "compendium-update-monster",
      "Update from compendium — a monster the Director changed",
      compendiumUpdateContext(i18n, "Goblin <Shieldbearer>", MONSTER_PLAN),
    ),
    view(
      "compendium-update-no-record",
      "Update from compendium — an ability made before records were kept",
      compendiumUpdateContext(i18n, "Shield Bash", OLD_PLAN),
    ),
    view(
      "compendium-update-old-parts",
      "Update from compendium — a monster recorded before effects and tokens were",
      compendiumUpdateContext(i18n, "Goblin Shieldbearer", OLD_PARTS_PLAN),
    ),
  ];
}
