/** Official class and subclass items (R-AB-8 heroic resource, hero stamina and recoveries). */
import { CHARACTERISTICS } from "../../rules/types.ts";
import type { Converted, JsonObject } from "./context.ts";
import { finishItem, itemReader, type ItemOptions } from "./item-base.ts";

/** A gain Foundry's Roll can parse: a number or NdM (optionally + N). */
const FORMULA = /^\s*(\d+|\d*d\d+(\s*[+-]\s*\d+)?)\s*$/;

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
  reader.noteIfSet("minimum", "the heroic resource's minimum is not modelled");
  reader.noteIfSet("epic", "the epic resource is not modelled yet");
  const fields = {
    heroicResource: { name: reader.str("primary"), gainPerTurn: FORMULA.test(gain) ? gain.trim() : "" },
    stamina: { starting: reader.num("stamina.starting"), perLevel: reader.num("stamina.level") },
    recoveries: reader.num("recoveries"),
    primaryCharacteristics: primary,
  };
  return finishItem(source, reader, "class", fields, options);
}

export function convertSubclass(source: JsonObject, options: ItemOptions): Converted {
  const reader = itemReader(source, options);
  return finishItem(source, reader, "subclass", { class: reader.str("classLink") }, options);
}
