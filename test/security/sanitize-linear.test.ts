/**
 * The official importer's HTML cleaning (src/import/official/html.ts sanitizeHtml) must take
 * linear time on hostile text. Its former patterns searched to the end of the text from every unclosed
 * `<script>` (30 ms for 1,500, 1.7 s for 15,000) and from every `<a b` left without a `>` (31 s for 15,000).
 * Linearity is asserted by comparing one text of 15,000 tags with ten texts of 1,500: the same work if the
 * time grows linearly, ten times more if it grows quadratically.
 */
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../src/import/official/index.ts";

/** The best of a few runs, in milliseconds (the machine is shared, so single runs are noisy). */
function best(run: () => void): number {
  let fastest = Infinity;
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

const HOSTILE = ["<script>", "<script", "<style>x", "<a b", '<a title="', "<iframe src=x>"];

describe("SanitizeHtml in linear time", () => {
  it.each(HOSTILE)("15,000 × %j: under a second, and no slower than ten texts of 1,500", (unit) => {
    const small = unit.repeat(1_500);
    const large = unit.repeat(15_000);
    const tenSmall = best(() => {
      for (let i = 0; i < 10; i += 1) sanitizeHtml(small);
    });
    const oneLarge = best(() => sanitizeHtml(large));
    expect(oneLarge).toBeLessThan(1_000);
    // Linear: about 1; quadratic: about 10 (old code: 1.9 s). Generous for a shared machine's noise.
    expect(oneLarge).toBeLessThan(Math.max(5 * tenSmall, 100));
  });

  it("what is left open is still cleaned: no script element, handler or open tag survives", () => {
    const out = sanitizeHtml("<script>alert(1)<p onclick=x>kept</p>".repeat(3));
    expect(out).not.toMatch(/<script|onclick/i);
    expect(out).toContain("<p>kept</p>");
    expect(sanitizeHtml("<a b".repeat(3))).toBe("&lt;a b".repeat(3));
  });

  it("pieces joined after a removal never form a tag; a malformed attribute never keeps a tag raw", () => {
    expect(sanitizeHtml("<<script>x</script>script>alert(1)</script>")).not.toMatch(/<script/i);
    expect(sanitizeHtml("<scr<script>x</script>ipt>alert(1)")).not.toMatch(/<script/i);
    expect(sanitizeHtml('<img src=x onerror=alert(1) "">')).not.toMatch(/onerror/i);
    expect(sanitizeHtml("<SCRIPT>x</SCRIPT ><b>ok</b>")).toBe("<b>ok</b>");
  });
});
