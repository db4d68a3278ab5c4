import "../harness/rolls.ts";
import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HarnessActor, HarnessItem, chatMessages, resetHarness, settings } from "../harness/combat-flow.ts";
import { notifications } from "../harness/globals.ts";
import { ensureSettings } from "../harness/scenario.ts";
import type { RollDialogResult } from "../../src/documents/roll-prompt.ts";
import { fillSlots } from "../../src/documents/slots.ts";
import { basicActionOf, basicActionOfItem } from "../../src/flows/basic-actions.ts";
import { plainAbilityCardContext } from "../../src/chat/ability-plain-card.ts";
import type { AbilityUseData } from "../../src/chat/ability-use-data.ts";

const prompt = vi.fn<(options: unknown) => Promise<RollDialogResult | null>>();
fillSlots({ rollDialog: prompt });

const { useAbility } = await import("../../src/flows/use-ability.ts");
const { foundryAbilityHooks } = await import("../../src/flows/use-ability-support.ts");
const { readMalice } = await import("../../src/documents/combat/malice.ts");

/** A hero with the two actor methods basic actions call (SteelActor#catchBreath / #removeCondition). */
class Hero extends HarnessActor {
  catchBreathResult = { ok: true };
  catchBreathCalls = 0;
  async catchBreath(): Promise<{ ok: boolean }> {
    this.catchBreathCalls += 1;
    return Promise.resolve(this.catchBreathResult);
  }
  async removeCondition(id: string): Promise<void> {
    await this.toggleStatusEffect(id, { active: false });
  }
}

const hero = () =>
  new Hero({ type: "hero", name: "Korva", system: { characteristics: { might: 2 }, heroic: { value: 0 } } });

function ability(system: Record<string, unknown>, basicAction?: string): HarnessItem {
  const item = new HarnessItem({
    type: "ability",
    name: "Stand Up",
    system: {
      type: "maneuver",
      category: "basic",
      keywords: [],
      distance: { type: "special", text: "Self or melee 1" },
      target: { text: "Self" },
      power: { characteristics: [] },
      description: { value: "<p>Stand up.</p>" },
      effect: { before: "", after: "" },
      ...system,
    },
  });
  if (basicAction) item.flags = { steelbound: { basicAction } };
  return item;
}

const use = (actor: HarnessActor, item: HarnessItem) =>
  useAbility(
    actor as unknown as Actor.Implementation,
    item as unknown as Item.Implementation,
    foundryAbilityHooks,
  );
const cardData = (i = 0) => (chatMessages[i] as { system: AbilityUseData }).system;

beforeEach(() => {
  resetHarness();
  ensureSettings();
  notifications.length = 0;
  prompt.mockReset();
});

describe("abilities without a power roll", () => {
  it("R-AB-1: usable with no dialog and no roll; the card shows keywords, distance, target and effect", async () => {
    const item = ability({
      keywords: ["Magic", "Ranged"],
      effect: { before: "<p>You glow.</p>", after: "<p>Then dim.</p>" },
    });
    expect(await use(hero(), item)).toBe(true);
    expect(prompt).not.toHaveBeenCalled();
    expect(chatMessages).toHaveLength(1);
    expect(chatMessages[0]).toMatchObject({ type: "abilityUse" });
    expect(chatMessages[0]?.["rolls"]).toBeUndefined();
    const data = cardData();
    expect(data.characteristic).toBeNull();
    const card = plainAbilityCardContext(data);
    expect(card).toMatchObject({
      keywords: ["magic", "ranged"],
      distance: "Self or melee 1",
      target: "Self",
      effect: "<p>You glow.</p><p>Then dim.</p>",
      actionType: "maneuver",
    });
  });

  it("R-AB-1: an ability written only in its description shows the description as its effect", async () => {
    expect(await use(hero(), ability({}))).toBe(true);
    expect(plainAbilityCardContext(cardData()).effect).toBe("<p>Stand up.</p>");
  });

  it("R-ML / R-AB-8: the cost is paid as for a rolled ability and refused when short", async () => {
    await settings.set("steelbound", "malice", { value: 2, maliciousStrikeRound: -1 });
    const monster = new HarnessActor({ type: "monster", name: "Ogre", system: {} });
    const costly = ability({ category: "heroic", cost: { malice: 3 } });
    expect(await use(monster, costly)).toBe(false);
    expect(notifications.map((n) => n.message)).toContain("STEELBOUND.Use.NotEnoughMalice");
    expect(chatMessages).toHaveLength(0);
    await settings.set("steelbound", "malice", { value: 5, maliciousStrikeRound: -1 });
    expect(await use(monster, costly)).toBe(true);
    expect(readMalice().value).toBe(2);
    expect(cardData().spent).toMatchObject({ malice: 3, resource: 0 });
  });
});

describe("basic actions do what they say", () => {
  it("R-RC-1: Catch Breath spends a Recovery through the actor", async () => {
    const korva = hero();
    expect(await use(korva, ability({}, "catchBreath"))).toBe(true);
    expect(korva.catchBreathCalls).toBe(1);
    expect(chatMessages).toHaveLength(1);
  });

  it("R-ST-2: a refused Catch Breath (dying in combat) posts no card", async () => {
    const korva = hero();
    korva.catchBreathResult = { ok: false };
    expect(await use(korva, ability({}, "catchBreath"))).toBe(false);
    expect(chatMessages).toHaveLength(0);
  });

  it("R-CN-5: Stand Up ends prone on the user", async () => {
    const korva = hero();
    korva.statuses.add("prone");
    expect(await use(korva, ability({}, "standUp"))).toBe(true);
    expect(korva.statuses.has("prone")).toBe(false);
  });

  it("R-CN-5: only the flag identifies a basic action, never the name", () => {
    expect(basicActionOf({ steelbound: { basicAction: "standUp" } })).toBe("standUp");
    expect(basicActionOf({ steelbound: { basicAction: "fly" } })).toBeNull();
    expect(basicActionOf({})).toBeNull();
    expect(basicActionOf(null)).toBeNull();
  });

  it("R-CB-9: a hero's Hide or Search copied from the pack before it carried the flag is known by its pack entry", () => {
    const copy = (entry: string, flags: unknown = {}) => ({
      flags,
      _source: { _stats: { compendiumSource: `Compendium.steelbound.abilities.Item.${entry}` } },
      pack: null,
    });
    expect(basicActionOfItem(copy("YxsLydHCcbeW22XL"))).toBe("hide");
    expect(basicActionOfItem(copy("4zHTxJJbEB6uuF3g"))).toBe("search");
    expect(basicActionOfItem(copy("klDn2ZrRBgcld0Rp"))).toBeNull();
    expect(basicActionOfItem(copy("YxsLydHCcbeW22XL", { steelbound: { basicAction: "defend" } }))).toBe(
      "defend",
    );
    expect(basicActionOfItem({ flags: {}, _source: {}, pack: null })).toBeNull();
  });
});
