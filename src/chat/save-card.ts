/**
 * Saving throws in chat (R-AB-11). At the end of a creature's turn the GM posts a prompt with one
 * "roll save" button per save-ends effect; the actor's owner clicks it (the GM, for monsters). The save
 * (1d10 plus what a feature adds, `bonuses.saveBonus`; the creature's threshold or more ends it: 6, or what a
 * feature grants, `bonuses.saveThreshold`) is posted as a result card; on a success the effect ends. A failed save of a hero
 * offers "spend a hero token to succeed" (R-HT-2), which the GM checks against the card and carries out.
 *
 * Message flags (docs/DATA.md): `flags.steelbound.savePrompt` on the prompt, `flags.steelbound.save` on a
 * result.
 */
import { templatePath } from "../constants.ts";
import { saveBonusOf, saveEnds, saveThresholdOf, type TimedEffect } from "../documents/combat/turn-end.ts";
import { askHeroToken } from "../documents/gm-channel/hero-token-ask.ts";
import { deleteEffectsStillPresent } from "../documents/effect-removal.ts";
import { diceLanded, rollModeOptions } from "../rolls/dice-so-nice.ts";

export const SAVE_PROMPT_TEMPLATE = templatePath("chat/save-prompt.hbs");
export const SAVE_RESULT_TEMPLATE = templatePath("chat/save-result.hbs");

export interface SavePromptFlags {
  actor: string;
  /** The turn that ended (src/documents/combat/turn-key.ts), for "one hero token benefit per turn". */
  turn: string | null;
  /** The save-ends effects the GM asked a save for (prompts posted before this field: none). */
  effects: string[];
}

export interface SaveResultFlags {
  actor: string;
  effect: string;
  effectName: string;
  d10: number;
  /** What the bearer added to the d10 (R-AB-11: 0 unless a feature grants a bonus; cards before: 0). */
  bonus: number;
  /** The threshold the roll was read against (R-AB-11: 6 unless a feature grants another; cards before: 6). */
  threshold: number;
  success: boolean;
  /** The prompt message the save answered. */
  prompt: string;
  turn: string | null;
  /** A hero token turned this failed save into a success (R-HT-2). */
  heroToken: boolean;
  /** Only heroes spend hero tokens. */
  hero: boolean;
}

/** Our message flags (declared in chat-flags-config.d.ts), read back through readSavePrompt / readSaveResult. */
function steelboundFlags(flags: { savePrompt: SavePromptFlags } | { save: SaveResultFlags }) {
  return { steelbound: flags };
}

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | null => (typeof v === "object" && v !== null ? (v as Rec) : null);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

function ours(message: { flags: unknown }, key: string): Rec | null {
  return rec(rec(rec(message.flags)?.["steelbound"])?.[key]);
}

export function readSavePrompt(message: { flags: unknown }): SavePromptFlags | null {
  const f = ours(message, "savePrompt");
  const actor = str(f?.["actor"]);
  const effects = Array.isArray(f?.["effects"]) ? f["effects"].filter((e) => typeof e === "string") : [];
  return f && actor ? { actor, turn: str(f["turn"]), effects } : null;
}

export function readSaveResult(message: { flags: unknown }): SaveResultFlags | null {
  const f = ours(message, "save");
  const actor = str(f?.["actor"]);
  const effect = str(f?.["effect"]);
  const d10 = f?.["d10"];
  if (!f || actor === null || effect === null || typeof d10 !== "number") return null;
  return {
    actor,
    effect,
    effectName: str(f["effectName"]) ?? "",
    d10,
    bonus: typeof f["bonus"] === "number" ? f["bonus"] : 0,
    threshold: typeof f["threshold"] === "number" ? f["threshold"] : 6,
    success: f["success"] === true,
    prompt: str(f["prompt"]) ?? "",
    turn: str(f["turn"]),
    heroToken: f["heroToken"] === true,
    hero: f["hero"] === true,
  };
}

/** A bonus as the cards write it: "+1", "-1"; "" for none. */
function signed(bonus: number): string {
  if (bonus === 0) return "";
  return bonus > 0 ? `+${String(bonus)}` : String(bonus);
}

/**
 * The result card: the d10 (with the bonus and the total when the bearer has one), what it did, and the
 * hero-token button on a hero's failed save.
 */
export async function saveResultContent(save: SaveResultFlags): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(SAVE_RESULT_TEMPLATE, {
    ...save,
    signedBonus: signed(save.bonus),
    total: save.d10 + save.bonus,
    canSpendToken: save.hero && !save.success && !save.heroToken,
  });
}

/** GM, at the end of the bearer's turn (src/flows/turn-hooks.ts). */
export async function postSavePrompt(
  actor: Actor.Implementation,
  saves: readonly TimedEffect[],
  turn: string | null,
): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(SAVE_PROMPT_TEMPLATE, {
    name: actor.name,
    threshold: saveThresholdOf(actor),
    bonus: signed(saveBonusOf(actor)),
    saves: saves.map((s) => ({ id: s.id, name: s.name })),
  });
  const savePrompt: SavePromptFlags = { actor: actor.uuid, turn, effects: saves.map((s) => s.id) };
  await ChatMessage.create({
    content,
    speaker: ChatMessage.getSpeaker({ actor }),
    flags: steelboundFlags({ savePrompt }),
  });
}

/** One save per effect per prompt: a result card for it already exists. */
function alreadySaved(promptId: string, effectId: string): boolean {
  return (game.messages?.contents ?? []).some((m) => {
    const save = readSaveResult(m);
    return save !== null && save.prompt === promptId && save.effect === effectId;
  });
}

/** The owner (or the GM) rolls the saving throw for one effect of a prompt. */
export async function rollSave(
  prompt: { id: string | null; flags: unknown },
  effectId: string,
): Promise<SaveResultFlags | null> {
  const data = readSavePrompt(prompt);
  const actor = data ? fromUuidSync(data.actor) : null;
  if (data === null || prompt.id === null || !(actor instanceof Actor) || !actor.isOwner) {
    ui.notifications?.warn("STEELBOUND.Card.NotYours", { localize: true });
    return null;
  }
  const effect = actor.effects.get(effectId);
  if (!effect) return null;
  if (alreadySaved(prompt.id, effectId)) {
    ui.notifications?.warn("STEELBOUND.Save.AlreadyRolled", { localize: true });
    return null;
  }
  // The bearer's own threshold and bonus as its prepared data has them (a trait's effect may have lowered
  // the one, a feature's raised the other); the bonus is part of the roll, as the card's dice show it.
  const threshold = saveThresholdOf(actor);
  const bonus = saveBonusOf(actor);
  const roll = await new Roll(
    bonus === 0 ? "1d10" : `1d10 ${bonus > 0 ? "+" : "-"} ${String(Math.abs(bonus))}`,
  ).evaluate();
  const d10 = roll.total - bonus;
  const save: SaveResultFlags = {
    actor: actor.uuid,
    effect: effectId,
    effectName: effect.name,
    d10,
    bonus,
    threshold,
    success: saveEnds(d10, threshold, bonus),
    prompt: prompt.id,
    turn: data.turn,
    heroToken: false,
    hero: String(actor.type) === "hero",
  };
  const posted = await ChatMessage.create(
    {
      content: await saveResultContent(save),
      rolls: [JSON.stringify(roll)],
      // fromUuidSync's Actor is not the configured class, which getSpeaker expects; the alias is enough.
      speaker: ChatMessage.getSpeaker({ alias: actor.name }),
      flags: steelboundFlags({ save }),
    },
    rollModeOptions(),
  );
  // The effect ends once the die has landed (Dice So Nice), not while the card still hides it.
  await diceLanded(posted);
  // The roll and the card were awaited: the effect may have ended meanwhile (another save, combat end).
  if (save.success) await deleteEffectsStillPresent(actor, [effectId]);
  return save;
}

/**
 * The save a result card answers, as the GM's own prompt tells it (R-AB-11, R-HT-2): the prompt must have
 * been posted by a GM — a player may only create messages they author (v13 common/documents/
 * chat-message.mjs BaseChatMessage.#canCreate) and cannot edit a GM's (#getUserLevel: the author is OWNER)
 * — for this actor, and list this effect; the turn is the prompt's, never the result card's. Null when the
 * card answers no such prompt (a result card its author posted with no prompt, or a prompt of their own).
 */
export function promptedSave(
  save: SaveResultFlags,
  prompt: { flags: unknown; author: { isGM: boolean } | null } | undefined,
): { turn: string | null } | null {
  if (prompt === undefined || prompt.author?.isGM !== true) return null;
  const asked = readSavePrompt(prompt);
  if (asked === null || asked.actor !== save.actor || !asked.effects.includes(save.effect)) return null;
  return { turn: asked.turn };
}

/** R-HT-2: asks the GM to spend a hero token so this failed save succeeds. */
export async function spendTokenOnSave(message: { id: string | null; flags: unknown }): Promise<void> {
  const save = readSaveResult(message);
  if (save === null || message.id === null) return;
  await askHeroToken("succeedSave", save.actor, message.id);
}

/** Binds the buttons of a prompt or result card each time Foundry renders it. */
export function bindSaveCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const prompt = readSavePrompt(message);
  if (prompt !== null)
    for (const button of html.querySelectorAll<HTMLButtonElement>("button[data-steelbound-save]")) {
      const effectId = button.dataset["steelboundSave"] ?? "";
      if (message.id && alreadySaved(message.id, effectId)) button.disabled = true;
      button.addEventListener("click", () => {
        button.disabled = true;
        void rollSave(message, effectId);
      });
    }
  const result = readSaveResult(message);
  const tokenButton = html.querySelector<HTMLButtonElement>("button[data-steelbound-save-token]");
  if (result === null || tokenButton === null) return;
  const actor = fromUuidSync(result.actor);
  if (!(actor instanceof Actor) || !actor.isOwner) {
    tokenButton.remove();
    return;
  }
  tokenButton.addEventListener("click", () => {
    tokenButton.disabled = true;
    void spendTokenOnSave(message);
  });
}

/** GM side of a granted token (src/queries/hero-tokens): the effect ends and the card says why. */
export async function succeedSaveWithToken(message: {
  flags: unknown;
  update(data: { content: string; flags: ChatMessage.CreateData["flags"] }): Promise<unknown>;
}): Promise<void> {
  const save = readSaveResult(message);
  if (save === null) return;
  const actor = fromUuidSync(save.actor);
  if (actor instanceof Actor) await deleteEffectsStillPresent(actor, [save.effect]);
  const marked: SaveResultFlags = { ...save, heroToken: true };
  await message.update({
    content: await saveResultContent(marked),
    flags: steelboundFlags({ save: marked }),
  });
}
