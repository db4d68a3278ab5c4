/**
 * Request kind `spendHeroToken` (R-HT-2): the party's hero tokens are a world setting only the GM can
 * write, so a player asks here. The GM reads the evidence itself, never the player's word:
 * - succeedSave names the failed save's result card: it must answer a save the GM itself asked for (its
 *   prompt: src/chat/save-card.ts promptedSave, which also gives the turn), be this hero's, failed, its
 *   effect still on the hero, and in combat the next turn must not have started; the GM ends the effect
 *   and marks the card;
 * - rerollTest names the test's card: it must be this hero's test, not rerolled yet (one benefit per
 *   test); the GM rolls it again and the card keeps the first roll visible;
 * - regainStamina (2 tokens) only on the hero's own turn — the running turn of the current combat has
 *   one of the hero's combatants — or outside combat; "when taking damage" off-turn is the Director's
 *   call, so a GM's own request is trusted there, and so is the GM's own offer card when the damage dropped
 *   the hero (src/chat/drop-offer.ts): written by a GM, for this hero, in the running turn, granted once;
 * - one token benefit per turn: the turn key (src/documents/combat/turn-key.ts) of the last benefit is kept in
 *   THE GM's record (`heroTokenTurns`), never on the hero its owner edits; a save's benefit belongs to the
 *   turn whose end its prompt was posted at. Outside combat there are no turns, so only the per-test limit
 *   applies.
 * The rules (`heroTokenSpend`) decide; this kind gathers the facts and applies the verdict.
 */
import {
  healStamina,
  heroTokenSpend,
  recoveryValue,
  type HeroTokenSpend,
  type HeroTokenVerdict,
} from "../../rules/index.ts";
import type { StaminaState } from "../../rules/index.ts";
import { QueryRefused, type QueryKind, type Requester } from "../../documents/gm-channel/query-kind.ts";
import { documentId, oneOf, worldUuid } from "../../documents/gm-channel/payload.ts";
import { ledgerKey, type Ledger, type LedgerPart } from "../ledger.ts";

export const HERO_TOKEN_SPENDS: readonly HeroTokenSpend[] = [
  "surges",
  "succeedSave",
  "rerollTest",
  "regainStamina",
];

/** Spends that name a chat message as their evidence. */
const NEEDS_MESSAGE: ReadonlySet<HeroTokenSpend> = new Set(["succeedSave", "rerollTest"]);

export interface HeroTokenPayload {
  spend: HeroTokenSpend;
  actorUuid: string;
  /** succeedSave: the save result card; rerollTest: the test card (other spends name none). */
  messageId?: string | null;
}

/** The hero as the GM reads it. */
export interface HeroView {
  surges: number;
  stamina: StaminaState;
  /** Turn key of the last hero token benefit, or null. */
  benefitTurn: string | null;
}

/** What the GM reads from the named chat message. */
export interface MessageEvidence {
  /** The actor the card belongs to (null when the card names none). */
  actorUuid: string | null;
  save: { success: boolean; heroToken: boolean; effectPresent: boolean; turn: string | null } | null;
  test: { rerolled: boolean } | null;
  /** A GM's offer after damage dropped the hero (R-HT-2 "when taking damage"), with the turn it was made in. */
  dropOffer?: { turn: string | null } | null;
}

export interface HeroTokenWorld {
  tokens(): number;
  setTokens(value: number): Promise<unknown>;
  ownsActor(actorUuid: string, userId: string): boolean;
  /** A hero (not a monster or retainer), or null. */
  hero(actorUuid: string): HeroView | null;
  /** The running turn of the current started combat (its key and the acting actors' UUIDs), or null. */
  combatTurn(): { key: string; actors: string[] } | null;
  evidence(messageId: string): MessageEvidence | null;
  updateHero(
    actorUuid: string,
    changes: { surges?: number; staminaValue?: number; benefitTurn?: string },
  ): Promise<unknown>;
  /** Ends the failed save's effect and marks its card. */
  succeedSave(messageId: string): Promise<unknown>;
  /** Rolls the test again on its card. */
  rerollTest(messageId: string): Promise<unknown>;
  /** The GM's record: a card's save success or reroll is granted once, whatever the card says since. */
  ledger: Ledger;
}

interface Facts {
  turn: string | null;
  /** The GM offered this spend as the hero took damage, in this very turn, not granted yet. */
  takingDamage: boolean;
  saveFailed: boolean;
  isTest: boolean;
  testBenefitUsed: boolean;
}

function gatherFacts(world: HeroTokenWorld, payload: HeroTokenPayload): Facts {
  const facts: Facts = {
    turn: world.combatTurn()?.key ?? null,
    takingDamage: false,
    saveFailed: false,
    isTest: false,
    testBenefitUsed: false,
  };
  if (payload.messageId === null || payload.messageId === undefined) return facts;
  const evidence = world.evidence(payload.messageId);
  if (evidence === null) throw new QueryRefused("NotFound", "message");
  if (evidence.actorUuid !== payload.actorUuid) throw new QueryRefused("Forbidden", "another actor's card");
  // The card shows its own marks, which its author can reset; the GM's ledger is what counts.
  const granted = world.ledger.has(cardKey(payload));
  if (payload.spend === "regainStamina") {
    const offer = evidence.dropOffer ?? null;
    facts.takingDamage = offer !== null && !granted && offer.turn === facts.turn;
  } else if (payload.spend === "succeedSave") {
    const save = evidence.save;
    // "When you fail a saving throw": in combat, only until the next turn starts (same turn key).
    const fresh = save?.turn === null || facts.turn === null || save?.turn === facts.turn;
    facts.saveFailed =
      save !== null && fresh && !granted && !save.success && !save.heroToken && save.effectPresent;
    facts.turn = save?.turn ?? null;
  } else {
    facts.isTest = evidence.test !== null;
    facts.testBenefitUsed = granted || evidence.test?.rerolled === true;
  }
  return facts;
}

/** The ledger key of a token benefit granted on a card (a save's success, a test's reroll). */
function cardKey(payload: HeroTokenPayload): string {
  const parts: Record<HeroTokenSpend, LedgerPart> = {
    succeedSave: "succeedSave",
    rerollTest: "rerollTest",
    regainStamina: "dropOffer",
    surges: "rerollTest",
  };
  const part = parts[payload.spend];
  return ledgerKey(payload.messageId ?? "", part);
}

function ownTurn(world: HeroTokenWorld, actorUuid: string, user: Requester): boolean {
  const turn = world.combatTurn();
  return user.isGM || turn === null || turn.actors.includes(actorUuid);
}

export function heroTokenKind(world: HeroTokenWorld): QueryKind<HeroTokenPayload, HeroTokenVerdict> {
  return {
    parse(data) {
      const spend = oneOf(data["spend"], HERO_TOKEN_SPENDS, "spend");
      return {
        spend,
        actorUuid: worldUuid(data["actorUuid"], "actorUuid"),
        messageId: NEEDS_MESSAGE.has(spend)
          ? documentId(data["messageId"], "messageId")
          : // regainStamina may name the GM's offer card (src/chat/drop-offer.ts).
            spend === "regainStamina" && data["messageId"] != null
            ? documentId(data["messageId"], "messageId")
            : null,
      };
    },
    authorize(payload, user) {
      if (world.hero(payload.actorUuid) === null) throw new QueryRefused("NotFound", "hero");
      if (!user.isGM && !world.ownsActor(payload.actorUuid, user.id))
        throw new QueryRefused("Forbidden", "not owner");
    },
    async handle(payload, user) {
      const hero = world.hero(payload.actorUuid);
      if (hero === null) throw new QueryRefused("NotFound", "hero");
      const facts = gatherFacts(world, payload);
      const verdict = heroTokenSpend({
        spend: payload.spend,
        tokens: world.tokens(),
        benefitUsed: (facts.turn !== null && hero.benefitTurn === facts.turn) || facts.testBenefitUsed,
        saveFailed: facts.saveFailed,
        isTest: facts.isTest,
        ownTurnOrTakingDamage: facts.takingDamage || ownTurn(world, payload.actorUuid, user),
        recoveryValue: recoveryValue(hero.stamina.max),
      });
      if (!verdict.allowed) return verdict;
      const changes: { surges?: number; staminaValue?: number; benefitTurn?: string } = {};
      if (verdict.surges > 0) changes.surges = hero.surges + verdict.surges;
      if (verdict.stamina > 0) changes.staminaValue = healStamina(hero.stamina, verdict.stamina).value;
      if (facts.turn !== null) changes.benefitTurn = facts.turn;
      const messageId = payload.messageId ?? "";
      await Promise.all([
        world.setTokens(verdict.tokensAfter),
        Object.keys(changes).length > 0 ? world.updateHero(payload.actorUuid, changes) : null,
        payload.spend === "succeedSave" ? world.succeedSave(messageId) : null,
        payload.spend === "rerollTest" ? world.rerollTest(messageId) : null,
        payload.messageId ? world.ledger.record([cardKey(payload)]) : null,
      ]);
      return verdict;
    },
  };
}
