/**
 * Every fixture the preview gallery shows, as (template parts, context) pairs built the way the sheet
 * classes build them: context builders on fixture data, plus the sheet-level fields (tabs, ids, mode).
 */
import { heroContext } from "../../src/applications/sheets/context/hero.ts";
import { rollsFixtureViews } from "./rolls-fixtures.ts";
import { monsterContext } from "../../src/applications/sheets/context/monster.ts";
import type { MaliceInput } from "../../src/applications/sheets/context/monster-malice.ts";
import { retainerContext } from "../../src/applications/sheets/context/retainer.ts";
import { itemContext } from "../../src/applications/sheets/context/item.ts";
import { squadManagerContext } from "../../src/applications/sheets/context/squad.ts";
import { abilityBarContext } from "../../src/applications/hud/ability-bar-context.ts";
import type { ItemView } from "../../src/applications/sheets/context/item-data.ts";
import { selectOptions, type Localizer } from "../../src/i18n.ts";
import { trackerObjectiveView } from "../../src/applications/combat/objective-view.ts";
import { sampleEncounter } from "../fixtures/director.ts";
import { ROLES } from "../../src/data/vocabulary.ts";
import { hero } from "../fixtures/hero.ts";
import { spinecleaver, wyrm } from "../fixtures/monster.ts";
import { retainer } from "../fixtures/retainer.ts";
import { squadManagerInput } from "../fixtures/squad.ts";
import { enrichedOf } from "../fixtures/make.ts";
import { DataField, NumberField, StringField } from "../harness/fields.ts";
import {
  combatTrackerFixture,
  combatTrackerHiddenFixtures,
  combatTrackerObjectiveFixture,
  victoriesDialogFixture,
} from "../fixtures/combat-tracker.ts";
import {
  fallenMinionsFixture,
  squadStrikeCardFixture,
  squadStrikeFixture,
} from "../fixtures/squad-dialogs.ts";
import { directorFixtureViews } from "./director-fixtures.ts";
import { contentFixtureViews } from "./content-fixtures.ts";
import { browserFixtureViews } from "./browser-fixtures.ts";
import { testCallFixtureViews } from "./test-call-fixtures.ts";
import { canvasFixtureViews } from "./canvas-fixtures.ts";
import { heroBuilderFixtureViews } from "./hero-builder-fixtures.ts";
import { listText, negotiationEdit, statsEdit } from "../../src/applications/sheets/context/stats-edit.ts";
import { effectsContext } from "../../src/applications/sheets/context/effects.ts";
import { effectsFixtureViews } from "./effects-fixtures.ts";
import { advancementFixtureViews } from "./advancement-fixtures.ts";
import { embedFixtureViews } from "./embed-fixtures.ts";
import { objectsFixtureViews } from "./objects-fixtures.ts";
import { partyFixtureViews } from "./party-fixtures.ts";
import { purchaseFixtureViews } from "./purchase-fixtures.ts";
import { settingsFixtureViews } from "./settings-fixtures.ts";
import { compendiumUpdateFixtureViews } from "./compendium-update-fixtures.ts";
import { followerFixtureViews, noFollowers } from "./follower-fixtures.ts";
import { journalFixtureViews } from "./journal-fixtures.ts";

export interface FixtureView {
  id: string;
  title: string;
  /** CSS classes of the application element, as DEFAULT_OPTIONS.classes gives them. */
  classes: string[];
  /** The window's default width (DEFAULT_OPTIONS.position.width), px. */
  width: number;
  /** [partId, template path under templates/] in PARTS order. */
  parts: [string, string][];
  context: Record<string, unknown>;
  /**
   * Templates rendered first, each into a context field of the same name, for a template that receives
   * another template's HTML (the journal embeds put the monster sheet's own header and stat block inside).
   */
  nested?: Record<string, { path: string; context: Record<string, unknown> }>;
  /** A window whose markup is core's (the journal sheet): its HTML as built, in place of the parts. */
  html?: string;
}

/** ApplicationV2#_prepareTabs for one group (v13): label = `${labelPrefix}.${id}`, active tab gets cssClass. */
function tabs(ids: readonly string[], active: string): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    ids.map((id) => [
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
}

function actorFields(
  id: string,
  tabIds: readonly string[],
  biography: { value: string; gmNotes: string },
  editable: boolean,
) {
  return {
    biographyRaw: biography.value,
    gmNotesRaw: biography.gmNotes,
    idPrefix: id,
    usable: editable,
    tabs: tabs(tabIds, tabIds[0] ?? ""),
  };
}

const HERO_TABS = ["abilities", "features", "skills", "projects", "inventory", "effects", "biography"];
const heroParts: [string, string][] = [
  ["header", "actor/hero/header.hbs"],
  ["tabs", "actor/parts/tab-nav.hbs"],
  ["abilities", "actor/hero/abilities.hbs"],
  ["features", "actor/hero/features.hbs"],
  ["skills", "actor/hero/skills.hbs"],
  ["projects", "actor/hero/projects.hbs"],
  ["inventory", "actor/hero/inventory.hbs"],
  ["effects", "actor/parts/effects.hbs"],
  ["biography", "actor/parts/biography.hbs"],
];
const monsterParts: [string, string][] = [
  ["header", "actor/monster/header.hbs"],
  ["tabs", "actor/parts/tab-nav.hbs"],
  ["statblock", "actor/monster/statblock.hbs"],
  ["effects", "actor/parts/effects.hbs"],
  ["biography", "actor/parts/biography.hbs"],
];
const retainerParts: [string, string][] = [
  ["header", "actor/retainer/header.hbs"],
  ["tabs", "actor/parts/tab-nav.hbs"],
  ["abilities", "actor/retainer/abilities.hbs"],
  ["effects", "actor/parts/effects.hbs"],
  ["biography", "actor/parts/biography.hbs"],
];

/**
 * The model fields an item sheet draws with formGroup (src/applications/sheets/schema-form.ts), for the
 * gallery: fields built like the models', labelled from the same FIELDS keys Foundry's Localization reads.
 */
function fixtureSchemaFields(i18n: Localizer, item: ItemView): object[] {
  const labelled = <F extends DataField>(field: F, key: string): F => {
    field.label = i18n.localize(`${key}.label`);
    if (i18n.has(`${key}.hint`)) field.hint = i18n.localize(`${key}.hint`);
    return field;
  };
  const prerequisites = [
    {
      field: labelled(
        new StringField({ required: true, blank: true }),
        "STEELBOUND.Item.FIELDS.prerequisites.text",
      ),
      name: "system.prerequisites.text",
      value: "",
      disabled: false,
    },
    {
      field: labelled(
        new NumberField({ integer: true, min: 0 }),
        "STEELBOUND.Item.FIELDS.prerequisites.level",
      ),
      name: "system.prerequisites.level",
      value: 0,
      disabled: false,
    },
  ];
  if (item.type !== "perk") return prerequisites;
  const groups = ["crafting", "exploration", "interpersonal", "intrigue", "lore", "supernatural"];
  return [
    ...prerequisites,
    {
      field: labelled(
        new StringField({ required: true, blank: true, choices: ["", ...groups] }),
        "STEELBOUND.Perk.FIELDS.group",
      ),
      name: "system.group",
      value: "lore",
      options: groups.map((g) => ({
        value: g,
        label: i18n.localize(
          `STEELBOUND.AdvancementEditor.PerkGroup.${g.charAt(0).toUpperCase()}${g.slice(1)}`,
        ),
      })),
      disabled: false,
    },
  ];
}

function itemFixture(i18n: Localizer, item: ItemView): FixtureView {
  const context = itemContext(i18n, item, { editable: true, enriched: enrichedOf([item])[item.id] });
  return {
    id: `item-${item.type}`,
    title: `${item.type}: ${item.name}`,
    classes: ["steelbound", "sheet", "item"],
    width: 620,
    parts: [
      ["header", "item/header.hbs"],
      ["tabs", "actor/parts/tab-nav.hbs"],
      ["description", "item/description.hbs"],
      ["details", `item/details/${context.details.kind}.hbs`],
    ],
    context: {
      ...context,
      idPrefix: `item-${item.type}`,
      isEdit: true,
      schemaFields: fixtureSchemaFields(i18n, item),
      tabs: tabs(["details", "description"], "details"),
    },
  };
}

/**
 * One item of every type: the hero's own, plus the wyrm's third villain action for the ability editor, shown as
 * an ability whose own text grants tier 3 (R-PR-7 `automaticTier`: the editor's choice and the preview's line).
 */
function sampleItems(): ItemView[] {
  const byType = new Map<string, ItemView>();
  for (const item of [
    ...wyrm.items
      .filter((i) => i.type === "ability" && i.system.villainAction === 3)
      .map((i) => (i.type === "ability" ? { ...i, system: { ...i.system, automaticTier: 3 } } : i)),
    ...hero.items,
  ])
    if (!byType.has(item.type)) byType.set(item.type, item);
  return [...byType.values()];
}

/** The sheet's advancement row (hero-sheet.ts sheetAdvancement): a granted feature's choice still owed. */
const heroAdvancement = {
  advancement: {
    canLevelUp: true,
    canLevelDown: true,
    pending: [{ label: "Oath Tongue", sourceName: "Steadfast", level: 1 }],
    buildable: false,
  },
};

/** The heaviest sheet: the level-5 hero with 30 abilities in play mode (also the benchmark's subject). */
/** R-AB-8: a Fury's two resource gains on the header, the round's one already taken (src/flows/resource-triggers.ts). */
/**
 * What the hero sheet adds to its context beyond heroContext (hero-sheet.ts _prepareContext): no creature
 * summoned and no resource trigger, unless a fixture shows them.
 */
const HERO_SHEET_EXTRAS = { summoned: [], resourceTriggers: [] };

const resourceTriggers = (i18n: Localizer) => ({
  resourceTriggers: [
    {
      index: 0,
      label: i18n.localize("STEELBOUND.ResourceTrigger.Kind.takeDamage"),
      gain: "1",
      button: i18n.format("STEELBOUND.ResourceTrigger.Gain", { gain: "1", resource: "Ferocity" }),
      windowLabel: i18n.localize("STEELBOUND.ResourceTrigger.Window.round"),
      used: true,
    },
    {
      index: 1,
      label: i18n.localize("STEELBOUND.ResourceTrigger.Kind.winded"),
      gain: "1d3",
      button: i18n.format("STEELBOUND.ResourceTrigger.Gain", { gain: "1d3", resource: "Ferocity" }),
      windowLabel: i18n.localize("STEELBOUND.ResourceTrigger.Window.encounter"),
      used: false,
    },
  ],
});

export function heroView(
  i18n: Localizer,
  input: typeof hero = hero,
  title = "Hero — level 5, 30 abilities (play mode)",
): FixtureView {
  return {
    id: "hero",
    title,
    classes: ["steelbound", "sheet", "actor", "hero"],
    width: 760,
    parts: heroParts,
    context: {
      ...noFollowers(i18n),
      ...HERO_SHEET_EXTRAS,
      // One ability row opened to its full card, as a click on its name leaves it (hero-sheet.ts).
      ...heroContext(i18n, {
        ...input,
        openAbilities: new Set(
          input.items
            .filter((i) => i.type === "ability")
            .map((i) => i.id)
            .slice(0, 1),
        ),
      }),
      ...resourceTriggers(i18n),
      ...actorFields("hero", HERO_TABS, input.system.biography, true),
      ...heroAdvancement,
    },
  };
}

/**
 * The GM's view at the start of the wyrm's turn in round 3: 9 Malice, Malicious Strike used in round 2
 * (so its button says why it is unavailable, R-ML-3), creature Malice features usable (R-ML-4).
 */
const wyrmTurnMalice: MaliceInput = {
  isGM: true,
  visibleToPlayers: true,
  value: 9,
  maliciousStrikeRound: 2,
  round: 3,
  turnStart: true,
  highestCharacteristic: 5,
};

/** The solo monster's stat block with villain actions and the Director's Malice. */
export function monsterView(i18n: Localizer): FixtureView {
  return {
    id: "monster-solo",
    title: "Solo monster with villain actions and Malice (GM, its turn)",
    classes: ["steelbound", "sheet", "actor", "monster"],
    width: 680,
    parts: monsterParts,
    context: {
      ...monsterContext(i18n, wyrm, wyrmTurnMalice),
      ...actorFields("monster-solo", ["statblock", "effects", "biography"], wyrm.system.biography, true),
    },
  };
}

/**
 * The hero's Effects tab as its owner sees it: a save-ends condition from a monster, an end-of-turn custom
 * effect switched off, and an effect whose source is gone (R-AB-11 durations, docs/DATA.md flags).
 */
function heroEffectsView(i18n: Localizer): FixtureView {
  const effects = effectsContext(
    i18n,
    [
      {
        id: "slowed0000000001",
        itemId: null,
        name: "Slowed",
        img: "icons/svg/downgrade.svg",
        source: "Goblin Shieldbearer",
        duration: "save",
        disabled: false,
        suppressed: false,
      },
      {
        id: "braced0000000001",
        itemId: null,
        name: "Braced (+2 stability)",
        img: null,
        source: "Korva",
        duration: "eot",
        disabled: true,
        suppressed: false,
      },
      {
        id: "blessed000000001",
        itemId: null,
        name: "Blessing of the Forge",
        img: null,
        source: null,
        duration: null,
        disabled: false,
        suppressed: false,
      },
      {
        id: "ringward00000001",
        itemId: "ringofward000001",
        name: "Ward (+1 stability)",
        img: null,
        source: "Ring of Warding",
        duration: null,
        disabled: false,
        suppressed: true,
      },
      {
        id: "vowrespite000001",
        itemId: null,
        name: "Vow of the Anvil",
        img: null,
        source: "Korva",
        duration: "respite",
        disabled: false,
        suppressed: false,
      },
    ],
    true,
  );
  const fields = actorFields("hero-effects", HERO_TABS, hero.system.biography, true);
  return {
    id: "hero-effects",
    title: "Hero — Effects tab (owner)",
    classes: ["steelbound", "sheet", "actor", "hero"],
    width: 760,
    parts: heroParts,
    context: {
      ...noFollowers(i18n),
      ...HERO_SHEET_EXTRAS,
      ...heroContext(i18n, hero),
      ...fields,
      tabs: tabs(HERO_TABS, "effects"),
      ...effects,
      ...heroAdvancement,
    },
  };
}

/** The hero's treasure list as its owner sees it: each treasure with its equip toggle and state (R-RW-1). */
function heroInventoryView(i18n: Localizer): FixtureView {
  const fields = actorFields("hero-inventory", HERO_TABS, hero.system.biography, true);
  return {
    id: "hero-inventory",
    title: "Hero — treasures with equip toggles (owner)",
    classes: ["steelbound", "sheet", "actor", "hero"],
    width: 760,
    parts: heroParts,
    context: {
      ...noFollowers(i18n),
      ...HERO_SHEET_EXTRAS,
      ...heroContext(i18n, hero),
      ...fields,
      editable: true,
      tabs: tabs(HERO_TABS, "inventory"),
      ...heroAdvancement,
    },
  };
}

export function fixtureViews(i18n: Localizer): FixtureView[] {
  return [
    heroView(i18n),
    heroEffectsView(i18n),
    {
      id: "hero-edit",
      title: "Hero — edit mode",
      classes: ["steelbound", "sheet", "actor", "hero"],
      width: 760,
      parts: heroParts,
      context: {
        ...noFollowers(i18n),
        ...HERO_SHEET_EXTRAS,
        ...HERO_SHEET_EXTRAS,
        ...heroContext(i18n, { ...hero, mode: "edit" }),
        ...actorFields("hero-edit", HERO_TABS, hero.system.biography, true),
        // The edit inputs the sheet adds from the stored data (actor-sheet.ts, hero-sheet.ts).
        statsEdit: statsEdit(i18n, hero.system, [{ path: "stability", label: "STEELBOUND.Stat.Stability" }]),
        languagesRaw: listText(hero.system, "languages"),
        customSkillsRaw: listText(hero.system, "customSkills"),
        ...heroAdvancement,
      },
    },
    monsterView(i18n),
    {
      id: "monster-minion",
      title: "Minion (edit mode)",
      classes: ["steelbound", "sheet", "actor", "monster"],
      width: 680,
      parts: monsterParts,
      context: {
        ...monsterContext(i18n, {
          ...spinecleaver,
          // R-MN-10: the with-captain benefit as a change row in the editor.
          system: {
            ...spinecleaver.system,
            captainChanges: [{ key: "system.movement.speed", mode: 2, value: "2" }],
          },
          mode: "edit",
        }),
        ...actorFields(
          "monster-minion",
          ["statblock", "effects", "biography"],
          spinecleaver.system.biography,
          true,
        ),
        statsEdit: statsEdit(i18n, spinecleaver.system, []),
        negotiation: negotiationEdit(i18n, spinecleaver.system),
      },
    },
    {
      id: "retainer",
      title: "Retainer (dying, edit mode)",
      classes: ["steelbound", "sheet", "actor", "retainer"],
      width: 700,
      parts: retainerParts,
      context: {
        ...retainerContext(i18n, retainer),
        ...actorFields("retainer", ["abilities", "effects", "biography"], retainer.system.biography, true),
        statsEdit: statsEdit(i18n, retainer.system, [
          { path: "level", label: "STEELBOUND.Sheet.Level", min: 1 },
        ]),
        roles: selectOptions(i18n, ROLES, retainer.system.role, "STEELBOUND.Monster.Role."),
        keywordsRaw: "human",
        mentors: [
          { value: "", label: i18n.localize("STEELBOUND.Retainer.NoMentor"), selected: false },
          { value: "Actor.varka", label: "Varka Ironvein", selected: true },
        ],
      },
    },
    ...sampleItems().map((item) => itemFixture(i18n, item)),
    ...advancementFixtureViews(i18n),
    ...embedFixtureViews(i18n),
    {
      id: "squad-manager",
      title: "Minion squad of 8",
      classes: ["steelbound", "squad-manager-app"],
      width: 420,
      parts: [["main", "squad/squad-manager.hbs"]],
      context: { ...squadManagerContext(i18n, squadManagerInput) },
    },
    {
      // The ability bar above the hotbar for the selected token (src/applications/hud/ability-bar.ts).
      id: "ability-bar",
      title: "Ability bar of the selected token",
      classes: ["steelbound", "ability-bar"],
      width: 720,
      parts: [["main", "hud/ability-bar.hbs"]],
      context: {
        ...abilityBarContext(
          i18n,
          "Korva",
          [
            { id: "a1", name: "Shoulder In", type: "main", signature: true, cost: 0, costsMalice: false },
            { id: "a2", name: "Whirlwind", type: "main", signature: false, cost: 3, costsMalice: false },
            { id: "a3", name: "Knockback", type: "maneuver", signature: false, cost: 0, costsMalice: false },
            {
              id: "a4",
              name: "Lines of Force",
              type: "triggered",
              signature: false,
              cost: 1,
              costsMalice: false,
            },
          ],
          i18n.localize("STEELBOUND.Hero.HeroicResource"),
        ),
      },
    },
    ...rollsFixtureViews(i18n),
    combatTrackerFixture,
    ...combatTrackerHiddenFixtures,
    // The objective row in the page's language, as the tracker builds it (hold them off, failing).
    {
      ...combatTrackerObjectiveFixture,
      context: {
        ...combatTrackerObjectiveFixture.context,
        objective: trackerObjectiveView(
          i18n,
          {
            ...sampleEncounter,
            objective: "holdThemOff",
            progress: { ...sampleEncounter.progress, roundsHeld: 1, enemiesThrough: 2 },
          },
          true,
        ),
      },
    },
    victoriesDialogFixture,
    fallenMinionsFixture,
    squadStrikeFixture,
    squadStrikeCardFixture,
    ...directorFixtureViews(i18n),
    ...contentFixtureViews(i18n),
    ...browserFixtureViews(i18n),
    ...partyFixtureViews(i18n),
    ...purchaseFixtureViews(i18n),
    ...settingsFixtureViews(i18n),
    ...effectsFixtureViews(i18n, heroInventoryView),
    ...testCallFixtureViews(i18n),
    ...canvasFixtureViews(),
    ...heroBuilderFixtureViews(i18n),
    ...objectsFixtureViews(i18n),
    ...compendiumUpdateFixtureViews(i18n),
    ...followerFixtureViews(i18n),
    ...journalFixtureViews((i18n as { lang?: string }).lang ?? "en"),
  ];
}
