/**
 * The GM's undo record is built from the batch an apply is about to send, against the world as
 * the GM reads it before sending (no observation after the writes, so no extra round trip).
 */
import { describe, expect, it } from "vitest";
import { recordOfBatch, type ObservingWorld } from "../../src/queries/chat-apply/undo-record.ts";
import type {
  ApplyRecorder,
  CreatureRef,
  MessageTarget,
  ResultsBatch,
} from "../../src/documents/gm-channel/apply-results-types.ts";
import { commitMarked } from "../../src/queries/apply-results/request.ts";
import { memoryLedger } from "../../src/queries/ledger.ts";
import { plainTarget } from "../../src/chat/ability-use-data.ts";
import type { DocumentWriter } from "../../src/queries/apply-results/commit.ts";

const TOKEN: CreatureRef = { kind: "token", sceneId: "scene0000000000a", tokenId: "token0000000000a" };
const HERO: CreatureRef = { kind: "actor", actorId: "hero00000000000a" };
const META = { id: "apply0000000000a", message: "message000000000", user: "player000000000a" };

const world = (over: Partial<ObservingWorld> = {}): ObservingWorld => ({
  creature: (ref) =>
    ref.kind === "token" ? { value: 20, temporary: 3, surges: 0 } : { value: 30, temporary: 0, surges: 4 },
  squadPool: () => 40,
  isDefeated: (_combat, combatant) => combatant === "down000000000000",
  effectValues: (_ref, id, keys) =>
    id === "held000000000000"
      ? Object.fromEntries(keys.map((k) => [k, k === "changes" ? [{ key: "a", mode: 2, value: "1" }] : 7]))
      : null,
  newId: () => META.id,
  ...over,
});

const batch = (over: Partial<ResultsBatch> = {}): ResultsBatch => ({
  creatures: [],
  effects: [],
  effectUpdates: [],
  squads: [],
  defeated: [],
  message: { id: META.message, targets: [] },
  ...over,
});

describe("recordOfBatch", () => {
  it("R-DM-1, R-AB-7: numbers are what the batch moves them by from the GM's reading; effects by the ids they are created with", () => {
    const record = recordOfBatch(
      world(),
      batch({
        creatures: [
          { ref: TOKEN, changes: { "system.stamina.value": 14, "system.stamina.temporary": 0 } },
          { ref: HERO, changes: { "system.surges": 2 } },
        ],
        effects: [{ ref: TOKEN, data: [{ _id: "made000000000000", name: "Slowed" }, { name: "no id" }] }],
      }),
      ["message000000000|damage|Scene.x.Token.y"],
      META,
    );
    expect(record?.creatures).toEqual([
      { ref: TOKEN, value: -6, temporary: -3, surges: 0, effects: ["made000000000000"] },
      { ref: HERO, value: 0, temporary: 0, surges: -2, effects: [] },
    ]);
    expect(record?.ledger).toEqual(["message000000000|damage|Scene.x.Token.y"]);
    expect(record).toMatchObject(META);
  });

  it("R-MN-3, R-MN-4: a squad's pool by its change; only combatants the apply newly marks defeated", () => {
    const record = recordOfBatch(
      world(),
      batch({
        squads: [{ combatId: "combat0000000000", groupId: "group00000000000", pool: 34 }],
        defeated: [
          { combatId: "combat0000000000", combatantId: "fresh00000000000" },
          { combatId: "combat0000000000", combatantId: "down000000000000" },
        ],
      }),
      [],
      META,
    );
    expect(record?.squads).toEqual([{ combatId: "combat0000000000", groupId: "group00000000000", pool: -6 }]);
    expect(record?.defeated).toEqual([{ combatId: "combat0000000000", combatantId: "fresh00000000000" }]);
  });

  it("R-AB-10: a restacked effect is recorded as the update that puts back the values it held", () => {
    const record = recordOfBatch(
      world(),
      batch({
        effectUpdates: [
          {
            ref: TOKEN,
            data: [
              { _id: "held000000000000", changes: [], "flags.steelbound.duration": "eot" },
              { _id: "gone000000000000", changes: [] },
            ],
          },
        ],
      }),
      [],
      META,
    );
    expect(record?.restacked).toEqual([
      {
        ref: TOKEN,
        update: {
          _id: "held000000000000",
          changes: [{ key: "a", mode: 2, value: "1" }],
          "flags.steelbound.duration": 7,
        },
      },
    ]);
  });

  it("a batch that changes nothing an undo restores leaves no record; a creature the GM cannot read is skipped", () => {
    expect(recordOfBatch(world(), batch(), [], META)).toBeNull();
    const unread = world({ creature: () => null });
    const changes = { "system.stamina.value": 1 };
    expect(recordOfBatch(unread, batch({ creatures: [{ ref: TOKEN, changes }] }), [], META)).toBeNull();
    // The same value written again moves nothing.
    const same = batch({ creatures: [{ ref: TOKEN, changes: { "system.stamina.value": 20 } }] });
    expect(recordOfBatch(world(), same, [], META)).toBeNull();
  });
});

describe("an apply whose batch the server refuses", () => {
  const write = { ref: TOKEN, changes: { "system.stamina.value": 14 } };
  const refused = () => Promise.reject(new Error("Token token0000000000a does not exist"));
  const done = () => Promise.resolve();
  const writer = (fail: boolean): DocumentWriter => ({
    updateActors: done,
    updateTokens: fail ? refused : done,
    updateSquads: done,
    updateCombatants: done,
    updateMessage: done,
    createEffects: done,
    updateEffects: done,
  });
  const setUp = (fail: boolean) => {
    const stored: string[] = [];
    const ledger: string[] = [];
    const recorder: ApplyRecorder = {
      record: () => {
        stored.push(META.id);
        return Promise.resolve(META.id);
      },
      forget: (id) => {
        stored.splice(stored.indexOf(id), 1);
        return Promise.resolve();
      },
    };
    const world = {
      writer: writer(fail),
      recorder,
      ledger: {
        has: (key: string) => ledger.includes(key),
        receipt: () => null,
        record: (keys: readonly string[]) => {
          ledger.push(...keys);
          return Promise.resolve();
        },
        forget: (keys: readonly string[]) => {
          for (const k of keys) ledger.splice(ledger.indexOf(k), 1);
          return Promise.resolve();
        },
      },
    };
    return { stored, ledger, world };
  };
  const key = "message000000000|damage|Scene.x.Token.y";

  it("keeps no undo record and reports the server's refusal; a batch that lands keeps its record", async () => {
    const failing = setUp(true);
    await expect(
      commitMarked(failing.world, batch({ creatures: [write] }), [key], META.message, {
        id: META.user,
        isGM: true,
      }),
    ).rejects.toThrow(/does not exist/);
    expect(failing.stored).toEqual([]);
    // None of the batch's writes landed, so its ledger key goes too (every ledger can forget; next test).
    expect(failing.ledger).toEqual([]);
    const landing = setUp(false);
    await commitMarked(landing.world, batch({ creatures: [write] }), [key], META.message, {
      id: META.user,
      isGM: true,
    });
    expect(landing.stored).toEqual([META.id]);
  });

  it("a refused batch none of whose world writes landed leaves no ledger key and rewrites the card's marks; one that partly landed keeps its keys", async () => {
    const marked = (applied: boolean): MessageTarget => ({
      ...plainTarget("Scene.x.Token.y", "Goblin", 1),
      applied: { damage: applied, conditions: false },
    });
    const run = async (fail: DocumentWriter["updateActors"]) => {
      const ledger = memoryLedger(["earlier|damage|"]);
      const marks: unknown[] = [];
      const writer: DocumentWriter = {
        ...setUp(true).world.writer,
        updateActors: fail,
        updateMessage: (_id, changes) => {
          marks.push(changes["system.targets"]);
          return Promise.resolve();
        },
      };
      const card = batch({
        creatures: [write, { ref: { kind: "actor", actorId: "actor0000000000a" }, changes: {} }],
        message: { id: META.message, targets: [marked(false)] },
      });
      await expect(
        commitMarked({ writer, ledger }, card, [key], META.message, {
          id: META.user,
          isGM: true,
        }),
      ).rejects.toThrow(/does not exist/);
      return { ledger: ledger.entries, marks };
    };
    // Both the token's write and the actors' write refused: nothing landed.
    const none = await run(refused);
    expect(none.ledger).toEqual(["earlier|damage|"]);
    expect(none.marks).toEqual([[marked(true)], [marked(false)]]);
    // The actors' write landed: at most once, the key stays and the marks are not rewritten.
    const part = await run(done);
    expect(part.ledger).toEqual(["earlier|damage|", key]);
    expect(part.marks).toEqual([[marked(true)]]);
  });
});
