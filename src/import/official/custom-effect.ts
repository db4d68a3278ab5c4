/**
 * An official applied effect that is not a standard condition: the key names an ActiveEffect of the ability
 * item ("Fire Weakness 3", "Pantsed"). Steelbound holds it as a tier's custom effect (docs/DATA.md
 * `customEffects`): its name, plain text, the potency gate and duration a condition has, and its bearer.
 * The official effect's `changes` are carried over on Steelbound's data paths (effect-paths.ts).
 */
import { isObject, type JsonObject } from "./context.ts";
import { text } from "./shared.ts";

export type CustomEffect = {
  name: string;
  text: string;
  /** Steelbound changes (effect-paths.ts); what has no home is listed by the converter. */
  changes: JsonObject[];
  potency: { characteristic: string; strength: string; offset: number; value: number };
  bearer: string;
  duration: string;
};

/** The item's own ActiveEffects by id: what an applied effect's key may name besides a status. */
export function itemEffects(source: JsonObject): Record<string, JsonObject> {
  const list = Array.isArray(source["effects"]) ? source["effects"] : [];
  const byId: Record<string, JsonObject> = {};
  for (const effect of list) if (isObject(effect)) byId[text(effect["_id"])] = effect;
  // A monster's copy of a compendium ability gets its effects re-keyed while its power effects still name
  // the compendium's ids; the copy's own data keeps the original's uuid in `_stats.compendiumSource`
  // ("…ActiveEffect.<id>", as the official packs hold it). Such an id names the copy.
  for (const effect of list) {
    if (!isObject(effect)) continue;
    const stats = effect["_stats"];
    const source = isObject(stats) ? text(stats["compendiumSource"]) : "";
    const original = /\.ActiveEffect\.([A-Za-z0-9]{16})$/.exec(source)?.[1];
    if (original !== undefined && byId[original] === undefined) byId[original] = effect;
  }
  return byId;
}

/** The effect's own end ("save", "turn"…), used when the tier gives none (official applyEffect). */
export function ownEnd(effect: JsonObject): string {
  const system = effect["system"];
  const end = isObject(system) ? system["end"] : undefined;
  return isObject(end) ? text(end["type"]) : "";
}

/** Rich text → one line of plain text (the custom effect's text is escaped wherever it is shown). */
export function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * What the player reads: the tier's own sentence (its potency is shown from the gate, so the placeholder
 * goes), else the effect's description, else its name.
 */
export function customText(sentence: string, effect: JsonObject): string {
  const said = sentence
    .replaceAll("{{potency}}", "")
    .replace(/\{\{[^}]*\}\}/g, "")
    .replace(/^[\s,;]+|[\s,;]+$/g, "");
  return said || plain(text(effect["description"])) || text(effect["name"]);
}
