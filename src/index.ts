/**
 * Steelbound entry point: registration only. Every hook here hands off to a module that owns the work.
 */
import "../styles/steelbound.scss";
import * as rules from "./rules/index.ts";
import { SYSTEM_ID } from "./constants.ts";
import { DOCUMENT_CLASSES, registerAtInit, workOnReady } from "./config/index.ts";
import {
  openCompendiumBrowser,
  openEncounterBuilder,
  openHeroBuilder,
  openMonsterBuilder,
  openMontageTracker,
  openNegotiationTracker,
  openSquadManager,
} from "./applications/windows.ts";
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
  /** The compendium browser (anyone; each user sees the packs they may see), on a tab when given. */
  readonly openCompendiumBrowser: (tab?: "monsters" | "abilities" | "items" | "other") => Promise<void>;
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
    openSquadManager,
    openEncounterBuilder,
    openMonsterBuilder,
    openMontageTracker,
    openNegotiationTracker,
    useItem,
    rollTest,
    openHeroBuilder: () => openHeroBuilder().then(() => undefined),
    openCompendiumBrowser: (tab) => openCompendiumBrowser(tab).then(() => undefined),
  };
  console.log(`${SYSTEM_ID} | Initializing Steelbound ${version} (Draw Steel for Foundry VTT)`);
  registerAtInit();
});

Hooks.once("setup", () => {
  // Registration that depends on other packages' init (e.g. translations) goes here.
});

Hooks.once("ready", () => {
  workOnReady();
});
