/**
 * Every registration of Steelbound, in the order it runs at init: CONFIG assignments, document and sheet
 * classes, settings and each Foundry hook we listen to (one file per concern in this folder). src/index.ts
 * calls `registerAtInit` from its "init" hook and `workOnReady` from "ready"; nothing outside src/config
 * and src/index.ts calls `Hooks.on` (a window that listens while open uses documents/hook-subscriptions.ts).
 */
import { registerMounts } from "./mounts.ts";
import { registerDamagingTerrainDamage } from "./damaging-terrain.ts";
import { registerDataLayer } from "./data-layer.ts";
import { seeMalice } from "../documents/combat/malice.ts";
import { announce, HOOKS } from "../documents/api-hooks.ts";
import type { SteelboundApi } from "./api.ts";
import { registerSlots } from "./slots.ts";
import { registerSheets } from "./sheets.ts";
import { registerCombat } from "./combat.ts";
import { registerPartyHooks } from "./party.ts";
import { registerFollowerHooks } from "./followers.ts";
import { registerGrantedNumbers } from "./granted-numbers.ts";
import { registerRolls } from "./rolls.ts";
import { registerChat } from "./chat.ts";
import { registerGmQuery } from "./queries.ts";
import { registerAcceptedAbilities } from "./accepted-abilities.ts";
import { registerLedgerPruning } from "./ledger.ts";
import { registerDirectorTools } from "./director-tools.ts";
import { registerOfficialImport } from "./official-import.ts";
import { registerCanvas } from "./canvas.ts";
import { registerEnrichers } from "./enrichers.ts";
import { registerHeroBuilder } from "./hero-builder.ts";
import { registerForgeSteelImport } from "./forge-steel-import.ts";
import { registerContent } from "./content.ts";
import { registerDiceSoNice } from "./dice-so-nice.ts";
import { registerAuras } from "./auras.ts";
import { registerChatContext } from "./chat-context.ts";
import { registerFloatingNumbers } from "./floating-numbers.ts";
import { registerHeroDrop } from "./hero-drop.ts";
import { registerAbilityBar } from "./ability-bar.ts";
import { registerWallMaterial } from "./wall-material.ts";
import { registerPlayersPools } from "./players-pools.ts";
import { registerSettingsMenu } from "./settings-menu.ts";
import { track } from "../applications/windows.ts";

/** Everything registered at init, in order (the slots first: later registrations may call through them). */
export function registerAtInit(): void {
  registerSlots();
  registerDataLayer();
  registerSheets();
  registerCombat();
  registerPartyHooks();
  registerFollowerHooks();
  registerGrantedNumbers();
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
  registerDiceSoNice();
  registerAuras();
  registerMounts();
  registerDamagingTerrainDamage();
  registerChatContext();
  registerFloatingNumbers();
  registerHeroDrop();
  registerAbilityBar();
  registerWallMaterial();
  registerPlayersPools();
  registerSettingsMenu();
}

/**
 * ready: the active GM's world migration, then the one-time passes that read migrated data (ready-work.ts,
 * loaded only by the active GM: on every other client each step does nothing).
 */
/**
 * "ready": the active GM's migration and repairs (loaded on first use), then `steelbound.ready` on every
 * client once the API's rules engine is in (docs/API.md).
 */
export function workOnReady(api: SteelboundApi): void {
  seeMalice();
  if (game.user?.isActiveGM === true)
    void track(import("./ready-work.ts")).then(({ migrateAndRepair }) => migrateAndRepair());
  // docs/API.md: the system's own ready work is registered; add-ons may call the whole API from here on.
  void api.loadRules().then(
    () => {
      announce(HOOKS.ready, api);
    },
    (error: unknown) => {
      console.error("steelbound | the rules engine did not load", error);
      announce(HOOKS.ready, api);
    },
  );
}

export { DOCUMENT_CLASSES } from "./documents.ts";
export { registerDataLayer };
