import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import {
  draftFromForm,
  emptyDraft,
  negotiationTrackerContext,
  tier,
} from "../../src/applications/director/context/negotiation.ts";
import { negotiationOutcomeCard } from "../../src/applications/director/context/outcome.ts";
import {
  adjustNegotiation,
  applyNegotiationForm,
  attemptDiscovery,
  beginNegotiation,
  emptyNegotiation,
  makeArgument,
  setNegotiationNpc,
  type ArgumentInput,
  type NegotiationChange,
  type NegotiationData,
} from "../../src/data/settings/negotiation.ts";
import { sampleNegotiation } from "../fixtures/director.ts";

const en = createLocalizer("en");
const ja = createLocalizer("ja");
const view = (state: NegotiationData, lang = en) =>
  negotiationTrackerContext(lang, state, { isGM: true, draft: emptyDraft() });

function ok(change: NegotiationChange): NegotiationData {
  if (!change.ok) throw new Error(change.error);
  return change.state;
}

const argument = (over: Partial<ArgumentInput>): ArgumentInput => ({
  motivation: "",
  pitfall: "",
  tier: 2,
  critical: false,
  caughtInLie: false,
  repeated: false,
  ...over,
});

/** The sample NPC, freshly started: suspicious with one speaker of its language. */
const fresh = beginNegotiation(sampleNegotiation);

describe("negotiation tracker: set-up", () => {
  it("R-NG-2: the attitude sets the starting interest and patience; a speaker of its language adds patience", () => {
    expect([fresh.interest, fresh.patience]).toEqual([2, 3]);
    expect(fresh.log).toEqual([]);
    expect(fresh.traits.every((t) => !t.used)).toBe(true);
    const context = view(fresh);
    expect(context.attitudeOptions.find((o) => o.selected)?.label).toBe(
      "Suspicious (interest 2, patience 2)",
    );
    expect(context.startLabel).toBe("Starts at interest 2, patience 2 (+ language bonus).");
  });

  it("R-NG-1: a dropped monster brings its motivations, pitfalls and impression", () => {
    const npc = setNegotiationNpc(
      emptyNegotiation(),
      { uuid: "Actor.x", name: "Vizier", img: "" },
      {
        motivations: new Set(["power", "legacy"] as const),
        pitfalls: new Set(["peace"] as const),
        impression: 7,
      },
    );
    expect(npc.traits.map((t) => [t.key, t.kind, t.known])).toEqual([
      ["power", "motivation", false],
      ["legacy", "motivation", false],
      ["peace", "pitfall", false],
    ]);
    expect([npc.impression, npc.started, npc.npc.name]).toEqual([7, false, "Vizier"]);
  });

  it("R-NG-9: the Director sets each of the twelve as motivation, pitfall or neither", () => {
    const edited = applyNegotiationForm(sampleNegotiation, {
      "trait.protection": "",
      "trait.justice": "pitfall",
      "known.justice": true,
      attitude: "open",
      speakers: 99,
    });
    expect(edited.traits.map((t) => `${t.kind}:${t.key}:${t.known}`)).toEqual([
      "motivation:greed:true",
      "pitfall:justice:true",
      "pitfall:vengeance:true",
    ]);
    expect([edited.attitude, edited.speakers]).toEqual(["open", 10]);
    const rows = view(edited).traitRows;
    expect(rows).toHaveLength(12);
    expect(rows.find((r) => r.key === "justice")?.kindOptions.find((o) => o.selected)?.label).toBe("Pitfall");
  });
});

describe("negotiation tracker: arguments", () => {
  it("R-NG-5: appealing to a motivation at tier 2 gives interest +1, patience −1 and uses it up", () => {
    const after = ok(makeArgument(fresh, argument({ motivation: "protection" })));
    expect([after.interest, after.patience]).toEqual([3, 2]);
    expect(after.traits.find((t) => t.key === "protection")?.used).toBe(true);
    expect(view(after).argument.motivationOptions.map((o) => o.label)).toContain("Protection (already used)");
    expect(view(after).log.at(-1)).toEqual({
      index: 1,
      text: "Argument appealing to Protection, tier 2",
      result: "→ interest 3, patience 2",
    });
  });

  it("R-NG-5: appealing to the same motivation again only costs patience", () => {
    const once = ok(makeArgument(fresh, argument({ motivation: "protection", tier: 3 })));
    const twice = ok(makeArgument(once, argument({ motivation: "protection", tier: 3 })));
    expect([twice.interest, twice.patience]).toEqual([once.interest, once.patience - 1]);
    expect(twice.log.at(-1)?.action).toBe("usedMotivation");
  });

  it("R-NG-7: touching a pitfall fails outright (interest −1, patience −1) even with a motivation", () => {
    const after = ok(
      makeArgument(fresh, argument({ motivation: "protection", pitfall: "vengeance", tier: 3 })),
    );
    expect([after.interest, after.patience]).toEqual([1, 2]);
    expect(after.log.at(-1)).toMatchObject({ action: "pitfall", trait: "vengeance" });
  });

  it("R-NG-6, R-NG-7: no motivation at tier 1 costs both; a lie caught costs one more interest", () => {
    const after = ok(makeArgument(fresh, argument({ tier: 1, caughtInLie: true })));
    expect([after.interest, after.patience]).toEqual([0, 2]);
    const context = view(after);
    expect([context.ended, context.endLabel, context.playing]).toEqual([
      true,
      "The NPC ends it: no offer.",
      false,
    ]);
    expect(makeArgument(after, argument({}))).toEqual({
      ok: false,
      error: "STEELBOUND.Director.Negotiation.Error.Over",
    });
  });

  it("R-NG-3, R-NG-8: patience 0 ends it with a final offer by interest", () => {
    const after = ok(makeArgument(sampleNegotiation, argument({ tier: 2 })));
    expect([after.interest, after.patience]).toEqual([3, 0]);
    expect(view(after).endLabel).toBe("Final offer: “Yes, but…”");
    expect(negotiationOutcomeCard(en, after)).toMatchObject({
      title: "Negotiation with Skree the Underboss",
      tone: "success",
      result: "Final offer: “Yes, but…”",
    });
  });

  it("R-NG-8: the NPC's response follows interest while it goes on", () => {
    expect(view(sampleNegotiation).responseLabel).toBe("“Yes, but…”");
    expect(view(adjustNegotiation(sampleNegotiation, "interest", 1)).responseLabel).toBe("“Yes.”");
    expect(view(sampleNegotiation, ja).responseLabel).toBe("「はい、ですが……」");
    expect(negotiationOutcomeCard(en, sampleNegotiation).result).toBe("Response: “Yes, but…”");
  });

  it("an argument before the start is refused", () => {
    expect(makeArgument(emptyNegotiation(), argument({}))).toEqual({
      ok: false,
      error: "STEELBOUND.Director.Negotiation.Error.NotStarted",
    });
  });
});

describe("negotiation tracker: discovery", () => {
  it("R-NG-4: tier 3 reveals the chosen motivation or pitfall; tier 1 costs patience", () => {
    const learned = ok(attemptDiscovery(fresh, 3, "motivation:protection"));
    expect(learned.traits.find((t) => t.key === "protection")?.known).toBe(true);
    expect(learned.patience).toBe(fresh.patience);
    const failed = ok(attemptDiscovery(fresh, 1, ""));
    expect(failed.patience).toBe(fresh.patience - 1);
    expect(failed.traits).toEqual(fresh.traits);
  });

  it("R-NG-4: a second discovery test waits for an argument", () => {
    const once = ok(attemptDiscovery(fresh, 2, ""));
    expect(attemptDiscovery(once, 3, "")).toEqual({
      ok: false,
      error: "STEELBOUND.Director.Negotiation.Error.ArgueFirst",
    });
    expect(view(once).discovery.allowed).toBe(false);
    const argued = ok(makeArgument(once, argument({ motivation: "greed" })));
    expect(view(argued).discovery.allowed).toBe(true);
  });

  it("R-NG-4: without a choice, tier 3 reveals the first unknown one; the reveal list holds only unknown ones", () => {
    const reveal = view(fresh).discovery.revealOptions.map((o) => o.value);
    expect(reveal).toEqual(["", "motivation:protection"]);
    const learned = ok(attemptDiscovery(fresh, 3, ""));
    expect(learned.log.at(-1)).toMatchObject({ action: "discovery", trait: "protection", tier: 3 });
  });
});

describe("negotiation tracker: form and display", () => {
  it("keeps the argument draft between renders and reads the tier safely", () => {
    const draft = draftFromForm(emptyDraft(), {
      "argument.motivation": "greed",
      "argument.tier": "3",
      "argument.critical": true,
      "discovery.tier": "9",
    });
    expect(draft).toMatchObject({ motivation: "greed", tier: 3, critical: true, discoveryTier: 2 });
    expect(tier("x", 1)).toBe(1);
    const context = negotiationTrackerContext(en, fresh, { isGM: true, draft });
    expect(context.argument.motivationOptions.find((o) => o.selected)?.value).toBe("greed");
    expect(context.argument.tierOptions.find((o) => o.selected)?.label).toBe("Tier 3 (17 or higher)");
  });

  it("R-NG-7: the set-up says which renown sways the NPC and on which arguments", () => {
    expect(view(sampleNegotiation).renownHint).toBe(
      "Renown 3 or more sways it: fame gives an edge on Flirt or Lead or Persuade arguments, infamy on Brag or Interrogate or Intimidate.",
    );
  });

  it("R-NG-1: interest and patience show as five pips; the Director's adjustments stay within 0–5", () => {
    const context = view(sampleNegotiation);
    expect(context.interestPips.map((p) => p.filled)).toEqual([true, true, true, false, false]);
    expect(adjustNegotiation(sampleNegotiation, "patience", -5).patience).toBe(0);
    expect(adjustNegotiation(emptyNegotiation(), "interest", 1).interest).toBe(0);
  });

  it("the Japanese tracker uses the seed's terms and lacks no key", () => {
    const context = view(sampleNegotiation, ja);
    expect(context.motivations.map((m) => m.label)).toEqual(["強欲", "保護"]);
    expect(context.pitfalls.map((m) => m.label)).toEqual(["復讐"]);
    expect(context.attitudeOptions.find((o) => o.selected)?.label).toBe("懐疑的(興味 2、忍耐 2)");
    expect(ja.missing.size).toBe(0);
    expect(en.missing.size).toBe(0);
  });
});
