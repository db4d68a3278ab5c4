// @vitest-environment happy-dom
/**
 * First claims (which card owns an area template, on v14 a Region) are kept per card
 * author, the newest PER_AUTHOR each (src/queries/claims/record.ts), driven as a modded client would:
 * Bob copies his area template and his card (a player may place templates and post messages) and asks the
 * GM to apply every copy, by the card's buttons' query and by the chat menu's. His own oldest claims go
 * first; Alice's claim stays, so a copy of her applied card is still refused.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { create, on, type Table } from "../session/table.ts";
import { type Canvases, setUpCanvasTable, tearDownCanvases, WHIRL } from "../session/setups.ts";
import {
  placeInReach,
  requestApply,
  setting,
  tokenStaminaOn,
  useAbilityOn,
  warningsOn,
} from "../session/play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { PER_AUTHOR } from "../../src/queries/claims/record.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

let table: Table;
const canvases: Canvases = new Map();
beforeEach(async () => {
  table = await setUpCanvasTable(canvases, [WHIRL]);
});
afterEach(() => tearDownCanvases(table, canvases));

const templateClaims = (client: SimClient): string[] =>
  (setting(client, "gmRecord") as { toObject(): { claims: string[] } })
    .toObject()
    .claims.filter((e) => e.split("|")[1] === "template");
const cardOf = (entry: string) => entry.split("|")[0];

interface CardSystem {
  area: { template: string };
  targets: { token: string }[];
}
const systemOn = (client: SimClient, id: string): CardSystem =>
  client.run(() => (game.messages?.get(id) as unknown as { system: CardSystem }).system);

describe("One player's templates never free another's", () => {
  it(`Bob claims ${PER_AUTHOR + 1} templates: his own oldest claim goes, Alice's stays and still refuses a copy of her card`, async () => {
    const { gm, alice, bob, heroes, tokens, session } = table;
    await gm.run(() => on(gm, heroes.bob).createEmbeddedDocuments("Item", [structuredClone(WHIRL)]));
    // The leader holds enough Stamina for every one of Bob's applies to land on it.
    await gm.run(() =>
      on(gm, tokens.leader).actor?.update({ system: { stamina: { max: 99999, value: 99999 } } }),
    );
    await session.settle();

    // Alice's honest area card, applied: her card owns her template.
    await placeInReach(table, tokens.alice, [tokens.captain]);
    const aliceCard = await useAbilityOn(table, alice, heroes.alice, [], [6, 6], "Whirl of Steel");
    const aliceSystem = systemOn(gm, aliceCard);
    expect(aliceSystem.area.template).not.toBe("");
    const aliceTargets = aliceSystem.targets.map((t) => t.token);
    const aliceTokens = [tokens.captain, ...tokens.minions].filter((t) => aliceTargets.includes(t.uuid));
    expect(aliceTokens.length).toBeGreaterThan(0);
    expect((await requestApply(table, alice, aliceCard, aliceTokens)).result).not.toBeNull();
    expect(templateClaims(gm).map(cardOf)).toEqual([aliceCard]);

    // Bob's area card, then his template and his card copied PER_AUTHOR times, each copy on its own template.
    await placeInReach(table, tokens.bob, [tokens.leader]);
    const bobCard = await useAbilityOn(table, bob, heroes.bob, [], [6, 6], "Whirl of Steel");
    const bobSystem = systemOn(gm, bobCard);
    expect(bobSystem.targets.map((t) => t.token)).toContain(tokens.leader.uuid);
    const copies = await bob.run(async () => {
      const template = fromUuidSync(bobSystem.area.template) as unknown as HarnessDocument & {
        documentName: string;
        parent: { createEmbeddedDocuments(name: string, data: Plain[]): Promise<{ uuid: string }[]> };
      };
      const { _id: _t, ...templateSource } = template._source;
      const templates = await template.parent.createEmbeddedDocuments(
        template.documentName,
        Array.from({ length: PER_AUTHOR }, () => structuredClone(templateSource)),
      );
      const { _id: _m, ...cardSource } = (game.messages?.get(bobCard) as unknown as HarnessDocument)._source;
      const cards = await ChatMessage.implementation.createDocuments(
        templates.map((t) => {
          const copy = structuredClone(cardSource) as Plain & { system: CardSystem };
          copy.system.area.template = t.uuid;
          return copy;
        }),
      );
      return cards.map((c) => c.id);
    });
    await session.settle();
    const flood = [bobCard, ...copies];
    expect(flood).toHaveLength(PER_AUTHOR + 1);
    const quiet = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const [i, id] of flood.entries()) {
      const before = tokenStaminaOn(gm, tokens.leader);
      if (i % 2 === 0) await requestApply(table, bob, id, [tokens.leader]);
      else {
        await bob.run(() =>
          requestGm({
            kind: "chatApply",
            messageId: id,
            tokens: [tokens.leader.uuid],
            mode: "damage",
            adjust: 0,
          }),
        );
        await session.settle();
      }
      // Every copy is a use with its own template: each lands.
      expect(tokenStaminaOn(gm, tokens.leader)).toBeLessThan(before);
    }
    quiet.mockRestore();

    for (const client of session.clients) {
      const claims = templateClaims(client).map(cardOf);
      // Bob's newest claims are kept, his oldest went first; Alice's stays.
      expect(claims.filter((c) => c !== aliceCard)).toEqual(flood.slice(-PER_AUTHOR));
      expect(claims).toContain(aliceCard);
    }

    // Alice's template is still her card's: a copy of her applied card is refused, nothing changes.
    const copy = await alice.run(() => {
      const { _id: _drop, ...source } = (game.messages?.get(aliceCard) as unknown as HarnessDocument)._source;
      return create(alice, "ChatMessage", source);
    });
    await session.settle();
    const staminas = () => aliceTokens.map((t: SimTokenDocument) => tokenStaminaOn(gm, t));
    const before = staminas();
    const again = await requestApply(table, alice, copy.id, aliceTokens);
    expect(again.result).toBeNull();
    expect(again.warnings).toContain("template");
    expect(staminas()).toEqual(before);
  }, 240_000);
});

describe("The chat menu's apply measures an area card's template like the card's buttons", () => {
  it("a player's area card whose template is not hers (Alice's, unapplied) is refused by the chat menu: nothing lands and Alice's template stays free for her card", async () => {
    const { gm, alice, bob, heroes, tokens, session } = table;
    await gm.run(() => on(gm, heroes.bob).createEmbeddedDocuments("Item", [structuredClone(WHIRL)]));
    await session.settle();
    // Alice places her area, not yet applied.
    await placeInReach(table, tokens.alice, [tokens.captain]);
    const aliceCard = await useAbilityOn(table, alice, heroes.alice, [], [6, 6], "Whirl of Steel");
    const aliceSystem = systemOn(gm, aliceCard);
    const aliceTokens = [tokens.captain, ...tokens.minions].filter((t) =>
      aliceSystem.targets.some((row) => row.token === t.uuid),
    );
    expect(aliceTokens.length).toBeGreaterThan(0);
    // Bob's own area card, pointed at Alice's template (he authored the card), asked through the chat menu.
    await placeInReach(table, tokens.bob, [tokens.leader]);
    const bobCard = await useAbilityOn(table, bob, heroes.bob, [], [6, 6], "Whirl of Steel");
    await bob.run(() =>
      (game.messages?.get(bobCard) as unknown as HarnessDocument).update({
        "system.area.template": aliceSystem.area.template,
      }),
    );
    await session.settle();
    const before = tokenStaminaOn(gm, tokens.leader);
    const seen = bob.notifications.length;
    const forged = await bob.run(() =>
      requestGm({
        kind: "chatApply",
        messageId: bobCard,
        tokens: [tokens.leader.uuid],
        mode: "damage",
        adjust: 0,
      }),
    );
    await session.settle();
    expect(forged).toBeNull();
    expect(warningsOn(bob, seen).join(" ")).toContain("template");
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.leader)).toBe(before);
    expect(templateClaims(gm)).toEqual([]);
    // Alice's own card still applies with her template.
    expect((await requestApply(table, alice, aliceCard, aliceTokens)).result).not.toBeNull();
    expect(templateClaims(gm).map(cardOf)).toEqual([aliceCard]);
  });
});
