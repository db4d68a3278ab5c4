// @vitest-environment happy-dom
/**
 * Heroes from Forge Steel where players meet it: Bob, who may not create actors, is told so when he clicks
 * Import hero; Alice, allowed to (the ACTOR_CREATE permission), clicks Import hero in her rendered Actors
 * directory and gives the browser's file picker our hand-made `.ds-hero` file. The hero appears on every
 * client, owned by Alice, with its items and their effects; her sheet shows its level, characteristics and
 * stamina; the report she sees lists the parts that could not be mapped. Steps share the session.
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { grantPermission, startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import {
  click,
  currentDialog,
  field,
  find,
  findAll,
  open,
  openDialogs,
  textOf,
} from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { heroSheetOn } from "./play.ts";

const FIXTURE = join(import.meta.dirname, "../fixtures/forge-steel/ember-warden.ds-hero");
const BUTTON = ".steelbound-forge-steel-import";

let session: Session;
let alice: SimClient;
let bob: SimClient;

type Hero = HarnessDocument & {
  name: string;
  ownership: Record<string, number>;
  items: { contents: { name: string; type: string; effects: { size: number } }[] };
  system: {
    level: number;
    characteristics: Record<string, number>;
    stamina: { value: number; max: number };
    recoveries: { value: number; max: number };
    movement: { speed: number };
    stability: number;
    damage: { immunities: Record<string, number> };
  };
};

async function actorsTab(client: SimClient): Promise<ActorDirectory> {
  const tab = client.run(() => new ActorDirectory());
  await client.run(() => open(tab));
  return tab;
}

/** The user clicks Import hero and picks the file in the browser's file picker. */
async function importFile(client: SimClient, tab: ActorDirectory, file: File): Promise<void> {
  await client.run(() => click(find(tab, BUTTON)));
  const input = client.run(() => find(tab, `input${BUTTON}-file`)) as HTMLInputElement;
  Object.defineProperty(input, "files", { configurable: true, value: [file] });
  client.run(() => input.dispatchEvent(new Event("change")));
  for (let i = 0; i < 100 && !client.run(() => openDialogs().some((d) => d.rendered)); i++)
    await session.settle();
}

const heroFile = () =>
  new File([readFileSync(FIXTURE, "utf8")], "Tamsin Ashgrove.ds-hero", { type: "application/octet-stream" });

function heroOn(client: SimClient): Hero {
  const hero = client.run(() =>
    client.collection("Actor").contents.find((a) => a.name === "Tamsin Ashgrove"),
  );
  if (!hero) throw new Error(`no imported hero on ${client.label}`);
  return hero as Hero;
}

describe("Import hero from Forge Steel", () => {
  it("a player who may not create actors is told so and nothing is created", async () => {
    session = await startSession({ players: ["Alice", "Bob"] });
    [alice, bob] = session.players as [SimClient, SimClient];
    const tab = await actorsTab(bob);
    expect(findAll(tab, BUTTON)).toHaveLength(1);
    await bob.run(() => click(find(tab, BUTTON)));
    await session.settle();
    expect(bob.notifications.at(-1)).toMatchObject({ level: "warn" });
    expect(bob.notifications.at(-1)?.message).toContain("You may not create actors");
    expect(session.gm.run(() => session.gm.collection("Actor").size)).toBe(0);
  });

  it("R-HERO-ADV: Alice imports her .ds-hero; the hero appears on every client with its items, owned by her", async () => {
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    await importFile(alice, await actorsTab(alice), heroFile());
    await session.settle();
    for (const client of session.clients) {
      const hero = heroOn(client);
      // Identity items, features with text or effects, perk, abilities and the treasure; grants such as
      // skills and languages landed on the hero itself.
      expect(hero.items.contents.length, client.label).toBe(19);
    }
    const hero = heroOn(alice);
    expect(hero.ownership[alice.userId]).toBe(3);
    expect(alice.run(() => heroOn(alice).isOwner)).toBe(true);
    expect(bob.run(() => heroOn(bob).isOwner)).toBe(false);
    const names = hero.items.contents.map((i) => `${i.type}:${i.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "ancestry:Cinderkin",
        "culture:Lantern Folk",
        "career:Lamplighter",
        "class:Warden of Coals",
        "subclass:Hearthguard",
        "kit:Ironbark Kit",
        "ability:Cinder Strike",
        "ability:Ember Burst",
        "perk:Keen Nose",
      ]),
    );
  });

  it("R-HERO-STAMINA / R-CH-1: the hero's numbers as Steelbound derives them, with the kit and feature effects", () => {
    for (const client of session.clients) {
      const { system } = heroOn(client);
      expect(system.level).toBe(2);
      expect(system.characteristics).toEqual({ might: 2, agility: 0, reason: -1, intuition: 2, presence: 1 });
      // 20 + 8 per level after the first, + the kit's 3 per echelon; 5 damage taken in Forge Steel.
      expect(system.stamina).toMatchObject({ value: 26, max: 31 });
      expect(system.recoveries).toMatchObject({ value: 8, max: 10 });
      // 5, + 1 kit, + 1 Quick Step; stability: 1 kit + 1 Steady Stance; fire immunity 5 (Ashen Skin).
      expect(system.movement.speed).toBe(7);
      expect(system.stability).toBe(2);
      expect(system.damage.immunities["fire"]).toBe(5);
    }
  });

  it("the report Alice sees lists what could not be mapped", () => {
    const dialog = alice.run(() => currentDialog());
    const text = textOf(dialog);
    expect(text).toContain("Tamsin Ashgrove was created. Parts not carried over: 5.");
    expect(text).toContain("Frightened — condition immunities are not tracked yet");
    // R-AB-11: the Save Threshold feature is carried over (the hero saves on 5), so it is not listed.
    expect(text).not.toContain("Save Threshold");
    expect(text).toContain("Companion — retainers, summons and followers are separate creatures");
    expect(text).toContain("hero tokens: 1 — not kept on a Steelbound hero");
    // R-AB-8: the class's "gain 1 when you take fire damage" is carried over (a resource trigger), so not listed.
    expect(text).not.toContain("You take fire damage");
    expect(findAll(dialog, ".forge-steel-unmapped li")).toHaveLength(5);
    for (const client of session.clients)
      expect(
        (heroOn(client).system as unknown as { bonuses: { saveThreshold: number } }).bonuses.saveThreshold,
      ).toBe(5);
  });

  it("her hero sheet renders the level, characteristics and stamina", async () => {
    const sheet = await heroSheetOn(alice, heroOn(alice));
    const text = textOf(sheet);
    expect(text).toContain("Level 2");
    expect(text).toMatch(/Might\s*\+?2/);
    expect(text).toMatch(/Reason\s*−1/);
    expect(text).toMatch(/Stamina\s*\/\s*31/);
    expect(field(sheet, '[name="system.stamina.value"]').value).toBe("26");
    expect(text).toContain("Speed7");
    // R-AB-8: the class's other resource gain, with its one-click button.
    expect(text).toContain("You take fire damage");
    expect(findAll(sheet, '[data-action="gainResourceTrigger"]')).toHaveLength(1);
  });
});
