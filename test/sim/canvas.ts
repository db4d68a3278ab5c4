/**
 * The part of a client's canvas that src reads outside src/canvas: the viewed scene and which tokens the
 * user controls (selected). Control follows v13 client/canvas/placeables/placeable.mjs
 * PlaceableObject#control / #release: controlling releases the others first, a user controls only what
 * `_canControl` allows (`document.canUserModify(user, "update")`: for a token, owning it — here its
 * actor's ownership, as the sim's isOwner answers), the layer's `controlled` list changes, and
 * `Hooks.callAll("controlToken", token, controlled)` fires for each token released or controlled.
 */
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "./client.ts";

type Hooks = { callAll(name: string, ...args: unknown[]): boolean };

/** A Token placeable as src reads it: its document and actor. */
export interface SimToken {
  readonly id: string;
  readonly document: HarnessDocument;
  readonly actor: unknown;
}

export interface SimCanvas {
  scene: HarnessDocument | null;
  tokens: { controlled: SimToken[] };
}

function placeable(document: HarnessDocument): SimToken {
  return {
    id: document.id,
    document,
    get actor(): unknown {
      return (document as unknown as { actor: unknown }).actor;
    },
  };
}

/** The client's canvas, showing the scene of the given tokens (or its active scene). */
export function canvasOf(client: SimClient, scene: HarnessDocument | null = null): SimCanvas {
  const current = client.globals.canvas as SimCanvas | null;
  if (current && (!scene || current.scene === scene)) return current;
  const canvas: SimCanvas = { scene, tokens: { controlled: [] } };
  client.globals.canvas = canvas;
  return canvas;
}

/**
 * Selects tokens on a client as a click (shift-click for more) does: every other controlled token is
 * released, then each given token the user may update is controlled. Call inside `client.run`.
 */
export function controlTokens(client: SimClient, tokens: readonly HarnessDocument[]): void {
  const own = tokens.map((t) => client.resolve(t.uuid)).filter((t): t is HarnessDocument => t !== null);
  const canvas = canvasOf(client, own[0]?.parent ?? null);
  const hooks = client.globals.Hooks as Hooks;
  const keep = new Set(own.map((t) => t.id));
  for (const token of [...canvas.tokens.controlled]) {
    if (keep.has(token.id)) continue;
    canvas.tokens.controlled = canvas.tokens.controlled.filter((t) => t !== token);
    hooks.callAll("controlToken", token, false);
  }
  for (const document of own) {
    if (canvas.tokens.controlled.some((t) => t.id === document.id) || !document.isOwner) continue;
    const token = placeable(document);
    canvas.tokens.controlled = [...canvas.tokens.controlled, token];
    hooks.callAll("controlToken", token, true);
  }
}
