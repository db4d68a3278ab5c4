/**
 * Token bars: v13 TokenDocument#getBarAttribute shows a number as a "value" bar and a {value, max}
 * object as a "bar" and nothing for any other path; v13 BaseToken takes bar 1 / bar 2 defaults from
 * system.json's primary / secondaryTokenAttribute for every actor type; v13
 * TokenDocument._getConfiguredTrackedAttributes offers CONFIG.Actor.trackableAttributes[type].
 */
import { beforeEach, describe, expect, it } from "vitest";
import { readJson } from "../integrity/files.ts";
import { createActor, freshWorld, placeToken } from "../harness/world.ts";
import { registerDataModels } from "../../src/config/data-models.ts";

beforeEach(() => {
  freshWorld();
  registerDataModels();
});

const TYPES = ["hero", "monster", "retainer"] as const;
const manifest = readJson("system.json") as {
  primaryTokenAttribute?: string;
  secondaryTokenAttribute?: string;
};
const actorOf = (type: (typeof TYPES)[number]) =>
  createActor({
    name: type,
    type,
    system: { stamina: { value: 12, max: 20 }, heroicResource: { name: "Wrath", value: 3 } },
  });

describe("token bars", () => {
  it("a hero's tokens show stamina as bar 1 and the heroic resource's number as bar 2", async () => {
    const token = placeToken(await actorOf("hero"));
    expect(token.getBarAttribute("bar1")).toMatchObject({ type: "bar", value: 12, max: 20 });
    expect(token.getBarAttribute("bar2")).toMatchObject({
      type: "value",
      attribute: "heroicResource.value",
      value: 3,
    });
  });

  it("monsters and retainers show stamina as bar 1 and get no bar 2 they could not fill", async () => {
    for (const type of ["monster", "retainer"] as const) {
      const actor = await actorOf(type);
      const token = placeToken(actor);
      expect(token.getBarAttribute("bar1"), type).toMatchObject({ type: "bar", value: 12, max: 20 });
      expect(
        (actor.prototypeToken as unknown as { bar2?: { attribute: unknown } }).bar2?.attribute ?? null,
      ).toBe(null);
    }
  });

  it("system.json's default bar attributes name something every actor type can show", async () => {
    for (const type of TYPES) {
      const token = placeToken(await actorOf(type));
      for (const attribute of [manifest.primaryTokenAttribute, manifest.secondaryTokenAttribute])
        if (attribute !== undefined)
          expect(
            token.getBarAttribute("bar1", { alternative: attribute }),
            `${type} ${attribute}`,
          ).not.toBeNull();
    }
  });

  it("every trackable attribute offered for a type resolves to a bar or a value on that type", async () => {
    const trackable = CONFIG.Actor.trackableAttributes as Record<string, { bar: string[]; value: string[] }>;
    for (const type of TYPES) {
      const token = placeToken(await actorOf(type));
      const { bar, value } = trackable[type] ?? { bar: [], value: [] };
      expect(bar, type).toContain("stamina");
      for (const path of bar)
        expect(token.getBarAttribute("bar1", { alternative: path })?.type, `${type} ${path}`).toBe("bar");
      for (const path of value)
        expect(token.getBarAttribute("bar1", { alternative: path })?.type, `${type} ${path}`).toBe("value");
    }
    expect(trackable["hero"]?.value).toContain("heroicResource.value");
  });
});
