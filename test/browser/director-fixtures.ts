/**
 * The Director's tools in the preview gallery: encounter builder, monster builder (an elite with a role and a
 * leader without one), montage tracker (GM and player), negotiation.
 */
import { encounterBuilderContext } from "../../src/applications/director/context/encounter.ts";
import { montageTrackerContext } from "../../src/applications/director/context/montage.ts";
import { monsterBuilderContext } from "../../src/applications/director/context/monster-builder.ts";
import { emptyMonsterDraft } from "../../src/data/monster-draft.ts";
import {
  emptyDraft,
  negotiationTrackerContext,
} from "../../src/applications/director/context/negotiation.ts";
import { montageOutcomeCard } from "../../src/applications/director/context/outcome.ts";
import type { Localizer } from "../../src/i18n.ts";
import { sampleEncounter, sampleMontage, sampleNegotiation } from "../fixtures/director.ts";
import { forecastPanel } from "../../src/applications/director/forecast/context.ts";
import {
  forecastEncounter,
  forecastMonsterFromMaths,
  type ForecastHero,
} from "../../src/rules/forecast/index.ts";

/** The sample encounter played out: four 1st-level heroes against its monsters, from the monster maths. */
function sampleForecast() {
  const heroes: ForecastHero[] = sampleEncounter.party.map((m) => ({
    id: m.id,
    name: m.name,
    level: m.level,
    stamina: 27,
    recoveries: 8,
    abilities: [
      { damage: [6, 9, 12], roll: 2 },
      { damage: [8, 12, 16], roll: 2, cost: 3 },
    ],
  }));
  const monsters = sampleEncounter.monsters.map((line) =>
    forecastMonsterFromMaths({ ...line, id: line.uuid }),
  );
  return forecastEncounter({ heroes, monsters, seed: 1 });
}
import type { FixtureView } from "./fixtures-catalog.ts";

export function directorFixtureViews(i18n: Localizer): FixtureView[] {
  return [
    {
      id: "encounter-builder",
      title: "Encounter builder — four level-1 heroes, a goblin ambush, defeat a specific foe",
      classes: ["steelbound", "director-app", "encounter-builder-app"],
      width: 560,
      parts: [
        ["main", "director/encounter-builder.hbs"],
        ["forecast", "director/encounter-forecast.hbs"],
      ],
      context: {
        ...encounterBuilderContext(i18n, sampleEncounter, {
          isGM: true,
          monsterChoices: [
            { uuid: "Actor.goblinScout00001", name: "Goblin Scout" },
            { uuid: "Actor.spinecleaver0001", name: "Goblin Spinecleaver" },
          ],
        }),
        forecast: forecastPanel(i18n, "done", sampleForecast()),
      },
    },
    {
      id: "monster-builder",
      title: "Monster builder — a level-4 elite brute, agility first",
      classes: ["steelbound", "director-app", "monster-builder-app"],
      width: 520,
      parts: [["main", "director/monster-builder.hbs"]],
      context: {
        ...monsterBuilderContext(
          i18n,
          {
            ...emptyMonsterDraft(),
            name: "Bone Reaver",
            level: 4,
            organization: "elite",
            characteristic: "agility",
          },
          { isGM: true },
        ),
        idPrefix: "monster-builder",
      },
    },
    {
      id: "monster-builder-leader",
      title: "Monster builder — a level-7 leader (no role)",
      classes: ["steelbound", "director-app", "monster-builder-app"],
      width: 520,
      parts: [["main", "director/monster-builder.hbs"]],
      context: {
        ...monsterBuilderContext(
          i18n,
          { ...emptyMonsterDraft(), level: 7, organization: "leader" },
          { isGM: true },
        ),
        idPrefix: "monster-builder-leader",
      },
    },
    {
      id: "montage-tracker",
      title: "Montage test — moderate, round 2 of 2",
      classes: ["steelbound", "director-app", "montage-tracker-app"],
      width: 560,
      parts: [["main", "director/montage-tracker.hbs"]],
      context: { ...montageTrackerContext(i18n, sampleMontage, { isGM: true }), idPrefix: "montage-tracker" },
    },
    {
      id: "montage-tracker-player",
      title: "Montage test — a player's read-only view",
      classes: ["steelbound", "director-app", "montage-tracker-app"],
      width: 560,
      parts: [["main", "director/montage-tracker.hbs"]],
      context: {
        ...montageTrackerContext(i18n, sampleMontage, { isGM: false }),
        idPrefix: "montage-tracker-player",
      },
    },
    {
      id: "negotiation-tracker",
      title: "Negotiation — suspicious underboss after three moves",
      classes: ["steelbound", "director-app", "negotiation-tracker-app"],
      width: 600,
      parts: [["main", "director/negotiation-tracker.hbs"]],
      context: negotiationTrackerContext(i18n, sampleNegotiation, { isGM: true, draft: emptyDraft() }),
    },
    {
      id: "director-outcome-card",
      title: "Montage outcome posted to chat",
      classes: ["chat-message"],
      width: 300,
      parts: [["main", "director/outcome-card.hbs"]],
      context: { ...montageOutcomeCard(i18n, sampleMontage) },
    },
  ];
}
