/**
 * Deliver 5, against the official system's real data when a maintainer
 * points at it: `OFFICIAL_DATA=<its src/packs folder> npx vitest run test/import/markup-corpus.test.ts`
 * (STEELBOUND_OFFICIAL_PACKS, as test/import/real-data.test.ts reads it, works too). Skipped otherwise.
 * Every text of every converted document is free of the official inline markup: each form became one of
 * Steelbound's enrichers or text (src/import/official/markup.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshWorld } from "../harness/world.ts";
import { convertOfficial, type JsonObject } from "../../src/import/official/index.ts";
import { directivesInText } from "../../src/data/enricher-syntax.ts";

const ROOT = process.env["OFFICIAL_DATA"] ?? process.env["STEELBOUND_OFFICIAL_PACKS"] ?? "";

/** The official forms no Steelbound or core enricher reads. */
const RAW =
  /\[\[\/(damage|heal|healing|apply|aplly|gain|surge|heroic|renown|epic|victory|wealth|test)\b|\[\[(lookup|potency|reference)\b|&Reference\[/gi;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith(".json") ? [path] : [];
  });
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (typeof value === "object" && value !== null) for (const v of Object.values(value)) strings(v, out);
  return out;
}

const count = (texts: string[]) => texts.reduce((n, t) => n + (t.match(RAW)?.length ?? 0), 0);

describe.skipIf(ROOT === "")("official inline markup in the whole corpus (OFFICIAL_DATA)", () => {
  beforeAll(freshWorld);

  it("no converted document keeps a raw official form; every written directive parses", () => {
    let sourceForms = 0;
    let sourceDocs = 0;
    let left = 0;
    const leftIn: string[] = [];
    const unparsed: string[] = [];
    let directives = 0;
    // Deliver 7: a damage formula is kept as a formula, not as text.
    const formulaText: string[] = [];
    let formulas = 0;
    for (const file of jsonFiles(ROOT)) {
      const source = JSON.parse(readFileSync(file, "utf8")) as JsonObject;
      const before = count(strings(source));
      sourceForms += before;
      if (before > 0) sourceDocs += 1;
      let converted: ReturnType<typeof convertOfficial>;
      try {
        converted = convertOfficial(source);
      } catch {
        continue;
      }
      for (const u of converted.unmapped)
        if (u.why.includes("damage formula")) formulaText.push(`${u.uuid} ${u.field}`);
      const json = JSON.stringify(converted.document);
      formulas += (json.match(/"formula":"[^"]+"/g) ?? []).length;
      const texts = strings(converted.document);
      const after = count(texts);
      left += after;
      if (after > 0)
        leftIn.push(
          `${file.slice(ROOT.length + 1)}: ${texts
            .filter((t) => RAW.test(t))
            .map((t) => t.slice(Math.max(0, t.search(RAW) - 20), t.search(RAW) + 80))
            .join(" | ")}`,
        );
      for (const text of texts) {
        for (const m of text.matchAll(/\[\[\/ds\s[^\]]*\]\]|@(Condition|Test|Effect)\[[^\]]*\]/g)) {
          if (directivesInText(m[0]).length === 1) directives += 1;
          else unparsed.push(m[0]);
        }
      }
    }
    console.info(
      `official markup: ${sourceForms} forms in ${sourceDocs} source documents; ${left} left after conversion; ${directives} Steelbound directives written; ${formulas} tier damage formulas`,
    );
    expect(leftIn).toEqual([]);
    expect(unparsed).toEqual([]);
    expect(formulaText).toEqual([]);
    expect(sourceForms).toBeGreaterThan(0);
  }, 120_000);
});
