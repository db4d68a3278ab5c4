// @vitest-environment happy-dom
/**
 * The GM checks what a player's card claims. A modded client (Alice) forges what
 * the server lets her write — her own cards, her own new messages — and asks the GM to apply:
 * six targets on a one-target ability; an area card with no template; a copy of an applied area card
 * reusing its template; a hero card claiming the Director's Brutal Effectiveness potency bonus. Each is
 * refused (or the bonus ignored) and no creature changes on any client; the honest area card applies once.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { create, on, type Table } from "../session/table.ts";
import { type Canvases, meleeStrike, setUpCanvasTable, tearDownCanvases, WHIRL } from "../session/setups.ts";
import {
  lastCardOn,
  placeAt,
  placeInReach,
  requestApply,
  tokenStaminaOn,
  useAbilityOn,
  warningsOn,
} from "../session/play.ts";
import { find } from "../sim/applications/user.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";
import { foundryApplyResultsWorld } from "../../src/queries/apply-results/foundry-world.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";

const tier = (value: number) => ({ damage: { value } });
const JAB = meleeStrike("Jab", [tier(2), tier(5), tier(7)]);

let table: Table;
const canvases: Canvases = new Map();
beforeEach(async () => {
  table = await setUpCanvasTable(canvases, [JAB, WHIRL]);
});
afterEach(() => tearDownCanvases(table, canvases));

/** Alice targets these tokens and uses Korva's `name`; returns the card's id. */
const use = (name: string, dice: number[], targets: SimTokenDocument[] = []): Promise<string> =>
  useAbilityOn(table, table.alice, table.heroes.alice, targets, dice, name);

const staminas = (client: SimClient) => table.tokens.minions.map((t) => tokenStaminaOn(client, t));

/** Alice asks the GM to apply damage to these tokens; returns the result and her new warnings. */
const apply = (messageId: string, tokens: SimTokenDocument[]) =>
  requestApply(table, table.alice, messageId, tokens);

/** A new message of Alice's own copying her card (template, rolls and all): a second use's claim. */
async function copyOfCard(card: string) {
  const { alice, session } = table;
  const copy = await alice.run(() => {
    const message = game.messages?.get(card) as unknown as HarnessDocument;
    const source = { ...message._source };
    delete source["_id"];
    return create(alice, "ChatMessage", source);
  });
  await session.settle();
  return copy;
}

/** Alice's card rows rewritten to name these tokens (she is the card's author). */
async function forgeTargets(messageId: string, tokens: SimTokenDocument[]) {
  const { alice, session } = table;
  await alice.run(async () => {
    const message = game.messages?.get(messageId);
    const rows = (message?.system as unknown as { targets: Plain[] }).targets;
    const first = rows[0] ?? {};
    const forged = tokens.map((t) => ({ ...first, token: on(alice, t).uuid, name: t.name }));
    await message?.update({ "system.targets": forged } as never);
  });
  await session.settle();
}

describe("the GM checks what a player's card claims (deliver 3)", () => {
  it("R-AB-2: six targets on a one-target ability are refused; nothing changes on any client", async () => {
    const { session, tokens } = table;
    const card = await use("Jab", [6, 6], [tokens.minions[0] as SimTokenDocument]);
    const six = tokens.minions.slice(0, 6);
    await forgeTargets(card, six);
    const before = staminas(table.gm);
    const { result, warnings } = await apply(card, six);
    expect(result).toBeNull();
    expect(warnings).toContain("more targets than the ability allows");
    for (const client of session.clients) expect(staminas(client)).toEqual(before);
  });

  it("R-AB-2, R-MN-5: an area card with no template is refused", async () => {
    const { alice, gm, session, tokens } = table;
    // No canvas placement answered: the use goes on without a template (Escape).
    const card = await use("Jab", [6, 6], [tokens.captain]);
    // Alice turns her Jab card into a Whirl of Steel card (she authored it).
    const whirl = alice.run(
      () =>
        on(alice, table.heroes.alice)
          .getEmbeddedCollection("Item")
          .find((i) => i.name === "Whirl of Steel")?.uuid ?? "",
    );
    await alice.run(() =>
      (game.messages?.get(card) as unknown as HarnessDocument).update({ "system.ability": whirl }),
    );
    await session.settle();
    const before = tokenStaminaOn(gm, tokens.captain);
    const { result, warnings } = await apply(card, [tokens.captain]);
    expect(result).toBeNull();
    expect(warnings).toContain("template");
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(before);
  });

  it("R-MN-5: a copy of an applied area card reusing its template is refused; the honest card applied once", async () => {
    const { alice, gm, session, tokens } = table;
    const [m0, m1] = tokens.minions as [SimTokenDocument, SimTokenDocument];
    await placeAt(table, m0, 5, 2);
    await placeAt(table, m1, 3, 4);
    const card = await use("Whirl of Steel", [6, 6]);
    expect(find(lastCardOn(alice), ".card-area")).toBeTruthy();
    const first = await apply(card, [m0, m1]);
    expect(first.result).not.toBeNull();
    const after = staminas(gm);
    // A new message of Alice's own, copying the card (template, rolls and all): a second use's claim.
    const copy = await copyOfCard(card);
    const second = await apply(copy.id, [m0, m1]);
    expect(second.result).toBeNull();
    expect(second.warnings).toContain("template");
    for (const client of session.clients) expect(staminas(client)).toEqual(after);
  });

  it("R-MN-5: a copy of an applied area card, applied from the chat menu, is refused too: one use, one template", async () => {
    const { alice, gm, session, tokens } = table;
    const [m0, m1] = tokens.minions as [SimTokenDocument, SimTokenDocument];
    await placeAt(table, m0, 5, 2);
    await placeAt(table, m1, 3, 4);
    const card = await use("Whirl of Steel", [6, 6]);
    expect((await apply(card, [m0, m1])).result).not.toBeNull();
    const after = staminas(gm);
    const copy = await copyOfCard(card);
    const seen = alice.notifications.length;
    const result = await alice.run(() =>
      requestGm({
        kind: "chatApply",
        messageId: copy.id,
        tokens: [on(alice, m0).uuid],
        mode: "damage",
        adjust: 0,
      }),
    );
    await session.settle();
    expect(result).toBeNull();
    expect(warningsOn(alice, seen).join(" ")).toContain("template");
    for (const client of session.clients) expect(staminas(client)).toEqual(after);
  });

  it("R-MN-5: the chat menu's apply claims the template: the honest card's own buttons then refuse a copy", async () => {
    const { alice, gm, session, tokens } = table;
    const [m0, m1] = tokens.minions as [SimTokenDocument, SimTokenDocument];
    await placeAt(table, m0, 5, 2);
    await placeAt(table, m1, 3, 4);
    const card = await use("Whirl of Steel", [6, 6]);
    const first = await alice.run(() =>
      requestGm({
        kind: "chatApply",
        messageId: card,
        tokens: [on(alice, m0).uuid],
        mode: "damage",
        adjust: 0,
      }),
    );
    await session.settle();
    expect(first).not.toBeNull();
    const after = staminas(gm);
    const copy = await copyOfCard(card);
    const second = await apply(copy.id, [m0, m1]);
    expect(second.result).toBeNull();
    expect(second.warnings).toContain("template");
    for (const client of session.clients) expect(staminas(client)).toEqual(after);
  });

  it("a hero's card claiming the Director's Brutal Effectiveness potency bonus is read at its base potency", async () => {
    const { alice, gm, session, tokens } = table;
    await placeInReach(table, tokens.alice, [tokens.captain]);
    const card = await use("Shoulder In", [6, 6], [tokens.captain]);
    const base = gm.run(() => foundryApplyResultsWorld.findMessage(card)?.roll.potency);
    await alice.run(async () => {
      const message = game.messages?.get(card);
      const snapshot = (message?.system as unknown as { snapshot: { potency: Record<string, number> } })
        .snapshot;
      const raised = Object.fromEntries(Object.entries(snapshot.potency).map(([k, v]) => [k, v + 1]));
      await message?.update({ "system.snapshot.potency": raised } as never);
    });
    await session.settle();
    const claimed = gm.run(() => foundryApplyResultsWorld.findMessage(card)?.roll.potency);
    expect(base).toBeDefined();
    expect(claimed).toEqual(base);
  });
});
