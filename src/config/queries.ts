/**
 * Registers THE GM query handler, `CONFIG.queries["steelbound.gm"]`, wired to the live world, and the
 * "userQuery" socket listener that learns each query's sender (runs at "init", before core's listener).
 */
import { createGmQueryHandler, GM_QUERY } from "../documents/gm-channel/gm-query.ts";
import { gmQueryKinds } from "../queries/kinds.ts";
import { foundryApplyResultsWorld } from "../queries/apply-results/foundry-world.ts";
import { foundryHeroTokenWorld } from "../queries/hero-tokens/foundry-world.ts";
import { foundryForcedMoveWorld } from "../queries/forced-move/foundry-world.ts";
import { setLocalGmHandler } from "../documents/gm-channel/request-gm.ts";
import { registerLedgerSetting } from "../data/settings/ledger.ts";
import { querySender } from "../documents/generation.ts";
import { registerGmRecordSetting } from "../data/settings/gm-record.ts";
import { listenForRequesters, requesterOf, type QuerySocket } from "../queries/requester.ts";
import { registerApplyUndoSetting } from "../data/settings/apply-undo.ts";
import {
  foundryChatApplyWorld,
  foundryObservingWorld,
  foundryUndoWorld,
} from "../queries/chat-apply/foundry-world.ts";

const findUser = (id: string) => {
  const user = game.users?.get(id);
  return user ? { id: user.id, isGM: user.isGM } : null;
};

export function registerGmQuery(): void {
  registerLedgerSetting();
  registerGmRecordSetting();
  registerApplyUndoSetting();
  const handler = createGmQueryHandler(
    gmQueryKinds({
      applyResults: foundryApplyResultsWorld,
      heroTokens: foundryHeroTokenWorld,
      forcedMove: foundryForcedMoveWorld,
      findUser,
      chatApply: foundryChatApplyWorld,
      observing: foundryObservingWorld,
      undo: foundryUndoWorld,
    }),
    { isActiveGM: () => game.user?.isActiveGM ?? false, findUser },
  );
  // v13 Users.#handleUserQuery calls this as (queryData, {timeout}): the requester comes from the socket;
  // v14 also passes the sender as options.user (../documents/generation.ts querySender).
  CONFIG.queries[GM_QUERY] = async (data: unknown, options?: unknown) => {
    try {
      return await handler(data, querySender(options, requesterOf(data)));
    } catch (error) {
      // v13 Users.#handleUserQuery sends only the message back and logs nothing: tell the GM here.
      console.error(`${GM_QUERY} | a request failed on the GM's client`, error);
      ui.notifications?.error(
        game.i18n?.localize("STEELBOUND.Query.GmFailed") ?? "STEELBOUND.Query.GmFailed",
      );
      throw error;
    }
  };
  setLocalGmHandler(handler);
  // v13 Game.create: `game.socket` is null when the page has no game session.
  const socket = game.socket as QuerySocket | null;
  if (socket) listenForRequesters(socket);
}
