// @vitest-environment happy-dom
/**
 * Auras follow their creature (R-AB-2, 004 "オーラ": centred on its creator, it moves with it for as long as the
 * ability lasts) and end with the encounter (R-AB-11). Alice uses Korva's aura from his sheet; her client
 * places the template around him; when Alice or the GM moves Korva, the active GM's client centres the
 * template on him again, and every client sees it there. A template Alice links to a goblin does not follow
 * the goblin. An aura whose ability puts an effect on Korva lasts as long as that effect (R-AB-11): EoT ends
 * it with his turn, end of encounter keeps it through turns, and ending the effect by hand ends the aura. An
 * aura whose ability left no effect on Korva (none in the tier, or never applied) ends with his turn.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, type Table } from "./table.ts";
import { korvasTurn, setUpCanvasTable, tearDownCanvases, type Canvases } from "./setups.ts";
import {
  actorOn,
  clickAnswering,
  clickOn,
  combatantOn,
  heroSheetOn,
  lastCardOn,
  openCombat,
  ownSheetOn,
  placeAt,
  rollFrom,
  trackerOn,
  useButton,
  warningsOn,
} from "./play.ts";
import { answerDialog, click, find } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { clearCompatibilityWarnings, compatibilityWarnings } from "../harness/utils.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimScene, SimTokenDocument } from "../sim/documents.ts";
import { handWrittenArea, placedAreas, type AreaView } from "../sim/regions.ts";

const tier = (value: number) => ({ damage: { value } });
const WARDING_AURA = {
  name: "Warding Aura",
  type: "ability",
  system: {
    category: "signature",
    type: "main",
    keywords: ["area", "magic"],
    distance: { type: "aura", size: 1 },
    target: { text: "Each enemy in the area", count: 0 },
    power: { characteristics: ["might"], tier1: tier(1), tier2: tier(2), tier3: tier(3) },
  },
};

/** An aura whose every tier also puts "Warding light" on its user for `duration` (a custom effect, bearer self). */
const auraWithEffect = (name: string, duration: "eot" | "save" | "encounter") => {
  const light = { name: "Warding light", text: "", changes: [], bearer: "self", duration };
  const tierWith = (value: number) => ({ damage: { value }, customEffects: [light] });
  return {
    ...WARDING_AURA,
    name,
    system: {
      ...WARDING_AURA.system,
      power: { characteristics: ["might"], tier1: tierWith(1), tier2: tierWith(2), tier3: tierWith(3) },
    },
  };
};
const FLEETING_WARD = auraWithEffect("Fleeting Ward", "eot");
const STANDING_WARD = auraWithEffect("Standing Ward", "encounter");
const WAVERING_WARD = auraWithEffect("Wavering Ward", "save");

let table: Table;
const canvases: Canvases = new Map();
beforeEach(async () => {
  table = await setUpCanvasTable(canvases, [WARDING_AURA, FLEETING_WARD, STANDING_WARD, WAVERING_WARD]);
});
afterEach(() => tearDownCanvases(table, canvases));
// Placing, moving and ending areas logs not one compatibility warning (v14: no MeasuredTemplate shim).
beforeEach(() => {
  clearCompatibilityWarnings();
});
afterEach(() => {
  expect(compatibilityWarnings().map((w) => w.message)).toEqual([]);
});

/** The areas each client sees (v13 templates, v14 Regions: test/sim/regions.ts placedAreas). */
const templatesOn = (client: SimClient): AreaView[] =>
  client.run(() => placedAreas(on<SimScene>(client, table.scene)));

/** Where each client sees the one template: its top-left corner in squares and its size. */
function auraOn(client: SimClient) {
  const all = templatesOn(client);
  expect(all).toHaveLength(1);
  const source = all[0]?._source ?? {};
  return { x: Number(source["x"]) / 100, y: Number(source["y"]) / 100, t: source["t"] };
}

async function move(client: SimClient, token: SimTokenDocument, x: number, y: number) {
  await client.run(() => on(client, token).update({ x: x * 100, y: y * 100 }));
  await table.session.settle();
}

/** What every measured waypoint carries besides x and y (v13 TokenMeasuredMovementWaypoint). */
const FOOTPRINT = { elevation: 0, width: 1, height: 1, shape: 0 };
/** The owner drags the token through squares (x, y), walking (v13 TokenDocument#move, as a drop does). */
async function walk(client: SimClient, token: SimTokenDocument, squares: [number, number][]) {
  const waypoints = squares.map(([x, y]) => ({ x: x * 100, y: y * 100, ...FOOTPRINT, action: "walk" }));
  await client.run(() => on(client, token).move(waypoints, { method: "dragging" }));
  await table.session.settle();
}

async function useAura(name = WARDING_AURA.name) {
  const sheet = await heroSheetOn(table.alice, table.heroes.alice);
  const item = on(table.alice, table.heroes.alice)
    .getEmbeddedCollection("Item")
    .find((i) => i.name === name);
  if (!item) throw new Error("no aura");
  await rollFrom(table, table.alice, useButton(sheet, item.id), [6, 6]);
  expect(warningsOn(table.alice)).toEqual([]);
  return item;
}

describe("auras follow their creature", () => {
  it("R-AB-2: Korva's 1 aura is placed around him and, when Alice and then the GM move him, is centred on him again on every client", async () => {
    const { alice, gm, session, tokens } = table;
    await useAura();
    // Korva stands on (4, 3): the 3 × 3 aura's corner is (3, 2), authored by Alice and linked to his token.
    for (const client of session.clients) {
      expect(auraOn(client)).toEqual({ x: 3, y: 2, t: "rect" });
      expect(templatesOn(client)[0]?._source).toMatchObject({
        author: alice.userId,
        flags: { steelbound: { auraToken: tokens.alice.id } },
      });
    }

    // Alice (Korva's owner) drags him two squares west and one north.
    await walk(alice, tokens.alice, [
      [3, 2],
      [2, 2],
    ]);
    for (const client of session.clients)
      expect({ x: on(client, tokens.alice).x, y: on(client, tokens.alice).y }).toEqual({ x: 200, y: 200 });
    for (const client of session.clients) expect(auraOn(client)).toEqual({ x: 1, y: 1, t: "rect" });

    // The GM moves him too: the aura goes with him.
    await move(gm, tokens.alice, 7, 6);
    for (const client of session.clients) expect(auraOn(client)).toEqual({ x: 6, y: 5, t: "rect" });
    expect(warningsOn(alice)).toEqual([]);
    expect(warningsOn(gm)).toEqual([]);
  });

  it("R-AB-2: a template Alice links to a goblin's token stays where it is when the goblin moves", async () => {
    const { alice, gm, session, tokens } = table;
    const goblin = tokens.captain;
    const [name, data] = handWrittenArea(
      { t: "rect", x: 900, y: 200, distance: Math.hypot(3, 3) * 5, direction: 45 },
      { steelbound: { auraToken: goblin.id } },
      alice.userId,
    );
    await alice.run(() => on(alice, table.scene).createEmbeddedDocuments(name, [data]));
    await session.settle();
    await move(gm, goblin, 12, 7);
    for (const client of session.clients) expect(auraOn(client)).toEqual({ x: 9, y: 2, t: "rect" });
  });

  it("R-AB-2, R-AB-11: the aura follows Korva during the encounter and is taken away when the encounter ends", async () => {
    const { alice, gm, session, tokens } = table;
    const combat = await openCombat(table, [tokens.alice, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await useAura();
    await walk(alice, tokens.alice, [[5, 4]]);
    for (const client of session.clients) expect(auraOn(client)).toEqual({ x: 4, y: 3, t: "rect" });

    await clickAnswering(table, gm, find((await trackerOn(gm)).element, "[data-action=endCombat]"), "ok");
    await session.settle();
    for (const client of session.clients) expect(templatesOn(client)).toHaveLength(0);
  });

  it("R-AB-2: an aura whose token is taken off the scene goes with it", async () => {
    const { gm, session, tokens } = table;
    await useAura();
    await gm.run(() => on(gm, tokens.alice).delete());
    await session.settle();
    for (const client of session.clients) expect(templatesOn(client)).toHaveLength(0);
  });
});

/** The names of the effects Korva holds, as a client sees them. */
const korvaEffects = (client: SimClient): string[] =>
  client.run(() => actorOn(client, table.heroes.alice).effects.contents.map((e) => e.name));

/**
 * Alice uses an aura with the Shieldbearer beside Korva (inside the 1 aura, so it is the card's target) and
 * clicks Apply: the GM puts the ability's effect on Korva.
 */
async function useAndApply(name: string) {
  await placeAt(table, table.tokens.captain, 5, 3);
  const item = await useAura(name);
  await clickOn(table, table.alice, find(lastCardOn(table.alice), '[data-action="applyConditions"]'));
  expect(warningsOn(table.alice)).toEqual([]);
  for (const client of table.session.clients) {
    expect(korvaEffects(client)).toContain("Warding light");
    expect(auraOn(client)).toEqual({ x: 3, y: 2, t: "rect" });
  }
  return item;
}

async function endTurn(client: SimClient) {
  await client.run(async () => click(await trackerOn(client), "steelboundEndTurn"));
  await table.session.settle();
}

describe("an aura lasts as long as its ability", () => {
  it("R-AB-11, R-AB-2: Fleeting Ward's effect on Korva is EoT, so when Alice ends Korva's turn the effect and the aura are gone on every client", async () => {
    const { alice, gm, session } = table;
    await korvasTurn(table);
    const item = await useAndApply(FLEETING_WARD.name);
    for (const client of session.clients)
      expect(templatesOn(client)[0]?._source).toMatchObject({
        flags: { steelbound: { auraToken: table.tokens.alice.id, auraAbility: item.uuid } },
      });

    await endTurn(alice);
    for (const client of session.clients) {
      expect(korvaEffects(client)).not.toContain("Warding light");
      expect(templatesOn(client)).toHaveLength(0);
    }
    expect(warningsOn(alice)).toEqual([]);
    expect(warningsOn(gm)).toEqual([]);
  });

  it("R-AB-11: Wavering Ward's effect on Korva is save ends: it stays past his turn's end until Alice's save succeeds, and the aura goes with it", async () => {
    const { alice, session } = table;
    await korvasTurn(table);
    await useAndApply(WAVERING_WARD.name);
    await endTurn(alice);
    for (const client of session.clients) {
      expect(korvaEffects(client)).toContain("Warding light");
      expect(auraOn(client)).toEqual({ x: 3, y: 2, t: "rect" });
    }
    const prompt = [...alice.chatLog.shown.values()].find((html) =>
      html.querySelector("[data-steelbound-save]"),
    );
    if (!prompt) throw new Error("Alice sees no save card");
    queueDice(8);
    await clickOn(table, alice, find(prompt, "[data-steelbound-save]"));
    for (const client of session.clients) {
      expect(korvaEffects(client)).not.toContain("Warding light");
      expect(templatesOn(client)).toHaveLength(0);
    }
  });

  it("R-AB-11: Standing Ward lasts until the end of the encounter: it stays and follows Korva through both turns, and goes when the encounter ends", async () => {
    const { alice, gm, session, tokens } = table;
    const combat = await korvasTurn(table);
    await useAndApply(STANDING_WARD.name);
    await endTurn(alice);
    const tracker = await trackerOn(gm);
    const captain = combatantOn(gm, combat, tokens.captain);
    await gm.run(() =>
      click(find(tracker, `[data-combatant-id="${captain}"] [data-action="steelboundAct"]`)),
    );
    await session.settle();
    await endTurn(gm);
    await walk(alice, tokens.alice, [[4, 4]]);
    for (const client of session.clients) {
      expect(korvaEffects(client)).toContain("Warding light");
      expect(auraOn(client)).toEqual({ x: 3, y: 3, t: "rect" });
    }

    await clickAnswering(table, gm, find((await trackerOn(gm)).element, "[data-action=endCombat]"), "ok");
    await session.settle();
    for (const client of session.clients) {
      expect(korvaEffects(client)).not.toContain("Warding light");
      expect(templatesOn(client)).toHaveLength(0);
    }
    expect(warningsOn(gm)).toEqual([]);
  });

  it("R-AB-11: Alice ends Standing Ward's effect on Korva from his sheet (a creature may end its own effect): the aura ends with it", async () => {
    const { alice, session } = table;
    await useAndApply(STANDING_WARD.name);
    const sheet = await ownSheetOn(alice, actorOn(alice, table.heroes.alice));
    await alice.run(() => click(find(sheet, '[data-action="tab"][data-tab="effects"]')));
    const effect = alice.run(() =>
      actorOn(alice, table.heroes.alice).effects.contents.find((e) => e.name === "Warding light"),
    );
    const deleting = alice.run(() =>
      click(find(sheet, `[data-effect-id="${effect?.id ?? ""}"] [data-action="deleteEffect"]`)),
    );
    await alice.run(() => answerDialog("yes"));
    await deleting;
    await session.settle();
    for (const client of session.clients) {
      expect(korvaEffects(client)).not.toContain("Warding light");
      expect(templatesOn(client)).toHaveLength(0);
    }
  });

  it("R-AB-2, R-AB-11: Warding Aura puts no effect on Korva, so it has no duration past its use: it stays through his turn and ends with it", async () => {
    const { alice, gm, session } = table;
    await korvasTurn(table);
    await useAura();
    await walk(alice, table.tokens.alice, [[4, 4]]);
    for (const client of session.clients) expect(auraOn(client)).toEqual({ x: 3, y: 3, t: "rect" });
    await endTurn(alice);
    for (const client of session.clients) expect(templatesOn(client)).toHaveLength(0);
    expect(warningsOn(alice)).toEqual([]);
    expect(warningsOn(gm)).toEqual([]);
  });

  it("R-AB-2, R-AB-11: Standing Ward used but never applied puts no effect on Korva, so its aura ends with his turn; outside a turn's end it stays", async () => {
    const { alice, session } = table;
    await korvasTurn(table);
    await placeAt(table, table.tokens.captain, 5, 3);
    await useAura(STANDING_WARD.name);
    for (const client of session.clients) {
      expect(korvaEffects(client)).not.toContain("Warding light");
      expect(auraOn(client)).toEqual({ x: 3, y: 2, t: "rect" });
    }
    await endTurn(alice);
    for (const client of session.clients) expect(templatesOn(client)).toHaveLength(0);
  });

  it("R-AB-2, R-AB-11: a template Bob, who does not own Korva, links to Korva and the ability stays when the effect ends; Alice's aura goes", async () => {
    const { bob, gm, session, tokens } = table;
    const item = await useAndApply(STANDING_WARD.name);
    const [name, data] = handWrittenArea(
      { t: "rect", x: 1200, y: 700, distance: Math.hypot(3, 3) * 5, direction: 45 },
      { steelbound: { auraToken: tokens.alice.id, auraAbility: item.uuid } },
      bob.userId,
    );
    await bob.run(() => on(bob, table.scene).createEmbeddedDocuments(name, [data]));
    await session.settle();
    expect(templatesOn(gm)).toHaveLength(2);
    const korva = actorOn(gm, table.heroes.alice);
    const effect = gm.run(() => korva.effects.contents.find((e) => e.name === "Warding light"));
    await gm.run(() => korva.deleteEmbeddedDocuments("ActiveEffect", [effect?.id ?? ""]));
    await session.settle();
    for (const client of session.clients) expect(auraOn(client)).toEqual({ x: 12, y: 7, t: "rect" });
  });
});
