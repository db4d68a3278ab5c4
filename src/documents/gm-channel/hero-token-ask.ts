/**
 * Client side of `spendHeroToken` (R-HT-2): asks the GM and tells the player why a spend was refused
 * (STEELBOUND.HeroToken.<reason>). Cards and sheets call this; the GM decides (./request.ts).
 */
import type { HeroTokenSpend, HeroTokenVerdict } from "../../rules/index.ts";
import { requestGm } from "./request-gm.ts";

export async function askHeroToken(
  spend: HeroTokenSpend,
  actorUuid: string,
  messageId: string | null = null,
): Promise<HeroTokenVerdict | null> {
  const verdict = await requestGm({ kind: "spendHeroToken", spend, actorUuid, messageId });
  if (verdict && !verdict.allowed)
    ui.notifications?.warn(`STEELBOUND.HeroToken.${verdict.reason}`, { localize: true });
  return verdict;
}
