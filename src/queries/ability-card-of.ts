/**
 * The ability card a request names, read on the GM's client: the message, its use (the card's data and its
 * roll) and the acting creature as the GM holds them. Refused as not found when any is missing.
 */
import { QueryRefused } from "../documents/gm-channel/query-kind.ts";
import { abilityUseOf } from "../chat/ability-use-message.ts";

export function abilityCardOf(messageId: string) {
  const message = game.messages?.get(messageId);
  const use = message ? abilityUseOf(message) : null;
  const actor = use ? fromUuidSync(use.data.actor) : null;
  if (!message || use === null || !(actor instanceof Actor)) throw new QueryRefused("NotFound", "card");
  return { message, use, actor };
}
