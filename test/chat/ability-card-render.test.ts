/**
 * Ability cards as a v13 table shows them: each message goes through the simulated ChatMessage#renderHTML
 * (test/sim) for the GM and for players, public and private. Before the fix the message rendered its
 * PowerRoll through a template that did not exist, and the card never appeared.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { THREE_TIER_CARD } from "../fixtures/ability-card.ts";
import type { AbilityUseData } from "../../src/chat/ability-use-data.ts";
import { GM, OTHER, PLAYER, type ChatSim } from "../sim/chat-sim.ts";
import { cardWorld, gmQueries, powerRollJSON, seen } from "../sim/card-world.ts";
import type { RollMode } from "../sim/chat-message.ts";

let sim: ChatSim;
beforeEach(() => {
  sim = cardWorld();
});
afterEach(() => {
  sim.restore();
});

const NAMES = ["Goblin Spinecleaver", "Orc Blitzer", "Ogre Juggernaut"];

/** Kaede's player uses Flamewall Sweep: natural 11 + Reason 2 (R-PR-10: tiers 1, 2, 3 by target). */
async function flamewall(rollMode: RollMode, system: AbilityUseData = THREE_TIER_CARD) {
  sim.viewAs(PLAYER);
  return sim.create(
    {
      type: "abilityUse",
      system,
      rolls: [await powerRollJSON([6, 5], { characteristic: "reason", characteristicValue: 2 })],
      speaker: { alias: "Kaede" },
    },
    { rollMode },
  );
}

describe("the ability card through v13 ChatMessage#renderHTML", () => {
  it("R-PR-10: a public card shows every viewer its tier rows, target names and buttons", async () => {
    const message = await flamewall("publicroll");
    for (const viewer of [GM, PLAYER, OTHER]) {
      sim.viewAs(viewer);
      const view = seen(await message.renderHTML());
      expect(view.sender).toBe("Kaede");
      expect(view.text).toContain("Flamewall Sweep");
      expect(view.targets).toEqual(NAMES);
      expect(view.tiers).toEqual(["1", "2", "3"]);
      // Apply buttons only for those the GM lets apply (a GM, the card's author, the actor's owner):
      // another player's click would only be refused (src/chat/card-viewer.ts).
      const mayApply = viewer !== OTHER;
      expect(view.buttons.includes("applyDamage")).toBe(mayApply);
      expect(view.buttons.includes("applyDamageAll")).toBe(mayApply);
    }
  });

  it("only the GM gets the chat log's delete button", async () => {
    const message = await flamewall("publicroll");
    sim.viewAs(GM);
    expect((await message.renderHTML()).querySelector("[data-action=deleteMessage]")).not.toBeNull();
    sim.viewAs(OTHER);
    expect((await message.renderHTML()).querySelector("[data-action=deleteMessage]")).toBeNull();
  });

  it("a GM roll: the GM and the roller see the card; another player sees only that it was rolled privately", async () => {
    const message = await flamewall("gmroll");
    for (const viewer of [GM, PLAYER]) {
      sim.viewAs(viewer);
      expect(seen(await message.renderHTML()).targets).toEqual(NAMES);
    }
    sim.viewAs(OTHER);
    const hidden = seen(await message.renderHTML());
    expect(hidden.sender).toBe("Aiko");
    expect(hidden.targets).toEqual([]);
    expect(hidden.buttons).toEqual([]);
    expect(hidden.text).not.toContain("Flamewall");
    expect(hidden.privateTotal).toBe("?");
    expect((await message.renderHTML()).querySelector(".flavor-text")?.textContent).toBe(
      "Aiko rolled privately",
    );
  });

  it("a blind roll: only the GM sees the card, not even the roller", async () => {
    const message = await flamewall("blindroll");
    sim.viewAs(GM);
    expect(seen(await message.renderHTML()).tiers).toEqual(["1", "2", "3"]);
    sim.viewAs(PLAYER);
    const hidden = seen(await message.renderHTML());
    expect(hidden.targets).toEqual([]);
    expect(hidden.privateTotal).toBe("?");
  });

  it("the card's buttons are wired: applying damage asks the GM for that target", async () => {
    const message = await flamewall("publicroll");
    sim.viewAs(PLAYER); // the card's author (another player is offered no apply button)
    const html = await message.renderHTML();
    const button = html.querySelectorAll<HTMLButtonElement>("button[data-action=applyDamage]")[1];
    button?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Beside the request id every socket request carries.
    expect(gmQueries).toHaveLength(1);
    const { rid, ...sent } = (gmQueries[0] ?? {}) as Record<string, unknown>;
    expect(rid).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(sent).toEqual({
      kind: "applyResults",
      messageId: message.id,
      targets: ["Scene.s.Token.orc"],
      mode: "damage",
    });
  });

  it("R-AB-6: a refunded card says so, offers no second refund and no potency surge", async () => {
    // The offer itself needs live targets that resist (refund-card.test.ts); the sim's fromUuidSync has no tokens.
    const refunded = {
      ...THREE_TIER_CARD,
      spent: { ...THREE_TIER_CARD.spent, refundable: 2 },
      refunded: true,
    };
    const html = await (await flamewall("publicroll", refunded)).renderHTML();
    expect(seen(html).buttons).not.toContain("refundSpend");
    expect(seen(html).text).toContain("Every target resisted");
    // No enabled potency surge: this world's viewer owns no actor, so none is offered at all; the owner's
    // disabled button is checked at the table (test/session/malice.test.ts).
    const potency = [...html.querySelectorAll<HTMLButtonElement>("button[data-action=potencySurge]")];
    expect(potency.every((b) => b.disabled)).toBe(true);
  });

  it("R-MV-7: a forced move row offers the move until the target was moved", async () => {
    const pushes = {
      ...THREE_TIER_CARD,
      snapshot: {
        ...THREE_TIER_CARD.snapshot,
        tier1: {
          ...THREE_TIER_CARD.snapshot.tier1,
          forced: { kind: "push" as const, distance: 2, vertical: false },
        },
      },
    };
    const message = await flamewall("publicroll", pushes);
    const html = await message.renderHTML();
    const move = html.querySelector<HTMLButtonElement>(
      "[data-target-index='0'] button[data-action=forcedMove]",
    );
    expect(move?.disabled).toBe(false);
    expect(seen(html).text).toContain("Push 2");
    message.updateSource({ flags: { steelbound: { forcedMoved: { 0: true } } } });
    const moved = await message.renderHTML();
    expect(
      moved.querySelector<HTMLButtonElement>("[data-target-index='0'] [data-action=forcedMove]")?.disabled,
    ).toBe(true);
  });

  it("an ability without a power roll shows what it does and whom it aimed at, to GM and players", async () => {
    sim.viewAs(PLAYER);
    const message = await sim.create({
      type: "abilityUse",
      system: {
        ...THREE_TIER_CARD,
        characteristic: null,
        snapshot: {
          ...THREE_TIER_CARD.snapshot,
          name: "Inspiring Word",
          effect: "<p>Each ally regains 2 Stamina.</p>",
        },
      },
      speaker: { alias: "Kaede" },
    });
    for (const viewer of [GM, OTHER]) {
      sim.viewAs(viewer);
      const view = seen(await message.renderHTML());
      expect(view.text).toContain("Inspiring Word");
      expect(view.text).toContain("No power roll");
      expect(view.text).toContain("Each ally regains 2 Stamina.");
      expect(view.targets).toEqual(NAMES);
      expect(view.buttons).toEqual([]);
    }
  });

  it("renders in Japanese", async () => {
    sim.restore();
    sim = cardWorld("ja");
    const view = seen(await (await flamewall("publicroll")).renderHTML());
    expect(view.text).toContain("ティア3");
  });
});
