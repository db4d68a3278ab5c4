/**
 * Request kind `applyResults`: apply an ability card's damage, half damage or conditions to some of
 * its targets. The payload names only the message, the targets and the mode: every number is
 * recomputed by the GM from the ability item the message points to, the roll's dice (checked) and the
 * targets' current data (./authority.ts), so neither a forged payload nor a forged card injects damage.
 */
import type { QueryKind, Requester } from "../query-kind.ts";
import { QueryRefused } from "../query-kind.ts";
import { documentId, list, oneOf, worldUuid } from "../payload.ts";
import { commitBatch, type DocumentWriter } from "./commit.ts";
import { planApplyResults, type EffectFactory } from "./plan.ts";
import { surgeCost } from "./verify.ts";
import {
  APPLY_MODES,
  type AbilityUseView,
  type ApplyResultsPayload,
  type ApplySummary,
  type TargetSnapshot,
} from "./types.ts";

/** Most targets one card can carry (areas rarely exceed a few dozen creatures). */
export const MAX_TARGETS = 64;

export interface ApplyResultsWorld {
  findMessage(id: string): AbilityUseView | null;
  /** The user owns the actor (OWNER permission). */
  ownsActor(actorUuid: string, userId: string): boolean;
  snapshot(tokenUuid: string): TargetSnapshot | null;
  makeEffect: EffectFactory;
  writer: DocumentWriter;
}

export function applyResultsKind(world: ApplyResultsWorld): QueryKind<ApplyResultsPayload, ApplySummary[]> {
  return {
    parse(data) {
      return {
        messageId: documentId(data["messageId"], "messageId"),
        targets: list(data["targets"], MAX_TARGETS, (t) => worldUuid(t, "targets"), "targets"),
        mode: oneOf(data["mode"], APPLY_MODES, "mode"),
      };
    },

    authorize(payload, user: Requester) {
      const view = world.findMessage(payload.messageId);
      if (view === null) throw new QueryRefused("NotFound", "message");
      // The owner of the acting creature or a GM may apply its results (a card's author who does not own
      // the creature is refused when the card is read, ./authority.ts).
      const allowed = user.isGM || world.ownsActor(view.actorUuid, user.id);
      if (!allowed) throw new QueryRefused("Forbidden", "not the owner");
      // Only creatures the card targeted can be affected.
      const onCard = new Set(view.targets.map((t) => t.token));
      if (payload.targets.some((t) => !onCard.has(t)))
        throw new QueryRefused("Forbidden", "token not on card");
    },

    async handle(payload) {
      const view = world.findMessage(payload.messageId);
      if (view === null) throw new QueryRefused("NotFound", "message");
      const flag = payload.mode === "conditions" ? "conditions" : "damage";
      const targets = view.targets.flatMap((entry) => {
        // Each result lands once: a second click (or a second client) does not apply it again.
        if (!payload.targets.includes(entry.token) || entry.applied[flag]) return [];
        const snapshot = world.snapshot(entry.token);
        return snapshot === null ? [] : [{ entry, snapshot }];
      });
      if (targets.length === 0) return [];
      // R-AB-7: the surges asked for on the card are paid now, from the pool as the GM reads it.
      const cost = surgeCost(
        targets.map((t) => t.entry),
        payload.mode,
      );
      const pool = view.surgePool ?? null;
      if (cost > 0 && (pool === null || pool.surges < cost)) throw new QueryRefused("Refused", "surges");
      const { batch, summary } = planApplyResults({
        view,
        mode: payload.mode,
        targets,
        makeEffect: world.makeEffect,
        surgeDebit: cost > 0 && pool !== null ? { ref: pool.ref, surges: pool.surges - cost } : null,
      });
      await commitBatch(batch, world.writer);
      return summary;
    },
  };
}
