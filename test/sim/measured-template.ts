/**
 * MeasuredTemplate documents embedded in a scene, after v13 common/documents/measured-template.mjs
 * (BaseMeasuredTemplate: the schema's fields and initial values, `author` a DocumentAuthorField whose
 * initial value is the creating user, `t` one of CONST.MEASURED_TEMPLATE_TYPES, `x`/`y` integers,
 * `distance` and `width` ≥ 0) and client/documents/measured-template.mjs (MeasuredTemplateDocument#isAuthor,
 * #rotation). Who may create and delete one is in ./permission-rules.ts (BaseMeasuredTemplate.#canCreate:
 * the author must be the creating user, with TEMPLATE_CREATE, a PLAYER permission by default; delete OWNER,
 * the author being its owner by BaseMeasuredTemplate#getUserLevel).
 */
import { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";
import { simV14 } from "./generation.ts";
import { templateDataOf } from "./regions.ts";

/** v13 common/constants.mjs MEASURED_TEMPLATE_TYPES */
export const MEASURED_TEMPLATE_TYPES = ["circle", "cone", "rect", "ray"] as const;

interface SimGame {
  user: { id: string };
  users: { get(id: string): unknown };
}
const game = () => (globalThis as unknown as { game: SimGame }).game;

export class SimMeasuredTemplate extends HarnessDocument {
  static override documentName = "MeasuredTemplate";

  constructor(data: Plain = {}, options: { parent?: HarnessDocument | null } = {}) {
    const source: Plain = {
      author: game().user.id,
      t: "circle",
      x: 0,
      y: 0,
      elevation: 0,
      sort: 0,
      distance: 0,
      direction: 0,
      angle: 0,
      width: 0,
      borderColor: "#000000",
      fillColor: "#ffffff",
      hidden: false,
      flags: {},
      ...data,
    };
    // Construction validates the source as the v13 schema would (DataModel#validate throws).
    if (!(MEASURED_TEMPLATE_TYPES as readonly unknown[]).includes(source["t"]))
      throw new Error(
        "MeasuredTemplate validation errors: t: must be a value in CONST.MEASURED_TEMPLATE_TYPES",
      );
    for (const key of ["x", "y"])
      if (!Number.isInteger(source[key]))
        throw new Error(`MeasuredTemplate validation errors: ${key}: must be an integer`);
    for (const key of ["distance", "width"])
      if (typeof source[key] !== "number" || source[key] < 0)
        throw new Error(`MeasuredTemplate validation errors: ${key}: must be at least 0`);
    // AngleField normalizes the direction into [0, 360).
    source["direction"] = (((source["direction"] as number) % 360) + 360) % 360;
    super(source, options);
  }

  get t(): string {
    return String(this._source["t"]);
  }
  get x(): number {
    return Number(this._source["x"]);
  }
  get y(): number {
    return Number(this._source["y"]);
  }
  get distance(): number {
    return Number(this._source["distance"]);
  }
  get direction(): number {
    return Number(this._source["direction"]);
  }
  get width(): number {
    return Number(this._source["width"]);
  }
  /** MeasuredTemplateDocument#rotation: an alias for direction. */
  get rotation(): number {
    return this.direction;
  }
  get author(): unknown {
    return game().users.get(String(this._source["author"])) ?? null;
  }
  get isAuthor(): boolean {
    return this._source["author"] === game().user.id;
  }

  /**
   * v14 MeasuredTemplateDocument._fromRegion (the deprecated shim): the template rebuilt from the Region that
   * stores it (./regions.ts). Absent on v13.
   */
  static _fromRegion?: (region: unknown) => SimMeasuredTemplate | null = simV14()
    ? (region) => {
        const found = templateDataOf(region);
        return found ? new SimMeasuredTemplate(found.data, { parent: found.parent }) : null;
      }
    : undefined;
}
