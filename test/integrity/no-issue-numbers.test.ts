/**
 * Words for whoever comes next: no comment, test name or document cites one of our internal issue numbers
 * ("issue 19", "issue 40.5", issue "Real content plays whole"), which no reader of the repository can open;
 * each says the reason instead. Foundry's own issue tracker ("foundryvtt issue #14148") is public and allowed.
 */
import { describe, expect, it } from "vitest";
import { filesUnder, readText } from "./files.ts";

const ROOTS = ["src", "test", "tools", "docs", "templates", "styles"];
const EXTENSIONS = [".ts", ".mts", ".mjs", ".hbs", ".scss", ".md"];
const TOP = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"];
const CITATION = /\b[Ii]ssues? (?:\d+(?:\.\d+)*\b|"[^"\n]{3,60}")/;

describe("no internal issue numbers", () => {
  it("no file of the repository cites an issue a reader cannot open", () => {
    const files = [
      ...ROOTS.flatMap((root) => EXTENSIONS.flatMap((ext) => filesUnder(root, ext))),
      ...TOP,
    ].filter((f) => !f.includes("/fixtures/") && !f.endsWith("no-issue-numbers.test.ts"));
    const found = files.flatMap((file) =>
      readText(file)
        .split("\n")
        .flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
