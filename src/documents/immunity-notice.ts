/**
 * Condition immunities in the apply path (docs/DATA.md `conditionImmunities`; 004 monsters' and ancestries'
 * 「〜に対する完全耐性」): a condition the bearer is immune to is never imposed, whichever route asks for it —
 * an ability card applied by the GM, a text's condition button, the token HUD or a macro — because every
 * route ends in an ActiveEffect creation, and SteelActiveEffect#_preCreate refuses it there (v13
 * client/data/client-backend.mjs ClientDatabaseBackend#preCreateDocumentArray drops a document whose
 * `_preCreate` returns false and sends the others). The creating client then posts one chat line saying why,
 * so the player whose ability it was sees it as well as the Director; a hidden bearer's line goes to the GMs.
 */
import { format, localize } from "../i18n.ts";
import { conditionImmunitiesOf } from "./effect-bonuses.ts";

/** The statuses of a new effect its bearer is immune to, when it is immune to all of them; else []. */
export function refusedStatuses(actor: { system: unknown }, statuses: Iterable<string>): string[] {
  const list = [...statuses];
  if (list.length === 0) return [];
  const immune = conditionImmunitiesOf(actor);
  return list.every((s) => immune.has(s)) ? list : [];
}

/** The chat line's text: the bearer's name escaped (chat content is HTML), the conditions our own labels. */
export function immunityNoticeHtml(name: string, statuses: readonly string[]): string {
  const conditions = statuses.map((s) => localize(`STEELBOUND.Condition.${s}`)).join(", ");
  const text = format("STEELBOUND.Hud.Immune", { name: foundry.utils.escapeHTML(name), conditions });
  return `<p class="steelbound immunity-notice">${text}</p>`;
}

/** Posts the line; never throws (a refused effect must not fail the batch it was part of). */
export async function postImmunityNotice(
  actor: Actor.Implementation,
  statuses: readonly string[],
): Promise<void> {
  const hidden = actor.isToken ? actor.token?.hidden === true : false;
  const gms = game.users?.filter((u) => u.isGM).map((u) => u.id) ?? [];
  try {
    await ChatMessage.create({
      content: immunityNoticeHtml(actor.name, statuses),
      speaker: ChatMessage.getSpeaker({ actor }),
      ...(hidden ? { whisper: gms } : {}),
    });
  } catch (error) {
    console.warn("steelbound | the immunity notice was not posted", error);
  }
}
