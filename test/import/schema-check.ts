/**
 * Whether a converted document is something Steelbound would load without cleaning it away: a known
 * subtype and system data that passes our schema strictly with no key dropped (as our own packs are checked).
 */
import { expect } from "vitest";
import { ACTOR_MODELS, ITEM_MODELS } from "../../src/data/models.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { isRecord } from "../integrity/files.ts";
import { deepClone } from "../harness/utils.ts";
import { buildModel, sourceOf } from "../harness/world.ts";
import type { JsonObject } from "../../src/import/official/index.ts";

export const str = (value: unknown): string => (typeof value === "string" ? value : "");

const MODELS: Record<string, Record<string, abstract new (...args: never[]) => unknown>> = {
  Actor: ACTOR_MODELS,
  Item: ITEM_MODELS,
};

function droppedKeys(given: unknown, kept: unknown, path = ""): string[] {
  if (!isRecord(given)) return [];
  if (!isRecord(kept)) return [path];
  return Object.entries(given).flatMap(([key, value]) =>
    key in kept ? droppedKeys(value, kept[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

/** Asserts one converted Actor or Item (and, for an actor, each embedded item) loads strictly, whole. */
export function expectLoads(documentName: string, doc: JsonObject, where: string): void {
  const model = MODELS[documentName]?.[str(doc["type"])];
  expect(model, `${where}: unknown ${documentName} type "${str(doc["type"])}"`).toBeDefined();
  if (!model) return;
  const system = buildModel(model, deepClone(doc["system"]), { strict: true });
  expect(droppedKeys(doc["system"], sourceOf(system)), where).toEqual([]);
  expect((doc["system"] as { schemaVersion?: unknown }).schemaVersion, where).toBe(SCHEMA_VERSION);
}
