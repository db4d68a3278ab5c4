// @vitest-environment happy-dom
/**
 * The encounter forecast where the Director meets it: the builder on the GM's client plays the draft out as
 * monsters are added (src/rules/forecast) and shows the heroes' chance, the rounds and each hero's losses;
 * a harder encounter shows a lower chance. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, setUpTable, type Table } from "./table.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { change, click, field, find, findAll, textOf } from "../sim/applications/user.ts";
import { ENCOUNTER_BUILDER_ID } from "../../src/applications/director/encounter-builder.ts";
import { readEncounter } from "../../src/data/settings/director-store.ts";

let table: Table;
type Window = { readonly element: HTMLElement; readonly rendered: boolean };

function builderOn(client: SimClient): Window {
  const app = client.run(() => instances.get(ENCOUNTER_BUILDER_ID));
  if (!app?.rendered) throw new Error(`the encounter builder is not open on ${client.label}`);
  return app;
}

/** Settles until the builder's forecast has finished playing (it yields to the browser between chunks). */
async function forecastShown(builder: Window): Promise<HTMLElement> {
  for (let i = 0; i < 20; i++) {
    await table.session.settle();
    const panel = find(builder, ".encounter-forecast");
    if (panel.dataset["state"] === "done") return panel;
  }
  throw new Error("the forecast never finished");
}

const winPercent = (panel: HTMLElement): number => {
  const match = /win (\d+) %/.exec(textOf(find({ element: panel }, ".forecast-summary")));
  return Number(match?.[1] ?? Number.NaN);
};

async function addMonster(uuid: string, count?: number): Promise<void> {
  const { gm } = table;
  const builder = builderOn(gm);
  await gm.run(() => change(find(builder, 'select[data-role="monster-choice"]'), uuid));
  await gm.run(() => click(find(builder, '[data-action="addMonster"]')));
  await table.session.settle();
  if (count !== undefined) {
    await gm.run(() => change(field(builder, `[name="monsters.${uuid}.count"]`), String(count)));
    await table.session.settle();
  }
}

describe("the encounter forecast in the builder", () => {
  it("with no monsters yet the panel says what it needs and states its caveat", async () => {
    table = await setUpTable();
    await table.gm.run(() => steelbound.openEncounterBuilder());
    await table.session.settle();
    const builder = builderOn(table.gm);
    const panel = find(builder, ".encounter-forecast");
    expect(textOf(panel)).toContain("Add heroes and monsters");
    expect(textOf(panel)).toContain("Assumes plain tactics");
  });

  it("R-EB-3, R-MN-2: goblins added from the world's list: the forecast shows the heroes' chance, rounds and losses", async () => {
    await addMonster(table.monsters.minion.uuid, 4);
    const panel = await forecastShown(builderOn(table.gm));
    expect(textOf(panel)).toMatch(/The heroes win \d+ % of 1000 simulated fights \(\d+–\d+ %\)/);
    expect(textOf(find({ element: panel }, ".forecast-rounds"))).toMatch(/Rounds: \d+/);
    const rows = findAll({ element: panel }, ".forecast-hero").map(textOf);
    expect(rows).toHaveLength(2);
    expect(rows.join(" ")).toContain("Korva");
    expect(winPercent(panel)).toBeGreaterThan(50);
  });

  it("R-CB-18, R-EB-2: adding the Warlord and more goblins lowers the heroes' chance; the same draft reruns the same numbers", async () => {
    const before = winPercent(await forecastShown(builderOn(table.gm)));
    await addMonster(table.monsters.leader.uuid);
    await addMonster(table.monsters.captain.uuid, 3);
    await addMonster(table.monsters.minion.uuid, 12);
    const builder = builderOn(table.gm);
    const after = winPercent(await forecastShown(builder));
    expect(after).toBeLessThan(before);
    expect(table.gm.run(() => readEncounter().monsters)).toHaveLength(3);
    // A re-render of the same draft (the window brought forward) shows the same forecast: seeded.
    const text = textOf(find(builder, ".forecast-summary"));
    await table.gm.run(() => steelbound.openEncounterBuilder());
    const again = await forecastShown(builderOn(table.gm));
    expect(textOf(find({ element: again }, ".forecast-summary"))).toBe(text);
  });
  it("R-CB-17: a Beastheart's companion fights beside her: the heroes' chance rises, and the forecast still lists the two heroes", async () => {
    // Back to a fight the heroes can lose: the leader and its captains leave the draft, 12 goblins stay.
    for (const uuid of [table.monsters.leader.uuid, table.monsters.captain.uuid]) {
      await table.gm.run(() =>
        click(find(builderOn(table.gm), `[data-action="removeMonster"][data-uuid="${uuid}"]`)),
      );
      await table.session.settle();
    }
    await table.gm.run(() =>
      change(field(builderOn(table.gm), `[name="monsters.${table.monsters.minion.uuid}.count"]`), "12"),
    );
    const builder = builderOn(table.gm);
    const before = winPercent(await forecastShown(builder));
    expect(before).toBeLessThan(95);
    const heroes = table.gm.run(() => readEncounter().party);
    const korva = heroes.find((m) => m.name.includes("Korva")) ?? heroes[0];
    await create(table.gm, "Actor", {
      name: "Wolf",
      type: "companion",
      system: {
        mentor: korva?.id ?? "",
        stamina: { value: 60, max: 60 },
        characteristics: { might: 3, agility: 2, reason: -1, intuition: 2, presence: 1 },
      },
      items: [
        {
          name: "Maul",
          type: "ability",
          system: {
            category: "signature",
            type: "main",
            keywords: ["melee", "strike"],
            distance: { type: "melee", melee: 1 },
            target: { text: "One creature", count: 1 },
            power: {
              characteristics: ["might"],
              tier1: { damage: { value: 6 } },
              tier2: { damage: { value: 10 } },
              tier3: { damage: { value: 14 } },
            },
          },
        },
      ],
    });
    await table.session.settle();
    // The builder plays the draft again when it is brought forward.
    await table.gm.run(() => steelbound.openEncounterBuilder());
    const panel = await forecastShown(builderOn(table.gm));
    expect(winPercent(panel)).toBeGreaterThan(before);
    expect(findAll({ element: panel }, ".forecast-hero")).toHaveLength(2);
  });
});
