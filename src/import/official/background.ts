/** Official ancestry, culture, career, complication, perk and title items (R-BG-1). */
import type { Converted, JsonObject } from "./context.ts";
import { finishItem, itemReader, type ItemOptions } from "./item-base.ts";

const PERK_GROUPS = ["crafting", "exploration", "interpersonal", "intrigue", "lore", "supernatural"];

export function convertAncestry(source: JsonObject, options: ItemOptions): Converted {
  return finishItem(source, itemReader(source, options), "ancestry", {}, options);
}

/** Culture aspects live in the official advancements, so only the base fields map. */
export function convertCulture(source: JsonObject, options: ItemOptions): Converted {
  const fields = { language: "", environment: "", organization: "", upbringing: "" };
  return finishItem(source, itemReader(source, options), "culture", fields, options);
}

export function convertCareer(source: JsonObject, options: ItemOptions): Converted {
  const reader = itemReader(source, options);
  const n = (path: string) => Math.max(0, reader.num(path));
  const fields = { wealth: n("wealth"), renown: n("renown"), projectPoints: n("projectPoints") };
  return finishItem(source, reader, "career", fields, options);
}

/** The official complication keeps benefit and drawback inside its description. */
export function convertComplication(source: JsonObject, options: ItemOptions): Converted {
  return finishItem(
    source,
    itemReader(source, options),
    "complication",
    { benefit: "", drawback: "" },
    options,
  );
}

export function convertPerk(source: JsonObject, options: ItemOptions): Converted {
  const reader = itemReader(source, options);
  const group = reader.str("perkType");
  if (group !== "" && !PERK_GROUPS.includes(group)) reader.note("perkType", `unknown perk group "${group}"`);
  return finishItem(source, reader, "perk", { group: PERK_GROUPS.includes(group) ? group : "" }, options);
}

export function convertTitle(source: JsonObject, options: ItemOptions): Converted {
  const reader = itemReader(source, options);
  const echelon = Math.min(4, Math.max(1, reader.num("echelon", 1)));
  reader.noteIfSet("story", "title flavour text is not modelled");
  return finishItem(source, reader, "title", { echelon }, options);
}
