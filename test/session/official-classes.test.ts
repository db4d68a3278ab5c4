// @vitest-environment happy-dom
/**
 * Every official class builds and levels, on the REAL official data when a
 * maintainer points at it: `OFFICIAL_DATA=<the official system's src/packs> npx vitest run
 * test/session/official-classes.test.ts` (`OFFICIAL_CLASS=Censor,Fury` plays only those). Skipped otherwise
 * (CI has no copy of it; official-fixture-heroes.test.ts plays the prose-free fixtures the same way). The
 * corpus's hero Item packs are converted with the world options (what the Content window does) and written
 * to world compendiums; then every class and each of its subclasses is built at 1 and levelled to 10
 * (./official-heroes.ts). Stamina at every level must be the book's (R-HERO-STAMINA); the figures and what
 * the import reports against the book are printed for the maintainer's report.
 */
import "../sim/install.ts";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { grantPermission, startSession } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { installPackFolders, installWorldPacks } from "../sim/world-packs.ts";
import { convertBatch, type Pack } from "../../src/import/official/batch.ts";
import { WORLD_OPTIONS } from "../../src/import/official/shared.ts";
import { importWorld } from "../../src/applications/content/import-world.ts";
import { buildAndLevel, figuresLine, playsOf, type Doc, type Table } from "./official-heroes.ts";

const ROOT = process.env["OFFICIAL_DATA"] ?? "";

installWorldPacks();

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith(".json") ? [path] : [];
  });
}

describe.skipIf(ROOT === "")("every official class builds and levels to 10 (OFFICIAL_DATA)", () => {
  let table: Table;
  const items: Doc[] = [];
  const report: string[] = [];

  it("the GM converts the official corpus with the world options into world compendiums", async () => {
    const session = await startSession({ players: ["Alice"] });
    const alice = session.players[0] as SimClient;
    grantPermission(session, alice.userId, "ACTOR_CREATE");
    for (const client of session.clients) installPackFolders(client);
    const files = jsonFiles(ROOT).map((path) => ({
      path: path.slice(ROOT.length + 1),
      doc: JSON.parse(readFileSync(path, "utf8")) as never,
    }));
    const converted = convertBatch(files, WORLD_OPTIONS);
    // Only the Item packs a hero is built from (monsters, journals and tables play no part here).
    const wanted = new Set(["abilities", "character-options", "classes", "origins"]);
    const packs: Pack[] = converted.packs.filter((p) => p.type === "Item" && wanted.has(p.name));
    const uuidOf = new Map<string, string>();
    for (const pack of packs)
      for (const doc of pack.documents as Doc[]) {
        if (typeof doc.type !== "string") continue;
        uuidOf.set(doc._id, `Compendium.world.${pack.name}.Item.${doc._id}`);
        items.push(doc);
      }
    await session.gm.run(() => importWorld({ packs, report: converted.report }, []));
    await session.settle();
    table = { session, gm: session.gm, alice, uuidOf, byId: new Map(items.map((d) => [d._id, d])) };
    expect(items.filter((d) => d.type === "class")).toHaveLength(9);
    // What the import reports the official data gets wrong against the book (characteristic increases).
    const notes = converted.report.unmapped.filter((u) => /book/i.test(u.why));
    report.push(...notes.map((n) => `REPORT ${n.uuid} ${n.field}: ${n.why}`));
  }, 600_000);

  it("R-HERO-ADV, R-HERO-STAMINA, R-HERO-RECOVERIES: every class and subclass, built at 1 and levelled to 10", async () => {
    const classes = items.filter((d) => d.type === "class").sort((a, b) => a.name.localeCompare(b.name));
    const only = (process.env["OFFICIAL_CLASS"] ?? "").split(",").filter(Boolean);
    const wrong: string[] = [];
    for (const cls of classes) {
      if (only.length > 0 && !only.includes(cls.name)) continue;
      for (const { picks, label } of playsOf(table, cls)) {
        const figures = await buildAndLevel(table, cls, picks, label);
        const line = figuresLine(label, figures);
        console.log(line);
        for (const level of [1, 5, 10])
          if (figures.stamina[level] !== figures.expected[level]) wrong.push(`${line} (level ${level})`);
      }
    }
    console.log(report.join("\n"));
    expect(wrong, "max stamina off the book").toEqual([]);
  }, 3_600_000);
});
