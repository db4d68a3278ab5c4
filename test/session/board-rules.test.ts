// @vitest-environment happy-dom
/**
 * on the board: what a player notices when the rules round 3 reaches the table.
 * - R-MV-4: Alice drags Korva walking and then shifting in one movement; her ruler turns red and says so, and
 *   dropping it anyway moves nothing.
 * - R-MV-6: she drags a teleport onto a goblin's square; her ruler says the destination is occupied.
 * - R-CN-4: Korva grabs a goblin (smaller: his ruler still counts to 5), then grabs Tamsin (his size: his
 *   ruler now counts to 2, half of 5 rounded down).
 * - R-MV-1: a diagonal step past a wall's end is priced ∞ on her ruler (the book's corner rule).
 * - R-AB-2: Korva's burst whose target is "Self" targets Korva alone, not Tamsin standing beside him.
 * - R-MV-6: a teleport dropped onto a goblin anyway is refused with the ruler's words.
 * - R-AB-2 (効果線): line of effect corner to corner, one implementation (src/rules/line-of-effect.ts).
 * Each through the rendered UI on Alice's client (v13 TokenRuler#refresh through CONFIG.Token.rulerClass;
 * the ability used from Korva's sheet through the roll dialog; the card's apply button clicked).
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, packSource, target, type Table } from "./table.ts";
import { setUpCanvasTable, tearDownCanvases, type Canvases } from "./setups.ts";
import { clickOn, heroSheetOn, lastCardOn, rollFrom, useButton, warningsOn } from "./play.ts";
import { find, findAll } from "../sim/applications/user.ts";
import { planMovement, type SimTokenRuler } from "../sim/token-ruler.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { Plain } from "../harness/utils.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { OVER_LIMIT_COLOR } from "../../src/canvas/token-ruler.ts";

let table: Table;
const canvases: Canvases = new Map();
beforeEach(async () => {
  table = await setUpCanvasTable(canvases);
});
afterEach(() => tearDownCanvases(table, canvases));

/** What every measured waypoint carries besides x and y (v13 TokenMeasuredMovementWaypoint). */
const FOOTPRINT = { elevation: 0, width: 1, height: 1, shape: 0 };
/** A drag from the token's square through squares (x, y), each with its own movement action. */
function path(client: SimClient, token: SimTokenDocument, steps: [number, number, string][]): Plain[] {
  const seen = on(client, token);
  const first = steps[0]?.[2] ?? "walk";
  return [
    { x: seen.x, y: seen.y, ...FOOTPRINT, action: first },
    ...steps.map(([x, y, action]) => ({ x: x * 100, y: y * 100, ...FOOTPRINT, action, explicit: true })),
  ];
}
async function drag(client: SimClient, token: SimTokenDocument, steps: Plain[]): Promise<SimTokenRuler> {
  const ruler = client.run(() => planMovement(on(client, token), steps, client.userId));
  await client.run(() => ruler.rendered);
  return ruler;
}
const labelTexts = (ruler: SimTokenRuler) =>
  [...ruler.labels.querySelectorAll(".steelbound-waypoint")].map((l) =>
    l.textContent.replace(/\s+/g, " ").trim(),
  );
/** The GM places a token on square (x, y). */
async function place(token: SimTokenDocument, x: number, y: number) {
  await table.gm.run(() => on(table.gm, token).update({ x: x * 100, y: y * 100 }));
  await table.session.settle();
}
/** The GM gives Korva abilities; returns them as Alice's client holds them. */
async function giveKorva(...data: Plain[]): Promise<HarnessDocument[]> {
  const created: unknown = await table.gm.run(() =>
    on(table.gm, table.heroes.alice).createEmbeddedDocuments("Item", data),
  );
  await table.session.settle();
  return (created as HarnessDocument[]).map((item) => on(table.alice, item));
}
/** Alice uses Korva's ability on `targets` from his sheet, rolling `dice`. */
async function aliceUses(item: HarnessDocument, targets: SimTokenDocument[], dice: number[]) {
  target(table.alice, targets);
  const sheet = await heroSheetOn(table.alice, table.heroes.alice);
  await rollFrom(table, table.alice, useButton(sheet, item.id), dice);
}
const targetNames = (client: SimClient) =>
  client.run(() => [...client.user.targets].map((t) => (t.document as HarnessDocument).name).sort());

describe("the board's rules where the table meets them", () => {
  it("R-MV-4: walking and then shifting in one movement turns Alice's ruler red and says why; shifting alone does not", async () => {
    const { alice } = table;
    // Korva on (4, 3): two squares walked west, then one shifted.
    const mixed = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [
        [3, 3, "walk"],
        [2, 3, "walk"],
        [1, 3, "shift"],
      ]),
    );
    expect(labelTexts(mixed).at(-1)).toContain("Can't walk and shift in one movement");
    expect(mixed.segments.at(-1)?.style.color).toBe(OVER_LIMIT_COLOR);
    // The walked part on its own is fine: its squares keep the user's colour.
    expect(mixed.segments[0]?.style.color).not.toBe(OVER_LIMIT_COLOR);
    for (const label of labelTexts(mixed).slice(0, -1)) expect(label).not.toContain("Can't walk and shift");

    const shifted = await drag(alice, table.tokens.alice, path(alice, table.tokens.alice, [[3, 3, "shift"]]));
    expect(labelTexts(shifted).join(" ")).not.toContain("Can't walk and shift");
    expect(shifted.segments.map((s) => s.style.color)).not.toContain(OVER_LIMIT_COLOR);
  });

  it("R-MV-4: Alice drops the mixed drag anyway: Korva stays put on every client and she is told why; a shift alone moves him", async () => {
    const { alice, session } = table;
    const korva = table.tokens.alice;
    const start = { x: on(alice, korva).x, y: on(alice, korva).y };
    const seen = warningsOn(alice).length;
    const mixed = path(alice, korva, [
      [3, 3, "walk"],
      [2, 3, "walk"],
      [1, 3, "shift"],
    ]).slice(1);
    await alice.run(() => on(alice, korva).move(mixed, { method: "dragging" }));
    await session.settle();
    expect(warningsOn(alice, seen)).toContain("Can't walk and shift in one movement");
    for (const client of session.clients)
      expect({ x: on(client, korva).x, y: on(client, korva).y }).toEqual(start);
    const shift = path(alice, korva, [[3, 3, "shift"]]).slice(1);
    await alice.run(() => on(alice, korva).move(shift, { method: "dragging" }));
    await session.settle();
    for (const client of session.clients) expect(on(client, korva).x).toBe(300);
  });

  it("R-MV-6: a teleport onto a goblin's square is flagged on Alice's ruler; onto an empty square it is not", async () => {
    const { alice } = table;
    // A goblin stands on (6, 3); (5, 4) is empty.
    const onto = await drag(alice, table.tokens.alice, path(alice, table.tokens.alice, [[6, 3, "blink"]]));
    expect(labelTexts(onto).at(-1)).toContain("A teleport can't end in an occupied space");
    const free = await drag(alice, table.tokens.alice, path(alice, table.tokens.alice, [[5, 4, "blink"]]));
    expect(labelTexts(free).join(" ")).not.toContain("occupied");
  });

  it("R-MV-6: Alice drops a teleport onto a goblin's square anyway (「テレポートの目的地は、別のクリーチャーやオブジェクトによって占有されていてはならない」): Korva stays put on every client and she is told why; onto an empty square he lands", async () => {
    const { alice, session } = table;
    const korva = table.tokens.alice;
    const start = { x: on(alice, korva).x, y: on(alice, korva).y };
    const seen = warningsOn(alice).length;
    // A goblin stands on (6, 3).
    await alice.run(() =>
      on(alice, korva).move(path(alice, korva, [[6, 3, "blink"]]).slice(1), { method: "dragging" }),
    );
    await session.settle();
    expect(warningsOn(alice, seen)).toContain("A teleport can't end in an occupied space");
    for (const client of session.clients)
      expect({ x: on(client, korva).x, y: on(client, korva).y }).toEqual(start);
    await alice.run(() =>
      on(alice, korva).move(path(alice, korva, [[5, 4, "blink"]]).slice(1), { method: "dragging" }),
    );
    await session.settle();
    for (const client of session.clients)
      expect({ x: on(client, korva).x, y: on(client, korva).y }).toEqual({ x: 500, y: 400 });
  });

  it("R-CN-4: Korva grabbing a smaller goblin keeps his speed on the ruler; grabbing Tamsin (his size) halves it", async () => {
    const { alice, session } = table;
    const [grab] = await giveKorva(packSource("abilities", "Grab"));
    if (!grab) throw new Error("no Grab");
    const goblin = table.tokens.minions.find((t) => t.x === 600 && t.y === 300);
    if (!goblin) throw new Error("no goblin on (6, 3)");
    // Korva steps beside the goblin on (6, 3); Tamsin stands beside him. The ruler's step to (5, 3) keeps
    // Korva beside the goblin (no free strike to name).
    await place(table.tokens.alice, 5, 4);
    await place(table.tokens.bob, 4, 4);
    const ruler = async () =>
      labelTexts(await drag(alice, table.tokens.alice, path(alice, table.tokens.alice, [[5, 3, "walk"]])));
    expect(await ruler()).toEqual(["1 / 5"]);

    // Natural 19: tier 3, the goblin is grabbed (Alice applies it from the card).
    await aliceUses(grab, [goblin], [10, 9]);
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyConditions"]'));
    expect(warningsOn(alice)).toEqual([]);
    const grabbed = (token: SimTokenDocument) =>
      alice.run(() => on(alice, token).actor?.statuses.has("grabbed") ?? false);
    expect(grabbed(goblin)).toBe(true);
    // 1M Korva holds a 1S goblin: his speed stays 5.
    expect(await ruler()).toEqual(["1 / 5"]);

    await aliceUses(grab, [table.tokens.bob], [10, 9]);
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyConditions"]'));
    await session.settle();
    expect(grabbed(table.tokens.bob)).toBe(true);
    // 1M Korva holds 1M Tamsin: half of 5, rounded down (R-PR-11).
    expect(await ruler()).toEqual(["1 / 2"]);
  });

  it("R-MV-1: a diagonal step past the end of a wall (「角を曲がることはできない」) is priced ∞ on Alice's ruler; the two straight steps round it are not", async () => {
    const { alice, gm, session } = table;
    // A wall runs down x = 5 and ends at the corner (5, 3) of Korva's square (4, 3).
    await gm.run(() => on(gm, table.scene).createEmbeddedDocuments("Wall", [{ c: [500, 0, 500, 300] }]));
    await session.settle();
    const cut = await drag(alice, table.tokens.alice, path(alice, table.tokens.alice, [[5, 2, "walk"]]));
    expect(labelTexts(cut)[0]).toContain("∞ / 5");
    const round = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [
        [5, 3, "walk"],
        [5, 2, "walk"],
      ]),
    );
    expect(labelTexts(round).map((l) => l.split(" ").slice(0, 3).join(" "))).toEqual(["1 / 5", "2 / 5"]);
  });

  it("R-AB-2: Korva's 1 burst whose target is Self targets Korva alone, not Tamsin beside him", async () => {
    const { alice, session } = table;
    const [rally] = await giveKorva({
      name: "Iron Resolve",
      type: "ability",
      system: {
        category: "signature",
        type: "maneuver",
        keywords: ["area", "magic"],
        distance: { type: "burst", size: 1 },
        target: { text: "Self", count: 0 },
        power: {
          characteristics: ["might"],
          tier1: { damage: { value: 0 } },
          tier2: { damage: { value: 0 } },
          tier3: { damage: { value: 0 } },
        },
      },
    });
    if (!rally) throw new Error("no ability");
    // Tamsin (an ally) and a goblin stand inside Korva's 1 burst.
    await place(table.tokens.bob, 4, 4);
    await place(table.tokens.alice, 5, 3);
    target(alice, [table.tokens.bob]);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    await rollFrom(table, alice, useButton(sheet, rally.id), [6, 6]);
    expect(warningsOn(alice)).toEqual([]);
    expect(targetNames(alice)).toEqual(["Korva"]);
    for (const client of session.clients) {
      const rows = findAll(lastCardOn(client), "[data-target-index]");
      expect(rows).toHaveLength(1);
      expect(rows[0]?.textContent).toContain("Korva");
      expect(lastCardOn(client).textContent).not.toContain("Tamsin");
      expect(lastCardOn(client).textContent).not.toContain("Goblin");
    }
  });

  it("R-AB-2 (004 「効果線」): 「あなたのスペースの一箇所以上の角が、間に障害物なしにターゲットのスペースのいかなる角とも繋がるのであれば」 — a low pillar hiding the line between centres leaves a corner line, so Alice's Bolt applies; a pillar filling the row refuses it", async () => {
    const { alice, gm, session } = table;
    const [bolt] = await giveKorva({
      name: "Bolt",
      type: "ability",
      system: {
        category: "signature",
        type: "main",
        keywords: ["ranged", "strike", "weapon"],
        distance: { type: "ranged", ranged: 5 },
        target: { text: "One creature", count: 1 },
        power: {
          characteristics: ["might"],
          tier1: { damage: { value: 2 } },
          tier2: { damage: { value: 5 } },
          tier3: { damage: { value: 7 } },
        },
      },
    });
    if (!bolt) throw new Error("no Bolt");
    const goblin = table.tokens.minions[7] as SimTokenDocument;
    await place(table.tokens.alice, 2, 10);
    await place(goblin, 6, 10);
    // A pillar on square (4, 10), 0.6 of a square deep: the centre line (y = 10.5) meets it, the line
    // along the squares' lower corners (y = 11) does not.
    const pillar = (depth: number) => [
      { c: [400, 1000, 500, 1000] },
      { c: [500, 1000, 500, 1000 + depth] },
      { c: [500, 1000 + depth, 400, 1000 + depth] },
      { c: [400, 1000 + depth, 400, 1000] },
    ];
    const stamina = () => session.clients.map((c) => c.run(() => on(c, goblin).actor?.system));
    const walls = await gm.run(() => on(gm, table.scene).createEmbeddedDocuments("Wall", pillar(60)));
    await session.settle();
    const before = JSON.stringify(stamina());
    await aliceUses(bolt, [goblin], [6, 6]);
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyDamage"]'));
    expect(warningsOn(alice)).toEqual([]);
    expect(JSON.stringify(stamina())).not.toBe(before);

    // The pillar now fills the row (y 10…11): every corner line meets it.
    const ids = (walls as { id: string }[]).map((w) => w.id);
    await gm.run(() => on(gm, table.scene).deleteEmbeddedDocuments("Wall", ids));
    await gm.run(() => on(gm, table.scene).createEmbeddedDocuments("Wall", pillar(100)));
    await session.settle();
    const other = table.tokens.minions[6] as SimTokenDocument;
    await place(other, 6, 10);
    await place(goblin, 12, 12);
    const unhurt = JSON.stringify(session.clients.map((c) => c.run(() => on(c, other).actor?.system)));
    const seen = warningsOn(alice).length;
    await aliceUses(bolt, [other], [6, 6]);
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyDamage"]'));
    expect(warningsOn(alice, seen).join(" ")).toContain("no line of effect");
    expect(JSON.stringify(session.clients.map((c) => c.run(() => on(c, other).actor?.system)))).toBe(unhurt);
  });
});
