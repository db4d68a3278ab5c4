/** Names of the Handlebars helpers Steelbound registers (checked by the template integrity test). */
export const SYSTEM_HELPERS: readonly string[] = [];
