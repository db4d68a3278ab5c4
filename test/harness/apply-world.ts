/**
 * A small in-memory world for the GM query: users, one ability-use message, target creatures, and a
 * DocumentWriter that records every update call (the counts the batching tests and benchmark assert).
 */
import { memoryLedger } from "../../src/queries/ledger.ts";
import type { ApplyResultsWorld } from "../../src/queries/apply-results/request.ts";
import type { DocumentWriter } from "../../src/queries/apply-results/commit.ts";
import type { RouterEnvironment } from "../../src/documents/gm-channel/gm-query.ts";
import type { Requester } from "../../src/documents/gm-channel/query-kind.ts";
import type {
  AbilityUseView,
  CreatureRef,
  MessageTarget,
  SquadRef,
  TargetSnapshot,
} from "../../src/documents/gm-channel/apply-results-types.ts";
import type { AbilityRollInput, AbilityTierData } from "../../src/rules/ability-outcome.ts";

export const GM: Requester = { id: "gmUser0000000000", isGM: true };
export const PLAYER: Requester = { id: "player1000000000", isGM: false };
export const OTHER_PLAYER: Requester = { id: "player2000000000", isGM: false };

export const MESSAGE_ID = "message000000001";
export const HERO_UUID = "Actor.hero000000000001";
export const ABILITY_UUID = "Actor.hero000000000001.Item.ability000000001";

/** Token UUID of target n on the test scene. */
export function tokenUuid(n: number): string {
  return `Scene.scene00000000001.Token.${String(n).padStart(16, "t")}`;
}

export function tier(
  damage: number,
  extra: Partial<AbilityTierData> = {},
  type: AbilityTierData["damage"]["type"] = "untyped",
): AbilityTierData {
  return {
    damage: { value: damage, characteristic: true, type },
    conditions: [],
    forced: { kind: "", distance: 0, vertical: false },
    ...extra,
  };
}

/** A typical ability roll: Might 2, highest 2, potencies 0/1/2. */
export function rollInput(
  dice: [number, number],
  overrides: Partial<AbilityRollInput> = {},
): AbilityRollInput {
  return {
    dice,
    characteristic: 2,
    tiers: [tier(3), tier(6), tier(9)],
    highestCharacteristic: 2,
    potency: { weak: 0, average: 1, strong: 2 },
    ...overrides,
  };
}

export function messageTarget(n: number, extra: Partial<MessageTarget> = {}): MessageTarget {
  return {
    token: tokenUuid(n),
    name: `Target ${n}`,
    tier: null,
    edges: 0,
    banes: 0,
    bonus: 0,
    downgradeTo: null,
    damageSurges: 0,
    potencySurge: false,
    applied: { damage: false, conditions: false },
    ...extra,
  };
}

export function creature(n: number, extra: Partial<TargetSnapshot> = {}): TargetSnapshot {
  return {
    tokenUuid: tokenUuid(n),
    ref: { kind: "token", sceneId: "scene00000000001", tokenId: String(n).padStart(16, "t") },
    creature: "director",
    characteristics: { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 },
    modifiers: {},
    stability: 0,
    size: { value: 1, letter: "M" },
    stamina: { value: 20, max: 20, temporary: 0 },
    statuses: new Set(),
    effectSources: [],
    squad: null,
    combatant: { combatId: "combat0000000001", combatantId: String(n).padStart(16, "c") },
    ...extra,
  };
}

export function squad(extra: Partial<SquadRef> = {}): SquadRef {
  return {
    combatId: "combat0000000001",
    groupId: "squad00000000001",
    individualStamina: 5,
    pool: 40,
    alive: 8,
    members: [],
    ...extra,
  };
}

export interface Calls {
  actors: Record<string, unknown>[][];
  tokens: { sceneId: string; updates: Record<string, unknown>[] }[];
  squads: { combatId: string; updates: Record<string, unknown>[] }[];
  combatants: { combatId: string; updates: Record<string, unknown>[] }[];
  messages: { id: string; changes: Record<string, unknown> }[];
  /** createEmbeddedDocuments("ActiveEffect") calls, one per creature. */
  effects: { ref: CreatureRef; data: Record<string, unknown>[] }[];
  /**
   * Sequential round trips: a call started while no other is in flight opens a new one; calls started
   * together (one Promise.all) share it.
   */
  roundTrips: number;
}

export function totalCalls(calls: Calls): number {
  return (
    calls.actors.length +
    calls.tokens.length +
    calls.squads.length +
    calls.combatants.length +
    calls.messages.length +
    calls.effects.length
  );
}

export function recordingWriter(): { writer: DocumentWriter; calls: Calls } {
  const calls: Calls = {
    actors: [],
    tokens: [],
    squads: [],
    combatants: [],
    messages: [],
    effects: [],
    roundTrips: 0,
  };
  let inFlight = 0;
  // Each call resolves on a later microtask, as a server response would, after every call started with it.
  const record = (push: () => unknown): Promise<unknown> => {
    if (inFlight === 0) calls.roundTrips += 1;
    inFlight += 1;
    push();
    return Promise.resolve().then(() => {
      inFlight -= 1;
    });
  };
  const writer: DocumentWriter = {
    updateActors: (updates) => record(() => calls.actors.push(updates)),
    updateTokens: (sceneId, updates) => record(() => calls.tokens.push({ sceneId, updates })),
    updateSquads: (combatId, updates) => record(() => calls.squads.push({ combatId, updates })),
    updateCombatants: (combatId, updates) => record(() => calls.combatants.push({ combatId, updates })),
    updateMessage: (id, changes) => record(() => calls.messages.push({ id, changes })),
    createEffects: (ref, data) =>
      record(() => calls.effects.push({ ref, data: data as Record<string, unknown>[] })),
    updateEffects: (ref, data) =>
      record(() => calls.effects.push({ ref, data: data as Record<string, unknown>[] })),
  };
  return { writer, calls };
}

export interface WorldSetup {
  roll?: AbilityRollInput;
  area?: boolean;
  targets: { entry: MessageTarget; snapshot: TargetSnapshot }[];
  /** Keys the GM's ledger already holds (src/queries/ledger.ts). */
  ledger?: string[];
  authorId?: string | null;
  /** Users owning the acting hero. */
  owners?: string[];
  /** The pool that pays the card's surges when applied (R-AB-7). */
  surgePool?: AbilityUseView["surgePool"];
}

export function applyWorld(setup: WorldSetup) {
  const { writer, calls } = recordingWriter();
  const view: AbilityUseView = {
    id: MESSAGE_ID,
    authorId: setup.authorId === undefined ? PLAYER.id : setup.authorId,
    actorUuid: HERO_UUID,
    abilityUuid: ABILITY_UUID,
    area: setup.area ?? false,
    keywords: [],
    moverSize: { value: 1, letter: "M" },
    roll: setup.roll ?? rollInput([5, 5]),
    targets: setup.targets.map((t) => t.entry),
    surgePool: setup.surgePool ?? null,
  };
  const snapshots = new Map(setup.targets.map((t) => [t.snapshot.tokenUuid, t.snapshot]));
  const owners = new Set(setup.owners ?? [PLAYER.id]);
  let effectCount = 0;
  const world: ApplyResultsWorld = {
    findMessage: (id) => (id === MESSAGE_ID ? view : null),
    ownsActor: (uuid, userId) => uuid === HERO_UUID && owners.has(userId),
    onActingScene: () => true,
    snapshot: (uuid) => snapshots.get(uuid) ?? null,
    makeEffect: (effect) => ({
      _id: `effect${String(++effectCount).padStart(10, "0")}`,
      statuses: [effect.condition],
      flags: { steelbound: { duration: effect.duration, source: effect.sourceActorUuid } },
    }),
    writer,
    ledger: memoryLedger(setup.ledger),
  };
  return { world, view, calls };
}

/** Router environment: this client is the active GM; the listed users exist. */
export function gmEnvironment(
  users: Requester[] = [GM, PLAYER, OTHER_PLAYER],
  activeGM = true,
): RouterEnvironment {
  return {
    isActiveGM: () => activeGM,
    findUser: (userId) => users.find((u) => u.id === userId) ?? null,
  };
}

/** The benchmark scene: an area ability hits `monsters` monsters and `minions` minions of one squad. */
export function areaScenario(monsters: number, minions: number): WorldSetup {
  const slowed = tier(6, {
    conditions: [
      { condition: "slowed", potency: { characteristic: "might", strength: "none" }, duration: "eot" },
    ],
  });
  const targets = [
    ...Array.from({ length: monsters }, (_, i) => ({
      entry: messageTarget(i + 1),
      snapshot: creature(i + 1),
    })),
    ...Array.from({ length: minions }, (_, i) => ({
      entry: messageTarget(100 + i),
      snapshot: creature(100 + i, { squad: squad(), stamina: { value: 5, max: 5, temporary: 0 } }),
    })),
  ];
  return { area: true, roll: rollInput([5, 5], { tiers: [tier(3), slowed, tier(9)] }), targets };
}
