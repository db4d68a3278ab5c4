/** Registers THE GM query handler, `CONFIG.queries["steelbound.gm"]`, wired to the live world. */
import { createGmQueryHandler, GM_QUERY } from "./gm-query.ts";
import { gmQueryKinds } from "./kinds.ts";
import { foundryApplyResultsWorld } from "./apply-results/foundry-world.ts";
import { foundryHeroTokenWorld } from "./hero-tokens/foundry-world.ts";
import { foundryForcedMoveWorld } from "./forced-move/foundry-world.ts";
import { setLocalGmHandler } from "./request-gm.ts";

export function registerGmQuery(): void {
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
  CONFIG.queries[GM_QUERY] = handler;
  setLocalGmHandler(handler);
}
