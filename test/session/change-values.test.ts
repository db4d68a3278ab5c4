// @vitest-environment happy-dom
/**
 * ActiveEffect change values as each generation stores them. v13 keeps a change's value as the
 * text written (common/documents/active-effect.mjs BaseActiveEffect.defineSchema). v14's
 * BaseActiveEffect.migrateData moves root `changes` to `system.changes` and JSON-parses each string value
 * ("2" → 2), and its shimData gives every effect source a `changes` getter over `system.changes`
 * (test/sim/behaviours.ts V14_BEHAVIOURS). Run as both: `FOUNDRY_GENERATION=14 npx vitest run` this file.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { actorOn, ownSheetOn, systemOf } from "./play.ts";
import { change, click, field, find } from "../sim/applications/user.ts";
import { simV14 } from "../sim/generation.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { instances } from "../sim/applications/application.ts";

let table: Table;
const stabilityOn = (client: SimClient) => Number(systemOf(client, table.heroes.alice, "stability"));
const storedChanges = (client: SimClient, effect: HarnessDocument): unknown =>
  client.run(() => {
    const source = effect._source;
    return simV14() ? (source["system"] as { changes?: unknown }).changes : source["changes"];
  });

beforeAll(async () => {
  table = await setUpTable();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("a change's value as v13 and v14 store it", () => {
  it("an effect created with root changes: v14 stores '2' as 2 and 'fly' as text (v13 keeps the text); both apply +2 stability", async () => {
    const { gm, session } = table;
    const before = stabilityOn(gm);
    const korva = actorOn(gm, table.heroes.alice);
    const [effect] = await gm.run(() =>
      korva.createEmbeddedDocuments("ActiveEffect", [
        {
          name: "Braced",
          changes: [
            { key: "system.stability", mode: 2, value: "2" },
            { key: "system.movement.types", mode: 2, value: "fly" },
          ],
        },
      ]),
    );
    await session.settle();
    if (!effect) throw new Error("no effect");
    for (const client of session.clients) {
      const held = on(client, effect);
      const stored = storedChanges(client, held) as { value: unknown }[];
      expect(stored.map((c) => c.value)).toEqual(simV14() ? [2, "fly"] : ["2", "fly"]);
      // v14 shimData: the source still answers `changes` (what our free-text guard reads).
      expect(client.run(() => (held._source["changes"] as { key: string }[]).map((c) => c.key))).toEqual([
        "system.stability",
        "system.movement.types",
      ]);
      expect(stabilityOn(client)).toBe(before + 2);
    }
    await gm.run(() => korva.deleteEmbeddedDocuments("ActiveEffect", [effect.id]));
    await session.settle();
  });

  it("Alice sets a kit effect's change to 3 on the Effects tab: stored as v14's migration would store it (3 on v14, '3' on v13), shown as 3", async () => {
    const { alice, gm, session } = table;
    await gm.run(() =>
      actorOn(gm, table.heroes.alice).createEmbeddedDocuments("Item", [{ name: "Bulwark", type: "kit" }]),
    );
    await session.settle();
    const before = stabilityOn(gm);
    const kit = alice.run(() => actorOn(alice, table.heroes.alice).items.find((i) => i.name === "Bulwark"));
    if (!kit) throw new Error("no kit");
    const sheet = await ownSheetOn(alice, kit);
    await alice.run(() => click(find(sheet, '[data-action="tab"][data-tab="effects"]')));
    await alice.run(() => click(sheet, "addItemEffect"));
    await session.settle();
    const effectId = find(sheet, ".item-effect").dataset["effectId"] ?? "";
    await alice.run(() => change(field(sheet, `[name="effectRows.${effectId}.changes.0.value"]`), "3"));
    await session.settle();
    for (const client of session.clients) {
      const effect = client.run(() => on(client, kit).getEmbeddedCollection("ActiveEffect").get(effectId));
      if (!effect) throw new Error(`${client.label} has no effect`);
      const stored = storedChanges(client, effect) as { value: unknown }[];
      expect(stored[0]?.value).toBe(simV14() ? 3 : "3");
      expect(stabilityOn(client)).toBe(before + 3);
    }
    expect((field(sheet, `[name="effectRows.${effectId}.changes.0.value"]`) as HTMLInputElement).value).toBe(
      "3",
    );
  });

  it("an honest client refuses a change aimed at text in either shape (root changes, system.changes) before sending", async () => {
    const { alice, session } = table;
    const korva = on(alice, table.heroes.alice);
    const sent = session.server.log.length;
    const text = [{ key: "name", mode: 5, type: "override", value: "Evil" }];
    await expect(
      alice.run(() => korva.createEmbeddedDocuments("ActiveEffect", [{ name: "Mask", changes: text }])),
    ).rejects.toThrow(/text/i);
    expect(session.server.log.length).toBe(sent);
    const [effect] = await alice.run(() =>
      korva.createEmbeddedDocuments("ActiveEffect", [{ name: "Swift", changes: [] }]),
    );
    if (!effect) throw new Error("no effect");
    await session.settle();
    const sentBefore = session.server.log.length;
    await expect(alice.run(() => effect.update({ "system.changes": text }))).rejects.toThrow(/text/i);
    await expect(alice.run(() => effect.update({ changes: text }))).rejects.toThrow(/text/i);
    expect(session.server.log.length).toBe(sentBefore);
  });
});
