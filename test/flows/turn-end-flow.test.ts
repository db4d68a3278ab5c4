import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { chatMessages, resetHarness, user } from "../harness/combat-flow.ts";
import { postedRolls, queueDice } from "../harness/rolls.ts";
import { hero, monster, scenario } from "../harness/scenario.ts";
import { readSavePrompt } from "../../src/chat/save-card.ts";
import { turnKey } from "../../src/documents/combat/turn-key.ts";

beforeEach(() => {
  resetHarness();
  postedRolls.length = 0;
});

/** A started combat where the heroes go first; returns the scenario and the hero's combatant. */
async function heroesFirst(actor = hero("Kaede")) {
  const s = scenario();
  const c = s.add(actor);
  const m = s.add(monster("Goblin"));
  await s.combat.startCombat({ d10: 9, mode: "alternating" });
  await s.combat.chooseFirstSide("heroes");
  return { s, c, m, actor };
}

const prompts = () => chatMessages.flatMap((m) => readSavePrompt({ flags: m["flags"] }) ?? []);

describe("the start of a hero's turn (R-AB-8)", () => {
  it("R-AB-8: the class's gain formula (1d3) is rolled in chat and added in one update", async () => {
    const fury = hero("Fury", { gain: "1d3" });
    const { s, c } = await heroesFirst(fury);
    queueDice(3);
    await s.combat.takeTurn(c.id);
    expect((fury.system["heroicResource"] as Record<string, number>)["value"]).toBe(3);
    expect(postedRolls).toHaveLength(1);
    expect(String(postedRolls[0]?.["flavor"])).toContain('"gain":"3"');
  });

  it("R-AB-8: no formula, or one that is not a dice formula, gains nothing and posts nothing", async () => {
    const plain = hero("Plain");
    const { s, c } = await heroesFirst(plain);
    await s.combat.takeTurn(c.id);
    const broken = hero("Broken", { gain: "lots" });
    const second = await heroesFirst(broken);
    await second.s.combat.takeTurn(second.c.id);
    expect(postedRolls).toHaveLength(0);
    expect((broken.system["heroicResource"] as Record<string, number>)["value"]).toBe(0);
  });
});

describe("the end of a turn: one path, fired by the combat flow (R-AB-11)", () => {
  it("R-AB-11: the ending creature's EoT effects end in one batched delete; save-ends effects get a save card", async () => {
    const { s, c, actor } = await heroesFirst();
    const dazed = s.effect(actor, "Dazed", { statuses: ["dazed"], duration: "eot" });
    const slowed = s.effect(actor, "Slowed", { statuses: ["slowed"], duration: "eot" });
    const weakened = s.effect(actor, "Weakened", { statuses: ["weakened"], duration: "save" });
    const kit = s.effect(actor, "Kit", {});
    await s.combat.takeTurn(c.id);
    await s.combat.endTurn();
    expect(actor.deleteCalls).toEqual([{ embeddedName: "ActiveEffect", ids: [dazed.id, slowed.id] }]);
    expect([weakened.deleted, kit.deleted]).toEqual([false, false]);
    // The save belongs to the turn that ended: the same key the flow gives now, between turns; the prompt
    // names the save-ends effect it asks about (the GM's evidence for a hero token).
    expect(prompts()).toEqual([
      { actor: actor.uuid, turn: turnKey(s.raw.id, 1, s.combat.flow), effects: [weakened.id] },
    ]);
    expect(prompts()[0]?.turn).toContain(c.id);
    const content = String(chatMessages.at(-1)?.["content"]);
    expect(content).toContain("chat/save-prompt.hbs");
    expect(content).toContain(weakened.id);
  });

  it("R-AB-11: a monster's effects end at the end of its own turn, not at a hero's", async () => {
    const { s, c, m } = await heroesFirst();
    const goblin = m.actor;
    if (!goblin) throw new Error("no goblin");
    const prone = s.effect(goblin, "Prone", { statuses: ["prone"], duration: "eot" });
    await s.combat.takeTurn(c.id);
    await s.combat.endTurn();
    expect(prone.deleted).toBe(false);
    await s.combat.takeTurn(m.id);
    await s.combat.endTurn();
    expect(prone.deleted).toBe(true);
  });

  it("R-CN-1: bleeding's own duration runs through the same path — EoT ends, save ends asks for a save", async () => {
    const { s, c, actor } = await heroesFirst();
    const eot = s.effect(actor, "Bleeding (EoT)", { statuses: ["bleeding"], duration: "eot" });
    const save = s.effect(actor, "Bleeding (save)", { statuses: ["bleeding"], duration: "save" });
    await s.combat.takeTurn(c.id);
    await s.combat.endTurn();
    expect(eot.deleted).toBe(true);
    expect(save.deleted).toBe(false);
    expect(String(chatMessages.at(-1)?.["content"])).toContain(save.id);
  });

  it("R-ST-2: a dying hero's bleeding can't end: no expiry and no save for it", async () => {
    const dying = hero("Dying", { stamina: -2 });
    const { s, c } = await heroesFirst(dying);
    const bleeding = s.effect(dying, "Bleeding", { statuses: ["bleeding"], duration: "eot" });
    const bleedingSave = s.effect(dying, "Bleeding", { statuses: ["bleeding"], duration: "save" });
    const dazed = s.effect(dying, "Dazed", { statuses: ["dazed"], duration: "eot" });
    await s.combat.takeTurn(c.id);
    await s.combat.endTurn();
    expect([bleeding.deleted, bleedingSave.deleted, dazed.deleted]).toEqual([false, false, true]);
    expect(prompts()).toEqual([]);
  });

  it("only the GM's client does the turn-end work (a player's would double it)", async () => {
    const { s, c, actor } = await heroesFirst();
    const dazed = s.effect(actor, "Dazed", { statuses: ["dazed"], duration: "eot" });
    await s.combat.takeTurn(c.id);
    user.isGM = false;
    await s.combat.endTurn();
    expect(dazed.deleted).toBe(false);
    expect(prompts()).toEqual([]);
  });
});
