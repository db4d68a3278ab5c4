/**
 * The hero sheet's header as its owner sees it when the sheet opens: it fits in a third of the window's height
 * in play and edit mode, in both languages and both schemes, and edit mode does not double it. Measured in
 * Debian's Chromium on the preview gallery (the hero fixtures are drawn at the sheet's opening width).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { GALLERY_PAGES, ROOT, writePreview } from "./gallery.ts";
import { ACTOR_SHEET_SIZE } from "../../src/applications/sheets/sheet-size.ts";

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const OUT = join(ROOT, "preview");
/** The hero fixtures: play mode (abilities, effects and treasures shown) and edit mode. */
const HEROES = ["hero", "hero-effects", "hero-inventory", "hero-edit"];

let browser: Browser | undefined;

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  writePreview(OUT);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"],
  });
});

afterAll(async () => {
  await browser?.close();
});

describe("the hero sheet's header", () => {
  for (const { lang, theme, file } of GALLERY_PAGES)
    it(`fits in a third of the window in play and edit mode, edit mode not doubling it (${lang}, ${theme})`, async () => {
      if (!browser) throw new Error("Chromium did not start");
      const page = await browser.newPage({ viewport: { width: 820, height: 1000 } });
      await page.goto(pathToFileURL(join(OUT, file)).href);
      const measured = await page.evaluate(
        (ids) =>
          ids.map((id) => {
            const fixture = document.querySelector<HTMLElement>(`[data-fixture="${id}"]`);
            const header = fixture?.querySelector<HTMLElement>(".hero-header");
            return {
              id,
              width: fixture?.querySelector(".window-content")?.getBoundingClientRect().width ?? 0,
              height: header?.getBoundingClientRect().height ?? 0,
            };
          }),
        HEROES,
      );
      await page.close();
      const third = ACTOR_SHEET_SIZE.height / 3;
      for (const { id, width, height } of measured) {
        // Drawn at the width the sheet opens at, so the header wraps as it would in the window.
        expect(width, id).toBe(ACTOR_SHEET_SIZE.width);
        expect(height, id).toBeGreaterThan(100);
        expect(height, `${id}: ${height}px of a ${ACTOR_SHEET_SIZE.height}px window`).toBeLessThanOrEqual(
          third,
        );
      }
      const play = measured.find((m) => m.id === "hero")?.height ?? 0;
      const edit = measured.find((m) => m.id === "hero-edit")?.height ?? Infinity;
      expect(edit).toBeLessThanOrEqual(play * 1.25);
    });
});
