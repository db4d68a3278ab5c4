/**
 * Request kind `applyResults`: apply an ability card's damage, half damage or conditions to some of
 * its targets. The payload names only the message, the targets and the mode: every number is
 * recomputed by the GM from the message's own roll and the targets' current data, so a forged payload
 * cannot inject damage.
 */
import type { QueryKind, Requester } from "../query-kind.ts";
import { QueryRefused } from "../query-kind.ts";
import { documentId, list, oneOf, worldUuid } from "../payload.ts";
import { commitBatch, type DocumentWriter } from "./commit.ts";
import { planApplyResults, type EffectFactory } from "./plan.ts";
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
      // The card's author, the owner of the acting creature, or a GM may apply its results.
      const allowed = user.isGM || view.authorId === user.id || world.ownsActor(view.actorUuid, user.id);
      if (!allowed) throw new QueryRefused("Forbidden", "not the author or owner");
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
      const { batch, summary } = planApplyResults({
        view,
        mode: payload.mode,
        targets,
        makeEffect: world.makeEffect,
      });
      await commitBatch(batch, world.writer);
      return summary;
    },
  };
}
