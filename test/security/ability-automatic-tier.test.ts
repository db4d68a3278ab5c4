// @vitest-environment happy-dom
/**
 * R-PR-7 from the ability itself, as the GM judges a player's own ability (src/queries/accepted-abilities/
 * judge.ts): the ability's `automaticTier` is one of its mechanics, so a tier Alice gives her own Korva's Shoulder
 * In on her item sheet changes what the Director accepted. Her dialog believes it (her client reads her item),
 * but the GM applies nothing until the Director decides on the card: "Use the accepted version" deals the tier
 * she rolled, not tier 3. A copy of a compendium ability that grants the tier applies without asking, since the
 * GM reads that pack document and compares; a copy that only points at it while granting a tier the pack does
 * not is waited on. Runs on v13 and v14 (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { afterEach, describe, expect, it } from "vitest";
import { create, on, setUpTable, target, type Table } from "../session/table.ts";
import { meleeStrike } from "../session/setups.ts";
import {
  cardOn,
  clickOn,
  heroSheetOn,
  itemNamed,
  lastMessageId,
  ownSheetOn,
  placeInReach,
  rowButton,
  tokenStaminaOn,
  useButton,
  warningsOn,
} from "../session/play.ts";
import {
  answerDialog,
  change,
  click,
  closeAll,
  currentDialog,
  field,
  textOf,
  waitForDialog,
} from "../sim/applications/user.ts";
import { addPack } from "../harness/compendium.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { Plain } from "../harness/utils.ts";

afterEach(async () => {
  await closeAll();
});

/** Alice rolls the named ability of Korva's at `token` with `dice`, reading the dialog; returns it and the card. */
async function roll(
  table: Table,
  token: SimTokenDocument,
  dice: number[],
  name = "Shoulder In",
): Promise<{ dialog: string; id: string }> {
  const { alice, heroes, session } = table;
  await placeInReach(table, table.tokens.alice, [token]);
  target(alice, [token]);
  const sheet = await heroSheetOn(alice, heroes.alice);
  queueDice(...dice);
  const clicking = alice.run(() => click(useButton(sheet, itemNamed(alice, heroes.alice, name).id)));
  const dialog = await alice.run(async () => {
    await waitForDialog();
    return textOf(currentDialog());
  });
  await alice.run(() => answerDialog("roll"));
  await clicking;
  await session.settle();
  await alice.run(() => sheet.close());
  return { dialog, id: lastMessageId(table) };
}

const reviewOn = (client: SimClient, id: string) => cardOn(client, id).querySelector(".steelbound-review");

/** A pack's strike that grants tier 3 by its own text (the Director's trusted compendium). */
const SURE_BLOW: Plain = {
  _id: "packSureBlow0001",
  ...meleeStrike("Sure Blow", [{ damage: { value: 2 } }, { damage: { value: 4 } }, { damage: { value: 6 } }]),
};
(SURE_BLOW["system"] as Plain)["automaticTier"] = 3;
/** A pack's strike with no automatic tier. */
const PLAIN_BLOW: Plain = {
  _id: "packPlainBlow001",
  ...meleeStrike("Plain Blow", [
    { damage: { value: 2 } },
    { damage: { value: 4 } },
    { damage: { value: 6 } },
  ]),
};

describe("an ability's own automatic tier is judged as its other mechanics are (R-PR-7)", () => {
  it("R-PR-7: a tier Alice gives her own ability on its sheet deals nothing until the Director decides; the accepted version deals the tier she rolled", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    // Korva is Alice's: her item sheet is editable, and she picks tier 3 for Shoulder In.
    const sheet = await ownSheetOn(alice, itemNamed(alice, heroes.alice, "Shoulder In"));
    await alice.run(() => change(field(sheet, "[name='system.automaticTier']"), "3"));
    await session.settle();
    await alice.run(() => sheet.close());
    expect(
      gm.run(
        () => (itemNamed(gm, heroes.alice, "Shoulder In").system as { automaticTier: number }).automaticTier,
      ),
    ).toBe(3);

    const claimed = await roll(table, tokens.captain, [1, 1]);
    expect(claimed.dialog).toContain("Tier 3 automatically — from Shoulder In");
    const before = tokenStaminaOn(gm, tokens.captain);
    const told = alice.notifications.length;
    await clickOn(table, alice, rowButton(alice, claimed.id, "applyDamage"));
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(before);
    expect(warningsOn(alice, told).join(" ")).toContain("Waiting for the Director");
    // The Director's card names the change in words.
    expect(reviewOn(gm, claimed.id)?.textContent).toContain("automatic tier: — → 3");
    // "Use the accepted version": Shoulder In as the Director made it, no automatic tier: tier 1's 3 damage.
    const accepted = cardOn(gm, claimed.id).querySelector<HTMLElement>('[data-review-decision="accepted"]');
    if (!accepted) throw new Error("no accepted-version button");
    await clickOn(table, gm, accepted);
    expect(before - tokenStaminaOn(gm, tokens.captain)).toBe(3);
  });

  it("R-PR-7: a copy of a pack's ability that grants tier 3 applies without asking; a copy granting a tier its pack does not waits", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    gm.run(() =>
      addPack({
        id: "world.sure",
        label: "Sure Strikes",
        type: "Item",
        packageType: "world",
        documents: [structuredClone(SURE_BLOW), structuredClone(PLAIN_BLOW)],
      }),
    );
    const copy = (source: Plain, name: string, tier: number): Plain => {
      const { _id: id, ...data } = structuredClone(source);
      const system = { ...(data["system"] as Plain), automaticTier: tier };
      return {
        ...data,
        name,
        system,
        _stats: { compendiumSource: `Compendium.world.sure.Item.${String(id)}` },
      };
    };
    // Alice's client makes both copies on her own hero (a modded client could write any data).
    await create(alice, "Item", copy(SURE_BLOW, "Sure Blow", 3), { parent: on(alice, heroes.alice) });
    await create(alice, "Item", copy(PLAIN_BLOW, "Plain Blow Forged", 3), {
      parent: on(alice, heroes.alice),
    });
    await session.settle();
    const sure = await roll(table, tokens.captain, [1, 1], "Sure Blow");
    const captainBefore = tokenStaminaOn(gm, tokens.captain);
    await clickOn(table, alice, rowButton(alice, sure.id, "applyDamage"));
    expect(reviewOn(gm, sure.id)).toBeNull();
    // Tier 3's 6 damage (tier 1, as rolled, would be 2).
    expect(captainBefore - tokenStaminaOn(gm, tokens.captain)).toBe(6);

    const forged = await roll(table, tokens.leader, [1, 1], "Plain Blow Forged");
    const leaderBefore = tokenStaminaOn(gm, tokens.leader);
    await clickOn(table, alice, rowButton(alice, forged.id, "applyDamage"));
    expect(tokenStaminaOn(gm, tokens.leader)).toBe(leaderBefore);
    expect(reviewOn(gm, forged.id)?.textContent).toContain("You have not accepted this ability yet");
  });
});
