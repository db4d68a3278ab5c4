import { postedRolls, queueDice } from "../harness/rolls.ts";
import { describe, expect, it, vi } from "vitest";
import { bleedingEvents, rollBleeding } from "../../src/flows/bleeding.ts";

function bleeder(statuses: string[] = ["bleeding"]) {
  const update = vi.fn((_changes: unknown) => Promise.resolve());
  const actor = {
    name: "Kaede",
    statuses: new Set(statuses),
    system: { level: 3, stamina: { value: 20 } },
    update,
  };
  // Only the members rollBleeding reads are needed from the Actor.
  return { actor: actor as unknown as Actor.Implementation, update };
}

describe("bleeding in play", () => {
  it("R-CN-1: main actions, triggered actions and Might/Agility rolls trigger bleeding", () => {
    expect(bleedingEvents("main", "reason")).toEqual([
      { kind: "mainAction" },
      { kind: "abilityRoll", characteristic: "reason" },
    ]);
    expect(bleedingEvents("triggered", null)).toEqual([{ kind: "triggeredAction" }]);
    expect(bleedingEvents("test", "agility")).toEqual([{ kind: "test", characteristic: "agility" }]);
    expect(bleedingEvents("maneuver", null)).toEqual([]);
  });

  it("R-CN-1: a bleeding hero using a main action loses 1d6 + level stamina, once per action", async () => {
    const { actor, update } = bleeder();
    postedRolls.length = 0;
    queueDice(4);
    expect(await rollBleeding(actor, bleedingEvents("main", "might"))).toBe(7);
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ system: { stamina: { value: 13 } } });
    expect(postedRolls).toHaveLength(1);
  });

  it("R-CN-1: a maneuver with a Reason roll, or a creature that isn't bleeding, loses nothing", async () => {
    const { actor, update } = bleeder();
    expect(await rollBleeding(actor, bleedingEvents("maneuver", "reason"))).toBe(0);
    const healthy = bleeder([]);
    expect(await rollBleeding(healthy.actor, bleedingEvents("main", "might"))).toBe(0);
    expect(update).not.toHaveBeenCalled();
    expect(healthy.update).not.toHaveBeenCalled();
  });

  it("R-CN-1: a maneuver with a Might roll triggers it", async () => {
    const { actor } = bleeder();
    queueDice(1);
    expect(await rollBleeding(actor, bleedingEvents("maneuver", "might"))).toBe(4);
  });

  it("R-CN-1 / R-MN-2: a bleeding minion's loss comes off its squad's pool, with no immunity", async () => {
    const damageSquad = vi.fn((_hit: unknown, _struck: unknown) => Promise.resolve({ dealt: 5, killed: 0 }));
    const { actor, update } = bleeder();
    // The minion-in-a-squad members of SteelActor that rollBleeding reads.
    Object.assign(actor, { isMinion: true, squad: { damageSquad } });
    queueDice(2);
    expect(await rollBleeding(actor, bleedingEvents("main", null))).toBe(5);
    expect(damageSquad).toHaveBeenCalledWith({ amount: 5 }, actor);
    expect(update).not.toHaveBeenCalled();
  });
});
