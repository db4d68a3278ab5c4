/**
 * The forecast's set-up, worked out once for every fight: heroes and Director creatures with their abilities'
 * expected damage, minions split into squads (FORECAST_SQUAD_SIZE), captains assigned (R-MN-10: one
 * non-minion per squad, one squad per captain, in the order the monsters are listed).
 */
import { defaultTurnsPerRound } from "../initiative.ts";
import { maliceAtCombatStart } from "../malice.ts";
import { hasVillainActions } from "../villain-actions.ts";
import { prepareAbilities, type EvaluationCount, type PreparedAbility } from "./tactics.ts";
import { FORECAST_SQUAD_SIZE, type ForecastHero, type ForecastInput, type ForecastMonster } from "./types.ts";

export interface PreparedHero {
  spec: ForecastHero;
  /** A companion or summon on the heroes' side (ForecastAlly): down at 0, no heroic resource, no Malice. */
  ally: boolean;
  abilities: PreparedAbility[];
  perTurn: number;
  startingResource: number;
}

export interface PreparedCreature {
  kind: "creature";
  spec: ForecastMonster;
  /** Abilities the creature uses for free (signature first). */
  free: PreparedAbility[];
  /** Abilities that cost Malice (R-ML-4). */
  malice: PreparedAbility[];
  villain: PreparedAbility[];
  turns: number;
}

export interface PreparedSquad {
  kind: "squad";
  spec: ForecastMonster;
  members: number;
  signature: PreparedAbility | null;
  /** Index of its captain among the prepared foes, or −1. */
  captain: number;
}

export type PreparedFoe = PreparedCreature | PreparedSquad;

export interface PreparedFight {
  heroes: PreparedHero[];
  foes: PreparedFoe[];
  startingMalice: number;
  roundLimit: number;
  malice: boolean;
  /** Evaluations made so far, preparing and playing (the work is bounded by it). */
  evaluations: EvaluationCount;
}

function prepareHero(spec: ForecastHero, counter: EvaluationCount): PreparedHero {
  return {
    spec,
    ally: false,
    abilities: prepareAbilities(spec.abilities, counter),
    perTurn: Math.max(0, spec.resourcePerTurn ?? 2),
    startingResource: Math.max(0, spec.victories ?? 0),
  };
}

/** A hero's companion and expected summons, each a creature of the heroes' side playing its free abilities. */
function prepareAllies(hero: ForecastHero, counter: EvaluationCount): PreparedHero[] {
  return (hero.allies ?? []).flatMap((ally, index) => {
    const abilities = prepareAbilities(
      ally.abilities.filter((a) => Math.max(0, a.cost ?? 0) === 0),
      counter,
    );
    const count = Math.max(0, Math.floor(ally.count ?? 1));
    return Array.from({ length: count }, (_, n) => ({
      spec: {
        id: `${hero.id}/ally/${index}/${n}`,
        name: ally.name,
        level: hero.level,
        stamina: Math.max(1, ally.stamina),
        recoveries: Math.max(0, ally.recoveries ?? 0),
        abilities: ally.abilities,
      },
      ally: true,
      abilities,
      perTurn: 0,
      startingResource: 0,
    }));
  });
}

function prepareMonster(spec: ForecastMonster, counter: EvaluationCount): PreparedFoe[] {
  const count = Math.max(0, Math.floor(spec.count));
  if (spec.organization === "minion") {
    // A squad plays its signature only: the first ability without a cost.
    const first = spec.abilities.find((a) => Math.max(0, a.cost ?? 0) === 0);
    const signature = first === undefined ? null : (prepareAbilities([first], counter)[0] ?? null);
    const squads: PreparedFoe[] = [];
    for (let left = count; left > 0; left -= FORECAST_SQUAD_SIZE)
      squads.push({
        kind: "squad",
        spec,
        members: Math.min(FORECAST_SQUAD_SIZE, left),
        signature,
        captain: -1,
      });
    return squads;
  }
  const costs = (a: { cost?: number | undefined }) => Math.max(0, a.cost ?? 0) > 0;
  const creature: PreparedCreature = {
    kind: "creature",
    spec,
    free: prepareAbilities(
      spec.abilities.filter((a) => !costs(a)),
      counter,
    ),
    malice: prepareAbilities(spec.abilities.filter(costs), counter),
    // R-CB-18: villain actions 1, 2 and 3, one a round; any further entry is never played.
    villain: hasVillainActions(spec.organization)
      ? prepareAbilities((spec.villainActions ?? []).slice(0, 3), counter)
      : [],
    turns: defaultTurnsPerRound(spec.organization),
  };
  return Array.from({ length: count }, () => creature);
}

export function prepareFight(input: ForecastInput): PreparedFight {
  const evaluations: EvaluationCount = { count: 0 };
  const foes = input.monsters.flatMap((spec) => prepareMonster(spec, evaluations));
  if (input.captains !== false) {
    const captains = foes.flatMap((foe, index) => (foe.kind === "creature" ? [index] : []));
    for (const squad of foes) {
      if (squad.kind !== "squad") continue;
      squad.captain = captains.shift() ?? -1;
    }
  }
  return {
    // The heroes first, in order (the forecast reports them by index), then their companions and summons.
    heroes: [
      ...input.heroes.map((spec) => prepareHero(spec, evaluations)),
      ...input.heroes.flatMap((spec) => prepareAllies(spec, evaluations)),
    ],
    foes,
    startingMalice: maliceAtCombatStart(input.heroes.map((h) => h.victories ?? 0)),
    roundLimit: Math.max(1, Math.floor(input.roundLimit ?? 20)),
    malice: input.malice !== false,
    evaluations,
  };
}
