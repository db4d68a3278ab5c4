/**
 * R-CB-9 Hide and Search for Hidden Creatures, the user's side: the basic actions (./basic-actions.ts) ask the
 * GM, who alone writes a hidden status (src/queries/hiding). Refused (not the creature's turn, no maneuver left,
 * not the searcher's test), nothing is spent and no card is posted; requestGm tells the user why.
 */
import { requestGm } from "../documents/gm-channel/request-gm.ts";
import { rollTestMessage } from "./roll-test.ts";

/** Hide: hidden now, or the claim waits for the Director's card; false when refused. */
export async function hide(actor: Actor.Implementation): Promise<boolean> {
  const result = await requestGm({ kind: "hide", actorUuid: actor.uuid });
  if (result === null) return false;
  const key = result.hidden ? "STEELBOUND.Hide.Hidden" : "STEELBOUND.Hide.Waiting";
  ui.notifications?.info(game.i18n?.format(key, { name: actor.name }) ?? key);
  return true;
}

/** Search: the Intuition test (the Search skill is the user's to pick in the dialog), then the GM searches. */
export async function search(actor: Actor.Implementation): Promise<boolean> {
  const test = await rollTestMessage(actor, "intuition", ["intuition"]);
  if (!test.posted || test.id === null) return false;
  return (await requestGm({ kind: "search", actorUuid: actor.uuid, testMessage: test.id })) !== null;
}
