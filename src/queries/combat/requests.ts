/**
 * Combat requests players send to the GM through the `steelbound.gm` query (src/queries): picking a hero
 * to act, ending their own turn, choosing the first side when the players won the d10 (R-CB-2). Hero tokens
 * are spent through the query's own `spendHeroToken` kind (src/queries/hero-tokens). Each kind parses
 * untrusted data, authorizes the requester, then acts as the GM.
 */
import { SteelCombat } from "../../documents/combat.ts";
import { QueryRefused, type Requester } from "../../documents/gm-channel/query-kind.ts";

/** A combat request the GM refuses; the GM query reports its reason to the requester. */
export class CombatRequestRefused extends QueryRefused {
  constructor(reason: "Malformed" | "Forbidden" | "NotFound" | "Refused", detail = "") {
    super(reason, detail);
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

/** The combat kinds of the GM query (src/queries/kinds.ts), keyed by request kind. */
export const combatQueryKinds = {
  takeTurn: takeTurnKind,
  endTurn: endTurnKind,
  chooseFirstSide: chooseFirstSideKind,
};
