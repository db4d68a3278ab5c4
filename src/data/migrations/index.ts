import { closeArrayGaps } from "../fields/gaps.ts";
import { integer } from "../fields/numbers.ts";
import { markLifted } from "./keep.ts";
import { MIGRATIONS, type MigratedModel, type Source } from "./steps.ts";

import { SCHEMA_VERSION } from "./version.ts";

export { SCHEMA_VERSION };

/** `system.schemaVersion`: absent in data written before versioning, so old data reads as 0. */
export function schemaVersionField() {
  return integer({ min: 0, initial: SCHEMA_VERSION });
}

/**
 * Lifts source data to SCHEMA_VERSION. Called from each model's static migrateData, which Foundry
 * runs before cleaning whenever a model is constructed from stored data.
 */
export function migrateSource(model: MigratedModel, source: Source, schema?: unknown): Source {
  // Whatever the version: a gap in a list would cost the whole list on a world load (fields/gaps.ts).
  if (schema !== undefined) closeArrayGaps(schema, source);
  const from = typeof source["schemaVersion"] === "number" ? source["schemaVersion"] : 0;
  if (from >= SCHEMA_VERSION) return source;
  for (const step of MIGRATIONS[model]) if (step.version > from) step.migrate(source);
  source["schemaVersion"] = SCHEMA_VERSION;
  // cleanData (keep.ts) keeps what the steps could not map, once it knows the source is whole.
  markLifted(source, from);
  return source;
}

/** True when stored source predates the current schema and should be rewritten by the world migration. */
export function needsMigration(source: Source): boolean {
  const version = source["schemaVersion"];
  return typeof version !== "number" || version < SCHEMA_VERSION;
}
