/**
 * The GM's own figure for damage a card adds to a target's rolled damage: the free strikes of the extra
 * minions of a squad's signature (R-MN-7) and Malicious Strike (R-ML-3). The card's numbers are its
 * author's; the GM reads the free strike from the acting minion, the squad from the combat, and holds the
 * Malicious Strike bonus to what the rules let this creature buy.
 */
import { maliciousStrikeDamage, maliciousStrikeMaxSpend, squadExtraDamage } from "../../rules/index.ts";
import { MonsterModel } from "../../data/actor/monster.ts";
import { SteelCombatantGroup } from "../../documents/combatant-group.ts";
import type { AbilityUseData } from "../../chat/ability-use-data.ts";
import { QueryRefused } from "../../documents/gm-channel/query-kind.ts";

export interface GmExtraDamage {
  /** The extra damage on this target (token UUID, minions the card claims on it). */
  of(target: { token: string; minions?: number }): number;
}

/** The acting creature as the GM read it from the card's `actor` UUID. */
type Creature = { readonly uuid: string; readonly system: unknown };

const whole = (n: unknown): number =>
  typeof n === "number" && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;

/** The acting minion stands in the named squad: its members are the squad's combatants. */
function squadFreeStrike(actor: Creature, groupUuid: string): { freeStrike: number; size: number } {
  const group = fromUuidSync(groupUuid);
  if (!(group instanceof SteelCombatantGroup) || group.squad === null)
    throw new QueryRefused("Forbidden", "squad");
  const members = [...group.members];
  if (!members.some((c) => c.actor?.uuid === actor.uuid)) throw new QueryRefused("Forbidden", "not in squad");
  const system = actor.system;
  const freeStrike = system instanceof MonsterModel && system.isMinion ? system.freeStrike : 0;
  return { freeStrike, size: members.filter((c) => c.actor?.system instanceof MonsterModel).length };
}

export function gmExtraDamage(
  data: AbilityUseData,
  actor: Creature,
  context: { authorIsGM: boolean; strike: boolean; highest: number },
): GmExtraDamage {
  let freeStrike = 0;
  if (data.squad) {
    const squad = squadFreeStrike(actor, data.squad.group);
    // R-MN-7: each minion attacks once; a card committing more minions than the squad has is not a use.
    const committed = data.targets.reduce((sum, t) => sum + whole(t.minions), 0);
    if (committed > squad.size) throw new QueryRefused("Forbidden", "minions");
    freeStrike = squad.freeStrike;
  }
  // R-ML-3: only the Director buys Malicious Strike (the Malice pool is the GM's), only for a strike, and
  // never more than 3 × the highest characteristic.
  const cap = maliciousStrikeDamage(maliciousStrikeMaxSpend(context.highest), context.highest);
  const malicious =
    data.maliciousStrike && context.authorIsGM && context.strike
      ? Math.min(whole(data.maliciousStrike.damage), cap)
      : 0;
  return {
    of(target) {
      const squad = data.squad ? squadExtraDamage(freeStrike, whole(target.minions)) : 0;
      return squad + (data.maliciousStrike?.token === target.token ? malicious : 0);
    },
  };
}
