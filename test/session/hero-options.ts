/**
 * Hand-made hero options for the advancement session tests (R-HERO-ADV): a class whose levels 1–4 bring a
 * fixed feature (with its own language choice), a choice of 1 ability from 3, a skill from a group, a perk
 * from one group, a capped characteristic increase and a fixed feature and skill; an ancestry spending 3
 * points on traits; a culture with a language and a skill choice; a career with skills; two subclasses
 * (one of another class); and a kit. They sit in a world Item compendium every client has.
 */
import type { Plain } from "../harness/utils.ts";
import { blankAdvancement, noCharacteristicChanges } from "../../src/rules/index.ts";

export const PACK = "world.hero-options";
export const uuidOf = (id: string) => `Compendium.${PACK}.Item.${id}`;

const advancement = (data: Plain): Plain => ({ ...blankAdvancement("", "items"), ...data });

const id = (name: string) =>
  name
    .replace(/[^A-Za-z]/g, "")
    .padEnd(16, "0")
    .slice(0, 16);
export const ID = {
  warden: id("Warden"),
  ranger: id("RangerClass"),
  bulwark: id("Bulwark"),
  skirmisher: id("Skirmisher"),
  stoneborn: id("Stoneborn"),
  highland: id("HighlandHold"),
  miner: id("Miner"),
  shield: id("ShieldAndMace"),
  steadfast: id("Steadfast"),
  unyielding: id("Unyielding"),
  crushing: id("CrushingBlow"),
  bash: id("ShieldBash"),
  cry: id("WardingCry"),
  hide: id("ThickHide"),
  heart: id("MountainHeart"),
  sense: id("EarthSense"),
  pathfinder: id("Pathfinder"),
  climber: id("Climber"),
  scholar: id("Scholar"),
};

const feature = (name: string, data: Plain = {}): Plain => ({
  _id: id(name),
  name,
  type: "feature",
  system: { description: { value: `<p>${name}.</p>` }, ...data },
});
const ability = (name: string): Plain => ({ _id: id(name), name, type: "ability", system: {} });
const perk = (name: string, group: string): Plain => ({
  _id: id(name),
  name,
  type: "perk",
  system: { group },
});

export const OPTIONS: Plain[] = [
  {
    _id: ID.warden,
    name: "Warden",
    type: "class",
    system: {
      primaryCharacteristics: ["might", "agility"],
      stamina: { starting: 18, perLevel: 6 },
      recoveries: 10,
      heroicResource: { name: "Grit" },
      advancements: [
        advancement({
          id: "steadfast",
          kind: "items",
          level: 1,
          label: "Steadfast",
          pool: [uuidOf(ID.steadfast)],
        }),
        advancement({
          id: "ability2",
          kind: "items",
          level: 2,
          label: "Warden Ability",
          choose: 1,
          pool: [uuidOf(ID.crushing), uuidOf(ID.bash), uuidOf(ID.cry)],
        }),
        advancement({
          id: "skill3",
          kind: "skills",
          level: 3,
          label: "Wilds Lore",
          choose: 1,
          skillGroups: ["exploration"],
        }),
        advancement({
          id: "perk3",
          kind: "items",
          level: 3,
          label: "Perk",
          choose: 1,
          itemType: "perk",
          perkGroups: ["exploration"],
        }),
        advancement({
          id: "rise4",
          kind: "characteristics",
          level: 4,
          label: "Hardened",
          choose: 1,
          characteristics: { ...noCharacteristicChanges(), might: 1, agility: 1 },
          max: 3,
        }),
        advancement({
          id: "unyielding4",
          kind: "items",
          level: 4,
          label: "Unyielding",
          pool: [uuidOf(ID.unyielding)],
        }),
        advancement({ id: "skill4", kind: "skills", level: 4, label: "Drill", skills: ["lead"] }),
      ],
    },
  },
  { _id: ID.ranger, name: "Ranger", type: "class", system: { primaryCharacteristics: ["agility"] } },
  { _id: ID.bulwark, name: "Bulwark", type: "subclass", system: { class: "Warden" } },
  { _id: ID.skirmisher, name: "Skirmisher", type: "subclass", system: { class: "Ranger" } },
  {
    _id: ID.stoneborn,
    name: "Stoneborn",
    type: "ancestry",
    system: {
      advancements: [
        advancement({
          id: "traits",
          kind: "items",
          level: 1,
          label: "Stoneborn Traits",
          choose: 3,
          points: true,
          pool: [uuidOf(ID.hide), uuidOf(ID.heart), uuidOf(ID.sense)],
        }),
      ],
    },
  },
  {
    _id: ID.highland,
    name: "Highland Hold",
    type: "culture",
    system: {
      advancements: [
        advancement({
          id: "tongue",
          kind: "languages",
          level: 1,
          label: "Hold Tongue",
          languages: ["Highspeech"],
        }),
        advancement({
          id: "upbringing",
          kind: "skills",
          level: 1,
          label: "Upbringing",
          choose: 1,
          skills: ["climb", "swim", "navigate"],
        }),
      ],
    },
  },
  {
    _id: ID.miner,
    name: "Miner",
    type: "career",
    system: {
      advancements: [
        advancement({ id: "trade", kind: "skills", level: 1, label: "Trade", skills: ["lift", "endurance"] }),
      ],
    },
  },
  feature("Steadfast", {
    advancements: [advancement({ id: "oath", kind: "languages", level: 1, label: "Oath Tongue", choose: 1 })],
  }),
  feature("Unyielding"),
  feature("Thick Hide", { points: 1 }),
  feature("Mountain Heart", { points: 2 }),
  feature("Earth Sense", { points: 1 }),
  ability("Crushing Blow"),
  ability("Shield Bash"),
  ability("Warding Cry"),
  perk("Pathfinder", "exploration"),
  perk("Climber", "exploration"),
  perk("Scholar", "lore"),
];

/** The kit is a world item every player may see (the builder lists world and compendium options). */
export const KIT: Plain = {
  _id: ID.shield,
  name: "Shield and Mace",
  type: "kit",
  ownership: { default: 2 },
  system: { bonuses: { stamina: 3 } },
};
