/**
 * Client side of `ownNumbers` (./request.ts): the one way a sheet or a flow changes a creature's
 * recoveries, stamina by a recovery, or heroic resource. With an active GM connected the change joins
 * the GM's queue, the GM's own included (request-gm.ts hands the active GM's request to its local queue),
 * so no two writers compute absolute values from stale copies. With no GM, the owner writes directly.
 */
import { requestGm, type GmRequest, type GmResult } from "./request-gm.ts";

// The kind's own types (src/queries/own-numbers/request.ts), read through the request table.
type OwnChange = GmRequest<"ownNumbers">["change"];
type OwnNumbersResult = GmResult<"ownNumbers">;
/** SteelActor's own recovery methods (src/documents/actor.ts), reached structurally. */
interface NumbersBearer {
  catchBreath(): Promise<OwnNumbersResult>;
  spendRecovery(): Promise<OwnNumbersResult>;
}

/** True when a GM is connected to order the write (v13 Users#activeGM). */
export const gmConnected = (): boolean => (game.users?.activeGM ?? null) !== null;

/** Catch Breath or spend a Recovery (R-RC-1); null when the request was refused or lost. */
export async function askRecovery(
  actor: { readonly uuid: string } & Pick<NumbersBearer, "catchBreath" | "spendRecovery">,
  change: "catchBreath" | "spendRecovery",
): Promise<OwnNumbersResult | null> {
  if (!gmConnected()) return change === "catchBreath" ? actor.catchBreath() : actor.spendRecovery();
  const result = await requestGm({ kind: "ownNumbers", actorUuid: actor.uuid, change, delta: 0 });
  if (result && !result.ok)
    ui.notifications?.warn(`STEELBOUND.Recovery.Refused.${result.reason}`, { localize: true });
  return result;
}

/**
 * Catch Breath from a basic action item (src/flows/basic-actions.ts): through the GM's queue when a GM is
 * connected, as the sheet's button (no absolute Stamina from the owner's copy beside the GM's hit).
 */
export async function askCatchBreath(actor: {
  readonly uuid: string;
  catchBreath(): Promise<{ ok: boolean }>;
}): Promise<boolean> {
  if (!gmConnected()) return (await actor.catchBreath()).ok;
  const result = await requestGm({
    kind: "ownNumbers",
    actorUuid: actor.uuid,
    change: "catchBreath",
    delta: 0,
  });
  if (result && !result.ok)
    ui.notifications?.warn(`STEELBOUND.Recovery.Refused.${result.reason}`, { localize: true });
  return result?.ok === true;
}

/**
 * Adds `delta` heroic resource (negative pays, R-AB-8; positive gives back, R-AB-6). The GM adds it to the
 * value it holds; without a GM the owner adds it to theirs. False when it was refused.
 */
export async function changeHeroicResource(
  actor: { readonly uuid: string; readonly system: object; update(data: object): Promise<unknown> },
  delta: number,
): Promise<boolean> {
  if (delta === 0) return true;
  if (gmConnected()) {
    const result = await requestGm({
      kind: "ownNumbers",
      actorUuid: actor.uuid,
      change: "heroicResource",
      delta,
    });
    return result?.ok === true;
  }
  const value: unknown = foundry.utils.getProperty(actor.system, "heroicResource.value");
  if (typeof value !== "number") return false;
  await actor.update({ system: { heroicResource: { value: value + delta } } });
  return true;
}

/**
 * Adds `delta` to the hero's epic resource or surges, as changeHeroicResource does the heroic resource: through the GM's queue when one is connected (the
 * difference, added to the number the GM holds, never below 0), else written by the owner. False when refused.
 */
export async function changeHeroNumber(
  actor: Actor.Implementation,
  which: "epic" | "surge",
  delta: number,
): Promise<boolean> {
  if (delta === 0) return true;
  const change: OwnEdit = which === "epic" ? "epicEdit" : "surgesEdit";
  if (gmConnected()) return editOwnNumber(actor, change, delta);
  const path = which === "epic" ? "epicResource" : "surges";
  const value: unknown = foundry.utils.getProperty(actor.system, path);
  if (typeof value !== "number") return false;
  await actor.update({ system: { [path]: Math.max(0, value + delta) } });
  return true;
}

/** The typed-number edits of the sheet (./request.ts EDITED). */
export type OwnEdit = Extract<OwnChange, `${string}Edit`> | "heroicResource";

/**
 * A number the owner typed on the sheet, as the difference from the number the sheet showed: the GM adds
 * it to the value it holds, in the queue's order. Only called with a GM connected (the sheet writes the
 * typed value itself otherwise, as before). False when it was refused.
 */
export async function editOwnNumber(
  actor: { readonly uuid: string },
  change: OwnEdit,
  delta: number,
): Promise<boolean> {
  if (delta === 0) return true;
  const result = await requestGm({ kind: "ownNumbers", actorUuid: actor.uuid, change, delta });
  return result?.ok === true;
}

/**
 * R-AB-8: the heroic resource a hero gains as their turn starts, added in the queue's order when a GM is
 * connected. It may be called from inside the queue (a player's takeTurn or endTurn request starts the next
 * turn), where awaiting a later turn of the same queue would wait forever (../gm-query.ts), so the change is
 * sent and not awaited; it lands right after the turn that sent it. Without a GM it is written at once.
 */
export async function gainHeroicResourceInOrder(
  actor: { readonly uuid: string; readonly system: object; update(data: object): Promise<unknown> },
  gain: number,
): Promise<void> {
  if (!gmConnected()) {
    await changeHeroicResource(actor, gain);
    return;
  }
  void changeHeroicResource(actor, gain).catch((error: unknown) => {
    console.error("steelbound | the turn-start heroic resource did not land", error);
  });
}
