// @vitest-environment happy-dom
/**
 * Simulation behaviours for windows on several clients (SIM_BEHAVIOURS): each client's own instances and
 * page, the Actors directory's render hooks and drag data, compendium uuids, hasPlayerOwner.
 */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import type { SimClient } from "./client.ts";
import { ApplicationV2, instances, type Options } from "./applications/application.ts";
import { HandlebarsApplicationMixin } from "./applications/handlebars-mixin.ts";
import { ActorDirectory, Compendium } from "./applications/document-directory.ts";
import { dragAndDrop, find, findAll, open } from "./applications/user.ts";
import { addPack } from "../harness/compendium.ts";
import { parseHTML } from "./applications/parse-html.ts";
import type { HarnessDocument } from "../harness/document.ts";

class Probe extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: Options = { id: "probe", window: { title: "Probe" } };
  static override PARTS = { main: { template: "test/sim/applications/fixtures/probe-main.hbs" } };
  dropped: unknown = null;
  override async _onRender(context: Options, options: Options): Promise<void> {
    await super._onRender(context, options);
    this.element.addEventListener("drop", (event) => {
      this.dropped = foundry.applications.ux.TextEditor.implementation.getDragEventData(event);
    });
  }
}
const createActor = (client: SimClient, data: object) =>
  client.run(() =>
    (globalThis as unknown as { Actor: { create(d: object): Promise<HarnessDocument> } }).Actor.create(data),
  );

describe("v13 simulation: windows on each client", () => {
  it("each client has its own instances and page: the same window id opens on two clients at once", async () => {
    const s = await startSession({ players: ["Alice"] });
    const [alice] = s.players;
    if (!alice) throw new Error("no player");
    const gmProbe = s.gm.run(() => new Probe());
    const aliceProbe = alice.run(() => new Probe());
    await s.gm.run(() => open(gmProbe));
    await alice.run(() => open(aliceProbe));
    expect(s.gm.run(() => instances.get("probe"))).toBe(gmProbe);
    expect(alice.run(() => instances.get("probe"))).toBe(aliceProbe);
    expect(gmProbe.element.isConnected && aliceProbe.element.isConnected).toBe(true);
    expect(document.querySelectorAll("#probe")).toHaveLength(2);
    await alice.run(() => aliceProbe.close());
    expect(alice.run(() => instances.get("probe"))).toBeUndefined();
    expect(s.gm.run(() => instances.get("probe"))).toBe(gmProbe);
    await gmProbe.close();
  });

  it("the Actors directory calls renderActorDirectory with its element; an entry drags {type, uuid}; compendium entries drag Compendium uuids that fromUuid loads", async () => {
    const s = await startSession({ players: ["Alice"] });
    const [alice] = s.players;
    if (!alice) throw new Error("no player");
    const seen: string[] = [];
    s.gm.run(() =>
      Hooks.on("renderActorDirectory", (_app: unknown, html: HTMLElement) => {
        seen.push(html.querySelector(".directory-header .header-actions") ? "header" : "none");
      }),
    );
    const mine = await createActor(s.gm, {
      name: "Korva",
      type: "hero",
      ownership: { default: 0, [alice.userId]: 3 },
    });
    const hidden = await createActor(s.gm, { name: "Secret", type: "monster" });
    const tab = s.gm.run(() => new ActorDirectory());
    await s.gm.run(() => open(tab));
    expect(seen).toEqual(["header"]);
    expect(findAll(tab, ".directory-item").map((e) => e.textContent)).toEqual(["Korva", "Secret"]);
    // A player's directory lists what she may see (LIMITED or better).
    const aliceTab = alice.run(() => new ActorDirectory());
    await alice.run(() => open(aliceTab));
    expect(findAll(aliceTab, ".directory-item").map((e) => e.textContent)).toEqual(["Korva"]);
    // hasPlayerOwner: some non-GM user owns it.
    const owned = (a: HarnessDocument): unknown => Reflect.get(a, "hasPlayerOwner");
    expect(s.gm.run(() => [owned(mine), owned(hidden)])).toEqual([true, false]);
    const probe = s.gm.run(() => new Probe());
    await s.gm.run(() => open(probe));
    await s.gm.run(() => dragAndDrop(find(tab, `[data-entry-id="${mine.id}"]`), probe));
    expect(probe.dropped).toEqual({ type: "Actor", uuid: mine.uuid });
    const pack = s.gm.run(() =>
      addPack({
        id: "world.beasts",
        label: "Beasts",
        type: "Actor",
        packageType: "world",
        documents: [{ _id: "b0000000000000001", name: "Wolf", type: "monster" }],
      }),
    );
    const window = s.gm.run(() => new Compendium({ collection: pack }));
    await s.gm.run(() => open(window));
    expect(window.id).toBe("compendium-world_beasts");
    await s.gm.run(() => dragAndDrop(find(window, '[data-entry-id="b0000000000000001"]'), probe));
    const uuid = "Compendium.world.beasts.Actor.b0000000000000001";
    expect(probe.dropped).toEqual({ type: "Actor", uuid });
    const wolf = (await s.gm.run(() => fromUuid(uuid))) as (HarnessDocument & { pack: string }) | null;
    expect([wolf?.name, wolf?.uuid, wolf?.pack]).toEqual(["Wolf", uuid, "world.beasts"]);
    expect(await s.gm.run(() => fromUuid("Compendium.world.none.Actor.x"))).toBeNull();
    await probe.close();
  });

  it("a parsed select shows its last option marked selected, else its first (HTML selectedness)", () => {
    const options = (selected: string) =>
      ["a", "b", "c"]
        .map((v) => `<option value="${v}"${v === selected ? " selected" : ""}>${v}</option>`)
        .join("");
    const holder = document.createElement("div");
    const values = ["a", "c", ""].map((selected) => {
      parseHTML(holder, `<select>${options(selected)}</select>`);
      return holder.querySelector("select")?.value;
    });
    expect(values).toEqual(["a", "c", "a"]);
  });
});
