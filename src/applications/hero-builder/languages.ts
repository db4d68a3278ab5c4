/**
 * One language per list: the system's packs carry English options and their Japanese twins
 * (a twin names its original's `_id` in `flags.steelbound.translationOf`), so a table sees the options in
 * its own language and the other twin is left out. An option's language is `flags.steelbound.lang` when its
 * author set it, otherwise read from its name: kana or CJK ideographs mean Japanese, anything else English
 * (imported official data carries no language flag: it is English and has no twins). An option with no twin in the table's language is always kept.
 */

export interface Lingual {
  /** The option's document id (the last part of its uuid). */
  id?: string;
  type: string;
  lang?: string;
  /** The id of the option this one translates ("" or missing for an original). */
  translationOf?: string;
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/u;

/** The language of an option: its flag, else the script of its name. */
export function languageOf(flag: unknown, name: string): string {
  if (typeof flag === "string" && flag) return flag;
  return JAPANESE.test(name) ? "ja" : "en";
}

/** The entries a table in `lang` sees: each twin pair keeps the one in `lang`, when it has one. */
export function oneLanguage<T extends Lingual>(entries: readonly T[], lang: string): T[] {
  const key = (e: T) => `${e.type}|${e.id ?? ""}`;
  const byId = new Map(entries.map((e) => [key(e), e]));
  // Twins in both directions: original → translations, translation → original.
  const twins = new Map<string, T[]>();
  const link = (a: T, b: T) => {
    twins.set(key(a), [...(twins.get(key(a)) ?? []), b]);
  };
  for (const entry of entries) {
    if (!entry.translationOf) continue;
    const original = byId.get(`${entry.type}|${entry.translationOf}`);
    if (!original) continue;
    link(entry, original);
    link(original, entry);
  }
  return entries.filter((entry) => {
    if ((entry.lang ?? "en") === lang) return true;
    return !(twins.get(key(entry)) ?? []).some((twin) => (twin.lang ?? "en") === lang);
  });
}
