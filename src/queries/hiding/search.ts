/**
 * Request kind `search` (R-CB-9 Search for Hidden Creatures; 004 「隠れているクリーチャーの捜索」): a creature's
 * owner made its Intuition test (the Search skill) as a `test` message of their own, and asks the GM to search
 * with it. The GM reads everything else itself:
 * - the requester owns the searcher and posted the test; in a started combat it is the searcher's turn with a
 *   maneuver left (./maneuver-slot.ts);
 * - the test is the searcher's, in Intuition, with exactly 2d10 each 1–10, its latest test, used for one Search
 *   only (the GM's ledger); its total is recomputed from those dice, the searcher's Intuition, the Search skill's
 *   +2 (R-TS-2, the only bonus the book gives a Search) and its edges and banes (each capped at 2): a test whose
 *   stored total is not that number (a forged total, a hand-typed bonus) is refused;
 * - each creature of the other side that a GM hid (gmWritten, src/documents/condition-origin.ts), within 10
 *   squares and with line of effect from the board (src/canvas/hidden-board.ts), makes the opposed Agility test
 *   (the Hide skill), which the GM rolls; src/rules/hiding.ts searchReveals says who is found, and the GM ends
 *   their hidden status. The one hidden status stands for "hidden from the other side", so a creature found is
 *   pointed out to every ally at once (「味方からも隠れた状態ではなくなる」).
 * Everyone reads who was found (src/chat/search-card.ts); only the GMs read who stayed hidden.
 */
import { QueryRefused, type QueryKind } from "../../documents/gm-channel/query-kind.ts";
import { documentId, worldUuid } from "../../documents/gm-channel/payload.ts";
import { userOwns } from "../../documents/ownership.ts";
import { SteelActor } from "../../documents/actor.ts";
import { TestModel } from "../../chat/test-model.ts";
import { PowerRoll } from "../../rolls/power-roll.ts";
import { characteristicScores } from "../../documents/characteristics.ts";
import { gmWritten } from "../../documents/condition-origin.ts";
import { MAX_EDGES, naturalDice } from "../apply-results/verify.ts";
import { resolvePowerRoll, SEARCH_DISTANCE, searchReveals, skillBonus } from "../../rules/index.ts";
import { isHidden, otherSideOnBoard, sceneOfCreature } from "../../canvas/hidden-board.ts";
import { postSearchCards, type SearchRow } from "../../chat/search-card.ts";
import { foundryLedger, ledgerKey } from "../ledger.ts";
import { maneuverSlot, recordManeuver } from "./maneuver-slot.ts";
import { endHidden } from "./hidden-write.ts";

export interface SearchPayload {
  actorUuid: string;
  /** The searcher's Intuition test (a `test` message the requester posted). */
  testMessage: string;
}

export interface SearchResult {
  total: number;
  /** How many hidden creatures the Search found. */
  found: number;
}

function creatureAt(uuid: string): Actor.Implementation {
  const actor = fromUuidSync(uuid);
  if (!(actor instanceof SteelActor)) throw new QueryRefused("NotFound", "creature");
  return actor;
}

function skillsOf(actor: Actor.Implementation): string[] {
  const skills: unknown = foundry.utils.getProperty(actor.system, "skills");
  const list = skills instanceof Set ? [...(skills as Set<unknown>)] : Array.isArray(skills) ? skills : [];
  return list.filter((s): s is string => typeof s === "string");
}

/** The id of the creature's latest `test` message, as this client holds the chat log. */
function latestTest(actorUuid: string): string | null {
  const messages = game.messages?.contents ?? [];
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i];
    if (m?.system instanceof TestModel && m.system.actor === actorUuid) return m.id;
  }
  return null;
}

/** The Search's total as the GM recomputes it from the test message, or a refusal. */
function searchTotal(actor: Actor.Implementation, testId: string): number {
  const test = game.messages?.get(testId);
  if (!test || !(test.system instanceof TestModel)) throw new QueryRefused("NotFound", "test");
  if (test.system.actor !== actor.uuid) throw new QueryRefused("Forbidden", "not that creature's test");
  if (test.system.characteristic !== "intuition") throw new QueryRefused("SearchTest", "not Intuition");
  if (latestTest(actor.uuid) !== test.id) throw new QueryRefused("SearchTest", "not the latest test");
  if (foundryLedger.has(ledgerKey(testId, "search"))) throw new QueryRefused("AlreadyApplied", "test used");
  const roll = test.rolls.at(-1);
  const dice = roll instanceof PowerRoll ? naturalDice(roll.dice) : null;
  if (!(roll instanceof PowerRoll) || dice === null) throw new QueryRefused("Forbidden", "dice");
  const power = roll.power;
  // R-TS-2: the Search skill adds 2 when the test names it and the creature has it; no other bonus is a Search's.
  const skilled = test.system.skill === "search" && skillsOf(actor).includes("search");
  const result = resolvePowerRoll({
    dice,
    characteristic: characteristicScores(actor).intuition,
    bonus: skillBonus(skilled ? 1 : 0),
    edges: Math.min(MAX_EDGES, Math.max(0, power.edges)),
    banes: Math.min(MAX_EDGES, Math.max(0, power.banes)),
  });
  if (roll.total !== result.total)
    throw new QueryRefused("SearchTest", `total ${roll.total} ≠ ${result.total}`);
  return result.total;
}

/** The hider's opposed Agility test (the Hide skill), rolled by the GM. */
async function hideTotal(actor: Actor.Implementation): Promise<number> {
  const roll = await new Roll("2d10").evaluate();
  const results = roll.dice.at(0)?.results.map((r) => r.result) ?? [];
  const dice: [number, number] = [results[0] ?? 1, results[1] ?? 1];
  return resolvePowerRoll({
    dice,
    characteristic: characteristicScores(actor).agility,
    bonus: skillBonus(skillsOf(actor).includes("hide") ? 1 : 0),
    edges: 0,
    banes: 0,
  }).total;
}

export const searchKind: QueryKind<SearchPayload, SearchResult> = {
  parse: (data) => ({
    actorUuid: worldUuid(data["actorUuid"], "actorUuid"),
    testMessage: documentId(data["testMessage"], "testMessage"),
  }),

  authorize(payload, user) {
    if (!userOwns(creatureAt(payload.actorUuid), user))
      throw new QueryRefused("Forbidden", "not your creature");
    const test = game.messages?.get(payload.testMessage);
    if (!test || (test.author?.id !== user.id && !user.isGM))
      throw new QueryRefused("Forbidden", "not your test");
  },

  async handle(payload, user) {
    const searcher = creatureAt(payload.actorUuid);
    const slot = maneuverSlot(searcher, user.isGM);
    const total = searchTotal(searcher, payload.testMessage);
    // Recorded before any write: a second request in the queue finds the test used and the maneuver spent.
    await foundryLedger.record([ledgerKey(payload.testMessage, "search")]);
    recordManeuver(slot);
    const board = otherSideOnBoard(searcher.uuid, sceneOfCreature(searcher)) ?? [];
    const found: (SearchRow & { token: string })[] = [];
    const stayed: SearchRow[] = [];
    for (const { token, distance, lineOfEffect } of board) {
      const hider = token.actor;
      if (!hider || !isHidden(hider, gmWritten)) continue;
      // Only a creature within 10 squares and line of effect is searched for (no test is made by the others).
      if (distance > SEARCH_DISTANCE || !lineOfEffect) continue;
      const opposed = await hideTotal(hider);
      if (searchReveals({ distance, lineOfEffect, searchTotal: total, hideTotal: opposed })) {
        await endHidden(hider);
        found.push({ name: token.name, total: opposed, token: token.uuid });
      } else stayed.push({ name: token.name, total: opposed });
    }
    await postSearchCards(searcher, total, found, stayed);
    return { total, found: found.length };
  },
};
