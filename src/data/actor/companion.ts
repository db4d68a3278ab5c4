/**
 * A companion (the official system's `companion` actor, 1.x: a Beastheart's animal): a retainer-shaped stat
 * block bound to the hero it follows. It keeps the retainer's schema on purpose, so that everything a
 * retainer does (stamina and dying like a hero, R-RT-4; friendly, linked tokens; abilities rolled from the
 * sheet with the hero's surges, R-RT-5; `@mentor.*` in formulas, R-RT-6) works for it unchanged:
 * `mentor` is the companion's master. Beside the retainer's fields it holds its own heroic resource
 * (`heroicResource`: name and value, the Beastheart companion's Rampage; "" = none), which is the
 * companion's, not its master's (the master's Ferocity stays on the hero). The companion's own play
 * (sharing the master's recoveries and turn, the free strike formula, summoning) is not modelled yet and
 * belongs to a later issue.
 */
import { integer } from "../fields/numbers.ts";
import { plainText } from "../fields/text.ts";
import { RetainerModel, type RetainerSchema } from "./retainer.ts";
export { companionResourceOf } from "./companion-resource.ts";

const { SchemaField } = foundry.data.fields;

/** The companion's own resource (schema 6, default none: an older companion holds none). */
export const companionResourceField = () => new SchemaField({ name: plainText(), value: integer() });

export class CompanionModel extends RetainerModel {
  static override defineSchema(): RetainerSchema {
    // A superset of the retainer's schema: everything typed on RetainerSchema stays as it is.
    return { ...super.defineSchema(), heroicResource: companionResourceField() } as RetainerSchema;
  }
}
