/**
 * One client's start-up, in v13's order (client/game.mjs Game.create → Game.connect, Game#initialize,
 * Game#setupGame):
 * 1. the socket connects and buffers every event (./socket.ts);
 * 2. "init", then the subtype data models localized and "i18nInit" (Localization#initialize);
 * 3. Game#setupGame makes game.time and syncs it with the server's world time (./game-time.ts);
 *    Game#initializeConfig: the movement actions are validated, completed and deep-frozen
 *    (Game#initializeMovementActions), so a write to them from "setup" on throws;
 * 4. Game#initializePacks, Game#initializeDocuments: users and world documents built and prepared;
 * 5. "setup";
 * 6. what setupGame awaits before "ready" (sheets, the document index, the canvas): `beforeReady`;
 * 7. `ready = true`, Game#activateSocketListeners (buffered events replayed), "ready".
 */
import type { HarnessHooks } from "../harness/globals.ts";
import type { SimClient } from "./client.ts";
import { setUpGameTime } from "./game-time.ts";
import { localizeDataModels } from "./localize-models.ts";
import type { TestLocalizer } from "../harness/i18n.ts";

type MovementAction = Record<string, unknown>;
interface MovementConfig {
  actions: Record<string, MovementAction>;
  defaultAction: string;
}

/** foundry.utils.deepFreeze: the object and every object inside it (functions excluded). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/**
 * v13 client/game.mjs Game#initializeMovementActions: every action needs a label and an icon and gets the
 * defaults it lacks; the default action must exist and derive no difficulty; "displace" must be an
 * unmeasured, unblocked, invisible teleport with a derived difficulty and costs nothing; the actions are
 * sorted by `order` and frozen in a non-writable property.
 */
export function initializeMovementActions(movement: MovementConfig): void {
  for (const [id, config] of Object.entries(movement.actions)) {
    if (!config["label"]) throw new Error(`CONFIG.Token.movement.actions["${id}"] must have a label`);
    if (!config["icon"]) throw new Error(`CONFIG.Token.movement.actions["${id}"] must have an icon`);
    const defaults: MovementAction = {
      img: null,
      order: 0,
      teleport: false,
      measure: true,
      walls: "move",
      visualize: true,
      getAnimationOptions: () => ({}),
      canSelect: () => true,
      deriveTerrainDifficulty: null,
      getCostFunction: () => (cost: number) => cost,
    };
    for (const [key, value] of Object.entries(defaults)) if (config[key] === undefined) config[key] = value;
  }
  const defaultAction = movement.actions[movement.defaultAction];
  if (!defaultAction) throw new Error("CONFIG.Token.movement.defaultAction is not registered");
  if (defaultAction["deriveTerrainDifficulty"])
    throw new Error("CONFIG.Token.movement.defaultAction must not have a derived difficulty");
  const displace: MovementAction = { ...(movement.actions["displace"] ?? {}) };
  if (!Object.keys(displace).length) throw new Error("CONFIG.Token.movement.actions.displace is required");
  if (
    displace["teleport"] !== true ||
    displace["measure"] !== false ||
    displace["walls"] !== null ||
    displace["visualize"] !== false ||
    !displace["deriveTerrainDifficulty"]
  )
    throw new Error("CONFIG.Token.movement.displace is not an unmeasured, unblocked teleport");
  displace["getAnimationOptions"] = () => ({ duration: 0 });
  displace["getCostFunction"] = () => () => 0;
  movement.actions["displace"] = displace;
  const sorted = Object.fromEntries(
    Object.entries(movement.actions).sort((a, b) => Number(a[1]["order"]) - Number(b[1]["order"])),
  );
  Object.defineProperty(movement, "actions", {
    value: deepFreeze(sorted),
    writable: false,
    configurable: false,
  });
}

export interface StartupOptions {
  /** What the client awaits between "setup" and "ready" (default: one macrotask). */
  beforeReady?: ((client: SimClient) => Promise<void> | undefined) | undefined;
  /** Runs on the client after "i18nInit" (the session's chat and rendering configuration). */
  configure?: () => void;
}

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Starts one client whose system hooks are registered (see the file comment for the order). */
export async function startClient(client: SimClient, options: StartupOptions = {}): Promise<void> {
  client.prepareGame();
  await client.run(async () => {
    const hooks = client.globals.Hooks as HarnessHooks;
    hooks.callAll("init");
    // Localization#initialize: the subtype models' labels and hints, then "i18nInit".
    const i18n = (client.globals.game as { i18n?: TestLocalizer } | undefined)?.i18n;
    if (i18n) localizeDataModels(client.globals.CONFIG as Record<string, unknown>, i18n);
    hooks.callAll("i18nInit");
    options.configure?.();
    setUpGameTime(client);
    const config = client.globals.CONFIG as { Token?: { movement?: MovementConfig } };
    if (config.Token?.movement) initializeMovementActions(config.Token.movement);
    client.connect();
    client.loadWorld();
    hooks.callAll("setup");
    await (options.beforeReady?.(client) ?? macrotask());
    client.game["ready"] = true;
    client.socket.activateCoreListeners();
    hooks.callAll("ready");
    await Promise.resolve();
  });
}
