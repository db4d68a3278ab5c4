/**
 * Combat, Combatant and CombatantGroup stand-ins (v13). A Combatant points at its actor/token and at
 * its CombatantGroup (`group`); CombatantGroup#members is the set of combatants in the group, as in
 * v13; Combat#getCombatantsByActor / getCombatantsByToken return matching combatants.
 */
import { Collection } from "./collection.ts";
import { HarnessDocument } from "./document.ts";
import type { HarnessActor, HarnessTokenDocument } from "./actor.ts";
import type { Plain } from "./utils.ts";

export class HarnessCombatant extends HarnessDocument {
  static override documentName = "Combatant";
  actorRef: HarnessActor | null = null;
  tokenRef: HarnessTokenDocument | null = null;
  groupRef: HarnessCombatantGroup | null = null;
  get actor(): HarnessActor | null {
    return this.actorRef;
  }
  get token(): HarnessTokenDocument | null {
    return this.tokenRef;
  }
  get group(): HarnessCombatantGroup | null {
    return this.groupRef;
  }
  get defeated(): boolean {
    return this._source["defeated"] === true;
  }
}

export class HarnessCombatantGroup extends HarnessDocument {
  static override documentName = "CombatantGroup";
  readonly members = new Set<HarnessCombatant>();
}

export class HarnessCombat extends HarnessDocument {
  static override documentName = "Combat";
  readonly combatants = new Collection<HarnessCombatant>();
  readonly groups = new Collection<HarnessCombatantGroup>();
  get started(): boolean {
    return Number(this._source["round"] ?? 0) > 0;
  }
  get round(): number {
    return Number(this._source["round"] ?? 0);
  }
  getCombatantsByActor(actor: string | HarnessActor): HarnessCombatant[] {
    const id = typeof actor === "string" ? actor : actor.id;
    return this.combatants.filter((c) => c.actor?.id === id || c.actor === actor);
  }
  getCombatantsByToken(token: string | HarnessTokenDocument): HarnessCombatant[] {
    const id = typeof token === "string" ? token : token.id;
    return this.combatants.filter((c) => c.token?.id === id);
  }

  /** Test helper: add a group (built through CONFIG.CombatantGroup.documentClass). */
  addGroup(cls: typeof HarnessCombatantGroup, data: Plain): HarnessCombatantGroup {
    const group = new cls(data, { parent: this });
    this.groups.set(group.id, group);
    return group;
  }
  /** Test helper: add a combatant for an actor (and token), optionally in a group. */
  addCombatant(
    actor: HarnessActor,
    token: HarnessTokenDocument | null,
    group: HarnessCombatantGroup | null = null,
  ) {
    const combatant = new HarnessCombatant(
      { actorId: actor.id, tokenId: token?.id ?? null },
      { parent: this },
    );
    combatant.actorRef = actor;
    combatant.tokenRef = token;
    combatant.groupRef = group;
    group?.members.add(combatant);
    this.combatants.set(combatant.id, combatant);
    return combatant;
  }
}
