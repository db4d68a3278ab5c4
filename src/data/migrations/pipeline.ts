/**
 * The two steps every model of ours puts in front of core's own: `migrateData` lifts an old source through
 * the migration steps of its kind (index.ts `migrateSource`), and `cleanData` first moves out of the way
 * whatever the current schema would drop (keep.ts `keepUnmapped`), then hands on to core. A model installs
 * them from a static block, so the class body says which kind it is in one line:
 *
 *     static { keepOldSources(this, "monster"); }
 *
 * The installed functions call the parent class's own `migrateData`/`cleanData` with the model as `this`,
 * which is what `super.migrateData.bind(this)` did in each model before, and pass on whatever further
 * arguments the running generation gave (keep.ts `passOn`).
 */
import { migrateSource } from "./index.ts";
import { keepUnmapped, passOn, type CleanOptions, type PipelineRest } from "./keep.ts";
import type { MigratedModel, Source } from "./steps.ts";

type MigrateData = (source: Source, ...rest: PipelineRest) => unknown;
type CleanData = (source?: Source, options?: CleanOptions, ...rest: PipelineRest) => unknown;

/** The static side of a DataModel class, as far as the pipeline needs it. */
interface PipelineModel {
  readonly schema: unknown;
  migrateData: MigrateData;
  cleanData: CleanData;
}

function asPipelineModel(value: unknown): PipelineModel {
  return value as PipelineModel;
}

/**
 * Installs the migrate and keep steps on `model` (a TypeDataModel subclass) for the migrations of `kind`
 * ("none": no steps yet, only the version stamp and the array-gap repair).
 */
export function keepOldSources(model: object, kind: MigratedModel): void {
  const parent = asPipelineModel(Object.getPrototypeOf(model));
  function migrateData(this: PipelineModel, source: Source, ...rest: PipelineRest): unknown {
    return passOn(parent.migrateData.bind(this), [migrateSource(kind, source, this.schema)], rest);
  }
  function cleanData(
    this: PipelineModel,
    source?: Source,
    options?: CleanOptions,
    ...rest: PipelineRest
  ): unknown {
    keepUnmapped(this.schema as Parameters<typeof keepUnmapped>[0], source, options);
    return passOn(parent.cleanData.bind(this), [source, options], rest);
  }
  // Non-enumerable and writable, as a method declared in the class body would be.
  Object.defineProperties(model, {
    migrateData: { value: migrateData, writable: true, configurable: true, enumerable: false },
    cleanData: { value: cleanData, writable: true, configurable: true, enumerable: false },
  });
}
