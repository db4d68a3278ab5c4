// @vitest-environment happy-dom
/**
 * The Content window's conversion path on the whole official corpus (issue 24: ≤ 60 s in the simulation's
 * browser environment): the repository archive unzipped a slice at a time with fflate, its pack JSON parsed
 * through the import guard and converted a chunk at a time, with the pauses the window makes between slices.
 * The archive is official data and never part of this repository: make it with
 *   git -C <draw-steel clone> archive --format=zip 0.11.1 > /tmp/ds-0.11.1.zip
 * (or set CONTENT_ARCHIVE); without it the benchmark is skipped.
 */
import { existsSync, readFileSync } from "node:fs";
import { bench, describe } from "vitest";
import { convertInChunks, parseSources, readZip, selectPackTexts } from "../../src/import/content/sources.ts";

const ARCHIVE = process.env["CONTENT_ARCHIVE"] ?? "/tmp/ds-0.11.1.zip";
const present = existsSync(ARCHIVE);

describe.skipIf(!present)("Content window: the official corpus (issue 24, ≤ 60 s)", () => {
  bench(
    "unzip, guard and convert every pack document of the archive",
    async () => {
      const bytes = new Uint8Array(readFileSync(ARCHIVE));
      const started = performance.now();
      const texts = selectPackTexts(await readZip(bytes));
      const { files } = parseSources(texts);
      const { packs, report } = await convertInChunks(files);
      const seconds = (performance.now() - started) / 1000;
      if (seconds > 60) throw new Error(`the corpus took ${seconds.toFixed(1)} s (at most 60)`);
      if (report.documents.read < 3000) throw new Error(`only ${report.documents.read} documents read`);
      console.log(
        `content import: ${report.documents.read} read, ${report.documents.converted} converted into ${packs.length} packs in ${seconds.toFixed(1)} s`,
      );
    },
    { iterations: 1, warmupIterations: 0 },
  );
});
