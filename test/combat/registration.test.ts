import { beforeAll, describe, expect, it } from "vitest";
import type { HarnessHooks } from "../harness/globals.ts";
import { resetWorld } from "../harness/globals.ts";
import { SteelCombat } from "../../src/documents/combat.ts";
import { SteelCombatant } from "../../src/documents/combatant.ts";
import { importSystem } from "../harness/system-hooks.ts";

beforeAll(async () => {
  resetWorld();
  await importSystem();
  (Hooks as unknown as HarnessHooks).callAll("init");
});

describe("combat registration at init", () => {
  it("uses the Steelbound Combat and Combatant classes and the Draw Steel tracker", () => {
    expect(CONFIG.Combat.documentClass).toBe(SteelCombat);
    expect(CONFIG.Combatant.documentClass).toBe(SteelCombatant);
    expect(CONFIG.ui.combat.name).toBe("SteelCombatTracker");
  });

  it("registers Malice, hero tokens, Malice visibility and the turn order as world settings", () => {
    // The harness settings hold each registered default.
    const values = (game.settings as unknown as { values: Map<string, unknown> }).values;
    for (const key of ["malice", "heroTokens", "maliceVisible", "initiativeMode"])
      expect(values.has(`steelbound.${key}`), key).toBe(true);
    expect(values.get("steelbound.initiativeMode")).toBe("alternating");
  });

  it("R-AB-11: turn ends run through SteelCombat's own flow only, not Foundry's combatTurnChange (combat.turn stays null)", () => {
    const hooks = Hooks as unknown as HarnessHooks;
    expect(hooks.handlers.get("combatTurnChange") ?? []).toEqual([]);
    expect((hooks.handlers.get("renderChatMessageHTML") ?? []).length).toBeGreaterThan(0);
  });
});
