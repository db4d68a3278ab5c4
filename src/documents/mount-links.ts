/**
 * Who rides or climbs whom (「騎乗戦闘」「他のクリーチャーを登る」), kept in the scene's flags, which only a GM may
 * write (v13 common/documents/scene.mjs BaseScene: no player ownership of scenes), so no player can forge that
 * their hero rides or climbs a creature (for the edge, ../rules climbedOrRiddenBy) or that a mount was not yet
 * ridden this round:
 * - `flags.steelbound.mounted`: rider token id → `{ mount: <token id>, kind: "ride" | "climb" }`;
 * - `flags.steelbound.rode` / `ridden`: token id → the round it last rode / was ridden (`<combat id>:<round>`);
 * - `flags.steelbound.willingMounts`: mount token id → true when the Director lets heroes mount it (his
 *   agreement, given in his own time from the mount's token HUD).
 * Written by the GM's `mount` query kind (src/queries/mount/request.ts) and the Director's HUD toggle.
 */
import type { MountLink, MountLinks } from "../rules/index.ts";

export const MOUNT_FLAGS = {
  mounted: "mounted",
  rode: "rode",
  ridden: "ridden",
  willing: "willingMounts",
} as const;

interface Flagged {
  getFlag(scope: string, key: string): unknown;
}

function record(scene: Flagged | null | undefined, key: string): Record<string, unknown> {
  const value = scene?.getFlag("steelbound", key);
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/** The scene's mount links, each checked for shape (anything else is ignored). */
export function mountLinks(scene: Flagged | null | undefined): MountLinks {
  const links: Record<string, MountLink> = {};
  for (const [rider, raw] of Object.entries(record(scene, MOUNT_FLAGS.mounted))) {
    if (typeof raw !== "object" || raw === null) continue;
    const { mount, kind } = raw as { mount?: unknown; kind?: unknown };
    if (typeof mount !== "string" || (kind !== "ride" && kind !== "climb")) continue;
    links[rider] = { mount, kind };
  }
  return links;
}

/** The round key a token last rode (`rode`) or was ridden (`ridden`) in, or "". */
export function rideRound(
  scene: Flagged | null | undefined,
  which: "rode" | "ridden",
  tokenId: string,
): string {
  const value = record(scene, MOUNT_FLAGS[which])[tokenId];
  return typeof value === "string" ? value : "";
}

/** The Director let heroes mount this creature. */
export function willingMount(scene: Flagged | null | undefined, tokenId: string): boolean {
  return record(scene, MOUNT_FLAGS.willing)[tokenId] === true;
}

/** The round of the scene's started combat (`<combat id>:<round>`), or "" outside combat. */
export function roundKey(scene: { id: string | null } | null | undefined): string {
  const id = scene?.id ?? null;
  const combat = (game.combats?.contents ?? []).find(
    (c) =>
      c.started &&
      ((c.scene?.id ?? null) === id ||
        c.combatants.contents.some((cb) => (cb.token?.parent?.id ?? null) === id)),
  );
  return combat?.id ? `${combat.id}:${combat.round}` : "";
}
