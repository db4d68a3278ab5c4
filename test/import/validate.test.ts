/**
 * Every converted fixture is something Steelbound would load without cleaning it away: a known subtype and
 * system data that passes our schema with no key dropped (as test/data/packs.test.ts checks our packs).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ACTOR_MODELS, ITEM_MODELS } from "../../src/data/models.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { isRecord } from "../integrity/files.ts";
import { deepClone } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";
import type { JsonObject } from "../../src/import/official/index.ts";
import { batch } from "./fixtures.ts";

const str = (value: unknown): string => (typeof value === "string" ? value : "");

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

function check(documentName: string, doc: JsonObject, where: string): void {
  const model = MODELS[documentName]?.[str(doc["type"])];
  expect(model, `${where}: unknown ${documentName} type "${str(doc["type"])}"`).toBeDefined();
  if (!model) return;
  const system = buildModel(model, deepClone(doc["system"]), { strict: true });
  expect(droppedKeys(doc["system"], sourceOf(system)), where).toEqual([]);
  expect((doc["system"] as { schemaVersion?: unknown }).schemaVersion, where).toBe(SCHEMA_VERSION);
}

beforeAll(freshWorld);

describe("converted official documents validate against the Steelbound schemas", () => {
  const { packs } = batch();
  for (const pack of packs.filter((p) => p.type === "Actor" || p.type === "Item"))
    for (const doc of pack.documents.filter((d) => !str(d["_key"]).startsWith("!folders!")))
      it(`${pack.name}/${str(doc["name"])} is a valid ${pack.type}`, () => {
        const collection = pack.type === "Actor" ? "actors" : "items";
        expect(doc["_key"]).toBe(`!${collection}!${str(doc["_id"])}`);
        expect(doc["_id"]).toMatch(/^[A-Za-z0-9]{16}$/);
        check(pack.type, doc, str(doc["name"]));
        for (const item of (doc["items"] as JsonObject[] | undefined) ?? []) {
          expect(item["_key"]).toBe(`!actors.items!${str(doc["_id"])}.${str(item["_id"])}`);
          check("Item", item, `${str(doc["name"])} > ${str(item["name"])}`);
        }
      });
});
