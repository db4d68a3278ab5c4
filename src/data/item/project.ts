import { projectEventMilestones, projectProgress } from "../../rules/index.ts";
import { CHARACTERISTICS } from "../../rules/types.ts";
import { keepOldSources } from "../migrations/pipeline.ts";
import { count, integer } from "../fields/numbers.ts";
import { defineItemBase } from "./common.ts";
import { plainText } from "../fields/text.ts";

const { DocumentUUIDField, SetField, StringField } = foundry.data.fields;

/** R-DT-2: a downtime project with a goal, points earned so far, a prerequisite and a source. */
export const defineProjectSchema = () => ({
  ...defineItemBase(),
  goal: integer({ min: 1, initial: 1 }),
  points: count(),
  prerequisite: plainText(),
  projectSource: plainText(),
  characteristics: new SetField(
    new StringField({ required: true, blank: false, choices: [...CHARACTERISTICS] }),
  ),
  /** How many items one project makes ("1d3"), as written; blank = one. */
  yield: plainText(),
  /** R-DT-1, R-DT-2: the language the project's source is in (blank: none needed; schema 5). */
  sourceLanguage: plainText(),
  /** R-DT-1: languages related to it (knowing one: a bane instead of a double bane; schema 5). */
  relatedLanguages: new SetField(new StringField({ required: true, blank: false })),
  /**
   * Seed 004 §プロジェクト・イベント: the project's own events table (the official `events` link); null = none, the
   * Director picks or invents the event (default null, so older data reads as none).
   */
  eventsTable: new DocumentUUIDField({ type: "RollTable", nullable: true, initial: null }),
});
export type ProjectSchema = ReturnType<typeof defineProjectSchema>;

/** `events`: project points at which a project event happens (R-DT-4). */
type ProjectDerived = { progress: number; events: number[] };

export class ProjectModel extends foundry.abstract.TypeDataModel<
  ProjectSchema,
  Item.Implementation,
  Record<string, never>,
  ProjectDerived
> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (shared fields), then STEELBOUND.Project.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item", "STEELBOUND.Project"];
  static override defineSchema(): ProjectSchema {
    return defineProjectSchema();
  }
  static {
    keepOldSources(this, "none");
  }
  override prepareDerivedData(): void {
    Object.assign(this, {
      progress: projectProgress(this.points, this.goal),
      events: projectEventMilestones(this.goal),
    });
  }
}
