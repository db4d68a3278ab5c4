// @vitest-environment happy-dom
/**
 * (R-CN-11 hidden, 004 「隠れると忍び足」): a creature hidden from you can be targeted only by an ability
 * with the Area keyword. The acting player's client refuses such a use before rolling; Alice's modded client
 * does not: she uses her Jab at the Shieldbearer beside her, writes her card's row to name a goblin the Director
 * hid (she authors the card) and asks the GM to apply it there. The GM checks again from what it trusts — the hidden status only as a GM last wrote it,
 * the keywords from its own reading of the item, the sides from the tokens' dispositions — and applies nothing;
 * Alice and the Director read why; her chat menu's apply adding the goblin to a two-target card is refused too.
 * The Area keyword she writes into her own Jab buys her nothing: the GM then reads an area ability, which needs a
 * template of its own. Her Whirl of Steel (Area) on the same goblin applies. A hidden status Bob
 * wrote on his own hero (made hostile by the Director) is not the Director's word: the GM applies Alice's Jab at
 * him. Tamsin hidden by the Director stays targetable by her ally Korva (hidden only from the other side).
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, type Table } from "../session/table.ts";
import { type Canvases, meleeStrike, setUpCanvasTable, tearDownCanvases, WHIRL } from "../session/setups.ts";
import {
  actorOn,
  itemNamed,
  placeAt,
  requestApply,
  tokenStaminaOn,
  useAbilityOn,
  warningsOn,
} from "../session/play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { Plain } from "../harness/utils.ts";

const tier = (value: number) => ({ damage: { value } });
const JAB = meleeStrike("Jab", [tier(2), tier(5), tier(7)]);
const TWIN = meleeStrike("Twin Cut", [tier(2), tier(5), tier(7)], { text: "Two creatures", count: 2 });

let table: Table;
const canvases: Canvases = new Map();
beforeEach(async () => {
  table = await setUpCanvasTable(canvases, [JAB, TWIN, WHIRL]);
});
afterEach(() => tearDownCanvases(table, canvases));

const goblin = () => table.tokens.minions[0] as SimTokenDocument;

/** Alice's card row rewritten to name `token` (she is the card's author): what a modded client posts. */
async function forgeTarget(messageId: string, token: SimTokenDocument) {
  const { alice, session } = table;
  await alice.run(async () => {
    const message = game.messages?.get(messageId);
    const rows = (message?.system as unknown as { targets: Plain[] }).targets;
    await message?.update({
      "system.targets": [{ ...rows[0], token: on(alice, token).uuid, name: token.name }],
    } as never);
  });
  await session.settle();
}

/**
 * Alice uses Korva's `ability` (at `aimed`, or at no one for an area) with the card then naming `target`
 * when it is another, and asks the GM to apply it to `target`.
 */
async function attack(ability: string, target: SimTokenDocument, aimed: SimTokenDocument | null = target) {
  const { alice, gm, session, heroes } = table;
  const card = await useAbilityOn(table, alice, heroes.alice, aimed ? [aimed] : [], [6, 6], ability);
  if (aimed !== null && aimed !== target) await forgeTarget(card, target);
  const seen = gm.notifications.length;
  const before = session.clients.map((c) => tokenStaminaOn(c, target));
  const { result, warnings } = await requestApply(table, alice, card, [target]);
  return {
    result,
    warnings,
    director: warningsOn(gm, seen).join(" "),
    lost: session.clients.map((c, i) => (before[i] ?? 0) - tokenStaminaOn(c, target)),
  };
}

const everyClient = (n: number) => table.session.clients.map(() => n);

describe("R-CN-11: the GM refuses a non-area ability at a creature the Director hid", () => {
  beforeEach(async () => {
    // Korva (4, 3) beside the goblin and the Shieldbearer; the Director hides the goblin.
    await placeAt(table, goblin(), 5, 2);
    await placeAt(table, table.tokens.captain, 3, 2);
    await table.gm.run(() => on(table.gm, goblin()).actor?.toggleStatusEffect("hidden", { active: true }));
    await table.session.settle();
  });

  it("R-CN-11: Alice's modded client posts a Jab at the hidden goblin: nothing is applied on any client; Alice and the Director read why", async () => {
    const out = await attack("Jab", goblin(), table.tokens.captain);
    expect(out.result).toBeNull();
    expect(out.lost).toEqual(everyClient(0));
    expect(out.warnings).toContain("hidden from the acting creature");
    expect(out.director).toContain("Korva's Jab: Goblin Spinecleaver is hidden from Korva");
  });

  it("R-CN-11: her two-target Twin Cut at the Shieldbearer, applied from the chat menu to the hidden goblin too, is refused", async () => {
    const { alice, session, heroes, tokens } = table;
    const card = await useAbilityOn(table, alice, heroes.alice, [tokens.captain], [6, 6], "Twin Cut");
    const seen = alice.notifications.length;
    const before = session.clients.map((c) => tokenStaminaOn(c, goblin()));
    const result = await alice.run(() =>
      requestGm({
        kind: "chatApply",
        messageId: card,
        tokens: [on(alice, tokens.captain).uuid, on(alice, goblin()).uuid],
        mode: "damage",
        adjust: 0,
      }),
    );
    await session.settle();
    expect(result).toBeNull();
    expect(warningsOn(alice, seen).join(" ")).toContain("hidden from the acting creature");
    expect(session.clients.map((c) => tokenStaminaOn(c, goblin()))).toEqual(before);
  });

  it("R-CN-11: Alice writes the Area keyword into her own Jab: the GM reads an area ability with no template of its own and applies nothing", async () => {
    const { alice, session, heroes, tokens } = table;
    await alice.run(() =>
      itemNamed(alice, heroes.alice, "Jab").update({
        system: { keywords: ["area", "melee", "strike", "weapon"] },
      }),
    );
    await session.settle();
    const out = await attack("Jab", goblin(), tokens.captain);
    expect(out.result).toBeNull();
    expect(out.lost).toEqual(everyClient(0));
    expect(out.warnings).toContain("needs its own template");
  });

  it("R-CN-11: her Whirl of Steel (Area) at the same hidden goblin applies", async () => {
    const out = await attack("Whirl of Steel", goblin(), null);
    expect(out.result).not.toBeNull();
    expect(out.warnings).not.toContain("hidden");
    expect(out.director).not.toContain("hidden");
    // A minion's Stamina is its squad's (R-MN-3); a goblin took the whirl's damage on every client.
    for (const lost of out.lost) expect(lost).toBeGreaterThan(0);
  });
});

describe("R-CN-11: the GM believes a hidden status only as the Director wrote it, and only from the other side", () => {
  beforeEach(async () => {
    await placeAt(table, table.tokens.bob, 4, 4);
    await placeAt(table, table.tokens.captain, 3, 2);
  });

  it("R-CN-11: Bob marks Tamsin (made hostile by the Director) hidden himself: the GM applies Alice's Jab at her", async () => {
    const { bob, gm, session, heroes, tokens } = table;
    await gm.run(() => on(gm, tokens.bob).update({ disposition: -1 }));
    await bob.run(() => actorOn(bob, heroes.bob).toggleStatusEffect("hidden", { active: true }));
    await session.settle();
    // Alice's own client believes Bob's status and refuses the Jab: she aims at the Shieldbearer and rewrites it.
    const out = await attack("Jab", tokens.bob, tokens.captain);
    expect(out.result).not.toBeNull();
    expect(out.director).not.toContain("hidden");
    expect(out.lost).toEqual(everyClient(5));
  });

  it("R-CN-11: the same status the Director writes on hostile Tamsin refuses the Jab", async () => {
    const { gm, session, heroes, tokens } = table;
    await gm.run(() => on(gm, tokens.bob).update({ disposition: -1 }));
    await gm.run(() => actorOn(gm, heroes.bob).toggleStatusEffect("hidden", { active: true }));
    await session.settle();
    const out = await attack("Jab", tokens.bob, tokens.captain);
    expect(out.result).toBeNull();
    expect(out.lost).toEqual(everyClient(0));
    expect(out.director).toContain("Tamsin is hidden from Korva");
  });

  it("R-CN-11: Tamsin, Korva's ally, hidden by the Director: Korva's Jab at her applies (hidden from the other side only)", async () => {
    const { gm, session, heroes, tokens } = table;
    await gm.run(() => actorOn(gm, heroes.bob).toggleStatusEffect("hidden", { active: true }));
    await session.settle();
    const out = await attack("Jab", tokens.bob);
    expect(out.result).not.toBeNull();
    expect(out.lost).toEqual(everyClient(5));
  });
});
