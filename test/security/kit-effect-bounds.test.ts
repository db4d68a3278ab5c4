// @vitest-environment happy-dom
/**
 * Every number the GM applies comes from documents the player cannot edit, or from the
 * player's own documents within the book's bounds and only as the Director accepted them. Bob owns Tamsin, so
 * he can edit her kit and give her effects; as a modded client would, he raises her kit's melee damage to
 * 999, gives her "ability.damage +999", "ability.distance +20" and "ability.potency +9". The GM holds each
 * use for the Director, whose card lists the changed number; accepted, the number counts only up to the
 * book's bound (src/rules/book-bounds.ts) and the Director is told. An honest polearm kit's +1 reach
 * (R-HERO-KIT-DISTANCE) is counted. Then Alice imports a Forge Steel Censor whose kit says 9,999 damage.
 * Steps run in order and share the table.
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "../session/table.ts";
import {
  actorOn,
  cardOn,
  clickOn,
  placeAt,
  placeInReach,
  placeTokenFor,
  requestApply,
  tokenStaminaOn,
  useAbilityOn,
  warningsOn,
} from "../session/play.ts";
import { importFile } from "../session/forge-steel-compare.ts";
import { setSetting, setting } from "../session/play.ts";
import { USES_PASS, usesPassOnce } from "../../src/queries/uses-pass.ts";
import { grantPermission } from "../sim/session.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { closeAll, find, open } from "../sim/applications/user.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

let table: Table;
/** Shoulder In's tier-3 damage with the Director's kit (+2 melee damage). */
let honest = 0;

type Doc = HarnessDocument & { update(d: Plain): Promise<unknown>; delete(): Promise<unknown> };
const GUISARME: Plain = {
  name: "Guisarme",
  type: "kit",
  system: { bonuses: { meleeDamage: [2, 2, 2], meleeDistance: 1, stamina: 6 } },
};

const kitOf = (client: SimClient): Doc =>
  client.run(
    () =>
      (on(client, table.heroes.bob) as unknown as Actor.Implementation).items.find(
        (i: { type: string }) => i.type === "kit",
      ) as unknown as Doc,
  );

const effect = (name: string, key: string, value: string): Plain => ({
  name,
  changes: [{ key, mode: 2, value }],
});

const reviewOn = (client: SimClient, id: string) => cardOn(client, id).querySelector(".steelbound-review");
const decide = async (id: string, decision: string) => {
  const button = cardOn(table.gm, id).querySelector(`[data-review-decision="${decision}"]`);
  if (!button) throw new Error(`no ${decision} button`);
  await clickOn(table, table.gm, button);
};
const minion = (i: number) => table.tokens.minions[i] as SimTokenDocument;

/** Bob uses Shoulder In at `token` with 10 + 10 (tier 3) and asks the GM to apply (as a modded client may). */
async function strike(token: SimTokenDocument, mode: "damage" | "conditions" = "damage", reach = 1) {
  const { bob, heroes, tokens } = table;
  await placeInReach(table, tokens.bob, [token], reach);
  const id = await useAbilityOn(table, bob, heroes.bob, [token], [10, 10], "Shoulder In");
  const seen = table.gm.notifications.length;
  const { result, warnings } = await requestApply(table, bob, id, [token], mode);
  return { id, result, warnings, seen };
}

/** Bob's own write on his hero (the server lets the owner make it). */
async function asBob(write: () => Promise<unknown>) {
  await table.bob.run(write);
  await table.session.settle();
}

/** Bob takes his edit back out (the Director's accepted version stays as it was). */
async function removeEffect(name: string) {
  await asBob(async () => {
    const actor = on(table.bob, table.heroes.bob) as unknown as Actor.Implementation;
    const found = actor.effects.find((e: { name: string }) => e.name === name);
    await found?.delete();
  });
}

afterAll(async () => {
  await closeAll();
});

describe("The player's own kit, effects and characteristics count as accepted and within the book", () => {
  it("setup, R-HERO-KIT-DISTANCE: the Director's polearm kit (+1 melee distance) lets Tamsin's melee 1 strike reach 2 squares: applied at once", async () => {
    table = await setUpTable();
    const { gm, session, tokens } = table;
    await gm.run(() => actorOn(gm, table.heroes.bob).createEmbeddedDocuments("Item", [GUISARME]));
    await session.settle();
    // The goblin stands 2 squares from Tamsin: beyond melee 1, within melee 1 + 1.
    await placeAt(table, tokens.bob, 4, 9);
    await placeAt(table, minion(0), 6, 9);
    const before = tokenStaminaOn(gm, minion(0));
    const out = await strike(minion(0), "damage", 2);
    expect(out.result).not.toBeNull();
    expect(reviewOn(gm, out.id)).toBeNull();
    expect(tokenStaminaOn(gm, minion(0))).toBeLessThan(before);
    // The captain's stamina is large: the honest tier-3 damage, kit included.
    const captain = tokenStaminaOn(gm, tokens.captain);
    await strike(tokens.captain);
    honest = captain - tokenStaminaOn(gm, tokens.captain);
    expect(honest).toBeGreaterThan(2);
  });

  it("R-HERO-KIT-DAMAGE: kit melee damage edited to 999 waits; the card lists 'kit melee damage +2 → +999'; accepted once, +4 counts (the book's tier-3 bound) and the Director is told", async () => {
    const { gm, bob, tokens } = table;
    await asBob(() => kitOf(bob).update({ system: { bonuses: { meleeDamage: [999, 999, 999] } } }));
    const before = tokenStaminaOn(gm, tokens.leader);
    const out = await strike(tokens.leader);
    expect(out.result).toBeNull();
    expect(out.warnings).toContain("Waiting for the Director");
    expect(tokenStaminaOn(gm, tokens.leader)).toBe(before);
    const text = reviewOn(gm, out.id)?.textContent ?? "";
    expect(text).toContain("kit melee damage Tier 3: +2 → +999");
    expect(text).toContain("kit melee damage Tier 1: +2 → +999");
    expect(reviewOn(bob, out.id)?.textContent).toContain("Waiting for the Director");
    await decide(out.id, "once");
    expect(before - tokenStaminaOn(gm, tokens.leader)).toBe(honest - 2 + 4);
    expect(warningsOn(gm, out.seen).join(" ")).toContain(
      "kit melee damage (tier 3) +999 is more than the book allows; the Director counted +4",
    );
    // Accepted once only: the next card waits again; "Use the accepted version" deals the Director's +2.
    const captain = tokenStaminaOn(gm, tokens.captain);
    const next = await strike(tokens.captain);
    expect(next.result).toBeNull();
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(captain);
    await decide(next.id, "accepted");
    expect(captain - tokenStaminaOn(gm, tokens.captain)).toBe(honest);
    await asBob(() => kitOf(bob).update({ system: { bonuses: { meleeDamage: [2, 2, 2] } } }));
  });

  it("ability.damage +999 on Tamsin waits; the card lists the effect; accepted from now on, the book's +11 (level 1) counts", async () => {
    const { gm, bob, tokens } = table;
    await asBob(() =>
      (on(bob, table.heroes.bob) as unknown as Actor.Implementation).createEmbeddedDocuments("ActiveEffect", [
        effect("Rage", "ability.damage", "999"),
      ] as never),
    );
    const before = tokenStaminaOn(gm, tokens.captain);
    const out = await strike(tokens.captain);
    expect(out.result).toBeNull();
    expect(tokenStaminaOn(gm, tokens.captain)).toBe(before);
    expect(reviewOn(gm, out.id)?.textContent).toContain("effect on the creature #1: — → damage bonus +999");
    await decide(out.id, "always");
    // 5 (the largest official damage effect) + 3 (treasure) + 3 × level 1.
    expect(before - tokenStaminaOn(gm, tokens.captain)).toBe(honest + 11);
    expect(warningsOn(gm, out.seen).join(" ")).toContain("damage from effects +999");
    await removeEffect("Rage");
  });

  it("R-AB-2: ability.distance +20 does not make a melee 1 strike reach a goblin 8 squares away: refused, nothing written, the Director told of +3", async () => {
    const { gm, bob, tokens, session } = table;
    await asBob(() =>
      (on(bob, table.heroes.bob) as unknown as Actor.Implementation).createEmbeddedDocuments("ActiveEffect", [
        effect("Long Arms", "ability.distance", "20"),
      ] as never),
    );
    await placeAt(table, tokens.bob, 1, 12);
    await placeAt(table, minion(2), 9, 12);
    const card = await useAbilityOn(table, bob, table.heroes.bob, [minion(2)], [10, 10], "Shoulder In");
    const from = session.server.log.length;
    const before = session.clients.map((c) => tokenStaminaOn(c, minion(2)));
    const seen = gm.notifications.length;
    const { result, warnings } = await requestApply(table, bob, card, [minion(2)]);
    expect(result).toBeNull();
    expect(warnings).toContain("out of the ability's reach");
    const writes = session.server.log
      .slice(from)
      .filter((e) => e.userId === gm.userId && !("query" in e.request) && !("setting" in e.request));
    expect(writes.filter((e) => JSON.stringify(e.request).includes(minion(2).id))).toHaveLength(0);
    expect(session.clients.every((c, i) => tokenStaminaOn(c, minion(2)) === before[i])).toBe(true);
    expect(warningsOn(gm, seen).join(" ")).toContain(
      "melee distance from effects +20 is more than the book allows; the Director counted +3",
    );
    await removeEffect("Long Arms");
  });

  it("R-AB-6: ability.potency +9 does not slow a Might 3 goblin with Tamsin's strong Might potency (2): accepted, only +1 counts", async () => {
    const { gm, bob, tokens, session } = table;
    await gm.run(() => on(gm, tokens.captain).actor?.update({ system: { characteristics: { might: 3 } } }));
    await session.settle();
    await asBob(() =>
      (on(bob, table.heroes.bob) as unknown as Actor.Implementation).createEmbeddedDocuments("ActiveEffect", [
        effect("Dread", "ability.potency", "9"),
      ] as never),
    );
    const slowed = () => gm.run(() => on(gm, tokens.captain).actor?.statuses.has("slowed") ?? false);
    const out = await strike(tokens.captain, "conditions");
    expect(out.result).toBeNull();
    expect(reviewOn(gm, out.id)?.textContent).toContain("potency bonus +9");
    await decide(out.id, "always");
    expect(slowed()).toBe(false);
    expect(warningsOn(gm, out.seen).join(" ")).toContain("potency from effects +9");
    await removeEffect("Dread");
  });

  it("R-CH-1: an effect raising Might by 40 waits; accepted once, Might counts as 5 (the Director is told)", async () => {
    const { gm, bob, tokens } = table;
    await asBob(() =>
      (on(bob, table.heroes.bob) as unknown as Actor.Implementation).createEmbeddedDocuments("ActiveEffect", [
        effect("Giant Strength", "system.characteristics.might", "40"),
      ] as never),
    );
    const before = tokenStaminaOn(gm, tokens.leader);
    const out = await strike(tokens.leader);
    expect(out.result).toBeNull();
    expect(reviewOn(gm, out.id)?.textContent).toContain("characteristics Might: 2 → 42");
    await decide(out.id, "once");
    expect(tokenStaminaOn(gm, tokens.leader)).toBeLessThan(before);
    expect(warningsOn(gm, out.seen).join(" ")).toContain(
      "Might score 42 is more than the book allows; the Director counted 5",
    );
  });
});

const DIR = join(import.meta.dirname, "../fixtures/forge-steel/real");

/** The Censor fixture with its kit's melee damage at tier 2 edited to `damage`. */
function censorFile(damage: number): File {
  const data = JSON.parse(readFileSync(join(DIR, "censor-1.ds-hero"), "utf8")) as Plain;
  const edit = (o: unknown): void => {
    if (Array.isArray(o)) o.forEach(edit);
    else if (typeof o === "object" && o !== null) {
      const rec = o as Record<string, unknown>;
      if (rec["id"] === "kit-stick-and-robe" && typeof rec["meleeDamage"] === "object")
        (rec["meleeDamage"] as Record<string, number>)["tier2"] = damage;
      Object.values(rec).forEach(edit);
    }
  };
  edit(data);
  return new File([JSON.stringify(data)], "censor-1.ds-hero");
}

describe("A Forge Steel file with a 9,999 kit", () => {
  it("R-HERO-KIT-DAMAGE, R-HERO-KIT-DISTANCE: Alice's imported Censor's kit numbers are on the review card; accepted, the kit's +9,999 counts as +2 and its honest polearm +1 reach counts", async () => {
    const t = await setUpTable();
    table = t;
    const { gm, alice, session } = t;
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    const tab = alice.run(() => new ActorDirectory());
    await alice.run(() => open(tab));
    await importFile(session, alice, tab, censorFile(9999));
    const hero = gm.run(() =>
      gm
        .collection("Actor")
        .contents.find((a) => a.name !== "Korva" && a.type === "hero" && a.name !== "Tamsin"),
    );
    if (!hero) throw new Error("the Censor was not imported");
    await placeTokenFor(t, hero, 2, 9);
    // The goblin 2 squares away: the kit signature is melee 1, the polearm kit adds 1 (R-HERO-KIT-DISTANCE).
    await placeAt(t, t.tokens.captain, 4, 9);
    const ability = alice.run(
      () =>
        (on(alice, hero) as unknown as Actor.Implementation).items.find(
          (i: { name: string }) => i.name === "Kit Stick And Robe Signature",
        )?.name,
    );
    if (!ability) throw new Error("no kit signature ability");
    const before = tokenStaminaOn(gm, t.tokens.captain);
    // 6 + 6 + Might 2 = 14: tier 2 (R-PR-2).
    const id = await useAbilityOn(t, alice, hero, [t.tokens.captain], [6, 6], ability);
    const seen = gm.notifications.length;
    const { result, warnings } = await requestApply(t, alice, id, [t.tokens.captain]);
    expect(result).toBeNull();
    expect(warnings).toContain("Waiting for the Director");
    const text = reviewOn(gm, id)?.textContent ?? "";
    expect(text).toContain("kit melee damage Tier 2: — → +9,999");
    expect(text).toContain("kit melee distance: — → +1");
    await clickOn(t, gm, find(cardOn(gm, id), '[data-review-decision="always"]'));
    // Forge Steel's honest tier 2 is 9 with the kit's +1; the GM counts the kit's +9,999 as the book's +2.
    for (const client of session.clients) expect(tokenStaminaOn(client, t.tokens.captain)).toBe(before - 10);
    expect(warningsOn(gm, seen).join(" ")).toContain(
      "kit melee damage (tier 2) +9,999 is more than the book allows",
    );
  });
});

describe("A world already in play meets the GM pass uses-1", () => {
  it("a hero with no accepted kit, effects or characteristics yet has today's numbers recorded once: its next use applies at once, within the book", async () => {
    const t = await setUpTable();
    table = t;
    const { gm, session, heroes, tokens } = t;
    // Old data: the record knows Tamsin's abilities but nothing of her own numbers, and the pass has not run.
    const record = (setting(gm, "gmRecord") as { toObject(): Record<string, unknown> }).toObject();
    const abilities = Object.fromEntries(
      Object.entries(record["abilities"] as Record<string, string>).filter(
        ([uuid]) => uuid !== heroes.bob.uuid,
      ),
    );
    const done = (record["done"] as string[]).filter((d) => d !== USES_PASS);
    await setSetting(gm, "gmRecord", { ...record, abilities, done });
    await session.settle();
    expect(await gm.run(() => usesPassOnce())).toBe(1);
    await session.settle();
    expect(await gm.run(() => usesPassOnce())).toBeNull();
    const before = tokenStaminaOn(gm, tokens.captain);
    const out = await strike(tokens.captain);
    expect(out.result).not.toBeNull();
    expect(reviewOn(gm, out.id)).toBeNull();
    expect(tokenStaminaOn(gm, tokens.captain)).toBeLessThan(before);
  });
});
