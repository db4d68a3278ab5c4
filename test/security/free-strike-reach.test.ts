// @vitest-environment happy-dom
/**
 * R-MO-2: the GM measures a free strike's reach on the board, as it measures an
 * ability's (src/canvas/reach-board.ts). A free strike card names only its creature and its targets; a
 * Director's creature's free strike is a melee one (melee 1 or its signature's melee distance) or a ranged
 * one (ranged 5 or its signature's ranged distance), so a target counts as reached when either reaches it
 * with a line of effect. Bob, who was given the Goblin Shieldbearer (an unlinked token, signature Shield Bash
 * melee 1), free-strikes Korva from its sheet and clicks Apply on the card, as a player does; a modded
 * client's direct request and an edit of the signature's distance get nothing more.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { create, on, packSource, setUpTable, target, type Table } from "../session/table.ts";
import {
  clickOn,
  lastMessageId,
  monsterSheetOn,
  placeAt,
  placeTokenFor,
  requestApply,
  rowButton,
  staminaOn,
  warningsOn,
} from "../session/play.ts";
import { closeAll, find } from "../sim/applications/user.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
beforeEach(async () => {
  table = await setUpTable();
  const { gm, monsters, bob, session } = table;
  await gm.run(() => on(gm, monsters.captain).update({ ownership: { [bob.userId]: 3 } }));
  await session.settle();
});
afterEach(async () => {
  await closeAll();
});

/** The GM's document writes since `from` (the server log). */
const gmWritesSince = (from: number) =>
  table.session.server.log.slice(from).filter((e) => e.userId === table.gm.userId && !("query" in e.request));

/** The creature's actor as `client` holds it: the token's synthetic actor, or the world actor. */
const actorOf = (client: SimClient, token: SimTokenDocument): HarnessDocument => {
  const actor = client.run(() => on(client, token).actor);
  if (!actor) throw new Error(`${token.name} has no actor`);
  return actor;
};

/**
 * Bob targets Korva, clicks Free Strike on `striker`'s sheet and Apply on the card's row: the card, the GM's
 * writes, Korva's stamina change on every client, Bob's and the Director's warnings.
 */
async function freeStrikeKorva(striker: SimTokenDocument) {
  const { bob, gm, session, heroes, tokens } = table;
  target(bob, [tokens.alice]);
  const sheet = await monsterSheetOn(bob, actorOf(bob, striker));
  await clickOn(table, bob, find(sheet.element, '[data-action="freeStrike"]'));
  await bob.run(() => sheet.close());
  const card = lastMessageId(table);
  const before = session.clients.map((c) => staminaOn(c, heroes.alice));
  const from = session.server.log.length;
  const seenBob = bob.notifications.length;
  const seenGm = gm.notifications.length;
  await clickOn(table, bob, rowButton(bob, card, "applyDamage"));
  return {
    card,
    writes: gmWritesSince(from).length,
    dealt: session.clients.map((c, i) => (before[i] ?? 0) - staminaOn(c, heroes.alice)),
    bob: warningsOn(bob, seenBob).join(" "),
    director: warningsOn(gm, seenGm).join(" "),
  };
}

describe("the GM measures a free strike's reach (R-MO-2)", () => {
  it("R-MO-2: Korva 8 squares from the Shieldbearer (beyond melee 1 and ranged 5) is refused; nothing is written on any client", async () => {
    await placeAt(table, table.tokens.alice, 1, 8);
    await placeAt(table, table.tokens.captain, 9, 8);
    const out = await freeStrikeKorva(table.tokens.captain);
    expect(out.dealt).toEqual([0, 0, 0]);
    expect(out.writes).toBe(0);
    expect(out.bob).toContain("beyond this creature's free strike");
    expect(out.director).toContain("Goblin Shieldbearer's Free strike does not reach Korva");
  });

  it("R-MO-2: at 4 squares the ranged free strike reaches: applied once (3 damage), a second click and a modded request are refused", async () => {
    await placeAt(table, table.tokens.alice, 1, 8);
    await placeAt(table, table.tokens.captain, 5, 8);
    const out = await freeStrikeKorva(table.tokens.captain);
    expect(out.director, out.director).toBe("");
    expect(out.bob).toBe("");
    expect(out.dealt).toEqual([3, 3, 3]);
    const again = await requestApply(table, table.bob, out.card, [table.tokens.alice]);
    expect(again.result).toBeNull();
    expect(again.warnings).toContain("Already applied");
    for (const client of table.session.clients)
      expect(staminaOn(client, table.heroes.alice)).toBe(staminaOn(table.gm, table.heroes.alice));
  });

  it("line of effect: Korva beside the Shieldbearer but behind a wall is refused", async () => {
    const { gm, session } = table;
    await placeAt(table, table.tokens.alice, 4, 8);
    await placeAt(table, table.tokens.captain, 5, 8);
    await gm.run(() => on(gm, table.scene).createEmbeddedDocuments("Wall", [{ c: [500, 800, 500, 900] }]));
    await session.settle();
    const out = await freeStrikeKorva(table.tokens.captain);
    expect(out.dealt).toEqual([0, 0, 0]);
    expect(out.writes).toBe(0);
    expect(out.bob).toContain("no line of effect");
  });

  it("R-MO-2: Bob edits his Shieldbearer's Shield Bash to ranged 20: the GM measures from the accepted signature, so 8 squares stays refused", async () => {
    const { gm, bob, session, tokens } = table;
    const mine = await create(gm, "Actor", {
      ...packSource("monsters", "Goblin Shieldbearer"),
      ownership: { default: 0, [bob.userId]: 3 },
    });
    const token = await placeTokenFor(table, mine, 9, 8);
    await placeAt(table, tokens.alice, 1, 8);
    const bash = bob.run(() =>
      (on(bob, mine) as unknown as Actor.Implementation).items.find((i) => i.name === "Shield Bash"),
    ) as unknown as HarnessDocument | undefined;
    if (!bash) throw new Error("no Shield Bash");
    await bob.run(() => bash.update({ system: { distance: { type: "ranged", melee: 0, ranged: 20 } } }));
    await session.settle();
    const out = await freeStrikeKorva(token);
    expect(out.dealt).toEqual([0, 0, 0]);
    expect(out.writes).toBe(0);
    expect(out.bob).toContain("beyond this creature's free strike");
  });

  it("R-MO-2: a Goblin Thrower's free strike reaches as far as its signature (Hurled Stone, ranged 10): 8 squares applies once", async () => {
    const { gm, bob, session, tokens } = table;
    const thrower = await create(gm, "Actor", {
      ...packSource("monsters", "Goblin Thrower"),
      ownership: { default: 0, [bob.userId]: 3 },
    });
    const token = await placeTokenFor(table, thrower, 9, 8);
    await placeAt(table, tokens.alice, 1, 8);
    await session.settle();
    const out = await freeStrikeKorva(token);
    expect(out.bob).toBe("");
    expect(out.dealt).toEqual([2, 2, 2]);
    // One square further is beyond even its ranged free strike.
    await placeAt(table, token, 12, 8);
    const far = await freeStrikeKorva(token);
    expect(far.dealt).toEqual([0, 0, 0]);
    expect(far.writes).toBe(0);
  });

  it("R-MO-2, R-HERO-KIT-DISTANCE: the Director's polearm kit (+1) on Bob's Shieldbearer, whose Shield Bash he made melee 5, reaches Korva 6 squares away; Bob's kit edited to +20 counts the book's +1, so 8 squares stays refused and the Director is told", async () => {
    const { gm, bob, session, tokens } = table;
    const mine = await create(gm, "Actor", {
      ...packSource("monsters", "Goblin Shieldbearer"),
      ownership: { default: 0, [bob.userId]: 3 },
    });
    const item = (client: SimClient, type: string) =>
      client.run(
        () =>
          (on(client, mine) as unknown as Actor.Implementation).items.find((i) =>
            type === "kit" ? i.type === "kit" : i.name === type,
          ) as unknown as HarnessDocument & { update(d: object): Promise<unknown> },
      );
    // The Director's writes: Shield Bash melee 5 and a polearm kit (accepted as his).
    await gm.run(() => item(gm, "Shield Bash").update({ system: { distance: { melee: 5 } } }));
    await gm.run(() =>
      on(gm, mine).createEmbeddedDocuments("Item", [
        { name: "Guisarme", type: "kit", system: { bonuses: { meleeDistance: 1 } } },
      ]),
    );
    await session.settle();
    const token = await placeTokenFor(table, mine, 9, 8);
    await placeAt(table, tokens.alice, 3, 8);
    const out = await freeStrikeKorva(token);
    expect(out.director).toBe("");
    expect(out.bob).toBe("");
    expect(out.dealt).toEqual([3, 3, 3]);

    // Bob's own write of his kit: the server takes it; the GM counts the book's +1 (melee 5 + 1 = 6 < 8).
    await bob.run(() => item(bob, "kit").update({ system: { bonuses: { meleeDistance: 20 } } }));
    await session.settle();
    await placeAt(table, tokens.alice, 1, 8);
    const far = await freeStrikeKorva(token);
    expect(far.dealt).toEqual([0, 0, 0]);
    expect(far.writes).toBe(0);
    expect(far.bob).toContain("beyond this creature's free strike");
    expect(far.director).toContain("more than the book allows");
  });
});
