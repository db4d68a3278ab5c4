/**
 * R-CB-6 optional order: each hero, enemy and squad makes an Agility test at the start of combat; the
 * rules order each side by total and name the ties, which are rerolled among themselves.
 */
import { alternativeTurnOrder, type AgilityEntry, type Side } from "../../rules/index.ts";
import { isHero, isMonster, isRetainer } from "./actor-facts.ts";
import { participantId, participants, type Roster } from "./roster.ts";

export type Roller = (formula: string) => Promise<number>;

const MAX_REROLLS = 5;

export async function agilityOrder(
  combat: Combat.Implementation,
  roster: Roster,
  roll: Roller,
  given: Readonly<Record<string, number>> = {},
): Promise<Record<Side, string[]>> {
  let entries: AgilityEntry[] = [];
  for (const p of participants(roster)) {
    if (p.actsWith) continue; // followers act with their leader
    const member = roster.find((e) => participantId(e) === p.id);
    const actor = combat.combatants.get(member?.id ?? "")?.actor;
    const typed = isHero(actor) || isMonster(actor) || isRetainer(actor) ? actor : null;
    const agility = typed?.system.characteristics.agility ?? 0;
    entries.push({ id: p.id, side: p.side, total: given[p.id] ?? (await roll(`2d10 + ${agility}`)) });
  }
  let order = alternativeTurnOrder(entries);
  // Ties keep their input order, so a reroll among the tied decides by reordering them.
  for (let attempt = 0; attempt < MAX_REROLLS && order.ties.length > 0; attempt++) {
    const rerolls = new Map<string, number>();
    for (const id of order.ties.flat()) if (given[id] === undefined) rerolls.set(id, await roll("1d10"));
    if (rerolls.size === 0) break;
    entries = [...entries].sort((a, b) => (rerolls.get(b.id) ?? 0) - (rerolls.get(a.id) ?? 0));
    order = alternativeTurnOrder(entries);
    const tiedAgain = order.ties.some((tie) => new Set(tie.map((id) => rerolls.get(id))).size < tie.length);
    if (!tiedAgain) break;
  }
  return { heroes: order.heroes, director: order.director };
}
