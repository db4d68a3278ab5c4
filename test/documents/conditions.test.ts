import { beforeEach, describe, expect, it } from "vitest";
import { CONDITIONS } from "../../src/rules/index.ts";
import { createActor, freshWorld } from "../harness/world.ts";
import { fillSlots } from "../../src/documents/slots.ts";

beforeEach(freshWorld);

const hero = (items: Record<string, unknown>[] = []) =>
  createActor({ name: "Korva", type: "hero", system: { movement: { speed: 5 } }, items });

describe("Draw Steel status effects", () => {
  it("R-CN-1…R-CN-11, R-CB-7: CONFIG.statusEffects is Draw Steel's conditions and the triggered-action marker, each with a name key and an icon", () => {
    const ids = CONFIG.statusEffects.map((s) => s.id);
    expect(ids).toEqual([...CONDITIONS, "triggeredUsed"]);
    for (const status of CONFIG.statusEffects) {
      const key = status.id === "triggeredUsed" ? "Combat.TriggeredUsed" : `Condition.${status.id}`;
      expect(status.name).toBe(`STEELBOUND.${key}`);
      expect(status.img).toMatch(/^icons\/svg\/.+\.svg$/);
    }
    expect(CONFIG.statusEffects.find((s) => s.id === "triggeredUsed")?.hud).toBe(false);
    expect(CONFIG.specialStatusEffects.DEFEATED).toBe("dead");
  });

  it("R-CN-7: slowed makes speed 2, even with a kit bonus", async () => {
    const actor = await hero([{ name: "Panther", type: "kit", system: { bonuses: { speed: 2 } } }]);
    expect(actor.system.movement?.speed).toBe(7);
    // Toggled as the token HUD does, the user answers the duration dialog with "none".
    fillSlots({ conditionDuration: () => Promise.resolve({ duration: "none", source: null }) });
    await actor.toggleStatusEffect("slowed");
    expect(actor.system.movement?.speed).toBe(2);
    await actor.toggleStatusEffect("slowed");
    expect(actor.system.movement?.speed).toBe(7);
  });

  it("R-CN-7: slowed does not raise a speed that is already lower", async () => {
    const actor = await createActor({ name: "Snail", type: "monster", system: { movement: { speed: 1 } } });
    await actor.applyCondition("slowed");
    expect(actor.system.movement?.speed).toBe(1);
  });

  it("R-CN-4, R-CN-6: grabbed and restrained make speed 0", async () => {
    const grabbed = await hero();
    await grabbed.applyCondition("grabbed", { source: "Actor.grabber000000001" });
    expect(grabbed.system.movement?.speed).toBe(0);
    const restrained = await hero();
    await restrained.applyCondition("restrained");
    expect(restrained.system.movement?.speed).toBe(0);
    await restrained.removeCondition("restrained");
    expect(restrained.system.movement?.speed).toBe(5);
  });

  it("R-CN-3: frightened remembers its source, and a new source replaces the old", async () => {
    const actor = await hero();
    await actor.applyCondition("frightened", { source: "Actor.dragon0000000001" });
    expect(actor.conditionSource("frightened")).toBe("Actor.dragon0000000001");
    await actor.applyCondition("frightened", { source: "Actor.lich000000000001" });
    expect(actor.conditionSource("frightened")).toBe("Actor.lich000000000001");
    expect(actor.effects.filter((e) => e.statuses.has("frightened"))).toHaveLength(1);
    const effect = actor.effects.find((e) => e.statuses.has("frightened"));
    expect(effect?.conditionSource).toBe("Actor.lich000000000001");
  });

  it("R-CN-8: taunted tracks its taunter; conditions without a source have none", async () => {
    const actor = await hero();
    await actor.applyCondition("taunted", { source: "Actor.censor0000000001" });
    await actor.applyCondition("dazed");
    expect(actor.conditionSource("taunted")).toBe("Actor.censor0000000001");
    expect(actor.conditionSource("dazed")).toBeNull();
    expect([...actor.statuses].sort()).toEqual(["dazed", "taunted"]);
  });

  it("R-AB-10: the same condition never stacks", async () => {
    const actor = await hero();
    await actor.applyCondition("weakened");
    await actor.applyCondition("weakened");
    expect(actor.effects.filter((e) => e.statuses.has("weakened"))).toHaveLength(1);
  });
});
