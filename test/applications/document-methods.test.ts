import { describe, expect, it } from "vitest";
import {
  canCreateSquad,
  canUseAbility,
  isManagedSquad,
} from "../../src/applications/sheets/document-methods.ts";

describe("document methods the sheets call (docs/DATA.md)", () => {
  it("the Use button hands the ability to actor.useAbility(item)", () => {
    expect(canUseAbility({ useAbility: () => Promise.resolve() })).toBe(true);
    expect(canUseAbility({})).toBe(false);
  });

  it("R-MN-1, R-MN-10: squad buttons need combat.createSquad and squad.setPool/assignCaptain", () => {
    expect(canCreateSquad({ createSquad: () => Promise.resolve() })).toBe(true);
    expect(canCreateSquad({})).toBe(false);
    const squad = { setPool: () => Promise.resolve(), assignCaptain: () => Promise.resolve() };
    expect(isManagedSquad(squad)).toBe(true);
    expect(isManagedSquad({ setPool: squad.setPool })).toBe(false);
  });
});
