/**
 * R-MV-4 damaging terrain from the scene. Core Foundry has no notion of it: v13 and v14 build each movement
 * segment's terrain from the terrain effects of the Region behaviours the segment lies in
 * (RegionBehaviorType#_getTerrainEffects, client/data/region-behaviors/base.mjs), resolved by
 * CONFIG.Token.movement.TerrainData.resolveTerrainEffects (client/data/terrain-data.mjs; core's multiplies the
 * "difficulty" effects — the Modify Movement Cost behaviour's — and returns null when nothing changes).
 *
 * So the Director marks damaging terrain with a Region and Steelbound's "Damaging Terrain" behaviour
 * (`damagingTerrain`, CONFIG.RegionBehavior.dataModels): it adds a "damaging" terrain effect, and
 * Steelbound's TerrainData (core's, plus a `damaging` field) turns that into `terrain.damaging`, which the
 * ruler (./movement-cost.ts damagingTerrain, ./token-ruler.ts) and the movement check
 * (src/documents/token-document.ts) read as PathStep.damaging: no shifting into it, no jumping out of it.
 * Difficult terrain keeps coming from core's Modify Movement Cost behaviour (difficulty > 1).
 */

import { TERRAIN_TRIGGERS } from "../rules/index.ts";
import { DAMAGE_TYPES } from "../rules/types.ts";

/**
 * The behaviour type's id, as system.json documentTypes declares it: a system's subtypes are not namespaced
 * (a module's would be `<module id>.<type>`), as pf2e's `environment` behaviour is registered.
 */
export const DAMAGING_TERRAIN_BEHAVIOR = "damagingTerrain";
/** The terrain effect the behaviour adds. */
export const DAMAGING_EFFECT = "damaging";

interface TerrainEffect {
  name: string;
}
type TerrainModel = { difficulty: number; damaging?: boolean; updateSource(changes: object): unknown };
type TerrainClass = (new (data: object) => TerrainModel) & {
  defineSchema(): Record<string, unknown>;
  resolveTerrainEffects(effects: TerrainEffect[]): TerrainModel | null;
};
type BehaviorClass = new (...args: never[]) => {
  _getTerrainEffects(token: unknown, segment: { action?: string }): TerrainEffect[];
};

interface FoundryData {
  TerrainData?: TerrainClass;
  regionBehaviors?: { RegionBehaviorType?: BehaviorClass };
  fields: {
    BooleanField: new (options?: object) => unknown;
    NumberField: new (options?: object) => unknown;
    StringField: new (options?: object) => unknown;
  };
}
const foundryData = (): FoundryData => (foundry as unknown as { data: FoundryData }).data;

/** Steelbound's TerrainData: core's difficulty and R-MV-4's `damaging`. */
export function steelTerrainData(Base: TerrainClass): TerrainClass {
  const { BooleanField } = foundryData().fields;
  return class SteelTerrainData extends Base {
    static override defineSchema() {
      return { ...super.defineSchema(), damaging: new BooleanField({ required: true, initial: false }) };
    }

    static override resolveTerrainEffects(effects: TerrainEffect[]): TerrainModel | null {
      const data = super.resolveTerrainEffects(effects);
      if (!effects.some((e) => e.name === DAMAGING_EFFECT)) return data;
      if (data === null) return new this({ damaging: true });
      data.updateSource({ damaging: true });
      return data;
    }

    equals(other: unknown): boolean {
      return (
        other instanceof SteelTerrainData &&
        other.difficulty === this.difficulty &&
        other.damaging === (this as TerrainModel).damaging
      );
    }
  };
}

const labelled = (list: readonly string[], key: (value: string) => string): Record<string, string> =>
  Object.fromEntries(list.map((value) => [value, key(value)]));

/**
 * The Damaging Terrain behaviour: every creature moving through the region treads damaging terrain; what it
 * deals (R-MV-4: the terrain's own description says) and when ("enter", "turnStart" or "both",
 * src/rules/damaging-terrain.ts) are the Director's fields, dealt by the active GM (./terrain-damage.ts).
 * A terrain dealing 0 only marks the squares (the ruler's refusals), as before these fields.
 */
export function damagingTerrainBehavior(Base: BehaviorClass): BehaviorClass {
  const { NumberField, StringField } = foundryData().fields;
  return class DamagingTerrainBehavior extends Base {
    static LOCALIZATION_PREFIXES = ["STEELBOUND.DamagingTerrain"];

    static defineSchema() {
      return {
        damage: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
        damageType: new StringField({
          required: true,
          blank: false,
          // A record: Foundry's behaviour sheet shows each choice's label, localized.
          choices: labelled(
            DAMAGE_TYPES,
            (t) => `STEELBOUND.DamageType.${t.charAt(0).toUpperCase()}${t.slice(1)}`,
          ),
          initial: "untyped",
        }),
        trigger: new StringField({
          required: true,
          blank: false,
          choices: labelled(TERRAIN_TRIGGERS, (t) => `STEELBOUND.DamagingTerrain.Trigger.${t}`),
          initial: "enter",
        }),
      };
    }

    override _getTerrainEffects(): TerrainEffect[] {
      return [{ name: DAMAGING_EFFECT }];
    }
  };
}

/** init: Steelbound's TerrainData and the Damaging Terrain behaviour type. */
export function registerDamagingTerrain(): void {
  const data = foundryData();
  const movement = CONFIG.Token.movement as unknown as { TerrainData: TerrainClass };
  movement.TerrainData = steelTerrainData(data.TerrainData ?? movement.TerrainData);
  const Base = data.regionBehaviors?.RegionBehaviorType;
  if (!Base) return;
  const config = (CONFIG as unknown as { RegionBehavior: { dataModels: object; typeIcons: object } })
    .RegionBehavior;
  Object.assign(config.dataModels, { [DAMAGING_TERRAIN_BEHAVIOR]: damagingTerrainBehavior(Base) });
  Object.assign(config.typeIcons, { [DAMAGING_TERRAIN_BEHAVIOR]: "fa-solid fa-fire" });
}
