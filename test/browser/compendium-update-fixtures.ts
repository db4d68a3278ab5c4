/**
 * Issue 25.7 in the preview gallery: the "Update from compendium" dialog for a monster the Director changed
 * (fields and items taken, an item added and one removed, a stamina and an item kept), with a name that
 * needs escaping; and for a document with no record of its entry.
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

const MONSTER_PLAN: CompendiumPlan = {
  hadRecord: true,
  changes: [
    { path: "system.stability", from: 1, to: 2 },
    { path: "system.keywords", from: ["humanoid", "goblin"], to: ["humanoid", "goblin", "soldier"] },
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
};

const OLD_PLAN: CompendiumPlan = {
  hadRecord: false,
  changes: [
    {
      path: "system.description.value",
      from: "<p>The shield's rim slams into the target.</p>",
      to: "<p>The rim of a door-sized shield slams into the target and drives it back a step or two.</p>",
    },
  ],
  kept: [],
  items: { add: [], update: [], remove: [], keptChanged: [], keptDeleted: [] },
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
  ];
}
