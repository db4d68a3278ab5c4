/**
 * Sends a combat request on behalf of the current user: the GM acts directly, a player asks the active
 * GM through the `steelbound.gm` query (src/queries), where the request kinds of ./requests.ts validate it.
 */
import {
  chooseFirstSideKind,
  endTurnKind,
  spendHeroTokenKind,
  takeTurnKind,
  CombatRequestRefused,
  type HeroTokenPayload,
  type Requester,
} from "./requests.ts";
import { isGM, userId, warn } from "./world.ts";

export type CombatRequest =
  | { kind: "takeTurn"; combatId: string; combatantId: string }
  | { kind: "endTurn"; combatId: string }
  | { kind: "chooseFirstSide"; combatId: string; side: "heroes" | "director" }
  | ({ kind: "spendHeroToken" } & HeroTokenPayload);

/** Runs a request as the GM, after the same parse/authorize a player's request goes through. */
export async function handleCombatRequest(request: CombatRequest, user: Requester): Promise<unknown> {
  const data: Record<string, unknown> = { ...request };
  switch (request.kind) {
    case "takeTurn": {
      const p = takeTurnKind.parse(data);
      takeTurnKind.authorize(p, user);
      return takeTurnKind.handle(p);
    }
    case "endTurn": {
      const p = endTurnKind.parse(data);
      endTurnKind.authorize(p, user);
      return endTurnKind.handle(p);
    }
    case "chooseFirstSide": {
      const p = chooseFirstSideKind.parse(data);
      chooseFirstSideKind.authorize(p, user);
      return chooseFirstSideKind.handle(p);
    }
    case "spendHeroToken": {
      const p = spendHeroTokenKind.parse(data);
      spendHeroTokenKind.authorize(p, user);
      return spendHeroTokenKind.handle(p);
    }
  }
}

/** Player transport; set at init once the GM query router exists (src/queries). */
let transport: ((request: CombatRequest) => Promise<unknown>) | null = null;

export function setCombatTransport(send: (request: CombatRequest) => Promise<unknown>): void {
  transport = send;
}

export async function askGm(request: CombatRequest): Promise<boolean> {
  try {
    if (isGM()) await handleCombatRequest(request, { id: userId(), isGM: true });
    else if (transport) await transport(request);
    else throw new CombatRequestRefused("Refused", "STEELBOUND.Combat.Error.NoGM");
    return true;
  } catch (error) {
    warn(refusalKey(error) ?? String(error));
    return false;
  }
}

function refusalKey(error: unknown): string | null {
  if (!(error instanceof CombatRequestRefused)) return null;
  const detail = error.message.split(": ")[1];
  return detail?.startsWith("STEELBOUND.") ? detail : `STEELBOUND.Combat.Error.${error.reason}`;
}
