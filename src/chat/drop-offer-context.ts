/**
 * The drop offer's flag and card context (R-HT-2, ./drop-offer.ts), without Foundry: the gallery builds the
 * card from here.
 */
export interface DropOfferFlags {
  actor: string;
  /** The running turn when the hero dropped (src/documents/combat/turn-key.ts), null outside combat. */
  turn: string | null;
  /** The hero's Stamina after the damage, and the Stamina 2 tokens would give back (its recovery value). */
  stamina: number;
  value: number;
}

/** `tokens`: the party's pool when the offer is made (R-HT-1: the tokens are the party's, not the hero's). */
export function dropOfferContext(name: string, offer: DropOfferFlags, tokens: number) {
  return { name, stamina: offer.stamina, value: offer.value, tokens };
}
