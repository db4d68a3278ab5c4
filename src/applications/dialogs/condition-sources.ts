/**
 * Who may have imposed a frightened, grabbed or taunted condition toggled from the token HUD (R-CN-3, R-CN-4,
 * R-CN-8): in a combat, its combatants (the creature whose turn it is first and preselected, as the Director
 * usually marks the condition the acting creature just caused); outside combat, the other tokens on the
 * bearer's scene (none preselected). The bearer itself is never offered. Each is named by its actor's UUID,
 * which is what an ability's condition keeps as its source and what the roll flow compares with the roller
 * (src/flows/creature-conditions.ts).
 */
import { currentCombat } from "../../documents/combat/current.ts";

/** A creature the condition may come from: its actor's UUID and its token's name. */
export interface SourceCandidate {
  uuid: string;
  name: string;
}

interface Named {
  name?: string | null | undefined;
  actor: { uuid: string } | null;
}

function unique(list: readonly Named[], bearer: string): SourceCandidate[] {
  const seen = new Set<string>([bearer]);
  const out: SourceCandidate[] = [];
  for (const { name, actor } of list) {
    if (actor === null || seen.has(actor.uuid)) continue;
    seen.add(actor.uuid);
    out.push({ uuid: actor.uuid, name: name ?? "" });
  }
  return out;
}

export function sourceCandidates(bearer: Actor.Implementation): {
  candidates: SourceCandidate[];
  preferred: string | null;
} {
  const combat = currentCombat();
  if (combat !== null && combat.combatants.size > 0) {
    const acting = new Set(combat.started ? (combat.flow.turn?.actors ?? []) : []);
    const all = combat.combatants.contents;
    const first = all.filter((c) => acting.has(c.id ?? ""));
    const candidates = unique([...first, ...all], bearer.uuid);
    const preferred = unique(first, bearer.uuid)[0]?.uuid ?? null;
    return { candidates, preferred };
  }
  // v13 Scenes#active is the scene marked active; read the same way here.
  const scene = bearer.isToken ? bearer.token?.parent : game.scenes?.find((s) => s.active);
  const tokens = scene ? scene.tokens.contents : [];
  return { candidates: unique(tokens, bearer.uuid), preferred: null };
}
