/**
 * Every request kind the GM query understands. Adding a kind is one entry here (plus its module):
 * its payload type and result type flow into `GmRequest` and `requestGm` automatically (through the global
 * `SteelboundGmKinds` of ./kinds-config.d.ts, since the client sits below the cards and these handlers above).
 */
import { applyResultsKind, type ApplyResultsWorld } from "./apply-results/request.ts";
import { heroTokenKind, type HeroTokenWorld } from "./hero-tokens/request.ts";
import { adjustHeroTokensKind } from "./hero-tokens/adjust.ts";
import { combatQueryKinds } from "./combat/requests.ts";
import { maliceSpendKind, type MaliceWorld } from "./malice/request.ts";
import { foundryMaliceWorld } from "./malice/foundry-world.ts";
import { maliceRefundKind, type MaliceRefundWorld } from "./malice/refund.ts";
import { foundryMaliceRefundWorld } from "./malice/refund-world.ts";
import { surgeSpendKind } from "./surge-spend.ts";
import { tierDowngradeKind } from "./tier-downgrade.ts";
import { targetTestKind } from "./target-test.ts";
import { testCallKind } from "./test-call.ts";
import { enricherApplyKind } from "./enricher-apply.ts";
import { reviewAbilityKind } from "./accepted-abilities/review.ts";
import type { Requester } from "../documents/gm-channel/query-kind.ts";
import { ownNumbersKind } from "./own-numbers/request.ts";
import { forcedMoveKind, UNAVAILABLE_BOARD, type ForcedMoveWorld } from "./forced-move/request.ts";
import { chatApplyKind, type ChatApplyWorld } from "./chat-apply/request.ts";
import { undoApplyKind, type UndoWorld } from "./chat-apply/undo.ts";
import { undoRecorder, type ObservingWorld } from "./chat-apply/undo-record.ts";
import { followerLinkKind } from "./followers/link.ts";
import { followerProjectKind } from "./followers/project.ts";
import { editEncounterKind } from "./encounter/edit.ts";
import { summonKind } from "./summon/request.ts";
import { hideDecisionKind, hideKind } from "./hiding/hide.ts";
import { searchKind } from "./hiding/search.ts";
import { mountKind } from "./mount/request.ts";
import { dismissSummonsKind } from "./summon/dismiss.ts";
import { takeFromStashKind } from "./party-stash/take.ts";
import { heroCompanionKind } from "./hero-companion/create.ts";

export interface GmDependencies {
  applyResults: ApplyResultsWorld;
  heroTokens: HeroTokenWorld;
  /** The Malice pool (defaults to the live world setting). */
  malice?: MaliceWorld;
  /** R-AB-6 Malice refunds (defaults to the live messages and setting). */
  maliceRefund?: MaliceRefundWorld;
  /** Optional so worlds that stand in only for other kinds need not build a board (it then finds nothing). */
  forcedMove?: ForcedMoveWorld;
  /** The requester of a request the Director reviewed; defaults to nobody (never re-run). */
  findUser?: (id: string) => Requester | null;
  /**
   * The chat card's right-click applies (absent: refused as not found), the GM's observation of
   * what each apply changed (absent: applies are not recorded for undo) and the undo's writes.
   */
  chatApply?: ChatApplyWorld;
  observing?: ObservingWorld;
  undo?: UndoWorld;
}

const NO_CHAT_APPLY: ChatApplyWorld = {
  findMessage: () => null,
  ownsActor: () => false,
  snapshot: () => null,
  makeEffect: () => ({}),
  writer: {
    updateActors: async () => Promise.resolve(),
    updateTokens: async () => Promise.resolve(),
    updateSquads: async () => Promise.resolve(),
    updateCombatants: async () => Promise.resolve(),
    updateMessage: async () => Promise.resolve(),
    createEffects: async () => Promise.resolve(),
    updateEffects: async () => Promise.resolve(),
  },
  ledger: {
    has: () => false,
    receipt: () => null,
    record: async () => Promise.resolve(),
    forget: async () => Promise.resolve(),
  },
  onActingScene: () => false,
  claims: () => ({ count: 0, unreached: null }),
  tokenName: () => "",
};

export function gmQueryKinds(deps: GmDependencies) {
  // Every apply (the card's buttons and its right-click menu) is recorded for undo in its own wave.
  const recorder = deps.observing ? undoRecorder(deps.observing) : undefined;
  const applyResults = applyResultsKind({ ...deps.applyResults, recorder });
  const chatApply = chatApplyKind({ ...(deps.chatApply ?? NO_CHAT_APPLY), recorder });
  return {
    applyResults,
    reviewAbility: reviewAbilityKind(applyResults, deps.findUser ?? (() => null), summonKind),
    spendHeroToken: heroTokenKind(deps.heroTokens),
    adjustHeroTokens: adjustHeroTokensKind,
    spendMalice: maliceSpendKind(deps.malice ?? foundryMaliceWorld),
    refundMalice: maliceRefundKind(deps.maliceRefund ?? foundryMaliceRefundWorld),
    forcedMove: forcedMoveKind(deps.forcedMove ?? UNAVAILABLE_BOARD),
    spendSurge: surgeSpendKind,
    downgradeTier: tierDowngradeKind,
    targetTest: targetTestKind,
    testCall: testCallKind,
    enricherApply: enricherApplyKind,
    ownNumbers: ownNumbersKind,
    ...combatQueryKinds,
    chatApply,
    undoApply: undoApplyKind(deps.undo ?? { restore: async () => Promise.resolve() }),
    followerLink: followerLinkKind,
    followerProject: followerProjectKind,
    editEncounter: editEncounterKind,
    summon: summonKind,
    hide: hideKind,
    hideDecision: hideDecisionKind,
    search: searchKind,
    mount: mountKind,
    dismissSummons: dismissSummonsKind,
    takeFromStash: takeFromStashKind,
    heroCompanion: heroCompanionKind,
  };
}

/** The table's type; src/queries/kinds-config.d.ts names it for requestGm (src/documents/gm-channel). */
export type GmQueryKinds = ReturnType<typeof gmQueryKinds>;
