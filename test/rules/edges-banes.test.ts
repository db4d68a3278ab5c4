import { describe, expect, it } from "vitest";
import {
  edgesAndBanes,
  type EdgeBaneInput,
  type RollerCondition,
  type RollKind,
  type TargetCondition,
  type TargetSituation,
} from "../../src/rules/edges-banes.ts";

const meleeStrike: RollKind = { kind: "ability", strike: true, melee: true, ranged: false, damaging: true };
const rangedStrike: RollKind = { kind: "ability", strike: true, melee: false, ranged: true, damaging: true };
const areaSpell: RollKind = { kind: "ability", strike: false, melee: false, ranged: false, damaging: true };
const mightTest: RollKind = { kind: "test", characteristic: "might" };
const reasonTest: RollKind = { kind: "test", characteristic: "reason" };

function roller(conditions: RollerCondition[] = [], extra: Partial<EdgeBaneInput["roller"]> = {}) {
  return { id: "hero", conditions: new Set(conditions), ...extra };
}
function target(conditions: TargetCondition[] = [], extra: Partial<TargetSituation> = {}): TargetSituation {
  return { id: "goblin", conditions: new Set(conditions), ...extra };
}
function tally(input: EdgeBaneInput) {
  const { edges, banes, reasons } = edgesAndBanes(input);
  return { edges, banes, sources: reasons.map((r) => r.source) };
}

describe("edges and banes per target", () => {
  it("nothing applies to a plain roll", () => {
    expect(tally({ roll: meleeStrike, roller: roller(), target: target(), targetIds: ["goblin"] })).toEqual({
      edges: 0,
      banes: 0,
      sources: [],
    });
  });

  it("R-CN-9: weakened gives a bane on ability rolls and tests", () => {
    expect(tally({ roll: meleeStrike, roller: roller(["weakened"]), target: target() }).banes).toBe(1);
    expect(tally({ roll: reasonTest, roller: roller(["weakened"]) })).toEqual({
      edges: 0,
      banes: 1,
      sources: ["weakened"],
    });
  });

  it("R-CN-6: restrained roller has a bane on ability rolls and Might/Agility tests only", () => {
    expect(tally({ roll: areaSpell, roller: roller(["restrained"]) }).banes).toBe(1);
    expect(tally({ roll: mightTest, roller: roller(["restrained"]) }).banes).toBe(1);
    expect(
      tally({ roll: { kind: "test", characteristic: "agility" }, roller: roller(["restrained"]) }).banes,
    ).toBe(1);
    expect(tally({ roll: reasonTest, roller: roller(["restrained"]) }).banes).toBe(0);
  });

  it("R-CN-6: abilities against a restrained target have an edge", () => {
    expect(tally({ roll: areaSpell, roller: roller(), target: target(["restrained"]) })).toMatchObject({
      edges: 1,
      sources: ["targetRestrained"],
    });
  });

  it("R-CN-5: a prone roller's strikes have a bane, other abilities don't", () => {
    expect(tally({ roll: meleeStrike, roller: roller(["prone"]), target: target() }).banes).toBe(1);
    expect(tally({ roll: areaSpell, roller: roller(["prone"]), target: target() }).banes).toBe(0);
  });

  it("R-CN-5: melee abilities against a prone target have an edge, ranged ones don't", () => {
    expect(tally({ roll: meleeStrike, roller: roller(), target: target(["prone"]) }).edges).toBe(1);
    expect(tally({ roll: rangedStrike, roller: roller(), target: target(["prone"]) }).edges).toBe(0);
  });

  it("R-CN-3: frightened gives a bane only against the source; the source has an edge against the frightened", () => {
    const scared = roller(["frightened"], { frightenedBy: "goblin" });
    expect(tally({ roll: meleeStrike, roller: scared, target: target() }).sources).toEqual(["frightened"]);
    expect(tally({ roll: meleeStrike, roller: scared, target: target([], { id: "orc" }) }).banes).toBe(0);
    expect(tally({ roll: meleeStrike, roller: roller(["frightened"]) }).banes).toBe(0);
    expect(
      tally({ roll: meleeStrike, roller: roller(), target: target([], { frightenedBy: "hero" }) }),
    ).toMatchObject({ edges: 1, sources: ["targetFrightened"] });
    expect(
      tally({ roll: meleeStrike, roller: roller(), target: target([], { frightenedBy: "other" }) }).edges,
    ).toBe(0);
  });

  it("R-CN-4: grabbed gives a bane on abilities that don't target the grabber", () => {
    const held = roller(["grabbed"], { grabbedBy: "ogre" });
    expect(tally({ roll: meleeStrike, roller: held, target: target(), targetIds: ["goblin"] }).banes).toBe(1);
    expect(
      tally({ roll: meleeStrike, roller: held, target: target(), targetIds: ["goblin", "ogre"] }).banes,
    ).toBe(0);
    expect(tally({ roll: meleeStrike, roller: roller(["grabbed"]), target: target() }).banes).toBe(0);
  });

  it("R-CN-8: taunted gives a double bane when not targeting the taunter with line of effect to it", () => {
    const taunted = roller(["taunted"], { tauntedBy: "knight", lineOfEffectToTaunter: true });
    expect(tally({ roll: meleeStrike, roller: taunted, target: target(), targetIds: ["goblin"] })).toEqual({
      edges: 0,
      banes: 2,
      sources: ["taunted"],
    });
    expect(tally({ roll: meleeStrike, roller: taunted, target: target(), targetIds: ["knight"] }).banes).toBe(
      0,
    );
    const blind = roller(["taunted"], { tauntedBy: "knight", lineOfEffectToTaunter: false });
    expect(tally({ roll: meleeStrike, roller: blind, target: target(), targetIds: ["goblin"] }).banes).toBe(
      0,
    );
    expect(tally({ roll: meleeStrike, roller: roller(["taunted"]), target: target() }).banes).toBe(0);
  });

  it("R-CN-10: ability rolls against a surprised target have an edge", () => {
    expect(tally({ roll: areaSpell, roller: roller(), target: target(["surprised"]) }).sources).toEqual([
      "targetSurprised",
    ]);
  });

  it("R-ST-3: ability rolls against an unconscious target have a double edge", () => {
    expect(tally({ roll: rangedStrike, roller: roller(), target: target(["unconscious"]) })).toMatchObject({
      edges: 2,
      banes: 0,
    });
  });

  it("R-CB-10: abilities against a defending creature have a double bane", () => {
    expect(tally({ roll: meleeStrike, roller: roller(), target: target(["defending"]) }).banes).toBe(2);
  });

  it("R-CB-12: flanking gives an edge on melee strikes only", () => {
    expect(tally({ roll: meleeStrike, roller: roller(), target: target([], { flanked: true }) }).edges).toBe(
      1,
    );
    expect(tally({ roll: rangedStrike, roller: roller(), target: target([], { flanked: true }) }).edges).toBe(
      0,
    );
    const meleeArea: RollKind = {
      kind: "ability",
      strike: false,
      melee: true,
      ranged: false,
      damaging: true,
    };
    expect(tally({ roll: meleeArea, roller: roller(), target: target([], { flanked: true }) }).edges).toBe(0);
  });

  it("R-CB-9: Aid Attack gives an edge against that target", () => {
    expect(tally({ roll: areaSpell, roller: roller(), target: target([], { aided: true }) }).sources).toEqual(
      ["aided"],
    );
  });

  it("R-AB-9: a ranged strike with an adjacent enemy has a bane; melee doesn't", () => {
    const pressed = roller([], { adjacentEnemy: true });
    expect(tally({ roll: rangedStrike, roller: pressed, target: target() }).sources).toEqual([
      "rangedAdjacent",
    ]);
    expect(tally({ roll: meleeStrike, roller: pressed, target: target() }).banes).toBe(0);
  });

  it("R-CN-11: cover (damaging abilities), concealment (strikes) and high ground", () => {
    expect(tally({ roll: areaSpell, roller: roller(), target: target([], { cover: true }) }).banes).toBe(1);
    const utility: RollKind = { kind: "ability", strike: false, melee: false, ranged: true, damaging: false };
    expect(tally({ roll: utility, roller: roller(), target: target([], { cover: true }) }).banes).toBe(0);
    expect(
      tally({ roll: rangedStrike, roller: roller(), target: target([], { concealed: true }) }).banes,
    ).toBe(1);
    expect(tally({ roll: areaSpell, roller: roller(), target: target([], { concealed: true }) }).banes).toBe(
      0,
    );
    expect(tally({ roll: areaSpell, roller: roller(), target: target([], { highGround: true }) }).edges).toBe(
      1,
    );
  });

  it("R-CN-11 hidden: an ability roll against a creature the roller is hidden from has an edge (004 隠れると忍び足); a test, or another target, none", () => {
    const hidden = roller([], { hiddenFrom: ["goblin"] });
    expect(tally({ roll: rangedStrike, roller: hidden, target: target() })).toEqual({
      edges: 1,
      banes: 0,
      sources: ["hidden"],
    });
    expect(tally({ roll: areaSpell, roller: hidden, target: target() }).edges).toBe(1);
    expect(tally({ roll: meleeStrike, roller: hidden, target: { ...target(), id: "ogre" } }).edges).toBe(0);
    expect(tally({ roll: reasonTest, roller: hidden }).edges).toBe(0);
  });

  it("climbing or riding a creature gives an edge on melee abilities against it, not on ranged ones (001 他のクリーチャーを登る)", () => {
    const on = target([], { climbedOrRidden: true });
    expect(tally({ roll: meleeStrike, roller: roller(), target: on })).toEqual({
      edges: 1,
      banes: 0,
      sources: ["climbedOrRidden"],
    });
    expect(tally({ roll: rangedStrike, roller: roller(), target: on }).edges).toBe(0);
  });

  it("R-MV-2: squeezed gives a bane on ability rolls and tests", () => {
    expect(tally({ roll: meleeStrike, roller: roller([], { squeezed: true }), target: target() }).banes).toBe(
      1,
    );
    expect(tally({ roll: reasonTest, roller: roller([], { squeezed: true }) }).banes).toBe(1);
  });

  it("R-DM-5: underwater ability rolls have a bane unless swimming at full speed", () => {
    expect(tally({ roll: meleeStrike, roller: roller([], { underwater: true }) }).banes).toBe(1);
    expect(
      tally({ roll: meleeStrike, roller: roller([], { underwater: true, swimsAtFullSpeed: true }) }).banes,
    ).toBe(0);
  });

  it("target conditions never change tests", () => {
    expect(tally({ roll: mightTest, roller: roller(), target: target(["prone", "restrained"]) }).edges).toBe(
      0,
    );
  });

  it("manual edges and banes are added (negative or fractional input ignored)", () => {
    expect(tally({ roll: meleeStrike, roller: roller(), manual: { edges: 2, banes: 1 } })).toEqual({
      edges: 2,
      banes: 1,
      sources: ["manual", "manual", "manual"],
    });
    expect(tally({ roll: meleeStrike, roller: roller(), manual: { edges: -3, banes: 1.7 } })).toMatchObject({
      edges: 0,
      banes: 1,
    });
  });

  it("R-PR-10: one roll, different tallies per target (mixed edges and banes)", () => {
    const hero = roller(["weakened"]);
    const ids = ["a", "b", "c"];
    const onA = tally({
      roll: meleeStrike,
      roller: hero,
      target: target(["prone"], { id: "a", flanked: true }),
      targetIds: ids,
    });
    const onB = tally({ roll: meleeStrike, roller: hero, target: target([], { id: "b" }), targetIds: ids });
    const onC = tally({
      roll: meleeStrike,
      roller: hero,
      target: target(["defending"], { id: "c" }),
      targetIds: ids,
    });
    expect([onA.edges, onA.banes]).toEqual([2, 1]);
    expect([onB.edges, onB.banes]).toEqual([0, 1]);
    expect([onC.edges, onC.banes]).toEqual([0, 3]);
  });

  it("does not mutate its input", () => {
    const input: EdgeBaneInput = Object.freeze({
      roll: meleeStrike,
      roller: Object.freeze(roller(["weakened"])),
      target: Object.freeze(target(["prone"])),
      targetIds: Object.freeze(["goblin"]),
    });
    expect(() => edgesAndBanes(input)).not.toThrow();
  });
});
