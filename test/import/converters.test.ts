/** The official-data converters on our own official-format fixtures (invented names and text). */
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../src/import/official/index.ts";
import { convertOfficial, type JsonObject } from "../../src/import/official/index.ts";
import { at, batch, converted, fixture, fixtureFiles, whyOf } from "./fixtures.ts";
import { lostNumbers } from "./numbers.ts";

const str = (value: unknown): string => (typeof value === "string" ? value : "");

const item = (doc: JsonObject, id: string): unknown =>
  (at(doc, "items") as { _id: string }[]).find((i) => i._id === id);

describe("official npc → Steelbound monster", () => {
  const pelter = converted("MudPelter0000001");
  const queen = converted("BogQueen00000001");
  const p = at(pelter.document, "system");

  it("R-MO-1: keeps the stat block numbers; a legacy role 'minion' becomes the organization", () => {
    expect(pelter.document["type"]).toBe("monster");
    expect(p).toMatchObject({ level: 2, organization: "minion", role: "", freeStrike: 2, stability: 0 });
    expect(at(p, "stamina")).toMatchObject({ value: 4, max: 4 });
    expect(at(p, "characteristics")).toEqual({
      might: 0,
      agility: 2,
      reason: -3,
      intuition: 1,
      presence: -1,
    });
    expect(at(p, "size")).toEqual({ value: 1, letter: "S" });
    expect(at(p, "movement")).toEqual({ speed: 5, types: ["walk", "swim"] });
    expect(at(p, "negotiation")).toMatchObject({ interest: 1, patience: 2, motivations: ["greed"] });
  });

  it("R-MO-5: a minion's EV stays per set of four, as Steelbound stores it", () => {
    expect(at(p, "ev")).toBe(4);
  });

  it("R-DM-2: an immunity of 1000 means immune to all of that type; 'all' 1000 covers every type", () => {
    expect(at(p, "damage.immuneAll")).toEqual(["poison"]);
    expect(at(p, "damage.immunities.poison")).toBe(0);
    expect(at(p, "damage.weaknesses.fire")).toBe(3);
    const q = at(queen.document, "system.damage");
    expect(at(q, "immuneAll")).toContain("fire");
    expect(at(q, "immuneAll")).toHaveLength(10);
    expect(at(q, "immunities.psychic")).toBe(5);
  });

  it("keeps _ids and folders so a re-import updates instead of duplicating", () => {
    expect(pelter.document["_id"]).toBe("MudPelter0000001");
    expect(pelter.document["folder"]).toBe("MudFolder0000001");
    expect(at(item(pelter.document, "MudClodThrow0001"), "_id")).toBe("MudClodThrow0001");
  });

  it("cleans rich text: no script, no event handlers, no javascript: links; director text is GM notes", () => {
    expect(at(p, "biography.value")).toBe("<p>Small and wet.</p>");
    expect(at(p, "biography.gmNotes")).toContain("<p>They hate salt.</p>");
    expect(at(p, "biography.gmNotes")).toContain("Bog Book p. 12");
    const after = at(item(pelter.document, "MudClodThrow0001"), "system.effect.after");
    expect(after).toBe("<p>The target is <a>splattered</a>.</p>");
  });

  it("R-AB-4/R-AB-6: a strike's tiers keep damage (+ characteristic) and potency-gated conditions", () => {
    const power = at(item(pelter.document, "MudClodThrow0001"), "system.power");
    expect(at(power, "characteristics")).toEqual(["agility"]); // the monster's highest, for "@chr"
    const single = {
      types: [],
      extra: { value: 0, characteristic: false, type: "untyped" },
      formula: "",
      ignoresImmunity: false,
    };
    expect(at(power, "tier1.damage")).toEqual({
      value: 2,
      characteristic: false,
      type: "untyped",
      ...single,
    });
    expect(at(power, "tier2.damage")).toEqual({ value: 3, characteristic: true, type: "untyped", ...single });
    expect(at(power, "tier3.damage.type")).toBe("acid");
    expect(at(power, "tier2.conditions")).toEqual([
      {
        condition: "slowed",
        potency: { characteristic: "agility", strength: "average", offset: 0, value: 0 },
        duration: "eot",
        otherwise: { condition: "", duration: "eot" },
      },
    ]);
    expect(at(power, "tier3.conditions.0")).toMatchObject({ condition: "restrained", duration: "save" });
  });

  it("R-CB-18: villain actions are numbered in stat-block order; Malice costs come from the resource", () => {
    expect(at(item(queen.document, "BogVillainOne001"), "system.villainAction")).toBe(1);
    expect(at(item(queen.document, "BogVillainTwo001"), "system.villainAction")).toBe(2);
    const spit = at(item(queen.document, "BogMaliceSpit001"), "system");
    expect(at(spit, "cost")).toEqual({ resource: 0, malice: 3 });
    expect(at(spit, "distance")).toMatchObject({ type: "line", length: 6, width: 1, within: 1 });
    const plain = {
      or: "",
      bonus: "",
      potency: { characteristic: "might", strength: "none", offset: 0, value: 0 },
      ignoresStability: false,
    };
    expect(at(spit, "power.tier2.forced")).toEqual({ kind: "push", distance: 2, vertical: false, ...plain });
    // R-MV-7 "vertical pull or push 4": the mover picks the kind when moving.
    expect(at(spit, "power.tier3.forced")).toEqual({
      kind: "pull",
      distance: 4,
      vertical: true,
      ...plain,
      or: "push",
    });
  });

  it("lists what Steelbound cannot hold, with a why", () => {
    const u = queen.unmapped;
    const spit = "Actor.BogQueen00000001.Item.BogMaliceSpit001";
    // Turns per round are mapped since monster `turns` (effect-shapes.test.ts), so no longer listed.
    expect(whyOf(u, "system.combat.turns")).toBeUndefined();
    // Monsters keep their disengage since the field exists.
    expect(whyOf(u, "system.movement.disengage")).toBeUndefined();
    expect(queen.document["system"]).toMatchObject({ disengage: 2 });
    expect(u.find((x) => x.field.endsWith("other.tier1.potency.value"))?.why).toMatch(/fixed potency 1/);
    // An item's effect arrives with its change on Steelbound's path, so it is no longer listed.
    expect(pelter.unmapped.find((x) => x.field.startsWith("effects.MudSlickEffect01"))).toBeUndefined();
    // Held since power.roll (shape-target-tests), so no longer listed as lost.
    expect(u.find((x) => x.uuid === spit && x.field === "system.power.roll.formula")).toBeUndefined();
    expect(u.find((x) => x.field === "system.power.roll.reactive")).toBeUndefined();
  });

  it("R-PR-1, R-PR-5: a fixed roll bonus ('Power Roll + 2') is the ability's fixedBonus, with no characteristic", () => {
    const spit = at(item(queen.document, "BogMaliceSpit001"), "system.power");
    expect(at(spit, "roll")).toBe("fixed");
    expect(at(spit, "fixedBonus")).toBe(2);
    expect(at(spit, "characteristics")).toEqual([]);
  });

  it("R-PR-2: a reactive roll ('each target makes a Might test') keeps its tiers as the targets' test tiers", () => {
    const sinking = at(item(queen.document, "BogVillainTwo001"), "system");
    expect(at(sinking, "power.roll")).toBe("targetTest");
    expect(at(sinking, "power.characteristics")).toEqual(["might"]);
    expect(at(sinking, "power.tier1.damage")).toMatchObject({ value: 9, type: "acid" });
    expect(at(sinking, "effect.before")).not.toContain("9 acid damage");
  });

  it("R-PR-7: a dynamic-terrain object becomes an object actor with its category, area and square stamina", () => {
    const mire = converted("SuckingMire00001");
    expect(at(mire.document, "type")).toBe("object");
    expect(at(mire.document, "system")).toMatchObject({
      ev: 2,
      level: 1,
      role: "hexer",
      category: "hazard",
      area: "4 x 4 bog",
      squareStamina: true,
    });
    expect(at(mire.document, "system.stamina")).toMatchObject({ value: 6, max: 6 });
    expect(at(mire.document, "system.characteristics")).toEqual({
      might: 0,
      agility: 0,
      reason: 0,
      intuition: 0,
      presence: 0,
    });
    expect(at(mire.document, "system")).not.toHaveProperty("organization");
    expect(whyOf(mire.unmapped, "type")).toBeUndefined();
  });

  it("the prototype token drops official bar paths and other modules' flags", () => {
    const token = at(pelter.document, "prototypeToken");
    expect(at(token, "bar2")).toEqual({ attribute: null });
    expect(at(token, "flags")).toEqual({});
    expect(at(queen.document, "prototypeToken.width")).toBe(2);
  });
});

describe("official abilities, heroes, retainers and items", () => {
  it("R-AB-1/R-AB-2: a legacy 'action' type is a main action; melee-or-ranged distances both kept", () => {
    const oar = converted("OarSweep00000001");
    const s = at(oar.document, "system");
    expect(s).toMatchObject({ type: "main", category: "heroic", cost: { resource: 5, malice: 0 } });
    expect(at(s, "distance")).toMatchObject({ type: "meleeRanged", melee: 2, ranged: 5 });
    expect(at(s, "spend")).toMatchObject({ value: 1, text: "Sweep one more foe." });
    expect(at(s, "power.characteristics")).toEqual(["might", "agility"]);
    expect(at(s, "power.tier3.damage")).toEqual({
      value: 10,
      characteristic: true,
      type: "cold",
      types: [],
      extra: { value: 0, characteristic: false, type: "untyped" },
      formula: "",
      ignoresImmunity: false,
    });
    // R-DM-2 "cold or lightning damage": the user picks when rolling.
    expect(at(s, "power.tier1.damage")).toMatchObject({ type: "cold", types: ["lightning"] });
    // R-AB-6 "M < 3 dazed": a fixed potency (tier 3 leaves the characteristic to tier 1's).
    expect(at(s, "power.tier3.conditions.0")).toMatchObject({
      condition: "dazed",
      potency: { characteristic: "might", strength: "fixed", value: 3 },
    });
    expect(at(s, "power.tier2.conditions.0")).toMatchObject({
      condition: "prone",
      potency: { strength: "none" },
    });
    expect(at(s, "power.tier1.text")).toContain("marked");
    expect(at(s, "description.value")).toBe("<p>A wide swing of the oar.</p>");
    expect(oar.document["folder"]).toBe("FerryFolder00001");
    const whys = oar.unmapped.map((u) => u.why).join("\n");
    expect(whys).toMatch(/non-condition effect/);
    expect(whys).not.toMatch(/fixed potency 3/);
    expect(whys).not.toMatch(/more than one damage type/);
    expect(whys).toMatch(/resource gain per tier/);
  });

  it("a hero keeps its progression numbers; level and resource come from its class", () => {
    const wren = converted("Wren000000000001");
    const s = at(wren.document, "system");
    expect(s).toMatchObject({
      level: 3,
      surges: 2,
      xp: 16,
      victories: 1,
      renown: 1,
      wealth: 2,
      stability: 1,
    });
    expect(at(s, "heroicResource")).toEqual({ name: "Current", value: 3 });
    expect(at(s, "recoveries")).toEqual({ value: 7, max: 8 });
    expect(at(s, "skills")).toEqual(["swim"]);
    expect(at(s, "customSkills")).toEqual(["boatwright"]);
    const cls = at(item(wren.document, "WrenClass0000001"), "system");
    expect(cls).toMatchObject({
      recoveries: 8,
      stamina: { starting: 18, perLevel: 6 },
      primaryCharacteristics: ["might", "agility"],
    });
    expect(at(cls, "heroicResource")).toEqual({
      name: "Current",
      gainPerTurn: "1d3",
      floor: { base: 0, characteristic: "" },
    });
    expect(at(wren.document, "system.epicResource")).toBe(1);
    expect(whyOf(wren.unmapped, "system.hero.epic.value")).toBeUndefined();
  });

  it("a retainer keeps role, free strike, recoveries and stamina (null value = full)", () => {
    const s = at(converted("BogGuide00000001").document, "system");
    expect(s).toMatchObject({
      role: "harrier",
      freeStrike: 3,
      stability: 1,
      recoveries: { value: 6, max: 6 },
    });
    expect(at(s, "stamina")).toMatchObject({ value: 24, max: 24 });
    expect(at(s, "damage.immunities.poison")).toBe(2);
  });

  it("kits, titles, treasures, projects, perks, subclasses and ancestry traits map their numbers", () => {
    expect(at(converted("Boathook00000001").document, "system.bonuses")).toMatchObject({
      stamina: 3,
      speed: 1,
      stability: 0,
      meleeDamage: [1, 1, 2],
      rangedDamage: [0, 0, 0],
      meleeDistance: 1,
    });
    expect(at(converted("MarshWarden00001").document, "system.echelon")).toBe(2);
    expect(at(converted("FogLantern000001").document, "system")).toMatchObject({
      category: "trinket",
      echelon: 2,
      quantity: 1,
    });
    expect(at(converted("DredgeChannel001").document, "system")).toMatchObject({
      goal: 240,
      points: 30,
      characteristics: ["might", "intuition"],
    });
    expect(at(converted("HoldBreath000001").document, "system.group")).toBe("exploration");
    expect(at(converted("PoleVaulter00001").document, "system.class")).toBe("ferrymaster");
    const trait = converted("WebbedFeet000001");
    expect(trait.document["type"]).toBe("feature");
    expect(at(trait.document, "system.featureType")).toBe("ancestry");
    // R-HERO-ADV: a purchased trait's cost is the feature's `points` (it used to be listed as unmapped).
    expect(at(trait.document, "system.points")).toBe(2);
    expect(whyOf(trait.unmapped, "system.points")).toBeUndefined();
    // A career's starting wealth, renown and project points are modelled.
    const career = converted("EelCatcher000001");
    expect(at(career.document, "system")).toMatchObject({ wealth: 0, renown: 1, projectPoints: 120 });
    expect(whyOf(career.unmapped, "system.projectPoints")).toBeUndefined();
    // Advancements are modelled now (test/import/advancements.test.ts): nothing of them is left unmapped.
    expect(converted("ReedSense0000001").unmapped.filter((u) => u.field.includes("advancements"))).toEqual(
      [],
    );
  });

  it("journals and roll tables keep their text, cleaned and relinked to the generated module", () => {
    const journal = converted("BogRules00000001").document;
    const content = at(journal, "pages.0.text.content");
    expect(content).not.toMatch(/onerror|alert/);
    expect(content).toContain("@UUID[Compendium.bog-content.monsters.Actor.MudPelter0000001]");
    expect(at(journal, "pages.1.type")).toBe("text");
    const table = converted("BogWeather000001").document;
    expect(at(table, "results.1.documentUuid")).toBe(
      "Compendium.bog-content.monsters.Actor.MudPelter0000001",
    );
    expect(at(table, "results.0")).toMatchObject({ range: [1, 3], weight: 1, drawn: false });
  });

  it("no number of any fixture is lost: each is mapped or listed in unmapped", () => {
    for (const file of fixtureFiles()) {
      const doc = file.doc as JsonObject;
      const result = convertOfficial(doc, { moduleId: "bog-content" });
      const uuid = `${result.documentName}.${str(doc["_id"])}`;
      expect(lostNumbers(doc, result.document, result.unmapped, uuid), file.path).toEqual([]);
    }
  });

  it("every fixture converts; anything that is not an official document fails alone", () => {
    const { report, packs } = batch();
    expect(report.documents).toEqual({ read: 22, converted: 22, failed: 0 });
    expect(packs.map((p) => `${p.name}:${p.type}`).sort()).toEqual([
      "abilities:Item",
      "heroes:Actor",
      "journals:JournalEntry",
      "monsters:Actor",
      "options:Item",
      "rewards:Item",
      "tables:RollTable",
    ]);
    const monsters = packs.find((p) => p.name === "monsters");
    expect(monsters?.documents.find((d) => d["_id"] === "MudFolder0000001")?.["_key"]).toBe(
      "!folders!MudFolder0000001",
    );
    expect(() => convertOfficial({ name: "x", type: "spaceship" })).toThrow(/not an official/);
  });
});

describe("sanitizeHtml", () => {
  it("removes script-like elements, on* attributes and script URLs, and keeps the rest", () => {
    expect(sanitizeHtml('<p class="a" onmouseover="x()">Hi<script src="e.js"></script></p>')).toBe(
      '<p class="a">Hi</p>',
    );
    expect(sanitizeHtml('<a href=" java\tscript:alert(1)" title="t">x</a>')).toBe('<a title="t">x</a>');
    expect(sanitizeHtml("<iframe src=x></iframe><style>p{}</style><b>ok</b>")).toBe("<b>ok</b>");
    expect(sanitizeHtml('<img src="data:text/html,x" alt="a" />')).toBe('<img alt="a" />');
  });

  it("R-DT-1, R-DT-2: a project's source language is read from the end of its official source", () => {
    const project = (projectSource: string) => {
      const source = fixture("DredgeChannel001");
      const system = { ...(source["system"] as JsonObject), projectSource };
      return at(convertOfficial({ ...source, system }).document, "system");
    };
    expect(project("Texts or lore in Caelian")).toMatchObject({
      projectSource: "Texts or lore in Caelian",
      sourceLanguage: "Caelian",
    });
    expect(project("Texts or lore in Low Rhyvian")).toMatchObject({ sourceLanguage: "Low Rhyvian" });
    expect(project("Texts or lore in the First Language")).toMatchObject({
      sourceLanguage: "First Language",
    });
    expect(project("Texts or lore in Proto-Ctholl")).toMatchObject({ sourceLanguage: "Proto-Ctholl" });
    for (const none of [
      "None",
      "An NPC of a higher level, or records of such an NPC’s teachings in a language you know",
      "A recipe in a language you know, or someone who can tutor you in that recipe",
      "Texts or knowledge related to the subject you wish to research",
    ])
      expect(project(none)).toMatchObject({ sourceLanguage: "" });
    expect(whyOf(converted("DredgeChannel001").unmapped, "system.sourceLanguage")).toBeUndefined();
  });
});
