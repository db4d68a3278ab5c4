/**
 * Test helpers that wire Steelbound's own registration (src/config) into the stand-ins, the way the
 * init hook does in Foundry, and build documents through the registered document classes.
 */
import { registerDataLayer } from "../../src/config/data-layer.ts";
import type { SteelActor } from "../../src/documents/actor.ts";
import type { SteelCombatantGroup } from "../../src/documents/combatant-group.ts";
import type { SteelTokenDocument } from "../../src/documents/token-document.ts";
import { HarnessItem, HarnessTokenDocument, type HarnessActor } from "./actor.ts";
import { HarnessCombat, HarnessScene, type HarnessCombatantGroup } from "./combat.ts";
import type { HarnessDocument } from "./document.ts";
import { resetWorld, type HarnessGame } from "./globals.ts";
import type { Plain } from "./utils.ts";

interface HarnessConfig {
  Actor: { documentClass: typeof HarnessDocument };
  Token: { documentClass: typeof HarnessDocument };
  CombatantGroup: { documentClass: typeof HarnessDocument };
}
// The stand-ins are typed by the harness, src by fvtt-types: these two views meet only here.
const harnessConfig = () => (globalThis as unknown as { CONFIG: HarnessConfig }).CONFIG;
export const harnessGame = () => (globalThis as unknown as { game: HarnessGame }).game;

/** A blank world with Steelbound registered (data models, document classes, status effects, settings). */
export function freshWorld(): void {
  resetWorld();
  registerDataLayer();
}

/** Actor.create through CONFIG.Actor.documentClass (runs _preCreate), added to game.actors. */
export async function createActor(data: Plain): Promise<SteelActor> {
  const doc = (await harnessConfig().Actor.documentClass.create(data)) as HarnessActor;
  harnessGame().actors.set(doc.id, doc);
  return doc as unknown as SteelActor;
}

/** The scene tokens are placed on (created on first use, in game.scenes). */
export function harnessScene(): HarnessScene {
  const scenes = harnessGame().scenes;
  const existing = scenes.contents[0];
  if (existing) return existing;
  const scene = new HarnessScene({ name: "Scene" });
  scenes.set(scene.id, scene);
  return scene;
}

/** A placed token for an actor on the harness scene, built from its prototype token. */
export function placeToken(actor: SteelActor): SteelTokenDocument {
  const cls = harnessConfig().Token.documentClass;
  const harnessActor = actor as unknown as HarnessActor;
  const scene = harnessScene();
  const token = new cls(
    { ...harnessActor.prototypeToken, name: actor.name, actorId: harnessActor.id },
    { parent: scene },
  );
  if (!(token instanceof HarnessTokenDocument))
    throw new Error("CONFIG.Token.documentClass is not a TokenDocument");
  token.actorRef = harnessActor;
  scene.tokens.set(token.id, token);
  return token as unknown as SteelTokenDocument;
}

/** Starts a combat (round 1) and makes it game.combat. */
export function startCombat(round = 1): HarnessCombat {
  const combat = new HarnessCombat({ round });
  harnessGame().combat = combat;
  return combat;
}

/** A squad group in `combat` whose members are the given minions (each with a placed token). */
export function squadOf(combat: HarnessCombat, data: Plain, minions: SteelActor[]) {
  const cls = harnessConfig().CombatantGroup.documentClass as typeof HarnessCombatantGroup;
  const group = combat.addGroup(cls, data);
  const tokens = minions.map((minion) => {
    const token = placeToken(minion);
    combat.addCombatant(minion as unknown as HarnessActor, token as unknown as HarnessTokenDocument, group);
    return token;
  });
  return { group: group as unknown as SteelCombatantGroup, tokens };
}

export function asHarness(doc: unknown): HarnessDocument {
  return doc as HarnessDocument;
}

/**
 * Constructs a data model from arbitrary (possibly invalid) source, as Foundry does when loading
 * stored data; fvtt-types would (rightly) reject ill-typed input at compile time, tests need it.
 */
export function buildModel<M extends abstract new (...args: never[]) => unknown>(
  model: M,
  source: unknown,
  options: { strict?: boolean } = {},
): InstanceType<M> {
  return new (model as unknown as new (data: unknown, options: unknown) => InstanceType<M>)(source, options);
}

/** The source data a model holds after migration and cleaning (what Foundry would store). */
export function sourceOf(model: unknown): Plain {
  return (model as { _source: Plain })._source;
}

/** Item.create through CONFIG.Item.documentClass, added to game.items (a world item). */
export async function createItem(data: Plain): Promise<HarnessDocument> {
  const cls = (globalThis as unknown as { CONFIG: { Item: { documentClass: typeof HarnessDocument } } })
    .CONFIG.Item.documentClass;
  const doc = await cls.create(data);
  if (!doc) throw new Error("item creation was cancelled");
  if (!(doc instanceof HarnessItem)) throw new Error("CONFIG.Item.documentClass is not an Item");
  harnessGame().items.set(doc.id, doc);
  return doc;
}
