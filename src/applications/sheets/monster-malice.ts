/**
 * The monster sheet's Malice block in the live world: what the sheet shows (the pool, R-ML-5; Basic
 * Malice at the start of this monster's turn, R-ML-3) and what its buttons do. Every spend goes through
 * `SteelCombat` (rules-validated, GM-written); the effect is announced in chat for the table.
 */
import {
  BASIC_MALICE,
  maliciousStrikeDamage,
  maliciousStrikeMaxSpend,
  type BasicMaliceFeature,
} from "../../rules/index.ts";
import { SteelCombat } from "../../documents/combat.ts";
import { maliceVisibleTo, readMalice } from "../../documents/combat/malice.ts";
import { format, isGM, localize, warn } from "../../documents/combat/world.ts";
import { monsterSystem } from "./adapters.ts";
import { grantBrutalEffectiveness, setPendingMaliciousStrike } from "../../flows/pending-potency.ts";
import type { MaliceInput } from "./context/monster-malice.ts";

function runningCombat(): SteelCombat | null {
  const combat = game.combat;
  return combat instanceof SteelCombat && combat.started ? combat : null;
}

function highestOf(actor: Actor.Implementation): number {
  const scores = monsterSystem(actor)?.characteristics;
  return scores ? Math.max(...Object.values(scores)) : 0;
}

/** What the sheet shows about Malice for the current user. */
export function monsterMaliceInput(actor: Actor.Implementation): MaliceInput {
  const combat = runningCombat();
  const pool = readMalice();
  const turn = combat?.flow.turn ?? null;
  const acting = turn?.actors.some((id) => combat?.combatants.get(id)?.actor?.uuid === actor.uuid) === true;
  return {
    isGM: isGM(),
    visibleToPlayers: maliceVisibleTo({ isGM: false }),
    value: pool.value,
    maliciousStrikeRound: pool.maliciousStrikeRound,
    round: combat?.round ?? null,
    turnStart: acting && turn.side === "director" && !turn.basicMaliceUsed,
    highestCharacteristic: highestOf(actor),
  };
}

/** Malicious Strike is "5+": the Director picks how much, up to the cap (R-ML-3). */
async function askSpend(min: number, max: number): Promise<number | null> {
  // Numbers only: nothing to escape.
  const input = `<input type="number" name="spend" value="${min}" min="${min}" max="${max}" step="1">`;
  const result: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: localize("STEELBOUND.Malice.Basic.maliciousStrike") },
    content: `<div class="form-group"><label>${localize("STEELBOUND.Malice.SpendLabel")}</label>${input}</div>`,
  });
  const raw: unknown = foundry.utils.getProperty(result ?? {}, "spend");
  const spend = typeof raw === "string" ? Number(raw) : raw;
  return typeof spend === "number" && Number.isInteger(spend) && spend >= min && spend <= max ? spend : null;
}

async function announce(actor: Actor.Implementation, key: string, data: Record<string, string>) {
  await ChatMessage.create({
    content: `<p class="steelbound malice-note">${foundry.utils.escapeHTML(format(key, data))}</p>`,
    speaker: ChatMessage.getSpeaker({ actor }),
  });
}

/** R-ML-3: buys a Basic Malice feature for this monster at the start of its turn. */
export async function buyBasicMalice(
  actor: Actor.Implementation,
  feature: BasicMaliceFeature,
): Promise<void> {
  const combat = runningCombat();
  if (!combat || !isGM()) return;
  const highest = highestOf(actor);
  const cost = BASIC_MALICE[feature].cost;
  let spend = cost;
  if (BASIC_MALICE[feature].extraSpend) {
    const max = Math.min(readMalice().value, maliciousStrikeMaxSpend(highest));
    const asked = await askSpend(cost, Math.max(cost, max));
    if (asked === null) return;
    spend = asked;
  }
  const result = await combat.basicMalice(feature, spend);
  if (!result.ok) {
    warn(result.error);
    return;
  }
  if (feature === "brutalEffectiveness") {
    await grantBrutalEffectiveness(actor);
    await announce(actor, "STEELBOUND.Malice.Basic.brutalEffectivenessUsed", { name: actor.name });
  } else {
    // The bonus waits on the monster for its next strike, whose card adds it (R-ML-3).
    const damage = maliciousStrikeDamage(spend, highest);
    await setPendingMaliciousStrike(actor, damage);
    await announce(actor, "STEELBOUND.Malice.Basic.maliciousStrikeUsed", {
      name: actor.name,
      damage: String(damage),
    });
  }
}

/** R-ML-4: spends a creature Malice feature's cost (once per turn). */
export async function useCreatureMaliceFeature(
  actor: Actor.Implementation,
  item: Item.Implementation,
): Promise<void> {
  const combat = runningCombat();
  if (!combat || !isGM()) return;
  const cost: unknown = foundry.utils.getProperty(item.system, "cost.malice");
  const result = await combat.creatureMalice(typeof cost === "number" ? cost : 0);
  if (!result.ok) {
    warn(result.error);
    return;
  }
  await announce(actor, "STEELBOUND.Malice.FeatureUsed", { name: actor.name, feature: item.name });
}
