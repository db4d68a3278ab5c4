/**
 * Registers Steelbound's sheets, the squad manager's scene control, and preloads the partials the sheets use
 * (called from the init hook).
 */
import { SYSTEM_ID, templatePath } from "../constants.ts";
import { SYSTEM_PARTIALS } from "../applications/handlebars/partials.ts";
import { HeroSheet } from "../applications/sheets/hero-sheet.ts";
import { MonsterSheet } from "../applications/sheets/monster-sheet.ts";
import { RetainerSheet } from "../applications/sheets/retainer-sheet.ts";
import { CompanionSheet } from "../applications/sheets/companion-sheet.ts";
import { ObjectSheet } from "../applications/sheets/object-sheet.ts";
import { PartySheet } from "../applications/sheets/party-sheet.ts";
import { FollowerSheet } from "../applications/sheets/follower-sheet.ts";
import { SteelItemSheet } from "../applications/sheets/item-sheet.ts";
import { RulesJournalSheet } from "../applications/journal/rules-journal-sheet.ts";
import { registerSquadControl } from "./squad-control.ts";

export function registerSheets(): void {
  const { Actors, Items, Journal } = foundry.documents.collections;
  Actors.registerSheet(SYSTEM_ID, HeroSheet, {
    types: ["hero"],
    makeDefault: true,
    label: "STEELBOUND.Sheet.Label.Hero",
  });
  Actors.registerSheet(SYSTEM_ID, MonsterSheet, {
    types: ["monster"],
    makeDefault: true,
    label: "STEELBOUND.Sheet.Label.Monster",
  });
  Actors.registerSheet(SYSTEM_ID, RetainerSheet, {
    types: ["retainer"],
    makeDefault: true,
    label: "STEELBOUND.Sheet.Label.Retainer",
  });
  Actors.registerSheet(SYSTEM_ID, CompanionSheet, {
    types: ["companion"],
    makeDefault: true,
    label: "STEELBOUND.Sheet.Label.Companion",
  });
  Actors.registerSheet(SYSTEM_ID, ObjectSheet, {
    types: ["object"],
    makeDefault: true,
    label: "STEELBOUND.Sheet.Label.Object",
  });
  Actors.registerSheet(SYSTEM_ID, PartySheet, {
    types: ["party"],
    makeDefault: true,
    label: "STEELBOUND.Sheet.Label.Party",
  });
  Actors.registerSheet(SYSTEM_ID, FollowerSheet, {
    types: ["follower"],
    makeDefault: true,
    label: "STEELBOUND.Sheet.Label.Follower",
  });
  Items.registerSheet(SYSTEM_ID, SteelItemSheet, { makeDefault: true, label: "STEELBOUND.Sheet.Label.Item" });
  // Not the default: only journals flagged `core.sheetClass` (our packs' rules journals) open in it.
  Journal.registerSheet(SYSTEM_ID, RulesJournalSheet, {
    makeDefault: false,
    label: "STEELBOUND.Sheet.Label.RulesJournal",
  });
  registerSquadControl();
  // Partials must be registered before the first sheet renders; loadTemplates registers them by path.
  void foundry.applications.handlebars.loadTemplates(SYSTEM_PARTIALS.map((p) => templatePath(p)));
}
