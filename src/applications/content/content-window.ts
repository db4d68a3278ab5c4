/**
 * The Content window, for the GM: drop or pick the official system's release zip (LevelDB packs),
 * its source zip (pack JSON), a folder of either (picked, or dropped), or JSON files of exported documents.
 * The files are read and converted a slice at a time (import/content/sources.ts) with one progress bar and
 * Cancel, written to world compendiums (write-packs.ts), and the window ends with a summary. Opened from the
 * Compendium sidebar and the welcome card.
 */
import { gameLocalizer } from "../../i18n.ts";
import { contentWindowContext, overallPercent, type ContentState } from "./context.ts";
import { templatePath } from "../../constants.ts";
import {
  ARCHIVE_LIMITS,
  ImportCancelled,
  convertInChunks,
  isKept,
  readSources,
  type PickedFile,
  type Progress,
} from "../../import/content/sources.ts";
import { importWorld, type ImportSummary } from "./import-world.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type AppV2 = foundry.applications.api.ApplicationV2;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

export const CONTENT_WINDOW_ID = "steelbound-content";

/** At most this many entries of a dropped folder are walked (a folder dropped by mistake stops there). */
const WALK_LIMIT = 10 * ARCHIVE_LIMITS.entries;

/**
 * The files of a drop. A dropped folder arrives as an entry of the browser's File and Directory Entries API
 * (DataTransferItem#webkitGetAsEntry; a directory's reader hands its children in batches until an empty
 * one), so the unzipped release or source can be dropped as it is: each kept file (pack JSON, LevelDB table
 * or log) comes with its path inside the dropped folder, as a picked folder's files do (webkitRelativePath).
 */
export function droppedFiles(transfer: DataTransfer | null): PickedFile[] | Promise<PickedFile[]> {
  if (!transfer) return [];
  const roots = [...transfer.items].map((item) => item.webkitGetAsEntry());
  // Files alone (the usual drop) are there at once: the import starts while the drop is dispatched.
  if (!roots.some((entry) => entry?.isDirectory)) return [...transfer.files];
  return walkEntries(roots);
}

async function walkEntries(roots: readonly (FileSystemEntry | null)[]): Promise<PickedFile[]> {
  const out: PickedFile[] = [];
  let walked = 0;
  const walk = async (entry: FileSystemEntry): Promise<void> => {
    if (++walked > WALK_LIMIT || out.length > ARCHIVE_LIMITS.entries) return;
    const path = entry.fullPath.replace(/^\/+/, "");
    if (entry.isFile && isKept(path)) {
      const file = await new Promise<File>((resolve, reject) => {
        (entry as FileSystemFileEntry).file(resolve, reject);
      });
      out.push({
        name: file.name,
        size: file.size,
        webkitRelativePath: path,
        arrayBuffer: () => file.arrayBuffer(),
      });
    } else if (entry.isDirectory) {
      const reader = (entry as FileSystemDirectoryEntry).createReader();
      for (;;) {
        const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => {
          reader.readEntries(resolve, reject);
        });
        if (!batch.length) break;
        for (const child of batch) await walk(child);
      }
    }
  };
  for (const root of roots) if (root) await walk(root);
  return out;
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
      // The drop's items must be read while the event is dispatched; a folder's walk may go on after.
      const dropped = droppedFiles(event.dataTransfer);
      if (Array.isArray(dropped)) {
        if (dropped.length) void this.importFiles(dropped);
      } else
        void dropped.then((files) => {
          if (files.length) void this.importFiles(files);
        });
    });
  }

  /** Reads, converts and writes the files; the window shows progress, then the summary. */
  importFiles(files: readonly PickedFile[]): Promise<ImportSummary | null> {
    if (this.#state.step === "busy") return Promise.resolve(null);
    this.running = this.#run(files);
    return this.running;
  }

  async #run(files: readonly PickedFile[]): Promise<ImportSummary | null> {
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
