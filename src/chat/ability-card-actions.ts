/**
 * The buttons of an ability card. Applying results always goes through the GM query (the targets are
 * rarely the clicker's own); a surge button records the surge asked for on the card (the
 * clicker's own message); the GM debits it from the pool when applying.
 */
import { requestGm } from "../documents/gm-channel/request-gm.ts";
import type { ApplyMode } from "../documents/gm-channel/apply-results-types.ts";
import { abilityUseDataOf, abilityUseOf } from "./ability-use-message.ts";
import { rollTargetTest } from "./target-test-actions.ts";
import type { SurgeSpend } from "./surges.ts";
import { surgePoolOf } from "../documents/surge-pool.ts";
import { refundCardSpend } from "./refund-spend.ts";
import { isElement } from "../documents/generation.ts";
import { hookAllows, HOOKS } from "../documents/api-hooks.ts";
import { track } from "../documents/lazy-load.ts";

const APPLY_ACTIONS: Readonly<Record<string, { mode: ApplyMode; all: boolean }>> = {
  applyDamage: { mode: "damage", all: false },
  applyHalf: { mode: "half", all: false },
  applyConditions: { mode: "conditions", all: false },
  applyDamageAll: { mode: "damage", all: true },
  applyHalfAll: { mode: "half", all: true },
  applyConditionsAll: { mode: "conditions", all: true },
};

const SURGE_ACTIONS: Readonly<Record<string, SurgeSpend>> = {
  damageSurge: "damage",
  potencySurge: "potency",
};

/**
 * Asks the GM to apply the card's results (`mode`) to these of its targets (token uuids), as the card's
 * Apply buttons and `game.system.api.applyResults` do; resolves to the GM's summary, or null when refused or
 * withdrawn. docs/API.md: an add-on may withdraw this user's own ask (`steelbound.preApplyResults`); the
 * GM's judgement is never offered to it.
 */
export async function askToApply(
  message: ChatMessage.Implementation,
  targets: readonly string[],
  mode: ApplyMode,
): Promise<unknown> {
  if (!hookAllows(HOOKS.preApplyResults, message, { targets: [...targets], mode })) return null;
  return requestGm({ kind: "applyResults", messageId: message.id ?? "", targets: [...targets], mode });
}

export async function onAbilityCardClick(message: ChatMessage.Implementation, event: Event): Promise<void> {
  const button = isElement(event.target)
    ? event.target.closest<HTMLButtonElement>("button[data-action]")
    : null;
  if (!isElement(button)) return;
  const action = button.dataset["action"] ?? "";
  const row = button.closest<HTMLElement>("[data-target-index]");
  const index = row ? Number(row.dataset["targetIndex"]) : -1;
  const data = abilityUseDataOf(message);
  if (data === null) return;
  event.preventDefault();

  // A target's owner (or the GM) rolls that target's test; the GM records it on the card.
  if (action === "rollTargetTest") {
    button.disabled = true;
    await rollTargetTest(message, index);
    return;
  }

  const apply = APPLY_ACTIONS[action];
  if (apply !== undefined) {
    const flag = apply.mode === "conditions" ? "conditions" : "damage";
    // On a target-test card only the targets that have tested have a tier to apply.
    const ready = (t: (typeof data.targets)[number]) => data.snapshot.roll !== "targetTest" || t.test != null;
    const targets = data.targets
      .filter((t, i) => (apply.all ? !t.applied[flag] && ready(t) : i === index))
      .map((t) => t.token);
    if (targets.length === 0) return;
    button.disabled = true;
    try {
      await askToApply(message, targets, apply.mode);
    } finally {
      button.disabled = false;
    }
    return;
  }

  // R-MV-7: pick the target's square on the canvas; the GM moves it.
  if (action === "forcedMove") {
    // The board and square picker load with the first forced movement a user starts.
    await (await track(import("./forced-move-action.ts"))).startForcedMove(message, index);
    return;
  }

  // R-AB-6: every target resisted a potency-only effect: the refundable spend comes back.
  if (action === "refundSpend") {
    button.disabled = true;
    await refundCardSpend(message);
    return;
  }

  // R-PR-8: the roller takes a lower tier for this target, before anything of it is applied.
  if (action === "downgradeTier") {
    const tier = Number(button.dataset["tier"]);
    button.disabled = true;
    const result = await requestGm({ kind: "downgradeTier", messageId: message.id ?? "", index, tier });
    if (result?.refused)
      ui.notifications?.warn(`STEELBOUND.Card.Downgrade.${result.refused}`, { localize: true });
    return;
  }

  const surge = SURGE_ACTIONS[action];
  if (surge !== undefined) await spendCardSurge(message, index, surge);
  // R-HT-2: a hero token buys 2 surges; the pool is the GM's to write. R-RT-5: a retainer's go to its mentor.
  if (action === "heroTokenSurges") {
    const actor = fromUuidSync(data.actor);
    const pool = actor instanceof Actor ? surgePoolOf(actor) : null;
    const verdict = await requestGm({
      kind: "spendHeroToken",
      spend: "surges",
      actorUuid: pool?.uuid ?? data.actor,
    });
    if (verdict && !verdict.allowed)
      ui.notifications?.warn(`STEELBOUND.HeroToken.${verdict.reason}`, { localize: true });
  }
}

/**
 * A surge button: the card's user asks for a surge on one target (a retainer's come from its mentor,
 * R-RT-5). The GM records it on that row of its own copy of the card (src/queries/surge-spend.ts), so a
 * stale copy never overwrites another row; the surges are paid when the GM applies that target's results
 * (R-AB-7, queries/apply-results): a number on the player's card cannot be evidence of a payment.
 */
export async function spendCardSurge(
  message: ChatMessage.Implementation,
  index: number,
  spend: SurgeSpend,
): Promise<void> {
  const use = abilityUseOf(message);
  const actor = use ? fromUuidSync(use.data.actor) : null;
  const pool = actor instanceof Actor ? surgePoolOf(actor) : null;
  if (use === null || !(actor instanceof Actor) || !actor.isOwner || !message.isOwner || !pool?.isOwner) {
    ui.notifications?.warn("STEELBOUND.Card.NotYours", { localize: true });
    return;
  }
  const result = await requestGm({ kind: "spendSurge", messageId: message.id ?? "", index, spend });
  const refused = result?.refused ?? null;
  if (refused !== null && refused !== "Applied")
    ui.notifications?.warn(`STEELBOUND.Card.${refused}`, { localize: true });
}
