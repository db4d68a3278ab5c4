import { describe, expect, it } from "vitest";
import { queueDice } from "../harness/rolls.ts";
import { PowerRoll } from "../../src/rolls/power-roll.ts";
import { rerollTestMessage } from "../../src/chat/test-reroll.ts";

describe("a hero token reroll on the GM's side (R-HT-2, R-TS-3)", () => {
  it("R-HT-2: rolls the test again with the same characteristic and bonus, keeping the first roll", async () => {
    queueDice(1, 2);
    const first = await PowerRoll.build({
      kind: "test",
      characteristic: "agility",
      characteristicValue: 2,
    }).evaluate();
    const updates: Record<string, unknown>[] = [];
    const message = {
      rolls: [first],
      update: (changes: Record<string, unknown>) => {
        updates.push(changes);
        return Promise.resolve();
      },
    };
    queueDice(9, 8);
    const reroll = await rerollTestMessage(message);
    expect(reroll?.naturalDice).toEqual([9, 8]);
    expect(reroll?.power).toMatchObject({ kind: "test", characteristic: "agility", characteristicValue: 2 });
    expect(updates).toHaveLength(1);
    const rolls = updates[0]?.["rolls"] as string[];
    expect(rolls.map((r) => (JSON.parse(r) as { total: number }).total)).toEqual([5, 19]);
    expect(updates[0]?.["system"]).toEqual({ rerolled: true });
  });

  it("does nothing for a message without a power roll", async () => {
    const message = { rolls: [], update: () => Promise.reject(new Error("no write expected")) };
    expect(await rerollTestMessage(message)).toBeNull();
  });
});
