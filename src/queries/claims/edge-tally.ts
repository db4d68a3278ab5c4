/**
 * The edges and banes the GM itself counts for each row of a player's ability card, from documents
 * the card's author cannot write for it, through the rules function the roll dialog uses (edgesAndBanes, by way
 * of src/flows/roll-plan.ts):
 * - the acting creature's and each target's conditions, as their effects stand; a condition's source only when
 *   the effect's writer owns the creature it names (src/documents/condition-origin.ts);
 * - the ability's own keywords and tiers (strike, melee, ranged, damaging), from the GM's reading of the item;
 * - the ability's edges and banes from its user's effects and each target's `bonuses.against` (prepared data);
 * - the situations the board can show: flanking (src/canvas/flanking-board.ts, injected), high ground
 *   (src/canvas/high-ground-board.ts: elevation, and whether the user stands), and the user being hidden from the
 *   target (src/canvas/hidden-board.ts), counted only when a GM wrote the hidden status (R-CN-11: the Director
 *   judges cover, concealment and who observes whom; a player's own status on their hero is a claim). Every other situation the dialog offers (aid, cover, concealment) is
 *   the player's word, so it is no part of this tally: an edge it gave counts as added by hand.
 * Whatever number the card carries (`edges`, `handEdges`, `flanked`) is not read here.
 */
import { edgesAndBanes, type RollKind } from "../../rules/index.ts";
import { creatureConditions, type ConditionedCreature } from "../../flows/creature-conditions.ts";
import { rollerSituation, targetSituation, type CreatureConditions } from "../../flows/roll-plan.ts";
import { NO_CHOICE } from "../../documents/roll-prompt.ts";
import { SOURCED_CONDITIONS, type StatusId } from "../../data/status-effects.ts";
import { trustedOrigin } from "../../documents/condition-origin.ts";

/** The GM's count for one row (a double edge or bane counts 2; capping is the roll's, R-PR-3, R-PR-4). */
export interface GmTally {
  edges: number;
  banes: number;
}

export interface TallyInput {
  /** The acting creature. */
  actor: ConditionedCreature;
  /** The ability as the GM reads it (src/documents/ability-info.ts readAbility). */
  ability: {
    keywords: readonly string[];
    tiers: readonly { damage: { value: number; formula?: string | undefined } }[];
    effects: { edges: number; banes: number };
  };
  /** The card's targets (token UUIDs). */
  targets: readonly string[];
  /** R-CB-12 as the GM measures the board (the acting creature flanks this target with an ally). */
  flanks: (token: string) => boolean;
  /** R-CN-11 as the GM measures the board. */
  highGround: (token: string) => boolean;
  /** 「他のクリーチャーを登る」「騎乗戦闘」: the acting creature climbs or rides this target (the scene's links). */
  climbedOrRidden?: (token: string) => boolean;
  /** R-CN-11 hidden: the acting creature is hidden from this target, by a status the GM wrote. */
  hiddenFrom?: (token: string) => boolean;
}

/** Who imposed the condition, when the effect's writer may name that creature. */
function trustedSource(actor: ConditionedCreature, id: StatusId): string | null {
  if (!SOURCED_CONDITIONS.includes(id)) return null;
  for (const effect of actor.effects) {
    const origin = effect.statuses.has(id) ? trustedOrigin(effect) : null;
    if (origin !== null) return origin;
  }
  return null;
}

const trustedConditions = (actor: ConditionedCreature): CreatureConditions =>
  creatureConditions(actor, trustedSource);

function actorOfToken(token: string): Actor.Implementation | null {
  const found = fromUuidSync(token);
  return found instanceof TokenDocument ? found.actor : null;
}

function rollKind(ability: TallyInput["ability"]): RollKind {
  const has = (k: string) => ability.keywords.includes(k);
  const damaging = ability.tiers.some((t) => t.damage.value > 0 || (t.damage.formula ?? "") !== "");
  return { kind: "ability", strike: has("strike"), melee: has("melee"), ranged: has("ranged"), damaging };
}

/** The GM's tally for each target of the card, by token UUID. */
export function gmTallies(input: TallyInput): ReadonlyMap<string, GmTally> {
  const roll = rollKind(input.ability);
  const creatures = input.targets.map((token) => {
    const actor = actorOfToken(token);
    const conditions: CreatureConditions = actor
      ? trustedConditions(actor)
      : { id: token, statuses: new Set(), sources: new Map() };
    return { token, conditions };
  });
  const targetIds = creatures.map((c) => c.conditions.id);
  const hiddenFrom = creatures
    .filter((c) => input.hiddenFrom?.(c.token) === true)
    .map((c) => c.conditions.id);
  const roller = rollerSituation(trustedConditions(input.actor), { hiddenFrom });
  const tallies = new Map<string, GmTally>();
  for (const { token, conditions } of creatures) {
    const choice = {
      ...NO_CHOICE,
      flanked: input.flanks(token),
      highGround: input.highGround(token),
      climbedOrRidden: input.climbedOrRidden?.(token) === true,
    };
    const { edges, banes } = edgesAndBanes({
      roll,
      roller,
      target: targetSituation(conditions, choice),
      targetIds,
      effects: input.ability.effects,
    });
    tallies.set(token, { edges, banes });
  }
  return tallies;
}
