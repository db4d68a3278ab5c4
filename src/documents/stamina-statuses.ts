/**
 * Keeps the winded / dying / dead status effects in line with the stamina condition the rules derive
 * (R-ST-1…R-ST-3), plus the bleeding a dying hero suffers (R-ST-2). Returns one batch of deletions
 * and one batch of creations so the actor writes at most twice.
 */
import type { StaminaCondition } from "../rules/index.ts";
import type { StatusId } from "../data/status-effects.ts";
import { SYSTEM_FLAGS, statusEffectData } from "./conditions.ts";

const STAMINA_STATUSES = ["winded", "dying", "dead"] as const satisfies readonly StatusId[];

interface Effect {
  id: string | null;
  statuses: Set<string>;
  getFlag(scope: never, key: never): unknown;
}

export interface StatusPlan {
  create: ReturnType<typeof statusEffectData>[];
  delete: string[];
}

function isAutomatic(effect: Effect): boolean {
  // getFlag's parameters are typed from the flag config we do not declare; read our own flag plainly.
  return (effect.getFlag as (scope: string, key: string) => unknown)(SYSTEM_FLAGS, "automatic") === true;
}

export function planStaminaStatuses(condition: StaminaCondition, effects: Iterable<Effect>): StatusPlan {
  const wanted = new Set<StatusId>(condition === "healthy" ? [] : [condition]);
  // R-ST-2: a dying hero (or retainer, R-RT-4; nothing else is ever dying) is bleeding while dying.
  if (condition === "dying") wanted.add("bleeding");
  const list = [...effects];
  const plan: StatusPlan = { create: [], delete: [] };
  const present = new Set<string>();
  for (const effect of list) {
    const [status] = [...effect.statuses];
    if (effect.statuses.size !== 1 || status === undefined || effect.id === null) continue;
    const managed =
      (STAMINA_STATUSES as readonly string[]).includes(status) ||
      (status === "bleeding" && isAutomatic(effect));
    if (!managed) continue;
    if (wanted.has(status as StatusId)) present.add(status);
    else plan.delete.push(effect.id);
  }
  for (const id of wanted) {
    if (present.has(id)) continue;
    if (id === "bleeding" && list.some((e) => e.statuses.has("bleeding"))) continue;
    plan.create.push(statusEffectData(id, { overlay: id === "dead", automatic: true }));
  }
  return plan;
}
