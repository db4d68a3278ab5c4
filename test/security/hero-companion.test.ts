// @vitest-environment happy-dom
/**
 * The hero's companion made by the GM (`heroCompanion`, src/queries/hero-companion/create.ts) as a modded
 * client sends it: Bob, who may not create actors, names a hero and a companion any way he likes, and writes
 * what he likes on his own hero (its class items and their `_stats.compendiumSource`) and on the companion
 * once it is his. The GM makes a companion only for a hero Bob owns, whose class — read from the Director's
 * compendium, never from Bob's copy — gives one, from a `companion` actor of a compendium Bob cannot edit,
 * once per hero; the payload's own actor data is never read.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "../session/table.ts";
import { warningsOn } from "../session/play.ts";
import { addPack } from "../harness/compendium.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

const BEASTHEART = "beastheart000001";
const TACTICIAN = "tactician0000001";
const WOLF = "wolf000000000001";
const OGRE = "ogre000000000001";
const RAT = "rat0000000000001";
const CLASSES = "world.sbtest-classes";
const BESTIARY = "world.sbtest-bestiary";
/** A pack the GM opened to players (PLAYER: OWNER): its documents are theirs to edit. */
const OPEN_PACK = "world.sbtest-open";
const uuidIn = (pack: string, type: string, id: string) => `Compendium.${pack}.${type}.${id}`;

const classItem = (id: string, name: string, companion: boolean): Plain => ({
  _id: id,
  name,
  type: "class",
  system: { companion, primaryCharacteristics: ["might"] },
});
const companionActor = (id: string, name: string): Plain => ({
  _id: id,
  name,
  type: "companion",
  system: {
    stamina: { value: 0, max: 0 },
    characteristics: { might: 2, agility: 2, reason: -1, intuition: 1, presence: 0 },
    heroicResource: { name: "Rampage", value: 0 },
  },
  items: [],
});

function addPacks(table: Table): void {
  for (const client of table.session.clients)
    client.run(() => {
      addPack({
        id: CLASSES,
        label: "Classes",
        type: "Item",
        packageType: "world",
        documents: [classItem(BEASTHEART, "Beastheart", true), classItem(TACTICIAN, "Tactician", false)],
      });
      addPack({
        id: BESTIARY,
        label: "Bestiary",
        type: "Actor",
        packageType: "world",
        documents: [
          companionActor(WOLF, "Wolf"),
          { _id: OGRE, name: "Ogre", type: "monster", system: { stamina: { value: 80, max: 80 } } },
        ],
      });
      addPack({
        id: OPEN_PACK,
        label: "Open",
        type: "Actor",
        packageType: "world",
        ownership: { PLAYER: "OWNER" },
        documents: [companionActor(RAT, "Rat")],
      });
    });
}

/** A class item on `hero`, written by its owner `by` (whatever they like, as a modded client may). */
async function classOn(by: SimClient, hero: HarnessDocument, data: Plain): Promise<string> {
  const [item] = (await by.run(() =>
    (on(by, hero) as unknown as Actor.Implementation).createEmbeddedDocuments("Item", [data as never]),
  )) as unknown as { id: string }[];
  return item?.id ?? "";
}

async function dropClasses(by: SimClient, hero: HarnessDocument): Promise<void> {
  const ids = by.run(() =>
    (on(by, hero) as unknown as Actor.Implementation).items
      .filter((i) => i.type === "class")
      .map((i) => i.id),
  );
  if (ids.length > 0)
    await by.run(() =>
      (on(by, hero) as unknown as Actor.Implementation).deleteEmbeddedDocuments("Item", ids as string[]),
    );
}

const companionsEverywhere = (table: Table) =>
  table.session.clients.map((client) =>
    client
      .collection("Actor")
      .contents.filter((a) => a.type === "companion")
      .map((a) => a.name)
      .sort(),
  );

const ask = (client: SimClient, payload: Plain) =>
  client.run(() => requestGm({ kind: "heroCompanion", ...payload } as never));

describe("heroCompanion: the GM makes a hero's companion only from documents the requester cannot edit", () => {
  it("attack: forged class items — a Beastheart copy sourced from the Tactician, from a world class Bob owns, from another hero's item, or from nothing — make no companion", async () => {
    const table = await setUpTable();
    const { gm, bob, session, heroes } = table;
    addPacks(table);
    const bobsOwnClass = await create(gm, "Item", {
      ...classItem("bobsclass0000001", "Beastheart", true),
      ownership: { default: 0, [bob.userId]: 3 },
    });
    await classOn(table.alice, heroes.alice, {
      ...classItem("korvasclass00001", "Beastheart", true),
      _stats: { compendiumSource: uuidIn(CLASSES, "Item", BEASTHEART) },
    });
    await session.settle();
    const korvasClass = gm.run(
      () =>
        (on(gm, heroes.alice) as unknown as Actor.Implementation).items.find((i) => i.name === "Beastheart")
          ?.uuid,
    );
    const forgedSources = [
      uuidIn(CLASSES, "Item", TACTICIAN),
      bobsOwnClass.uuid,
      korvasClass ?? "",
      "",
      uuidIn(CLASSES, "Item", "nosuchclass00001"),
    ];
    const wolf = uuidIn(BESTIARY, "Actor", WOLF);
    for (const source of forgedSources) {
      await dropClasses(bob, heroes.bob);
      await classOn(bob, heroes.bob, {
        name: "Beastheart",
        type: "class",
        system: { companion: true },
        flags: { steelbound: { companion: true } },
        ...(source ? { _stats: { compendiumSource: source } } : {}),
      });
      await session.settle();
      const seen = bob.notifications.length;
      expect(await ask(bob, { heroId: heroes.bob.id, companionUuid: wolf }), source).toBeNull();
      await session.settle();
      expect(warningsOn(bob, seen), source).toEqual([
        "None of this hero's classes, as the compendium it came from has it, gives a companion.",
      ]);
    }
    for (const names of companionsEverywhere(table)) expect(names).toEqual([]);
  });

  it("attack: a foreign hero, a world actor, a monster, a pack Bob may edit and an Item uuid are refused; the honest request then makes one Wolf", async () => {
    const table = await setUpTable();
    const { gm, bob, alice, session, heroes } = table;
    addPacks(table);
    for (const [who, hero] of [
      [alice, heroes.alice],
      [bob, heroes.bob],
    ] as const)
      await classOn(who, hero, {
        name: "Beastheart",
        type: "class",
        system: { companion: true },
        _stats: { compendiumSource: uuidIn(CLASSES, "Item", BEASTHEART) },
      });
    const worldCompanion = await create(gm, "Actor", { ...companionActor("worldwolf0000001", "Dire Wolf") });
    await session.settle();
    const wolf = uuidIn(BESTIARY, "Actor", WOLF);
    const forged: Plain[] = [
      { heroId: heroes.alice.id, companionUuid: wolf },
      { heroId: heroes.bob.id, companionUuid: worldCompanion.uuid },
      { heroId: heroes.bob.id, companionUuid: uuidIn(BESTIARY, "Actor", OGRE) },
      { heroId: heroes.bob.id, companionUuid: uuidIn(OPEN_PACK, "Actor", RAT) },
      { heroId: heroes.bob.id, companionUuid: uuidIn(CLASSES, "Item", BEASTHEART) },
      { heroId: heroes.bob.id, companionUuid: uuidIn(BESTIARY, "Actor", "nosuchactor00001") },
      { heroId: heroes.bob.uuid, companionUuid: wolf },
      { heroId: heroes.bob.id },
    ];
    const seen = bob.notifications.length;
    for (const payload of forged) expect(await ask(bob, payload), JSON.stringify(payload)).toBeNull();
    await session.settle();
    expect(warningsOn(bob, seen)).toEqual([
      "You are not allowed to do that.",
      "The request was malformed and ignored.",
      "That is not a companion of a compendium: only a compendium's companions can be chosen.",
      "That is not a companion of a compendium: only a compendium's companions can be chosen.",
      "The request was malformed and ignored.",
      "That is not a companion of a compendium: only a compendium's companions can be chosen.",
      "The request was malformed and ignored.",
      "The request was malformed and ignored.",
    ]);
    for (const names of companionsEverywhere(table)) expect(names).toEqual(["Dire Wolf"]);
    const made = await ask(bob, { heroId: heroes.bob.id, companionUuid: wolf });
    await session.settle();
    expect(made).toMatchObject({ name: "Wolf" });
    for (const names of companionsEverywhere(table)) expect(names).toEqual(["Dire Wolf", "Wolf"]);
  });

  it("attack: actor data in the payload is never read — the companion is the compendium's Wolf, following Bob's hero and owned by exactly his hero's owners", async () => {
    const table = await setUpTable();
    const { gm, bob, session, heroes } = table;
    addPacks(table);
    await classOn(bob, heroes.bob, {
      name: "Beastheart",
      type: "class",
      system: { companion: true },
      _stats: { compendiumSource: uuidIn(CLASSES, "Item", BEASTHEART) },
    });
    await session.settle();
    const made = await ask(bob, {
      heroId: heroes.bob.id,
      companionUuid: uuidIn(BESTIARY, "Actor", WOLF),
      name: "Ancient Dragon",
      type: "monster",
      system: { stamina: { value: 999, max: 999 }, mentor: null, level: 10 },
      ownership: { default: 3 },
      items: [{ name: "Annihilate", type: "ability" }],
      data: { name: "Ancient Dragon" },
    });
    await session.settle();
    expect(made).toMatchObject({ name: "Wolf" });
    const heroMax = gm.run(
      () => (on(gm, heroes.bob) as unknown as { system: { stamina: { max: number } } }).system.stamina.max,
    );
    const heroLevel = gm.run(
      () => (on(gm, heroes.bob) as unknown as { system: { level: number } }).system.level,
    );
    for (const client of session.clients) {
      const companions = client.collection("Actor").contents.filter((a) => a.type === "companion");
      expect(
        companions.map((c) => c.name),
        client.label,
      ).toEqual(["Wolf"]);
      const [wolf] = companions as unknown as {
        ownership: Record<string, number>;
        items: { size: number };
        system: { mentor: string | null; level: number; stamina: { max: number; value: number } };
      }[];
      expect(wolf?.system.mentor).toBe(heroes.bob.uuid);
      expect(wolf?.system.level).toBe(heroLevel);
      expect(wolf?.system.stamina).toMatchObject({ max: heroMax, value: heroMax });
      expect(wolf?.items.size).toBe(0);
      expect(wolf?.ownership).toEqual(
        (on(client, heroes.bob) as unknown as { ownership: Record<string, number> }).ownership,
      );
      expect(wolf?.ownership[table.alice.userId] ?? wolf?.ownership["default"]).toBe(0);
    }
  });

  it("attack: a repeated, a raced and a re-linked request make one companion per hero; once the Director deletes it, one more may be made", async () => {
    const table = await setUpTable();
    const { gm, bob, session, heroes } = table;
    addPacks(table);
    await classOn(bob, heroes.bob, {
      name: "Beastheart",
      type: "class",
      system: { companion: true },
      _stats: { compendiumSource: uuidIn(CLASSES, "Item", BEASTHEART) },
    });
    await session.settle();
    const payload = { heroId: heroes.bob.id, companionUuid: uuidIn(BESTIARY, "Actor", WOLF) };
    const seen = bob.notifications.length;
    const raced = await Promise.all([ask(bob, payload), ask(bob, payload), ask(bob, payload)]);
    await session.settle();
    expect(raced.filter((r) => r !== null)).toHaveLength(1);
    expect(await ask(bob, payload)).toBeNull();
    await session.settle();
    for (const names of companionsEverywhere(table)) expect(names).toEqual(["Wolf"]);
    // Bob unlinks the companion he owns and asks again: the GM's own mark still says it was made.
    const wolf = bob.collection("Actor").contents.find((a) => a.type === "companion");
    if (!wolf) throw new Error("no companion");
    await bob.run(() => (wolf as unknown as Actor.Implementation).update({ system: { mentor: null } }));
    await session.settle();
    expect(await ask(bob, payload)).toBeNull();
    await session.settle();
    expect(warningsOn(bob, seen)).toEqual(
      Array.from({ length: 4 }, () => "This hero already has a companion: each hero has one."),
    );
    for (const names of companionsEverywhere(table)) expect(names).toEqual(["Wolf"]);
    // The Director deletes it: the hero has none, and one more is made.
    await gm.run(() => (on(gm, wolf) as unknown as Actor.Implementation).delete());
    await session.settle();
    expect(await ask(bob, payload)).toMatchObject({ name: "Wolf" });
    await session.settle();
    for (const names of companionsEverywhere(table)) expect(names).toEqual(["Wolf"]);
  });
});
