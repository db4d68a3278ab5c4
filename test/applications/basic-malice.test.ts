import "../harness/rolls.ts";
import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { chatMessages, resetHarness, settings, type HarnessActor } from "../harness/combat-flow.ts";
import { notifications } from "../harness/globals.ts";
import { hero, monster, scenario } from "../harness/scenario.ts";
import { buyBasicMalice, monsterMaliceInput } from "../../src/applications/sheets/monster-malice.ts";
import { readMalice } from "../../src/documents/combat/malice.ts";

beforeEach(() => {
  resetHarness();
  notifications.length = 0;
});

// The harness actor is the runtime Actor; the sheet code takes Foundry's type.
const asActor = (a: HarnessActor) => a as unknown as Actor.Implementation;

/** The Director goes first; the goblin's turn has just started. */
async function goblinTurn() {
  const s = scenario();
  s.add(hero("A", { victories: 10 }));
  const goblin = monster("Goblin");
  const ogre = monster("Ogre");
  const goblinId = s.add(goblin).id;
  s.add(ogre);
  await s.combat.startCombat({ d10: 2, mode: "alternating" });
  await s.combat.chooseFirstSide("director");
  await s.combat.takeTurn(goblinId);
  (globalThis as unknown as { game: { combat: unknown } }).game.combat = s.combat;
  return { s, goblin, ogre };
}

describe("Basic Malice from the monster sheet (R-ML-3)", () => {
  it("R-ML-3: offered at the start of the acting monster's turn only", async () => {
    const { goblin, ogre } = await goblinTurn();
    expect(monsterMaliceInput(asActor(goblin))).toMatchObject({ turnStart: true, round: 1, value: 12 });
    expect(monsterMaliceInput(asActor(ogre)).turnStart).toBe(false);
  });

  it("R-ML-3: Brutal Effectiveness spends 3 Malice, waits for the next potency and is announced", async () => {
    const { goblin } = await goblinTurn();
    await buyBasicMalice(asActor(goblin), "brutalEffectiveness");
    expect(readMalice().value).toBe(12 - 3);
    expect(goblin.flags).toMatchObject({ steelbound: { potencyBonus: 1 } });
    expect(chatMessages).toHaveLength(1);
    expect(monsterMaliceInput(asActor(goblin)).turnStart).toBe(false); // once per turn
    await buyBasicMalice(asActor(goblin), "brutalEffectiveness");
    expect(readMalice().value).toBe(9);
    expect(notifications.map((n) => n.message)).toEqual(["STEELBOUND.Malice.Error.notTurnStart"]);
  });

  it("R-ML-5: players read the pool only when shown", async () => {
    const { goblin } = await goblinTurn();
    await settings.set("steelbound", "maliceVisible", false);
    expect(monsterMaliceInput(asActor(goblin)).visibleToPlayers).toBe(false);
  });
});
