/** Registers the combat world settings: Malice, hero tokens, Malice visibility, the initiative mode and squad pools' visibility. */
import { SYSTEM_ID } from "../../constants.ts";
import { HeroTokensModel } from "./hero-tokens.ts";
import { MaliceModel } from "./malice.ts";
import { SETTINGS } from "./keys.ts";
import { TABLE_SETTINGS } from "./definitions.ts";

/** `onMalice` also runs when the Malice pool itself changed (on every client, after `onChange`). */
export function registerCombatSettings(onChange: () => void, onMalice: () => void = () => undefined): void {
  const settings = game.settings;
  if (!settings) return;
  settings.register(SYSTEM_ID, SETTINGS.malice, {
    name: "STEELBOUND.Malice.Name",
    scope: "world",
    config: false,
    type: MaliceModel,
    // A model instance: DataModel#_initializeSource accepts one and reads its source.
    default: new MaliceModel(),
    onChange: () => {
      onChange();
      onMalice();
    },
  });
  settings.register(SYSTEM_ID, SETTINGS.heroTokens, {
    name: "STEELBOUND.HeroTokens.Name",
    scope: "world",
    config: false,
    type: HeroTokensModel,
    default: new HeroTokensModel(),
    onChange,
  });
  settings.register(SYSTEM_ID, SETTINGS.maliceVisible, { ...TABLE_SETTINGS.maliceVisible, onChange });
  settings.register(SYSTEM_ID, SETTINGS.initiativeMode, { ...TABLE_SETTINGS.initiativeMode, onChange });
  settings.register(SYSTEM_ID, SETTINGS.squadPoolsVisible, { ...TABLE_SETTINGS.squadPoolsVisible, onChange });
  // Trust item 2: the id of the party actor in play, the Director's choice ("" or a deleted actor:
  // no party). Only the GM writes it (SETTINGS_MODIFY), from the party sheet.
  settings.register(SYSTEM_ID, SETTINGS.activeParty, {
    name: "STEELBOUND.Party.Active",
    scope: "world",
    config: false,
    type: String,
    default: "",
    onChange,
  });
  settings.register(SYSTEM_ID, SETTINGS.handEdgesNeedDirector, {
    ...TABLE_SETTINGS.handEdgesNeedDirector,
    onChange,
  });
  settings.register(SYSTEM_ID, SETTINGS.wealthStretch, { ...TABLE_SETTINGS.wealthStretch, onChange });
}
