import { noteUnmapped, steelboundJson } from "./official-json.ts";

/** Steelbound Item. All behaviour lives in the item's TypeDataModel; this class exists so modules can extend it. */
export class SteelItem extends Item {
  /** "Import Data" also takes an official Draw Steel export, converted on the way in (official-json.ts). */
  override async importFromJSON(json: string): Promise<this> {
    const converted = steelboundJson(json, "Item", this);
    const result = await super.importFromJSON(converted.json);
    noteUnmapped(converted.unmapped);
    return result;
  }
}
