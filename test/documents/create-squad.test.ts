/** SteelCombat#createSquad and the squad document's pool and captain, on the document stand-ins. */
import { beforeEach, describe, expect, it } from "vitest";
import { calls, resetCalls } from "../harness/calls.ts";
import {
  createCombat,
  createHero,
  createMonster,
  freshCombatWorld,
  join,
  placeMinions,
} from "../harness/combat-world.ts";
import { placeToken } from "../harness/world.ts";
import { SteelCombatantGroup } from "../../src/documents/combatant-group.ts";

beforeEach(freshCombatWorld);

const refused = { ok: false, error: "STEELBOUND.Squad.Error.CannotForm" };

function onlySquad(combat: Awaited<ReturnType<typeof createCombat>>): SteelCombatantGroup {
  const [group] = combat.groups.contents;
  if (!(group instanceof SteelCombatantGroup)) throw new Error("no squad was created");
  return group;
}

describe("SteelCombat#createSquad (R-MN-1)", () => {
  it("R-MN-1, R-MN-2: eight same-name minion tokens become one squad; pool = sum of their stamina", async () => {
    const combat = await createCombat();
    const { tokens } = await placeMinions("Goblin Spinecleaver", 8, 5);
    expect(await combat.createSquad(tokens)).toEqual({ ok: true });
    const group = onlySquad(combat);
    expect(group.type).toBe("squad");
    expect(group.name).toBe("Goblin Spinecleaver");
    expect(group.system).toMatchObject({ individualStamina: 5, startingMembers: 8, pool: 40, alive: 8 });
    expect(combat.combatants.size).toBe(8);
    // v13 Combatant#_prepareGroup: every member's `group` is the squad and the squad lists them.
    expect(group.members.size).toBe(8);
    for (const combatant of combat.combatants) expect(combatant.group).toBe(group);
    expect(combat.roster.map((p) => p.unit)).toEqual(Array(8).fill({ kind: "squad", id: group.id }));
  });

  it("R-MN-1: minions already in the combat join the squad; the others are added to it", async () => {
    const combat = await createCombat();
    const { actors, tokens } = await placeMinions("Spinecleaver", 4, 5);
    const [a, b] = actors;
    if (!a || !b) throw new Error("minions");
    // Two already fight on their own (their tokens were added to the tracker first).
    const tokenA = tokens[0];
    const tokenB = tokens[1];
    for (const token of [tokenA, tokenB])
      await combat.createEmbeddedDocuments("Combatant", [
        { tokenId: token?.id ?? null, sceneId: token?.parent?.id ?? null, actorId: token?.actor?.id ?? null },
      ]);
    expect(await combat.createSquad(tokens)).toEqual({ ok: true });
    const group = onlySquad(combat);
    expect(combat.combatants.size).toBe(4);
    expect([...group.members].map((c) => c.tokenId).sort()).toEqual(tokens.map((t) => t.id).sort());
  });

  it("R-MN-1: three writes whatever the squad size (group, members joining, members added)", async () => {
    for (const size of [2, 8]) {
      freshCombatWorld();
      const combat = await createCombat();
      const { tokens } = await placeMinions("Spinecleaver", size, 5);
      const first = tokens[0];
      await combat.createEmbeddedDocuments("Combatant", [
        { tokenId: first?.id ?? null, sceneId: first?.parent?.id ?? null, actorId: first?.actor?.id ?? null },
      ]);
      resetCalls();
      expect(await combat.createSquad(tokens)).toEqual({ ok: true });
      expect(calls.map((c) => [c.method, c.args[0]])).toEqual([
        ["createEmbeddedDocuments", "CombatantGroup"],
        ["updateEmbeddedDocuments", "Combatant"],
        ["createEmbeddedDocuments", "Combatant"],
      ]);
      expect(onlySquad(combat).members.size).toBe(size);
    }
  });

  it("R-MN-1: refuses minions of different names, more than 8, non-minions, or nothing — and writes nothing", async () => {
    const combat = await createCombat();
    const goblins = await placeMinions("Goblin", 3, 5);
    const kobolds = await placeMinions("Kobold", 1, 4);
    const nine = await placeMinions("Rat", 9, 3);
    const ogre = placeToken(await createMonster("Goblin", { organization: "platoon" }));
    const hero = placeToken(await createHero("Ardent"));
    resetCalls();
    expect(await combat.createSquad([...goblins.tokens, ...kobolds.tokens])).toEqual(refused);
    expect(await combat.createSquad(nine.tokens)).toEqual(refused);
    expect(await combat.createSquad(nine.tokens.slice(0, 8))).toEqual({ ok: true });
    resetCalls();
    expect(await combat.createSquad([...goblins.tokens, ogre])).toEqual(refused);
    expect(await combat.createSquad([...goblins.tokens, hero])).toEqual(refused);
    expect(await combat.createSquad([])).toEqual(refused);
    expect(calls).toEqual([]);
    expect(combat.groups.size).toBe(1);
  });
});

describe("the squad document", () => {
  async function squadOfFour() {
    const combat = await createCombat();
    const { tokens } = await placeMinions("Spinecleaver", 4, 5);
    await combat.createSquad(tokens);
    return { combat, group: onlySquad(combat) };
  }

  it("R-MN-2: setPool clamps to 0 … individual stamina × members and drops minions with the pool", async () => {
    const { group } = await squadOfFour();
    await group.setPool(12);
    expect(group.system).toMatchObject({ pool: 12, alive: 3 });
    await group.setPool(99);
    expect(group.system).toMatchObject({ pool: 20, alive: 4 });
    await group.setPool(-4);
    expect(group.system).toMatchObject({ pool: 0, alive: 0 });
    resetCalls();
    await group.setPool(Number.NaN);
    await group.setPool(0);
    expect(calls).toEqual([]);
  });

  it("R-MN-10: a living non-minion becomes captain; a minion or a second captain is refused", async () => {
    const { combat, group } = await squadOfFour();
    const boss = await join(combat, await createMonster("Goblin Monarch", { organization: "leader" }));
    const elite = await join(combat, await createMonster("Lieutenant", { organization: "elite" }));
    const minion = [...group.members][0];
    expect(await group.assignCaptain(minion?.id ?? "")).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Squad.Error.minion",
    });
    expect(await group.assignCaptain(boss.id ?? "")).toEqual({ ok: true });
    expect(group.system.captain).toBe(boss.id);
    // The captain joins the squad's group (it acts on the squad's turn).
    expect(boss.group).toBe(group);
    expect(group.members.has(boss)).toBe(true);
    expect(await group.assignCaptain(elite.id ?? "")).toEqual({
      ok: false,
      error: "STEELBOUND.Combat.Squad.Error.squadHasCaptain",
    });
  });
});
