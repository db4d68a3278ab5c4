/**
 * One forecast fight, played turn by turn on the abstract map (types.ts): initiative and alternating sides
 * (R-CB-2…R-CB-5, a solo's two turns), Malice each round (R-ML-1, R-ML-2), heroic resource each turn,
 * Catch Breath (R-RC-1), dying, bleeding and death (R-ST-2, R-CN-1), Director creatures down at 0 (R-ST-3),
 * squads' shared pools (R-MN-2…R-MN-5, R-MN-7), captains (R-MN-10) and villain actions (R-CB-18). The tactics
 * are in tactics.ts. The fight mutates only its own state.
 */
import { maliceForRound, maliciousStrikeDamage } from "../malice.ts";
import { resolvePowerRoll } from "../power-roll.ts";
import { aliveFromPool, squadStrikeDamage, MAX_MINIONS_PER_TARGET } from "../squads.ts";
import { recoveryValue, windedValue } from "../stamina.ts";
import type { PreparedCreature, PreparedFight, PreparedHero, PreparedSquad } from "./prepare.ts";
import { die, type Random } from "./random.ts";
import { bestAbility, damageAt, lowest, type PreparedAbility } from "./tactics.ts";
import { AREA_REACH, SQUAD_AREA_REACH } from "./types.ts";

const MALICIOUS_STRIKE_SPEND = 5;

interface Hero {
  prepared: PreparedHero;
  max: number;
  stamina: number;
  recoveries: number;
  resource: number;
  lost: number;
  recoveriesSpent: number;
  wasDying: boolean;
  dead: boolean;
}

interface Creature {
  prepared: PreparedCreature;
  stamina: number;
  villainUsed: boolean[];
}

interface Squad {
  prepared: PreparedSquad;
  pool: number;
  alive: number;
}

type Foe = Creature | Squad;

export interface FightOutcome {
  won: boolean;
  rounds: number;
  heroes: { lost: number; recoveriesSpent: number; wasDying: boolean; dead: boolean }[];
  maliceSpent: number;
}

const isSquad = (foe: Foe): foe is Squad => "pool" in foe;
const foeUp = (foe: Foe): boolean => (isSquad(foe) ? foe.alive > 0 : foe.stamina > 0);
const foeKey = (foe: Foe): number => (isSquad(foe) ? foe.pool : foe.stamina);

class Fight {
  readonly heroes: Hero[];
  readonly foes: Foe[];
  malice: number;
  maliceSpent = 0;
  round = 0;
  villainThisRound = false;
  maliciousThisRound = false;
  maliciousLastRound = false;

  constructor(
    readonly setup: PreparedFight,
    readonly random: Random,
  ) {
    this.heroes = setup.heroes.map((prepared) => ({
      prepared,
      max: prepared.spec.stamina,
      stamina: prepared.spec.stamina,
      recoveries: prepared.spec.recoveries,
      resource: prepared.startingResource,
      lost: 0,
      recoveriesSpent: 0,
      wasDying: false,
      dead: false,
    }));
    this.foes = setup.foes.map((prepared): Foe => {
      if (prepared.kind === "squad") {
        const pool = prepared.spec.stamina * prepared.members;
        return { prepared, pool, alive: prepared.members };
      }
      return { prepared, stamina: prepared.spec.stamina, villainUsed: [false, false, false] };
    });
    this.malice = setup.startingMalice;
  }

  roll(bonus: number, edges = 0): 1 | 2 | 3 {
    return resolvePowerRoll({
      dice: [die(this.random, 10), die(this.random, 10)],
      characteristic: bonus,
      edges,
    }).tier;
  }

  heroesStanding(): Hero[] {
    return this.heroes.filter((h) => h.stamina > 0);
  }

  won(): boolean {
    return !this.foes.some(foeUp);
  }

  lost(): boolean {
    return this.heroesStanding().length === 0;
  }

  hurtHero(hero: Hero, amount: number): void {
    if (hero.dead || amount <= 0) return;
    hero.stamina -= amount;
    hero.lost += amount;
    // A companion or summon is out of the fight at 0 (never dying: R-ST-2 is the heroes').
    if (hero.prepared.ally && hero.stamina <= 0) hero.dead = true;
    if (hero.stamina <= 0) hero.wasDying = true;
    if (hero.stamina <= -windedValue(hero.max)) hero.dead = true;
  }

  /** R-MN-4, R-MN-5: `each` damage to `inArea` minions of a squad (0: one non-area hit). */
  hurtFoe(foe: Foe, amount: number, inArea = 0): void {
    if (amount <= 0) return;
    if (!isSquad(foe)) {
      foe.stamina -= amount;
      return;
    }
    const individual = foe.prepared.spec.stamina;
    const loss = inArea > 0 ? inArea * Math.min(amount, individual) : amount;
    foe.pool = Math.max(0, foe.pool - loss);
    foe.alive = aliveFromPool(foe.pool, individual, foe.prepared.members);
  }

  /**
   * The heroes a Director creature goes for: `count` standing heroes at random (creatures reach whoever is near
   * them on the abstract map), the dying when none stands.
   */
  randomTargets(count: number): Hero[] {
    const standing = this.heroes.filter((h) => h.stamina > 0);
    const pool = standing.length > 0 ? standing : this.heroes.filter((h) => !h.dead);
    const picked: Hero[] = [];
    while (picked.length < count && pool.length > 0) {
      const [hero] = pool.splice(Math.floor(this.random() * pool.length), 1);
      if (hero) picked.push(hero);
    }
    return picked;
  }

  /** The heroes a squad focuses on: standing ones by least stamina, the dying when none stands. */
  heroTargets(count: number): Hero[] {
    const standing = lowest(
      this.heroes,
      count,
      (h) => h.stamina,
      (h) => h.stamina <= 0,
    );
    return standing.length > 0
      ? standing
      : lowest(
          this.heroes,
          count,
          (h) => h.stamina,
          (h) => h.dead,
        );
  }

  heroTurn(hero: Hero): void {
    if (hero.dead) return;
    hero.resource += hero.prepared.perTurn;
    // R-RC-1, R-ST-2: Catch Breath (a maneuver) when winded, never while dying.
    if (hero.stamina > 0 && hero.stamina <= windedValue(hero.max) && hero.recoveries > 0) {
      hero.recoveries -= 1;
      hero.recoveriesSpent += 1;
      hero.stamina = Math.min(hero.max, hero.stamina + recoveryValue(hero.max));
    }
    // R-ST-2, R-CN-1: a dying hero would bleed after a main action, so it takes none and waits for the fight
    // to turn (the tactic; the book lets it act and bleed).
    if (hero.stamina <= 0) return;
    const up = this.foes.filter(foeUp);
    const squads = up.filter(isSquad).sort((a, b) => b.alive - a.alive);
    const biggest = squads[0];
    const reach = (a: PreparedAbility): number =>
      a.area
        ? biggest
          ? Math.min(SQUAD_AREA_REACH, biggest.alive)
          : Math.min(AREA_REACH, up.length)
        : Math.min(a.targets, up.length);
    const { abilities, perTurn } = hero.prepared;
    const counter = this.setup.evaluations;
    let chosen = bestAbility(abilities, hero.resource, reach, counter);
    // Saving up: when the best ability is one turn's gain away, the hero uses a free one now.
    const best = bestAbility(abilities, Number.POSITIVE_INFINITY, reach, counter);
    if (best && best.cost > hero.resource && best.cost <= hero.resource + perTurn)
      chosen = bestAbility(abilities, 0, reach, counter);
    if (chosen && up.length > 0) {
      hero.resource -= chosen.cost;
      const damage = damageAt(chosen.ability, this.roll(chosen.ability.roll));
      if (chosen.area && biggest) this.hurtFoe(biggest, damage, Math.min(SQUAD_AREA_REACH, biggest.alive));
      else {
        const count = chosen.area ? AREA_REACH : chosen.targets;
        for (const foe of lowest(up, count, foeKey, () => false)) this.hurtFoe(foe, damage);
      }
    }
  }

  creatureTurn(creature: Creature): void {
    if (creature.stamina <= 0) return;
    const { free, malice, spec } = creature.prepared;
    const standing = Math.max(1, this.heroes.filter((h) => !h.dead).length);
    const reach = (a: PreparedAbility): number => Math.min(a.area ? AREA_REACH : a.targets, standing);
    // R-ML-4: at most one creature Malice ability per turn; otherwise R-ML-3 Malicious Strike.
    const counter = this.setup.evaluations;
    let chosen = this.setup.malice ? bestAbility(malice, this.malice, reach, counter) : null;
    if (chosen) this.spend(chosen.cost);
    else chosen = bestAbility(free, 0, reach, counter);
    if (!chosen) return;
    let extra = 0;
    const canStrike = !this.maliciousThisRound && !this.maliciousLastRound && !chosen.area;
    if (this.setup.malice && chosen.cost === 0 && canStrike && this.malice >= MALICIOUS_STRIKE_SPEND) {
      extra = maliciousStrikeDamage(MALICIOUS_STRIKE_SPEND, spec.highestCharacteristic);
      if (extra > 0) {
        this.spend(MALICIOUS_STRIKE_SPEND);
        this.maliciousThisRound = true;
      }
    }
    const damage = damageAt(chosen.ability, this.roll(chosen.ability.roll));
    for (const hero of this.randomTargets(reach(chosen))) {
      this.hurtHero(hero, damage + extra);
      extra = 0; // R-ML-3: Malicious Strike adds to one target only.
    }
  }

  squadTurn(squad: Squad): void {
    const signature = squad.prepared.signature;
    if (squad.alive <= 0 || !signature) return;
    const captain = this.foes[squad.prepared.captain];
    const led = captain !== undefined && foeUp(captain);
    const bonus = led ? squad.prepared.spec.withCaptain : undefined;
    const tier = this.roll(signature.ability.roll, bonus?.edge === true ? 1 : 0);
    const tierDamage = damageAt(signature.ability, tier) + (bonus?.damage ?? 0);
    // R-MN-7: three minions on the weakest standing hero, the rest on the next.
    let minions = squad.alive;
    for (const hero of this.heroTargets(Math.ceil(minions / MAX_MINIONS_PER_TARGET))) {
      const onTarget = Math.min(MAX_MINIONS_PER_TARGET, minions);
      this.hurtHero(hero, squadStrikeDamage(tierDamage, squad.prepared.spec.freeStrike, onTarget));
      minions -= onTarget;
    }
  }

  /** R-CB-18: villain action N in round N, once per round, at the end of another creature's turn. */
  villainAction(): void {
    if (this.villainThisRound || this.round > 3) return;
    for (const foe of this.foes) {
      if (isSquad(foe) || foe.stamina <= 0 || foe.villainUsed[this.round - 1]) continue;
      const action = foe.prepared.villain[this.round - 1];
      if (!action) continue;
      foe.villainUsed[this.round - 1] = true;
      this.villainThisRound = true;
      const damage = damageAt(action.ability, this.roll(action.ability.roll));
      const count = action.area ? AREA_REACH : action.targets;
      for (const hero of this.randomTargets(count)) this.hurtHero(hero, damage);
      return;
    }
  }

  spend(amount: number): void {
    this.malice -= amount;
    this.maliceSpent += amount;
  }

  foeTurn(foe: Foe): void {
    if (isSquad(foe)) this.squadTurn(foe);
    else this.creatureTurn(foe);
  }

  /** One round; true when the fight ended in it. */
  playRound(heroesFirst: boolean): boolean {
    this.round += 1;
    // R-ML-2: Malice counts the living heroes, not their companions and summons.
    this.malice += maliceForRound(this.round, this.heroes.filter((h) => !h.dead && !h.prepared.ally).length);
    this.villainThisRound = false;
    this.maliciousLastRound = this.maliciousThisRound;
    this.maliciousThisRound = false;
    const heroQueue = this.heroes.filter((h) => !h.dead);
    const foeQueue = this.foes.filter(foeUp);
    // A solo's second turn comes after every other creature's first (R-CB-3, defaultTurnsPerRound).
    for (const foe of [...foeQueue]) if (!isSquad(foe) && foe.prepared.turns > 1) foeQueue.push(foe);
    let heroSide = heroesFirst;
    while (heroQueue.length > 0 || foeQueue.length > 0) {
      const hero = heroSide || foeQueue.length === 0 ? heroQueue.shift() : undefined;
      if (hero) this.heroTurn(hero);
      else {
        const foe = foeQueue.shift();
        if (foe) this.foeTurn(foe);
      }
      if (this.won() || this.lost()) return true;
      this.villainAction();
      if (this.won() || this.lost()) return true;
      heroSide = !heroSide;
    }
    return false;
  }
}

/** Plays one fight with `random`. */
export function playFight(setup: PreparedFight, random: Random): FightOutcome {
  const fight = new Fight(setup, random);
  // R-CB-2: 6+ on a d10 and the players choose (the heroes go first); otherwise the Director goes first.
  const heroesFirst = die(random, 10) >= 6;
  let over = fight.won() || fight.lost();
  while (!over && fight.round < setup.roundLimit) over = fight.playRound(heroesFirst);
  return {
    won: fight.won() && !fight.lost(),
    rounds: fight.round,
    heroes: fight.heroes.map((h) => ({
      lost: h.lost,
      recoveriesSpent: h.recoveriesSpent,
      wasDying: h.wasDying,
      dead: h.dead,
    })),
    maliceSpent: fight.maliceSpent,
  };
}
