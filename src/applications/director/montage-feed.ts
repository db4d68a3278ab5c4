/**
 * R-TS-6 fed by the table: while the Director's montage runs (`live`, his "Start counting test cards"), a
 * taking-part hero's test card counts as that hero's action this round — a success or a failure as the GM
 * recomputes the test from its dice and the hero (src/queries/test-call.ts recomputedTest), with the skill it
 * used. Only the active GM writes the montage (a world setting only a GM may write), in the order the cards
 * land; his own buttons on the tracker stay for corrections (undo, a different outcome, no roll).
 */
import { readMontage, writeMontage } from "../../data/settings/director-store.ts";
import { track } from "../windows.ts";
import { gameLocalizer } from "../../i18n.ts";

let queue: Promise<void> = Promise.resolve();

async function count(message: ChatMessage.Implementation): Promise<void> {
  const state = readMontage();
  if (!state.live) return;
  // The GM's test recomputation and the montage's edits load with the first card of a live montage.
  const [{ recomputedTest }, { recordMontageTest }] = await Promise.all([
    track(import("../../queries/test-call.ts")),
    track(import("../../data/settings/montage.ts")),
  ]);
  const test = recomputedTest(message);
  if (test === null) return;
  const change = recordMontageTest(state, {
    heroId: test.actor.uuid,
    skill: test.skill,
    success: test.success,
  });
  if (change === null) return;
  if (!change.ok) {
    ui.notifications?.warn(
      gameLocalizer().format("STEELBOUND.Director.Montage.FedSkillUsed", { name: test.actor.name }),
    );
    return;
  }
  await writeMontage(change.state);
}

/** A new chat message, seen on every client: the active GM counts a montage test, one at a time. */
export function onMontageTestCard(message: ChatMessage.Implementation): void {
  if (game.user?.isActiveGM !== true) return;
  queue = queue
    .then(() => count(message))
    .catch((error: unknown) => {
      console.error("steelbound | a test card was not counted for the montage", error);
    });
}
