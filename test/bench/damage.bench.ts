import { bench, describe } from "vitest";
import {
  applyDamage,
  createSquad,
  damageAfterModifiers,
  damageSquad,
  halveDamage,
  type DamageModifiers,
  type StaminaState,
} from "../../src/rules/index.ts";

const immunities: DamageModifiers = { fire: 5, all: 2, poison: "all" };
const weaknesses: DamageModifiers = { holy: 3, all: 1 };
const modifiers = { immunities, weaknesses };
const hero: StaminaState = { value: 40, max: 60, temporary: 6 };

describe("damage pipeline", () => {
  bench("halve → weakness → immunity → apply to stamina", () => {
    for (let amount = 0; amount < 100; amount++) {
      applyDamage(hero, damageAfterModifiers(halveDamage(amount), "fire", modifiers));
    }
  });
});

describe("squad damage", () => {
  const squad = createSquad(5, 8);
  bench("single-target and area hits on an 8-minion squad", () => {
    for (let amount = 0; amount < 50; amount++) {
      damageSquad(squad, { amount, type: "fire", immunities, weaknesses });
      damageSquad(squad, { amount, type: "holy", weaknesses, minionsInArea: 3 });
    }
  });
});
