import { describe, expect, it } from "vitest";
import { readRollDialogForm } from "../../src/applications/dialogs/roll-dialog-form.ts";

describe("roll dialog form", () => {
  it("reads the characteristic, bonus, roll mode and per-target choices", () => {
    const result = readRollDialogForm(
      {
        characteristic: "agility",
        bonus: "2",
        rollMode: "gmroll",
        "targets.0.flanked": true,
        "targets.0.extraEdges": 1,
        "targets.1.cover": true,
        "targets.1.extraBanes": 9,
        "targets.1.downgradeTo": "1",
        spendTimes: 2,
      },
      2,
    );
    expect(result).toMatchObject({ characteristic: "agility", bonus: 2, rollMode: "gmroll", spendTimes: 2 });
    expect(result.targets[0]).toMatchObject({
      flanked: true,
      extraEdges: 1,
      cover: false,
      downgradeTo: null,
    });
    // Manual extras are capped at 2 (edges and banes themselves cap at 2, R-PR-4).
    expect(result.targets[1]).toMatchObject({ cover: true, extraBanes: 2, downgradeTo: 1 });
  });

  it("falls back safely on junk input (tests: medium difficulty, no skill)", () => {
    const result = readRollDialogForm({ characteristic: "luck", bonus: "lots", difficulty: "brutal" }, 0);
    expect(result).toMatchObject({
      characteristic: null,
      bonus: 0,
      difficulty: "medium",
      skill: "",
      rollMode: "publicroll",
    });
    expect(result.targets).toHaveLength(1);
    expect(readRollDialogForm({ difficulty: "hard", skill: "climb" }, 1)).toMatchObject({
      difficulty: "hard",
      skill: "climb",
    });
  });
});
