/**
 * An ability's mechanics (docs/DATA.md `ability`) as one canonical value, and what changed between two of
 * them (accepted versions). The mechanics are every stored field the GM computes from when it
 * applies, pays or refunds a use: keywords, action type, category, distance, targets, trigger-free costs,
 * "spend X+", the refund choice, the power roll with its three tiers (damage, potency, conditions, custom
 * effects and their changes, forced movement) and the villain action number, plus the changes of the
 * item's own ActiveEffects, and what a use summons (`summon`, kept only when it summons something, so an
 * ability accepted before the field has the same text), and what of its damage heals its user (`healFromDamage`,
 * kept likewise only when it heals), and the tier its own text grants (`automaticTier`, R-PR-7, kept only when
 * it grants one). Free text shown only to read (effect HTML, trigger,
 * description) is left out.
 * Pure: no Foundry globals.
 */

/** The ability source fields that are mechanics (DATA.md `ability`). */
export const MECHANIC_KEYS = [
  "keywords",
  "type",
  "category",
  "distance",
  "target",
  "cost",
  "spend",
  "refundIfResisted",
  "power",
  "villainAction",
] as const;

/** A JSON value with its object keys sorted: two equal mechanics have one text. */
export type Canonical = null | boolean | number | string | Canonical[] | { [key: string]: Canonical };
export type Mechanics = { [key: string]: Canonical };

function canonical(value: unknown): Canonical | undefined {
  if (value === null) return null;
  if (typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (value instanceof Set) return canonical([...(value as Set<unknown>)].map(String).sort());
  if (Array.isArray(value)) return value.map((v) => canonical(v) ?? null);
  if (typeof value === "object") {
    const out: { [key: string]: Canonical } = {};
    for (const key of Object.keys(value).sort()) {
      const inner = canonical((value as Record<string, unknown>)[key]);
      if (inner !== undefined) out[key] = inner;
    }
    return out;
  }
  return undefined;
}

/** What an ActiveEffect on the item does (its changes and whether it is on and passed to the owner). */
export interface ItemEffectSource {
  readonly changes?: readonly unknown[];
  readonly transfer?: unknown;
  readonly disabled?: unknown;
}

/** The mechanics of an ability from its system source and its own effects' sources. */
export function abilityMechanics(system: unknown, effects: readonly ItemEffectSource[] = []): Mechanics {
  const source = typeof system === "object" && system !== null ? (system as Record<string, unknown>) : {};
  const out: Mechanics = {};
  for (const key of MECHANIC_KEYS) {
    const value = canonical(source[key]);
    if (value !== undefined) out[key] = value;
  }
  // Keywords are a set: order and case do not change what the ability is.
  const keywords = out["keywords"];
  if (Array.isArray(keywords))
    out["keywords"] = [
      ...new Set(keywords.map((k) => (typeof k === "string" ? k.toLowerCase() : JSON.stringify(k)))),
    ].sort();
  // Kept only when it heals, so an ability accepted before the field has the same text.
  const heal = source["healFromDamage"];
  if (heal === "full" || heal === "half") out["healFromDamage"] = heal;
  // Likewise its condition: kept only when it is not the default ("always").
  if (source["healFromDamageWhen"] === "spend") out["healFromDamageWhen"] = "spend";
  // R-PR-7: the ability's own automatic tier, kept only when it grants one (as healFromDamage above).
  const tier = source["automaticTier"];
  if (tier === 1 || tier === 2 || tier === 3) out["automaticTier"] = tier;
  const summon = canonical(source["summon"]);
  if (typeof summon === "object" && summon !== null && !Array.isArray(summon) && summon["creature"])
    out["summon"] = summon;
  if (effects.length > 0)
    out["effects"] = effects.map(
      (e) =>
        canonical({
          changes: e.changes ?? [],
          transfer: e.transfer === true,
          disabled: e.disabled === true,
        }) ?? null,
    );
  return out;
}

/** One text per mechanics: what the GM's record keeps and compares. */
export function fingerprint(mechanics: Mechanics): string {
  return JSON.stringify(mechanics);
}

/** Reads a fingerprint back (the record holds only fingerprints); null for text that is not one. */
export function mechanicsOf(print: string): Mechanics | null {
  try {
    const value: unknown = JSON.parse(print);
    const mechanics = canonical(value);
    return typeof mechanics === "object" && mechanics !== null && !Array.isArray(mechanics)
      ? mechanics
      : null;
  } catch {
    return null;
  }
}

/** One changed value: where (path of keys; numbers are list positions) and from what to what. */
export interface MechanicsChange {
  path: (string | number)[];
  /** undefined: absent on that side. */
  from: Canonical | undefined;
  to: Canonical | undefined;
}

function leaves(value: Canonical | undefined, path: (string | number)[], out: Map<string, Leaf>): void {
  if (Array.isArray(value) && value.length > 0)
    value.forEach((v, i) => {
      leaves(v, [...path, i], out);
    });
  else if (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0
  )
    for (const key of Object.keys(value)) leaves(value[key], [...path, key], out);
  else if (value !== undefined) out.set(JSON.stringify(path), { path, value });
}
interface Leaf {
  path: (string | number)[];
  value: Canonical;
}

/** Every leaf that differs between the accepted mechanics (null: none accepted) and the current ones. */
export function mechanicsDiff(accepted: Mechanics | null, current: Mechanics): MechanicsChange[] {
  const before = new Map<string, Leaf>();
  const after = new Map<string, Leaf>();
  leaves(accepted ?? {}, [], before);
  leaves(current, [], after);
  const changes: MechanicsChange[] = [];
  for (const [key, leaf] of after) {
    const old = before.get(key);
    if (old === undefined || JSON.stringify(old.value) !== JSON.stringify(leaf.value))
      changes.push({ path: leaf.path, from: old?.value, to: leaf.value });
  }
  for (const [key, leaf] of before)
    if (!after.has(key)) changes.push({ path: leaf.path, from: leaf.value, to: undefined });
  return changes;
}

/**
 * The ability's system source with the accepted mechanics in place of its own (what "use the accepted
 * version" and Malice pricing read): free text stays, every mechanic is the accepted one.
 */
export function withMechanics(system: unknown, mechanics: Mechanics): Record<string, unknown> {
  const source = typeof system === "object" && system !== null ? (system as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...source };
  for (const key of MECHANIC_KEYS) out[key] = mechanics[key];
  // An accepted version that summons nothing summons nothing, whatever the item says now.
  out["summon"] = mechanics["summon"] ?? { creature: null, count: 0 };
  // An accepted version that heals its user from nothing heals nothing.
  out["healFromDamage"] = mechanics["healFromDamage"] ?? "none";
  out["healFromDamageWhen"] = mechanics["healFromDamageWhen"] ?? "always";
  // An accepted version without an automatic tier grants none, whatever the item says now.
  out["automaticTier"] = mechanics["automaticTier"] ?? 0;
  return out;
}

/**
 * What a creature's own documents give every use of its abilities (its kits' ability
 * bonuses as combined (docs/DATA.md `kit.bonuses`), the ability bonuses its effects give (`abilityBonuses`)
 * and its characteristic scores. A player edits all three on their own hero, so the GM keeps an accepted
 * version of them too, under the creature's UUID, beside its abilities'.
 */
export interface UsesInput {
  kit: {
    meleeDamage: readonly number[];
    rangedDamage: readonly number[];
    meleeDistance: number;
    rangedDistance: number;
  } | null;
  effects: readonly {
    key: string;
    mode: number;
    value: number;
    keywords: readonly string[];
    keyword?: string;
  }[];
  characteristics: Readonly<Record<string, number>>;
}

/** The top keys of a creature's use mechanics (none is an ability mechanic's key). */
export const USES_KEYS = ["kit", "creatureEffects", "characteristics"] as const;

const finite = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n : 0);
const tierMap = (values: readonly number[]) => ({
  tier1: finite(values[0]),
  tier2: finite(values[1]),
  tier3: finite(values[2]),
});

/** One effect bonus as one text: "key|mode|value|keywords|keyword" (a leaf on the card, read back below). */
export function bonusText(e: UsesInput["effects"][number]): string {
  const keywords = [...e.keywords].map((k) => k.toLowerCase()).sort();
  return [e.key, String(finite(e.mode)), String(finite(e.value)), keywords.join(","), e.keyword ?? ""].join(
    "|",
  );
}

/** The effect bonus a bonusText names, or null. */
export function bonusOfText(text: string): UsesInput["effects"][number] | null {
  const [key = "", mode = "", value = "", keywords = "", keyword = ""] = text.split("|");
  if (key === "") return null;
  return {
    key,
    mode: Number(mode) || 0,
    value: Number(value) || 0,
    keywords: keywords === "" ? [] : keywords.split(","),
    ...(keyword === "" ? {} : { keyword }),
  };
}

/** A creature's use mechanics as one canonical value. */
export function usesMechanics(input: UsesInput): Mechanics {
  const kit = input.kit;
  const characteristics: { [key: string]: Canonical } = {};
  for (const key of Object.keys(input.characteristics).sort())
    characteristics[key] = finite(input.characteristics[key]);
  return canonicalMechanics({
    kit:
      kit === null
        ? null
        : {
            meleeDamage: tierMap(kit.meleeDamage),
            rangedDamage: tierMap(kit.rangedDamage),
            meleeDistance: finite(kit.meleeDistance),
            rangedDistance: finite(kit.rangedDistance),
          },
    // None: left out, so a card lists an effect taken away as that effect alone.
    ...(input.effects.length > 0 ? { creatureEffects: input.effects.map(bonusText).sort() } : {}),
    characteristics,
  });
}

/** Mechanics with every object's keys sorted (one text per value, whatever order they were built in). */
export function canonicalMechanics(value: Mechanics): Mechanics {
  const out = canonical(value);
  return typeof out === "object" && out !== null && !Array.isArray(out) ? out : {};
}

/** The use mechanics read back (for "use the accepted version"). */
export function usesOf(mechanics: Mechanics): UsesInput {
  const kit = mechanics["kit"];
  const at = (source: Canonical | undefined, key: string): Canonical | undefined =>
    typeof source === "object" && source !== null && !Array.isArray(source) ? source[key] : undefined;
  const tiers = (key: string) => {
    const t = at(kit, key);
    return [finite(at(t, "tier1")), finite(at(t, "tier2")), finite(at(t, "tier3"))];
  };
  const effects = mechanics["creatureEffects"];
  const scores = mechanics["characteristics"];
  return {
    kit:
      typeof kit === "object" && kit !== null
        ? {
            meleeDamage: tiers("meleeDamage"),
            rangedDamage: tiers("rangedDamage"),
            meleeDistance: finite(at(kit, "meleeDistance")),
            rangedDistance: finite(at(kit, "rangedDistance")),
          }
        : null,
    effects: Array.isArray(effects)
      ? effects.flatMap((e) => {
          const bonus = typeof e === "string" ? bonusOfText(e) : null;
          return bonus ? [bonus] : [];
        })
      : [],
    characteristics:
      typeof scores === "object" && scores !== null && !Array.isArray(scores)
        ? Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, finite(v)]))
        : {},
  };
}
