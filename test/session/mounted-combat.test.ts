// @vitest-environment happy-dom
/**
 * Mounted combat and climbing creatures where the table meets them (004 第10章「騎乗戦闘」「ライディング」, R-CB-8
 * Ride; 「他のクリーチャーを登る」): the Director marks the Goblin Warbeast (a size-2 Mount) willing from its token
 * HUD; Alice targets it and presses Mount on Korva's HUD; the GM seats Korva on it. Korva rides: Alice drags
 * her token with the Ride action, the GM moves the Warbeast and Korva with it on every client; a second ride
 * in the same round is refused and nothing moves. Korva climbing the unwilling Warbeast (the GM rolls his test) gives
 * Alice's melee strike against it an edge, read off the board.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { create, on, packSource, setUpTable, target, type Table } from "./table.ts";
import { lastMessageId, openCombat, useAbilityOn, warningsOn } from "./play.ts";
import { drawCanvas, type SimCanvas } from "../sim/canvas.ts";
import { planMovement } from "../sim/token-ruler.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { SimTokenHUD } from "../sim/applications/token-hud.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";
import { queueDice } from "../harness/rolls.ts";

let table: Table;
let warbeast: SimTokenDocument;

beforeEach(async () => {
  table = await setUpTable();
  const { gm, scene } = table;
  const actor = await create(gm, "Actor", packSource("monsters", "Goblin Warbeast"));
  // Korva stands on (4, 3); the Warbeast's 2×2 space (2..3, 3..4) touches his square.
  await gm.run(() =>
    (on(gm, scene) as unknown as HarnessDocument).createEmbeddedDocuments("Token", [
      { ...(actor._source["prototypeToken"] as Plain), name: actor.name, actorId: actor.id, x: 200, y: 300 },
    ]),
  );
  await table.session.settle();
  const placed = scene.tokens.contents.find((t) => t.actorId === actor.id);
  if (!placed) throw new Error("the Warbeast was not placed");
  warbeast = placed;
});

const huds = new Map<SimClient, SimTokenHUD>();
/** The user opens the token HUD over a token on their canvas and clicks one of its buttons. */
async function clickHud(client: SimClient, token: SimTokenDocument, action: string): Promise<void> {
  await client.run(async () => {
    let board = client.globals.canvas as SimCanvas | null;
    if (!board?.ready) board = drawCanvas(client, table.scene);
    const placeable = board.tokens.get(token.id);
    if (!placeable) throw new Error(`${token.name} is not on ${client.label}'s canvas`);
    const config = client.globals.CONFIG as { Token: { hudClass: new () => SimTokenHUD } };
    const hud = huds.get(client) ?? new config.Token.hudClass();
    huds.set(client, hud);
    await hud.bind(placeable);
    const button = hud.element.querySelector(`[data-action="${action}"]`);
    if (!button) throw new Error(`the HUD shows no ${action} button`);
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  });
  await table.session.settle();
}
const hudButtons = async (client: SimClient, token: SimTokenDocument): Promise<string[]> =>
  client.run(async () => {
    const board = (client.globals.canvas as SimCanvas | null) ?? drawCanvas(client, table.scene);
    const placeable = board.tokens.get(token.id);
    const config = client.globals.CONFIG as { Token: { hudClass: new () => SimTokenHUD } };
    const hud = huds.get(client) ?? new config.Token.hudClass();
    huds.set(client, hud);
    if (placeable) await hud.bind(placeable);
    return [...hud.element.querySelectorAll(".steelbound-mount")].map(
      (b) => (b as HTMLElement).dataset["action"] ?? "",
    );
  });

const lastChat = (client: SimClient) => [...client.chatLog.shown.values()].at(-1)?.textContent ?? "";
const place = (client: SimClient, token: SimTokenDocument) => {
  const seen = on(client, token);
  return { x: seen.x, y: seen.y };
};
const FOOTPRINT = { elevation: 0, width: 1, height: 1, shape: 0 };
/** Alice drags Korva with the Ride action to square (x, y). */
async function rideTo(x: number, y: number): Promise<void> {
  const { alice } = table;
  await alice.run(() =>
    on(alice, table.tokens.alice).move(
      [{ x: x * 100, y: y * 100, ...FOOTPRINT, action: "ride", explicit: true }],
      {
        method: "dragging",
      },
    ),
  );
  await table.session.settle();
}

describe("mounted combat (「騎乗戦闘」, R-CB-8 Ride)", () => {
  it("R-CB-8: Korva mounts the willing Warbeast, rides it with the Ride action (the Warbeast carries him on every client), and is refused a second ride in the same round", async () => {
    const { alice, gm, session, tokens } = table;
    // Unwilling until the Director says so: Alice's Mount is refused and nothing moves.
    target(alice, [warbeast]);
    const seen = warningsOn(alice).length;
    await clickHud(alice, tokens.alice, "steelboundMount");
    expect(warningsOn(alice, seen).length).toBeGreaterThan(0);
    expect(place(gm, tokens.alice)).toEqual({ x: 400, y: 300 });

    // The Director marks the Warbeast willing from its HUD; then Alice's Mount seats Korva on it.
    await clickHud(gm, warbeast, "steelboundWilling");
    await clickHud(alice, tokens.alice, "steelboundMount");
    for (const client of session.clients) expect(place(client, tokens.alice)).toEqual({ x: 200, y: 300 });
    expect(await hudButtons(alice, tokens.alice)).toEqual(["steelboundDismount"]);

    const combat = await openCombat(table, [tokens.alice, warbeast]);
    await gm.run(() => combat.startCombat());
    await session.settle();

    // Alice's ruler for a Ride drag counts to the Warbeast's speed (7), not Korva's (5).
    const ruler = alice.run(() =>
      planMovement(
        on(alice, tokens.alice),
        [
          { x: 200, y: 300, ...FOOTPRINT, action: "ride" },
          { x: 600, y: 700, ...FOOTPRINT, action: "ride", explicit: true },
        ],
        alice.userId,
      ),
    );
    await alice.run(() => ruler.rendered);
    expect(ruler.labels.textContent.replace(/\s+/g, " ")).toContain("4 / 7");
    // Ride: the Warbeast (speed 7) goes 4 squares diagonally, Korva with it; Korva's own drag never lands alone.
    await rideTo(6, 7);
    for (const client of session.clients) {
      expect(place(client, warbeast)).toEqual({ x: 600, y: 700 });
      expect(place(client, tokens.alice)).toEqual({ x: 600, y: 700 });
    }
    // Once a round: a second ride is refused (Alice is told), nobody moves.
    const before = warningsOn(alice).length;
    await rideTo(4, 9);
    expect(warningsOn(alice, before).length).toBeGreaterThan(0);
    for (const client of session.clients) {
      expect(place(client, warbeast)).toEqual({ x: 600, y: 700 });
      expect(place(client, tokens.alice)).toEqual({ x: 600, y: 700 });
    }
    // Dismount: the link ends; Alice's HUD offers Mount again.
    await clickHud(alice, tokens.alice, "steelboundDismount");
    expect(await hudButtons(alice, tokens.alice)).toEqual(["steelboundMount", "steelboundClimb"]);
  });

  it("「他のクリーチャーを登る」: while Korva climbs the unwilling Warbeast (on his 2d10 + Might roll, by tier) Alice's melee strike against it has an edge, read off the board; the Warbeast's shake-off throws him down prone and the edge is gone", async () => {
    const { alice, gm, session, tokens } = table;
    const edges = (client: SimClient, id: string) =>
      client.run(() => {
        const messages = (
          client.globals.game as { messages: { get(id: string): { system: unknown } | undefined } }
        ).messages;
        return (messages.get(id)?.system as { targets: { edges: number }[] }).targets[0]?.edges;
      });
    const plain = await useAbilityOn(table, alice, table.heroes.alice, [warbeast], [5, 5]);
    for (const client of session.clients) expect(edges(client, plain)).toBe(0);

    // The Warbeast is not willing: the GM rolls Korva's climb (2d10 + Might 2): 3 + 4 + 2 = 9 fails, and the
    // Warbeast may strike him; 9 + 8 + 2 = 19 climbs.
    target(alice, [warbeast]);
    queueDice(3, 4);
    await clickHud(alice, tokens.alice, "steelboundClimb");
    expect(lastChat(gm)).toContain("fails: Goblin Warbeast may make a free strike against Korva");
    expect(place(gm, tokens.alice)).toEqual({ x: 400, y: 300 });
    queueDice(9, 8);
    await clickHud(alice, tokens.alice, "steelboundClimb");
    for (const client of session.clients) {
      expect(lastChat(client)).toContain("Korva climbs Goblin Warbeast (19)");
      expect(place(client, tokens.alice)).toEqual({ x: 200, y: 300 });
    }
    await useAbilityOn(table, alice, table.heroes.alice, [warbeast], [5, 5]);
    const card = lastMessageId(table);
    for (const client of session.clients) expect(edges(client, card)).toBe(1);

    // The Director's shake-off maneuver from the Warbeast's HUD: Korva's roll 1 + 2 + 2 = 5 throws him to a
    // free square beside it, prone (a 2-square fall less his Agility 1 deals nothing, R-DM-7).
    queueDice(1, 2);
    await clickHud(gm, warbeast, "steelboundShakeOff");
    for (const client of session.clients) {
      expect(lastChat(client)).toContain("Goblin Warbeast shakes Korva off (5)");
      expect(place(client, tokens.alice)).not.toEqual({ x: 200, y: 300 });
      expect(
        client.run(() =>
          (on(client, table.heroes.alice) as unknown as Actor.Implementation).statuses.has("prone"),
        ),
      ).toBe(true);
    }
    await useAbilityOn(table, alice, table.heroes.alice, [warbeast], [5, 5]);
    for (const client of session.clients) expect(edges(client, lastMessageId(table))).toBe(0);
  });
});

describe("fliers fall (R-CN-5, R-MV-5, R-DM-7)", () => {
  const korvaAloft = async (types: string[]) => {
    const { gm, session, heroes, tokens } = table;
    const distance = gm.run(
      () => (on(gm, table.scene) as unknown as { grid: { distance: number } }).grid.distance,
    );
    await gm.run(() => on(gm, heroes.alice).update({ "system.movement.types": types }));
    await gm.run(() => on(gm, tokens.alice).update({ elevation: 3 * distance, movementAction: "fly" }));
    await session.settle();
    return distance;
  };
  const knockProne = async () => {
    const { gm, session, heroes } = table;
    await gm.run(() =>
      (on(gm, heroes.alice) as unknown as Actor.Implementation).createEmbeddedDocuments("ActiveEffect", [
        { name: "Prone", img: "icons/svg/falling.svg", statuses: ["prone"] },
      ] as never),
    );
    await session.settle();
  };
  const stamina = (client: SimClient) =>
    client.run(() =>
      Number(foundry.utils.getProperty(on(client, table.heroes.alice).system, "stamina.value")),
    );

  it("R-CN-5, R-DM-7: Korva flying 3 squares up is knocked prone: the GM drops him to the ground on every client, he takes 4 falling damage (3 squares less his Agility 1, 2 a square) and every client reads why", async () => {
    const { session, tokens } = table;
    await korvaAloft(["walk", "fly"]);
    const before = stamina(table.gm);
    await knockProne();
    for (const client of session.clients) {
      expect(on(client, tokens.alice).elevation).toBe(0);
      expect(stamina(client)).toBe(before - 4);
      expect(client.chatLog.shown.size).toBeGreaterThan(0);
      expect([...client.chatLog.shown.values()].at(-1)?.textContent).toContain("Korva falls 3 squares");
    }
  });

  it("R-CN-5 (001 §ホバー): a hovering Korva knocked prone stays up", async () => {
    const { session, tokens } = table;
    const distance = await korvaAloft(["walk", "fly", "hover"]);
    await knockProne();
    for (const client of session.clients) expect(on(client, tokens.alice).elevation).toBe(3 * distance);
  });
});

describe("a rider knocked prone falls off (「他のクリーチャーを登る」)", () => {
  it("R-CN-5: Korva riding the Warbeast is knocked prone: he lands on a free square beside it, prone, no longer riding, and every client reads the fall", async () => {
    const { alice, gm, session, tokens, heroes } = table;
    target(gm, [warbeast]);
    await clickHud(gm, tokens.alice, "steelboundMount");
    expect(place(gm, tokens.alice)).toEqual({ x: 200, y: 300 });
    await gm.run(() =>
      (on(gm, heroes.alice) as unknown as Actor.Implementation).createEmbeddedDocuments("ActiveEffect", [
        { name: "Prone", img: "icons/svg/falling.svg", statuses: ["prone"] },
      ] as never),
    );
    await session.settle();
    for (const client of session.clients) {
      expect(place(client, tokens.alice)).not.toEqual({ x: 200, y: 300 });
      expect(lastChat(client)).toContain("Korva falls 2 squares");
    }
    expect(await hudButtons(alice, tokens.alice)).toEqual(["steelboundMount", "steelboundClimb"]);
  });
});

describe("a mount that dies (「騎乗戦闘」)", () => {
  it("「騎乗戦闘」: the Warbeast dies under Korva: it is prone, Korva lands prone on a free square beside it, no longer riding", async () => {
    const { gm, session, tokens, heroes } = table;
    target(gm, [warbeast]);
    await clickHud(gm, tokens.alice, "steelboundMount");
    const beast = gm.run(() => on(gm, warbeast).actor) as unknown as Actor.Implementation;
    await gm.run(() =>
      beast.createEmbeddedDocuments("ActiveEffect", [
        { name: "Dead", img: "icons/svg/skull.svg", statuses: ["dead"] },
      ] as never),
    );
    await session.settle();
    for (const client of session.clients) {
      const statuses = (doc: HarnessDocument) =>
        client.run(() => (on(client, doc) as unknown as Actor.Implementation).statuses.has("prone"));
      expect(statuses(heroes.alice)).toBe(true);
      expect(
        client.run(() =>
          (on(client, warbeast).actor as unknown as Actor.Implementation).statuses.has("prone"),
        ),
      ).toBe(true);
      expect(place(client, tokens.alice)).not.toEqual({ x: 200, y: 300 });
    }
    expect(
      gm.run(() =>
        (on(gm, table.scene) as unknown as { getFlag(s: string, k: string): unknown }).getFlag(
          "steelbound",
          "mounted",
        ),
      ),
    ).toEqual({});
  });
});

describe("the Dig maneuver (R-MV-5, 001 §掘削マニューバ)", () => {
  it("R-MV-5: the Director digs the Cavern Hulk (Burrow, size 3) 3 squares down and back up from its HUD on every client; at the surface Dig up is refused; Korva (no Burrow) is offered no Dig", async () => {
    const { gm, alice, session, scene, tokens } = table;
    const actor = await create(gm, "Actor", packSource("monsters", "Cavern Hulk"));
    await gm.run(() =>
      (on(gm, scene) as unknown as HarnessDocument).createEmbeddedDocuments("Token", [
        {
          ...(actor._source["prototypeToken"] as Plain),
          name: actor.name,
          actorId: actor.id,
          x: 1200,
          y: 800,
        },
      ]),
    );
    await session.settle();
    const hulk = scene.tokens.contents.find((t) => t.actorId === actor.id);
    if (!hulk) throw new Error("the Hulk was not placed");
    const distance = gm.run(() => (on(gm, scene) as unknown as { grid: { distance: number } }).grid.distance);
    await clickHud(gm, hulk, "steelboundDigDown");
    for (const client of session.clients) expect(on(client, hulk).elevation).toBe(-3 * distance);
    await clickHud(gm, hulk, "steelboundDigUp");
    for (const client of session.clients) expect(on(client, hulk).elevation).toBe(0);
    const seen = warningsOn(gm).length;
    await clickHud(gm, hulk, "steelboundDigUp");
    expect(warningsOn(gm, seen)).toContain(
      "This creature can't dig that way: it needs Burrow, a speed at least its size and burrowable ground, and can't dig deeper while grabbing a conscious creature.",
    );
    expect(await hudButtons(alice, tokens.alice)).not.toContain("steelboundDigDown");
  });
});
