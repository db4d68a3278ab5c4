/**
 * THE GM's record gained `renown` (hero UUID → the renown a GM last wrote). An old record has
 * none and reads as an empty map; anything but whole numbers ≥ 0 is dropped.
 */
import { describe, expect, it } from "vitest";
import { gmRecordOf } from "../../src/data/settings/gm-record.ts";

describe("THE GM's record: renown", () => {
  it("an old record without renown reads as none granted", () => {
    const old = {
      abilities: {},
      once: {},
      useAccepted: [],
      pending: [],
      claims: [],
      heroTokenTurns: {},
      done: ["guards-1"],
    };
    expect(gmRecordOf(old).renown).toEqual({});
    expect(gmRecordOf(old).done).toEqual(["guards-1"]);
  });

  it("keeps whole numbers ≥ 0 and drops the rest", () => {
    const renown = { "Actor.a": 3, "Actor.b": -1, "Actor.c": 2.5, "Actor.d": "12", "Actor.e": 0 };
    expect(gmRecordOf({ renown }).renown).toEqual({ "Actor.a": 3, "Actor.e": 0 });
  });
});
