// @vitest-environment happy-dom
/**
 * An ability's accepted version: Bob owns his hero Tamsin, so he can edit her Shoulder In as he
 * likes; the GM applies nothing from an edit it did not accept. The card shows the Director what changed
 * with three buttons; Bob sees that it waits. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "../session/table.ts";
import { meleeStrike } from "../session/setups.ts";
import {
  cardOn,
  clickOn,
  maliceOn,
  nextTurnOf,
  openCombat,
  placeInReach,
  rowButton,
  setSetting,
  tokenStaminaOn,
  useAbilityOn,
  staminaToZeroEffect,
  itemNamed,
  type EditableItem,
} from "../session/play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { addPack } from "../harness/compendium.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { Plain } from "../harness/utils.ts";

let table: Table;
/** Shoulder In's tier-3 damage to the captain when Tamsin's ability is as the Director made it. */
let honestDamage = 0;

const shoulderIn = (client: SimClient, name = "Shoulder In") => itemNamed(client, table.heroes.bob, name);

/**
 * Bob steps Tamsin up to `token` (the GM measures reach, R-AB-2), uses an ability of hers at it with
 * 10 + 10 (tier 3) and clicks its row's button.
 */
async function useAndApply(token: SimTokenDocument, action = "applyDamage", itemName = "Shoulder In") {
  const { bob, heroes, tokens } = table;
  await placeInReach(table, tokens.bob, [token]);
  const id = await useAbilityOn(table, bob, heroes.bob, [token], [10, 10], itemName);
  await clickOn(table, bob, rowButton(bob, id, action));
  return id;
}

const reviewOn = (client: SimClient, id: string) => cardOn(client, id).querySelector(".steelbound-review");
const decisionButton = (id: string, decision: string) => {
  const button = cardOn(table.gm, id).querySelector<HTMLElement>(`[data-review-decision="${decision}"]`);
  if (!button) throw new Error(`no ${decision} button`);
  return button;
};
/** The review a decision button names (the Director's decision carries what he saw). */
const seenOn = (id: string, decision: string) => decisionButton(id, decision).dataset["reviewSeen"] ?? "";

describe("An edited ability waits for the Director's accepted version", () => {
  it("setup: an ability the Director made applies without asking", async () => {
    table = await setUpTable();
    const { gm, tokens } = table;
    const before = tokenStaminaOn(gm, tokens.captain);
    const id = await useAndApply(tokens.captain);
    honestDamage = before - tokenStaminaOn(gm, tokens.captain);
    expect(honestDamage).toBeGreaterThan(0);
    expect(reviewOn(gm, id)).toBeNull();
  });

  it("tier 3 damage edited to 9,999: nothing is dealt; the GM's card shows the change, Bob's says it waits", async () => {
    const { gm, bob, tokens, session } = table;
    await bob.run(() =>
      shoulderIn(bob).update({ system: { power: { tier3: { damage: { value: 9999 } } } } }),
    );
    await session.settle();
    const before = tokenStaminaOn(gm, tokens.captain);
    const id = await useAndApply(tokens.captain);
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(before);
    const gmReview = reviewOn(gm, id);
    expect(gmReview?.textContent).toContain("Tier 3 damage: 9 → 9,999");
    expect(gmReview?.querySelectorAll("button[data-review-decision]")).toHaveLength(3);
    expect(reviewOn(bob, id)?.textContent).toContain("Waiting for the Director");
    expect(reviewOn(bob, id)?.querySelector("button")).toBeNull();

    // "Use the accepted version": the Director's own numbers are dealt, once.
    const seen = seenOn(id, "accepted");
    await clickOn(table, gm, decisionButton(id, "accepted"));
    expect(before - tokenStaminaOn(gm, tokens.captain)).toBe(honestDamage);
    expect(reviewOn(gm, id)).toBeNull();
    expect(reviewOn(bob, id)).toBeNull();
    const again = await gm.run(() =>
      requestGm({ kind: "reviewAbility", messageId: id, decision: "accepted", seen }),
    );
    expect(again).toBeNull();
    expect(before - tokenStaminaOn(gm, tokens.captain)).toBe(honestDamage);
  });

  it("a player cannot decide: Bob's own reviewAbility request is refused", async () => {
    const { bob, gm, tokens } = table;
    const before = tokenStaminaOn(gm, tokens.leader);
    const id = await useAndApply(tokens.leader);
    const seen = seenOn(id, "once");
    const verdict = await bob.run(() =>
      requestGm({ kind: "reviewAbility", messageId: id, decision: "once", seen }),
    );
    expect(verdict).toBeNull();
    expect(tokenStaminaOn(gm, tokens.leader)).toBe(before);
    // "Accept once": the edited numbers land on this card only, exactly once.
    await clickOn(table, gm, decisionButton(id, "once"));
    expect(before - tokenStaminaOn(gm, tokens.leader)).toBeGreaterThanOrEqual(9999);
    const after = tokenStaminaOn(gm, tokens.leader);
    const again = await gm.run(() =>
      requestGm({ kind: "reviewAbility", messageId: id, decision: "once", seen }),
    );
    expect(again).toBeNull();
    expect(tokenStaminaOn(gm, tokens.leader)).toBe(after);
  });

  it("accept once is for that card only; 'Accept from now on' makes the edit the accepted version", async () => {
    const { gm, tokens } = table;
    const [first, second] = tokens.minions;
    if (!first || !second) throw new Error("no minions");
    const before = tokenStaminaOn(gm, first);
    const id = await useAndApply(first);
    expect(tokenStaminaOn(gm, first)).toBe(before);
    await clickOn(table, gm, decisionButton(id, "always"));
    expect(tokenStaminaOn(gm, first)).toBeLessThan(before);
    // The next card applies at once.
    const next = await useAndApply(second);
    expect(reviewOn(gm, next)).toBeNull();
    expect(tokenStaminaOn(gm, second)).toBeLessThan(before);
  });

  it("a custom effect's change edited in is refused the same way: no effect lands until the Director decides", async () => {
    const { gm, bob, tokens, session } = table;
    const [, , third] = tokens.minions;
    if (!third) throw new Error("no minion");
    const effect = staminaToZeroEffect("Drained");
    await bob.run(() =>
      shoulderIn(bob).update({ system: { power: { tier3: { customEffects: [effect] } } } }),
    );
    await session.settle();
    const effectsOf = () => gm.run(() => on(gm, third).actor?.effects.size ?? 0);
    const before = effectsOf();
    const id = await useAndApply(third, "applyConditions");
    expect(effectsOf()).toBe(before);
    expect(reviewOn(gm, id)?.textContent).toContain("custom effect");
    await clickOn(table, gm, decisionButton(id, "accepted"));
    expect(gm.run(() => on(gm, third).actor?.effects.some((e) => e.name === "Drained"))).toBe(false);
  });

  it("with 'Trust players' ability edits' on, an edited ability applies as before", async () => {
    const { gm, bob, tokens, session } = table;
    const [, , , fourth] = tokens.minions;
    if (!fourth) throw new Error("no minion");
    await setSetting(gm, "trustAbilityEdits", true);
    await bob.run(() => shoulderIn(bob).update({ system: { power: { tier3: { customEffects: [] } } } }));
    await session.settle();
    const before = tokenStaminaOn(gm, fourth);
    const id = await useAndApply(fourth);
    expect(reviewOn(gm, id)).toBeNull();
    expect(tokenStaminaOn(gm, fourth)).toBeLessThan(before);
    await setSetting(gm, "trustAbilityEdits", false);
  });

  it("a compendium-sourced ability applies without asking; the pointer alone proves nothing", async () => {
    const { gm, bob, tokens, session, heroes } = table;
    const source = structuredClone(SHOULDER_IN_PACK);
    gm.run(() =>
      addPack({ id: "world.edges", label: "Edges", type: "Item", packageType: "world", documents: [source] }),
    );
    const pointer = `Compendium.world.edges.Item.${String(source["_id"])}`;
    const { _id: _ignored, ...data } = source;
    await create(
      bob,
      "Item",
      { ...data, _stats: { compendiumSource: pointer } },
      { parent: on(bob, heroes.bob) },
    );
    const forged = structuredClone(data) as {
      name: string;
      system: { power: { tier3: { damage: { value: number } } } };
    };
    forged.name = "Pack Bash Forged";
    forged.system.power.tier3.damage.value = 500;
    await create(
      bob,
      "Item",
      { ...forged, _stats: { compendiumSource: pointer } },
      { parent: on(bob, heroes.bob) },
    );
    await session.settle();
    const [, , , , fifth, sixth] = tokens.minions;
    if (!fifth || !sixth) throw new Error("no minion");
    const before = tokenStaminaOn(gm, fifth);
    const id = await useAndApply(fifth, "applyDamage", "Pack Bash");
    expect(reviewOn(gm, id)).toBeNull();
    expect(tokenStaminaOn(gm, fifth)).toBeLessThan(before);
    const forgedBefore = tokenStaminaOn(gm, sixth);
    const forgedId = await useAndApply(sixth, "applyDamage", "Pack Bash Forged");
    expect(tokenStaminaOn(gm, sixth)).toBe(forgedBefore);
    expect(reviewOn(gm, forgedId)?.textContent).toContain("You have not accepted this ability yet");
  });

  it("R-ML-5: a monster Bob controls whose ability's Malice cost he edited pays the accepted cost", async () => {
    const { gm, bob, monsters, session, tokens } = table;
    const ability = await create(
      gm,
      "Item",
      { name: "Costly Blow", type: "ability", system: { cost: { resource: 0, malice: 3 } } },
      { parent: on(gm, monsters.captain) },
    );
    await gm.run(() => on(gm, monsters.captain).update({ ownership: { [bob.userId]: 3 } }));
    // A player's monster pays on its own turn in a started combat.
    const combat = await openCombat(table, [tokens.alice, tokens.captain]);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await nextTurnOf(table, combat, tokens.captain);
    await setSetting(gm, "malice", { value: 10 });
    await session.settle();
    const mine = bob.resolve(ability.uuid) as EditableItem;
    await bob.run(() => mine.update({ system: { cost: { malice: 10 } } }));
    await session.settle();
    const paid = await bob.run(() =>
      requestGm({
        kind: "spendMalice",
        actorUuid: monsters.captain.uuid,
        abilityUuid: ability.uuid,
        spendTimes: 0,
      }),
    );
    await session.settle();
    expect(paid?.value).toBe(7);
    expect(maliceOn(gm)).toBe(7);
  });
});

/** A pack's copy of a strike like Shoulder In (the compendium the Director trusts). */
const SHOULDER_IN_PACK: Plain = {
  _id: "packBashAbility01",
  ...meleeStrike(
    "Pack Bash",
    [{ damage: { value: 2 } }, { damage: { value: 4 } }, { damage: { value: 6 } }],
    {
      text: "One creature or object",
      count: 1,
    },
  ),
};
