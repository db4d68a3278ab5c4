/**
 * Registers THE GM query handler, `CONFIG.queries["steelbound.gm"]`, wired to the live world, and the
 * "userQuery" socket listener that learns each query's sender (runs at "init", before core's listener).
 */
import { createGmQueryHandler, GM_QUERY } from "./gm-query.ts";
import { gmQueryKinds } from "./kinds.ts";
import { foundryApplyResultsWorld } from "./apply-results/foundry-world.ts";
import { foundryHeroTokenWorld } from "./hero-tokens/foundry-world.ts";
import { foundryForcedMoveWorld } from "./forced-move/foundry-world.ts";
import { setLocalGmHandler } from "./request-gm.ts";
import { registerLedgerSetting } from "../data/settings/ledger.ts";
import { registerClaimsSetting } from "../data/settings/claims-record.ts";
import { listenForRequesters, requesterOf, type QuerySocket } from "./requester.ts";

export function registerGmQuery(): void {
  registerLedgerSetting();
  registerClaimsSetting();
  const handler = createGmQueryHandler(
    gmQueryKinds({
      applyResults: foundryApplyResultsWorld,
      heroTokens: foundryHeroTokenWorld,
      forcedMove: foundryForcedMoveWorld,
    }),
    {
      isActiveGM: () => game.user?.isActiveGM ?? false,
      findUser: (id) => {
        const user = game.users?.get(id);
        return user ? { id: user.id, isGM: user.isGM } : null;
      },
    },
  );
  // v13 Users.#handleUserQuery calls this as (queryData, {timeout}): the requester comes from the socket.
  CONFIG.queries[GM_QUERY] = (data: unknown) => handler(data, requesterOf(data));
  setLocalGmHandler(handler);
  // v13 Game.create: `game.socket` is null when the page has no game session.
  const socket = game.socket as QuerySocket | null;
  if (socket) listenForRequesters(socket);
}
