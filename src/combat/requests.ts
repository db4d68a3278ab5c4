/**
 * Combat requests players send to the GM through the `steelbound.gm` query (src/queries): picking a hero
 * to act, ending their own turn, choosing the first side when the players won the d10 (R-CB-2), spending
 * a hero token (R-HT-2). Each kind parses untrusted data, authorizes the requester, then acts as the GM.
 */
import { SYSTEM_ID } from "../constants.ts";
import { SETTINGS } from "../data/settings/keys.ts";
import { SteelCombat } from "../documents/combat.ts";
import { healStamina, heroTokenSpend, recoveryValue, type HeroTokenSpend } from "../rules/index.ts";
import { isHero, systemNumber } from "./actor-facts.ts";
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

const SPENDS: readonly HeroTokenSpend[] = ["surges", "succeedSave", "rerollTest", "regainStamina"];

export interface HeroTokenPayload {
  spend: HeroTokenSpend;
  actorId: string;
  /** succeedSave: the replaced saving throw failed (the roll card says so). */
  saveFailed: boolean;
  /** rerollTest: the roll is a test, not an ability roll. */
  isTest: boolean;
  /** regainStamina: the hero is taking damage right now (else it must be their turn). */
  takingDamage: boolean;
}

function heroActor(actorId: string) {
  const actor = game.actors?.get(actorId);
  if (!actor || !isHero(actor)) throw new CombatRequestRefused("NotFound", actorId);
  return actor;
}

/** R-HT-2: is it this hero's turn in the active combat (or is there no combat to take turns in)? */
function onOwnTurn(actorId: string): boolean {
  const combat = game.combat;
  if (!(combat instanceof SteelCombat) || !combat.started) return true;
  const acting = combat.flow.turn?.actors ?? [];
  return acting.some((id) => combat.combatants.get(id)?.actor?.id === actorId);
}

/** R-HT-2: a player spends the party's hero tokens for a hero they own; the rules decide what it yields. */
export const spendHeroTokenKind = {
  parse: (data: Rec): HeroTokenPayload => {
    const spend = SPENDS.find((s) => s === data["spend"]);
    if (spend === undefined) throw new CombatRequestRefused("Malformed", "spend");
    return {
      spend,
      actorId: str(data, "actorId"),
      saveFailed: data["saveFailed"] === true,
      isTest: data["isTest"] !== false,
      takingDamage: data["takingDamage"] === true,
    };
  },
  authorize(p: HeroTokenPayload, user: Requester): void {
    const owns = heroActor(p.actorId).ownership[user.id] === CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    if (!user.isGM && !owns) throw new CombatRequestRefused("Forbidden");
  },
  handle: async (p: HeroTokenPayload) => {
    const actor = heroActor(p.actorId);
    const tokens = settings().get(SYSTEM_ID, SETTINGS.heroTokens).value;
    const n = (...keys: string[]) => systemNumber(actor, ...keys) ?? 0;
    const stamina = {
      value: n("stamina", "value"),
      max: n("stamina", "max"),
      temporary: n("stamina", "temporary"),
    };
    const verdict = heroTokenSpend({
      spend: p.spend,
      tokens,
      benefitUsed: false,
      saveFailed: p.saveFailed,
      isTest: p.isTest,
      ownTurnOrTakingDamage: p.takingDamage || onOwnTurn(p.actorId),
      recoveryValue: systemNumber(actor, "recoveries", "recoveryValue") ?? recoveryValue(stamina.max),
    });
    if (!verdict.allowed)
      throw new CombatRequestRefused("Refused", `STEELBOUND.HeroTokens.Error.${verdict.reason}`);
    await settings().set(SYSTEM_ID, SETTINGS.heroTokens, { value: verdict.tokensAfter });
    const update: Record<string, number> = {};
    if (verdict.surges > 0) update["system.surges"] = n("surges") + verdict.surges;
    if (verdict.stamina > 0) update["system.stamina.value"] = healStamina(stamina, verdict.stamina).value;
    if (Object.keys(update).length > 0) await actor.update(update);
    return { tokens: verdict.tokensAfter, surges: verdict.surges, stamina: verdict.stamina };
  },
};
