/**
 * A minion squad's signature ability used together (R-MN-7): one power roll for the whole squad through
 * the same flow as every other ability (src/flows/use-ability.ts), on the targets the Director put
 * minions on. The card records the squad and the minions on each target; the extra minions' free strikes
 * are added to that target's damage on the card and, recomputed by the GM, when applied.
 */
import { squadAttack } from "../rules/index.ts";
import { MonsterModel } from "../data/actor/monster.ts";
import type { SteelCombatantGroup } from "../documents/combatant-group.ts";
import type { SquadStrikeTarget } from "../documents/combatant-group/requests.ts";
import { readAbility } from "../documents/ability-info.ts";
import { useAbility, type AbilityUseHooks } from "./use-ability.ts";
import { foundryAbilityHooks } from "./use-ability-support.ts";

export type SquadSignatureResult = { ok: true; posted: boolean } | { ok: false; error: string };

/** The squad's signature ability: the first living minion's ability item in the signature category. */
function signatureOf(actor: Actor.Implementation | null): Item.Implementation | null {
  for (const item of actor?.items ?? [])
    if (item.type === "ability" && readAbility(item).category === "signature") return item;
  return null;
}

export async function squadSignature(
  group: SteelCombatantGroup,
  targets: readonly SquadStrikeTarget[],
  hooks: AbilityUseHooks = foundryAbilityHooks,
): Promise<SquadSignatureResult> {
  if (targets.length === 0 || targets.some((t) => !t.token.actor))
    return { ok: false, error: "STEELBOUND.Squad.Strike.Error.noTargets" };
  const living = group.livingMinions();
  const actor = living[0]?.actor ?? null;
  const item = signatureOf(actor);
  if (actor === null || item === null) return { ok: false, error: "STEELBOUND.SquadActs.NoSignature" };
  const system = actor.system;
  const freeStrike = system instanceof MonsterModel ? system.freeStrike : 0;
  // The rules check the minions committed (whole numbers, each minion once); the roll gives the damage.
  const check = squadAttack({
    kind: "signature",
    tierDamage: 0,
    freeStrike,
    living: living.length,
    minionsOnTargets: targets.map((t) => t.minions),
  });
  if (!check.ok) return { ok: false, error: `STEELBOUND.Squad.Strike.Error.${check.reason}` };
  const minions = new Map(targets.map((t) => [t.token.uuid, t.minions]));
  const posted = await useAbility(actor, item, hooks, { group: group.uuid, freeStrike, minions });
  return { ok: true, posted };
}
