import { beforeAll, describe, expect, it, vi } from "vitest";
import type { HarnessHooks } from "../harness/globals.ts";
import { resetWorld } from "../harness/globals.ts";
import { EncounterModel, MontageModel, NegotiationModel } from "../../src/data/settings/director.ts";
import { emptyEncounter } from "../../src/data/settings/encounter.ts";
import { emptyMontage } from "../../src/data/settings/montage.ts";
import { emptyNegotiation } from "../../src/data/settings/negotiation.ts";
import {
  readEncounter,
  readMontage,
  readNegotiation,
  writeMontage,
} from "../../src/data/settings/director-store.ts";
import { DIRECTOR_TOOL_BUTTONS } from "../../src/applications/director/tool-buttons.ts";
import { sampleEncounter, sampleMontage, sampleNegotiation } from "../fixtures/director.ts";
import { importSystem } from "../harness/system-hooks.ts";

beforeAll(async () => {
  resetWorld();
  await importSystem();
  (Hooks as unknown as HarnessHooks).callAll("init");
});

describe("Director tools: world settings", () => {
  it("a new world starts with an empty encounter, montage and negotiation", () => {
    expect(readEncounter()).toEqual(emptyEncounter());
    expect(readMontage()).toEqual(emptyMontage());
    expect(readNegotiation()).toEqual(emptyNegotiation());
  });

  it("the setting schemas keep every field the tools save (docs/DATA.md)", () => {
    expect(new EncounterModel(sampleEncounter).toObject()).toEqual(sampleEncounter);
    expect(new MontageModel(sampleMontage).toObject()).toEqual(sampleMontage);
    expect(new NegotiationModel(sampleNegotiation).toObject()).toEqual(sampleNegotiation);
  });

  it("a draft stored before the objective's progress existed reads with no progress yet", () => {
    const { progress: _progress, ...old } = sampleEncounter;
    const read = new EncounterModel(old).toObject();
    expect(read.progress).toEqual(emptyEncounter().progress);
    expect(read.monsters).toEqual(sampleEncounter.monsters);
  });

  it("cleans what it stores: levels and counts are clamped (R-EB-1: levels 1–10)", () => {
    const dirty = {
      ...sampleEncounter,
      party: [{ id: "Actor.a", name: "A", level: 14, retainer: false }],
      monsters: [{ ...sampleEncounter.monsters[0], count: 400 }],
    };
    const clean = new EncounterModel(dirty).toObject();
    expect(clean.party[0]?.level).toBe(10);
    expect(clean.monsters[0]?.count).toBe(99);
  });

  it("the GM's write is read back; an unchanged state is not written again (no re-render)", async () => {
    await writeMontage(sampleMontage);
    expect(readMontage()).toMatchObject({ name: "Outrun the storm", roundsCompleted: 1 });
    const settings = game.settings;
    if (!settings) throw new Error("harness");
    const set = vi.spyOn(settings, "set");
    await writeMontage(readMontage());
    expect(set).not.toHaveBeenCalled();
    await writeMontage({ ...sampleMontage, roundsCompleted: 2 });
    expect(set).toHaveBeenCalledTimes(1);
    set.mockRestore();
  });

  it("opens the tools from the Actors directory: all five for the GM (the monster builder and the test call too), the montage tracker for players", () => {
    const hooks = (Hooks as unknown as HarnessHooks).handlers;
    // Three handlers: the Director's tool row, the hero builder's button (src/applications/hero-builder) and
    // Import hero from Forge Steel (src/config/forge-steel-import.ts).
    expect(hooks.get("renderActorDirectory")).toHaveLength(3);
    expect(DIRECTOR_TOOL_BUTTONS.map((b) => [b.tool, b.gmOnly])).toEqual([
      ["encounter", true],
      ["monster", true],
      ["montage", false],
      ["negotiation", true],
      ["test", true],
    ]);
  });
});
