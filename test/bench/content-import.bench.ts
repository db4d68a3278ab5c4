// @vitest-environment happy-dom
/**
 * The Content window's reading and conversion path on the whole official corpus (≤ 60 s in the
 * simulation's browser environment): the archive unzipped a slice at a time with fflate (bounded while it
 * inflates), its packs read (LevelDB for the release zip, JSON for the source zip) and parsed through the
 * import guard, converted a chunk at a time with the pauses the window makes between slices, and its links
 * checked. The archive is official data and never part of this repository: point CONTENT_ARCHIVE at the
 * release's system.zip or GitHub's source zip, or make one with
 *   git -C <draw-steel clone> archive --format=zip 0.11.1 > /tmp/ds-0.11.1.zip
 * Without it the benchmark is skipped. The window's writes are measured in test/session/content-archives.test.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import { bench, describe } from "vitest";
import { convertInChunks, gatherSources, readZip } from "../../src/import/content/sources.ts";
import { checkLinks } from "../../src/import/content/links.ts";

const ARCHIVE = process.env["CONTENT_ARCHIVE"] ?? "/tmp/ds-0.11.1.zip";
const present = existsSync(ARCHIVE);

describe.skipIf(!present)("Content window: the official corpus (≤ 60 s)", () => {
  bench(
    "unzip, read the packs, guard, convert and check the links of every pack document of the archive",
    async () => {
      const bytes = new Uint8Array(readFileSync(ARCHIVE));
      const started = performance.now();
      const { files, kinds } = await gatherSources(await readZip(bytes));
      const { packs, report } = await convertInChunks(files);
      const links = checkLinks(packs, "world");
      const seconds = (performance.now() - started) / 1000;
      if (seconds > 60) throw new Error(`the corpus took ${seconds.toFixed(1)} s (at most 60)`);
      if (report.documents.read < 3000) throw new Error(`only ${report.documents.read} documents read`);
      console.log(
        `content import (${kinds.leveldb.length} LevelDB packs, ${kinds.json.length} JSON packs): ${report.documents.read} read, ${report.documents.converted} converted into ${packs.length} packs, links ${links.resolved} resolved / ${links.dangling.length} dangling / ${links.external} external, in ${seconds.toFixed(1)} s`,
      );
    },
    { iterations: 1, warmupIterations: 0 },
  );
});
