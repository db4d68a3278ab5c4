/** game.i18n with a fallback to the key itself (i18n is not ready before init finishes). */
export function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

export function format(key: string, data: Record<string, string>): string {
  return game.i18n?.format(key, data) ?? key;
}
