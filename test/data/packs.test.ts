/**
 * Every compendium source document must be something Foundry would load without cleaning it away:
 * a valid _id and _key for the Foundry CLI, an image, a known subtype, and system data that passes our
 * schema strictly with no key dropped by cleaning (a dropped key is a typo or a stale field).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ACTOR_MODELS, ITEM_MODELS } from "../../src/data/models.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { filesUnder, isRecord, readJson } from "../integrity/files.ts";
import { deepClone } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";

type Doc = Record<string, unknown> & {
  _id: string;
  _key: string;
  name: string;
  type: string;
  system: unknown;
};

const manifest = readJson("system.json") as { packs: { name: string; type: string }[] };
const sources = manifest.packs.flatMap((pack) =>
  filesUnder(`packs/${pack.name}`, ".json").map((file) => ({ pack, file, doc: readJson(file) as Doc })),
);
const MODELS: Record<string, Record<string, abstract new (...args: never[]) => unknown>> = {
  Actor: ACTOR_MODELS,
  Item: ITEM_MODELS,
};
const COLLECTION: Record<string, string> = { Actor: "actors", Item: "items" };

/** Paths present in `given` but missing from `kept` (keys the schema cleaned away). */
function droppedKeys(given: unknown, kept: unknown, path = ""): string[] {
  if (!isRecord(given)) return [];
  if (!isRecord(kept)) return [path];
  return Object.entries(given).flatMap(([key, value]) =>
    key in kept ? droppedKeys(value, kept[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

function checkSystem(documentName: string, doc: Doc, where: string): void {
  const model = MODELS[documentName]?.[doc.type];
  expect(model, `${where}: unknown ${documentName} type "${doc.type}"`).toBeDefined();
  if (!model) return;
  const system = buildModel(model, deepClone(doc.system));
  expect(droppedKeys(doc.system, sourceOf(system)), where).toEqual([]);
  expect((doc.system as { schemaVersion?: unknown }).schemaVersion, `${where}: schemaVersion`).toBe(
    SCHEMA_VERSION,
  );
}

beforeAll(freshWorld);

describe("compendium documents validate against the Steelbound schemas", () => {
  it("there are real entries to check (monsters incl. a minion, and abilities)", () => {
    const monsters = sources.filter((s) => s.pack.name === "monsters").map((s) => s.doc);
    expect(monsters.length).toBeGreaterThanOrEqual(3);
    expect(monsters.some((m) => (m.system as { organization?: string }).organization === "minion")).toBe(
      true,
    );
    expect(sources.filter((s) => s.pack.name === "abilities").length).toBeGreaterThanOrEqual(3);
  });

  for (const { pack, file, doc } of sources) {
    it(`${file} is a valid ${pack.type}`, () => {
      const collection = COLLECTION[pack.type];
      if (collection === undefined) return;
      expect(doc._key, file).toBe(`!${collection}!${doc._id}`);
      expect(doc.name.length, file).toBeGreaterThan(0);
      expect(typeof doc.img, file).toBe("string");
      checkSystem(pack.type, doc, file);
      for (const item of (doc["items"] as Doc[] | undefined) ?? []) {
        expect(item._id, file).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(item._key, file).toBe(`!actors.items!${doc._id}.${item._id}`);
        checkSystem("Item", item, `${file} > ${item.name}`);
      }
    });
  }

  it("R-MN-3: the goblin spinecleaver is a 5-stamina minion brute, so a squad of eight pools 40", () => {
    const spinecleaver = sources.find((s) => s.doc.name === "Goblin Spinecleaver")?.doc;
    expect(spinecleaver?.system).toMatchObject({
      organization: "minion",
      role: "brute",
      stamina: { max: 5 },
    });
  });
});
