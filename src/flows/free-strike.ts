/**
 * A monster's free strike in one click (the sheet's or the tracker's button): nothing is rolled, each
 * targeted creature takes the monster's free strike damage, of its signature ability's damage type (a
 * creature's free strike deals the type its signature deals). The card is an `abilityUse` card flagged
 * `freeStrike`, so Apply goes through the GM's apply path, which reads the damage from the monster again.
 */
import { MonsterModel } from "../data/actor/monster.ts";
import { plainTarget, type AbilityUseData } from "../chat/ability-use-data.ts";
import { freeStrikeTier, freeStrikeType } from "../documents/free-strike-tier.ts";
import { targetedTokens } from "./use-ability-card.ts";

/** Posts the free strike card; false (after telling the user) when there is nothing to strike. */
export async function useFreeStrike(actor: Actor.Implementation): Promise<boolean> {
  const system = actor.system;
  if (!(system instanceof MonsterModel)) return false;
  const tokens = targetedTokens();
  if (tokens.length === 0) {
    ui.notifications?.warn("STEELBOUND.SquadActs.FreeStrikeNoTarget", { localize: true });
    return false;
  }
  const tier = freeStrikeTier(system.freeStrike, freeStrikeType(actor));
  const data: AbilityUseData = {
    actor: actor.uuid,
    ability: "",
    characteristic: null,
    damageType: null,
    snapshot: {
      name: game.i18n?.localize("STEELBOUND.Stat.FreeStrike") ?? "",
      img: actor.img ?? "",
      keywords: ["strike"],
      actionType: "main",
      distance: "",
      target: "",
      highestCharacteristic: 0,
      potency: { weak: 0, average: 0, strong: 0 },
      damageBonus: [],
      tier1: tier,
      tier2: tier,
      tier3: tier,
    },
    targets: tokens.map((token) => plainTarget(token.uuid, token.name, 1)),
    spent: { resource: 0, malice: 0, surges: 0, refundable: 0 },
    refunded: false,
    freeStrike: true,
  };
  const message = await ChatMessage.create({
    type: "abilityUse",
    system: data,
    speaker: ChatMessage.getSpeaker({ actor }),
  });
  return message !== undefined;
}
