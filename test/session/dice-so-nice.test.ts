// @vitest-environment happy-dom
/**
 * Dice So Nice at the table, with the module's stand-in (test/sim/dice-so-nice.ts) on the GM's
 * and both players' clients: every roll of ours animates on each client that may see it, its card stays
 * hidden until the dice land, private and blind rolls throw no dice for those who may not see them, and a
 * target's test reaches the ability card only after its dice have landed. Steps share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  actorOn,
  cardOn,
  heroSheetOn,
  lastMessageId,
  monsterSheetOn,
  placeInReach,
  useAbilityOn,
  useButton,
  warningsOn,
} from "./play.ts";
import { answerDialog, click, find, findAll, textOf } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { installDiceSoNice, type SimDiceSoNice } from "../sim/dice-so-nice.ts";
import { HarnessActor } from "../harness/actor.ts";
import type { SimClient } from "../sim/client.ts";
import type { Plain } from "../harness/utils.ts";
import { diceLanded } from "../../src/rolls/dice-so-nice.ts";
import { simV14 } from "../sim/generation.ts";

/** The roll dialog's value for a mode: v13 roll modes, v14 message modes (CONFIG.ChatMessage.modes). */
const mode = (v13: "gmroll" | "blindroll") => (simV14() ? { gmroll: "gm", blindroll: "blind" }[v13] : v13);

/** v13 client/config.mjs CONFIG.Dice.rollModes: one mode per CONST.DICE_ROLL_MODES value. */
const V13_ROLL_MODES = {
  publicroll: { label: "CHAT.RollPublic" },
  gmroll: { label: "CHAT.RollPrivate" },
  blindroll: { label: "CHAT.RollBlind" },
  selfroll: { label: "CHAT.RollSelf" },
};

const CHOKING_CLOUD: Plain = {
  name: "Choking Cloud",
  type: "ability",
  system: {
    type: "main",
    keywords: ["area", "magic"],
    distance: { type: "burst", size: 3 },
    target: { text: "Each enemy in the area", count: 0 },
    power: {
      roll: "targetTest",
      characteristics: ["might"],
      tier1: { damage: { value: 6, type: "poison" } },
      tier2: { damage: { value: 3, type: "poison" } },
      tier3: { damage: { value: 0 } },
    },
  },
};

let table: Table;
let dsn: SimDiceSoNice;

const hidden = (client: SimClient, id: string) => cardOn(client, id).classList.contains("dsn-hide");

/** A roll started by a click whose work may wait on dice: the dialog answered, the table settled. */
async function startRoll(client: SimClient, button: HTMLElement, dice: number[], fields = {}) {
  queueDice(...dice);
  client.run(() => {
    void click(button);
  });
  await client.run(() => answerDialog("roll", fields));
  await table.session.settle();
}

describe("Dice So Nice", () => {
  it("without the module nothing waits: a flow goes on at once", async () => {
    table = await setUpTable();
    const { alice, heroes, tokens, session } = table;
    await placeInReach(table, tokens.alice, tokens.minions.slice(0, 2));
    const id = await useAbilityOn(table, alice, heroes.alice, tokens.minions.slice(0, 2), [4, 5]);
    for (const client of session.clients) expect(hidden(client, id)).toBe(false);
    const message = alice.run(() => game.messages?.get(id));
    const first = await alice.run(() =>
      Promise.race([
        diceLanded(message).then(() => "landed"),
        new Promise((r) => setTimeout(r, 50, "waited")),
      ]),
    );
    expect(first).toBe("landed");
  });

  it("R-PR-1: Alice's power roll animates on every client; each card stays hidden until its dice land", async () => {
    const { alice, heroes, tokens, session } = table;
    dsn = installDiceSoNice(session.clients);
    for (const client of session.clients)
      client.run(() =>
        Object.assign((CONFIG as unknown as { Dice: object }).Dice, { rollModes: V13_ROLL_MODES }),
      );
    const id = await useAbilityOn(table, alice, heroes.alice, tokens.minions.slice(0, 2), [7, 8]);
    for (const client of session.clients) {
      expect(dsn.throwsOn(client, id)).toEqual([[7, 8]]);
      expect(hidden(client, id)).toBe(true);
    }
    dsn.land();
    await session.settle();
    for (const client of session.clients) {
      expect(hidden(client, id)).toBe(false);
      expect(textOf(cardOn(client, id))).toContain("Shoulder In");
    }
  });

  it("R-TS-1: a private (GM) test throws dice for Bob and the Director only; Alice sees neither dice nor result", async () => {
    const { gm, alice, bob, heroes, session } = table;
    const sheet = await heroSheetOn(bob, heroes.bob);
    await startRoll(bob, find(sheet, '[data-action="rollTest"][data-characteristic="might"]'), [9, 2], {
      rollMode: mode("gmroll"),
    });
    const id = lastMessageId(table);
    expect(dsn.throwsOn(bob, id)).toEqual([[9, 2]]);
    expect(dsn.throwsOn(gm, id)).toEqual([[9, 2]]);
    expect(dsn.throwsOn(alice, id)).toEqual([]);
    expect(hidden(bob, id)).toBe(true);
    expect(textOf(cardOn(alice, id))).not.toContain("13");
    dsn.land();
    await session.settle();
    expect(hidden(bob, id)).toBe(false);
    expect(textOf(cardOn(gm, id))).toContain("13");
  });

  it("R-TS-1: a blind test throws dice only for the Director; Bob, who rolled it, sees no result", async () => {
    const { gm, alice, bob, heroes, session } = table;
    const sheet = await heroSheetOn(bob, heroes.bob);
    await startRoll(bob, find(sheet, '[data-action="rollTest"][data-characteristic="agility"]'), [3, 3], {
      rollMode: mode("blindroll"),
    });
    const id = lastMessageId(table);
    expect(dsn.throwsOn(gm, id)).toEqual([[3, 3]]);
    expect(dsn.throwsOn(bob, id)).toEqual([]);
    expect(dsn.throwsOn(alice, id)).toEqual([]);
    expect(hidden(bob, id)).toBe(false);
    dsn.land();
    await session.settle();
    expect(hidden(gm, id)).toBe(false);
    expect(warningsOn(bob)).toEqual([]);
  });

  it("R-PR-2: a target's Might test reaches the ability card only once its dice have landed", async () => {
    const { gm, alice, session, tokens } = table;
    const actorOf = () => {
      const found: unknown = gm.run(() => on(gm, tokens.leader).actor);
      if (!(found instanceof HarnessActor)) throw new Error("no Warlord actor");
      return found;
    };
    await gm.run(() => actorOf().createEmbeddedDocuments("Item", [CHOKING_CLOUD]));
    await session.settle();
    await placeInReach(table, tokens.leader, [tokens.alice], 3);
    target(gm, [tokens.alice]);
    const sheet = await monsterSheetOn(gm, actorOf());
    const item = gm.run(() => actorOf().items.find((i) => i.name === "Choking Cloud"));
    await gm.run(() => click(useButton(sheet, item?.id ?? "")));
    await session.settle();
    const card = lastMessageId(table);
    // No dice on the ability card itself: nothing to wait for.
    for (const client of session.clients) expect(hidden(client, card)).toBe(false);
    await startRoll(alice, find(cardOn(alice, card), '[data-action="rollTargetTest"]'), [2, 3]);
    const test = lastMessageId(table);
    expect(dsn.throwsOn(alice, test)).toEqual([[2, 3]]);
    for (const client of session.clients) {
      expect(hidden(client, test)).toBe(true);
      expect(find(cardOn(client, card), "[data-target-index]").classList.contains("awaiting")).toBe(true);
    }
    dsn.land();
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      expect(hidden(client, test)).toBe(false);
      expect(find(cardOn(client, card), "[data-target-index]").classList.contains("tier-1")).toBe(true);
    }
    expect(findAll(cardOn(alice, card), '[data-action="rollTargetTest"]')).toEqual([]);
    expect(actorOn(gm, table.heroes.alice).name).toBe("Korva");
  });
});
