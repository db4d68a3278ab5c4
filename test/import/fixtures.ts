/** The official-format fixtures (written for these tests, invented names and text) and their conversion. */
import { filesUnder, readJson } from "../integrity/files.ts";
import { convertBatch, type SourceFile } from "../../src/import/official/batch.ts";
import { convertOfficial, type JsonObject, type Unmapped } from "../../src/import/official/index.ts";

export const FIXTURES = "test/import/fixtures/official";

export function fixtureFiles(): SourceFile[] {
  return filesUnder(FIXTURES, ".json").map((path) => ({
    path: path.slice(FIXTURES.length + 1),
    doc: readJson(path),
  }));
}

export function fixture(id: string): JsonObject {
  const file = fixtureFiles().find((f) => (f.doc as { _id?: string })._id === id);
  if (!file) throw new Error(`no fixture ${id}`);
  return file.doc as JsonObject;
}

export function converted(id: string) {
  return convertOfficial(fixture(id), { moduleId: "bog-content" });
}

/** The value at a dotted path ("system.power.tier1", "pages.0.text") of converted data, for assertions. */
export function at(value: unknown, path: string): unknown {
  let here = value;
  for (const key of path.split(".")) {
    if (typeof here !== "object" || here === null) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

export function whyOf(unmapped: Unmapped[], field: string): string | undefined {
  return unmapped.find((u) => u.field === field)?.why;
}

export function batch() {
  return convertBatch(fixtureFiles(), { moduleId: "bog-content" });
}
