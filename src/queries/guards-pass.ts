/**
 * Runs the world pass "guards-1" (src/data/migrations/guards-record.ts) on the active GM's ready: the old
 * accepted-abilities and claims settings, the heroes' `heroTokenTurn` flags and the combatants' surprised
 * flags move to THE GM's record and the Combat, and the old flags are dropped. Once per world (marked in
 * the record); a later forged flag is never lifted.
 */
import { SYSTEM_ID } from "../constants.ts";
import { readGmRecord } from "../data/settings/gm-record.ts";
import { GUARDS_PASS, legacySurprised, legacyValue, liftGuards } from "../data/migrations/guards-record.ts";
import { surprisedBeforeStart } from "../documents/combat/participants.ts";
import { changeGmRecord } from "./gm-record.ts";
import { deletionUpdate } from "../documents/generation.ts";

/** The old flag on a hero (docs/DATA.md). */
const HERO_TOKEN_FLAG = "heroTokenTurn";

/**
 * A world setting's stored value by key, registered or not: v13 ClientSettings#storage "world" is the
 * WorldSettings collection, whose getSetting(key) answers the Setting document (client/documents/
 * setting.mjs: with no registered config its `value` stays as the JSONField holds it).
 */
function storedSetting(key: string): unknown {
  // fvtt-types types the storage map as Storage | WorldSettings; only "world" is read, by getSetting.
  const world = game.settings?.storage.get("world") as
    { getSetting(key: string): { value?: unknown } | undefined } | undefined;
  return legacyValue(world?.getSetting(`${SYSTEM_ID}.${key}`)?.value);
}

interface Flagged {
  readonly uuid: string;
  readonly flags: object;
  update(data: object): Promise<unknown>;
}

function heroTokenFlags(): Map<Flagged, string> {
  const found = new Map<Flagged, string>();
  for (const actor of game.actors?.contents ?? []) {
    const turn: unknown = foundry.utils.getProperty(actor.flags, `${SYSTEM_ID}.${HERO_TOKEN_FLAG}`);
    if (typeof turn === "string") found.set(actor, turn);
  }
  return found;
}

// v13 deletes with a "-=name" key, v14 with a ForcedDeletion operator (../documents/generation.ts).
const dropFlag = (name: string): object => deletionUpdate(`flags.${SYSTEM_ID}.${name}`);

/** Resolves to the number of old guards lifted (0 when the pass already ran or this is not the active GM). */
export async function liftGuardsOnce(): Promise<number> {
  if (game.user?.isActiveGM !== true || readGmRecord().done.includes(GUARDS_PASS)) return 0;
  const heroes = heroTokenFlags();
  const heroTokenTurns = Object.fromEntries([...heroes].map(([actor, turn]) => [actor.uuid, turn]));
  await changeGmRecord((record) => {
    const next = liftGuards(record, {
      accepted: storedSetting("acceptedAbilities"),
      claims: storedSetting("claims"),
      heroTokenTurns,
    });
    return { next: next === record ? null : next, result: undefined };
  });
  let lifted = heroes.size;
  for (const actor of heroes.keys()) await actor.update(dropFlag(HERO_TOKEN_FLAG));
  for (const combat of game.combats?.contents ?? []) {
    const marked = legacySurprised(combat.combatants.contents);
    if (marked.length === 0) continue;
    lifted += marked.length;
    if (!combat.started) {
      const surprised = [...new Set([...surprisedBeforeStart(combat), ...marked])];
      await combat.update({ flags: { [SYSTEM_ID]: { surprised } } });
    }
    await combat.updateEmbeddedDocuments(
      "Combatant",
      marked.map((_id) => ({ _id, ...dropFlag("surprised") })),
    );
  }
  return lifted;
}
