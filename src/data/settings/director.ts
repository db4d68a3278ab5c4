/**
 * The Director's tools' saved state as typed world settings (docs/DATA.md, "World settings"): the encounter
 * builder's draft, the montage test and the negotiation in progress. Only the GM writes them; Foundry cleans
 * and validates every write against these schemas.
 */
import { ENCOUNTER_DIFFICULTIES, MONTAGE_MAX_ROUNDS } from "../../rules/index.ts";
import { MAX_PROGRESS } from "./objective-progress.ts";
import { ATTITUDES, ENCOUNTER_OBJECTIVES, MONTAGE_DIFFICULTIES, MONTAGE_OUTCOMES } from "./director-words.ts";
import { MOTIVATIONS, ORGANIZATIONS } from "../vocabulary.ts";
import { count, integer } from "../fields/numbers.ts";
import { plainText } from "../fields/text.ts";

const { ArrayField, BooleanField, SchemaField, StringField } = foundry.data.fields;

const choice = <T extends string>(choices: readonly T[], initial: T) =>
  new StringField({ required: true, blank: false, choices: [...choices], initial });
const bool = () => new BooleanField({ initial: false });

const defineEncounterSchema = () => ({
  name: plainText(),
  difficulty: choice(ENCOUNTER_DIFFICULTIES, "standard"),
  party: new ArrayField(
    new SchemaField({
      id: new StringField({ required: true, blank: false }),
      name: plainText(),
      level: integer({ min: 1, max: 10, initial: 1 }),
      retainer: bool(),
    }),
  ),
  monsters: new ArrayField(
    new SchemaField({
      uuid: new StringField({ required: true, blank: false }),
      name: plainText(),
      img: plainText(),
      level: integer({ min: 0, max: 20, initial: 1 }),
      organization: choice(ORGANIZATIONS, "platoon"),
      ev: count(),
      count: count(1, 99),
    }),
  ),
  objective: new StringField({
    required: true,
    blank: true,
    choices: ["", ...ENCOUNTER_OBJECTIVES],
    initial: "",
  }),
  facts: new SchemaField({
    target: plainText(),
    thingHiddenOrHeld: bool(),
    specialDefenses: count(0, 9),
    delicateWard: bool(),
    rounds: count(0, 20),
    defendedPoints: integer({ min: 1, max: 9, initial: 1 }),
    defenderBenefits: count(0, 9),
    singleCulprit: bool(),
    workNeedsTests: bool(),
  }),
  // Added after the first drafts: a stored draft without it reads as no progress yet (the fields' initials).
  progress: new SchemaField({
    roundsHeld: count(0, MAX_PROGRESS),
    enemiesThrough: count(0, MAX_PROGRESS),
    saved: count(0, MAX_PROGRESS),
    toSave: count(0, MAX_PROGRESS),
    assaultTurns: new ArrayField(new BooleanField({ initial: false })),
    heroesWorking: count(0, MAX_PROGRESS),
    workRounds: count(0, MAX_PROGRESS),
    idleRounds: count(0, MAX_PROGRESS),
  }),
});
export type EncounterSchema = ReturnType<typeof defineEncounterSchema>;

export class EncounterModel extends foundry.abstract.DataModel<EncounterSchema> {
  static override defineSchema(): EncounterSchema {
    return defineEncounterSchema();
  }
}

const defineMontageSchema = () => ({
  name: plainText(),
  difficulty: choice(MONTAGE_DIFFICULTIES, "moderate"),
  maxRounds: integer({ min: 1, max: 10, initial: MONTAGE_MAX_ROUNDS }),
  roundsCompleted: count(0, 10),
  /** The heroes' own test cards count (src/applications/director/montage-feed.ts); absent on older data: off. */
  live: new BooleanField({ initial: false }),
  heroes: new ArrayField(
    new SchemaField({ id: new StringField({ required: true, blank: false }), name: plainText() }),
  ),
  entries: new ArrayField(
    new SchemaField({
      round: integer({ min: 1, max: 10, initial: 1 }),
      heroId: plainText(),
      skill: plainText(),
      outcome: choice(MONTAGE_OUTCOMES, "none"),
    }),
  ),
});
export type MontageSchema = ReturnType<typeof defineMontageSchema>;

export class MontageModel extends foundry.abstract.DataModel<MontageSchema> {
  static override defineSchema(): MontageSchema {
    return defineMontageSchema();
  }
}

const defineNegotiationSchema = () => ({
  npc: new SchemaField({ uuid: plainText(), name: plainText(), img: plainText() }),
  attitude: choice(ATTITUDES, "neutral"),
  // Added after the first negotiations: a stored one without it reads as no language named.
  language: plainText(),
  speakers: count(0, 10),
  impression: integer({ min: 1, max: 12, initial: 1 }),
  started: bool(),
  interest: count(0, 5),
  patience: count(0, 5),
  traits: new ArrayField(
    new SchemaField({
      key: choice(MOTIVATIONS, "benevolence"),
      kind: choice(["motivation", "pitfall"] as const, "motivation"),
      known: bool(),
      used: bool(),
    }),
  ),
  discoveries: count(),
  argumentSinceDiscovery: bool(),
  log: new ArrayField(
    new SchemaField({
      action: choice(
        ["motivation", "usedMotivation", "noMotivation", "pitfall", "discovery"] as const,
        "motivation",
      ),
      trait: plainText(),
      tier: integer({ min: 1, max: 3, initial: 1 }),
      interest: count(0, 5),
      patience: count(0, 5),
    }),
  ),
});
export type NegotiationSchema = ReturnType<typeof defineNegotiationSchema>;

export class NegotiationModel extends foundry.abstract.DataModel<NegotiationSchema> {
  static override defineSchema(): NegotiationSchema {
    return defineNegotiationSchema();
  }
}
