/**
 * "Update from compendium", the pure three-way comparison: the recorded entry, the document
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

const effect = (id: string, name: string, value: string, extra: object = {}) => ({
  _id: id,
  name,
  changes: [{ key: "system.stability", mode: 2, value }],
  disabled: false,
  duration: { startTime: null as number | null, rounds: null },
  flags: {},
  ...extra,
});
const ACTOR = {
  name: "Goblin",
  img: "a.svg",
  system: { stability: 1 },
  prototypeToken: { name: "Goblin", width: 1, height: 1, disposition: -1, texture: { src: "g.webp" } },
  items: [{ ...item("a", "Bash", 5), effects: [effect("ia", "Braced", "1")] }],
  effects: [effect("e1", "Stance", "1"), effect("e2", "Guard", "1"), effect("e3", "Old", "1")],
};

describe("update from compendium: effects and the prototype token", () => {
  it("an untouched effect takes the entry's version, an owner-edited one is kept and listed, a new one is added, an untouched dropped one removed", () => {
    const base = baseOf("u", ACTOR);
    const doc = clone(ACTOR);
    (doc.effects[1] as { name: string }).name = "Our Guard";
    const next = clone(ACTOR);
    next.effects = [effect("e1", "Stance", "2"), effect("e2", "Guard+", "1"), effect("e4", "New", "1")];
    const plan = planCompendiumUpdate(base, doc, next);
    expect(plan.effects.update).toEqual([
      {
        id: "e1",
        name: "Stance",
        changes: [
          {
            path: "changes",
            from: [{ key: "system.stability", mode: 2, value: "1" }],
            to: [{ key: "system.stability", mode: 2, value: "2" }],
          },
        ],
        kept: [],
      },
      {
        id: "e2",
        name: "Our Guard",
        changes: [],
        kept: [{ path: "name", mine: "Our Guard", entry: "Guard+" }],
      },
    ]);
    expect(plan.effects.add.map((e) => e["name"])).toEqual(["New"]);
    expect(plan.effects.remove).toEqual([{ id: "e3", name: "Old" }]);
    expect(planIsEmpty(plan)).toBe(false);
  });

  it("effects the entry never had (the owner's own, a condition applied in play) are never touched or counted; what play writes into a copy is not an owner change", () => {
    const base = baseOf("u", ACTOR);
    const doc = clone(ACTOR);
    // v13 ActiveEffect#_preCreate on an actor: transfer false and the start time; play flags on a condition.
    doc.effects = doc.effects.map((e) => ({
      ...e,
      transfer: false,
      duration: { startTime: 99, rounds: null },
    }));
    doc.effects.push(
      effect("cond", "Slowed", "-2", { statuses: ["slowed"], flags: { steelbound: { duration: "eot" } } }),
    );
    const plan = planCompendiumUpdate(base, doc, clone(ACTOR));
    expect(plan.effects).toEqual({ add: [], update: [], remove: [], keptChanged: [], keptDeleted: [] });
    expect(planIsEmpty(plan)).toBe(true);
    // The entry drops every effect: only its own untouched ones go.
    const dropped = planCompendiumUpdate(base, doc, { ...clone(ACTOR), effects: [] });
    expect(dropped.effects.remove.map((r) => r.id).sort()).toEqual(["e1", "e2", "e3"]);
  });

  it("an item's effects: untouched follows the entry, owner-deleted stays deleted", () => {
    const base = baseOf("u", ACTOR);
    const next = clone(ACTOR);
    next.items = [
      { ...item("a", "Bash", 5), effects: [effect("ia", "Braced", "3"), effect("ib", "Held", "1")] },
    ];
    const plan = planCompendiumUpdate(base, clone(ACTOR), next);
    expect(plan.itemEffects).toHaveLength(1);
    expect(plan.itemEffects[0]?.itemName).toBe("Bash");
    expect(plan.itemEffects[0]?.effects.update[0]?.changes[0]?.path).toBe("changes");
    expect(plan.itemEffects[0]?.effects.add.map((e) => e["_id"])).toEqual(["ib"]);
    const doc = clone(ACTOR);
    doc.items = [{ ...item("a", "Bash", 5), effects: [] }];
    const deleted = planCompendiumUpdate(baseOf("u", ACTOR), doc, clone(ACTOR));
    expect(deleted.itemEffects[0]?.effects.keptDeleted).toEqual([{ id: "ia", name: "Braced" }]);
    expect(planIsEmpty(deleted)).toBe(true);
  });

  it("the prototype token: untouched fields follow the entry, the owner's stay and are listed", () => {
    const base = baseOf("u", ACTOR);
    const doc = clone(ACTOR);
    doc.prototypeToken.texture.src = "ours.webp";
    const next = clone(ACTOR);
    Object.assign(next.prototypeToken, { width: 2, height: 2, texture: { src: "new.webp" } });
    const plan = planCompendiumUpdate(base, doc, next);
    expect(plan.changes).toEqual([
      { path: "prototypeToken.width", from: 1, to: 2 },
      { path: "prototypeToken.height", from: 1, to: 2 },
    ]);
    expect(plan.kept).toEqual([{ path: "prototypeToken.texture.src", mine: "ours.webp", entry: "new.webp" }]);
  });

  it("a record taken before effects and tokens were recorded: those parts compare without a record and say so", () => {
    const old = readBase(
      JSON.parse(
        JSON.stringify({
          ...baseOf("u", ACTOR),
          effects: undefined,
          itemEffects: undefined,
          token: undefined,
        }),
      ),
    );
    expect(old).toMatchObject({ effects: null, itemEffects: null, token: null });
    const doc = clone(ACTOR);
    (doc.effects[1] as { name: string }).name = "Our Guard";
    doc.effects.splice(2, 1);
    doc.prototypeToken.width = 3;
    const plan = planCompendiumUpdate(old, doc, clone(ACTOR));
    expect(plan.hadRecord).toBe(true);
    expect(plan.unrecorded).toEqual(["effects", "token"]);
    expect(plan.effects.update[0]?.changes).toEqual([{ path: "name", from: "Our Guard", to: "Guard" }]);
    expect(plan.effects.add.map((e) => e["_id"])).toEqual(["e3"]);
    expect(plan.changes).toEqual([{ path: "prototypeToken.width", from: 3, to: 1 }]);
    // Fields still follow their record; an item has no token part.
    expect(planCompendiumUpdate(baseOf("u", ENTRY), clone(ENTRY), ENTRY).unrecorded).toEqual([]);
  });
});
