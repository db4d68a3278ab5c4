// @vitest-environment happy-dom
/**
 * The hero-token offer when a hero drops (R-HT-2: 2 tokens, "when you take damage", regain
 * Stamina equal to the recovery value). Bob's Shoulder In, applied through the GM's queue, takes Korva from 3
 * Stamina to below 0: the GM writes the damage and, without waiting for anyone, whispers an offer to Korva's
 * owner. Alice (on her own client) spends 2 tokens from it; the GM grants it once, and only from its own card.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "./table.ts";
import {
  actorOn,
  clickOn,
  combatantOn,
  heroSheetOn,
  openCombat,
  trackerOn,
  heroTokensOn,
  lastCardOn,
  placeInReach,
  setSetting,
  staminaOn,
  useAbilityOn,
  warningsOn,
} from "./play.ts";
import { change, field, find } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { healStamina, recoveryValue } from "../../src/rules/index.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let offerId = "";

const offerOn = (client: SimClient): HTMLElement | undefined =>
  [...client.chatLog.shown.values()].find((html) => html.querySelector(".drop-offer"));

describe("R-HT-2: a hero token offer when a hero drops", () => {
  it("R-HT-2: Bob's strike applied by the GM drops Korva below 0; Alice and the Director see the offer, Bob does not", async () => {
    table = await setUpTable();
    const { gm, alice, bob, session, heroes, tokens } = table;
    await setSetting(gm, "heroTokens", { value: 3 });
    await gm.run(() => heroes.alice.update({ system: { stamina: { value: 3 } } }));
    await session.settle();
    // In combat, on Tamsin's turn: Korva is not acting, so only "when taking damage" lets her spend (R-HT-2).
    const combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain]);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await session.settle();
    const tracker = await trackerOn(bob);
    await clickOn(table, bob, find(tracker, '[data-action="steelboundChooseSide"][data-side="heroes"]'));
    const tamsin = combatantOn(bob, combat, tokens.bob);
    await clickOn(table, bob, find(tracker, `[data-combatant-id="${tamsin}"] [data-action="steelboundAct"]`));
    await placeInReach(table, tokens.bob, [tokens.alice]);
    await useAbilityOn(table, bob, heroes.bob, [tokens.alice], [6, 6]); // 12 + 2 = 14: tier 2, 6 damage
    await clickOn(table, bob, find(lastCardOn(bob), '[data-action="applyDamage"]'));
    for (const client of session.clients) expect(staminaOn(client, heroes.alice)).toBe(-3);
    const offer = offerOn(alice);
    // Without the offer, Korva may not regain Stamina off her turn.
    const plain = await alice.run(() =>
      requestGm({ kind: "spendHeroToken", spend: "regainStamina", actorUuid: heroes.alice.uuid }),
    );
    expect(plain).toMatchObject({ allowed: false, reason: "notOnTurnOrTakingDamage" });
    expect(offer?.textContent).toContain("Korva has dropped to -3 Stamina");
    expect(offerOn(gm)).toBeDefined();
    expect(offerOn(bob)).toBeUndefined();
    offerId = [...alice.chatLog.shown.entries()].find(([, html]) => html === offer)?.[0] ?? "";
    expect(offerId).not.toBe("");
  });

  it("R-HT-2: Alice spends 2 hero tokens from the offer: Korva regains her recovery value on every client", async () => {
    const { alice, session, heroes } = table;
    const offer = offerOn(alice);
    if (!offer) throw new Error("Alice sees no offer");
    await clickOn(table, alice, find(offer, "button[data-steelbound-drop-offer]"));
    expect(warningsOn(alice)).toEqual([]);
    const expected = healStamina({ value: -3, max: 24, temporary: 0 }, recoveryValue(24)).value;
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(1);
      expect(staminaOn(client, heroes.alice)).toBe(expected);
    }
  });

  it("R-HT-2: the offer is granted once; Bob cannot spend it for Korva; a card Alice writes herself grants nothing", async () => {
    const { alice, bob, session, heroes } = table;
    await setSetting(table.gm, "heroTokens", { value: 3 });
    const stamina = staminaOn(table.gm, heroes.alice);
    const again = await alice.run(() =>
      requestGm({
        kind: "spendHeroToken",
        spend: "regainStamina",
        actorUuid: heroes.alice.uuid,
        messageId: offerId,
      }),
    );
    expect(again).toMatchObject({ allowed: false });
    await expect(
      bob.run(() =>
        requestGm({
          kind: "spendHeroToken",
          spend: "regainStamina",
          actorUuid: heroes.alice.uuid,
          messageId: offerId,
        }),
      ),
    ).resolves.toBeNull();
    // Alice posts a look-alike offer as herself: the GM reads its author, not its flags.
    const forged = await alice.run(() =>
      ChatMessage.create({
        content: "<p>offer</p>",
        flags: { steelbound: { dropOffer: { actor: heroes.alice.uuid, turn: null, stamina: -3, value: 8 } } },
      }),
    );
    await session.settle();
    const forgedId = (forged as { id: string } | undefined)?.id ?? "";
    const verdict = await alice.run(() =>
      requestGm({
        kind: "spendHeroToken",
        spend: "regainStamina",
        actorUuid: heroes.alice.uuid,
        messageId: forgedId,
      }),
    );
    await session.settle();
    expect(verdict).toMatchObject({ allowed: false });
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(3);
      expect(staminaOn(client, heroes.alice)).toBe(stamina);
    }
  });

  it("R-HT-1, R-HT-2: with a party, the offer counts and spends the party's pool; a hero outside the party gets none", async () => {
    const { gm, alice, session, heroes } = table;
    await gm.run(() => (gm.globals.game as { combat: { delete(): Promise<unknown> } }).combat.delete());
    await session.settle();
    // The Director makes a party of Korva alone and puts it in play; the pool stays the world's 3.
    const party = await create(gm, "Actor", {
      name: "The Shoulder Company",
      type: "party",
      system: { members: [heroes.alice.uuid] },
    });
    await setSetting(gm, "activeParty", party.id);
    await session.settle();
    const poolOn = (client: SimClient) => heroTokensOn(client);
    for (const client of session.clients) expect(poolOn(client)).toBe(3);
    const shown = alice.chatLog.shown.size;
    await gm.run(() => heroes.alice.update({ system: { stamina: { value: 3 } } }));
    await gm.run(() => heroes.alice.update({ system: { stamina: { value: -2 } } }));
    await session.settle();
    const offers = [...alice.chatLog.shown.values()]
      .slice(shown)
      .filter((h) => h.querySelector(".drop-offer"));
    expect(offers).toHaveLength(1);
    expect(offers[0]?.textContent).toContain("The party has 3 hero tokens.");
    await clickOn(table, alice, find(offers[0] as HTMLElement, "button[data-steelbound-drop-offer]"));
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      expect(poolOn(client)).toBe(1);
      expect(staminaOn(client, heroes.alice)).toBe(
        healStamina({ value: -2, max: 24, temporary: 0 }, 8).value,
      );
    }
    // Tamsin is not in the party: with 3 tokens in its pool again, her drop still offers nothing.
    await setSetting(gm, "heroTokens", { value: 3 });
    const before = table.gm.chatLog.shown.size;
    await gm.run(() => heroes.bob.update({ system: { stamina: { value: -1 } } }));
    await session.settle();
    expect([...gm.chatLog.shown.values()].slice(before).some((h) => h.querySelector(".drop-offer"))).toBe(
      false,
    );
  });
});

/** The offer cards a client shows after the first `from` cards of its log. */
const offersSince = (client: SimClient, from: number) =>
  [...client.chatLog.shown.values()].slice(from).filter((h) => h.querySelector(".drop-offer"));

describe("R-HT-2: the offer follows every drop of a party hero, whoever wrote it", () => {
  /** Each client's chat log length now, to count the offers that come after. */
  const marks = () => table.session.clients.map((c) => c.chatLog.shown.size);
  /** Korva's owner (Alice) and the Director see `n` new offers; Bob, who does not own Korva, none. */
  const expectOffers = (from: number[], n: number) => {
    const { gm, alice, bob, session } = table;
    const seen = (client: SimClient) => offersSince(client, from[session.clients.indexOf(client)] ?? 0);
    expect(seen(alice)).toHaveLength(n);
    expect(seen(gm)).toHaveLength(n);
    expect(seen(bob)).toHaveLength(0);
    return seen(alice);
  };

  it("R-HT-2, R-ST-2: Alice types -1 into Korva's Stamina on her own sheet: the offer appears once, on her client and the Director's", async () => {
    const { alice, gm, session, heroes } = table;
    expect(staminaOn(gm, heroes.alice)).toBeGreaterThan(0);
    await setSetting(gm, "heroTokens", { value: 3 });
    const from = marks();
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() => change(field(sheet, '[name="system.stamina.value"]'), "-1"));
    await session.settle();
    await alice.run(() => sheet.close());
    for (const client of session.clients) expect(staminaOn(client, heroes.alice)).toBe(-1);
    const [offer] = expectOffers(from, 1);
    expect(offer?.textContent).toContain("Korva has dropped to -1 Stamina");
  });

  it("R-HT-2: Alice takes 9 off Korva's Stamina on her token's bar (her own client writes it): the active GM posts the offer once", async () => {
    const { alice, gm, session, heroes } = table;
    await gm.run(() => heroes.alice.update({ system: { stamina: { value: 5 } } }));
    await session.settle();
    const from = marks();
    // v13 TokenHUD#onSubmitBar: "-9" in the bar's input → Actor#modifyTokenAttribute("stamina", -9, true, true),
    // clamped at 0 for a bar and written by Alice's client.
    await alice.run(() => actorOn(alice, heroes.alice).modifyTokenAttribute("stamina", -9, true, true));
    await session.settle();
    for (const client of session.clients) expect(staminaOn(client, heroes.alice)).toBe(0);
    const [offer] = expectOffers(from, 1);
    expect(offer?.textContent).toContain("Korva has dropped to 0 Stamina");
  });

  it("R-HT-2: a write of Alice's own that lowers Korva further while she is already down is no drop: no second offer", async () => {
    const { alice, session, heroes } = table;
    const from = marks();
    await alice.run(() => on(alice, heroes.alice).update({ "system.stamina.value": -6 }));
    await session.settle();
    for (const client of session.clients) expect(staminaOn(client, heroes.alice)).toBe(-6);
    expectOffers(from, 0);
  });

  it("R-HT-2: the Director's own write still posts exactly one offer", async () => {
    const { gm, session, heroes } = table;
    await gm.run(() => heroes.alice.update({ system: { stamina: { value: 4 } } }));
    await session.settle();
    const from = marks();
    await gm.run(() => heroes.alice.update({ system: { stamina: { value: 0 } } }));
    await session.settle();
    const [offer] = expectOffers(from, 1);
    expect(offer?.textContent).toContain("Korva has dropped to 0 Stamina");
  });
});

describe("R-HT-2: an unlinked hero token's drop posts the offer like a linked one", () => {
  /** An unlinked token of Korva, placed by the Director; its synthetic actor as `client` holds it. */
  const placeUnlinked = async (x: number) => {
    const { gm, session, scene, heroes } = table;
    const before = new Set(scene.tokens.contents.map((t) => t.id));
    await gm.run(() =>
      scene.createEmbeddedDocuments("Token", [
        { name: "Korva", actorId: heroes.alice.id, actorLink: false, x: x * 100, y: 700 },
      ]),
    );
    await session.settle();
    const token = scene.tokens.contents.find((t) => !before.has(t.id));
    if (!token) throw new Error("the unlinked token was not placed");
    return (client: SimClient) => {
      const actor = client.run(() => on(client, token).actor);
      if (!actor) throw new Error(`${client.label} has no synthetic actor`);
      return actor;
    };
  };
  const staminaOf = (actor: { system: unknown }) =>
    Number(foundry.utils.getProperty(actor.system as object, "stamina.value"));

  it("R-HT-2: Alice's token bar drops her unlinked Korva token to 0: the active GM posts exactly one offer; the world Korva is untouched", async () => {
    const { gm, alice, bob, session, heroes } = table;
    // No party: the world's pool pays (R-HT-1), so a hero on an unlinked token may spend it.
    const parties = gm.run(() => (game.actors?.contents ?? []).filter((a) => a.type === "party"));
    for (const party of parties) await gm.run(() => party.delete());
    // Above winded (R-ST-1): the world Korva carries no status effect for the token to inherit.
    await gm.run(() => heroes.alice.update({ system: { stamina: { value: 20 } } }));
    await setSetting(gm, "heroTokens", { value: 3 });
    const synthetic = await placeUnlinked(14);
    const from = session.clients.map((c) => c.chatLog.shown.size);
    await alice.run(() => synthetic(alice).modifyTokenAttribute("stamina", -25, true, true));
    await session.settle();
    for (const client of session.clients) {
      expect(staminaOf(synthetic(client))).toBe(0);
      expect(staminaOn(client, heroes.alice)).toBe(20);
    }
    const seen = (client: SimClient) => offersSince(client, from[session.clients.indexOf(client)] ?? 0);
    expect(seen(alice)).toHaveLength(1);
    expect(seen(gm)).toHaveLength(1);
    expect(seen(bob)).toHaveLength(0);
    expect(seen(alice)[0]?.textContent).toContain("Korva has dropped to 0 Stamina");
  });

  it("R-HT-2: a token placed before a world change of Korva's Stamina is judged from its Stamina now; the Director's own drop posts one offer", async () => {
    const { gm, alice, bob, session, heroes } = table;
    const synthetic = await placeUnlinked(15);
    // The world Korva goes to 14: the untouched token follows her (its delta has no Stamina).
    await gm.run(() => heroes.alice.update({ system: { stamina: { value: 14 } } }));
    await session.settle();
    expect(staminaOf(synthetic(gm))).toBe(14);
    let from = session.clients.map((c) => c.chatLog.shown.size);
    const seen = (client: SimClient) => offersSince(client, from[session.clients.indexOf(client)] ?? 0);
    await alice.run(() => synthetic(alice).update({ "system.stamina.value": -1 }));
    await session.settle();
    expect(seen(alice)).toHaveLength(1);
    expect(seen(gm)).toHaveLength(1);
    expect(seen(bob)).toHaveLength(0);
    // Up again, then the Director's own write drops the token: one offer, not one from each trigger.
    await gm.run(() => synthetic(gm).update({ "system.stamina.value": 5 }));
    await session.settle();
    from = session.clients.map((c) => c.chatLog.shown.size);
    await gm.run(() => synthetic(gm).update({ "system.stamina.value": -3 }));
    await session.settle();
    expect(seen(alice)).toHaveLength(1);
    expect(seen(gm)).toHaveLength(1);
    expect(seen(alice)[0]?.textContent).toContain("Korva has dropped to -3 Stamina");
  });

  it("R-HT-1, R-HT-2: with a party of Korva, her unlinked token's drop offers the party's tokens and Alice spends them", async () => {
    const { gm, alice, bob, session, heroes } = table;
    const party = await create(gm, "Actor", {
      name: "The Shoulder Company",
      type: "party",
      system: { members: [heroes.alice.uuid] },
    });
    // The Director puts it in play and sets the pool (the world's) to 3.
    await setSetting(gm, "activeParty", party.id);
    await setSetting(gm, "heroTokens", { value: 3 });
    await session.settle();
    const poolOn = (client: SimClient) => heroTokensOn(client);
    const synthetic = await placeUnlinked(16);
    await gm.run(() => synthetic(gm).update({ "system.stamina.value": 6 }));
    await session.settle();
    const from = session.clients.map((c) => c.chatLog.shown.size);
    const seen = (client: SimClient) => offersSince(client, from[session.clients.indexOf(client)] ?? 0);
    await alice.run(() => synthetic(alice).update({ "system.stamina.value": -2 }));
    await session.settle();
    expect(seen(alice)).toHaveLength(1);
    expect(seen(gm)).toHaveLength(1);
    expect(seen(bob)).toHaveLength(0);
    const offer = seen(alice)[0] as HTMLElement;
    expect(offer.textContent).toContain("The party has 3 hero tokens.");
    // The token's copy of Korva spends the party's pool (R-HT-1): 2 tokens for her recoveries' worth.
    await clickOn(table, alice, find(offer, "button[data-steelbound-drop-offer]"));
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      expect(poolOn(client)).toBe(1);
      expect(staminaOf(synthetic(client))).toBeGreaterThan(0);
    }
    await gm.run(() => party.delete());
    await session.settle();
  });
});
