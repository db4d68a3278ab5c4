// @vitest-environment happy-dom
/**
 * Forge Steel's Beastheart and Summoner at the table (prose-free fixtures of heroes Forge Steel built with
 * its own code: tools/derive-forgesteel-fixtures.mjs --only Beastheart,Summoner, test/fixtures/forge-steel/
 * classes). Alice imports each through her Actors directory. The Beastheart arrives with its companion,
 * created, following its hero and owned by her; the two take a round together in the tracker, each with its
 * own resource (Ferocity on the hero, Rampage on the companion, R-AB-8). The Summoner arrives with its
 * portfolio (its chosen minions as monsters owned by her, its fixture as an object) and a summoning ability
 * per minion; in a round she summons through the GM, the Essence paid once, the minions next to her
 * (R-CB-17, R-MN-1), one strikes, the Director's captain strikes them until they fall with their shared pool,
 * and they vanish with the encounter.
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { importFile } from "./forge-steel-compare.ts";
import { on, setUpTable, type Table } from "./table.ts";
import {
  cardOn,
  clickAnswering,
  clickOn,
  combatOn,
  combatantOn,
  heroSheetOn,
  lastCardOn,
  lastMessageId,
  monsterSheetOn,
  nextTurnOf,
  openCombat,
  placeTokenFor,
  rowButton,
  systemOf,
  trackerOn,
  useButton,
  warningsOn,
} from "./play.ts";
import { grantPermission } from "../sim/session.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { click, closeAll, find, open, textOf } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";
import { target } from "./table.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";

// Each test imports a whole Forge Steel hero through the window and plays a round on three clients: about
// 10 s on a quiet machine, near the default 30 s on a loaded one.
vi.setConfig({ testTimeout: 90_000 });

const DIR = join(import.meta.dirname, "../fixtures/forge-steel/classes");
interface Entry {
  file: string;
  name: string;
  class: string;
  level: number;
}
const MANIFEST = JSON.parse(readFileSync(join(DIR, "manifest.json"), "utf8")) as Entry[];
const fileOf = (name: string) => new File([readFileSync(join(DIR, name), "utf8")], name);
const entryOf = (file: string): Entry => {
  const entry = MANIFEST.find((e) => e.file === file);
  if (!entry) throw new Error(`no fixture ${file}`);
  return entry;
};

afterEach(async () => {
  await closeAll();
});

type Actor = HarnessDocument & {
  name: string;
  type: string;
  uuid: string;
  ownership: Record<string, number>;
  flags: Record<string, unknown>;
  items: { contents: { id: string; name: string; system: unknown; flags: Record<string, unknown> }[] };
};

const actorsOn = (client: SimClient) => client.run(() => client.collection("Actor").contents) as Actor[];
const OWNER = 3;

/** Alice, allowed to create actors, imports one fixture through her rendered Actors directory. */
async function aliceImports(table: Table, file: string): Promise<Actor> {
  const { alice, gm, session } = table;
  grantPermission(session, alice.userId, "ACTOR_CREATE");
  const tab = alice.run(() => new ActorDirectory());
  await alice.run(() => open(tab));
  await importFile(session, alice, tab, fileOf(file));
  const hero = actorsOn(gm).find((a) => a.type === "hero" && a.name === entryOf(file).name);
  if (!hero) throw new Error(`${file} was not imported`);
  return hero;
}

/** The pool of the combat's one squad (the summoned pair), as a client holds it. */
const squadPool = (client: SimClient, combat: { id: string | null }) =>
  client.run(
    () =>
      (combatOn(client, combat as never).groups.contents[0]?.system as { pool: number } | undefined)?.pool ??
      0,
  );

describe("a Forge Steel Beastheart and its companion", () => {
  it("R-AB-8: Alice imports her Beastheart; its companion is created on every client following the hero and owned by her, and the two take a round together in the tracker, Ferocity on the hero and Rampage on the companion", async () => {
    const table = await setUpTable();
    const { gm, alice, session, tokens } = table;
    const hero = await aliceImports(table, "beastheart-5.ds-hero");
    for (const client of session.clients) {
      const companions = actorsOn(client).filter(
        (a) => a.type === "companion" && systemOf(client, a, "mentor") === hero.uuid,
      );
      expect(companions, client.label).toHaveLength(1);
      expect(companions[0]?.ownership[alice.userId]).toBe(OWNER);
    }
    const companion = actorsOn(gm).find((a) => a.type === "companion") as Actor;
    expect(systemOf(gm, hero, "heroicResource.name")).toBe("Ferocity");
    expect(systemOf(gm, companion, "heroicResource.name")).toBe("Rampage");

    const heroToken = await placeTokenFor(table, hero, 2, 2);
    const companionToken = await placeTokenFor(table, companion, 3, 2);
    const combat = await openCombat(table, [heroToken, companionToken, tokens.captain]);
    // The companion sits in its hero's row on the heroes' side, on Alice's tracker too.
    const heroesSide = textOf(find(await trackerOn(alice), "section.side-heroes"));
    expect(heroesSide).toContain(hero.name);
    expect(heroesSide).toContain(companion.name);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await nextTurnOf(table, combat, heroToken);
    await session.settle();
    // They act together: the hero's turn is the companion's too, on every client.
    const companionId = combatantOn(gm, combat, companionToken);
    for (const client of session.clients)
      expect(client.run(() => combatOn(client, combat).flow.turn?.actors)).toContain(companionId);
    // The turn's Ferocity (R-AB-8) is the hero's; the companion's Rampage is its own, apart from it.
    expect(systemOf(gm, hero, "heroicResource.value")).toBeGreaterThan(0);
    expect(systemOf(gm, companion, "heroicResource.name")).toBe("Rampage");

    await clickAnswering(table, gm, find((await trackerOn(gm)).element, "[data-action=endCombat]"), "ok");
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients) expect(systemOf(client, hero, "heroicResource.value")).toBe(0);
  });
});

describe("a Forge Steel Summoner and its portfolio", () => {
  it("R-CB-17, R-MN-1, R-MN-2: Alice imports her Summoner with its minions and fixture; in a round she summons a minion pair through the GM for its Essence paid once, one strikes, they fall with their shared pool, and they vanish with the encounter", async () => {
    const table = await setUpTable();
    const { gm, alice, session, tokens } = table;
    const hero = await aliceImports(table, "summoner-5.ds-hero");
    expect(systemOf(gm, hero, "heroicResource.name")).toBe("Essence");
    const portfolio = (client: SimClient) =>
      actorsOn(client).filter(
        (a) => foundry.utils.getProperty(a.flags, "steelbound.portfolioOf") === hero.uuid,
      );
    for (const client of session.clients) {
      const mine = portfolio(client);
      expect(mine.filter((a) => a.type === "monster").length, client.label).toBeGreaterThanOrEqual(4);
      expect(mine.filter((a) => a.type === "object")).toHaveLength(1);
      for (const a of mine) expect(a.ownership[alice.userId]).toBe(OWNER);
    }
    // Each summoning ability names one creature of the portfolio; the 3-Essence pair is the one used here.
    const callers = on(alice, hero)
      .getEmbeddedCollection("Item")
      .filter((i) => typeof foundry.utils.getProperty(i.system, "summon.creature") === "string");
    expect(callers.length).toBeGreaterThanOrEqual(4);
    const pair = callers.find(
      (i) =>
        foundry.utils.getProperty(i.system as object, "cost.resource") === 3 &&
        foundry.utils.getProperty(i.system as object, "summon.count") === 2,
    );
    if (!pair) throw new Error("no 3-Essence pair in the portfolio");
    const creatureUuid = String(foundry.utils.getProperty(pair.system, "summon.creature"));
    const creature = portfolio(gm).find((a) => a.uuid === creatureUuid);
    if (!creature) throw new Error("the summoning ability names no portfolio creature");
    expect(systemOf(gm, creature, "organization")).toBe("minion");

    // The Director shares the hero with the table (everyone may see it): what a player brought in is then
    // the Director's accepted version (src/config/accepted-abilities-gm.ts onUpdateActor).
    await gm.run(() => on(gm, hero).update({ ownership: { default: 1 } }));
    await gm.run(() => on(gm, hero).update({ system: { heroicResource: { value: 5 } } }));
    await session.settle();
    const heroToken = await placeTokenFor(table, hero, 2, 2);
    const combat = await openCombat(table, [heroToken, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await nextTurnOf(table, combat, heroToken);
    await session.settle();
    const before = systemOf(gm, hero, "heroicResource.value") as number;

    const sheet = await heroSheetOn(alice, hero);
    await alice.run(() => click(useButton(sheet, pair.id)));
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);
    const placed = (client: SimClient) =>
      client.run(() =>
        on(client, table.scene).tokens.contents.filter(
          (t) => t.actor && foundry.utils.getProperty(t.actor.flags, "steelbound.summonedBy") === hero.uuid,
        ),
      );
    const mine = on(gm, heroToken);
    for (const client of session.clients) {
      const list = placed(client);
      expect(list, client.label).toHaveLength(2);
      for (const t of list) {
        expect(Math.abs(t.x - mine.x) / 100).toBeLessThanOrEqual(1);
        expect(Math.abs(t.y - mine.y) / 100).toBeLessThanOrEqual(1);
      }
      // Paid once.
      expect(systemOf(client, hero, "heroicResource.value")).toBe(before - 3);
    }
    // One squad of the two on the heroes' side (R-MN-2).
    expect(gm.run(() => combatOn(gm, combat).groups.contents)).toHaveLength(1);

    // One strikes: Alice's free strike from its sheet reaches every client's chat (R-MO-2).
    const copy = actorsOn(alice).find(
      (a) => foundry.utils.getProperty(a.flags, "steelbound.summonedBy") === hero.uuid,
    ) as HarnessDocument;
    target(alice, [tokens.captain]);
    const minionSheet = await monsterSheetOn(alice, copy);
    await clickOn(table, alice, find(minionSheet, '[data-action="freeStrike"]'));
    for (const client of session.clients) expect(lastCardOn(client).textContent).toContain(creature.name);
    await alice.run(() => minionSheet.close());

    // The Director's captain strikes them with free strikes until their shared pool is gone: the pool takes
    // each hit, a summon falls each time a minion's share of it is gone, and the last falls with the pool
    // (R-MN-1), on every client. The captain's card names the world actor, whose board is the active scene
    // (Scenes#active, src/queries/apply-results/foundry-world.ts actingScenes).
    const perMinion = systemOf(gm, creature, "stamina.max") as number;
    const fallen = (client: SimClient) =>
      client.run(() => placed(client).filter((t) => on(client, t).actor?.statuses.has("dead") === true));
    let pool = squadPool(gm, combat);
    expect(pool).toBe(2 * perMinion);
    for (let strikes = 0; pool > 0; strikes++) {
      expect(strikes, "the pool never emptied").toBeLessThan(8);
      const standing = placed(gm).find((t) => !fallen(gm).some((f) => f.id === t.id));
      if (!standing) throw new Error("no summon standing");
      target(gm, [standing]);
      const captainSheet = await monsterSheetOn(gm, table.monsters.captain);
      await clickOn(table, gm, find(captainSheet, '[data-action="freeStrike"]'));
      await gm.run(() => captainSheet.close());
      await clickOn(table, gm, rowButton(gm, lastMessageId(table), "applyDamage"));
      expect(warningsOn(gm)).toEqual([]);
      const now = squadPool(gm, combat);
      expect(now, "the hit lands on the pool").toBeLessThan(pool);
      pool = now;
      for (const client of session.clients) {
        expect(squadPool(client, combat), client.label).toBe(pool);
        expect(fallen(client), client.label).toHaveLength(
          pool <= 0 ? 2 : Math.floor((2 * perMinion - pool) / perMinion),
        );
      }
    }
    for (const client of session.clients) expect(fallen(client), client.label).toHaveLength(2);

    // The encounter ends: the summoned pair leaves the board, the portfolio stays for the next one.
    await clickAnswering(table, gm, find((await trackerOn(gm)).element, "[data-action=endCombat]"), "ok");
    for (const client of session.clients) {
      expect(placed(client)).toHaveLength(0);
      expect(portfolio(client).some((a) => a.uuid === creatureUuid)).toBe(true);
    }
  });
});

describe("a Forge Steel Summoner's summoning waits for the Director", () => {
  it("R-CB-17, R-MN-1: Alice summons before the Director shared her imported hero; the Director's card says what would be summoned, he accepts it there, and the pair appears once for its Essence paid once", async () => {
    const table = await setUpTable();
    const { gm, alice, session, tokens } = table;
    const hero = await aliceImports(table, "summoner-5.ds-hero");
    const pair = on(alice, hero)
      .getEmbeddedCollection("Item")
      .find(
        (i) =>
          typeof foundry.utils.getProperty(i.system, "summon.creature") === "string" &&
          foundry.utils.getProperty(i.system, "cost.resource") === 3 &&
          foundry.utils.getProperty(i.system, "summon.count") === 2,
      );
    if (!pair) throw new Error("no 3-Essence pair in the portfolio");
    const creatureUuid = String(foundry.utils.getProperty(pair.system, "summon.creature"));
    const creature = actorsOn(gm).find((a) => a.uuid === creatureUuid);
    if (!creature) throw new Error("the summoning ability names no portfolio creature");
    // Alice gains her own Essence (her hero is hers to write); the Director shares nothing.
    await alice.run(() => on(alice, hero).update({ system: { heroicResource: { value: 5 } } }));
    await session.settle();
    const heroToken = await placeTokenFor(table, hero, 2, 2);
    const combat = await openCombat(table, [heroToken, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await nextTurnOf(table, combat, heroToken);
    await session.settle();
    const before = systemOf(gm, hero, "heroicResource.value") as number;

    const sheet = await heroSheetOn(alice, hero);
    await alice.run(() => click(useButton(sheet, pair.id)));
    await session.settle();
    const placed = (client: SimClient) =>
      client.run(() =>
        on(client, table.scene).tokens.contents.filter(
          (t) => t.actor && foundry.utils.getProperty(t.actor.flags, "steelbound.summonedBy") === hero.uuid,
        ),
      );
    // Nothing is summoned yet: Alice is told it waits for the Director, her card says so.
    for (const client of session.clients) expect(placed(client), client.label).toHaveLength(0);
    expect(warningsOn(alice).join(" ")).toContain("Waiting for the Director");
    const id = gm.run<string>(
      () => game.messages?.contents.findLast((m) => m.speaker.actor === hero.id)?.id ?? "",
    );
    expect(textOf(find(cardOn(alice, id), ".steelbound-review"))).toContain("Waiting for the Director");
    // The Director's card says what would be summoned, how many, and for what.
    const review = find(cardOn(gm, id), ".steelbound-review");
    expect(textOf(review)).toContain(`2 × ${creature.name} for 3 Essence`);

    await clickOn(table, gm, find(cardOn(gm, id), '[data-review-decision="once"]'));
    for (const client of session.clients) {
      expect(placed(client), client.label).toHaveLength(2);
      // Paid once, with the use.
      expect(systemOf(client, hero, "heroicResource.value")).toBe(before - 3);
      expect(cardOn(client, id).querySelector(".steelbound-review")).toBeNull();
    }
    // One squad (R-MN-2); the card summons once: asking again is refused.
    expect(gm.run(() => combatOn(gm, combat).groups.contents)).toHaveLength(1);
    const again = await alice.run(() => requestGm({ kind: "summon", messageId: id }));
    await session.settle();
    expect(again).toBeNull();
    for (const client of session.clients) expect(placed(client)).toHaveLength(2);
    expect(systemOf(gm, hero, "heroicResource.value")).toBe(before - 3);
  });
});
