/**
 * Reads an ability item (docs/DATA.md `ability`) into the plain data a roll and a card need.
 * Read by path and validated, so stored data of any age produces a usable value.
 */
import { formulaText, parseFormula } from "../rules/formula.ts";
import {
  ABILITY_ROLLS,
  abilityBonusFor,
  isAbilityBonusKey,
  distancesWithKitBonus,
  EFFECT_BEARERS,
  EFFECT_CHANGE_MODES,
  kitAbilityBonus,
  offeredDamageTypes,
  REFUND_CHOICES,
  type AbilityBonusChange,
  type AbilityBonusTotals,
  type AbilityRoll,
  type CustomEffectData,
  type EffectBearer,
  type RefundChoice,
} from "../rules/index.ts";
import type {
  AbilityPotencyStrength,
  AbilityTierData,
  DamageEntry,
  EffectDuration,
  ForcedKind,
  KitBonuses,
  KitBonusForAbility,
  PotencySpec,
} from "../rules/index.ts";
import { CHARACTERISTICS, DAMAGE_TYPES, type Characteristic, type DamageType } from "../rules/types.ts";
import { heroKitBonuses } from "../data/actor/kits.ts";
import { boundEffects, boundKit, boundMeleeDistance, type BoundNote } from "../rules/book-bounds.ts";

export interface AbilityInfo {
  name: string;
  img: string;
  keywords: string[];
  actionType: string;
  /** R-CB-18: 1–3 on a villain action, else 0. */
  villainAction: number;
  category: string;
  distance: string;
  target: string;
  cost: { resource: number; malice: number };
  spend: { value: number; text: string; repeatable: boolean };
  /** R-AB-6: what is not spent when every target resists ("none" for data of any age). */
  refundIfResisted: RefundChoice;
  /** With `roll` "targetTest": the characteristics a target may test with. */
  characteristics: Characteristic[];
  /** Who rolls ("characteristic" for data of any age): docs/DATA.md `power.roll`. */
  roll: AbilityRoll;
  /** The bonus a "fixed" roll adds in place of a characteristic (0 otherwise). */
  fixedBonus: number;
  tiers: [AbilityTierData, AbilityTierData, AbilityTierData];
  /** Damage types the user may pick when rolling (empty when no tier offers a choice). */
  damageTypeChoices: DamageType[];
  /**
   * The owner's kit bonus to this ability (R-HERO-KIT-DAMAGE, Heroes book) plus its effects' damage and
   * distance bonuses (docs/DATA.md `abilityBonuses`), already in `distance`.
   */
  kit: KitBonusForAbility;
  /** What the owner's effects give this ability: edges and banes on its power rolls among them. */
  effects: AbilityBonusTotals;
}

type Source = Readonly<Record<string, unknown>>;

function refundChoice(value: unknown): RefundChoice {
  return REFUND_CHOICES.find((c) => c === value) ?? "none";
}

function get(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Source)[key];
  }
  return value;
}
const num = (s: unknown, p: string) => {
  const v = get(s, p);
  return typeof v === "number" && Number.isFinite(v) ? v : 0;
};
const str = (s: unknown, p: string) => {
  const v = get(s, p);
  return typeof v === "string" ? v : "";
};
function strings(value: unknown): string[] {
  const list =
    value instanceof Set ? [...(value as Set<unknown>)] : Array.isArray(value) ? (value as unknown[]) : [];
  return list.filter((v): v is string => typeof v === "string");
}

const STRENGTHS: readonly AbilityPotencyStrength[] = ["none", "weak", "average", "strong", "fixed"];
const DURATIONS: readonly EffectDuration[] = ["eot", "save", "encounter", "respite", "permanent"];
const FORCED: readonly ForcedKind[] = ["", "push", "pull", "slide"];

function pick<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return list.find((v) => v === value) ?? fallback;
}

function list(source: unknown, path: string): unknown[] {
  const value = get(source, path);
  return Array.isArray(value) ? (value as unknown[]) : [];
}

const MODES: readonly number[] = EFFECT_CHANGE_MODES;

/** A tier's custom effects (docs/DATA.md `customEffects`); changes without a key are left out. */
function readCustomEffects(tier: unknown): CustomEffectData[] {
  return list(tier, "customEffects").map((e) => ({
    name: str(e, "name"),
    text: str(e, "text"),
    changes: list(e, "changes")
      .filter((c) => str(c, "key") !== "")
      .map((c) => ({
        key: str(c, "key"),
        mode: MODES.includes(num(c, "mode")) ? num(c, "mode") : 2,
        value: str(c, "value"),
      })),
    potency: readPotency(get(e, "potency")),
    bearer: pick<EffectBearer>(EFFECT_BEARERS, get(e, "bearer"), "target"),
    duration: pick(DURATIONS, get(e, "duration"), "eot"),
  }));
}

const int = (s: unknown, p: string) => Math.trunc(num(s, p));

/** R-AB-6 potency gate; data without offset/value reads as offset 0 (the old meaning). */
function readPotency(gate: unknown): PotencySpec {
  return {
    characteristic: pick<Characteristic>(CHARACTERISTICS, get(gate, "characteristic"), "might"),
    strength: pick(STRENGTHS, get(gate, "strength"), "none"),
    offset: int(gate, "offset"),
    value: Math.max(0, int(gate, "value")),
  };
}

function readDamage(entry: unknown): DamageEntry {
  return {
    value: Math.max(0, num(entry, "value")),
    characteristic: get(entry, "characteristic") === true,
    type: pick<DamageType>(DAMAGE_TYPES, get(entry, "type"), "untyped"),
  };
}

/** A tier's damage formula in its canonical spelling; "" when none or not a formula (src/rules/formula.ts). */
function readFormula(value: unknown): string {
  const tree = typeof value === "string" ? parseFormula(value) : null;
  return tree === null ? "" : formulaText(tree);
}

export function readTier(tier: unknown): AbilityTierData {
  const conditions = Array.isArray(get(tier, "conditions")) ? (get(tier, "conditions") as unknown[]) : [];
  const types = strings(get(tier, "damage.types")).flatMap((t) => DAMAGE_TYPES.filter((d) => d === t));
  const bonus = get(tier, "forced.bonus");
  return {
    damage: {
      ...readDamage(get(tier, "damage")),
      types,
      extra: readDamage(get(tier, "damage.extra")),
      formula: readFormula(get(tier, "damage.formula")),
      ignoresImmunity: get(tier, "damage.ignoresImmunity") === true,
    },
    conditions: conditions
      .filter((c) => str(c, "condition") !== "")
      .map((c) => ({
        condition: str(c, "condition"),
        potency: readPotency(get(c, "potency")),
        duration: pick(DURATIONS, get(c, "duration"), "eot"),
        otherwise: {
          condition: str(c, "otherwise.condition"),
          duration: pick(DURATIONS, get(c, "otherwise.duration"), "eot"),
        },
      })),
    forced: {
      kind: pick(FORCED, get(tier, "forced.kind"), ""),
      distance: Math.max(0, num(tier, "forced.distance")),
      vertical: get(tier, "forced.vertical") === true,
      or: pick(FORCED, get(tier, "forced.or"), ""),
      bonus: bonus === "roll" ? "roll" : (CHARACTERISTICS.find((c) => c === bonus) ?? ""),
      potency: readPotency(get(tier, "forced.potency")),
      ignoresStability: get(tier, "forced.ignoresStability") === true,
    },
    customEffects: readCustomEffects(tier),
    // Display only: the card shows it beside the tier's mechanics; nothing applies it.
    text: str(tier, "text"),
  };
}

/** An ability's distance as stored (docs/DATA.md `ability.distance`), read by path. */
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

export function readDistance(system: unknown): AbilityDistance {
  return {
    type: str(system, "distance.type"),
    melee: num(system, "distance.melee"),
    ranged: num(system, "distance.ranged"),
    size: num(system, "distance.size"),
    length: num(system, "distance.length"),
    width: num(system, "distance.width"),
    within: num(system, "distance.within"),
    text: str(system, "distance.text"),
  };
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

/** What the distance text needs of a localizer (src/i18n.ts `Localizer`). */
export interface DistanceLocalizer {
  format(key: string, data: Record<string, string | number>): string;
  localize(key: string): string;
}

/**
 * game.i18n once our translations are loaded (v13 client/helpers/localization.mjs Localization#has), else
 * the English patterns above.
 */
function currentLocalizer(): DistanceLocalizer {
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
  const numbers = [d.melee, d.ranged, d.size, d.length, d.width, d.within];
  if (d.text && d.type !== "self" && numbers.every((n) => n === 0)) return d.text;
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

/**
 * The owning actor's kit bonuses (docs/DATA.md `kit.bonuses`), or null without a kit: every kit it holds,
 * combined as R-HERO-KIT-TWO says (a Tactician's two kits; the preferred kit's damage bonus), the same
 * reading as the hero's own preparation, so the card, the sheet and the GM's check agree.
 */
export function readKit(owner: AbilityOwner | null | undefined): KitBonuses | null {
  if (!owner?.items) return null;
  const items = [...owner.items].map((item) => ({
    id: item.id ?? null,
    type: item.type,
    system: item.system,
  }));
  return heroKitBonuses(items, get(owner.system, "preferredKit"));
}

/** What readAbility needs of the item's owner: its items, to find the kit; its system, for effect bonuses. */
export interface AbilityOwner {
  items?: Iterable<{ id?: string | null; type: string; system: unknown }>;
  system?: unknown;
}

/** The ability bonuses the owner's effects gave (prepared data, docs/DATA.md `abilityBonuses`). */
export function readAbilityBonuses(owner: AbilityOwner | null | undefined): AbilityBonusChange[] {
  return list(owner?.system, "abilityBonuses").flatMap((c) => {
    const key = str(c, "key");
    if (!isAbilityBonusKey(key)) return [];
    const keyword = str(c, "keyword");
    // The effect's name (an automatic tier tells the player where it comes from, R-PR-7).
    const source = str(c, "source");
    return [
      {
        key,
        mode: num(c, "mode"),
        value: num(c, "value"),
        keywords: strings(get(c, "keywords")),
        ...(keyword === "" ? {} : { keyword }),
        ...(source === "" ? {} : { source }),
      },
    ];
  });
}

/**
 * Kit plus effect bonuses: damage on every tier, distance on melee and ranged distances (`meleeDistance`: the
 * effects' squares on a melee distance when the GM bounded them apart).
 */
function withEffects(
  kit: KitBonusForAbility,
  effects: AbilityBonusTotals,
  meleeDistance = effects.distance,
): KitBonusForAbility {
  if (effects.damage === 0 && effects.distance === 0) return kit;
  const [d1, d2, d3] = kit.damage;
  const add = (n: number) => Math.max(0, n + effects.damage);
  return {
    mode: kit.mode,
    damage: [add(d1), add(d2), add(d3)],
    distance: {
      melee: kit.distance.melee + meleeDistance,
      ranged: kit.distance.ranged + effects.distance,
    },
  };
}

/** R-MV-7: a forced movement bonus lengthens that kind of forced movement in each tier that has one. */
function withForcedBonus(tier: AbilityTierData, effects: AbilityBonusTotals): AbilityTierData {
  const kind = tier.forced.kind;
  if (kind === "" || tier.forced.distance <= 0) return tier;
  const extra = effects.forced[kind];
  return extra === 0
    ? tier
    : { ...tier, forced: { ...tier.forced, distance: Math.max(0, tier.forced.distance + extra) } };
}

/** The ability rolls at all: the user (with a characteristic or a fixed bonus) or each target. */
export function rollsPower(ability: Pick<AbilityInfo, "roll" | "characteristics">): boolean {
  return ability.roll === "fixed" || ability.characteristics.length > 0;
}

/**
 * `bounds`: the GM's reading: the owner's kit bonuses and its effects' totals count only up to the
 * book's bounds (src/rules/book-bounds.ts), and each number cut down is noted in the list given.
 */
export function readAbility(
  item: {
    name: string;
    img: string | null;
    system: unknown;
    parent?: AbilityOwner | null;
  },
  options: { bounds?: BoundNote[] } = {},
): AbilityInfo {
  const s = item.system;
  const own = strings(get(s, "keywords")).map((k) => k.toLowerCase());
  const level = num(item.parent?.system, "level") || 1;
  const notes = options.bounds;
  const gathered = abilityBonusFor(readAbilityBonuses(item.parent), own, level);
  const effects = notes ? boundEffects(gathered, level, notes) : gathered;
  // Keywords the owner's effects give this ability count as its own everywhere it is read (docs/DATA.md).
  const keywords = [...own, ...effects.keywords];
  const held = readKit(item.parent);
  const kitNotes: BoundNote[] = [];
  const kitBonuses = notes && held ? boundKit(held, kitNotes) : held;
  const fromKit = kitAbilityBonus(keywords, kitBonuses);
  // Only the kit numbers this ability gets are told of (its mode's damage, its distances).
  const gets = (field: string) =>
    (fromKit.mode !== null && field.startsWith(`kit.${fromKit.mode}Damage`)) ||
    (field === "kit.meleeDistance" && fromKit.mode !== null && keywords.includes("melee")) ||
    (field === "kit.rangedDistance" && fromKit.mode !== null && keywords.includes("ranged"));
  notes?.push(...kitNotes.filter((n) => gets(n.field)));
  const melee = keywords.includes("melee");
  // A melee distance has its own, smaller bound, told of with the number the effects gave.
  const meleeDistance =
    notes && melee
      ? Math.min(effects.distance, boundMeleeDistance(gathered.distance, notes))
      : effects.distance;
  const kit = withEffects(fromKit, effects, meleeDistance);
  const roll = pick<AbilityRoll>(ABILITY_ROLLS, get(s, "power.roll"), "characteristic");
  const tiers: AbilityInfo["tiers"] = [
    withForcedBonus(readTier(get(s, "power.tier1")), effects),
    withForcedBonus(readTier(get(s, "power.tier2")), effects),
    withForcedBonus(readTier(get(s, "power.tier3")), effects),
  ];
  return {
    name: item.name,
    img: item.img ?? "",
    keywords,
    actionType: str(s, "type") || "main",
    villainAction: str(s, "type") === "villain" ? Math.min(3, Math.max(0, num(s, "villainAction"))) : 0,
    category: str(s, "category"),
    distance: abilityDistanceText(currentLocalizer(), readDistance(s), kit.distance),
    target: str(s, "target.text"),
    cost: { resource: Math.max(0, num(s, "cost.resource")), malice: Math.max(0, num(s, "cost.malice")) },
    spend: {
      value: Math.max(0, num(s, "spend.value")),
      text: str(s, "spend.text"),
      repeatable: get(s, "spend.repeatable") === true,
    },
    refundIfResisted: refundChoice(get(s, "refundIfResisted")),
    characteristics: CHARACTERISTICS.filter((c) => strings(get(s, "power.characteristics")).includes(c)),
    roll,
    fixedBonus: roll === "fixed" ? Math.max(-15, Math.min(15, Math.trunc(num(s, "power.fixedBonus")))) : 0,
    tiers,
    damageTypeChoices: damageTypeChoices(tiers),
    kit,
    effects,
  };
}

/**
 * The ability's effect text as stored HTML (`effect.before` then `effect.after`); an ability written with
 * its whole text in the description (the basic actions) shows that instead.
 */
export function abilityEffectHtml(system: unknown): string {
  const parts = [str(system, "effect.before"), str(system, "effect.after")].filter((p) => p.trim() !== "");
  return parts.length > 0 ? parts.join("") : str(system, "description.value");
}

/** The ability's heading as an ability-use message snapshots it (rolled or not). */
export function snapshotHeading(
  ability: AbilityInfo,
): Pick<AbilityInfo, "name" | "img" | "keywords" | "actionType" | "villainAction" | "distance" | "target"> {
  const { name, img, keywords, actionType, villainAction, distance, target } = ability;
  return { name, img, keywords, actionType, villainAction, distance, target };
}

/**
 * The types a user may pick for an ability's damage ("fire or cold damage"): every type offered by a tier
 * that offers more than one. Empty when no tier offers a choice.
 */
export function damageTypeChoices(tiers: readonly AbilityTierData[]): DamageType[] {
  const offered = tiers.filter((t) => t.damage.value > 0 || t.damage.formula).map(offeredDamageTypes);
  return [...new Set(offered.filter((list) => list.length > 1).flat())];
}
