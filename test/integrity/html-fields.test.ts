/**
 * Foundry's server cleans a system's HTML only where the manifest says so: system.json
 * `documentTypes.<Document>.<subtype>.htmlFields`, paths relative to `system` (v13 common/data/fields.mjs
 * HTMLField; common/packages ServerSanitizationFields). The server never builds our TypeDataModels, so an
 * HTMLField missing from that list reaches every client uncleaned. This test keeps the two in step: every
 * subtype declares its list (empty when it has no HTML), and the list is exactly its schema's HTMLFields.
 */
import { describe, expect, it } from "vitest";
import { isRecord, readJson } from "./files.ts";
import { ACTOR_MODELS, COMBATANT_GROUP_MODELS, ITEM_MODELS } from "../../src/data/models.ts";
import { AbilityUseModel } from "../../src/chat/ability-use-model.ts";
import { TestModel } from "../../src/chat/test-model.ts";
import { TestCallModel } from "../../src/chat/test-call-model.ts";

type Field = { fields?: Record<string, Field>; element?: Field };
type Model = { schema: Field };

const MODELS: Record<string, Record<string, Model>> = {
  Actor: ACTOR_MODELS,
  Item: ITEM_MODELS,
  CombatantGroup: COMBATANT_GROUP_MODELS,
  // The subtypes src/chat/register.ts registers (the card models extend these without new fields).
  ChatMessage: { abilityUse: AbilityUseModel, test: TestModel, testCall: TestCallModel },
};

/** Dotted paths of every HTMLField in a schema; an HTMLField inside an array is reported with "[]". */
function htmlPaths(field: Field, prefix = ""): string[] {
  if (field instanceof foundry.data.fields.HTMLField) return [prefix];
  if (field.element) return htmlPaths(field.element, `${prefix}[]`);
  return Object.entries(field.fields ?? {}).flatMap(([key, child]) =>
    htmlPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

const manifest = readJson("system.json");
const documentTypes =
  isRecord(manifest) && isRecord(manifest["documentTypes"]) ? manifest["documentTypes"] : {};

describe("system.json htmlFields", () => {
  it("every document subtype of system.json has a model and every model a subtype", () => {
    for (const [documentName, models] of Object.entries(MODELS)) {
      const declared = documentTypes[documentName];
      expect(isRecord(declared) ? Object.keys(declared).sort() : []).toEqual(Object.keys(models).sort());
    }
  });

  for (const [documentName, models] of Object.entries(MODELS))
    for (const [type, model] of Object.entries(models))
      it(`${documentName}.${type} declares exactly its schema's HTMLFields`, () => {
        const entry = (documentTypes[documentName] as Record<string, unknown> | undefined)?.[type];
        const declared = isRecord(entry) ? entry["htmlFields"] : undefined;
        expect(Array.isArray(declared), `${documentName}.${type} has no htmlFields list`).toBe(true);
        expect([...(declared as string[])].sort()).toEqual(htmlPaths(model.schema).sort());
      });
});
