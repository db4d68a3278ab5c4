/**
 * R-RW-1, R-DT-1: the player picks which of their hero's projects the follower works on, with which of the
 * project's characteristics and which of the follower's skills; the GM rolls (src/queries/followers/
 * project.ts). The choices are checked here first so a player is told at once, and again by the GM.
 */
import { gameLocalizer, type Localizer } from "../../i18n.ts";
import { projectCharacteristics } from "../../flows/roll-project.ts";
import { requestGm } from "../../documents/gm-channel/request-gm.ts";
import { characteristicLabel, skillLabel } from "../sheets/context/follower.ts";
import { CHARACTERISTICS, type Characteristic } from "../../rules/index.ts";
import type { FollowerActor } from "../../documents/follower.ts";

const escape = (text: string) => foundry.utils.escapeHTML(text);

function option(value: string, label: string, selected = false): string {
  return `<option value="${escape(value)}"${selected ? " selected" : ""}>${escape(label)}</option>`;
}

function select(name: string, label: string, options: string[]): string {
  return `<div class="form-group"><label>${escape(label)}</label><select name="${name}">${options.join("")}</select></div>`;
}

function content(i18n: Localizer, follower: FollowerActor, projects: readonly Item.Implementation[]): string {
  const scores = follower.system.characteristics;
  const best = CHARACTERISTICS.reduce((a, b) => (scores[b] > scores[a] ? b : a));
  const characteristics = CHARACTERISTICS.map((c) =>
    option(c, `${characteristicLabel(i18n, c)} ${scores[c]}`, c === best),
  );
  const skills = [
    option("", i18n.localize("STEELBOUND.RollDialog.NoSkill"), true),
    ...[...follower.system.skills].map((s) => option(s, `${skillLabel(i18n, s)} +2`)),
  ];
  return [
    select(
      "project",
      i18n.localize("STEELBOUND.Follower.Project"),
      projects.map((p) => option(p.id ?? "", p.name)),
    ),
    select("characteristic", i18n.localize("STEELBOUND.RollDialog.CharacteristicLabel"), characteristics),
    select("skill", i18n.localize("STEELBOUND.RollDialog.Skill"), skills),
  ].join("");
}

/** Asks, then sends the request; the GM's card reports the points. */
export async function askFollowerProject(hero: Actor.Implementation, follower: FollowerActor): Promise<void> {
  const i18n = gameLocalizer();
  const projects = hero.items.filter((item) => item.type === "project");
  if (projects.length === 0) {
    ui.notifications?.warn(i18n.localize("STEELBOUND.Follower.NoProjects"));
    return;
  }
  // v13 client/applications/api/dialog.mjs DialogV2.input: the form's values, or null when dismissed.
  const result: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: i18n.format("STEELBOUND.Follower.RollFor", { name: follower.name }) },
    content: content(i18n, follower, projects),
  });
  if (result === null || typeof result !== "object") return;
  const read = (key: string): string => {
    const value: unknown = Reflect.get(result, key);
    return typeof value === "string" ? value : "";
  };
  const project = hero.items.get(read("project"));
  const characteristic = CHARACTERISTICS.find((c) => c === read("characteristic"));
  if (project?.type !== "project" || characteristic === undefined) return;
  const allowed: Characteristic[] = projectCharacteristics(project.system);
  if (!allowed.includes(characteristic)) {
    const names = allowed.map((c) => characteristicLabel(i18n, c)).join(", ");
    ui.notifications?.warn(i18n.format("STEELBOUND.Follower.WrongCharacteristic", { names }));
    return;
  }
  await requestGm({
    kind: "followerProject",
    followerUuid: follower.uuid,
    projectUuid: project.uuid,
    characteristic,
    skill: read("skill"),
  });
}
