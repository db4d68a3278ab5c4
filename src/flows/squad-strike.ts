/**
 * A minion squad attacking together (R-MN-7, R-MN-9): one signature roll, or free strikes made together.
 * The rules give one damage result per target; each is applied to the target through SteelActor#takeDamage
 * (the documents' apply path), so immunities, weaknesses, squads and stamina statuses follow as usual.
 * One chat card then tells the table what the strike dealt.
 */
import { squadAttack } from "../rules/index.ts";
import { MonsterModel } from "../data/actor/monster.ts";
import type { SteelCombatantGroup } from "../documents/combatant-group.ts";
import type {
  SquadStrikeHit,
  SquadStrikeRequest,
  SquadStrikeResult,
} from "../documents/combatant-group/requests.ts";
import { postSquadStrikeCard, squadStrikeCardContext } from "../chat/squad-strike-card.ts";

/** One minion's free strike: the squad's minions share one stat block. */
export function squadFreeStrike(group: SteelCombatantGroup): number {
  const system = group.livingMinions()[0]?.actor?.system;
  return system instanceof MonsterModel ? system.freeStrike : 0;
}

export async function squadStrike(
  group: SteelCombatantGroup,
  request: SquadStrikeRequest,
): Promise<SquadStrikeResult> {
  if (request.targets.some((t) => !t.token.actor))
    return { ok: false, error: "STEELBOUND.Squad.Strike.Error.noTargets" };
  const result = squadAttack({
    kind: request.kind,
    tierDamage: request.tierDamage,
    freeStrike: squadFreeStrike(group),
    living: group.livingMinions().length,
    minionsOnTargets: request.targets.map((t) => t.minions),
  });
  if (!result.ok) return { ok: false, error: `STEELBOUND.Squad.Strike.Error.${result.reason}` };
  const hits: SquadStrikeHit[] = [];
  for (const [i, target] of request.targets.entries()) {
    const damage = result.damage[i] ?? 0;
    const actor = target.token.actor;
    if (damage <= 0 || !actor) continue;
    const report = await actor.takeDamage(damage, { type: request.type, source: group.uuid });
    hits.push({
      token: target.token.id ?? "",
      name: target.token.name,
      minions: target.minions,
      report,
    });
  }
  await postSquadStrikeCard(
    squadStrikeCardContext({ squad: group.name ?? "", kind: request.kind, type: request.type, hits }),
  );
  return { ok: true, hits };
}
