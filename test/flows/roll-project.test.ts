import "../harness/rolls.ts";
import "../harness/combat-flow.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HarnessActor, HarnessItem, chatMessages, resetHarness } from "../harness/combat-flow.ts";
import { queueDice } from "../harness/rolls.ts";
import { escapeHTML } from "../harness/utils.ts";
import { NO_CHOICE, type RollDialogResult } from "../../src/documents/roll-prompt.ts";
import { fillSlots } from "../../src/documents/slots.ts";

const prompt = vi.fn<(options: unknown) => Promise<RollDialogResult | null>>();
fillSlots({ rollDialog: prompt });

const { rollProject, projectCharacteristics } = await import("../../src/flows/roll-project.ts");

const utils = (globalThis as unknown as { foundry: { utils: Record<string, unknown> } }).foundry.utils;
utils["escapeHTML"] ??= escapeHTML;

const answer = (over: Partial<RollDialogResult> = {}): RollDialogResult => ({
  characteristic: "reason",
  bonus: 0,
  rollMode: "publicroll",
  targets: [{ ...NO_CHOICE, downgradeTo: null }],
  skill: "",
  difficulty: "medium",
  spendTimes: 0,
  ...over,
});

function setup(points = 0, goal = 30, characteristics: string[] = ["reason", "intuition"]) {
  const project = new HarnessItem({
    type: "project",
    name: "Forge <Blade>",
    system: { goal, points, characteristics },
  });
  const hero = new HarnessActor({
    type: "hero",
    name: "Korva",
    system: { characteristics: { might: 3, agility: 0, reason: 2, intuition: 1, presence: 0 }, skills: [] },
    items: [project],
  });
  return { hero, project };
}

const run = (hero: HarnessActor, project: HarnessItem) =>
  rollProject(hero as unknown as Actor.Implementation, project as unknown as Item.Implementation);

beforeEach(() => {
  resetHarness();
  prompt.mockReset();
  prompt.mockResolvedValue(answer());
});

describe("project rolls from the hero sheet (R-DT-1)", () => {
  it("R-DT-1: the dialog offers only the project's characteristics, the best preselected", async () => {
    const { hero, project } = setup();
    queueDice(3, 4);
    await run(hero, project);
    expect(prompt.mock.calls[0]?.[0]).toMatchObject({
      kind: "project",
      characteristics: [
        { key: "reason", value: 2 },
        { key: "intuition", value: 1 },
      ],
      selected: "reason",
    });
    expect(projectCharacteristics({ characteristics: [] })).toHaveLength(5);
  });

  it("R-DT-1: 2d10 + characteristic + skill +2 become project points, added to the item in one update", async () => {
    const { hero, project } = setup(5);
    prompt.mockResolvedValue(answer({ skill: "alchemy" }));
    queueDice(3, 4);
    expect(await run(hero, project)).toBe(3 + 4 + 2 + 2);
    expect(project.system["points"]).toBe(5 + 11);
    expect(chatMessages).toHaveLength(1);
    expect(String(chatMessages[0]?.["content"])).toContain("Forge &lt;Blade&gt;");
  });

  it("R-DT-1: a double bane is −4, and the points are never below 1", async () => {
    const { hero, project } = setup();
    prompt.mockResolvedValue(answer({ targets: [{ ...NO_CHOICE, extraBanes: 2, downgradeTo: null }] }));
    queueDice(1, 1);
    expect(await run(hero, project)).toBe(1);
  });

  it("R-DT-1: a natural 19–20 is a breakthrough: roll again for the same project, all on one card", async () => {
    const { hero, project } = setup();
    queueDice(10, 9);
    queueDice(2, 3);
    expect(await run(hero, project)).toBe(19 + 2 + (5 + 2));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(chatMessages[0]?.["rolls"]).toHaveLength(2);
    expect(String(chatMessages[0]?.["content"])).toContain("STEELBOUND.ProjectRoll.Breakthrough");
  });

  it("R-DT-4: the card names the project events the new points reach and a finished project", async () => {
    const halfway = setup(20, 60);
    queueDice(10, 8);
    await run(halfway.hero, halfway.project); // 20 → 40 passes the event at 30
    const first = String(chatMessages[0]?.["content"]);
    expect(first).toContain("STEELBOUND.ProjectRoll.Events");
    expect(first).not.toContain("STEELBOUND.ProjectRoll.Complete");
    const nearly = setup(50, 60);
    queueDice(10, 8);
    await run(nearly.hero, nearly.project);
    expect(String(chatMessages[1]?.["content"])).toContain("STEELBOUND.ProjectRoll.Complete");
  });

  it("R-DT-1: a cancelled dialog rolls nothing and changes nothing", async () => {
    const { hero, project } = setup(5);
    prompt.mockResolvedValue(null);
    expect(await run(hero, project)).toBeNull();
    expect(project.system["points"]).toBe(5);
    expect(chatMessages).toHaveLength(0);
  });
});
