/**
 * The GM's reading of a free strike card (src/rolls/free-strike.ts): it names only the striking monster and
 * its targets. The damage is the monster's free strike as the GM reads it now, of its signature's damage
 * type; nothing on the card (its author can edit it) counts but the targets and the message id.
 */
import { MonsterModel } from "../../data/actor/monster.ts";
import { freeStrikeTier, freeStrikeType } from "../../rolls/free-strike-tier.ts";
import type { AbilityUseData } from "../../chat/ability-use-data.ts";
import { MAX_CARD_TARGETS, messageTargets } from "../../chat/ability-use-data.ts";
import type { CreatureSize } from "../../rules/index.ts";
import { QueryRefused } from "../query-kind.ts";
import type { AbilityUseView } from "./types.ts";

export function freeStrikeView(
  message: { readonly id: string | null },
  data: AbilityUseData,
  actor: {
    readonly uuid: string;
    readonly system: unknown;
    readonly items: Iterable<Item.Implementation>;
  },
  author: { readonly id: string },
  size: CreatureSize | null,
): AbilityUseView {
  const system = actor.system;
  if (!(system instanceof MonsterModel)) throw new QueryRefused("Forbidden", "free strike of a non-monster");
  if (data.targets.length > MAX_CARD_TARGETS) throw new QueryRefused("Malformed", "targets");
  const tier = freeStrikeTier(system.freeStrike, freeStrikeType(actor));
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
      token: entry.token,
      name: typeof entry.name === "string" ? entry.name : "",
      tier: 1,
      edges: 0,
      banes: 0,
      bonus: 0,
      downgradeTo: null,
      damageSurges: 0,
      potencySurge: false,
      applied: { ...entry.applied },
      extraDamage: 0,
    })),
    surgePool: null,
    user: null,
  };
}
