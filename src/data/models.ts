/** Every data model by document name and subtype (the same keys as system.json documentTypes). */
import { HeroModel } from "./actor/hero.ts";
import { MonsterModel } from "./actor/monster.ts";
import { RetainerModel } from "./actor/retainer.ts";
import { CompanionModel } from "./actor/companion.ts";
import { ObjectModel } from "./actor/object.ts";
import { PartyModel } from "./actor/party.ts";
import { FollowerModel } from "./actor/follower.ts";
import { SquadModel } from "./combatant-group/squad.ts";
import { AbilityModel } from "./item/ability.ts";
import {
  AncestryModel,
  CareerModel,
  ComplicationModel,
  CultureModel,
  PerkModel,
  TitleModel,
} from "./item/background.ts";
import { ClassModel, SubclassModel } from "./item/class.ts";
import { FeatureModel } from "./item/feature.ts";
import { KitModel } from "./item/kit.ts";
import { ProjectModel } from "./item/project.ts";
import { TreasureModel } from "./item/treasure.ts";

export const ACTOR_MODELS = {
  hero: HeroModel,
  monster: MonsterModel,
  retainer: RetainerModel,
  companion: CompanionModel,
  object: ObjectModel,
  party: PartyModel,
  follower: FollowerModel,
};
export const ITEM_MODELS = {
  ability: AbilityModel,
  feature: FeatureModel,
  ancestry: AncestryModel,
  culture: CultureModel,
  career: CareerModel,
  class: ClassModel,
  subclass: SubclassModel,
  kit: KitModel,
  complication: ComplicationModel,
  perk: PerkModel,
  title: TitleModel,
  treasure: TreasureModel,
  project: ProjectModel,
};
export const COMBATANT_GROUP_MODELS = { squad: SquadModel };

export {
  HeroModel,
  MonsterModel,
  RetainerModel,
  CompanionModel,
  ObjectModel,
  SquadModel,
  AbilityModel,
  FeatureModel,
  AncestryModel,
  CultureModel,
  CareerModel,
  ClassModel,
  SubclassModel,
  KitModel,
  ComplicationModel,
  PerkModel,
  TitleModel,
  TreasureModel,
  ProjectModel,
  PartyModel,
  FollowerModel,
};
