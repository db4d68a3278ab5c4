/**
 * Auras that follow their creature (R-AB-2, 004 "オーラ": 「常にあなたを中心として発生し、それを作成したアビリティの
 * 持続時間中、あなたと共に移動します」). An aura's template carries `flags.steelbound.auraToken`: the id of the token
 * it was placed around (docs/DATA.md). When that token moves, the template is centred on it again. It also
 * carries `flags.steelbound.auraAbility`, the UUID of the ability that made it: the ability's duration is the
 * duration of its effect on its user (a custom effect borne by "self", R-AB-11), so when the user holds no
 * effect of that ability any more (EoT at its turn's end, save ends on a save, end of encounter, or ended by
 * hand as a free maneuver), the aura ends with it (`endAurasOfEffect`). An aura whose user holds no effect of
 * its ability at the end of the user's turn had no duration past its use, and ends then (`endAurasWithoutEffect`).
 *
 * The area is a v13 MeasuredTemplate or a v14 Region (../documents/generation.ts); "template" below means either.
 * Who writes: the active GM's client (a GM may update any template; a player may update only its own, v13
 * common/documents/measured-template.mjs BaseMeasuredTemplate#getUserLevel: the author is its owner; v14: the
 * Region's `ownership` names its placer OWNER, BaseRegion schema `ownership`, declaration 54661699390), so
 * whoever moved the token, the aura follows on every client. With no GM connected, the template's author
 * follows its own template. The new place is computed from the token document as the server stored it and the
 * template's own size, never from numbers a player sent; and the flag is believed only when the template's
 * author is a GM or owns the token's actor (ownership a player cannot write), so a player cannot pin its
 * template to someone else's token.
 */
import { auraAround } from "../rules/index.ts";
import { regionShapes, sceneGeometry, templateData, templateShape, tokenFootprint } from "./area-template.ts";
import { areaDocumentName, areaMoveUpdate, sceneAreas, type PlacedArea } from "../documents/generation.ts";
import { userOwns } from "../documents/ownership.ts";

export const AURA_TOKEN_FLAG = "auraToken";
export const AURA_ABILITY_FLAG = "auraAbility";

/** The flag data a template placed as `tokenId`'s aura, made by the ability `abilityUuid`, carries. */
export function auraFlags(
  tokenId: string,
  abilityUuid: string,
): { steelbound: { [AURA_TOKEN_FLAG]: string; [AURA_ABILITY_FLAG]: string } } {
  return { steelbound: { [AURA_TOKEN_FLAG]: tokenId, [AURA_ABILITY_FLAG]: abilityUuid } };
}

/** The id of the token a template is the aura of, or null. */
export function auraTokenOf(template: { flags?: unknown }): string | null {
  const id: unknown = foundry.utils.getProperty(template.flags ?? {}, `steelbound.${AURA_TOKEN_FLAG}`);
  return typeof id === "string" && id !== "" ? id : null;
}

/** The UUID of the ability whose aura a template is, or null (an aura placed before the link existed). */
export function auraAbilityOf(template: { flags?: unknown }): string | null {
  const uuid: unknown = foundry.utils.getProperty(template.flags ?? {}, `steelbound.${AURA_ABILITY_FLAG}`);
  return typeof uuid === "string" && uuid !== "" ? uuid : null;
}

/** The templates on `scene` that are auras of `token`, whose link is believed (see the module note). */
function aurasOf(scene: Scene.Implementation, token: TokenDocument.Implementation): PlacedArea[] {
  return sceneAreas(scene).filter(
    (template) => auraTokenOf(template) === token.id && believed(template, token),
  );
}

/**
 * The template's link to `token` is believed: its author is a GM or owns the token's actor (the actor's
 * ownership, which only a GM writes; src/documents/ownership.ts).
 */
function believed(template: PlacedArea, token: TokenDocument.Implementation): boolean {
  return userOwns(token.actor, template.author);
}

/** True when this client writes the aura templates: the active GM, or the author when no GM is here. */
function writesFor(template: PlacedArea): boolean {
  const gm = game.users?.activeGM ?? null;
  if (gm) return gm.isSelf;
  return template.author?.isSelf ?? false;
}

/** Centres each of the token's auras on the token where it stands now (a no-op when already there). */
export async function followToken(token: TokenDocument.Implementation): Promise<void> {
  const scene: unknown = token.parent;
  if (!(scene instanceof Scene) || !scene.grid.isSquare || token.id === null) return;
  const grid = sceneGeometry(scene);
  const user = tokenFootprint(token, grid);
  const updates = aurasOf(scene, token).flatMap((template) => {
    if (!writesFor(template)) return [];
    const shape = templateShape(template, grid);
    const moved = shape === null ? null : auraAround(shape, user);
    if (moved === null) return [];
    const { x, y } = templateData(moved, grid);
    return x === template.x && y === template.y
      ? []
      : [areaMoveUpdate(template, x, y, regionShapes(moved, grid))];
  });
  if (updates.length > 0)
    await scene.updateEmbeddedDocuments(areaDocumentName() as "MeasuredTemplate", updates);
}

/** Template ids this client has asked to delete and not yet heard back about (see `deleteAuras`). */
const ending = new Set<string>();

/**
 * Deletes these aura templates once: two endings can meet (the encounter's end deletes its effects, and each
 * deletion ends their auras, while the Combat's deletion ends every aura of its tokens), and v13 looks every id
 * up strictly before a delete (client/data/client-backend.mjs ClientDatabaseBackend.#preDeleteDocumentArray),
 * so an id already on its way out, or gone, is left out.
 */
async function deleteAuras(scene: Scene.Implementation, ids: readonly string[]): Promise<void> {
  const present = new Set(sceneAreas(scene).flatMap((t) => (t.id === null ? [] : [t.id])));
  const fresh = [...new Set(ids)].filter((id) => present.has(id) && !ending.has(id));
  if (fresh.length === 0) return;
  for (const id of fresh) ending.add(id);
  try {
    await scene.deleteEmbeddedDocuments(areaDocumentName() as "MeasuredTemplate", fresh);
  } finally {
    for (const id of fresh) ending.delete(id);
  }
}

/**
 * Takes away the auras of these tokens (R-AB-11: what lasts until the end of the encounter ends with it; a
 * token taken off the scene takes its aura with it). Only the active GM deletes; templates already gone are
 * skipped.
 */
export async function endAuras(scene: Scene.Implementation, tokenIds: ReadonlySet<string>): Promise<void> {
  if (game.user?.isActiveGM !== true) return;
  const ids = sceneAreas(scene).flatMap((template) => {
    const token = auraTokenOf(template);
    return token !== null && tokenIds.has(token) && template.id !== null ? [template.id] : [];
  });
  await deleteAuras(scene, ids);
}

/** docs/DATA.md: the UUID of the ability an effect came from (`flags.steelbound.ability`), or null. */
function effectAbility(effect: { flags: unknown }): string | null {
  const uuid: unknown = foundry.utils.getProperty(effect.flags ?? {}, "steelbound.ability");
  return typeof uuid === "string" && uuid !== "" ? uuid : null;
}

/**
 * The creature that bore a deleted effect: its parent Actor; for an unlinked token's effect v13 names the
 * token's ActorDelta as the parent (client/data/client-backend.mjs #adjustActorDeltaRequest sends the
 * operation to `token.delta`, and #handleDeleteDocuments calls the hook with that parent), so the token's
 * synthetic actor then.
 */
interface Bearer {
  uuid: string;
  effects: { some(test: (effect: { id: string | null; flags: unknown }) => boolean): boolean };
}
function bearerOf(effect: ActiveEffect.Implementation): Bearer | null {
  const parent: unknown = effect.parent;
  if (parent instanceof Actor) return parent;
  const delta = parent as { documentName?: unknown; parent?: unknown } | null;
  if (delta?.documentName !== "ActorDelta" || !(delta.parent instanceof TokenDocument)) return null;
  return delta.parent.actor;
}

/**
 * R-AB-2, R-AB-11: an effect of an ability has ended on its bearer; when the bearer holds no other effect of
 * that ability, the ability's duration is over and its auras around the bearer's tokens end. The deleted
 * effect is left out by id (on an unlinked token the synthetic actor may still list it when the hook runs).
 * Whoever wrote the effect, only templates whose link is believed (author a GM or an owner of the token's
 * actor, who could end the effect anyway) and which this client writes (the active GM, else the author) go.
 */
export async function endAurasOfEffect(effect: ActiveEffect.Implementation): Promise<void> {
  const ability = effectAbility(effect);
  const bearer = ability === null ? null : bearerOf(effect);
  if (ability === null || bearer === null) return;
  if (bearer.effects.some((e) => e.id !== effect.id && effectAbility(e) === ability)) return;
  for (const found of game.scenes ?? []) {
    const scene: unknown = found;
    if (!(scene instanceof Scene)) continue;
    const ids = sceneAreas(scene).flatMap((template) => {
      const tokenId = auraTokenOf(template);
      if (tokenId === null || auraAbilityOf(template) !== ability || !writesFor(template)) return [];
      const token = scene.tokens.get(tokenId);
      if (!token || token.actor?.uuid !== bearer.uuid || !believed(template, token)) return [];
      return template.id === null ? [] : [template.id];
    });
    await deleteAuras(scene, ids);
  }
}

/**
 * R-AB-2, R-AB-11 at the end of a creature's turn: the ability's duration is that of its effect on its user,
 * so an aura whose user holds no effect of its ability (the tier puts none on the user, or Apply was never
 * clicked) has no duration past its use. It ends at the end of its user's turn, as an effect the user imposes
 * on itself in its own turn does (EoT), after that turn's EoT effects have gone. Auras placed before the link
 * existed (no ability named) and links not believed are left alone; only the writer of each template deletes.
 */
export async function endAurasWithoutEffect(tokens: readonly TokenDocument.Implementation[]): Promise<void> {
  for (const token of tokens) {
    const parent: unknown = token.parent;
    const scene =
      (parent as { documentName?: unknown } | null)?.documentName === "Scene" ? token.parent : null;
    const actor = token.actor;
    if (scene === null || actor === null) continue;
    const ids = aurasOf(scene, token).flatMap((template) => {
      const ability = auraAbilityOf(template);
      if (ability === null || !writesFor(template) || template.id === null) return [];
      return actor.effects.some((e) => effectAbility(e) === ability) ? [] : [template.id];
    });
    await deleteAuras(scene, ids);
  }
}
