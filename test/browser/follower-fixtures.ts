/**
 * Followers (R-RW-1) in the preview gallery: the follower sheet as the Director edits it and as its hero's
 * player reads it (a sage who has rolled today), and the hero sheet's Projects tab with two followers.
 */
import {
  followerContext,
  heroFollowersContext,
  type FollowerInput,
} from "../../src/applications/sheets/context/follower.ts";
import type { Localizer } from "../../src/i18n.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

const ILSA: FollowerInput = {
  name: "Ilsa Tannery",
  img: "icons/svg/mystery-man.svg",
  kind: "artisan",
  ancestryName: "Human",
  characteristics: { might: 1, agility: 0, reason: 1, intuition: 0, presence: 0 },
  skills: ["blacksmithing", "carpentry", "mechanics", "tailoring"],
  languages: ["Caelian", "Khoursirian", "Zaliac"],
  hero: { uuid: "Actor.korva0000000000", name: "Korva" },
  rolledToday: false,
  editable: true,
  isGM: true,
};

const OREN: FollowerInput = {
  ...ILSA,
  name: "Oren <the Wise>",
  kind: "sage",
  ancestryName: "High Elf",
  characteristics: { might: 0, agility: 0, reason: 1, intuition: 1, presence: 0 },
  skills: ["history", "magic", "nature", "timescape"],
  languages: ["Caelian", "Hyrallic", "Yllyric"],
  rolledToday: true,
  editable: false,
  isGM: false,
};

const followerSheet = (id: string, title: string, context: Record<string, unknown>): FixtureView => ({
  id,
  title,
  classes: ["steelbound", "sheet", "actor", "follower"],
  width: 520,
  parts: [["main", "actor/follower/follower.hbs"]],
  context,
});

const PROJECTS = [
  { id: "proj0000000000001", name: "Forge a Blade of Quintessence", goal: 450, points: 212, percent: 47 },
  { id: "proj0000000000002", name: "Discover Lore: the Lost Crown", goal: 120, points: 30, percent: 25 },
];

export function followerFixtureViews(i18n: Localizer): FixtureView[] {
  const heroTab = heroFollowersContext(i18n, {
    followers: [
      {
        uuid: "Actor.ilsa00000000000",
        name: ILSA.name,
        img: ILSA.img,
        kind: "artisan",
        skills: ILSA.skills,
        rolledToday: false,
      },
      {
        uuid: "Actor.oren00000000000",
        name: OREN.name,
        img: OREN.img,
        kind: "sage",
        skills: OREN.skills,
        rolledToday: true,
      },
    ],
    count: 3,
    limit: 2,
    editable: true,
  });
  return [
    followerSheet(
      "follower-director",
      "Follower sheet — the Director edits an artisan",
      followerContext(i18n, ILSA),
    ),
    followerSheet(
      "follower-player",
      "Follower sheet — the hero's player reads a sage who rolled today",
      followerContext(i18n, OREN),
    ),
    followerSheet(
      "follower-free",
      "Follower sheet — a new sage serving nobody yet (Director)",
      followerContext(i18n, {
        ...OREN,
        name: "Unnamed sage",
        hero: null,
        rolledToday: false,
        editable: true,
        isGM: true,
      }),
    ),
    {
      id: "hero-followers",
      title:
        "Hero sheet, Projects tab — two followers, one rolled today, over the renown limit (retainer counted)",
      classes: ["steelbound", "sheet", "actor", "hero"],
      width: 760,
      parts: [["projects", "actor/hero/projects.hbs"]],
      context: {
        ...heroTab,
        isEdit: false,
        projects: PROJECTS,
        tabs: { projects: { id: "projects", group: "primary", active: true, cssClass: "active" } },
      },
    },
  ];
}

/** The hero sheet's Followers list with none yet (what every other hero fixture shows, R-RW-1). */
export const noFollowers = (i18n: Localizer) =>
  heroFollowersContext(i18n, { followers: [], count: 0, limit: 0, editable: true });
