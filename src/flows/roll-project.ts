/**
 * A project roll (R-DT-1) from the hero sheet: roll dialog (characteristic from the project's choices,
 * skill +2, extra edges/banes) → PowerRoll of kind "project" → points (minimum 1). A natural 19/20 is a
 * breakthrough: the hero rolls again for the same project at once, with the same choices. One chat message
 * shows every roll; the points go onto the project item in one update (the owner's own item, no GM query).
 */
import { slots } from "../documents/slots.ts";
import { languageAccess, projectLanguageBanes, projectSkillApplies, skillBonus } from "../rules/index.ts";
import { CHARACTERISTICS, type Characteristic } from "../rules/types.ts";
import { PowerRoll } from "../rolls/power-roll.ts";
import { recordProjectRolls, rollChain } from "../chat/project-roll-card.ts";
import { gameLocalizer, skillLabel } from "../i18n.ts";

function score(actor: Actor.Implementation, c: Characteristic): number {
  const v: unknown = foundry.utils.getProperty(actor.system, `characteristics.${c}`);
  return typeof v === "number" ? v : 0;
}

/** The project's allowed characteristics (docs/DATA.md `project.characteristics`), all five when unset. */
export function projectCharacteristics(system: unknown): Characteristic[] {
  const raw: unknown = foundry.utils.getProperty(system as object, "characteristics");
  const list = raw instanceof Set ? [...(raw as Set<unknown>)] : Array.isArray(raw) ? (raw as unknown[]) : [];
  const allowed = CHARACTERISTICS.filter((c) => list.includes(c));
  return allowed.length > 0 ? allowed : [...CHARACTERISTICS];
}

function stringsAt(data: unknown, path: string): string[] {
  const raw: unknown = foundry.utils.getProperty(data as object, path);
  const list = raw instanceof Set ? [...(raw as Set<unknown>)] : Array.isArray(raw) ? (raw as unknown[]) : [];
  return list.filter((s): s is string => typeof s === "string");
}

/**
 * R-DT-1, R-DT-2: banes for a project source the roller cannot read: one through a related language, two
 * through none. `languages` are the roller's (a hero's own, or a follower's read by the GM).
 */
export function sourceLanguageBanes(project: Item.Implementation, languages: readonly string[]): 0 | 1 | 2 {
  const source: unknown = foundry.utils.getProperty(project.system, "sourceLanguage");
  const access = languageAccess(
    typeof source === "string" ? source : "",
    stringsAt(project.system, "relatedLanguages"),
    languages,
  );
  return projectLanguageBanes(access);
}

/** Rolls for a project; resolves to the points gained, or null when cancelled. */
export async function rollProject(
  actor: Actor.Implementation,
  project: Item.Implementation,
): Promise<number | null> {
  const allowed = projectCharacteristics(project.system);
  const best = allowed.reduce((a, b) => (score(actor, b) > score(actor, a) ? b : a));
  const banes = sourceLanguageBanes(project, stringsAt(actor.system, "languages"));
  const kind = banes === 2 ? "doubleBane" : "bane";
  const i18n = gameLocalizer();
  const skills = stringsAt(actor.system, "skills").map((key) => ({ key, label: skillLabel(i18n, key) }));
  // R-DT-1 (seed 004): Crafting and Lore skills count when they bear on the project; others only at the
  // Director's word — both are offered, under their own headings.
  const counting = skills.filter((s) => projectSkillApplies(s.key));
  const others = skills.filter((s) => !projectSkillApplies(s.key));
  const skillGroups = [
    ...(counting.length > 0
      ? [{ key: "project", label: i18n.localize("STEELBOUND.ProjectRoll.SkillsThatCount"), skills: counting }]
      : []),
    ...(others.length > 0
      ? [{ key: "director", label: i18n.localize("STEELBOUND.ProjectRoll.SkillsByWord"), skills: others }]
      : []),
  ];
  const choice = await slots.rollDialog({
    title: project.name,
    kind: "project",
    characteristics: allowed.map((key) => ({ key, value: score(actor, key) })),
    selected: best,
    targets: [
      {
        name: project.name,
        edges: 0,
        banes,
        reasons: banes > 0 ? [{ source: "projectLanguage", kind }] : [],
      },
    ],
    skills,
    skillGroups,
  });
  if (choice === null) return null;
  const characteristic = choice.characteristic ?? best;
  const extra = choice.targets[0];
  const build = () =>
    PowerRoll.build({
      kind: "project",
      characteristic,
      characteristicValue: score(actor, characteristic),
      // R-DT-1: an applicable skill adds +2.
      bonus: choice.bonus + (extra?.bonus ?? 0) + skillBonus(choice.skill ? 1 : 0),
      edges: extra?.extraEdges ?? 0,
      banes: banes + (extra?.extraBanes ?? 0),
    });

  const result = await rollChain(build);
  await recordProjectRolls(project, result, ChatMessage.getSpeaker({ actor }), choice.rollMode);
  return result.gained;
}
