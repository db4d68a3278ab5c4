/**
 * v13 client/config.mjs `CONFIG.Token.movement` as core ships it: the TerrainData class (client/data/
 * terrain-data.mjs: a difficulty multiplier, `getMovementCostFunction` = distance × difficulty), the median
 * cost aggregator, and the core movement actions with the fields v13's measuring reads (teleport, measure,
 * walls, visualize, getCostFunction; crawl, climb and jump cost double). Steelbound replaces some at init.
 */
import { DataModel, TypeDataModel } from "./data-model.ts";
import { NumberField, type DataField } from "./fields.ts";

interface Segment {
  terrain?: { difficulty?: number | null } | null;
}

/**
 * client/data/terrain-data.mjs TerrainData: a DataModel with a nullable `difficulty` (initial 1; null reads as
 * Infinity, TerrainData#_initialize); `resolveTerrainEffects` multiplies the "difficulty" effects and returns
 * null when nothing changes; `equals` compares difficulty. A system subclass adds fields to the schema.
 */
export class CoreTerrainData extends DataModel {
  declare difficulty: number | null;
  static override defineSchema(): Record<string, DataField> {
    return { difficulty: new NumberField({ required: true, nullable: true, min: 0, initial: 1 }) };
  }
  static resolveTerrainEffects(effects: { name: string; difficulty?: number }[]): CoreTerrainData | null {
    let difficulty = 1;
    for (const effect of effects) if (effect.name === "difficulty") difficulty *= effect.difficulty ?? 1;
    if (difficulty === 1) return null;
    return new this({ difficulty });
  }
  static getMovementCostFunction() {
    return (_from: unknown, _to: unknown, distance: number, segment: Segment) =>
      distance * (segment.terrain?.difficulty ?? 1);
  }
  override _initialize(): void {
    super._initialize();
    this.difficulty ??= Infinity;
  }
  clone(): CoreTerrainData {
    return new (this.constructor as typeof CoreTerrainData)(this.toObject());
  }
  equals(other: unknown): boolean {
    return other instanceof CoreTerrainData && other.difficulty === this.difficulty;
  }
}

/**
 * common/abstract/type-data.mjs-based client/data/region-behaviors/base.mjs RegionBehaviorType: the behavior
 * (its parent), its region and scene, and `_getTerrainEffects(token, segment)` returning [] by default.
 */
export class CoreRegionBehaviorType extends TypeDataModel {
  static events: Record<string, unknown> = {};
  get behavior(): unknown {
    return this.parent;
  }
  get region(): unknown {
    return (this.parent as { region?: unknown } | null)?.region ?? null;
  }
  get scene(): unknown {
    return (this.parent as { scene?: unknown } | null)?.scene ?? null;
  }
  _getTerrainEffects(_token: unknown, _segment: unknown): object[] {
    return [];
  }
}

const double = () => (cost: number) => cost * 2;
const same = () => (cost: number) => cost;

function action(label: string, order: number, extra: Record<string, unknown> = {}) {
  return {
    label: `TOKEN.MOVEMENT.ACTIONS.${label}.label`,
    icon: "fa-solid fa-person-walking",
    img: "icons/svg/walk.svg",
    order,
    teleport: false,
    measure: true,
    walls: "move",
    visualize: true,
    getAnimationOptions: () => ({}),
    canSelect: () => true,
    deriveTerrainDifficulty: null,
    getCostFunction: same,
    ...extra,
  };
}

export function coreTokenMovement() {
  return {
    TerrainData: CoreTerrainData,
    costAggregator: (results: { cost: number }[]) => {
      results.sort((a, b) => a.cost - b.cost);
      if (results.at(-1)?.cost === Infinity) return Infinity;
      return results[(results.length - 1) >> 1]?.cost ?? 0;
    },
    defaultSpeed: 6,
    defaultAction: "walk",
    actions: {
      walk: action("walk", 0),
      fly: action("fly", 1),
      swim: action("swim", 2),
      burrow: action("burrow", 3),
      crawl: action("crawl", 4, { getCostFunction: double }),
      climb: action("climb", 5, { getCostFunction: double }),
      jump: action("jump", 6, { getCostFunction: double }),
      // v13 client/config.mjs Token.movement.actions: blink and displace derive a difficulty of 1 (Game
      // #initializeMovementActions refuses a displace without one).
      blink: action("blink", 7, {
        teleport: true,
        getAnimationOptions: () => ({ duration: 0 }),
        deriveTerrainDifficulty: () => 1,
      }),
      displace: action("displace", 8, {
        teleport: true,
        measure: false,
        walls: null,
        visualize: false,
        canSelect: () => false,
        getAnimationOptions: () => ({ duration: 0 }),
        deriveTerrainDifficulty: () => 1,
        getCostFunction: () => () => 0,
      }),
    } as Record<string, Record<string, unknown>>,
  };
}

/** Stand-ins so src's canvas classes load outside the simulation (test/sim installs the faithful ones). */
export const PLACEHOLDER_CANVAS = {
  placeables: { Token: class Token {}, tokens: { TokenRuler: class TokenRuler {} } },
};
