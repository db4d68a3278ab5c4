// @vitest-environment happy-dom
/**
 * Opt-in (FORGESTEEL_OUT=<folder the forgesteel-export tool wrote>): every real `.ds-hero` file in the
 * folder is imported the way a Director does it (Import hero in the rendered Actors directory, the browser's
 * file picker), its hero sheet is rendered, and every number Forge Steel itself derives for the hero (the
 * folder's manifest.json, Forge Steel's HeroLogic) is compared with what the imported hero and its sheet
 * show; each ability's cost, power roll and per-tier damage are compared with what Forge Steel's own
 * AbilityLogic.getTierEffect shows for that hero (fs-tiers.json beside the manifest, which
 * tools/forgesteel-tiers.mjs writes from the same folder; without it only the derived numbers are compared).
 * Skipped without the variable; nothing of the folder is committed.
 */
import "../sim/install.ts";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  compare,
  directorAt,
  fsDamage,
  importFile,
  type Entry,
  type TierRow,
} from "./forge-steel-compare.ts";

const OUT = process.env["FORGESTEEL_OUT"] ?? "";

interface ShownTiers {
  id: string;
  characteristics: string[];
  tiers: string[];
  melee?: string[];
  ranged?: string[];
  kitOptions?: number[][];
}

const numbers = (lines: readonly string[]) => lines.map((l) => fsDamage(l) ?? 0);

describe.skipIf(!OUT || !existsSync(join(OUT, "manifest.json")))(
  "real Forge Steel heroes (FORGESTEEL_OUT)",
  () => {
    it("every number Forge Steel derives equals what the imported hero and its sheet show", async () => {
      const manifest = JSON.parse(readFileSync(join(OUT, "manifest.json"), "utf8")) as Entry[];
      const tiersFile = join(OUT, "fs-tiers.json");
      const shown = existsSync(tiersFile)
        ? (JSON.parse(readFileSync(tiersFile, "utf8")) as Record<string, ShownTiers[]>)
        : {};
      const tiers = (file: string): TierRow[] =>
        (shown[file] ?? []).map((r) => ({
          id: r.id,
          characteristics: r.characteristics,
          damage: numbers(r.tiers),
          melee: numbers(r.melee ?? r.tiers),
          ranged: numbers(r.ranged ?? r.tiers),
          ...(r.kitOptions ? { kitOptions: r.kitOptions } : {}),
        }));
      const { session, gm, tab } = await directorAt();
      const all: Record<string, string[]> = {};
      for (const entry of manifest) {
        const file = new File([readFileSync(join(OUT, entry.file), "utf8")], entry.file);
        await importFile(session, gm, tab, file);
        all[entry.file] = await compare(gm, entry, tiers(entry.file));
      }
      const total = Object.values(all).reduce((n, l) => n + l.length, 0);
      console.log(
        `Forge Steel comparison: ${manifest.length} heroes, ${total} mismatches\n` +
          Object.entries(all)
            .map(([f, l]) => `${f}: ${l.length}${l.map((m) => `\n  ${m}`).join("")}`)
            .join("\n"),
      );
      expect(all).toEqual(Object.fromEntries(manifest.map((e) => [e.file, []])));
    }, 600_000);
  },
);
