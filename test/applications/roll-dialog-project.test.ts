import { describe, expect, it } from "vitest";
import { rollDialogContext } from "../../src/applications/dialogs/roll-dialog-context.ts";

const i18n = { localize: (k: string) => k, format: (k: string) => k, has: () => true };
const options = (kind: "ability" | "test" | "project") => ({
  title: "Forge",
  kind,
  characteristics: [{ key: "reason" as const, value: 2 }],
  selected: "reason" as const,
  targets: [],
});

describe("roll dialog for a project roll", () => {
  it("R-DT-1: a project roll offers the skill bonus but no test difficulty", () => {
    const project = rollDialogContext(i18n, options("project"), { modes: {}, current: null });
    expect(project).toMatchObject({ hasSkill: true, isTest: false, isAbility: false });
    expect(rollDialogContext(i18n, options("test"), { modes: {}, current: null })).toMatchObject({
      hasSkill: true,
      isTest: true,
    });
    expect(rollDialogContext(i18n, options("ability"), { modes: {}, current: null }).hasSkill).toBe(false);
  });
});
