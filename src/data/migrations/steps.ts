/**
 * Source migrations, one list per model. Each step lifts `source` from `version - 1` to `version`
 * in place and must tolerate data that is already in the new shape (Foundry may migrate the same
 * object more than once). Raise SCHEMA_VERSION when you add a step.
 */
import { parseSize } from "../../rules/index.ts";

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
      if (short in scores) {
        scores[long] ??= scores[short];
        Reflect.deleteProperty(scores, short);
      }
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
    // Unreadable sizes become the default 1M; a size above 1 keeps the schema's default letter.
    source["size"] = parseSize(String(size)) ?? { value: 1, letter: "M" };
  },
};

/** v1: skills were stored by display name ("Handle Animals"). */
const skillKeys: MigrationStep = {
  version: 1,
  reason: "skills stored as camelCase keys",
  migrate(source) {
    const skills = source["skills"];
    if (!Array.isArray(skills)) return;
    source["skills"] = skills.map((name) =>
      String(name)
        .trim()
        .replace(/[\s-]+(\w)/g, (_, c: string) => c.toUpperCase())
        .replace(/^\w/, (c) => c.toLowerCase()),
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

export const MIGRATIONS = {
  hero: [characteristicNames, sizeObject, skillKeys],
  monster: [characteristicNames, sizeObject, keywordList],
  retainer: [characteristicNames, sizeObject, keywordList],
  ability: [keywordList],
  treasure: [keywordList],
  class: [gainFormula],
  none: [],
} satisfies Record<string, MigrationStep[]>;
export type MigratedModel = keyof typeof MIGRATIONS;
