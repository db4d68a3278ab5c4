/** The tracker mid-round, played through the documents: heroes exhausted, a squad row, Malice visible. */
import { hero, monster, scenario } from "./scenario.ts";
import { damageSquadInCombat } from "../../src/combat/squads.ts";
import { buildTrackerView, type TrackerView } from "../../src/applications/combat/tracker-context.ts";
import { readMalice } from "../../src/combat/malice.ts";

export interface MidRound {
  view: TrackerView;
  playerView: TrackerView;
  ids: Map<string, string>;
  sniper: string;
}

export async function midRoundView(): Promise<MidRound> {
  const s = scenario();
  const ids = new Map<string, string>();
  const a = s.add(hero("Ardent", { victories: 2 }));
  const b = s.add(hero("Brisk", { victories: 2 }));
  const { group, minions } = s.squad("Goblin Spinecleaver", 4, 5);
  const boss = s.add(monster("Goblin Warlord", { organization: "leader", villainActions: true }));
  const sniper = s.add(monster("Goblin Sniper"));
  [a, b, boss, sniper, ...minions].forEach((c) => ids.set(c.id, c.name.toLowerCase().replaceAll(" ", "-")));
  ids.set(group.id, "squad");
  // The harness group is the runtime CombatantGroup.
  const squadGroup = group as unknown as CombatantGroup.Implementation;
  await s.combat.startCombat({ d10: 7, mode: "alternating" });
  await s.combat.chooseFirstSide("heroes");
  await s.combat.takeTurn(a.id);
  await damageSquadInCombat(squadGroup, { amount: 5 }, { hit: minions[0]?.id ?? "" });
  await s.combat.endTurn();
  await s.combat.useVillainAction(boss.id, 1);
  await s.combat.takeTurn(minions[1]?.id ?? "");
  await s.combat.endTurn();
  await s.combat.takeTurn(b.id);
  await s.combat.endTurn();
  await s.combat.takeTurn(boss.id);
  await s.combat.endTurn();
  const viewer = { isGM: true, maliceVisible: true, malice: readMalice().value, heroTokens: 2 };
  const view = buildTrackerView(s.combat, viewer);
  const playerView = buildTrackerView(s.combat, { ...viewer, isGM: false, maliceVisible: false });
  return { view, playerView, ids, sniper: sniper.id };
}
