/**
 * Import this FIRST in a simulation test file (before any src module): it swaps in the simulation's
 * document classes that src extends or calls at load time, routes harness document writes through the
 * current client's backend, and makes uuid lookups and ownership answer per client.
 */
import { setBackendProvider } from "../harness/backend-seam.ts";
import { HarnessDocument } from "../harness/document.ts";
import { HarnessCombat, HarnessCombatant } from "../harness/combat.ts";
import { currentOwner, installClientGlobals } from "./context.ts";
import type { SimClient } from "./client.ts";
import type { HarnessCompendiumCollection } from "../harness/compendium.ts";
import { SimChatMessage } from "./chat-message.ts";
import { SimScene, SimTokenDocument, SimUser, USER_ROLES } from "./documents.ts";
import { SimMeasuredTemplate } from "./measured-template.ts";
import { installImportFromJSON } from "./import-json.ts";
import { SimTokenObject, SimTokenRuler } from "./token-ruler.ts";
import { SimMacro } from "./macros.ts";
import { installEmbeds } from "./embeds.ts";
import { installActorToken } from "./actor-token.ts";
import { SimForcedDeletion, simV14 } from "./generation.ts";

installClientGlobals();
installImportFromJSON();
installEmbeds();
installActorToken();
const client = () => currentOwner() as SimClient | null;
setBackendProvider(() => client()?.backend ?? null);

const g = globalThis as unknown as Record<string, unknown>;

/** v13 common/constants.mjs DOCUMENT_OWNERSHIP_LEVELS and USER_ROLES. */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/**
 * The globals the simulation swaps in over the harness's (document classes src extends, the canvas
 * placeables, constants, uuid lookups per client). Run at import and again by the harness set-up before
 * every test file, after it has reinstalled the harness globals.
 */
export function applySimGlobals(): void {
  Object.assign(g, {
    TokenDocument: SimTokenDocument,
    Scene: SimScene,
    MeasuredTemplateDocument: SimMeasuredTemplate,
    ChatMessage: SimChatMessage,
    User: SimUser,
    Macro: SimMacro,
  });

  // The Token placeable and its ruler that src's canvas classes extend (v13 foundry.canvas.placeables.Token,
  // foundry.canvas.placeables.tokens.TokenRuler; see ./token-ruler.ts).
  (g["foundry"] as Record<string, unknown>)["canvas"] = {
    placeables: { Token: SimTokenObject, tokens: { TokenRuler: SimTokenRuler } },
  };

  // v14 foundry.data.operators (./generation.ts SimForcedDeletion); v13 has none.
  if (simV14())
    (g["foundry"] as { data: Record<string, unknown> }).data["operators"] = {
      ForcedDeletion: SimForcedDeletion,
    };

  Object.assign(g["CONST"] as object, { DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP, USER_ROLES });
  /** v13 common/constants.mjs WALL_MOVEMENT_TYPES, WALL_DOOR_TYPES, WALL_DOOR_STATES, GRID_TYPES. */
  Object.assign(g["CONST"] as object, {
    WALL_MOVEMENT_TYPES: { NONE: 0, NORMAL: 20 },
    WALL_DOOR_TYPES: { NONE: 0, DOOR: 1, SECRET: 2 },
    WALL_DOOR_STATES: { CLOSED: 0, OPEN: 1, LOCKED: 2 },
    GRID_TYPES: { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 },
  });

  // fromUuidSync / fromUuid answer from the current client's world (v13 client/utils/helpers.mjs fromUuidSync).
  const legacyFromUuidSync = g["fromUuidSync"] as (uuid: string) => unknown;
  g["fromUuidSync"] = (uuid: string) => {
    const c = client();
    return c ? c.resolve(uuid) : legacyFromUuidSync(uuid);
  };
  g["fromUuid"] = async (uuid: string) => {
    if (uuid.startsWith("Compendium.") && client()) return fromCompendium(uuid);
    return Promise.resolve((g["fromUuidSync"] as (u: string) => unknown)(uuid));
  };
}
applySimGlobals();

/**
 * v13 client/utils/helpers.mjs fromUuid for "Compendium.<package>.<pack>.<Type>.<id>": the pack's
 * document (CompendiumCollection#getDocument), whose `pack` is the pack id and whose `uuid` is that
 * compendium uuid (common/abstract/document.mjs Document#pack, #uuid); null when the pack or entry is missing.
 */
async function fromCompendium(uuid: string): Promise<HarnessDocument | null> {
  const [, scope, name, , id] = uuid.split(".");
  const packs = (g["game"] as { packs?: Map<string, HarnessCompendiumCollection> }).packs;
  const pack = packs?.get(`${scope}.${name}`);
  if (!pack || !id) return null;
  const [doc] = await pack.getDocuments({ _id__in: [id] });
  if (!doc) return null;
  Object.defineProperties(doc, { pack: { value: pack.collection }, uuid: { value: uuid } });
  return doc;
}

/**
 * v13 common/abstract/document.mjs Document#getUserLevel / testUserPermission and ClientDocument#isOwner:
 * a GM owns everything; otherwise the user's entry in `ownership`, else its `default`; an embedded
 * document's ownership is its parent's. Outside a simulated client (legacy harness tests) everyone owns.
 */
function userLevel(doc: HarnessDocument, user: SimUser): number {
  if (user.isGM) return OWNERSHIP.OWNER;
  // v13 common/documents/chat-message.mjs BaseChatMessage#getUserLevel: a message's author is its OWNER.
  if (doc.documentName === "ChatMessage" && doc._source["author"] === user.id) return OWNERSHIP.OWNER;
  // An unlinked token's synthetic actor has its base actor's ownership (client/documents/token.mjs
  // TokenDocument#actor; the delta may override it, common/documents/actor-delta.mjs).
  if (doc.documentName === "Actor" && doc.parent instanceof SimTokenDocument) {
    const override = (doc.parent.deltaSource()["ownership"] as Record<string, number> | undefined) ?? null;
    if (override) return override[user.id] ?? override["default"] ?? OWNERSHIP.NONE;
    const base = doc.parent.baseActor;
    return base ? userLevel(base, user) : OWNERSHIP.NONE;
  }
  // common/documents/combatant.mjs and token.mjs: a combatant or token has its actor's ownership.
  if (doc.documentName === "Combatant" || doc.documentName === "Token") {
    const actor = (doc as unknown as { actor: HarnessDocument | null }).actor;
    return actor ? userLevel(actor, user) : OWNERSHIP.NONE;
  }
  if (doc.parent && !("ownership" in doc._source)) return userLevel(doc.parent, user);
  const ownership = (doc._source["ownership"] as Record<string, number> | undefined) ?? {};
  return ownership[user.id] ?? ownership["default"] ?? OWNERSHIP.NONE;
}
Object.defineProperties(HarnessDocument.prototype, {
  ownership: {
    configurable: true,
    get(this: HarnessDocument) {
      return (this._source["ownership"] as Record<string, number> | undefined) ?? { default: OWNERSHIP.NONE };
    },
  },
  isOwner: {
    configurable: true,
    get(this: HarnessDocument) {
      const c = client();
      return c ? userLevel(this, c.user) >= OWNERSHIP.OWNER : true;
    },
  },
  /** v13 client-document.mjs ClientDocumentMixin#hasPlayerOwner: some non-GM user owns it. */
  hasPlayerOwner: {
    configurable: true,
    get(this: HarnessDocument) {
      const c = client();
      if (!c) return false;
      const users = (c.game["users"] as { contents: SimUser[] } | undefined)?.contents ?? [];
      return users.some((u) => !u.isGM && userLevel(this, u) >= OWNERSHIP.OWNER);
    },
  },
  testUserPermission: {
    configurable: true,
    value(this: HarnessDocument, user: SimUser, level: keyof typeof OWNERSHIP | number) {
      const needed = typeof level === "number" ? level : OWNERSHIP[level];
      return userLevel(this, user) >= needed;
    },
  },
});

/** v13 client/documents/combatant.mjs Combatant#players: non-GM users owning the combatant. */
Object.defineProperty(HarnessCombatant.prototype, "players", {
  configurable: true,
  get(this: HarnessCombatant) {
    const users = (
      globalThis as unknown as { game: { users: { filter(f: (u: SimUser) => boolean): SimUser[] } } }
    ).game.users;
    return users.filter((u) => !u.isGM && userLevel(this, u) >= OWNERSHIP.OWNER);
  },
});

/**
 * v13 client/documents/combat.mjs Combat#setupTurns / #_sortCombatants: `turns` are the combatants in
 * descending initiative (none counts as -Infinity), ties broken by id; `combatant` is `turns[turn]`.
 * Recomputed on read here instead of cached by setupTurns.
 */
function initiativeOf(c: HarnessCombatant): number {
  const value = c._source["initiative"];
  return typeof value === "number" && Number.isFinite(value) ? value : -Infinity;
}
Object.defineProperties(HarnessCombat.prototype, {
  turns: {
    configurable: true,
    get(this: HarnessCombat) {
      return this.combatants.contents.sort(
        (a, b) => initiativeOf(b) - initiativeOf(a) || (a.id > b.id ? 1 : -1),
      );
    },
  },
  combatant: {
    configurable: true,
    get(this: HarnessCombat & { turns: HarnessCombatant[] }) {
      return this.turn === null ? null : (this.turns[this.turn] ?? null);
    },
  },
});
