/**
 * Test, save and squad strike cards as a v13 table shows them, through the simulated ChatMessage#renderHTML
 * (test/sim) for the GM and for players, public and private.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor } from "../harness/world.ts";
import { queueDice } from "../harness/rolls.ts";
import { GM, OTHER, PLAYER, type ChatSim } from "../sim/chat-sim.ts";
import { cardWorld, gmQueries, powerRollJSON, seen } from "../sim/card-world.ts";
import type { RollMode } from "../sim/chat-message.ts";
import { postSavePrompt } from "../../src/chat/save-card.ts";
import { postSquadStrikeCard } from "../../src/chat/squad-strike-card.ts";
import type { SteelActor } from "../../src/documents/actor.ts";

let sim: ChatSim;
beforeEach(() => {
  sim = cardWorld();
});
afterEach(() => {
  sim.restore();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function climbTest(actor: SteelActor, rollMode: RollMode) {
  sim.viewAs(PLAYER);
  return sim.create(
    {
      type: "test",
      system: {
        actor: actor.uuid,
        characteristic: "might",
        skill: "climb",
        difficulty: "medium",
        rerolled: false,
      },
      rolls: [await powerRollJSON([1, 2], { kind: "test", characteristic: "might", characteristicValue: 1 })],
      speaker: { alias: "Kaede" },
    },
    { rollMode },
  );
}

describe("the test card through v13 ChatMessage#renderHTML", () => {
  it("R-TS-1, R-HT-2: GM and players see the outcome; a hero's card offers the hero token reroll", async () => {
    const hero = await createActor({ name: "Kaede", type: "hero" });
    const message = await climbTest(hero, "publicroll");
    for (const viewer of [GM, PLAYER, OTHER]) {
      sim.viewAs(viewer);
      const view = seen(await message.renderHTML());
      expect(view.text).toContain("Medium test");
      expect(view.text).toContain("Climb");
      expect(view.text).toContain("Failure");
      expect(view.buttons).toEqual(["heroTokenReroll"]);
    }
  });

  it("R-HT-2: the reroll button is wired: it asks the GM to spend the token", async () => {
    const hero = await createActor({ name: "Kaede", type: "hero" });
    const message = await climbTest(hero, "publicroll");
    (await message.renderHTML()).querySelector<HTMLButtonElement>("[data-action=heroTokenReroll]")?.click();
    await tick();
    expect(gmQueries[0]).toMatchObject({ kind: "spendHeroToken" });
  });

  it("a monster's test has no reroll button", async () => {
    const monster = await createActor({ name: "Goblin", type: "monster" });
    expect(seen(await (await climbTest(monster, "publicroll")).renderHTML()).buttons).toEqual([]);
  });

  it("a blind test: the GM sees the outcome; the roller sees only that it was rolled privately", async () => {
    const hero = await createActor({ name: "Kaede", type: "hero" });
    const message = await climbTest(hero, "blindroll");
    sim.viewAs(GM);
    expect(seen(await message.renderHTML()).text).toContain("Failure");
    sim.viewAs(PLAYER);
    const hidden = seen(await message.renderHTML());
    expect(hidden.text).not.toContain("Failure");
    expect(hidden.buttons).toEqual([]);
    expect(hidden.privateTotal).toBe("?");
  });

  it("a GM roll test is hidden from other players, shown to the roller", async () => {
    const hero = await createActor({ name: "Kaede", type: "hero" });
    const message = await climbTest(hero, "gmroll");
    sim.viewAs(PLAYER);
    expect(seen(await message.renderHTML()).text).toContain("Medium test");
    sim.viewAs(OTHER);
    expect(seen(await message.renderHTML()).text).not.toContain("Medium test");
  });
});

async function weakenedHero() {
  return createActor({
    name: "Kaede",
    type: "hero",
    effects: [{ name: "Weakened", statuses: ["weakened"], flags: { steelbound: { duration: "save" } } }],
  });
}

describe("saving throw cards through v13 ChatMessage#renderHTML (R-AB-11)", () => {
  it("R-AB-11: the prompt shows its save button to GM and players; the button rolls the save", async () => {
    const actor = await weakenedHero();
    sim.viewAs(GM);
    await postSavePrompt(
      actor,
      [{ id: actor.effects.contents[0]?.id ?? "", name: "Weakened" }] as never,
      null,
    );
    const prompt = sim.messages.contents[0];
    if (!prompt) throw new Error("no prompt");
    sim.viewAs(PLAYER);
    const html = await prompt.renderHTML();
    expect(seen(html).text).toContain("Weakened");
    queueDice(8);
    html.querySelector<HTMLButtonElement>("button[data-steelbound-save]")?.click();
    await tick();
    await tick();
    const result = sim.messages.contents[1];
    expect(result?.isRoll).toBe(true);
    for (const viewer of [GM, OTHER]) {
      sim.viewAs(viewer);
      const view = seen(await (result ?? prompt).renderHTML());
      expect(view.text).toContain("8");
    }
  });

  it("R-HT-2: a hero's failed save offers the token to its owner; concealed, another player sees only a private roll", async () => {
    const actor = await weakenedHero();
    sim.viewAs(GM);
    await postSavePrompt(
      actor,
      [{ id: actor.effects.contents[0]?.id ?? "", name: "Weakened" }] as never,
      null,
    );
    const prompt = sim.messages.contents[0];
    sim.viewAs(PLAYER);
    queueDice(3);
    (await prompt?.renderHTML())?.querySelector<HTMLButtonElement>("button[data-steelbound-save]")?.click();
    await tick();
    await tick();
    const result = sim.messages.contents[1];
    if (!result) throw new Error("no save result");
    expect(seen(await result.renderHTML()).buttons).toEqual([]);
    expect((await result.renderHTML()).querySelector("button[data-steelbound-save-token]")).not.toBeNull();
    // v13 ChatLog "Conceal" entry: whisper to the GMs.
    result.updateSource({ whisper: [GM.id], blind: false });
    sim.viewAs(OTHER);
    const hidden = await result.renderHTML();
    expect(hidden.querySelector("button[data-steelbound-save-token]")).toBeNull();
    expect(hidden.querySelector(".dice-total")?.textContent).toBe("?");
  });
});

describe("the squad strike card through v13 ChatMessage#renderHTML (R-MN-7)", () => {
  const context = {
    squad: "Pitlings",
    signature: false,
    typeLabel: "STEELBOUND.DamageType.Untyped",
    hits: [{ token: "Scene.s.Token.a", name: "Shadow", minions: 2, dealt: 4, killed: 0 }],
  };

  it("R-MN-7: every viewer sees which squad struck whom and for how much", async () => {
    sim.viewAs(GM);
    await postSquadStrikeCard(context);
    const message = sim.messages.contents[0];
    for (const viewer of [GM, PLAYER]) {
      sim.viewAs(viewer);
      const view = seen((await message?.renderHTML()) ?? document.createElement("li"));
      expect(view.sender).toBe("Pitlings");
      expect(view.text).toContain("Shadow");
      expect(view.text).toContain("4");
    }
  });

  it("whispered to the GM (no rolls), it is not posted in a player's log", async () => {
    sim.viewAs(GM);
    await postSquadStrikeCard(context);
    const message = sim.messages.contents[0];
    message?.updateSource({ whisper: [GM.id] });
    sim.viewAs(PLAYER);
    expect(message?.visible).toBe(false);
  });
});
