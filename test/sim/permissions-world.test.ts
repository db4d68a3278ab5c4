import { describe, expect, it } from "vitest";
import { SIM_BEHAVIOURS } from "./behaviours.ts";
import { assistant, doc, gm, hero, other, player, trusted } from "./permission-fixtures.ts";
import {
  canUserCreate,
  canUserCreateType,
  canUserModify,
  canUserQuery,
  OWNERSHIP,
  syntheticActor,
  USER_ROLES,
} from "./permissions.ts";

describe("Token and Scene (v13 token.mjs BaseToken.#canUpdate; scene.mjs defaults)", () => {
  const scene = doc("Scene", { _id: "scene00000000000", ownership: { default: OWNERSHIP.NONE } });
  it("creating and deleting tokens needs TOKEN_CREATE / TOKEN_DELETE (assistant by default)", () => {
    const pending = doc("Token", { actorId: hero.source["_id"] }, scene);
    expect(canUserCreate(player, pending).allowed).toBe(false);
    expect(canUserCreate(assistant, pending).allowed).toBe(true);
    expect(canUserModify(player, "delete", { ...pending, actor: hero }).allowed).toBe(false);
  });
  it("a token moves for the owner of its actor; an actor-less token for anyone", () => {
    const token = { ...doc("Token", { actorId: "hero000000000000", actorLink: true }, scene), actor: hero };
    expect(canUserModify(player, "update", token, { x: 100 }).allowed).toBe(true);
    expect(canUserModify(other, "update", token, { x: 100 }).allowed).toBe(false);
    expect(canUserModify(other, "update", doc("Token", { actorId: null }, scene), { x: 1 }).allowed).toBe(
      true,
    );
  });
  it("an unlinked token's synthetic actor merges the delta's ownership over the base actor's", () => {
    const token = doc(
      "Token",
      { actorLink: false, delta: { ownership: { [trusted.id]: OWNERSHIP.OWNER } } },
      scene,
    );
    const synthetic = syntheticActor(token, hero);
    expect(synthetic.parent).toBe(token);
    const withActor = { ...token, actor: synthetic };
    expect(canUserModify(trusted, "update", withActor, { x: 5 }).allowed).toBe(true);
    expect(canUserModify(player, "update", withActor, { x: 5 }).allowed).toBe(true);
    expect(canUserCreate(trusted, doc("Item", { name: "Loot" }, synthetic)).allowed).toBe(true);
    expect(syntheticActor(doc("Token", { actorLink: true }, scene), hero)).toBe(hero);
  });
  it("a scene is updated by its owners (GMs here), created and deleted by assistants", () => {
    expect(canUserModify(player, "update", scene, { name: "X" }).allowed).toBe(false);
    expect(canUserModify(assistant, "update", scene, { name: "X" }).allowed).toBe(true);
    expect(canUserModify(trusted, "delete", scene).allowed).toBe(false);
  });
});

describe("Setting (v13 BaseSetting.#canModify)", () => {
  const worldSetting = doc("Setting", { key: "draw-steel.malice", value: "3" });
  it("world settings: SETTINGS_MODIFY (assistant and GM by default), never a player", () => {
    for (const action of ["create", "update", "delete"] as const) {
      expect(canUserModify(player, action, worldSetting, { value: "4" }).allowed).toBe(false);
      expect(canUserModify(trusted, action, worldSetting, { value: "4" }).allowed).toBe(false);
      expect(canUserModify(assistant, action, worldSetting, { value: "4" }).allowed).toBe(true);
      expect(canUserModify(gm, action, worldSetting, { value: "4" }).allowed).toBe(true);
    }
  });
  it("core.permissions is for a full GAMEMASTER only", () => {
    const perms = doc("Setting", { key: "core.permissions", value: "{}" });
    expect(canUserModify(assistant, "update", perms, { value: "{}" }).allowed).toBe(false);
    expect(canUserModify(gm, "update", perms, { value: "{}" }).allowed).toBe(true);
  });
  it("a user-scoped setting belongs to its user; an assistant without SETTINGS_MODIFY keeps the listed keys", () => {
    const mine = doc("Setting", { key: "draw-steel.pref", user: player.id });
    expect(canUserModify(player, "update", mine, { value: "1" }).allowed).toBe(true);
    expect(canUserModify(other, "update", mine, { value: "1" }).allowed).toBe(false);
    const limited = { ...assistant, permissions: { SETTINGS_MODIFY: false } };
    expect(
      canUserModify(limited, "update", doc("Setting", { key: "core.time" }), { value: "1" }).allowed,
    ).toBe(true);
    expect(canUserModify(limited, "update", worldSetting, { value: "1" }).allowed).toBe(false);
  });
});

describe("User (v13 BaseUser.#canCreate/#canUpdate/#canDelete)", () => {
  const playerDoc = doc("User", { _id: player.id, role: USER_ROLES.PLAYER });
  const gmDoc = doc("User", { _id: gm.id, role: USER_ROLES.GAMEMASTER });
  it("a player updates their own colour and character, not their name, role or another user", () => {
    expect(canUserModify(player, "update", playerDoc, { color: "#ff0000", character: "x" }).allowed).toBe(
      true,
    );
    expect(canUserModify(player, "update", playerDoc, { role: USER_ROLES.GAMEMASTER }).allowed).toBe(false);
    expect(canUserModify(player, "update", playerDoc, { name: "Y" }).allowed).toBe(false);
    expect(canUserModify(other, "update", playerDoc, { color: "#000000" }).allowed).toBe(false);
  });
  it("an assistant may not raise a role above their own, touch permissions, or delete a GM", () => {
    expect(canUserModify(assistant, "update", playerDoc, { role: USER_ROLES.GAMEMASTER }).allowed).toBe(
      false,
    );
    expect(canUserModify(assistant, "update", playerDoc, { role: USER_ROLES.TRUSTED }).allowed).toBe(true);
    expect(canUserModify(assistant, "update", playerDoc, { permissions: {} }).allowed).toBe(false);
    expect(canUserModify(assistant, "delete", gmDoc).allowed).toBe(false);
    expect(canUserModify(gm, "delete", gmDoc).allowed).toBe(true);
  });
  it("users are created by assistants up to their own role; special permissions by a GM", () => {
    expect(canUserCreate(player, doc("User", { role: USER_ROLES.PLAYER })).allowed).toBe(false);
    expect(canUserCreate(assistant, doc("User", { role: USER_ROLES.GAMEMASTER })).allowed).toBe(false);
    expect(canUserCreate(assistant, doc("User", { role: USER_ROLES.PLAYER })).allowed).toBe(true);
    const special = doc("User", { role: USER_ROLES.PLAYER, permissions: { FILES_UPLOAD: true } });
    expect([assistant, gm].map((u) => canUserCreate(u, special).allowed)).toEqual([false, true]);
  });
});

describe("MeasuredTemplate (v13 BaseMeasuredTemplate.#canCreate, #getUserLevel)", () => {
  const scene = doc("Scene", { ownership: { default: OWNERSHIP.NONE } });
  const template = doc("MeasuredTemplate", { _id: "tmpl000000000000", author: player.id }, scene);
  it("its author places it with TEMPLATE_CREATE (PLAYER by default) and may move and delete it", () => {
    expect(canUserCreate(player, template).allowed).toBe(true);
    expect(canUserCreate(other, template).allowed).toBe(false);
    const noTemplates = { rolePermissions: { TEMPLATE_CREATE: [USER_ROLES.TRUSTED, USER_ROLES.GAMEMASTER] } };
    expect(canUserCreate(player, template, undefined, noTemplates).allowed).toBe(false);
    expect(canUserModify(player, "update", template, { x: 10 }).allowed).toBe(true);
    expect(canUserModify(other, "delete", template).allowed).toBe(false);
  });
});

describe("type-level create gate and user queries", () => {
  it("canUserCreateType answers the UI question from the type's rule", () => {
    expect(canUserCreateType(player, "ChatMessage")).toBe(true);
    expect(canUserCreateType(player, "Actor")).toBe(false);
    expect(canUserCreateType(assistant, "Actor")).toBe(true);
    expect(canUserCreateType(player, "MeasuredTemplate")).toBe(true);
    expect(canUserCreateType(player, "Setting")).toBe(false);
    expect(canUserCreateType(player, "Combatant")).toBe(false);
    expect(canUserCreateType(gm, "Combatant")).toBe(true);
  });
  it("User#query: registered name, QUERY_USER on the sender, an active target", () => {
    const names = ["draw-steel.spendMalice"];
    expect(canUserQuery(player, "draw-steel.spendMalice", names, true).allowed).toBe(true);
    expect(canUserQuery(player, "draw-steel.other", names, true).allowed).toBe(false);
    expect(canUserQuery(player, "draw-steel.spendMalice", names, false).allowed).toBe(false);
    const silenced = { ...player, permissions: { QUERY_USER: false } };
    expect(canUserQuery(silenced, "draw-steel.spendMalice", names, true).reason).toMatch(/permission/);
  });
  it("every emulated permission behaviour names the v13 source it was read from", () => {
    expect(SIM_BEHAVIOURS.length).toBeGreaterThan(20);
    for (const b of SIM_BEHAVIOURS) expect(b.source).toMatch(/^v13 /);
  });
});
