/**
 * v14's read-back of placed templates and its Scene Levels, as far as Steelbound relies on them
 * (FOUNDRY_GENERATION=14; rows in ./behaviours.ts V14_BEHAVIOURS). The simulated server still stores a
 * placed template as the v13 MeasuredTemplate document (same permissions); what a v14 client hands back differs:
 * - the v14 Scene embeds no MeasuredTemplate (metadata.embedded drops it, adds Level), so a
 *   `Scene.<id>.MeasuredTemplate.<id>` UUID no longer resolves (./client.ts resolve);
 * - the template lives as a Region of the same id whose `flags.core.MeasuredTemplate` keeps the template's
 *   data (`scene.regions`), and `MeasuredTemplateDocument._fromRegion(region)` builds the template back;
 * - tokens carry `level`, the id of the scene Level they stand on (v14 Token schema `level: DocumentIdField`).
 */
import { Collection } from "../harness/collection.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
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
