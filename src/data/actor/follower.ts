/**
 * A follower (R-RW-1, 004 「フォロワーの種類」): an artisan or a sage who works on its hero's downtime
 * projects. `hero` is the world hero Actor it serves (`Actor.<id>`; null while it serves nobody). It is the
 * Director's document: the GM links it (a player asks through the GM query) and records its daily project
 * roll (`projectDay`), so a player cannot roll it twice in a day by writing the field.
 */
import { FOLLOWER_KINDS, SKILLS, followerCharacteristics, type FollowerKind } from "../../rules/index.ts";
import { biographyField } from "../fields/biography.ts";
import { characteristicsField } from "../fields/characteristics.ts";
import { plainText } from "../fields/text.ts";
import { schemaVersionField } from "../migrations/index.ts";
import { keepOldSources } from "../migrations/pipeline.ts";

const { DocumentUUIDField, NumberField, SetField, StringField } = foundry.data.fields;

export const defineFollowerSchema = () => ({
  schemaVersion: schemaVersionField(),
  kind: new StringField({ required: true, blank: false, choices: [...FOLLOWER_KINDS], initial: "artisan" }),
  /** R-RW-1: the hero this follower serves. */
  hero: new DocumentUUIDField({ type: "Actor", nullable: true, initial: null }),
  ancestryName: plainText(),
  /** R-RW-1: artisan Reason 1 and Might or Agility 1; sage Reason 1 and Intuition 1 (set at creation). */
  characteristics: characteristicsField(),
  /** R-RW-1: four skills of the Crafting (artisan) or Lore (sage) group. */
  skills: new SetField(new StringField({ required: true, blank: false, choices: [...SKILLS] })),
  /** R-RW-1: Caelian and two more. */
  languages: new SetField(new StringField({ required: true, blank: false })),
  /** R-RW-1: the world day (world time ÷ 86,400) of its last project roll; null: free to roll. */
  projectDay: new NumberField({ required: true, nullable: true, integer: true, initial: null }),
  biography: biographyField(),
});
export type FollowerSchema = ReturnType<typeof defineFollowerSchema>;

export class FollowerModel extends foundry.abstract.TypeDataModel<FollowerSchema, Actor.Implementation> {
  static override defineSchema(): FollowerSchema {
    return defineFollowerSchema();
  }
  static {
    keepOldSources(this, "none");
  }
}

/** R-RW-1: a new follower's characteristics by kind and Caelian, unless the creation data gives them. */
export function followerCreation(kind: FollowerKind, given: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (foundry.utils.getProperty(given, "characteristics") === undefined)
    out["characteristics"] = followerCharacteristics(kind);
  if (foundry.utils.getProperty(given, "languages") === undefined) out["languages"] = ["Caelian"];
  return out;
}
