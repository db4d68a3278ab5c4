/**
 * 200 ability cards for the browser chat-log benchmark (the card fixtures of the gallery
 * (test/fixtures/ability-card.ts) varied the way a long session varies them: every tier (natural 3 to a
 * natural 20), zero to three targets with edges and banes, damage with and without a second type, gated
 * conditions, forced movement, target tests still to roll, applied rows, a GM's and a player's view, and
 * ability and creature names in English and Japanese. Plain data: it is handed to the page as JSON.
 */
import type { AbilityUseData, RolledPower } from "../../src/chat/ability-use-data.ts";
import type { CardTarget } from "../../src/chat/ability-card.ts";
import type { CardViewer } from "../../src/chat/card-viewer.ts";
import { THREE_TIER_CARD, TIER_SHAPES_CARD } from "../fixtures/ability-card.ts";

export interface BenchCard {
  id: string;
  alias: string;
  data: AbilityUseData;
  rolled: RolledPower;
  viewer: CardViewer;
}

export interface BenchLog {
  cards: BenchCard[];
  /** Each target token's creature as the client reads it now (readTargetSnapshot's answer). */
  live: Record<string, CardTarget>;
}

const ABILITIES = [
  ["Flamewall Sweep", "炎壁の薙ぎ払い"],
  ["Ember Lure", "残り火の誘い"],
  ["Shoulder In", "肩からの突撃"],
  ["Mind Spike", "精神の棘"],
  ["Judgment", "審判"],
] as const;
const HEROES = ["Korva", "コルヴァ", "Alice", "アリス", "Vaxis the Unbroken"];
const CREATURES = [
  "Goblin Spinecleaver",
  "ゴブリンの背骨割り",
  "Orc Blitzer",
  "オークの突撃兵",
  "Ogre Juggernaut",
  "オーガの重戦士",
  "Bugbear Channeler",
  "バグベアの導師",
];
/** Natural rolls from a miss to a natural 20 (R-PR-10 tiers and critical hits). */
const DICE: [number, number][] = [
  [1, 2],
  [3, 4],
  [6, 5],
  [7, 8],
  [9, 9],
  [10, 10],
  [2, 6],
];

const zero = { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 };
const LIVE_SHAPES: CardTarget[] = [
  { characteristics: { ...zero, agility: 1 }, modifiers: {}, stability: 0 },
  {
    characteristics: { ...zero, might: 3, agility: 2 },
    modifiers: { weaknesses: { fire: 3 } },
    stability: 1,
  },
  {
    characteristics: { ...zero, might: 2 },
    modifiers: { immunities: { fire: 2 } },
    stability: 2,
    size: { value: 2 },
  },
  {
    characteristics: { ...zero, intuition: 2, presence: 1 },
    modifiers: {},
    stability: 0,
    size: { value: 1, letter: "S" },
  },
];

function card(i: number): BenchCard {
  const base = i % 3 === 1 ? TIER_SHAPES_CARD : THREE_TIER_CARD;
  const names = ABILITIES[i % ABILITIES.length] ?? ABILITIES[0];
  const targetTest = i % 11 === 5;
  const count = i % 4;
  const targets = Array.from({ length: count }, (_, n) => {
    const template =
      THREE_TIER_CARD.targets[n % THREE_TIER_CARD.targets.length] ?? THREE_TIER_CARD.targets[0];
    if (!template) throw new Error("no target fixture");
    return {
      ...template,
      token: `Scene.s.Token.t${(i + n) % 24}`,
      name: CREATURES[(i + n) % CREATURES.length] ?? "",
      edges: (i + n) % 3,
      banes: (i * 7 + n) % 3,
      applied: { damage: i % 5 === 0, conditions: i % 10 === 0 },
      ...(targetTest && n === 0 ? { test: null } : {}),
    };
  });
  const data: AbilityUseData = {
    ...base,
    ...(targetTest ? { characteristic: null } : {}),
    snapshot: {
      ...base.snapshot,
      name: names[i % 2] ?? "",
      ...(targetTest ? { roll: "targetTest" as const, testCharacteristics: ["agility" as const] } : {}),
    },
    targets,
  };
  return {
    id: `message${String(i).padStart(8, "0")}`,
    alias: HEROES[i % HEROES.length] ?? "",
    data,
    rolled: {
      dice: DICE[i % DICE.length] ?? [6, 5],
      characteristicValue: 2,
      bonus: i % 2,
      automaticTiers: [],
    },
    viewer: i % 2 === 0 ? { apply: true, spend: true, heroToken: true, refund: false } : NO_BUTTONS,
  };
}

const NO_BUTTONS: CardViewer = { apply: false, spend: false, heroToken: false, refund: false };

export function benchLog(count = 200): BenchLog {
  const live = Object.fromEntries(
    Array.from({ length: 24 }, (_, n) => [`Scene.s.Token.t${n}`, LIVE_SHAPES[n % LIVE_SHAPES.length]]),
  ) as Record<string, CardTarget>;
  return { cards: Array.from({ length: count }, (_, i) => card(i)), live };
}
