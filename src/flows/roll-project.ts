/**
 * A project roll (R-DT-1) from the hero sheet: roll dialog (characteristic from the project's choices,
 * skill +2, extra edges/banes) → PowerRoll of kind "project" → points (minimum 1). A natural 19/20 is a
 * breakthrough: the hero rolls again for the same project at once, with the same choices. One chat message
 * shows every roll; the points go onto the project item in one update (the owner's own item, no GM query).
 */
import { slots } from "../documents/slots.ts";
import { milestonesCrossed, projectComplete, skillBonus } from "../rules/index.ts";
import { CHARACTERISTICS, type Characteristic } from "../rules/types.ts";
import { PowerRoll } from "../rolls/power-roll.ts";
import { rollModeOptions } from "../rolls/dice-so-nice.ts";

/** A breakthrough chain this long is vanishingly unlikely (1 in 20 each); the cap only guards the loop. */
const MAX_ROLLS = 10;

function score(actor: Actor.Implementation, c: Characteristic): number {
  const v: unknown = foundry.utils.getProperty(actor.system, `characteristics.${c}`);
  return typeof v === "number" ? v : 0;
}

function numberAt(source: unknown, path: string): number {
  const v: unknown = foundry.utils.getProperty(source as object, path);
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

const text = (key: string, data: Record<string, string> = {}) =>
  game.i18n?.format(`STEELBOUND.ProjectRoll.${key}`, data) ?? key;

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

  const rolls: PowerRoll[] = [];
  const lines: string[] = [];
  let gained = 0;
  for (let breakthrough = true; breakthrough && rolls.length < MAX_ROLLS;) {
    const roll = build();
    await roll.evaluate();
    const result = roll.projectPoints();
    rolls.push(roll);
    gained += result.points;
    breakthrough = result.breakthrough;
    lines.push(text(breakthrough ? "Breakthrough" : "Points", { points: String(result.points) }));
  }

  const goal = Math.max(1, numberAt(project.system, "goal"));
  const before = numberAt(project.system, "points");
  const after = before + gained;
  await project.update({ system: { points: after } });
  // R-DT-4: project events the new points reach; the Director runs them.
  const events = milestonesCrossed(goal, before, after);
  if (events > 0) lines.push(text("Events", { count: String(events) }));
  if (projectComplete(after, goal)) lines.push(text("Complete"));
  const escape = foundry.utils.escapeHTML;
  const content = [
    `<div class="steelbound project-roll-card chat-card">`,
    `<h3>${escape(text("Title", { name: project.name }))}</h3>`,
    ...lines.map((line) => `<p>${escape(line)}</p>`),
    `<p class="project-total"><strong>${escape(text("Total", { points: String(after), goal: String(goal) }))}</strong></p>`,
    `</div>`,
  ].join("");
  await ChatMessage.create(
    { content, rolls: rolls.map((r) => JSON.stringify(r)), speaker: ChatMessage.getSpeaker({ actor }) },
    rollModeOptions(choice.rollMode),
  );
  return gained;
}
