import { describe, expect, it } from "vitest";
import { assistant, banned, doc, gm, hero, monster, other, player, trusted } from "./permission-fixtures.ts";
import {
  canUserCreate,
  canUserModify,
  ownershipLevel,
  OWNERSHIP,
  testUserPermission,
  userHasPermission,
  USER_ROLES,
  type SimDocRef,
} from "./permissions.ts";

const allowed = (v: { allowed: boolean }) => v.allowed;

describe("users: roles and permissions (v13 BaseUser#hasPermission, USER_PERMISSIONS)", () => {
  it("QUERY_USER is held by PLAYER and every role above, not by a banned user", () => {
    for (const u of [player, trusted, assistant, gm]) expect(userHasPermission(u, "QUERY_USER")).toBe(true);
    expect(userHasPermission(banned, "QUERY_USER")).toBe(false);
  });
  it("ACTOR_CREATE, ITEM_CREATE, TOKEN_CREATE and SETTINGS_MODIFY start at ASSISTANT; FILES_BROWSE at TRUSTED", () => {
    for (const p of ["ACTOR_CREATE", "ITEM_CREATE", "TOKEN_CREATE", "SETTINGS_MODIFY"]) {
      expect([player, trusted, assistant, gm].map((u) => userHasPermission(u, p))).toEqual([
        false,
        false,
        true,
        true,
      ]);
    }
    expect([player, trusted].map((u) => userHasPermission(u, "FILES_BROWSE"))).toEqual([false, true]);
  });
  it("a user's own permissions entry wins over the role table, and the world table over the defaults", () => {
    expect(userHasPermission({ ...player, permissions: { ACTOR_CREATE: true } }, "ACTOR_CREATE")).toBe(true);
    expect(userHasPermission({ ...gm, permissions: { QUERY_USER: false } }, "QUERY_USER")).toBe(false);
    const world = { rolePermissions: { ACTOR_CREATE: [USER_ROLES.PLAYER, USER_ROLES.GAMEMASTER] } };
    expect(userHasPermission(player, "ACTOR_CREATE", world)).toBe(true);
    expect(userHasPermission(assistant, "ACTOR_CREATE", world)).toBe(false);
  });
});

describe("ownership levels (v13 Document#getUserLevel, #testUserPermission)", () => {
  it("owner, observer and default levels come from the ownership field; GM and assistant count as owner", () => {
    expect(ownershipLevel(player, hero)).toBe(OWNERSHIP.OWNER);
    expect(ownershipLevel(other, hero)).toBe(OWNERSHIP.OBSERVER);
    expect(ownershipLevel(trusted, hero)).toBe(OWNERSHIP.NONE);
    expect(ownershipLevel(player, monster)).toBe(OWNERSHIP.LIMITED);
    expect(ownershipLevel(gm, hero)).toBe(OWNERSHIP.NONE); // the recorded level, regardless of role
    expect(testUserPermission(gm, hero, "OWNER")).toBe(true);
    expect(testUserPermission(assistant, hero, "OWNER")).toBe(true);
    expect(testUserPermission(other, hero, "OBSERVER")).toBe(true);
    expect(testUserPermission(other, hero, "OWNER")).toBe(false);
    expect(testUserPermission(other, hero, "LIMITED", {}, true)).toBe(false);
  });
  it("a banned user counts as NONE even where recorded as owner", () => {
    const owned = doc("Actor", { ownership: { [banned.id]: OWNERSHIP.OWNER } });
    expect(testUserPermission(banned, owned, "LIMITED")).toBe(false);
  });
  it("embedded documents use the parent's level: owned Item, ActiveEffect, INHERIT on a group", () => {
    const sword = doc("Item", { ownership: { default: OWNERSHIP.OWNER } }, hero);
    expect(ownershipLevel(trusted, sword)).toBe(OWNERSHIP.NONE); // its own ownership is ignored
    expect(ownershipLevel(player, doc("ActiveEffect", {}, hero))).toBe(OWNERSHIP.OWNER);
    const scene = doc("Scene", { ownership: { default: OWNERSHIP.OBSERVER } });
    const group = doc("CombatantGroup", { ownership: { default: OWNERSHIP.INHERIT } }, doc("Combat", {}));
    expect(ownershipLevel(player, group)).toBe(OWNERSHIP.NONE);
    expect(ownershipLevel(player, doc("Token", { actorId: null }, scene))).toBe(OWNERSHIP.OBSERVER);
  });
});

describe("Actor (v13 BaseActor.#canCreate/#canUpdate)", () => {
  it("create needs ACTOR_CREATE: assistant and GM yes, trusted and player no", () => {
    const pending = doc("Actor", { name: "New" });
    expect([player, trusted, assistant, gm].map((u) => canUserCreate(u, pending).allowed)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
  it("update: the owner and GMs yes, an observer or stranger no; delete: assistant and GM only", () => {
    expect(canUserModify(player, "update", hero, { name: "X" }).allowed).toBe(true);
    expect(canUserModify(other, "update", hero, { name: "X" })).toMatchObject({ allowed: false });
    expect(canUserModify(trusted, "update", hero, { "system.stamina.value": 3 }).allowed).toBe(false);
    expect(canUserModify(assistant, "update", hero, { name: "X" }).allowed).toBe(true);
    expect(canUserModify(player, "delete", hero).allowed).toBe(false);
    expect(canUserModify(assistant, "delete", hero).allowed).toBe(true);
  });
  it("enabling a wildcard token image needs FILES_BROWSE even for the owner", () => {
    expect(canUserModify(player, "update", hero, { "prototypeToken.randomImg": true }).allowed).toBe(false);
    const browser = { ...player, permissions: { FILES_BROWSE: true } };
    expect(canUserModify(browser, "update", hero, { prototypeToken: { randomImg: true } }).allowed).toBe(
      true,
    );
  });
  it("ownership is GM-only: an owning player may not change it, a GM may", () => {
    const grab = { ownership: { default: OWNERSHIP.OWNER } };
    expect(canUserModify(player, "update", hero, grab).reason).toMatch(/ownership/);
    expect(canUserModify(gm, "update", hero, grab).allowed).toBe(true);
  });
});

describe("Item and ActiveEffect (v13 BaseItem.#canCreate; ActiveEffect metadata)", () => {
  it("an owned Item needs OWNER of the Actor; a world Item needs ITEM_CREATE", () => {
    expect(canUserCreate(player, doc("Item", { name: "Kit" }, hero)).allowed).toBe(true);
    expect(canUserCreate(other, doc("Item", { name: "Kit" }, hero)).allowed).toBe(false);
    expect(canUserCreate(player, doc("Item", { name: "Kit" })).allowed).toBe(false);
    expect(canUserCreate(assistant, doc("Item", { name: "Kit" })).allowed).toBe(true);
  });
  it("the Actor's owner may update and delete its Items and effects; an observer may not", () => {
    const item = doc("Item", { _id: "item000000000000" }, hero);
    const effect = doc("ActiveEffect", { _id: "effect0000000000" }, hero);
    for (const d of [item, effect]) {
      expect(canUserModify(player, "update", d, { name: "Y" }).allowed).toBe(true);
      expect(canUserModify(player, "delete", d).allowed).toBe(true);
      expect(canUserModify(other, "update", d, { name: "Y" }).allowed).toBe(false);
      expect(canUserModify(other, "delete", d).allowed).toBe(false);
    }
    expect(canUserCreate(player, doc("ActiveEffect", { name: "Dazed" }, hero)).allowed).toBe(true);
    expect(canUserCreate(other, doc("ActiveEffect", { name: "Dazed" }, hero)).allowed).toBe(false);
  });
});

describe("ChatMessage (v13 BaseChatMessage.#canCreate, #getUserLevel)", () => {
  const mine = doc("ChatMessage", { _id: "msg0000000000000", author: player.id, content: "hi" });
  it("a player creates messages only as their own author; a GM as anyone; a banned user never", () => {
    expect(canUserCreate(player, mine).allowed).toBe(true);
    expect(canUserCreate(other, mine).reason).toMatch(/impersonation/);
    expect(canUserCreate(gm, mine).allowed).toBe(true);
    const bannedMsg = doc("ChatMessage", { author: banned.id });
    expect(canUserCreate(banned, bannedMsg).allowed).toBe(false);
  });
  it("the author may update and delete their message; another player may not; a GM may", () => {
    expect(allowed(canUserModify(player, "update", mine, { content: "edit" }))).toBe(true);
    expect(allowed(canUserModify(player, "delete", mine))).toBe(true);
    expect(allowed(canUserModify(other, "update", mine, { content: "edit" }))).toBe(false);
    expect(allowed(canUserModify(other, "delete", mine))).toBe(false);
    expect(allowed(canUserModify(assistant, "delete", mine))).toBe(true);
  });
  it("the author field is GM-only: the author may not hand the message to someone else", () => {
    expect(canUserModify(player, "update", mine, { author: other.id }).allowed).toBe(false);
  });
});

describe("Combat, Combatant, CombatantGroup (v13 combat.mjs, combatant.mjs, combatant-group.mjs)", () => {
  const combat = doc("Combat", {
    _id: "combat0000000000",
    round: 1,
    turn: 0,
    combatants: [
      { _id: "cHero00000000000", actorId: hero.source["_id"], initiative: null },
      { _id: "cMonster00000000", actorId: monster.source["_id"], initiative: null },
    ],
  });
  const actors: Record<string, SimDocRef> = { hero000000000000: hero, monster000000000: monster };
  const world = { resolveActor: (d: SimDocRef) => actors[String(d.source["actorId"])] ?? null };
  const heroCombatant = doc("Combatant", { _id: "cHero00000000000", actorId: "hero000000000000" }, combat);

  it("a player may change the turn and round but nothing else; the assistant may change anything", () => {
    expect(canUserModify(player, "update", combat, { _id: "combat0000000000", turn: 1 }, world).allowed).toBe(
      true,
    );
    expect(canUserModify(player, "update", combat, { round: 2, turn: 0 }, world).allowed).toBe(true);
    expect(canUserModify(player, "update", combat, { active: true }, world).reason).toMatch(/active/);
    expect(canUserModify(assistant, "update", combat, { active: true }, world).allowed).toBe(true);
  });
  it("combatant changes through the Combat pass only where the player owns that combatant's actor", () => {
    const own = { combatants: [{ _id: "cHero00000000000", initiative: 3 }] };
    const theirs = { combatants: [{ _id: "cMonster00000000", initiative: 3 }] };
    expect(canUserModify(player, "update", combat, own, world).allowed).toBe(true);
    expect(canUserModify(player, "update", combat, theirs, world).allowed).toBe(false);
    expect(
      canUserModify(player, "update", combat, { combatants: [{ _id: "missing000000000" }] }, world).allowed,
    ).toBe(false);
  });
  it("a player owner may set initiative, defeated, flags and system on their combatant, not its name", () => {
    expect(
      canUserModify(player, "update", heroCombatant, { initiative: 2, defeated: true }, world).allowed,
    ).toBe(true);
    expect(canUserModify(player, "update", heroCombatant, { "flags.x.y": 1 }, world).allowed).toBe(true);
    expect(canUserModify(player, "update", heroCombatant, { name: "Z" }, world).allowed).toBe(false);
    expect(canUserModify(other, "update", heroCombatant, { initiative: 2 }, world).allowed).toBe(false);
    expect(canUserModify(gm, "update", heroCombatant, { name: "Z" }, world).allowed).toBe(true);
  });
  it("a player adds and removes combatants for actors they own only; groups are assistant-only to create", () => {
    expect(canUserCreate(player, heroCombatant, undefined, world).allowed).toBe(true);
    expect(canUserCreate(other, heroCombatant, undefined, world).allowed).toBe(false);
    expect(canUserModify(player, "delete", heroCombatant, undefined, world).allowed).toBe(true);
    const actorless = doc("Combatant", { _id: "cNone00000000000" }, combat);
    expect(canUserCreate(player, actorless, undefined, world).allowed).toBe(false);
    expect(canUserCreate(player, doc("CombatantGroup", { name: "Goblins" }, combat)).allowed).toBe(false);
    expect(canUserCreate(assistant, doc("CombatantGroup", { name: "Goblins" }, combat)).allowed).toBe(true);
    expect(canUserCreate(player, doc("Combat", {})).allowed).toBe(false);
  });
});
