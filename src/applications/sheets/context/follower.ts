/**
 * The follower sheet's context (R-RW-1), built from plain data with an injected Localizer so the gallery
 * renders it without Foundry: kind, ancestry, the hero it serves, characteristics, its four Crafting or
 * Lore skills, its languages, and whether it has made today's project roll.
 */
import {
  CHARACTERISTICS,
  FOLLOWER_KINDS,
  FOLLOWER_SKILL_COUNT,
  followerSkillChoices,
  type Characteristic,
  type FollowerKind,
} from "../../../rules/index.ts";
import { keyPart, selectOptions, skillLabel, type Localizer } from "../../../i18n.ts";

export interface FollowerInput {
  name: string;
  img: string;
  kind: FollowerKind;
  ancestryName: string;
  characteristics: Readonly<Record<Characteristic, number>>;
  skills: readonly string[];
  languages: readonly string[];
  /** The hero it serves (null: nobody). */
  hero: { uuid: string; name: string } | null;
  /** It has made its project roll today (R-RW-1). */
  rolledToday: boolean;
  editable: boolean;
  isGM: boolean;
}

export { skillLabel };

export const characteristicLabel = (i18n: Localizer, c: Characteristic) =>
  i18n.localize(`STEELBOUND.Characteristic.${keyPart(c)}.Label`);

export function followerContext(i18n: Localizer, input: FollowerInput) {
  const known = new Set(input.skills);
  const choices = followerSkillChoices(input.kind);
  return {
    name: input.name,
    img: input.img,
    editable: input.editable,
    isGM: input.isGM,
    kind: input.kind,
    kindLabel: i18n.localize(`STEELBOUND.Follower.Kind.${keyPart(input.kind)}`),
    kindOptions: selectOptions(i18n, FOLLOWER_KINDS, input.kind, "STEELBOUND.Follower.Kind."),
    kindHint: i18n.localize(`STEELBOUND.Follower.Hint.${keyPart(input.kind)}`),
    ancestryName: input.ancestryName,
    hero: input.hero,
    characteristics: CHARACTERISTICS.map((key) => ({
      key,
      label: characteristicLabel(i18n, key),
      value: input.characteristics[key],
    })),
    // Edit mode: every skill of the kind's group, ticked when known; play: the known ones.
    skillChoices: choices.map((key) => ({ key, label: skillLabel(i18n, key), checked: known.has(key) })),
    skills: input.skills.map((key) => skillLabel(i18n, key)).join(", "),
    skillCount: i18n.format("STEELBOUND.Follower.SkillCount", {
      count: String(input.skills.length),
      max: String(FOLLOWER_SKILL_COUNT),
    }),
    languages: input.languages.join(", "),
    rolledToday: input.rolledToday,
  };
}

/** One follower as its hero's sheet lists it. */
export interface HeroFollowerInput {
  uuid: string;
  name: string;
  img: string;
  kind: FollowerKind;
  skills: readonly string[];
  rolledToday: boolean;
}

/**
 * The hero sheet's Followers list (R-RW-1): each artisan or sage with its skills and today's roll, and
 * how many followers the hero has against what its renown allows (retainers included).
 */
export function heroFollowersContext(
  i18n: Localizer,
  input: { followers: readonly HeroFollowerInput[]; count: number; limit: number; editable: boolean },
) {
  return {
    followers: input.followers.map((f) => ({
      ...f,
      kindLabel: i18n.localize(`STEELBOUND.Follower.Kind.${keyPart(f.kind)}`),
      skillList: f.skills.map((key) => skillLabel(i18n, key)).join(", "),
      rollLabel: i18n.format("STEELBOUND.Follower.RollFor", { name: f.name }),
      releaseLabel: i18n.format("STEELBOUND.Follower.ReleaseNamed", { name: f.name }),
    })),
    followerCount: i18n.format("STEELBOUND.Follower.Count", {
      count: String(input.count),
      limit: String(input.limit),
    }),
    followersOver: input.count > input.limit,
    followersEditable: input.editable,
  };
}
