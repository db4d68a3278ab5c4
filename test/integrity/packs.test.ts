import { describe, expect, it } from "vitest";
import { filesUnder, isRecord, readJson, readText } from "./files.ts";

const manifest = readJson("system.json") as { packs: { name: string; type: string; path: string }[] };
const sources = manifest.packs.flatMap((pack) =>
  filesUnder(`packs/${pack.name}`, ".json").map((file) => ({ pack, file })),
);

describe("compendium sources", () => {
  it("every declared pack has a source folder path under packs/", () => {
    for (const pack of manifest.packs) expect(pack.path).toBe(`packs/${pack.name}`);
  });

  it("every pack source file is valid JSON with a 16-character alphanumeric _id", () => {
    for (const { file } of sources) {
      const doc = JSON.parse(readText(file)) as unknown;
      expect(isRecord(doc), file).toBe(true);
      expect((doc as Record<string, unknown>)["_id"], file).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(typeof (doc as Record<string, unknown>)["name"], file).toBe("string");
    }
  });

  it("no two pack documents share an _id", () => {
    const ids = sources.map(({ file }) => (JSON.parse(readText(file)) as { _id: string })._id);
    expect(ids.length).toBe(new Set(ids).size);
  });
});
