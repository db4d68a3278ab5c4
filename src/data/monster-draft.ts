/**
 * The monster builder's draft (R-MO-1, R-MO-5, R-MO-6): what the Director picks (level, organization, role,
 * main characteristic, size, speed, name) and the monster actor it becomes. The numbers come from
 * `monsterStats` in src/rules; this module only reads the form and shapes the actor's source data. The draft
 * lives in the builder window (nothing is saved until the Director creates the monster).
 */
import {
  CHARACTERISTICS,
  monsterStats,
  usualTargetCount,
  type Characteristic,
  type MonsterStats,
  type Organization,
  type Role,
} from "../rules/index.ts";
import { ORGANIZATIONS, ROLES, SIZE_LETTERS, type SizeLetter } from "./vocabulary.ts";

/** R-MV-13 sizes a builder offers: the lettered size 1s, then 2 to 5. */
export const MONSTER_SIZES = ["1T", "1S", "1M", "1L", "2", "3", "4", "5"] as const;
export type MonsterSize = (typeof MONSTER_SIZES)[number];

/** R-MO-6: the levels the monster maths covers. */
export const MONSTER_LEVELS = { min: 1, max: 10 } as const;

export interface MonsterDraft {
  name: string;
  level: number;
  organization: Organization;
  /** Kept while a leader or solo is picked (they have no role, R-MO-1), so switching back restores it. */
  role: Role;
  /** The characteristic that gets the highest score and rolls the signature strike. */
  characteristic: Characteristic;
  size: MonsterSize;
  speed: number;
}

/** Choice: a level-1 platoon brute of size 1M and speed 5 (the common human-sized default). */
export function emptyMonsterDraft(): MonsterDraft {
  return {
    name: "",
    level: 1,
    organization: "platoon",
    role: "brute",
    characteristic: "might",
    size: "1M",
    speed: 5,
  };
}

/** R-MO-1: leaders and solos have no role. */
export function hasRole(organization: Organization): boolean {
  return organization !== "leader" && organization !== "solo";
}

function pick<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

function wholeNumber(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n) || value === "" || value === null) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** Reads the builder's flat form data; a missing or invalid field keeps the draft's value. */
export function applyMonsterDraftForm(
  draft: MonsterDraft,
  data: Readonly<Record<string, unknown>>,
): MonsterDraft {
  const name = data["name"];
  return {
    name: typeof name === "string" ? name.trim() : draft.name,
    level: wholeNumber(data["level"], draft.level, MONSTER_LEVELS.min, MONSTER_LEVELS.max),
    organization: pick(ORGANIZATIONS, data["organization"], draft.organization),
    role: pick(ROLES, data["role"], draft.role),
    characteristic: pick(CHARACTERISTICS, data["characteristic"], draft.characteristic),
    size: pick(MONSTER_SIZES, data["size"], draft.size),
    speed: wholeNumber(data["speed"], draft.speed, 0, 20),
  };
}

/** R-MO-5: the draft's proposed numbers (the role counts only where the organization has one). */
export function draftStats(draft: MonsterDraft): MonsterStats {
  return monsterStats({
    level: draft.level,
    organization: draft.organization,
    role: hasRole(draft.organization) ? draft.role : undefined,
  });
}

/** Text the created actor carries, localized by the caller. */
export interface MonsterDraftLabels {
  /** Used when the name field is blank. */
  defaultName: string;
  signatureName: string;
  /** Target text for one and for two targets. */
  oneTarget: string;
  twoTargets: string;
}

function sizeOf(size: MonsterSize): { value: number; letter: SizeLetter } {
  const letter = pick(SIZE_LETTERS, size.slice(1), "M");
  return { value: Number.parseInt(size, 10), letter };
}

function tier(damage: number) {
  return { damage: { value: damage, characteristic: false, type: "untyped" } };
}

/**
 * The actor source for `Actor.create`: the stat block with R-MO-5's numbers, the main characteristic at
 * the highest score and the rest at 0, and a melee signature strike with the proposed damage for the
 * organization's usual target count (so the Director can play it at once and edit it on the sheet).
 */
/** The actor create data (plain source: the document's schema validates and fills the rest). */
export interface MonsterSource {
  name: string;
  type: "monster";
  system: Record<string, unknown>;
  items: { name: string; type: "ability"; system: Record<string, unknown> }[];
}

export function monsterSourceFrom(draft: MonsterDraft, labels: MonsterDraftLabels): MonsterSource {
  const stats = draftStats(draft);
  const characteristics = Object.fromEntries(
    CHARACTERISTICS.map((c) => [c, c === draft.characteristic ? stats.highestCharacteristic : 0]),
  );
  const targets = usualTargetCount(draft.organization);
  const [t1, t2, t3] = stats.strikeDamage;
  return {
    name: draft.name || labels.defaultName,
    type: "monster",
    system: {
      level: draft.level,
      organization: draft.organization,
      role: hasRole(draft.organization) ? draft.role : "",
      ev: stats.ev,
      size: sizeOf(draft.size),
      movement: { speed: draft.speed },
      stamina: { value: stats.stamina, max: stats.stamina },
      stability: 0,
      freeStrike: stats.freeStrike,
      characteristics,
    },
    items: [
      {
        name: labels.signatureName,
        type: "ability",
        system: {
          keywords: ["melee", "strike", "weapon"],
          type: "main",
          category: "signature",
          distance: { type: "melee", melee: 1 },
          target: { text: targets === 1 ? labels.oneTarget : labels.twoTargets, count: targets },
          power: {
            characteristics: [draft.characteristic],
            tier1: tier(t1),
            tier2: tier(t2),
            tier3: tier(t3),
          },
        },
      },
    ],
  };
}
