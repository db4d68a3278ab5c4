/**
 * The official 1.x shapes (test/fixtures/official/1.x: the single 1.x documents of the stored index, prose
 * replaced by tools/derive-official-fixtures.mjs, structure and numbers kept) through the converters: every
 * number lands in a field or is listed in `unmapped` with a why (test/import/numbers.ts), and each shape lands
 * where Steelbound holds it. Shapes no stored document carries (a non-initial phase, `subtract`, a critical
 * threshold, a portfolio summon) use minimal structural examples written here, said where.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { convertOfficial, type JsonObject } from "../../src/import/official/index.ts";
import { freeStrikeOf } from "../../src/import/official/companion.ts";
import { filesUnder } from "../integrity/files.ts";
import { freshWorld } from "../harness/world.ts";
import { lostNumbers } from "./numbers.ts";
import { expectLoads, str } from "./schema-check.ts";

const DIR = "test/fixtures/official/1.x";
const ROOT = join(import.meta.dirname, "..", "..");
const fixtures = filesUnder(DIR, ".json").map((path) => ({
  path,
  doc: JSON.parse(readFileSync(join(ROOT, path), "utf8")) as JsonObject,
}));
const byId = (id: string): JsonObject => {
  const found = fixtures.find((f) => f.doc["_id"] === id)?.doc;
  if (!found) throw new Error(`no fixture ${id}`);
  return structuredClone(found);
};
const sys = (doc: JsonObject): JsonObject => doc["system"] as JsonObject;
const effectOf = (doc: JsonObject, i = 0): JsonObject => (doc["effects"] as JsonObject[])[i] as JsonObject;

beforeAll(freshWorld);

describe("the 1.x fixtures convert whole", () => {
  it("each converts, loads strictly, and loses no number", () => {
    expect(fixtures.length).toBe(8);
    for (const { path, doc } of fixtures) {
      const result = convertOfficial(doc);
      const uuid = `${result.documentName}.${str(doc["_id"])}`;
      expect(lostNumbers(doc, result.document, result.unmapped, uuid), path).toEqual([]);
      if (result.documentName === "Actor" || result.documentName === "Item")
        expectLoads(result.documentName, result.document, path);
    }
  });
});

describe("the effects compendium (v14 changes)", () => {
  it("an effect becomes a feature carrying it; add changes with number values land on Steelbound paths", () => {
    const { documentName, document, unmapped } = convertOfficial(byId("VJqsEvDj7Ll84Z7z"));
    expect(documentName).toBe("Item");
    expect(document["type"]).toBe("feature");
    expect(effectOf(document)).toMatchObject({
      transfer: true,
      changes: [
        { key: "system.movement.speed", mode: 2, value: "1" },
        { key: "system.bonuses.stamina.treasure", mode: 2, value: "6" },
      ],
    });
    // Its imbuing project (goal, characteristics) has no home on an effect: listed.
    expect(unmapped).toEqual([expect.objectContaining({ field: "system.project" })]);
    expect(unmapped[0]?.why).toContain("150");
  });

  it("override and upgrade types keep their modes; @-formula values stay as written", () => {
    const stamina = convertOfficial(byId("bl3B4evudIgUltN2"));
    expect(effectOf(stamina.document)["changes"]).toEqual([
      { key: "system.stamina.max", mode: 5, value: "@stamina.max", priority: null },
    ]);
    const fire = convertOfficial(byId("jUiKGskq9GfYC07P"));
    expect(effectOf(fire.document)["changes"]).toEqual([
      { key: "system.damage.immunities.fire", mode: 4, value: "@level", priority: null },
    ]);
  });

  it("an effect with no changes keeps its description on the feature and the effect", () => {
    const { document } = convertOfficial(byId("2wjTyykbPmadQKkI"));
    const description = (sys(document)["description"] as JsonObject)["value"];
    expect(description).toBe(effectOf(document)["description"]);
    expect(str(description)).toContain("1d6");
  });

  it("a phase other than initial, and subtract, are read (hand-made: no stored 1.x change has them)", () => {
    const source = byId("VJqsEvDj7Ll84Z7z");
    const changes = sys(source)["changes"] as JsonObject[];
    changes[0] = { ...changes[0], phase: "final" };
    changes[1] = { ...changes[1], type: "subtract" };
    const { document, unmapped } = convertOfficial(source);
    expect(effectOf(document)["changes"]).toEqual([
      { key: "system.movement.speed", mode: 2, value: "1", priority: null },
      { key: "system.bonuses.stamina.treasure", mode: 2, value: "-6", priority: null },
    ]);
    expect(unmapped.map((u) => u.field)).toContain("system.changes.0.phase");
  });
});

describe("companions, monsters and abilities", () => {
  it("a companion actor becomes a companion: its stat block, the free strike worked out, stamina noted", () => {
    const { document, unmapped } = convertOfficial(byId("GyNPsuRTJzuWonzL"));
    expect(document["type"]).toBe("companion");
    expect(sys(document)).toMatchObject({
      characteristics: { might: 2, agility: 2, reason: -1, intuition: 2, presence: 1 },
      movement: { speed: 7 },
      stability: 1,
      freeStrike: 3,
      keywords: ["animal"],
      mentor: null,
    });
    const fields = unmapped.map((u) => u.field);
    expect(fields).toContain("system.companion.freeStrike");
    expect(fields).toContain("system.stamina.max");
    expect(freeStrikeOf("1 + @M", { might: 2 })).toBe(3);
    expect(freeStrikeOf("2", {})).toBe(2);
    expect(freeStrikeOf("1d6 + @M", { might: 2 })).toBeNull();
  });

  it("R-AB-8: an ability's system.effects base is its effect text and its spend its spend", () => {
    const wolf = convertOfficial(byId("GyNPsuRTJzuWonzL")).document;
    const jaws = (wolf["items"] as JsonObject[]).find((i) => i["type"] === "ability") as JsonObject;
    const s = sys(jaws);
    expect(s["spend"]).toMatchObject({ value: 1, repeatable: false });
    expect(str((s["spend"] as JsonObject)["text"])).not.toBe("");
    // Its official damage markup is converted into our enricher on the way (src/import/official/markup.ts).
    expect(str((s["effect"] as JsonObject)["after"])).toContain("[[/ds damage 3+@might]]");
  });

  it("R-AB-8: a second spend option keeps its text and lists its cost", () => {
    const breath = byId("u2D3m72GqMTVCN7X");
    const { document, unmapped } = convertOfficial(breath);
    expect(sys(document)["spend"]).toMatchObject({ value: 1 });
    expect(str((sys(document)["effect"] as JsonObject)["after"])).toContain("Spend 2");
    expect(unmapped.map((u) => u.field)).toContain("system.effects.E8Iu7NFMTUs486z7.resource.value");
  });

  it("R-PR-6: power.roll.criticalThreshold is the ability's critical threshold; a portfolio summon is listed (hand-made)", () => {
    const breath = byId("u2D3m72GqMTVCN7X");
    const power = sys(breath)["power"] as JsonObject;
    power["roll"] = { ...(power["roll"] as JsonObject), criticalThreshold: 18 };
    const effects = sys(breath)["effects"] as JsonObject;
    effects["summon0000000001"] = { type: "portfolioSummon", _id: "summon0000000001", sort: 400000 };
    const { document, unmapped } = convertOfficial(breath);
    expect((sys(document)["power"] as JsonObject)["criticalAt"]).toBe(18);
    expect(unmapped.find((u) => u.field === "system.effects.summon0000000001")?.why).toContain("portfolio");
    power["roll"] = { ...power["roll"], criticalThreshold: 25 };
    const odd = convertOfficial(breath);
    expect((sys(odd.document)["power"] as JsonObject)["criticalAt"]).toBe(19);
    expect(odd.unmapped.map((u) => u.field)).toContain("system.power.roll.criticalThreshold");
  });

  it("R-MO-5: a 1.x npc's root system.ev is its EV", () => {
    const razor = byId("QOYeoaKgoueyh7aA");
    sys(razor)["ev"] = 6;
    const { document } = convertOfficial(razor);
    expect(sys(document)["ev"]).toBe(6);
  });

  it("item prerequisites {value, dsid, level} land in Steelbound's prerequisites", () => {
    const feature = byId("RktNx9yB5RSLHTEe");
    sys(feature)["prerequisites"] = { value: "Text a.", dsid: ["companion"], level: 4 };
    const { document } = convertOfficial(feature);
    expect(sys(document)["prerequisites"]).toEqual({ text: "Text a.", level: 4, items: ["companion"] });
  });
});
