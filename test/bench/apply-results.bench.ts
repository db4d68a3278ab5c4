/**
 * Benchmark: an area ability hits 10 monsters and 8 minions of one squad, applied with one click.
 * Reports the document calls per click (updates plus one ActiveEffect creation per affected creature)
 * and the sequential round trips they take (independent calls run concurrently), and times the GM-side
 * planning.
 */
import { bench, describe } from "vitest";
import { createGmQueryHandler } from "../../src/documents/gm-channel/gm-query.ts";
import { heroTokenWorld } from "../harness/hero-token-world.ts";
import { gmQueryKinds } from "../../src/queries/kinds.ts";
import {
  MESSAGE_ID,
  PLAYER,
  applyWorld,
  areaScenario,
  gmEnvironment,
  totalCalls,
} from "../harness/apply-world.ts";

async function applyOnce(monsters: number, minions: number, mode: "damage" | "conditions") {
  const setup = areaScenario(monsters, minions);
  const { world, calls } = applyWorld(setup);
  const handler = createGmQueryHandler(
    gmQueryKinds({ applyResults: world, heroTokens: heroTokenWorld().world }),
    gmEnvironment(),
  );
  await handler(
    { kind: "applyResults", messageId: MESSAGE_ID, targets: setup.targets.map((t) => t.entry.token), mode },
    PLAYER.id,
  );
  return { total: totalCalls(calls), effects: calls.effects.length, roundTrips: calls.roundTrips };
}

describe("area ability hits 10 monsters and 8 minions of one squad", () => {
  const reported = new Set<string>();
  for (const mode of ["damage", "conditions"] as const)
    bench(`apply ${mode}`, async () => {
      const { total, effects, roundTrips } = await applyOnce(10, 8, mode);
      if (!reported.has(mode)) {
        reported.add(mode);
        console.log(
          `apply ${mode}: ${total} document calls (${effects} effect creations) in ${roundTrips} sequential round trips for 18 targets`,
        );
      }
    });
});
