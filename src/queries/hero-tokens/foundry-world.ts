/**
 * The live side of `spendHeroToken`: the party pool is the world setting `steelbound.heroTokens`
 * (`{ value }`, docs/DATA.md), registered by the combat layer; the hero is read and written by path;
 * the evidence is the chat message the request names, read from its stored data (never from the page).
 */
import { SYSTEM_ID } from "../../constants.ts";
import { SteelCombat } from "../../documents/combat.ts";
import { turnKey } from "../../documents/combat/turn-key.ts";
import { readSaveResult, succeedSaveWithToken } from "../../chat/save-card.ts";
import { rerollTestMessage } from "../../chat/test-reroll.ts";
import { foundryLedger } from "../ledger.ts";
import { TestModel } from "../../chat/test-model.ts";
import type { HeroTokenWorld, MessageEvidence } from "./request.ts";

/** The settings API as used here; the setting's type is declared where it is registered. */
interface HeroTokenSettings {
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}
// game.settings is typed per registered key; this key is registered by the combat layer.
const settings = () => game.settings as unknown as HeroTokenSettings;

/** docs/DATA.md: the turn key of the hero's last hero token benefit. */
export const BENEFIT_FLAG = "heroTokenTurn";

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
}): MessageEvidence {
  const save = readSaveResult(message);
  if (save !== null) {
    const effectPresent = actorAt(save.actor)?.effects.has(save.effect) ?? false;
    return { actorUuid: save.actor, save: { ...save, effectPresent }, test: null };
  }
  const system = message.system;
  if (system instanceof TestModel)
    return { actorUuid: system.actor, save: null, test: { rerolled: system.rerolled } };
  const speaker = message.speaker.actor;
  return { actorUuid: speaker ? `Actor.${speaker}` : null, save: null, test: null };
}

export const foundryHeroTokenWorld: HeroTokenWorld = {
  tokens: () => num(settings().get(SYSTEM_ID, "heroTokens"), "value"),
  setTokens: (value) => settings().set(SYSTEM_ID, "heroTokens", { value }),
  ownsActor(uuid, userId) {
    const ownership: Record<string, number | undefined> | undefined = actorAt(uuid)?.ownership;
    if (!ownership) return false;
    return (ownership[userId] ?? ownership["default"] ?? 0) >= CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
  },
  hero(uuid) {
    const actor = heroAt(uuid);
    if (actor === null) return null;
    const s = actor.system;
    const benefit: unknown = foundry.utils.getProperty(actor.flags, `${SYSTEM_ID}.${BENEFIT_FLAG}`);
    return {
      surges: num(s, "surges"),
      stamina: {
        value: num(s, "stamina.value"),
        max: num(s, "stamina.max"),
        temporary: num(s, "stamina.temporary"),
      },
      benefitTurn: typeof benefit === "string" ? benefit : null,
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
    const flags =
      changes.benefitTurn === undefined
        ? {}
        : { flags: { [SYSTEM_ID]: { [BENEFIT_FLAG]: changes.benefitTurn } } };
    // Actor flags are not declared in FlagConfig (several modules write their own); one write either way.
    return heroAt(uuid)?.update({ system, ...flags } as Actor.UpdateData);
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
