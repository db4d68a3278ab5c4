/**
 * Client side of `ownNumbers` (./request.ts): the one way a sheet or a flow changes a creature's
 * recoveries, stamina by a recovery, or heroic resource. With an active GM connected the change joins
 * the GM's queue, the GM's own included (request-gm.ts hands the active GM's request to its local queue),
 * so no two writers compute absolute values from stale copies. With no GM, the owner writes directly.
 */
import { requestGm } from "../request-gm.ts";
import type { NumbersBearer, OwnNumbersResult } from "./request.ts";

/** True when a GM is connected to order the write (v13 Users#activeGM). */
const gmConnected = (): boolean => (game.users?.activeGM ?? null) !== null;

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
