/**
 * A purchase by wealth (seed 004 §富, R-RW-1): a hero buys what the Heroes' Wealth table lists at their wealth
 * score or below. Optional rule (§富を失う), on when the Director turns on the world setting `wealthStretch`: one
 * score above is allowed, after which the hero's wealth drops by 1 (minimum 0). Every verdict is rules
 * canPurchase. The owner writes their own hero's wealth (no GM query: the hero is theirs); the purchase is
 * posted to chat so the table sees it.
 */
import { SYSTEM_ID } from "../constants.ts";
import { SETTINGS } from "../data/settings/keys.ts";
import { canPurchase, type PurchaseVerdict } from "../rules/index.ts";
import { gameLocalizer } from "../i18n.ts";
import { settings } from "../documents/combat/world.ts";

/** The Heroes' Wealth table's scores (seed 004): 1 to 6. */
export const WEALTH_SCORES = [1, 2, 3, 4, 5, 6] as const;

export interface PurchaseChoice {
  /** What the hero buys, as the player wrote it (plain text, escaped wherever shown). */
  what: string;
  /** The wealth score the table gives it. */
  score: number;
}

function wealthOf(actor: Actor.Implementation): number {
  const v: unknown = foundry.utils.getProperty(actor.system, "wealth");
  return typeof v === "number" ? v : 0;
}

/** Reads the dialog's answer; nothing to buy or a score off the table is no purchase. */
export function purchaseFromForm(form: Readonly<Record<string, unknown>>): PurchaseChoice | null {
  const what = typeof form["what"] === "string" ? form["what"].trim().slice(0, 200) : "";
  const score = Number(form["score"]);
  if (what === "" || !(WEALTH_SCORES as readonly number[]).includes(score)) return null;
  return { what, score };
}

/**
 * Buys for the hero: refused (a warning, nothing written) above what its wealth allows; otherwise posted
 * to chat, and after a one-step stretch the hero's wealth is lowered first.
 */
export async function purchase(
  actor: Actor.Implementation,
  choice: PurchaseChoice,
): Promise<PurchaseVerdict> {
  const i18n = gameLocalizer();
  const wealth = wealthOf(actor);
  const stretch = settings().get(SYSTEM_ID, SETTINGS.wealthStretch);
  const verdict = canPurchase(wealth, choice.score, { stretch });
  const data = { name: actor.name, what: choice.what, score: String(choice.score), wealth: String(wealth) };
  if (!verdict.allowed) {
    ui.notifications?.warn(
      i18n.format(stretch ? "STEELBOUND.Purchase.TooDearStretch" : "STEELBOUND.Purchase.TooDear", data),
    );
    return verdict;
  }
  if (verdict.stretched) await actor.update({ system: { wealth: verdict.wealthAfter } });
  const lines = [
    i18n.format("STEELBOUND.Purchase.Bought", data),
    ...(verdict.stretched
      ? [i18n.format("STEELBOUND.Purchase.Stretched", { ...data, after: String(verdict.wealthAfter) })]
      : []),
  ];
  const escape = foundry.utils.escapeHTML;
  await ChatMessage.create({
    content: [
      `<div class="steelbound purchase-card chat-card">`,
      `<h3>${escape(i18n.localize("STEELBOUND.Purchase.Title"))}</h3>`,
      ...lines.map((line) => `<p>${escape(line)}</p>`),
      `</div>`,
    ].join(""),
    speaker: ChatMessage.getSpeaker({ actor }),
  });
  return verdict;
}
