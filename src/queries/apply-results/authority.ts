/**
 * The GM's own reading of an ability card. The card is a display and a pointer: it names the acting
 * creature (`system.actor`) and the ability used (`system.ability`); every number the GM applies is read
 * again from documents the requester cannot edit on the GM's behalf — the ability item embedded in that
 * creature (through the same readers the roll flow uses, so card and GM agree), the creature's
 * characteristics and surges — and the roll's dice are accepted only as a 2d10 roll could land.
 * The player's own dialog choices (edges, banes, bonus, downgrade, surges asked for) are kept, clamped
 * to the rules (./verify.ts). A card that fails any check is refused as a whole.
 */
import { abilityUseDataOf } from "../../chat/ability-use-message.ts";
import { MAX_CARD_TARGETS, messageTargets } from "../../chat/ability-use-data.ts";
import { readAbility } from "../../documents/ability-info.ts";
import { characteristicScores, highestCharacteristicOf } from "../../documents/characteristics.ts";
import { surgeCharacteristic, surgePoolOf, surgesAvailable } from "../../documents/surge-pool.ts";
import { PowerRoll } from "../../rolls/power-roll.ts";
import { verifiedFormulaDamage } from "../../rolls/formula-damage.ts";
import { formulaDataOf } from "../../documents/formula-data.ts";
import {
  canTargetHidden,
  potencies,
  raisedPotencies,
  tiersHavePotency,
  type CreatureSize,
} from "../../rules/index.ts";
import { QueryRefused } from "../../documents/gm-channel/query-kind.ts";
import { credibleEntry, crediblePotency, naturalDice, rollBonus } from "./verify.ts";
import { verifiedTargetTest } from "../target-test.ts";
import { boundValue } from "../claims/record.ts";
import {
  checkCardClaims,
  checkFreeStrikeClaims,
  potencyBonusFor,
  type Unreached,
} from "../claims/card-claims.ts";
import { gmExtraDamage } from "./extra-damage.ts";
import { spendProof, userHealOf } from "./user-heal.ts";
import { foundryLedger } from "../ledger.ts";
import { boundScores, type BoundNote } from "../../rules/book-bounds.ts";
import { tellBounds } from "./bounds-note.ts";
import { creditedFlanking, warnFlanking } from "../claims/flanking.ts";
import { creditedHandEdges, handEdgesNeedDirector, warnHandEdges } from "../claims/hand-edges.ts";
import { gmTallies } from "../claims/edge-tally.ts";
import { freeStrikeDistanceBonus, freeStrikeReach, freeStrikeView } from "./free-strike-view.ts";
import { signatureAbility } from "../../documents/free-strike-tier.ts";
import type { AbilityUseView, CreatureRef } from "../../documents/gm-channel/apply-results-types.ts";
import type { AbilityItem, JudgedItem } from "../accepted-abilities/judge.ts";

/** Where the pool's surges are written: its world actor, or an unlinked token's delta. */
function refOf(actor: {
  readonly isToken: boolean;
  readonly token: {
    readonly id: string | null;
    readonly parent: { readonly id: string | null } | null;
  } | null;
  readonly id: string | null;
}): CreatureRef | null {
  const token = actor.isToken ? actor.token : null;
  if (token) return { kind: "token", sceneId: token.parent?.id ?? "", tokenId: token.id ?? "" };
  return actor.id ? { kind: "actor", actorId: actor.id } : null;
}

/** The name of the first target `hidden` names, or null. */
function firstHidden(targets: readonly string[], hidden: (token: string) => string | null): string | null {
  for (const token of targets) {
    const name = hidden(token);
    if (name !== null) return name;
  }
  return null;
}

/**
 * The view the GM applies from, or QueryRefused. `owns(actorUuid, userId)` is the OWNER test of the
 * acting creature; `size` its size now (R-MV-9).
 */
export function authoritativeView(
  message: {
    readonly id: string | null;
    readonly timestamp: number;
    readonly system: unknown;
    readonly rolls: readonly unknown[];
    readonly author: { readonly id: string; readonly isGM: boolean } | null;
  },
  owns: (actorUuid: string, userId: string) => boolean,
  size: (actorUuid: string) => CreatureSize | null,
  /** The tokens inside the card's area template (R-MN-5), read by the GM; null without a usable one. */
  inArea: (
    templateUuid: string,
    actorUuid: string,
    authorId: string,
    abilitySystem: unknown,
  ) => ReadonlySet<string> | null = () => null,
  /** The item as the GM reads it (its accepted version when the Director chose that). */
  judged: (item: AbilityItem) => JudgedItem = (item) => ({
    name: item.name,
    img: item.img,
    system: (item as { system?: unknown }).system,
    parent: item.parent instanceof Actor ? item.parent : null,
  }),
  /**
   * The first of the targets (token UUIDs) the ability does not reach from the acting creature's token,
   * measured by the GM on the board (R-AB-2, line of effect); null when every one is reached.
   */
  reach: (
    actorUuid: string,
    abilitySystem: unknown,
    targets: readonly string[],
    bonus: number | { melee: number; ranged: number },
  ) => Unreached | null = () => null,
  /**
   * The item a price or a free strike is read from (its accepted version when a player controls the
   * creature and edited it; null when such an item has none).
   */
  priced: (item: AbilityItem) => JudgedItem | null = judged,
  /**
   * R-CB-12: the acting creature flanks the target (a token UUID) with an ally, as the GM measures the board
   * (src/canvas/flanking-board.ts); a card's flanking edge stands only where this says so.
   */
  flanks: (actorUuid: string, targetUuid: string) => boolean = () => false,
  /** R-CN-11: the acting creature has high ground over the target, as the GM measures the board. */
  highGround: (actorUuid: string, targetUuid: string) => boolean = () => false,
  /** R-CN-11 hidden: the acting creature is hidden from the target by a status a GM wrote (src/canvas/hidden-board.ts). */
  hiddenFrom: (actorUuid: string, targetUuid: string) => boolean = () => false,
  /**
   * R-CN-11 hidden: the target (a token UUID) is hidden from the acting creature by a status a GM wrote and
   * stands on the other side: its token's name, as the GM reads it; null when it is not.
   */
  hiddenTarget: (actorUuid: string, targetUuid: string) => string | null = () => null,
  /** The acting creature climbs or rides the target, as the scene's links (written by a GM) say. */
  climbedOrRidden: (actorUuid: string, targetUuid: string) => boolean = () => false,
): AbilityUseView {
  const data = abilityUseDataOf(message);
  if (data === null) throw new QueryRefused("NotFound", "message");
  const actor = fromUuidSync(data.actor);
  if (!(actor instanceof Actor)) throw new QueryRefused("NotFound", "actor");
  if (data.freeStrike === true) {
    const author = message.author;
    if (!author || (!author.isGM && !owns(actor.uuid, author.id)))
      throw new QueryRefused("Forbidden", "card author does not own the actor");
    const found = signatureAbility(actor);
    const signature = found === null ? null : priced(found);
    const view = freeStrikeView(message, data, actor, author, size(actor.uuid), signature);
    // R-MO-2: each target within the creature's melee or ranged free strike, as the GM measures the board,
    // with the distance its kit and effects add to the signature it shares keywords with
    // (R-HERO-KIT-DISTANCE, as for an ability below), within the book's bounds (told to the Director).
    const notes: BoundNote[] = [];
    const bonus = author.isGM ? null : freeStrikeDistanceBonus(signature, notes);
    if (notes.length > 0)
      tellBounds(message.id ?? "", notes, { actor: actor.name, ability: signature?.name ?? "" });
    checkFreeStrikeClaims({
      authorIsGM: author.isGM,
      unreached:
        bonus === null
          ? null
          : reach(
              actor.uuid,
              freeStrikeReach(signature),
              view.targets.map((t) => t.token),
              bonus,
            ),
      names: { actor: actor.name, ability: game.i18n?.localize("STEELBOUND.Stat.FreeStrike") ?? "" },
    });
    return view;
  }
  // The ability must be an item embedded in the acting creature (v13 client/documents/item.mjs Item#actor
  // is the parent actor): a card naming someone else's ability is not evidence of anything.
  const item = fromUuidSync(data.ability);
  if (!(item instanceof Item) || item.type !== "ability" || item.parent?.uuid !== actor.uuid)
    throw new QueryRefused("Forbidden", "ability is not the actor's");
  // Only the acting creature's owner (or a GM) can have made this card by using the ability.
  const author = message.author;
  if (!author || (!author.isGM && !owns(actor.uuid, author.id)))
    throw new QueryRefused("Forbidden", "card author does not own the actor");
  if (data.targets.length > MAX_CARD_TARGETS) throw new QueryRefused("Malformed", "targets");

  const asJudged = judged(item);
  // A player's creature's own kit, effects and characteristics count within the book's bounds.
  const notes: BoundNote[] | undefined = asJudged.bounded === true ? [] : undefined;
  const ability = readAbility(asJudged, notes ? { bounds: notes } : {});
  // Each target's own test gives its tier: the card has no roll of the user's to check.
  const targetTest = ability.roll === "targetTest";
  const fixed = ability.roll === "fixed";
  const characteristic = data.characteristic;
  const roll = message.rolls[0];
  const dice = targetTest ? ([1, 1] as const) : roll instanceof PowerRoll ? naturalDice(roll.dice) : null;
  if (dice === null) throw new QueryRefused("Forbidden", "dice");
  // "Power Roll + 2" rolls with no characteristic; any other rolled ability with one it names.
  if (
    !targetTest &&
    (fixed
      ? characteristic !== null
      : characteristic === null || !ability.characteristics.includes(characteristic))
  )
    throw new QueryRefused("Forbidden", "characteristic");

  // "fire or cold damage": the type picked must be one the item offers now.
  const damageType = data.damageType ?? null;
  if (damageType !== null && !ability.damageTypeChoices.includes(damageType))
    throw new QueryRefused("Forbidden", "damage type");
  const read = asJudged.scores ?? characteristicScores(actor);
  const scores = notes ? boundScores(read, notes) : read;
  const highest = highestCharacteristicOf(scores);
  const gated = tiersHavePotency(ability.tiers);
  const pool = surgePoolOf(actor);
  const poolRef = pool ? refOf(pool) : null;
  // A tier's damage formula: the item's formula over the card's recorded dice (src/rolls/formula-damage.ts).
  const formula = targetTest
    ? ([0, 0, 0] as const)
    : verifiedFormulaDamage(ability.tiers, message.rolls.slice(1), {
        ...formulaDataOf(actor, null),
        ...scores,
        chr: characteristic === null ? ability.fixedBonus : scores[characteristic],
      });
  if (formula === null) throw new QueryRefused("Forbidden", "damage formula dice");
  const [k1, k2, k3] = ability.kit.damage;
  const [d1, d2, d3] = [k1 + formula[0], k2 + formula[1], k3 + formula[2]];
  const userRef = refOf(actor);
  const area = ability.keywords.includes("area");
  const areaTokens = area ? inArea(data.area?.template ?? "", actor.uuid, author.id, asJudged.system) : null;
  // The Director hears of every number counted at the book's bound, even on a card then refused.
  if (notes && notes.length > 0)
    tellBounds(message.id ?? "", notes, { actor: actor.name, ability: asJudged.name });
  // The target count, reach and template as the ability and the board bear them out (../claims).
  const targetTokens = data.targets.map((t) => t.token);
  checkCardClaims({
    cardId: message.id ?? "",
    authorIsGM: author.isGM,
    system: item.system,
    targets: targetTokens,
    area,
    template: data.area?.template ?? "",
    areaTokens,
    // The distance the user's kit and effects add (R-HERO-KIT-DISTANCE, ability.distance), from the GM's own
    // readAbility of the item: a polearm kit's +1 lengthens a melee weapon ability's reach.
    unreached:
      author.isGM || area ? null : reach(actor.uuid, asJudged.system, targetTokens, ability.kit.distance),
    // R-CN-11: the keywords are the GM's reading of the item (its accepted version), not the card's.
    hidden:
      author.isGM || canTargetHidden(ability.keywords)
        ? null
        : firstHidden(targetTokens, (token) => hiddenTarget(actor.uuid, token)),
    names: { actor: actor.name, ability: asJudged.name },
  });
  const extra = gmExtraDamage(data, actor, {
    authorIsGM: author.isGM,
    strike: ability.keywords.includes("strike"),
    highest,
  });
  const handRequired = handEdgesNeedDirector();
  // The GM's own count of each row's edges and banes (../claims/edge-tally.ts).
  const meleeStrike = ability.keywords.includes("melee") && ability.keywords.includes("strike");
  const tallies = author.isGM
    ? null
    : gmTallies({
        actor,
        ability,
        targets: targetTokens,
        flanks: (token) => meleeStrike && flanks(actor.uuid, token),
        highGround: (token) => highGround(actor.uuid, token),
        climbedOrRidden: (token) => climbedOrRidden(actor.uuid, token),
        hiddenFrom: (token) => hiddenFrom(actor.uuid, token),
      });
  return {
    id: message.id ?? "",
    authorId: author.id,
    actorUuid: actor.uuid,
    abilityUuid: item.uuid,
    area,
    areaTokens,
    keywords: ability.keywords,
    moverSize: size(actor.uuid),
    targetTest,
    roll: {
      dice,
      // The item's fixed bonus, not the roll's: the card's roll says what its author wrote.
      characteristic: characteristic === null ? ability.fixedBonus : scores[characteristic],
      bonus: !targetTest && roll instanceof PowerRoll ? rollBonus(roll.power.bonus) : 0,
      // R-PR-7: the automatic tiers the GM's own reading grants this ability: the item's own, as judged (its
      // accepted version where the Director chose that), and its user's effects; the roll's options (what the
      // card's author wrote) are not believed.
      automaticTiers: targetTest ? [] : ability.automaticTiers.map((a) => a.tier),
      tiers: ability.tiers,
      // R-AB-7 surge damage; a retainer's surges deal its mentor's highest characteristic (R-RT-5).
      highestCharacteristic: targetTest ? 0 : surgeCharacteristic(actor, highest),
      // R-AB-6: the base is the GM's own reading of the item and its user's effects (ability.potency).
      potency: crediblePotency(
        data.snapshot.potency,
        raisedPotencies(potencies(highest), ability.effects.potency),
        gated,
        potencyBonusFor(author),
      ),
      damageBonus: [d1, d2, d3],
      damageType,
      scores,
    },
    targets: messageTargets(data).map((row, i) => {
      // R-CB-12: the flanking edge only where the GM sees the flank on the board (../claims/flanking.ts).
      const { row: entry, removed } = creditedFlanking(row, {
        authorIsGM: author.isGM,
        meleeStrike,
        flanks: (token) => flanks(actor.uuid, token),
      });
      if (removed) warnFlanking(message.id ?? "", entry, { actor: actor.name, ability: asJudged.name });
      // R-PR-4: edges beyond the GM's own tally are added by hand; they need the Director when the setting
      // says so (../claims/hand-edges.ts).
      const hand = creditedHandEdges(entry, {
        authorIsGM: author.isGM,
        required: handRequired,
        gm: tallies?.get(entry.token) ?? { edges: 0, banes: 0 },
      });
      const names = { actor: actor.name, ability: asJudged.name };
      if (hand.removed > 0) warnHandEdges(message.id ?? "", hand.row, hand.removed, names);
      const credible = { ...credibleEntry(hand.row), extraDamage: extra.of(hand.row) };
      if (!targetTest) return credible;
      // The test the GM verified first for this target (its own record, ../claims/record.ts), read again;
      // the card's test pointer is display only.
      const claimed = data.targets[i] ? (boundValue(message.id ?? "", "targetTest", entry.token) ?? "") : "";
      return {
        ...credible,
        test: claimed ? verifiedTargetTest(message, ability, entry.token, claimed) : null,
      };
    }),
    surgePool: poolRef ? { ref: poolRef, surges: surgesAvailable(actor) } : null,
    // An effect on the user (bearer "self") is written where the user's own changes go.
    // Seed 004: what the user regains from the damage dealt, from the ability as the GM judges it.
    user: userRef
      ? {
          ref: userRef,
          effectSources: actor.effects.map((e) => e.toObject()),
          // A spend-gated heal: the spend as the GM knows it was paid (./user-heal.ts spendProof).
          heal: userHealOf(actor, asJudged.system, () =>
            spendProof({
              authorIsGM: author.isGM,
              spendTimes: data.spent.spendTimes ?? 0,
              receipt: data.spent.receipt ?? "",
              actorUuid: actor.uuid,
              abilityUuid: item.uuid,
              receiptOf: (id) => foundryLedger.receipt(id),
            }),
          ),
        }
      : null,
  };
}
