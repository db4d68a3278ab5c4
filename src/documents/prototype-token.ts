import { tokenSquares } from "../rules/index.ts";

interface TokenSource {
  system: { size: { value: number; letter: "T" | "S" | "M" | "L" } };
  type: string;
}

/**
 * Prototype token for a new actor: sized by R-MV-13 (1T–1L → 1×1, 2 → 2×2 …), stamina as bar 1,
 * heroes and retainers friendly and linked, Director creatures hostile and unlinked (each token its own).
 * A hero's bar 2 is its heroic resource. v13 TokenDocument#getBarAttribute shows a number as a "value"
 * bar and a {value, max} object as a "bar", and nothing for any other path, so bar 2 names the number
 * `heroicResource.value` (the `heroicResource` object has no max). It is set per type here rather than
 * through system.json's secondaryTokenAttribute, which v13 BaseToken uses as every token's bar 2 default
 * and which monsters and retainers could not show.
 */
export function prototypeTokenFor(actor: TokenSource) {
  const squares = tokenSquares(actor.system.size);
  const hero = actor.type === "hero" || actor.type === "retainer" || actor.type === "companion";
  const dispositions = CONST.TOKEN_DISPOSITIONS;
  return {
    width: squares,
    height: squares,
    disposition: hero ? dispositions.FRIENDLY : dispositions.HOSTILE,
    actorLink: hero,
    bar1: { attribute: "stamina" },
    ...(actor.type === "hero" ? { bar2: { attribute: "heroicResource.value" } } : {}),
  };
}

/** Token dimensions after a size change. */
export function tokenSizeFor(size: TokenSource["system"]["size"]) {
  const squares = tokenSquares(size);
  return { width: squares, height: squares };
}
