/**
 * The one typed table of callbacks through which documents and the play layer reach what sits above them:
 * the dialogs of src/applications and the flows of src/flows and src/rolls. Imports run one way
 * (.dependency-cruiser.mjs), so a document cannot import the window it opens; src/config fills this table
 * at init (src/config/slots.ts) and the document calls `slots.<name>`. Calling a slot nobody filled throws,
 * naming the slot, rather than doing nothing.
 */
import type { Characteristic } from "../rules/types.ts";
import type { EffectDuration, TestDifficulty } from "../rules/index.ts";
import type { RollDialogOptions, RollDialogResult } from "./roll-prompt.ts";
import type { FallenRequest, SquadStrikeRequest, SquadStrikeResult } from "./combatant-group/requests.ts";

/** What the official-data converter (src/import/official) hands back for one document. */
export interface OfficialConversion {
  document: Record<string, unknown>;
  unmapped: readonly { uuid: string; field: string; why: string }[];
}

export interface Slots {
  /** The roll dialog: the player's choices, or null when it is closed. */
  rollDialog: (options: RollDialogOptions) => Promise<RollDialogResult | null>;
  /** R-CB-16: the Director's victories dialog at the end of combat; victories per actor id, or null. */
  victoriesDialog: (combat: Combat.Implementation) => Promise<Record<string, number> | null>;
  /** R-MN-3, R-MN-4: the attacker picks which minions fall; null keeps the defaults. */
  fallenMinionsDialog: (request: FallenRequest) => Promise<readonly string[] | null>;
  /** Using an ability: costs, roll dialog, power roll and card (SteelActor#useAbility). */
  useAbility: (actor: Actor.Implementation, item: Item.Implementation) => Promise<boolean>;
  /** A characteristic test: roll dialog, power roll and card (SteelActor#rollTest). */
  rollTest: (actor: Actor.Implementation, characteristic: Characteristic) => Promise<boolean>;
  /** R-MN-7, R-MN-9: a squad attacks together and a card says what it dealt (SteelCombatantGroup#squadStrike). */
  squadStrike: (
    group: CombatantGroup.Implementation,
    request: SquadStrikeRequest,
  ) => Promise<SquadStrikeResult>;
  /** What happens as a turn starts (R-AB-8), for the acting combatants' ids. */
  turnStart: (combat: Combat.Implementation, combatantIds: readonly string[]) => Promise<void>;
  /** What happens as a turn ends (R-AB-11), while the combat still records the turn that ends. */
  turnEnd: (combat: Combat.Implementation, combatantIds: readonly string[]) => Promise<void>;
  /**
   * R-AB-11: how long a condition a user toggles on (the token HUD) lasts; "none" = no Draw Steel
   * duration, null = the dialog was closed and nothing is toggled. `source`: the UUID of the creature that
   * imposes a frightened / grabbed / taunted condition (R-CN-3, R-CN-4, R-CN-8), null for none.
   */
  conditionDuration: (
    actor: Actor.Implementation,
    statusId: string,
  ) => Promise<{ duration: EffectDuration | "none"; source: string | null } | null>;
  /** Official Draw Steel data → Steelbound data (src/import/official); throws for what is not official data. */
  convertOfficial: (
    documentName: "Actor" | "Item",
    source: Record<string, unknown>,
  ) => Promise<OfficialConversion>;
  /** `@Embed` content of an ability or a monster (SteelItem/SteelActor#_buildEmbedHTML), null for others. */
  embedHTML: (document: Item.Implementation | Actor.Implementation) => Promise<HTMLElement | null>;
  /**
   * A test rolled from a card's button (a target test, a called test, R-TS-4): roll dialog, power roll and
   * `test` card, with the characteristics offered and what the Director called; the posted message's id.
   */
  testMessage: (
    actor: Actor.Implementation,
    characteristic: Characteristic,
    allowed?: readonly Characteristic[],
    called?: { difficulty?: TestDifficulty; assist?: { edges: number; banes: number } },
  ) => Promise<{ posted: boolean; id: string | null }>;
}

const filled: Partial<Slots> = {};

/** src/config at init fills the whole table; a test may replace single slots (e.g. answer the roll dialog). */
export function fillSlots(table: Partial<Slots>): void {
  Object.assign(filled, table);
}

function slot<K extends keyof Slots>(name: K): Slots[K] {
  const callback = filled[name];
  if (callback === undefined)
    throw new Error(
      `steelbound | slot "${name}" is empty: src/config/slots.ts fills documents/slots.ts at init`,
    );
  return callback;
}

/** Each entry looks its callback up when called, so filling the table later (at init) is enough. */
export const slots: Slots = {
  rollDialog: (options) => slot("rollDialog")(options),
  victoriesDialog: (combat) => slot("victoriesDialog")(combat),
  fallenMinionsDialog: (request) => slot("fallenMinionsDialog")(request),
  useAbility: (actor, item) => slot("useAbility")(actor, item),
  rollTest: (actor, characteristic) => slot("rollTest")(actor, characteristic),
  squadStrike: (group, request) => slot("squadStrike")(group, request),
  turnStart: (combat, ids) => slot("turnStart")(combat, ids),
  turnEnd: (combat, ids) => slot("turnEnd")(combat, ids),
  convertOfficial: (documentName, source) => slot("convertOfficial")(documentName, source),
  conditionDuration: (actor, statusId) => slot("conditionDuration")(actor, statusId),
  embedHTML: (document) => slot("embedHTML")(document),
  testMessage: (actor, characteristic, allowed, called) =>
    slot("testMessage")(actor, characteristic, allowed, called),
};
