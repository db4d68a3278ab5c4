/**
 * Our stand-ins against Foundry's own code (deliver 4). Opt-in: skipped unless FOUNDRY_COMMON
 * names a folder holding Foundry v13's real `common/` (assembled outside the repository; README
 * "Verification"). Runs every pack document, old-version sources, a seeded differential fuzz of all our
 * models, updateSource, the 33 migration fixtures (old-version sources, ./migration-fixtures.ts) and a
 * field-level DocumentUUIDField comparison (./uuid-field.ts) through test/harness and through the real
 * DataModel/fields classes, and reports every disagreement by cause. `FOUNDRY_COMMON=/path npx vitest run test/real-foundry`
 */
import { beforeAll, describe, expect, it } from "vitest";
import { filesUnder, readJson } from "../integrity/files.ts";
import { DocumentUUIDField } from "../harness/fields.ts";
import { MIGRATION_FIXTURES } from "./migration-fixtures.ts";
import { UUID_INPUTS, UUID_OPTIONS, uuidOutcome, type UuidFieldClass } from "./uuid-field.ts";
import { withReal, loadRealFoundry, type ModelTable, type RealFoundry } from "./real-env.ts";
import {
  apply,
  built,
  canon,
  changeFor,
  firstDiff,
  mutations,
  pathsOf,
  Tally,
  updated,
  type Ctor,
} from "./differential.ts";

const folder = process.env["FOUNDRY_COMMON"];
const SEED = 20;
const RUNS = Number(process.env["FOUNDRY_FUZZ_RUNS"] ?? 150);

type Plain = Record<string, unknown>;
interface Doc extends Plain {
  _id: string;
  type: string;
  system: Plain;
  items?: Doc[];
}

async function harnessModels(): Promise<ModelTable> {
  const m = await import("../../src/data/models.ts");
  const pick = (mods: Record<string, unknown>[]) =>
    Object.fromEntries(
      mods
        .flatMap((mod) => Object.entries(mod))
        .filter(([, v]) => typeof v === "function" && "defineSchema" in v),
    ) as Record<string, Ctor & Record<string, unknown>>;
  return {
    Actor: m.ACTOR_MODELS as never,
    Item: m.ITEM_MODELS as never,
    CombatantGroup: m.COMBATANT_GROUP_MODELS as never,
    settings: pick([
      await import("../../src/data/settings/director.ts"),
      await import("../../src/data/settings/malice.ts"),
      await import("../../src/data/settings/ledger.ts"),
      await import("../../src/data/settings/hero-tokens.ts"),
    ]),
    ChatMessage: pick([
      await import("../../src/chat/test-model.ts"),
      await import("../../src/chat/ability-use-model.ts"),
      await import("../../src/chat/test-call-model.ts"),
    ]),
  };
}

function pairs(harness: ModelTable, real: ModelTable): { name: string; h: Ctor; r: Ctor }[] {
  return Object.entries(harness).flatMap(([doc, table]) =>
    Object.entries(table).flatMap(([type, h]) => {
      const r = real[doc]?.[type];
      return r ? [{ name: `${doc}.${type}`, h, r }] : [];
    }),
  );
}

function baseSource(cls: Ctor): Plain {
  try {
    return new (cls as unknown as new (d: object) => { toObject(): Plain })({}).toObject();
  } catch {
    return {};
  }
}

describe.skipIf(!folder)("our models on Foundry's real v13 common/ (FOUNDRY_COMMON)", () => {
  let real: RealFoundry;
  let harness: ModelTable;
  const log: string[] = [];

  beforeAll(async () => {
    harness = await harnessModels();
    real = await loadRealFoundry(folder as string);
  }, 120_000);

  it("loads the real classes and builds every model the system registers on them", () => {
    // The system's own registration, not a count written down: each subtype system.json declares for a
    // document with models (Actor, Item, CombatantGroup) has its class in the tables registerDataModels
    // hands CONFIG, and every class of those tables and of the settings and chat modules is built on the
    // real classes.
    const manifest = readJson("system.json") as { documentTypes: Record<string, Record<string, unknown>> };
    for (const doc of ["Actor", "Item", "CombatantGroup"])
      expect(Object.keys(harness[doc] ?? {}).sort(), doc).toEqual(
        Object.keys(manifest.documentTypes[doc] ?? {}).sort(),
      );
    const registered = Object.entries(harness).flatMap(([doc, table]) =>
      Object.keys(table).map((type) => `${doc}.${type}`),
    );
    expect(registered.length).toBeGreaterThan(26);
    expect(pairs(harness, real.models).map((p) => p.name)).toEqual(registered);
  });

  it("every pack document is valid on the real Document classes and its system data agrees", () => {
    const tally = new Tally();
    const manifest = readJson("system.json") as { packs: { name: string; type: string }[] };
    const docs = manifest.packs
      .filter((pack) => pack.type === "Actor" || pack.type === "Item")
      .flatMap((pack) =>
        filesUnder(`packs/${pack.name}`, ".json").map((file) => ({ pack, doc: readJson(file) as Doc })),
      )
      .filter(({ doc }) => !(typeof doc["_key"] === "string" && doc["_key"].startsWith("!folders")));
    for (const { pack, doc } of docs) {
      const documentName = pack.type;
      const h = harness[documentName]?.[doc.type];
      const strictRealDoc = withReal(() => {
        try {
          const Base = (documentName === "Actor" ? real.BaseActor : real.BaseItem) as unknown as new (
            d: unknown,
            o: object,
          ) => { system: { toObject(): unknown } };
          return canon(new Base(structuredClone(doc), { strict: true }).system.toObject());
        } catch (err) {
          return `error: ${(err as Error).message.slice(0, 200)}`;
        }
      });
      const harnessSystem = h ? built(h, structuredClone(doc.system), true).source : "no model";
      tally.count("pack document", strictRealDoc === harnessSystem, () => `${doc._id}: ${strictRealDoc}`);
    }
    log.push(tally.report("pack documents"));
    console.log(tally.report("pack documents"));
    expect(tally.sum(tally.differ)).toBe(0);
  });

  it("differential fuzz: construction (strict create/update and world load) agrees", () => {
    const tally = new Tally();
    for (const { name, h, r } of pairs(harness, real.models)) {
      const base = baseSource(h);
      const paths = pathsOf(base);
      for (const strict of [true, false])
        for (const m of mutations(paths, RUNS, SEED + name.length)) {
          const hs = built(h, apply(base, m), strict);
          const rs = withReal(() => built(r, apply(base, m), strict));
          tally.count(
            m.cause,
            canon(hs) === canon(rs),
            () =>
              `${name} ${m.path}=${canon(m.value)} strict=${strict}: harness / real ${firstDiff(canon(hs), canon(rs))}`,
          );
        }
    }
    log.push(tally.report("construction"));
    console.log(tally.report("construction"));
    expect(tally.sum(tally.differ)).toBe(0);
  }, 600_000);

  it("differential fuzz: updateSource agrees (accepted or refused, resulting source, return value)", () => {
    const tally = new Tally();
    for (const { name, h, r } of pairs(harness, real.models)) {
      const base = baseSource(h);
      const paths = pathsOf(base);
      for (const m of mutations(paths, RUNS, SEED + 7 + name.length)) {
        if (m.cause === "non-object source") continue;
        const hs = updated(h, structuredClone(base), changeFor(m));
        const rs = withReal(() => updated(r, structuredClone(base), changeFor(m)));
        const cause =
          hs.ok && rs.ok && hs.source === rs.source && hs.returned !== rs.returned
            ? "updateSource return value"
            : m.cause;
        tally.count(
          cause,
          canon(hs) === canon(rs),
          () => `${name} ${m.path}=${canon(m.value)}: harness / real ${firstDiff(canon(hs), canon(rs))}`,
        );
      }
    }
    log.push(tally.report("updateSource"));
    console.log(tally.report("updateSource"));
    expect(tally.sum(tally.differ)).toBe(0);
  }, 600_000);

  it("migration fixtures: every old-version source migrates to the same data (strict create and world load)", () => {
    const tally = new Tally();
    for (const fixture of MIGRATION_FIXTURES) {
      const [doc = "", type = ""] = fixture.model.split(".");
      const h = harness[doc]?.[type];
      const r = real.models[doc]?.[type];
      for (const strict of [true, false]) {
        const hs = h ? built(h, structuredClone(fixture.source), strict) : { ok: false, source: "no model" };
        const rs = r
          ? withReal(() => built(r, structuredClone(fixture.source), strict))
          : { ok: false, source: "no model" };
        tally.count(
          "migration fixture",
          canon(hs) === canon(rs) && hs.ok,
          () => `${fixture.name} strict=${strict}: harness / real ${firstDiff(canon(hs), canon(rs))}`,
        );
      }
    }
    log.push(tally.report("migration fixtures"));
    console.log(`${MIGRATION_FIXTURES.length} fixtures\n${tally.report("migration fixtures")}`);
    expect(MIGRATION_FIXTURES.length).toBe(33);
    expect(tally.sum(tally.differ)).toBe(0);
  });

  it("DocumentUUIDField: the stand-in cleans and validates every UUID input as the real field does", () => {
    const tally = new Tally();
    // A legacy compendium UUID without its document type is resolved through game.packs (helpers.mjs
    // _resolvePrimaryType): both sides see the same registered pack.
    const packs = new Map([
      ["steelbound.monsters", { documentName: "Actor", collection: "steelbound.monsters" }],
    ]);
    const withPacks = <T>(fn: () => T): T => {
      const g = (globalThis as unknown as { game: { packs: unknown } }).game;
      const saved = g.packs;
      g.packs = packs;
      try {
        return fn();
      } finally {
        g.packs = saved;
      }
    };
    const RealField = real.fields["DocumentUUIDField"] as UuidFieldClass;
    const HarnessField = DocumentUUIDField as unknown as UuidFieldClass;
    for (const options of UUID_OPTIONS)
      for (const input of UUID_INPUTS) {
        const hs = withPacks(() => uuidOutcome(HarnessField, options, input));
        const rs = withReal(() => withPacks(() => uuidOutcome(RealField, options, input)));
        tally.count(
          `options ${JSON.stringify(options)}`,
          hs === rs,
          () => `${String(input)}: harness ${hs} / real ${rs}`,
        );
      }
    log.push(tally.report("DocumentUUIDField"));
    console.log(tally.report("DocumentUUIDField"));
    expect(tally.sum(tally.differ)).toBe(0);
  });
});
