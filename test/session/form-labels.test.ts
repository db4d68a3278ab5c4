// @vitest-environment happy-dom
/**
 * A screen reader reads a field by the label tied to it (`<label for>` → the element with that id). Every window
 * shares the one document, so two roll dialogs open at once must each tie their labels to their own fields, never
 * to the first dialog's (the player who opens a might test, then an agility test, before answering either).
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { setUpTable } from "./table.ts";
import { heroSheetOn } from "./play.ts";
import {
  answerDialog,
  click,
  currentDialog,
  find,
  openDialogs,
  waitForDialog,
} from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";

describe("form fields say their names (accessibility)", () => {
  it("R-PR-10: two roll dialogs open at once each name their own characteristic, bonus and roll-mode fields", async () => {
    const table = await setUpTable();
    const { alice, heroes } = table;
    const sheet = await heroSheetOn(alice, heroes.alice);
    const test = (key: string) => find(sheet, `[data-action="rollTest"][data-characteristic="${key}"]`);
    const might = alice.run(() => click(test("might")));
    await alice.run(() => waitForDialog());
    const agility = alice.run(() => click(test("agility")));
    await alice.run(async () => {
      for (let i = 0; i < 100 && openDialogs().length < 2; i += 1) await new Promise((r) => setTimeout(r, 0));
    });

    const ties = alice.run(() =>
      openDialogs().map((dialog) =>
        [...dialog.element.querySelectorAll<HTMLLabelElement>("label[for]")].map((label) => {
          const field = document.getElementById(label.htmlFor);
          return { label: label.textContent.trim(), own: !!field && dialog.element.contains(field) };
        }),
      ),
    );
    expect(ties).toHaveLength(2);
    for (const labels of ties) {
      expect(labels.length).toBeGreaterThanOrEqual(3);
      expect(labels.filter((l) => !l.own)).toEqual([]);
    }
    const ids = alice.run(() =>
      openDialogs().flatMap((dialog) => [...dialog.element.querySelectorAll("[id]")].map((el) => el.id)),
    );
    expect(new Set(ids).size).toBe(ids.length);

    // Both answered, the newer first: the sim's click waits on all of a client's open work, the other dialog's
    // pending roll too, so the newer dialog's Roll is pressed as a bare browser click and the older one's answer
    // then waits for both rolls.
    queueDice(4, 4, 5, 5);
    alice.run(() =>
      find(currentDialog(), '[data-action="roll"]').dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }),
      ),
    );
    await alice.run(async () => {
      for (let i = 0; i < 100 && openDialogs().length > 1; i += 1) await new Promise((r) => setTimeout(r, 0));
    });
    expect(alice.run(() => openDialogs().length)).toBe(1);
    await alice.run(() => answerDialog("roll"));
    await Promise.all([might, agility]);
    await table.session.settle();
    expect(alice.run(() => openDialogs().length)).toBe(0);
  });
});
