/**
 * Reads and writes the Director's tools' world settings (docs/DATA.md). World settings are readable by every
 * client and written by the GM only, which is exactly who edits these tools.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { EncounterModel, MontageModel, NegotiationModel } from "./director.ts";
import type { EncounterState } from "./encounter.ts";
import type { MontageState } from "./montage.ts";
import type { NegotiationData } from "./negotiation.ts";

export const DIRECTOR_SETTINGS = {
  encounter: "encounter",
  montage: "montage",
  negotiation: "negotiation",
} as const;
export type DirectorTool = keyof typeof DIRECTOR_SETTINGS;

function settings(): foundry.helpers.ClientSettings {
  const s = game.settings;
  if (!s) throw new Error("steelbound | game.settings used before init");
  return s;
}

/** Registers the three hidden world settings; `onChange` re-renders the tool whose state changed. */
export function registerDirectorSettings(onChange: (tool: DirectorTool) => void): void {
  const s = game.settings;
  if (!s) return;
  s.register(SYSTEM_ID, DIRECTOR_SETTINGS.encounter, {
    name: "STEELBOUND.Director.Encounter.Title",
    scope: "world",
    config: false,
    type: EncounterModel,
    default: new EncounterModel(),
    onChange: () => {
      onChange("encounter");
    },
  });
  s.register(SYSTEM_ID, DIRECTOR_SETTINGS.montage, {
    name: "STEELBOUND.Director.Montage.Title",
    scope: "world",
    config: false,
    type: MontageModel,
    default: new MontageModel(),
    onChange: () => {
      onChange("montage");
    },
  });
  s.register(SYSTEM_ID, DIRECTOR_SETTINGS.negotiation, {
    name: "STEELBOUND.Director.Negotiation.Title",
    scope: "world",
    config: false,
    type: NegotiationModel,
    default: new NegotiationModel(),
    onChange: () => {
      onChange("negotiation");
    },
  });
}

export function readEncounter(): EncounterState {
  return settings().get(SYSTEM_ID, DIRECTOR_SETTINGS.encounter).toObject();
}

export function readMontage(): MontageState {
  return settings().get(SYSTEM_ID, DIRECTOR_SETTINGS.montage).toObject();
}

export function readNegotiation(): NegotiationData {
  return settings().get(SYSTEM_ID, DIRECTOR_SETTINGS.negotiation).toObject();
}

/**
 * Writes only when something changed: every input change submits the form (even a select without a name, like
 * the skill picker), and an unchanged write would still re-render the window and reset what the user picked.
 */
function changed(current: object, next: object): boolean {
  return JSON.stringify(current) !== JSON.stringify(next);
}

export async function writeEncounter(state: EncounterState): Promise<void> {
  if (changed(readEncounter(), state)) await settings().set(SYSTEM_ID, DIRECTOR_SETTINGS.encounter, state);
}

export async function writeMontage(state: MontageState): Promise<void> {
  if (changed(readMontage(), state)) await settings().set(SYSTEM_ID, DIRECTOR_SETTINGS.montage, state);
}

export async function writeNegotiation(state: NegotiationData): Promise<void> {
  if (changed(readNegotiation(), state))
    await settings().set(SYSTEM_ID, DIRECTOR_SETTINGS.negotiation, state);
}
