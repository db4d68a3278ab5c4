/**
 * GM side of a hero token reroll (R-HT-2, R-TS-3): the test is rolled again with the same options and
 * the message keeps both rolls — the first stays visible, the new one is used (`rolls.at(-1)`).
 */
import { PowerRoll } from "../rolls/power-roll.ts";

export async function rerollTestMessage(message: {
  rolls: readonly unknown[];
  update(data: { rolls: string[]; system: { rerolled: boolean } }): Promise<unknown>;
}): Promise<PowerRoll | null> {
  const first = message.rolls[0];
  if (!(first instanceof PowerRoll)) return null;
  const reroll = await PowerRoll.build(first.power).evaluate();
  await message.update({
    rolls: [...message.rolls.map((r) => JSON.stringify(r)), JSON.stringify(reroll)],
    system: { rerolled: true },
  });
  return reroll;
}
