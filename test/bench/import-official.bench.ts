/** Converting ≈3,000 official documents (generated from our fixtures) must take well under 30 s. */
import { bench, describe } from "vitest";
import { convertBatch, type SourceFile } from "../../src/import/official/batch.ts";
import { fixtureFiles } from "../import/fixtures.ts";

/** Copies of every fixture with fresh 16-character ids, until there are `count` documents. */
function generate(count: number): SourceFile[] {
  const base = fixtureFiles();
  const out: SourceFile[] = [];
  for (let i = 0; out.length < count; i++) {
    const file = base[i % base.length];
    if (!file) break;
    const doc = structuredClone(file.doc) as Record<string, unknown>;
    doc["_id"] = `Bench${String(i).padStart(11, "0")}`;
    delete doc["_key"];
    out.push({ path: file.path, doc });
  }
  return out;
}

const files = generate(3000);

describe("import:official", () => {
  bench(
    "convert 3,000 official documents into packs",
    () => {
      const { report } = convertBatch(files, { moduleId: "bench" });
      if (report.documents.converted !== files.length) throw new Error("not every document converted");
    },
    { iterations: 3, warmupIterations: 1 },
  );
});
