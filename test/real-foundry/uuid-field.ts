/**
 * Field-level comparison of DocumentUUIDField: test/harness's stand-in against Foundry's real v13 field
 * (common/data/fields.mjs DocumentUUIDField#_validateType over common/utils/helpers.mjs parseUuid). Each
 * input is cleaned and validated by a field of each option set on both sides; the cleaned value and
 * whether validation failed are compared (never the error text).
 */
import { canon } from "./differential.ts";

const ID16 = "abcdefghijklmnop";
const ID15 = ID16.slice(1);
const ID17 = `${ID16}q`;

/** The inputs: world, compendium (typed and legacy untyped), embedded, 15/16/17-character ids, unknown types. */
export const UUID_INPUTS: readonly unknown[] = [
  `Actor.${ID16}`,
  `Item.${ID16}`,
  `Actor.${ID15}`,
  `Actor.${ID17}`,
  `Actor.goblinScout0001`,
  `Actor.abc-defghijklmnop`,
  `Compendium.steelbound.monsters.Actor.${ID16}`,
  `Compendium.steelbound.abilities.Item.${ID16}`,
  `Compendium.steelbound.monsters.Actor.${ID15}`,
  `Compendium.steelbound.monsters.Actor.${ID16}.Item.${ID16}`,
  `Compendium.steelbound.monsters.${ID16}`,
  `Compendium.world.unregistered.${ID16}`,
  `Compendium.steelbound.monsters.Foo.${ID16}`,
  `Compendium.steelbound.macros.Macro.${ID16}`,
  `Compendium.steelbound.rules.JournalEntry.${ID16}.JournalEntryPage.${ID16}`,
  `Foo.${ID16}`,
  `ActiveEffect.${ID16}`,
  `Actor.${ID16}.Item.${ID16}`,
  `Actor.${ID16}.Item.${ID15}`,
  `Actor.${ID15}.Item.${ID16}`,
  `Scene.${ID16}.Token.${ID16}.Actor.${ID16}`,
  `Scene.${ID16}.Token.${ID16}`,
  `Actor.${ID16}.Item`,
  `Actor.${ID16}.Foo.${ID16}`,
  `.Item.${ID16}`,
  `Actor`,
  `Actor.`,
  ` Actor.${ID16} `,
  "not a uuid",
  "",
  null,
  undefined,
  42,
  true,
];

/** The field options compared: untyped, one type, embedded required / refused, not nullable. */
export const UUID_OPTIONS: readonly Record<string, unknown>[] = [
  {},
  { type: "Actor" },
  { type: "Item" },
  { embedded: true },
  { type: "Item", embedded: false },
  { type: "Actor", nullable: false },
];

interface FieldLike {
  clean(value: unknown, options?: object): unknown;
  validate(value: unknown, options?: object): unknown;
}
export type UuidFieldClass = new (options: Record<string, unknown>) => FieldLike;

/** What one field makes of one input: its cleaned value and whether it validates. */
export function uuidOutcome(Field: UuidFieldClass, options: Record<string, unknown>, input: unknown): string {
  try {
    const field = new Field({ ...options });
    const cleaned = field.clean(input, {});
    const failure = field.validate(cleaned, {});
    return `${canon(cleaned)} ${failure ? "invalid" : "valid"}`;
  } catch (err) {
    return `threw ${(err as Error).name}`;
  }
}
