/**
 * Every Foundry v13 behaviour the simulation (test/sim) emulates, with the v13 source read for it.
 * Append-only: each piece of the simulation keeps its own array and is spread in here.
 */
import { PERMISSION_BEHAVIOURS } from "./permission-behaviours.ts";

export const SIM_BEHAVIOURS: { behaviour: string; source: string }[] = [...PERMISSION_BEHAVIOURS];
