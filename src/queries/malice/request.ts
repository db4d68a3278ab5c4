/**
 * Request kind `spendMalice`: the Director's Malice is a world setting only the GM writes (R-ML-5). The
 * Director is the GM, so the GM's own ability uses write it directly; this kind is for the case Foundry
 * allows where a player controls a monster (the GM gave them ownership). The request names the ability
 * used (an item of that monster) and how many times its "spend X+" option is taken; the GM prices it from
 * the item through the same rules the flow uses (`costOfUse`), so the requester never names an amount.
 * Refused when the requester does not own the monster, the item is not the monster's, or the pool is short.
 * (Basic Malice features go through the combat's own requests, src/queries/combat/requests.ts.)
 *
 * A player's spend is tied to a use on a turn, judged from the combat (a GM-written document),
 * never from the monster's own action log (its controller writes that): only in a started combat the monster
 * is in; a main action, maneuver or move only on the monster's own turn, each paid once that turn (R-CB-7); a
 * triggered action once a round; a free action once a turn of the combat. The GM's own spends are not
 * judged here (the Director writes the pool himself); a critical hit's extra main action (R-PR-9) that costs
 * Malice is paid by the Director.
 */
import { QueryRefused, type QueryKind } from "../../documents/gm-channel/query-kind.ts";
import { integer, worldUuid } from "../../documents/gm-channel/payload.ts";
import { receiptKey, type Ledger } from "../ledger.ts";
import type { ActionType } from "../../rules/index.ts";

export interface MaliceSpendPayload {
  /** The monster whose ability is paid for. */
  actorUuid: string;
  /** The ability used: an item embedded in that monster. */
  abilityUuid: string;
  /** Times the ability's "spend X+" option is taken (R-AB-8; at most 1 unless repeatable). */
  spendTimes: number;
}

export interface MaliceWorld {
  /** True when the actor exists and pays with Malice (a monster). */
  isDirectorCreature(actorUuid: string): boolean;
  ownsActor(actorUuid: string, userId: string): boolean;
  /** The Malice this use costs, from the item; null when the item is not an ability of that actor. */
  maliceCost(actorUuid: string, abilityUuid: string, spendTimes: number): number | null;
  spend(amount: number): Promise<{ ok: true; value: number } | { ok: false; error: string }>;
  /** Where the monster stands in the running combat (from the Combat document), or null outside one. */
  momentOf(actorUuid: string): { round: string; turn: string; ownTurn: boolean } | null;
  /** The action an ability of that actor takes (R-CB-7), from its accepted version. */
  actionOf(actorUuid: string, abilityUuid: string): ActionType | null;
  /** Where the GM keeps the receipt of each payment (a refund reads it back, R-AB-6). */
  ledger: Ledger;
  /** A fresh receipt id. */
  newId(): string;
}

/** What a paid use gets back: the pool after paying and the receipt its card names. */
export interface MaliceSpendResult {
  value: number;
  receipt: string;
}

/** More "spend X+" repeats than any pool pays for in one encounter; bounds a forged request. */
const MAX_SPEND_TIMES = 99;

/** The slot a paid use takes in the running combat: its key, or the refusal (STEELBOUND.Query.<reason>). */
function slotOf(
  world: MaliceWorld,
  payload: MaliceSpendPayload,
): { key: string; round: string } | "MaliceNotInCombat" | "MaliceOffTurn" {
  const moment = world.momentOf(payload.actorUuid);
  if (moment === null) return "MaliceNotInCombat";
  const action = world.actionOf(payload.actorUuid, payload.abilityUuid) ?? "none";
  const onTurn = action === "main" || action === "maneuver" || action === "move";
  if (onTurn && !moment.ownTurn) return "MaliceOffTurn";
  const where = action === "triggered" ? moment.round : moment.turn;
  return { key: `${payload.actorUuid}|${action}|${where}`, round: moment.round };
}

export function maliceSpendKind(world: MaliceWorld): QueryKind<MaliceSpendPayload, MaliceSpendResult> {
  /** The slots paid for by players, kept for the running round only (the GM's queue is their one writer). */
  const paid = new Map<string, string>();
  const judge = (payload: MaliceSpendPayload) => {
    const slot = slotOf(world, payload);
    if (typeof slot === "string") throw new QueryRefused(slot);
    if (paid.has(slot.key)) throw new QueryRefused("MaliceActionUsed");
    return slot;
  };
  return {
    parse: (data) => ({
      actorUuid: worldUuid(data["actorUuid"], "actorUuid"),
      abilityUuid: worldUuid(data["abilityUuid"], "abilityUuid"),
      spendTimes: integer(data["spendTimes"], 0, MAX_SPEND_TIMES, "spendTimes"),
    }),
    authorize(payload, user) {
      if (!world.isDirectorCreature(payload.actorUuid)) throw new QueryRefused("NotFound", "monster");
      if (!user.isGM && !world.ownsActor(payload.actorUuid, user.id))
        throw new QueryRefused("Forbidden", "not owner");
      if (world.maliceCost(payload.actorUuid, payload.abilityUuid, payload.spendTimes) === null)
        throw new QueryRefused("Forbidden", "not the monster's ability");
      if (!user.isGM) judge(payload);
    },
    async handle(payload, user) {
      const cost = world.maliceCost(payload.actorUuid, payload.abilityUuid, payload.spendTimes);
      if (cost === null) throw new QueryRefused("Forbidden", "not the monster's ability");
      const slot = user.isGM ? null : judge(payload);
      const result = await world.spend(cost);
      if (!result.ok) throw new QueryRefused("Refused", result.error);
      if (slot !== null) {
        for (const [key, round] of paid) if (round !== slot.round) paid.delete(key);
        paid.set(slot.key, slot.round);
      }
      // Nothing paid, nothing to give back: a zero-cost use leaves no receipt (entries only for
      // writes that happened). Each receipt names its payer, whose receipts are bounded apart from others'.
      if (cost === 0) return { value: result.value, receipt: "" };
      const receipt = world.newId();
      const { actorUuid, abilityUuid, spendTimes } = payload;
      await world.ledger.record([
        receiptKey({ id: receipt, actorUuid, abilityUuid, malice: cost, spendTimes, userId: user.id }),
      ]);
      return { value: result.value, receipt };
    },
  };
}
