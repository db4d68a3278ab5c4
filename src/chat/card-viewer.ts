/**
 * Which of an ability card's buttons the viewing user may use, so the card offers only those. Each
 * mirrors the check the click meets later: applying results is judged by the GM for the card's author,
 * the acting creature's owner or a GM (queries/apply-results); surges and a hero's refund are the
 * owner's own writes (ability-card-actions.ts, refund-spend.ts); hero tokens are a hero's (R-HT-2); a
 * Malice refund is judged by the GM for the creature's owner or a GM (queries/malice/refund.ts).
 */
import { surgePoolOf } from "../documents/surge-pool.ts";

export interface CardViewer {
  apply: boolean;
  spend: boolean;
  heroToken: boolean;
  refund: boolean;
}

export function cardViewer(
  message: ChatMessage.Implementation,
  actorUuid: string,
  refundPool: "resource" | "malice" | null,
): CardViewer {
  const user = game.user;
  const found = fromUuidSync(actorUuid);
  const actor = found instanceof Actor ? found : null;
  const isGM = user?.isGM === true;
  const owner = actor?.isOwner === true;
  const pool = actor ? surgePoolOf(actor) : null;
  const spend = owner && message.isOwner && (pool === null || pool.isOwner);
  return {
    apply: isGM || owner || (user != null && message.author?.id === user.id),
    spend,
    heroToken: spend && pool !== null && String(pool.type) === "hero",
    refund: refundPool === "malice" ? isGM || owner : spend,
  };
}
