/**
 * The live side of `spendHeroToken`: the party pool is the active party's `system.heroTokens`, or the world
 * setting `steelbound.heroTokens` without a party (src/documents/party.ts); the hero is read and written by path;
 * the evidence is the chat message the request names, read from its stored data (never from the page).
 */
import { SteelCombat } from "../../documents/combat.ts";
import { readPool, spendsPartyTokens, writePool } from "../../documents/party.ts";
import { turnKey } from "../../documents/combat/turn-key.ts";
import { saveBonusOf, saveEnds, saveThresholdOf } from "../../documents/combat/turn-end.ts";
import { userOwns } from "../../documents/ownership.ts";
import { promptedSave, readSaveResult, succeedSaveWithToken } from "../../chat/save-card.ts";
import { rerollTestMessage } from "../../chat/test-reroll.ts";
import { foundryLedger } from "../ledger.ts";
import { changeGmRecord } from "../gm-record.ts";
import { readGmRecord } from "../../data/settings/gm-record.ts";
import { TestModel } from "../../chat/test-model.ts";
import { readDropOffer } from "../../chat/drop-offer.ts";
import type { HeroTokenWorld, MessageEvidence } from "./request.ts";

/**
 * docs/DATA.md: the hero's last hero token benefit used to be kept on the hero (`flags.steelbound.
 * heroTokenTurn`), which its owner can reset; it now lives in THE GM's record (`heroTokenTurns`), and the
 * world pass src/data/migrations/gm-record-4.ts moves an old flag there.
 */
export const LEGACY_BENEFIT_FLAG = "heroTokenTurn";

function num(source: unknown, path: string): number {
  const value: unknown = foundry.utils.getProperty(source as object, path);
  return typeof value === "number" ? value : 0;
}

function actorAt(uuid: string) {
  const actor = fromUuidSync(uuid);
  return actor instanceof Actor ? actor : null;
}

function heroAt(uuid: string) {
  const actor = actorAt(uuid);
  return actor !== null && String(actor.type) === "hero" ? actor : null;
}

function evidenceOf(message: {
  flags: unknown;
  system: unknown;
  speaker: { actor?: string | null };
  author: { isGM: boolean } | null;
}): MessageEvidence {
  // An offer counts only as a GM wrote it (a player may post a card with any flags as themselves).
  const offer = readDropOffer(message);
  if (offer !== null)
    return {
      actorUuid: offer.actor,
      save: null,
      test: null,
      dropOffer: message.author?.isGM === true ? { turn: offer.turn } : null,
    };
  const save = readSaveResult(message);
  if (save !== null) {
    // What counts is the GM's prompt the card answers (its turn, its effects), never the card's own fields.
    const asked = promptedSave(save, game.messages?.get(save.prompt));
    if (asked === null) return { actorUuid: save.actor, save: null, test: null };
    const bearer = actorAt(save.actor);
    const effectPresent = bearer?.effects.has(save.effect) ?? false;
    // Failed or not by the bearer's own threshold and bonus as the GM's copy prepares them (R-AB-11), not
    // the card's word.
    const success = saveEnds(save.d10, saveThresholdOf(bearer), saveBonusOf(bearer));
    return { actorUuid: save.actor, save: { ...save, success, turn: asked.turn, effectPresent }, test: null };
  }
  const system = message.system;
  if (system instanceof TestModel)
    return { actorUuid: system.actor, save: null, test: { rerolled: system.rerolled } };
  const speaker = message.speaker.actor;
  return { actorUuid: speaker ? `Actor.${speaker}` : null, save: null, test: null };
}

export const foundryHeroTokenWorld: HeroTokenWorld = {
  tokens: () => readPool(),
  setTokens: (value) => writePool(value),
  ownsActor: (uuid, userId) => userOwns(actorAt(uuid), userId),
  hero(uuid) {
    const actor = heroAt(uuid);
    // With a party, only its members spend its tokens.
    if (actor === null || !spendsPartyTokens(actor)) return null;
    const s = actor.system;
    return {
      surges: num(s, "surges"),
      stamina: {
        value: num(s, "stamina.value"),
        max: num(s, "stamina.max"),
        temporary: num(s, "stamina.temporary"),
      },
      benefitTurn: readGmRecord().heroTokenTurns[uuid] ?? null,
    };
  },
  combatTurn() {
    const combat = game.combat;
    if (!(combat instanceof SteelCombat) || !combat.started) return null;
    const flow = combat.flow;
    const actors = (flow.turn?.actors ?? []).flatMap((id) => {
      const uuid = combat.combatants.get(id)?.actor?.uuid;
      return uuid ? [uuid] : [];
    });
    return { key: turnKey(combat.id, combat.round, flow), actors };
  },
  evidence(messageId) {
    const message = game.messages?.get(messageId);
    return message ? evidenceOf(message) : null;
  },
  async updateHero(uuid, changes) {
    const system: Record<string, unknown> = {};
    if (changes.surges !== undefined) system["surges"] = changes.surges;
    if (changes.staminaValue !== undefined) system["stamina"] = { value: changes.staminaValue };
    const turn = changes.benefitTurn;
    await Promise.all([
      Object.keys(system).length > 0 ? heroAt(uuid)?.update({ system }) : null,
      turn === undefined
        ? null
        : changeGmRecord((record) => ({
            next: { ...record, heroTokenTurns: { ...record.heroTokenTurns, [uuid]: turn } },
            result: undefined,
          })),
    ]);
  },
  async succeedSave(messageId) {
    const message = game.messages?.get(messageId);
    return message ? succeedSaveWithToken(message) : null;
  },
  ledger: foundryLedger,
  async rerollTest(messageId) {
    const message = game.messages?.get(messageId);
    return message ? rerollTestMessage(message) : null;
  },
};
