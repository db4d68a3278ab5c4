/**
 * The simulation applies ActiveEffect changes as v13 DataField#applyChange and ActiveEffect#apply do
 * (test/harness/effect-change.ts; v13 common/data/fields.mjs, client/documents/active-effect.mjs), strings
 * included: this is what lets test/security/html-effects.test.ts see an effect that rewrites a biography.
 */
import { describe, expect, it } from "vitest";
import { BooleanField, HTMLField, NumberField, StringField } from "../harness/fields.ts";
import { ArrayField, SchemaField, SetField } from "../harness/fields-composite.ts";
import { applyEffectChange, MODES } from "../harness/effect-change.ts";

const schema = new SchemaField({
  bio: new SchemaField({ value: new HTMLField() }),
  title: new StringField(),
  speed: new NumberField(),
  flying: new BooleanField(),
  keywords: new ArrayField(new StringField()),
  tags: new SetField(new StringField()),
});
function actor() {
  return {
    name: "Korva",
    flags: { note: "a" },
    count: 2,
    system: {
      schema,
      bio: { value: "<p>Stored</p>" },
      title: "Knight",
      speed: 5,
      flying: false,
      keywords: ["melee"],
      tags: new Set(["a"]),
    },
  };
}
const apply = (a: ReturnType<typeof actor>, key: string, mode: number, value: string) =>
  applyEffectChange(a, { key, mode, value });

describe("v13 ActiveEffect changes on every field type", () => {
  it("HTMLField and StringField: ADD concatenates, OVERRIDE replaces, MULTIPLY/UPGRADE/DOWNGRADE leave it", () => {
    const a = actor();
    apply(a, "system.bio.value", MODES.OVERRIDE, "<script>x</script>");
    expect(a.system.bio.value).toBe("<script>x</script>");
    apply(a, "system.title", MODES.ADD, "<img onerror=1>");
    expect(a.system.title).toBe("Knight<img onerror=1>");
    for (const mode of [MODES.MULTIPLY, MODES.UPGRADE, MODES.DOWNGRADE]) apply(a, "system.title", mode, "z");
    expect(a.system.title).toBe("Knight<img onerror=1>");
    apply(a, "name", MODES.OVERRIDE, "Evil");
    expect(a.name).toBe("Evil");
  });

  it("NumberField and BooleanField follow their overrides", () => {
    const a = actor();
    apply(a, "system.speed", MODES.ADD, "2");
    apply(a, "system.speed", MODES.MULTIPLY, "2");
    expect(a.system.speed).toBe(14);
    apply(a, "system.speed", MODES.DOWNGRADE, "10");
    expect(a.system.speed).toBe(10);
    apply(a, "system.speed", MODES.UPGRADE, "20");
    expect(a.system.speed).toBe(20);
    apply(a, "system.flying", MODES.ADD, "true");
    expect(a.system.flying).toBe(true);
    apply(a, "system.flying", MODES.MULTIPLY, "false");
    expect(a.system.flying).toBe(false);
  });

  it("ArrayField pushes parsed elements, SetField adds them, OVERRIDE replaces", () => {
    const a = actor();
    apply(a, "system.keywords", MODES.ADD, '["magic","area"]');
    expect(a.system.keywords).toEqual(["melee", "magic", "area"]);
    apply(a, "system.tags", MODES.ADD, "b");
    expect([...a.system.tags]).toEqual(["a", "b"]);
    apply(a, "system.keywords", MODES.OVERRIDE, "ranged");
    expect(a.system.keywords).toEqual(["ranged"]);
  });

  it("keys with no field take the legacy path, cast by the current value", () => {
    const a = actor();
    apply(a, "flags.note", MODES.ADD, "b");
    apply(a, "count", MODES.ADD, "x");
    expect(a.flags.note).toBe("ab");
    expect(a.count).toBe(2); // NaN → 0
  });
});
