// @vitest-environment happy-dom
/**
 * Building and levelling a hero where players meet it (R-HERO-ADV): Alice, allowed to create actors,
 * opens the hero builder from her Actors directory, fills it in field by field and finishes; her new hero
 * is hers on every client. She takes the choice a granted feature still owes, levels up to 4 through the
 * sheet's Level up window (one item creation and one actor update each), and levels down to 3, which
 * leaves exactly the 3rd-level hero. A wrong answer shows in the window and writes nothing.
 * Steps run in order and share the session.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { grantPermission, startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { answerDialog, change, click, field, find, findAll, open, textOf } from "../sim/applications/user.ts";
import { addPack } from "../harness/compendium.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { create, on } from "./table.ts";
import { heroSheetOn } from "./play.ts";
import { HERO_BUILDER_ID } from "../../src/applications/hero-builder/hero-builder.ts";
import { levelUpId } from "../../src/applications/hero-builder/level-up.ts";
import { ID, KIT, OPTIONS, PACK, uuidOf } from "./hero-options.ts";

type Window = { readonly element: HTMLElement; readonly rendered: boolean };
let session: Session;
let alice: SimClient;
let bob: SimClient;
let hero: HarnessDocument;

function windowOn(client: SimClient, id: string): Window {
  const app = client.run(() => instances.get(id));
  if (!app?.rendered) throw new Error(`${id} is not open on ${client.label}`);
  return app;
}

async function actorsTab(client: SimClient): Promise<ActorDirectory> {
  const tab = client.run(() => new ActorDirectory());
  await client.run(() => open(tab));
  return tab;
}

/** A change in a window on Alice's client, as she makes it. */
async function set(app: Window, selector: string, value: string | boolean): Promise<void> {
  await alice.run(() => change(field(app, selector), value));
  await session.settle();
}

async function press(app: Window, action: string): Promise<void> {
  await alice.run(() => click(app, action));
  await session.settle();
}

/** The option of a choice row (by its advancement id), as a checkbox or text field. */
const pick = (advancement: string, value: string) =>
  `[data-advance-row$=".${advancement}"] input[value="${value}"]`;

/** Document writes sent since `from` in the server's log. */
function writesSince(from: number): string[] {
  return session.server.log
    .slice(from)
    .flatMap((entry) => ("action" in entry.request ? [entry.request.action] : []));
}

type HeroView = {
  level: number;
  items: string[];
  skills: string[];
  languages: string[];
  characteristics: Record<string, number>;
  staminaMax: number;
  advances: number;
};

function heroOn(client: SimClient): HeroView {
  return client.run(() => {
    const actor = on(client, hero) as HarnessDocument & {
      items: { contents: { name: string }[] };
      system: {
        level: number;
        skills: Iterable<string>;
        languages: string[];
        characteristics: Record<string, number>;
        stamina: { max: number };
        advances: unknown[];
      };
    };
    const system = actor.system;
    return {
      level: system.level,
      items: actor.items.contents.map((i) => i.name).sort(),
      skills: [...system.skills].sort(),
      languages: [...system.languages].sort(),
      characteristics: { ...system.characteristics },
      staminaMax: system.stamina.max,
      advances: system.advances.length,
    };
  });
}

/** Opens the Level up (or Choose) window from Alice's sheet. */
async function openLevelWindow(action: "levelUp" | "chooseAdvances"): Promise<Window> {
  const sheet = await heroSheetOn(alice, hero);
  await press(sheet, action);
  return windowOn(alice, levelUpId(hero.id));
}

describe("building and levelling a hero (R-HERO-ADV)", () => {
  it("a player allowed to create actors has Build a hero in the Actors directory; one who is not has none", async () => {
    session = await startSession({ players: ["Alice", "Bob"] });
    [alice, bob] = session.players as [SimClient, SimClient];
    await create(session.gm, "Item", KIT, { keepId: true });
    for (const client of session.clients)
      client.run(() =>
        addPack({ id: PACK, label: "Hero options", type: "Item", packageType: "world", documents: OPTIONS }),
      );
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    expect(findAll(await actorsTab(bob), "[data-steelbound-hero-builder]")).toHaveLength(0);
    const tab = await actorsTab(alice);
    await alice.run(() => click(find(tab, "[data-steelbound-hero-builder]")));
    await session.settle();
    const builder = windowOn(alice, HERO_BUILDER_ID);
    expect(document.activeElement).toBe(field(builder, '[name="name"]'));
    expect(textOf(builder)).toContain("Pick a class first");
  });

  it("R-HERO-ADV: the builder offers each option type, subclasses of the picked class only, and the 1st-level grants", async () => {
    const builder = windowOn(alice, HERO_BUILDER_ID);
    await set(builder, '[name="name"]', "Brakka");
    await set(builder, '[name="pick-class"]', uuidOf(ID.warden));
    const subclasses = findAll(builder, '[name="pick-subclass"] option').map((o) => o.textContent.trim());
    expect(subclasses.slice(1)).toEqual(["Bulwark"]);
    await set(builder, '[name="pick-subclass"]', uuidOf(ID.bulwark));
    await set(builder, '[name="pick-ancestry"]', uuidOf(ID.stoneborn));
    await set(builder, '[name="pick-culture"]', uuidOf(ID.highland));
    await set(builder, '[name="pick-career"]', uuidOf(ID.miner));
    await set(builder, '[name="pick-kit"]', `Item.${ID.shield}`);
    expect(textOf(builder)).toContain("Stamina 21, recoveries 10 at 1st level.");
    // The class's primaries start at +2; the second array is placed on reason, intuition and presence.
    expect(textOf(find(builder, ".primaries"))).toBe("Might +2 Agility +2");
    await set(builder, '[name="array"]', "1");
    expect(field(builder, '[name="score-presence"]').value).toBe("-1");
    const text = textOf(builder);
    expect(text).toContain("Steadfast (Warden): You gain Steadfast");
    expect(text).toContain("Trade (Miner): You gain Lift, Endurance");
    expect(text).toContain("Hold Tongue (Highland Hold): You gain Highspeech");
    expect(text).toContain("Stoneborn Traits (Stoneborn) · Spend up to 3 points");
    expect(textOf(find(builder, '[data-advance-row$=".traits"]'))).toContain("Mountain Heart (2 pt)");
  });

  it("R-HERO-ADV: traits over the ancestry's points show the problem in the form and create nothing", async () => {
    const builder = windowOn(alice, HERO_BUILDER_ID);
    for (const trait of [ID.hide, ID.heart, ID.sense])
      await set(builder, pick("traits", uuidOf(trait)), true);
    await set(builder, pick("upbringing", "climb"), true);
    const before = session.server.log.length;
    await press(builder, "finish");
    // The problem names the choice and the picks that overspend it.
    expect(textOf(find(builder, '[data-advance-row$=".traits"] .advance-problem'))).toBe(
      "Stoneborn Traits: pick at least one, within 3 points (now: Thick Hide (1 pt), Mountain Heart (2 pt), Earth Sense (1 pt)).",
    );
    expect(writesSince(before)).toEqual([]);
    expect(session.gm.run(() => session.gm.collection("Actor").size)).toBe(0);
  });

  it("R-HERO-ADV: Finish creates Alice's hero with its options, 1st-level grants and scores on every client", async () => {
    const builder = windowOn(alice, HERO_BUILDER_ID);
    await set(builder, pick("traits", uuidOf(ID.sense)), false);
    const before = session.server.log.length;
    await press(builder, "finish");
    // The actor, its options in one creation, then the 1st level: one creation and one update.
    expect(writesSince(before)).toEqual(["create", "create", "create", "update"]);
    expect(alice.run(() => instances.get(HERO_BUILDER_ID))).toBeUndefined();
    const created = session.gm.collection("Actor").contents[0];
    if (!created) throw new Error("no hero");
    hero = created;
    expect(alice.run(() => on(alice, hero).isOwner)).toBe(true);
    expect(bob.run(() => on(bob, hero).isOwner)).toBe(false);
    for (const client of [session.gm, alice])
      expect(heroOn(client)).toEqual({
        level: 1,
        items: [
          "Bulwark",
          "Highland Hold",
          "Miner",
          "Mountain Heart",
          "Shield and Mace",
          "Steadfast",
          "Stoneborn",
          "Thick Hide",
          "Warden",
        ],
        skills: ["climb", "endurance", "lift"],
        languages: ["Highspeech"],
        characteristics: { might: 2, agility: 2, reason: 1, intuition: 1, presence: -1 },
        staminaMax: 21,
        advances: 5,
      });
  });

  it("R-HERO-ADV: a granted feature's own choice is owed on the sheet; Choose takes it", async () => {
    const sheet = await heroSheetOn(alice, hero);
    expect(textOf(find(sheet, ".pending-advances"))).toContain("Oath Tongue (Steadfast)");
    const window = await openLevelWindow("chooseAdvances");
    await set(window, '[data-advance-row$=".oath"] input[type="text"]', "Dwarvish");
    await press(window, "apply");
    expect(heroOn(session.gm).languages).toEqual(["Dwarvish", "Highspeech"]);
    expect(findAll(await heroSheetOn(alice, hero), ".pending-advances")).toHaveLength(0);
  });

  it("R-HERO-ADV: two abilities for a choice of one show the problem in the window and write nothing", async () => {
    const sheet = await heroSheetOn(alice, hero);
    expect(textOf(find(sheet, ".victories"))).toContain("XP 0 / 16");
    const window = await openLevelWindow("levelUp");
    expect(textOf(window)).toContain("Warden Ability (Warden) · Choose 1");
    await set(window, pick("ability2", uuidOf(ID.crushing)), true);
    await set(window, pick("ability2", uuidOf(ID.bash)), true);
    const before = session.server.log.length;
    await press(window, "apply");
    expect(writesSince(before)).toEqual([]);
    expect(textOf(find(window, '[data-advance-row$=".ability2"] .advance-problem'))).toBe(
      "Warden Ability: pick exactly 1 (now 2: Crushing Blow, Shield Bash).",
    );
    expect(windowOn(alice, levelUpId(hero.id)).rendered).toBe(true);
    expect(heroOn(session.gm).level).toBe(1);
  });

  it("R-HERO-ADV: level 2 takes the one ability picked — one item creation, one actor update", async () => {
    const window = windowOn(alice, levelUpId(hero.id));
    await set(window, pick("ability2", uuidOf(ID.bash)), false);
    const before = session.server.log.length;
    const wave = session.server.wave;
    await press(window, "apply");
    expect(writesSince(before)).toEqual(["create", "update"]);
    // Two round trips: the items, then the actor (its level, skills, scores and records).
    expect(session.server.wave - wave).toBe(2);
    for (const client of [session.gm, alice]) {
      const sheet = await heroSheetOn(client, hero);
      expect(textOf(find(sheet, 'section[data-tab="abilities"]'))).toContain("Crushing Blow");
      expect(textOf(find(sheet, 'section[data-tab="abilities"]'))).not.toContain("Shield Bash");
      expect(textOf(find(sheet, ".level"))).toBe("Level 2");
    }
  });

  let levelThree: HeroView;
  it("R-HERO-ADV: level 3 offers exploration skills not yet known and exploration perks only", async () => {
    const window = await openLevelWindow("levelUp");
    const skills = findAll(window, '[data-advance-row$=".skill3"] label').map((l) => l.textContent.trim());
    expect(skills).not.toContain("Climb");
    expect(skills).toContain("Swim");
    const perks = findAll(window, '[data-advance-row$=".perk3"] label').map((l) => l.textContent.trim());
    expect(perks).toEqual(["Climber", "Pathfinder"]);
    await set(window, pick("skill3", "swim"), true);
    await set(window, pick("perk3", uuidOf(ID.pathfinder)), true);
    const before = session.server.log.length;
    await press(window, "apply");
    expect(writesSince(before)).toEqual(["create", "update"]);
    levelThree = heroOn(session.gm);
    expect(levelThree.level).toBe(3);
    expect(levelThree.items).toContain("Pathfinder");
    expect(levelThree.skills).toContain("swim");
    const sheet = await heroSheetOn(session.gm, hero);
    expect(find(sheet, ".skill.known [aria-label^='Swim']")).toBeTruthy();
  });

  it("R-HERO-ADV: level 4 raises Might to its cap, grants Unyielding and Lead; max stamina follows the class and kit", async () => {
    const window = await openLevelWindow("levelUp");
    expect(textOf(window)).toContain("Unyielding (Warden): You gain Unyielding");
    await set(window, pick("rise4", "might"), true);
    const before = session.server.log.length;
    await press(window, "apply");
    expect(writesSince(before)).toEqual(["create", "update"]);
    const four = heroOn(alice);
    expect(four.characteristics["might"]).toBe(3);
    expect(four.skills).toContain("lead");
    // R-HERO-STAMINA: 18 + 6 × 3 levels after the first + the kit's 3 × echelon 2.
    expect(four.staminaMax).toBe(42);
    for (const client of [session.gm, alice]) {
      const sheet = await heroSheetOn(client, hero);
      expect(textOf(find(sheet, ".characteristic.might"))).toContain("+3");
      expect(textOf(find(sheet, 'section[data-tab="features"]'))).toContain("Unyielding");
      expect(textOf(find(sheet, ".stamina-max"))).toBe("42");
    }
  });

  it("R-HERO-ADV: Level down, confirmed, leaves exactly the 3rd-level hero (one deletion, one update)", async () => {
    const sheet = await heroSheetOn(alice, hero);
    const before = session.server.log.length;
    const clicking = alice.run(() => click(sheet, "levelDown"));
    await alice.run(() => answerDialog("yes"));
    await clicking;
    await session.settle();
    expect(writesSince(before)).toEqual(["delete", "update"]);
    expect(heroOn(session.gm)).toEqual(levelThree);
    expect(heroOn(alice)).toEqual(levelThree);
    const again = await heroSheetOn(session.gm, hero);
    expect(textOf(find(again, 'section[data-tab="features"]'))).not.toContain("Unyielding");
  });

  it("R-HERO-ADV: an empty hero's sheet offers Build this hero; Bob builds the hero the GM gave him", async () => {
    const blank = await create(session.gm, "Actor", {
      name: "Blank",
      type: "hero",
      ownership: { default: 0, [bob.userId]: 3 },
    });
    const sheet = await heroSheetOn(bob, blank);
    await bob.run(() => click(sheet, "buildHero"));
    await session.settle();
    const builder = windowOn(bob, HERO_BUILDER_ID);
    expect(field(builder, '[name="name"]').value).toBe("Blank");
    const choose = async (selector: string, value: string | boolean) => {
      await bob.run(() => change(field(builder, selector), value));
      await session.settle();
    };
    await choose('[name="name"]', "Vessa");
    await choose('[name="pick-class"]', uuidOf(ID.ranger));
    // One primary: the four-number arrays, the first placed on the other four.
    expect(findAll(builder, '[name="array"] option')).toHaveLength(4);
    await choose('[name="pick-subclass"]', uuidOf(ID.skirmisher));
    await choose('[name="pick-ancestry"]', uuidOf(ID.stoneborn));
    await choose('[name="pick-culture"]', uuidOf(ID.highland));
    await choose('[name="pick-career"]', uuidOf(ID.miner));
    await choose(pick("traits", uuidOf(ID.heart)), true);
    await choose(pick("upbringing", "swim"), true);
    await bob.run(() => click(builder, "finish"));
    await session.settle();
    const built = session.gm.run(() => on(session.gm, blank)) as HarnessDocument & {
      system: { characteristics: Record<string, number>; skills: Iterable<string> };
      items: { size: number };
    };
    expect(built.name).toBe("Vessa");
    expect(session.gm.collection("Actor").size).toBe(2);
    expect(built.system.characteristics).toEqual({
      might: 2,
      agility: 2,
      reason: 2,
      intuition: -1,
      presence: -1,
    });
    expect([...built.system.skills].sort()).toEqual(["endurance", "lift", "swim"]);
    expect(built.items.size).toBe(6);
  });
});
