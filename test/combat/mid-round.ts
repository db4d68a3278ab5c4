/**
 * The tracker mid-round, played through the registered documents (SteelCombat, its embedded combatants
 * and squad, model-backed actors): heroes exhausted, one of them with its triggered action spent, a squad row
 * that lost a minion, Malice visible.
 */
import { createCombat, createHero, createMonster, join, placeMinions } from "../harness/combat-world.ts";
import { buildTrackerView, type TrackerView } from "../../src/applications/combat/tracker-context.ts";
import { readMalice } from "../../src/documents/combat/malice.ts";
import { foundryAbilityHooks } from "../../src/flows/use-ability-support.ts";

export interface MidRound {
  view: TrackerView;
  playerView: TrackerView;
  ids: Map<string, string>;
  sniper: string;
}

const slug = (name: string) => name.toLowerCase().replaceAll(" ", "-");

export async function midRoundView(): Promise<MidRound> {
  const combat = await createCombat();
  const ids = new Map<string, string>();
  const a = await join(combat, await createHero("Ardent", { victories: 2 }));
  const b = await join(combat, await createHero("Brisk", { victories: 2 }));
  const { tokens } = await placeMinions("Goblin Spinecleaver", 4, 5);
  // Unlinked tokens of one stat block, numbered on the canvas (the combatants take their tokens' names).
  for (const [i, token] of tokens.entries())
    token.updateSource({ name: `Goblin Spinecleaver ${String(i + 1)}` });
  await combat.createSquad(tokens);
  const group = combat.groups.contents[0];
  const minions = group ? [...group.members] : [];
  const boss = await join(
    combat,
    await createMonster("Goblin Warlord", { organization: "leader", villainActions: true }),
  );
  const sniper = await join(combat, await createMonster("Goblin Sniper"));
  for (const c of [a, b, boss, sniper, ...minions]) ids.set(c.id ?? "", slug(c.name ?? ""));
  ids.set(group?.id ?? "", "squad");
  await combat.startCombat({ d10: 7, mode: "alternating" });
  await combat.chooseFirstSide("heroes");
  await combat.takeTurn(a.id ?? "");
  await minions[0]?.actor?.takeDamage(5);
  await combat.endTurn();
  await combat.useVillainAction(boss.id ?? "", 1);
  await combat.takeTurn(minions[1]?.id ?? "");
  await combat.endTurn();
  await combat.takeTurn(b.id ?? "");
  await combat.endTurn();
  await combat.takeTurn(boss.id ?? "");
  // Ardent answered the Warlord's turn with a triggered action (R-CB-7: the tracker marks it this round).
  if (a.actor) await foundryAbilityHooks.markTriggered(a.actor);
  await combat.endTurn();
  const viewer = { isGM: true, maliceVisible: true, malice: readMalice().value, heroTokens: 2 };
  const view = buildTrackerView(combat, viewer);
  // A player's client: not the GM, owning no Director creature.
  const user = (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user;
  user.isGM = false;
  const playerView = buildTrackerView(combat, { ...viewer, isGM: false, maliceVisible: false });
  user.isGM = true;
  return { view, playerView, ids, sniper: sniper.id ?? "" };
}
