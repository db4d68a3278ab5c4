/**
 * The encounter builder's party and monsters as the forecast plays them (src/rules/forecast): each hero's
 * stamina, recoveries, victories and damaging abilities with its characteristic and kit bonus folded in, as
 * the sheet and the card compute them (readAbility); each monster's stamina, free strike, abilities, villain
 * actions, Malice abilities and captain's benefit. A monster whose stat block has no damaging ability is
 * played from the monster maths (R-MO-5). A hero's companion and the creatures its summoning ability brings
 * (R-CB-17) fight beside it (ForecastHero.allies).
 */
import { CHARACTERISTICS, isAreaKind, tierDamageBeforeModifiers } from "../../../rules/index.ts";
import {
  forecastMonsterFromMaths,
  type ForecastAbility,
  type ForecastAlly,
  type ForecastHero,
  type ForecastMonster,
} from "../../../rules/forecast/index.ts";
import { readAbility, rollsPower, type AbilityInfo } from "../../../documents/ability-info.ts";
import type { MonsterLine, PartyMember } from "../../../data/settings/encounter.ts";
import { heroSystem, monsterSystem, retainerSystem } from "../../sheets/adapters.ts";

interface ActorLike {
  uuid: string;
  name: string;
  system: unknown;
  items: Iterable<{ type: string; name: string; img: string | null; system: unknown; parent?: unknown }>;
}

type Scores = Readonly<Record<string, number>>;

function scoresOf(system: unknown): Scores {
  const characteristics = (system as { characteristics?: Record<string, unknown> }).characteristics ?? {};
  const scores: Record<string, number> = {};
  for (const c of CHARACTERISTICS) {
    const value = characteristics[c];
    scores[c] = typeof value === "number" ? value : 0;
  }
  return scores;
}

interface Read {
  info: AbilityInfo;
  /** The item's `distance.type` and `target.count` (docs/DATA.md `ability`). */
  distanceType: string;
  targetCount: number;
}

/** An ability as the forecast plays it, or null when it does not roll for damage. */
function forecastAbility({ info, distanceType, targetCount }: Read, scores: Scores, cost: number) {
  if (info.roll === "targetTest" || !rollsPower(info)) return null;
  const roll =
    info.roll === "fixed" ? info.fixedBonus : Math.max(...info.characteristics.map((c) => scores[c] ?? 0));
  const damage = info.tiers.map((tier, index) =>
    tierDamageBeforeModifiers(tier, roll, info.kit.damage[index] ?? 0),
  );
  const [t1 = 0, t2 = 0, t3 = 0] = damage;
  if (t1 + t2 + t3 === 0) return null;
  const area = isAreaKind(distanceType);
  const ability: ForecastAbility = {
    name: info.name,
    damage: [t1, t2, t3],
    roll,
    cost,
    area,
    targets: area ? undefined : Math.max(1, targetCount),
  };
  return ability;
}

function abilityInfos(actor: ActorLike): Read[] {
  return [...actor.items]
    .filter((item) => item.type === "ability")
    .map((item) => {
      const system = item.system as { distance?: { type?: unknown }; target?: { count?: unknown } };
      const count = system.target?.count;
      return {
        info: readAbility({ name: item.name, img: item.img, system: item.system, parent: actor }),
        distanceType: typeof system.distance?.type === "string" ? system.distance.type : "",
        targetCount: typeof count === "number" ? count : 1,
      };
    });
}

/** What fights beside a hero: its companions (mentor = the hero) and the creatures one summoning brings. */
export interface HeroAllies {
  companions: readonly ActorLike[];
  summons: readonly { actor: ActorLike; count: number }[];
}

/**
 * A companion or summoned creature as the forecast plays it: its free damaging abilities, else its free
 * strike (R-MO-2: no roll). Null for an actor that is neither a companion nor a monster.
 */
function allyOf(actor: ActorLike, count: number): ForecastAlly | null {
  const system = retainerSystem(actor) ?? monsterSystem(actor);
  if (!system || count < 1) return null;
  const scores = scoresOf(system);
  const abilities = abilityInfos(actor).flatMap((read) => forecastAbility(read, scores, 0) ?? []);
  const strike = system.freeStrike;
  const companion = retainerSystem(actor);
  return {
    name: actor.name,
    stamina: Math.max(1, system.stamina.max),
    count,
    recoveries: companion ? companion.recoveries.max : 0,
    abilities:
      abilities.length > 0
        ? abilities
        : strike > 0
          ? [{ name: "free strike", damage: [strike, strike, strike], roll: 0 }]
          : [],
  };
}

/** The allies of a hero for the forecast: every companion, and the largest summoning. */
export function forecastAlliesOf(allies: HeroAllies): ForecastAlly[] {
  const companions = allies.companions.flatMap((a) => allyOf(a, 1) ?? []);
  const summoned = allies.summons
    .flatMap(({ actor, count }) => allyOf(actor, count) ?? [])
    .sort((a, b) => (b.count ?? 1) * b.stamina - (a.count ?? 1) * a.stamina);
  return [...companions, ...summoned.slice(0, 1)];
}

/** A party member's hero (or retainer) for the forecast, or null when its actor is gone. */
export function forecastHeroOf(
  member: PartyMember,
  actor: ActorLike | null,
  allies: HeroAllies = { companions: [], summons: [] },
): ForecastHero | null {
  const system = actor ? (heroSystem(actor) ?? retainerSystem(actor)) : null;
  if (!actor || !system) return null;
  const scores = scoresOf(system);
  const abilities = abilityInfos(actor).flatMap(
    (read) => forecastAbility(read, scores, read.info.cost.resource) ?? [],
  );
  const hero = heroSystem(actor);
  return {
    id: member.id,
    name: member.name,
    level: member.level,
    stamina: Math.max(1, system.stamina.max),
    recoveries: hero ? hero.recoveries.max : 0,
    victories: hero ? hero.victories : 0,
    abilities,
    allies: forecastAlliesOf(allies),
  };
}

/** R-MN-10: the captain's benefit as the forecast plays it: damage bonuses and edges from its changes. */
function captainBenefit(changes: readonly { key: string; value: string }[]): ForecastMonster["withCaptain"] {
  let damage = 0;
  let edge = false;
  for (const change of changes) {
    const value = Number(change.value);
    if (/edge/i.test(change.key)) edge = true;
    else if (/damage/i.test(change.key) && Number.isFinite(value)) damage += value;
  }
  return damage === 0 && !edge ? undefined : { damage, edge };
}

/** A monster line for the forecast: its stat block, or the monster maths when that gives nothing to play. */
export function forecastMonsterOf(line: MonsterLine, actor: ActorLike | null): ForecastMonster {
  const system = actor ? monsterSystem(actor) : null;
  const fromMaths = () =>
    forecastMonsterFromMaths({
      id: line.uuid,
      name: line.name,
      level: line.level,
      organization: line.organization,
      count: line.count,
    });
  if (!actor || !system) return fromMaths();
  const scores = scoresOf(system);
  const infos = abilityInfos(actor);
  const abilities = infos
    .filter((read) => read.info.villainAction === 0)
    .flatMap((read) => forecastAbility(read, scores, read.info.cost.malice) ?? []);
  const villainActions = [1, 2, 3].flatMap((n) => {
    const read = infos.find((r) => r.info.villainAction === n);
    return (read && forecastAbility(read, scores, 0)) ?? [];
  });
  if (!abilities.some((a) => (a.cost ?? 0) === 0)) return { ...fromMaths(), villainActions };
  const monster: ForecastMonster = {
    id: line.uuid,
    name: line.name,
    level: line.level,
    organization: line.organization,
    stamina: Math.max(1, system.stamina.max),
    count: line.count,
    freeStrike: system.freeStrike,
    highestCharacteristic: Math.max(...Object.values(scores)),
    abilities: [...abilities].sort((a, b) => (a.cost ?? 0) - (b.cost ?? 0)),
    villainActions,
    withCaptain: captainBenefit(system.captainChanges ?? []),
  };
  return monster;
}
