import { beforeEach, describe, expect, it } from "vitest";
import { ProjectModel } from "../../src/data/item/project.ts";
import { itemContext } from "../../src/applications/sheets/context/item.ts";
import { buildModel, freshWorld } from "../harness/world.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { renderTemplate } from "../harness/handlebars.ts";

beforeEach(freshWorld);

const en = createLocalizer("en");
const project = (goal: number, points: number) => {
  const system = buildModel(ProjectModel, { goal, points });
  system.prepareDerivedData();
  return system;
};
const view = (goal: number, points: number) => ({
  id: "pr1",
  name: "Craft a Blade",
  img: "",
  type: "project" as const,
  sort: 0,
  system: project(goal, points),
});

describe("project events (docs/DATA.md `events`)", () => {
  it("R-DT-4: the model derives the event milestones from the goal", () => {
    expect(project(30, 0).events).toEqual([]);
    expect(project(150, 0).events).toEqual([75]);
    expect(project(450, 0).events).toEqual([150, 300]);
    expect(project(1000, 0).events).toEqual([250, 500, 750]);
  });

  it("R-DT-4: the project sheet lists each event and marks those the points have reached", () => {
    const context = itemContext(en, view(450, 160), { editable: true, enriched: undefined });
    expect(context.details).toMatchObject({
      kind: "project",
      events: [
        { points: 150, reached: true },
        { points: 300, reached: false },
      ],
    });
    const html = renderTemplate("templates/item/details/project.hbs", context);
    expect(html).toMatch(/150 \(reached\)/);
    expect(html).toMatch(/>300<\/span>/);
    const none = itemContext(en, view(20, 0), { editable: true, enriched: undefined });
    expect(renderTemplate("templates/item/details/project.hbs", none)).toMatch(/Events at:\s*—/);
  });
});
