// @vitest-environment happy-dom
/**
 * A fresh world starts a campaign: the GM sees the welcome card, opens the Content window from the
 * Compendium sidebar and drops a repository archive in the official format (our own fixture, built with
 * fflate); the world compendiums appear on every client; Alice builds a 1st-level hero from them through the
 * hero builder on her client, with the kit's and the ancestry's stamina, speed, stability, immunity and damage
 * bonuses (the ancestry's official effect paths mapped on import); she levels to 2;
 * importing a newer archive again updates the compendiums and changes nothing she owns. Steps run in order.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { grantPermission, startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { answerDialog, change, click, field, find, open, textOf } from "../sim/applications/user.ts";
import { CompendiumDirectory, installPackFolders, installWorldPacks } from "../sim/world-packs.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { HarnessCompendiumCollection } from "../harness/compendium.ts";
import { on } from "./table.ts";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { addPack } from "../harness/compendium.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { heroSheetOn } from "./play.ts";
import { ARCHIVE_IDS as ID, officialArchive } from "../fixtures/official-archive.ts";
import { CONTENT_WINDOW_ID } from "../../src/applications/content/content-window.ts";
import { dropFile } from "./content-drop.ts";
import { WELCOME_ID } from "../../src/applications/content/welcome-card.ts";
import { HERO_BUILDER_ID, HeroBuilder } from "../../src/applications/hero-builder/hero-builder.ts";
import { levelUpId } from "../../src/applications/hero-builder/level-up.ts";

installWorldPacks();

type Window = { readonly element: HTMLElement; readonly rendered: boolean };
let session: Session;
let gm: SimClient;
let alice: SimClient;
let hero: HarnessDocument;
let heroBefore = "";

function windowOn(client: SimClient, id: string): Window {
  const app = client.run(() => instances.get(id));
  if (!app?.rendered) throw new Error(`${id} is not open on ${client.label}`);
  return app;
}

const packOn = (client: SimClient, id: string) =>
  client.run(() =>
    (
      client.game as unknown as { packs: { get(id: string): HarnessCompendiumCollection | undefined } }
    ).packs.get(id),
  );
const WORLD_PACKS = ["world.character-options", "world.classes", "world.origins"];
const uuidOf = (pack: string, id: string) => `Compendium.world.${pack}.Item.${id}`;

/** The GM drops the archive onto the Content window's drop zone and waits for the summary. */
const dropArchive = async (archive: Uint8Array): Promise<string> =>
  (await dropFile(session, gm, "fixture-system-1.0.0.zip", archive)).summary;

async function set(app: Window, selector: string, value: string): Promise<void> {
  await alice.run(() => change(field(app, selector), value));
  await session.settle();
}

type HeroSystem = {
  level: number;
  stamina: { value: number; max: number };
  recoveries: { value: number; max: number };
  movement: { speed: number };
  stability: number;
  wealth: number;
  renown: number;
  damage: { immunities: Record<string, number> };
};
const heroOn = (client: SimClient) =>
  client.run(() => {
    const actor = on(client, hero) as HarnessDocument & {
      system: HeroSystem;
      items: { contents: { name: string; type: string; system: Record<string, unknown> }[] };
    };
    const kit = actor.items.contents.find((i) => i.type === "kit");
    return {
      level: actor.system.level,
      stamina: actor.system.stamina.max,
      current: { stamina: actor.system.stamina.value, recoveries: actor.system.recoveries.value },
      recoveriesMax: actor.system.recoveries.max,
      speed: actor.system.movement.speed,
      stability: actor.system.stability,
      poisonImmunity: actor.system.damage.immunities["poison"] ?? 0,
      wealth: actor.system.wealth,
      renown: actor.system.renown,
      items: actor.items.contents.map((i) => i.name).sort(),
      kitBonuses: kit?.system["bonuses"],
    };
  });

describe("a fresh world starts a campaign", () => {
  it("the GM sees the welcome card naming what is missing; the Compendium tab opens the Content window", async () => {
    session = await startSession({ players: ["Alice"] });
    gm = session.gm;
    alice = session.players[0] as SimClient;
    for (const client of session.clients) installPackFolders(client);
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    const welcome = windowOn(gm, WELCOME_ID);
    expect(textOf(welcome)).toMatch(/kinds of content are missing/);
    expect(find(welcome, '[data-type="class"]').classList.contains("is-missing")).toBe(true);
    expect(alice.run(() => instances.get(WELCOME_ID))).toBeUndefined();

    const tab = gm.run(() => new CompendiumDirectory());
    await gm.run(() => open(tab));
    await gm.run(() => click(find(tab, "[data-steelbound-content]")));
    await session.settle();
    expect(windowOn(gm, CONTENT_WINDOW_ID).rendered).toBe(true);
    const aliceTab = alice.run(() => new CompendiumDirectory());
    await alice.run(() => open(aliceTab));
    expect(aliceTab.element.querySelector("[data-steelbound-content]")).toBeNull();
  });

  it("dropping the archive writes world compendiums with the source's folders, on every client", async () => {
    const summary = await dropArchive(officialArchive());
    expect(summary).toContain("7 documents read, 7 converted, 0 not converted; 3 new compendiums.");
    expect(summary).toContain("6 created, 0 updated from an earlier import, 1 folders.");
    for (const client of session.clients)
      for (const id of WORLD_PACKS) expect(packOn(client, id)?.metadata.packageType).toBe("world");
    const origins = await alice.run(async () => {
      const pack = packOn(alice, "world.origins");
      const index = await pack?.getIndex({ fields: ["folder", "flags.steelbound.importedFrom"] });
      return index?.contents ?? [];
    });
    expect(origins.map((e) => e["name"]).sort()).toEqual(["Fenling", "Marsh Hamlet", "Punter"]);
    const fenling = origins.find((e) => e["_id"] === ID.ancestry);
    expect(fenling?.["folder"]).toBe(ID.folder);
    expect(fenling?.["flags"]).toEqual({
      steelbound: { importedFrom: { system: "draw-steel", id: ID.ancestry } },
    });
  });

  it("R-HERO-ADV: Alice builds a 1st-level hero from the imported compendiums; the kit's bonuses count", async () => {
    const tab = alice.run(() => new ActorDirectory());
    await alice.run(() => open(tab));
    await alice.run(() => click(find(tab, "[data-steelbound-hero-builder]")));
    await session.settle();
    const builder = windowOn(alice, HERO_BUILDER_ID);
    await set(builder, '[name="name"]', "Tamsin");
    await set(builder, '[name="pick-class"]', uuidOf("classes", ID.class));
    await set(builder, '[name="pick-subclass"]', uuidOf("classes", ID.subclass));
    await set(builder, '[name="pick-ancestry"]', uuidOf("origins", ID.ancestry));
    await set(builder, '[name="pick-culture"]', uuidOf("origins", ID.culture));
    await set(builder, '[name="pick-career"]', uuidOf("origins", ID.career));
    await set(builder, '[name="pick-kit"]', uuidOf("character-options", ID.kit));
    await alice.run(() => click(builder, "finish"));
    await session.settle();
    const created = gm.collection("Actor").contents[0];
    if (!created) throw new Error("no hero");
    hero = created;
    for (const client of [gm, alice])
      expect(heroOn(client)).toMatchObject({
        level: 1,
        // R-HERO-STAMINA: class 20 + kit 6 + the ancestry's 3 per echelon; kit speed +2 over 5; kit and
        // ancestry stability +1 each; the ancestry's poison immunity 5 (its official paths mapped on import).
        stamina: 29,
        speed: 7,
        stability: 2,
        poisonImmunity: 5,
        // R-RW-1: wealth 1 and renown 0 to start, each raised by the career's 1.
        wealth: 2,
        renown: 1,
        items: ["Fenling", "Marsh Hamlet", "Mudstrider", "Punter", "Reed Spear", "Reedwarden"],
        // The kit's melee damage bonus per tier and distance (folded into weapon abilities).
        kitBonuses: { meleeDamage: [2, 2, 2], meleeDistance: 1 },
      });
    // A new hero starts at full stamina and recoveries, the ancestry's stamina included.
    for (const client of [gm, alice]) {
      const shown = heroOn(client);
      expect(shown.current).toEqual({ stamina: 29, recoveries: shown.recoveriesMax });
    }
  });

  it("R-HERO-ADV: Alice levels her hero to 2 (class stamina per level)", async () => {
    const sheet = await heroSheetOn(alice, hero);
    await alice.run(() => click(sheet, "levelUp"));
    await session.settle();
    const window = windowOn(alice, levelUpId(hero.id));
    await alice.run(() => click(window, "apply"));
    await session.settle();
    expect(heroOn(gm)).toMatchObject({ level: 2, stamina: 37, stability: 2, poisonImmunity: 5 });
    heroBefore = JSON.stringify(gm.run(() => on(gm, hero).toObject()));
  });

  it("importing a newer archive updates the compendiums and changes nothing Alice owns", async () => {
    await gm.run(() => click(windowOn(gm, CONTENT_WINDOW_ID), "again"));
    await session.settle();
    const summary = await dropArchive(officialArchive(" Reborn"));
    expect(summary).toContain("0 new compendiums");
    expect(summary).toContain("0 created, 6 updated from an earlier import, 0 folders.");
    expect(summary).toContain("0 kept, 0 replaced, 0 added as copies");
    const names = await alice.run(async () => {
      const pack = packOn(alice, "world.origins");
      return (await pack?.getIndex())?.contents.map((e) => e["name"]) ?? [];
    });
    expect(names).toContain("Fenling Reborn");
    expect(JSON.stringify(gm.run(() => on(gm, hero).toObject()))).toBe(heroBefore);
    expect(heroOn(alice).items).toContain("Fenling");
  });

  it("a document of the compendium this source did not make is kept unless the GM chooses otherwise", async () => {
    // The GM takes over the Punter career by hand: it no longer records the import that made it.
    await gm.run(async () => {
      const cls = (
        gm.config as unknown as {
          Item: { documentClass: { updateDocuments(u: object[], o: object): Promise<unknown> } };
        }
      ).Item.documentClass;
      await cls.updateDocuments([{ _id: ID.career, name: "Punter (ours)", flags: {} }], {
        pack: "world.origins",
        recursive: false,
      });
    });
    await gm.run(() => click(windowOn(gm, CONTENT_WINDOW_ID), "again"));
    await session.settle();
    const done = dropArchive(officialArchive(" Reborn"));
    await gm.run(() => answerDialog("skip"));
    const summary = await done;
    expect(summary).toContain("0 created, 5 updated from an earlier import");
    expect(summary).toContain("1 kept, 0 replaced, 0 added as copies");
    const names = await gm.run(async () =>
      (await packOn(gm, "world.origins")?.getIndex())?.contents.map((e) => e["name"]),
    );
    expect(names).toContain("Punter (ours)");
    expect(names).not.toContain("Punter");
  });

  it("one list per table: a Japanese table sees our Japanese cultures only; an English one the imported cultures, not ours beside them", async () => {
    const packJson = (name: string) =>
      readdirSync(join("packs", name)).map(
        (file) => JSON.parse(readFileSync(join("packs", name, file), "utf8")) as Record<string, unknown>,
      );
    const english = packJson("cultures");
    const japanese = packJson("cultures-ja");
    for (const client of session.clients)
      client.run(() => {
        addPack({
          id: "steelbound.cultures",
          label: "Cultures",
          type: "Item",
          packageType: "system",
          documents: english,
        });
        addPack({
          id: "steelbound.cultures-ja",
          label: "文化",
          type: "Item",
          packageType: "system",
          documents: japanese,
        });
      });
    alice.game["i18n"] = createLocalizer("ja");
    const cultures = async (client: SimClient) => {
      await client.run(() => HeroBuilder.open());
      await session.settle();
      const builder = windowOn(client, HERO_BUILDER_ID);
      const options = client.run(() =>
        [...builder.element.querySelectorAll('[name="pick-culture"] option')].map((o) =>
          o.textContent.trim(),
        ),
      );
      await client.run(() => (builder as unknown as { close(): Promise<unknown> }).close());
      return options.slice(1);
    };
    const names = (docs: Record<string, unknown>[]) => docs.map((d) => String(d["name"]));
    const onAlice = await cultures(alice);
    // The imported culture is English only: the Japanese table keeps the system's Japanese list, whole.
    expect(onAlice).toHaveLength(japanese.length);
    expect([...onAlice].sort()).toEqual(names(japanese).sort());
    // An English table has the imported culture in its language: it replaces the system's (no two lists).
    const onGm = await cultures(gm);
    expect(onGm).toEqual(["Marsh Hamlet"]);
    expect(onGm.some((n) => names(english).includes(n))).toBe(false);
  });
});
