/**
 * Stand-ins for the ApplicationV2 layer that src touches when its modules load and when `init` registers
 * sheets: foundry.applications.api (ApplicationV2, HandlebarsApplicationMixin, DialogV2),
 * foundry.applications.sheets (ActorSheetV2, ItemSheetV2), foundry.applications.handlebars.loadTemplates
 * and foundry.documents.collections.Actors/Items.registerSheet (v13 DocumentSheetConfig.registerSheet:
 * `(scope, sheetClass, {types, makeDefault, label})`). Rendering itself is not simulated: sheets are tested
 * through their pure context builders and the Chromium preview gallery.
 */
type Data = Record<string, unknown>;

class HarnessApplicationV2 {
  static DEFAULT_OPTIONS: Data = {};
  options: Data;
  constructor(options: Data = {}) {
    this.options = options;
  }
  async render(): Promise<this> {
    return Promise.resolve(this);
  }
  async close(): Promise<this> {
    return Promise.resolve(this);
  }
}

/** HandlebarsApplicationMixin returns a subclass of its base; PARTS are declared by each application. */
function HandlebarsApplicationMixin(Base: typeof HarnessApplicationV2): typeof HarnessApplicationV2 {
  return class HandlebarsApplication extends Base {
    static PARTS: Data = {};
  };
}

class HarnessDocumentSheetV2 extends HarnessApplicationV2 {}
class HarnessActorSheetV2 extends HarnessDocumentSheetV2 {}
class HarnessItemSheetV2 extends HarnessDocumentSheetV2 {}
class HarnessDialogV2 extends HarnessApplicationV2 {}

export interface SheetRegistration {
  documentName: string;
  scope: string;
  sheetClass: unknown;
  options: Data;
}
export const registeredSheets: SheetRegistration[] = [];
export const loadedTemplatePaths: string[] = [];

function sheetCollection(documentName: string) {
  return {
    registerSheet(scope: string, sheetClass: unknown, options: Data = {}): void {
      registeredSheets.push({ documentName, scope, sheetClass, options });
    },
    unregisterSheet(): void {},
  };
}

export function installApplications(): void {
  const g = globalThis as unknown as Data;
  const foundryNs = (g["foundry"] ?? {}) as Data;
  g["foundry"] = foundryNs;
  const applications = (foundryNs["applications"] ?? {}) as Data;
  foundryNs["applications"] = applications;
  applications["api"] ??= {
    ApplicationV2: HarnessApplicationV2,
    HandlebarsApplicationMixin,
    DialogV2: HarnessDialogV2,
    DocumentSheetV2: HarnessDocumentSheetV2,
  };
  applications["sheets"] ??= { ActorSheetV2: HarnessActorSheetV2, ItemSheetV2: HarnessItemSheetV2 };
  const handlebars = (applications["handlebars"] ?? {}) as Data;
  applications["handlebars"] = handlebars;
  handlebars["loadTemplates"] ??= async (paths: string[]) => {
    loadedTemplatePaths.push(...paths);
    return Promise.resolve([]);
  };
  applications["instances"] ??= new Map<string, unknown>();
  const documents = (foundryNs["documents"] ?? {}) as Data;
  foundryNs["documents"] = documents;
  documents["collections"] ??= { Actors: sheetCollection("Actor"), Items: sheetCollection("Item") };
}
