/**
 * Journal embeds as a reader sees them (`@Embed` of an ability and of a monster, src/applications/enrichers/
 * embeds.ts): the ability block with "Use as <hero>", and the monster sheet's own header and stat block.
 */
import { abilityCard } from "../../src/applications/sheets/context/ability-card.ts";
import { monsterContext } from "../../src/applications/sheets/context/monster.ts";
import type { Localizer } from "../../src/i18n.ts";
import { hero } from "../fixtures/hero.ts";
import { enrichedOf } from "../fixtures/make.ts";
import { wyrm } from "../fixtures/monster.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

export function embedFixtureViews(i18n: Localizer): FixtureView[] {
  const ability = hero.items.find((item) => item.type === "ability");
  if (ability?.type !== "ability") throw new Error("the hero fixture has abilities");
  const card = abilityCard(i18n, ability, {
    resourceName: "",
    potency: null,
    enriched: enrichedOf([ability])[ability.id],
  });
  // As embeds.ts builds it: the sheet's context in play mode, read-only, the stat block tab shown.
  const monster = {
    ...monsterContext(i18n, { ...wyrm, mode: "play", editable: false, isGM: false }),
    usable: false,
    tab: { cssClass: "active" },
    idPrefix: "embed-wyrm",
  };
  return [
    {
      id: "embed-ability",
      title: "Journal @Embed of an ability, read by Alice (her hero can use it)",
      classes: ["journal-entry-page"],
      width: 520,
      parts: [["embed", "embeds/ability.hbs"]],
      context: { card, uuid: "Item.cleavingArc00001", hero: "Korva" },
    },
    {
      id: "embed-monster",
      title: "Journal @Embed of a monster's stat block",
      classes: ["journal-entry-page"],
      width: 620,
      parts: [["embed", "embeds/monster.hbs"]],
      context: {},
      nested: {
        header: { path: "actor/monster/header.hbs", context: monster },
        statblock: { path: "actor/monster/statblock.hbs", context: monster },
      },
    },
  ];
}
