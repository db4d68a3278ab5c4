/** Official kits → Steelbound kit bonuses (stamina, speed, stability, disengage, damage per tier, distance). */
import type { Converted, JsonObject } from "./context.ts";
import { finishItem, itemReader, type ItemOptions } from "./item-base.ts";

export function convertKit(source: JsonObject, options: ItemOptions): Converted {
  const reader = itemReader(source, options);
  const n = (path: string) => reader.num(`bonuses.${path}`);
  const tiers = (kind: string) => ["tier1", "tier2", "tier3"].map((t) => n(`${kind}.damage.${t}`));
  const bonuses = {
    stamina: n("stamina"),
    speed: n("speed"),
    stability: n("stability"),
    disengage: n("disengage"),
    meleeDamage: tiers("melee"),
    rangedDamage: tiers("ranged"),
    meleeDistance: n("melee.distance"),
    rangedDistance: n("ranged.distance"),
  };
  reader.use("equipment");
  return finishItem(source, reader, "kit", { bonuses }, options);
}
