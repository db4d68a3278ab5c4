/**
 * Whose hero a generic button or macro acts for, as a player expects: the first controlled token whose
 * actor the user owns, else the user's assigned character (v13 ChatMessage.getSpeaker looks at the
 * controlled token first too). Null when the user plays nobody.
 */
export function playerActor(): Actor.Implementation | null {
  for (const token of canvas?.tokens?.controlled ?? []) {
    const actor = token.actor;
    if (actor?.isOwner) return actor;
  }
  // game.user.character is typed as the configured subtype union; it is this system's Actor.
  const character = (game.user?.character ?? null) as Actor.Implementation | null;
  return character?.isOwner ? character : null;
}

/** The same ability on the hero's sheet (by name), else the given one: a hero acts with its own copy. */
export function ownAbility(actor: Actor.Implementation, item: Item.Implementation): Item.Implementation {
  if (item.parent === actor) return item;
  return actor.items.find((i) => i.type === item.type && i.name === item.name) ?? item;
}

export function warn(key: string): void {
  ui.notifications?.warn(`STEELBOUND.Enricher.${key}`, { localize: true });
}
