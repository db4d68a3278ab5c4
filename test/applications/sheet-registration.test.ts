import { beforeAll, describe, expect, it } from "vitest";
import type { HarnessHooks } from "../harness/globals.ts";
import { resetWorld } from "../harness/globals.ts";
import { loadedTemplatePaths, registeredSheets } from "../harness/applications.ts";
import { SYSTEM_PARTIALS } from "../../src/applications/handlebars/partials.ts";

beforeAll(async () => {
  resetWorld();
  await import("../../src/index.ts");
  (Hooks as unknown as HarnessHooks).callAll("init");
});

describe("sheet registration on init", () => {
  it("makes Steelbound's sheets the default for heroes, monsters, retainers and every item", () => {
    const byType = (documentName: string, type?: string) =>
      registeredSheets.filter(
        (r) =>
          r.documentName === documentName &&
          r.scope === "steelbound" &&
          r.options["makeDefault"] === true &&
          (type === undefined || (r.options["types"] as string[] | undefined)?.includes(type)),
      );
    for (const type of ["hero", "monster", "retainer"]) expect(byType("Actor", type), type).toHaveLength(1);
    expect(byType("Item")).toHaveLength(1);
  });

  it("preloads every partial the sheets use, by its system path", () => {
    for (const partial of SYSTEM_PARTIALS)
      expect(loadedTemplatePaths).toContain(`systems/steelbound/templates/${partial}`);
  });
});
