/**
 * Render time of a full sheet: context builders on fixture data plus every Handlebars part, as a sheet's
 * render does (templates are compiled once, as Foundry caches them). `npm run bench`.
 */
import { bench, describe } from "vitest";
import { createRenderer } from "../browser/gallery.ts";
import { heroView, monsterView } from "../browser/fixtures-catalog.ts";
import { heroLevel10, LEVEL_10_ABILITIES } from "../fixtures/hero-level-10.ts";

const en = createRenderer("en");
const ja = createRenderer("ja");
// Warm the template cache so the benchmark measures renders, not compilation.
en.renderView(heroView(en.i18n));
ja.renderView(heroView(ja.i18n));
en.renderView(monsterView(en.i18n));
en.renderView(heroView(en.i18n, heroLevel10));

/** Long enough to ride out GC pauses and the other processes on a 2-core machine. */
const BENCH = { time: 2000 };

describe("full sheet render", () => {
  bench(
    "hero, level 5, 30 abilities (en)",
    () => {
      en.renderView(heroView(en.i18n));
    },
    BENCH,
  );
  bench(
    "hero, level 5, 30 abilities (ja)",
    () => {
      ja.renderView(heroView(ja.i18n));
    },
    BENCH,
  );
  bench(
    `hero, level 10, ${LEVEL_10_ABILITIES} abilities (en; ≤ 3 ms median)`,
    () => {
      en.renderView(heroView(en.i18n, heroLevel10));
    },
    BENCH,
  );
  bench(
    "solo monster stat block with villain actions (en)",
    () => {
      en.renderView(monsterView(en.i18n));
    },
    BENCH,
  );
});
