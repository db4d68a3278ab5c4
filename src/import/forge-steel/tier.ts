/**
 * A Forge Steel power-roll tier is one line of text ("3 + M holy damage; P < [weak], slowed (save ends);
 * push 2"). Its parts Steelbound can hold are read into the tier (R-AB-3 damage, R-AB-6 potency-gated
 * conditions, R-MV-7 forced movement); any other part stays in the tier's text and is reported. Pure.
 */
import { DAMAGE_TYPES } from "../../rules/types.ts";
import { IMPOSED_CONDITIONS } from "../../data/vocabulary.ts";

const LETTER: Record<string, string> = {
  m: "might",
  a: "agility",
  r: "reason",
  i: "intuition",
  p: "presence",
};
const UNGATED = { characteristic: "might", strength: "none", offset: 0, value: 0 };

type Entry = { value: number; characteristic: boolean; type: string };
export type Tier = {
  damage: Entry & { types: string[]; extra: Entry; formula: string };
  conditions: {
    condition: string;
    potency: typeof UNGATED;
    duration: string;
    otherwise: { condition: string; duration: string };
  }[];
  customEffects: never[];
  forced: {
    kind: string;
    distance: number;
    vertical: boolean;
    or: string;
    bonus: string;
    potency: typeof UNGATED;
  };
  text: string;
};

function emptyTier(): Tier {
  const entry = { value: 0, characteristic: false, type: "untyped" };
  return {
    damage: { ...entry, types: [], extra: { ...entry }, formula: "" },
    conditions: [],
    customEffects: [],
    forced: { kind: "", distance: 0, vertical: false, or: "", bonus: "", potency: { ...UNGATED } },
    text: "",
  };
}

/**
 * "3 damage", "2 + M fire damage", "2 + M or A damage", "3 + M, R, I, or P damage" (the highest of those
 * listed, as Forge Steel's AbilityLogic.getTierEffect reads it); "3 damage + M or A damage" is the same.
 */
const DAMAGE =
  /^(\d+)(?:\s+damage)?(?:\s*\+\s*([marip](?:\s*,\s*[marip])*(?:\s*,?\s*or\s+[marip])?))?(?:\s+([a-z]+))?\s+damage$/i;
const FORCED =
  /^(?:([marip])\s*<\s*(?:\[(weak|average|strong)\]|(\d+))\s*,?\s*)?(vertical\s+)?(push|pull|slide)\s+(\d+)$/i;
/**
 * "slowed (save ends)", "M < [weak], dazed and slowed (EoT)", "A < 2 prone": conditions with an optional
 * potency gate and duration. No duration written is the encounter, as the official importer reads an
 * applied effect without an end (import/official/applied.ts DURATIONS[""]).
 */
const CONDITION =
  /^(?:([marip])\s*<\s*(?:\[(weak|average|strong)\]|(\d+))\s*,?\s*)?([a-z]+(?:\s+and\s+[a-z]+)*)\s*(?:\((save ends|eot)\))?$/i;

/** R-AB-6: "M < [weak]" is a strength of the user's potency, "M < 2" a number written in the ability. */
function gate(char: string | undefined, strength: string | undefined, value: string | undefined) {
  const characteristic = LETTER[(char ?? "").toLowerCase()];
  if (!characteristic) return { ...UNGATED };
  return strength
    ? { characteristic, strength: strength.toLowerCase(), offset: 0, value: 0 }
    : { characteristic, strength: "fixed", offset: 0, value: Number(value) };
}

/** One part read into the tier; false when Steelbound cannot hold it as written. */
function readPart(tier: Tier, part: string, rolled: readonly string[]): boolean {
  const damage = DAMAGE.exec(part);
  if (damage && tier.damage.value === 0) {
    const type = (damage[3] ?? "untyped").toLowerCase();
    if (!(DAMAGE_TYPES as readonly string[]).includes(type)) return false;
    const named = (damage[2] ?? "")
      .toLowerCase()
      .split(/\s*,\s*or\s+|\s*,\s*|\s+or\s+/)
      .map((l) => LETTER[l.trim()])
      .filter((l): l is string => Boolean(l));
    // R-AB-4: "+ M" (or "+ M or A", the highest of them) adds the characteristic the roll uses, which is the
    // highest of the roll's characteristics. Any other letter ("7 + I" on a Might roll, a companion's
    // ability) is that characteristic of the user, as Forge Steel adds it: a formula of the user's numbers
    // (src/rules/formula.ts), the highest of several.
    const same = named.length === rolled.length && rolled.every((c) => named.includes(c));
    const other = named.length === 1 ? `@${named[0]}` : `max(${named.map((c) => `@${c}`).join(", ")})`;
    const formula = named.length > 0 && !same ? other : "";
    Object.assign(tier.damage, {
      value: Number(damage[1]),
      characteristic: named.length > 0 && same,
      type,
      formula,
    });
    return true;
  }
  const forced = FORCED.exec(part);
  if (forced && tier.forced.kind === "") {
    const kind = (forced[5] ?? "").toLowerCase();
    const potency = gate(forced[1], forced[2], forced[3]);
    Object.assign(tier.forced, { kind, distance: Number(forced[6]), vertical: Boolean(forced[4]), potency });
    return true;
  }
  const condition = CONDITION.exec(part);
  const ids = (condition?.[4] ?? "")
    .toLowerCase()
    .split(/\s+and\s+/)
    .map((c) => c.trim());
  if (condition && ids.every((id) => (IMPOSED_CONDITIONS as readonly string[]).includes(id))) {
    const potency = gate(condition[1], condition[2], condition[3]);
    const written = (condition[5] ?? "").toLowerCase();
    const duration = written === "eot" ? "eot" : written ? "save" : "encounter";
    for (const id of ids)
      tier.conditions.push({
        condition: id,
        potency: { ...potency },
        duration,
        otherwise: { condition: "", duration: "eot" },
      });
    return true;
  }
  return false;
}

/** The tier and whether any part of it stayed as text only. */
export function readTier(text: string, rolled: readonly string[]): { tier: Tier; kept: boolean } {
  const tier = emptyTier();
  const rest = text
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)
    .filter((part) => !readPart(tier, part, rolled));
  tier.text = rest.join("; ");
  return { tier, kept: rest.length > 0 };
}
