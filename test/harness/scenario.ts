/** Builds whole combats on the harness: heroes, monsters, squads and groups as a GM would set them up. */
import {
  HarnessActor,
  HarnessCombatant,
  HarnessCombatantGroup,
  HarnessEffect,
  HarnessItem,
  type HarnessCombat,
} from "./combat-flow.ts";
import { SteelCombat } from "../../src/documents/combat.ts";
import { registerCombatSettings } from "../../src/data/settings/register.ts";
import { settings } from "./combat-flow.ts";
import { registerGmRecordSetting } from "../../src/data/settings/gm-record.ts";

export function ensureSettings(): void {
  if (!settings.registered.has("steelbound.malice")) registerCombatSettings(() => undefined);
  if (!settings.registered.has("steelbound.gmRecord")) registerGmRecordSetting();
}

/**
 * The victories a Director awarded (R-ML-1): the GM's record holds them, as src/config/granted-numbers.ts
 * records a GM's write; a hero's own field is not what the starting Malice reads.
 */
function recordVictories(actor: HarnessActor): void {
  const victories = actor.system["victories"];
  if (actor.type !== "hero" || typeof victories !== "number" || victories === 0) return;
  const stored = (settings.stored.get("steelbound.gmRecord") ?? {}) as { victories?: Record<string, number> };
  settings.stored.set("steelbound.gmRecord", {
    ...stored,
    victories: { ...stored.victories, [actor.uuid]: victories },
  });
}

/** docs/DATA.md: every actor model carries the five characteristics. */
const characteristics = () => ({ might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 });

export function hero(
  name: string,
  opts: { victories?: number; stamina?: number; gain?: string } = {},
): HarnessActor {
  const items =
    opts.gain === undefined
      ? []
      : [
          new HarnessItem({
            type: "class",
            name: "Fury",
            system: { heroicResource: { name: "ferocity", gainPerTurn: opts.gain } },
          }),
        ];
  return new HarnessActor({
    type: "hero",
    name,
    system: {
      victories: opts.victories ?? 0,
      characteristics: characteristics(),
      surges: 0,
      heroicResource: { name: "ferocity", value: 0 },
      stamina: { value: opts.stamina ?? 20, max: 20, temporary: 0 },
    },
    items,
  });
}

export function monster(
  name: string,
  opts: { organization?: string; stamina?: number; villainActions?: boolean } = {},
): HarnessActor {
  const items = opts.villainActions
    ? [1, 2, 3].map(
        (n) =>
          new HarnessItem({
            type: "ability",
            name: `Villain ${n}`,
            system: { type: "villain", villainAction: n },
          }),
      )
    : [];
  return new HarnessActor({
    type: "monster",
    name,
    system: {
      organization: opts.organization ?? "platoon",
      characteristics: characteristics(),
      stamina: { value: opts.stamina ?? 10, max: opts.stamina ?? 10, temporary: 0 },
    },
    items,
  });
}

export function retainer(name: string, mentor: HarnessActor): HarnessActor {
  return new HarnessActor({
    type: "retainer",
    name,
    system: {
      mentor: mentor.uuid,
      characteristics: characteristics(),
      stamina: { value: 15, max: 15, temporary: 0 },
    },
  });
}

export interface Scenario {
  combat: SteelCombat;
  raw: HarnessCombat;
  add(
    actor: HarnessActor,
    opts?: { group?: HarnessCombatantGroup; surprised?: boolean; summoner?: string },
  ): HarnessCombatant;
  squad(
    name: string,
    members: number,
    individualStamina: number,
  ): { group: HarnessCombatantGroup; minions: HarnessCombatant[] };
  group(name: string): HarnessCombatantGroup;
  effect(actor: HarnessActor, name: string, opts: { statuses?: string[]; duration?: string }): HarnessEffect;
}

export function scenario(): Scenario {
  ensureSettings();
  const combat = new SteelCombat();
  // The harness Combat is what SteelCombat extends at runtime; tests reach its test-only members.
  const raw = combat as unknown as HarnessCombat;
  const add: Scenario["add"] = (actor, opts = {}) => {
    const c = new HarnessCombatant("Combatant");
    c.actor = actor;
    recordVictories(actor);
    c.parent = raw;
    c.group = opts.group?.id ?? null;
    c.flags = { steelbound: opts.summoner ? { summoner: opts.summoner } : {} };
    raw.combatants.set(c.id, c);
    // R-CB-2: the GM's mark lives on the Combat (src/documents/combat/participants.ts surprisedBeforeStart).
    if (opts.surprised) {
      const ours = ((raw.flags as Record<string, Record<string, unknown> | undefined>)["steelbound"] ??= {});
      const marked: unknown = ours["surprised"];
      ours["surprised"] = [...(Array.isArray(marked) ? (marked as string[]) : []), c.id];
    }
    return c;
  };
  const group: Scenario["group"] = (name) => {
    const g = new HarnessCombatantGroup({ type: "base", name });
    g.parent = raw;
    raw.groups.set(g.id, g);
    return g;
  };
  return {
    combat,
    raw,
    add,
    group,
    squad(name, members, individualStamina) {
      const g = new HarnessCombatantGroup({
        type: "squad",
        name,
        system: {
          individualStamina,
          pool: individualStamina * members,
          startingMembers: members,
          captain: "",
        },
      });
      g.parent = raw;
      raw.groups.set(g.id, g);
      const minions = Array.from({ length: members }, (_, i) =>
        add(monster(`${name} ${i + 1}`, { organization: "minion", stamina: individualStamina }), {
          group: g,
        }),
      );
      return { group: g, minions };
    },
    effect(actor, name, opts) {
      const e = new HarnessEffect(actor, { name, statuses: opts.statuses ?? [] });
      if (opts.duration) e.flags = { steelbound: { duration: opts.duration } };
      actor.effects.set(e.id, e);
      for (const s of opts.statuses ?? []) actor.statuses.add(s);
      return e;
    },
  };
}
