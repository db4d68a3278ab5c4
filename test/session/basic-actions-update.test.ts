// @vitest-environment happy-dom
/**
 * The basic actions stay current when Steelbound's pack changes (R-CB-9, R-CB-10; issue "Real content plays
 * whole", deliver 4): an old world — two heroes made from the pack as an older release held it (no Hide
 * yet, Charge reading otherwise), no record of the GM's pass — meets the new release's pack at the GM's
 * next login (src/queries/basic-actions-pass.ts). Alice rewrote her own Charge's text and deleted
 * Knockback from Korva before the update. The pass adds Hide to both heroes once, brings Charge's new
 * distance onto both and keeps Alice's own text, never gives Korva's Knockback back, duplicates nothing and
 * tells the GM in one notice; a second login writes nothing; a later pack with one more entry adds just it.
 */
import "../sim/install.ts";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { grantPermission, startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { addPack } from "../harness/compendium.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";
import { create, on } from "./table.ts";
import { setSetting, setting } from "./play.ts";
import { BASIC_ACTION_MARK, basicActionsPassOnce } from "../../src/queries/basic-actions-pass.ts";

const packJson = (name: string) =>
  readdirSync(join("packs", name)).map(
    (file) => JSON.parse(readFileSync(join("packs", name, file), "utf8")) as Plain,
  );
const current = packJson("abilities").filter((d) => (d["system"] as Plain)["category"] === "basic");
const japanese = packJson("abilities-ja").filter((d) => (d["system"] as Plain)["category"] === "basic");
const named = (name: string) => {
  const found = current.find((d) => d["name"] === name);
  if (!found) throw new Error(`no ${name} in the pack`);
  return found;
};
const charge = named("Charge");
const chargeSystem = charge["system"] as { distance: Plain; description: Plain };
/** The pack as an older release held it: no Hide, and Charge's distance read otherwise. */
const older = current
  .filter((d) => d["name"] !== "Hide")
  .map((d) =>
    d === charge
      ? {
          ...charge,
          system: { ...chargeSystem, distance: { ...chargeSystem.distance, text: "Self" } },
        }
      : d,
  );
/** A later release: one more basic action. */
const later = [
  ...current,
  {
    ...named("Stand Up"),
    _id: "NewBasicAction01",
    name: "Brace",
  },
];

type Item = HarnessDocument & {
  name: string;
  type: string;
  system: { distance: { text: string }; description: { value: string } };
  _source: { _stats?: { compendiumSource?: string } };
};
const itemsOf = (client: SimClient, hero: HarnessDocument): Item[] =>
  client.run(() => (on(client, hero) as unknown as { items: { contents: Item[] } }).items.contents);
const namesOf = (client: SimClient, hero: HarnessDocument) =>
  itemsOf(client, hero)
    .map((i) => i.name)
    .sort();

function installPack(session: Session, documents: Plain[]): void {
  for (const client of session.clients)
    client.run(() => {
      addPack({
        id: "steelbound.abilities",
        label: "Abilities",
        type: "Item",
        packageType: "system",
        documents,
      });
      addPack({
        id: "steelbound.abilities-ja",
        label: "アビリティ",
        type: "Item",
        packageType: "system",
        documents: japanese,
      });
    });
}

const doneOn = (client: SimClient): string[] =>
  (setting(client, "gmRecord") as { toObject(): { done: string[] } }).toObject().done;

let session: Session;
let gm: SimClient;
let alice: SimClient;
let korva: HarnessDocument;
let tamsin: HarnessDocument;

describe("the basic actions stay current when Steelbound's pack changes", () => {
  it("an old world: two heroes made from the older pack; Alice rewrites her Charge and deletes Knockback", async () => {
    session = await startSession({ players: ["Alice"] });
    gm = session.gm;
    alice = session.players[0] as SimClient;
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    installPack(session, older);
    korva = await create(alice, "Actor", {
      name: "Korva",
      type: "hero",
      ownership: { default: 0, [alice.userId]: 3 },
    });
    tamsin = await create(gm, "Actor", { name: "Tamsin", type: "hero" });
    await session.settle();
    expect(namesOf(gm, korva)).not.toContain("Hide");
    const mine = (name: string) => itemsOf(alice, korva).find((i) => i.name === name);
    await alice.run(() => mine("Charge")?.update({ "system.description.value": "<p>My own charge.</p>" }));
    await alice.run(() => mine("Knockback")?.delete());
    await session.settle();
    expect(namesOf(gm, korva)).not.toContain("Knockback");
    // A world from before the pass: THE GM's record holds none of its marks (the table's ready made them).
    const record = (setting(gm, "gmRecord") as { toObject(): object }).toObject();
    await setSetting(gm, "gmRecord", {
      ...record,
      done: doneOn(gm).filter((d) => !d.startsWith(BASIC_ACTION_MARK)),
    });
    await session.settle();
    expect(doneOn(gm).filter((d) => d.startsWith(BASIC_ACTION_MARK))).toEqual([]);
  });

  it("R-CB-10: the GM's next login with the new pack: Hide added once to both, Charge's distance brought up, Alice's text kept, Knockback not given back; one notice", async () => {
    installPack(session, current);
    const seen = gm.notifications.length;
    const result = await gm.run(() => basicActionsPassOnce());
    await session.settle();
    expect(result).toEqual({ heroes: 2, added: 2, updated: 2, kept: 0 });
    for (const client of session.clients) {
      for (const hero of [korva, tamsin]) {
        const names = namesOf(client, hero);
        expect(names.filter((n) => n === "Hide")).toHaveLength(1);
        // Never twice: every pack entry at most once on a hero.
        const sources = itemsOf(client, hero).map((i) => i._source._stats?.compendiumSource);
        expect(new Set(sources).size).toBe(sources.length);
        const heroCharge = itemsOf(client, hero).find((i) => i.name === "Charge");
        expect(heroCharge?.system.distance.text).toBe(chargeSystem.distance["text"]);
      }
      expect(namesOf(client, korva)).not.toContain("Knockback");
      expect(namesOf(client, tamsin)).toContain("Knockback");
      expect(itemsOf(client, korva).find((i) => i.name === "Charge")?.system.description.value).toBe(
        "<p>My own charge.</p>",
      );
      expect(itemsOf(client, tamsin).find((i) => i.name === "Charge")?.system.description.value).toBe(
        chargeSystem.description["value"],
      );
    }
    const notices = gm.notifications.slice(seen).map((n) => n.message);
    expect(notices).toEqual([
      "Basic actions brought up to date from Steelbound's pack: 2 added, 2 updated on 2 heroes; 0 changes the owners made themselves were kept as they made them.",
    ]);
  });

  it("a second login with the same pack reads the record and writes nothing", async () => {
    const wave = session.server.wave;
    expect(await gm.run(() => basicActionsPassOnce())).toBeNull();
    await session.settle();
    expect(session.server.wave).toBe(wave);
  });

  it("a later pack with one more entry and a Charge text change: only the new entry is added; Alice's own Charge text is kept and counted", async () => {
    const changed = later.map((d) =>
      d["name"] === "Charge"
        ? {
            ...d,
            system: { ...chargeSystem, description: { ...chargeSystem.description, value: "<p>New.</p>" } },
          }
        : d,
    );
    installPack(session, changed);
    const result = await gm.run(() => basicActionsPassOnce());
    await session.settle();
    expect(result).toEqual({ heroes: 2, added: 2, updated: 1, kept: 1 });
    for (const client of session.clients) {
      expect(namesOf(client, korva)).toContain("Brace");
      expect(namesOf(client, tamsin)).toContain("Brace");
      expect(namesOf(client, korva)).not.toContain("Knockback");
      expect(itemsOf(client, korva).find((i) => i.name === "Charge")?.system.description.value).toBe(
        "<p>My own charge.</p>",
      );
      expect(itemsOf(client, tamsin).find((i) => i.name === "Charge")?.system.description.value).toBe(
        "<p>New.</p>",
      );
    }
  });
});
