/**
 * The generic "no value lost" check for migrations: every leaf value of an old source must be
 * found in the migrated source — at the same path (for an array, anywhere in the array at that path),
 * in a `legacy` entry for that path (or a path above it), or where a documented migration step moves it
 * (docs/DATA.md, Migrations). Blank strings and null carry nothing and are not checked.
 */
import { parseSize } from "../../src/rules/index.ts";
import type { Plain } from "../harness/utils.ts";

type Leaf = { path: string[]; value: string | number | boolean };

function leaves(value: unknown, path: string[] = []): Leaf[] {
  if (value === null || value === undefined || value === "") return [];
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, String(i)]));
  if (typeof value === "object")
    return Object.entries(value as Plain).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [];
}

function at(source: unknown, path: string[]): unknown {
  let node = source;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Plain)[key];
  }
  return node;
}

const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
const letters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");

/** The documented destinations of the migration steps (src/data/migrations/steps.ts). */
const MOVES: { path: RegExp; found(value: Leaf["value"], migrated: Plain): boolean }[] = [
  // Every version: the stored version number is replaced by the current one.
  { path: /^schemaVersion$/, found: () => true },
  // v1 sizeObject: "1S" → { value: 1, letter: "S" }.
  {
    path: /^size$/,
    found: (value, migrated) => {
      const size = parseSize(String(value));
      const now = migrated["size"] as Plain;
      return size !== null && now["value"] === size.value && (size.letter ?? now["letter"]) === now["letter"];
    },
  },
  // v1 skillKeys: a skill's display name → its key; another name → customSkills (text as stored).
  {
    path: /^skills\.\d+$/,
    found: (value, migrated) =>
      ((migrated["skills"] as string[] | undefined) ?? []).some(
        (k) => letters(k) === letters(String(value)),
      ) || ((migrated["customSkills"] as string[] | undefined) ?? []).includes(String(value).trim()),
  },
  // v1 keywordList: "Melee, Strike" → ["melee", "strike"].
  {
    path: /^keywords$/,
    found: (value, migrated) =>
      String(value)
        .split(",")
        .map((k) => k.trim().toLowerCase())
        .filter(Boolean)
        .every((k) => ((migrated["keywords"] as string[] | undefined) ?? []).includes(k)),
  },
  // v2 gainFormula: 2 → "2".
  {
    path: /^heroicResource\.gainPerTurn$/,
    found: (value, migrated) => at(migrated, ["heroicResource", "gainPerTurn"]) === String(value),
  },
  // v4 prerequisitesText: "Level 5" → { text: "Level 5" }.
  {
    path: /^prerequisites$/,
    found: (value, migrated) => at(migrated, ["prerequisites", "text"]) === value,
  },
];

/** v1 characteristicNames: m/a/r/i/p → might/agility/reason/intuition/presence. */
const LONG: Record<string, string> = { m: "might", a: "agility", r: "reason", i: "intuition", p: "presence" };

function inLegacy(leaf: Leaf, migrated: Plain): boolean {
  const legacy = (migrated["legacy"] as { path: string; value: string }[] | undefined) ?? [];
  const dotted = leaf.path.join(".");
  return legacy.some(
    (entry) =>
      (dotted === entry.path || dotted.startsWith(`${entry.path}.`)) &&
      (entry.value === text(leaf.value) ||
        entry.value === String(leaf.value) ||
        entry.value.includes(JSON.stringify(leaf.value))),
  );
}

function atSamePath(leaf: Leaf, migrated: Plain): boolean {
  if (at(migrated, leaf.path) === leaf.value) return true;
  const parent = at(migrated, leaf.path.slice(0, -1));
  return Array.isArray(parent) && parent.includes(leaf.value);
}

/** The old source's leaves that the migrated source has nowhere. */
export function lostValues(old: Plain, migrated: Plain): string[] {
  return leaves(old)
    .filter((leaf) => {
      const dotted = leaf.path.join(".");
      if (atSamePath(leaf, migrated) || inLegacy(leaf, migrated)) return false;
      const short = /^characteristics\.([marip])$/.exec(dotted)?.[1];
      if (short !== undefined && at(migrated, ["characteristics", LONG[short] ?? ""]) === leaf.value)
        return false;
      return !MOVES.some((move) => move.path.test(dotted) && move.found(leaf.value, migrated));
    })
    .map((leaf) => `${leaf.path.join(".")} = ${text(leaf.value)}`);
}
