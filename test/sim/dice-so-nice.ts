/**
 * A stand-in for the Dice So Nice module (id "dice-so-nice") on simulated clients, written from the module's
 * public source (module/main.js, module/Dice3D.js; read Nov 2026), not copied. Its documented API and the
 * hooks a system meets:
 * - `game.dice3d`: `showForRoll(roll, user, synchronize, users, blind, messageID, speaker)` (fires
 *   `diceSoNiceRollStart(messageID, context)`, resolves true once the throw has landed, false when blind),
 *   `isEnabled()`, `messageHookDisabled`, `waitFor3DAnimationByMessageID(id)`;
 * - main.js `createChatMessage`: a message is animated when it holds rolls with dice (ChatMessage#isRoll)
 *   and its content is visible to this user (ChatMessage#isContentVisible; the world setting
 *   hide3dDiceOnSecretRolls is on by default and ghost dice are off); it is marked `_dice3danimating` and
 *   Dice3D#renderRolls throws its dice through showForRoll, then reveals the message element (removes
 *   `dsn-hide`), deletes the mark and fires `diceSoNiceRollComplete(messageId)`;
 * - main.js `renderChatMessageHTML`: an animating message's element gets the class `dsn-hide`;
 * - main.js `preUpdateChatMessage` / `updateChatMessage`: rolls an update appends are animated the same way.
 * Nothing lands by itself: the test calls `land()`, as the physics would end the throw on each screen.
 */
import type { SimClient } from "./client.ts";

interface DieLike {
  results: { result: number }[];
}
interface RollLike {
  dice: DieLike[];
}
interface MessageLike {
  id: string;
  rolls: RollLike[];
  isRoll: boolean;
  isContentVisible: boolean;
  author: { id: string } | null;
  speaker: unknown;
  toObject(): { rolls?: unknown[] };
  _dice3danimating?: boolean;
}
type Hooks = {
  on(name: string, fn: (...args: unknown[]) => unknown): number;
  callAll(name: string, ...args: unknown[]): boolean;
};

/** One throw on one client's screen. */
export interface Throw {
  client: string;
  messageId: string | null;
  user: string | null;
  dice: number[];
}

export class SimDiceSoNice {
  readonly throws: Throw[] = [];
  readonly completed: { client: string; messageId: string }[] = [];
  #flying: { client: SimClient; land: () => void }[] = [];

  /** Installs the module on a client, as its `init`/`ready` do (module active, `game.dice3d` built). */
  install(client: SimClient): void {
    client.run(() => {
      const game = client.game;
      const modules = (game["modules"] as Map<string, unknown> | undefined) ?? new Map<string, unknown>();
      modules.set("dice-so-nice", { id: "dice-so-nice", active: true });
      game["modules"] = modules;
      const dice3d = this.#dice3d(client);
      game["dice3d"] = dice3d;
      const hooks = client.globals.Hooks as Hooks;
      hooks.on("createChatMessage", (message) => {
        const m = message as MessageLike;
        if (!this.#intercept(m, m.rolls)) return;
        m._dice3danimating = true;
        dice3d.renderRolls(m, m.rolls);
      });
      hooks.on("renderChatMessageHTML", (message, html) => {
        if ((message as MessageLike)._dice3danimating) (html as HTMLElement).classList.add("dsn-hide");
      });
      hooks.on("preUpdateChatMessage", (message, change, options) => {
        const rolls = (change as { rolls?: unknown[] }).rolls;
        if (!rolls) return;
        const before = (message as MessageLike).toObject().rolls?.length ?? 0;
        Object.assign(options as object, {
          dsnCountAddedRoll: rolls.length - before,
          dsnIndexAddedRoll: before,
        });
      });
      hooks.on("updateChatMessage", (message, change, options) => {
        if (!("rolls" in (change as object))) return;
        const m = message as MessageLike;
        const { dsnCountAddedRoll = 0, dsnIndexAddedRoll = 0 } = options as Record<string, number>;
        const added = m.rolls.slice(dsnIndexAddedRoll);
        if (dsnCountAddedRoll <= 0 || !this.#intercept(m, added)) return;
        m._dice3danimating = true;
        dice3d.renderRolls(m, added);
      });
    });
  }

  /** Every throw in flight lands, on every client (renderRolls then reveals its message). */
  land(): void {
    const flying = this.#flying;
    this.#flying = [];
    for (const { client, land } of flying) client.run(land);
  }

  /** Throws still in the air on a client. */
  inFlight(client: SimClient): number {
    return this.#flying.filter((f) => f.client === client).length;
  }

  /** The throws a client's screen showed for a message. */
  throwsOn(client: SimClient, messageId: string): number[][] {
    return this.throws
      .filter((t) => t.client === client.label && t.messageId === messageId)
      .map((t) => t.dice);
  }

  /** main.js shouldInterceptMessage, with the default settings: a visible roll with at least one die. */
  #intercept(message: MessageLike, rolls: RollLike[]): boolean {
    return message.isRoll && message.isContentVisible && rolls.some((r) => r.dice.length > 0);
  }

  #dice3d(client: SimClient) {
    const hooks = () => client.globals.Hooks as Hooks;
    const showForRoll = (
      roll: RollLike,
      user: { id: string } | null,
      _synchronize: boolean,
      users: unknown,
      blind: boolean,
      messageID: string | null = null,
    ): Promise<boolean> => {
      const context = { roll, user, users, blind };
      hooks().callAll("diceSoNiceRollStart", messageID, context);
      if (blind) return Promise.resolve(false);
      const dice = roll.dice.flatMap((d) => d.results.map((r) => r.result));
      this.throws.push({ client: client.label, messageId: messageID, user: user?.id ?? null, dice });
      return new Promise((resolve) => {
        this.#flying.push({
          client,
          land: () => {
            resolve(true);
          },
        });
      });
    };
    const renderRolls = (message: MessageLike, rolls: RollLike[]): void => {
      // Dice3D#renderRolls: the rolls' dice thrown together, then the message shown.
      const dice = rolls.flatMap((r) => r.dice);
      void showForRoll({ dice }, message.author, false, null, false, message.id).then(() => {
        client.run(() => {
          delete message._dice3danimating;
          client.chatLog.shown.get(message.id)?.classList.remove("dsn-hide");
          this.completed.push({ client: client.label, messageId: message.id });
          hooks().callAll("diceSoNiceRollComplete", message.id);
        });
      });
    };
    const waitFor3DAnimationByMessageID = (id: string): Promise<boolean> =>
      new Promise((resolve) => {
        hooks().on("diceSoNiceRollComplete", (done) => {
          if (done === id) resolve(true);
        });
      });
    return {
      messageHookDisabled: false,
      isEnabled: () => true,
      showForRoll,
      renderRolls,
      waitFor3DAnimationByMessageID,
    };
  }
}

/** Dice So Nice on every client of a session. */
export function installDiceSoNice(clients: readonly SimClient[]): SimDiceSoNice {
  const dsn = new SimDiceSoNice();
  for (const client of clients) dsn.install(client);
  return dsn;
}
