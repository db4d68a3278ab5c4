/**
 * A running table: one server, a GM and players each on their own client, with Steelbound loaded on
 * every client the way Foundry loads a system (v13 client/game.mjs): the system script registers its
 * hooks, then each client starts in v13's order (./startup.ts): "init", "i18nInit", movement actions
 * frozen, users and world documents built, "setup", then core's socket listeners (buffered events
 * replayed) and "ready".
 */
import "./install.ts";
import type { HarnessHooks } from "../harness/globals.ts";
import { randomID, type Plain } from "../harness/utils.ts";
import { SimClient } from "./client.ts";
import { SimServer } from "./server.ts";
import { USER_ROLES, type SimUser } from "./documents.ts";
import { SimChatMessage } from "./chat-message.ts";
import { installChatRender } from "./chat-sim.ts";
import { installRendering, settle as settleApplications } from "./applications/user.ts";
import { loadsInFlight, windowsLoaded } from "../../src/applications/windows.ts";
import { CORE_MESSAGE_TEMPLATE } from "./chat-render.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { startClient, type StartupOptions } from "./startup.ts";
import { systemHookHandlers } from "../harness/system-hooks.ts";

export interface Session {
  server: SimServer;
  gm: SimClient;
  players: SimClient[];
  clients: SimClient[];
  /** Waits until every request sent so far was answered and every broadcast handled. */
  settle(): Promise<void>;
}

const LIFECYCLE = ["init", "i18nInit", "setup", "ready"] as const;
let systemHooks: Map<string, HarnessHooks["handlers"] extends Map<string, infer L> ? L : never> | null = null;

/** The lifecycle hooks src/index.ts registered (../harness/system-hooks.ts), given to every client. */
async function loadSystem(): Promise<NonNullable<typeof systemHooks>> {
  if (systemHooks) return systemHooks;
  const handlers = await systemHookHandlers();
  systemHooks = new Map(LIFECYCLE.map((name) => [name, handlers.get(name) ?? []]));
  return systemHooks;
}

export interface SessionOptions {
  players?: string[];
  /** A role other than PLAYER for some of the players, by name (e.g. an Assistant GM). */
  roles?: Partial<Record<string, number>>;
  /** Stored world documents present before anyone connects (sources by document name). */
  world?: Partial<Record<string, Plain[]>>;
  /** What each client awaits between "setup" and "ready" (./startup.ts); tests hold a client there. */
  beforeReady?: StartupOptions["beforeReady"];
  /** Hooks a module would register on every client beside the system's (e.g. a "setup" hook). */
  modules?: Partial<Record<"init" | "setup" | "ready", (client: SimClient) => void>>;
}

export async function startSession({
  players = ["Alice", "Bob"],
  roles = {},
  world = {},
  beforeReady,
  modules = {},
}: SessionOptions = {}): Promise<Session> {
  const server = new SimServer();
  const gmId = randomID();
  server.users.set(gmId, { id: gmId, name: "Director", role: USER_ROLES.GAMEMASTER });
  const playerIds = players.map((name) => {
    const id = randomID();
    server.users.set(id, { id, name, role: roles[name] ?? USER_ROLES.PLAYER });
    return id;
  });
  for (const [type, sources] of Object.entries(world))
    for (const source of sources ?? []) server.collection(type).set(String(source["_id"]), source);

  const gm = new SimClient(server, gmId, "gm");
  const playerClients = playerIds.map((id, i) => new SimClient(server, id, `player${i + 1}`));
  const clients = [gm, ...playerClients];
  server.clients.push(...clients);
  const hooks = await loadSystem();
  // The render path shared by every client: DOM, templates, Roll#render, enrichment (./chat-sim.ts).
  installChatRender("en");
  installRendering("en");
  (globalThis as unknown as { ChatMessage: unknown }).ChatMessage = SimChatMessage;
  for (const client of clients) {
    const own = client.globals.Hooks as HarnessHooks;
    for (const [name, list] of hooks) own.handlers.set(name, [...list]);
    for (const [name, fn] of Object.entries(modules))
      own.on(name, () => {
        client.run(() => {
          fn(client);
        });
      });
    client.run(() => {
      client.game["i18n"] = createLocalizer("en");
    });
    await startClient(client, {
      beforeReady,
      configure: () => {
        const chat = (client.config as unknown as { ChatMessage: Record<string, unknown> }).ChatMessage;
        Object.assign(chat, { documentClass: SimChatMessage, template: CORE_MESSAGE_TEMPLATE });
        client.chatLog.listen(own);
      },
    });
  }
  for (const client of clients) client.refreshActiveUsers();
  const session: Session = {
    server,
    gm,
    players: playerClients,
    clients,
    settle: async () => {
      for (let i = 0; i < 50; i++) await new Promise<void>((resolve) => setImmediate(resolve));
      for (const client of clients) await client.chatLog.idle();
      // A window or importer loaded on first use (src/applications/windows.ts) opens once its module is in.
      await windowsLoaded();
      for (let i = 0; i < 50; i++) await new Promise<void>((resolve) => setImmediate(resolve));
      // What those ticks ran may have started another load (the GM's request table, then the floating
      // numbers drawn on the update it wrote): wait for each, a bounded number of rounds.
      for (let round = 0; round < 5 && loadsInFlight() > 0; round++) {
        await windowsLoaded();
        for (let i = 0; i < 50; i++) await new Promise<void>((resolve) => setImmediate(resolve));
      }
      await settleApplications();
    },
  };
  // The active GM's "ready" work (migration, the ledger's one-time pass) writes before anyone acts: a user
  // clicks once the world has loaded, so a test's first write never shares a wave with start-up writes.
  await session.settle();
  return session;
}

/**
 * The GM grants (or denies) one user a permission (v13 Configure Permissions / User#update({permissions})):
 * the server's record and every client's User document change, so the server's checks
 * (common/documents/user.mjs BaseUser#hasPermission, explicit entries win) and the user's own UI agree.
 */
export function grantPermission(session: Session, userId: string, permission: string, allowed = true): void {
  const record = session.server.users.get(userId);
  if (!record) throw new Error(`sim: no user ${userId}`);
  record.permissions = { ...record.permissions, [permission]: allowed };
  for (const client of session.clients)
    client.run(() => {
      const user = (client.game["users"] as { get(id: string): SimUser | undefined }).get(userId);
      user?.updateSource({ permissions: { ...record.permissions } });
    });
}
