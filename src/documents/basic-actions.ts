/**
 * Every hero has the basic actions (R-CB-9, R-CB-10: Free Strikes, Charge, Grab, Knockback, Catch Breath…),
 * so a new hero is given them from the system's own ability pack when it is created — by the builder or by
 * a plain "Create Actor" — in the table's language (the Japanese pack `abilities-ja` holds twins marked
 * `flags.steelbound.translationOf`). Each copy records its pack entry (`_stats.compendiumSource`, and the
 * compendiumBase record a three-way "Update from compendium" compares with), so that button keeps it
 * current, and so does the GM's pass when a system update changes the pack
 * (src/queries/basic-actions-pass.ts). An action the creation data already has — by its entry, its twin's entry or its name (an
 * imported hero carrying the official system's own basic abilities) — is not added twice.
 *
 * Runs in Actor#_preCreate, which v13 awaits before the creation is sent (client/data/client-backend.mjs
 * ClientDatabaseBackend##preCreateDocumentArray: `await doc._preCreate(d, options, user)`), so the
 * actions travel in the hero's one creation.
 */
import { SYSTEM_ID } from "../constants.ts";
import { BASE_FLAG } from "./compendium-update/apply.ts";
import { baseOf } from "./compendium-update/snapshot.ts";

/** The system's basic-action packs by language (system.json `packs`). */
export const PACKS: Record<string, string> = {
  en: `${SYSTEM_ID}.abilities`,
  ja: `${SYSTEM_ID}.abilities-ja`,
};

type Source = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === "string" ? value : "");

const flagOf = (source: Source, key: string): unknown => {
  const flags = source["flags"];
  const own: unknown =
    typeof flags === "object" && flags !== null ? Reflect.get(flags, SYSTEM_ID) : undefined;
  return typeof own === "object" && own !== null ? Reflect.get(own, key) : undefined;
};

const sourceOf = (item: Source): string => {
  const stats = item["_stats"];
  const uuid: unknown =
    typeof stats === "object" && stats !== null ? Reflect.get(stats, "compendiumSource") : "";
  return typeof uuid === "string" ? uuid : "";
};

export interface Entry {
  uuid: string;
  toObject(): Source;
}

/**
 * The basic-action entries of one pack (ability items of the `basic` category), each with its pack uuid
 * (`Compendium.<pack>.Item.<id>`, v13 ClientDocumentMixin#uuid for a document in a pack).
 */
export async function entriesOf(packId: string): Promise<Entry[]> {
  const pack = game.packs?.get(packId);
  if (!pack || pack.documentName !== "Item") return [];
  const docs = (await pack.getDocuments()) as unknown as {
    id: string;
    type: string;
    system: unknown;
    toObject(): Source;
  }[];
  return docs
    .filter((d) => d.type === "ability" && Reflect.get(d.system as object, "category") === "basic")
    .map((d) => ({ uuid: `Compendium.${pack.collection}.Item.${d.id}`, toObject: () => d.toObject() }));
}

/**
 * The item data of the basic actions a hero created with `items` lacks: the table's language's pack
 * (English when it has none), each entry with its source recorded.
 */
export async function missingBasicActions(items: readonly Source[], lang: string): Promise<Source[]> {
  const wanted = await entriesOf(PACKS[lang] ?? PACKS["en"] ?? "");
  const chosen = wanted.length > 0 ? wanted : await entriesOf(PACKS["en"] ?? "");
  if (chosen.length === 0) return [];
  const english = lang === "en" ? chosen : await entriesOf(PACKS["en"] ?? "");
  const englishById = new Map(english.map((e) => [e.uuid.split(".").pop() ?? "", e]));
  const held = new Set(items.map(sourceOf).filter(Boolean));
  const names = new Set(items.map((i) => str(i["name"]).toLowerCase()));
  const added: Source[] = [];
  for (const entry of chosen) {
    const source = entry.toObject();
    const original = englishById.get(str(flagOf(source, "translationOf")));
    const twins = [entry.uuid, original?.uuid ?? ""].filter(Boolean);
    const twinNames = [source["name"], original?.toObject()["name"]].map((n) => str(n).toLowerCase());
    if (twins.some((u) => held.has(u)) || twinNames.some((n) => n !== "" && names.has(n))) continue;
    const { _id: _omitId, folder: _omitFolder, ...rest } = source;
    const stats = (source["_stats"] ?? {}) as Source;
    const flags = (source["flags"] ?? {}) as Record<string, Source>;
    added.push({
      ...rest,
      _stats: { ...stats, compendiumSource: entry.uuid },
      flags: { ...flags, [SYSTEM_ID]: { ...flags[SYSTEM_ID], [BASE_FLAG]: baseOf(entry.uuid, source) } },
    });
  }
  return added;
}
