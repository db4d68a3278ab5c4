import "../harness/rolls.ts";
import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  HarnessActor,
  HarnessItem,
  actors,
  chatMessages,
  resetHarness,
  settings,
  user,
} from "../harness/combat-flow.ts";
import { queueDice } from "../harness/rolls.ts";
import { notifications } from "../harness/globals.ts";
import { ensureSettings, hero, retainer } from "../harness/scenario.ts";
import { NO_CHOICE, type RollDialogResult } from "../../src/documents/roll-prompt.ts";
import { fillSlots } from "../../src/documents/slots.ts";

// The dialog is the player's; the test answers it.
const prompt = vi.fn<(options: unknown) => Promise<RollDialogResult | null>>();
fillSlots({ rollDialog: prompt });

const { useAbility } = await import("../../src/flows/use-ability.ts");
const { foundryAbilityHooks } = await import("../../src/flows/use-ability-support.ts");
const { readMalice } = await import("../../src/documents/combat/malice.ts");

const answer = (spendTimes = 0): RollDialogResult => ({
  characteristic: "might",
  bonus: 0,
  rollMode: "publicroll",
  targets: [{ ...NO_CHOICE, downgradeTo: null }],
  skill: "",
  difficulty: "medium",
  spendTimes,
});

function ability(system: Record<string, unknown>): HarnessItem {
  return new HarnessItem({
    type: "ability",
    name: "Brutal Swipe",
    system: {
      type: "main",
      category: "heroic",
      keywords: ["melee", "strike"],
      power: { characteristics: ["might"], tier1: { damage: { value: 3 } } },
      ...system,
    },
  });
}

function monster(): HarnessActor {
  return new HarnessActor({
    type: "monster",
    name: "Ogre",
    system: { characteristics: { might: 2, agility: 0, reason: 0, intuition: 0, presence: 0 } },
  });
}

// The harness actor and item are the runtime documents; useAbility takes Foundry's types.
const use = (actor: HarnessActor, item: HarnessItem) =>
  useAbility(
    actor as unknown as Actor.Implementation,
    item as unknown as Item.Implementation,
    foundryAbilityHooks,
  );

const setMalice = (value: number) =>
  settings.set("steelbound", "malice", { value, maliciousStrikeRound: -1 });
const warnings = () => notifications.filter((n) => n.level === "warn").map((n) => n.message);

beforeEach(() => {
  resetHarness();
  ensureSettings();
  notifications.length = 0;
  prompt.mockReset();
  prompt.mockResolvedValue(answer());
});

describe("monster abilities spend the Director's Malice", () => {
  it("R-ML: a monster ability's Malice cost is spent once when it is used, and the card records it", async () => {
    await setMalice(7);
    queueDice(5, 5);
    expect(await use(monster(), ability({ cost: { malice: 5 } }))).toBe(true);
    expect(readMalice().value).toBe(2);
    expect(chatMessages).toHaveLength(1);
    expect(chatMessages[0]).toMatchObject({ system: { spent: { malice: 5, resource: 0 } } });
  });

  it("R-ML: refused with a warning when the pool is short; no dialog, no card, nothing spent", async () => {
    await setMalice(4);
    expect(await use(monster(), ability({ cost: { malice: 5 } }))).toBe(false);
    expect(warnings()).toEqual(["STEELBOUND.Use.NotEnoughMalice"]);
    expect(prompt).not.toHaveBeenCalled();
    expect(readMalice().value).toBe(4);
    expect(chatMessages).toHaveLength(0);
  });

  it("R-AB-8 / R-ML: 'spend X+' Malice options add X per payment, checked against the pool", async () => {
    await setMalice(6);
    prompt.mockResolvedValue(answer(3));
    const spendPlus = ability({ cost: { malice: 3 }, spend: { value: 2, repeatable: true } });
    expect(await use(monster(), spendPlus)).toBe(false); // 3 + 3 × 2 = 9 > 6
    expect(warnings()).toEqual(["STEELBOUND.Use.NotEnoughMalice"]);
    expect(readMalice().value).toBe(6);
    prompt.mockResolvedValue(answer(1));
    queueDice(5, 5);
    expect(await use(monster(), spendPlus)).toBe(true);
    expect(readMalice().value).toBe(1);
    expect(prompt.mock.calls[0]?.[0]).toMatchObject({ spend: { value: 2, repeatable: true, malice: true } });
  });

  it("R-AB-8: signature abilities are free", async () => {
    await setMalice(0);
    queueDice(5, 5);
    expect(await use(monster(), ability({ category: "signature", cost: { malice: 3 } }))).toBe(true);
    expect(readMalice().value).toBe(0);
  });

  it("R-ML-5: a player controlling a monster asks the GM, naming the ability (never an amount); the GM writes the pool", async () => {
    await setMalice(7);
    user.isGM = false;
    const query = vi.fn(() => Promise.resolve({ ok: true, result: { value: 2 } }));
    const game = globalThis as unknown as { game: { users?: unknown } };
    game.game.users = { activeGM: { isSelf: false, query } };
    queueDice(5, 5);
    try {
      expect(await use(monster(), ability({ cost: { malice: 5 } }))).toBe(true);
    } finally {
      game.game.users = undefined;
    }
    // The harness item has no UUID of its own; the request carries its field, and no amount (beside the
    // request id every socket request carries, which names only the sender's own record).
    const sent = (query.mock.calls as unknown as [string, Record<string, unknown>][])[0];
    expect(sent?.[0]).toBe("steelbound.gm");
    expect(Object.keys(sent?.[1] ?? {}).sort()).toEqual([
      "abilityUuid",
      "actorUuid",
      "kind",
      "rid",
      "spendTimes",
    ]);
    expect(sent?.[1]).toMatchObject({ kind: "spendMalice", spendTimes: 0 });
  });

  it("R-ML-5: with no GM to ask, a player's monster posts no card", async () => {
    await setMalice(7);
    user.isGM = false;
    queueDice(5, 5);
    expect(await use(monster(), ability({ cost: { malice: 5 } }))).toBe(false);
    expect(chatMessages).toHaveLength(0);
    expect(warnings()).toEqual(["STEELBOUND.Query.NoGM"]);
  });
});

describe("heroes pay their heroic resource", () => {
  it("R-AB-8: a hero's 'spend X+' costs heroic resource, never Malice", async () => {
    await setMalice(5);
    const h = hero("Fury");
    (h.system["heroicResource"] as Record<string, number>)["value"] = 5;
    prompt.mockResolvedValue(answer(2));
    queueDice(5, 5);
    expect(
      await use(h, ability({ cost: { resource: 3, malice: 2 }, spend: { value: 1, repeatable: true } })),
    ).toBe(true);
    expect(h.system["heroicResource"]).toMatchObject({ value: 0 });
    expect(readMalice().value).toBe(5);
    expect(chatMessages[0]).toMatchObject({ system: { spent: { resource: 5, malice: 0 } } });
  });
});

describe("retainers (R-RT-5)", () => {
  it("R-RT-5: a retainer's card deals surge damage with its mentor's highest characteristic; potency stays its own", async () => {
    // Foundry's `Actor` is the class of every actor (the mentor is found by UUID).
    Object.assign(globalThis, { Actor: HarnessActor });
    const mentor = hero("Fury");
    mentor.system["characteristics"] = { might: 4, agility: 1, reason: 0, intuition: 0, presence: 0 };
    actors.set(mentor.id, mentor);
    const guide = retainer("Goblin Guide", mentor);
    guide.system["characteristics"] = { might: 2, agility: 1, reason: 0, intuition: 0, presence: 0 };
    queueDice(5, 5);
    expect(await use(guide, ability({ cost: { resource: 2, malice: 2 } }))).toBe(true);
    expect(chatMessages[0]).toMatchObject({
      system: {
        snapshot: { highestCharacteristic: 4, potency: { weak: 0, average: 1, strong: 2 } },
        spent: { resource: 0, malice: 0 },
      },
    });
  });
});

describe("Brutal Effectiveness (R-ML-3)", () => {
  const gated = () =>
    ability({
      power: {
        characteristics: ["might"],
        tier1: {
          damage: { value: 3 },
          conditions: [{ condition: "slowed", potency: { characteristic: "might", strength: "weak" } }],
        },
      },
    });

  it("R-ML-3: the monster's next ability with a potency has it +1, then the bonus is gone", async () => {
    const ogre = monster();
    ogre.flags = { steelbound: { potencyBonus: 1 } };
    queueDice(5, 5);
    expect(await use(ogre, ability({}))).toBe(true); // no potency: the bonus keeps waiting
    expect(ogre.flags).toMatchObject({ steelbound: { potencyBonus: 1 } });
    queueDice(5, 5);
    expect(await use(ogre, gated())).toBe(true);
    // Might 2 is the ogre's highest: potencies 0 / 1 / 2, raised to 1 / 2 / 3.
    expect(chatMessages[1]).toMatchObject({
      system: { snapshot: { potency: { weak: 1, average: 2, strong: 3 } } },
    });
    expect(ogre.flags).toMatchObject({ steelbound: { potencyBonus: 0 } });
    queueDice(5, 5);
    expect(await use(ogre, gated())).toBe(true);
    expect(chatMessages[2]).toMatchObject({
      system: { snapshot: { potency: { weak: 0, average: 1, strong: 2 } } },
    });
  });
});
