/**
 * fvtt-types declaration merging: map document names and subtypes to our classes (the classes, not
 * instances — mapping instances silently turns `system` into `never`, see shared TOOLCHAIN.md).
 */
import type * as models from "./data/models.ts";
import type { DOCUMENT_CLASSES } from "./config/documents.ts";
import type { SteelCombat } from "./documents/combat.ts";
import type { SteelCombatant } from "./documents/combatant.ts";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof DOCUMENT_CLASSES.SteelActor;
    Item: typeof DOCUMENT_CLASSES.SteelItem;
    ActiveEffect: typeof DOCUMENT_CLASSES.SteelActiveEffect;
    CombatantGroup: typeof DOCUMENT_CLASSES.SteelCombatantGroup;
    Token: typeof DOCUMENT_CLASSES.SteelTokenDocument;
    Combat: typeof SteelCombat;
    Combatant: typeof SteelCombatant;
  }

  // system.json declares every Actor, Item and CombatantGroup subtype; "base" is never used and module
  // subtypes are out of scope, so `actor.system` is the union of our models.
  interface SystemConfig {
    Actor: { base: "ignore"; moduleSubtype: "ignore" };
    Item: { base: "ignore"; moduleSubtype: "ignore" };
    CombatantGroup: { base: "ignore"; moduleSubtype: "ignore" };
  }

  interface DataModelConfig {
    Actor: {
      hero: typeof models.HeroModel;
      monster: typeof models.MonsterModel;
      retainer: typeof models.RetainerModel;
      companion: typeof models.CompanionModel;
      object: typeof models.ObjectModel;
      party: typeof models.PartyModel;
      follower: typeof models.FollowerModel;
    };
    Item: {
      ability: typeof models.AbilityModel;
      feature: typeof models.FeatureModel;
      ancestry: typeof models.AncestryModel;
      culture: typeof models.CultureModel;
      career: typeof models.CareerModel;
      class: typeof models.ClassModel;
      subclass: typeof models.SubclassModel;
      kit: typeof models.KitModel;
      complication: typeof models.ComplicationModel;
      perk: typeof models.PerkModel;
      title: typeof models.TitleModel;
      treasure: typeof models.TreasureModel;
      project: typeof models.ProjectModel;
    };
    CombatantGroup: {
      squad: typeof models.SquadModel;
    };
  }

  interface SettingConfig {
    /** Schema version the world's documents were last migrated to (src/data/migrations/world.ts). */
    "steelbound.schemaVersion": number;
    /** The welcome card was shown to a GM of this world (src/applications/content/welcome-card.ts). */
    "steelbound.welcomeShown": boolean;
  }

  interface FlagConfig {
    Wall: {
      steelbound?: {
        /**
         * The Director's material for a wall a creature can be hurled through (R-MV-10:
         * src/canvas/wall-material.ts, docs/DATA.md); absent, the wall never breaks.
         */
        material?: "glass" | "wood" | "stone" | "metal";
      };
    };
    MeasuredTemplate: {
      steelbound?: {
        /** A wall built square by square (src/canvas/area-template.ts wallSquaresOf, docs/DATA.md). */
        wallSquares?: { x: number; y: number }[];
        /** The token an aura follows (src/canvas/aura-follow.ts, docs/DATA.md). */
        auraToken?: string;
        /** The UUID of the ability whose aura it is: it ends with that ability's effect on its user. */
        auraAbility?: string;
      };
    };
  }
}
