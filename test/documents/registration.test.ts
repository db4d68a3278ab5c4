import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ACTOR_MODELS, COMBATANT_GROUP_MODELS, ITEM_MODELS } from "../../src/data/models.ts";
import { SteelActor } from "../../src/documents/actor.ts";
import { SteelCombatantGroup } from "../../src/documents/combatant-group.ts";
import { SteelTokenDocument } from "../../src/documents/token-document.ts";
import type { HarnessHooks } from "../harness/globals.ts";
import { resetWorld } from "../harness/globals.ts";
import type { DataModel } from "../harness/data-model.ts";
import { HTMLField } from "../harness/fields.ts";
import { SchemaField } from "../harness/fields-composite.ts";
import { importSystem } from "../harness/system-hooks.ts";

const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "system.json"), "utf8")) as {
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
};

beforeAll(async () => {
  resetWorld();
  await importSystem();
  (Hooks as unknown as HarnessHooks).callAll("init");
});

describe("init registration", () => {
  it("registers a data model for every subtype in system.json and nothing else", () => {
    expect(Object.keys(CONFIG.Actor.dataModels).sort()).toEqual(
      Object.keys(manifest.documentTypes["Actor"] ?? {}).sort(),
    );
    expect(Object.keys(CONFIG.Item.dataModels).sort()).toEqual(
      Object.keys(manifest.documentTypes["Item"] ?? {}).sort(),
    );
    expect(Object.keys(CONFIG.CombatantGroup.dataModels)).toEqual(
      Object.keys(manifest.documentTypes["CombatantGroup"] ?? {}),
    );
  });

  it("declares every rich-text field of every model in system.json htmlFields (so Foundry sanitises it)", () => {
    const models = { Actor: ACTOR_MODELS, Item: ITEM_MODELS, CombatantGroup: COMBATANT_GROUP_MODELS };
    for (const [documentName, byType] of Object.entries(models)) {
      for (const [type, model] of Object.entries(byType)) {
        const declared = manifest.documentTypes[documentName]?.[type]?.htmlFields ?? [];
        const html: string[] = [];
        const walk = (fields: Record<string, unknown>, prefix: string): void => {
          for (const [name, field] of Object.entries(fields)) {
            const path = prefix ? `${prefix}.${name}` : name;
            if (field instanceof HTMLField) html.push(path);
            else if (field instanceof SchemaField) walk(field.fields, path);
          }
        };
        // The models extend the harness DataModel at runtime (fvtt-types describes Foundry's).
        walk((model as unknown as typeof DataModel).schema.fields, "");
        expect(declared.sort(), `${documentName}.${type}`).toEqual(html.sort());
      }
    }
  });

  it("registers the document classes and exposes them on globalThis.steelbound", async () => {
    expect(CONFIG.Actor.documentClass).toBe(SteelActor);
    expect(CONFIG.CombatantGroup.documentClass).toBe(SteelCombatantGroup);
    expect(CONFIG.Token.documentClass).toBe(SteelTokenDocument);
    expect(globalThis.steelbound.documents.SteelActor).toBe(SteelActor);
    // The rules engine loads on first use (docs/API.md): steelbound.loadRules, then steelbound.rules.
    const rules = await globalThis.steelbound.loadRules();
    expect(globalThis.steelbound.rules).toBe(rules);
    expect(typeof rules.resolvePowerRoll).toBe("function");
  });

  it("replaces the status effects and registers the migration setting", () => {
    expect(CONFIG.statusEffects.map((s) => s.id)).toContain("taunted");
    expect(game.settings?.get("steelbound", "schemaVersion")).toBe(0);
  });
});
