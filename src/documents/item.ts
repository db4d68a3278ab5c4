import { recordCompendiumBase } from "./compendium-update/apply.ts";
import { noteUnmapped, steelboundJson } from "./official-json.ts";
import { slots } from "./slots.ts";

/** Steelbound Item. All behaviour lives in the item's TypeDataModel; this class exists so modules can extend it. */
export class SteelItem extends Item {
  /** "Import Data" also takes an official Draw Steel export, converted on the way in (official-json.ts). */
  override async importFromJSON(json: string): Promise<this> {
    const converted = await steelboundJson(json, "Item", this);
    const result = await super.importFromJSON(converted.json);
    noteUnmapped(converted.unmapped);
    return result;
  }

  /** A document made from a pack entry records the entry's fields (./compendium-update/apply.ts). */
  protected override async _preCreate(
    data: Item.CreateData,
    options: Item.Database.PreCreateOptions,
    user: User.Implementation,
  ): Promise<false | undefined> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    recordCompendiumBase(this);
    return undefined;
  }

  /** `@Embed` of an ability shows its stat block (v13 ClientDocumentMixin#toEmbed → _buildEmbedHTML). */
  protected override _buildEmbedHTML(
    _config: foundry.applications.ux.TextEditor.DocumentHTMLEmbedConfig,
    _options?: foundry.applications.ux.TextEditor.EnrichmentOptions,
  ): Promise<HTMLElement | HTMLCollection | null> {
    return slots.embedHTML(this);
  }
}
