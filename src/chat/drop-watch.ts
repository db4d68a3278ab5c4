/**
 * R-HT-2 for every drop of a party hero, whoever wrote it (a GM's damage through its queue, a player's sheet,
 * token bar or own apply): ONE trigger, the active GM's `updateActor`, posts the offer once.
 * v13 client/data/client-backend.mjs #preUpdateDocumentArray (`_preUpdate`, the `preUpdateActor` hook) runs
 * on the requesting client only; every client's #handleUpdateDocuments calls `doc.updateSource(change,
 * options)` and only then `_onUpdate` and the `updateActor` hook, with the operation's `options` as the writer
 * sent them (client/documents/abstract/client-document.mjs ClientDocumentMixin#_onUpdate receives the applied
 * diff, no earlier values). So the Stamina before is neither on the document nor to be taken from the
 * writer's options (a player may have written them): each GM client keeps the last Stamina it stored for
 * each hero, and the active GM compares it with the Stamina now stored when any `updateActor` arrives.
 * Updates reach every client in the server's order, so the remembered value is the stored one before this
 * change. A GM's own write also notes the Stamina it reads before writing (`preUpdateActor` on that client):
 * the same stored value for a world hero, and the one a synthetic actor (an unlinked token) had before.
 */
import { postDropOffer } from "./drop-offer.ts";
import { clientState } from "../documents/client-state.ts";

/** Each hero's Stamina as this GM client last stored it (by actor UUID). */
const remembered = (): Map<string, number> => clientState("heroStamina", () => new Map<string, number>());

type Stored = { readonly type: string; readonly uuid: string; readonly system: unknown };

function heroStamina(actor: Stored): number | null {
  if (actor.type !== "hero") return null;
  const value: unknown = foundry.utils.getProperty(actor.system as object, "stamina.value");
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** A GM client notes a hero's Stamina as stored now (at ready, when created, after each update it sees). */
export function rememberHeroStamina(actor: Stored): void {
  if (game.user?.isGM !== true) return;
  const stamina = heroStamina(actor);
  if (stamina !== null) remembered().set(actor.uuid, stamina);
}

/**
 * `updateActor` on a GM client: any known user's write that took a hero from above 0 to 0 or below (R-ST-2:
 * dying at 0 or below) posts the offer, on the active GM's client only.
 */
export function watchHeroDrop(actor: Actor.Implementation, userId: string): void {
  if (game.user?.isGM !== true) return;
  const after = heroStamina(actor);
  if (after === null) return;
  const before = remembered().get(actor.uuid);
  remembered().set(actor.uuid, after);
  // An unknown writer posts nothing.
  if (game.users?.get(userId) === undefined) return;
  if (!game.user.isActiveGM || before === undefined || before <= 0 || after > 0) return;
  void postDropOffer(actor).catch((error: unknown) => {
    console.warn("steelbound | the hero-token offer was not posted", error);
  });
}

/*
 * R-HT-2 for an unlinked hero token. A write to such a token's actor is a write to its synthetic actor: v13
 * client/documents/actor-delta.mjs ActorDelta#_onUpdate runs `syntheticActor._onUpdate` and calls the
 * `updateActor` hook with the synthetic actor (uuid "…Token.<id>.Actor.<id>") on every client, so
 * `watchHeroDrop` judges it like any hero, provided this GM client knows that actor's Stamina before the
 * write. The `ready` pass and `createActor` see world actors only, so the synthetic actors are noted here:
 * every scene's unlinked tokens at `ready`, a token when it is created, and a base actor's unlinked tokens
 * after each update of that actor (v13 client/documents/actor.mjs Actor#_onUpdate → _updateDependentTokens →
 * client/documents/token.mjs TokenDocument#_onUpdateBaseActor re-applies the delta to the synthetic actor
 * with no `updateActor` of its own, before the base actor's `updateActor` hook).
 */
type TokenLike = {
  readonly actorLink: boolean;
  readonly actorId: string | null;
  readonly actor: Actor.Implementation | null;
};

/** A GM client notes the Stamina of an unlinked token's synthetic actor (a linked one is its world actor). */
export function rememberTokenHero(token: TokenLike): void {
  if (token.actorLink) return;
  const actor = token.actor;
  if (actor) rememberHeroStamina(actor);
}

function everyToken(): TokenLike[] {
  return (game.scenes?.contents ?? []).flatMap((scene) => scene.tokens.contents as TokenLike[]);
}

/** `ready`: every scene's unlinked tokens. */
export function rememberTokenHeroes(): void {
  if (game.user?.isGM !== true) return;
  for (const token of everyToken()) rememberTokenHero(token);
}

/** After a world actor's update: its unlinked tokens, whose synthetic actors it may have changed. */
export function rememberDependentTokens(actor: {
  readonly id: string | null;
  readonly isToken: boolean;
}): void {
  if (game.user?.isGM !== true || actor.isToken) return;
  for (const token of everyToken()) if (token.actorId === actor.id) rememberTokenHero(token);
}
