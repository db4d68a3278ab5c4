// @vitest-environment happy-dom
/**
 * The skills a hero knows are offered by name in the test and project roll dialogs, and the
 * test card names the skill used, on every client: "Handle Animals", never the data key "handleAnimals".
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { setUpTable, type Table } from "./table.ts";
import { actorOn, lastCardOn, ownSheetOn } from "./play.ts";
import { answerDialog, click, currentDialog, find, textOf, waitForDialog } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
const korvaOn = (client: SimClient) => actorOn(client, table.heroes.alice);

/** The roll dialog's skill choices as Alice reads them, then the dialog answered with `skill`. */
async function skillsOffered(button: HTMLElement, skill: string): Promise<string[]> {
  const { alice, session } = table;
  const clicking = alice.run(() => click(button));
  await alice.run(() => waitForDialog());
  const options = alice.run(() => [
    ...currentDialog().element.querySelectorAll<HTMLOptionElement>('select[name="skill"] option'),
  ]);
  const labels = options.map((o) => o.textContent.trim()).filter((l) => l !== "");
  await alice.run(() => answerDialog("roll", { skill }));
  await clicking;
  await session.settle();
  return labels;
}

describe("skills by name", () => {
  it("R-TS-2: Alice's test dialog offers Handle Animals and Climb; the card every client shows says Handle Animals", async () => {
    table = await setUpTable();
    await table.gm.run(() => korvaOn(table.gm).update({ system: { skills: ["handleAnimals", "climb"] } }));
    await table.session.settle();
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    queueDice(6, 5);
    const offered = await skillsOffered(
      find(sheet, '[data-action="rollTest"][data-characteristic="presence"]'),
      "handleAnimals",
    );
    expect(offered).toEqual(expect.arrayContaining(["Handle Animals", "Climb"]));
    expect(offered.join(" ")).not.toMatch(/handleAnimals|\bclimb\b/);
    for (const client of table.session.clients) {
      expect(textOf(lastCardOn(client))).toContain("Handle Animals");
      expect(textOf(lastCardOn(client))).not.toContain("handleAnimals");
    }
  });

  it("R-DT-1: the project roll dialog offers the same skills by name", async () => {
    const [project] = await table.alice.run(() =>
      korvaOn(table.alice).createEmbeddedDocuments("Item", [
        { name: "Tame a Griffon", type: "project", system: { goal: 30, points: 0 } },
      ]),
    );
    await table.session.settle();
    if (!project) throw new Error("no project");
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    queueDice(8, 7);
    const offered = await skillsOffered(
      find(sheet, `[data-action=rollProject][data-item-id="${project.id}"]`),
      "handleAnimals",
    );
    expect(offered).toEqual(expect.arrayContaining(["Handle Animals", "Climb"]));
    expect(offered.join(" ")).not.toContain("handleAnimals");
  });
});
