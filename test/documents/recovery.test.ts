import { beforeEach, describe, expect, it } from "vitest";
import { notifications } from "../harness/globals.ts";
import { createActor, freshWorld, startCombat } from "../harness/world.ts";

beforeEach(freshWorld);

const hero = (stamina: Record<string, number>, recoveries = { value: 8, max: 8 }) =>
  createActor({ name: "Korva", type: "hero", system: { stamina, recoveries } });

describe("recoveries", () => {
  it("R-RC-1: Catch Breath spends a recovery and regains the recovery value, never above max", async () => {
    const actor = await hero({ value: 10, max: 24 });
    const result = await actor.catchBreath();
    expect(result.ok).toBe(true);
    expect(actor.system.stamina?.value).toBe(18);
    expect(actor.system.recoveries?.value).toBe(7);
    await actor.catchBreath();
    expect(actor.system.stamina?.value).toBe(24);
  });

  it("R-ST-2: a dying hero cannot Catch Breath in combat, but can outside it", async () => {
    const actor = await hero({ value: -2, max: 24 });
    startCombat();
    const refused = await actor.catchBreath();
    expect(refused).toEqual({ ok: false, reason: "dying" });
    expect(actor.system.recoveries?.value).toBe(8);
    expect(notifications.at(-1)?.message).toBe("STEELBOUND.Recovery.Refused.dying");
    // Someone else can still make them spend one (R-RC-1), e.g. with the Heal main action.
    const healed = await actor.spendRecovery();
    expect(healed.ok).toBe(true);
    expect(actor.system.stamina?.value).toBe(6);
    expect([...actor.statuses]).toEqual(["winded"]);
  });

  it("R-RC-1: no recoveries left → refused with a warning", async () => {
    const actor = await hero({ value: 5, max: 24 }, { value: 0, max: 8 });
    expect(await actor.catchBreath()).toEqual({ ok: false, reason: "noRecoveries" });
    expect(actor.system.stamina?.value).toBe(5);
  });

  it("R-RC-2: a Director creature spending a recovery heals a third of its max stamina", async () => {
    const ogre = await createActor({
      name: "Ogre",
      type: "monster",
      system: { stamina: { value: 10, max: 40 } },
    });
    await ogre.spendRecovery();
    expect(ogre.system.stamina?.value).toBe(23);
    expect(await ogre.catchBreath()).toEqual({ ok: false, reason: "noRecoveries" });
  });

  it("R-ST-4: temporary stamina does not stack — the higher value is kept", async () => {
    const actor = await hero({ value: 20, max: 20, temporary: 6 });
    await actor.gainTemporaryStamina(4);
    expect(actor.system.stamina?.temporary).toBe(6);
    await actor.gainTemporaryStamina(9);
    expect(actor.system.stamina?.temporary).toBe(9);
  });
});
