/**
 * Request kind `spendMalice`: the Director's Malice is a world setting only the GM writes (R-ML-5). The
 * Director is the GM, so the GM's own ability uses write it directly; this kind is for the case Foundry
 * allows where a player controls a monster (the GM gave them ownership). The GM checks the requester
 * owns that Director creature, then spends through the same rules as the GM would (never below 0).
 */
import { QueryRefused, type QueryKind } from "../query-kind.ts";
import { integer, worldUuid } from "../payload.ts";

export interface MaliceSpendPayload {
  /** The monster whose ability is paid for. */
  actorUuid: string;
  amount: number;
}

export interface MaliceWorld {
  /** True when the actor exists and pays with Malice (a monster). */
  isDirectorCreature(actorUuid: string): boolean;
  ownsActor(actorUuid: string, userId: string): boolean;
  spend(amount: number): Promise<{ ok: true; value: number } | { ok: false; error: string }>;
}

/** More than any pool reaches in one encounter; bounds a forged request. */
const MAX_SPEND = 999;

export function maliceSpendKind(world: MaliceWorld): QueryKind<MaliceSpendPayload, { value: number }> {
  return {
    parse: (data) => ({
      actorUuid: worldUuid(data["actorUuid"], "actorUuid"),
      amount: integer(data["amount"], 1, MAX_SPEND, "amount"),
    }),
    authorize(payload, user) {
      if (!world.isDirectorCreature(payload.actorUuid)) throw new QueryRefused("NotFound", "monster");
      if (!user.isGM && !world.ownsActor(payload.actorUuid, user.id))
        throw new QueryRefused("Forbidden", "not owner");
    },
    async handle(payload) {
      const result = await world.spend(payload.amount);
      if (!result.ok) throw new QueryRefused("Refused", result.error);
      return { value: result.value };
    },
  };
}
