/**
 * The public Draw Steel rules API (see ../shared/contracts/rules-api.d.ts). Pure: no Foundry globals,
 * no randomness, no mutation of arguments.
 */
export {};
