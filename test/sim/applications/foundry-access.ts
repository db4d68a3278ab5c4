/**
 * The Foundry globals the application emulation reads at render time (game.i18n, Hooks, ui.notifications),
 * typed once here so the emulation never touches an untyped global.
 */
export type Options = Record<string, unknown>;

interface I18n {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
}
interface HookBus {
  call(name: string, ...args: unknown[]): boolean;
  callAll(name: string, ...args: unknown[]): boolean;
}
interface Notifications {
  info(message: string): unknown;
  warn(message: string): unknown;
  error(message: string): unknown;
}
interface FoundryGlobals {
  foundry: { applications: { handlebars: { renderTemplate(path: string, data: object): Promise<string> } } };
  game: { i18n: I18n; user: { id: string; isGM: boolean } };
  Hooks: HookBus;
  ui: { notifications: Notifications };
}

// The globals are installed by test/harness/setup.ts; this is their one typed view for the emulation.
const g = (): FoundryGlobals => globalThis as unknown as FoundryGlobals;

export const i18n = (): I18n => g().game.i18n;
export const hooks = (): HookBus => g().Hooks;
export const currentUser = (): { id: string; isGM: boolean } => g().game.user;
export function notify(level: keyof Notifications, message: string): void {
  g().ui.notifications[level](message);
}

/** foundry.applications.handlebars.renderTemplate as currently installed (v13 parts render through it). */
export const renderTemplateGlobal = (path: string, data: object): Promise<string> =>
  g().foundry.applications.handlebars.renderTemplate(path, data);
