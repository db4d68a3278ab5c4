// @vitest-environment happy-dom
/**
 * A tier of an imported Forge Steel ability may keep words the importer could not turn into mechanics (the
 * tier's `text`). The sheet shows them after the tier's mechanics; the card must show them too, on the row
 * of each target for the tier that target got, and in the untargeted view, on every client — escaped, and
 * for the table to resolve by hand (no button applies them).
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { importFile } from "./forge-steel-compare.ts";
import { on, setUpTable, type Table } from "./table.ts";
import { cardOn, placeInReach, placeTokenFor, useAbilityOn } from "./play.ts";
import { grantPermission } from "../sim/session.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { closeAll, open, textOf } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";

const DIR = join(import.meta.dirname, "../fixtures/forge-steel/real");
const CENSOR = "censor-1.ds-hero";
/** A heroic strike of the fixture Censor (5 wrath): damage on each tier and the tier's text kept as text. */
const ABILITY = "Censor Ability 10";
const fileOf = (name: string) => new File([readFileSync(join(DIR, name), "utf8")], name);

type Hero = HarnessDocument & { name: string };

afterEach(async () => {
  await closeAll();
});

async function importedCensor(table: Table): Promise<{ hero: Hero; name: string }> {
  const { gm, alice, session } = table;
  grantPermission(session, alice.userId, "ACTOR_CREATE");
  const manifest = JSON.parse(readFileSync(join(DIR, "manifest.json"), "utf8")) as {
    file: string;
    name: string;
  }[];
  const entry = manifest.find((e) => e.file === CENSOR);
  if (!entry) throw new Error("no Censor fixture");
  const tab = alice.run(() => new ActorDirectory());
  await alice.run(() => open(tab));
  await importFile(session, alice, tab, fileOf(CENSOR));
  const hero = gm.run<Hero | undefined>(() =>
    gm.collection("Actor").contents.find((a) => a.name === entry.name),
  );
  if (!hero) throw new Error("the Censor was not imported");
  // Enough wrath for the heroic ability twice.
  await gm.run(() => on(gm, hero).update({ system: { heroicResource: { value: 10 } } }));
  await session.settle();
  return { hero, name: entry.name };
}

const tierTexts = (client: SimClient, hero: Hero): string[] =>
  client.run(() => {
    const item = on(client, hero)
      .getEmbeddedCollection("Item")
      .find((i) => i.name === ABILITY);
    const power = (item?.system as unknown as { power: Record<string, { text: string }> } | undefined)?.power;
    return [1, 2, 3].map((n) => power?.[`tier${n}`]?.text ?? "");
  });

describe("an imported Forge Steel ability's tier text on the card", () => {
  it("R-PR-2: Alice's imported Censor strikes a goblin on tier 2: every client's card shows tier 2's kept text on the goblin's row, and the untargeted card shows its tier's", async () => {
    const table = await setUpTable();
    const { gm, alice, session } = table;
    const { hero } = await importedCensor(table);
    // The importer kept each tier's words it could not read as the tier's text (the sheet shows them).
    const kept = tierTexts(gm, hero);
    expect(kept.every((t) => t !== "")).toBe(true);
    const token = await placeTokenFor(table, hero, 2, 3);
    await placeInReach(table, token, [table.tokens.captain]);

    // 6 + 6 + Might 2 = 14: tier 2 (R-PR-2).
    const id = await useAbilityOn(table, alice, hero, [table.tokens.captain], [6, 6], ABILITY);
    for (const client of session.clients) {
      const row = cardOn(client, id).querySelector('[data-target-index="0"]');
      expect(row?.classList.contains("tier-2"), client.label).toBe(true);
      expect(textOf(row?.querySelector(".tier-text") as HTMLElement), client.label).toContain(kept[1]);
      // Display only: the words give the row no button of their own (it has damage, so its damage buttons).
      expect(row?.querySelector('[data-action="applyConditions"]'), client.label).toBeNull();
    }

    // Rolled without targets: 1 + 2 + 2 = 5, tier 1; the untargeted view shows tier 1's words.
    const loose = await useAbilityOn(table, alice, hero, [], [1, 2], ABILITY);
    for (const client of session.clients) {
      const view = cardOn(client, loose).querySelector(".card-untargeted.tier-1");
      expect(textOf(view?.querySelector(".tier-text") as HTMLElement), client.label).toContain(kept[0]);
    }
  });

  it("HTML in a tier's text reaches every client's card as text, not markup", async () => {
    const table = await setUpTable();
    const { gm, alice, session } = table;
    const { hero } = await importedCensor(table);
    const item = gm.run(() =>
      on(gm, hero)
        .getEmbeddedCollection("Item")
        .find((i) => i.name === ABILITY),
    );
    if (!item) throw new Error(`no ${ABILITY}`);
    const words = [
      "low words",
      '<img src="x" onerror="alert(1)"><b>bold</b> & mid words',
      "<script>alert(3)</script>",
    ];
    await gm.run(() =>
      item.update({
        system: {
          power: { tier1: { text: words[0] }, tier2: { text: words[1] }, tier3: { text: words[2] } },
        },
      }),
    );
    await session.settle();
    const token = await placeTokenFor(table, hero, 2, 3);
    await placeInReach(table, token, [table.tokens.captain]);

    const id = await useAbilityOn(table, alice, hero, [table.tokens.captain], [6, 6], ABILITY);
    for (const client of session.clients) {
      const text = cardOn(client, id).querySelector<HTMLElement>('[data-target-index="0"] .tier-text');
      expect(text, client.label).not.toBeNull();
      expect(text?.querySelector("img, b, script"), client.label).toBeNull();
      expect(textOf(text as HTMLElement), client.label).toContain(words[1]);
      expect(textOf(text as HTMLElement), client.label).not.toContain("low words");
      expect(cardOn(client, id).querySelector("img[onerror]"), client.label).toBeNull();
    }
  });
});
