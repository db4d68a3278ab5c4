/**
 * The Content window (issue 24), for the GM: drop or pick the official system's repository archive (.zip),
 * a folder of its pack JSON, or JSON files of exported documents. The files are read and converted a slice
 * at a time (import/content/sources.ts) with a progress bar and Cancel, written to world compendiums
 * (write-packs.ts), and the window ends with a summary. Opened from the Compendium sidebar and the welcome
 * card.
 */
import { gameLocalizer } from "../../i18n.ts";
import { contentWindowContext, overallPercent, type ContentState } from "./context.ts";
import { templatePath } from "../../constants.ts";
import {
  ImportCancelled,
  readSources,
  convertInChunks,
  type Progress,
} from "../../import/content/sources.ts";
import { importWorld, type ImportSummary } from "./import-world.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type AppV2 = foundry.applications.api.ApplicationV2;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

export const CONTENT_WINDOW_ID = "steelbound-content";

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
    const onProgress = (progress: Progress) => {
      this.#state = { step: "busy", progress };
      // At most one render per ~1 % of the whole bar keeps it moving without redrawing for every chunk.
      const now = Math.floor(overallPercent(progress));
      if (now !== drawn) {
        drawn = now;
        void this.render();
      }
    };
    this.#state = { step: "busy", progress: { phase: "read", done: 0, total: 1 } };
    await this.render();
    try {
      const signal = abort.signal;
      const read = await readSources(files, { signal, onProgress });
      const converted = await convertInChunks(read.files, { signal, onProgress });
      const summary = await importWorld(converted, read.refused, { signal, onProgress, kinds: read.kinds });
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
