/**
 * Source migrations, one list per model. Each step lifts `source` from `version - 1` to `version`
 * in place and must tolerate data that is already in the new shape (Foundry may migrate the same
 * object more than once) and partial data: v13 also migrates update changes
 * (client/data/client-backend.mjs ClientDatabaseBackend.#preUpdateDocumentArray). A step never drops
 * a value it cannot map: it leaves it where it was, and keep.ts moves it to `legacy` (or a skill to
 * `customSkills`) when the full source is cleaned. Raise SCHEMA_VERSION when you add a step.
 */
import { parseSize } from "../../rules/index.ts";
import { SKILLS } from "../vocabulary.ts";
import { projectLanguage } from "./v5-project-language.ts";

export type Source = Record<string, unknown>;
export interface MigrationStep {
  version: number;
  /** Why the shape changed, for the changelog. */
  reason: string;
  migrate(source: Source): void;
}

function isRecord(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** v1: characteristics were stored under their abbreviations (m, a, r, i, p). */
const characteristicNames: MigrationStep = {
  version: 1,
  reason: "characteristics keyed by full name",
  migrate(source) {
    const scores = source["characteristics"];
    if (!isRecord(scores)) return;
    const names = { m: "might", a: "agility", r: "reason", i: "intuition", p: "presence" } as const;
    for (const [short, long] of Object.entries(names)) {
      if (!(short in scores)) continue;
      scores[long] ??= scores[short];
      // A different score under both names: the short one stays, and is kept in `legacy` (keep.ts).
      if (scores[long] === scores[short]) Reflect.deleteProperty(scores, short);
    }
  },
};

/** v1: size was a string such as "1M" or "2". */
const sizeObject: MigrationStep = {
  version: 1,
  reason: "size split into value and letter",
  migrate(source) {
    const size = source["size"];
    if (typeof size !== "string" && typeof size !== "number") return;
    // An unreadable size stays as it was: keep.ts moves it to `legacy` and the schema's 1M applies.
    const parsed = parseSize(String(size));
    if (parsed !== null) source["size"] = parsed;
  },
};

/** A skill's key from any spelling of its name: "Handle Animals", "handle-animals", "handleAnimals". */
const SKILL_BY_LETTERS = new Map(SKILLS.map((key) => [letters(key), key]));
function letters(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, "");
}

/**
 * v1: skills were stored by display name ("Handle Animals"). A name that is no R-TS-8 skill
 * ("Basket Weaving") stays as written; keep.ts moves it to `customSkills`.
 */
const skillKeys: MigrationStep = {
  version: 1,
  reason: "skills stored as camelCase keys",
  migrate(source) {
    const skills = source["skills"];
    if (!Array.isArray(skills)) return;
    source["skills"] = skills.map((name: unknown) =>
      typeof name === "string" ? (SKILL_BY_LETTERS.get(letters(name)) ?? name) : name,
    );
  },
};

/** v1: keywords were one comma-separated string. */
const keywordList: MigrationStep = {
  version: 1,
  reason: "keywords stored as a set",
  migrate(source) {
    const keywords = source["keywords"];
    if (typeof keywords !== "string") return;
    source["keywords"] = keywords
      .split(",")
      .map((k) => k.trim().toLowerCase())
      .filter((k) => k.length > 0);
  },
};

/** v2: a class's heroic resource gain per turn was a number; it is a dice formula now (R-AB-8). */
const gainFormula: MigrationStep = {
  version: 2,
  reason: "class heroicResource.gainPerTurn is a dice formula",
  migrate(source) {
    const resource = source["heroicResource"];
    if (!isRecord(resource)) return;
    const gain = resource["gainPerTurn"];
    if (typeof gain === "number" && Number.isFinite(gain)) resource["gainPerTurn"] = String(gain);
  },
};

/** A step that fills nothing: the new fields' defaults keep the old meaning, and cleaning writes them. */
const defaultsOnly = (version: number, reason: string): MigrationStep => ({ version, reason, migrate() {} });

/**
 * v3: every model has `legacy`. The step itself changes no shape: the values older data held that the
 * schema rejects are moved when the full source is cleaned (keep.ts), which needs the schema and must not
 * run on partial update changes. Raising the version makes the world migration rewrite stored v1/v2 data
 * once, so values a non-strict load would have dropped (v13 SetField#_validateElements) are kept on disk.
 */
const keptValues = defaultsOnly(3, "values the schema rejects are kept in legacy / customSkills");

/**
 * v4 (fields added earlier without a version of their own): every creature has `bonuses` and
 * `conditionImmunities`, monsters and retainers `disengage` (1); every item `prerequisites`; careers `wealth`,
 * `renown`, `projectPoints`; treasures `project`; projects `yield`; classes `epicResource` (a name) and heroes
 * `epicResource` (a value). Their defaults are the rules' "nothing yet", so this step fills nothing itself:
 * cleaning gives each new field its initial value. Raising the version makes the GM rewrite every stored v3
 * document once (the defaults then stand on disk), and a lifted v3 source is cleaned through keep.ts, so a
 * value the v4 schema would drop is kept in `legacy` — `bonuses.save`, which data written between the two
 * issue-24 commits holds, or a new field's key holding a shape the schema rejects.
 */
const filledFields = defaultsOnly(
  4,
  "effect targets, careers' starting numbers, crafting projects, epic resources (defaults)",
);

/**
 * v4, items: `prerequisites` written as plain text (a hand-made file's shape) becomes `{ text }` instead of
 * going to `legacy` as a rejected value. (The "none" list also serves squads, which never hold the key.)
 */
const prerequisitesText: MigrationStep = {
  version: 4,
  reason: "item prerequisites are { text, level, items }",
  migrate(source) {
    const prerequisites = source["prerequisites"];
    if (typeof prerequisites === "string" && prerequisites.trim() !== "")
      source["prerequisites"] = { text: prerequisites };
  },
};

/**
 * v6 ("Real content plays whole"): heroes name a `preferredKit` (R-HERO-KIT-TWO: whose damage bonus counts
 * with two kits), features say how many `kits` they let a hero use (Field Arsenal: 2), and every creature's
 * `bonuses` hold its `saveThreshold` (R-AB-11: 6) and level-scaled bonuses (`perLevel`, `perEchelon`). The
 * defaults are the old meaning (no preference, one kit, saves on 6, nothing scaled), so the step fills
 * nothing; raising the version makes the GM rewrite every stored v5 document once with the defaults on disk,
 * and a value the v6 schema has no place for is kept in `legacy` (keep.ts), as at v4.
 */
const realContent = defaultsOnly(6, "two kits, save threshold, level-scaled bonuses (defaults)");

/**
 * v6, abilities: a tier's rolled damage may be a formula (`power.tierN.damage.formula`, "2d6+7+@chr",
 * src/rules/formula.ts). Older tiers have none; the default "" means "none", so the step fills nothing:
 * cleaning gives the field its initial value, and a v5 tier deals exactly the damage it did.
 */
const damageFormula = defaultsOnly(6, "a tier's damage may be a formula with dice (default: none)");

/**
 * v6, creatures: `bonuses.saveBonus`, what a feature adds to the d10 of a saving throw (R-AB-11; the
 * official data's "+1 to saving throws"). Older creatures have none; the default 0 is the old meaning (the
 * bare d10), so the step fills nothing: cleaning gives the field its initial value, and a v5 or early-v6
 * creature saves exactly as it did.
 */
const saveBonusDefault = defaultsOnly(6, "a creature's saving throw bonus (default: none)");

/**
 * v6, abilities: a tier's damage may ignore immunity (`power.tierN.damage.ignoresImmunity`, R-DM-2) and its
 * forced movement may ignore stability (`power.tierN.forced.ignoresStability`, R-MV-8). Older tiers do
 * neither; the default false is that meaning, so the step fills nothing and an old tier plays as before.
 */
const ignoreFlags = defaultsOnly(
  6,
  "a tier's damage may ignore immunity and its forced movement stability (default: neither)",
);

/**
 * v6, companions: a companion holds its own heroic resource (`heroicResource`, the Beastheart companion's
 * Rampage; src/data/actor/companion.ts). An older companion holds none; the default (no name, 0) is that
 * meaning, so the step fills nothing and an old companion plays as before.
 */
const companionResource = defaultsOnly(6, "a companion's own heroic resource (default: none)");

/**
 * v6, abilities: what a use summons (`summon`: a world actor and a count, R-CB-17). An older
 * ability summons nothing; the default (no creature, 0) is that meaning, so the step fills nothing.
 */
const summonDefault = defaultsOnly(6, "what an ability's use summons (default: nothing)");

/**
 * v6, classes: whether the class's hero has a companion (`companion`, the Beastheart; src/data/item/class.ts).
 * An older class has none; the default (false) is that meaning, so the step fills nothing.
 */
const classCompanion = defaultsOnly(6, "whether a class's hero has a companion (default: no)");

/**
 * v6, abilities: the tier an ability's own text grants on its power roll (`automaticTier`, R-PR-7: "you
 * automatically obtain tier 3"). An older ability grants none; the default 0 is that meaning, so the step fills
 * nothing and an old ability rolls as it did.
 */
const automaticTierDefault = defaultsOnly(
  6,
  "the tier an ability's own text grants automatically (default: none)",
);

export const MIGRATIONS = {
  hero: [characteristicNames, sizeObject, skillKeys, keptValues, filledFields, realContent, saveBonusDefault],
  monster: [
    characteristicNames,
    sizeObject,
    keywordList,
    keptValues,
    filledFields,
    realContent,
    saveBonusDefault,
  ],
  retainer: [
    characteristicNames,
    sizeObject,
    keywordList,
    keptValues,
    filledFields,
    realContent,
    saveBonusDefault,
    companionResource,
  ],
  ability: [
    keywordList,
    keptValues,
    filledFields,
    prerequisitesText,
    realContent,
    damageFormula,
    ignoreFlags,
    summonDefault,
    automaticTierDefault,
  ],
  treasure: [keywordList, keptValues, filledFields, prerequisitesText, realContent],
  class: [gainFormula, keptValues, filledFields, prerequisitesText, realContent, classCompanion],
  none: [keptValues, filledFields, prerequisitesText, projectLanguage, realContent],
} satisfies Record<string, MigrationStep[]>;
export type MigratedModel = keyof typeof MIGRATIONS;
