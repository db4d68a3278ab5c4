// @vitest-environment happy-dom
/**
 * The Director places the built encounter on the scene (one click in the encounter
 * builder, one square picked on the GM's canvas, and every client sees the monsters' tokens on free
 * squares, a new combat with the heroes, and the minion squads formed with their captains.
 */
import "../sim/install.ts";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { warningsOn } from "./play.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { find } from "../sim/applications/user.ts";
import { drawCanvas, pressKey } from "../sim/canvas.ts";
import { addPack } from "../harness/compendium.ts";
import type { Plain } from "../harness/utils.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { ENCOUNTER_BUILDER_ID } from "../../src/applications/director/encounter-builder.ts";
import { readEncounter, writeEncounter } from "../../src/data/settings/director-store.ts";
import type { MonsterLine } from "../../src/data/settings/encounter.ts";

const MONSTERS = join(import.meta.dirname, "../../packs/monsters");
const sources = (): Plain[] =>
  readdirSync(MONSTERS).map((file) => JSON.parse(readFileSync(join(MONSTERS, file), "utf8")) as Plain);
const packUuid = (name: string) =>
  `Compendium.steelbound.monsters.Actor.${String(sources().find((s) => s["name"] === name)?.["_id"])}`;

let table: Table;
type Window = { readonly element: HTMLElement; readonly rendered: boolean };
type Doc = HarnessDocument & Record<string, unknown>;

function builderOn(client: SimClient): Window {
  const app = client.run(() => instances.get(ENCOUNTER_BUILDER_ID)) as Window | undefined;
  if (!app?.rendered) throw new Error("the encounter builder is not open");
  return app;
}

const line = (uuid: string, name: string, organization: MonsterLine["organization"], count: number) =>
  ({ uuid, name, img: "", level: 1, organization, ev: 3, count }) satisfies MonsterLine;

/**
 * Clicks "Place on scene" without waiting for the action to end: it waits for the square (the session's
 * settle waits for application actions, so it runs after the pick).
 */
async function startPlacing(client: SimClient): Promise<void> {
  const button = find(builderOn(client), '[data-action="placeOnScene"]');
  client.run(() =>
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })),
  );
  for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** The newest combat as a client sees it. */
function combatOn(client: SimClient): Doc {
  const combats = client.run(() => (client.game["combats"] as { contents: Doc[] }).contents);
  const combat = combats.at(-1);
  if (!combat) throw new Error(`${client.label} sees no combat`);
  return combat;
}

describe("the Director places an encounter on the scene", () => {
  it("the builder holds monsters from the compendium and the world", async () => {
    table = await setUpTable();
    for (const client of table.session.clients)
      client.run(() =>
        addPack({
          id: "steelbound.monsters",
          label: "Monsters",
          type: "Actor",
          packageType: "system",
          documents: sources(),
        }),
      );
    const { gm } = table;
    await gm.run(async () => {
      await writeEncounter({
        ...readEncounter(),
        monsters: [
          line(packUuid("Goblin Spinecleaver"), "Goblin Spinecleaver", "minion", 10),
          line(packUuid("Goblin Thrower"), "Goblin Thrower", "minion", 4),
          line(table.monsters.captain.uuid, "Goblin Shieldbearer", "platoon", 1),
          line(packUuid("Goblin Warbeast"), "Goblin Warbeast", "elite", 1),
          line(packUuid("Goblin Warlord"), "Goblin Warlord", "leader", 1),
          line(packUuid("Cavern Hulk"), "Cavern Hulk", "solo", 1),
        ],
      });
      await steelbound.openEncounterBuilder();
    });
    await table.session.settle();
    expect(find(builderOn(gm), '[data-action="placeOnScene"]').hasAttribute("disabled")).toBe(false);
  });

  it("Escape gives up the pick: nothing is written", async () => {
    const { gm, session } = table;
    const board = drawCanvas(gm, table.scene);
    const wave = session.server.wave;
    await startPlacing(gm);
    expect(board.highlighted("steelbound.placeEncounter").length).toBeGreaterThan(300);
    gm.run(() => pressKey("Escape"));
    await session.settle();
    expect(board.highlighted("steelbound.placeEncounter")).toEqual([]);
    expect(session.server.wave).toBe(wave);
  });

  it("R-MN-1, R-MN-10, R-MV-13: one click and one square: tokens on free squares, a combat with the heroes, squads with captains, on every client, in 3 round trips", async () => {
    const { gm, session } = table;
    const board = drawCanvas(gm, table.scene);
    const before = new Set(table.scene.tokens.contents.map((t) => t.id));
    await startPlacing(gm);
    const wave = session.server.wave;
    gm.run(() => {
      board.clickSquare({ x: 10, y: 12 });
    });
    await session.settle();
    expect(warningsOn(gm)).toEqual([]);
    // Import (compendium monsters), tokens, combat: three round trips for eighteen creatures.
    expect(session.server.wave - wave).toBeLessThanOrEqual(3);

    for (const client of session.clients)
      client.run(() => {
        const scene = on(client, table.scene);
        const added = scene.tokens.contents.filter((t) => !before.has(t.id));
        expect(added).toHaveLength(18);
        // No two creatures share a square, the Cavern Hulk fills 3 × 3, all inside the 20 × 20 scene.
        const squares = new Set<string>();
        for (const t of scene.tokens.contents) {
          const side = Math.max(1, Math.round(t.width));
          for (let dx = 0; dx < side; dx++)
            for (let dy = 0; dy < side; dy++) {
              const square = `${t.x / 100 + dx},${t.y / 100 + dy}`;
              expect(squares.has(square)).toBe(false);
              squares.add(square);
            }
          expect(t.x / 100 + side).toBeLessThanOrEqual(20);
          expect(t.y / 100 + side).toBeLessThanOrEqual(20);
        }
        expect(added.find((t) => t.name === "Cavern Hulk")?.width).toBe(3);
        // The tokens gather around the square picked.
        for (const t of added) expect(Math.abs(t.x / 100 - 10) + Math.abs(t.y / 100 - 12)).toBeLessThan(10);

        const combat = combatOn(client) as Doc & {
          combatants: { contents: Doc[] };
          groups: { contents: Doc[] };
        };
        const combatants = combat.combatants.contents;
        expect(combatants).toHaveLength(20);
        const names = combatants.map((c) => c.name);
        expect(names).toEqual(expect.arrayContaining(["Korva", "Tamsin", "Goblin Warlord", "Cavern Hulk"]));
        // The table's own goblins stay out of the new fight.
        expect(
          combatants.some((c) => before.has(String(c["tokenId"])) && !["Korva", "Tamsin"].includes(c.name)),
        ).toBe(false);
        const squads = combat.groups.contents.map((g) => {
          const system = g["system"] as { captain: string; pool: number; startingMembers: number };
          const members = combatants.filter((c) => {
            const group: unknown = c["group"];
            return group === g || group === g.id;
          });
          const captain = combatants.find((c) => c.id === system.captain);
          return {
            name: g.name,
            size: system.startingMembers,
            pool: system.pool,
            members: members.length,
            captain: captain ? captain.name : null,
          };
        });
        expect(squads).toEqual([
          { name: "Goblin Spinecleaver", size: 5, pool: 25, members: 6, captain: "Goblin Shieldbearer" },
          { name: "Goblin Spinecleaver", size: 5, pool: 25, members: 6, captain: "Goblin Warlord" },
          { name: "Goblin Thrower", size: 4, pool: 4 * 3, members: 5, captain: "Cavern Hulk" },
        ]);
      });
    // The compendium monsters were imported once, keeping where they came from.
    const imported = gm.run(() =>
      (gm.game["actors"] as { contents: Doc[] }).contents.filter((a) => a._source["_stats"]),
    );
    expect(imported.map((a) => a.name).sort()).toEqual(
      ["Cavern Hulk", "Goblin Spinecleaver", "Goblin Thrower", "Goblin Warbeast", "Goblin Warlord"].sort(),
    );
  });
});
