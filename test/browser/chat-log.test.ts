/**
 * A player's chat log of 200 ability cards renders in ≤ 150 ms, measured in Chromium
 * (Debian's package, as the gallery). chat-log-page.ts is bundled with Vite and run in the page with our real
 * templates and compiled stylesheet; chat-log-cards.ts gives the 200 cards. Each language's client renders
 * the whole log once to compile its templates (reported as "cold"), then RUNS more times into an emptied log.
 *
 * It runs only when CHAT_LOG_BENCH=1 (`npm run bench:browser`, CHAT_LOG_RUNS warm runs, default 9), so the
 * gallery's CI step and `npm test` do not wait on it. It prints, per language, the wall-clock median and p95
 * (build, layout, painted frame) and the median and p95 of Chromium's CPU time for the render (renderer and
 * raster processes through CDP SystemInfo.getProcessInfo, 10 ms resolution), which other processes on a
 * shared machine stretch far less than the wall clock, and whether that median is within the budget. It
 * asserts what it rendered (200 cards, no page error), not the time: on the shared two-core machine where it
 * was written (load average near 20) even the CPU median moved between 160 and 300 ms from run to run.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { compileStyles, ROOT } from "./gallery.ts";
import { benchLog } from "./chat-log-cards.ts";
import { SYSTEM_PARTIALS } from "../../src/applications/handlebars/partials.ts";
import type { ChatLogBench, PageInput, RunTimes } from "./chat-log-page.ts";

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const ON = process.env["CHAT_LOG_BENCH"] === "1";
const RUNS = Number(process.env["CHAT_LOG_RUNS"] ?? 9);
const CARDS = 200;
const BUDGET_MS = 150;
const OUT = join(ROOT, "preview");

let browser: Browser | undefined;
let context: BrowserContext | undefined;
let cdp: CDPSession | undefined;

/** CPU seconds Chromium spent outside its browser process (renderer, GPU/raster, utilities) so far. */
async function pageCpuSeconds(): Promise<number> {
  if (!cdp) throw new Error("no CDP session");
  const { processInfo } = (await cdp.send("SystemInfo.getProcessInfo")) as {
    processInfo: { type: string; cpuTime: number }[];
  };
  return processInfo.filter((p) => p.type !== "browser").reduce((sum, p) => sum + p.cpuTime, 0);
}

type PageBench = { chatLogBench: { setUp(input: PageInput): void; log: ChatLogBench } };

/** One measured render: wall-clock times in the page, and the CPU time Chromium spent on it. */
async function measure(page: Page): Promise<RunTimes & { cpu: number }> {
  await page.evaluate(() => (globalThis as unknown as PageBench).chatLogBench.log.clear());
  const before = await pageCpuSeconds();
  const times = await page.evaluate(() => (globalThis as unknown as PageBench).chatLogBench.log.run());
  return { ...times, cpu: ((await pageCpuSeconds()) - before) * 1000 };
}

async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: ROOT,
    build: {
      write: false,
      minify: true,
      lib: { entry: join(ROOT, "test/browser/chat-log-page.ts"), formats: ["iife"], name: "chatLogPage" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { code?: string }[] }[];
  const code = outputs[0]?.output[0]?.code;
  if (!code) throw new Error("vite built no chat-log bundle");
  return code;
}

function flatten(value: unknown, prefix: string, out: Record<string, string>): Record<string, string> {
  if (typeof value === "string") out[prefix] = value;
  else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

function input(lang: "en" | "ja"): PageInput {
  const paths = ["chat/ability-use.hbs", "chat/message-frame.hbs", ...SYSTEM_PARTIALS];
  return {
    log: benchLog(CARDS),
    templates: Object.fromEntries(paths.map((p) => [p, read(`templates/${p}`)])),
    partials: [...SYSTEM_PARTIALS],
    strings: flatten(JSON.parse(read(`lang/${lang}.json`)), "", {}),
  };
}

/** A v13-like sidebar: the chat tab's log, 300 px wide, our stylesheet. */
const PAGE = (lang: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>chat log bench</title>
<link rel="stylesheet" href="steelbound.css">
<style>body{margin:0;font-family:"Signika","Noto Sans JP","IPAPGothic",sans-serif}
#sidebar{width:300px;height:900px;display:flex;flex-direction:column}
#chat-log{flex:1;overflow-y:auto;margin:0;padding:0;list-style:none}</style>
</head><body><section id="sidebar"><section id="chat" class="sidebar-tab chat active">
<ol id="chat-log" class="chat-log plain themed theme-light"></ol></section></section>
<script src="chat-log-bench.js"></script></body></html>
`;

const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
}

beforeAll(async () => {
  if (!ON) return;
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  mkdirSync(join(OUT, "icons", "svg"), { recursive: true });
  writeFileSync(join(OUT, "steelbound.css"), compileStyles());
  writeFileSync(join(OUT, "chat-log-bench.js"), await bundle());
  for (const icon of ["fire", "mystery-man"])
    if (!existsSync(join(OUT, "icons", "svg", `${icon}.svg`)))
      writeFileSync(join(OUT, "icons", "svg", `${icon}.svg`), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  for (const lang of ["en", "ja"]) writeFileSync(join(OUT, `chat-log-${lang}.html`), PAGE(lang));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
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
  context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  cdp = await browser.newBrowserCDPSession();
});

afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!ON)(`chat log: ${CARDS} ability cards in Chromium (budget ${BUDGET_MS} ms)`, () => {
  for (const lang of ["en", "ja"] as const)
    it(`${lang}: the whole log renders and lays out; its times are printed (${RUNS} warm runs)`, async () => {
      if (!context) throw new Error("Chromium did not start");
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(pathToFileURL(join(OUT, `chat-log-${lang}.html`)).href);
      await page.evaluate((data) => {
        (globalThis as unknown as PageBench).chatLogBench.setUp(data);
      }, input(lang));
      const times: (RunTimes & { cpu: number })[] = [];
      for (let i = 0; i <= RUNS; i++) times.push(await measure(page));
      const [cold, ...warm] = times;
      const layout = warm.map((t) => t.layout);
      const cpu = warm.map((t) => t.cpu);
      const paint = warm.map((t) => t.paint);
      const figures = {
        lang,
        cards: cold?.cards,
        coldLayoutMs: Math.round(cold?.layout ?? NaN),
        buildMedianMs: Math.round(median(warm.map((t) => t.build))),
        contextMedianMs: Math.round(median(warm.map((t) => t.context))),
        templateMedianMs: Math.round(median(warm.map((t) => t.template))),
        parseMedianMs: Math.round(median(warm.map((t) => t.parse))),
        layoutMedianMs: Math.round(median(layout)),
        layoutP95Ms: Math.round(quantile(layout, 0.95)),
        paintMedianMs: Math.round(median(paint)),
        paintP95Ms: Math.round(quantile(paint, 0.95)),
        cpuMedianMs: Math.round(median(cpu)),
        cpuP95Ms: Math.round(quantile(cpu, 0.95)),
        runs: RUNS,
        withinBudget: median(cpu) <= BUDGET_MS,
      };
      console.log(`chat-log bench ${JSON.stringify(figures)}`);
      expect(errors).toEqual([]);
      expect(cold?.cards).toBe(CARDS);
      await page.close();
    });
});
