/**
 * R-AB-2: an ability's distance as a stat block writes it, in the reader's language, for the sheet, the card
 * and the roll dialog.
 */
import { distancesWithKitBonus, type KitBonusForAbility } from "../rules/index.ts";

/** An ability's distance as stored (docs/DATA.md `ability.distance`). */
export interface AbilityDistance {
  type: string;
  melee: number;
  ranged: number;
  size: number;
  length: number;
  width: number;
  within: number;
  text: string;
}

/** The distance of an ability's prepared data (a copy, so a caller's edit never reaches the item). */
export function readDistance(system: { readonly distance: AbilityDistance }): AbilityDistance {
  return { ...system.distance };
}

/** Ends with a dot (a key prefix, see src/i18n.ts keyFor). */
const DISTANCE_PREFIX = "STEELBOUND.Ability.Distance.";
const DISTANCE_KEYS: Readonly<Record<string, string>> = {
  melee: "Melee",
  ranged: "Ranged",
  meleeRanged: "MeleeRanged",
  self: "Self",
  special: "Special",
  aura: "Aura",
  burst: "Burst",
  cube: "Cube",
  line: "Line",
  wall: "Wall",
};

/**
 * The English words before our translations are loaded (plain Node, or a read before "i18nInit"): the same
 * patterns as lang/en.json (the Distance group of STEELBOUND.Ability), so nothing reads differently once they are.
 */
const ENGLISH_DISTANCE: Readonly<Record<string, string>> = {
  Melee: "Melee {melee}",
  Ranged: "Ranged {ranged}",
  MeleeRanged: "Melee {melee} or ranged {ranged}",
  Self: "Self",
  Special: "Special",
  Aura: "{size} aura",
  Burst: "{size} burst",
  Cube: "{size} cube within {within}",
  Line: "{length} × {width} line within {within}",
  Wall: "{size} wall within {within}",
};

/**
 * The numbers a distance of this type writes (the patterns above): a line's note is not hidden behind the
 * melee 1 every ability is created with.
 */
function numbersOf(d: AbilityDistance): number[] {
  switch (d.type) {
    case "melee":
      return [d.melee];
    case "ranged":
      return [d.ranged];
    case "meleeRanged":
      return [d.melee, d.ranged];
    case "aura":
    case "burst":
      return [d.size];
    case "cube":
    case "wall":
      return [d.size, d.within];
    case "line":
      return [d.length, d.width, d.within];
    default:
      return [];
  }
}

/** What the distance text needs of a localizer (src/i18n.ts `Localizer`). */
export interface DistanceLocalizer {
  format(key: string, data: Record<string, string | number>): string;
  localize(key: string): string;
}

/**
 * game.i18n once our translations are loaded (v13 client/helpers/localization.mjs Localization#has), else
 * the English patterns above.
 */
export function currentLocalizer(): DistanceLocalizer {
  const i18n = (globalThis as { game?: { i18n?: Partial<DistanceLocalizer> & { has?(k: string): boolean } } })
    .game?.i18n;
  if (i18n?.has?.("STEELBOUND.Ability.Distance.Line") === true && i18n.format && i18n.localize) {
    const { format, localize } = i18n;
    return {
      format: (key, data) =>
        format.call(i18n, key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))),
      localize: (key) => localize.call(i18n, key),
    };
  }
  const pattern = (key: string) => ENGLISH_DISTANCE[key.split(".").at(-1) ?? ""] ?? key;
  return {
    format: (key, data) => pattern(key).replace(/{[^}]+}/g, (k) => String(data[k.slice(1, -1)])),
    localize: pattern,
  };
}

/**
 * R-AB-2: the distance as a stat block writes it, in the reader's language: "Melee 1", "Ranged 10", "Melee 1
 * or ranged 5", "3 burst", "3 cube within 10", "5 × 1 line within 1" (a line is length × width, within D),
 * "2 wall within 10", with the kit's distance bonus added to melee and ranged distances
 * (R-HERO-KIT-DISTANCE). A note (`text`) follows in parentheses; a distance with no numbers at all reads as
 * its note alone, as does a special distance (or "Special" without one). One function for the sheet, the
 * card and the roll dialog.
 */
export function abilityDistanceText(
  i18n: DistanceLocalizer,
  d: AbilityDistance,
  bonus: KitBonusForAbility["distance"] = { melee: 0, ranged: 0 },
): string {
  const part = DISTANCE_KEYS[d.type];
  if (part === undefined) return d.text;
  const key = `${DISTANCE_PREFIX}${part}`;
  if (d.type === "special") return d.text || i18n.localize(key);
  if (d.text && d.type !== "self" && numbersOf(d).every((n) => n === 0)) return d.text;
  const { melee, ranged } = distancesWithKitBonus(d, bonus);
  const text = i18n.format(key, {
    melee,
    ranged,
    size: d.size,
    length: d.length,
    width: d.width,
    within: d.within,
  });
  return d.text ? `${text} (${d.text})` : text;
}
