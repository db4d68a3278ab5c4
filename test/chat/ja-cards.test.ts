/**
 * Every kind of chat card read at a Japanese table, through the simulated v13
 * ChatMessage#renderHTML (test/sim) for the Director and a player — the ability card (rolled, free strike,
 * targets' tests), the test card, the Director's called test, the save prompt and result, the squad strike.
 * A card fails when it shows a raw data key ("fire", "goblin", "slowed") or a lang key it never translated.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { THREE_TIER_CARD } from "../fixtures/ability-card.ts";
import type { AbilityUseData } from "../../src/chat/ability-use-data.ts";
import { GM, PLAYER, type ChatSim } from "../sim/chat-sim.ts";
import { cardWorld, powerRollJSON } from "../sim/card-world.ts";
import type { SimChatMessage } from "../sim/chat-message.ts";
import { createActor } from "../harness/world.ts";
import { queueDice } from "../harness/rolls.ts";
import { postSavePrompt } from "../../src/chat/save-card.ts";
import { postSquadStrikeCard } from "../../src/chat/squad-strike-card.ts";
import { MONSTER_KEYWORDS } from "../../src/data/vocabulary.ts";
import { CONDITIONS } from "../../src/rules/condition-table.ts";
import { CHARACTERISTICS, DAMAGE_TYPES } from "../../src/rules/types.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { keywordLabel } from "../../src/i18n.ts";
import { keywordList } from "../../src/applications/sheets/context/ability-card.ts";

let sim: ChatSim;
beforeEach(() => {
  sim = cardWorld("ja");
});
afterEach(() => {
  sim.restore();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Keywords a card may carry: the system's own, a monster's ("goblin"), and one nobody translated. */
const KEYWORDS = ["area", "fire", "magic", "ranged", "strike", "weapon", "goblin", "fire-breath"];

/** Data keys that must never reach a player as text. */
const RAW_KEYS = new Set<string>([
  ...KEYWORDS,
  ...MONSTER_KEYWORDS,
  ...DAMAGE_TYPES,
  ...CONDITIONS,
  ...CHARACTERISTICS,
  "eot",
  "save",
  "untyped",
  "medium",
]);

/** What a Japanese reader must not meet in a rendered card: lang keys, and raw keys as words of text. */
function rawStrings(html: HTMLElement): string[] {
  const found: string[] = [];
  if (html.outerHTML.includes("STEELBOUND.")) found.push("STEELBOUND.…");
  const text = html.textContent;
  for (const word of text.match(/[A-Za-z][A-Za-z-]*/g) ?? []) if (RAW_KEYS.has(word)) found.push(word);
  for (const chip of html.querySelectorAll(".keyword"))
    if (/^[a-z][a-zA-Z0-9-]*$/.test(chip.textContent.trim())) found.push(chip.textContent);
  return found;
}

async function readByAll(message: SimChatMessage | undefined): Promise<HTMLElement[]> {
  if (!message) throw new Error("no message");
  const seenBy: HTMLElement[] = [];
  for (const viewer of [GM, PLAYER]) {
    sim.viewAs(viewer);
    seenBy.push(await message.renderHTML());
  }
  return seenBy;
}

const card = (over: Partial<AbilityUseData> = {}, snapshot: Partial<AbilityUseData["snapshot"]> = {}) => ({
  ...THREE_TIER_CARD,
  ...over,
  // The distance and target lines are the ability's own text, written by its author in Japanese.
  snapshot: {
    ...THREE_TIER_CARD.snapshot,
    keywords: KEYWORDS,
    distance: "10マス以内の3キューブ",
    target: "範囲内の各敵",
    ...snapshot,
  },
});

describe("cards at a Japanese table", () => {
  it("R-PR-10: the ability card: keywords, damage types, conditions and durations in Japanese", async () => {
    sim.viewAs(PLAYER);
    const message = await sim.create({
      type: "abilityUse",
      system: card(),
      rolls: [await powerRollJSON([6, 5], { characteristic: "reason", characteristicValue: 2 })],
      speaker: { alias: "Kaede" },
    });
    for (const html of await readByAll(message)) {
      const chips = [...html.querySelectorAll(".keyword")].map((c) => c.textContent);
      expect(chips).toEqual([
        "領域",
        "火",
        "魔法",
        "遠距離",
        "ストライク",
        "武器",
        "ゴブリン",
        "Fire Breath",
      ]);
      expect(html.textContent).toContain("火ダメージ");
      expect(html.textContent).toContain("減速");
      expect(rawStrings(html)).toEqual([]);
    }
    expect([...sim.i18n.missing]).toEqual([]);
  });

  it("a monster's free strike card and a card whose targets make their own tests", async () => {
    sim.viewAs(GM);
    const free = await sim.create({
      type: "abilityUse",
      system: card({ freeStrike: true }, { keywords: ["strike", "goblin"] }),
      speaker: { alias: "Goblin Spinecleaver" },
    });
    const tested = await sim.create({
      type: "abilityUse",
      system: card({}, { roll: "targetTest", testCharacteristics: ["might", "agility"] }),
      speaker: { alias: "Goblin Warlord" },
    });
    for (const html of [...(await readByAll(free)), ...(await readByAll(tested))])
      expect(rawStrings(html)).toEqual([]);
    expect([...sim.i18n.missing]).toEqual([]);
  });

  it("R-TS-1: the test card and the Director's called test", async () => {
    const hero = await createActor({ name: "Kaede", type: "hero" });
    sim.viewAs(PLAYER);
    const test = await sim.create({
      type: "test",
      system: { actor: hero.uuid, characteristic: "might", skill: "", difficulty: "medium", rerolled: false },
      rolls: [await powerRollJSON([1, 2], { kind: "test", characteristic: "might", characteristicValue: 1 })],
      speaker: { alias: "Kaede" },
    });
    sim.viewAs(GM);
    const called = await sim.create({
      type: "testCall",
      system: { characteristic: "agility", difficulty: "hard", group: false, rows: [{ actor: hero.uuid }] },
      speaker: { alias: "ディレクター" },
    });
    for (const html of [...(await readByAll(test)), ...(await readByAll(called))])
      expect(rawStrings(html)).toEqual([]);
    expect([...sim.i18n.missing]).toEqual([]);
  });

  it("R-AB-11: the save prompt and its result", async () => {
    const actor = await createActor({
      name: "Kaede",
      type: "hero",
      effects: [{ name: "Weakened", statuses: ["weakened"], flags: { steelbound: { duration: "save" } } }],
    });
    sim.viewAs(GM);
    await postSavePrompt(actor, [{ id: actor.effects.contents[0]?.id ?? "", name: "衰弱" }] as never, null);
    const prompt = sim.messages.contents[0];
    sim.viewAs(PLAYER);
    queueDice(3);
    (await prompt?.renderHTML())?.querySelector<HTMLButtonElement>("button[data-steelbound-save]")?.click();
    await tick();
    await tick();
    const result = sim.messages.contents[1];
    for (const html of [...(await readByAll(prompt)), ...(await readByAll(result))])
      expect(rawStrings(html)).toEqual([]);
    expect([...sim.i18n.missing]).toEqual([]);
  });

  it("R-MN-7: the squad strike card", async () => {
    sim.viewAs(GM);
    await postSquadStrikeCard({
      squad: "Pitlings",
      signature: false,
      typeLabel: "STEELBOUND.DamageType.Poison",
      hits: [{ token: "Scene.s.Token.a", name: "Shadow", minions: 2, dealt: 4, killed: 0 }],
    });
    for (const html of await readByAll(sim.messages.contents[0])) expect(rawStrings(html)).toEqual([]);
    expect([...sim.i18n.missing]).toEqual([]);
  });
});

describe("keywords on sheets at a Japanese table", () => {
  it("R-MO-4: a monster's keywords read in Japanese; one nobody translated reads as words, never as a key", () => {
    const ja = createLocalizer("ja");
    expect(keywordList(ja, new Set(["humanoid", "goblin", "fire-breath"]))).toBe(
      "Fire Breath, ゴブリン, ヒューマノイド",
    );
    expect(keywordLabel(ja, "telepathy")).toBe("テレパシー");
    expect(keywordLabel(ja, "STEELBOUND.Keyword.Nope")).toBe("STEELBOUND Keyword Nope");
    expect([...ja.missing]).toEqual([]);
  });
});
