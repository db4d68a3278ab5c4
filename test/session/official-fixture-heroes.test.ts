// @vitest-environment happy-dom
/**
 * A hero from the official data plays whole, in CI: the prose-free
 * fixtures derived from the official 0.11 data (test/fixtures/official/0.11, tools/derive-official-fixtures.mjs:
 * the Conduit with its twelve domains and everything they grant, every kit and perk, the Dwarf, Devil Culture,
 * Laborer) are dropped on the Content window as a "Source code" archive; Alice builds a Conduit in the rendered
 * builder — the class's own advancement picks her two domains, so the builder offers no subclass or kit
 * select — and levels her to 10 in the rendered level-up window (./official-heroes.ts: nothing doubled, no raw
 * uuid, nothing owned offered again). The opt-in test/session/official-classes.test.ts does the same for every
 * class of the real data. Runs on v13 and v14 (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { grantPermission, startSession } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { change, find } from "../sim/applications/user.ts";
import { installPackFolders, installWorldPacks } from "../sim/world-packs.ts";
import { filesUnder } from "../integrity/files.ts";
import { dropFile, openContentWindow, sourceArchive } from "./content-drop.ts";
import { HERO_BUILDER_ID, HeroBuilder } from "../../src/applications/hero-builder/hero-builder.ts";
import { convertBatch } from "../../src/import/official/batch.ts";
import { WORLD_OPTIONS } from "../../src/import/official/shared.ts";
import { buildAndLevel, figuresLine, playsOf, type Doc, type Table } from "./official-heroes.ts";

installWorldPacks();

const DIR = "test/fixtures/official/0.11";
const ROOT = join(import.meta.dirname, "..", "..");
/** The packs a hero is built from (monsters, journals and tables play no part here). */
const HERO_PACKS = /^(abilities|character-options|classes|origins)\//;
const sources = filesUnder(DIR, ".json")
  .map((path) => ({
    path: path.slice(DIR.length + 1),
    doc: JSON.parse(readFileSync(join(ROOT, path), "utf8")) as Doc,
  }))
  .filter(({ path }) => HERO_PACKS.test(path));

type Window = { readonly element: HTMLElement; readonly rendered: boolean };
let table: Table;

describe("an official Conduit from the fixtures: Content window → builder → level 10", () => {
  beforeAll(async () => {
    const session = await startSession({ players: ["Alice"] });
    const alice = session.players[0] as SimClient;
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    for (const client of session.clients) installPackFolders(client);
    const gm = session.gm;
    await openContentWindow(session, gm);
    await dropFile(session, gm, "draw-steel-0.11.1.zip", sourceArchive("0.11.1", sources));
    // The documents as the window converted and wrote them (world.<pack>), to know what to expect.
    const converted = convertBatch(sources as never, WORLD_OPTIONS).packs.filter((p) => p.type === "Item");
    const uuidOf = new Map<string, string>();
    const byId = new Map<string, Doc>();
    for (const pack of converted)
      for (const doc of pack.documents as Doc[]) {
        if (typeof doc.type !== "string") continue;
        uuidOf.set(doc._id, `Compendium.world.${pack.name}.Item.${doc._id}`);
        byId.set(doc._id, doc);
      }
    table = { session, gm, alice, uuidOf, byId };
  }, 240_000);

  const conduit = () => {
    const cls = [...table.byId.values()].find((doc) => doc.type === "class" && doc.name === "Conduit");
    if (!cls) throw new Error("no Conduit in the fixtures");
    return cls;
  };

  it("R-HERO-ADV: the Conduit's own advancement owns its domains and kit: the builder offers neither select, the class's row offers the twelve domains once", async () => {
    const { session, alice } = table;
    await alice.run(() => HeroBuilder.open());
    await session.settle();
    const builder = alice.run(() => instances.get(HERO_BUILDER_ID)) as Window;
    const uuid = table.uuidOf.get(conduit()._id) ?? "";
    await alice.run(() => change(find(builder, '[name="pick-class"]'), uuid));
    await session.settle();
    const view = alice.run(() => ({
      subclassSelect: builder.element.querySelector('[name="pick-subclass"]') !== null,
      kitSelect: builder.element.querySelector('[name="pick-kit"]') !== null,
      domains: [...builder.element.querySelectorAll<HTMLInputElement>("input[data-advance]")]
        .map((i) => i.value)
        .filter((v) => table.byId.get(v.split(".").pop() ?? "")?.type === "subclass"),
      text: builder.element.textContent,
    }));
    expect(view.subclassSelect).toBe(false);
    expect(view.kitSelect).toBe(false);
    expect(view.domains).toHaveLength(12);
    expect(new Set(view.domains).size).toBe(12);
    expect(view.text).not.toMatch(/Compendium\.world\./);
    await alice.run(() => (builder as unknown as { close(): Promise<unknown> }).close());
  });

  it("R-HERO-ADV, R-HERO-STAMINA, R-HERO-RECOVERIES: a Conduit of two domains built at 1 and levelled to 10 takes every choice once", async () => {
    const cls = conduit();
    const [play] = playsOf(table, cls);
    if (!play) throw new Error("no domains");
    expect(play.picks.size).toBe(2);
    const figures = await buildAndLevel(table, cls, play.picks, play.label);
    // R-HERO-STAMINA: 18, then 6 a level; no kit (the Conduit uses none); the domains add no stamina.
    expect(figures.stamina).toEqual({ ...figures.expected });
    expect([figures.stamina[1], figures.stamina[5], figures.stamina[10]]).toEqual([18, 42, 72]);
    expect(figures.recoveries[10]).toBe(8);
    expect(figures.kits).toBe(0);
    console.log(figuresLine(play.label, figures));
  }, 600_000);

  it("R-HERO-ADV: the builder offers the official complications (optional); the one picked lands on the hero once, with its effects", async () => {
    const cls = conduit();
    const [play] = playsOf(table, cls);
    if (!play) throw new Error("no domains");
    const curse = [...table.byId.values()].find(
      (d) => d.type === "complication" && d.name === "Curse of Caution",
    );
    if (!curse) throw new Error("no Curse of Caution in the fixtures");
    const before = new Set(table.gm.collection("Actor").contents.map((a) => a.id));
    await buildAndLevel(table, cls, play.picks, "Cautious", {
      picks: { complication: table.uuidOf.get(curse._id) ?? "" },
      levelTo: 1,
    });
    const hero = table.gm.collection("Actor").contents.find((a) => !before.has(a.id));
    const items = (hero as unknown as { items: { contents: { type: string; name: string }[] } }).items
      .contents;
    expect(items.filter((i) => i.type === "complication").map((i) => i.name)).toEqual(["Curse of Caution"]);
    // Its effects come with it, as the official data has them (speed −1; banes against the hero's targets).
    const actor = hero as unknown as {
      appliedEffects: { name: string }[];
      system: { movement: { speed: number } };
      _source: { system: { movement: { speed: number } } };
    };
    const effects = actor.appliedEffects.map((e) => e.name);
    expect(effects).toEqual(
      expect.arrayContaining(["Curse of Caution Downside", "Curse of Caution Benefit"]),
    );
    expect(actor.system.movement.speed).toBe(actor._source.system.movement.speed - 1);
  }, 600_000);
});
