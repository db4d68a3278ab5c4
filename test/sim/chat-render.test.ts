/** The simulated v13 chat path itself (test/sim/behaviours.ts), one test per behaviour. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshWorld } from "../harness/world.ts";
import { queueDice } from "../harness/rolls.ts";
import { HarnessHooks } from "../harness/globals.ts";
import { GM, OTHER, PLAYER, installChatRender, type ChatSim } from "./chat-sim.ts";
import { postOne, renderBatch } from "./chat-render.ts";
import { SimChatMessage, STYLE_OOC } from "./chat-message.ts";
import { SIM_BEHAVIOURS } from "./behaviours.ts";

type Data = Record<string, unknown>;
const hooks = () => (globalThis as unknown as { Hooks: HarnessHooks }).Hooks;
const g = globalThis as unknown as { Roll: new (formula: string) => { evaluate(): Promise<unknown> } };

async function rolled(formula: string, ...dice: number[]): Promise<string> {
  queueDice(...dice);
  const roll = new g.Roll(formula);
  await roll.evaluate();
  return JSON.stringify(roll);
}

/** Records renderChatMessageHTML calls for the current test. */
function hookCalls(): unknown[][] {
  const calls: unknown[][] = [];
  hooks().on("renderChatMessageHTML", (...args: unknown[]) => calls.push(args));
  return calls;
}

let sim: ChatSim;
beforeEach(() => {
  freshWorld();
  sim = installChatRender();
  hooks().handlers.delete("renderChatMessageHTML");
});
afterEach(() => {
  sim.restore();
});

describe("simulated v13 ChatMessage#renderHTML", () => {
  it("lists a behaviour line for every emulated rule", () => {
    expect(SIM_BEHAVIOURS.length).toBeGreaterThanOrEqual(10);
    for (const b of SIM_BEHAVIOURS) expect(b.source).toMatch(/^v13 (client|common)\//);
  });

  it("a public roll without content shows roll.render() to everyone; the hook gets (message, html, data)", async () => {
    const calls = hookCalls();
    sim.viewAs(PLAYER);
    const message = await sim.create({ rolls: [await rolled("1d10", 7)] }, { rollMode: "publicroll" });
    sim.viewAs(OTHER);
    const html = await message.renderHTML();
    expect(html.querySelector(".dice-total")?.textContent).toBe("7");
    expect(html.querySelector(".message-sender")?.textContent).toBe("Aiko");
    expect(html.querySelector("[data-action=deleteMessage]")).toBeNull();
    sim.viewAs(GM);
    expect((await message.renderHTML()).querySelector("[data-action=deleteMessage]")).not.toBeNull();
    expect(calls[0]?.[0]).toBe(message);
    expect(calls[0]?.[1]).toBeInstanceOf(HTMLElement);
    expect(calls[0]?.[2]).toMatchObject({ alias: "Aiko", canDelete: false });
  });

  it("a gmroll hides the result from other players, not from the GM or its author; no 'to:' line", async () => {
    sim.viewAs(PLAYER);
    const message = await sim.create({ rolls: [await rolled("1d10", 9)] }, { rollMode: "gmroll" });
    expect(message.whisper).toEqual([GM.id]);
    expect((await message.renderHTML()).querySelector(".dice-total")?.textContent).toBe("9");
    sim.viewAs(GM);
    expect((await message.renderHTML()).querySelector(".dice-total")?.textContent).toBe("9");
    sim.viewAs(OTHER);
    const hidden = await message.renderHTML();
    expect(hidden.querySelector(".dice-total")?.textContent).toBe("?");
    expect(hidden.querySelector(".dice-formula")?.textContent).toBe("???");
    expect(hidden.querySelector(".dice-tooltip")).toBeNull();
    // Core's "{user} rolled privately" (CHAT.PrivateRollContent: core's lang file is not loaded here).
    expect(hidden.querySelector(".flavor-text")?.textContent).toBe("CHAT.PrivateRollContent");
    expect(hidden.querySelector(".message-sender")?.textContent).toBe("Aiko");
    expect(hidden.querySelector(".whisper-to")).toBeNull();
  });

  it("a blindroll hides the result from its own author; only GMs see it", async () => {
    sim.viewAs(PLAYER);
    const message = await sim.create({ rolls: [await rolled("1d10", 4)] }, { rollMode: "blindroll" });
    expect(message.blind).toBe(true);
    expect(message.isContentVisible).toBe(false);
    expect((await message.renderHTML()).querySelector(".dice-total")?.textContent).toBe("?");
    sim.viewAs(GM);
    expect(message.isContentVisible).toBe(true);
  });

  it("selfroll whispers to the roller; 'roll' uses the core.rollMode setting", async () => {
    sim.viewAs(PLAYER);
    const self = await sim.create({ rolls: [await rolled("1d6", 2)] }, { rollMode: "selfroll" });
    expect(self.whisper).toEqual([PLAYER.id]);
    const game = globalThis as unknown as { game: { settings: { values: Map<string, unknown> } } };
    game.game.settings.values.set("core.rollMode", "gmroll");
    const current = await sim.create({ rolls: [await rolled("1d6", 2)] }, { rollMode: "roll" });
    expect(current.whisper).toEqual([GM.id]);
    const plain = await sim.create({ content: "<p>hi</p>" }, { rollMode: "gmroll" });
    expect(plain.whisper).toEqual([]);
  });

  it("a whisper without rolls is not posted for others; recipients see it with its 'to:' line", async () => {
    sim.viewAs(GM);
    const message = await sim.create({ content: "<p>psst</p>", whisper: [PLAYER.id] });
    sim.viewAs(OTHER);
    expect(await postOne(message)).toBeNull();
    sim.viewAs(PLAYER);
    const html = await postOne(message);
    expect(html?.querySelector(".message-content")?.textContent).toBe("psst");
    expect(html?.querySelector(".whisper-to")?.textContent).toBe("Aiko");
  });

  it("alias: the speaker's alias, else the speaker's actor, else the author; OOC is the author", async () => {
    sim.viewAs(PLAYER);
    expect((await sim.create({ speaker: { alias: "Goblin" } })).alias).toBe("Goblin");
    expect((await sim.create({})).alias).toBe("Aiko");
    expect((await sim.create({ speaker: { alias: "Goblin" }, style: STYLE_OOC })).alias).toBe("Aiko");
  });

  it("stored rolls come back through Roll.fromData; one that cannot be read is dropped", async () => {
    const message = await sim.create({ rolls: [await rolled("1d10", 3), "{not json"] });
    expect(message.rolls).toHaveLength(1);
  });

  it("a subtype's system.renderHTML draws the whole element; the hook gets (message, html) only", async () => {
    const calls = hookCalls();
    const message = new SimChatMessage({});
    const element = document.createElement("li");
    let seen: Data = {};
    message.system = {
      renderHTML: (options: Data) => {
        seen = options;
        return Promise.resolve(element);
      },
    };
    expect(await message.renderHTML()).toBe(element);
    expect(seen).toEqual({ canDelete: true, canClose: false });
    expect(calls).toEqual([[message, element]]);
  });

  it("a missing template rejects, so the message is left out of the chat log (the others still show)", async () => {
    class Broken extends (globalThis as unknown as { Roll: typeof Object }).Roll {
      static CHAT_TEMPLATE = "systems/steelbound/templates/chat/no-such-template.hbs";
    }
    const rollClasses = (globalThis as unknown as { CONFIG: { Dice: { rolls: unknown[] } } }).CONFIG.Dice
      .rolls;
    rollClasses.push(Broken);
    const data = JSON.parse(await rolled("1d10", 5)) as Data;
    const broken = await sim.create({ rolls: [JSON.stringify({ ...data, class: "Broken" })] });
    const fine = await sim.create({ content: "<p>fine</p>" });
    await expect(broken.renderHTML()).rejects.toThrow(/no-such-template\.hbs does not exist/);
    const log = await renderBatch([broken, fine]);
    expect(log.shown).toHaveLength(1);
    expect(log.failed.map((f) => f.id)).toEqual([broken.id]);
  });
});
