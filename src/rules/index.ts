/**
 * The public Draw Steel rules API (contract: test/rules/contract/rules-api.d.ts, checked by
 * test/rules/conformance.ts). Pure: no Foundry globals, no randomness, no mutation of arguments.
 * This barrel is what the system's own code imports; rules that only the API offers are added in
 * ./public-api.ts, the module `game.system.api.rules` loads, so they stay out of the start bundle.
 */
export * from "./types.ts";
// Power rolls, tests and what feeds them
export * from "./power-roll.ts";
export * from "./tests.ts";
export * from "./montage.ts";
export * from "./potency.ts";
export * from "./edges-banes.ts";
export * from "./conditions.ts";
export * from "./condition-table.ts";
export * from "./effects.ts";
export * from "./custom-effects.ts";
export * from "./maneuvers.ts";
export * from "./negotiation.ts";
export * from "./downtime.ts";
export * from "./followers.ts";
export * from "./hero-tokens.ts";
// Stamina, damage, movement
export * from "./damage.ts";
export * from "./stamina.ts";
export * from "./stamina-rebase.ts";
export * from "./squares.ts";
export * from "./areas.ts";
export * from "./forced-movement.ts";
export * from "./forced-paths.ts";
export * from "./movement-path.ts";
export * from "./damaging-terrain.ts";
export * from "./line-of-effect.ts";
export * from "./size.ts";
// Combat and the Director's side
export * from "./initiative.ts";
export * from "./malice.ts";
export * from "./squads.ts";
export * from "./villain-actions.ts";
export * from "./encounter.ts";
export * from "./wealth.ts";
export * from "./encounter-placement.ts";
export * from "./monster-math.ts";
// Abilities in play: per-target outcomes of one roll, minion squads hit by one ability
export * from "./ability-outcome.ts";
export { FORCED_BONUSES, FORCED_KINDS, POTENCY_STRENGTHS, type ForcedBonus } from "./ability-tier.ts";
export * from "./target-test.ts";
export * from "./squad-hits.ts";
export * from "./ability-cost.ts";
export * from "./spend-refund.ts";
export * from "./companion.ts";
// Heroes: class and kit numbers (Heroes book)
export * from "./hero-build.ts";
export * from "./treasures.ts";
// Heroes: what options grant level by level (Heroes book)
export * from "./advancement.ts";
// R-AB-2: reach and target counts the GM checks on a card
export * from "./reach.ts";
// The encounter forecast (./forecast/index.ts) is the encounter builder's own, imported from there: it is
// not part of this API, so the start bundle (which exposes this module as `steelbound.rules`) leaves it out.
export * from "./ability-bonuses.ts";
export * from "./stamina-bonuses.ts";
// R-CB-12: flanking from the board (positions, line of effect, triggered actions)
export * from "./flanking.ts";
// R-CN-11: high ground from the board (heights of the two spaces)
export * from "./high-ground.ts";
export * from "./hiding.ts";
export * from "./mounts.ts";
