/**
 * The simulated Foundry server: it holds the world's stored data (every document's source, embedded
 * documents inside their parent's source as in Foundry's database), applies document operations in the
 * order they arrive, checks them against the permission rules, and broadcasts each result to every
 * connected client. It also relays `userQuery` socket events, stamping the sender's id.
 *
 * Timing follows v13's socket model (client/data/client-backend.mjs ClientDatabaseBackend#_createDocuments
 * and friends: the caller awaits `#dispatchRequest`, i.e. a server round trip, and its own copy of the
 * world changes only when the response is handled): a request reaches the server on a later macrotask,
 * the server answers in arrival order, and every client handles the broadcast on a later macrotask, in
 * the order the server sent them. Requests sent together (one `Promise.all`) travel in one "wave"; the
 * server counts waves so tests can count sequential round trips.
 */
import { deepClone, expandObject, mergeObject, randomID, type Plain } from "../harness/utils.ts";
import { authorizeOperation, type SimUserRecord } from "./server-permissions.ts";
import { cleanServerHtml } from "./server-html.ts";

export type Action = "create" | "update" | "delete";

/** What a client sends for a document operation (v13 DocumentSocketRequest, reduced to what we use). */
export interface DocumentRequest {
  action: Action;
  type: string;
  /** The parent document's uuid, or null for a world document. "…Token.<id>.ActorDelta" for a synthetic actor. */
  parentUuid: string | null;
  data?: Plain[];
  updates?: Plain[];
  ids?: string[];
  options: Plain;
}

/** What every client receives back (v13 DocumentSocketResponse). */
export interface DocumentResponse {
  action: Action;
  type: string;
  parentUuid: string | null;
  /** Created sources, applied update diffs (with _id), or deleted ids. */
  result: Plain[] | string[];
  options: Plain;
  userId: string;
}

export interface ServerClient {
  readonly userId: string;
  /**
   * Handles a document response on this client; resolves once its hooks ran. `own`: the requester's reply
   * (its acknowledgement, never buffered); other clients buffer it until "ready".
   */
  receive(response: DocumentResponse, own?: boolean): Promise<unknown>;
  /** Handles a relayed user query on this client (v13 socket event "userQuery"). */
  receiveQuery(
    senderId: string,
    queryId: string,
    queryName: string,
    queryData: unknown,
    options: { timeout?: number },
  ): Promise<{ status: "fulfilled"; value: unknown } | { status: "rejected"; reason: string }>;
}

/** Where each embedded collection lives inside its parent's source (v13 metadata.embedded). */
export const EMBEDDED_KEYS: Readonly<Record<string, string>> = {
  Item: "items",
  ActiveEffect: "effects",
  Token: "tokens",
  Combatant: "combatants",
  CombatantGroup: "groups",
  Wall: "walls",
  MeasuredTemplate: "templates",
  Region: "regions",
};

export class OperationRefused extends Error {}

/** The server gives every embedded document created with its parent an id (kept when valid). */
function assignEmbeddedIds(source: Plain): void {
  for (const key of Object.values(EMBEDDED_KEYS)) {
    const list = source[key];
    if (!Array.isArray(list)) continue;
    for (const child of list as Plain[]) {
      if (typeof child["_id"] !== "string" || !/^[a-zA-Z0-9]{16}$/.test(child["_id"]))
        child["_id"] = randomID();
      assignEmbeddedIds(child);
    }
  }
}

/**
 * v13 common/data/fields.mjs DocumentStatsField.managedFields (stored id 18292846256; v14 declaration
 * 54887449842): `lastModifiedBy` (with the times and versions) is "managed by the server and ignored if [it
 * appears] in creation or update data": the server writes the requesting user there. Kept here for
 * ActiveEffects, created alone or inside a created parent (src/documents/condition-origin.ts reads it).
 */
function stampEffects(type: string, source: Plain, userId: string): void {
  if (type === "ActiveEffect") {
    const stats = (
      typeof source["_stats"] === "object" && source["_stats"] !== null ? source["_stats"] : {}
    ) as Plain;
    source["_stats"] = { ...stats, lastModifiedBy: userId };
  }
  for (const [name, key] of Object.entries(EMBEDDED_KEYS)) {
    const list = source[key];
    if (Array.isArray(list)) for (const child of list as Plain[]) stampEffects(name, child, userId);
  }
}

/** An update's change without the server-managed `_stats.lastModifiedBy` a client may have sent. */
function withoutManagedStats(changes: Plain): void {
  const stats = changes["_stats"];
  if (typeof stats === "object" && stats !== null) {
    delete (stats as Plain)["lastModifiedBy"];
    if (Object.keys(stats).length === 0) delete changes["_stats"];
  }
}

/** "Scene.s.Token.t" + {_id: t, ...changes} → the Token update {_id: t, delta: changes} of scene s. */
function asTokenDeltaUpdate(request: DocumentRequest): DocumentRequest {
  return {
    ...request,
    type: "Token",
    parentUuid: (request.parentUuid ?? "").split(".").slice(0, -2).join(".") || null,
    updates: (request.updates ?? []).map(({ _id, ...changes }) => ({ _id, delta: changes })),
  };
}

/**
 * v13 User#query sends `{timeout}` with the "userQuery" event and has no timer of its own
 * (client/documents/user.mjs User#query; Users.#handleUserQuery receives the same timeout): the server
 * enforces it and acks the sender with a rejection when the target has not answered in time. The
 * target's handler keeps running; its late answer is dropped.
 */
async function withTimeout<T>(
  answer: Promise<T>,
  timeout: number | undefined,
): Promise<T | { status: "rejected"; reason: string }> {
  if (timeout === undefined) return answer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<{ status: "rejected"; reason: string }>((resolve) => {
    timer = setTimeout(() => {
      resolve({ status: "rejected", reason: `The query timed out after ${timeout}ms` });
    }, timeout);
  });
  try {
    return await Promise.race([answer, expired]);
  } finally {
    clearTimeout(timer);
  }
}

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

export class SimServer {
  /** Stored sources of world documents by document name, e.g. world.get("Actor").get(id). */
  readonly world = new Map<string, Map<string, Plain>>();
  readonly users = new Map<string, SimUserRecord>();
  /** World settings as stored (key → JSON string, v13 Setting#value). */
  readonly settings = new Map<string, string>();
  readonly clients: ServerClient[] = [];
  /** Every operation handled, in order, for tests counting writes. */
  readonly log: { wave: number; userId: string; request: DocumentRequest | { query: string } }[] = [];
  wave = 0;
  #waveOpen = false;
  #queue: Promise<unknown> = Promise.resolve();
  /** Users whose requests are still on the wire (a slow connection), with what lets them arrive. */
  readonly #slow = new Map<string, Promise<void>>();

  /**
   * A slow connection: what `userId` sends from now on reaches the server only once the returned function is
   * called, in the order it was sent (one socket), after whatever other clients sent meanwhile. v13
   * client/helpers/socket-interface.mjs SocketInterface.dispatch emits the request and waits for its
   * acknowledgement; the server handles requests as they arrive (the server's code is not in the stored
   * corpus: inferred from the client, which orders nothing itself).
   */
  delayRequests(userId: string): () => void {
    let release = () => {};
    const arrives = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#slow.set(userId, arrives);
    return () => {
      if (this.#slow.get(userId) === arrives) this.#slow.delete(userId);
      release();
    };
  }

  collection(type: string): Map<string, Plain> {
    const existing = this.world.get(type);
    if (existing) return existing;
    const created = new Map<string, Plain>();
    // Users are stored documents too (User#update, e.g. the hotbar): their sources start from the accounts.
    if (type === "User")
      for (const [id, record] of this.users)
        created.set(id, {
          _id: id,
          name: record.name,
          role: record.role,
          character: record.character ?? null,
        });
    this.world.set(type, created);
    return created;
  }

  /** Marks the current wave: requests arriving before the next macrotask share it. */
  #arrive(): number {
    if (!this.#waveOpen) {
      this.#waveOpen = true;
      this.wave += 1;
      setImmediate(() => {
        this.#waveOpen = false;
      });
    }
    return this.wave;
  }

  /** A client's document operation: applied in arrival order, then broadcast; resolves to the requester's handling. */
  async request(userId: string, request: DocumentRequest): Promise<unknown> {
    const sent = deepClone(request); // what crosses the wire is JSON
    await macrotask();
    const slow = this.#slow.get(userId);
    if (slow) await slow.then(macrotask);
    const wave = this.#arrive();
    const response = await (this.#queue = this.#queue.then(() => this.#apply(userId, sent, wave)));
    if (response instanceof Error) throw response;
    return this.#broadcast(response as DocumentResponse, userId);
  }

  async #apply(userId: string, request: DocumentRequest, wave: number): Promise<DocumentResponse | Error> {
    this.log.push({ wave, userId, request });
    const user = this.users.get(userId);
    try {
      if (!user) throw new OperationRefused(`User ${userId} does not exist`);
      // An ActorDelta update (a synthetic actor's write) is stored in its token's `delta`; v13
      // common/documents/actor-delta.mjs BaseActorDelta#getUserLevel defers to the token, so the token's
      // update rules decide.
      const delta = request.type === "ActorDelta";
      authorizeOperation(this, user, delta ? asTokenDeltaUpdate(request) : request);
      const result = delta ? this.#writeDelta(request) : this.#write(request, userId);
      return await Promise.resolve({
        action: request.action,
        type: request.type,
        parentUuid: request.parentUuid,
        result,
        options: request.options,
        userId,
      });
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  /** Every client handles the response; the requester's own handling is what its `await` resolves to. */
  async #broadcast(response: DocumentResponse, requesterId: string): Promise<unknown> {
    await macrotask();
    let own: unknown = undefined;
    for (const client of this.clients) {
      const handled = await client.receive(deepClone(response), client.userId === requesterId);
      if (client.userId === requesterId) own = handled;
    }
    return own;
  }

  /** The stored source a uuid names ("Actor.a", "Scene.s.Token.t", "Scene.s.Token.t.ActorDelta"). */
  sourceAt(uuid: string): Plain {
    const parts = uuid.split(".");
    const found = this.collection(parts[0] ?? "").get(parts[1] ?? "");
    if (!found) throw new OperationRefused(`${uuid} does not exist`);
    let source: Plain = found;
    for (let i = 2; i < parts.length; i += 2) {
      const name = parts[i] ?? "";
      if (name === "ActorDelta") {
        source = (source["delta"] ??= { system: {}, items: [], effects: [] }) as Plain;
        // The delta is its token's single embedded document: its segment has no id, so what follows it
        // ("ActorDelta.ActiveEffect.<id>", an unlinked token's own effect) starts one part sooner.
        i -= 1;
        continue;
      }
      const list: Plain[] = (source[EMBEDDED_KEYS[name] ?? ""] as Plain[] | undefined) ?? [];
      const child: Plain | undefined = list.find((s) => s["_id"] === parts[i + 1]);
      if (!child) throw new OperationRefused(`${uuid} does not exist`);
      source = child;
    }
    return source;
  }

  #list(request: DocumentRequest): Plain[] | Map<string, Plain> {
    if (request.parentUuid === null) return this.collection(request.type);
    const parent = this.sourceAt(request.parentUuid);
    const key = EMBEDDED_KEYS[request.type];
    if (!key) throw new OperationRefused(`${request.type} cannot be embedded`);
    return ((parent[key] as Plain[] | undefined) ??= []);
  }

  /** A synthetic actor's change merged into (or, with `recursive: false`, replacing fields of) the token's delta. */
  #writeDelta(request: DocumentRequest): Plain[] {
    const token = this.sourceAt(request.parentUuid ?? "");
    const delta = this.sourceAt(`${request.parentUuid ?? ""}.ActorDelta`);
    const actorType = this.collection("Actor").get(String(token["actorId"]))?.["type"];
    return (request.updates ?? []).map(({ _id, ...changes }) => {
      const cleaned = expandObject(deepClone(changes));
      cleanServerHtml("Actor", cleaned, actorType);
      if (request.options["recursive"] === false) Object.assign(delta, deepClone(cleaned));
      else mergeObject(delta, deepClone(cleaned), { performDeletions: true });
      return { ...cleaned, _id };
    });
  }

  #write(request: DocumentRequest, userId: string): Plain[] | string[] {
    const list = this.#list(request);
    const find = (id: string): Plain | undefined =>
      list instanceof Map ? list.get(id) : list.find((s) => s["_id"] === id);
    if (request.action === "create") {
      return (request.data ?? []).map((data) => {
        const source = deepClone(data);
        if (typeof source["_id"] !== "string" || request.options["keepId"] !== true)
          source["_id"] = randomID();
        if (find(String(source["_id"])))
          throw new OperationRefused(`${request.type} ${String(source["_id"])} exists`);
        assignEmbeddedIds(source);
        if (request.type === "ActiveEffect") withoutManagedStats(source);
        stampEffects(request.type, source, userId);
        cleanServerHtml(request.type, source);
        if (list instanceof Map) list.set(String(source["_id"]), source);
        else list.push(source);
        return deepClone(source);
      });
    }
    if (request.action === "update") {
      return (request.updates ?? []).map(({ _id, ...changes }) => {
        // v13 server: an update naming an id that is not stored fails the operation.
        const source = find(String(_id));
        if (!source) throw new OperationRefused(`${request.type} ${String(_id)} does not exist`);
        const cleaned = expandObject(deepClone(changes));
        cleanServerHtml(request.type, cleaned, source["type"]);
        if (request.type === "ActiveEffect") {
          withoutManagedStats(cleaned);
          const stats = (
            typeof source["_stats"] === "object" && source["_stats"] !== null ? source["_stats"] : {}
          ) as Plain;
          cleaned["_stats"] = {
            ...stats,
            ...(cleaned["_stats"] ?? {}),
            lastModifiedBy: userId,
          };
        }
        // v13 common/data/fields.mjs SchemaField#_updateDiff: with `recursive: false` each field named in the
        // update is replaced whole (keys it no longer has are gone); otherwise the change is merged in.
        if (request.options["recursive"] === false) Object.assign(source, deepClone(cleaned));
        else mergeObject(source, deepClone(cleaned), { performDeletions: true });
        return { _id, ...cleaned };
      });
    }
    const ids = request.ids ?? [];
    for (const id of ids) if (!find(id)) throw new OperationRefused(`${request.type} ${id} does not exist`);
    if (list instanceof Map) for (const id of ids) list.delete(id);
    else list.splice(0, list.length, ...list.filter((s) => !ids.includes(String(s["_id"]))));
    return [...ids];
  }

  /**
   * v13 User#query → socket "userQuery" → server → the target client's `Users.#handleUserQuery(userId, …)`
   * where `userId` is the SENDER as the server knows it from the socket session (never from the payload).
   */
  async relayQuery(
    senderId: string,
    targetId: string,
    queryName: string,
    queryData: unknown,
    options: { timeout?: number },
  ): Promise<{ status: "fulfilled"; value: unknown } | { status: "rejected"; reason: string }> {
    const data = deepClone(queryData);
    await macrotask();
    const wave = this.#arrive();
    this.log.push({ wave, userId: senderId, request: { query: queryName } });
    const target = this.clients.find((c) => c.userId === targetId);
    if (!target) return { status: "rejected", reason: `User [${targetId}] is not active` };
    await macrotask();
    const delivered = target.receiveQuery(senderId, randomID(), queryName, data, options);
    const result = await withTimeout(delivered, options.timeout);
    await macrotask();
    return deepClone(result);
  }
}
