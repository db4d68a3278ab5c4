// @vitest-environment happy-dom
/**
 * The official 1.x shapes through the Content window (the fixtures test/fixtures/official/1.x, derived from the
 * single 1.x documents in the stored index: prose replaced, structure and numbers kept), zipped as a "Source
 * code" archive and dropped on the window as a GM does. The effects compendium lands as features carrying
 * their effects with the v14 changes on Steelbound's paths; the companion is a companion actor with its
 * stat block and ability; a monster shows its root EV; an ability's `system.effects` spend is its spend, shown
 * and charged. v13 and v14 (FOUNDRY_GENERATION=14).
 *
 * Two sources are varied in the archive, each said where: the fixture minion's EV is 0 (the schema's default
 * too), so a copy says 2; and no stored 1.x ability has a power roll, so the Drake Breath spend ability gets
 * one (a damage effect in the 1.x `power.effects` shape and a lowered `power.roll.criticalThreshold`).
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "./table.ts";
import { heroSheetOn, lastCardOn, ownSheetOn, actorOn, systemOf } from "./play.ts";
import type { SimClient } from "../sim/client.ts";
import { answerDialog, click, find, textOf } from "../sim/applications/user.ts";
import { installPackFolders, installWorldPacks } from "../sim/world-packs.ts";
import type { HarnessCompendiumCollection } from "../harness/compendium.ts";
import { queueDice } from "../harness/rolls.ts";
import { filesUnder } from "../integrity/files.ts";
import { dropFile, openContentWindow, sourceArchive } from "./content-drop.ts";
import type { ImportSummary } from "../../src/applications/content/import-world.ts";
import { effectChangesOf } from "../../src/documents/generation.ts";

installWorldPacks();

const DIR = "test/fixtures/official/1.x";
const ROOT = join(import.meta.dirname, "..", "..");
type Doc = Record<string, unknown> & { system: Record<string, unknown> };
const sources = filesUnder(DIR, ".json").map((path) => ({
  path: path.slice(DIR.length + 1),
  doc: JSON.parse(readFileSync(join(ROOT, path), "utf8")) as Doc,
}));

/** The variations the header names. */
function varied({ path, doc }: { path: string; doc: Doc }): Doc {
  if (doc["_id"] === "QOYeoaKgoueyh7aA") return { ...doc, system: { ...doc.system, ev: 2 } };
  if (!path.includes("EXCERPT")) return doc;
  const power = doc.system["power"] as Record<string, unknown>;
  const damage = (value: string) => ({ types: ["fire"], value });
  return {
    ...doc,
    system: {
      ...doc.system,
      power: {
        ...power,
        roll: { formula: "@chr", characteristics: ["might"], criticalThreshold: 18 },
        effects: {
          dmg0000000000001: {
            name: "",
            type: "damage",
            _id: "dmg0000000000001",
            damage: { tier1: damage("2"), tier2: damage("4"), tier3: damage("6") },
          },
        },
      },
    },
  };
}

const archive = () =>
  sourceArchive(
    "1.2",
    sources.map((source) => ({ path: source.path, doc: varied(source) })),
  );

type Packs = {
  contents: HarnessCompendiumCollection[];
  get(id: string): HarnessCompendiumCollection | undefined;
};
const packsOn = (client: SimClient) => client.run(() => (client.game as unknown as { packs: Packs }).packs);
type Source = Record<string, unknown> & { name: string; type: string; system: Record<string, unknown> };
async function sourcesIn(client: SimClient, pack: string): Promise<Source[]> {
  const docs = await client.run(() => packsOn(client).get(`world.${pack}`)?.getDocuments());
  return (docs ?? []).map((d) => structuredClone((d as unknown as { _source: Source })._source));
}

let table: Table;
let summary: ImportSummary | null = null;

describe("the official 1.x shapes through the Content window", () => {
  beforeAll(async () => {
    table = await setUpTable();
    const { gm, session } = table;
    for (const client of session.clients) installPackFolders(client);
    await openContentWindow(session, gm);
    summary = (await dropFile(session, gm, "draw-steel-1.2.zip", archive())).result;
  }, 240_000);

  it("reads and converts every 1.x document (effects, companion, monster, features, the spend ability)", () => {
    const n = sources.length;
    expect(n).toBe(8);
    expect(summary?.report.documents).toEqual({ read: n, converted: n, failed: 0 });
  });

  it("the effects compendium lands as features carrying their effects, v14 changes on Steelbound's paths", async () => {
    const { gm } = table;
    const effects = await sourcesIn(gm, "effects");
    expect(effects.map((e) => e.type)).toEqual(["feature", "feature", "feature", "feature"]);
    const swift = effects.find((e) => e.name === "Swift");
    const effect = (swift?.["effects"] as object[] | undefined)?.[0];
    expect(effect).toBeDefined();
    // The stored effect as the running generation reads it (v14 migrates our v13-shaped changes).
    expect(gm.run(() => effectChangesOf(effect ?? {}))).toEqual([
      { key: "system.movement.speed", mode: 2, value: "1" },
      { key: "system.bonuses.stamina.treasure", mode: 2, value: "6" },
    ]);
    // The Director reads what was not kept: the imbuing project's goal.
    const note = summary?.report.unmapped.find((u) => u.uuid.endsWith("VJqsEvDj7Ll84Z7z"));
    expect(note?.why).toContain("150");
  });

  it("R-RT-1: the companion is a companion actor; its sheet shows its stat block and ability", async () => {
    const { gm, alice, session } = table;
    const [wolf] = (await sourcesIn(gm, "summons-actor")).filter((a) => a.type === "companion");
    expect(wolf?.system).toMatchObject({ freeStrike: 3, movement: { speed: 7 }, stability: 1 });
    const actor = await create(gm, "Actor", {
      ...wolf,
      ownership: { default: 0, [alice.userId]: 3 },
      system: { ...wolf?.system, mentor: table.heroes.alice.uuid },
    });
    await session.settle();
    const sheet = await ownSheetOn(alice, actorOn(alice, actor));
    expect(sheet.constructor.name).toBe("CompanionSheet");
    const shown = textOf(sheet);
    for (const part of [wolf?.name ?? "?", actorOn(alice, table.heroes.alice).name, "Clamping Jaws"])
      expect(shown).toContain(part);
  });

  it("R-MO-5: the 1.x monster's root EV is its EV, on its sheet", async () => {
    const { gm, session } = table;
    const [razor] = (await sourcesIn(gm, "summons-actor")).filter((a) => a.type === "monster");
    expect(razor?.system["ev"]).toBe(2);
    const actor = await create(gm, "Actor", { ...razor });
    await session.settle();
    const sheet = await ownSheetOn(gm, actorOn(gm, actor));
    expect(textOf(find(sheet, ".ev"))).toContain("2");
  });

  it("R-AB-8, R-PR-6: the 1.x spend shows on the ability and is charged when chosen; its lowered critical threshold crits on 18", async () => {
    const { gm, alice, bob, session, heroes } = table;
    const [breath] = await sourcesIn(gm, "summons-item");
    expect(breath?.system).toMatchObject({ spend: { value: 1 }, power: { criticalAt: 18 } });
    await gm.run(() => on(gm, heroes.alice).update({ system: { heroicResource: { value: 3 } } }));
    const [item] = (await alice.run(() =>
      actorOn(alice, heroes.alice).createEmbeddedDocuments("Item", [{ ...breath, _id: undefined }]),
    )) as { id: string }[];
    await session.settle();
    const sheet = await heroSheetOn(alice, heroes.alice);
    const card = find(sheet, `[data-item-id="${item?.id ?? ""}"]`).closest(".ability-card") ?? sheet.element;
    expect(textOf(card as HTMLElement)).toContain((breath?.system["spend"] as { text: string }).text);
    queueDice(9, 9);
    const using = alice.run(() =>
      click(find(sheet, `[data-action="useAbility"][data-item-id="${item?.id ?? ""}"]`)),
    );
    await alice.run(() => answerDialog("roll", { spendTimes: "1" }));
    await using;
    await session.settle();
    for (const client of [gm, alice, bob]) {
      expect(systemOf(client, heroes.alice, "heroicResource.value")).toBe(2);
      const shown = lastCardOn(client);
      expect(shown.textContent).toContain(breath?.name ?? "?");
      expect(shown.querySelector(".natural-critical")).not.toBeNull();
    }
  });
});
