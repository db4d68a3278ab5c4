/**
 * Benchmark: the world migration at the first GM login after a schema bump (src/data/migrations/world.ts
 * rewriteWorld). Reports the sequential round trips for 100, 200 and 400 actors of 25 items each (operations
 * sent together count once, as they travel together) and times the batching itself.
 */
import { bench, describe } from "vitest";
import { rewriteWorld, type MigrationWriter } from "../../src/data/migrations/world.ts";

function counting(): { writer: MigrationWriter; roundTrips: () => number } {
  let trips = 0;
  let inFlight = 0;
  const write = async () => {
    if (inFlight === 0) trips += 1;
    inFlight += 1;
    await Promise.resolve();
    inFlight -= 1;
  };
  return { writer: { updateWorld: write, updateEmbedded: write }, roundTrips: () => trips };
}

const doc = (id: string) => ({ id, name: id, system: { toObject: () => ({ id }) } });
function world(actors: number, itemsEach: number) {
  const list = Array.from({ length: actors }, (_, a) => ({
    ...doc(`a${a}`),
    items: { contents: Array.from({ length: itemsEach }, (_, i) => doc(`a${a}i${i}`)) },
  }));
  return {
    actors: list,
    embedded: list.map((parent) => ({ parent, items: parent.items.contents })),
    worldItems: [],
  };
}

describe("world migration after a schema bump", () => {
  const reported = new Set<number>();
  for (const actors of [100, 200, 400])
    bench(`${actors} actors × 25 items`, async () => {
      const { writer, roundTrips } = counting();
      await rewriteWorld(world(actors, 25), writer);
      if (!reported.has(actors)) {
        reported.add(actors);
        console.log(`migration of ${actors} actors × 25 items: ${roundTrips()} sequential round trips`);
      }
    });
});
