// @vitest-environment happy-dom
/**
 * One description of an ability tier (src/data/fields/ability-tier.ts): an ability with every tier field
 * set reads the same everywhere. Alice opens it on its sheet (every field's input shows the stored value),
 * uses it from Korva's sheet, and every client's card snapshot holds exactly what the rules are handed
 * (readAbility's tier), which is exactly what the item stores.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { clickAnswering, heroSheetOn, ownSheetOn, setSetting, useButton } from "./play.ts";
import { find, findAll } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { readAbility } from "../../src/documents/ability-info.ts";
import { formulaText, parseFormula } from "../../src/rules/formula.ts";
import type { HarnessDocument } from "../harness/document.ts";

type Plain = Record<string, unknown>;
let table: Table;

beforeEach(async () => {
  table = await setUpTable();
  // Alice only reads her ability's sheet here; her table trusts its players' edits so no review is asked.
  await setSetting(table.gm, "trustAbilityEdits", true);
});

/** Every tier field set to a value other than its default (docs/DATA.md ability `power.tierN`). */
const FULL_TIER = {
  damage: {
    value: 5,
    characteristic: true,
    type: "fire",
    types: ["fire", "cold"],
    extra: { value: 2, characteristic: true, type: "acid" },
    formula: "2+@chr",
    ignoresImmunity: true,
  },
  conditions: [
    {
      condition: "restrained",
      potency: { characteristic: "agility", strength: "fixed", offset: 1, value: 3 },
      duration: "save",
      otherwise: { condition: "slowed", duration: "encounter" },
    },
  ],
  customEffects: [
    {
      name: "Frostbite",
      text: "Its joints stiffen.",
      changes: [{ key: "system.movement.speed", mode: 2, value: "-2" }],
      potency: { characteristic: "reason", strength: "average", offset: -1, value: 0 },
      bearer: "target",
      duration: "respite",
    },
  ],
  forced: {
    kind: "push",
    distance: 2,
    vertical: true,
    or: "pull",
    bonus: "might",
    potency: { characteristic: "intuition", strength: "strong", offset: 2, value: 0 },
    ignoresStability: true,
  },
  text: "The ground around the target freezes.",
};

/** The leaves of a plain value by dotted path, a list of words as one leaf ("damage.types"). */
function leaves(value: unknown, path = ""): [string, unknown][] {
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return [[path, [...value].sort()]];
  if (typeof value !== "object" || value === null) return [[path, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path === "" ? key : `${path}.${key}`));
}

/**
 * A plain copy, a list of words (a Set or an array) as its sorted list, so prepared data and the rules' input
 * compare as values.
 */
function plain(value: unknown): unknown {
  if (value instanceof Set) return [...(value as Set<unknown>)].map(String).sort();
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return [...value].sort();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
}

async function giveKorva(data: Plain): Promise<HarnessDocument> {
  const created: unknown = await table.gm.run(() =>
    on(table.gm, table.heroes.alice).createEmbeddedDocuments("Item", [data]),
  );
  const [item] = created as HarnessDocument[]; // the sim's createEmbeddedDocuments returns its documents
  await table.session.settle();
  if (!item) throw new Error("no item");
  return on(table.alice, item);
}

describe("one description of an ability tier", () => {
  it("R-AB-3, R-AB-4, R-AB-6, R-MV-7: every tier field set reads the same on the sheet, in the rules and on every client's card", async () => {
    const { alice, gm } = table;
    // The formula is written in its canonical spelling, so the stored text and the rules' text are one.
    const formula = parseFormula(FULL_TIER.damage.formula);
    expect(formula && formulaText(formula)).toBe(FULL_TIER.damage.formula);
    const item = await giveKorva({
      name: "Rime Lash",
      type: "ability",
      system: {
        category: "signature",
        type: "main",
        keywords: ["magic", "ranged", "strike"],
        distance: { type: "ranged", ranged: 10 },
        target: { text: "One creature", count: 1 },
        power: { characteristics: ["might"], tier1: FULL_TIER, tier2: FULL_TIER, tier3: FULL_TIER },
      },
    });

    // The item stores every value as written (nothing of the tier is dropped or defaulted).
    const stored = gm.run(() => plain((on(gm, item).system as { power: { tier2: unknown } }).power.tier2));
    expect(stored).toEqual(plain(FULL_TIER));

    // The rules are handed the same tier (the GM's reading, as it applies).
    const rules = gm.run(() => readAbility(on(gm, item) as never).tiers[1]); // the sim's Item stands in for the document
    expect(plain(rules)).toEqual(stored);

    // The sheet shows each stored value in the field of its path.
    const sheet = await ownSheetOn(alice, item);
    const prefix = "system.power.tier2";
    for (const [path, value] of leaves(FULL_TIER)) {
      if (path === "damage.types") {
        const ticked = findAll(sheet, `input[name^='${prefix}.damage.types.']`)
          .filter((box) => (box as HTMLInputElement).checked)
          .map((box) => (box as HTMLInputElement).name.split(".").at(-1));
        expect(ticked.sort(), path).toEqual(value);
        continue;
      }
      const input = find(sheet, `[name='${prefix}.${path}']`) as HTMLInputElement;
      const shown = input.type === "checkbox" ? input.checked : input.value;
      expect(shown, path).toBe(typeof value === "boolean" ? value : String(value));
    }

    // Alice uses it; every client's card holds the rules' tier as its snapshot.
    target(alice, [table.tokens.captain]);
    const heroSheet = await heroSheetOn(alice, table.heroes.alice);
    queueDice(6, 6); // 12 + Might 2 = 14: tier 2
    await clickAnswering(table, alice, useButton(heroSheet, item.id), "roll", { damageType: "cold" });
    for (const client of table.session.clients) {
      const snapshot = client.run(() => {
        const messages = (client.globals.game as { messages: { contents: HarnessDocument[] } }).messages;
        const message = messages.contents.at(-1);
        return plain((message?.system as { snapshot: { tier2: unknown } }).snapshot.tier2);
      });
      expect(snapshot, client.label).toEqual(stored);
    }
  });
});
