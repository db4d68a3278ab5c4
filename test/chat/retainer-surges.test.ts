import "../harness/rolls.ts";
import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { HarnessActor, actors, resetHarness } from "../harness/combat-flow.ts";
import { hero, retainer } from "../harness/scenario.ts";
import { surgeCharacteristic, surgePoolOf, surgesAvailable } from "../../src/documents/surge-pool.ts";

// Every actor in this world is the combat harness's actor: Foundry's `Actor` is the class of all actors.
Object.assign(globalThis, { Actor: HarnessActor });

beforeEach(() => {
  resetHarness();
});

// The harness actors are the runtime documents; the code under test takes Foundry's types.
const asActor = (a: HarnessActor) => a as unknown as Actor.Implementation;

function party(mentorSurges: number) {
  const mentor = hero("Fury");
  mentor.system["surges"] = mentorSurges;
  mentor.system["characteristics"] = { might: 4, agility: 1, reason: 0, intuition: 0, presence: 1 };
  const guide = retainer("Goblin Guide", mentor);
  guide.system["characteristics"] = { might: 0, agility: 2, reason: 0, intuition: 1, presence: 0 };
  for (const a of [mentor, guide]) {
    Object.assign(a, { isOwner: true }); // the mentor's player owns both (R-RT-1)
    actors.set(a.id, a);
  }
  return { mentor, guide };
}

describe("a retainer's surges are its mentor's (R-RT-5)", () => {
  it("R-RT-5: a retainer has no pool of its own: it reads its mentor's surges", () => {
    const { mentor, guide } = party(3);
    expect(surgePoolOf(asActor(guide))).toBe(mentor);
    expect(surgesAvailable(asActor(guide))).toBe(3);
    expect(surgePoolOf(asActor(mentor))).toBe(mentor);
  });

  it("R-RT-5: surge damage uses the mentor's highest characteristic; a hero uses their own", () => {
    const { mentor, guide } = party(0);
    expect(surgeCharacteristic(asActor(guide), 2)).toBe(4);
    expect(surgeCharacteristic(asActor(mentor), 4)).toBe(4);
  });

  it("a retainer without a mentor has no surges to spend", () => {
    const lone = retainer("Lone Guide", hero("Gone"));
    lone.system["mentor"] = null;
    expect(surgePoolOf(asActor(lone))).toBeNull();
    expect(surgesAvailable(asActor(lone))).toBe(0);
    expect(surgeCharacteristic(asActor(lone), 2)).toBe(2);
  });
});
