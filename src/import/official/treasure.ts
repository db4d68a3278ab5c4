/** Official treasures (R-RW-1) and downtime projects (R-DT-2). */
import { CHARACTERISTICS } from "../../rules/types.ts";
import { TREASURE_CATEGORIES } from "../../data/vocabulary.ts";
import type { Converted, JsonObject, Reader } from "./context.ts";
import { finishItem, itemReader, type ItemOptions } from "./item-base.ts";
import { relinkUuids } from "./html.ts";

const characteristics = (values: string[]) =>
  values.filter((c) => (CHARACTERISTICS as readonly string[]).includes(c));

export function convertTreasure(source: JsonObject, options: ItemOptions): Converted {
  const reader = itemReader(source, options);
  const category = reader.str("category");
  const known = (TREASURE_CATEGORIES as readonly string[]).includes(category);
  if (!known) reader.note("category", `unknown treasure category "${category}": imported as a trinket`);
  const fields = {
    category: known ? category : "trinket",
    echelon: Math.min(4, Math.max(1, reader.num("echelon", 1))),
    quantity: Math.max(0, reader.num("quantity", 1)),
    keywords: reader.strings("keywords"),
    equipped: false,
    project: {
      goal: Math.max(0, reader.num("project.goal")),
      prerequisite: reader.str("project.prerequisites"),
      projectSource: reader.str("project.source"),
      characteristics: characteristics(reader.strings("project.rollCharacteristic")),
      yield: yieldOf(reader, "project.yield"),
    },
  };
  reader.use("kind");
  return finishItem(source, reader, "treasure", fields, options);
}

/** An official yield `{ amount: "1d3", display }` as one line: the display when given, else the amount. */
function yieldOf(reader: Reader, path: string): string {
  const display = reader.str(`${path}.display`).trim();
  const amount = reader.str(`${path}.amount`) || String(reader.maybe(`${path}.amount`) ?? "");
  reader.use(path);
  return display || (amount === "1" ? "" : amount);
}

export function convertProject(source: JsonObject, options: ItemOptions): Converted {
  const reader = itemReader(source, options);
  const fields = {
    goal: Math.max(1, reader.num("goal", 1)),
    points: Math.max(0, reader.num("points")),
    prerequisite: reader.str("prerequisites"),
    projectSource: reader.str("projectSource"),
    characteristics: characteristics(reader.strings("rollCharacteristic")),
    yield: yieldOf(reader, "yield"),
    sourceLanguage: sourceLanguageOf(reader.str("projectSource")),
    // The project's events table in the official tables pack, relinked to the imported module's own.
    eventsTable: eventsTableOf(reader.str("events"), options.moduleId),
  };
  if (reader.maybe("goal") === null) reader.noteIfSet("goal", "no fixed goal");
  reader.use("type");
  return finishItem(source, reader, "project", fields, options);
}

/** A link to a RollTable (the official `Compendium.draw-steel.tables.RollTable.<id>`) in the module's packs, else null. */
function eventsTableOf(link: string, moduleId: string): string | null {
  const relinked = relinkUuids(link.trim(), moduleId);
  return /^Compendium\.[\w-]+\.[\w-]+\.RollTable\.[A-Za-z0-9]{16}$/.test(relinked) ? relinked : null;
}

/**
 * R-DT-1, R-DT-2: the official data has no language field; its project source names the language at its end
 * ("Texts or lore in Caelian", "… in Low Rhyvian", "… in the First Language"). A source that names none ("None",
 * "… in a language you know") gives blank: no language is needed.
 */
export function sourceLanguageOf(projectSource: string): string {
  const named = /\bin (?:the )?(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*)\s*\.?\s*$/u.exec(
    projectSource.trim(),
  );
  return named?.[1] ?? "";
}
