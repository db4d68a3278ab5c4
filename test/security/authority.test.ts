// @vitest-environment happy-dom
/**
 * The GM's authority: an ability card is a ChatMessage its author creates and edits at will
 * (v13 common/documents/chat-message.mjs BaseChatMessage), so the GM takes no amount from it. Bob, a
 * player, forges cards and requests through his own client; the GM either refuses or applies the ability
 * item's true numbers, once, and writes nothing else. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "../session/table.ts";
import {
  maliceOn,
  placeAt,
  placeInReach,
  setSetting,
  staminaToZeroEffect,
  systemOf,
  useAbilityOn,
} from "../session/play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { Plain } from "../harness/utils.ts";

let table: Table;
/** Bob's honest Shoulder In card (Tamsin, might 2, dice 5 + 5 = tier 2 against the captain). */
let honest: { system: Plain; roll: string };

const stamina = (client: Table["gm"], token: Table["tokens"]["captain"]) =>
  client.run(() =>
    foundry.utils.getProperty(on(client, token).actor?.system ?? {}, "stamina.value"),
  ) as number;

/** The GM's document writes since `from` (the server log), so a refusal can be shown to write nothing. */
const gmWritesSince = (from: number) =>
  table.session.server.log.slice(from).filter((e) => e.userId === table.gm.userId && !("query" in e.request));

/** Bob posts a card of his own making and asks the GM to apply it to `tokens`; resolves to the reply. */
async function forge(
  change: (system: Plain) => Plain,
  roll: string,
  tokens: string[],
  mode: "damage" | "half" | "conditions" = "damage",
): Promise<{ result: unknown; writes: number }> {
  const { bob, session } = table;
  const system = change(structuredClone(honest.system));
  const message = await create(bob, "ChatMessage", { type: "abilityUse", system, rolls: [roll] });
  await session.settle();
  const from = session.server.log.length;
  const result = await bob.run(() =>
    requestGm({ kind: "applyResults", messageId: message.id, targets: tokens, mode }),
  );
  await session.settle();
  return { result, writes: gmWritesSince(from).length };
}

/** The honest roll with its two d10 results replaced (raw JSON text, so 1e999 parses as Infinity). */
const withDice = (a: string, b: string) =>
  honest.roll.replace(
    /"results":\[[^\]]*\]/,
    `"results":[{"result":${a},"active":true},{"result":${b},"active":true}]`,
  );

const itemUuid = (hero: Table["heroes"]["alice"]): string =>
  table.gm.run(
    () =>
      (on(table.gm, hero) as unknown as Actor.Implementation).items.find(
        (i: { name: string }) => i.name === "Shoulder In",
      )?.uuid ?? "",
  );

describe("the GM recomputes every request from authoritative sources", () => {
  it("setup: Bob uses Tamsin's Shoulder In on the captain the honest way (tier 2: 6 damage)", async () => {
    table = await setUpTable();
    const { bob, gm, heroes, tokens } = table;
    // The GM measures reach (R-AB-2): Tamsin stands by Korva and the captain, whom the forged cards name.
    await placeAt(table, tokens.captain, 5, 3);
    await placeInReach(table, tokens.bob, [tokens.alice, tokens.captain]);
    const id = await useAbilityOn(table, bob, heroes.bob, [tokens.captain], [5, 5]);
    const message = gm.run(() => game.messages?.get(id));
    if (!message) throw new Error("no card");
    const source = gm.run(() => message.toObject()) as unknown as { system: Plain; rolls: string[] };
    honest = { system: source.system, roll: source.rolls[0] ?? "" };
    expect(honest.roll).toContain('"faces":10');
  });

  it("a card naming another player's hero's ability (Korva's) is refused; nothing is written", async () => {
    const { gm, tokens, heroes } = table;
    const before = stamina(gm, tokens.alice);
    const korva = gm.run(() => on(gm, heroes.alice).uuid);
    const { result, writes } = await forge(
      (s) => ({
        ...s,
        actor: korva,
        ability: itemUuid(heroes.alice),
        targets: [{ ...(s["targets"] as Plain[])[0], token: tokens.alice.uuid }],
      }),
      honest.roll,
      [tokens.alice.uuid],
    );
    expect(result).toBeNull();
    expect(writes).toBe(0);
    expect(stamina(gm, tokens.alice)).toBe(before);
  });

  it("a card naming a creature on a scene Tamsin is not on (the Director's prep scene) is refused; nothing is written", async () => {
    const { gm, monsters, session } = table;
    const prep = await create(gm, "Scene", {
      name: "Prep",
      tokens: [{ name: "Hidden Warlord", actorId: monsters.leader.id, actorLink: true, x: 0, y: 0 }],
    });
    await session.settle();
    const hidden = gm.run(() => (prep as unknown as Scene.Implementation).tokens.contents[0]?.uuid ?? "");
    const before = gm.run(() =>
      foundry.utils.getProperty(on(gm, monsters.leader).system, "stamina.value"),
    ) as number;
    const { result, writes } = await forge(
      (s) => ({ ...s, targets: [{ ...(s["targets"] as Plain[])[0], token: hidden }] }),
      honest.roll,
      [hidden],
    );
    expect(result).toBeNull();
    expect(writes).toBe(0);
    for (const client of session.clients)
      expect(
        client.run(() => foundry.utils.getProperty(on(client, monsters.leader).system, "stamina.value")),
      ).toBe(before);
  });

  it("a card naming Tamsin's own ability with 9,999 damage in its snapshot deals the item's 6, once (R-PR-2)", async () => {
    const { gm, tokens, session } = table;
    const before = stamina(gm, tokens.alice);
    const huge = {
      damage: { value: 9999, type: "untyped" },
      conditions: [],
      forced: { kind: "", distance: 0 },
    };
    const forged = await forge(
      (s) => ({
        ...s,
        snapshot: {
          ...(s["snapshot"] as Plain),
          tier1: huge,
          tier2: huge,
          tier3: huge,
          damageBonus: [9999, 9999, 9999],
        },
        targets: [{ ...(s["targets"] as Plain[])[0], token: tokens.alice.uuid, tier: 3 }],
      }),
      honest.roll,
      [tokens.alice.uuid],
    );
    expect(forged.result).not.toBeNull();
    for (const client of session.clients) expect(stamina(client, tokens.alice)).toBe(before - 6);
  });

  it("R-PR-7: a roll whose options claim an automatic tier 3 Tamsin's effects do not grant deals the rolled tier 2's 6, not tier 3's 9", async () => {
    const { gm, tokens, session } = table;
    const before = stamina(gm, tokens.alice);
    expect(honest.roll).toContain('"automaticTiers":[]');
    const claimed = honest.roll.replace('"automaticTiers":[]', '"automaticTiers":[3]');
    const forged = await forge(
      (s) => ({ ...s, targets: [{ ...(s["targets"] as Plain[])[0], token: tokens.alice.uuid, tier: 3 }] }),
      claimed,
      [tokens.alice.uuid],
    );
    expect(forged.result).not.toBeNull();
    for (const client of session.clients) expect(stamina(client, tokens.alice)).toBe(before - 6);
  });

  for (const [a, b] of <[string, string][]>[
    ["25", "5"],
    ["0", "5"],
    ["null", "5"],
    ["1e999", "5"],
    ["5.5", "5"],
  ]) {
    it(`R-PR-1: a roll with a die of ${a} is refused; nothing is written`, async () => {
      const { gm, tokens } = table;
      const before = stamina(gm, tokens.alice);
      const { result, writes } = await forge(
        (s) => ({ ...s, targets: [{ ...(s["targets"] as Plain[])[0], token: tokens.alice.uuid }] }),
        withDice(a, b),
        [tokens.alice.uuid],
      );
      expect(result).toBeNull();
      expect(writes).toBe(0);
      expect(stamina(gm, tokens.alice)).toBe(before);
    });
  }

  it("R-AB-7: damage surges on a card with no surges paid and none in Tamsin's pool are refused", async () => {
    const { gm, tokens, heroes } = table;
    await gm.run(() => on(gm, heroes.bob).update({ system: { surges: 0 } }));
    const before = stamina(gm, tokens.alice);
    const { result, writes } = await forge(
      (s) => ({
        ...s,
        spent: { ...(s["spent"] as Plain), surges: 0 },
        targets: [{ ...(s["targets"] as Plain[])[0], token: tokens.alice.uuid, damageSurges: 3 }],
      }),
      honest.roll,
      [tokens.alice.uuid],
    );
    expect(result).toBeNull();
    expect(writes).toBe(0);
    expect(stamina(gm, tokens.alice)).toBe(before);
  });

  it("R-AB-7: with 1 surge in the pool, 99 claimed surges count as 3 and are refused; with 3 they are paid once", async () => {
    const { gm, tokens, heroes, session } = table;
    await gm.run(() => on(gm, heroes.bob).update({ system: { surges: 1 } }));
    const card = (s: Plain) => ({
      ...s,
      targets: [{ ...(s["targets"] as Plain[])[0], token: tokens.alice.uuid, damageSurges: 99 }],
    });
    expect((await forge(card, honest.roll, [tokens.alice.uuid])).result).toBeNull();
    await gm.run(() => on(gm, heroes.bob).update({ system: { surges: 3 } }));
    const before = stamina(gm, tokens.alice);
    expect((await forge(card, honest.roll, [tokens.alice.uuid])).result).not.toBeNull();
    // 6 + 3 surges × Tamsin's highest characteristic (might 2) = 12; the pool pays 3.
    for (const client of session.clients) {
      expect(stamina(client, tokens.alice)).toBe(before - 12);
      expect(systemOf(client, heroes.bob, "surges")).toBe(0);
    }
  });

  it("a card whose snapshot adds an effect setting the captain's stamina to 0 creates no such effect: the GM reads effects from the item", async () => {
    const { gm, session, tokens } = table;
    const before = stamina(gm, tokens.captain);
    const doomed = staminaToZeroEffect("Doomed");
    const { result } = await forge(
      (system) => {
        const snapshot = system["snapshot"] as Record<string, Plain>;
        for (const tier of ["tier1", "tier2", "tier3"]) (snapshot[tier] as Plain)["customEffects"] = [doomed];
        return system;
      },
      honest.roll,
      [tokens.captain.uuid],
      "conditions",
    );
    expect(result).not.toBeNull();
    for (const client of session.clients) {
      const names = client.run(() =>
        [...(on(client, tokens.captain).actor?.effects ?? [])].map((e) => e.name),
      );
      expect(names).not.toContain("Doomed");
      expect(stamina(client, tokens.captain)).toBe(before);
    }
  });

  it("__proto__ keys in the card and the request change nothing", async () => {
    const { gm, tokens, bob } = table;
    const before = stamina(gm, tokens.alice);
    const poisoned = JSON.parse(`{"__proto__":{"value":9999},"damage":{"value":9999}}`) as Plain;
    const { result } = await forge(
      (s) => ({
        ...s,
        snapshot: { ...(s["snapshot"] as Plain), tier2: poisoned },
        targets: [{ ...(s["targets"] as Plain[])[0], token: tokens.alice.uuid }],
      }),
      honest.roll,
      [tokens.alice.uuid],
    );
    expect(result).not.toBeNull();
    expect(stamina(gm, tokens.alice)).toBe(before - 6);
    const reply = await bob.run(() =>
      requestGm(
        JSON.parse(
          `{"kind":"applyResults","__proto__":{"isGM":true},"messageId":"x","targets":[],"mode":"damage"}`,
        ) as never,
      ),
    );
    expect(reply).toBeNull();
    expect(({} as Plain)["value"]).toBeUndefined();
  });

  it("a card with 10,000 targets: Bob's own client refuses to post it; sent raw to the server, no client shows it and the GM applies nothing", async () => {
    const { bob, gm, session, tokens } = table;
    const many = Array.from({ length: 10_000 }, () => ({ token: tokens.alice.uuid, name: "x" }));
    const system = { ...structuredClone(honest.system), targets: many };
    // An honest client validates the card first (v13 ClientDatabaseBackend #preCreateDocumentArray builds
    // the document; ArrayField#_validateType refuses more than `max` elements): nothing reaches the server.
    const sent = session.server.log.length;
    const errors = bob.notifications.filter((n) => n.level === "error").length;
    await expect(
      create(bob, "ChatMessage", { type: "abilityUse", system, rolls: [honest.roll] }),
    ).rejects.toThrow("was not created");
    expect(session.server.log.length).toBe(sent);
    expect(bob.notifications.filter((n) => n.level === "error").length).toBe(errors + 1);
    // A modded client skips that and sends the operation itself; the server does not build the system's
    // data model (it never runs system code), so it stores and broadcasts the message.
    const id = "forgedCard000001";
    const from = session.server.log.length;
    await session.server
      .request(bob.userId, {
        action: "create",
        type: "ChatMessage",
        parentUuid: null,
        data: [{ _id: id, type: "abilityUse", system, rolls: [honest.roll], author: bob.userId }],
        options: {},
      })
      .catch(() => null);
    await session.settle();
    // Every client builds the document strictly (v13 #handleCreateDocuments → createDocument): it fails, so
    // no client holds or renders the card.
    for (const client of session.clients) {
      expect(client.run(() => game.messages?.has(id))).toBe(false);
      expect(client.chatLog.shown.has(id)).toBe(false);
    }
    const result = await bob.run(() =>
      requestGm({ kind: "applyResults", messageId: id, targets: [tokens.alice.uuid], mode: "damage" }),
    );
    await session.settle();
    expect(result).toBeNull();
    expect(gmWritesSince(from)).toHaveLength(0);
    expect(gm.notifications.filter((n) => n.level === "error")).toEqual([]);
  });
});

describe("Malice drains (R-ML-5)", () => {
  it("Bob, given a monster, cannot name an amount: a spend names the ability and the GM prices it", async () => {
    const { gm, bob, monsters, session } = table;
    await gm.run(() => on(gm, monsters.captain).update({ ownership: { [bob.userId]: 3 } }));
    await setSetting(gm, "malice", { value: 7, maliciousStrikeRound: -1 });
    await session.settle();
    const reply = await bob.run(() =>
      requestGm({ kind: "spendMalice", actorUuid: monsters.captain.uuid, amount: 7 } as never),
    );
    expect(reply).toBeNull();
    await session.settle();
    for (const client of session.clients) expect(maliceOn(client)).toBe(7);
  });

  it("naming an ability that is not the monster's (Korva's Shoulder In) is refused", async () => {
    const { bob, monsters, session, heroes } = table;
    const reply = await bob.run(() =>
      requestGm({
        kind: "spendMalice",
        actorUuid: monsters.captain.uuid,
        abilityUuid: itemUuid(heroes.alice),
        spendTimes: 0,
      }),
    );
    expect(reply).toBeNull();
    await session.settle();
    for (const client of session.clients) expect(maliceOn(client)).toBe(7);
  });
});
