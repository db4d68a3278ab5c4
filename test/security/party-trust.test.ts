// @vitest-environment happy-dom
/**
 * Creation is not authority (trust issue, item 2). Alice's Director lets players create actors (the README
 * asks for it), so through her own (modded) client she makes a party of her own and writes 50 hero tokens
 * into it. Before the fix her party became the table's party (the world's first) and the pool was read from
 * it. Now: the party in play is only the one the Director chose (the GM-only `activeParty` setting), and the
 * pool is only the GM-only world setting `heroTokens` (src/documents/party.ts). Steps run in order and share
 * the table; the last describe is an old world meeting the one-time GM pass "party-1".
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "../session/table.ts";
import {
  clickOn,
  heroTokensOn,
  ownSheetOn,
  setSetting,
  setting,
  systemOf,
  warningsOn,
} from "../session/play.ts";
import { find, findAll, textOf } from "../sim/applications/user.ts";
import { grantPermission } from "../sim/session.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { activeParty } from "../../src/documents/party.ts";
import { PARTY_PASS, partyPassOnce } from "../../src/queries/party-pass.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let hers: HarnessDocument;
let his: HarnessDocument | undefined;

const chosenOn = (client: SimClient): unknown =>
  client.run(() => game.settings?.get("steelbound", "activeParty"));
const activeOn = (client: SimClient): string | null => client.run(() => activeParty()?.id ?? null);

const doneOn = (client: SimClient): string[] =>
  (setting(client, "gmRecord") as { toObject(): { done: string[] } }).toObject().done;

/** An old world: the pass has not run yet (the table's ready already ran it on this new one). */
async function beforeThePass(t: Table): Promise<void> {
  const record = (setting(t.gm, "gmRecord") as { toObject(): object }).toObject();
  await setSetting(t.gm, "gmRecord", { ...record, done: doneOn(t.gm).filter((d) => d !== PARTY_PASS) });
  await t.session.settle();
}

/** A player's spend request for 2 surges (R-HT-2), outside combat; resolves to the GM's verdict or null. */
const surgesFor = (client: SimClient, hero: HarnessDocument) =>
  client.run(() =>
    requestGm({ kind: "spendHeroToken", spend: "surges", actorUuid: hero.uuid, messageId: null }),
  );

describe("a player's party grants nothing", () => {
  it("Alice (allowed to create actors) makes a party of her own hero and writes 50 tokens into it: it is not in play, no token moves", async () => {
    table = await setUpTable();
    const { gm, alice, session, heroes } = table;
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    await setSetting(gm, "heroTokens", { value: 3 });
    // The GM's ready in this new world already made the one-time pass (nothing to carry over).
    for (const client of session.clients) expect(doneOn(client)).toContain(PARTY_PASS);
    hers = await create(alice, "Actor", {
      name: "Alice's Own Company",
      type: "party",
      ownership: { default: 0, [alice.userId]: 3 },
      system: { members: [heroes.alice.uuid] },
    });
    await session.settle();
    await alice.run(() => on(alice, hers).update({ system: { heroTokens: { value: 50 } } }));
    await session.settle();
    for (const client of session.clients) {
      // The server took her writes (she owns what she made) ...
      expect(systemOf(client, hers, "heroTokens.value")).toBe(50);
      // ... but nothing counts: no party in play, the world's 3 stay in the world's pool.
      expect(chosenOn(client)).toBe("");
      expect(activeOn(client)).toBeNull();
      expect(heroTokensOn(client)).toBe(3);
    }
  });

  it("Alice cannot put her party in play: the server refuses her write of the GM-only setting; her sheet has no such button", async () => {
    const { alice, session } = table;
    await expect(setSetting(alice, "activeParty", hers.id)).rejects.toThrow();
    await session.settle();
    for (const client of session.clients) expect(activeOn(client)).toBeNull();
    const sheet = await ownSheetOn(alice, hers);
    expect(findAll(sheet, '[data-action="makeActive"]')).toEqual([]);
    expect(textOf(find(sheet, ".party-not-active"))).toContain("Not the party in play");
    expect(findAll(sheet, ".party-token-count")).toEqual([]);
  });

  it("a second party she makes with no owner at all (a modded client's data) is not chosen by the GM's next ready either", async () => {
    const { gm, alice, session, heroes } = table;
    const ownerless = await create(alice, "Actor", {
      name: "Nobody's Company",
      type: "party",
      ownership: { default: 0 },
      system: { members: [heroes.alice.uuid], heroTokens: { value: 50 } },
    });
    await session.settle();
    expect(await gm.run(() => partyPassOnce())).toBeNull();
    await session.settle();
    for (const client of session.clients) {
      expect(activeOn(client)).toBeNull();
      expect(heroTokensOn(client)).toBe(3);
      expect(systemOf(client, ownerless, "heroTokens.value")).toBe(50);
    }
  });

  it("R-HT-1, R-HT-2: Alice asks for 6 surge spends; the GM grants 3 from the pool of 3 and refuses the other 3", async () => {
    const { alice, session, heroes } = table;
    const before = Number(systemOf(alice, heroes.alice, "surges"));
    const verdicts: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      verdicts.push(await surgesFor(alice, heroes.alice));
      await session.settle();
    }
    const granted = verdicts.filter((v) => (v as { allowed?: boolean } | null)?.allowed === true);
    expect(granted).toHaveLength(3);
    expect(verdicts.slice(3)).toEqual(Array(3).fill({ allowed: false, reason: "notEnoughTokens" }));
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(0);
      expect(systemOf(client, heroes.alice, "surges")).toBe(before + 6);
      expect(systemOf(client, hers, "heroTokens.value")).toBe(50);
    }
  });

  it("R-HT-2: Bob is not refused because of her party (his hero is in none): the Director gives 1 token, Bob spends it", async () => {
    const { gm, bob, session, heroes } = table;
    await setSetting(gm, "heroTokens", { value: 1 });
    await session.settle();
    const before = Number(systemOf(bob, heroes.bob, "surges"));
    const seen = bob.notifications.length;
    const verdict = await surgesFor(bob, heroes.bob);
    await session.settle();
    expect(verdict).toMatchObject({ allowed: true });
    expect(warningsOn(bob, seen)).toEqual([]);
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(0);
      expect(systemOf(client, heroes.bob, "surges")).toBe(before + 2);
    }
  });

  it("honest play: the Director makes his own party of both heroes, puts it in play from its sheet and starts the session; its pool works", async () => {
    const { gm, alice, bob, session, heroes } = table;
    const played = await create(gm, "Actor", {
      name: "The Shoulder Company",
      type: "party",
      system: { members: [heroes.alice.uuid, heroes.bob.uuid] },
    });
    await session.settle();
    const sheet = await ownSheetOn(gm, played);
    await clickOn(table, gm, find(sheet, '[data-action="makeActive"]'));
    await clickOn(table, gm, find(sheet, '[data-action="heroTokens"][data-change="startSession"]'));
    for (const client of session.clients) {
      expect(activeOn(client)).toBe(played.id);
      // R-HT-1: one token per member, in the world's pool.
      expect(heroTokensOn(client)).toBe(2);
    }
    expect(textOf(find(sheet, ".party-token-count"))).toBe("2");
    expect(await surgesFor(alice, heroes.alice)).toMatchObject({ allowed: true });
    await session.settle();
    expect(await surgesFor(bob, heroes.bob)).toMatchObject({ allowed: true });
    await session.settle();
    expect(await surgesFor(alice, heroes.alice)).toEqual({ allowed: false, reason: "notEnoughTokens" });
    await session.settle();
    // Alice's own party, still hers, still holds her 50: it never paid.
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(0);
      expect(systemOf(client, hers, "heroTokens.value")).toBe(50);
    }
    his = played;
  });

  it("the Director deletes his party: the choice is cleared, so a party Alice makes under its id (keepId) is not in play", async () => {
    const { gm, alice, session, heroes } = table;
    const id = his?.id ?? "";
    await gm.run(() => on(gm, his as HarnessDocument).delete());
    await session.settle();
    for (const client of session.clients) expect(chosenOn(client)).toBe("");
    // Her modded client sends the data it wants (v13 DatabaseCreateOperation keepId keeps the _id).
    const data = {
      _id: id,
      name: "The Shoulder Company",
      type: "party",
      ownership: { default: 0, [alice.userId]: 3 },
      system: { members: [heroes.alice.uuid] },
    };
    await alice.run(() => Actor.create(data as never, { keepId: true }));
    await session.settle();
    for (const client of session.clients) {
      expect(client.run(() => (game.actors?.contents ?? []).find((a) => a.id === id)?.type)).toBe("party");
      expect(activeOn(client)).toBeNull();
    }
  });
});

describe("an existing world meets the GM pass party-1", () => {
  it("the Director's own party of an old world (no choice stored, the pool in the party) stays in play and its 4 tokens move to the world's pool", async () => {
    const t = await setUpTable();
    const { gm, alice, session, heroes } = t;
    await setSetting(gm, "heroTokens", { value: 0 });
    // Old data: a player's party made first (it was "the first party") and the Director's, holding the pool.
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    const players = await create(alice, "Actor", {
      name: "Alice's Own Company",
      type: "party",
      ownership: { default: 0, [alice.userId]: 3 },
      system: { members: [heroes.alice.uuid], heroTokens: { value: 50 } },
    });
    const his = await create(gm, "Actor", {
      name: "The Shoulder Company",
      type: "party",
      system: { members: [heroes.alice.uuid, heroes.bob.uuid], heroTokens: { value: 4 } },
    });
    await beforeThePass(t);
    expect(await gm.run(() => partyPassOnce())).toEqual({ chosen: his.id, moved: 4 });
    await session.settle();
    for (const client of session.clients) {
      expect(activeOn(client)).toBe(his.id);
      expect(heroTokensOn(client)).toBe(4);
      expect(systemOf(client, his, "heroTokens.value")).toBe(0);
      expect(systemOf(client, players, "heroTokens.value")).toBe(50);
    }
    // Once per world.
    expect(await gm.run(() => partyPassOnce())).toBeNull();
  });

  it("an old world whose only party is a player's: nothing is chosen and her count is not carried over", async () => {
    const t = await setUpTable();
    const { gm, alice, session, heroes } = t;
    await setSetting(gm, "heroTokens", { value: 1 });
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    await create(alice, "Actor", {
      name: "Alice's Own Company",
      type: "party",
      ownership: { default: 0, [alice.userId]: 3 },
      system: { members: [heroes.alice.uuid], heroTokens: { value: 50 } },
    });
    await beforeThePass(t);
    expect(await gm.run(() => partyPassOnce())).toEqual({ chosen: null, moved: 0 });
    await session.settle();
    for (const client of session.clients) {
      expect(activeOn(client)).toBeNull();
      expect(heroTokensOn(client)).toBe(1);
    }
  });
});
