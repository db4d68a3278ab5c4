/**
 * Auras that follow their creature (R-AB-2, 004 "オーラ": 「常にあなたを中心として発生し、それを作成したアビリティの
 * 持続時間中、あなたと共に移動します」). An aura's template carries `flags.steelbound.auraToken`: the id of the token
 * it was placed around (docs/DATA.md). When that token moves, the template is centred on it again.
 *
 * Who writes: the active GM's client (a GM may update any template; a player may update only its own, v13
 * common/documents/measured-template.mjs BaseMeasuredTemplate#getUserLevel: the author is its owner), so
 * whoever moved the token, the aura follows on every client. With no GM connected, the template's author
 * follows its own template. The new place is computed from the token document as the server stored it and the
 * template's own size, never from numbers a player sent; and the flag is believed only when the template's
 * author is a GM or owns the token's actor (ownership a player cannot write), so a player cannot pin its
 * template to someone else's token.
 */
import { auraAround } from "../rules/index.ts";
import { sceneGeometry, templateData, templateShape, tokenFootprint } from "./area-template.ts";
import { sceneTemplates, type PlacedTemplate } from "../documents/generation.ts";

export const AURA_TOKEN_FLAG = "auraToken";

/** The flag data a template placed as `tokenId`'s aura carries. */
export function auraFlags(tokenId: string): { steelbound: { [AURA_TOKEN_FLAG]: string } } {
  return { steelbound: { [AURA_TOKEN_FLAG]: tokenId } };
}

/** The id of the token a template is the aura of, or null. */
export function auraTokenOf(template: { flags?: unknown }): string | null {
  const id: unknown = foundry.utils.getProperty(template.flags ?? {}, `steelbound.${AURA_TOKEN_FLAG}`);
  return typeof id === "string" && id !== "" ? id : null;
}

/** Document#testUserPermission(user, "OWNER") for a non-GM user: the actor's ownership, which only a GM writes. */
function owns(actor: Actor.Implementation, userId: string): boolean {
  const ownership: Record<string, number | undefined> = actor.ownership;
  const level = ownership[userId] ?? ownership["default"] ?? CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE;
  return level >= CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
}

/** The templates on `scene` that are auras of `token`, whose link is believed (see the module note). */
function aurasOf(scene: Scene.Implementation, token: TokenDocument.Implementation): PlacedTemplate[] {
  return sceneTemplates(scene).filter((template) => {
    if (auraTokenOf(template) !== token.id) return false;
    const author = template.author;
    if (!author) return false;
    return author.isGM || (token.actor !== null && owns(token.actor, author.id));
  });
}

/** True when this client writes the aura templates: the active GM, or the author when no GM is here. */
function writesFor(template: PlacedTemplate): boolean {
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
    return x === template.x && y === template.y ? [] : [{ _id: template.id, x, y }];
  });
  if (updates.length > 0) await scene.updateEmbeddedDocuments("MeasuredTemplate", updates);
}

/**
 * Takes away the auras of these tokens (R-AB-11: what lasts until the end of the encounter ends with it; a
 * token taken off the scene takes its aura with it). Only the active GM deletes; templates already gone are
 * skipped.
 */
export async function endAuras(scene: Scene.Implementation, tokenIds: ReadonlySet<string>): Promise<void> {
  if (game.user?.isActiveGM !== true) return;
  const ids = sceneTemplates(scene).flatMap((template) => {
    const token = auraTokenOf(template);
    return token !== null && tokenIds.has(token) && template.id !== null ? [template.id] : [];
  });
  if (ids.length > 0) await scene.deleteEmbeddedDocuments("MeasuredTemplate", ids);
}
