/**
 * The live Foundry side of apply-results: reads messages, tokens, actors and squads, and writes the
 * batch with one call per collection. Runs only on the active GM (the router guarantees it).
 * Actor data is read by path (docs/DATA.md), so this layer does not depend on the data models' classes.
 */
import { authoritativeView } from "./authority.ts";
import { tokensInPlacedArea } from "../../canvas/area-template.ts";
import { firstUnreached } from "../../canvas/reach-board.ts";
import { flankedOnBoard } from "../../canvas/flanking-board.ts";
import { highGroundOnBoard } from "../../canvas/high-ground-board.ts";
import { climbedOrRiddenOnBoard } from "../../canvas/mount-board.ts";
import { hiddenFromOnBoard, targetHiddenOnBoard } from "../../canvas/hidden-board.ts";
import { gmWritten } from "../../documents/condition-origin.ts";
import { CONDITIONS } from "../../rules/index.ts";
import { readActorSize, readTargetSnapshot } from "../../documents/target-snapshot.ts";
import { userOwns } from "../../documents/ownership.ts";
import type { ApplyResultsWorld } from "./request.ts";
import type { DocumentWriter } from "./commit.ts";
import type {
  AbilityUseView,
  ConditionEffect,
  CreatureRef,
  StaminaStatusPlanner,
} from "../../documents/gm-channel/apply-results-types.ts";
import { statusEffectData, SYSTEM_FLAGS } from "../../documents/conditions.ts";
import { planStaminaStatuses } from "../../documents/stamina-statuses.ts";
import { deleteEffectsStillPresent } from "../../documents/effect-removal.ts";
import { staminaIntentOptions } from "../../documents/stamina-writes.ts";
import { effectChangesData, type PlainEffectChange } from "../../documents/generation.ts";
import type { StatusId } from "../../data/status-effects.ts";
import { foundryLedger } from "../ledger.ts";
import { holdForReview } from "../accepted-abilities/review.ts";
import { itemForCard, itemForPrice } from "../accepted-abilities/judge.ts";
import { announce, HOOKS } from "../../documents/api-hooks.ts";

/** The card as the GM believes it: numbers from the item and actor, not the card (./authority.ts). */
function findMessage(id: string): AbilityUseView | null {
  const message = game.messages?.get(id);
  return message
    ? authoritativeView(
        message,
        ownsActor,
        readActorSize,
        tokensInPlacedArea,
        (item) => itemForCard(item, id),
        firstUnreached,
        itemForPrice,
        flankedOnBoard,
        highGroundOnBoard,
        gmHiddenFrom,
        gmHiddenTarget,
        climbedOrRiddenOnBoard,
      )
    : null;
}

/** R-CN-11: hidden from the target by a hidden status a GM wrote (src/documents/condition-origin.ts gmWritten). */
function gmHiddenFrom(actorUuid: string, targetUuid: string): boolean {
  const actor = fromUuidSync(actorUuid);
  return actor instanceof Actor && hiddenFromOnBoard(actor, targetUuid, gmWritten);
}

/**
 * R-CN-11: the target's creature is hidden from the acting creature by a hidden status a GM wrote: the name of
 * its token as the GM reads it, or null.
 */
function gmHiddenTarget(actorUuid: string, targetUuid: string): string | null {
  if (!targetHiddenOnBoard(actorUuid, targetUuid, gmWritten)) return null;
  const token = fromUuidSync(targetUuid);
  return token instanceof TokenDocument ? token.name : targetUuid;
}

function ownsActor(actorUuid: string, userId: string): boolean {
  const actor = fromUuidSync(actorUuid);
  return actor instanceof Actor && userOwns(actor, userId);
}

const STATUS_IDS: readonly StatusId[] = CONDITIONS;
function isStatusId(value: string): value is StatusId {
  return (STATUS_IDS as readonly string[]).includes(value);
}

/**
 * An ActiveEffect for a condition, built like the data layer's (its `origin` is the imposing creature,
 * R-CN-3/4/8), with its Draw Steel duration in flags for the turn-end expiry (R-AB-11).
 */
function makeEffect(effect: ConditionEffect): object {
  const combat = game.combat;
  const custom = effect.custom;
  const base = custom
    ? customEffectData(effect, custom)
    : isStatusId(effect.condition)
      ? statusEffectData(effect.condition, {
          origin: effect.sourceActorUuid,
          overlay: effect.condition === "dead",
        })
      : {
          name: effect.condition,
          img: "icons/svg/aura.svg",
          statuses: [effect.condition],
          origin: effect.sourceActorUuid,
          flags: {},
        };
  return {
    ...base,
    _id: foundry.utils.randomID(),
    flags: {
      ...base.flags,
      [SYSTEM_FLAGS]: {
        ...(base.flags as Record<string, object>)[SYSTEM_FLAGS],
        duration: effect.duration,
        ability: effect.originUuid,
        appliedRound: combat?.round ?? null,
        ...(custom ? { customEffect: custom.name } : {}),
      },
    },
  };
}

/**
 * A custom effect (docs/DATA.md `customEffects`) as ActiveEffect data: no status, the author's text as its
 * description and the item's changes (v13 common/documents/active-effect.mjs BaseActiveEffect.defineSchema:
 * `name` may not be blank, `description` is HTML, `changes` are {key, value, mode}; client/documents/
 * active-effect.mjs ActiveEffect#apply then applies each change to the bearer while the effect is enabled).
 */
function customEffectData(effect: ConditionEffect, custom: NonNullable<ConditionEffect["custom"]>) {
  const ability = fromUuidSync(effect.originUuid);
  const fallback = ability instanceof Item ? ability.name : game.i18n?.localize("STEELBOUND.Effect.Custom");
  return {
    name: custom.name.trim() || fallback || "—",
    img: ability instanceof Item && ability.img ? ability.img : "icons/svg/aura.svg",
    // The description is a core HTMLField (cleaned by the server too); the author's text is plain, so escaped.
    description: custom.text ? `<p>${foundry.utils.escapeHTML(custom.text)}</p>` : "",
    changes: custom.changes.map(({ key, mode, value }) => ({ key, mode, value })),
    origin: effect.sourceActorUuid,
    flags: {},
  };
}

// `strict: true` throws on a document deleted meanwhile, which the router reports to the requester.
/** The update options saying which damage each actor's Stamina change deals (documents/stamina-writes.ts). */
function damageOptions(damage: Readonly<Record<string, number>>): Actor.Database.UpdateOperation {
  const intents = Object.fromEntries(
    Object.entries(damage).map(([id, amount]) => [id, { kind: "damage" as const, amount }]),
  );
  return staminaIntentOptions(intents);
}

const writer: DocumentWriter = {
  updateActors: (updates, damage = {}) => Actor.updateDocuments(updates, damageOptions(damage)),
  // One synthetic actor update per unlinked token, all at once (one round trip): see commit.ts.
  updateTokens: async (sceneId, updates, damage = {}) => {
    const scene = game.scenes?.get(sceneId, { strict: true });
    await Promise.all(
      updates.map(async ({ _id, ...changes }) => {
        const actor = scene?.tokens.get(String(_id), { strict: true }).actor;
        const dealt = damage[String(_id)];
        await actor?.update(
          changes,
          actor.id !== null && dealt !== undefined ? damageOptions({ [actor.id]: dealt }) : {},
        );
      }),
    );
  },
  updateSquads: async (combatId, updates) =>
    game.combats?.get(combatId, { strict: true }).updateEmbeddedDocuments("CombatantGroup", updates),
  updateCombatants: async (combatId, updates) =>
    game.combats?.get(combatId, { strict: true }).updateEmbeddedDocuments("Combatant", updates),
  updateMessage: async (id, changes) => game.messages?.get(id, { strict: true }).update(changes),
  // The batch carries makeEffect's output (statusEffectData: ActiveEffect create data) as plain objects.
  // Their ids were chosen by makeEffect, so the GM's undo record names them before they exist: `keepId`
  // (v13 common/abstract/_types.mjs DatabaseCreateOperation) keeps them instead of new ones.
  createEffects: async (ref, data) =>
    actorFor(ref).createEmbeddedDocuments("ActiveEffect", data as ActiveEffect.CreateData[], {
      keepId: true,
    }),
  // The plan's plain changes in the running generation's shape (v13 `changes`/`mode`, v14 `system.changes`).
  updateEffects: async (ref, updates) =>
    actorFor(ref).updateEmbeddedDocuments(
      "ActiveEffect",
      updates.map((u) => {
        const { changes, ...rest } = u as { changes?: PlainEffectChange[] };
        return { ...rest, ...(changes ? effectChangesData(changes) : {}) };
      }),
    ),
  deleteEffects: async (ref, ids) => deleteEffectsStillPresent(actorFor(ref), ids),
};

/**
 * The status effects a damaged creature's new condition calls for, from the effect sources the GM's snapshot
 * read (each source as the planner reads an effect: its id, its statuses, our `automatic` flag).
 */
const staminaStatuses: StaminaStatusPlanner = (condition, sources) =>
  planStaminaStatuses(
    condition,
    sources.map((source) => {
      const statuses: unknown = Reflect.get(source, "statuses");
      const id: unknown = Reflect.get(source, "_id");
      const flags: unknown = Reflect.get(source, "flags");
      return {
        id: typeof id === "string" ? id : null,
        statuses: new Set<string>(
          Array.isArray(statuses) ? statuses.filter((s): s is string => typeof s === "string") : [],
        ),
        getFlag: ((scope: string, key: string): unknown => {
          const bag: unknown = typeof flags === "object" && flags !== null ? Reflect.get(flags, scope) : null;
          return typeof bag === "object" && bag !== null ? (Reflect.get(bag, key) as unknown) : undefined;
        }) as never,
      };
    }),
  );

/**
 * The actor an effect is created on: the world actor, or an unlinked token's synthetic actor (v13
 * client/documents/token.mjs: TokenDocument#actor; its embedded documents are written through the token's
 * ActorDelta, which ClientDatabaseBackend sends as a synthetic actor operation).
 */
function actorFor(ref: CreatureRef) {
  const actor =
    ref.kind === "actor"
      ? game.actors?.get(ref.actorId, { strict: true })
      : game.scenes?.get(ref.sceneId, { strict: true }).tokens.get(ref.tokenId, { strict: true })?.actor;
  if (!actor) throw new Error(`Steelbound | no actor to receive effects (${JSON.stringify(ref)})`);
  return actor;
}

/**
 * Scenes where the creature stands: a synthetic actor's token's scene (its uuid starts with it), else every
 * scene holding a token linked to the world actor; a creature on no scene acts on the active scene
 * (v13 client/documents/collections/scenes.mjs Scenes#active: the scene whose `active` is set).
 */
function actingScenes(actorUuid: string): Set<string> {
  const [kind, sceneId] = actorUuid.split(".");
  if (kind === "Scene" && sceneId !== undefined) return new Set([sceneId]);
  const actor = fromUuidSync(actorUuid);
  const scenes = new Set<string>();
  if (!(actor instanceof Actor)) return scenes;
  for (const scene of game.scenes ?? [])
    if (scene.tokens.some((token) => token.actorLink && token.actorId === actor.id)) scenes.add(scene.id);
  const active = game.scenes?.active?.id ?? null;
  if (scenes.size === 0 && active !== null) scenes.add(active);
  return scenes;
}

function onActingScene(actorUuid: string, tokenUuid: string): boolean {
  const token = fromUuidSync(tokenUuid);
  const sceneId = token instanceof TokenDocument ? (token.parent?.id ?? null) : null;
  return sceneId !== null && actingScenes(actorUuid).has(sceneId);
}

export const foundryApplyResultsWorld: ApplyResultsWorld = {
  onActingScene,
  findMessage,
  ownsActor,
  snapshot: readTargetSnapshot,
  makeEffect,
  staminaStatuses,
  writer,
  ledger: foundryLedger,
  review: holdForReview,
  // docs/API.md: on the active GM's client, after the commit; a listener reads, it cannot undo the apply.
  applied: (event) => {
    announce(HOOKS.applyResults, game.messages?.get(event.messageId) ?? null, event);
  },
};
