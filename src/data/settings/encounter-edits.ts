/**
 * What the encounter builder asks to change in its draft (world setting `steelbound.encounter`), as an edit
 * rather than a whole new draft: the one writer (the active GM's request queue, src/queries/encounter) applies
 * each edit to the draft the server holds after the previous edit landed, so two drops made close together
 * (two monsters dropped quickly, or two GMs at once) both count. A whole draft computed on a client's copy
 * would erase whatever landed in between.
 */
import {
  addMonster,
  addPartyMember,
  applyEncounterForm,
  emptyEncounter,
  removeMonster,
  removePartyMember,
  type EncounterState,
  type MonsterLine,
  type PartyMember,
} from "./encounter.ts";
import { applyObjectiveProgress, type ObjectiveProgressEdit } from "./objective-progress.ts";

/** A form value as FormDataExtended#object gives it. */
export type FormValue = string | number | boolean | null;

export type EncounterEdit =
  /** The builder's form: only the keys it names change (applyEncounterForm). */
  | { op: "form"; data: Record<string, FormValue> }
  | { op: "addMonster"; line: Omit<MonsterLine, "count"> }
  | { op: "removeMonster"; uuid: string }
  /** Adds heroes and retainers, or refreshes their names and levels when already listed. */
  | { op: "addParty"; members: PartyMember[] }
  | { op: "removeParty"; id: string }
  /** A fresh draft's party: only when the draft holds no one and nothing yet. */
  | { op: "startParty"; members: PartyMember[] }
  /** Clear: an empty draft with this party. */
  | { op: "reset"; party: PartyMember[] }
  /** The objective's progress during play (R-EB-4 success conditions). */
  | { op: "progress"; change: ObjectiveProgressEdit };

export function applyEncounterEdit(state: EncounterState, edit: EncounterEdit): EncounterState {
  switch (edit.op) {
    case "form":
      return applyEncounterForm(state, edit.data);
    case "addMonster":
      return addMonster(state, edit.line);
    case "removeMonster":
      return removeMonster(state, edit.uuid);
    case "addParty":
      return edit.members.reduce(addPartyMember, state);
    case "removeParty":
      return removePartyMember(state, edit.id);
    case "startParty":
      return state.party.length === 0 && state.monsters.length === 0
        ? edit.members.reduce(addPartyMember, state)
        : state;
    case "reset":
      return { ...emptyEncounter(), party: edit.party.map((p) => ({ ...p })) };
    case "progress":
      return {
        ...state,
        progress: applyObjectiveProgress(
          state.progress,
          edit.change,
          state.party.filter((m) => !m.retainer).length,
        ),
      };
  }
}
