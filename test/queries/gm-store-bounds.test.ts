import { describe, expect, it } from "vitest";
import {
  boundedApplyEntries,
  MAX_APPLY_RECORDS,
  PER_USER_BYTES,
  PER_USER_RECORDS,
  type SizedEntry,
} from "../../src/data/settings/apply-undo.ts";

const entry = (user: string, n: number, size = 40): SizedEntry => ({
  user,
  text: JSON.stringify({ id: `${user}${n}`, pad: "x".repeat(size) }),
});

describe("The undo record is bounded per requester", () => {
  it("200 applies of Bob keep Alice's one undo record; Bob keeps his own newest", () => {
    let stored: SizedEntry[] = [entry("alice", 0)];
    for (let i = 0; i < 200; i++) {
      const added = entry("bob", i);
      const kept = boundedApplyEntries(stored, added);
      expect(kept).not.toBeNull();
      const texts = new Set(kept);
      stored = [...stored, added].filter((e) => texts.has(e.text));
    }
    expect(stored.filter((e) => e.user === "alice")).toEqual([entry("alice", 0)]);
    const bobs = stored.filter((e) => e.user === "bob");
    expect(bobs).toHaveLength(PER_USER_RECORDS);
    expect(bobs.at(-1)).toEqual(entry("bob", 199));
    expect(bobs[0]).toEqual(entry("bob", 200 - PER_USER_RECORDS));
  });

  it("by bytes: a requester's large records push out only that requester's own; one too large is not kept", () => {
    const big = Math.floor(PER_USER_BYTES / 3);
    const stored = [entry("alice", 0), entry("bob", 0, big), entry("bob", 1, big)];
    const kept = boundedApplyEntries(stored, entry("bob", 2, big));
    expect(kept).toEqual([entry("alice", 0), entry("bob", 1, big), entry("bob", 2, big)].map((e) => e.text));
    expect(boundedApplyEntries(stored, entry("bob", 3, PER_USER_BYTES))).toBeNull();
  });

  it("when everyone's records fill the store, a new requester's record is not kept rather than evicting another's", () => {
    const users = Math.ceil(MAX_APPLY_RECORDS / PER_USER_RECORDS);
    const stored = Array.from({ length: users }, (_, u) =>
      Array.from({ length: PER_USER_RECORDS }, (_, i) => entry(`u${u}`, i)),
    )
      .flat()
      .slice(0, MAX_APPLY_RECORDS);
    expect(boundedApplyEntries(stored, entry("newcomer", 0))).toBeNull();
  });
});

describe("First claims are bounded per card author", () => {
  it("Bob's 1,000 claims push out only his own oldest; Alice's template claim stays", async () => {
    const { boundedClaims, PER_AUTHOR } = await import("../../src/queries/claims/record.ts");
    const author = (card: string) => (card.startsWith("alice") ? "alice" : "bob");
    let claims = ["alice0000000000|template|tplA|"];
    for (let i = 0; i < 1000; i++) claims = boundedClaims(claims, `bob${i}|template|tpl${i}|`, author);
    expect(claims).toContain("alice0000000000|template|tplA|");
    expect(claims.filter((c) => c.startsWith("bob"))).toHaveLength(PER_AUTHOR);
    expect(claims.at(-1)).toBe("bob999|template|tpl999|");
  });
});
