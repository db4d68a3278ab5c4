// @vitest-environment happy-dom
/**
 *, "Update from compendium": a document made from a pack entry (v13 WorldCollection#fromCompendium
 * sets `_stats.compendiumSource`) is refreshed from that entry through the button in its sheet's header,
 * keeping what its owner changed. The Director's Goblin Shieldbearer takes the new stability, the new Shield
 * Bash damage and the new Shield Shove, loses the untouched Rally Cry, and keeps the stamina and the Shield
 * Wall the Director rewrote; Alice refreshes an ability on her own hero by herself, keeping her own reach.
 */
import "../sim/install.ts";
import { afterEach, describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { addPack } from "../harness/compendium.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import {
  answerDialog,
  click,
  closeAll,
  currentDialog,
  find,
  textOf,
  waitForDialog,
} from "../sim/applications/user.ts";
import { create, on, packSource } from "./table.ts";
import { actorOn, monsterSheetOn, ownSheetOn } from "./play.ts";
import { storedEffectChanges } from "../sim/generation.ts";

afterEach(async () => {
  await closeAll();
});

const BUTTON = ".steelbound-compendium-update";

/** A system pack on every client; returns a function that ships a new version of its entries. */
function installPack(session: Session, id: string, type: string, documents: Plain[]) {
  const packs = session.clients.map((client) =>
    client.run(() => addPack({ id, label: id, type, packageType: "system", documents })),
  );
  return (next: Plain[]) => {
    for (const pack of packs) pack.stored.splice(0, Infinity, ...deepClone(next));
  };
}

type FromCompendium = { fromCompendium(doc: unknown, options?: Plain): Plain };
/** What importing or dropping an entry creates from (v13 WorldCollection#fromCompendium on the pack document). */
async function entryData(client: SimClient, collection: string, uuid: string): Promise<Plain> {
  return client.run(async () => {
    const entry = await fromUuid(uuid);
    return (client.game[collection] as FromCompendium).fromCompendium(entry);
  });
}

/** Clicks the sheet's header button, reads the dialog, answers it. */
async function updateThroughButton(
  session: Session,
  client: SimClient,
  sheet: { element: HTMLElement },
  answer = "yes",
) {
  const clicking = client.run(() => click(find(sheet, BUTTON)));
  await client.run(() => waitForDialog());
  const text = client.run(() => textOf(currentDialog()));
  await client.run(() => answerDialog(answer));
  await clicking;
  await session.settle();
  return text;
}

const feature = (id: string, name: string, text: string): Plain => ({
  _id: id,
  name,
  type: "feature",
  system: { description: { value: `<p>${text}</p>` }, featureType: "trait" },
});

type ItemLike = { id: string; name: string; system: Record<string, unknown> };
const itemsOf = (client: SimClient, doc: HarnessDocument) =>
  client.run(() => (actorOn(client, doc).items as unknown as { contents: ItemLike[] }).contents);

describe("update from compendium", () => {
  it("the Director refreshes a Goblin Shieldbearer from its entry: untouched fields and items follow the entry, the Director's own changes stay", async () => {
    const session = await startSession({ players: ["Alice"] });
    const { gm } = session;
    const alice = session.players[0] as SimClient;
    const original = packSource("monsters", "Goblin Shieldbearer");
    (original["items"] as Plain[]).push(feature("rallyCry00000000", "Rally Cry", "Allies shout."));
    const ship = installPack(session, "steelbound.monsters", "Actor", [original]);
    const uuid = `Compendium.steelbound.monsters.Actor.${String(original["_id"])}`;

    const monster = await create(gm, "Actor", await entryData(gm, "actors", uuid));
    expect(monster._source["_stats"]).toMatchObject({ compendiumSource: uuid });
    // The Director's own changes: more stamina, and Shield Wall rewritten.
    await gm.run(() => actorOn(gm, monster).update({ system: { stamina: { max: 45, value: 45 } } }));
    const wall = itemsOf(gm, monster).find((i) => i.name === "Shield Wall");
    await gm.run(() =>
      actorOn(gm, monster).updateEmbeddedDocuments("Item", [
        { _id: wall?.id, system: { description: { value: "<p>Our table's wall.</p>" } } },
      ]),
    );
    await session.settle();

    // A new version of the system ships a changed entry.
    const next = deepClone(original);
    Object.assign(next["system"] as Plain, { stability: 2 });
    (next["system"] as { stamina: Plain }).stamina["max"] = 50;
    const items = (next["items"] as Plain[]).filter((i) => i["name"] === "Shield Bash");
    (items[0]?.["system"] as { power: { tier1: { damage: Plain } } }).power.tier1.damage["value"] = 6;
    items.push(feature("shieldShove00000", "Shield Shove", "The goblin shoves."));
    next["items"] = items;
    ship([next]);

    const sheet = await monsterSheetOn(gm, monster);
    const text = await updateThroughButton(session, gm, sheet);
    expect(text).toContain("stability");
    expect(text).toContain("Shield Bash: Tier 1 › damage");
    // Fields in words, never as schema paths.
    expect(text).not.toMatch(/power ›|tier1|› value|system\./);
    expect(text).toMatch(/Items added.*Shield Shove/);
    expect(text).toMatch(/Items removed.*Rally Cry/);
    expect(text).toMatch(/Kept .*Stamina › maximum 45 50/);
    expect(text).toContain("Shield Wall (removed from the compendium, but you changed it)");

    // Everyone's copy of the world actor shows the result.
    for (const client of [gm, alice]) {
      const actor = client.run(
        () => on(client, monster) as unknown as { system: { stability: number; stamina: { max: number } } },
      );
      expect(actor.system.stability).toBe(2);
      expect(actor.system.stamina.max).toBe(45);
    }
    const after = itemsOf(alice, monster);
    expect(after.map((i) => i.name).sort()).toEqual(["Shield Bash", "Shield Shove", "Shield Wall"]);
    const bash = after.find((i) => i.name === "Shield Bash")?.system as {
      power: { tier1: { damage: { value: number } } };
    };
    expect(bash.power.tier1.damage.value).toBe(6);
    const keptWall = after.find((i) => i.name === "Shield Wall")?.system as {
      description: { value: string };
    };
    expect(keptWall.description.value).toContain("Our table's wall.");

    // Refreshed once: the entry has nothing new left, and the Director's stamina still counts as theirs.
    const seen = gm.notifications.length;
    await gm.run(() => click(find(sheet, BUTTON)));
    await session.settle();
    expect(gm.notifications.slice(seen).map((n) => n.message)).toContain(
      "Goblin Shieldbearer already matches its compendium entry.",
    );
  });

  it("Alice refreshes an ability on her own hero herself; Cancel changes nothing; her longer reach stays", async () => {
    const session = await startSession({ players: ["Alice"] });
    const { gm } = session;
    const alice = session.players[0] as SimClient;
    const ability = packSource("monsters", "Goblin Shieldbearer")["items"] as Plain[];
    const bashEntry: Plain = { ...deepClone(ability[0] as Plain), _id: "bashEntry0000000" };
    const ship = installPack(session, "steelbound.abilities", "Item", [bashEntry]);
    const uuid = "Compendium.steelbound.abilities.Item.bashEntry0000000";
    const hero = await create(gm, "Actor", {
      name: "Korva",
      type: "hero",
      ownership: { default: 0, [alice.userId]: 3 },
    });
    await session.settle();
    const data = await entryData(alice, "items", uuid);
    await alice.run(() => actorOn(alice, hero).createEmbeddedDocuments("Item", [data]));
    await session.settle();
    const [bash] = itemsOf(alice, hero);
    if (!bash) throw new Error("the ability was not created");
    await alice.run(() =>
      actorOn(alice, hero).updateEmbeddedDocuments("Item", [
        { _id: bash.id, system: { distance: { melee: 2 } } },
      ]),
    );
    await session.settle();

    const next = deepClone(bashEntry);
    const system = next["system"] as { distance: Plain; power: { tier2: { damage: Plain } } };
    system.distance["melee"] = 3;
    system.power.tier2.damage["value"] = 10;
    ship([next]);

    const item = alice.run(() => actorOn(alice, hero).items.get(bash.id)) as unknown as HarnessDocument;
    const sheet = await ownSheetOn(alice, item);
    const tier2 = () =>
      (itemsOf(gm, hero)[0]?.system as { power: { tier2: { damage: { value: number } } } }).power.tier2.damage
        .value;
    const cancelled = await updateThroughButton(session, alice, sheet, "no");
    expect(cancelled).toContain("Tier 2 › damage 8 10");
    expect(tier2()).toBe(8);

    const text = await updateThroughButton(session, alice, sheet);
    expect(text).toMatch(/Kept .*distance › melee 2 3/);
    expect(tier2()).toBe(10);
    expect((itemsOf(gm, hero)[0]?.system as { distance: { melee: number } }).distance.melee).toBe(2);
    // Her own document: written by her, no request to the Director.
    expect(gm.notifications.filter((n) => n.level !== "info")).toEqual([]);
  });

  it("a player who does not own the document sees no button", async () => {
    const session = await startSession({ players: ["Alice"] });
    const { gm } = session;
    const alice = session.players[0] as SimClient;
    const original = packSource("monsters", "Goblin Shieldbearer");
    installPack(session, "steelbound.monsters", "Actor", [original]);
    const uuid = `Compendium.steelbound.monsters.Actor.${String(original["_id"])}`;
    const data = await entryData(gm, "actors", uuid);
    const monster = await create(gm, "Actor", { ...data, ownership: { default: 2 } });
    await session.settle();
    const mine = await monsterSheetOn(gm, monster);
    expect(mine.element.querySelector(BUTTON)).not.toBeNull();
    const theirs = await monsterSheetOn(alice, monster);
    expect(theirs.element.querySelector(BUTTON)).toBeNull();
  });

  it("effects and the prototype token follow the same rule: an untouched effect takes the entry's version, the Director's edited effect and token art stay and are listed, a condition applied in play survives", async () => {
    const session = await startSession({ players: ["Alice"] });
    const { gm } = session;
    const alice = session.players[0] as SimClient;
    const original = packSource("monsters", "Goblin Shieldbearer");
    const stance = (value: string, name = "Shield Stance"): Plain => ({
      _id: "shieldStance0000",
      name,
      changes: [{ key: "system.stability", mode: 2, value }],
    });
    const guard = (name: string): Plain => ({
      _id: "bulwarkGuard0000",
      name,
      changes: [{ key: "system.stability", mode: 2, value: "1" }],
    });
    original["effects"] = [stance("1"), guard("Bulwark")];
    const bashEffect = (value: string): Plain => ({
      _id: "bashBrace0000000",
      name: "Brace",
      changes: [{ key: "system.stability", mode: 2, value }],
    });
    const bashOf = (source: Plain) =>
      (source["items"] as Plain[]).find((i) => i["name"] === "Shield Bash") as Plain;
    bashOf(original)["effects"] = [bashEffect("1")];
    const ship = installPack(session, "steelbound.monsters", "Actor", [original]);
    const uuid = `Compendium.steelbound.monsters.Actor.${String(original["_id"])}`;
    const monster = await create(gm, "Actor", await entryData(gm, "actors", uuid));
    const actor = () => actorOn(gm, monster);
    // The Director renames Bulwark and gives the token their own art; in play the goblin is slowed.
    await gm.run(() =>
      actor().updateEmbeddedDocuments("ActiveEffect", [{ _id: "bulwarkGuard0000", name: "Our Bulwark" }]),
    );
    await gm.run(() => actor().update({ "prototypeToken.texture.src": "tokens/our-goblin.webp" }));
    await gm.run(() => actor().toggleStatusEffect("slowed", { active: true }));
    await session.settle();

    const next = deepClone(original);
    next["effects"] = [stance("2"), guard("Bulwark of Iron")];
    bashOf(next)["effects"] = [bashEffect("3")];
    Object.assign(next["prototypeToken"] as Plain, {
      width: 2,
      height: 2,
      texture: { src: "tokens/new.webp" },
    });
    ship([next]);

    const sheet = await monsterSheetOn(gm, monster);
    const text = await updateThroughButton(session, gm, sheet);
    // An effect's changes read as what they change, never as JSON.
    expect(text).toContain("Shield Stance (effect): change stability +1 stability +2");
    expect(text).not.toMatch(/[{}"]/);
    expect(text).toMatch(/Kept .*Our Bulwark \(effect\): name Our Bulwark Bulwark of Iron/);
    expect(text).toContain("Prototype token: width 1 2");
    expect(text).toMatch(/Kept .*Prototype token: image › file tokens\/our-goblin\.webp tokens\/new\.webp/);
    expect(text).toContain("tokens already placed on scenes stay as they are");
    expect(text).not.toContain("Slowed");

    type EffectLike = { id: string; name: string; statuses: Set<string> };
    for (const client of [gm, alice]) {
      const after = client.run(() => actorOn(client, monster));
      const effects = (after.effects as unknown as { contents: EffectLike[] }).contents;
      const byId = (id: string) => effects.find((e) => e.id === id);
      expect(String(storedEffectChanges(byId("shieldStance0000"))[0]?.value)).toBe("2");
      expect(byId("bulwarkGuard0000")?.name).toBe("Our Bulwark");
      expect(effects.some((e) => e.statuses.has("slowed"))).toBe(true);
      const bash = (
        after.items as unknown as { contents: { name: string; effects: { contents: EffectLike[] } }[] }
      ).contents.find((i) => i.name === "Shield Bash");
      expect(String(storedEffectChanges(bash?.effects.contents[0])[0]?.value)).toBe("3");
      const token = (after as unknown as { prototypeToken: Plain }).prototypeToken;
      expect(token).toMatchObject({ width: 2, height: 2, texture: { src: "tokens/our-goblin.webp" } });
    }
    // Refreshed once: nothing left to take; the condition is still not the Director's change.
    const seen = gm.notifications.length;
    await gm.run(() => click(find(sheet, BUTTON)));
    await session.settle();
    expect(gm.notifications.slice(seen).map((n) => n.message)).toContain(
      "Goblin Shieldbearer already matches its compendium entry.",
    );
  });

  it("a monster recorded before effects and tokens were: the dialog says those parts have no record, and they follow the entry", async () => {
    const session = await startSession({ players: ["Alice"] });
    const { gm } = session;
    const original = packSource("monsters", "Goblin Shieldbearer");
    original["effects"] = [
      {
        _id: "shieldStance0000",
        name: "Shield Stance",
        changes: [{ key: "system.stability", mode: 2, value: "1" }],
      },
    ];
    const ship = installPack(session, "steelbound.monsters", "Actor", [original]);
    const uuid = `Compendium.steelbound.monsters.Actor.${String(original["_id"])}`;
    const data = await entryData(gm, "actors", uuid);
    // The record as the first version of this feature wrote it: fields and items only.
    const record = { source: uuid, fields: {}, items: {} };
    const monster = await create(gm, "Actor", {
      ...data,
      flags: { steelbound: { compendiumBase: record } },
    });
    await session.settle();
    const next = deepClone(original);
    Object.assign(next["prototypeToken"] as Plain, { width: 2, height: 2 });
    (next["effects"] as Plain[]).push({ _id: "newGuard00000000", name: "Braced", changes: [] });
    ship([next]);

    const sheet = await monsterSheetOn(gm, monster);
    const text = await updateThroughButton(session, gm, sheet);
    expect(text).toContain("There is no record of the entry's active effects");
    expect(text).toContain("There is no record of the entry's prototype token");
    expect(text).toMatch(/Effects added.*Braced/);
    const after = gm.run(() => actorOn(gm, monster)) as unknown as {
      prototypeToken: Plain;
      effects: { contents: { id: string }[] };
      flags: { steelbound: { compendiumBase: Plain } };
    };
    expect(after.prototypeToken).toMatchObject({ width: 2, height: 2 });
    expect(after.effects.contents.map((e) => e.id).sort()).toEqual(["newGuard00000000", "shieldStance0000"]);
    // The new record holds every part from now on.
    expect(Object.keys(after.flags.steelbound.compendiumBase)).toEqual(
      expect.arrayContaining(["effects", "itemEffects", "token"]),
    );
  });
});
