/** Template context for one ability block (hero list, monster stat block and the item sheet preview). */
import type { AbilitySystem, AbilityType, EnrichedItemHtml, ItemOfType, ItemView } from "./item-data.ts";
import type { PotencyData } from "./system-data.ts";
import {
  distanceText,
  powerRollLabel,
  rollCharacteristics,
  targetText,
  tierLine,
  type RollCharacteristics,
} from "./ability-text.ts";
import { compareText, keyFor, keywordLabel, keywordRule, type Localizer } from "../../../i18n.ts";
import {
  CHARACTERISTICS,
  abilityBonusFor,
  kitAbilityBonus,
  raisedPotencies,
  type AbilityBonusChange,
  type KitAbilityBonuses,
} from "../../../rules/index.ts";

export interface TierLine {
  tier: 1 | 2 | 3;
  /** "≤11", "12–16", "17+" (R-PR-2), from the translation files. */
  glyph: string;
  /** Spoken form of the glyph for screen readers. */
  glyphLabel: string;
  text: string;
}

export interface AbilityCard {
  id: string;
  name: string;
  img: string;
  type: AbilityType;
  typeLabel: string;
  isSignature: boolean;
  isHeroic: boolean;
  /** The block's classes: "ability-card draggable", then "signature" or "heroic" by its category. */
  cardClass: string;
  keywords: string;
  /** The same keywords one by one, each with its rule for a tooltip ("" when it has none). */
  keywordChips: readonly ListedChip[];
  cost: string;
  spend: string;
  distance: string;
  target: string;
  trigger: string;
  /** `automatic`: R-PR-7, "Tier 3 automatically" when the ability's own text grants a tier, else "". */
  powerRoll: { label: string; tiers: TierLine[]; automatic: string } | null;
  effectBefore: string;
  effectAfter: string;
  description: string;
  villainAction: number;
  /** The block's fixed words (the same object on every card of a render). */
  labels: CardLabels;
}

/** The fixed words of an ability block: screen-reader labels, the trigger heading and its buttons. */
export interface CardLabels {
  distance: string;
  target: string;
  trigger: string;
  use: string;
  share: string;
  edit: string;
  delete: string;
}

export interface AbilityCardOptions {
  /** Name of the hero's heroic resource (R-AB-8), e.g. "Wrath"; empty for monsters. */
  resourceName: string;
  /** The actor's derived potencies (R-AB-6), or null to show the words weak/average/strong. */
  potency: PotencyData | null;
  enriched: EnrichedItemHtml | undefined;
  /** The owner's kit bonuses (heroes), folded into damage and distance (R-HERO-KIT-DAMAGE). */
  kit?: KitAbilityBonuses | null;
  /** The owner's gathered effect bonuses and level (docs/DATA.md `abilityBonuses`): potency, keywords, distance. */
  bonuses?: { changes: readonly AbilityBonusChange[]; level: number };
  /** The words of one sheet's render, shared by its cards (a sheet passes one; a lone card makes its own). */
  words?: CardWords;
}

export interface KeywordChip {
  label: string;
  rule: string;
}

/** A chip in its card's list: `after` is the separator written after it (", ", and "" for the last). */
export interface ListedChip extends KeywordChip {
  after: string;
}

/** One keyword set's chips in order, and their labels joined (the card's `keywords`). */
interface ChipList {
  chips: readonly ListedChip[];
  text: string;
}

/**
 * Text every card of one render shares, looked up once rather than once per card (a 60-ability
 * sheet asked for the same tier glyphs and keyword labels hundreds of times): the tier glyphs (R-PR-2) and a
 * keyword's chip, filled as cards ask for it.
 */
export interface CardWords {
  tiers: readonly Omit<TierLine, "text">[];
  labels: CardLabels;
  chips: Map<string, KeywordChip>;
  /** Each keyword set's chips in order, by the set's keywords joined (cards with the same keywords share it). */
  chipLists: Map<string, ChipList>;
  /** A power roll's words by its characteristics and kind (see rollWords): a sheet's cards share a few. */
  rolls: Map<number, RollWords>;
}

/** The words a power roll's characteristics give a card: its label (R-PR-1) and the tier lines' letters. */
interface RollWords {
  label: string | null;
  roll: RollCharacteristics;
}

/** The separator between keywords, as keywordList writes it. */
const KEYWORD_SEPARATOR = ", ";

/** The block's classes by the ability's category: signature and heroic abilities stand out. */
const CARD_CLASS: ReadonlyMap<string, string> = new Map([
  ["signature", "ability-card draggable signature"],
  ["heroic", "ability-card draggable heroic"],
]);

export function cardWords(i18n: Localizer): CardWords {
  return {
    tiers: ([1, 2, 3] as const).map((tier) => ({
      tier,
      glyph: i18n.localize(`STEELBOUND.Ability.Tier.Glyph${tier}`),
      glyphLabel: i18n.localize(`STEELBOUND.Ability.Tier.Label${tier}`),
    })),
    labels: {
      distance: i18n.localize("STEELBOUND.Ability.DistanceLabel"),
      target: i18n.localize("STEELBOUND.Ability.TargetLabel"),
      trigger: i18n.localize("STEELBOUND.Ability.Trigger"),
      use: i18n.localize("STEELBOUND.Ability.Use"),
      share: i18n.localize("STEELBOUND.Share.Button"),
      edit: i18n.localize("STEELBOUND.Sheet.EditItem"),
      delete: i18n.localize("STEELBOUND.Sheet.DeleteItem"),
    },
    chips: new Map(),
    chipLists: new Map(),
    rolls: new Map(),
  };
}

/** Keyword chips in keywordList's order: the label and the keyword's rule (its tooltip). */
function keywordChips(i18n: Localizer, words: CardWords, keywords: ReadonlySet<string>): ChipList {
  const key = [...keywords].join("\u0000");
  const known = words.chipLists.get(key);
  if (known) return known;
  const chips: KeywordChip[] = [];
  for (const k of keywords) {
    let chip = words.chips.get(k);
    if (!chip) {
      chip = { label: keywordLabel(i18n, k), rule: keywordRule(i18n, k) };
      words.chips.set(k, chip);
    }
    chips.push(chip);
  }
  chips.sort((a, b) => compareText(a.label, b.label));
  const list: ChipList = {
    chips: chips.map((c, i) => ({ ...c, after: i < chips.length - 1 ? KEYWORD_SEPARATOR : "" })),
    text: chips.map((c) => c.label).join(KEYWORD_SEPARATOR),
  };
  words.chipLists.set(key, list);
  return list;
}

export function keywordList(i18n: Localizer, keywords: ReadonlySet<string>): string {
  return [...keywords]
    .map((k) => keywordLabel(i18n, k))
    .sort(compareText)
    .join(KEYWORD_SEPARATOR);
}

function costText(i18n: Localizer, system: AbilitySystem, resourceName: string): string {
  const parts: string[] = [];
  if (system.cost.resource > 0) {
    const resource = resourceName || i18n.localize("STEELBOUND.Hero.HeroicResource");
    parts.push(i18n.format("STEELBOUND.Ability.Cost", { value: system.cost.resource, resource }));
  }
  if (system.cost.malice > 0) {
    const resource = i18n.localize("STEELBOUND.Malice.Label");
    parts.push(i18n.format("STEELBOUND.Ability.Cost", { value: system.cost.malice, resource }));
  }
  return parts.join(", ");
}

function spendText(i18n: Localizer, spend: AbilitySystem["spend"], resourceName: string): string {
  if (spend.value <= 0) return "";
  const resource = resourceName || i18n.localize("STEELBOUND.Hero.HeroicResource");
  const key = spend.repeatable ? "STEELBOUND.Ability.SpendRepeatable" : "STEELBOUND.Ability.Spend";
  const head = i18n.format(key, { value: spend.value, resource });
  return spend.text ? `${head}: ${spend.text}` : head;
}

/**
 * The power roll's label and letters, once per render for each set of characteristics and kind of roll (a
 * number: one bit per characteristic, and whether targets test); a fixed roll's label names its own bonus.
 */
function rollWords(i18n: Localizer, words: CardWords, power: AbilitySystem["power"]): RollWords {
  const work = (): RollWords => ({
    label: powerRollLabel(i18n, power.characteristics, power),
    roll: rollCharacteristics(i18n, power.characteristics),
  });
  if (power.roll === "fixed") return work();
  let key = power.roll === "targetTest" ? 1 : 0;
  for (const c of power.characteristics) key |= 2 << CHARACTERISTICS.indexOf(c);
  let known = words.rolls.get(key);
  if (!known) {
    known = work();
    words.rolls.set(key, known);
  }
  return known;
}

/** R-PR-7: "Tier 3 automatically" for an ability whose own text grants tier 3; "" for none (0 or absent). */
function automaticText(i18n: Localizer, tier: number | undefined): string {
  return tier === 1 || tier === 2 || tier === 3
    ? i18n.format("STEELBOUND.Ability.AutomaticTierLine", { tier: String(tier) })
    : "";
}

export function abilityCard(
  i18n: Localizer,
  item: ItemOfType<"ability">,
  options: AbilityCardOptions,
): AbilityCard {
  const s = item.system;
  const words = options.words ?? cardWords(i18n);
  const { label, roll } = rollWords(i18n, words, s.power);
  const effects = abilityBonusFor(options.bonuses?.changes ?? [], s.keywords, options.bonuses?.level ?? 1);
  // The item's own set unless an effect adds keywords (most cards: no copy per render).
  const keywords = effects.keywords.length > 0 ? new Set([...s.keywords, ...effects.keywords]) : s.keywords;
  const kit = kitAbilityBonus(keywords, options.kit ?? null);
  // R-AB-6: effects that raise this ability's potency show on its tiers as they will on its card.
  const potency =
    options.potency && effects.potency !== 0
      ? { ...options.potency, ...raisedPotencies(options.potency, effects.potency) }
      : options.potency;
  const distance = {
    melee: kit.distance.melee + effects.distance,
    ranged: kit.distance.ranged + effects.distance,
  };
  const tiers = words.tiers.map((glyphs) => ({
    ...glyphs,
    text: tierLine(i18n, s.power[`tier${glyphs.tier}`], roll, potency, kit.damage[glyphs.tier - 1]),
  }));
  const chips = keywordChips(i18n, words, keywords);
  const typeLabel =
    s.type === "villain" && s.villainAction > 0
      ? i18n.format("STEELBOUND.Ability.VillainActionN", { n: s.villainAction })
      : i18n.localize(keyFor("STEELBOUND.Ability.Type.", s.type));
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    type: s.type,
    typeLabel,
    isSignature: s.category === "signature",
    isHeroic: s.category === "heroic",
    cardClass: CARD_CLASS.get(s.category) ?? "ability-card draggable",
    // keywordList's text, from the chips already in its order.
    keywords: chips.text,
    keywordChips: chips.chips,
    cost: costText(i18n, s, options.resourceName),
    spend: spendText(i18n, s.spend, options.resourceName),
    distance: distanceText(i18n, s.distance, distance),
    target: targetText(i18n, s.target),
    trigger: s.trigger,
    powerRoll: label === null ? null : { label, tiers, automatic: automaticText(i18n, s.automaticTier) },
    effectBefore: options.enriched?.effectBefore ?? "",
    effectAfter: options.enriched?.effectAfter ?? "",
    description: options.enriched?.description ?? "",
    villainAction: s.villainAction,
    labels: words.labels,
  };
}

export interface AbilityGroup {
  type: AbilityType;
  label: string;
  abilities: AbilityCard[];
}

/** Action types in the order a turn reads (R-CB-7), villain actions last. */
export const ABILITY_TYPE_ORDER: readonly AbilityType[] = [
  "main",
  "maneuver",
  "move",
  "triggered",
  "freeTriggered",
  "freeManeuver",
  "none",
  "villain",
];

/** Groups cards by action type; inside a group signature abilities come first, then by name. */
export function groupAbilities(i18n: Localizer, cards: readonly AbilityCard[]): AbilityGroup[] {
  return ABILITY_TYPE_ORDER.map((type) => ({
    type,
    label: i18n.localize(keyFor("STEELBOUND.Ability.TypePlural.", type)),
    abilities: cards
      .filter((c) => c.type === type)
      .sort(
        (a, b) =>
          Number(b.isSignature) - Number(a.isSignature) ||
          a.villainAction - b.villainAction ||
          compareText(a.name, b.name),
      ),
  })).filter((g) => g.abilities.length > 0);
}

/** What a Director creature's prepared data gives its cards: its potency, gathered effect bonuses and level. */
export interface CreatureCardSource {
  potency: PotencyData;
  /** Gathered from its effects each preparation (docs/DATA.md `abilityBonuses`); absent in a bare source. */
  abilityBonuses?: readonly AbilityBonusChange[];
  level: number;
}

/**
 * The ability cards of a Director creature's sheet (monster, retainer, object): its abilities in the
 * sheet's order, with its own potency, its effects' ability bonuses (as the hero sheet shows them) and no
 * heroic resource.
 */
export function creatureAbilityCards(
  i18n: Localizer,
  items: readonly ItemView[],
  creature: CreatureCardSource,
  enriched: Readonly<Record<string, EnrichedItemHtml>>,
): AbilityCard[] {
  const bonuses = { changes: creature.abilityBonuses ?? [], level: creature.level };
  const words = cardWords(i18n);
  return items
    .filter((i): i is ItemOfType<"ability"> => i.type === "ability")
    .map((item) =>
      abilityCard(i18n, item, {
        resourceName: "",
        potency: creature.potency,
        enriched: enriched[item.id],
        bonuses,
        words,
      }),
    );
}
