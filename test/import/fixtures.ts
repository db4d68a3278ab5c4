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

/** The converted document as loosely typed nested data, for assertions. */
export type Loose = { [key: string]: Loose } & Loose[] & string & number & boolean;
export function loose(doc: JsonObject): Loose {
  // Assertions read deep paths; the converters' JSON type cannot express the Steelbound shape.
  return doc as unknown as Loose;
}

export function whyOf(unmapped: Unmapped[], field: string): string | undefined {
  return unmapped.find((u) => u.field === field)?.why;
}

export function batch() {
  return convertBatch(fixtureFiles(), { moduleId: "bog-content" });
}
