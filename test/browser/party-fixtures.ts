/**
 * in the preview gallery: the party sheet as the Director sees it (two members, one winded and
 * dazed, the pool, his buttons, the respite project board) and as a player who owns a member sees it
 * (read-only), with the party stash (the player's Take buttons).
 */
import { partyContext, type PartyMemberInput } from "../../src/applications/sheets/context/party.ts";
import type { Localizer } from "../../src/i18n.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

const MEMBERS: PartyMemberInput[] = [
  {
    uuid: "Actor.korva0000000000",
    name: "Korva",
    img: "icons/svg/mystery-man.svg",
    stamina: { value: 9, max: 24, temporary: 3 },
    recoveries: { value: 5, max: 8 },
    resource: { name: "Ferocity", value: 4 },
    victories: 2,
    xp: 14,
    statuses: ["winded", "dazed"],
    projects: [
      { name: "Forge a Blade", points: 34, goal: 60 },
      { name: "Learn Zaliac", points: 120, goal: 120 },
    ],
  },
  {
    uuid: "Actor.tamsin000000000",
    name: "Tamsin",
    img: "icons/svg/mystery-man.svg",
    stamina: { value: 21, max: 21, temporary: 0 },
    recoveries: { value: 8, max: 8 },
    resource: { name: "", value: 0 },
    victories: 2,
    xp: 14,
    statuses: [],
  },
];

/** The party stash: two healing potions and a trinket the party holds in common. */
const STASH = [
  { id: "potion0000000000", name: "Healing Potion", img: "icons/svg/mystery-man.svg", quantity: 2 },
  { id: "charm00000000000", name: "Charm of the Ice Sparrow", img: "icons/svg/mystery-man.svg", quantity: 1 },
];

const sheet = (id: string, title: string, context: Record<string, unknown>): FixtureView => ({
  id,
  title,
  classes: ["steelbound", "sheet", "actor", "party"],
  width: 560,
  parts: [["main", "actor/party/party.hbs"]],
  context: { name: "The Shoulder Company", ...context },
});

export function partyFixtureViews(i18n: Localizer): FixtureView[] {
  return [
    sheet("party-director", "Party sheet — the Director's view (pool, remove, respite and awards)", {
      ...partyContext(i18n, {
        heroTokens: 2,
        active: true,
        editable: true,
        isGM: true,
        members: MEMBERS,
        stash: STASH,
      }),
    }),
    sheet("party-player", "Party sheet — a member's player sees it read-only and takes from the stash", {
      ...partyContext(i18n, {
        heroTokens: 2,
        active: true,
        editable: false,
        isGM: false,
        members: MEMBERS,
        stash: STASH,
        taker: { uuid: "Actor.korva0000000000", name: "Korva" },
      }),
    }),
    sheet("party-empty", "Party sheet — a new party, not the one in play", {
      ...partyContext(i18n, { heroTokens: 0, active: false, editable: true, isGM: true, members: [] }),
    }),
  ];
}
