// @vitest-environment happy-dom
/**
 * The accepted versions in THE GM's record are bounded per player, not only in size. Bob's
 * modded client makes 320 abilities on his own hero (his write; the server takes it) and has each accepted
 * the way a player can (the GM accepts a player's ability whose mechanics equal its compendium source, at its
 * use: acceptAbilities, src/queries/accepted-abilities/judge.ts). Only his newest 300 stay, his own oldest
 * dropped; Alice's accepted Shoulder In stays, and her next use of it applies at once.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable } from "../session/table.ts";
import { clickOn, placeInReach, rowButton, setting, tokenStaminaOn, useAbilityOn } from "../session/play.ts";
import { acceptAbilities, PER_PLAYER_ACCEPTED } from "../../src/queries/accepted-abilities/record.ts";
import { SHOULDER_IN } from "../session/table.ts";

describe("Accepted versions bounded per player", () => {
  it("Bob's 320 accepted abilities keep his newest 300; Alice's Shoulder In stays accepted and applies at once", async () => {
    const table = await setUpTable();
    const { gm, bob, session, heroes, tokens } = table;
    const record = () =>
      (setting(gm, "gmRecord") as { toObject(): { abilities: Record<string, string> } }).toObject();
    const shoulder = (hero: typeof heroes.alice) =>
      gm.run(
        () =>
          (on(gm, hero) as unknown as Actor.Implementation).items.find((i) => i.name === "Shoulder In")
            ?.uuid ?? "",
      );
    const alices = shoulder(heroes.alice);
    expect(record().abilities[alices]).toBeDefined();

    const made = (await bob.run(() =>
      on(bob, heroes.bob).createEmbeddedDocuments(
        "Item",
        Array.from({ length: 320 }, (_, i) => ({ ...SHOULDER_IN, name: `Copy ${i}` })),
      ),
    )) as { uuid: string }[];
    await session.settle();
    const uuids = made.map((m) => m.uuid);
    // Accepted one by one, as their uses would be.
    for (let i = 0; i < uuids.length; i += 40)
      await gm.run(() =>
        acceptAbilities(
          uuids
            .slice(i, i + 40)
            .map((u) => fromUuidSync(u) as unknown as { uuid: string; toObject(): unknown }),
        ),
      );
    await session.settle();

    const kept = record().abilities;
    const bobs = uuids.filter((u) => kept[u] !== undefined);
    // His newest 300 of all his entries (Shoulder In and his creature's numbers were older still).
    expect(bobs.length).toBeLessThanOrEqual(PER_PLAYER_ACCEPTED);
    expect(bobs).toEqual(uuids.slice(uuids.length - bobs.length));
    expect(kept[uuids.at(-1) ?? ""]).toBeDefined();
    expect(kept[uuids[0] ?? ""]).toBeUndefined();
    expect(kept[alices]).toBeDefined();
    expect(kept[heroes.alice.uuid]).toBeDefined();

    // Alice's use applies at once (no review).
    const [first] = tokens.minions;
    if (!first) throw new Error("no minion");
    await placeInReach(table, tokens.alice, [first]);
    const before = tokenStaminaOn(gm, first);
    const card = await useAbilityOn(table, table.alice, heroes.alice, [first], [10, 10]);
    await clickOn(table, table.alice, rowButton(table.alice, card, "applyDamage"));
    await session.settle();
    for (const client of session.clients) expect(tokenStaminaOn(client, first)).toBeLessThan(before);
  }, 240_000);
});
