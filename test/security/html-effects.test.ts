// @vitest-environment happy-dom
/**
 *, "Stored script on the GM's page": v13 ActiveEffect#apply hands each change to its
 * field's DataField#applyChange (common/data/fields.mjs), which replaces (OVERRIDE) or concatenates (ADD)
 * a StringField or HTMLField like any value (the simulation does the same: test/sim/effect-change.test.ts).
 * The server cleans only the stored source. A player who owns a hero (or controls a monster) writes an
 * effect whose change puts script into the biography, the GM notes, the name or an item's text.
 * Held when: an honest client refuses to send such an effect with a clear error; an effect sent anyway by
 * a modded client changes no text on any client; every sheet enriches the stored, server-cleaned text, so
 * 0 injected elements on every client's rendered sheet.
 */
import "../sim/install.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "../session/table.ts";
import { open } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { HarnessItem as HarnessItemClass, type HarnessActor, type HarnessItem } from "../harness/actor.ts";
import type { SimClient } from "../sim/client.ts";
import type { Plain } from "../harness/utils.ts";
import { HeroSheet } from "../../src/applications/sheets/hero-sheet.ts";
import { MonsterSheet } from "../../src/applications/sheets/monster-sheet.ts";
import { SteelItemSheet } from "../../src/applications/sheets/item-sheet.ts";

const SCRIPT = `<p>Owned</p><script>alert(1)</script><img src=x onerror=alert(1)>`;
const OVERRIDE = 5;
const ADD = 2;
const changes = (keys: string[], mode = OVERRIDE) => keys.map((key) => ({ key, mode, value: SCRIPT }));
const TEXT_KEYS = ["system.biography.value", "system.biography.gmNotes", "name", "img"];

/** Every element and attribute an injection adds. */
function injections(root: Element): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll("*")]) {
    const tag = element.tagName.toLowerCase();
    if (tag === "script") found.push(`<script> ${element.textContent}`);
    if (tag === "img" && element.getAttribute("src") === "x") found.push(`<img src="x">`);
    for (const { name, value } of [...element.attributes]) {
      if (name.toLowerCase().startsWith("on")) found.push(`<${tag} ${name}="${value}">`);
      if (/^\s*javascript:/i.test(value)) found.push(`<${tag} ${name}="${value}">`);
    }
  }
  return found;
}

let table: Table;
let gm: SimClient;
let alice: SimClient;

/** A modded client's create: sent to the server as is, no `_preCreate` (v13 the server runs no system code). */
async function moddedCreate(client: SimClient, parentUuid: string, data: Plain): Promise<void> {
  await table.session.server
    .request(client.userId, { action: "create", type: "ActiveEffect", parentUuid, data: [data], options: {} })
    .catch(() => null);
  await table.session.settle();
}

const system = (client: SimClient, actor: HarnessDocument) => on(client, actor).system as unknown as Plain;
/** The actor as this client holds it, with its effects and items. */
const actorOn = (client: SimClient, actor: HarnessDocument) => on(client, actor) as unknown as HarnessActor;
const itemsOf = (actor: HarnessActor) =>
  actor.items.contents.filter((item): item is HarnessItem => item instanceof HarnessItemClass);

beforeAll(async () => {
  table = await setUpTable();
  ({ gm, alice } = table);
  // Alice also controls the Warlord (a monster a player is given.
  await gm.run(() => on(gm, table.monsters.leader).update({ ownership: { default: 0, [alice.userId]: 3 } }));
  await table.session.settle();
});

describe("Active effects never write text onto a sheet", () => {
  it("an honest client refuses an effect that changes the biography, notes, name or image, with a clear error", async () => {
    const korva = on(alice, table.heroes.alice);
    const sent = table.session.server.log.length;
    for (const key of TEXT_KEYS)
      await expect(
        alice.run(() =>
          korva.createEmbeddedDocuments("ActiveEffect", [{ name: "Mask", changes: changes([key]) }]),
        ),
      ).rejects.toThrow(/text/i);
    expect(table.session.server.log.length).toBe(sent);
    const effect = (
      await alice.run(() => korva.createEmbeddedDocuments("ActiveEffect", [{ name: "Swift", changes: [] }]))
    )[0];
    if (!effect) throw new Error("no effect");
    await expect(
      alice.run(() => effect.update({ changes: changes(["system.biography.value"], ADD) })),
    ).rejects.toThrow(/text/i);
  });

  it("a modded client's effect on its own hero changes no text: 0 injected elements on the GM's and the player's sheet", async () => {
    await moddedCreate(alice, table.heroes.alice.uuid, {
      name: "Mask",
      changes: [...changes(TEXT_KEYS), ...changes(["system.biography.value"], ADD)],
    });
    for (const client of table.session.clients) {
      const korva = actorOn(client, table.heroes.alice);
      expect(korva.effects.contents.some((e) => e.name === "Mask")).toBe(true);
      const biography = system(client, table.heroes.alice)["biography"] as Plain;
      expect(biography["value"]).not.toContain("script");
      expect(biography["gmNotes"]).not.toContain("script");
      expect(korva.name).toBe("Korva");
    }
    for (const client of [gm, alice]) {
      const sheet = client.run(() => new HeroSheet({ document: on(client, table.heroes.alice) } as never));
      await client.run(() => open(sheet));
      expect(injections(sheet.element)).toEqual([]);
    }
  });

  it("a monster's item effect (transferred) changes none of the monster's text on any client", async () => {
    const item = itemsOf(actorOn(alice, table.monsters.leader))[0];
    if (!item) throw new Error("the Warlord has no item");
    await moddedCreate(alice, item.uuid, {
      name: "Whisper",
      transfer: true,
      changes: changes(["system.biography.value", "system.biography.gmNotes", "name"]),
    });
    for (const client of [gm, alice]) {
      const monster = actorOn(client, table.monsters.leader);
      const held = itemsOf(monster).find((i) => i.id === item.id);
      expect(held?.effects.size).toBeGreaterThan(0);
      expect(String((system(client, table.monsters.leader)["biography"] as Plain)["value"])).not.toContain(
        "script",
      );
      const sheet = client.run(() => new MonsterSheet({ document: monster } as never));
      await client.run(() => open(sheet));
      expect(injections(sheet.element)).toEqual([]);
    }
  });

  it("sheets enrich the stored (server-cleaned) text, not a prepared copy something else rewrote", async () => {
    const korva = actorOn(gm, table.heroes.alice);
    const stored = (korva._source["system"] as Plain)["biography"] as Plain;
    // The prepared copy is what effects (or another module) change; the sheet must not read it.
    const bio = (korva.system as unknown as { biography: Plain }).biography;
    bio["value"] = SCRIPT;
    bio["gmNotes"] = SCRIPT;
    const sheet = gm.run(() => new HeroSheet({ document: korva } as never));
    await gm.run(() => open(sheet));
    expect(injections(sheet.element)).toEqual([]);
    expect(stored["value"]).not.toContain("script");
    const ability = itemsOf(korva).find((i) => i.type === "ability");
    if (!ability) throw new Error("no ability");
    const effect = (ability.system as unknown as { effect: Plain }).effect;
    effect["before"] = SCRIPT;
    const itemSheet = gm.run(() => new SteelItemSheet({ document: ability } as never));
    await gm.run(() => open(itemSheet));
    expect(injections(itemSheet.element)).toEqual([]);
  });
});
