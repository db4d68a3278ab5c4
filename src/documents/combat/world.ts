/**
 * The running Foundry world as combat code reads it. `game` fields are typed as possibly missing before
 * "ready"; combat only runs after it, so a missing one is a programming error, said once here.
 */
export function settings(): foundry.helpers.ClientSettings {
  const s = game.settings;
  if (!s) throw new Error("steelbound | game.settings used before init");
  return s;
}

export function isGM(): boolean {
  return game.user?.isGM === true;
}

export function userId(): string {
  return game.user?.id ?? "";
}

export function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

export function format(key: string, data: Record<string, string>): string {
  return game.i18n?.format(key, data) ?? key;
}

export function warn(key: string): void {
  ui.notifications?.warn(localize(key));
}
