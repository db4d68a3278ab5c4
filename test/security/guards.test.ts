// @vitest-environment happy-dom
/**
 * Rule guards where only the GM writes. A player owns her hero and, through it, her
 * combatant (v13 common/documents/combatant.mjs BaseCombatant#getUserLevel is the actor's, and #canUpdate
 * lets an owner write `flags`) and the chat messages she authors (chat-message.mjs #getUserLevel). So the
 * Director's surprised mark lives on the Combat (combat.mjs #canUpdate: players may write only round, turn
 * and combatants), the once-per-turn hero token record in the GM's record (a world setting: setting.mjs
 * #canModify), and a failed save counts only when it answers the GM's own prompt. Old data (the flags and
 * settings of earlier builds) is moved by the world pass guards-1 on the GM's ready.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "../session/table.ts";
import {
  combatantOn,
  combatOn,
  heroTokensOn,
  openCombat,
  setSetting,
  setting,
  type Combat,
} from "../session/play.ts";
import { findAll } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { liftGuardsOnce } from "../../src/queries/guards-pass.ts";
import { GUARDS_PASS } from "../../src/data/migrations/guards-record.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
let combat: Combat;

type GmRecordSource = {
  claims: string[];
  abilities: Record<string, string>;
  heroTokenTurns: Record<string, string>;
  done: string[];
};
const recordOn = (client: Table["gm"]) =>
  (setting(client, "gmRecord") as { toObject(): GmRecordSource }).toObject();

describe("Guards where only the GM writes", () => {
  it("old data: the old settings, a hero's heroTokenTurn flag and a combatant's surprised flag move once; nothing is lost", async () => {
    table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    // What an earlier build stored.
    // Setting documents as an earlier build wrote them (a key no longer registered).
    await gm.run(() =>
      gm.send({
        type: "Setting",
        parentUuid: null,
        options: {},
        action: "create",
        data: [
          {
            key: "steelbound.acceptedAbilities",
            value: JSON.stringify({
              abilities: { "Actor.a.Item.b": "print-1" },
              once: {},
              useAccepted: [],
              pending: [],
            }),
          },
          { key: "steelbound.claims", value: JSON.stringify({ entries: ["card00000000001|template|tpl|"] }) },
        ],
      }),
    );
    await gm.run(() => on(gm, heroes.alice).update({ flags: { steelbound: { heroTokenTurn: "c:1:old" } } }));
    combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain]);
    const aliceCombatant = combatantOn(gm, combat, tokens.alice);
    await gm.run(() =>
      on(gm, combat as HarnessDocument).updateEmbeddedDocuments("Combatant", [
        { _id: aliceCombatant, flags: { steelbound: { surprised: true } } },
      ]),
    );
    // A world from before this build: the pass has not run (the table's ready already ran it on a new world).
    await setSetting(gm, "gmRecord", { ...recordOn(gm), done: [] });
    await session.settle();
    expect(await gm.run(() => liftGuardsOnce())).toBe(2);
    await session.settle();
    for (const client of session.clients) {
      const record = recordOn(client);
      expect(record.abilities["Actor.a.Item.b"]).toBe("print-1");
      expect(record.claims).toContain("card00000000001|template|tpl|");
      expect(record.heroTokenTurns[heroes.alice.uuid]).toBe("c:1:old");
      expect(record.done).toContain(GUARDS_PASS);
      const seen = combatOn(client, combat);
      expect(client.run(() => seen.combatants.get(aliceCombatant)?.flags.steelbound)).not.toHaveProperty(
        "surprised",
      );
      expect(
        client.run(() => (seen.combatants.get(aliceCombatant) as { surprised: boolean }).surprised),
      ).toBe(true);
      expect(client.run(() => on(client, heroes.alice).flags["steelbound"])).not.toHaveProperty(
        "heroTokenTurn",
      );
    }
    // Once per world: a flag forged afterwards is never lifted.
    await alice.run(() =>
      on(alice, heroes.alice).update({ flags: { steelbound: { heroTokenTurn: "forged" } } }),
    );
    await session.settle();
    expect(await gm.run(() => liftGuardsOnce())).toBe(0);
    expect(recordOn(gm).heroTokenTurns[heroes.alice.uuid]).toBe("c:1:old");
    expect(findAll(document.body, "script")).toHaveLength(0);
  });

  it("attack: Alice clears the Director's surprised mark from her own combatant and from the Combat; she stays surprised (R-CB-2)", async () => {
    const { alice, session, tokens } = table;
    const id = combatantOn(alice, combat, tokens.alice);
    // Her combatant's flags are hers to write (the server lets it through), but the mark is not there.
    await alice.run(() =>
      (combatOn(alice, combat) as unknown as HarnessDocument).updateEmbeddedDocuments("Combatant", [
        { _id: id, flags: { steelbound: { surprised: false } } },
      ]),
    );
    // The Combat's flags are the GM's: the server refuses.
    await expect(
      alice.run(() =>
        (combatOn(alice, combat) as unknown as HarnessDocument).update({
          flags: { steelbound: { surprised: [] } },
        }),
      ),
    ).rejects.toThrow();
    await session.settle();
    for (const client of session.clients)
      expect(
        client.run(() => (combatOn(client, combat).combatants.get(id) as { surprised: boolean }).surprised),
      ).toBe(true);
    queueDice(7);
    await table.gm.run(() => combat.startCombat());
    await session.settle();
    for (const client of session.clients)
      expect(client.run(() => combatOn(client, combat).flow.surprised)).toContain(id);
  });

  it("attack: Alice resets her hero's hero-token record and writes the GM's record; a second benefit in the turn is still refused (R-HT-2)", async () => {
    const { alice, gm, session, heroes } = table;
    await setSetting(gm, "heroTokens", { value: 4 });
    const spend = () =>
      alice.run(() => requestGm({ kind: "spendHeroToken", spend: "surges", actorUuid: heroes.alice.uuid }));
    expect(await spend()).toMatchObject({ allowed: true });
    await session.settle();
    for (const client of session.clients) expect(heroTokensOn(client)).toBe(3);
    // What an older build kept on the hero, reset by its owner; and the GM's record, written directly.
    await alice.run(() => on(alice, heroes.alice).update({ flags: { steelbound: { heroTokenTurn: null } } }));
    await expect(setSetting(alice, "gmRecord", { heroTokenTurns: {} })).rejects.toThrow();
    await session.settle();
    expect(await spend()).toMatchObject({ allowed: false, reason: "benefitAlreadyUsed" });
    await session.settle();
    for (const client of session.clients) expect(heroTokensOn(client)).toBe(3);
  });

  it("attack: Alice posts a failed-save card of her own (no prompt, or a prompt she wrote herself, no turn); the token buys nothing (R-AB-11, R-HT-2)", async () => {
    const { alice, gm, session, heroes } = table;
    await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("ActiveEffect", [
        { name: "Bleeding", statuses: ["bleeding"], flags: { steelbound: { duration: "encounter" } } },
      ]),
    );
    await session.settle();
    const effect = alice.run(
      () =>
        (on(alice, heroes.alice) as unknown as Actor.Implementation).effects.contents.find(
          (e) => e.name === "Bleeding",
        )?.id,
    );
    expect(effect).toBeTruthy();
    const ownPrompt = await create(alice, "ChatMessage", {
      content: "prompt",
      flags: { steelbound: { savePrompt: { actor: heroes.alice.uuid, turn: null, effects: [effect] } } },
    });
    const before = heroTokensOn(gm);
    for (const prompt of ["", ownPrompt.id]) {
      const card = await create(alice, "ChatMessage", {
        content: "failed",
        flags: {
          steelbound: {
            save: {
              actor: heroes.alice.uuid,
              effect,
              effectName: "Bleeding",
              d10: 1,
              success: false,
              prompt,
              turn: null,
              heroToken: false,
              hero: true,
            },
          },
        },
      });
      const result = await alice.run(() =>
        requestGm({
          kind: "spendHeroToken",
          spend: "succeedSave",
          actorUuid: heroes.alice.uuid,
          messageId: card.id,
        }),
      );
      expect(result).toMatchObject({ allowed: false });
    }
    await session.settle();
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(before);
      expect(
        client.run(() =>
          (on(client, heroes.alice) as unknown as Actor.Implementation).effects.has(String(effect)),
        ),
      ).toBe(true);
    }
  });
});
