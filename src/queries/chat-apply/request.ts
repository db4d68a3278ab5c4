/**
 * Request kind `chatApply`: the chat card's right-click menu applies its damage, half damage
 * or healing to the requester's targeted or selected tokens — also tokens the card never targeted (a roll
 * made without targets is applied this way). The payload names only the card, the tokens, the mode and,
 * from the Director alone, a modifier typed in the GM's own dialog; every amount is the GM's reading of
 * the card (the verified roll, the accepted ability: ../apply-results/authority.ts).
 * Who may ask (decided here): the Director anything; the owner of the acting creature only damage or half
 * damage, only to tokens on its scene, within the ability's target count, and only tokens the ability
 * reaches from the acting creature (R-AB-2 range and line of effect) or, for an area, inside its placed
 * template (R-MN-5) — the same claims the GM checks on a targeted card. Healing and modifiers are the
 * Director's, healing only from a rolled ability. Cards: a rolled ability; a target-test ability (only the
 * targets whose test the GM recorded, each at its own tier); a free strike (the monster's free strike as
 * the GM reads it, ../apply-results/free-strike-view.ts; a player adds no token to it). Each token takes a
 * card's damage once, shared with the card's own buttons (../ledger.ts).
 */
import type { QueryKind, Requester } from "../../documents/gm-channel/query-kind.ts";
import { QueryRefused } from "../../documents/gm-channel/query-kind.ts";
import { documentId, integer, list, oneOf, worldUuid } from "../../documents/gm-channel/payload.ts";
import { ledgerKey } from "../ledger.ts";
import { planApplyResults } from "../apply-results/plan.ts";
import { surgeCost } from "../apply-results/verify.ts";
import {
  commitMarked,
  healKeys,
  MAX_TARGETS,
  mayHealUser,
  type ApplyResultsWorld,
} from "../apply-results/request.ts";
import { MAX_CARD_TARGETS, plainTarget } from "../../chat/ability-use-data.ts";
import { canTargetHidden, targetsAllowed } from "../../rules/index.ts";
import { checkTemplateFree, claimTemplate, type Unreached } from "../claims/card-claims.ts";
import type { AbilityUseView, ApplySummary } from "../../documents/gm-channel/apply-results-types.ts";
import { CHAT_APPLY_MODES, healingPlan, type ChatApplyMode } from "./plan.ts";

/** The largest change the Director may type (a number no ability reaches). */
export const MAX_ADJUST = 999;

export interface ChatApplyPayload {
  messageId: string;
  tokens: string[];
  mode: ChatApplyMode;
  /** The Director's modifier, added to each amount (0 for none). */
  adjust: number;
}

export interface ChatApplyWorld extends ApplyResultsWorld {
  /** The ability's target count (0: no number) and the first token it does not reach, as the GM measures. */
  claims(
    view: AbilityUseView,
    tokens: readonly string[],
  ): {
    count: number;
    unreached: Unreached | null;
    /** R-CN-11: the first token hidden from the acting creature (a GM's hidden status, the other side), or null. */
    hidden?: string | null;
  };
  tokenName(tokenUuid: string): string;
}

function authorizePlayer(
  world: ChatApplyWorld,
  view: AbilityUseView,
  payload: ChatApplyPayload,
  user: Requester,
) {
  if (payload.mode === "healing" || payload.adjust !== 0)
    throw new QueryRefused("Forbidden", "the Director's");
  if (!world.ownsActor(view.actorUuid, user.id)) throw new QueryRefused("Forbidden", "not the owner");
  if (payload.tokens.some((t) => !world.onActingScene(view.actorUuid, t)))
    throw new QueryRefused("Forbidden", "token on another scene");
  const onCard = new Set(view.targets.map((t) => t.token));
  const added = payload.tokens.filter((t) => !onCard.has(t));
  if (added.length === 0) return;
  if (view.abilityUuid === "") throw new QueryRefused("Forbidden", "a free strike has its targets");
  const { count, unreached, hidden = null } = world.claims(view, added);
  if (!targetsAllowed(count, onCard.size + added.length))
    throw new QueryRefused("TooManyTargets", String(count));
  // R-CN-11: a creature hidden from the user is targeted only by an Area ability (the GM's reading of its keywords).
  if (hidden !== null && !canTargetHidden(view.keywords)) throw new QueryRefused("TargetHidden", hidden);
  if (view.area) {
    if (!view.areaTokens) throw new QueryRefused("NoTemplate", "no template");
    if (added.some((t) => !view.areaTokens?.has(t))) throw new QueryRefused("OutOfReach", "outside the area");
  } else if (unreached !== null)
    throw new QueryRefused(
      unreached.why === "lineOfEffect" ? "NoLineOfEffect" : "OutOfReach",
      unreached.name,
    );
}

export function chatApplyKind(world: ChatApplyWorld): QueryKind<ChatApplyPayload, ApplySummary[]> {
  return {
    parse(data) {
      return {
        messageId: documentId(data["messageId"], "messageId"),
        tokens: list(data["tokens"], MAX_TARGETS, (t) => worldUuid(t, "tokens"), "tokens"),
        mode: oneOf(data["mode"], CHAT_APPLY_MODES, "mode"),
        adjust: data["adjust"] === undefined ? 0 : integer(data["adjust"], -MAX_ADJUST, MAX_ADJUST, "adjust"),
      };
    },

    authorize(payload, user) {
      const view = world.findMessage(payload.messageId);
      if (view === null) throw new QueryRefused("NotFound", "message");
      // A free strike (no ability) or a target's own test is damage only (./plan.ts healsNothing).
      if (payload.mode === "healing" && (view.targetTest === true || view.abilityUuid === ""))
        throw new QueryRefused("Forbidden", "this card never heals");
      // A target that has not made its own test has no tier yet (../target-test.ts).
      if (view.targetTest === true) {
        const tested = new Set(view.targets.flatMap((t) => (t.test ? [t.token] : [])));
        if (payload.tokens.some((t) => !tested.has(t))) throw new QueryRefused("NotTested", "no test");
      }
      if (!user.isGM) authorizePlayer(world, view, payload, user);
    },

    async handle(payload, user) {
      const view = world.findMessage(payload.messageId);
      if (view === null) throw new QueryRefused("NotFound", "message");
      const part = payload.mode === "healing" ? "healing" : "damage";
      const keyOf = (token: string) => ledgerKey(view.id, part, token);
      const fresh = payload.tokens.filter((token) => !world.ledger.has(keyOf(token)));
      if (fresh.length === 0) throw new QueryRefused("AlreadyApplied", `${view.id} ${part}`);
      // One use, one template (R-MN-5): a card whose template another card used is refused here too.
      if (view.area && !user.isGM) checkTemplateFree(view.id);
      const mode = payload.mode === "healing" ? "damage" : payload.mode;
      if (world.review && (await world.review(view, { messageId: view.id, targets: fresh, mode }, user)))
        throw new QueryRefused("AwaitingDirector", view.abilityUuid);
      const onCard = new Map(view.targets.map((t) => [t.token, t]));
      const entries = fresh.map((t) => onCard.get(t) ?? plainTarget(t, world.tokenName(t)));
      const targets = entries.flatMap((entry) => {
        const snapshot = world.snapshot(entry.token);
        return snapshot === null ? [] : [{ entry, snapshot }];
      });
      if (targets.length === 0) return [];
      // Damage dealt later adds the tokens to the card's rows, marked applied (healing leaves the card as it is).
      const rows = [
        ...view.targets,
        ...(part === "damage" ? entries.filter((e) => !onCard.has(e.token)) : []),
      ];
      if (rows.length > MAX_CARD_TARGETS) throw new QueryRefused("TooManyTargets", String(rows.length));
      const { batch, summary, written, userHealed } =
        payload.mode === "healing"
          ? { ...healed(healingPlan(view, targets, payload.adjust, rows)), userHealed: 0 }
          : cardPlan(world, { ...view, targets: rows }, payload.mode, targets, payload.adjust);
      // Keys only for the targets something was written to (a row paying surges included).
      const added = targets
        .filter(
          ({ entry }) =>
            written.has(entry.token) ||
            (payload.mode !== "healing" &&
              !world.ledger.has(ledgerKey(view.id, "surgesPrepaid", entry.token)) &&
              surgeCost([entry], payload.mode) > 0),
        )
        .map(({ entry }) => keyOf(entry.token));
      // Seed 004: the user's healing from the damage, once a card (../apply-results/user-heal.ts).
      if (userHealed > 0) added.push(...healKeys(view));
      await commitMarked(world, batch, added, view.id, user);
      // The first card applied with an area template owns it, whichever path applied it.
      if (view.area) await claimTemplate(view.id);
      return summary;
    },
  };
}

/** A healing plan with the targets it heals (a row healing nothing writes nothing to keep). */
function healed(plan: ReturnType<typeof healingPlan>) {
  return { ...plan, written: new Set(plan.summary.filter((s) => s.damage !== 0).map((s) => s.token)) };
}

/** The card's own damage (squads, death, surges asked for on its rows: R-AB-7, paid now). */
function cardPlan(
  world: ChatApplyWorld,
  view: AbilityUseView,
  mode: "damage" | "half",
  targets: Parameters<typeof planApplyResults>[0]["targets"],
  adjust: number,
) {
  const unpaid = targets
    .map((t) => t.entry)
    .filter((entry) => !world.ledger.has(ledgerKey(view.id, "surgesPrepaid", entry.token)));
  const cost = surgeCost(unpaid, mode);
  const pool = view.surgePool ?? null;
  if (cost > 0 && (pool === null || pool.surges < cost)) throw new QueryRefused("Refused", "surges");
  return planApplyResults({
    view,
    mode,
    targets,
    makeEffect: world.makeEffect,
    ...(world.staminaStatuses ? { staminaStatuses: world.staminaStatuses } : {}),
    surgeDebit: cost > 0 && pool !== null ? { ref: pool.ref, surges: pool.surges - cost } : null,
    adjust,
    healUser: mayHealUser(world.ledger, view),
  });
}
