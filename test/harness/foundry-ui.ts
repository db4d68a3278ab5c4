/**
 * UI stand-ins src touches at import and init: the v13 sidebar CombatTracker (extended by Steelbound's
 * tracker) and `foundry.applications.handlebars` (template loading). Rendering is not
 * simulated: application behaviour is tested through the pure context builders.
 */
import { everyFile } from "./shared-graph.ts";
type Data = Record<string, unknown>;

/** foundry.applications.sidebar.tabs.CombatTracker: enough to be subclassed and have its context prepared. */
class HarnessCombatTracker {
  static DEFAULT_OPTIONS: Data = {};
  static PARTS: Data = {};
  viewed: unknown = null;
  async _prepareTrackerContext(_context: Data, _options: Data): Promise<void> {
    return Promise.resolve();
  }
  async render(): Promise<this> {
    return Promise.resolve(this);
  }
}

export const loadedTemplates: string[] = [];
everyFile(() => {
  loadedTemplates.length = 0;
});

export function installFoundryUi(): void {
  const g = globalThis as unknown as Data;
  const foundryNs = (g["foundry"] ?? {}) as Data;
  g["foundry"] = foundryNs;
  const applications = (foundryNs["applications"] ?? {}) as Data;
  foundryNs["applications"] = applications;
  applications["sidebar"] ??= { tabs: { CombatTracker: HarnessCombatTracker } };
  const handlebars = (applications["handlebars"] ?? {}) as Data;
  applications["handlebars"] = handlebars;
  handlebars["loadTemplates"] ??= async (paths: string[]) => {
    loadedTemplates.push(...paths);
    return Promise.resolve([]);
  };
  handlebars["renderTemplate"] ??= async (path: string, data: Data) =>
    Promise.resolve(`${path} ${JSON.stringify(data)}`);
}
