/**
 * Seed 004 §ダメージで回復するクリーチャー (no digest line yet): an ability that regains its user Stamina
 * equal to the damage it dealt (`healFromDamage` on the ability: "full", or "half" of it) gives back one
 * target's damage, not the total (rules healFromDamage). The GM reads the portion from the ability as it
 * judges it (the accepted version of a player's edited ability) and the user's Stamina from the user's own
 * document; the amount is the damage this apply really dealt, after immunity and weakness. The card's ledger
 * key `healFromDamage` makes it once per use (decision: the first apply that deals damage heals, from the
 * targets it hit; a later apply of another row of the same card heals no more).
 *
 * An ability whose heal is its "spend X" option (`healFromDamageWhen: "spend"`, the official stat blocks'
 * "If <the user> spends 1 Malice, they regain Stamina equal to the damage dealt") heals only a use whose spend
 * the GM knows was paid: a card a GM wrote (no player can edit it) by its own `spent.spendTimes`; a player's
 * card only by the GM's receipt of that payment (../ledger.ts, written when the GM took the Malice), for this
 * creature and this ability with the spend taken. A player's card claiming a spend is never believed: a hero's
 * heroic resource is its owner's own write and leaves the GM no receipt, so such a card heals nothing (the
 * Director heals by hand).
 */
import { healFromDamage, healStamina, type HealFromDamagePortion } from "../../rules/index.ts";
import { readStamina } from "../../documents/stamina-writes.ts";
import type { CreatureWrite, UserHeal } from "../../documents/gm-channel/apply-results-types.ts";
import type { MaliceReceipt } from "../ledger.ts";

/** What the GM knows of the card's spend: the card and its author as the GM reads them. */
export interface SpendEvidence {
  authorIsGM: boolean;
  /** The card's own count of spends (believed only from a GM's card). */
  spendTimes: number;
  /** The receipt id the card names ("" for none). */
  receipt: string;
  actorUuid: string;
  abilityUuid: string;
  /** The GM's receipt with that id, from its ledger. */
  receiptOf(id: string): MaliceReceipt | null;
}

/**
 * Whether the use's "spend X" was paid, as the GM knows it: "yes" (a GM's card), the receipt id that proves
 * it (a player's card), or null when nothing proves it.
 */
export function spendProof(evidence: SpendEvidence): { receipt: string | null } | null {
  if (evidence.authorIsGM) return evidence.spendTimes > 0 ? { receipt: null } : null;
  if (evidence.receipt === "") return null;
  const receipt = evidence.receiptOf(evidence.receipt);
  if (
    receipt === null ||
    receipt.actorUuid !== evidence.actorUuid ||
    receipt.abilityUuid !== evidence.abilityUuid ||
    !(receipt.spendTimes > 0)
  )
    return null;
  return { receipt: receipt.id };
}

/**
 * What the user of this ability regains from its damage, or null when it regains nothing: an ability
 * without `healFromDamage`, a spend-gated one whose spend nothing proves paid (`spend`, from spendProof),
 * a user without Stamina, or a minion (R-MN-2: a minion never regains Stamina).
 */
export function userHealOf(
  actor: { readonly id: string | null; readonly system: unknown; readonly isMinion?: boolean },
  abilitySystem: unknown,
  spend: () => { receipt: string | null } | null = () => null,
): UserHeal | null {
  const read = (key: string): unknown =>
    typeof abilitySystem === "object" && abilitySystem !== null ? Reflect.get(abilitySystem, key) : undefined;
  const value = read("healFromDamage");
  const portion: HealFromDamagePortion | null = value === "full" || value === "half" ? value : null;
  if (portion === null || actor.isMinion === true) return null;
  const stamina = readStamina(actor);
  if (stamina === null) return null;
  if (read("healFromDamageWhen") !== "spend") return { portion, stamina };
  const proof = spend();
  if (proof === null) return null;
  return proof.receipt === null ? { portion, stamina } : { portion, stamina, receipt: proof.receipt };
}

/**
 * Adds the user's healing to its write in the batch (after any damage the same apply dealt the user
 * itself) and returns the Stamina it regains; 0 when the damage dealt heals nothing.
 */
export function planUserHeal(
  heal: UserHeal,
  dealtPerTarget: readonly number[],
  userWrite: () => CreatureWrite,
): number {
  const amount = healFromDamage(dealtPerTarget, heal.portion);
  if (amount <= 0) return 0;
  const entry = userWrite();
  const value = entry.changes["system.stamina.value"];
  const temporary = entry.changes["system.stamina.temporary"];
  const now =
    typeof value === "number"
      ? {
          ...heal.stamina,
          value,
          temporary: typeof temporary === "number" ? temporary : heal.stamina.temporary,
        }
      : heal.stamina;
  const after = healStamina(now, amount);
  if (after.value === now.value) return 0;
  entry.changes["system.stamina.value"] = after.value;
  // A user that also took this apply's damage: the write is its final value (a damage intent alone would be
  // recomputed without the healing, documents/stamina-writes.ts).
  delete entry.damage;
  return after.value - now.value;
}
