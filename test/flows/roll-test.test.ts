import { beforeEach, describe, expect, it, vi } from "vitest";
import { postedRolls, queueDice } from "../harness/rolls.ts";
import { createActor, freshWorld } from "../harness/world.ts";
import { RollDialog } from "../../src/applications/dialogs/roll-dialog.ts";
import type { SteelActor } from "../../src/documents/actor.ts";
import { foundryAbilityHooks } from "../../src/flows/use-ability-support.ts";
import { readAbility } from "../../src/documents/ability-info.ts";

type Data = Record<string, unknown>;
const created: Data[] = [];

beforeEach(() => {
  freshWorld();
  created.length = 0;
  postedRolls.length = 0;
  const g = globalThis as unknown as { ChatMessage: Data };
  g.ChatMessage["create"] = (data: Data) => {
    created.push(data);
    return Promise.resolve(data);
  };
  vi.spyOn(RollDialog, "prompt").mockImplementation((options) =>
    Promise.resolve({
      characteristic: options.selected ?? null,
      bonus: 0,
      rollMode: "publicroll",
      targets: [
        {
          flanked: false,
          cover: false,
          concealed: false,
          highGround: false,
          aided: false,
          extraEdges: 0,
          extraBanes: 0,
          bonus: 0,
          downgradeTo: null,
        },
      ],
      skill: "",
      difficulty: "medium",
      spendTimes: 0,
    }),
  );
});

const bleeding = [{ name: "Bleeding", statuses: ["bleeding"] }];
const stamina = (actor: SteelActor) => actor.system.stamina?.value;

describe("tests rolled from a sheet (R-TS-1) and bleeding (R-CN-1)", () => {
  it("R-CN-1: a bleeding hero making a Might test loses 1d6 + level stamina after the test card", async () => {
    const hero = await createActor({
      name: "Kaede",
      type: "hero",
      system: { level: 3, stamina: { value: 30, max: 30 } },
      effects: bleeding,
    });
    queueDice(5, 5, 4);
    expect(await hero.rollTest("might")).toBe(true);
    expect(created[0]).toMatchObject({ type: "test", system: { actor: hero.uuid, characteristic: "might" } });
    expect(stamina(hero)).toBe(23); // 30 − (4 + 3)
    expect(postedRolls).toHaveLength(1);
  });

  it("R-CN-1: monsters and retainers bleed by their own level; a Reason test does not bleed", async () => {
    const monster = await createActor({
      name: "Ogre",
      type: "monster",
      system: { level: 5, stamina: { value: 60, max: 60 } },
      effects: bleeding,
    });
    const retainer = await createActor({
      name: "Squire",
      type: "retainer",
      system: { level: 2, stamina: { value: 20, max: 20 } },
      effects: bleeding,
    });
    queueDice(5, 5, 6);
    await monster.rollTest("agility");
    queueDice(5, 5, 1);
    await retainer.rollTest("might");
    queueDice(5, 5);
    await retainer.rollTest("reason");
    expect(stamina(monster)).toBe(49); // 60 − (6 + 5)
    expect(stamina(retainer)).toBe(17); // 20 − (1 + 2)
    expect(postedRolls).toHaveLength(2);
  });
});

describe("abilities and bleeding (R-CN-1)", () => {
  it("R-CN-1: after a monster's main action, or a maneuver with an Agility roll, bleeding costs 1d6 + level", async () => {
    const monster = await createActor({
      name: "Ogre",
      type: "monster",
      system: { level: 5, stamina: { value: 60, max: 60 } },
      effects: bleeding,
    });
    const ability = (type: string) =>
      readAbility({ name: "Smash", img: "", system: { type, power: { characteristics: ["reason"] } } });
    queueDice(3);
    await foundryAbilityHooks.afterRoll(monster, ability("main"), {
      critical: false,
      characteristic: "reason",
    });
    expect(stamina(monster)).toBe(52); // 60 − (3 + 5)
    await foundryAbilityHooks.afterRoll(monster, ability("maneuver"), {
      critical: false,
      characteristic: "reason",
    });
    expect(stamina(monster)).toBe(52);
    queueDice(2);
    await foundryAbilityHooks.afterRoll(monster, ability("maneuver"), {
      critical: false,
      characteristic: "agility",
    });
    expect(stamina(monster)).toBe(45);
  });
});
