/**
 * Stand-ins for the parts of foundry.applications and foundry.documents.collections that Steelbound's
 * modules touch when they load and register (v13 API): the ApplicationV2 class chain, the Handlebars mixin,
 * sheet registration and template preloading. Nothing renders here; registrations are recorded.
 */
import type { HarnessDocument } from "./document.ts";

type Options = Record<string, unknown>;

class ApplicationV2 {
  static DEFAULT_OPTIONS: Options = {};
  static TABS: Options = {};
  readonly options: Options;
  constructor(options: Options = {}) {
    this.options = options;
  }
  render(): Promise<this> {
    return Promise.resolve(this);
  }
}

/** DocumentSheetV2: the sheet's document comes from `options.document`; editable for an owner (v13). */
class DocumentSheetV2 extends ApplicationV2 {
  get document(): HarnessDocument {
    return this.options["document"] as HarnessDocument;
  }
  get isEditable(): boolean {
    return this.document.isOwner;
  }
}

/** Items handed to ActorSheetV2#_onSortItem (the integer sort itself is not emulated). */
export const sortRequests: { actor: string; item: string }[] = [];

/**
 * ActorSheetV2 drop handling as v13 ships it: `_onDropItem` returns null for a non-owner, sorts an item
 * already on this actor (`_onSortItem`), else creates a copy embedded in the actor (keepId unless the actor
 * already has that id).
 */
class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): HarnessDocument {
    return this.document;
  }
  async _onDropItem(_event: unknown, item: HarnessDocument): Promise<HarnessDocument | null> {
    const actor = this.actor;
    if (!actor.isOwner) return null;
    if (item.parent?.uuid === actor.uuid) {
      const sorted = this._onSortItem(_event, item);
      return sorted?.length ? item : null;
    }
    const keepId = !actor.getEmbeddedCollection("Item").has(item.id);
    const [created] = await actor.createEmbeddedDocuments("Item", [item.toObject()], { keepId });
    return created ?? null;
  }
  _onSortItem(_event: unknown, item: HarnessDocument): HarnessDocument[] | undefined {
    sortRequests.push({ actor: this.actor.uuid, item: item.id });
    return undefined;
  }
}
class ItemSheetV2 extends DocumentSheetV2 {}

/** HandlebarsApplicationMixin: adds the PARTS registry to the given application class. */
function HandlebarsApplicationMixin(Base: typeof ApplicationV2) {
  return class extends Base {
    static PARTS: Options = {};
  };
}

export interface SheetRegistration {
  documentName: "Actor" | "Item";
  scope: string;
  sheetClass: unknown;
  options: { types?: string[]; makeDefault?: boolean; label?: string };
}

/** What DialogV2.input was asked, and the answers tests queue (a form-data object, or null = dismissed). */
export const dialogInputs: Options[] = [];
export const dialogAnswers: (Options | null)[] = [];

/** DialogV2.input: resolves to the submitted form's data, or null when the dialog is dismissed. */
class DialogV2 extends ApplicationV2 {
  static input(config: Options): Promise<Options | null> {
    dialogInputs.push(config);
    return Promise.resolve(dialogAnswers.shift() ?? null);
  }
}

export const sheetRegistrations: SheetRegistration[] = [];
export const preloadedTemplates: string[] = [];

function sheetCollection(documentName: "Actor" | "Item") {
  return {
    registerSheet(scope: string, sheetClass: unknown, options: SheetRegistration["options"] = {}): void {
      sheetRegistrations.push({ documentName, scope, sheetClass, options });
    },
  };
}

/** Adds foundry.applications and foundry.documents.collections to the installed `foundry` global. */
export function installApplicationGlobals(): void {
  const g = globalThis as unknown as { foundry: Record<string, unknown> };
  Object.assign(g.foundry, {
    applications: {
      api: { ApplicationV2, DialogV2, DocumentSheetV2, HandlebarsApplicationMixin },
      sheets: { ActorSheetV2, ItemSheetV2 },
      instances: new Map<string, unknown>(),
      handlebars: {
        loadTemplates: (paths: string[]) => {
          preloadedTemplates.push(...paths);
          return Promise.resolve([]);
        },
      },
    },
    documents: { collections: { Actors: sheetCollection("Actor"), Items: sheetCollection("Item") } },
  });
}
