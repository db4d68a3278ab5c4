/**
 * Registration in one place: every `Hooks.on` / `Hooks.once` of ours is in src/config (one file per
 * concern, listed in src/config/index.ts) or src/index.ts; a window or board tool that listens while open
 * subscribes through src/documents/hook-subscriptions.ts.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)],
  );

const ALLOWED = [/^src\/config\//, /^src\/index\.ts$/, /^src\/documents\/hook-subscriptions\.ts$/];

describe("registration in one place", () => {
  it("no Hooks.on or Hooks.once outside src/config and src/index.ts", () => {
    const offenders = walk(join(root, "src"))
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
      .map((f) => relative(root, f).split("\\").join("/"))
      .filter((f) => !ALLOWED.some((re) => re.test(f)))
      .flatMap((f) =>
        readFileSync(join(root, f), "utf8")
          .split("\n")
          .map((line, i) => ({ line, at: `${f}:${i + 1}` }))
          .filter(({ line }) => /\bHooks\.(on|once)\(/.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });
});
