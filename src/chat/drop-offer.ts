/**
 * R-HT-2 when a hero drops: 「自分のターン、またはダメージを受けた際に、ヒーロー・トークンを2個使用して(ノーアクション)、
 * …リカバリー値に等しいスタミナを回復できる。」 When a write (damage applied through the GM's queue, or a player's own)
 * takes a hero from above 0 Stamina to 0 or below, the active GM posts this card (./drop-watch.ts), whispered
 * to the hero's owners and the GMs, and goes on: the GM never waits for a person. The owner's click asks the
 * GM (`spendHeroToken`, regainStamina) naming this card; the GM trusts the card only because a GM wrote it, for this hero, in this
 * turn, and grants it once (src/queries/hero-tokens/request.ts).
 *
 * Message flag (docs/DATA.md): `flags.steelbound.dropOffer` = { actor, turn, stamina, value }.
 */
import { templatePath } from "../constants.ts";
import { dropOfferContext, type DropOfferFlags } from "./drop-offer-context.ts";
import { askHeroToken } from "../documents/gm-channel/hero-token-ask.ts";
import { recoveryValue } from "../rules/index.ts";
import { currentCombat } from "../documents/combat/current.ts";
import { turnKey } from "../documents/combat/turn-key.ts";
import { readPool, spendsPartyTokens } from "../documents/party.ts";
import { userOwns } from "../documents/ownership.ts";

export const DROP_OFFER_TEMPLATE = templatePath("chat/drop-offer.hbs");

export type { DropOfferFlags };

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | null => (typeof v === "object" && v !== null ? (v as Rec) : null);

export function readDropOffer(message: { flags: unknown }): DropOfferFlags | null {
  const f = rec(rec(rec(message.flags)?.["steelbound"])?.["dropOffer"]);
  const actor = f?.["actor"];
  const stamina = f?.["stamina"];
  const value = f?.["value"];
  if (!f || typeof actor !== "string" || typeof stamina !== "number" || typeof value !== "number")
    return null;
  const turn = f["turn"];
  return { actor, turn: typeof turn === "string" ? turn : null, stamina, value };
}

/** The running turn of the current combat, as the hero-token check keys it; null outside combat. */
export function currentTurnKey(): string | null {
  const combat = currentCombat();
  if (combat === null || combat.id === null || !combat.started) return null;
  return turnKey(combat.id, combat.round, combat.flow);
}

/** The active GM, after the write that dropped the hero (src/chat/drop-watch.ts). */
export async function postDropOffer(actor: Actor.Implementation): Promise<void> {
  // Only a hero who spends the party's pool, and only while the pool holds the 2 tokens (R-HT-1, R-HT-2).
  const tokens = readPool();
  if (!spendsPartyTokens(actor) || tokens < 2) return;
  const num = (path: string): number => {
    const v: unknown = foundry.utils.getProperty(actor.system, path);
    return typeof v === "number" ? v : 0;
  };
  const offer: DropOfferFlags = {
    actor: actor.uuid,
    turn: currentTurnKey(),
    stamina: num("stamina.value"),
    value: recoveryValue(num("stamina.max")),
  };
  const content = await foundry.applications.handlebars.renderTemplate(
    DROP_OFFER_TEMPLATE,
    dropOfferContext(actor.name, offer, tokens),
  );
  // The hero's owners and the GMs (a GM owns every document).
  const owners = (game.users?.contents ?? []).filter((u) => userOwns(actor, u));
  await ChatMessage.create({
    content,
    speaker: ChatMessage.getSpeaker({ alias: actor.name }),
    whisper: owners.map((u) => u.id),
    flags: { steelbound: { dropOffer: offer } },
  });
}

/** Binds the card's button each time Foundry renders it: only the hero's owners may spend. */
export function bindDropOffer(message: ChatMessage.Implementation, html: HTMLElement): void {
  const offer = readDropOffer(message);
  const button = html.querySelector<HTMLButtonElement>("button[data-steelbound-drop-offer]");
  if (offer === null || button === null) return;
  const actor = fromUuidSync(offer.actor);
  if (!(actor instanceof Actor) || !actor.isOwner || message.id === null) {
    button.remove();
    return;
  }
  const id = message.id;
  button.addEventListener("click", () => {
    button.disabled = true;
    void askHeroToken("regainStamina", offer.actor, id);
  });
}
