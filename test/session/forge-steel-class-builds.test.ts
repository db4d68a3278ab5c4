// @vitest-environment happy-dom
/**
 * The classes after the core book built and levelled in the rendered builder: the official data has no
 * advancements for the Beastheart or the Summoner, so their class items are derived from Forge Steel's own
 * class data (tools/derive-forgesteel-classes.mjs: the levels, grants, choices, subclasses, stamina, recoveries
 * and resource kept, every sentence replaced; test/fixtures/forge-steel/class-items), in the official source
 * shape. They are dropped on the Content window with the official 0.11 fixtures' origins and kits; Alice builds
 * each at 1 in the rendered builder and levels it to 5 in the rendered level-up window (./official-heroes.ts),
 * and the hero's stamina is checked against what Forge Steel itself derives for its own heroes
 * (test/fixtures/forge-steel/classes/manifest.json: a Summoner, who has no kit, at 1 and 5; a Beastheart at 1
 * with the Guisarmier kit, and at 5 with Shining Armor, whose 12 an echelon the Guisarmier's 6 replaces).
 * The Beastheart's class says it has a companion (class.companion); the builder offers the companions the
 * derive tool wrote from Forge Steel's Beastheart (official 1.x summons-pack actors), and Finish makes the
 * one Alice picks: owned by her, following her hero, with her hero's Stamina maximum as Forge Steel's
 * companions have it ("equal to the controller's"), still following at 5th level. Bob may not create actors
 * (no ACTOR_CREATE): he builds the empty Beastheart the Director made for him from its sheet, and the active
 * GM makes the companion he picks (`heroCompanion`, src/queries/hero-companion/create.ts), following his
 * hero and owned by exactly his hero's owners, on every client.
 * Runs on v13 and v14.
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { grantPermission, startSession } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { installPackFolders, installWorldPacks } from "../sim/world-packs.ts";
import { filesUnder } from "../integrity/files.ts";
import { dropFile, openContentWindow, sourceArchive } from "./content-drop.ts";
import { convertBatch } from "../../src/import/official/batch.ts";
import { WORLD_OPTIONS } from "../../src/import/official/shared.ts";
import { buildAndLevel, playsOf, type Doc, type Table } from "./official-heroes.ts";
import { create } from "./table.ts";
import { warningsOn } from "./play.ts";
import { instances } from "../sim/applications/application.ts";
import { change, click, find } from "../sim/applications/user.ts";
import { HERO_BUILDER_ID, HeroBuilder } from "../../src/applications/hero-builder/hero-builder.ts";

installWorldPacks();

const ROOT = join(import.meta.dirname, "..", "..");
const OFFICIAL = "test/fixtures/official/0.11";
const DERIVED = "test/fixtures/forge-steel/class-items";
const HERO_PACKS = /^(abilities|character-options|classes|origins|summons)\//;
const read = (dir: string) =>
  filesUnder(dir, ".json")
    .map((path) => ({
      path: path.slice(dir.length + 1),
      doc: JSON.parse(readFileSync(join(ROOT, path), "utf8")) as Doc,
    }))
    .filter(({ path }) => HERO_PACKS.test(path));
const sources = [...read(OFFICIAL), ...read(DERIVED)];

/** Forge Steel's derived stamina of its own heroes (the prose-free import fixtures' manifest), by file. */
const MANIFEST = JSON.parse(
  readFileSync(join(ROOT, "test/fixtures/forge-steel/classes/manifest.json"), "utf8"),
) as { file: string; forgeSteelDerived: { stamina: number } }[];
const fsStamina = (file: string): number => {
  const entry = MANIFEST.find((e) => e.file === file);
  if (!entry) throw new Error(`no ${file} in the manifest`);
  return entry.forgeSteelDerived.stamina;
};

/** Foundry's OWNER ownership level (v13 common/constants.mjs DOCUMENT_OWNERSHIP_LEVELS). */
const CONST_OWNER = 3;

/** The official Guisarmier kit's id in the 0.11 fixtures. */
const GUISARMIER = "ZQVco8CZprfeqPp6";

let table: Table;
let bob: SimClient;
const classNamed = (name: string) => {
  const cls = [...table.byId.values()].find((doc) => doc.type === "class" && doc.name === name);
  if (!cls) throw new Error(`no ${name} in the fixtures`);
  return cls;
};

describe("the Beastheart and the Summoner from Forge Steel's class data: builder → level 5", () => {
  beforeAll(async () => {
    const session = await startSession({ players: ["Alice", "Bob"] });
    const alice = session.players[0] as SimClient;
    bob = session.players[1] as SimClient;
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    for (const client of session.clients) installPackFolders(client);
    const gm = session.gm;
    await openContentWindow(session, gm);
    await dropFile(session, gm, "draw-steel-0.11.1.zip", sourceArchive("0.11.1", sources));
    const batch = convertBatch(sources, WORLD_OPTIONS).packs;
    const converted = batch.filter((p) => p.type === "Item" || p.type === "Actor");
    const uuidOf = new Map<string, string>();
    const byId = new Map<string, Doc>();
    for (const pack of converted)
      for (const doc of pack.documents as Doc[]) {
        if (typeof doc.type !== "string") continue;
        uuidOf.set(doc._id, `Compendium.world.${pack.name}.${pack.type}.${doc._id}`);
        byId.set(doc._id, doc);
      }
    table = { session, gm, alice, uuidOf, byId };
  }, 240_000);

  it("R-HERO-ADV: the Beastheart's builder offers Forge Steel's fourteen companions, and Finish without one says to choose it", async () => {
    const { session, alice } = table;
    await alice.run(() => HeroBuilder.open());
    await session.settle();
    const builder = alice.run(() => instances.get(HERO_BUILDER_ID));
    if (!builder) throw new Error("no builder");
    const companionStep = () => alice.run(() => builder.element.querySelector('[data-step="companion"]'));
    expect(companionStep()).toBeNull();
    await alice.run(() =>
      change(find(builder, '[name="pick-class"]'), table.uuidOf.get(classNamed("Beastheart")._id) ?? ""),
    );
    await session.settle();
    const offered = alice.run(() =>
      [...builder.element.querySelectorAll<HTMLOptionElement>('[name="pick-companion"] option')]
        .map((o) => o.textContent)
        .filter((name) => name !== "" && !name.includes("—")),
    );
    expect(offered).toHaveLength(14);
    expect(offered).toContain("Wolf");
    const before = table.gm.collection("Actor").contents.length;
    await alice.run(() => click(builder, "finish"));
    await session.settle();
    const problems = alice.run(() => builder.element.querySelector(".builder-problems")?.textContent ?? "");
    expect(problems).toContain("Choose the hero's companion.");
    expect(table.gm.collection("Actor").contents.length).toBe(before);
    await alice.run(() => builder.close());
    await session.settle();
  }, 240_000);

  it("R-HERO-ADV, R-HERO-STAMINA: a Summoner built at 1 and levelled to 5 has Forge Steel's stamina, 15 then 39, and 8 recoveries", async () => {
    const cls = classNamed("Summoner");
    expect(cls.system["stamina"]).toMatchObject({ starting: 15, perLevel: 6 });
    // No companion step for a Summoner: his class has none.
    expect(cls.system["companion"]).toBe(false);
    const [play] = playsOf(table, cls);
    if (!play) throw new Error("no circle on offer");
    const figures = await buildAndLevel(table, cls, play.picks, play.label, { levelTo: 5 });
    expect(figures.recoveries[5]).toBe(8);
    // Forge Steel's own Summoners (no kit): 15 at 1, 39 at 5.
    expect(figures.kits).toBe(0);
    expect(figures.stamina[1]).toBe(fsStamina("summoner-1.ds-hero"));
    expect(figures.stamina[5]).toBe(fsStamina("summoner-5.ds-hero"));
    expect(figures.stamina[1]).toBe(figures.expected[1]);
    expect(figures.stamina[5]).toBe(figures.expected[5]);
  }, 240_000);

  it("R-HERO-ADV, R-HERO-STAMINA: a Beastheart built at 1 and levelled to 5 with the Guisarmier kit has Forge Steel's stamina, 27 then 81, and 12 recoveries; the Wolf she picks is made on Finish, hers, following her on every client with her stamina", async () => {
    const cls = classNamed("Beastheart");
    expect(cls.system["stamina"]).toMatchObject({ starting: 21, perLevel: 12 });
    expect(cls.system["companion"]).toBe(true);
    const [play] = playsOf(table, cls);
    if (!play) throw new Error("no subclass on offer");
    // Alice picks the Wolf, one of the fourteen companions Forge Steel's Beastheart offers.
    const wolf = [...table.byId.values()].find((d) => d.type === "companion" && d.name === "Wolf");
    const wolfUuid = wolf ? (table.uuidOf.get(wolf._id) ?? "") : "";
    expect(wolfUuid).toMatch(/^Compendium\.world\..*\.Actor\./);
    const seen: Record<number, number> = {};
    const companionOf = (level: number, hero: { uuid: string }) => {
      for (const client of table.session.clients) {
        const companions = client
          .collection("Actor")
          .contents.filter((a) => a.type === "companion" && a.name === "Wolf");
        expect(companions.length, `${client.label}: one companion`).toBe(1);
        const [companion] = companions as unknown as {
          ownership: Record<string, number>;
          system: { mentor: string | null; level: number; stamina: { max: number; value: number } };
        }[];
        expect(companion?.system.mentor, `${client.label}: follows the hero`).toBe(hero.uuid);
        expect(companion?.ownership[table.alice.userId]).toBe(CONST_OWNER);
        expect(companion?.system.level).toBe(level);
        // Forge Steel's companion: "Stamina equal to the controller's", full when made.
        seen[level] = companion?.system.stamina.max ?? -1;
        expect(companion?.system.stamina.value).toBe(companion?.system.stamina.max);
      }
    };
    // Alice takes the Guisarmier kit (6 stamina an echelon), the kit of Forge Steel's own 1st-level Beastheart.
    const guisarmier = table.uuidOf.get(GUISARMIER) ?? "";
    expect(guisarmier).not.toBe("");
    const figures = await buildAndLevel(table, cls, play.picks, play.label, {
      levelTo: 5,
      prefer: new Set([guisarmier]),
      picks: { companion: wolfUuid },
      afterLevel: (level, hero) => {
        if (level === 1 || level === 5) companionOf(level, hero);
      },
    });
    expect(figures.recoveries[5]).toBe(12);
    expect(figures.kits).toBe(1);
    // Forge Steel's 1st-level Beastheart with this kit: 27. Its 5th-level one (Shining Armor, 12 an echelon)
    // has 93; with the Guisarmier instead that is 93 - 2 × 12 + 2 × 6 = 81.
    expect(figures.stamina[1]).toBe(fsStamina("beastheart-1.ds-hero"));
    expect(figures.stamina[5]).toBe(fsStamina("beastheart-5.ds-hero") - 2 * 12 + 2 * 6);
    expect(figures.stamina[1]).toBe(figures.expected[1]);
    expect(figures.stamina[5]).toBe(figures.expected[5]);
    // The companion's stamina is its hero's, at 1 and again at 5.
    expect(seen[1]).toBe(fsStamina("beastheart-1.ds-hero"));
    expect(seen[5]).toBe(figures.stamina[5]);
  }, 240_000);

  it("R-HERO-ADV: Bob, who may not create actors, builds his empty Beastheart from its sheet; the Director's client makes the companion he picks, one on every client, following his hero and owned by exactly his hero's owners", async () => {
    const { session, gm, alice } = table;
    expect(bob.run(() => game.user?.hasPermission("ACTOR_CREATE"))).toBe(false);
    const cls = classNamed("Beastheart");
    const [play] = playsOf(table, cls);
    if (!play) throw new Error("no subclass on offer");
    // Another of the fourteen than Alice's Wolf.
    const picked = [...table.byId.values()].find((d) => d.type === "companion" && d.name !== "Wolf");
    if (!picked) throw new Error("no other companion");
    const pickedUuid = table.uuidOf.get(picked._id) ?? "";
    const empty = await create(gm, "Actor", {
      name: "Bob's Beastheart",
      type: "hero",
      ownership: { default: 0, [bob.userId]: CONST_OWNER },
    });
    await session.settle();
    const warned = bob.notifications.length;
    const check = (level: number, hero: { uuid: string }) => {
      for (const client of session.clients) {
        const companions = client
          .collection("Actor")
          .contents.filter(
            (a) =>
              a.type === "companion" &&
              (a as unknown as { system: { mentor: string | null } }).system.mentor === hero.uuid,
          );
        expect(
          companions.map((c) => c.name),
          `${client.label}: one companion`,
        ).toEqual([picked.name]);
        const [companion] = companions as unknown as {
          ownership: Record<string, number>;
          system: { level: number; stamina: { max: number; value: number } };
        }[];
        const heroOn = client.resolve(hero.uuid) as unknown as {
          ownership: Record<string, number>;
          system: { stamina: { max: number } };
        };
        expect(companion?.ownership, `${client.label}: owned as the hero is`).toEqual(heroOn.ownership);
        expect(companion?.ownership[bob.userId]).toBe(CONST_OWNER);
        expect(companion?.ownership[alice.userId] ?? 0).toBe(0);
        expect(companion?.system.level).toBe(level);
        expect(companion?.system.stamina.max).toBe(heroOn.system.stamina.max);
      }
    };
    await buildAndLevel({ ...table, alice: bob }, cls, play.picks, play.label, {
      levelTo: 2,
      player: bob,
      target: empty,
      picks: { companion: pickedUuid },
      afterLevel: check,
    });
    expect(warningsOn(bob, warned)).toEqual([]);
  }, 240_000);
});
