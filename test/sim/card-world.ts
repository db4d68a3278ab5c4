/**
 * A world for drawing Steelbound's chat cards through the simulated v13 chat path: Steelbound's data layer,
 * Roll classes and chat registration, the chat sim (chat-sim.ts), and a GM whose queries are recorded.
 */
import { freshWorld } from "../harness/world.ts";
import { queueDice } from "../harness/rolls.ts";
import { registerRolls } from "../../src/config/rolls.ts";
import { registerChat } from "../../src/config/chat.ts";
import { AbilityUseCardModel, TestCardModel } from "../../src/chat/card-models.ts";
import { PowerRoll } from "../../src/rolls/power-roll.ts";
import type { PowerRollOptions } from "../../src/rolls/roll-options.ts";
import { GM, installChatRender, type ChatSim } from "./chat-sim.ts";
import type { SimChatMessage } from "./chat-message.ts";

type Data = Record<string, unknown>;

/** Queries sent to the active GM (game.users.activeGM.query), answered as refused. */
export const gmQueries: Data[] = [];

let chatRegistered = false;

export function cardWorld(lang: "en" | "ja" = "en"): ChatSim {
  freshWorld();
  registerRolls();
  // registerChat adds the renderChatMessageHTML hook: once per test file; the data models every time.
  if (!chatRegistered) registerChat();
  else {
    const config = (globalThis as unknown as { CONFIG: { ChatMessage: { dataModels: Data } } }).CONFIG;
    Object.assign(config.ChatMessage.dataModels, { abilityUse: AbilityUseCardModel, test: TestCardModel });
  }
  chatRegistered = true;
  const sim = installChatRender(lang);
  gmQueries.length = 0;
  const users = (globalThis as unknown as { game: { users: Data } }).game.users;
  users["activeGM"] = {
    ...GM,
    isSelf: false,
    query: (_name: string, request: Data) => {
      gmQueries.push(request);
      return Promise.resolve({ ok: false, reason: "NoGM" });
    },
  };
  return sim;
}

/** An evaluated PowerRoll (2d10 + characteristic) with the given dice, as a message stores it. */
export async function powerRollJSON(
  dice: [number, number],
  options: Partial<PowerRollOptions>,
): Promise<string> {
  queueDice(...dice);
  const roll = PowerRoll.build(options);
  await roll.evaluate();
  return JSON.stringify(roll);
}

/** What a viewer reads in a rendered message: sender, text, and the actions offered. */
export function seen(html: HTMLElement) {
  const content = html.querySelector(".message-content");
  return {
    sender: html.querySelector(".message-sender")?.textContent ?? "",
    text: content?.textContent.replace(/\s+/g, " ").trim() ?? "",
    targets: [...html.querySelectorAll(".target-name")].map((e) => e.textContent),
    tiers: [...html.querySelectorAll(".target-row")].map((e) => e.className.match(/tier-(\d)/)?.[1]),
    buttons: [...html.querySelectorAll("button[data-action]")].map((b) => b.getAttribute("data-action")),
    privateTotal: html.querySelector(".dice-total")?.textContent ?? null,
  };
}

export type { SimChatMessage };
