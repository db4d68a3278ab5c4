/**
 * R-BG-1 with R-HERO-ADV: the hand-made cultures (both languages) carry the grants their text states, as
 * advancements the hero builder offers: the culture's language (or a language of the player's choice for an
 * archetype) and one skill per aspect from the aspect's groups and named skills. Each loads strictly.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { filesUnder, readJson } from "../integrity/files.ts";
import { buildModel, freshWorld } from "../harness/world.ts";
import { ITEM_MODELS } from "../../src/data/models.ts";

interface Aspect {
  groups: string[];
  skills: string[];
}
interface CultureSource {
  name: string;
  system: {
    language: string;
    skillOptions: Record<"environment" | "organization" | "upbringing", Aspect>;
    advancements: unknown[];
  };
}
interface Grant {
  id: string;
  kind: string;
  level: number;
  choose: number;
  skills: Set<string>;
  skillGroups: Set<string>;
  languages: string[];
}

const cultures = [...filesUnder("packs/cultures", ".json"), ...filesUnder("packs/cultures-ja", ".json")].map(
  (file) => ({ file, source: readJson(file) as CultureSource }),
);

describe("hand-made culture advancements (R-BG-1)", () => {
  beforeAll(freshWorld);

  it("every culture offers one skill per aspect it has, from that aspect's groups and skills", () => {
    expect(cultures.length).toBe(80);
    for (const { file, source } of cultures) {
      const model = buildModel(ITEM_MODELS["culture"], source.system, { strict: true }) as unknown as {
        advancements: Grant[];
      };
      const skills = model.advancements.filter((a) => a.kind === "skills");
      const aspects = (["environment", "organization", "upbringing"] as const).filter(
        (a) => source.system.skillOptions[a].groups.length + source.system.skillOptions[a].skills.length > 0,
      );
      expect(
        skills.map((a) => a.id),
        file,
      ).toEqual(aspects.map((a) => `culture${a[0]?.toUpperCase()}${a.slice(1)}`));
      aspects.forEach((aspect, i) => {
        const grant = skills[i];
        expect(grant, file).toMatchObject({ level: 1, choose: 1 });
        expect([...(grant?.skillGroups ?? [])], file).toEqual(source.system.skillOptions[aspect].groups);
        expect([...(grant?.skills ?? [])], file).toEqual(source.system.skillOptions[aspect].skills);
      });
    }
  });

  it("an ancestry's culture grants its language; an archetype lets the player pick one; an aspect grants none", () => {
    for (const { file, source } of cultures) {
      const languages = (source.system.advancements as Grant[]).filter((a) => a.kind === "languages");
      const whole = /\/(ancestry|archetype)_/.test(file);
      if (!whole) expect(languages, file).toEqual([]);
      else if (source.system.language !== "")
        expect(languages, file).toMatchObject([{ choose: 0, languages: [source.system.language] }]);
      else expect(languages, file).toMatchObject([{ choose: 1 }]);
    }
  });
});
