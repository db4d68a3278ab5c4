/**
 * game.socket of a simulated client, for the one socket event our code touches: "userQuery".
 *
 * v13 client/documents/user.mjs User#query(queryName, queryData, {timeout}) refuses an unregistered
 * query name, a user without QUERY_USER and an inactive target, then emits "userQuery" with
 * (targetId, queryId, queryName, queryData, {timeout}, ack) and throws the reason of a rejected result.
 * The server relays it to the target (./server.ts relayQuery), where socket.io's emitter calls every
 * "userQuery" listener in registration order with the same arguments — the same queryData object —
 * (@socket.io/component-emitter Emitter#emit, used by socket.io-client's Socket#onevent). Core's own
 * listener is v13 client/documents/collections/users.mjs Users.#handleUserQuery(userId, queryId,
 * queryName, queryData, {timeout}, ack), registered by Game#activateSocketListeners just before "ready"
 * (client/game.mjs): it calls `CONFIG.queries[queryName](queryData, {timeout})` — the sender is NOT
 * passed — and acks {status: "fulfilled", value} or {status: "rejected", reason: error.message}.
 */
import type { SimClient } from "./client.ts";
import { queryHandlerOptions } from "./generation.ts";

type Listener = (...args: unknown[]) => unknown;
type QueryResult = { status: "fulfilled"; value: unknown } | { status: "rejected"; reason: string };
type QueryHandler = (data: unknown, options: Record<string, unknown>) => unknown;

export class SimSocket {
  readonly listeners = new Map<string, Listener[]>();
  /**
   * Events held from connection until core's listeners are active (v13 client/game.mjs Game.connect:
   * `socket.prependAny(Game.#bufferSocketEvents)`; Game#activateSocketListeners: `offAny`, core's listeners,
   * then `Game.#applyBufferedSocketEvents` replays each with `socket.emitEvent`). null once replayed.
   */
  #buffered: (() => void)[] | null = null;
  constructor(private readonly client: SimClient) {}

  /** Game.connect: every event from now on is also recorded until activateCoreListeners. */
  bufferUntilReady(): void {
    this.#buffered = [];
  }
  get buffering(): boolean {
    return this.#buffered !== null;
  }
  /** Records an event to replay (the any-listener); listeners already registered still hear it now. */
  hold(replay: () => void): void {
    this.#buffered?.push(replay);
  }

  on(event: string, fn: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  off(event: string, fn?: Listener): this {
    this.listeners.set(event, fn ? (this.listeners.get(event) ?? []).filter((l) => l !== fn) : []);
    return this;
  }
  /** Only "userQuery" crosses this simulated socket; any other event is a test error. */
  emit(event: string, ...args: unknown[]): void {
    throw new Error(`sim: socket event "${event}" is not simulated (${args.length} args)`);
  }

  /**
   * v13 Game#activateSocketListeners: buffering stops, core's listeners are added (Users._activateSocketListeners:
   * "userQuery"; ClientDatabaseBackend#activateSocketListeners: "modifyDocument", see ./client.ts receive),
   * then the buffered events are replayed in arrival order to every listener.
   */
  activateCoreListeners(): void {
    const buffered = this.#buffered ?? [];
    this.#buffered = null;
    this.on("userQuery", (userId, queryId, queryName, queryData, queryOptions, ack) => {
      void this.#handleUserQuery(
        String(userId),
        String(queryId),
        String(queryName),
        queryData,
        queryOptions as { timeout?: number },
        ack as (result: QueryResult) => void,
      );
    });
    for (const replay of buffered) replay();
  }

  async #handleUserQuery(
    userId: string,
    _queryId: string,
    queryName: string,
    queryData: unknown,
    { timeout }: { timeout?: number },
    ack: (result: QueryResult) => void,
  ): Promise<void> {
    const queries = (this.client.config as unknown as { queries: Record<string, QueryHandler | undefined> })
      .queries;
    const handler = queries[queryName];
    if (!handler) throw new Error(`Received invalid User query '${queryName}'`);
    const user = (this.client.game["users"] as { get(id: string): unknown }).get(userId);
    if (!user) throw new Error(`User [${userId}] does not exist`);
    let result: QueryResult;
    try {
      result = { status: "fulfilled", value: await handler(queryData, queryHandlerOptions(timeout, user)) };
    } catch (error) {
      if (process.env["SIM_DEBUG"]) console.error("sim: query handler threw", error);
      result = { status: "rejected", reason: error instanceof Error ? error.message : String(error) };
    }
    ack(result);
  }

  /** The target client's side: every listener, in order, with the same arguments; resolves with the ack. */
  deliverQuery(
    senderId: string,
    queryId: string,
    name: string,
    data: unknown,
    options: { timeout?: number },
  ) {
    return new Promise<QueryResult>((resolve) => {
      const args = [senderId, queryId, name, data, { timeout: options.timeout }, resolve];
      const emit = () => {
        for (const listener of this.listeners.get("userQuery") ?? []) listener(...args);
      };
      // Before "ready" the event is also buffered; the replay calls every listener again, core's included.
      if (this.buffering) this.hold(emit);
      emit();
    });
  }

  /** User#query on the sending client. */
  async query(
    targetId: string,
    name: string,
    data: unknown,
    options: { timeout?: number },
  ): Promise<unknown> {
    const queries = (this.client.config as unknown as { queries: Record<string, unknown> }).queries;
    if (!(name in queries)) throw new Error(`User query '${name}' is not registered`);
    if (!this.client.user.hasPermission("QUERY_USER"))
      throw new Error("You do not have permission to query users");
    const users = this.client.game["users"] as { get(id: string): { active: boolean } | undefined };
    if (!users.get(targetId)?.active) throw new Error(`User [${targetId}] is not active`);
    const result = await this.client.server.relayQuery(this.client.userId, targetId, name, data, options);
    if (result.status === "rejected") throw new Error(result.reason);
    return result.value;
  }
}
