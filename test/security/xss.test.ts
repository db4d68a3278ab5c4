// @vitest-environment happy-dom
/**
 *, "The GM's authority": no user text reaches HTML unescaped, anywhere. Players (and the Director)
 * write markup into every text they own: actor, item and token names, ability and effect text, biography,
 * notes, complication text, skills, squad names, montage and negotiation entries. Through the v13
 * simulation every card, sheet, the tracker and the Director tools are rendered on the GM's client (the
 * victim with the most power), and the rendered DOM must hold no injected element or attribute: no
 * `script`, no `img[onerror]`, no `on…` attribute anywhere; plain text is shown as text.
 *
 * What Foundry guarantees (read in the v13 source): the server cleans HTMLField values of core schemas
 * (ChatMessage content and flavor) and the `system` paths system.json lists in `htmlFields` (v13
 * common/data/fields.mjs HTMLField; ServerSanitizationFields); TextEditor.enrichHTML does not sanitise
 * (v13 client/applications/ux/text-editor.mjs). Names and every other StringField are stored as written.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, on, setUpTable, target, type Table } from "../session/table.ts";
import { answerDialog, click, find, open, textOf } from "../sim/applications/user.ts";
import { postedRolls, queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";
import type { Plain } from "../harness/utils.ts";
import { HeroSheet } from "../../src/applications/sheets/hero-sheet.ts";
import { MonsterSheet } from "../../src/applications/sheets/monster-sheet.ts";
import { RetainerSheet } from "../../src/applications/sheets/retainer-sheet.ts";
import { SteelItemSheet } from "../../src/applications/sheets/item-sheet.ts";
import { rollTest } from "../../src/flows/roll-test.ts";
import { postSavePrompt } from "../../src/chat/save-card.ts";
import { postSquadStrikeCard, squadStrikeCardContext } from "../../src/chat/squad-strike-card.ts";
import { writeEncounter, writeMontage, writeNegotiation } from "../../src/data/settings/director-store.ts";
import { EncounterBuilder } from "../../src/applications/director/encounter-builder.ts";
import { MontageTracker } from "../../src/applications/director/montage-tracker.ts";
import { NegotiationTracker } from "../../src/applications/director/negotiation-tracker.ts";
import { sampleEncounter, sampleMontage, sampleNegotiation } from "../fixtures/director.ts";
import type { SteelCombat } from "../../src/documents/combat.ts";

/** The two payloads of the issue: a tag with a handler, and a break out of an attribute into a script. */
const IMG = `<img src=x onerror=alert(1)>`;
const BREAK = `"><script>alert(1)</script>`;
/** A user text carrying both payloads after a readable label. */
const evil = (label: string) => `${label}${IMG}${BREAK}`;
/**
 * Rich text (an HTML field) carrying both payloads; its image has another source, so an `img[src="x"]`
 * can only come from a plain text that was not escaped.
 */
const RICH = `<p>Rich <img src=rich onerror=alert(1)>${BREAK}<a href="javascript:alert(1)">link</a></p>`;

type Rendered = { readonly element: HTMLElement } | Element;
type Items = {
  contents: HarnessDocument[];
  find(fn: (item: HarnessDocument) => boolean): HarnessDocument | undefined;
  get(id: string): HarnessDocument | undefined;
};
/** An actor's embedded items (HarnessDocument does not type its collections). */
const itemsOf = (actor: HarnessDocument): Items => (actor as unknown as { items: Items }).items;
type Tracker = { render(o: object): Promise<unknown>; readonly element: HTMLElement };
/** The client's combat tracker (v13 ui.combat, of class CONFIG.ui.combat), created on first use. */
function trackerOf(client: SimClient): Tracker {
  const ui = client.globals.ui as { combat?: Tracker };
  const Tracker = (client.config as unknown as { ui: { combat: new () => Tracker } }).ui.combat;
  ui.combat ??= client.run(() => new Tracker());
  return ui.combat;
}
const rootOf = (r: Rendered): Element => (r instanceof Element ? r : r.element);

/** Every element and attribute an injection would add. */
function injections(rendered: Rendered): string[] {
  const root = rootOf(rendered);
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll("*")]) {
    const tag = element.tagName.toLowerCase();
    if (tag === "script") found.push(`<script> ${element.textContent}`);
    // The plain-text payload's own image, even when a server cleaning took its handler away.
    if (tag === "img" && element.getAttribute("src") === "x") found.push(`<img src="x"> from plain text`);
    for (const { name, value } of [...element.attributes]) {
      if (name.toLowerCase().startsWith("on")) found.push(`<${tag} ${name}="${value}">`);
      if (/^\s*javascript:/i.test(value)) found.push(`<${tag} ${name}="${value}">`);
    }
  }
  return found;
}

/** No injected element or attribute; each plain label is shown with its payload as text. */
function expectSafe(rendered: Rendered, ...labels: string[]): void {
  expect(injections(rendered)).toEqual([]);
  const text = rootOf(rendered).textContent;
  for (const label of labels) expect(text).toContain(evil(label));
}

let table: Table;
let combat: SteelCombat & HarnessDocument;
let gm: SimClient;
let alice: SimClient;
const ids: Record<string, string> = {};

/** The last chat card a client shows. */
function lastCard(client: SimClient): HTMLElement {
  expect(client.chatLog.failed).toEqual([]);
  const card = [...client.chatLog.shown.values()].at(-1);
  if (!card) throw new Error(`${client.label} shows no card`);
  return card;
}

const ITEM_TYPES = [
  "feature",
  "ancestry",
  "culture",
  "career",
  "class",
  "subclass",
  "kit",
  "complication",
  "perk",
  "title",
  "treasure",
  "project",
];

beforeAll(async () => {
  table = await setUpTable();
  ({ gm, alice } = table);
  const korva = on(alice, table.heroes.alice);
  // Alice writes markup into everything of Korva's she may edit.
  await alice.run(() =>
    korva.update({
      name: evil("Korva"),
      "system.biography.value": RICH,
      "system.biography.gmNotes": RICH,
    }),
  );
  const shoulder = itemsOf(korva).find((i) => i.name === "Shoulder In");
  if (!shoulder) throw new Error("no Shoulder In");
  ids["ability"] = shoulder.id;
  await alice.run(() =>
    shoulder.update({
      name: evil("Shoulder In"),
      "system.effect.before": RICH,
      "system.effect.after": RICH,
      "system.target.text": evil("Target"),
      "system.trigger": evil("Trigger"),
    }),
  );
  const created = await alice.run(() =>
    korva.createEmbeddedDocuments("Item", [
      ...ITEM_TYPES.map((type) => ({
        name: evil(type),
        type,
        system: {
          description: { value: RICH },
          ...(type === "complication" ? { benefit: RICH, drawback: RICH } : {}),
        },
      })),
      {
        name: evil("Quiet Word"),
        type: "ability",
        system: {
          type: "main",
          keywords: ["magic"],
          effect: { before: RICH },
          target: { text: evil("Whom") },
        },
      },
    ] as Plain[]),
  );
  for (const item of created) ids[item.type] ??= item.id;
  ids["plainAbility"] = created.at(-1)?.id ?? "";
  // The Director names a minion token and the Warlord's actor and items.
  const minion = table.tokens.minions[0];
  if (!minion) throw new Error("no minion");
  await gm.run(() => on(gm, minion).update({ name: evil("Minion") }));
  await gm.run(() => on(gm, table.tokens.alice).update({ name: evil("Korva token") }));
  await gm.run(() => on(gm, table.tokens.leader).update({ name: evil("Warlord token") }));
  const leader = on(gm, table.monsters.leader);
  await gm.run(() => leader.update({ name: evil("Warlord"), "system.biography.value": RICH }));
  for (const item of itemsOf(leader).contents)
    await gm.run(() => item.update({ name: evil(item.name), "system.description.value": RICH }));
});

afterAll(() => undefined);

describe("No user text reaches HTML unescaped", () => {
  it("the rolled ability card names the ability and the targeted token as text (GM's client)", async () => {
    const minion = table.tokens.minions[0];
    if (!minion) throw new Error("no minion");
    target(alice, [minion]);
    const sheet = alice.run(() => new HeroSheet({ document: on(alice, table.heroes.alice) } as never));
    await alice.run(() => open(sheet));
    queueDice(6, 6);
    const using = alice.run(() =>
      click(find(sheet, `[data-action="useAbility"][data-item-id="${ids["ability"] ?? ""}"]`)),
    );
    await alice.run(() => answerDialog("roll"));
    await using;
    await table.session.settle();
    expectSafe(lastCard(gm), "Shoulder In", "Minion", "Target");
    expectSafe(lastCard(alice), "Shoulder In", "Minion");
  });

  it("the no-roll ability card from the sheet shows the effect as cleaned rich text", async () => {
    target(alice, []);
    const sheet = alice.run(() => new HeroSheet({ document: on(alice, table.heroes.alice) } as never));
    await alice.run(() => open(sheet));
    await alice.run(() =>
      click(find(sheet, `[data-action="useAbility"][data-item-id="${ids["plainAbility"] ?? ""}"]`)),
    );
    await table.session.settle();
    const card = lastCard(gm);
    expectSafe(card, "Quiet Word", "Whom");
    expect(textOf(card)).toContain("Rich");
  });

  it("a no-roll card a player posts directly (no sheet) cannot run script on the GM's client", async () => {
    await create(alice, "ChatMessage", {
      type: "abilityUse",
      author: alice.userId,
      system: {
        actor: table.heroes.alice.uuid,
        snapshot: { name: evil("Forged"), effect: RICH, target: evil("Anyone"), keywords: [evil("kw")] },
        targets: [{ name: evil("Victim") }],
      },
    });
    await table.session.settle();
    expectSafe(lastCard(gm), "Forged", "Anyone", "Victim");
    // A keyword with no translation is shown as words (src/i18n.ts keywordLabel), still as text.
    expect(rootOf(lastCard(gm)).textContent).toContain("Kw<img Src=x Onerror=alert(1)>");
  });

  it("the test card shows the skill as text; the bleeding roll's flavour names the hero as text", async () => {
    const korva = on(alice, table.heroes.alice);
    // Set as from the token HUD: the duration dialog asks first (Alice keeps no Draw Steel duration).
    const toggling = alice.run(() =>
      (korva as unknown as { toggleStatusEffect(s: string): Promise<unknown> }).toggleStatusEffect(
        "bleeding",
      ),
    );
    await alice.run(() => answerDialog("ok", { duration: "none" }));
    await toggling;
    await table.session.settle();
    queueDice(5, 5, 3);
    const rolling = alice.run(() => rollTest(korva as never, "might"));
    await alice.run(() => answerDialog("roll"));
    await rolling;
    await table.session.settle();
    // The stand-in Roll#toMessage records what it would post; v13 Roll#toMessage creates a ChatMessage with
    // that data (client/dice/roll.mjs), which core renders with {{{message.flavor}}}. Post it as Alice.
    const posted = postedRolls.at(-1);
    if (!posted) throw new Error("no bleeding roll");
    await create(alice, "ChatMessage", {
      flavor: posted["flavor"],
      speaker: posted["speaker"],
      content: "4",
    });
    await table.session.settle();
    expectSafe(lastCard(gm), "Korva");
    const message = alice.run(() =>
      (alice.game["messages"] as { contents: HarnessDocument[] }).contents.find((m) => m.type === "test"),
    );
    if (!message) throw new Error("no test message");
    await alice.run(() => message.update({ "system.skill": evil("Skill") }));
    await table.session.settle();
    const card = gm.chatLog.shown.get(message.id);
    if (!card) throw new Error("the GM shows no test card");
    expectSafe(card, "Skill");
  });

  it("the save prompt and result name the hero and the effect as text", async () => {
    const korva = on(gm, table.heroes.alice);
    const [effect] = await gm.run(() =>
      korva.createEmbeddedDocuments("ActiveEffect", [{ name: evil("Hex"), duration: {} }]),
    );
    if (!effect) throw new Error("no effect");
    await gm.run(() => postSavePrompt(korva as never, [{ id: effect.id, name: effect.name } as never], null));
    await table.session.settle();
    expectSafe(lastCard(gm), "Korva", "Hex");
    queueDice(3);
    await alice.run(() => click(find(lastCard(alice), `[data-steelbound-save="${effect.id}"]`)));
    await table.session.settle();
    expectSafe(lastCard(gm), "Hex");
  });

  it("the squad strike card names the squad and its target as text", async () => {
    await gm.run(() =>
      postSquadStrikeCard(
        squadStrikeCardContext({
          squad: evil("Squad"),
          kind: "freeStrike",
          type: "untyped",
          hits: [
            {
              token: "Scene.x.Token.y",
              name: evil("Hero"),
              minions: 2,
              report: { dealt: 4, target: "stamina", killed: 0, condition: "healthy", source: null } as never,
            },
          ],
        }),
      ),
    );
    await table.session.settle();
    expectSafe(lastCard(gm), "Squad", "Hero");
  });

  it("the hero sheet shows names as text and the biography and notes as cleaned rich text", async () => {
    const sheet = gm.run(() => new HeroSheet({ document: on(gm, table.heroes.alice) } as never));
    await gm.run(() => open(sheet));
    expectSafe(sheet, "Korva", "Shoulder In", "Target");
    expect(textOf(sheet)).toContain("Rich");
  });

  it("the monster sheet shows the Warlord and its features as text", async () => {
    const sheet = gm.run(() => new MonsterSheet({ document: on(gm, table.monsters.leader) } as never));
    await gm.run(() => open(sheet));
    expectSafe(sheet, "Warlord");
  });

  it("the retainer sheet shows its name as text", async () => {
    const retainer = await create(gm, "Actor", {
      name: evil("Retainer"),
      type: "retainer",
      system: { biography: { value: RICH } },
    });
    const sheet = gm.run(() => new RetainerSheet({ document: retainer } as never));
    await gm.run(() => open(sheet));
    expectSafe(sheet, "Retainer");
  });

  for (const type of [...ITEM_TYPES, "ability"])
    it(`the ${type} item sheet shows its name as text and its rich text cleaned`, async () => {
      const item = itemsOf(on(gm, table.heroes.alice)).get(ids[type] ?? "");
      if (!item) throw new Error(`no ${type}`);
      const sheet = gm.run(() => new SteelItemSheet({ document: item } as never));
      await gm.run(() => open(sheet));
      expectSafe(sheet, type === "ability" ? "Shoulder In" : type);
    });

  it("the combat tracker shows combatant, token and squad names as text", async () => {
    combat = (await gm.run(() =>
      (gm.classFor("Combat") as unknown as { create(d: object): Promise<HarnessDocument> }).create({
        scene: table.scene.id,
        active: true,
      }),
    )) as unknown as SteelCombat & HarnessDocument;
    const { tokens } = table;
    await gm.run(() =>
      combat.createEmbeddedDocuments(
        "Combatant",
        [tokens.alice, tokens.leader].map((t) => ({
          tokenId: t.id,
          sceneId: table.scene.id,
          actorId: t.actorId,
        })),
      ),
    );
    await gm.run(() => combat.createSquad(tokens.minions.map((t) => on(gm, t)) as never));
    const squad = combat.groups.contents[0];
    if (!squad) throw new Error("no squad");
    await gm.run(() => squad.update({ name: evil("Squad") }));
    await table.session.settle();
    const tracker = trackerOf(gm);
    await gm.run(() => open(tracker));
    expectSafe(tracker, "Korva token", "Squad", "Warlord token");
  });

  it("the heroic resource gained at Korva's turn start names the hero as text", async () => {
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await table.session.settle();
    const tracker = trackerOf(alice);
    await alice.run(() => open(tracker));
    await alice.run(() => click(find(tracker, '[data-action="steelboundChooseSide"][data-side="heroes"]')));
    await table.session.settle();
    const korva = alice.run(() => combat.combatants.find((c) => c.tokenId === table.tokens.alice.id));
    const before = postedRolls.length;
    queueDice(2);
    await alice.run(() =>
      click(find(tracker, `[data-combatant-id="${korva?.id ?? ""}"] [data-action="steelboundAct"]`)),
    );
    await table.session.settle();
    const posted = postedRolls.slice(before).find((p) => typeof p["flavor"] === "string");
    if (!posted) throw new Error("no heroic resource roll");
    // v13 Roll#toMessage creates the ChatMessage (see the bleeding test); the GM's client posts it.
    await create(gm, "ChatMessage", { flavor: posted["flavor"], speaker: posted["speaker"], content: "2" });
    await table.session.settle();
    expectSafe(lastCard(gm), "Korva");
  });

  it("the Director's encounter builder, montage and negotiation trackers show names and entries as text", async () => {
    await gm.run(() =>
      writeEncounter({
        ...sampleEncounter,
        name: evil("Encounter"),
        party: sampleEncounter.party.map((p) => ({ ...p, name: evil(p.name) })),
        monsters: sampleEncounter.monsters.map((m) => ({ ...m, name: evil(m.name) })),
      }),
    );
    await gm.run(() =>
      writeMontage({
        ...sampleMontage,
        name: evil("Montage"),
        heroes: sampleMontage.heroes.map((h) => ({ ...h, name: evil(h.name) })),
        entries: sampleMontage.entries.map((e) => ({ ...e, skill: evil("Skill") })),
      }),
    );
    await gm.run(() =>
      writeNegotiation({ ...sampleNegotiation, npc: { ...sampleNegotiation.npc, name: evil("Skree") } }),
    );
    await table.session.settle();
    for (const App of [EncounterBuilder, MontageTracker, NegotiationTracker]) {
      const app = gm.run(() => new App());
      await gm.run(() => open(app));
      expectSafe(app);
    }
    const montage = gm.run(() => new MontageTracker());
    await gm.run(() => open(montage));
    expectSafe(montage, "Ariadne");
    // The name is the value of its text field, an attribute the payload did not break out of.
    expect(find(montage, 'input[name="name"]').getAttribute("value")).toBe(evil("Montage"));
    await gm.run(() => click(montage, "post"));
    await table.session.settle();
    const outcome = lastCard(gm);
    expect(outcome.querySelector(".director-outcome")).not.toBeNull();
    expectSafe(outcome);
  });
});
