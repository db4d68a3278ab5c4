/**
 * Request kind `editEncounter`: one change to the encounter builder's draft (world setting
 * `steelbound.encounter`). Only a GM may ask (the draft is the Director's). It goes through the active GM's
 * one request queue (../../documents/gm-channel/gm-query.ts), which judges one request after another and
 * awaits each write's reply from the server, so each edit is applied to the draft as the server holds it:
 * two drops made close together (two monsters dropped quickly, a GM and an Assistant GM at once) both land,
 * where a whole draft computed from a client's copy would erase the one that landed in between (a lost
 * update).
 */
import { QueryRefused, type QueryKind } from "../../documents/gm-channel/query-kind.ts";
import { integer, isRecord, oneOf } from "../../documents/gm-channel/payload.ts";
import {
  applyEncounterEdit,
  type EncounterEdit,
  type FormValue,
} from "../../data/settings/encounter-edits.ts";
import type { MonsterLine, PartyMember } from "../../data/settings/encounter.ts";
import type { ObjectiveProgressEdit } from "../../data/settings/objective-progress.ts";
import { readEncounter, writeEncounter } from "../../data/settings/director-store.ts";
import { ORGANIZATIONS } from "../../data/vocabulary.ts";

const OPS = [
  "form",
  "addMonster",
  "removeMonster",
  "addParty",
  "removeParty",
  "startParty",
  "reset",
  "progress",
] as const;
/** More than any form or party the builder shows (a party of heroes and retainers, a long monster list). */
const MAX_FORM_KEYS = 400;
const MAX_PARTY = 40;
const MAX_TEXT = 400;

function malformed(what: string): never {
  throw new QueryRefused("Malformed", what);
}

function text(value: unknown, what: string, { blank = true } = {}): string {
  if (typeof value !== "string" || value.length > MAX_TEXT || (!blank && value === "")) malformed(what);
  return value;
}

function record(value: unknown, what: string): Record<string, unknown> {
  return isRecord(value) ? value : malformed(what);
}

function formData(value: unknown): Record<string, FormValue> {
  const data = record(value, "data");
  const entries = Object.entries(data);
  if (entries.length > MAX_FORM_KEYS) malformed("data");
  const out: Record<string, FormValue> = {};
  for (const [key, v] of entries) {
    if (key.length > MAX_TEXT) malformed("data");
    if (v === null || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v))) out[key] = v;
    else if (typeof v === "string" && v.length <= MAX_TEXT) out[key] = v;
    else malformed(`data.${key}`);
  }
  return out;
}

function monsterLine(value: unknown): Omit<MonsterLine, "count"> {
  const line = record(value, "line");
  return {
    uuid: text(line["uuid"], "line.uuid", { blank: false }),
    name: text(line["name"], "line.name"),
    img: text(line["img"], "line.img"),
    level: integer(line["level"], 0, 20, "line.level"),
    organization: oneOf(line["organization"], ORGANIZATIONS, "line.organization"),
    ev: integer(line["ev"], 0, 9_999, "line.ev"),
  };
}

function partyMember(value: unknown): PartyMember {
  const member = record(value, "member");
  const retainer = member["retainer"];
  if (typeof retainer !== "boolean") malformed("member.retainer");
  return {
    id: text(member["id"], "member.id", { blank: false }),
    name: text(member["name"], "member.name"),
    level: integer(member["level"], 1, 10, "member.level"),
    retainer,
  };
}

function party(value: unknown): PartyMember[] {
  if (!Array.isArray(value) || value.length > MAX_PARTY) malformed("members");
  return (value as unknown[]).map(partyMember);
}

function progressEdit(value: unknown): ObjectiveProgressEdit {
  const change = record(value, "change");
  const kind = oneOf(change["kind"], ["assaultTurn", "workRound", "reset"] as const, "change.kind");
  if (kind !== "assaultTurn") return { kind };
  const held = change["held"];
  if (typeof held !== "boolean") malformed("change.held");
  return { kind, held };
}

export function parseEncounterEdit(value: unknown): EncounterEdit {
  const edit = record(value, "edit");
  const op = oneOf(edit["op"], OPS, "edit.op");
  switch (op) {
    case "form":
      return { op, data: formData(edit["data"]) };
    case "addMonster":
      return { op, line: monsterLine(edit["line"]) };
    case "removeMonster":
      return { op, uuid: text(edit["uuid"], "uuid", { blank: false }) };
    case "addParty":
    case "startParty":
      return { op, members: party(edit["members"]) };
    case "removeParty":
      return { op, id: text(edit["id"], "id", { blank: false }) };
    case "reset":
      return { op, party: party(edit["party"]) };
    case "progress":
      return { op, change: progressEdit(edit["change"]) };
  }
}

export const editEncounterKind: QueryKind<{ edit: EncounterEdit }, { ok: true }> = {
  parse: (data) => ({ edit: parseEncounterEdit(data["edit"]) }),
  authorize(_payload, user) {
    if (!user.isGM) throw new QueryRefused("Forbidden", "the Director's encounter");
  },
  async handle(payload) {
    await writeEncounter(applyEncounterEdit(readEncounter(), payload.edit));
    return { ok: true };
  },
};
