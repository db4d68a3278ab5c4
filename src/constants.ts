/** The package id, used for settings, flags, template paths and socket names. */
export const SYSTEM_ID = "steelbound";

/** Path of a template shipped with the system. */
export function templatePath(relative: string): string {
  return `systems/${SYSTEM_ID}/templates/${relative}`;
}
