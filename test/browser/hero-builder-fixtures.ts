/**
 * The hero builder and the level-up window in the preview gallery (R-HERO-ADV), built from the hand-made
 * options of the session test: a Warden half built (one trait over the points, flagged), and the 2nd-level
 * window with two abilities picked for a choice of one, as the player sees the problem; and the same hero of a
 * class with a companion, its companion step showing.
 */
import { builderContext } from "../../src/applications/hero-builder/builder-context.ts";
import { emptyDraft, type PickedOption } from "../../src/applications/hero-builder/builder-draft.ts";
import { choiceRows, levelUpContext } from "../../src/applications/hero-builder/choices.ts";
import type { OptionEntry } from "../../src/applications/hero-builder/catalog.ts";
import { pendingAdvancements } from "../../src/rules/index.ts";
import type { Advancement } from "../../src/rules/index.ts";
import type { Localizer } from "../../src/i18n.ts";
import { ID, KIT, OPTIONS, uuidOf } from "../session/hero-options.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

const uuidFor = (id: string) => (id === KIT["_id"] ? `Item.${id}` : uuidOf(id));

const catalog: OptionEntry[] = [...OPTIONS, KIT].map((source) => {
  const system = (source["system"] ?? {}) as Record<string, unknown>;
  return {
    uuid: uuidFor(String(source["_id"])),
    name: String(source["name"]),
    type: String(source["type"]),
    className: typeof system["class"] === "string" ? system["class"] : "",
    points: typeof system["points"] === "number" ? system["points"] : 1,
    group: typeof system["group"] === "string" ? system["group"] : "",
  };
});

function option(id: string): PickedOption {
  const source = [...OPTIONS, KIT].find((s) => s["_id"] === id);
  if (!source) throw new Error(`no option ${id}`);
  return {
    uuid: uuidFor(id),
    name: String(source["name"]),
    type: String(source["type"]),
    system: source["system"],
    toObject: () => ({ ...source }),
  };
}

const advancementsOf = (doc: PickedOption) =>
  (doc.system as { advancements?: Advancement[] }).advancements ?? [];

export function heroBuilderFixtureViews(i18n: Localizer): FixtureView[] {
  const picks = {
    ancestry: ID.stoneborn,
    culture: ID.highland,
    career: ID.miner,
    class: ID.warden,
    subclass: ID.bulwark,
    kit: ID.shield,
  };
  const loaded = new Map(Object.values(picks).map((id) => [option(id).uuid, option(id)]));
  const picked = Object.values(picks).map((id, i) => ({ id: `item${i}`.padEnd(16, "0"), doc: option(id) }));
  const draft = {
    ...emptyDraft(),
    name: "Brakka",
    picks: Object.fromEntries(Object.entries(picks).map(([type, id]) => [type, option(id).uuid])),
    array: 1,
    placed: { reason: 1, intuition: 1, presence: -1 },
    answers: [
      {
        source: "item0".padEnd(16, "0"),
        advancement: "traits",
        choice: { items: [uuidOf(ID.hide), uuidOf(ID.heart), uuidOf(ID.sense)] },
      },
      { source: "item1".padEnd(16, "0"), advancement: "upbringing", choice: { skills: ["climb"] } },
    ],
  };
  const warden = option(ID.warden);
  // The same hero of a class with a companion (class.companion, as a Beastheart's): the companion step.
  const companionClass: PickedOption = {
    ...warden,
    system: { ...(warden.system as object), companion: true },
  };
  const companions: OptionEntry[] = ["Wolf", "Bear"].map((name, i) => ({
    uuid: `Compendium.world.summons.Actor.companion${i}`.padEnd(46, "0"),
    name,
    type: "companion",
    className: "",
    points: 1,
    group: "",
  }));
  const withCompanion = new Map([...loaded, [warden.uuid, companionClass]]);
  const levelTwo = pendingAdvancements(
    [{ itemId: "warden0000000000", advancements: advancementsOf(warden) }],
    2,
    [{ source: "warden0000000000", advancement: "steadfast" }],
  );
  const rows = choiceRows(
    i18n,
    levelTwo,
    {
      sourceNames: new Map([["warden0000000000", "Warden"]]),
      knownSkills: new Set(["climb", "lift", "endurance"]),
      knownLanguages: new Set(["Highspeech"]),
      scores: { might: 2, agility: 2, reason: 1, intuition: 1, presence: -1 },
      catalog,
    },
    new Map([["warden0000000000.ability2", { items: [uuidOf(ID.crushing), uuidOf(ID.bash)] }]]),
    new Map([["warden0000000000.ability2", ["count"]]]),
    "sb-level-up",
  );
  return [
    {
      id: "hero-builder",
      title: "Hero builder — a Stoneborn Warden, one trait over the ancestry's points",
      classes: ["steelbound", "hero-builder-app"],
      width: 560,
      parts: [["main", "hero-builder/builder.hbs"]],
      context: builderContext(i18n, {
        draft,
        catalog,
        loaded,
        picked,
        problems: [],
        choiceProblems: new Map([["item0".padEnd(16, "0") + ".traits", ["points"]]]),
      }) as unknown as Record<string, unknown>,
    },
    {
      id: "hero-builder-companion",
      title: "Hero builder — a class with a companion: the Wolf picked",
      classes: ["steelbound", "hero-builder-app"],
      width: 560,
      parts: [["main", "hero-builder/builder.hbs"]],
      context: builderContext(i18n, {
        draft: { ...draft, companion: companions[0]?.uuid ?? "" },
        catalog: [...catalog, ...companions],
        loaded: withCompanion,
        picked,
        problems: [],
        choiceProblems: new Map(),
        // Its own ids: the other builder view is on the same page.
        idPrefix: "sb-hero-builder-companion-view",
      }) as unknown as Record<string, unknown>,
    },
    {
      id: "level-up",
      title: "Level up — Brakka to level 2, two abilities picked for a choice of one",
      classes: ["steelbound", "level-up-app"],
      width: 520,
      parts: [["main", "hero-builder/level-up.hbs"]],
      context: levelUpContext(i18n, "Brakka", 2, rows, i18n.localize("STEELBOUND.Advance.NotTaken")),
    },
  ];
}
