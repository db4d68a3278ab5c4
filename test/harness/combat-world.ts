/**
 * Whole combats on the document stand-ins: actors built through their registered data models
 * (CONFIG.Actor.dataModels), the combat through CONFIG.Combat.documentClass (SteelCombat) and its
 * combatants and squads through Combat#createEmbeddedDocuments, as a GM's clicks would make them.
 */
import { registerCombat } from "../../src/config/combat.ts";
import type { SteelActor } from "../../src/documents/actor.ts";
import type { SteelCombat } from "../../src/documents/combat.ts";
import type { SteelCombatant } from "../../src/documents/combatant.ts";
import type { SteelTokenDocument } from "../../src/documents/token-document.ts";
import type { HarnessDocument } from "./document.ts";
import { HarnessTokenDocument } from "./actor.ts";
import { createActor, freshWorld, harnessGame, harnessScene, placeToken } from "./world.ts";
import type { Plain } from "./utils.ts";
import { recordGranted } from "../../src/queries/granted-numbers.ts";
import { registerGmRecordSetting } from "../../src/data/settings/gm-record.ts";

/** A blank world with Steelbound's data layer and combat (document classes, settings) registered. */
export function freshCombatWorld(): void {
  freshWorld();
  registerCombat();
  // The GM's record (the victories the starting Malice reads), as src/config registers it at init.
  if (!harnessGame().settings.settings.has("steelbound.gmRecord")) registerGmRecordSetting();
}

/**
 * A hero as the Director made it. Its victories are the Director's award, so the GM's record holds them as
 * src/config/granted-numbers.ts records a GM's write (the starting Malice reads the record, R-ML-1).
 */
export async function createHero(
  name: string,
  opts: { victories?: number; stamina?: number; gain?: number } = {},
): Promise<SteelActor> {
  const stamina = opts.stamina ?? 20;
  const items =
    opts.gain === undefined
      ? []
      : [{ name: "Fury", type: "class", system: { heroicResource: { gainPerTurn: opts.gain } } }];
  const hero = await createActor({
    name,
    type: "hero",
    system: { victories: opts.victories ?? 0, stamina: { value: stamina, max: stamina } },
    items,
  });
  if (opts.victories) await recordGranted(hero.uuid, { victories: opts.victories });
  return hero;
}

export function createMonster(
  name: string,
  opts: { organization?: string; stamina?: number; villainActions?: boolean; freeStrike?: number } = {},
): Promise<SteelActor> {
  const stamina = opts.stamina ?? 10;
  const items = opts.villainActions
    ? [1, 2, 3].map((n) => ({
        name: `Villain ${String(n)}`,
        type: "ability",
        system: { type: "villain", villainAction: n },
      }))
    : [];
  return createActor({
    name,
    type: "monster",
    system: {
      organization: opts.organization ?? "platoon",
      stamina: { value: stamina, max: stamina },
      freeStrike: opts.freeStrike ?? 2,
    },
    items,
  });
}

export function createRetainer(name: string, mentor: SteelActor): Promise<SteelActor> {
  return createActor({
    name,
    type: "retainer",
    system: { mentor: mentor.uuid, stamina: { value: 15, max: 15 } },
  });
}

// The stand-ins are typed by the harness, src by fvtt-types: these views meet only here.
const asHarness = (doc: unknown) => doc as HarnessDocument;

/** Combat.create through CONFIG.Combat.documentClass on the harness scene; it becomes game.combat. */
export async function createCombat(): Promise<SteelCombat> {
  const cls = (globalThis as unknown as { CONFIG: { Combat: { documentClass: typeof HarnessDocument } } })
    .CONFIG.Combat.documentClass;
  const combat = await cls.create({ scene: harnessScene().id });
  if (!combat) throw new Error("combat creation was cancelled");
  harnessGame().combat = combat as never;
  return combat as unknown as SteelCombat;
}

export interface JoinOptions {
  surprised?: boolean;
  summoner?: string;
  group?: string;
  /** Place a token (as minions are: each one its own token). */
  token?: boolean;
}

/** Adds an actor to the combat (Combat#createEmbeddedDocuments("Combatant")), optionally with a token. */
export async function join(
  combat: SteelCombat,
  actor: SteelActor,
  opts: JoinOptions = {},
): Promise<SteelCombatant> {
  const placed: unknown = opts.token ? placeToken(actor) : null;
  const token = placed instanceof HarnessTokenDocument ? placed : null;
  const flags: Plain = opts.summoner ? { summoner: opts.summoner } : {};
  const data = {
    actorId: actor.id,
    tokenId: token?.id ?? null,
    sceneId: token?.parent?.id ?? null,
    group: opts.group ?? null,
    flags: { steelbound: flags },
  };
  const [created] = await asHarness(combat).createEmbeddedDocuments("Combatant", [data]);
  if (!created) throw new Error("combatant creation was cancelled");
  // R-CB-2: the GM's mark lives on the Combat (src/documents/combatant.ts setSurprised).
  if (opts.surprised) await (created as unknown as SteelCombatant).setSurprised(true);
  return created as unknown as SteelCombatant;
}

/** `count` minions of one name, each its own actor (as unlinked tokens are) with a placed token. */
export async function placeMinions(
  name: string,
  count: number,
  stamina: number,
): Promise<{ actors: SteelActor[]; tokens: SteelTokenDocument[] }> {
  const actors: SteelActor[] = [];
  for (let i = 0; i < count; i++) actors.push(await createMonster(name, { organization: "minion", stamina }));
  return { actors, tokens: actors.map((a) => placeToken(a)) };
}
