/**
 * A GM-only button in the Actors and Items sidebar tabs that imports files exported from the official
 * Draw Steel system (one document or an array of documents per file, several files at once). Each document
 * is converted (src/import/official); one whose _id already exists in the world is re-imported into that
 * document through its "Import Data" path (SteelActor/SteelItem#importFromJSON), so importing again updates
 * instead of duplicating; the rest are created with their _id kept. Documents of the other tab's kind are
 * skipped. The directory is re-rendered by Foundry when its collection changes.
 */
import { convertForFoundry } from "../import/official/foundry.ts";
import { documentNameOf } from "../import/official/index.ts";
import { isOfficialSource } from "../documents/official-json.ts";

const BUTTON_CLASS = "steelbound-official-import";
type Kind = "Actor" | "Item";

interface Tally {
  created: number;
  updated: number;
  skipped: number;
  unmapped: number;
}

interface Importable {
  importFromJSON(json: string): Promise<unknown>;
}
interface Creatable {
  create(data: Record<string, unknown>, options: { keepId: boolean }): Promise<unknown>;
}

function sourcesIn(text: string): unknown[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : [parsed];
}

async function importOne(kind: Kind, source: unknown, tally: Tally): Promise<void> {
  if (!isOfficialSource(source) || documentNameOf(source) !== kind) {
    tally.skipped++;
    return;
  }
  const id = typeof source["_id"] === "string" ? source["_id"] : "";
  const collection = kind === "Actor" ? game.actors : game.items;
  const existing = id ? collection?.get(id) : undefined;
  if (existing) {
    // The existing document's own "Import Data" converts and counts unmapped fields itself.
    await (existing as unknown as Importable).importFromJSON(JSON.stringify(source));
    tally.updated++;
    return;
  }
  const { document, unmapped } = convertForFoundry(kind, source);
  tally.unmapped += unmapped.length;
  // CONFIG.<kind>.documentClass.create with keepId: the typed class wants its own create data shape.
  const cls = CONFIG[kind].documentClass as unknown as Creatable;
  await cls.create({ ...document, folder: null }, { keepId: true });
  tally.created++;
}

/** Imports every document of `kind` in the given files and tells the GM what happened. */
export async function importOfficialFiles(kind: Kind, files: readonly File[]): Promise<Tally> {
  const tally: Tally = { created: 0, updated: 0, skipped: 0, unmapped: 0 };
  for (const file of files) {
    let sources: unknown[];
    try {
      sources = sourcesIn(await file.text());
    } catch {
      tally.skipped++;
      continue;
    }
    for (const source of sources) {
      try {
        await importOne(kind, source, tally);
      } catch (error) {
        tally.skipped++;
        console.warn("steelbound | official import skipped a document", error);
      }
    }
  }
  const counts = Object.fromEntries(Object.entries(tally).map(([k, v]) => [k, String(v)]));
  ui.notifications?.info(game.i18n?.format("STEELBOUND.Import.Done", counts) ?? "");
  return tally;
}

/** The button, under the directory's own header buttons; it opens the browser's file picker. */
export function addOfficialImportButton(html: HTMLElement, kind: Kind): void {
  if (!game.user?.isGM || html.querySelector(`.${BUTTON_CLASS}`)) return;
  const header = html.querySelector(".directory-header");
  if (!header) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = BUTTON_CLASS;
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-file-import";
  icon.setAttribute("aria-hidden", "true");
  button.append(icon, ` ${game.i18n.localize("STEELBOUND.Import.Button")}`);
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  input.multiple = true;
  input.hidden = true;
  input.className = `${BUTTON_CLASS}-file`;
  input.addEventListener("change", () => {
    const files = [...(input.files ?? [])];
    input.value = "";
    if (files.length) void importOfficialFiles(kind, files);
  });
  button.addEventListener("click", (event) => {
    event.preventDefault();
    input.click();
  });
  header.append(button, input);
}

/**
 * One handler for both tabs: v13 ApplicationV2 calls `render<Class>` for each class of the chain, so the
 * Actors ("actors") and Items ("items") sidebar tabs both call renderDocumentDirectory (compendium popouts
 * too, which have other ids and get no button).
 */
export function registerOfficialImport(): void {
  Hooks.on("renderDocumentDirectory", (app, html) => {
    const kind = TAB_KINDS[app.id];
    if (kind) addOfficialImportButton(html, kind);
  });
}

const TAB_KINDS: Readonly<Record<string, Kind>> = { actors: "Actor", items: "Item" };
