import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { asDigest, digestOf, isDigest, jsonBytes, sha256Hex } from "../../src/data/digest.ts";

const node = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("digest of a text", () => {
  it("is SHA-256: the FIPS 180-4 examples and texts across block boundaries agree with node:crypto", () => {
    expect(sha256Hex(new TextEncoder().encode("abc"))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(sha256Hex(new Uint8Array())).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
    for (const n of [1, 55, 56, 63, 64, 65, 119, 120, 1000, 70_000])
      expect(digestOf("x".repeat(n) + "→9,999")).toBe(`s2:${node("x".repeat(n) + "→9,999")}`);
  });

  it("an old whole fingerprint is digested once; a digest stays as it is", () => {
    const print = JSON.stringify({ power: { tier3: { damage: 9999 } } });
    const digest = asDigest(print);
    expect(isDigest(digest)).toBe(true);
    expect(asDigest(digest)).toBe(digest);
    expect(digest).toBe(digestOf(print));
  });

  it("counts a value's JSON in UTF-8 bytes", () => {
    expect(jsonBytes({ a: "é" })).toBe(10);
  });
});
