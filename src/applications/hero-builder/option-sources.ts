/**
 * One source per option list: the system ships its own cultures
 * (packs/cultures, with Japanese twins), and a world that imported official data has the official ones as
 * well, under other names ("Borderland homestead" beside our "Frontier Homestead"), so name matching cannot
 * pair them. The rule, per option type: the world's own options (world items and world compendiums, i.e.
 * what the Director imported or made) replace the system's when at least one of them is in the table's
 * language; otherwise the system's options in the table's language are offered (a Japanese table keeps our
 * Japanese cultures rather than the imported English ones). A type only one side has keeps that side.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { OPTION_TYPES } from "./option-types.ts";

export interface Sourced {
  uuid: string;
  type: string;
  lang?: string;
}

/** Options from the system's own compendiums (`Compendium.steelbound.<pack>…`). */
export const fromSystemPack = (entry: Sourced): boolean => entry.uuid.startsWith(`Compendium.${SYSTEM_ID}.`);

const listed: ReadonlySet<string> = new Set(OPTION_TYPES);

export function oneSourcePerType<T extends Sourced>(entries: readonly T[], lang: string): T[] {
  const dropSystem = new Set<string>();
  const dropWorld = new Set<string>();
  for (const type of listed) {
    const ofType = entries.filter((e) => e.type === type);
    const system = ofType.filter(fromSystemPack);
    const world = ofType.filter((e) => !fromSystemPack(e));
    if (system.length === 0 || world.length === 0) continue;
    const inLang = (list: T[]) => list.some((e) => (e.lang ?? "en") === lang);
    if (inLang(world) || !inLang(system)) dropSystem.add(type);
    else dropWorld.add(type);
  }
  return entries.filter((e) => !(fromSystemPack(e) ? dropSystem : dropWorld).has(e.type));
}
