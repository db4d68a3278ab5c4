/**
 * Steelbound entry point: registration only. Every hook here hands off to a module that owns the work.
 */
import "../styles/steelbound.scss";
import * as rules from "./rules/index.ts";
import { SYSTEM_ID } from "./constants.ts";
import {
  DOCUMENT_CLASSES,
  liftGuardsOnce,
  migrateWorld,
  recordPrepaidSurges,
  registerDataLayer,
} from "./config/index.ts";
import { registerCombat } from "./config/combat.ts";
import { registerSlots } from "./config/slots.ts";
import { registerSheets } from "./config/sheets.ts";
import { registerCanvas } from "./config/canvas.ts";
import { SquadManager } from "./applications/squad/squad-manager.ts";
import { registerRolls } from "./rolls/register.ts";
import { registerChat } from "./chat/register.ts";
import { registerGmQuery } from "./queries/register.ts";
import { registerAcceptedAbilities } from "./config/accepted-abilities.ts";
import { registerLedgerPruning } from "./config/ledger.ts";
import { registerDirectorTools } from "./applications/director/register.ts";
import { registerOfficialImport } from "./applications/official-import.ts";
import { registerHeroBuilder } from "./applications/hero-builder/register.ts";
import { registerForgeSteelImport } from "./config/forge-steel-import.ts";
import { registerContent } from "./config/content.ts";
import { registerChatContext } from "./config/chat-context.ts";
import { registerFloatingNumbers } from "./config/floating-numbers.ts";
import { HeroBuilder } from "./applications/hero-builder/hero-builder.ts";
import { EncounterBuilder } from "./applications/director/encounter-builder.ts";
import { MonsterBuilder } from "./applications/director/monster-builder.ts";
import { MontageTracker } from "./applications/director/montage-tracker.ts";
import { NegotiationTracker } from "./applications/director/negotiation-tracker.ts";
import { registerEnrichers } from "./applications/enrichers/register.ts";
import { rollTest, useItem } from "./applications/enrichers/actions.ts";

/** What macro authors and modules reach through `globalThis.steelbound`. */
export interface SteelboundApi {
  readonly id: typeof SYSTEM_ID;
  readonly version: string;
  /** The pure Draw Steel rules engine (no Foundry dependencies). */
  readonly rules: typeof rules;
  /** Steelbound's document classes (SteelActor, SteelItem, …) for macros and modules. */
  readonly documents: typeof DOCUMENT_CLASSES;
  /** Opens the minion squad manager (R-MN-1). */
  readonly openSquadManager: () => Promise<void>;
  /** Director tools (GM): encounter builder (R-EB-1…R-EB-4), montage (R-TS-6) and negotiation (R-NG-*). */
  readonly openEncounterBuilder: () => Promise<void>;
  /** The monster builder (GM; R-MO-5). */
  readonly openMonsterBuilder: () => Promise<void>;
  readonly openMontageTracker: () => Promise<void>;
  readonly openNegotiationTracker: () => Promise<void>;
  /**
   * Macro API (hotbar macros call these): use an item by uuid — an ability with its owner, or a free one
   * with the player's hero — or roll a characteristic test for the player's hero (controlled token, else
   * the assigned character). Both resolve to whether a chat card was posted.
   */
  readonly useItem: (uuid: string) => Promise<boolean>;
  readonly rollTest: (characteristic: string) => Promise<boolean>;
  /** The hero builder (anyone who may create actors; R-HERO-ADV). */
  readonly openHeroBuilder: () => Promise<void>;
}

declare global {
  var steelbound: SteelboundApi;
}

Hooks.once("init", () => {
  const version = game.system?.version ?? "dev";
  globalThis.steelbound = {
    id: SYSTEM_ID,
    version,
    rules,
    documents: DOCUMENT_CLASSES,
    openSquadManager: () => SquadManager.open(),
    openEncounterBuilder: () => EncounterBuilder.open(),
    openMonsterBuilder: () => MonsterBuilder.open(),
    openMontageTracker: () => MontageTracker.open(),
    openNegotiationTracker: () => NegotiationTracker.open(),
    useItem,
    rollTest,
    openHeroBuilder: () => HeroBuilder.open().then(() => undefined),
  };
  registerSlots();
  registerDataLayer();
  registerSheets();
  console.log(`${SYSTEM_ID} | Initializing Steelbound ${version} (Draw Steel for Foundry VTT)`);
  registerCombat();
  registerRolls();
  registerChat();
  registerGmQuery();
  registerAcceptedAbilities();
  registerLedgerPruning();
  registerDirectorTools();
  registerOfficialImport();
  registerCanvas();
  registerEnrichers();
  registerHeroBuilder();
  registerForgeSteelImport();
  registerContent();
  registerChatContext();
  registerFloatingNumbers();
});

Hooks.once("setup", () => {
  // Registration that depends on other packages' init (e.g. translations) goes here.
});

Hooks.once("ready", () => {
  void migrateWorld()
    .then(() => recordPrepaidSurges())
    .then(() => liftGuardsOnce());
});
