/**
 * The public API an add-on or macro reaches as `game.system.api` (and `globalThis.steelbound`), documented in
 * docs/API.md. Every call acts as the local user, through the same paths as the sheets and cards: a
 * player's apply is still a request the GM judges, a Director's tool still opens for the GM only.
 */
import type * as RulesApi from "../rules/public-api.ts";
import { SYSTEM_ID } from "../constants.ts";
import { DOCUMENT_CLASSES } from "./documents.ts";
import {
  openCompendiumBrowser,
  openEncounterBuilder,
  openHeroBuilder,
  openMonsterBuilder,
  openMontageTracker,
  openNegotiationTracker,
  openSquadManager,
} from "../applications/windows.ts";
import { rollTest, useItem } from "../applications/enrichers/actions.ts";
import { DIRECTOR_TOOL_BUTTONS } from "../applications/director/tool-buttons.ts";
import { APPLY_MODES, type ApplyMode } from "../documents/gm-channel/apply-results-types.ts";
import { HOOKS } from "../documents/api-hooks.ts";
import { track } from "../applications/windows.ts";
import { registerCondition } from "./data-layer.ts";
import type { ConditionEntry } from "../rules/index.ts";

/** The Director's tools by name (the buttons of the Actors directory). */
export type DirectorToolName = (typeof DIRECTOR_TOOL_BUTTONS)[number]["tool"];

/** What macro authors and modules reach through `game.system.api` and `globalThis.steelbound`. */
export interface SteelboundApi {
  readonly id: typeof SYSTEM_ID;
  readonly version: string;
  /** The public hooks' names (docs/API.md), e.g. `Hooks.on(api.hooks.useAbility, …)`. */
  readonly hooks: typeof HOOKS;
  /**
   * The pure Draw Steel rules engine (no Foundry dependencies). It loads on first use, beside the start
   * bundle: the system asks for it at "ready" and fires `steelbound.ready` once it is in, so it is there
   * for macros and for add-ons from `steelbound.ready` on; earlier, `await loadRules()` first.
   */
  readonly rules: typeof RulesApi;
  /** Loads the rules engine (once) and resolves to it; `rules` answers it from then on. */
  readonly loadRules: () => Promise<typeof RulesApi>;
  /** Steelbound's document classes (SteelActor, SteelItem, …) for macros and modules. */
  readonly documents: typeof DOCUMENT_CLASSES;
  /**
   * Opens one of the Director's tools: "encounter", "monster", "negotiation" and "test" are the GM's
   * (false for anyone else), "montage" opens for everyone (read-only for players). Resolves to whether it opened.
   */
  readonly openDirectorTool: (tool: DirectorToolName) => Promise<boolean>;
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
  /** The same as useItem: an ability's use, its power roll and card, as its Use button does. */
  readonly useAbility: (uuid: string) => Promise<boolean>;
  readonly rollTest: (characteristic: string) => Promise<boolean>;
  /**
   * Asks the GM to apply an ability card's results, as its Apply buttons do: `mode` "damage" (default),
   * "half" or "conditions"; `targets` the card's target token uuids (default: every row not applied yet).
   * Resolves to true once the GM applied it, false when there was nothing to ask, it was withdrawn
   * (`steelbound.preApplyResults`) or the GM refused (the user is told why).
   */
  readonly applyResults: (
    messageId: string,
    options?: { mode?: ApplyMode; targets?: readonly string[] },
  ) => Promise<boolean>;
  /** The hero builder (anyone who may create actors; R-HERO-ADV). */
  readonly openHeroBuilder: () => Promise<void>;
  /**
   * Adds a condition: one entry (its rule, icon, whether abilities impose it, its speed cap, its plain edges
   * and banes) from which its status effect, token HUD entry, tooltip and roll-dialog reasons follow; its
   * words are the `STEELBOUND.Condition.<id>` and `STEELBOUND.Rules.Condition.<id>` translations.
   */
  readonly registerCondition: (id: string, entry: ConditionEntry) => void;
  /** The compendium browser (anyone; each user sees the packs they may see), on a tab when given. */
  readonly openCompendiumBrowser: (tab?: "monsters" | "abilities" | "items" | "other") => Promise<void>;
}

async function openDirectorTool(tool: DirectorToolName): Promise<boolean> {
  const button = DIRECTOR_TOOL_BUTTONS.find((b) => b.tool === tool);
  if (!button || (button.gmOnly && game.user?.isGM !== true)) return false;
  await button.open();
  return true;
}

async function applyResults(
  messageId: string,
  { mode = "damage", targets }: { mode?: ApplyMode; targets?: readonly string[] } = {},
): Promise<boolean> {
  const found = game.messages?.get(messageId);
  if (!(found instanceof ChatMessage)) return false;
  // instanceof narrows to the generic ChatMessage; every message here is of the configured class.
  const message = found as unknown as ChatMessage.Implementation;
  // The card's apply path loads with the first call (as the card's own buttons load it).
  const [{ abilityUseDataOf }, { askToApply }] = await track(
    Promise.all([import("../chat/ability-use-message.ts"), import("../chat/ability-card-actions.ts")]),
  );
  const data = abilityUseDataOf(message);
  if (data === null || !APPLY_MODES.includes(mode)) return false;
  const part = mode === "conditions" ? "conditions" : "damage";
  const ready = (t: (typeof data.targets)[number]) => data.snapshot.roll !== "targetTest" || t.test != null;
  const chosen = data.targets
    .filter((t) => (targets ? targets.includes(t.token) : !t.applied[part] && ready(t)))
    .map((t) => t.token);
  if (chosen.length === 0) return false;
  return (await askToApply(message, chosen, mode)) !== null;
}

let rulesModule: typeof RulesApi | null = null;
let rulesLoad: Promise<typeof RulesApi> | null = null;

const loadRules = (): Promise<typeof RulesApi> =>
  (rulesLoad ??= track(import("../rules/public-api.ts")).then((m) => (rulesModule = m)));

/** The one API object, made at "init" (the system's version is known then). */
export function makeApi(version: string): SteelboundApi {
  return {
    id: SYSTEM_ID,
    version,
    hooks: HOOKS,
    get rules(): typeof RulesApi {
      if (rulesModule === null)
        throw new Error(
          "steelbound | the rules engine is not loaded yet: await steelbound.loadRules() first",
        );
      return rulesModule;
    },
    loadRules,
    documents: DOCUMENT_CLASSES,
    openDirectorTool,
    openSquadManager,
    openEncounterBuilder,
    openMonsterBuilder,
    openMontageTracker,
    openNegotiationTracker,
    useItem,
    useAbility: useItem,
    rollTest,
    applyResults,
    openHeroBuilder: () => openHeroBuilder().then(() => undefined),
    registerCondition,
    openCompendiumBrowser: (tab) => openCompendiumBrowser(tab).then(() => undefined),
  };
}
