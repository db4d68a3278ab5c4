/**
 * The live side of `spendHeroToken`: the party pool is the world setting `steelbound.heroTokens`
 * (`{ value }`, docs/DATA.md), registered by the combat layer; the hero is read and written by path.
 */
import { SYSTEM_ID } from "../../constants.ts";
import type { HeroTokenWorld } from "./request.ts";

/** The settings API as used here; the setting's type is declared where it is registered. */
interface HeroTokenSettings {
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}
// game.settings is typed per registered key; this key is registered by the combat layer.
const settings = () => game.settings as unknown as HeroTokenSettings;

function num(source: unknown, path: string): number {
  const value: unknown = foundry.utils.getProperty(source as object, path);
  return typeof value === "number" ? value : 0;
}

function actorAt(uuid: string) {
  const actor = fromUuidSync(uuid);
  return actor instanceof Actor ? actor : null;
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
    const actor = actorAt(uuid);
    if (actor === null) return null;
    const s = actor.system;
    return {
      surges: num(s, "surges"),
      stamina: {
        value: num(s, "stamina.value"),
        max: num(s, "stamina.max"),
        temporary: num(s, "stamina.temporary"),
      },
    };
  },
  async updateHero(uuid, changes) {
    const system: Record<string, unknown> = {};
    if (changes.surges !== undefined) system["surges"] = changes.surges;
    if (changes.staminaValue !== undefined) system["stamina"] = { value: changes.staminaValue };
    return actorAt(uuid)?.update({ system });
  },
};
