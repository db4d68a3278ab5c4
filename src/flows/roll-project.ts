/**
 * A project roll (R-DT-1) from the hero sheet: roll dialog (characteristic from the project's choices,
 * skill +2, extra edges/banes) → PowerRoll of kind "project" → points (minimum 1). A natural 19/20 is a
 * breakthrough: the hero rolls again for the same project at once, with the same choices. One chat message
 * shows every roll; the points go onto the project item in one update (the owner's own item, no GM query).
 */
import { slots } from "../documents/slots.ts";
import { skillBonus } from "../rules/index.ts";
import { CHARACTERISTICS, type Characteristic } from "../rules/types.ts";
import { PowerRoll } from "../rolls/power-roll.ts";
import { recordProjectRolls, rollChain } from "../chat/project-roll-card.ts";

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

function skillsOf(actor: Actor.Implementation): string[] {
  const raw: unknown = foundry.utils.getProperty(actor.system, "skills");
  const list = raw instanceof Set ? [...(raw as Set<unknown>)] : Array.isArray(raw) ? (raw as unknown[]) : [];
  return list.filter((s): s is string => typeof s === "string");
}

/** Rolls for a project; resolves to the points gained, or null when cancelled. */
export async function rollProject(
  actor: Actor.Implementation,
  project: Item.Implementation,
): Promise<number | null> {
  const allowed = projectCharacteristics(project.system);
  const best = allowed.reduce((a, b) => (score(actor, b) > score(actor, a) ? b : a));
  const choice = await slots.rollDialog({
    title: project.name,
    kind: "project",
    characteristics: allowed.map((key) => ({ key, value: score(actor, key) })),
    selected: best,
    targets: [{ name: project.name, edges: 0, banes: 0, reasons: [] }],
    skills: skillsOf(actor).map((key) => ({ key, label: key })),
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
      banes: extra?.extraBanes ?? 0,
    });

  const result = await rollChain(build);
  await recordProjectRolls(project, result, ChatMessage.getSpeaker({ actor }), choice.rollMode);
  return result.gained;
}
