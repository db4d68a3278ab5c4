/** The WorldCollection#fromCompendium stand-in follows its v13 documentation (behaviours.ts). */
import { beforeEach, describe, expect, it } from "vitest";
import { WorldCollection } from "./world-collection.ts";
import { createItem, freshWorld } from "./world.ts";

beforeEach(freshWorld);

describe("WorldCollection#fromCompendium", () => {
  it("drops the id unless keepId, the folder when asked, and sort and ownership by default", async () => {
    const item = await createItem({ name: "Grab", type: "ability", folder: "f1", sort: 5, ownership: {} });
    const items = new WorldCollection();
    const plain = items.fromCompendium(item);
    expect(plain).not.toHaveProperty("_id");
    expect(plain["folder"]).toBe("f1");
    expect(plain).not.toHaveProperty("sort");
    expect(plain).not.toHaveProperty("ownership");
    const kept = items.fromCompendium(item, { keepId: true, clearFolder: true, clearSort: false });
    expect(kept["_id"]).toBe(item.id);
    expect(kept).not.toHaveProperty("folder");
    expect(kept["sort"]).toBe(5);
  });

  it("records the pack document's UUID as its compendium source", async () => {
    const item = await createItem({ name: "Grab", type: "ability" });
    Object.assign(item, { pack: "steelbound.abilities" });
    const plain = new WorldCollection().fromCompendium(item);
    expect(plain["_stats"]).toEqual({ compendiumSource: item.uuid });
  });
});
