/**
 * The schema version every model writes. Raise it together with a new step in steps.ts. Kept in a file
 * with no Foundry imports so code that runs in plain Node (the official-data importer's CLI) can read it.
 */
export const SCHEMA_VERSION = 6;
