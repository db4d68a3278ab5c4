// @vitest-environment happy-dom
/** The v13 "Import Data" path and the Items sidebar tab as the simulation emulates them (behaviours.ts). */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { importMigrations } from "./import-json.ts";
import { ItemDirectory } from "./applications/document-directory.ts";
import { open } from "./applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";

type Importable = HarnessDocument & { importFromJSON(json: string): Promise<unknown> };
type ItemClass = { create(d: object): Promise<Importable> };

describe("v13 Document#importFromJSON (simulated)", () => {
  it("keeps _id, sort and ownership, replaces the rest, asks for a migration without a core version", async () => {
    const s = await startSession();
    const cls = s.gm.classFor("Item") as unknown as ItemClass;
    const item = await s.gm.run(() => cls.create({ name: "Old", type: "feature", sort: 7 }));
    const before = importMigrations.length;
    const json = JSON.stringify({
      _id: "Other0000000000A",
      name: "New",
      type: "feature",
      sort: 1,
      system: {},
    });
    await s.gm.run(() => item.importFromJSON(json));
    await s.settle();
    expect(importMigrations.length).toBe(before + 1);
    const seen = s.players[0]?.collection("Item").get(item.id);
    expect(seen?.name).toBe("New");
    expect(seen?._source["sort"]).toBe(7);
    const current = JSON.stringify({
      name: "Newer",
      type: "feature",
      system: {},
      _stats: { coreVersion: "13.351" },
    });
    await s.gm.run(() => item.importFromJSON(current));
    expect(importMigrations.length).toBe(before + 1);
    const future = JSON.stringify({ name: "X", type: "feature", _stats: { coreVersion: "14.1" } });
    await expect(s.gm.run(() => item.importFromJSON(future))).rejects.toThrow(/newer/);
  });

  it("the Items tab calls renderItemDirectory, not renderActorDirectory", async () => {
    const s = await startSession();
    const seen: string[] = [];
    s.gm.run(() => {
      const hooks = s.gm.globals.Hooks as { on(n: string, f: () => void): void };
      hooks.on("renderItemDirectory", () => seen.push("item"));
      hooks.on("renderActorDirectory", () => seen.push("actor"));
      hooks.on("renderDocumentDirectory", () => seen.push("document"));
    });
    const tab = s.gm.run(() => new ItemDirectory());
    await s.gm.run(() => open(tab));
    expect(seen.sort()).toEqual(["document", "item"]);
  });
});
