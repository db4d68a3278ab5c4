/**
 * A Director creature for the forecast made from the monster maths (R-MO-5) when its stat block gives the
 * forecast nothing to play (no damaging ability): a signature strike at the usual targets of its
 * organization, the free strike, the stamina and highest characteristic the level calls for.
 */
import { monsterStats, usualTargetCount } from "../monster-math.ts";
import type { Organization, Role } from "../types.ts";
import type { ForecastMonster } from "./types.ts";

export function forecastMonsterFromMaths(input: {
  id: string;
  name: string;
  level: number;
  organization: Organization;
  role?: Role | undefined;
  count: number;
}): ForecastMonster {
  const stats = monsterStats({ level: input.level, organization: input.organization, role: input.role });
  return {
    id: input.id,
    name: input.name,
    level: input.level,
    organization: input.organization,
    stamina: stats.stamina,
    count: input.count,
    freeStrike: stats.freeStrike,
    highestCharacteristic: stats.highestCharacteristic,
    abilities: [
      {
        name: "signature",
        damage: stats.strikeDamage,
        targets: usualTargetCount(input.organization),
        roll: stats.highestCharacteristic,
      },
    ],
  };
}
