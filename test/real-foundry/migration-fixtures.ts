/**
 * The old-version sources the migration tests lift (test/data/migrations.test.ts and
 * test/data/migrations-keep.test.ts), listed once more as data so the real-common test can run each
 * through our models on Foundry's real classes beside test/harness. 33 fixtures: 6 + 27 (13 of them the
 * "every item type at v0" case). Keep in step when a migration test gains an old source.
 */
export interface MigrationFixture {
  /** Where it comes from (test file and case). */
  name: string;
  /** Document name and subtype: "Actor.hero", "Item.ability", … */
  model: string;
  source: Record<string, unknown>;
}

const ITEM_TYPES = [
  ...["ability", "feature", "ancestry", "culture", "career", "class", "subclass", "kit"],
  ...["complication", "perk", "title", "treasure", "project"],
];

const oldHero = () => ({
  level: 2,
  characteristics: { m: 2, a: 1, r: 0, i: -1, p: 3 },
  size: "1S",
  skills: ["Handle Animals", "Read Person", "alchemy"],
});

const v3Tier = () => ({
  damage: { value: 3, characteristic: true, type: "fire" },
  conditions: [
    { condition: "slowed", potency: { characteristic: "might", strength: "weak" }, duration: "eot" },
  ],
  forced: { kind: "", distance: 0, vertical: false },
  text: "",
});

/** From test/data/migrations.test.ts. */
const MODEL_MIGRATIONS: MigrationFixture[] = [
  { name: "migrations: v0 hero", model: "Actor.hero", source: oldHero() },
  {
    name: "migrations: v0 monster keywords",
    model: "Actor.monster",
    source: { size: "2", keywords: "Humanoid, Goblin" },
  },
  { name: "migrations: v0 monster huge", model: "Actor.monster", source: { size: "huge" } },
  {
    name: "migrations: v0 ability keywords",
    model: "Item.ability",
    source: { keywords: "Melee, Strike, Weapon" },
  },
  {
    name: "migrations: v1 class gain per turn",
    model: "Item.class",
    source: {
      schemaVersion: 1,
      heroicResource: { name: "ferocity", gainPerTurn: 2 },
      stamina: { starting: 21, perLevel: 9 },
      recoveries: 10,
      primaryCharacteristics: ["might", "agility"],
    },
  },
  { name: "migrations: class gain 0", model: "Item.class", source: { heroicResource: { gainPerTurn: 0 } } },
];

/** From test/data/migrations-keep.test.ts. */
const KEEP_MIGRATIONS: MigrationFixture[] = [
  {
    name: "keep: v0 hero skills",
    model: "Actor.hero",
    source: {
      level: 2,
      characteristics: { m: 2, a: 1, r: 0, i: -1, p: 3 },
      size: "1S",
      skills: ["Handle Animals", "read person", "alchemy", "Basket Weaving", " Underwater Basketry "],
      customSkills: ["Juggling"],
      languages: ["Caelian"],
      biography: { value: "<p>Korva grew up on the docks.</p>" },
    },
  },
  {
    name: "keep: v0 hero legacy",
    model: "Actor.hero",
    source: {
      characteristics: { m: 2, might: 4 },
      movement: { speed: 6, types: ["walk", "glide"] },
      notes: "Owes the guild 40 gold",
    },
  },
  {
    name: "keep: v0 monster",
    model: "Actor.monster",
    source: {
      size: "2",
      keywords: "Humanoid, Goblin",
      organization: "boss",
      negotiation: { motivations: ["greed", "chaos"], interest: 3 },
      characteristics: { a: 2 },
    },
  },
  { name: "keep: v0 monster huge", model: "Actor.monster", source: { size: "huge" } },
  {
    name: "keep: v0 retainer",
    model: "Actor.retainer",
    source: { keywords: "Humanoid", characteristics: { m: 1, p: -1 }, role: "harrier", mentor: "Korva" },
  },
  {
    name: "keep: v0 ability",
    model: "Item.ability",
    source: {
      keywords: "Melee, Strike, Weapon",
      type: "bonus",
      power: {
        characteristics: ["might"],
        tier1: {
          damage: { value: 3 },
          conditions: [{ condition: "slowed" }, { condition: "poisoned", duration: "save" }],
        },
      },
    },
  },
  {
    name: "keep: v0 treasure",
    model: "Item.treasure",
    source: { keywords: "Magic, Ring", category: "junk", quantity: 2 },
  },
  ...ITEM_TYPES.map((type) => ({
    name: `keep: v0 ${type} old field`,
    model: `Item.${type}`,
    source: { description: { value: `<p>${type}</p>` }, oldNote: `${type} note` },
  })),
  {
    name: "keep: v1 class formula",
    model: "Item.class",
    source: {
      schemaVersion: 1,
      heroicResource: { name: "ferocity", gainPerTurn: 2 },
      primaryCharacteristics: ["might", "luck"],
    },
  },
  {
    name: "keep: v1 class unreadable",
    model: "Item.class",
    source: { schemaVersion: 1, heroicResource: { gainPerTurn: "lots" } },
  },
  {
    name: "keep: v2 hero skill",
    model: "Actor.hero",
    source: { schemaVersion: 2, skills: ["handleAnimals", "basketWeaving"], customSkills: ["Juggling"] },
  },
  {
    name: "keep: v2 monster immunity",
    model: "Actor.monster",
    source: { schemaVersion: 2, damage: { immuneAll: ["fire", "radiant"] } },
  },
  {
    name: "keep: v3 villain ability",
    model: "Item.ability",
    source: {
      schemaVersion: 3,
      type: "villain",
      villainAction: 2,
      power: { characteristics: ["might"], tier1: v3Tier(), tier2: v3Tier(), tier3: v3Tier() },
    },
  },
  {
    name: "keep: v3 solo monster",
    model: "Actor.monster",
    source: { schemaVersion: 3, organization: "solo" },
  },
  { name: "keep: v3 kit", model: "Item.kit", source: { schemaVersion: 3 } },
];

export const MIGRATION_FIXTURES: readonly MigrationFixture[] = [...MODEL_MIGRATIONS, ...KEEP_MIGRATIONS];
