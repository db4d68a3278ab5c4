/** Checks that the stand-ins behave like the documented Foundry v13 behaviour listed in behaviours.ts. */
import { describe, expect, it } from "vitest";
import { EMULATED_BEHAVIOURS } from "./behaviours.ts";
import { TypeDataModel } from "./data-model.ts";
import { BooleanField, DocumentUUIDField, NumberField, StringField } from "./fields.ts";
import { SchemaField, SetField } from "./fields-composite.ts";
import { Collection } from "./collection.ts";
import { calls, resetCalls } from "./calls.ts";
import { HarnessCombat, HarnessCombatant, HarnessCombatantGroup } from "./combat.ts";
import { asHarness, createActor, freshWorld, placeToken } from "./world.ts";
import { dialogAnswers, dialogInputs } from "./applications.ts";
import { addPack, HarnessCompendiumCollection } from "./compendium.ts";
import { HarnessDocument } from "./document.ts";
import { combatSounds } from "./combat-core.ts";

describe("harness fields follow Foundry v13", () => {
  it("NumberField cleaning casts, rounds integers and clamps to min/max; validation rejects NaN", () => {
    const field = new NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: 0,
      max: 10,
      initial: 0,
    });
    expect(field.clean("7.6")).toBe(8);
    expect(field.clean(-3)).toBe(0);
    expect(field.clean(undefined)).toBe(0);
    expect(field.validate(field.clean("seven"))?.message).toBe("must be an integer");
    expect(field.validate(12)?.message).toBe("must be at most 10");
  });

  it("NumberField is nullable by default and turns '' into null", () => {
    expect(new NumberField().clean("")).toBeNull();
    expect(new NumberField({ choices: [1, 2] }).nullable).toBe(false);
  });

  it("StringField trims and fails (does not clean) invalid choices", () => {
    const field = new StringField({ required: true, choices: ["a", "b"], initial: "a" });
    expect(field.clean("  b ")).toBe("b");
    expect(field.validate("c")?.message).toBe("c is not a valid choice");
    expect(field.validate("")?.message).toBe("may not be a blank string");
  });

  it("BooleanField casts strings", () => {
    expect(new BooleanField().clean("false")).toBe(false);
    expect(new BooleanField().clean("true")).toBe(true);
  });

  it("SetField initializes to a Set and drops invalid elements only under fallback", () => {
    const field = new SetField(new StringField({ required: true, blank: false, choices: ["x", "y"] }));
    expect(field.initialize(["x"])).toEqual(new Set(["x"]));
    expect(field.validate(["x", "z"])?.unresolved).toBe(true);
    const value = ["x", "z"];
    expect(field.validate(value, { fallback: true })?.unresolved).toBe(false);
    expect(value).toEqual(["x"]);
  });

  it("SchemaField drops undeclared keys", () => {
    const schema = new SchemaField({ a: new NumberField({ initial: 1 }) });
    expect(schema.clean({ b: 2 })).toEqual({ a: 1 });
  });
});

describe("harness data models", () => {
  class Probe extends TypeDataModel {
    static override defineSchema() {
      return { n: new NumberField({ required: true, nullable: false, integer: true, initial: 1, min: 0 }) };
    }
    static override migrateData(source: Record<string, unknown>) {
      if ("old" in source) source["n"] = source["old"];
      return source;
    }
  }

  it("migrates before cleaning and caches the schema", () => {
    const probe = new Probe({ old: 4.2 });
    expect((probe as unknown as { n: number }).n).toBe(4);
    expect(Probe.schema).toBe(Probe.schema);
  });

  it("strict construction throws; non-strict falls back to the initial value", () => {
    expect(() => new Probe({ n: "x" })).toThrow(/n: must be an integer/);
    expect((new Probe({ n: "x" }, { strict: false }) as unknown as { n: number }).n).toBe(1);
  });
});

describe("harness utilities", () => {
  it("a Collection iterates its values, like foundry.utils.Collection", () => {
    const c = new Collection<number>().set("a", 1).set("b", 2);
    expect([...c]).toEqual([1, 2]);
  });

  it("documents every behaviour it emulates with a source", () => {
    expect(EMULATED_BEHAVIOURS.length).toBeGreaterThan(10);
    for (const entry of EMULATED_BEHAVIOURS) expect(entry.source).toMatch(/\[(src|fvtt|api)\]/);
  });
});

describe("harness combat follows Foundry v13", () => {
  async function combatWithSquad() {
    freshWorld();
    const combat = new HarnessCombat({ round: 1 });
    const [group] = await combat.createEmbeddedDocuments("CombatantGroup", [{ name: "Squad", type: "base" }]);
    const actor = await createActor({ name: "Rat", type: "monster", system: { organization: "minion" } });
    const token = placeToken(actor) as unknown as { id: string; parent: { id: string } };
    const [inGroup, loose] = await combat.createEmbeddedDocuments("Combatant", [
      { tokenId: token.id, sceneId: token.parent.id, actorId: actor.id, group: group?.id },
      { actorId: actor.id, group: "unknownGroup0001" },
    ]);
    if (!(group instanceof HarnessCombatantGroup) || !(inGroup instanceof HarnessCombatant))
      throw new Error("embedded documents");
    if (!(loose instanceof HarnessCombatant)) throw new Error("embedded documents");
    return { combat, group, inGroup, loose, actor, token };
  }

  it("Combatant#_prepareGroup: the group document replaces its id; an unknown id stays a string", async () => {
    const { combat, group, inGroup, loose } = await combatWithSquad();
    expect(inGroup.group).toBe(group);
    expect([...group.members]).toEqual([inGroup]);
    expect(loose.group).toBe("unknownGroup0001");
    expect(combat.groups.get(group.id)).toBe(group);
  });

  it("members are rebuilt from the combatants' group field after updateEmbeddedDocuments (one call)", async () => {
    const { combat, group, inGroup, loose } = await combatWithSquad();
    resetCalls();
    await combat.updateEmbeddedDocuments("Combatant", [
      { _id: loose.id, group: group.id },
      { _id: inGroup.id, group: null },
    ]);
    expect(calls.map((c) => c.method)).toEqual(["updateEmbeddedDocuments"]);
    expect([...group.members]).toEqual([loose]);
    expect(inGroup.group).toBeNull();
  });

  // This test used to expect unknown ids to be skipped; v13 looks them up strictly and throws.
  it("updateEmbeddedDocuments with a stale id throws before writing anything (v13 strict lookup)", async () => {
    const { combat, group, loose } = await combatWithSquad();
    resetCalls();
    await expect(
      combat.updateEmbeddedDocuments("Combatant", [
        { _id: loose.id, group: group.id },
        { _id: "missing000000001", group: group.id },
      ]),
    ).rejects.toThrow("id [missing000000001] does not exist in the EmbeddedCollection collection.");
    await expect(combat.updateEmbeddedDocuments("Combatant", [{ group: group.id }])).rejects.toThrow(
      "You must provide an _id for every object in the update data Array.",
    );
    expect(calls).toEqual([]);
    expect(loose.group).toBe("unknownGroup0001");
  });

  it("deleteEmbeddedDocuments, or deleting / updating an embedded document already gone, throws (v13 strict lookup)", async () => {
    const { combat, loose } = await combatWithSquad();
    await expect(combat.deleteEmbeddedDocuments("Combatant", [loose.id, "missing000000001"])).rejects.toThrow(
      "id [missing000000001] does not exist",
    );
    expect(combat.combatants.get(loose.id)).toBe(loose);
    await loose.delete();
    await expect(loose.delete()).rejects.toThrow(`id [${loose.id}] does not exist`);
    await expect(loose.update({ initiative: 3 })).rejects.toThrow(`id [${loose.id}] does not exist`);
  });

  it("Combatant#token comes from its scene, #actor from the token else game.actors; isDefeated reads the dead status", async () => {
    const { group, inGroup, loose, actor, token } = await combatWithSquad();
    expect(inGroup.token?.id).toBe(token.id);
    expect(inGroup.name).toBe("Rat");
    expect(inGroup.actor?.id).toBe(actor.id);
    expect(loose.token).toBeNull();
    expect(loose.actor?.id).toBe(actor.id);
    expect(inGroup.isDefeated).toBe(false);
    expect(group.defeated).toBe(false);
    await actor.toggleStatusEffect("dead", { active: true });
    expect(inGroup.isDefeated).toBe(true);
    expect(group.defeated).toBe(true);
  });

  it("Combatant#isOwner: the GM owns every combatant; a player through the actor's ownership", async () => {
    const { inGroup, actor } = await combatWithSquad();
    const user = (globalThis as unknown as { game: { user: { id: string; isGM: boolean } } }).game.user;
    expect(inGroup.isOwner).toBe(true);
    user.isGM = false;
    expect(inGroup.isOwner).toBe(false);
    await asHarness(actor).update({ ownership: { [user.id]: 3 } });
    expect(inGroup.isOwner).toBe(true);
  });
});

describe("harness dialogs follow Foundry v13", () => {
  it("DialogV2.input resolves to the submitted form data, or null when dismissed", async () => {
    const { DialogV2 } = foundry.applications.api;
    dialogAnswers.push({ "fallen.a": true });
    expect(await DialogV2.input({ content: "<p></p>", rejectClose: false })).toEqual({ "fallen.a": true });
    expect(await DialogV2.input({ content: "<p></p>", rejectClose: false })).toBeNull();
    expect(dialogInputs.slice(-2).map((c) => c["content"])).toEqual(["<p></p>", "<p></p>"]);
  });
});

describe("harness compendiums (v13 CompendiumCollection)", () => {
  const pack = (packageType: "world" | "system", locked?: boolean) =>
    new HarnessCompendiumCollection({
      id: `${packageType}.things`,
      label: "Things",
      type: "Item",
      packageType,
      documents: [{ _id: "thing00000000001", name: "Old", type: "ability", system: { schemaVersion: 0 } }],
      ...(locked === undefined ? {} : { locked }),
    });

  it("a pack is locked unless configured otherwise or owned by the world; configure changes it", async () => {
    expect(pack("world").locked).toBe(false);
    expect(pack("system").locked).toBe(true);
    const locked = pack("world", true);
    await locked.configure({ locked: false });
    expect(locked.locked).toBe(false);
  });

  it("getIndex reads stored data (requested fields included, nothing migrated); locked packs refuse writes", async () => {
    const index = await pack("world").getIndex({ fields: ["system.schemaVersion"] });
    expect(index.get("thing00000000001")).toMatchObject({ type: "ability", system: { schemaVersion: 0 } });
    expect(() => pack("system").applyUpdate({ _id: "thing00000000001" })).toThrow(/locked/);
  });

  it("a legacy compendium UUID without its type takes the type of the registered pack (v13 parseUuid)", () => {
    freshWorld();
    const field = new DocumentUUIDField({ type: "Actor" });
    const legacy = "Compendium.steelbound.monsters.abcdefghijklmnop";
    expect(field.validate(legacy)).toBeDefined();
    addPack({
      id: "steelbound.monsters",
      label: "Monsters",
      type: "Actor",
      packageType: "system",
      documents: [],
    });
    expect(field.validate(legacy)).toBeUndefined();
    expect(new DocumentUUIDField({ type: "Item" }).validate(legacy)).toBeDefined();
  });

  it("updateDocuments of world documents or of a parent's embedded ones is one recorded call that updates each (v13 Document.updateDocuments)", async () => {
    freshWorld();
    const korva = await createActor({
      name: "Korva",
      type: "hero",
      items: [{ name: "Slash", type: "ability" }],
    });
    const slash = korva.items.contents[0];
    if (!slash) throw new Error("no Slash");
    resetCalls();
    const Actor = korva.constructor as typeof HarnessDocument;
    await Actor.updateDocuments([{ _id: korva.id, name: "Korva the Bold" }]);
    const Item = slash.constructor as typeof HarnessDocument;
    await Item.updateDocuments([{ _id: slash.id, name: "Great Slash" }], { parent: korva });
    expect(calls.map((c) => c.method)).toEqual(["updateDocuments", "updateDocuments"]);
    expect(korva.name).toBe("Korva the Bold");
    expect(korva.items.contents[0]?.name).toBe("Great Slash");
    await expect(Actor.updateDocuments([{ _id: "missingmissing01", name: "?" }])).rejects.toThrow();
  });
});

describe("harness settings (v13 ClientSettings)", () => {
  it("get with {document: true} has no id until the setting is written; the value is the default meanwhile", async () => {
    freshWorld();
    const settings = (
      globalThis as unknown as {
        game: {
          settings: {
            register(n: string, k: string, c: object): void;
            get(n: string, k: string, o?: object): unknown;
            set(n: string, k: string, v: unknown): Promise<unknown>;
          };
        };
      }
    ).game.settings;
    settings.register("probe", "version", { scope: "world", type: Number, default: 0 });
    expect(settings.get("probe", "version")).toBe(0);
    expect(settings.get("probe", "version", { document: true })).toMatchObject({ id: null, value: 0 });
    await settings.set("probe", "version", 0);
    expect(settings.get("probe", "version", { document: true })).toMatchObject({ value: 0 });
    expect((settings.get("probe", "version", { document: true }) as { id: unknown }).id).not.toBeNull();
  });

  it("compendium index and document reads are logged as requests", async () => {
    freshWorld();
    const pack = new HarnessCompendiumCollection({
      id: "world.probe",
      label: "Probe",
      type: "Item",
      packageType: "world",
      documents: [],
    });
    resetCalls();
    await pack.getIndex({ fields: ["system.schemaVersion"] });
    await pack.getDocuments({ _id__in: [] });
    expect(calls.map((c) => c.method)).toEqual(["getIndex", "getDocuments"]);
  });
});

describe("harness combat core (v13 Combat#startCombat / #nextRound)", () => {
  it("startCombat plays the encounter sound and writes round 1 turn 0; nextRound passes worldTime and advances the clock", async () => {
    freshWorld();
    const g = globalThis as unknown as {
      game: { time?: { worldTime: number } };
      CONFIG: Record<string, unknown>;
    };
    g.game.time = { worldTime: 100 };
    g.CONFIG["time"] = { roundTime: 6, turnTime: 0 };
    combatSounds.length = 0;
    const combat = new HarnessCombat({ round: 0, turn: null });
    await combat.startCombat();
    expect(combatSounds).toEqual(["startEncounter"]);
    expect([combat.round, combat.turn]).toEqual([1, 0]);
    resetCalls();
    await combat.nextRound();
    expect(calls[0]?.args[1]).toEqual({ direction: 1, worldTime: { delta: 6 } });
    expect([combat.round, combat.turn]).toEqual([2, null]);
    expect(g.game.time.worldTime).toBe(106);
  });
});
