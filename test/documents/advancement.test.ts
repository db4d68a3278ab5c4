/**
 * R-HERO-ADV on the documents (src/documents/advancement.ts, advancement-take.ts): a wrong answer names the advancement it
 * belongs to, so the level-up form can show the problem beside it; giving back never raises a hero.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createActor, freshWorld } from "../harness/world.ts";
import { advancementsOf, giveBackLevels } from "../../src/documents/advancement.ts";
import { AdvancementError, takeAdvancements } from "../../src/documents/advancement-take.ts";

beforeEach(freshWorld);

const none = { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 };
const skillChoice = {
  id: "skills1",
  kind: "skills",
  label: "Training",
  level: 2,
  choose: 1,
  skills: ["climb", "swim"],
  characteristics: none,
};

async function hero() {
  return createActor({
    name: "Vel",
    type: "hero",
    system: { level: 1 },
    items: [
      { _id: "cls0000000000001", name: "Warden", type: "class", system: { advancements: [skillChoice] } },
    ],
  });
}

describe("taking and giving back advancements (R-HERO-ADV)", () => {
  it("R-HERO-ADV: two picks for choose 1 name the advancement and its item; nothing is written", async () => {
    const actor = await hero();
    const answer = {
      source: "cls0000000000001",
      advancement: "skills1",
      choice: { skills: ["climb", "swim"] },
    };
    const error: unknown = await takeAdvancements(actor, 2, [answer]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdvancementError);
    expect((error as AdvancementError).problems).toEqual([
      { label: "Training", problems: ["count"], source: "cls0000000000001", advancement: "skills1" },
    ]);
    expect(actor.system.level).toBe(1);
    expect(actor.system.advances).toEqual([]);
  });

  it("R-HERO-ADV: giving back to a level above the hero's own leaves its level as it is", async () => {
    const actor = await hero();
    await takeAdvancements(actor, 2, [
      { source: "cls0000000000001", advancement: "skills1", choice: { skills: ["swim"] } },
    ]);
    expect(actor.system.level).toBe(2);
    await giveBackLevels(actor, 5);
    expect(actor.system.level).toBe(2);
    expect([...(actor.system.skills ?? [])]).toEqual(["swim"]);
    await giveBackLevels(actor);
    expect(actor.system.level).toBe(1);
    expect([...(actor.system.skills ?? [])]).toEqual([]);
  });

  it("R-HERO-ADV: a fixed skill grant read from the item's model (a SetField holds a Set) is taken", async () => {
    const actor = await createActor({
      name: "Vel",
      type: "hero",
      system: { level: 1 },
      items: [
        {
          _id: "car0000000000001",
          name: "Miner",
          type: "career",
          system: {
            advancements: [
              { id: "trade", kind: "skills", level: 1, skills: ["lift", "endurance"], characteristics: none },
            ],
          },
        },
      ],
    });
    expect(advancementsOf(actor.items.contents[0] ?? { system: null })[0]?.skills).toEqual([
      "lift",
      "endurance",
    ]);
    await takeAdvancements(actor, 1, []);
    expect([...(actor.system.skills ?? [])].sort()).toEqual(["endurance", "lift"]);
  });
});
