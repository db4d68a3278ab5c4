/**
 * The party: which heroes count for hero tokens (R-HT-1), the party respite (R-VX-2) and
 * awards (R-VX-1).
 * - Creation is not authority (trust issue, item 2): a player allowed to create actors may create a party,
 *   and Foundry makes its creator its owner. So the active party is only the one the Director chose: the
 *   party actor the GM-only world setting `activeParty` names (a world setting needs SETTINGS_MODIFY,
 *   v13 common/documents/setting.mjs BaseSetting.#canModify). There is no "first party" fallback; a world
 *   whose setting names no party keeps the old reading (every hero a player owns).
 * - The hero-token pool is always the GM-only world setting `heroTokens`, party or not; nothing is read
 *   from a party's own data, which its owner (a player, for a party she made) may write. The party's old
 *   `system.heroTokens` is read once, by the GM's world pass (src/queries/party-pass.ts), and only from a
 *   party no player owns.
 * - Ownership (./ownership.ts, as v13 Document#testUserPermission): each player who owns a member gets
 *   OBSERVER on the party, so they see the sheet but cannot edit it (DocumentSheetV2#isEditable needs
 *   OWNER); a player who no longer owns a member falls back to the default level.
 */
import { SYSTEM_ID } from "../constants.ts";
import { SETTINGS } from "../data/settings/keys.ts";
import { PartyModel } from "../data/actor/party.ts";
import { HeroModel } from "../data/actor/hero.ts";
import { RetainerModel } from "../data/actor/retainer.ts";
import { isGM, settings } from "./combat/world.ts";
import { SteelActor } from "./actor.ts";
import { userOwns } from "./ownership.ts";

export type PartyActor = Actor.Implementation & { system: PartyModel };

export const isParty = (actor: Actor.Implementation | null | undefined): actor is PartyActor =>
  actor?.system instanceof PartyModel;

// The world collection types its members as stored documents; the class check gives our own Actor.
const worldActors = (): Actor.Implementation[] =>
  (game.actors?.contents ?? []).filter((actor) => actor instanceof SteelActor);

/** The world's party actors, in the directory's order. */
export const worldParties = (): PartyActor[] => worldActors().filter(isParty);

/** A world hero by UUID, or null. */
function heroAt(uuid: string): Actor.Implementation | null {
  const actor = fromUuidSync(uuid);
  return actor instanceof SteelActor && actor.system instanceof HeroModel ? actor : null;
}

/** The party the Director chose to play (the `activeParty` setting), or null: never one a player picked. */
export function activeParty(): PartyActor | null {
  const id = settings().get(SYSTEM_ID, SETTINGS.activeParty);
  if (!id) return null;
  const chosen = worldActors().find((actor) => actor.id === id);
  return isParty(chosen) ? chosen : null;
}

/** The GM makes this party the one in play, or (null) plays without one. */
export async function chooseActiveParty(party: PartyActor | null): Promise<void> {
  if (!isGM()) throw new Error("The Director chooses the party in play");
  await settings().set(SYSTEM_ID, SETTINGS.activeParty, party?.id ?? "");
}

/**
 * The active GM, after a party is deleted: if it was the one in play, the choice is cleared. A stale id must
 * not stay named: a client may create a document with the id it wants (v13 DatabaseCreateOperation keepId),
 * so a player allowed to create actors could otherwise make a new party under the deleted one's id.
 */
export async function forgetDeletedParty(id: string | null): Promise<void> {
  if (game.user?.isActiveGM !== true || !id) return;
  if (settings().get(SYSTEM_ID, SETTINGS.activeParty) === id) await chooseActiveParty(null);
}

/** The active GM's ready: a choice naming no actor (deleted while no GM was there) is cleared the same way. */
export async function forgetMissingParty(): Promise<void> {
  const id = settings().get(SYSTEM_ID, SETTINGS.activeParty);
  if (game.user?.isActiveGM !== true || !id || worldActors().some((actor) => actor.id === id)) return;
  await chooseActiveParty(null);
}

/**
 * No player owns this party (v13 ClientDocumentMixin#hasPlayerOwner: some non-GM user has OWNER), so no
 * player can write it now: the world pass trusts its old pool only then.
 */
export function directorOwned(party: PartyActor): boolean {
  return !party.hasPlayerOwner;
}

/** A party's member heroes that still exist in the world, in the order they joined. */
export function membersOf(party: PartyActor): Actor.Implementation[] {
  return party.system.members.flatMap((uuid) => heroAt(uuid) ?? []);
}

/**
 * R-HT-1: the heroes who count: the active party's members, or (no party) every hero a player owns
 * (v13 ClientDocumentMixin#hasPlayerOwner: some non-GM user has OWNER).
 */
export function partyHeroes(): Actor.Implementation[] {
  const party = activeParty();
  if (party) return membersOf(party);
  return worldActors().filter((actor) => actor.system instanceof HeroModel && actor.hasPlayerOwner);
}

/**
 * R-VX-2: who rests with the party: its heroes, and the retainers who follow one of them (R-RT-1) or,
 * without a party, any retainer a player owns.
 */
export function respiteMembers(): Actor.Implementation[] {
  const heroes = partyHeroes();
  const uuids = new Set(heroes.map((hero) => hero.uuid));
  const party = activeParty();
  const retainers = worldActors().filter((actor) => {
    const system = actor.system;
    if (!(system instanceof RetainerModel)) return false;
    const follows = system.mentor !== null && uuids.has(system.mentor);
    return follows || (party === null && actor.hasPlayerOwner);
  });
  return [...heroes, ...retainers];
}

/** A hero as the party's checks read it: its UUID and, for an unlinked token's copy, its token. */
interface HeroOnBoard {
  readonly uuid: string;
  readonly isToken: boolean;
  readonly token: { readonly baseActor: { readonly uuid: string } | null } | null;
}

/**
 * The UUID a party lists for this hero: a world hero's own; an unlinked token's copy is listed as its base
 * actor (v13 client/documents/token.mjs TokenDocument#baseActor: the world actor the token's `actorId` names).
 */
export function memberUuid(actor: HeroOnBoard): string {
  return (actor.isToken ? actor.token?.baseActor?.uuid : undefined) ?? actor.uuid;
}

/** May this hero spend the party's tokens? Any hero without a party; a member with one (on any token). */
export function spendsPartyTokens(actor: HeroOnBoard): boolean {
  const party = activeParty();
  return party === null || party.system.members.includes(memberUuid(actor));
}

/** R-HT-1: the pool: the GM-only world setting, whichever party is in play. */
export function readPool(): number {
  return settings().get(SYSTEM_ID, SETTINGS.heroTokens).value;
}

/** Writes the pool (the GM only: SETTINGS_MODIFY, see above). */
export async function writePool(value: number): Promise<void> {
  await settings().set(SYSTEM_ID, SETTINGS.heroTokens, { value });
}

type Ownership = Record<string, number>;

/** The party's ownership for a member list: OBSERVER for each player owning a member (see above). */
export function partyOwnership(party: PartyActor, members: readonly Actor.Implementation[]): Ownership {
  const levels = CONST.DOCUMENT_OWNERSHIP_LEVELS;
  const current: Ownership = { ...(party.ownership as Ownership) };
  const fallback = current["default"] ?? levels.NONE;
  const players = (game.users?.contents ?? []).filter((user) => !user.isGM);
  for (const user of players) {
    const owns = members.some((actor) => userOwns(actor, user));
    const level = current[user.id] ?? fallback;
    if (owns && level < levels.OBSERVER) current[user.id] = levels.OBSERVER;
    if (!owns && level === levels.OBSERVER) current[user.id] = fallback;
  }
  return current;
}

async function writeMembers(party: PartyActor, uuids: readonly string[]): Promise<void> {
  const members = uuids.flatMap((uuid) => heroAt(uuid) ?? []);
  await party.update({
    system: { members: members.map((actor) => actor.uuid) },
    ownership: partyOwnership(party, members),
  } as Actor.UpdateData);
}

/** Adds a world hero (not a token's copy, not a compendium entry); false when it cannot join. */
export async function addMember(party: PartyActor, actor: Actor.Implementation): Promise<boolean> {
  const worldHero = actor.system instanceof HeroModel && !actor.isToken && !actor.pack;
  if (!worldHero || party.system.members.includes(actor.uuid)) return false;
  await writeMembers(party, [...party.system.members, actor.uuid]);
  return true;
}

export async function removeMember(party: PartyActor, uuid: string): Promise<void> {
  await writeMembers(
    party,
    party.system.members.filter((member) => member !== uuid),
  );
}

/** R-VX-1 (victories) or XP: the Director grants `amount` to every member, in one write each. */
export async function awardMembers(
  party: PartyActor,
  kind: "victories" | "xp",
  amount: number,
): Promise<void> {
  if (!isGM()) throw new Error("Awards are the Director's");
  if (!Number.isInteger(amount) || amount <= 0) return;
  for (const hero of membersOf(party)) {
    if (hero.system instanceof HeroModel)
      await hero.update({ system: { [kind]: hero.system[kind] + amount } });
  }
}
