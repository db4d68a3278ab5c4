// @vitest-environment happy-dom
/** The v13 rendering emulation itself, each behaviour against a probe application (SIM_BEHAVIOURS). */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApplicationV2, instances, type Options } from "./application.ts";
import { runOn, type ClientGlobals } from "../context.ts";
import { DocumentSheetV2 } from "./document-sheet.ts";
import { HandlebarsApplicationMixin } from "./handlebars-mixin.ts";
import {
  change,
  click,
  closeAll,
  field,
  find,
  installRendering,
  open,
  settle,
  submit,
  textOf,
} from "./user.ts";
import { HarnessDocument } from "../../harness/document.ts";
import { freshWorld } from "../../harness/world.ts";
import { notifications, type HarnessHooks } from "../../harness/globals.ts";

const PROBE = "test/sim/applications/fixtures/probe-main.hbs";
const TABS = "test/sim/applications/fixtures/probe-tabs.hbs";
const seen: string[] = [];

class Probe extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: Options = {
    id: "probe",
    classes: ["probe"],
    window: { title: "Probe" },
    actions: { bump: Probe.#bump },
  };
  static override PARTS = { main: { template: PROBE }, tabs: { template: TABS } };
  static override TABS = {
    primary: { tabs: [{ id: "one" }, { id: "two" }], initial: "one", labelPrefix: "P" },
  };
  count = 1;
  override async _prepareContext(options: Options): Promise<Options> {
    return { ...(await super._prepareContext(options)), count: this.count };
  }
  override async _onRender(context: Options, options: Options): Promise<void> {
    await super._onRender(context, options);
    seen.push(`onRender:${String(context["count"])}`);
  }
  override _onClickAction(_event: Event, target: HTMLElement): void {
    seen.push(`fallback:${target.dataset["action"] ?? ""}`);
  }
  static async #bump(this: Probe, _event: Event, target: HTMLElement): Promise<void> {
    seen.push(`bump:${target.tagName}`);
    this.count += 1;
    await this.render();
  }
}

// The mixin's static type is the plain ApplicationV2 chain (see handlebars-mixin.ts); the sheet is one.
const HandlebarsSheet = HandlebarsApplicationMixin(DocumentSheetV2) as unknown as typeof DocumentSheetV2 & {
  PARTS: Record<string, { template: string }>;
};
class ProbeSheet extends HandlebarsSheet {
  static override DEFAULT_OPTIONS: Options = { form: { submitOnChange: true } };
  static override PARTS = { main: { template: PROBE } };
  override async _prepareContext(options: Options): Promise<Options> {
    const context = await super._prepareContext(options);
    const source = (context["source"] ?? {}) as Options;
    const system = (source["system"] ?? {}) as Options;
    return { ...context, count: system["count"], flag: source["flag"] };
  }
}

beforeEach(() => {
  freshWorld();
  installRendering();
  seen.length = 0;
});
afterEach(closeAll);

describe("ApplicationV2 render life cycle (v13 client/applications/api/application.mjs)", () => {
  it("a first render needs force; then the frame carries the id, classes and title, registered in instances", async () => {
    const app = new Probe();
    await app.render();
    expect(app.rendered).toBe(false);
    await open(app);
    expect(app.rendered).toBe(true);
    expect(document.getElementById("probe")).toBe(app.element);
    expect(app.element.classList.contains("application")).toBe(true);
    expect(find(app, ".window-title").textContent).toBe("Probe");
    expect(instances.get("probe")).toBe(app);
  });

  it("each client's foundry.applications.instances holds only the applications it rendered", async () => {
    const g = globalThis as unknown as ClientGlobals;
    const globals = (): ClientGlobals => ({
      game: g.game,
      CONFIG: g.CONFIG,
      Hooks: g.Hooks,
      ui: g.ui,
      canvas: null,
    });
    // Each simulated client is the owner of its globals (test/sim/client.ts runs code with itself as owner).
    const a = globals();
    const [ownerA, ownerB] = [{}, {}];
    const app = await runOn(a, "a", () => open(new Probe()), ownerA);
    expect(runOn(a, "a", () => instances.get("probe"), ownerA)).toBe(app);
    expect(runOn(globals(), "b", () => instances.has("probe"), ownerB)).toBe(false);
    await runOn(a, "a", () => app.close(), ownerA);
    expect(runOn(a, "a", () => instances.size, ownerA)).toBe(0);
  });

  it("_onRender is awaited and render hooks fire for the class and each ancestor with (app, element, context, options)", async () => {
    const calls: string[] = [];
    const bus = (globalThis as unknown as { Hooks: HarnessHooks }).Hooks;
    const names = ["renderProbe", "renderHandlebarsApplication", "renderApplicationV2"];
    const ids = names.map((name) =>
      bus.on(name, (app, element, context) => {
        const id = (element as HTMLElement).id;
        calls.push(`${name}:${String((context as Options)["count"])}:${id}:${app instanceof Probe}`);
      }),
    );
    await open(new Probe());
    names.forEach((name, i) => {
      bus.off(name, ids[i] ?? 0);
    });
    expect(seen).toEqual(["onRender:1"]);
    expect(calls).toEqual([
      "renderProbe:1:probe:true",
      "renderHandlebarsApplication:1:probe:true",
      "renderApplicationV2:1:probe:true",
    ]);
  });

  it("a data-action click calls options.actions with this = app and (event, target); unknown actions go to _onClickAction", async () => {
    const app = await open(new Probe());
    await click(app, "bump");
    expect(seen).toContain("bump:BUTTON");
    expect(find(app, ".count").textContent).toBe("2");
    await click(app, "unknown");
    expect(seen).toContain("fallback:unknown");
  });

  it("each part is rendered from its own template with partId = <app id>-<part>, marked data-application-part", async () => {
    const app = await open(new Probe());
    expect(find(app, "[data-application-part=main]").dataset["partId"]).toBe("probe-main");
    expect(find(app, "[data-application-part=tabs]").dataset["partId"]).toBe("probe-tabs");
  });

  it("re-rendering one part replaces only that part's element", async () => {
    const app = await open(new Probe());
    const tabs = find(app, "[data-application-part=tabs]");
    app.count = 5;
    await app.render({ parts: ["main"] });
    expect(find(app, ".count").textContent).toBe("5");
    expect(find(app, "[data-application-part=tabs]")).toBe(tabs);
  });

  it("re-rendering keeps the focus on the field with the same name (a keyboard user stays put)", async () => {
    const app = await open(new Probe());
    field(app, '[name="system.count"]').focus();
    app.count = 7;
    await app.render();
    const focused = document.activeElement;
    expect(focused).toBe(field(app, '[name="system.count"]'));
    expect((focused as HTMLInputElement).value).toBe("7");
  });

  it("tabs: the initial tab is active with labels from labelPrefix; clicking another tab changes the group", async () => {
    const app = await open(new Probe());
    expect(textOf(find(app, "nav.tabs"))).toBe("P.oneP.two");
    expect(find(app, "section[data-tab=one]").classList.contains("active")).toBe(true);
    await click(find(app, "a[data-tab=two]"));
    expect(app.tabGroups["primary"]).toBe("two");
    expect(find(app, "section[data-tab=two]").classList.contains("active")).toBe(true);
    expect(find(app, "section[data-tab=one]").classList.contains("active")).toBe(false);
  });

  it("the close button closes: element removed, instance dropped, close hook fired", async () => {
    const app = await open(new Probe());
    await click(app, "close");
    expect(app.rendered).toBe(false);
    expect(document.getElementById("probe")).toBeNull();
    expect(instances.has("probe")).toBe(false);
  });
});

describe("DocumentSheetV2 (v13 client/applications/api/document-sheet.mjs)", () => {
  const doc = () => new HarnessDocument({ name: "Probe", system: { count: 3 } });

  it("a changed field submits the form (submitOnChange) as document.update with expanded data", async () => {
    const d = doc();
    const sheet = await open(new ProbeSheet({ document: d }));
    await change(field(sheet, "[name='system.count']"), "7");
    expect((d._source["system"] as Options)["count"]).toBe(7);
    expect(d._source["flag"]).toBe(false);
  });

  it("the sheet joins document.apps on first render and re-renders when the document updates", async () => {
    const d = doc();
    const sheet = await open(new ProbeSheet({ document: d }));
    expect(d.apps[sheet.id]).toBe(sheet);
    await d.update({ "system.count": 9 });
    await settle(); // the update's re-render is not awaited (v13 ClientDocumentMixin#render)
    expect(find(sheet, ".count").textContent).toBe("9");
    await sheet.close();
    expect(d.apps[sheet.id]).toBeUndefined();
  });

  it("submitting the form (Enter) updates the document once", async () => {
    const d = doc();
    const sheet = await open(new ProbeSheet({ document: d }));
    field(sheet, "[name='system.count']").value = "4";
    await submit(sheet.element);
    expect((d._source["system"] as Options)["count"]).toBe(4);
  });

  it("a sheet the user may not edit renders with every field disabled and ignores submits", async () => {
    class Locked extends ProbeSheet {
      override get isEditable(): boolean {
        return false;
      }
    }
    const d = doc();
    const sheet = await open(new Locked({ document: d }));
    expect(field(sheet, "[name='system.count']").disabled).toBe(true);
    await submit(sheet.element);
    expect((d._source["system"] as Options)["count"]).toBe(3);
    expect(notifications).toEqual([]);
  });
});
