/**
 * Registers THE GM query handler, `CONFIG.queries["steelbound.gm"]`, wired to the live world, and the
 * "userQuery" socket listener that learns each query's sender (runs at "init", before core's listener).
 */
import { createGmQueryHandler, GM_QUERY } from "../documents/gm-channel/gm-query.ts";
import { setLocalGmHandler } from "../documents/gm-channel/request-gm.ts";
import { registerLedgerSetting } from "../data/settings/ledger.ts";
import { querySender } from "../documents/generation.ts";
import { registerGmRecordSetting } from "../data/settings/gm-record.ts";
import { listenForRequesters, requesterOf, type QuerySocket } from "../queries/requester.ts";
import { registerApplyUndoSetting } from "../data/settings/apply-undo.ts";
import { track } from "../applications/windows.ts";

const findUser = (id: string) => {
  const user = game.users?.get(id);
  return user ? { id: user.id, isGM: user.isGM } : null;
};

/**
 * The table of request kinds and the live worlds they write through: only the active GM judges requests,
 * so this code loads with the first request the GM's queue judges (a player's click), not at start-up.
 */
const loadGmKinds = () =>
  track(
    Promise.all([
      import("../queries/kinds.ts"),
      import("../queries/apply-results/foundry-world.ts"),
      import("../queries/hero-tokens/foundry-world.ts"),
      import("../queries/forced-move/foundry-world.ts"),
      import("../queries/chat-apply/foundry-world.ts"),
    ]),
  ).then(([{ gmQueryKinds }, applyResults, heroTokens, forcedMove, chatApply]) =>
    gmQueryKinds({
      applyResults: applyResults.foundryApplyResultsWorld,
      heroTokens: heroTokens.foundryHeroTokenWorld,
      forcedMove: forcedMove.foundryForcedMoveWorld,
      findUser,
      chatApply: chatApply.foundryChatApplyWorld,
      observing: chatApply.foundryObservingWorld,
      undo: chatApply.foundryUndoWorld,
    }),
  );

export function registerGmQuery(): void {
  registerLedgerSetting();
  registerGmRecordSetting();
  registerApplyUndoSetting();
  let kinds: ReturnType<typeof loadGmKinds> | undefined;
  const handler = createGmQueryHandler(() => (kinds ??= loadGmKinds()), {
    isActiveGM: () => game.user?.isActiveGM ?? false,
    findUser,
  });
  // v13 Users.#handleUserQuery calls this as (queryData, {timeout}): the requester comes from the socket;
  // v14 also passes the sender as options.user (../documents/generation.ts querySender).
  CONFIG.queries[GM_QUERY] = async (data: unknown, options?: unknown) => {
    try {
      const timeout = (options as { timeout?: unknown } | undefined)?.timeout;
      return await handler(data, querySender(options, requesterOf(data)), {
        ...(typeof timeout === "number" ? { timeout } : {}),
      });
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
