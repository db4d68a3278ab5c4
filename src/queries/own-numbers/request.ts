/**
 * Request kind `ownNumbers` (one writer per creature's numbers): a creature's owner changes its
 * stamina, recoveries or heroic resource from their own sheet (Catch Breath, spend a Recovery, pay or get
 * back heroic resource). The owner may write their own hero anyway, so nothing here is a matter of trust:
 * it is a matter of ORDER. Every such write is an absolute value computed from the writer's copy; when the
 * GM applies a hit (queued, ../gm-query.ts) while the owner spends a Recovery on their own client, the
 * later write would erase the earlier one (4 stamina instead of 12). Sent through the
 * GM's queue, the owner's change is computed on the GM's copy after every earlier request's writes landed
 * (v13 ClientDatabaseBackend#_updateDocuments resolves after the server's reply was applied), so every
 * race gives the sequential result. ./ask.ts sends it whenever an active GM is connected; with no GM the
 * owner writes directly (nobody else can write then).
 * The resource change is relative: the GM adds `delta` to the value it holds, never a value the player read.
 * So are the numbers the owner types on the sheet (stamina, temporary stamina, recoveries, surges): the
 * sheet sends the difference between the typed number and the one it showed, so a hit the GM applied
 * meanwhile still counts (src/applications/sheets/own-number-fields.ts).
 */
import { QueryRefused, type QueryKind, type Requester } from "../../documents/gm-channel/query-kind.ts";
import { integer, oneOf, worldUuid } from "../../documents/gm-channel/payload.ts";
import { userOwns } from "../../documents/ownership.ts";

export const OWN_CHANGES = [
  "catchBreath",
  "spendRecovery",
  "heroicResource",
  // A number the owner typed on the sheet, sent as the difference from the value they saw (./ask.ts).
  "staminaEdit",
  "temporaryEdit",
  "recoveriesEdit",
  "surgesEdit",
  // The class's epic resource: its Gain/Spend buttons and its typed number, as a difference.
  "epicEdit",
] as const;
export type OwnChange = (typeof OWN_CHANGES)[number];

export interface OwnNumbersPayload {
  actorUuid: string;
  change: OwnChange;
  /** Heroic resource or the edited number to add (negative to pay or lower); 0 for the recovery changes. */
  delta: number;
}

/** What the owner is told: whether it happened, why not, and what it gave (stamina or resource). */
export type OwnNumbersResult = { ok: true; regained: number } | { ok: false; reason: string };

/** Far beyond any ability's cost or refund; bounds a forged request. */
const MAX_DELTA = 99;
/** Far beyond any creature's stamina; bounds a forged edit. */
const MAX_EDIT = 9_999;

/** Where each typed edit lands (paths under `system`) and whether it stays at 0 or more (stored counts). */
const EDITED: Readonly<Record<string, { path: string; counts: boolean }>> = {
  staminaEdit: { path: "stamina.value", counts: false },
  temporaryEdit: { path: "stamina.temporary", counts: true },
  recoveriesEdit: { path: "recoveries.value", counts: true },
  surgesEdit: { path: "surges", counts: true },
  epicEdit: { path: "epicResource", counts: true },
};

/** SteelActor's own methods (src/documents/actor.ts), reached structurally as the other kinds do. */
export interface NumbersBearer {
  readonly system: object;
  testUserPermission(user: unknown, level: "OWNER"): boolean;
  catchBreath(): Promise<{ ok: true; regained: number } | { ok: false; reason: string }>;
  spendRecovery(): Promise<{ ok: true; regained: number } | { ok: false; reason: string }>;
  update(data: object): Promise<unknown>;
}

function bearer(uuid: string): NumbersBearer {
  const actor = fromUuidSync(uuid);
  if (!(actor instanceof Actor)) throw new QueryRefused("NotFound", "actor");
  return actor as unknown as NumbersBearer; // SteelActor is CONFIG.Actor.documentClass
}

function resourceOf(actor: NumbersBearer): number | null {
  const value: unknown = foundry.utils.getProperty(actor.system, "heroicResource.value");
  return typeof value === "number" ? value : null;
}

/** Adds a typed edit to the number the GM holds now (the owner's view may be stale); what it changed. */
async function applyEdit(
  actor: NumbersBearer,
  edited: { path: string; counts: boolean },
  delta: number,
): Promise<number> {
  const value: unknown = foundry.utils.getProperty(actor.system, edited.path);
  if (typeof value !== "number") throw new QueryRefused("Refused", `no ${edited.path}`);
  const next = edited.counts ? Math.max(0, value + delta) : value + delta;
  if (next !== value) await actor.update({ system: foundry.utils.expandObject({ [edited.path]: next }) });
  return next - value;
}

export const ownNumbersKind: QueryKind<OwnNumbersPayload, OwnNumbersResult> = {
  parse(data) {
    const change = oneOf(data["change"], OWN_CHANGES, "change");
    const delta =
      change === "heroicResource"
        ? integer(data["delta"], -MAX_DELTA, MAX_DELTA, "delta")
        : change in EDITED
          ? integer(data["delta"], -MAX_EDIT, MAX_EDIT, "delta")
          : 0;
    return { actorUuid: worldUuid(data["actorUuid"], "actorUuid"), change, delta };
  },

  authorize(payload, user: Requester) {
    const actor = bearer(payload.actorUuid);
    if (!userOwns(actor, user)) throw new QueryRefused("Forbidden", "not the owner");
  },

  async handle(payload) {
    const actor = bearer(payload.actorUuid);
    if (payload.change === "heroicResource") {
      const value = resourceOf(actor);
      if (value === null) throw new QueryRefused("Refused", "no heroic resource");
      // A change of nothing writes nothing.
      if (payload.delta !== 0)
        await actor.update({ system: { heroicResource: { value: value + payload.delta } } });
      return { ok: true, regained: payload.delta };
    }
    const edited = EDITED[payload.change];
    if (edited !== undefined) return { ok: true, regained: await applyEdit(actor, edited, payload.delta) };
    const result = payload.change === "catchBreath" ? await actor.catchBreath() : await actor.spendRecovery();
    return result.ok ? { ok: true, regained: result.regained } : { ok: false, reason: result.reason };
  },
};
