/**
 * Document classes the simulation adds where the single-world harness had none or a partial one:
 * User, ChatMessage, Scene (tokens and walls embedded) and a TokenDocument with v13's linked / synthetic
 * actor. They extend the harness's HarnessDocument, whose writes go through the simulated backend
 * (./backend.ts) when code runs on a simulated client.
 */
import { HarnessActor } from "../harness/actor.ts";
import { HarnessSceneToken } from "../harness/scene.ts";
import { Collection } from "../harness/collection.ts";
import { HarnessDocument } from "../harness/document.ts";
import { assignHotbarMacro, hotbarOf, type SimMacro } from "./macros.ts";
import { deepClone, mergeObject, type Plain } from "../harness/utils.ts";
import { SimMeasuredTemplate } from "./measured-template.ts";
import {
  SimRegion,
  sceneRegions,
  templateShimWarning,
  tokenLevel,
  type SimTemplateRegion,
} from "./regions.ts";
import {
  moveToken,
  movementOf,
  preUpdateMovement,
  preUpdateOperationMovement,
  type MovementOperation,
} from "./token-movement.ts";
import {
  completeMovementPath,
  measureMovementPath,
  occupiedOffsets,
  type MeasureResult,
  type Offset,
} from "./token-measure.ts";

interface SimGame {
  user: SimUser;
  users: SimUsers;
  actors: Collection<HarnessActor>;
  scenes: Collection<SimScene>;
  combat: { getCombatantsByToken(token: unknown): unknown[] } | null;
}
const game = () => (globalThis as unknown as { game: SimGame }).game;
const config = () =>
  (
    globalThis as unknown as {
      CONFIG: Record<
        string,
        { documentClass?: typeof HarnessDocument; dataModels?: Record<string, unknown> }
      >;
    }
  ).CONFIG;

/** v13 common/constants.mjs USER_ROLES. */
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/**
 * v13 client/documents/user.mjs User: `isGM` (role ≥ ASSISTANT, common/documents/user.mjs
 * BaseUser#isGM), `isSelf`, `active` (set by the client from the server's activity data), `query`
 * (see ./client.ts, which owns the socket), `hasPermission`.
 */
export class SimUser extends HarnessDocument {
  static override documentName = "User";
  active = false;
  get role(): number {
    return Number(this._source["role"] ?? USER_ROLES.PLAYER);
  }
  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }
  get isSelf(): boolean {
    return game().user.id === this.id;
  }
  /** v13 User#isActiveGM: this user is game.users.activeGM. */
  get isActiveGM(): boolean {
    return game().users.activeGM?.id === this.id;
  }
  get character(): HarnessActor | null {
    const id = this._source["character"];
    return typeof id === "string" ? (game().actors.get(id) ?? null) : null;
  }
  hasRole(role: number): boolean {
    return this.role >= role;
  }
  /**
   * v13 common/documents/user.mjs BaseUser#hasPermission: an explicit User#permissions entry wins; else
   * the role defaults src consults (QUERY_USER from PLAYER, SETTINGS_MODIFY and the rest from ASSISTANT).
   */
  hasPermission(permission: string): boolean {
    const explicit = (this._source["permissions"] as Record<string, boolean> | undefined)?.[permission];
    if (explicit !== undefined) return explicit;
    if (permission === "QUERY_USER") return this.role >= USER_ROLES.PLAYER;
    if (permission === "SETTINGS_MODIFY") return this.role >= USER_ROLES.ASSISTANT;
    // v13 common/constants.mjs USER_PERMISSIONS.MACRO_SCRIPT.defaultRole is PLAYER.
    if (permission === "MACRO_SCRIPT") return this.role >= USER_ROLES.PLAYER;
    return this.isGM;
  }
  /** v13 User#hotbar and User#assignHotbarMacro (./macros.ts). */
  get hotbar(): Record<string, string> {
    return hotbarOf(this);
  }
  assignHotbarMacro(
    macro: SimMacro | null,
    slot?: number | string | null,
    options: { fromSlot?: number | string } = {},
  ) {
    return assignHotbarMacro(this, macro, slot, options);
  }
  /** Filled by the client (v13 User#query emits "userQuery" on game.socket). */
  query(_name: string, _data: unknown, _options: { timeout?: number } = {}): Promise<unknown> {
    return Promise.reject(new Error("User#query needs a simulated client"));
  }
  /** v13 User#targets: the tokens this user targets (the client sets them from the canvas). */
  targets = new Set<{ document: SimTokenDocument }>();
}

/**
 * A token with v13's actor model (client/documents/token.mjs TokenDocument#actor): a linked token's
 * actor is the world actor; an unlinked token's actor is a synthetic actor built from the world actor's
 * source with the token's `delta` merged over it, whose writes go to the delta.
 */
export class SimTokenDocument extends HarnessSceneToken {
  static override documentName = "Token";
  #synthetic: HarnessActor | null = null;

  /**
   * v13 client/documents/token.mjs TokenDocument#_preUpdateMovement: does nothing; a subclass answers false to
   * prevent the movement (called by ./token-movement.ts preUpdateMovement, as TokenDocument#_preUpdate does).
   */
  _preUpdateMovement(_movement: unknown, _operation: unknown): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }

  get height(): number {
    return Number(this._source["height"] ?? 1);
  }
  /** v13 TokenDocument#getSize on a square grid: the token's width and height in pixels. */
  getSize(): { width: number; height: number } {
    const size = (this.parent as { grid?: { size?: number } } | null)?.grid?.size ?? 100;
    return { width: Number(this._source["width"] ?? 1) * size, height: this.height * size };
  }
  /**
   * v13 CanvasDocumentMixin#object: the placeable drawn for this token on the client's canvas, null when the
   * canvas shows another scene or none (./canvas.ts SimCanvas#placeableOf).
   */
  get object(): unknown {
    const board = (globalThis as unknown as { canvas?: unknown }).canvas as
      { scene: unknown; placeableOf?(t: SimTokenDocument): unknown } | undefined;
    if (!board?.placeableOf || board.scene !== this.parent) return null;
    return board.placeableOf(this);
  }
  get disposition(): number {
    return Number(this._source["disposition"] ?? 0);
  }
  get hidden(): boolean {
    return this._source["hidden"] === true;
  }
  /** v14 TokenDocument#level (./regions.ts); v13 tokens have none. */
  get level(): string | null {
    return tokenLevel(this._source);
  }
  /** The token's own actorId (the harness scene token reads it from its actor). */
  override get actorId(): string | null {
    return (this._source["actorId"] as string | null | undefined) ?? null;
  }
  get baseActor(): HarnessActor | null {
    return this.actorId ? (game().actors.get(this.actorId) ?? null) : null;
  }
  /** The delta document's data as src reads it (`token.delta.effects`, `token.delta.system`). */
  get delta(): { effects: Collection<HarnessDocument>; system: Plain } | null {
    if (this.actorLink) return null;
    const actor = this.actor;
    return actor
      ? {
          effects: actor.getEmbeddedCollection("ActiveEffect"),
          system: this.deltaSource()["system"] as Plain,
        }
      : null;
  }
  deltaSource(): Plain {
    return (this._source["delta"] ??= { system: {}, items: [], effects: [] }) as Plain;
  }
  override get actor(): HarnessActor | null {
    const base = this.baseActor;
    if (!base) return null;
    if (this.actorLink) return base;
    return (this.#synthetic ??= this.buildSynthetic(base));
  }
  /**
   * Re-applies the delta whenever it or the base actor changes. v13 keeps ONE synthetic actor per token and
   * updates it in place (client/documents/actor-delta.mjs ActorDelta#updateSource → syntheticActor
   * .updateSource; #updateSyntheticActor for embedded changes), so an open sheet keeps a live object; only a
   * new actorId or link state builds a new one (ActorDelta#_initialize → _createSyntheticActor).
   */
  resetSynthetic(): void {
    const current = this.#synthetic;
    const base = this.baseActor;
    if (!current || !base || this.actorLink || current.id !== base.id) {
      this.#synthetic = null;
      return;
    }
    const fresh = this.syntheticSource(base);
    for (const key of Object.keys(current._source))
      if (!(key in fresh)) Reflect.deleteProperty(current._source, key);
    Object.assign(current._source, fresh);
    current._initialize();
  }
  private buildSynthetic(base: HarnessActor): HarnessActor {
    const source = this.syntheticSource(base);
    const cls = (config()["Actor"]?.documentClass ?? HarnessActor) as unknown as new (
      data: Plain,
      options: { parent: HarnessDocument },
    ) => HarnessActor;
    return new cls(source, { parent: this });
  }
  private syntheticSource(base: HarnessActor): Plain {
    const delta = this.deltaSource();
    const source = base.toObject();
    // v13 common/documents/actor-delta.mjs BaseActorDelta.applyDelta: the embedded collections are merged
    // (the delta's records, then the base's not overridden by id) and left out of the plain merge, so the
    // synthetic actor keeps the base actor's items and effects.
    const { items: _items, effects: _effects, ...rest } = delta;
    mergeObject(source, deepClone(rest), { performDeletions: true });
    for (const key of ["items", "effects"] as const) {
      const own = (delta[key] as Plain[] | undefined) ?? [];
      if (own.length)
        source[key] = [
          ...((source[key] as Plain[] | undefined) ?? []).filter(
            (s) => !own.some((o) => o["_id"] === s["_id"]),
          ),
          ...deepClone(own),
        ];
    }
    delete source["delta"];
    return source;
  }
  override get combatant(): unknown {
    return game().combat?.getCombatantsByToken(this)[0] ?? null;
  }
  /** v13 TokenDocument#movement: the last movement this client saw (./token-movement.ts). */
  movement: MovementOperation | null = null;
  /** v13 TokenDocument#move: one update carrying the waypoints (./token-movement.ts). */
  move(waypoints: Plain | Plain[], options: Plain = {}): Promise<boolean> {
    return moveToken(this, waypoints, options);
  }
  protected override async _preUpdate(changes: Plain, options: Plain, userId: string) {
    const allowed = await super._preUpdate(changes, options, userId);
    if (allowed === false) return false;
    await preUpdateMovement(this, changes, options);
    return allowed;
  }
  /** v13 TokenDocument._preUpdateOperation: `movement` stays on the requesting client. */
  static _preUpdateOperation(_documents: unknown[], options: Plain): void {
    preUpdateOperationMovement(options);
  }
  protected override _onUpdate(changed: Plain, options: Plain, userId: string): void {
    const movement = movementOf(this, options);
    if (movement) this.movement = movement;
    super._onUpdate(changed, options, userId);
  }
  /**
   * v13 TokenDocument._onUpdateOperation(documents, operation, user) → #onUpdateOperationMovement: on every
   * client, each moved document's `_onUpdateMovement(movement, operation, user)`, then the moveToken hook with
   * the same arguments (user: the User who moved it).
   */
  static _onUpdateOperation(documents: unknown[], options: Plain, userId: string): void {
    const hooks = (globalThis as unknown as { Hooks: { callAll(n: string, ...a: unknown[]): void } }).Hooks;
    const user = game().users.get(userId) ?? null;
    for (const doc of documents)
      if (doc instanceof SimTokenDocument) {
        const movement = movementOf(doc, options);
        if (!movement) continue;
        doc._onUpdateMovement(movement, options, user);
        hooks.callAll("moveToken", doc, movement, options, user);
      }
  }
  /** v13 TokenDocument#_onUpdateMovement: does nothing in core; systems override it. */
  protected _onUpdateMovement(_movement: unknown, _operation: Plain, _user: unknown): void {}
  /** v13 TokenDocument#isOwner: the actor's ownership decides (common/documents/token.mjs). */
  override get isOwner(): boolean {
    return this.actor?.isOwner ?? game().user.isGM;
  }
  /** v13 TokenDocument#movementAction: the token's own, else CONFIG.Token.movement.defaultAction. */
  get movementAction(): string {
    return (this._source["movementAction"] as string | undefined) ?? tokenMovement().defaultAction;
  }
  /** v13 TokenDocument#measureMovementPath (./token-measure.ts). */
  measureMovementPath(
    waypoints: Plain[],
    options: Parameters<typeof measureMovementPath>[4] = {},
  ): MeasureResult {
    return measureMovementPath(this, sceneGrid(this), tokenMovement(), waypoints, options);
  }
  /** v13 TokenDocument#getCompleteMovementPath (./token-measure.ts). */
  getCompleteMovementPath(waypoints: Plain[]): Plain[] {
    return completeMovementPath(this, sceneGrid(this), tokenMovement(), waypoints);
  }
  /** v13 TokenDocument#getOccupiedGridSpaceOffsets on a square grid. */
  getOccupiedGridSpaceOffsets(position: Plain = this._source): Offset[] {
    return occupiedOffsets({ ...this._source, ...position }, sceneGrid(this));
  }
}

const sceneGrid = (token: SimTokenDocument) =>
  (token.parent as { grid?: { size: number; distance: number } } | null)?.grid ?? { size: 100, distance: 5 };
const tokenMovement = () =>
  (
    globalThis as unknown as {
      CONFIG: { Token: { movement: Parameters<typeof measureMovementPath>[2] & { defaultAction: string } } };
    }
  ).CONFIG.Token.movement;

/** A scene: tokens and walls embedded (v13 common/documents/scene.mjs metadata.embedded), a square grid. */
export class SimScene extends HarnessDocument {
  static override documentName = "Scene";
  /** v13 common/documents/scene.mjs BaseScene schema field `active`: the scene players are shown. */
  get active(): boolean {
    return this._source["active"] === true;
  }
  static override embedded = [
    {
      name: "Token",
      collection: "tokens",
      documentClass: () => config()["Token"]?.documentClass ?? SimTokenDocument,
    },
    { name: "Wall", collection: "walls", documentClass: () => SimWall },
    {
      name: "MeasuredTemplate",
      collection: "templates",
      documentClass: () => config()["MeasuredTemplate"]?.documentClass ?? SimMeasuredTemplate,
    },
    // v13 and v14 BaseScene.metadata.embedded: Region → "regions" (./regions.ts).
    {
      name: "Region",
      collection: "regions",
      documentClass: () => config()["Region"]?.documentClass ?? SimRegion,
    },
  ];
  // v14: every MeasuredTemplate operation goes through the deprecated shim and warns (./regions.ts).
  override createEmbeddedDocuments(name: string, data: Plain[], options: Plain = {}) {
    templateShimWarning(name);
    return super.createEmbeddedDocuments(name, data, options);
  }
  override updateEmbeddedDocuments(name: string, updates: Plain[], options: Plain = {}) {
    templateShimWarning(name);
    return super.updateEmbeddedDocuments(name, updates, options);
  }
  override deleteEmbeddedDocuments(name: string, ids: string[], options: Plain = {}) {
    templateShimWarning(name);
    return super.deleteEmbeddedDocuments(name, ids, options);
  }
  grid = { isSquare: true, size: 100, distance: 5, type: 1 };
  dimensions = { sceneRect: { x: 0, y: 0, width: 2000, height: 2000 }, size: 100, distance: 5 };
  get tokens(): Collection<SimTokenDocument> {
    const tokens = new Collection<SimTokenDocument>();
    for (const token of this.getEmbeddedCollection("Token"))
      if (token instanceof SimTokenDocument) tokens.set(token.id, token);
    return tokens;
  }
  get walls(): Collection<HarnessDocument> {
    return this.getEmbeddedCollection("Wall");
  }
  /** The stored templates (a simulation accessor; a v14 client reads them back through `regions`). */
  get templates(): Collection<HarnessDocument> {
    return this.getEmbeddedCollection("MeasuredTemplate");
  }
  /** Scene#regions: the Regions, and on v14 those the template shim keeps (./regions.ts). */
  get regions(): Collection<HarnessDocument | SimTemplateRegion> {
    return sceneRegions(this);
  }
}
export class SimWall extends HarnessDocument {
  static override documentName = "Wall";
  get c(): number[] {
    return (this._source["c"] as number[] | undefined) ?? [0, 0, 0, 0];
  }
  /** v13 common/constants.mjs: WALL_MOVEMENT_TYPES.NORMAL (20), WALL_DOOR_TYPES.NONE, WALL_DOOR_STATES.CLOSED. */
  get move(): number {
    return Number(this._source["move"] ?? 20);
  }
  get door(): number {
    return Number(this._source["door"] ?? 0);
  }
  get ds(): number {
    return Number(this._source["ds"] ?? 0);
  }
}

/**
 * game.users (v13 client/documents/collections/users.mjs Users): `activeGM` is the designated active GM
 * (Users#getDesignatedUser: among qualifying users, the highest role, then the SMALLER id — v13 switches to a
 * candidate when `(candidate.role - designated.role) || designated.id.compare(candidate.id)` is positive,
 * and String#compare is a code-point comparison), `players`
 * the non-GM users with the PLAYER role.
 */
export class SimUsers extends Collection<SimUser> {
  getDesignatedUser(condition: (user: SimUser) => boolean): SimUser | null {
    const qualifying = this.filter(condition);
    let designated: SimUser | null = null;
    for (const candidate of qualifying)
      if (
        !designated ||
        candidate.role - designated.role > 0 ||
        (candidate.role === designated.role && candidate.id < designated.id)
      )
        designated = candidate;
    return designated;
  }
  get activeGM(): SimUser | null {
    return this.getDesignatedUser((user) => user.active && user.isGM);
  }
  get players(): SimUser[] {
    return this.filter((user) => !user.isGM && user.hasRole(USER_ROLES.PLAYER));
  }
}
