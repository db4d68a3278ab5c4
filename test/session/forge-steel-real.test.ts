// @vitest-environment happy-dom
/**
 * Opt-in (FORGESTEEL_OUT=<folder the forgesteel-export tool wrote>): every real `.ds-hero` file in the
 * folder is imported the way a Director does it (Import hero in the rendered Actors directory, the browser's
 * file picker), its hero sheet is rendered, and every number Forge Steel itself derives for the hero (the
 * folder's manifest.json, Forge Steel's HeroLogic) is compared with what the imported hero and its sheet
 * show; each ability's cost, power roll and per-tier damage are compared with what Forge Steel's own
 * AbilityLogic.getTierEffect shows for that hero (fs-tiers.json beside the manifest, written by the same
 * tool run). Skipped without the variable; nothing of the folder is committed.
 */
import "../sim/install.ts";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { click, find, open, openDialogs, textOf } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { heroSheetOn } from "./play.ts";
import { readAbility } from "../../src/documents/ability-info.ts";
import { tierDamageBeforeModifiers } from "../../src/rules/index.ts";
import { CHARACTERISTICS } from "../../src/rules/types.ts";

const OUT = process.env["FORGESTEEL_OUT"] ?? "";
const BUTTON = ".steelbound-forge-steel-import";

interface Derived {
  characteristics: Record<string, number>;
  stamina: number;
  windedThreshold: number;
  recoveries: number;
  recoveryValue: number;
  speed: { value: number; modes: string[] };
  stability: number;
  size: { value: number; mod: string };
  disengage: number;
  saveThreshold: number;
  heroicResources: string[];
  kits: string[];
  perks: string[];
  skills: string[];
  languages: string[];
  abilities: { id: string; name: string; cost: number | "signature"; powerRoll: boolean }[];
}
interface Entry {
  file: string;
  name: string;
  forgeSteelDerived: Derived;
}
interface TierRow {
  id: string;
  name: string;
  characteristics: string[];
  rollBonus: number;
  /** As the card shows it with no distance picked, and used as melee or as ranged (kit bonuses differ). */
  tiers: string[];
  melee?: string[];
  ranged?: string[];
}

type Item = {
  id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
  flags: Record<string, Record<string, Record<string, unknown>>>;
  parent: unknown;
  img: string | null;
};
type Hero = HarnessDocument & {
  name: string;
  items: { contents: Item[] };
  system: Record<string, unknown> & {
    characteristics: Record<string, number>;
    stamina: { max: number; winded: number };
    recoveries: { max: number; recoveryValue: number };
    movement: { speed: number; types: Set<string> | string[] };
    stability: number;
    size: { value: number; letter: string };
    disengage: number;
    heroicResource: { name: string };
    skills: Set<string> | string[];
    customSkills: string[];
    languages: string[];
  };
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
const list = (v: Set<string> | string[] | undefined) => [...(v ?? [])];

/** The first number of Forge Steel's shown tier line when it is damage ("7 fire damage; …" → 7). */
function fsDamage(tier: string): number | null {
  const first = tier.split(";")[0]?.trim() ?? "";
  const m = /^(\d+)(?:\s+[a-z]+(?:\s+or\s+[a-z]+)*)?\s+damage$/i.exec(first);
  return m ? Number(m[1]) : null;
}

async function importFile(session: Session, client: SimClient, tab: ActorDirectory, file: File) {
  await client.run(() => click(find(tab, BUTTON)));
  const input = client.run(() => find(tab, `input${BUTTON}-file`)) as HTMLInputElement;
  Object.defineProperty(input, "files", { configurable: true, value: [file] });
  client.run(() => input.dispatchEvent(new Event("change")));
  for (let i = 0; i < 100 && !client.run(() => openDialogs().some((d) => d.rendered)); i++)
    await session.settle();
  await session.settle();
  // The report is closed before the next file.
  for (const d of client.run(() => openDialogs())) await client.run(() => d.close());
  await session.settle();
}

/** Every mismatch of one hero, as "what: sheet ≠ Forge Steel". */
async function compare(session: Session, gm: SimClient, entry: Entry, tiers: TierRow[]): Promise<string[]> {
  const hero = gm.run(() => gm.collection("Actor").contents.find((a) => a.name === entry.name)) as
    | Hero
    | undefined;
  if (!hero) return ["not imported"];
  const sheet = await heroSheetOn(gm, hero);
  const text = gm.run(() => textOf(sheet));
  await gm.run(() => sheet.close());
  const d = entry.forgeSteelDerived;
  const s = hero.system;
  const out: string[] = [];
  const eq = (what: string, ours: unknown, theirs: unknown) => {
    if (JSON.stringify(ours) !== JSON.stringify(theirs))
      out.push(`${what}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`);
  };
  for (const c of CHARACTERISTICS) eq(c, s.characteristics[c], d.characteristics[c[0]!.toUpperCase() + c.slice(1)]);
  eq("stamina", s.stamina.max, d.stamina);
  if (!text.includes(`/ ${d.stamina}`) && !text.includes(`/${d.stamina}`)) out.push("sheet: stamina max not shown");
  eq("winded", s.stamina.winded, d.windedThreshold);
  eq("recoveries", s.recoveries.max, d.recoveries);
  eq("recoveryValue", s.recoveries.recoveryValue, d.recoveryValue);
  eq("speed", s.movement.speed, d.speed.value);
  if (!text.includes(`Speed${d.speed.value}`)) out.push("sheet: speed not shown");
  eq(
    "movement modes",
    list(s.movement.types).filter((t) => t !== "walk").sort(),
    d.speed.modes.map((m) => m.toLowerCase()).sort(),
  );
  eq("stability", s.stability, d.stability);
  eq("size", `${s.size.value}${s.size.letter}`, `${d.size.value}${d.size.value === 1 ? d.size.mod : ""}`);
  eq("disengage", s.disengage, d.disengage);
  eq("saveThreshold", (s["saveThreshold"] as number | undefined) ?? 6, d.saveThreshold);
  const items = hero.items.contents;
  const resources = [s.heroicResource.name, ...items.filter((i) => i.type === "class").map((i) => String(i.system["epicResource"] ?? ""))]
    .filter(Boolean)
    .map(norm);
  for (const r of d.heroicResources) if (!resources.includes(norm(r))) out.push(`resource missing: ${r}`);
  eq("kits", items.filter((i) => i.type === "kit").map((i) => i.name).sort(), [...d.kits].sort());
  eq("perks", items.filter((i) => i.type === "perk").map((i) => i.name).sort(), [...d.perks].sort());
  const skills = [...list(s.skills), ...s.customSkills].map(norm).sort();
  eq("skills", skills, d.skills.map(norm).sort());
  eq("languages", [...s.languages].sort(), [...d.languages].sort());
  const abilityItems = items.filter((i) => i.type === "ability");
  const byId = (id: string) => abilityItems.find((i) => i.flags["steelbound"]?.["forgeSteel"]?.["id"] === id);
  for (const a of d.abilities) {
    const item = byId(a.id);
    if (!item) {
      out.push(`ability missing: ${a.name}`);
      continue;
    }
    const info = gm.run(() => readAbility(item as never));
    const cost = a.cost === "signature" ? 0 : a.cost;
    eq(`${a.name} cost`, info.cost.resource, Math.max(0, cost));
    if (a.cost === "signature" && info.category !== "signature") out.push(`${a.name}: not signature`);
    eq(`${a.name} power roll`, info.roll === "fixed" || info.characteristics.length > 0, a.powerRoll);
    const row = tiers.find((t) => t.id === a.id);
    if (!row) continue;
    eq(
      `${a.name} roll characteristics`,
      [...info.characteristics].sort(),
      row.characteristics.map((c) => c.toLowerCase()).sort(),
    );
    const best = info.characteristics.reduce((m, c) => Math.max(m, s.characteristics[c] ?? -99), -99);
    row.tiers.forEach((line, i) => {
      // Forge Steel's number as its card shows it, or as used in melee or at range.
      const wanted = [line, row.melee?.[i], row.ranged?.[i]]
        .filter((l): l is string => l !== undefined)
        .map((l) => fsDamage(l) ?? 0);
      const tier = info.tiers[i]!;
      const ours = tierDamageBeforeModifiers(tier, best === -99 ? 0 : best, info.kit.damage[i] ?? 0);
      if (!wanted.includes(ours)) out.push(`${a.name} tier ${i + 1} damage: ${ours} ≠ ${wanted.join(" / ")}`);
    });
  }
  return out;
}

describe.skipIf(!OUT || !existsSync(join(OUT, "manifest.json")))("real Forge Steel heroes (FORGESTEEL_OUT)", () => {
  it("every number Forge Steel derives equals what the imported hero and its sheet show", async () => {
    const manifest = JSON.parse(readFileSync(join(OUT, "manifest.json"), "utf8")) as Entry[];
    const tiersFile = join(OUT, "fs-tiers.json");
    const tiers = existsSync(tiersFile)
      ? (JSON.parse(readFileSync(tiersFile, "utf8")) as Record<string, TierRow[]>)
      : {};
    const session = await startSession({ players: [] });
    const gm = session.gm;
    const tab = gm.run(() => new ActorDirectory());
    await gm.run(() => open(tab));
    const all: Record<string, string[]> = {};
    for (const entry of manifest) {
      const file = new File([readFileSync(join(OUT, entry.file), "utf8")], entry.file);
      await importFile(session, gm, tab, file);
      all[entry.file] = await compare(session, gm, entry, tiers[entry.file] ?? []);
    }
    const total = Object.values(all).reduce((n, l) => n + l.length, 0);
    const checked = manifest.length;
    console.log(
      `Forge Steel comparison: ${checked} heroes, ${total} mismatches\n` +
        Object.entries(all)
          .map(([f, l]) => `${f}: ${l.length}\n  ${l.join("\n  ")}`)
          .join("\n"),
    );
    expect(all).toEqual(Object.fromEntries(manifest.map((e) => [e.file, []])));
  }, 600_000);
});
