/**
 * init: the chat card's right-click menu. v13 ChatLog#_onFirstRender creates the log's context
 * menu with `_createContextMenu(this._getEntryContextOptions, ".message[data-message-id]", {hookName:
 * "getChatMessageContextOptions", parentClassHooks: false})`, which calls the hook with (app, entries) once;
 * each entry's condition is asked with the `.message` element when the menu opens
 * (client/applications/sidebar/tabs/chat.mjs; client/applications/api/application.mjs
 * ApplicationV2#_createContextMenu). v14 keeps the hook but entries are `{label, icon, visible, onClick}`:
 * ../documents/generation.ts menuEntry builds the running generation's shape.
 * Each entry is shown only to who may use it (../queries/chat-apply/request.ts decides the same again on
 * the GM): apply damage / half to the Director and the acting creature's owners; healing, modify damage
 * and undo to the Director alone. Cards: rolled abilities, target-test abilities (only tested targets have a
 * tier) and free strikes; healing on rolled abilities only. The tokens are the user's targets, else the
 * tokens they have selected.
 */
import { menuEntry, type MenuEntry } from "../documents/generation.ts";
import { tieredUseOf } from "../chat/ability-use-message.ts";
import { abilityRollInput } from "../chat/ability-use-data.ts";
import { requestGm } from "../documents/gm-channel/request-gm.ts";
import { lastApplyOf } from "../queries/chat-apply/undo-record.ts";
import { promptModifyDamage } from "../applications/windows.ts";
import { healsNothing, type ChatApplyMode } from "../queries/chat-apply/plan.ts";

const messageOf = (li: HTMLElement) => game.messages?.get(li.dataset["messageId"] ?? "") ?? null;

/**
 * The card's damage, when some tier of it deals any (what a right-click apply has to give): a rolled ability,
 * a target-test ability (each tested target's own tier) or a free strike. Other cards of ours — a test, a
 * project roll, a saving throw, a squad strike (its damage was dealt when it was posted) — have none.
 */
function damageCard(li: HTMLElement) {
  const message = messageOf(li);
  const use = message ? tieredUseOf(message) : null;
  if (use === null) return null;
  const tiers = abilityRollInput(use.data, use.rolled).tiers;
  return tiers.some((t) => t.damage.value > 0 || (t.damage.extra?.value ?? 0) > 0) ? use.data : null;
}

const bearsDamage = (li: HTMLElement) => damageCard(li) !== null;

function mayApply(li: HTMLElement): boolean {
  const data = damageCard(li);
  if (data === null) return false;
  if (game.user?.isGM) return true;
  const actor = fromUuidSync(data.actor);
  return actor instanceof Actor && actor.isOwner;
}

const directorMay = (li: HTMLElement) => game.user?.isGM === true && bearsDamage(li);

/** Healing is a rolled ability's amount: a free strike or a target's own test never heals. */
function directorMayHeal(li: HTMLElement): boolean {
  const data = damageCard(li);
  return game.user?.isGM === true && data !== null && !healsNothing(data);
}

/** The user's targets, else the tokens they have selected on the canvas. */
function chosenTokens(): string[] {
  const targets = [...(game.user?.targets ?? [])].map((t) => t.document.uuid);
  if (targets.length > 0) return targets;
  return (canvas?.tokens?.controlled ?? []).map((t) => t.document.uuid);
}

async function apply(li: HTMLElement, mode: ChatApplyMode, adjust = 0): Promise<void> {
  const messageId = li.dataset["messageId"] ?? "";
  const tokens = chosenTokens();
  if (tokens.length === 0) {
    ui.notifications?.warn(game.i18n?.localize("STEELBOUND.ChatContext.NoTokens") ?? "");
    return;
  }
  await requestGm({ kind: "chatApply", messageId, tokens, mode, adjust });
}

async function modify(li: HTMLElement): Promise<void> {
  const choice = await promptModifyDamage();
  if (choice !== null) await apply(li, choice.mode, choice.adjust);
}

async function undo(li: HTMLElement): Promise<void> {
  const messageId = li.dataset["messageId"] ?? "";
  const last = lastApplyOf(messageId);
  if (last !== null) await requestGm({ kind: "undoApply", messageId, applyId: last.id });
}

export const CHAT_CONTEXT_ENTRIES: readonly MenuEntry[] = [
  {
    label: "STEELBOUND.ChatContext.ApplyDamage",
    icon: "fa-solid fa-burst",
    visible: mayApply,
    run: (li) => void apply(li, "damage"),
  },
  {
    label: "STEELBOUND.ChatContext.ApplyHalf",
    icon: "fa-solid fa-shield-halved",
    visible: mayApply,
    run: (li) => void apply(li, "half"),
  },
  {
    label: "STEELBOUND.ChatContext.ApplyHealing",
    icon: "fa-solid fa-heart-pulse",
    visible: directorMayHeal,
    run: (li) => void apply(li, "healing"),
  },
  {
    label: "STEELBOUND.ChatContext.ModifyDamage",
    icon: "fa-solid fa-pen-to-square",
    visible: directorMay,
    run: (li) => void modify(li),
  },
  {
    label: "STEELBOUND.ChatContext.Undo",
    icon: "fa-solid fa-rotate-left",
    visible: (li) => game.user?.isGM === true && lastApplyOf(li.dataset["messageId"] ?? "") !== null,
    run: (li) => void undo(li),
  },
];

/** fvtt-types 13 derives `get<Class>ContextOptions` names only; the chat log passes its own hookName. */
type AnyHooks = { on(name: string, fn: (app: unknown, entries: unknown[]) => void): number };

export function registerChatContext(): void {
  (Hooks as unknown as AnyHooks).on("getChatMessageContextOptions", (_app, entries) => {
    entries.push(...CHAT_CONTEXT_ENTRIES.map(menuEntry));
  });
}
