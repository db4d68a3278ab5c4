/**
 * The windows a table opens rarely — the Director's tools, the hero builder, the squad manager, the Content
 * window — loaded on first use. Each `import()` becomes its own chunk beside steelbound.mjs (Vite/rolldown
 * code-splitting of the ES library build), so the code every client loads when the world starts holds only
 * what every session needs; a chunk is fetched once, the first time its window opens, and then cached by the
 * module loader. The importers split their heavy half the same way (official-import.ts, forge-steel-import.ts),
 * and so do the sheets: a sheet class is registered at init, the code behind its parts and buttons loads with
 * its first render (loadItemSheetBody, loadActorSheetBody). src/config loads the GM's ready work and the
 * welcome card the same way.
 */
import type { HeroBuilder } from "./hero-builder/hero-builder.ts";
import type { ContentWindow } from "./content/content-window.ts";
import type { CompendiumBrowser } from "./browser/compendium-browser.ts";
import type { BrowserTab } from "./browser/entries.ts";
import type { LevelUpDialog } from "./hero-builder/level-up.ts";
import type { ModifyMode } from "./dialogs/modify-damage.ts";
import type { Slots } from "../documents/slots.ts";

import { track } from "../documents/lazy-load.ts";

// Kept here too: the simulation, macros and src/config wait for windows through this module.
export { loadsInFlight, track, windowsLoaded } from "../documents/lazy-load.ts";

export const openEncounterBuilder = (): Promise<void> =>
  track(import("./director/encounter-builder.ts")).then(({ EncounterBuilder }) => EncounterBuilder.open());

export const openMonsterBuilder = (): Promise<void> =>
  track(import("./director/monster-builder.ts")).then(({ MonsterBuilder }) => MonsterBuilder.open());

export const openMontageTracker = (): Promise<void> =>
  track(import("./director/montage-tracker.ts")).then(({ MontageTracker }) => MontageTracker.open());

export const openNegotiationTracker = (): Promise<void> =>
  track(import("./director/negotiation-tracker.ts")).then(({ NegotiationTracker }) =>
    NegotiationTracker.open(),
  );

export const openSquadManager = (): Promise<void> =>
  track(import("./squad/squad-manager.ts")).then(({ SquadManager }) => SquadManager.open());

/** The hero builder, for a new hero or to finish `target` (an empty hero's sheet sends it here). */
export const openHeroBuilder = (target: Actor.Implementation | null = null): Promise<HeroBuilder> =>
  track(import("./hero-builder/hero-builder.ts")).then(({ HeroBuilder }) => HeroBuilder.open(target));

export const openContentWindow = (): Promise<ContentWindow | null> =>
  track(import("./content/content-window.ts")).then(({ ContentWindow }) => ContentWindow.open());

/** The compendium browser (every pack this user may see), on `tab` when given. */
export const openCompendiumBrowser = (tab?: BrowserTab): Promise<CompendiumBrowser> =>
  track(import("./browser/compendium-browser.ts")).then(({ CompendiumBrowser }) =>
    CompendiumBrowser.open(tab),
  );

/** The item sheet's heavy half (its parts' context and buttons), loaded by the first item sheet's render. */
export const loadItemSheetBody = () => track(import("./sheets/item-sheet-body.ts"));

/** R-HERO-ADV: the level-up window of `actor` for `level` (the hero sheet's Level up / Choose advances). */
export const openLevelUp = (actor: Actor.Implementation, level: number): Promise<LevelUpDialog> =>
  track(import("./hero-builder/level-up.ts")).then(({ LevelUpDialog }) => LevelUpDialog.open(actor, level));

/** The Director calls for a test (the test button among the Director's tools). */
export const openTestCall = (): Promise<string | null> =>
  track(import("./director/test-call-dialog.ts")).then(({ callForTest }) => callForTest());

/** The stat block or ability card an `@Embed` shows, loaded with the first embed (enrichers/embeds.ts). */
export const loadEmbedContent = () => track(import("./enrichers/embed-content.ts"));

/** What an open actor sheet needs (actor-sheet-body.ts: its context, effects and drops), loaded by its first render. */
export const loadActorSheetBody = () => track(import("./sheets/actor-sheet-body.ts"));

/**
 * The work behind a click that this stop's features added, loaded with its first use: the sheet header's
 * "Update from compendium" (its flow and confirmation dialog), the chat menu's modify-damage prompt and the
 * Director's dialogs that the documents open through slots (a condition's duration and source, victories,
 * fallen minions).
 */
export const updateFromCompendiumLazily = (
  doc: Actor.Implementation | Item.Implementation,
): Promise<boolean> =>
  track(
    Promise.all([import("../flows/update-from-compendium.ts"), import("./dialogs/compendium-update.ts")]),
  ).then(([{ updateFromCompendium }, { confirmCompendiumUpdate }]) =>
    updateFromCompendium(doc, confirmCompendiumUpdate),
  );

export const promptModifyDamage = (): Promise<{ adjust: number; mode: ModifyMode } | null> =>
  track(import("./dialogs/modify-damage.ts")).then((m) => m.promptModifyDamage());

export const promptConditionDuration: Slots["conditionDuration"] = (actor, statusId) =>
  track(import("./dialogs/condition-duration.ts")).then((m) => m.promptConditionDuration(actor, statusId));

export const promptVictories: Slots["victoriesDialog"] = (combat) =>
  track(import("./combat/victories-dialog.ts")).then((m) => m.promptVictories(combat));

export const promptFallenMinions: Slots["fallenMinionsDialog"] = (request) =>
  track(import("./squad/fallen-minions-dialog.ts")).then((m) => m.promptFallenMinions(request));

/**
 * Shows the ability bar for the one token this user controls, or closes it (./hud/ability-bar.ts); loaded
 * the first time a token is controlled.
 */
export const syncAbilityBar = (): Promise<void> =>
  track(import("./hud/ability-bar.ts")).then(({ AbilityBar }) => AbilityBar.sync());
