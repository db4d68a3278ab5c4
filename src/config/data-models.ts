import { ACTOR_MODELS, COMBATANT_GROUP_MODELS, ITEM_MODELS } from "../data/models.ts";

/** init: tell Foundry which TypeDataModel backs each subtype declared in system.json. */
export function registerDataModels(): void {
  Object.assign(CONFIG.Actor.dataModels, ACTOR_MODELS);
  Object.assign(CONFIG.Item.dataModels, ITEM_MODELS);
  Object.assign(CONFIG.CombatantGroup.dataModels, COMBATANT_GROUP_MODELS);
  // Token bars offer stamina (and the heroic resource for heroes), not every number in the schema.
  // v13 TokenDocument._getConfiguredTrackedAttributes reads this per actor type: `bar` paths must lead to
  // {value, max} objects and `value` paths to numbers (what TokenDocument#getBarAttribute can show).
  CONFIG.Actor.trackableAttributes = {
    hero: { bar: ["stamina", "recoveries"], value: ["heroicResource.value", "surges"] },
    monster: { bar: ["stamina"], value: [] },
    retainer: { bar: ["stamina", "recoveries"], value: [] },
    companion: { bar: ["stamina", "recoveries"], value: [] },
    object: { bar: ["stamina"], value: [] },
    party: { bar: [], value: [] },
    follower: { bar: [], value: [] },
  };
}
