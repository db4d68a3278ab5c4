/**
 * Combat, Combatant, CombatantGroup and Scene stand-ins (v13 client documents):
 * - Combat embeds CombatantGroup (`groups`) and Combatant (`combatants`); groups are prepared before
 *   combatants, so each combatant's v13 `_prepareGroup` finds its group, adds itself to
 *   `group.members` and replaces `combatant.group` (the source id) by the group document.
 * - Combatant#token is `scene.tokens.get(tokenId)` (sceneId, else the combat's scene) and
 *   Combatant#actor is the token's actor, else `game.actors.get(actorId)`; `isDefeated` is `defeated`
 *   or the actor carrying CONFIG.specialStatusEffects.DEFEATED; an unnamed combatant takes its token's
 *   (else its actor's) name.
 * - Combat#getCombatantsByActor / getCombatantsByToken return matching combatants.
 * - Combat#startCombat / #nextRound as v13 core does them, and the world time advance of an update
 *   carrying `worldTime` (combat-core.ts).
 */
import { Collection } from "./collection.ts";
import { HarnessDocument, type DocumentClass } from "./document.ts";
import type { HarnessActor, HarnessTokenDocument } from "./actor.ts";
import type { Plain } from "./utils.ts";
import { advanceWorldTime, coreNextRound, coreStartCombat } from "./combat-core.ts";

interface HarnessWorld {
  game: {
    user: { id: string; isGM: boolean };
    actors: Collection<HarnessActor>;
    scenes: Collection<HarnessScene>;
  };
  CONFIG: Record<string, { documentClass?: DocumentClass } | undefined> & {
    specialStatusEffects: Record<string, string>;
  };
}
const world = () => globalThis as unknown as HarnessWorld;
/** Resolved through CONFIG so src subclasses (documentClass) are the ones built. */
const configClass = (name: string, fallback: DocumentClass) =>
  world().CONFIG[name]?.documentClass ?? fallback;

/** A typed view of an embedded collection (the documents are built through CONFIG). */
function ofClass<T extends HarnessDocument>(
  source: Collection<HarnessDocument>,
  cls: abstract new (...args: never[]) => T,
): Collection<T> {
  const out = new Collection<T>();
  for (const doc of source) if (doc instanceof cls) out.set(doc.id, doc);
  return out;
}

export class HarnessCombatant extends HarnessDocument {
  static override documentName = "Combatant";
  /** v13: the source id until `_prepareGroup` swaps in the CombatantGroup document. */
  // `declare`: set during preparation in the base constructor, which a field initializer would undo.
  declare group: HarnessCombatantGroup | string | null;

  get combat(): HarnessCombat | null {
    return this.parent instanceof HarnessCombat ? this.parent : null;
  }
  get actorId(): string | null {
    return (this._source["actorId"] as string | null | undefined) ?? null;
  }
  get tokenId(): string | null {
    return (this._source["tokenId"] as string | null | undefined) ?? null;
  }
  get sceneId(): string | null {
    return (this._source["sceneId"] as string | null | undefined) ?? null;
  }
  get token(): HarnessTokenDocument | null {
    const scenes = world().game.scenes;
    const scene = this.sceneId ? scenes.get(this.sceneId) : this.combat?.scene;
    return (scene?.tokens.get(this.tokenId ?? "") as HarnessTokenDocument | undefined) ?? null;
  }
  get actor(): HarnessActor | null {
    const token = this.token;
    if (token) return token.actor;
    return world().game.actors.get(this.actorId ?? "") ?? null;
  }
  get defeated(): boolean {
    return this._source["defeated"] === true;
  }
  /** v13: a GM owns every combatant; anyone else through the actor's ownership (level 3, or "default"). */
  override get isOwner(): boolean {
    const user = world().game.user;
    if (user.isGM) return true;
    const ownership = this.actor?._source["ownership"] as Record<string, number> | undefined;
    return (ownership?.[user.id] ?? ownership?.["default"] ?? 0) >= 3;
  }
  /** v13 prepareDerivedData: `name ||= token?.name || actor?.name`. */
  override get name(): string {
    return super.name || this.token?.name || this.actor?.name || "";
  }
  get hidden(): boolean {
    return this._source["hidden"] === true;
  }
  get isDefeated(): boolean {
    return (
      this.defeated ||
      (this.actor?.statuses.has(world().CONFIG.specialStatusEffects["DEFEATED"] ?? "") ?? false)
    );
  }

  override prepareDerivedData(): void {
    this._prepareGroup();
  }

  /** v13 Combatant#_prepareGroup: an unknown group id stays a string. */
  protected _prepareGroup(): void {
    const id = (this._source["group"] as string | null | undefined) ?? null;
    const group = id === null ? undefined : this.combat?.groups.get(id);
    if (!group) {
      this.group = id;
      return;
    }
    group.members.add(this);
    this.group = group;
  }
}

export class HarnessCombatantGroup extends HarnessDocument {
  static override documentName = "CombatantGroup";
  // `declare`: rebuilt in prepareBaseData (run by the base constructor).
  declare members: Set<HarnessCombatant>;

  /** Rebuilt on every preparation; the combatants add themselves (Combatant#_prepareGroup). */
  override prepareBaseData(): void {
    this.members = new Set();
  }
  /** A group is defeated if all its members are, or it has none (fvtt-types CombatantGroup#defeated). */
  get defeated(): boolean {
    return [...this.members].every((m) => m.isDefeated);
  }
}

export class HarnessScene extends HarnessDocument {
  static override documentName = "Scene";
  static override embedded = [
    { name: "Token", collection: "tokens", documentClass: () => configClass("Token", HarnessDocument) },
    // v13 BaseScene embeds MeasuredTemplate as `templates` (the end of a turn looks for auras there).
    {
      name: "MeasuredTemplate",
      collection: "templates",
      documentClass: () => configClass("MeasuredTemplate", HarnessDocument),
    },
  ];
  get tokens(): Collection<HarnessDocument> {
    return this.getEmbeddedCollection("Token");
  }
  get templates(): Collection<HarnessDocument> {
    return this.getEmbeddedCollection("MeasuredTemplate");
  }
}

export class HarnessCombat extends HarnessDocument {
  static override documentName = "Combat";
  // Groups first: their members are rebuilt before the combatants join them.
  static override embedded = [
    {
      name: "CombatantGroup",
      collection: "groups",
      documentClass: () => configClass("CombatantGroup", HarnessCombatantGroup),
    },
    {
      name: "Combatant",
      collection: "combatants",
      documentClass: () => configClass("Combatant", HarnessCombatant),
    },
  ];

  get combatants(): Collection<HarnessCombatant> {
    return ofClass(this.getEmbeddedCollection("Combatant"), HarnessCombatant);
  }
  get groups(): Collection<HarnessCombatantGroup> {
    return ofClass(this.getEmbeddedCollection("CombatantGroup"), HarnessCombatantGroup);
  }
  get scene(): HarnessScene | null {
    const id = this._source["scene"];
    return typeof id === "string" ? (world().game.scenes.get(id) ?? null) : null;
  }
  get started(): boolean {
    return this.round > 0;
  }
  get round(): number {
    return Number(this._source["round"] ?? 0);
  }
  get turn(): number | null {
    const turn = this._source["turn"];
    return typeof turn === "number" ? turn : null;
  }
  get turns(): HarnessCombatant[] {
    return this.combatants.contents;
  }
  startCombat(): Promise<this> {
    return coreStartCombat(this);
  }
  nextRound(): Promise<this> {
    return coreNextRound(this);
  }
  override async update(changes: Plain = {}, options: Plain = {}): Promise<this | undefined> {
    const updated = await super.update(changes, options);
    if (updated) advanceWorldTime(options);
    return updated;
  }
  getCombatantsByActor(actor: string | HarnessActor): HarnessCombatant[] {
    const id = typeof actor === "string" ? actor : actor.id;
    return this.combatants.filter((c) => c.actor?.id === id || c.actor === actor);
  }
  getCombatantsByToken(token: string | HarnessTokenDocument): HarnessCombatant[] {
    const id = typeof token === "string" ? token : token.id;
    return this.combatants.filter((c) => c.tokenId === id);
  }

  /** Test helper: a group already in the combat's source (no database write is logged). */
  addGroup(_cls: typeof HarnessCombatantGroup, data: Plain): HarnessCombatantGroup {
    const group = this.#addSource("CombatantGroup", data);
    if (!(group instanceof HarnessCombatantGroup)) throw new Error("not a CombatantGroup");
    return group;
  }
  /** Test helper: a combatant already in the combat's source, for an actor (and token), optionally grouped. */
  addCombatant(
    actor: HarnessActor,
    token: HarnessTokenDocument | null,
    group: HarnessCombatantGroup | null = null,
  ): HarnessCombatant {
    const data = {
      actorId: actor.id,
      tokenId: token?.id ?? null,
      sceneId: token?.parent?.id ?? null,
      group: group?.id ?? null,
    };
    const combatant = this.#addSource("Combatant", data);
    if (!(combatant instanceof HarnessCombatant)) throw new Error("not a Combatant");
    return combatant;
  }

  #addSource(embeddedName: string, data: Plain): HarnessDocument {
    const spec = HarnessCombat.embedded.find((s) => s.name === embeddedName);
    if (!spec) throw new Error(embeddedName);
    const doc = new (spec.documentClass())(data, { parent: this });
    const sources = (this._source[spec.collection] as Plain[] | undefined) ?? [];
    this._source[spec.collection] = [...sources, doc._source];
    this.getEmbeddedCollection(embeddedName).set(doc.id, doc);
    this.reset();
    return doc;
  }
}
