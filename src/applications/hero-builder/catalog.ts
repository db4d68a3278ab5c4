/**
 * The options a player may pick from when building or levelling a hero: the world's Item documents the
 * user may see and every Item compendium's index (v13 client/documents/collections/compendium-collection.mjs
 * CompendiumCollection#getIndex: `_id`, `uuid`, `name`, `img`, `type` plus the fields asked for, without
 * loading the documents), and the `companion` actors of every Actor compendium (a Beastheart's companions).
 * Only picked options are loaded whole, through fromUuid.
 */

export interface OptionEntry {
  uuid: string;
  name: string;
  type: string;
  /** A subclass's class name (subclasses are filtered to the picked class by it). */
  className: string;
  /** An ancestry trait's cost from the ancestry's points. */
  points: number;
  /** A perk's group. */
  group: string;
  /** languages.ts: the option's id, language and the original it translates. */
  id?: string;
  lang?: string;
  translationOf?: string;
  /** The option's item grants (level, item type, pool): who owns the subclass and kit choices. */
  grants?: OptionGrant[];
}

export interface OptionGrant {
  level: number;
  itemType: string;
  pool: string[];
}

import { languageOf, oneLanguage } from "./languages.ts";
import { oneSourcePerType } from "./option-sources.ts";
import { userOwns } from "../../documents/ownership.ts";

/** The index fields the builder reads besides the core ones. */
const INDEX_FIELDS = [
  "system.class",
  "system.points",
  "system.group",
  "system.advancements",
  "flags.steelbound.lang",
  "flags.steelbound.translationOf",
];

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function entryOf(
  data: { uuid?: string | null; name?: string | null; type?: string | null },
  system: unknown,
  flags: unknown,
): OptionEntry {
  const read = (key: string): unknown =>
    typeof system === "object" && system !== null ? Reflect.get(system, key) : undefined;
  const own: unknown = typeof flags === "object" && flags !== null ? Reflect.get(flags, "steelbound") : null;
  const flag = (key: string): unknown =>
    typeof own === "object" && own !== null ? Reflect.get(own, key) : undefined;
  const points = read("points");
  return {
    grants: grantsOf(read("advancements")),
    id: (data.uuid ?? "").split(".").pop() ?? "",
    lang: languageOf(flag("lang"), data.name ?? ""),
    translationOf: text(flag("translationOf")),
    uuid: data.uuid ?? "",
    name: data.name ?? "",
    type: data.type ?? "",
    className: text(read("class")),
    points: typeof points === "number" && points > 0 ? points : 1,
    group: text(read("group")),
  };
}

/** The item grants of an option's `advancements` (a model's array of entries, or the index's plain copy). */
function grantsOf(value: unknown): OptionGrant[] {
  const list: unknown[] = Array.isArray(value) ? value : [];
  const grants: OptionGrant[] = [];
  for (const entry of list) {
    if (typeof entry !== "object" || entry === null) continue;
    const get = (key: string): unknown => Reflect.get(entry, key);
    if (get("kind") !== "items") continue;
    const pool = get("pool");
    grants.push({
      level: typeof get("level") === "number" ? Number(get("level")) : 1,
      itemType: text(get("itemType")),
      pool: Array.isArray(pool) ? pool.filter((u): u is string => typeof u === "string") : [],
    });
  }
  return grants;
}

/** Every option the current user can see, world items first, then each Item pack's index. */
export async function loadCatalog(): Promise<OptionEntry[]> {
  const entries: OptionEntry[] = [];
  for (const item of game.items?.contents ?? []) {
    // A player sees a world item only with at least LIMITED ownership (what the Items directory lists;
    // a GM sees every one).
    if (!userOwns(item, game.user, "LIMITED")) continue;
    entries.push(entryOf(item, item.system, item.flags));
  }
  for (const pack of game.packs ?? []) {
    if (pack.documentName === "Actor") {
      // The companions a class with one offers (the official summons pack's `companion` actors).
      for (const entry of await pack.getIndex()) {
        const read = (key: string): unknown => Reflect.get(entry, key);
        if (read("type") !== "companion") continue;
        entries.push(
          entryOf({ uuid: text(read("uuid")), name: text(read("name")), type: "companion" }, {}, {}),
        );
      }
      continue;
    }
    if (pack.documentName !== "Item") continue;
    const index = await pack.getIndex({ fields: INDEX_FIELDS as never[] });
    for (const entry of index) {
      const read = (key: string): unknown => Reflect.get(entry, key);
      entries.push(
        entryOf(
          { uuid: text(read("uuid")), name: text(read("name")), type: text(read("type")) },
          read("system"),
          read("flags"),
        ),
      );
    }
  }
  const lang = game.i18n?.lang ?? "en";
  return oneSourcePerType(
    oneLanguage(
      entries.filter((e) => e.uuid !== ""),
      lang,
    ),
    lang,
  );
}

/** The catalog's entries of one option type, by name. */
export function entriesOf(catalog: readonly OptionEntry[], type: string): OptionEntry[] {
  return catalog.filter((e) => e.type === type).sort((a, b) => a.name.localeCompare(b.name));
}
