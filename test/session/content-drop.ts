/**
 * The GM's Content window, driven as a GM drives it: opened from the button in the rendered Compendium
 * sidebar, a file (or a folder) dropped on its drop zone the way a browser hands a drop over (a
 * DataTransfer with its files and its items' entries), and the summary read once the import ends. The
 * progress bar is watched while it runs (its phase line and value, each time either changed). One helper
 * for every session test that brings content in through the window.
 */
import { strToU8, zipSync } from "fflate";
import type { Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { click, find, open, textOf } from "../sim/applications/user.ts";
import { CompendiumDirectory } from "../sim/world-packs.ts";
import { CONTENT_WINDOW_ID, type ContentWindow } from "../../src/applications/content/content-window.ts";
import type { ImportSummary } from "../../src/applications/content/import-world.ts";

type Window = { readonly element: HTMLElement; readonly rendered: boolean };
export type ContentApp = Window & Pick<ContentWindow, "running">;

/** The rendered Content window on a client (throws when it is not open there). */
export function contentWindowOn(client: SimClient): ContentApp {
  const app = client.run(() => instances.get(CONTENT_WINDOW_ID)) as unknown as ContentApp | undefined;
  if (!app?.rendered) throw new Error(`the Content window is not open on ${client.label}`);
  return app;
}

/** The GM opens the Compendium sidebar and clicks its Content button. */
export async function openContentWindow(session: Session, gm: SimClient): Promise<ContentApp> {
  const tab = gm.run(() => new CompendiumDirectory());
  await gm.run(() => open(tab));
  await gm.run(() => click(find(tab, "[data-steelbound-content]")));
  await session.settle();
  return contentWindowOn(gm);
}

/** What the bar showed while the import ran. */
export interface Seen {
  phase: string;
  percent: number;
  at: number;
}

export interface Dropped {
  /** What the import resolved to (null when the drop was refused before converting). */
  result: ImportSummary | null;
  /** The summary's text as the GM reads it. */
  summary: string;
  /** The bar's phases and values, in order. */
  seen: Seen[];
}

/** The GM drops a DataTransfer-shaped object on the window; waits for the summary. */
export async function dropTransfer(session: Session, gm: SimClient, transfer: object): Promise<Dropped> {
  const app = contentWindowOn(gm);
  const seen: Seen[] = [];
  const watch = setInterval(() => {
    const bar = app.element.querySelector<HTMLProgressElement>(".content-progress");
    const phase = app.element.querySelector(".content-phase")?.textContent.trim() ?? "";
    const percent = Number(bar?.getAttribute("value") ?? NaN);
    const last = seen.at(-1);
    if (bar && (last?.phase !== phase || last.percent !== percent))
      seen.push({ phase, percent, at: performance.now() });
  }, 1);
  const before = app.running;
  gm.run(() => {
    const event = new Event("drop", { bubbles: true, cancelable: true });
    Object.defineProperty(event, "dataTransfer", { value: transfer });
    find(app, ".content-drop").dispatchEvent(event);
  });
  // A dropped folder is walked before the import starts.
  for (let i = 0; i < 500 && app.running === before; i++) await new Promise((r) => setTimeout(r, 0));
  const result = await gm.run(() => app.running);
  clearInterval(watch);
  await session.settle();
  return { result, summary: textOf(find(app, ".content-summary")), seen };
}

/** The GM drops one file (a zip) on the window, as a browser's drop of a file that is no directory. */
export function dropFile(session: Session, gm: SimClient, name: string, bytes: Uint8Array): Promise<Dropped> {
  const file = new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/zip" });
  const items = [
    { webkitGetAsEntry: () => ({ isFile: true, isDirectory: false, name, fullPath: `/${name}` }) },
  ];
  return dropTransfer(session, gm, { files: [file], items });
}

/**
 * Pack documents zipped as GitHub's "Source code" archive of a release lays them out: one top folder
 * `draw-steel-<version>/` with system.json, the pack JSON below src/packs/<path>.
 */
export function sourceArchive(
  version: string,
  docs: readonly { path: string; doc: unknown }[],
  pretty = false,
): Uint8Array {
  const top = `draw-steel-${version}`;
  const files: Record<string, Uint8Array> = {
    [`${top}/system.json`]: strToU8(JSON.stringify({ id: "draw-steel", version })),
  };
  for (const { path, doc } of docs)
    files[`${top}/src/packs/${path}`] = strToU8(pretty ? JSON.stringify(doc, null, 2) : JSON.stringify(doc));
  return zipSync(files);
}
