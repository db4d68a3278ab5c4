/**
 * A client's game canvas, reduced to what src touches, after v13 client/canvas/board.mjs (Canvas):
 * `ready`, `scene`, `dimensions`, `grid` (the scene's grid), `app.view` (the #board <canvas> element the
 * PIXI EventSystem listens on), `stage` (positioned at the window's centre, panned by its pivot, zoomed by
 * its scale), `canvasCoordinatesFromClient` / `clientCoordinatesFromCanvas` (the stage's world transform
 * and its inverse), `interface.grid` (client/canvas/layers/grid.mjs GridLayer and its named highlight
 * layers) and `tokens` (client/canvas/layers/tokens.mjs TokenLayer: one placeable per token document,
 * none controlled). `tearDown` calls the `canvasTearDown` hook (Canvas#tearDown).
 *
 * Like v13's PIXI EventSystem, the canvas listens for `pointerdown` on its view in the capture phase,
 * registered when the canvas is created, so a later listener on the view runs after it (`canvasClicks`
 * records what reached the canvas's own interaction). Every client has its own view element in the shared
 * happy-dom document; the window (and its keydown listeners) is shared by every client of a test file.
 */
import type { SimScene, SimTokenDocument } from "./documents.ts";
import { track } from "./applications/pending.ts";

/** The globals the canvas drop reads (the current client's). */
interface SimGlobals {
  foundry: {
    applications: {
      ux: { TextEditor: { implementation: { getDragEventData(e: DragEvent): Record<string, unknown> } } };
    };
  };
  Hooks: { call(name: string, ...args: unknown[]): boolean };
  game: {
    user: { isGM: boolean; hasPermission(permission: string): boolean };
    actors: { fromCompendium(doc: unknown): Record<string, unknown> };
  };
  ui: { notifications: { warn(message: string): unknown } };
  CONFIG: {
    Actor: { documentClass: { create(data: unknown, options: unknown): Promise<DroppedActor | undefined> } };
  };
  fromUuid(uuid: string): Promise<unknown>;
}

interface DroppedActor {
  name: string;
  isOwner: boolean;
  pack?: string | null;
  getTokenDocument(data: Record<string, unknown>): Promise<{
    _source: Record<string, unknown>;
    toObject(): Record<string, unknown>;
  }>;
}

/** v13 client/canvas/containers/…/grid-highlight.mjs GridHighlight: the positions drawn, once each. */
export class SimGridHighlight {
  readonly positions = new Map<string, { x: number; y: number; color: number; border: number | null }>();
  destroyed = false;
  constructor(readonly name: string) {}
  /** Records a position; false when it is already highlighted (GridHighlight#highlight). */
  highlight(x: number, y: number): boolean {
    return !this.positions.has(`${x}.${y}`);
  }
  clear(): void {
    this.positions.clear();
  }
}

/** v13 client/canvas/layers/grid.mjs GridLayer: the highlight-layer methods. */
export class SimGridLayer {
  highlightLayers: Record<string, SimGridHighlight> = {};
  addHighlightLayer(name: string): SimGridHighlight {
    const layer = this.highlightLayers[name];
    if (!layer || layer.destroyed) this.highlightLayers[name] = new SimGridHighlight(name);
    return this.highlightLayers[name] as SimGridHighlight;
  }
  clearHighlightLayer(name: string): void {
    this.highlightLayers[name]?.clear();
  }
  /** GridHighlight#destroy also drops the layer's entry in highlightLayers. */
  destroyHighlightLayer(name: string): void {
    const layer = this.highlightLayers[name];
    if (!layer) return;
    layer.destroyed = true;
    layer.clear();
    Reflect.deleteProperty(this.highlightLayers, name);
  }
  getHighlightLayer(name: string): SimGridHighlight | undefined {
    return this.highlightLayers[name];
  }
  /** A square grid position: nothing without the named layer; each position drawn once. */
  highlightPosition(
    name: string,
    {
      x,
      y,
      color = 0x33bbff,
      border = null,
    }: { x: number; y: number; color?: number; border?: number | null },
  ): void {
    const layer = this.highlightLayers[name];
    if (!layer || !layer.highlight(x, y)) return;
    layer.positions.set(`${x}.${y}`, { x, y, color, border });
  }
}

/** A Token placeable (client/canvas/placeables/token.mjs): its document and where the document puts it. */
export class SimToken {
  constructor(readonly document: SimTokenDocument) {}
  get id(): string {
    return this.document.id;
  }
  get actor() {
    return this.document.actor;
  }
  /** After its movement animation the placeable stands at the document's position. */
  get x(): number {
    return this.document.x;
  }
  get y(): number {
    return this.document.y;
  }
}

export class SimCanvas {
  ready = false;
  scene: SimScene | null = null;
  readonly app: { view: HTMLCanvasElement };
  readonly stage = { position: { x: 0, y: 0 }, pivot: { x: 0, y: 0 }, scale: { x: 1, y: 1 } };
  readonly interface = { grid: new SimGridLayer() };
  /** Pointer-downs that reached the canvas's own interaction (PIXI's capture listener on the view). */
  readonly canvasClicks: PointerEvent[] = [];

  constructor(readonly label: string) {
    const view = document.createElement("canvas");
    view.id = "board";
    view.dataset["client"] = label;
    document.body.append(view);
    view.addEventListener("pointerdown", (event) => this.canvasClicks.push(event), { capture: true });
    view.addEventListener("dragover", (event) => {
      event.preventDefault();
    });
    view.addEventListener("drop", (event) => {
      track(this.#onDrop(event));
    });
    this.app = { view };
  }

  /**
   * v13 client/canvas/board.mjs Canvas#onDrop: the drag data with the drop point in canvas coordinates, the
   * `dropCanvasData` hook (false stops it), then an Actor goes to TokenLayer#_onDropActorData. The other
   * drop types (notes, sounds, tiles, macros) are not simulated.
   */
  async #onDrop(event: DragEvent): Promise<unknown> {
    event.preventDefault();
    const g = globalThis as unknown as SimGlobals;
    const data = g.foundry.applications.ux.TextEditor.implementation.getDragEventData(event);
    const { x, y } = this.canvasCoordinatesFromClient({ x: event.clientX, y: event.clientY });
    data["x"] = x;
    data["y"] = y;
    if (!g.Hooks.call("dropCanvasData", this, data, event)) return;
    if (data["type"] === "Actor") return this.#onDropActorData(event, data);
    return undefined;
  }

  /**
   * v13 client/canvas/layers/tokens.mjs TokenLayer#_onDropActorData: TOKEN_CREATE or a warning; a point off
   * the scene is refused; the actor from the drop data (fromUuid); not its owner, a warning; an actor of a
   * compendium is first created in the world (`game.actors.fromCompendium`, `{fromCompendium: true}`); then
   * its token (getTokenDocument) centred on the point and snapped to the square grid's corners
   * (Token._getDropActorPosition; shift skips the snap) is created in the scene. Hidden with alt for a GM.
   */
  async #onDropActorData(event: DragEvent, data: Record<string, unknown>): Promise<unknown> {
    const g = globalThis as unknown as SimGlobals;
    const user = g.game.user;
    if (!user.hasPermission("TOKEN_CREATE"))
      return g.ui.notifications.warn("You do not have permission to create new Tokens!");
    const scene = this.scene;
    const x = Number(data["x"]);
    const y = Number(data["y"]);
    const rect = scene?.dimensions.sceneRect;
    if (!scene || !rect || x < rect.x || y < rect.y || x > rect.x + rect.width || y > rect.y + rect.height)
      return false;
    let actor = (await g.fromUuid(String(data["uuid"]))) as DroppedActor | null;
    if (!actor) return undefined;
    if (!actor.isOwner)
      return g.ui.notifications.warn(
        `You do not have permission to create a new Token for the ${actor.name} Actor.`,
      );
    if (actor.pack) {
      const actorData = g.game.actors.fromCompendium(actor);
      actor = (await g.CONFIG.Actor.documentClass.create(actorData, { fromCompendium: true })) ?? null;
      if (!actor) return undefined;
    }
    const token = await actor.getTokenDocument({ hidden: user.isGM && event.altKey });
    const size = scene.grid.size;
    const width = Number(token._source["width"] ?? 1);
    const height = Number(token._source["height"] ?? 1);
    let left = x - (width * size) / 2;
    let top = y - (height * size) / 2;
    if (!event.shiftKey) {
      left = Math.round(left / size) * size;
      top = Math.round(top / size) * size;
    }
    return scene.createEmbeddedDocuments("Token", [{ ...token.toObject(), x: left, y: top }]);
  }

  /** The user drops drag data (from an element's dragstart) on square (x, y) of the canvas. */
  dropOnSquare(from: Element, square: { x: number; y: number }): void {
    const size = this.scene?.grid.size ?? 100;
    const client = this.clientCoordinatesFromCanvas({
      x: (square.x + 0.5) * size,
      y: (square.y + 0.5) * size,
    });
    const store = new Map<string, string>();
    const transfer = {
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? "",
      get types() {
        return [...store.keys()];
      },
    };
    const event = (type: string) => {
      const e = new MouseEvent(type, {
        bubbles: true,
        cancelable: true,
        clientX: client.x,
        clientY: client.y,
      });
      Object.defineProperty(e, "dataTransfer", { value: transfer });
      return e;
    };
    from.dispatchEvent(event("dragstart"));
    this.app.view.dispatchEvent(event("dragover"));
    this.app.view.dispatchEvent(event("drop"));
  }

  readonly #placeables = new WeakMap<SimTokenDocument, SimToken>();
  /** The placeable drawn for a token document of this canvas's scene (built once). */
  placeableOf(token: SimTokenDocument): SimToken {
    let placeable = this.#placeables.get(token);
    if (!placeable) {
      const config = (globalThis as unknown as { CONFIG?: { Token?: { objectClass?: unknown } } }).CONFIG;
      const Placeable = (config?.Token?.objectClass ?? SimToken) as new (doc: SimTokenDocument) => SimToken;
      placeable = new Placeable(token);
      this.#placeables.set(token, placeable);
    }
    return placeable;
  }

  get dimensions() {
    return this.scene?.dimensions ?? null;
  }
  get grid() {
    return this.scene?.grid ?? null;
  }
  readonly tokens = {
    canvas: this,
    /**
     * One placeable per token document, built from CONFIG.Token.objectClass (v13 TokenLayer draws each
     * token's `CONFIG.Token.objectClass` object once, kept as the document's `object`).
     */
    get placeables(): SimToken[] {
      const scene = this.canvas.scene;
      return scene ? scene.tokens.contents.map((t) => this.canvas.placeableOf(t)) : [];
    },
    get(id: string): SimToken | undefined {
      return this.placeables.find((t) => t.id === id);
    },
    controlled: [] as SimToken[],
    /**
     * v13 client/canvas/layers/tokens.mjs TokenLayer#setTargets(ids, {mode}): "replace" (default) sets the
     * user's targets to the given tokens on this canvas, "acquire" adds them, "release" drops them; then
     * User#_onUpdateTokenTargets (client/documents/user.mjs) updates `game.user.targets` (an id not on the
     * canvas is ignored). The activity broadcast to other users is not simulated.
     */
    setTargets(
      ids: Iterable<string>,
      { mode = "replace" }: { mode?: "replace" | "acquire" | "release" } = {},
    ) {
      const user = (
        globalThis as unknown as { game: { user: { targets: Set<{ document: SimTokenDocument }> } } }
      ).game.user;
      const wanted = new Set(mode === "replace" ? [] : [...user.targets].map((t) => t.document.id));
      for (const id of ids) {
        if (mode === "release") wanted.delete(id);
        else if (this.get(id)) wanted.add(id);
      }
      user.targets = new Set(this.placeables.filter((t) => wanted.has(t.id)));
    },
  };

  /** Canvas#draw: shows the scene, the stage centred on the window, panned to the scene's middle. */
  draw(scene: SimScene): this {
    this.scene = scene;
    this.stage.position = { x: window.innerWidth / 2, y: window.innerHeight / 2 };
    const rect = scene.dimensions.sceneRect;
    this.stage.pivot = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    this.ready = true;
    return this;
  }

  /** Canvas#tearDown: the `canvasTearDown` hook, then the layers go. */
  tearDown(): void {
    const hooks = (globalThis as unknown as { Hooks: { callAll(n: string, ...a: unknown[]): void } }).Hooks;
    hooks.callAll("canvasTearDown", this);
    this.interface.grid.highlightLayers = {};
    this.ready = false;
  }

  /** Canvas#canvasCoordinatesFromClient: the stage's world transform, inverted. */
  canvasCoordinatesFromClient(origin: { x: number; y: number }) {
    const { position, pivot, scale } = this.stage;
    return { x: (origin.x - position.x) / scale.x + pivot.x, y: (origin.y - position.y) / scale.y + pivot.y };
  }
  /** Canvas#clientCoordinatesFromCanvas: the stage's world transform. */
  clientCoordinatesFromCanvas(origin: { x: number; y: number }) {
    const { position, pivot, scale } = this.stage;
    return { x: (origin.x - pivot.x) * scale.x + position.x, y: (origin.y - pivot.y) * scale.y + position.y };
  }

  /** The squares of a highlight layer (top-left pixels ÷ grid size), as the user sees them. */
  highlighted(name: string): { x: number; y: number; color: number }[] {
    const size = this.scene?.grid.size ?? 100;
    const layer = this.interface.grid.getHighlightLayer(name);
    return [...(layer?.positions.values() ?? [])].map((p) => ({
      x: p.x / size,
      y: p.y / size,
      color: p.color,
    }));
  }

  /** The user presses a mouse button over the middle of square (x, y): a real pointerdown on the view. */
  clickSquare(square: { x: number; y: number }, button = 0): void {
    const size = this.scene?.grid.size ?? 100;
    const client = this.clientCoordinatesFromCanvas({
      x: (square.x + 0.5) * size,
      y: (square.y + 0.5) * size,
    });
    const init = { bubbles: true, cancelable: true, button, clientX: client.x, clientY: client.y };
    this.app.view.dispatchEvent(new PointerEvent("pointerdown", init));
    if (button === 2) this.app.view.dispatchEvent(new MouseEvent("contextmenu", init));
  }
}

/** The user presses a key with the canvas focused (keydown reaches the window, as in a browser). */
export function pressKey(key: string): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  return event;
}

/** The client views a scene: its `canvas` global becomes a drawn SimCanvas of that client's copy. */
export function drawCanvas(
  client: { globals: { canvas: unknown }; label: string; resolve(uuid: string): unknown },
  scene: { uuid: string },
): SimCanvas {
  const own = client.resolve(scene.uuid) as SimScene | null;
  if (!own) throw new Error(`${client.label} has no ${scene.uuid}`);
  const board = new SimCanvas(client.label).draw(own);
  client.globals.canvas = board;
  return board;
}

/**
 * Selects tokens on a client as a click (shift-click for more) does, after v13
 * client/canvas/placeables/placeable.mjs PlaceableObject#control / #release: controlling releases the
 * others first, a user controls only what `_canControl` allows (`document.canUserModify(user, "update")`:
 * for a token, owning it — its actor's ownership, as the sim's isOwner answers), the layer's `controlled`
 * list changes, and `Hooks.callAll("controlToken", token, controlled)` fires for each token released or
 * controlled. Draws the tokens' scene on the client's canvas first if it shows another. Call inside
 * `client.run`.
 */
export function controlTokens(
  client: { globals: { canvas: unknown; Hooks: unknown }; label: string; resolve(uuid: string): unknown },
  tokens: readonly { uuid: string }[],
): void {
  const own = tokens
    .map((t) => client.resolve(t.uuid))
    .filter((t): t is SimTokenDocument => t !== null && typeof t === "object" && "actorLink" in t);
  const scene = (own[0]?.parent ?? null) as SimScene | null;
  let board = client.globals.canvas instanceof SimCanvas ? client.globals.canvas : null;
  if (!board || (scene && board.scene !== scene)) {
    board = scene ? drawCanvas(client, scene) : new SimCanvas(client.label);
    client.globals.canvas = board;
  }
  const hooks = client.globals.Hooks as { callAll(name: string, ...args: unknown[]): boolean };
  const keep = new Set(own.map((t) => t.id));
  for (const token of [...board.tokens.controlled]) {
    if (keep.has(token.id)) continue;
    board.tokens.controlled = board.tokens.controlled.filter((t) => t !== token);
    hooks.callAll("controlToken", token, false);
  }
  for (const document of own) {
    if (board.tokens.controlled.some((t) => t.id === document.id) || !document.isOwner) continue;
    const token = new SimToken(document);
    board.tokens.controlled = [...board.tokens.controlled, token];
    hooks.callAll("controlToken", token, true);
  }
}
