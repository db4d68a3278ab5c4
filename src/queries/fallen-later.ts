/**
 * Which minions fall (R-MN-3, R-MN-4) when a hit is applied inside the GM's queue (issue 19: no GM dialog
 * ever runs inside the queue). The queue judges one request at a time (./gm-query.ts); a handler that
 * awaited the "which minions fall" dialog would hold every other player's request until the GM answered.
 * v13 DialogV2.input → prompt → wait (client/applications/api/dialog.mjs) resolves only when a button is
 * clicked or the window is closed, with no time limit, while a player's User#query (client/documents/
 * user.mjs) hands its timeout to the server with the "userQuery" event and is rejected once it passes.
 *
 * So the hit applies the rules' defaults at once (the minion hit first, then the others in order:
 * `fallenMinions`), deterministically, and the queue moves on. The same dialog is then offered to the GM
 * outside the queue; an answer that differs from the defaults is applied as a new turn of the queue
 * (`inGmQueue`), after every request that came in meanwhile, and only as a swap in pairs of what is still
 * true then (`fallenSwap`): the number of minions down stays what the pool says.
 */
import { slots } from "../documents/slots.ts";
import { squadOf, type FallenChooser, type FallenRequest } from "../documents/combatant-group.ts";
import { fallenSwap } from "../rules/index.ts";
import { inGmQueue } from "../documents/gm-channel/local-queue.ts";

const DEAD = "dead";

/** The squad's members by combatant id, and whether each is down. */
function membersOf(groupUuid: string) {
  const group = fromUuidSync(groupUuid);
  if (!(group instanceof CombatantGroup)) return null;
  const byId = new Map([...group.members].map((c) => [c.id ?? "", c]));
  const down = (id: string) => byId.get(id)?.actor?.statuses.has(DEAD) === true;
  const standing = (id: string) => byId.has(id) && !down(id);
  return { byId, down, standing };
}

/** Applies the GM's later pick as a swap of what is still true now. */
async function swapFallen(groupUuid: string, request: FallenRequest, picked: readonly string[]) {
  const members = membersOf(groupUuid);
  if (members === null) return;
  const ids = request.candidates.map((c) => c.id);
  const { fall, rise } = fallenSwap(ids, request.defaults, picked, members);
  for (const id of rise)
    await members.byId.get(id)?.actor?.toggleStatusEffect(DEAD, { active: false, overlay: true });
  for (const id of fall)
    await members.byId.get(id)?.actor?.toggleStatusEffect(DEAD, { active: true, overlay: true });
}

/** Shows the GM the dialog (never awaited by the queue) and queues the swap the answer asks for. */
async function offerLater(groupUuid: string, request: FallenRequest): Promise<void> {
  try {
    const picked = await slots.fallenMinionsDialog(request);
    if (picked === null) return;
    const work = () => swapFallen(groupUuid, request, picked);
    await (inGmQueue(work) ?? work());
  } catch (error) {
    console.error("steelbound | the later pick of fallen minions failed", error);
  }
}

/**
 * The chooser a queued handler gives `SteelActor#takeDamage` for `actor`: it keeps the defaults (returns
 * null at once) and offers the GM the choice afterwards, outside the queue.
 */
export function fallenDefaultsNow(actor: Actor.Implementation): FallenChooser {
  return (request) => {
    const group = squadOf(actor);
    if (group !== null) void offerLater(group.uuid, request);
    return Promise.resolve(null);
  };
}
