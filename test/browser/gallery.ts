/**
 * The preview gallery: renders every sheet template and partial with the fixtures, in English and Japanese,
 * next to the compiled stylesheet, as a static page (`npm run preview`, and the browser test).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as sass from "sass";
import { createHandlebars, templateSource } from "../harness/handlebars.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { SYSTEM_PARTIALS } from "../../src/applications/handlebars/partials.ts";
import { fixtureViews, type FixtureView } from "./fixtures-catalog.ts";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export type Lang = "en" | "ja";
/** The v13 colour schemes a window can wear (`themed theme-light` / `themed theme-dark`). */
export type Theme = "light" | "dark";

export interface GalleryPage {
  lang: Lang;
  theme: Theme;
  /** The page's file under preview/. */
  file: string;
  html: string;
  fixtures: string[];
  /** Translation keys a template or builder asked for that the language file lacks. */
  missingKeys: string[];
  /** Every template rendered (entry points and partials), relative to templates/. */
  templates: Set<string>;
  /** Wall-clock render time of each fixture, ms. */
  timings: Record<string, number>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
}

/** Renders fixture views the way HandlebarsApplicationMixin renders parts; templates compile once. */
export function createRenderer(lang: Lang, theme: Theme = "light") {
  const i18n = createLocalizer(lang);
  const hbs = createHandlebars(i18n);
  const templates = new Set<string>(SYSTEM_PARTIALS);
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  const compile = (path: string) => {
    templates.add(path);
    const cached = compiled.get(path);
    if (cached) return cached;
    const template = hbs.compile(templateSource(path), { strict: true });
    compiled.set(path, template);
    return template;
  };
  /** Each part renders with the shared context, its own `tab` set on it (as the sheets' _preparePartContext does). */
  const renderView = (view: FixtureView): string => {
    const nested = Object.fromEntries(
      Object.entries(view.nested ?? {}).map(([key, { path, context }]) => [key, compile(path)(context)]),
    );
    const tabsByPart = view.context["tabs"] as Record<string, unknown> | undefined;
    const context: Record<string, unknown> = Object.assign(view.context, nested);
    const parts = view.parts.map(([partId, path]) => {
      context["tab"] = tabsByPart?.[partId] ?? null;
      const html = compile(path)(context);
      return `<div class="part" data-application-part="${partId}">${html}</div>`;
    });
    return `<div class="application ${view.classes.join(" ")} themed theme-${theme}" lang="${lang}">
    <section class="window-content">${view.html ?? parts.join("\n")}</section>
  </div>`;
  };
  return { i18n, templates, renderView };
}

/** The pages written: both languages in both schemes. */
export const GALLERY_PAGES: readonly { lang: Lang; theme: Theme; file: string }[] = [
  { lang: "en", theme: "light", file: "index.html" },
  { lang: "ja", theme: "light", file: "ja.html" },
  { lang: "en", theme: "dark", file: "dark.html" },
  { lang: "ja", theme: "dark", file: "ja-dark.html" },
];

export function renderGallery(lang: Lang, theme: Theme = "light", file = "index.html"): GalleryPage {
  const { i18n, templates, renderView } = createRenderer(lang, theme);
  const timings: Record<string, number> = {};
  const views = fixtureViews(i18n);
  const sections = views.map((view) => {
    const start = performance.now();
    const app = renderView(view);
    timings[view.id] = performance.now() - start;
    return `<section class="fixture" data-fixture="${view.id}" style="width: ${view.width}px">
  <h2 class="fixture-title">${escapeHtml(view.title)}</h2>
  ${app}
</section>`;
  });
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8" />
<title>Steelbound preview (${lang}, ${theme})</title>
<link rel="stylesheet" href="steelbound.css" />
<link rel="stylesheet" href="gallery.css" />
</head>
<body class="gallery">
<h1>Steelbound sheet gallery — ${lang}, ${theme}</h1>
${sections.join("\n")}
</body>
</html>
`;
  return {
    lang,
    theme,
    file,
    html,
    fixtures: views.map((v) => v.id),
    missingKeys: [...i18n.missing].sort(),
    templates,
    timings,
  };
}

/** Stand-in for the page around a Foundry window: fonts and a fixed width so screenshots compare. */
const GALLERY_CSS = `
body.gallery { margin: 0; padding: 16px; background: #444; font-family: "Signika", "Noto Sans JP", "IPAPGothic", sans-serif; }
body.gallery > h1 { color: #eee; font-size: 18px; }
.fixture { margin: 0 0 32px; }
.fixture-title { color: #ddd; font-size: 14px; margin: 0 0 6px; }
.fixture .application { background: var(--sb-parchment, #f3ead8); border-radius: 6px; overflow: hidden; }
/* Core's own frames (a journal page, the sidebar, a chat message, the ruler's labels) take Foundry's ground for
   the scheme: the stand-in is the dark palette's ground, as light text on a light page is not what Foundry shows. */
.fixture .application.theme-dark:not(.steelbound) { background: var(--sb-parchment, #26211d); color: #ece3d2; }
/* The ruler's labels float over the board, not over a window: a dark map stands in for it in either scheme. */
.fixture .application.token-ruler-labels { background: #2b2521; color: #ffffff; }
/* Foundry's own sidebar (the combat tracker) wears the interface's scheme: dark ground on a dark page. */
.fixture .application.sidebar-tab.theme-dark { background: #26211d; }
/* The gallery shows every tab of a sheet at once. */
.fixture .application .tab { display: block; }
`;

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#6d5b49"/><circle cx="32" cy="24" r="12" fill="#f3ead8"/><rect x="14" y="40" width="36" height="16" rx="8" fill="#f3ead8"/></svg>`;

export function compileStyles(): string {
  return sass.compile(join(ROOT, "styles", "steelbound.scss"), { style: "expanded" }).css;
}

/** Writes preview/index.html (en), preview/ja.html, preview/dark.html and preview/ja-dark.html (the dark scheme), the compiled CSS and placeholder icons into `outDir`. */
export function writePreview(outDir: string): GalleryPage[] {
  mkdirSync(join(outDir, "icons", "svg"), { recursive: true });
  for (const icon of ["mystery-man", "sword", "book", "fire", "downgrade"])
    writeFileSync(join(outDir, "icons", "svg", `${icon}.svg`), PLACEHOLDER_SVG);
  writeFileSync(join(outDir, "steelbound.css"), compileStyles());
  writeFileSync(join(outDir, "gallery.css"), GALLERY_CSS);
  const pages = GALLERY_PAGES.map(({ lang, theme, file }) => renderGallery(lang, theme, file));
  for (const page of pages) writeFileSync(join(outDir, page.file), page.html);
  return pages;
}
