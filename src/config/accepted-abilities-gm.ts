/**
 * Loaded by ./accepted-abilities.ts on the active GM's client with the first write a GM makes:
 * what each document hook records as accepted. Accepted versions of abilities: registers the "Trust players' ability edits" setting and
 * records as accepted what the Director creates or edits. Hooks fire on every client with the id of the user who wrote (v13 client/data/client-backend.mjs #handleCreateDocuments /
 * #handleUpdateDocuments: `_onCreate`/`_onUpdate(…, userId)`, then Hooks.callAll("create<Type>"/
 * "update<Type>", document, …, userId)); only the active GM's client writes the record. An actor created
 * with its items fires createActor only (its items are part of its data).
 */
import { acceptAbilities, acceptUses, type UsesPart } from "../queries/accepted-abilities/record.ts";
import { playerOwned } from "../queries/accepted-abilities/judge.ts";

type Doc = { readonly documentName: string; readonly parent: unknown };
type AbilityDoc = Doc & { readonly type: string; readonly uuid: string; toObject(): unknown };

function isEmbeddedAbility(doc: unknown): doc is AbilityDoc {
  return doc instanceof Item && doc.type === "ability" && doc.parent instanceof Actor;
}

// Only a player-owned creature's abilities need a record (judgeAbility takes any other creature's as they
// stand), so creating monsters costs no record write; a creature handed to a player is recorded then.
function abilitiesOf(actor: unknown): AbilityDoc[] {
  return actor instanceof Actor && playerOwned(actor) ? [...actor.items].filter(isEmbeddedAbility) : [];
}

const ownedAbility = (doc: unknown): doc is AbilityDoc => isEmbeddedAbility(doc) && playerOwned(doc.parent);

/** The ability an item ActiveEffect belongs to (its changes are mechanics too). */
function abilityOfEffect(effect: unknown): AbilityDoc[] {
  const parent = effect instanceof ActiveEffect ? effect.parent : null;
  return ownedAbility(parent) ? [parent] : [];
}

/**
 * What a creature's own documents give its abilities' uses (kits, effects, characteristics) is
 * accepted part by part when the Director writes that part: the creature itself, its kit, its effects.
 */
const playerCreature = (actor: unknown): actor is Actor => actor instanceof Actor && playerOwned(actor);
function acceptCreature(actor: unknown, parts?: readonly UsesPart[]): void {
  if (playerCreature(actor)) void acceptUses([actor], parts);
}
/** The update writes characteristic scores (nested, or as flattened "system.characteristics…" keys). */
function touchesCharacteristics(change: object): boolean {
  const system: unknown = (change as { system?: unknown }).system;
  if (typeof system === "object" && system !== null && "characteristics" in system) return true;
  return Object.keys(change).some((key) => key.startsWith("system.characteristics"));
}
const EFFECT_PARTS: readonly UsesPart[] = ["creatureEffects", "characteristics"];
/** The creature an item or an effect (on it, or on one of its items) belongs to. */
function creatureOf(doc: unknown): unknown {
  const parent = doc instanceof ActiveEffect || doc instanceof Item ? doc.parent : null;
  return parent instanceof Item ? parent.parent : parent;
}
function itemParts(item: unknown): readonly UsesPart[] {
  return item instanceof Item && item.type === "kit" ? ["kit", ...EFFECT_PARTS] : EFFECT_PARTS;
}

/** createActor: a player-owned creature's abilities and its own parts. */
export function onCreateActor(actor: unknown): void {
  void acceptAbilities(abilitiesOf(actor));
  acceptCreature(actor);
}

export function onCreateOrUpdateItem(item: unknown): void {
  if (ownedAbility(item)) void acceptAbilities([item]);
  acceptCreature(creatureOf(item), itemParts(item));
}

export function onUpdateActor(actor: unknown, change: object): void {
  if ("ownership" in change) {
    void acceptAbilities(abilitiesOf(actor));
    acceptCreature(actor);
  } else if (touchesCharacteristics(change)) acceptCreature(actor, ["characteristics"]);
}

export function onDeleteItem(item: unknown): void {
  acceptCreature(creatureOf(item), itemParts(item));
}

export function onEffect(effect: unknown): void {
  void acceptAbilities(abilityOfEffect(effect));
  acceptCreature(creatureOf(effect), EFFECT_PARTS);
}
