/**
 * "Update from compendium" (issue 25.7), the pure three-way comparison: the recorded entry, the document
 * now and the entry now.
 */
import { describe, expect, it } from "vitest";
import { planCompendiumUpdate, planIsEmpty } from "../../src/documents/compendium-update/plan.ts";
import { baseOf, hashesOf, readBase } from "../../src/documents/compendium-update/snapshot.ts";

const item = (id: string, name: string, value: number) => ({ _id: id, name, system: { value } });
const ENTRY = {
  name: "Goblin",
  img: "a.svg",
  system: { stability: 1, stamina: { max: 40 }, keywords: ["goblin"] },
  items: [item("a", "Bash", 5), item("b", "Wall", 1), item("c", "Cry", 1)],
};
const clone = <T>(v: T): T => structuredClone(v);

describe("update from compendium: the three-way plan", () => {
  it("untouched fields take the entry's value; the owner's changes stay and are listed when the entry changed them too", () => {
    const base = baseOf("Compendium.x.y.Actor.z", ENTRY);
    const doc = clone(ENTRY);
    doc.system.stamina.max = 45;
    const next = clone(ENTRY);
    next.system.stability = 2;
    next.system.stamina.max = 50;
    next.system.keywords = ["goblin", "soldier"];
    const plan = planCompendiumUpdate(base, doc, next);
    expect(plan.changes).toEqual([
      { path: "system.stability", from: 1, to: 2 },
      { path: "system.keywords", from: ["goblin"], to: ["goblin", "soldier"] },
    ]);
    expect(plan.kept).toEqual([{ path: "system.stamina.max", mine: 45, entry: 50 }]);
  });

  it("items: new ones added, untouched dropped ones removed, changed dropped ones and deleted ones kept as the owner left them", () => {
    const base = baseOf("u", ENTRY);
    const doc = clone(ENTRY);
    doc.items = [item("a", "Bash", 5), item("b", "Wall", 9), item("own", "Mine", 1)];
    const next = clone(ENTRY);
    next.items = [item("a", "Bash", 6), item("c", "Cry", 1), item("d", "Shove", 2)];
    const plan = planCompendiumUpdate(base, doc, next);
    expect(plan.items.add.map((i) => i["name"])).toEqual(["Shove"]);
    expect(plan.items.update).toEqual([
      { id: "a", name: "Bash", changes: [{ path: "system.value", from: 5, to: 6 }], kept: [] },
    ]);
    expect(plan.items.remove).toEqual([]);
    expect(plan.items.keptChanged).toEqual([{ id: "b", name: "Wall" }]);
    expect(plan.items.keptDeleted).toEqual([{ id: "c", name: "Cry" }]);
    const untouched = planCompendiumUpdate(base, clone(ENTRY), {
      ...clone(ENTRY),
      items: [item("a", "Bash", 5)],
    });
    expect(untouched.items.remove.map((r) => r.name).sort()).toEqual(["Cry", "Wall"]);
  });

  it("without a record every difference is the entry's, and an equal document has nothing to write", () => {
    const doc = clone(ENTRY);
    doc.system.stamina.max = 45;
    const plan = planCompendiumUpdate(null, doc, ENTRY);
    expect(plan.hadRecord).toBe(false);
    expect(plan.changes).toEqual([{ path: "system.stamina.max", from: 45, to: 40 }]);
    expect(planIsEmpty(planCompendiumUpdate(baseOf("u", ENTRY), clone(ENTRY), ENTRY))).toBe(true);
  });

  it("the record survives Foundry's dotted-key expansion: its keys hold no dots, and reads back whole", () => {
    const base = baseOf("u", ENTRY);
    expect(Object.keys(base.fields).every((k) => !k.includes("."))).toBe(true);
    expect(readBase(JSON.parse(JSON.stringify(base)))).toEqual(base);
    expect(hashesOf(ENTRY)["system/stamina/max"]).toBe(base.fields["system/stamina/max"]);
    expect(readBase({ fields: {} })).toBeNull();
  });
});
