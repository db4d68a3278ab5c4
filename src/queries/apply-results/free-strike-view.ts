/**
 * The GM's reading of a free strike card (src/flows/free-strike.ts): it names only the striking monster and
 * its targets. The damage is the monster's free strike as the GM reads it now, of its signature's damage
 * type; nothing on the card (its author can edit it) counts but the targets and the message id. The
 * signature is read as the GM prices it (its accepted version when a player controls the monster),
 * and it gives the free strike's reach too (R-MO-2, `freeStrikeReach`).
 */
import { MonsterModel } from "../../data/actor/monster.ts";
import { freeStrikeTier } from "../../documents/free-strike-tier.ts";
import { readAbility } from "../../documents/ability-info.ts";
import type { AbilityUseData } from "../../chat/ability-use-data.ts";
import { MAX_CARD_TARGETS, messageTargets, plainTarget } from "../../chat/ability-use-data.ts";
import { creatureFreeStrikeDistance, type CreatureSize } from "../../rules/index.ts";
import { QueryRefused } from "../../documents/gm-channel/query-kind.ts";
import type { AbilityUseView } from "../../documents/gm-channel/apply-results-types.ts";
import type { JudgedItem } from "../accepted-abilities/judge.ts";
import type { BoundNote } from "../../rules/book-bounds.ts";

function at(source: unknown, path: string): unknown {
  return foundry.utils.getProperty(source as object, path);
}
const numberAt = (source: unknown, path: string): number => {
  const value = at(source, path);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
};

/**
 * R-MO-2: the ability system the GM measures a free strike's reach with (src/canvas/reach-board.ts). The card
 * does not say whether the strike is the melee or the ranged one, so a target counts as reached when either
 * reaches it: "melee X or ranged Y" with the creature's two free strike distances. Line of effect is needed
 * either way. `signature` is the signature ability as the GM reads it (null: the standard 1 and 5).
 */
export function freeStrikeReach(signature: JudgedItem | null): { distance: Record<string, unknown> } {
  const system = signature?.system;
  const kind = at(system, "distance.type");
  const { melee, ranged } = creatureFreeStrikeDistance(
    signature === null
      ? null
      : {
          type: typeof kind === "string" ? kind : "",
          melee: numberAt(system, "distance.melee"),
          ranged: numberAt(system, "distance.ranged"),
        },
  );
  return { distance: { type: "meleeRanged", melee, ranged } };
}

/**
 * R-MO-2 with R-HERO-KIT-DISTANCE: a free strike shares its signature ability's keywords, so the squares the
 * creature's kit and effects add to that ability's melee distance lengthen the melee free strike (a polearm
 * kit's +1 on a melee weapon signature), and those it adds to a ranged distance the ranged one; the GM's own
 * readAbility of the signature (as the card's reach check does for an ability), counted within the book's
 * bounds (`notes` lists each number cut down). No signature: nothing is added.
 */
export function freeStrikeDistanceBonus(
  signature: JudgedItem | null,
  notes: BoundNote[],
): { melee: number; ranged: number } {
  if (signature === null) return { melee: 0, ranged: 0 };
  const ability = readAbility(signature, { bounds: notes });
  const has = (keyword: string) => ability.keywords.includes(keyword);
  return {
    melee: has("melee") ? Math.max(0, ability.kit.distance.melee) : 0,
    ranged: has("ranged") ? Math.max(0, ability.kit.distance.ranged) : 0,
  };
}

export function freeStrikeView(
  message: { readonly id: string | null },
  data: AbilityUseData,
  actor: {
    readonly uuid: string;
    readonly system: unknown;
  },
  author: { readonly id: string },
  size: CreatureSize | null,
  /** The signature ability as the GM reads it (its damage type is the free strike's), or null. */
  signature: JudgedItem | null,
): AbilityUseView {
  const system = actor.system;
  if (!(system instanceof MonsterModel)) throw new QueryRefused("Forbidden", "free strike of a non-monster");
  if (data.targets.length > MAX_CARD_TARGETS) throw new QueryRefused("Malformed", "targets");
  const type = signature === null ? "untyped" : readAbility(signature).tiers[0].damage.type;
  const tier = freeStrikeTier(system.freeStrike, type);
  return {
    id: message.id ?? "",
    authorId: author.id,
    actorUuid: actor.uuid,
    abilityUuid: "",
    area: false,
    keywords: ["strike"],
    moverSize: size,
    roll: {
      dice: [1, 1],
      characteristic: 0,
      bonus: 0,
      automaticTiers: [],
      tiers: [tier, tier, tier],
      highestCharacteristic: 0,
      potency: { weak: 0, average: 0, strong: 0 },
      damageBonus: [0, 0, 0],
      damageType: null,
    },
    // One tier for everyone: no edges, banes, bonus, downgrade or surges on a free strike.
    targets: messageTargets(data).map((entry) => ({
      ...plainTarget(entry.token, typeof entry.name === "string" ? entry.name : "", 1),
      applied: { ...entry.applied },
      extraDamage: 0,
    })),
    surgePool: null,
    user: null,
  };
}
