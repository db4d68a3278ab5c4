/**
 * The Content window (issue 24), for the GM: drop or pick the official system's repository archive (.zip),
 * a folder of its pack JSON, or JSON files of exported documents. The files are read and converted a slice
 * at a time (import/content/sources.ts) with a progress bar and Cancel, written to world compendiums
 * (write-packs.ts), and the window ends with a summary. Opened from the Compendium sidebar and the welcome
 * card.
 */
import { gameLocalizer } from "../../i18n.ts";
import { contentWindowContext, type ContentState } from "./context.ts";
import { templatePath } from "../../constants.ts";
import {
  ImportCancelled,
  convertInChunks,
  parseSources,
  readZip,
  selectPackTexts,
  type NamedText,
  type Progress,
  type Refusal,
} from "../../import/content/sources.ts";
import { importWorld, type ImportSummary } from "./import-world.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type AppV2 = foundry.applications.api.ApplicationV2;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

export const CONTENT_WINDOW_ID = "steelbound-content";

/** The path a picked file had: inside its folder (webkitdirectory) or its name. */
const pathOf = (file: File) => file.webkitRelativePath || file.name;

/** Every JSON text of the given files: archives unzipped, JSON files read. */
export async function textsOf(
  files: readonly File[],
  options: Parameters<typeof readZip>[1],
): Promise<{ texts: NamedText[]; refused: Refusal[] }> {
  const texts: NamedText[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    const name = file.name.toLowerCase();
    try {
      if (name.endsWith(".zip"))
        texts.push(...(await readZip(new Uint8Array(await file.arrayBuffer()), options)));
      else if (name.endsWith(".json")) texts.push({ path: pathOf(file), text: await file.text() });
      else refused.push({ path: pathOf(file), why: "neither .zip nor .json" });
    } catch (error) {
      if (error instanceof ImportCancelled) throw error;
      refused.push({ path: pathOf(file), why: error instanceof Error ? error.message : String(error) });
    }
  }
  return { texts, refused };
}

export class ContentWindow extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: foundry.applications.api.ApplicationV2.DefaultOptions = {
    id: CONTENT_WINDOW_ID,
    classes: ["steelbound", "content-app"],
    window: { title: "STEELBOUND.Content.Title", icon: "fa-solid fa-box-open", resizable: true },
    position: { width: 520, height: "auto" },
    actions: {
      pickArchive: ContentWindow.#pick("archive"),
      pickFolder: ContentWindow.#pick("folder"),
      pickFiles: ContentWindow.#pick("files"),
      cancel: ContentWindow.#onCancel,
      again: ContentWindow.#onAgain,
    },
  };

  static override PARTS = { main: { template: templatePath("content/content-window.hbs") } };

  #state: ContentState = { step: "idle" };
  #abort: AbortController | null = null;
  /** The import under way (tests and the welcome card await it). */
  running: Promise<ImportSummary | null> | null = null;

  /** Opens the window (one per client), GM only. */
  static async open(): Promise<ContentWindow | null> {
    if (!game.user?.isGM) return null;
    const existing = foundry.applications.instances.get(CONTENT_WINDOW_ID);
    if (existing instanceof ContentWindow) {
      await existing.render({ force: true });
      return existing;
    }
    const app = new ContentWindow({});
    await app.render({ force: true });
    return app;
  }

  /** Where the import is (tests and the gallery read it). */
  get step(): ContentState["step"] {
    return this.#state.step;
  }

  static #pick(kind: "archive" | "folder" | "files") {
    return function (this: ContentWindow) {
      const input = this.element.querySelector<HTMLInputElement>(`input[data-pick="${kind}"]`);
      input?.click();
    };
  }

  static #onCancel(this: ContentWindow): void {
    this.#abort?.abort();
  }

  static async #onAgain(this: ContentWindow): Promise<void> {
    this.#state = { step: "idle" };
    await this.render();
  }

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    return Object.assign(context, contentWindowContext(gameLocalizer(), this.#state));
  }

  protected override async _onRender(
    context: Parameters<AppV2["_onRender"]>[0],
    options: Parameters<AppV2["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    for (const input of this.element.querySelectorAll<HTMLInputElement>("input[data-pick]"))
      input.addEventListener("change", () => {
        const files = [...(input.files ?? [])];
        input.value = "";
        if (files.length) void this.importFiles(files);
      });
    const zone = this.element.querySelector<HTMLElement>(".content-drop");
    zone?.addEventListener("dragover", (event) => {
      event.preventDefault();
    });
    zone?.addEventListener("drop", (event) => {
      event.preventDefault();
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length) void this.importFiles(files);
    });
  }

  /** Reads, converts and writes the files; the window shows progress, then the summary. */
  importFiles(files: readonly File[]): Promise<ImportSummary | null> {
    if (this.#state.step === "busy") return Promise.resolve(null);
    this.running = this.#run(files);
    return this.running;
  }

  async #run(files: readonly File[]): Promise<ImportSummary | null> {
    const abort = new AbortController();
    this.#abort = abort;
    let drawn = 0;
    const onProgress = (progress: Progress | { phase: "write"; done: number; total: number }) => {
      this.#state = { step: "busy", progress };
      // At most one render per ~2 % step keeps the bar moving without redrawing for every chunk.
      const now = progress.total ? Math.floor((50 * progress.done) / progress.total) : 0;
      if (now !== drawn) {
        drawn = now;
        void this.render();
      }
    };
    this.#state = { step: "busy", progress: { phase: "read", done: 0, total: 1 } };
    await this.render();
    try {
      const signal = abort.signal;
      const read = await textsOf(files, { signal, onProgress });
      const { files: sources, refused } = parseSources(selectPackTexts(read.texts));
      const converted = await convertInChunks(sources, { signal, onProgress });
      const summary = await importWorld(converted, [...read.refused, ...refused], { signal, onProgress });
      this.#state = { step: "done", summary };
      return summary;
    } catch (error) {
      if (!(error instanceof ImportCancelled)) throw error;
      this.#state = { step: "cancelled" };
      return null;
    } finally {
      this.#abort = null;
      if (this.rendered) await this.render();
    }
  }
}

/** The summary as lines of plain text (the template escapes them). */
