/**
 * R-HT-2 for an unlinked hero token. A write to such a token's actor is a write to its synthetic actor: v13
 * client/documents/actor-delta.mjs ActorDelta#_onUpdate runs `syntheticActor._onUpdate` and calls the
 * `updateActor` hook with the synthetic actor (uuid "…Token.<id>.Actor.<id>") on every client, so
 * drop-watch.ts judges it like any hero, provided this GM client knows that actor's Stamina before the
 * write. Its `ready` pass and `createActor` see world actors only, so the synthetic actors are noted here:
 * every scene's unlinked tokens at `ready`, a token when it is created, and a base actor's unlinked tokens
 * after each update of that actor (v13 client/documents/actor.mjs Actor#_onUpdate → _updateDependentTokens →
 * client/documents/token.mjs TokenDocument#_onUpdateBaseActor re-applies the delta to the synthetic actor
 * with no `updateActor` of its own, before the base actor's `updateActor` hook).
 */
import { rememberHeroStamina } from "./drop-watch.ts";

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
