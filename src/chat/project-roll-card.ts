/**
 * A project roll's dice and its card (R-DT-1, R-DT-4): the breakthrough chain and the one chat card with every
 * roll, shared by a hero's own project roll (flows/roll-project.ts) and a follower's, which the GM rolls
 * (queries/followers).
 */
import { milestonesCrossed, projectComplete } from "../rules/index.ts";
import type { PowerRoll } from "../rolls/power-roll.ts";
import { rollModeOptions } from "../rolls/dice-so-nice.ts";
import { projectEventOfferHtml } from "./project-event.ts";

/** A breakthrough chain this long is vanishingly unlikely (1 in 20 each); the cap only guards the loop. */
const MAX_ROLLS = 10;

function numberAt(source: unknown, path: string): number {
  const v: unknown = foundry.utils.getProperty(source as object, path);
  return typeof v === "number" ? v : 0;
}

const text = (key: string, data: Record<string, string> = {}) =>
  game.i18n?.format(`STEELBOUND.ProjectRoll.${key}`, data) ?? key;

/** The rolls of one project roll and its breakthroughs (R-DT-1), with one line per roll for the card. */
export interface ProjectRollChain {
  rolls: PowerRoll[];
  lines: string[];
  gained: number;
}

/** R-DT-1: rolls, and rolls again after each natural 19/20 (a breakthrough), adding up the points. */
export async function rollChain(build: () => PowerRoll): Promise<ProjectRollChain> {
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
  return { rolls, lines, gained };
}

/**
 * Adds the chain's points to the project in one update and posts one card with every roll, the project
 * events reached (R-DT-4) and whether it is complete. `heading` names who rolled when not the hero.
 */
export async function recordProjectRolls(
  project: Item.Implementation,
  chain: ProjectRollChain,
  speaker: ChatMessage.SpeakerData,
  rollMode?: string,
  heading?: string,
): Promise<{ before: number; after: number }> {
  const lines = [...chain.lines];
  const goal = Math.max(1, numberAt(project.system, "goal"));
  const before = numberAt(project.system, "points");
  const after = before + chain.gained;
  await project.update({ system: { points: after } });
  // R-DT-4: project events the new points reach; the Director runs them.
  const events = milestonesCrossed(goal, before, after);
  if (events > 0) lines.push(text("Events", { count: String(events) }));
  if (projectComplete(after, goal)) lines.push(text("Complete"));
  const escape = foundry.utils.escapeHTML;
  const content = [
    `<div class="steelbound project-roll-card chat-card">`,
    `<h3>${escape(text("Title", { name: project.name }))}</h3>`,
    ...(heading ? [`<p class="project-roller">${escape(heading)}</p>`] : []),
    ...lines.map((line) => `<p>${escape(line)}</p>`),
    `<p class="project-total"><strong>${escape(text("Total", { points: String(after), goal: String(goal) }))}</strong></p>`,
    // Seed 004: the Director may roll a d6 for a surprise project event (GM only; bound on render).
    projectEventOfferHtml(),
    `</div>`,
  ].join("");
  await ChatMessage.create(
    {
      content,
      rolls: chain.rolls.map((r) => JSON.stringify(r)),
      speaker,
      flags: { steelbound: { projectRoll: { project: project.name, item: project.uuid } } },
    },
    rollModeOptions(rollMode),
  );
  return { before, after };
}
