/**
 * init: auras follow their creature (R-AB-2) and end with the ability's duration or the encounter (R-AB-11);
 * src/canvas/aura-follow.ts does the work. Every client hears a token's update or deletion and an effect's
 * deletion (v13 client/data/client-backend.mjs ClientDatabaseBackend#onModifyDocument: each connected client runs
 * the document's _onUpdate/_onDelete, then the updateToken/deleteToken/deleteActiveEffect hook, after the
 * server's broadcast); only the one writer (the active GM, else the template's author) moves or ends the template.
 */
import { forgedArea } from "../documents/generation.ts";
import { track } from "../applications/windows.ts";

/** The aura work loads with the first token move, token deletion, ended combat or ended effect. */
const auras = () => track(import("../canvas/aura-follow.ts"));

const MOVED_KEYS = ["x", "y", "width", "height"] as const;

function failed(error: unknown): void {
  console.warn("steelbound | an aura could not follow its token", error);
}

export function registerAuras(): void {
  Hooks.on("updateToken", (token, changes) => {
    if (!MOVED_KEYS.some((key) => key in changes)) return;
    auras()
      .then(({ followToken }) => followToken(token))
      .catch(failed);
  });
  Hooks.on("deleteToken", (token) => {
    const scene: unknown = token.parent;
    if (!(scene instanceof Scene) || token.id === null) return;
    const ids = new Set([token.id]);
    auras()
      .then(({ endAuras }) => endAuras(scene, ids))
      .catch(failed);
  });
  // R-AB-11: the encounter is over when its Combat is deleted (the tracker's End Encounter deletes it).
  Hooks.on("deleteCombat", (combat) => {
    const byScene = new Map<Scene.Implementation, Set<string>>();
    for (const combatant of combat.combatants) {
      const token = combatant.token;
      const scene: unknown = token?.parent;
      if (!token?.id || !(scene instanceof Scene)) continue;
      const ids = byScene.get(scene) ?? new Set<string>();
      ids.add(token.id);
      byScene.set(scene, ids);
    }
    if (byScene.size === 0) return;
    auras()
      .then(({ endAuras }) => Promise.all([...byScene].map(([scene, ids]) => endAuras(scene, ids))))
      .catch(failed);
  });
  // v14: an area Region naming someone other than its creator (the server's user id on the hook) is not an
  // area anyone placed through Steelbound; the active GM takes it away (../documents/generation.ts forgedArea).
  Hooks.on(
    "createRegion" as never,
    ((region: { delete(): Promise<unknown> }, _options: unknown, userId: string) => {
      if (game.user?.isActiveGM !== true || !forgedArea(region, userId)) return;
      region.delete().catch(failed);
    }) as never,
  );
  // R-AB-11: an ability's effect on its user ended (EoT, a save, the encounter, or by hand): so does its aura.
  Hooks.on("deleteActiveEffect", (effect) => {
    auras()
      .then(({ endAurasOfEffect }) => endAurasOfEffect(effect))
      .catch(failed);
  });
}
