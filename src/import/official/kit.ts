/** Official kits → Steelbound kit bonuses (stamina, speed, stability, disengage, damage per tier, distance) and equipment. */
import type { Converted, JsonObject, Reader } from "./context.ts";
import { finishItem, itemReader, type ItemOptions } from "./item-base.ts";

const ARMOR = ["", "none", "light", "medium", "heavy"];
const WEAPONS = ["bow", "ensnaring", "heavy", "light", "medium", "polearm", "unarmed", "whip"];

/** What the kit's wearer carries (docs/DATA.md kit `equipment`); the official "none" weapon is no weapon. */
function equipmentOf(reader: Reader) {
  const armor = reader.str("equipment.armor");
  const listed = reader.strings("equipment.weapon");
  const unknown = listed.filter((w) => w !== "none" && w !== "implement" && !WEAPONS.includes(w));
  if (!ARMOR.includes(armor))
    reader.note("equipment.armor", `armor "${armor}" is not a Steelbound armor type`);
  if (unknown.length > 0)
    reader.note("equipment.weapon", `weapons ${unknown.join(", ")} are not Steelbound weapon types`);
  reader.use("equipment");
  return {
    armor: ARMOR.includes(armor) ? armor : "",
    shield: reader.bool("equipment.shield"),
    weapons: listed.filter((w) => WEAPONS.includes(w)),
    // The official kit lists no implement; an implement kit is a Steelbound-only mark.
    implement: listed.includes("implement"),
  };
}

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
  return finishItem(source, reader, "kit", { bonuses, equipment: equipmentOf(reader) }, options);
}
