/** Official class and subclass items (R-AB-8 heroic resource, hero stamina and recoveries). */
import { CHARACTERISTICS } from "../../rules/types.ts";
import type { Converted, JsonObject, Reader } from "./context.ts";
import { finishItem, itemReader, type ItemOptions } from "./item-base.ts";

/** A gain Foundry's Roll can parse: a number or NdM (optionally + N). */
const FORMULA = /^\s*(\d+|\d*d\d+(\s*[+-]\s*\d+)?)\s*$/;

const LETTERS: Record<string, string> = {
  M: "might",
  A: "agility",
  R: "reason",
  I: "intuition",
  P: "presence",
};
/** "0", "-1", "-1 - @R", "-@R": how far below 0 the resource may go (the official `minimum` formula). */
const MINIMUM = /^\s*(?:-?\s*(\d+))?\s*(?:-\s*@(?:([MARIP])|chr\.(\w+)|characteristics\.(\w+)\.value))?\s*$/;

/** The class's heroic resource floor (docs/DATA.md `heroicResource.floor`, R-AB-8): a Talent's −(1 + Reason). */
function floorOf(reader: Reader): { base: number; characteristic: string } {
  const raw = reader.str("minimum") || String(reader.maybe("minimum") ?? "");
  reader.use("minimum");
  const match = MINIMUM.exec(raw);
  const named = match ? (LETTERS[match[2] ?? ""] ?? match[3] ?? match[4] ?? "") : "";
  const characteristic = (CHARACTERISTICS as readonly string[]).includes(named) ? named : "";
  const base = Number(match?.[1] ?? 0);
  // A positive minimum ("2") or anything else would be a number Steelbound cannot hold as a floor.
  if (
    raw.trim() !== "" &&
    (!match || (named !== "" && characteristic === "") || (base > 0 && !/^\s*-/.test(raw)))
  ) {
    reader.note("minimum", `heroic resource minimum "${raw}" is not 0 or −(N + a characteristic)`);
    return { base: 0, characteristic: "" };
  }
  return { base, characteristic };
}

/**
 * The official ids (`_dsid`) of the classes whose hero has a companion creature: the Beastheart (the official
 * 1.x class grants its "companion" feature; its companions are `companion` actors of the summons pack).
 */
const COMPANION_CLASSES: ReadonlySet<string> = new Set(["beastheart"]);

export function convertClass(source: JsonObject, options: ItemOptions): Converted {
  const reader = itemReader(source, options);
  const gain = reader.str("turnGain") || String(reader.maybe("turnGain") ?? "");
  reader.use("turnGain");
  if (gain !== "" && !FORMULA.test(gain))
    reader.note("turnGain", `resource gain "${gain}" is not a dice formula`);
  const primary = reader
    .strings("characteristics.core")
    .filter((c) => (CHARACTERISTICS as readonly string[]).includes(c));
  reader.use("characteristics");
  // The official class carries its hero's level; the hero converter reads it from there (hero.ts).
  reader.note("level", "the class holds its hero's level: Steelbound keeps level on the hero (mapped there)");
  const floor = floorOf(reader);
  const fields = {
    heroicResource: {
      name: reader.str("primary"),
      gainPerTurn: FORMULA.test(gain) ? gain.trim() : "",
      floor,
    },
    stamina: { starting: reader.num("stamina.starting"), perLevel: reader.num("stamina.level") },
    recoveries: reader.num("recoveries"),
    primaryCharacteristics: primary,
    epicResource: reader.str("epic"),
    companion: COMPANION_CLASSES.has(reader.str("_dsid")),
  };
  return finishItem(source, reader, "class", fields, options);
}

export function convertSubclass(source: JsonObject, options: ItemOptions): Converted {
  const reader = itemReader(source, options);
  return finishItem(source, reader, "subclass", { class: reader.str("classLink") }, options);
}
