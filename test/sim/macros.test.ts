// @vitest-environment happy-dom
/** The sim's macros and hotbar (./macros.ts) behave as v13's Macro, BaseMacro, User and Hotbar. */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { create } from "../session/table.ts";
import { dragAndDrop, open } from "./applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimHotbar, SimMacro } from "./macros.ts";
import type { HarnessHooks } from "../harness/globals.ts";

const hotbarOf = (ui: unknown) => (ui as { hotbar: SimHotbar }).hotbar;

describe("sim: macros and the hotbar (v13 Macro, BaseMacro, User#assignHotbarMacro, Hotbar)", () => {
  it("a player creates a script macro as its author; every client sees it; execute runs the command with its arguments", async () => {
    const s = await startSession({ players: ["Alice"] });
    const [alice] = s.players;
    if (!alice) throw new Error("no player");
    const macro = (await create(alice, "Macro", {
      name: "Shout",
      type: "script",
      command: "return [character?.name ?? null, typeof speaker, scope.extra ?? null, extra ?? null];",
    })) as unknown as SimMacro;
    await s.settle();
    for (const c of s.clients)
      expect(c.run(() => (c.game["macros"] as Map<string, SimMacro>).get(macro.id)?.author)).toBe(
        alice.userId,
      );
    expect(await alice.run(() => macro.execute({ extra: 7 }))).toEqual([null, "object", 7, 7]);
    // Nobody else may execute it (no ownership): v13 warns and runs nothing.
    const onGm = s.gm.run(() => (s.gm.game["macros"] as Map<string, SimMacro>).get(macro.id));
    expect(s.gm.run(() => onGm?.canExecute)).toBe(true);
  });

  it("a player may not create a macro authored by someone else (BaseMacro.#canCreate)", async () => {
    const s = await startSession({ players: ["Alice"] });
    const [alice] = s.players;
    if (!alice) throw new Error("no player");
    await expect(create(alice, "Macro", { name: "X", type: "script", author: s.gm.userId })).rejects.toThrow(
      /permission/,
    );
  });

  it("a document dropped on a hotbar slot gets a Display macro there; a hotbarDrop listener returning false stops it", async () => {
    const s = await startSession({ players: ["Alice"] });
    const [alice] = s.players;
    if (!alice) throw new Error("no player");
    const actor = await create(s.gm, "Actor", { name: "Korva", type: "hero", ownership: { default: 2 } });
    await s.settle();
    const hotbar = alice.run(() => hotbarOf(alice.globals.ui));
    const source = document.createElement("a");
    source.addEventListener("dragstart", (e) =>
      e.dataTransfer?.setData("text/plain", JSON.stringify({ type: "Actor", uuid: actor.uuid })),
    );
    const slot = hotbar.element.querySelector('[data-slot="3"]');
    if (!slot) throw new Error("no slot");
    await alice.run(() => dragAndDrop(source, slot));
    await s.settle();
    const macro = alice.run(() => hotbar.macroAt(3));
    expect(macro?.name).toBe("Display Korva");
    expect(alice.run(() => alice.user.hotbar)).toEqual({ "3": macro?.id });

    const hooks = alice.globals.Hooks as HarnessHooks;
    hooks.on("hotbarDrop", () => false);
    const other = hotbar.element.querySelector('[data-slot="4"]');
    if (!other) throw new Error("no slot");
    await alice.run(() => dragAndDrop(source, other));
    await s.settle();
    expect(alice.run(() => hotbar.macroAt(4))).toBeNull();
  });

  it("an actor sheet's .draggable item row drags that item's {type, uuid} (ActorSheetV2#_onDragStart)", async () => {
    const s = await startSession({ players: ["Alice"] });
    const [alice] = s.players;
    if (!alice) throw new Error("no player");
    const actor = await create(s.gm, "Actor", {
      name: "Korva",
      type: "hero",
      ownership: { default: 0, [alice.userId]: 3 },
      items: [{ name: "Gouge", type: "ability" }],
    });
    await s.settle();
    const sheet = alice.run(
      () => (alice.resolve(actor.uuid) as HarnessDocument & { sheet: { element: HTMLElement } }).sheet,
    );
    await alice.run(() => open(sheet as never));
    const row = sheet.element.querySelector<HTMLElement>(".draggable[data-item-id]");
    if (!row) throw new Error("no draggable row");
    expect(row.getAttribute("draggable")).toBe("true");
    let dropped = "";
    const target = document.createElement("div");
    target.addEventListener("drop", (e) => (dropped = e.dataTransfer?.getData("text/plain") ?? ""));
    await alice.run(() => dragAndDrop(row, target));
    const item = alice.run(
      () => (alice.resolve(actor.uuid) as HarnessDocument).getEmbeddedCollection("Item").contents[0],
    );
    expect(JSON.parse(dropped)).toEqual({ type: "Item", uuid: item?.uuid });
  });
});
