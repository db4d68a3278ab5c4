/**
 * R-MN-10: while a squad's captain lives, each of its minions bears the "with captain" benefit as an
 * ActiveEffect built from the minion's `captainChanges`; when the captain falls or leaves, it goes. The
 * active GM keeps every minion in step after any change to the combat, its squads, combatants or
 * creatures (hooks in src/config/combat.ts); a sync writes only what differs, so it may run any number of
 * times. Runs are chained, so two hooks in a row never create the same effect twice.
 */
import { MonsterModel } from "../../data/actor/monster.ts";
import { captainBenefit } from "../../rules/index.ts";
import { isSquad } from "./actor-facts.ts";
import { hasLivingCaptain } from "./squads.ts";
import { effectChangesData, isEffectMode } from "../generation.ts";

/** flags.steelbound.captainBenefit: the squad (CombatantGroup id) whose captain gives this effect. */
const FLAG = "captainBenefit";

function benefitEffects(actor: Actor.Implementation): ActiveEffect.Implementation[] {
  return actor.effects.filter(
    (e) => typeof foundry.utils.getProperty(e, `flags.steelbound.${FLAG}`) === "string",
  );
}

/** What one minion should bear: the effect's source data (its changes in the generation's shape), or null. */
type BenefitData = ReturnType<typeof effectChangesData> & {
  name: string;
  img: string;
  transfer: boolean;
  flags: { steelbound: Record<string, string> };
};

/** R-MN-10: the rules say whether this member bears its benefit; this builds the effect that carries it. */
function wanted(actor: Actor.Implementation, groupId: string, captainLives: boolean): BenefitData | null {
  const system = actor.system;
  if (!(system instanceof MonsterModel)) return null;
  const benefit = captainBenefit(
    { isMinion: system.isMinion, withCaptain: system.captainChanges },
    { captainLives },
  );
  if (benefit === null) return null;
  return {
    name: game.i18n?.localize("STEELBOUND.SquadActs.CaptainBenefit") ?? "",
    img: "icons/svg/upgrade.svg",
    // v13's modes 0–5 as the generation stores them (v14: system.changes with a type, never reading the
    // deprecated CONST.ACTIVE_EFFECT_MODES; ../generation.ts); a change of another mode is not given.
    ...effectChangesData(
      benefit.flatMap((c) => (isEffectMode(c.mode) ? [{ key: c.key, mode: c.mode, value: c.value }] : [])),
    ),
    // v13 common/documents/active-effect.mjs: a transfer-less effect on the actor applies to it directly.
    transfer: false,
    flags: { steelbound: { [FLAG]: groupId } },
  };
}

async function syncCombat(combat: { readonly groups: Iterable<CombatantGroup.Implementation> }) {
  for (const group of combat.groups) {
    if (!isSquad(group) || !group.id) continue;
    const lives = hasLivingCaptain(group);
    for (const combatant of group.members) {
      const actor = combatant.actor;
      if (!actor) continue;
      const held = benefitEffects(actor);
      const data = wanted(actor, group.id, lives);
      if (data === null && held.length > 0)
        await actor.deleteEmbeddedDocuments(
          "ActiveEffect",
          held.flatMap((e) => (e.id ? [e.id] : [])),
        );
      else if (data !== null && held.length === 0)
        // No ActiveEffect flag config is declared for `flags.steelbound` (docs/DATA.md names the key).
        await actor.createEmbeddedDocuments("ActiveEffect", [data as ActiveEffect.CreateData]);
    }
  }
}

let queue: Promise<void> = Promise.resolve();

/** Brings every minion of every squad of the viewed combats in step (the active GM only). */
export function syncCaptainBenefits(): Promise<void> {
  if (!game.user?.isActiveGM) return queue;
  queue = queue
    .then(async () => {
      for (const combat of game.combats.contents) await syncCombat(combat);
    })
    .catch((error: unknown) => {
      console.error("steelbound | captain benefit", error);
    });
  return queue;
}
