// @vitest-environment happy-dom
/**
 * A new hero has the basic actions (R-CB-9, R-CB-10): created plainly or
 * built in the hero builder, it carries the system pack's basic abilities once, in the table's language
 * (the Japanese pack's twins on a Japanese client), each recording its pack entry so "Update from
 * compendium" can refresh it; an action the creation data already has is not added again.
 */
import "../sim/install.ts";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { grantPermission, startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { change, click, field } from "../sim/applications/user.ts";
import { addPack } from "../harness/compendium.ts";
import { createLocalizer } from "../harness/i18n.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";
import { create, on } from "./table.ts";
import { ID, OPTIONS, PACK, uuidOf } from "./hero-options.ts";
import { HERO_BUILDER_ID, HeroBuilder } from "../../src/applications/hero-builder/hero-builder.ts";

const packJson = (name: string) =>
  readdirSync(join("packs", name)).map(
    (file) => JSON.parse(readFileSync(join("packs", name, file), "utf8")) as Plain,
  );
const english = packJson("abilities").filter((d) => (d["system"] as Plain)["category"] === "basic");
const japanese = packJson("abilities-ja").filter((d) => (d["system"] as Plain)["category"] === "basic");

type Item = { name: string; type: string; _source: { _stats?: { compendiumSource?: string } } };
const itemsOf = (client: SimClient, hero: HarnessDocument): Item[] =>
  client.run(() => (on(client, hero) as unknown as { items: { contents: Item[] } }).items.contents);

async function world(): Promise<Session> {
  const session = await startSession({ players: ["Alice"] });
  for (const client of session.clients)
    client.run(() => {
      addPack({
        id: "steelbound.abilities",
        label: "Abilities",
        type: "Item",
        packageType: "system",
        documents: english,
      });
      addPack({
        id: "steelbound.abilities-ja",
        label: "アビリティ",
        type: "Item",
        packageType: "system",
        documents: japanese,
      });
    });
  return session;
}

describe("a new hero has the basic actions (R-CB-9, R-CB-10)", () => {
  it("R-CB-10: a hero created plainly has every basic action once, each from its pack entry; other actors none", async () => {
    const session = await world();
    const hero = await create(session.gm, "Actor", { name: "Plain", type: "hero" });
    const items = itemsOf(session.gm, hero);
    expect(english.length).toBeGreaterThanOrEqual(20);
    expect(items.map((i) => i.name).sort()).toEqual(english.map((d) => String(d["name"])).sort());
    expect(
      items.every((i) =>
        i._source._stats?.compendiumSource?.startsWith("Compendium.steelbound.abilities.Item."),
      ),
    ).toBe(true);
    // Every client sees the same items (they came in the one creation).
    expect(itemsOf(session.players[0] as SimClient, hero)).toHaveLength(english.length);
    const monster = await create(session.gm, "Actor", { name: "Goblin", type: "monster" });
    expect(itemsOf(session.gm, monster)).toHaveLength(0);
  });

  it("R-CB-10: an action the creation data already has (an imported hero's own Charge) is not added again", async () => {
    const session = await world();
    const charge = english.find((d) => d["name"] === "Charge") as Plain;
    const { _id: _omit, ...copy } = charge;
    const hero = await create(session.gm, "Actor", { name: "Imported", type: "hero", items: [copy] });
    const names = itemsOf(session.gm, hero).map((i) => i.name);
    expect(names.filter((n) => n === "Charge")).toHaveLength(1);
    expect(names).toHaveLength(english.length);
  });

  it("R-CB-10: on a Japanese client the hero gets the Japanese twins, never both languages", async () => {
    const session = await world();
    const alice = session.players[0] as SimClient;
    alice.game["i18n"] = createLocalizer("ja");
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    const hero = await create(alice, "Actor", { name: "ユキ", type: "hero" });
    const names = itemsOf(session.gm, hero).map((i) => i.name);
    expect(names.sort()).toEqual(japanese.map((d) => String(d["name"])).sort());
    expect(names).toContain("突撃");
    expect(names).not.toContain("Charge");
  });

  it("R-HERO-ADV, R-CB-10: a hero built in the builder has the basic actions once, beside its options", async () => {
    const session = await world();
    const alice = session.players[0] as SimClient;
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    for (const client of session.clients)
      client.run(() =>
        addPack({ id: PACK, label: "Hero options", type: "Item", packageType: "world", documents: OPTIONS }),
      );
    await alice.run(() => HeroBuilder.open());
    await session.settle();
    const builder = alice.run(() => instances.get(HERO_BUILDER_ID)) as {
      element: HTMLElement;
      rendered: boolean;
    };
    const set = async (selector: string, value: string | boolean) => {
      await alice.run(() => change(field(builder, selector), value));
      await session.settle();
    };
    await set('[name="name"]', "Built");
    await set('[name="pick-class"]', uuidOf(ID.warden));
    await set('[name="pick-subclass"]', uuidOf(ID.bulwark));
    await set('[name="pick-ancestry"]', uuidOf(ID.stoneborn));
    await set('[name="pick-culture"]', uuidOf(ID.highland));
    await set('[name="pick-career"]', uuidOf(ID.miner));
    const pick = (advancement: string, value: string) =>
      `[data-advance-row$=".${advancement}"] input[value="${value}"]`;
    for (const trait of [ID.hide, ID.heart]) await set(pick("traits", uuidOf(trait)), true);
    await set(pick("upbringing", "climb"), true);
    await alice.run(() => click(builder, "finish"));
    await session.settle();
    const hero = session.gm.collection("Actor").contents[0];
    if (!hero) throw new Error(`no hero: ${builder.element.textContent}`);
    const items = itemsOf(session.gm, hero);
    const abilities = items.filter(
      (i) => i.type === "ability" && i._source._stats?.compendiumSource?.includes("steelbound.abilities"),
    );
    expect(abilities).toHaveLength(english.length);
    expect(items.filter((i) => i.name === "Charge")).toHaveLength(1);
    expect(items.map((i) => i.name)).toContain("Warden");
  });
});
