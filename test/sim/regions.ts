/**
 * v14 Regions, the deprecated MeasuredTemplate shim over them, and Scene Levels, as far as Steelbound relies on
 * them (FOUNDRY_GENERATION=14; rows in ./behaviours.ts V14_BEHAVIOURS). The ONE place the simulation models
 * Regions:
 * - `SimRegion`: the Region document (v14 BaseRegion schema, declaration 54661699390: name, color, shapes,
 *   elevation, levels, visibility, highlightMode, hidden, locked, ownership, flags), its shapes validated as
 *   foundry.data.BaseShapeData subtypes, `testPoint` and `tokens` for rectangle and line shapes (the ones
 *   Steelbound draws, SIMULATED_SHAPES; a point test on any other shape throws);
 * - who may create, update and delete one (`regionRules`: v14 REGION_CREATE, PLAYER by default per
 *   foundryvtt.com/api/v14 CONST.USER_PERMISSIONS, stored 69690971552; update and delete by OWNER of the
 *   Region's own `ownership`; v13's BaseRegion has no override: ASSISTANT, 8059631942);
 * - the deprecated MeasuredTemplate shim: any MeasuredTemplate operation on a v14 scene logs a compatibility
 *   warning (`templateShimWarning`), and what it stored is read back as below.
 * For a template still placed through the shim (Steelbound places none on v14), a v14 client differs:
 * - the v14 Scene embeds no MeasuredTemplate (metadata.embedded drops it, adds Level), so a
 *   `Scene.<id>.MeasuredTemplate.<id>` UUID no longer resolves (./client.ts resolve);
 * - the template lives as a Region of the same id whose `flags.core.MeasuredTemplate` keeps the template's
 *   data (`scene.regions`), and `MeasuredTemplateDocument._fromRegion(region)` builds the template back;
 * - tokens carry `level`, the id of the scene Level they stand on (v14 Token schema `level: DocumentIdField`).
 */
import { Collection } from "../harness/collection.ts";
import { HarnessDocument } from "../harness/document.ts";
import { deepClone, logCompatibilityWarning, type Plain } from "../harness/utils.ts";
import { simV14 } from "./generation.ts";

/** A v14 RegionDocument backing a placed template, as far as the template shim reads it. */
export interface SimTemplateRegion {
  readonly id: string;
  readonly documentName: "Region";
  readonly parent: HarnessDocument;
  readonly uuid: string;
  readonly flags: { core: { MeasuredTemplate: Plain } };
}

/** `scene.regions` on v14: one Region per stored template (v13: the scene's regions hold no template). */
export function templateRegions(scene: HarnessDocument): Collection<SimTemplateRegion> {
  const regions = new Collection<SimTemplateRegion>();
  if (!simV14()) return regions;
  for (const template of scene.getEmbeddedCollection("MeasuredTemplate"))
    regions.set(template.id, {
      id: template.id,
      documentName: "Region",
      parent: scene,
      uuid: `${scene.uuid}.Region.${template.id}`,
      flags: { core: { MeasuredTemplate: deepClone(template._source) } },
    });
  return regions;
}

/** v14: a UUID through a scene's MeasuredTemplate collection names nothing (the Scene embeds none). */
export function unresolvedOnV14(embeddedName: string): boolean {
  return simV14() && embeddedName === "MeasuredTemplate";
}

/** The template data a Region keeps, for MeasuredTemplateDocument._fromRegion. */
export function templateDataOf(region: unknown): { data: Plain; parent: HarnessDocument } | null {
  if (typeof region !== "object" || region === null) return null;
  const r = region as { flags?: { core?: { MeasuredTemplate?: Plain } }; parent?: HarnessDocument };
  const data = r.flags?.core?.MeasuredTemplate;
  return data && r.parent ? { data: deepClone(data), parent: r.parent } : null;
}

/** v14 TokenDocument#level: the id of the Level the token stands on (null when the scene has none). */
export function tokenLevel(source: Plain): string | null {
  return simV14() && typeof source["level"] === "string" ? source["level"] : null;
}

// ---------------------------------------------------------------- the Region document

/** v14 foundry.data.BaseShapeData.TYPES (read in 66731986889 against v14 common/data/data.mjs). */
export const REGION_SHAPE_TYPES = [
  "circle",
  "cone",
  "ellipse",
  "rectangle",
  "line",
  "ring",
  "emanation",
  "polygon",
  "token",
  "grid",
] as const;

/** v14 CONST.REGION_VISIBILITY (foundryvtt.com/api/v14: LAYER 0, GAMEMASTER 1, ALWAYS 2, OBSERVER 3, LAYER_UNLOCKED 4). */
export const REGION_VISIBILITY = {
  LAYER: 0,
  GAMEMASTER: 1,
  ALWAYS: 2,
  OBSERVER: 3,
  LAYER_UNLOCKED: 4,
} as const;

function fail(message: string): never {
  throw new Error(`Region validation errors: ${message}`);
}

/** A point inside one shape (pixels): rectangle (anchored at its top-left, unrotated) and line; others not simulated. */
/**
 * The shapes whose `testPoint` the simulation answers: the ones Steelbound draws. Its areas are squares
 * (burst, cube, aura, a wall's squares: unrotated "rectangle"s) and lines ("line"); src/canvas/area-template.ts
 * regionShapes builds nothing else (its AreaShape is a rect or a ray). v14 also has circle, cone, ellipse,
 * ring, emanation, polygon, token and grid shapes (common/data/data.mjs; declared in fvtt-types main 14.366
 * common/data/data.d.mts CircleShapeData … GridShapeData, and in 54661699390's ShapesField); they are
 * validated as types but a point test on one throws, so no test can lean on an answer the simulation does
 * not have.
 */
export const SIMULATED_SHAPES = ["rectangle", "line"] as const;

function shapeHas(shape: Plain, p: { x: number; y: number }): boolean {
  const n = (k: string) => Number(shape[k] ?? 0);
  if (shape["type"] === "rectangle") {
    if (n("rotation") % 360 !== 0)
      throw new Error("test/sim/regions.ts: a rotated rectangle's testPoint is not simulated");
    const x = n("x") - n("anchorX") * n("width");
    const y = n("y") - n("anchorY") * n("height");
    return p.x >= x && p.x <= x + n("width") && p.y >= y && p.y <= y + n("height");
  }
  if (shape["type"] === "line") {
    const rad = (n("rotation") * Math.PI) / 180;
    const dx = p.x - n("x");
    const dy = p.y - n("y");
    const along = dx * Math.cos(rad) + dy * Math.sin(rad);
    const across = -dx * Math.sin(rad) + dy * Math.cos(rad);
    return along >= 0 && along <= n("length") && Math.abs(across) <= n("width") / 2;
  }
  throw new Error(`test/sim/regions.ts: testPoint of a ${String(shape["type"])} shape is not simulated`);
}

export class SimRegion extends HarnessDocument {
  static override documentName = "Region";

  constructor(data: Plain = {}, options: { parent?: HarnessDocument | null } = {}) {
    const source: Plain = {
      name: "",
      color: "#cc3333",
      shapes: [],
      elevation: { bottom: null, top: null },
      levels: [],
      visibility: REGION_VISIBILITY.LAYER,
      highlightMode: "shapes",
      displayMeasurements: false,
      hidden: false,
      locked: false,
      ownership: { default: 0 },
      flags: {},
      ...data,
    };
    // Construction validates as v14's schema would (DataModel#validate throws).
    if (typeof source["name"] !== "string" || source["name"].trim() === "")
      fail("name: may not be a blank string");
    if (!Array.isArray(source["shapes"])) fail("shapes: must be an array");
    for (const shape of source["shapes"] as unknown[]) {
      const type = (shape as Plain | null)?.["type"];
      if (!(REGION_SHAPE_TYPES as readonly unknown[]).includes(type))
        fail(`shapes: ${String(type)} is not a valid type`);
    }
    if (!(Object.values(REGION_VISIBILITY) as unknown[]).includes(source["visibility"]))
      fail("visibility: must be a value in CONST.REGION_VISIBILITY");
    super(source, options);
  }

  get shapes(): Plain[] {
    return (this._source["shapes"] as Plain[] | undefined) ?? [];
  }
  get ownership(): Record<string, number> {
    return (this._source["ownership"] as Record<string, number> | undefined) ?? {};
  }
  get levels(): string[] {
    return (this._source["levels"] as string[] | undefined) ?? [];
  }

  /**
   * RegionDocument#behaviors, reduced to what Steelbound reads: each stored behaviour's type, disabled and
   * system as written with the Region (v13/v14 BaseRegion schema `behaviors`, an embedded collection of
   * RegionBehavior; its system data is the stored object, not the type's DataModel). Not simulated: creating,
   * updating or deleting one behaviour on its own, and the Region events behaviours receive.
   */
  get behaviors(): { id: string; type: string; disabled: boolean; system: Plain }[] {
    const stored = (this._source["behaviors"] as Plain[] | undefined) ?? [];
    return stored.map((b, i) => ({
      id: typeof b["_id"] === "string" ? b["_id"] : `behavior${i}`,
      type: typeof b["type"] === "string" ? b["type"] : "",
      disabled: b["disabled"] === true,
      system: (b["system"] as Plain | undefined) ?? {},
    }));
  }

  /** RegionDocument#testPoint: inside a non-hole shape and no hole (elevation not simulated). */
  testPoint(point: { x: number; y: number }): boolean {
    const holes = this.shapes.filter((s) => s["hole"] === true);
    const solid = this.shapes.filter((s) => s["hole"] !== true);
    return solid.some((s) => shapeHas(s, point)) && !holes.some((s) => shapeHas(s, point));
  }

  /** RegionDocument#tokens: the scene's tokens whose centre is inside (on the Region's levels, if any). */
  get tokens(): Set<HarnessDocument> {
    const inside = new Set<HarnessDocument>();
    const scene = this.parent;
    if (!scene) return inside;
    const levels = this.levels;
    for (const token of scene.getEmbeddedCollection("Token")) {
      const t = token._source;
      const size = (scene as unknown as { grid?: { size?: number } }).grid?.size ?? 100;
      const centre = {
        x: Number(t["x"] ?? 0) + (Number(t["width"] ?? 1) * size) / 2,
        y: Number(t["y"] ?? 0) + (Number(t["height"] ?? 1) * size) / 2,
      };
      const level = tokenLevel(t);
      if (levels.length > 0 && level !== null && !levels.includes(level)) continue;
      if (this.testPoint(centre)) inside.add(token);
    }
    return inside;
  }
}

// ---------------------------------------------------------------- the MeasuredTemplate shim

export const TEMPLATE_SHIM_WARNING =
  "MeasuredTemplateDocument is deprecated: templates are now Regions (RegionDocument, canvas.regions)";

/**
 * v14: a MeasuredTemplate operation on a scene goes through the deprecated shim (declaration 54613709521:
 * BaseMeasuredTemplate "@deprecated since v14"; MeasuredTemplateDocument.createDocuments/updateDocuments/
 * deleteDocuments convert to Regions), which logs a compatibility warning on each call (message text ours).
 */
export function templateShimWarning(embeddedName: string): void {
  if (simV14() && embeddedName === "MeasuredTemplate")
    logCompatibilityWarning(TEMPLATE_SHIM_WARNING, { since: 14, until: 16 });
}

/** `scene.regions`: the stored Regions and, on v14, one per template stored through the shim. */
export function sceneRegions(scene: HarnessDocument): Collection<HarnessDocument | SimTemplateRegion> {
  const regions = new Collection<HarnessDocument | SimTemplateRegion>();
  for (const region of scene.getEmbeddedCollection("Region")) regions.set(region.id, region);
  for (const region of templateRegions(scene)) regions.set(region.id, region);
  return regions;
}

// ---------------------------------------------------------------- what a test reads and writes

/** An area as a test reads it on either generation: its document and its template fields (`_source`). */
export interface AreaView {
  readonly id: string;
  readonly doc: HarnessDocument;
  /** v13: the template's source. v14: the Region's `flags.steelbound.area` fields, `author` (its placedBy) and flags. */
  readonly _source: Plain;
}

/** The areas on a scene: v13 its MeasuredTemplates; v14 its Regions carrying `flags.steelbound.area`. */
export function placedAreas(scene: HarnessDocument): AreaView[] {
  if (!simV14())
    return [...scene.getEmbeddedCollection("MeasuredTemplate")].map((doc) => ({
      id: doc.id,
      doc,
      _source: doc._source,
    }));
  return [...scene.getEmbeddedCollection("Region")].flatMap((doc) => {
    const flags = (doc._source["flags"] ?? {}) as Plain;
    const area = ((flags["steelbound"] ?? {}) as Plain)["area"] as Plain | undefined;
    if (!area) return [];
    const { placedBy, ...fields } = area;
    return [{ id: doc.id, doc, _source: { ...fields, author: placedBy, flags } }];
  });
}

/**
 * The embedded name and create data of an area written by hand (as a modded client would, any payload the
 * server allows): v13 a MeasuredTemplate with these fields; v14 a Region drawing a rectangle, owned by and
 * naming `placedBy` (the creating user unless a test forges another), with the fields in our flag.
 */
export function handWrittenArea(
  fields: Plain,
  flags: Plain,
  placedBy: string,
): ["MeasuredTemplate" | "Region", Plain] {
  if (!simV14()) return ["MeasuredTemplate", { ...fields, author: placedBy, flags }];
  const steelbound = (flags["steelbound"] ?? {}) as Plain;
  return [
    "Region",
    {
      name: "Hand-written area",
      shapes: [{ type: "rectangle", x: fields["x"], y: fields["y"], width: 100, height: 100 }],
      visibility: REGION_VISIBILITY.ALWAYS,
      ownership: { default: 0, [placedBy]: 3 },
      flags: { ...flags, steelbound: { ...steelbound, area: { width: 0, ...fields, placedBy } } },
    },
  ];
}
