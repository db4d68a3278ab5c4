/**
 * Every converted fixture is something Steelbound would load without cleaning it away: a known subtype and
 * system data that passes our schema with no key dropped (as test/data/packs.test.ts checks our packs).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { freshWorld } from "../harness/world.ts";
import type { JsonObject } from "../../src/import/official/index.ts";
import { batch } from "./fixtures.ts";
import { expectLoads as check, str } from "./schema-check.ts";

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
