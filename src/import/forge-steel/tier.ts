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
  damage: Entry & { types: string[]; extra: Entry };
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
    damage: { ...entry, types: [], extra: { ...entry } },
    conditions: [],
    customEffects: [],
    forced: { kind: "", distance: 0, vertical: false, or: "", bonus: "", potency: { ...UNGATED } },
    text: "",
  };
}

const DAMAGE = /^(\d+)(?:\s*\+\s*([marip]))?(?:\s+([a-z]+))?\s+damage$/i;
const FORCED = /^(vertical\s+)?(push|pull|slide)\s+(\d+)$/i;
const CONDITION =
  /^(?:([marip])\s*<\s*(?:\[(weak|average|strong)\]|(\d+))\s*,?\s*)?([a-z]+)\s*\((save ends|eot)\)$/i;

/** One part read into the tier; false when Steelbound cannot hold it as written. */
function readPart(tier: Tier, part: string, rolled: readonly string[]): boolean {
  const damage = DAMAGE.exec(part);
  if (damage && tier.damage.value === 0) {
    const type = (damage[3] ?? "untyped").toLowerCase();
    if (!(DAMAGE_TYPES as readonly string[]).includes(type)) return false;
    const letter = LETTER[(damage[2] ?? "").toLowerCase()];
    // R-AB-4: "+ M" adds the roll's characteristic when the roll uses it; another letter is not that.
    if (letter && !rolled.includes(letter)) return false;
    Object.assign(tier.damage, { value: Number(damage[1]), characteristic: Boolean(letter), type });
    return true;
  }
  const forced = FORCED.exec(part);
  if (forced && tier.forced.kind === "") {
    const kind = (forced[2] ?? "").toLowerCase();
    Object.assign(tier.forced, { kind, distance: Number(forced[3]), vertical: Boolean(forced[1]) });
    return true;
  }
  const condition = CONDITION.exec(part);
  const id = (condition?.[4] ?? "").toLowerCase();
  if (condition && (IMPOSED_CONDITIONS as readonly string[]).includes(id)) {
    const letter = LETTER[(condition[1] ?? "").toLowerCase()];
    const strength = (condition[2] ?? "").toLowerCase();
    // R-AB-6: "M < [weak]" is a strength of the user's potency, "M < 2" a number written in the ability.
    const potency = !letter
      ? { ...UNGATED }
      : strength
        ? { characteristic: letter, strength, offset: 0, value: 0 }
        : { characteristic: letter, strength: "fixed", offset: 0, value: Number(condition[3]) };
    tier.conditions.push({
      condition: id,
      potency,
      duration: (condition[5] ?? "").toLowerCase() === "eot" ? "eot" : "save",
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
