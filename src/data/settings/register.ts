/** Registers the combat world settings: Malice, hero tokens, Malice visibility, the initiative mode and squad pools' visibility. */
import { SYSTEM_ID } from "../../constants.ts";
import { HeroTokensModel } from "./hero-tokens.ts";
import { MaliceModel } from "./malice.ts";
import { SETTINGS } from "./keys.ts";

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
  // R-ML-5: the Director decides whether players see the pool.
  settings.register(SYSTEM_ID, SETTINGS.maliceVisible, {
    name: "STEELBOUND.Settings.MaliceVisible.Name",
    hint: "STEELBOUND.Settings.MaliceVisible.Hint",
    scope: "world",
    config: false,
    type: Boolean,
    default: true,
    onChange,
  });
  // R-CB-6: optional alternative order.
  settings.register(SYSTEM_ID, SETTINGS.initiativeMode, {
    name: "STEELBOUND.Settings.InitiativeMode.Name",
    hint: "STEELBOUND.Settings.InitiativeMode.Hint",
    scope: "world",
    config: false,
    type: String,
    choices: {
      alternating: "STEELBOUND.Settings.InitiativeMode.Alternating",
      agility: "STEELBOUND.Settings.InitiativeMode.Agility",
    },
    default: "alternating",
    onChange,
  });
  // The Director decides whether players see squads' stamina pools in the tracker; a squad's
  // member count shows either way.
  settings.register(SYSTEM_ID, SETTINGS.squadPoolsVisible, {
    name: "STEELBOUND.Settings.SquadPoolsVisible.Name",
    hint: "STEELBOUND.Settings.SquadPoolsVisible.Hint",
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
    onChange,
  });
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
  // R-PR-4: the Director grants situational edges; when on, an edge a player added by hand in the roll
  // dialog is not applied from the card (src/queries/claims/hand-edges.ts).
  settings.register(SYSTEM_ID, SETTINGS.handEdgesNeedDirector, {
    name: "STEELBOUND.Settings.HandEdgesNeedDirector.Name",
    hint: "STEELBOUND.Settings.HandEdgesNeedDirector.Hint",
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
    onChange,
  });
  // Seed 004 §富を失う (optional rule): the Director lets a hero buy one wealth score above their own, after
  // which their wealth drops by 1 (src/flows/purchase.ts, rules canPurchase).
  settings.register(SYSTEM_ID, SETTINGS.wealthStretch, {
    name: "STEELBOUND.Settings.WealthStretch.Name",
    hint: "STEELBOUND.Settings.WealthStretch.Hint",
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
    onChange,
  });
}
