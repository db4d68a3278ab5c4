import "../harness/rolls.ts";
import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { HarnessActor, actors, resetHarness } from "../harness/combat-flow.ts";
import { queueDice } from "../harness/rolls.ts";
import { notifications } from "../harness/globals.ts";
import { hero, retainer } from "../combat/scenario.ts";
import { THREE_TIER_CARD } from "../fixtures/ability-card.ts";
import { AbilityUseModel } from "../../src/chat/ability-use-model.ts";
import { PowerRoll } from "../../src/rolls/power-roll.ts";
import { spendCardSurge } from "../../src/chat/ability-card-actions.ts";
import { surgeCharacteristic, surgePoolOf, surgesAvailable } from "../../src/rolls/surge-pool.ts";

// Every actor in this world is the combat harness's actor: Foundry's `Actor` is the class of all actors.
Object.assign(globalThis, { Actor: HarnessActor });

beforeEach(() => {
  resetHarness();
  notifications.length = 0;
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

async function cardBy(actor: HarnessActor) {
  const updates: Record<string, unknown>[] = [];
  const roll = PowerRoll.build({ kind: "ability", characteristic: "agility", characteristicValue: 2 });
  queueDice(6, 6);
  await roll.evaluate();
  const message = {
    system: new AbilityUseModel({ ...THREE_TIER_CARD, actor: actor.uuid }),
    rolls: [roll],
    isOwner: true,
    update: (changes: Record<string, unknown>) => {
      updates.push(changes);
      return Promise.resolve();
    },
  };
  return { message: message as unknown as ChatMessage.Implementation, updates };
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

  it("R-RT-5: a surge button on the retainer's card asks for a surge the mentor's pool covers (paid when applied)", async () => {
    const { mentor, guide } = party(2);
    const { message, updates } = await cardBy(guide);
    await spendCardSurge(message, 0, "damage");
    // R-AB-7: the GM debits the mentor's pool when it applies the damage (queries/apply-results).
    expect(mentor.system["surges"]).toBe(2);
    expect(guide.system["surges"]).toBeUndefined();
    const sent = updates[0]?.["system"] as { targets: { damageSurges: number }[] } | undefined;
    expect(sent?.targets.map((t) => t.damageSurges)).toContain(1);
  });

  it("R-RT-5: with the mentor's pool empty the retainer's card refuses", async () => {
    const { guide } = party(0);
    const { message, updates } = await cardBy(guide);
    await spendCardSurge(message, 0, "potency");
    expect(notifications.map((n) => n.message)).toEqual(["STEELBOUND.Card.NoSurges"]);
    expect(updates).toHaveLength(0);
  });
});
