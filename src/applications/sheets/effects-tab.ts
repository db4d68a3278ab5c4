/**
 * The Effects tab's document side: reads the actor's ActiveEffects into plain rows (context/effects.ts) and
 * runs the owner's buttons. Toggling writes `disabled` (v13 client/documents/active-effect.mjs
 * ActiveEffect#active is `!disabled && !isSuppressed`, so a disabled effect stops applying); opening renders
 * the effect's own sheet (v13 ClientDocumentMixin#sheet); deleting asks first, as items do (deleteDialog).
 */
import { effectDuration } from "../../documents/combat/turn-end.ts";
import { SYSTEM_ID } from "../../constants.ts";
import type { EffectInput } from "./context/effects.ts";

type Effect = ActiveEffect.Implementation;

/**
 * The name behind an effect's source: `flags.steelbound.source` when set, else `origin` (docs/DATA.md: the
 * imposing creature's UUID, or the user's for a custom effect). "" = no source; null = not found (v13
 * ActiveEffect#sourceName resolves `origin` the same way, with fromUuidSync, and says "Unknown" then).
 */
function sourceName(effect: Effect): string | null {
  // An item's own effect (a kit's, a treasure's) comes from that item.
  if (effect.parent instanceof Item) return effect.parent.name;
  const flagged: unknown = foundry.utils.getProperty(effect, `flags.${SYSTEM_ID}.source`);
  const uuid = typeof flagged === "string" && flagged ? flagged : (effect.origin ?? "");
  if (!uuid) return "";
  let found: unknown;
  try {
    found = fromUuidSync(uuid);
  } catch {
    // A malformed UUID (or one inside a compendium not indexed yet) cannot be resolved synchronously.
    return null;
  }
  const name: unknown = found && typeof found === "object" ? Reflect.get(found, "name") : null;
  return typeof name === "string" && name ? name : null;
}

/**
 * The actor's own effects, then those its items carry to it (v13 client/documents/actor.mjs
 * Actor#allApplicableEffects: with legacy transferral off, each owned item's effects whose `transfer` is set).
 */
export function effectInputs(actor: Actor.Implementation): EffectInput[] {
  return [...actor.allApplicableEffects()].flatMap((effect) =>
    effect.id
      ? [
          {
            id: effect.id,
            itemId: effect.parent instanceof Item ? effect.parent.id : null,
            name: effect.name,
            img: effect.img ?? null,
            source: sourceName(effect),
            duration: effectDuration(effect),
            disabled: effect.disabled,
            suppressed: effect.isSuppressed,
            statuses: [...effect.statuses],
          },
        ]
      : [],
  );
}

function effectFrom(actor: Actor.Implementation, target: HTMLElement): Effect | undefined {
  const row = target.closest<HTMLElement>("[data-effect-id]");
  const id = row?.dataset["effectId"];
  const itemId = row?.dataset["itemId"];
  if (!id) return undefined;
  return itemId ? actor.items.get(itemId)?.effects.get(id) : actor.effects.get(id);
}

/** The owner switches the effect off or back on; the server stores it and every client re-renders. */
export async function toggleEffect(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  const effect = effectFrom(actor, target);
  if (effect) await effect.update({ disabled: !effect.disabled });
}

/** The effect's own configuration sheet (core's ActiveEffectConfig unless a module replaces it). */
export async function openEffect(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  const sheet: unknown = effectFrom(actor, target)?.sheet;
  if (sheet instanceof foundry.applications.api.ApplicationV2) await sheet.render({ force: true });
}

export async function deleteEffect(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  await effectFrom(actor, target)?.deleteDialog();
}
