import { beforeEach, describe, expect, it, vi } from "vitest";
import { HeroModel } from "../../src/data/actor/hero.ts";
import { MonsterModel } from "../../src/data/actor/monster.ts";
import { AbilityModel } from "../../src/data/item/ability.ts";
import { ClassModel } from "../../src/data/item/class.ts";
import { SCHEMA_VERSION, migrateSource, needsMigration } from "../../src/data/migrations/index.ts";
import {
  migrateWorld,
  rewriteWorld,
  worldVersion,
  type MigrationWriter,
} from "../../src/data/migrations/world.ts";
import { calls, resetCalls } from "../harness/calls.ts";
import { buildModel, createActor, createItem, freshWorld, harnessGame, sourceOf } from "../harness/world.ts";

beforeEach(freshWorld);

/** Hero source as written before schema versioning (version 0). */
const oldHero = () => ({
  level: 2,
  characteristics: { m: 2, a: 1, r: 0, i: -1, p: 3 },
  size: "1S",
  skills: ["Handle Animals", "Read Person", "alchemy"],
});

describe("model migrations (migrateData, run before cleaning)", () => {
  it("lifts version-0 hero data: characteristic names, size object, skill keys", () => {
    const hero = buildModel(HeroModel, oldHero());
    expect(hero.schemaVersion).toBe(SCHEMA_VERSION);
    expect(hero.characteristics).toEqual({ might: 2, agility: 1, reason: 0, intuition: -1, presence: 3 });
    expect(hero.size).toEqual({ value: 1, letter: "S" });
    expect(hero.skills).toEqual(new Set(["handleAnimals", "readPerson", "alchemy"]));
    expect(sourceOf(hero).characteristics).not.toHaveProperty("m");
  });

  it("lifts version-0 monster data: size string and comma-separated keywords", () => {
    const monster = buildModel(MonsterModel, { size: "2", keywords: "Humanoid, Goblin" });
    expect(monster.size).toEqual({ value: 2, letter: "M" });
    expect(monster.keywords).toEqual(new Set(["humanoid", "goblin"]));
    expect(buildModel(MonsterModel, { size: "huge" }).size).toEqual({ value: 1, letter: "M" });
  });

  it("lifts version-0 ability keywords", () => {
    const ability = buildModel(AbilityModel, { keywords: "Melee, Strike, Weapon" });
    expect(ability.keywords).toEqual(new Set(["melee", "strike", "weapon"]));
  });

  it("R-AB-8: v2 lifts a class's numeric gain per turn to a formula, losing nothing else", () => {
    const fury = buildModel(ClassModel, {
      schemaVersion: 1,
      heroicResource: { name: "ferocity", gainPerTurn: 2 },
      stamina: { starting: 21, perLevel: 9 },
      recoveries: 10,
      primaryCharacteristics: ["might", "agility"],
    });
    expect(fury.schemaVersion).toBe(SCHEMA_VERSION);
    expect(fury.heroicResource).toEqual({
      name: "ferocity",
      gainPerTurn: "2",
      floor: { base: 0, characteristic: "" }, // old data: the resource stops at 0
      triggers: [], // old data names no trigger ("gain 1 … when …")
    });
    expect(fury.stamina).toEqual({ starting: 21, perLevel: 9 });
    expect(fury.recoveries).toBe(10);
    expect(fury.primaryCharacteristics).toEqual(new Set(["might", "agility"]));
    expect(buildModel(ClassModel, { heroicResource: { gainPerTurn: 0 } }).heroicResource.gainPerTurn).toBe(
      "0",
    );
    // Already a formula (Foundry may migrate the same source twice): kept as is.
    const source = { schemaVersion: 1, heroicResource: { name: "piety", gainPerTurn: "1d3" } };
    expect(migrateSource("class", source)).toMatchObject({ heroicResource: { gainPerTurn: "1d3" } });
  });

  it("leaves data at the current version alone (no step runs twice)", () => {
    const source = { schemaVersion: SCHEMA_VERSION, keywords: "Left, As, Is" };
    expect(migrateSource("ability", { ...source })).toEqual(source);
    expect(needsMigration(source)).toBe(false);
    expect(needsMigration({})).toBe(true);
  });
});

describe("world migration on ready", () => {
  it("rewrites every actor, embedded item and world item once, without diffing, then records the version", async () => {
    const hero = await createActor({
      name: "Old",
      type: "hero",
      system: oldHero(),
      items: [{ name: "Slash", type: "ability" }],
    });
    await createItem({ name: "Charm", type: "treasure", system: { keywords: "Magic" } });
    resetCalls();

    const migrated = await migrateWorld();
    expect(migrated).toBe(3);
    // One batch each: the world's actors, the hero's items (through the hero), the world's items.
    const updates = calls.filter((c) => c.method === "updateDocuments");
    expect(updates.map((c) => c.document)).toEqual(["Actor", hero.uuid, "Item"]);
    // Written whole: no diff, not merged (the writer's own Stamina-write note may travel beside them,
    // src/documents/stamina-writes.ts).
    expect(updates[0]?.args[1]).toMatchObject({ diff: false, recursive: false });
    expect(updates[0]?.args[0]).toMatchObject([
      { _id: hero.id, system: { characteristics: { might: 2 }, schemaVersion: SCHEMA_VERSION } },
    ]);
    expect(updates[1]?.args[1]).toMatchObject({ diff: false, recursive: false, parent: hero.uuid });
    expect(hero.system.characteristics?.might).toBe(2);
    expect(harnessGame().settings.get("steelbound", "schemaVersion")).toBe(SCHEMA_VERSION);

    resetCalls();
    expect(await migrateWorld()).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it("a brand-new world (no setting stored, no documents) records the current version without rewriting anything", async () => {
    resetCalls();
    expect(await migrateWorld()).toBe(0);
    expect(calls).toEqual([]);
    expect(harnessGame().settings.stored.has("steelbound.schemaVersion")).toBe(true);
    expect(harnessGame().settings.get("steelbound", "schemaVersion")).toBe(SCHEMA_VERSION);
    // Documents created afterwards are current: later logins leave them alone.
    await createActor({ name: "New", type: "hero" });
    resetCalls();
    expect(await migrateWorld()).toBe(0);
    expect(calls).toEqual([]);
  });

  it("a world with documents but no stored version is read as the oldest version and rewritten once", async () => {
    await createActor({ name: "Old", type: "hero", system: oldHero() });
    expect(harnessGame().settings.stored.has("steelbound.schemaVersion")).toBe(false);
    expect(worldVersion(null, true)).toBe(0);
    expect(worldVersion(null, false)).toBe(SCHEMA_VERSION);
    expect(worldVersion(1, true)).toBe(1);
    expect(await migrateWorld()).toBe(1);
    expect(harnessGame().settings.get("steelbound", "schemaVersion")).toBe(SCHEMA_VERSION);
  });

  it("a world whose stored version is current rewrites nothing, whatever it holds", async () => {
    await harnessGame().settings.set("steelbound", "schemaVersion", SCHEMA_VERSION);
    await createActor({ name: "Korva", type: "hero" });
    resetCalls();
    expect(await migrateWorld()).toBe(0);
    expect(calls).toEqual([]);
  });

  it("only the active GM migrates", async () => {
    await createActor({ name: "Old", type: "hero", system: oldHero() });
    harnessGame().user.isActiveGM = false;
    resetCalls();
    expect(await migrateWorld()).toBe(0);
    expect(calls).toHaveLength(0);
  });
});

describe("world rewrite in batches (rewriteWorld)", () => {
  /** A writer that counts operations and sequential round trips (operations started together share one). */
  function countingWriter(refuse: (update: { _id?: string }) => boolean = () => false) {
    const counts = { operations: 0, roundTrips: 0, written: [] as string[] };
    let inFlight = 0;
    const write = async (updates: object[]) => {
      if (inFlight === 0) counts.roundTrips += 1;
      inFlight += 1;
      counts.operations += 1;
      await Promise.resolve();
      inFlight -= 1;
      const list = updates as { _id?: string }[];
      if (list.some(refuse)) throw new Error("refused");
      counts.written.push(...list.map((u) => String(u._id)));
    };
    const writer: MigrationWriter = { updateWorld: (_n, u) => write(u), updateEmbedded: (_p, u) => write(u) };
    return { counts, writer };
  }
  const doc = (n: string) => ({ id: n, name: n, system: { toObject: () => ({ n }) } });
  function world(actors: number, itemsEach: number) {
    const list = Array.from({ length: actors }, (_, a) => ({
      ...doc(`a${a}`),
      items: { contents: Array.from({ length: itemsEach }, (_, i) => doc(`a${a}i${i}`)) },
    }));
    return {
      actors: list,
      embedded: list.map((parent) => ({ parent, items: parent.items.contents })),
      worldItems: [doc("w0")],
    };
  }

  it("200 actors of 25 items: 2 + 20 + 1 sequential round trips (not 5,201), every document written once", async () => {
    const { counts, writer } = countingWriter();
    expect(await rewriteWorld(world(200, 25), writer)).toBe(0);
    expect(counts.roundTrips).toBe(23);
    expect(counts.roundTrips).toBeLessThanOrEqual(60);
    expect(counts.written).toHaveLength(200 + 200 * 25 + 1);
    expect(new Set(counts.written).size).toBe(counts.written.length);
    // Linear in the actors: twice the actors, about twice the round trips.
    const twice = countingWriter();
    await rewriteWorld(world(400, 25), twice.writer);
    expect(twice.counts.roundTrips).toBe(4 + 40 + 1);
  });

  it("a batch the server refuses is retried one by one: only the bad document fails, the rest are written", async () => {
    const { counts, writer } = countingWriter((u) => u._id === "a3i1");
    expect(await rewriteWorld(world(5, 3), writer)).toBe(1);
    expect(counts.written).toHaveLength(5 + 15 + 1 - 1);
    expect(counts.written).not.toContain("a3i1");
    expect(counts.written).toContain("a3i2");
  });

  it("a failed document leaves the version unrecorded, so the next GM login runs the pass again", async () => {
    await createActor({ name: "Old", type: "hero", system: oldHero() });
    const refusing: MigrationWriter = {
      updateWorld: () => Promise.reject(new Error("refused")),
      updateEmbedded: () => Promise.resolve(),
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await migrateWorld(refusing)).toBe(1);
    expect(harnessGame().settings.stored.has("steelbound.schemaVersion")).toBe(false);
    resetCalls();
    expect(await migrateWorld()).toBe(1);
    expect(harnessGame().settings.get("steelbound", "schemaVersion")).toBe(SCHEMA_VERSION);
  });
});
