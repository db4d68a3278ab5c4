/**
 * WorldCollection#fromCompendium (v13): the data to create a world or embedded document from a dropped or
 * imported one — a copy of its source without the id (unless keepId), folder (clearFolder), sort and
 * ownership (cleared by default), and, for a document from a pack, `_stats.compendiumSource` = its UUID.
 */
import { Collection } from "./collection.ts";
import type { HarnessDocument } from "./document.ts";
import type { Plain } from "./utils.ts";

export interface FromCompendiumOptions {
  keepId?: boolean;
  clearFolder?: boolean;
  clearSort?: boolean;
  clearOwnership?: boolean;
}

export class WorldCollection<T extends HarnessDocument> extends Collection<T> {
  fromCompendium(document: HarnessDocument, options: FromCompendiumOptions = {}): Plain {
    const { keepId = false, clearFolder = false, clearSort = true, clearOwnership = true } = options;
    const data = document.toObject();
    if (!keepId) delete data["_id"];
    if (clearFolder) delete data["folder"];
    if (clearSort) delete data["sort"];
    if (clearOwnership) delete data["ownership"];
    const pack = (document as { pack?: unknown }).pack;
    if (typeof pack === "string" && pack)
      data["_stats"] = { ...(data["_stats"] ?? {}), compendiumSource: document.uuid };
    return data;
  }
}
