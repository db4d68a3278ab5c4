// @vitest-environment happy-dom
/**
 * The companion actor (the official 1.x `companion` type, a Beastheart's animal): retainer-shaped, so its
 * owner opens its own sheet, sees its master and stat block, and rolls its abilities from the sheet.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, setUpTable } from "./table.ts";
import { actorOn, lastCardOn, ownSheetOn } from "./play.ts";
import { answerDialog, click, textOf } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";

describe("a companion's sheet", () => {
  it("R-RT-1, R-PR-1: shows its master and stats; its owner rolls its ability from the sheet and every client sees the card", async () => {
    const table = await setUpTable();
    const { gm, alice, bob, session, heroes } = table;
    const wolf = await create(gm, "Actor", {
      name: "Wolf",
      type: "companion",
      ownership: { default: 0, [alice.userId]: 3 },
      system: {
        mentor: heroes.alice.uuid,
        stamina: { value: 20, max: 20 },
        characteristics: { might: 2, agility: 2, reason: -1, intuition: 2, presence: 1 },
        movement: { speed: 7 },
        stability: 1,
      },
      items: [
        {
          name: "Clamping Jaws",
          type: "ability",
          system: {
            type: "maneuver",
            keywords: ["melee", "weapon"],
            distance: { type: "melee", melee: 1 },
            power: {
              characteristics: ["might"],
              tier1: { damage: { value: 3 } },
              tier2: { damage: { value: 5 } },
              tier3: { damage: { value: 7 } },
            },
          },
        },
      ],
    });
    await session.settle();
    const sheet = await ownSheetOn(alice, actorOn(alice, wolf));
    expect(sheet.constructor.name).toBe("CompanionSheet");
    const shown = textOf(sheet);
    expect(shown).toContain("Wolf");
    expect(shown).toContain(alice.run(() => game.i18n?.localize("STEELBOUND.Companion.Master")));
    expect(shown).toContain(actorOn(alice, heroes.alice).name);
    expect(shown).toContain("Clamping Jaws");
    queueDice(6, 6);
    const using = alice.run(() => click(sheet, "useAbility"));
    await alice.run(() => answerDialog("roll"));
    await using;
    await session.settle();
    for (const client of [gm, alice, bob]) expect(lastCardOn(client).textContent).toContain("Clamping Jaws");
  });
});
