/**
 * Loads the preview gallery in headless Chromium (Debian's package, never `playwright install`) and checks
 * what a user would see: every fixture renders, without script errors, without a raw translation key, and
 * Japanese labels fit their boxes. Screenshots go to test/artifacts/ (git-ignored).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { GALLERY_PAGES, ROOT, writePreview, type GalleryPage } from "./gallery.ts";
import { filesUnder } from "../integrity/files.ts";
import { collectChunks, japaneseAllowList, rawTextFindings, type TextChunk } from "./raw-text.ts";
import { createLocalizer } from "../harness/i18n.ts";

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const ARTIFACTS = join(ROOT, "test", "artifacts");
const OUT = join(ROOT, "preview");

let browser: BrowserContext | undefined;
let pages: GalleryPage[];

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  pages = writePreview(OUT);
  mkdirSync(ARTIFACTS, { recursive: true });
  // A fresh profile per run; Playwright takes it as the persistent context's directory (--user-data-dir).
  browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "steelbound-chromium-")), {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 820, height: 1000 },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

async function open(file: string): Promise<{ page: Page; errors: string[] }> {
  if (!browser) throw new Error("Chromium did not start");
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("requestfailed", (request) => errors.push(`request failed: ${request.url()}`));
  await page.goto(pathToFileURL(join(OUT, file)).href);
  return { page, errors };
}

describe("preview gallery", () => {
  it("renders every template and partial under templates/", () => {
    const all = filesUnder("templates", ".hbs").map((f) => f.replace(/^templates\//, ""));
    for (const page of pages) expect([...page.templates].sort()).toEqual(all.sort());
  });

  it("includes the required fixtures: a level-5 hero with 30 abilities, a solo with villain actions, a squad of 8", () => {
    for (const page of pages)
      expect(page.fixtures).toEqual(expect.arrayContaining(["hero", "monster-solo", "squad-manager"]));
  });

  for (const { lang, theme, file } of GALLERY_PAGES) {
    const shown = (p: GalleryPage) => p.file === file;
    // Screenshots keep their names for the light scheme; the dark ones say so.
    const shot = theme === "light" ? lang : `${lang}-${theme}`;
    describe(`${lang} (${theme})`, () => {
      it("asks for no translation key the language file lacks", () => {
        expect(pages.find(shown)?.missingKeys).toEqual([]);
      });

      it("renders each fixture without errors or raw keys, and saves a screenshot", async () => {
        const { page, errors } = await open(file);
        const ids = pages.find(shown)?.fixtures ?? [];
        for (const id of ids) {
          const fixture = page.locator(`[data-fixture="${id}"]`);
          const box = await fixture.boundingBox();
          expect(box?.height, id).toBeGreaterThan(40);
          const text = await fixture.innerText();
          expect(text, id).not.toMatch(/STEELBOUND\.|TYPES\./);
          await fixture.screenshot({ path: join(ARTIFACTS, `${shot}-${id}.png`) });
        }
        expect(errors).toEqual([]);
        await page.close();
        // Well over a hundred screenshots: on a shared two-core machine this outlasts the default minute.
      }, 300_000);

      it("shows no raw text: no translation key, identifier, schema path or JSON, and no English on a Japanese page", async () => {
        const { page } = await open(file);
        const i18n = createLocalizer(lang);
        // Foundry localizes a data-tooltip as it shows it (TooltipManager#activate): read it as the user would.
        const chunks = (await page.evaluate(collectChunks)).map((c): TextChunk =>
          c.where === "data-tooltip" && i18n.has(c.text) ? { ...c, text: i18n.localize(c.text) } : c,
        );
        expect(chunks.length).toBeGreaterThan(1000);
        const found = rawTextFindings(chunks, lang, lang === "ja" ? japaneseAllowList() : new Set());
        expect(found.map((f) => `${f.fixture} [${f.kind}, ${f.where}] ${f.text.slice(0, 90)}`)).toEqual([]);
        await page.close();
      });

      it("shows every condition badge and the party's numbers legibly: a ground of their own, text in contrast", async () => {
        const { page } = await open(file);
        const { badges, poor } = await page.evaluate(() => {
          // "rgb(r, g, b)" / "rgba(…)" in 0–255; a color-mix() computes to "color(srgb r g b / a)" in 0–1.
          const rgb = (css: string) => {
            const n = (css.match(/[\d.]+/g) ?? []).map(Number);
            return css.startsWith("color(") ? [...n.slice(0, 3).map((v) => v * 255), ...n.slice(3)] : n;
          };
          const lum = (css: string) => {
            const [r = 0, g = 0, b = 0] = rgb(css).map((v) => {
              const c = v / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          /** The first non-transparent background at or above an element. */
          const ground = (el: Element | null): string => {
            for (let at = el; at; at = at.parentElement) {
              const bg = getComputedStyle(at).backgroundColor;
              if ((rgb(bg)[3] ?? 1) > 0.5) return bg;
            }
            return "rgb(255, 255, 255)";
          };
          const contrast = (el: HTMLElement) => {
            const [a, b] = [lum(getComputedStyle(el).color), lum(ground(el))];
            return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          };
          const shown = (selector: string) =>
            [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => el.offsetParent !== null);
          const all = shown(".condition-badge");
          const party = shown(
            ".party-member .member-body > span, .party-member .member-name, .party-token-count",
          );
          return {
            badges: all.length,
            poor: [...all, ...party]
              .filter((el) => contrast(el) < 3)
              .map(
                (el) =>
                  `${el.closest<HTMLElement>(".fixture")?.dataset["fixture"]}: ${el.className} ${el.innerText}`,
              ),
          };
        });
        expect(badges).toBeGreaterThan(3);
        expect(poor).toEqual([]);
        await page.close();
      });

      it("marks acted creatures on the tracker in words, never struck through, each name on one line", async () => {
        const { page } = await open(file);
        const rows = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-fixture^="combat-tracker"] .combatant')].map(
            (row) => {
              const name = row.querySelector<HTMLElement>(".name");
              const struck = [row, ...row.querySelectorAll<HTMLElement>("*")].some((el) =>
                getComputedStyle(el).textDecorationLine.includes("line-through"),
              );
              const lineHeight = name ? parseFloat(getComputedStyle(name).lineHeight) || 20 : 0;
              return {
                acted: row.classList.contains("acted"),
                mark: row.querySelector<HTMLElement>(".acted-mark")?.innerText.trim() ?? "",
                struck,
                wraps: name ? name.getBoundingClientRect().height > lineHeight * 1.5 : false,
              };
            },
          ),
        );
        expect(rows.filter((r) => r.acted).length).toBeGreaterThan(0);
        expect(rows.filter((r) => r.acted && r.mark === "")).toEqual([]);
        expect(rows.filter((r) => r.struck || r.wraps)).toEqual([]);
        await page.close();
      });

      it("shows the hero's 30 abilities, the three tier lines and the villain actions in order", async () => {
        const { page } = await open(file);
        expect(await page.locator('[data-fixture="hero"] .ability-card').count()).toBe(30);
        const tiers = page.locator('[data-fixture="hero"] .ability-card').first().locator(".tier-glyph");
        expect(await tiers.count()).toBe(3);
        const villain = page.locator('[data-fixture="monster-solo"] .villain-actions .ability-type');
        expect(await villain.allInnerTexts()).toHaveLength(3);
        expect(await page.locator('[data-fixture="squad-manager"] .squad-members .member').count()).toBe(8);
        await page.close();
      });

      if (theme === "dark")
        it("wears the dark scheme: every window's ground is dark and its text light", async () => {
          const { page } = await open(file);
          const { windows, wrong } = await page.evaluate(() => {
            const luminance = (css: string) => {
              const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
              return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
            };
            const all = [...document.querySelectorAll<HTMLElement>(".fixture .steelbound .window-content")];
            const bad = all.filter((el) => {
              const style = getComputedStyle(el);
              return luminance(style.backgroundColor) > 0.3 || luminance(style.color) < 0.6;
            });
            return {
              windows: all.length,
              wrong: bad.map((el) => el.closest<HTMLElement>(".fixture")?.dataset["fixture"] ?? "?"),
            };
          });
          expect(windows).toBeGreaterThan(20);
          expect(wrong).toEqual([]);
          await page.close();
        });

      it("gives every button and action control a name a screen reader can say: no bare number, icon or empty button", async () => {
        const { page } = await open(file);
        const unnamed = await page.evaluate(() => {
          // A name has a letter in it: "3" or an icon alone says nothing (a villain action's number, a pip).
          const said = (text: string | null | undefined) => /\p{L}/u.test(text ?? "");
          const named = (el: HTMLElement): boolean => {
            if (said(el.getAttribute("aria-label")) || said(el.getAttribute("title"))) return true;
            const by = el.getAttribute("aria-labelledby");
            if (by && by.split(/\s+/).some((id) => said(document.getElementById(id)?.textContent)))
              return true;
            return said(el.textContent);
          };
          return [
            ...document.querySelectorAll<HTMLElement>(
              ".fixture button, .fixture a[data-action], .fixture [role='button'], .fixture span[data-action], .fixture div[data-action], .fixture li[data-action]",
            ),
          ]
            .filter((el) => el.offsetParent !== null && !named(el))
            .map(
              (el) =>
                `${el.closest<HTMLElement>(".fixture")?.dataset["fixture"]}: <${el.tagName.toLowerCase()} ${el.getAttribute("data-action") ?? el.className}> ${el.textContent.trim().slice(0, 20)}`,
            );
        });
        expect(unnamed).toEqual([]);
        await page.close();
      });

      it("names every input, select and textarea for a screen reader: a label tied to it or an aria-label", async () => {
        const { page } = await open(file);
        const { checked, unnamed, shared } = await page.evaluate(() => {
          // A field's accessible name (HTML-AAM): aria-labelledby, aria-label, a <label> around it or one whose
          // for= names its id, else its title. A placeholder vanishes as the user types: it names nothing here.
          const said = (text: string | null | undefined) => /\p{L}/u.test(text ?? "");
          // A name read from another window is no name: the page holds many windows, as Foundry's document does.
          const fixture = (el: Element | null | undefined) => el?.closest(".fixture");
          const own = (el: Element, from: Element | null | undefined) =>
            !!from && fixture(from) === fixture(el);
          const named = (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean => {
            const by = el.getAttribute("aria-labelledby");
            const labelledBy = (by ?? "").split(/\s+/).map((id) => document.getElementById(id));
            if (labelledBy.some((at) => own(el, at) && said(at?.textContent))) return true;
            if (said(el.getAttribute("aria-label"))) return true;
            if ([...(el.labels ?? [])].some((label) => own(el, label) && said(label.textContent)))
              return true;
            return said(el.getAttribute("title"));
          };
          // Every field in every window, the ones on a tab not shown too: the user reaches them with a click.
          const fields = [
            ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
              ".fixture input:not([type='hidden']), .fixture select, .fixture textarea",
            ),
          ];
          const where = (el: Element) =>
            `${el.closest<HTMLElement>(".fixture")?.dataset["fixture"]}: <${el.tagName.toLowerCase()} name="${el.getAttribute("name") ?? ""}" id="${el.id}">`;
          // An id a label's for= points at must name one field in its window, or the label reads for another.
          const ids = new Map<string, number>();
          for (const el of fields)
            if (el.id) {
              const key = `${el.closest<HTMLElement>(".fixture")?.dataset["fixture"]}#${el.id}`;
              ids.set(key, (ids.get(key) ?? 0) + 1);
            }
          return {
            checked: fields.length,
            unnamed: fields.filter((el) => !named(el)).map(where),
            shared: [...ids].filter(([, n]) => n > 1).map(([key]) => key),
          };
        });
        expect(checked).toBeGreaterThan(100);
        expect(unnamed).toEqual([]);
        expect(shared).toEqual([]);
        await page.close();
      });

      it("renders every window's text readable on its own ground: contrast at least 3:1 for every line of text", async () => {
        const { page } = await open(file);
        const { checked, poor } = await page.evaluate(() => {
          // "rgb(r, g, b)" / "rgba(…)" in 0–255; a color-mix() computes to "color(srgb r g b / a)" in 0–1.
          const rgb = (css: string) => {
            const n = (css.match(/[\d.]+/g) ?? []).map(Number);
            return css.startsWith("color(") ? [...n.slice(0, 3).map((v) => v * 255), ...n.slice(3)] : n;
          };
          const lum = (css: string) => {
            const [r = 0, g = 0, b = 0] = rgb(css).map((v) => {
              const c = v / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          /** The first mostly opaque background at or above an element (the window's, else the page's). */
          const ground = (el: Element | null): string => {
            for (let at = el; at; at = at.parentElement) {
              const bg = getComputedStyle(at).backgroundColor;
              if ((rgb(bg)[3] ?? 1) > 0.5) return bg;
            }
            return "rgb(255, 255, 255)";
          };
          const ownText = (el: Element) =>
            [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && /\S/.test(n.textContent ?? ""));
          // Text a user reads: shown, not a disabled control, not faded on purpose (an acted row, a spent pip).
          const read = [...document.querySelectorAll<HTMLElement>(".fixture .window-content *")].filter(
            (el) =>
              el.offsetParent !== null &&
              ownText(el) &&
              !el.matches(":disabled") &&
              Number(getComputedStyle(el).opacity) > 0.4,
          );
          return {
            checked: read.length,
            poor: read
              .filter((el) => {
                const [a, b] = [lum(getComputedStyle(el).color), lum(ground(el))];
                return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) < 3;
              })
              .map(
                (el) =>
                  `${el.closest<HTMLElement>(".fixture")?.dataset["fixture"]}: ${el.tagName.toLowerCase()}.${el.className} ${el.innerText.trim().slice(0, 24)}`,
              ),
          };
        });
        expect(checked).toBeGreaterThan(1000);
        expect(poor).toEqual([]);
        await page.close();
      });

      it("lets labels grow with their text: no label, tab or button clips its words", async () => {
        const { page } = await open(file);
        const clipped = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              ".stat-row dt, .stat-name, .characteristic-name, .tier-glyph, .sheet-tabs button, button, .condition-badge, .ability-cost, .form-grid label",
            ),
          ]
            .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
            .map((el) => `${el.className || el.tagName}: ${el.innerText.trim().slice(0, 30)}`),
        );
        expect(clipped).toEqual([]);
        await page.close();
      });
    });
  }
});
