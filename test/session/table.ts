/**
 * A table set up the way a Director does it, through the simulation (test/sim): the GM's client imports
 * monsters from the system's compendium sources, creates two heroes owned by two players, places tokens
 * on a scene and opens a combat. Every write goes through the simulated server and reaches every client.
 */
import "../sim/install.ts";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { SimScene, type SimTokenDocument } from "../sim/documents.ts";
import type { Plain } from "../harness/utils.ts";

const PACKS = join(import.meta.dirname, "../../packs");

/** A compendium document source from packs/<pack>, by name (what a drag from the compendium imports). */
export function packSource(pack: string, name: string): Plain {
  for (const file of readdirSync(join(PACKS, pack))) {
    const source = JSON.parse(readFileSync(join(PACKS, pack, file), "utf8")) as Plain;
    if (source["name"] === name) {
      delete source["_key"];
      return source;
    }
  }
  throw new Error(`no ${name} in packs/${pack}`);
}

type DocumentClass = { create(data: Plain, options?: Plain): Promise<HarnessDocument | undefined> };
/** `CONFIG[documentName].documentClass.create` (or the sim's class) on a client. */
export async function create(client: SimClient, documentName: string, data: Plain, options: Plain = {}) {
  const cls = client.classFor(documentName) as unknown as DocumentClass;
  const doc = await client.run(() => cls.create(data, options));
  if (!doc) throw new Error(`${documentName} was not created`);
  return doc;
}

/** The same world document as another client sees it. */
export function on<T extends HarnessDocument>(client: SimClient, doc: T): T {
  const found = client.resolve(doc.uuid);
  if (!found) throw new Error(`${client.label} does not have ${doc.uuid}`);
  return found as T;
}

const hero = (name: string, owner: string, abilities: Plain[]): Plain => ({
  name,
  type: "hero",
  ownership: { default: 0, [owner]: 3 },
  prototypeToken: { name, actorLink: true, disposition: 1, width: 1, height: 1 },
  system: {
    level: 1,
    victories: 2,
    characteristics: { might: 2, agility: 1, reason: 0, intuition: 1, presence: 0 },
    stamina: { value: 24, max: 24, temporary: 0 },
    recoveries: { value: 8, max: 8 },
  },
  items: [
    {
      name: "Fury",
      type: "class",
      system: {
        heroicResource: { name: "Ferocity", gainPerTurn: "1d3" },
        stamina: { starting: 24, perLevel: 9 },
        recoveries: 8,
      },
    },
    ...abilities,
  ],
});

/** A signature strike: damage per tier, a potency-gated condition at tier 3 and a push (R-PR-*, R-AB-*). */
export const SHOULDER_IN: Plain = {
  name: "Shoulder In",
  type: "ability",
  system: {
    category: "signature",
    type: "main",
    keywords: ["melee", "strike", "weapon"],
    distance: { type: "melee", melee: 1 },
    // Two targets: the session tests apply one card to two creatures (the GM checks the count).
    target: { text: "Two creatures or objects", count: 2 },
    power: {
      characteristics: ["might", "agility"],
      tier1: { damage: { value: 3 }, forced: { kind: "push", distance: 1 } },
      tier2: { damage: { value: 6 }, forced: { kind: "push", distance: 2 } },
      tier3: {
        damage: { value: 9 },
        forced: { kind: "push", distance: 3 },
        conditions: [
          { condition: "slowed", potency: { characteristic: "might", strength: "strong" }, duration: "save" },
        ],
      },
    },
  },
};

export interface Table {
  session: Session;
  gm: SimClient;
  alice: SimClient;
  bob: SimClient;
  heroes: { alice: HarnessDocument; bob: HarnessDocument };
  monsters: { minion: HarnessDocument; captain: HarnessDocument; leader: HarnessDocument };
  scene: SimScene;
  tokens: {
    alice: SimTokenDocument;
    bob: SimTokenDocument;
    minions: SimTokenDocument[];
    captain: SimTokenDocument;
    leader: SimTokenDocument;
  };
}

function player(session: Session, index: number): SimClient {
  const client = session.players[index];
  if (!client) throw new Error(`no player ${index}`);
  return client;
}

/** A token's data on square (x, y) of a 100-pixel grid. */
const tokenAt = (actor: HarnessDocument, x: number, y: number, extra: Plain = {}): Plain => ({
  ...(actor._source["prototypeToken"] as Plain | undefined),
  name: actor.name,
  actorId: actor.id,
  x: x * 100,
  y: y * 100,
  ...extra,
});

/** The world of the session test: built by the GM, seen by everyone. */
export async function setUpTable(): Promise<Table> {
  const session = await startSession({ players: ["Alice", "Bob"] });
  const { gm } = session;
  const alice = player(session, 0);
  const bob = player(session, 1);
  const heroes = {
    alice: await create(gm, "Actor", hero("Korva", alice.userId, [SHOULDER_IN])),
    bob: await create(gm, "Actor", hero("Tamsin", bob.userId, [SHOULDER_IN])),
  };
  const monsters = {
    minion: await create(gm, "Actor", packSource("monsters", "Goblin Spinecleaver")),
    captain: await create(gm, "Actor", packSource("monsters", "Goblin Shieldbearer")),
    leader: await create(gm, "Actor", packSource("monsters", "Goblin Warlord")),
  };
  const minionTokens = Array.from({ length: 8 }, (_, i) =>
    tokenAt(monsters.minion, 6 + (i % 4), 2 + Math.floor(i / 4)),
  );
  const created = await create(gm, "Scene", {
    name: "The Goblin Warren",
    active: true,
    tokens: [
      tokenAt(heroes.alice, 4, 3),
      tokenAt(heroes.bob, 4, 5),
      ...minionTokens,
      tokenAt(monsters.captain, 10, 3),
      tokenAt(monsters.leader, 12, 4),
    ],
  });
  if (!(created instanceof SimScene)) throw new Error("the scene is not a SimScene");
  const scene = created;
  const tokens = scene.tokens.contents;
  const byActor = (actor: HarnessDocument) => tokens.filter((t) => t.actorId === actor.id);
  const [aliceToken] = byActor(heroes.alice);
  const [bobToken] = byActor(heroes.bob);
  const [captainToken] = byActor(monsters.captain);
  const [leaderToken] = byActor(monsters.leader);
  if (!aliceToken || !bobToken || !captainToken || !leaderToken) throw new Error("tokens were not placed");
  return {
    session,
    gm,
    alice,
    bob,
    heroes,
    monsters,
    scene,
    tokens: {
      alice: aliceToken,
      bob: bobToken,
      minions: byActor(monsters.minion),
      captain: captainToken,
      leader: leaderToken,
    },
  };
}

/** Targets tokens on a client (v13 User#targets holds the targeted Token placeables). */
export function target(client: SimClient, tokens: SimTokenDocument[]): void {
  client.user.targets = new Set(tokens.map((t) => ({ document: on(client, t) })));
}
