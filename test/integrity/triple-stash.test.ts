/**
 * No user text reaches HTML unescaped: `{{ }}` escapes, and every `{{{ }}}` (or `{{& }}`) in templates/ is
 * preceded by a Handlebars comment starting `html-safe:` that names what cleaned its input (the server's
 * HTMLField cleaning plus TextEditor.enrichHTML, Foundry's own template output, escapeHTML…). The comment
 * must end at most a few lines before the output it vouches for, so it stays next to it.
 */
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { filesUnder, readText } from "./files.ts";

/** How far (in lines) below its comment a triple-stash may be. */
const REACH = 4;
const MARK = /^\s*html-safe:\s*\S.{20,}/s;

interface Finding {
  line: number;
  text: string;
}

type Node = Record<string, unknown> & {
  type?: string;
  escaped?: boolean;
  value?: unknown;
  loc?: { start: { line: number }; end: { line: number } };
};

/** Walks the template's AST in document order, calling back for comments and unescaped mustaches. */
function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const n = node as Node;
  if (n.type) visit(n);
  for (const key of ["body", "program", "inverse"]) walk(n[key], visit);
}

/** Unescaped outputs of a template that no `html-safe:` comment vouches for. */
export function unvouched(source: string): Finding[] {
  const lines = source.split("\n");
  const found: Finding[] = [];
  let lastMark: number | null = null;
  let lastCommentEnd = 0;
  walk(Handlebars.parse(source), (n) => {
    if (n.type === "CommentStatement" && n.loc) {
      lastCommentEnd = n.loc.end.line;
      lastMark = MARK.test(String(n.value)) ? n.loc.end.line : null;
      return;
    }
    if (n.type !== "MustacheStatement" || n.escaped !== false || !n.loc) return;
    const line = n.loc.start.line;
    const vouched = lastMark !== null && lastMark === lastCommentEnd && line - lastMark <= REACH;
    if (!vouched) found.push({ line, text: (lines[line - 1] ?? "").trim() });
  });
  return found;
}

describe("unescaped template output", () => {
  it("the check finds a bare triple-stash and accepts a vouched one", () => {
    expect(unvouched("<p>{{{bio}}}</p>")).toHaveLength(1);
    expect(unvouched("{{& bio}}")).toHaveLength(1);
    expect(unvouched("{{!-- a comment about layout --}}\n<p>{{{bio}}}</p>")).toHaveLength(1);
    const far = "{{!-- html-safe: bio is cleaned by the server and enriched --}}\n\n\n\n\n\n<p>{{{bio}}}</p>";
    expect(unvouched(far)).toHaveLength(1);
    const near = "{{!-- html-safe: bio is cleaned by the server and enriched --}}\n<p>{{{bio}}}</p>";
    expect(unvouched(near)).toEqual([]);
  });

  for (const template of filesUnder("templates", ".hbs"))
    it(`${template}: every {{{ }}} names what cleaned its input`, () => {
      expect(unvouched(readText(template))).toEqual([]);
    });
});
