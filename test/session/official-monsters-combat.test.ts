// @vitest-environment happy-dom
/**
 * Official monsters play a combat: the prose-free fixtures derived from
 * the official 0.11 monsters (test/fixtures/official/0.11/monsters and monster-features,
 * tools/derive-official-fixtures.mjs: structure, numbers, organizations and items kept) are dropped on the
 * Content window as GitHub's "Source code" archive. The Director drops one official monster of each
 * organization from the written compendium onto the encounter builder (four Kobold Tiros, a minion squad;
 * a horde, a platoon, an elite, a leader and a solo), places them on the scene with one square, and starts
 * combat from his tracker: sides alternate, Malice shows, the minions share one stamina pool that Alice's
 * strike lowers on every client. Runs on v13 and v14 (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpTable, target, type Table } from "./table.ts";
import {
  clickOn,
  heroSheetOn,
  lastCardOn,
  maliceOn,
  placeInReach,
  rollFrom,
  trackerOn,
  useButton,
  warningsOn,
} from "./play.ts";
import { dropFile, openContentWindow, sourceArchive } from "./content-drop.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import { instances } from "../sim/applications/application.ts";
import { click, drop, find, findAll, textOf } from "../sim/applications/user.ts";
import { drawCanvas } from "../sim/canvas.ts";
import { installPackFolders, installWorldPacks } from "../sim/world-packs.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { filesUnder } from "../integrity/files.ts";
import { ENCOUNTER_BUILDER_ID } from "../../src/applications/director/encounter-builder.ts";
import { readEncounter } from "../../src/data/settings/director-store.ts";

installWorldPacks();

const DIR = "test/fixtures/official/0.11";
const ROOT = join(import.meta.dirname, "..", "..");
type Source = { _id: string; name: string; type: string; system: Record<string, unknown> };
const sources = filesUnder(DIR, ".json")
  .map((path) => ({
    path: path.slice(DIR.length + 1),
    doc: JSON.parse(readFileSync(join(ROOT, path), "utf8")) as Source,
  }))
  .filter(({ path }) => /^(monsters|monster-features)\//.test(path));

/** One official monster of each organization, by name, with how many the Director drops. */
const PICKS = [
  { name: "Kobold Tiro", organization: "minion", count: 4 },
  { name: "Kobold Venator", organization: "horde", count: 1 },
  { name: "High Elf Palinode", organization: "platoon", count: 1 },
  { name: "Minotaur", organization: "elite", count: 1 },
  { name: "Kobold Centurion", organization: "leader", count: 1 },
  { name: "Manticore", organization: "solo", count: 1 },
] as const;

const sourceOf = (name: string): Source => {
  const found = sources.find(({ doc }) => doc.type === "npc" && doc.name === name)?.doc;
  if (!found) throw new Error(`no ${name} in the fixtures`);
  return found;
};
const uuidOf = (name: string) => `Compendium.world.monsters.Actor.${sourceOf(name)._id}`;

type Window = { readonly element: HTMLElement; readonly rendered: boolean };
type Doc = HarnessDocument & Record<string, unknown>;
type Group = Doc & { system: { pool: number; startingMembers: number; captain: string } };
type Fight = HarnessDocument & { combatants: { contents: Doc[] }; groups: { contents: Group[] } };

let table: Table;
let summary = "";

function builderOn(client: SimClient): Window {
  const app = client.run(() => instances.get(ENCOUNTER_BUILDER_ID)) as Window | undefined;
  if (!app?.rendered) throw new Error("the encounter builder is not open");
  return app;
}

/** The newest combat as a client sees it. */
function fightOn(client: SimClient): Fight {
  const combats = client.run(() => (client.game["combats"] as { contents: Fight[] }).contents);
  const last = combats.at(-1);
  if (!last) throw new Error(`${client.label} sees no combat`);
  return last;
}

/** The id of the (first) combatant of that name in the newest combat, as a client sees it. */
function combatantId(client: SimClient, name: string): string {
  const id = client.run(() => fightOn(client).combatants.contents.find((c) => c.name === name)?.id);
  if (!id) throw new Error(`no ${name} in the combat`);
  return id;
}

/** The placed tokens of an official monster (by name) on the table's scene, as the GM sees them. */
const tokensOf = (name: string): SimTokenDocument[] =>
  table.scene.tokens.contents.filter((t) => t.name === name);

/** The squad (combat group) the Kobold Tiros belong to, as a client sees it. */
const squadOn = (client: SimClient): Group | undefined =>
  client.run(() => fightOn(client).groups.contents.find((g) => g.name === "Kobold Tiro"));

beforeAll(async () => {
  table = await setUpTable();
  const { session, gm } = table;
  for (const client of session.clients) installPackFolders(client);
  await openContentWindow(session, gm);
  summary = (await dropFile(session, gm, "draw-steel-0.11.1.zip", sourceArchive("0.11.1", sources))).summary;
}, 240_000);
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("official monsters of each organization play a combat (v13 and v14)", () => {
  it("the monsters and their features land in world compendiums, every document converted", () => {
    const n = sources.length;
    expect(summary).toContain(`${n} documents read, ${n} converted, 0 not converted; 2 new compendiums.`);
  });

  it("R-EB-3: the Director drops one monster of each organization from the written compendium onto the builder; each line shows its organization and EV", async () => {
    const { gm, session } = table;
    await gm.run(() => steelbound.openEncounterBuilder());
    await session.settle();
    for (const pick of PICKS)
      for (let i = 0; i < pick.count; i++) {
        await gm.run(() => drop(builderOn(gm), { type: "Actor", uuid: uuidOf(pick.name) }));
        await session.settle();
      }
    expect(warningsOn(gm)).toEqual([]);
    const text = textOf(builderOn(gm));
    for (const pick of PICKS) expect(text).toContain(pick.name);
    const lines = gm.run(() => readEncounter().monsters);
    expect(lines.map((l) => [l.name, l.organization, l.count, l.ev])).toEqual(
      PICKS.map((p) => [
        p.name,
        p.organization,
        p.count,
        (sourceOf(p.name).system["monster"] as { ev: number }).ev,
      ]),
    );
  });

  it("R-MN-1, R-MN-10, R-MV-13: one click and one square: the tokens, a combat with the heroes, the Tiros one squad with a captain, on every client", async () => {
    const { gm, session } = table;
    const board = drawCanvas(gm, table.scene);
    const button = find(builderOn(gm), '[data-action="placeOnScene"]');
    gm.run(() =>
      button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })),
    );
    for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    gm.run(() => {
      board.clickSquare({ x: 12, y: 12 });
    });
    await session.settle();
    expect(warningsOn(gm)).toEqual([]);
    expect(tokensOf("Kobold Tiro")).toHaveLength(4);
    // The Manticore is size 3 on the official data (R-MV-13): its token fills 3 × 3.
    const manticore = sourceOf("Manticore").system["combat"] as { size: { value: number } } | undefined;
    expect(tokensOf("Manticore")[0]?.width).toBe(manticore?.size.value ?? 1);
    for (const client of session.clients)
      client.run(() => {
        const fight = fightOn(client);
        const names = fight.combatants.contents.map((c) => c.name);
        expect(names).toEqual(expect.arrayContaining(["Korva", "Tamsin", ...PICKS.map((p) => p.name)]));
        expect(names.filter((n) => n === "Kobold Tiro")).toHaveLength(4);
        const squad = fight.groups.contents.find((g) => g.name === "Kobold Tiro");
        // R-MN-2: the pool is the four minions' stamina together.
        const stamina = (sourceOf("Kobold Tiro").system["stamina"] as { max: number }).max;
        expect(squad?.system.pool).toBe(4 * stamina);
        expect(squad?.system.startingMembers).toBe(4);
        const captain = fight.combatants.contents.find((c) => c.id === squad?.system.captain);
        expect(captain?.name).toBeDefined();
        expect(PICKS.filter((p) => p.organization !== "minion").map((p) => p.name)).toContain(captain?.name);
      });
  });

  it("R-CB-2, R-ML-1, R-ML-2: the Director begins combat from his tracker; the players' d10 lets them choose; Malice shows on his tracker", async () => {
    const { gm, session } = table;
    const tracker = await trackerOn(gm);
    queueDice(7);
    await gm.run(() => click(find(tracker, ".combat-control[data-action=startCombat]")));
    await session.settle();
    expect(warningsOn(gm)).toEqual([]);
    // The two heroes have 2 victories each (R-ML-1: 2); round 1 gives 2 heroes + 1 (R-ML-2).
    expect(maliceOn(gm)).toBe(5);
    expect(textOf(find(tracker, ".malice"))).toContain("Malice 5");
    // Every official monster is on the Director's side of every tracker.
    for (const client of [gm, table.alice]) {
      const seen = await trackerOn(client);
      const director = textOf(find(seen, "section.side-director"));
      for (const pick of PICKS) expect(director).toContain(pick.name);
      expect(textOf(find(seen, "section.side-heroes"))).toContain("Korva");
    }
  });

  it("R-CB-3: Alice picks the heroes' side and acts for Korva; she strikes a Tiro and applies: R-MN-3 the squad's pool drops and a Tiro falls on every client; her turn ends and the Director's side is up", async () => {
    const { alice, gm, session } = table;
    const tracker = await trackerOn(alice);
    await alice.run(() => click(find(tracker, '[data-action="steelboundChooseSide"][data-side="heroes"]')));
    await session.settle();
    const korva = combatantId(gm, "Korva");
    await alice.run(() => click(find(tracker, `[data-combatant-id="${korva}"] [data-action=steelboundAct]`)));
    await session.settle();
    expect(textOf(find(tracker, ".current-turn"))).toContain("Korva");

    // Korva steps next to a Tiro that has a free square beside it (the squad stands packed).
    let tiro: SimTokenDocument | undefined;
    for (const candidate of tokensOf("Kobold Tiro")) {
      const reached = await placeInReach(table, table.tokens.alice, [candidate]).then(
        () => true,
        () => false,
      );
      if (reached) {
        tiro = candidate;
        break;
      }
    }
    if (!tiro) throw new Error("no Tiro Korva can reach");
    target(alice, [tiro]);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    const before = squadOn(gm)?.system.pool ?? 0;
    await rollFrom(table, alice, useButton(sheet), [6, 6]); // 12 + Might 2: tier 2, 6 damage
    await alice.run(() => sheet.close());
    const card = lastCardOn(alice);
    await clickOn(table, alice, find(card, '[data-action="applyDamage"]'));
    expect(warningsOn(alice)).toEqual([]);
    const stamina = (sourceOf("Kobold Tiro").system["stamina"] as { max: number }).max;
    for (const client of session.clients) {
      expect(squadOn(client)?.system.pool).toBe(before - 6);
      const fallen = client.run(() =>
        fightOn(client).combatants.contents.filter((c) => c.name === "Kobold Tiro" && c["isDefeated"]),
      );
      expect(fallen).toHaveLength(Math.floor(6 / stamina));
    }

    await alice.run(() => click(tracker, "steelboundEndTurn"));
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients)
      client.run(() => {
        const fight = fightOn(client) as Fight & { sideToAct: string; flow: { turn: unknown } };
        expect(fight.flow.turn).toBeNull();
        expect(fight.sideToAct).toBe("director");
      });
    // The Director's tracker offers his monsters a turn; Alice's offers her none.
    const gmTracker = await trackerOn(gm);
    const minotaur = combatantId(gm, "Minotaur");
    expect(findAll(gmTracker, `[data-combatant-id="${minotaur}"] [data-action=steelboundAct]`)).toHaveLength(
      1,
    );
    expect(findAll(tracker, `[data-combatant-id="${minotaur}"] [data-action=steelboundAct]`)).toHaveLength(0);
  });

  it("R-MN-1, R-MN-10, R-CB-3: the Director acts for the Tiros: the squad and its captain take one turn together; he ends it and the heroes' side is up", async () => {
    const { gm, session } = table;
    const tracker = await trackerOn(gm);
    const standing = gm.run(() =>
      fightOn(gm)
        .combatants.contents.filter((c) => c.name === "Kobold Tiro" && !c["isDefeated"])
        .map((c) => c.id),
    );
    const squad = squadOn(gm);
    await gm.run(() =>
      click(find(tracker, `[data-combatant-id="${standing[0]}"] [data-action=steelboundAct]`)),
    );
    await session.settle();
    expect(warningsOn(gm)).toEqual([]);
    type Flow = { flow: { turn: { actors: string[] } | null }; sideToAct: string };
    for (const client of session.clients)
      client.run(() => {
        const actors = (fightOn(client) as Fight & Flow).flow.turn?.actors ?? [];
        expect(actors).toEqual(expect.arrayContaining([...standing, squad?.system.captain]));
      });
    await gm.run(() => click(tracker, "steelboundEndTurn"));
    await session.settle();
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients)
      client.run(() => {
        const fight = fightOn(client) as Fight & Flow;
        expect(fight.flow.turn).toBeNull();
        expect(fight.sideToAct).toBe("heroes");
      });
  });
});
