import { bench, describe } from "vitest";
import { placeAround, planSquads, type EncounterCreature } from "../../src/rules/index.ts";

// A crowded 40 × 40 scene: every third square of the middle taken, a big encounter placed in the middle.
const occupied = Array.from({ length: 400 }, (_, i) => ({
  x: 10 + (i % 20),
  y: 10 + Math.floor(i / 20),
})).filter((_, i) => i % 3 === 0);
const bounds = { min: { x: 0, y: 0 }, max: { x: 39, y: 39 } };
const sides = [3, 2, 2, ...Array.from({ length: 30 }, () => 1)];
const creatures: EncounterCreature[] = [
  ...Array.from({ length: 24 }, (): EncounterCreature => ({ name: "Spinecleaver", organization: "minion" })),
  ...Array.from({ length: 6 }, (): EncounterCreature => ({ name: "Shieldbearer", organization: "platoon" })),
  { name: "Warlord", organization: "leader" },
];

describe("placing an encounter", () => {
  bench("33 creatures (a 3 × 3 and two 2 × 2) around one square of a crowded scene", () => {
    placeAround({ x: 20, y: 20 }, sides, occupied, bounds);
  });
  bench("squads and captains for 31 creatures", () => {
    planSquads(creatures);
  });
});
