/**
 * Combat requests players send to the GM through the `steelbound.gm` query (src/queries): picking a hero
 * to act, ending their own turn, choosing the first side when the players won the d10 (R-CB-2), spending
 * a hero token (R-HT-2). Each kind parses untrusted data, authorizes the requester, then acts as the GM.
 */
import { SYSTEM_ID } from "../constants.ts";
import { SETTINGS } from "../data/settings/keys.ts";
import { SteelCombat } from "../documents/combat.ts";
import { settings } from "./world.ts";

export interface Requester {
  id: string;
  isGM: boolean;
}

export class CombatRequestRefused extends Error {
  constructor(
    readonly reason: "Malformed" | "Forbidden" | "NotFound" | "Refused",
    detail = "",
  ) {
    super(`steelbound combat request refused (${reason})${detail ? `: ${detail}` : ""}`);
    this.name = "CombatRequestRefused";
  }
}

type Rec = Readonly<Record<string, unknown>>;
const str = (data: Rec, key: string): string => {
  const v = data[key];
  if (typeof v !== "string" || v.length === 0 || v.length > 64)
    throw new CombatRequestRefused("Malformed", key);
  return v;
};

function findCombat(combatId: string): SteelCombat {
  const combat = game.combats?.get(combatId);
  if (!(combat instanceof SteelCombat)) throw new CombatRequestRefused("NotFound", combatId);
  return combat;
}

function ownsCombatant(combat: SteelCombat, combatantId: string, user: Requester): boolean {
  if (user.isGM) return true;
  // Combatant#players: the users owning the combatant's actor.
  return combat.combatants.get(combatantId)?.players.some((p) => p.id === user.id) === true;
}

async function settle(result: { ok: true } | { ok: false; error: string }): Promise<{ ok: true }> {
  if (!result.ok) throw new CombatRequestRefused("Refused", result.error);
  return Promise.resolve({ ok: true });
}

/** A player clicks 'act' on a hero they own (R-CB-3). */
export const takeTurnKind = {
  parse: (data: Rec) => ({ combatId: str(data, "combatId"), combatantId: str(data, "combatantId") }),
  authorize(p: { combatId: string; combatantId: string }, user: Requester): void {
    if (!ownsCombatant(findCombat(p.combatId), p.combatantId, user))
      throw new CombatRequestRefused("Forbidden");
  },
  handle: async (p: { combatId: string; combatantId: string }) =>
    settle(await findCombat(p.combatId).takeTurn(p.combatantId)),
};

/** A player ends the turn of a hero they own. */
export const endTurnKind = {
  parse: (data: Rec) => ({ combatId: str(data, "combatId") }),
  authorize(p: { combatId: string }, user: Requester): void {
    const combat = findCombat(p.combatId);
    const actors = combat.flow.turn?.actors ?? [];
    if (!actors.some((id) => ownsCombatant(combat, id, user))) throw new CombatRequestRefused("Forbidden");
  },
  handle: async (p: { combatId: string }) => settle(await findCombat(p.combatId).endTurn()),
};

/** R-CB-2: when the players won the d10 any player may choose; otherwise only the Director. */
export const chooseFirstSideKind = {
  parse: (data: Rec): { combatId: string; side: "heroes" | "director" } => {
    const side = data["side"];
    if (side === "heroes" || side === "director") return { combatId: str(data, "combatId"), side };
    throw new CombatRequestRefused("Malformed", "side");
  },
  authorize(p: { combatId: string }, user: Requester): void {
    if (!user.isGM && findCombat(p.combatId).flow.chooser !== "heroes")
      throw new CombatRequestRefused("Forbidden");
  },
  handle: async (p: { combatId: string; side: "heroes" | "director" }) =>
    settle(await findCombat(p.combatId).chooseFirstSide(p.side)),
};

/** R-HT-2: any player spends from the party's hero tokens (1 or 2 at a time). */
export const spendHeroTokenKind = {
  parse: (data: Rec): { amount: 1 | 2 } => {
    const amount = data["amount"];
    if (amount === 1 || amount === 2) return { amount };
    throw new CombatRequestRefused("Malformed", "amount");
  },
  authorize(): void {
    // Every player of the party may spend the shared tokens.
  },
  handle: async (p: { amount: 1 | 2 }) => {
    const current = settings().get(SYSTEM_ID, SETTINGS.heroTokens).value;
    if (p.amount > current)
      throw new CombatRequestRefused("Refused", "STEELBOUND.HeroTokens.Error.NotEnough");
    await settings().set(SYSTEM_ID, SETTINGS.heroTokens, { value: current - p.amount });
    return { value: current - p.amount };
  },
};
