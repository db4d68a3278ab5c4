/**
 * Bonuses that arrive as ActiveEffect changes on Steelbound's own paths reach derived data and the
 * power roll (docs/DATA.md `bonuses`, `abilityBonuses`, `conditionImmunities`).
 */
import "../harness/rolls.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queueDice } from "../harness/rolls.ts";
import { createActor, freshWorld } from "../harness/world.ts";
import { registerCombatSettings } from "../../src/data/settings/register.ts";
import { NO_CHOICE, type RollDialogResult } from "../../src/documents/roll-prompt.ts";
import { fillSlots } from "../../src/documents/slots.ts";
import { readAbility } from "../../src/documents/ability-info.ts";
import { rollerSituation, targetTallies } from "../../src/flows/roll-plan.ts";

const prompt = vi.fn<(options: unknown) => Promise<RollDialogResult | null>>();
fillSlots({ rollDialog: prompt });
const { useAbility } = await import("../../src/flows/use-ability.ts");
const { foundryAbilityHooks } = await import("../../src/flows/use-ability-support.ts");

const answer: RollDialogResult = {
  characteristic: "might",
  bonus: 0,
  rollMode: "publicroll",
  targets: [{ ...NO_CHOICE, downgradeTo: null }],
  skill: "",
  difficulty: "medium",
  spendTimes: 0,
};

/** A kit as the importer writes it: its own bonuses plus effects on the new paths. */
function kit(): Record<string, unknown> {
  return {
    type: "kit",
    name: "Test Kit",
    system: { bonuses: { stamina: 0, speed: 0, stability: 0, disengage: 0 } },
    effects: [
      {
        name: "Kit stamina",
        changes: [{ key: "system.bonuses.stamina.echelon", mode: 2, value: "3" }],
      },
      {
        name: "Strike damage",
        changes: [
          { key: "ability.damage", mode: 2, value: "2" },
          { key: "ability.edges", mode: 2, value: "1" },
        ],
        flags: { steelbound: { abilityKeywords: ["strike"] } },
      },
      {
        name: "Steady",
        changes: [{ key: "system.conditionImmunities", mode: 2, value: "slowed" }],
      },
    ],
  };
}

function strike(keywords: string[]): Record<string, unknown> {
  return {
    type: "ability",
    name: "Test Strike",
    system: {
      type: "main",
      category: "signature",
      keywords,
      power: { characteristics: ["might"], tier1: { damage: { value: 3 } }, tier2: { damage: { value: 5 } } },
    },
  };
}

function heroWith(items: Record<string, unknown>[], level = 4) {
  return createActor({
    type: "hero",
    name: "Korva",
    system: {
      level,
      characteristics: { might: 2, agility: 0, reason: 0, intuition: 0, presence: 0 },
      stamina: { value: 20, max: 20, temporary: 0 },
    },
    items,
    effects: [{ name: "Slowed", statuses: ["slowed"] }],
  });
}

type Data = Record<string, unknown>;
const created: Data[] = [];

beforeEach(() => {
  freshWorld();
  registerCombatSettings(() => undefined);
  created.length = 0;
  const g = globalThis as unknown as { ChatMessage: Data };
  g.ChatMessage["create"] = (data: Data) => {
    created.push(data);
    return Promise.resolve(data);
  };
  prompt.mockReset();
  prompt.mockResolvedValue(answer);
});

const abilityOf = (actor: Actor.Implementation) => {
  const item = actor.items.find((i) => i.type === "ability");
  if (!item) throw new Error("no ability");
  return item;
};

describe("effect targets added for the official data", () => {
  it("R-HERO-STAMINA: a kit effect's stamina per echelon is in derived max stamina (level 4 = echelon 2)", async () => {
    const actor = await heroWith([kit()]);
    const system = actor.system as unknown as {
      stamina: { max: number };
      recoveries: { recoveryValue: number };
    };
    expect(system.stamina.max).toBe(26);
    expect(system.recoveries.recoveryValue).toBe(8);
  });

  it("R-CN: a creature immune to slowed is not slowed, and the condition's speed cap does not apply", async () => {
    const actor = await heroWith([kit()]);
    expect(actor.statuses.has("slowed")).toBe(false);
    expect((actor.system as unknown as { movement: { speed: number } }).movement.speed).toBe(5);
    const plain = await heroWith([]);
    expect(plain.statuses.has("slowed")).toBe(true);
  });

  it("R-AB-5, R-PR-10: an ability modifier adds damage and an edge to abilities with its keywords only", async () => {
    const ability = readAbility(abilityOf(await heroWith([kit(), strike(["melee", "strike", "weapon"])])));
    expect(ability.kit.damage).toEqual([2, 2, 2]);
    expect(ability.effects.edges).toBe(1);
    const plain = readAbility(abilityOf(await heroWith([kit(), strike(["magic", "ranged"])])));
    expect(plain.kit.damage).toEqual([0, 0, 0]);
    expect(plain.effects.edges).toBe(0);
  });

  it("R-PR-10: the power roll carries the effect's edge and the card its damage bonus", async () => {
    const actor = await heroWith([kit(), strike(["melee", "strike", "weapon"])]);
    queueDice(5, 5);
    expect(await useAbility(actor, abilityOf(actor), foundryAbilityHooks)).toBe(true);
    expect(created[0]).toMatchObject({ system: { snapshot: { damageBonus: [2, 2, 2] } } });
    // The roll dialog shows the effect's edge with its reason; with targets each target's tally has it.
    expect(prompt.mock.calls[0]?.[0]).toMatchObject({
      targets: [{ edges: 1, banes: 0, reasons: [{ source: "effect", kind: "edge" }] }],
    });
  });

  it("R-PR-10: a target's effect puts banes on rolls against it, beside the roller's own effect edge", () => {
    const kind = { kind: "ability", strike: true, melee: true, ranged: false, damaging: true } as const;
    const creature = (id: string, against?: { edges: number; banes: number }) => ({
      id,
      statuses: new Set<string>(),
      sources: new Map<string, string>(),
      ...(against ? { against } : {}),
    });
    const roller = rollerSituation(creature("me"));
    const [tally] = targetTallies(
      kind,
      roller,
      [{ creature: creature("foe", { edges: 0, banes: 2 }), choice: NO_CHOICE }],
      NO_CHOICE,
      { edges: 1, banes: 0 },
    );
    expect(tally).toMatchObject({ edges: 1, banes: 2 });
    expect(tally?.reasons.map((r) => r.source)).toEqual(["effect", "targetEffect", "targetEffect"]);
  });
});
