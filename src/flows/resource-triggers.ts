/**
 * R-AB-8 at the table: a class's other ways to gain its heroic resource (class `heroicResource.triggers`:
 * "the first time each round you take damage, gain 1 ferocity"), offered on the hero sheet as one-click
 * gains. A trigger the class limits to once a round (or once a combat) is spent for that window: the hero
 * keeps the window it last paid out in (`flags.steelbound.resourceTriggers`, by the trigger's place in the
 * class's list), so a second click in the same round is refused and the next round opens it again. The hero
 * is the player's own (docs/SECURITY.md): they write the mark; the gain itself goes through the GM's queue
 * as every change of the resource does (../documents/gm-channel/own-numbers-ask.ts), so a payment made at
 * the same time is not lost.
 */
import { changeHeroicResource } from "../documents/gm-channel/own-numbers-ask.ts";
import { format } from "../documents/combat/world.ts";
import { localizeOr, type Localizer } from "../i18n.ts";

export type TriggerWindow = "round" | "encounter" | "any";

interface StoredTrigger {
  kind: string;
  text: string;
  gain: string;
  window: TriggerWindow;
}

export interface ResourceTriggerRow {
  index: number;
  /** The class's words, else the kind as players read it. */
  label: string;
  /** "1", "1d3". */
  gain: string;
  /** "+1 Ferocity". */
  button: string;
  /** STEELBOUND.ResourceTrigger.Window.* */
  windowLabel: string;
  /** Already paid out in this round (or combat). */
  used: boolean;
}

const WINDOWS: readonly TriggerWindow[] = ["round", "encounter", "any"];

const classOf = (actor: Actor.Implementation) => actor.items.find((i) => String(i.type) === "class");

/** The resource's name: the hero's own, else its class's ("Ferocity"). */
function resourceName(actor: Actor.Implementation): string {
  for (const system of [actor.system, classOf(actor)?.system]) {
    const name: unknown = foundry.utils.getProperty(system ?? {}, "heroicResource.name");
    if (typeof name === "string" && name.trim() !== "") return name.trim();
  }
  return "";
}

function triggersOf(actor: Actor.Implementation): StoredTrigger[] {
  const cls = classOf(actor);
  const list: unknown = foundry.utils.getProperty(cls?.system ?? {}, "heroicResource.triggers");
  if (!Array.isArray(list)) return [];
  return list.flatMap((t: unknown) => {
    if (typeof t !== "object" || t === null) return [];
    const r = t as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
    const window = WINDOWS.find((w) => w === r["window"]) ?? "round";
    return [{ kind: str(r["kind"]), text: str(r["text"]), gain: str(r["gain"]), window }];
  });
}

/** The window a trigger pays out in now: this round or this combat; null when it is free or no combat runs. */
function windowKey(window: TriggerWindow): string | null {
  const combat = game.combat;
  if (window === "any" || !combat?.started) return null;
  return window === "round" ? `${combat.id}:${combat.round}` : combat.id;
}

function marks(actor: Actor.Implementation): Record<string, unknown> {
  const stored: unknown = actor.flags.steelbound?.resourceTriggers;
  return typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
}

function usedNow(actor: Actor.Implementation, index: number, window: TriggerWindow): boolean {
  const key = windowKey(window);
  return key !== null && marks(actor)[String(index)] === key;
}

function labelOf(i18n: Localizer, trigger: StoredTrigger): string {
  if (trigger.text !== "") return trigger.text;
  const kind = trigger.kind.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return localizeOr(i18n, `STEELBOUND.ResourceTrigger.Kind.${kind}`, trigger.kind);
}

/** The sheet's rows: every trigger with a gain. */
export function resourceTriggerRows(actor: Actor.Implementation, i18n: Localizer): ResourceTriggerRow[] {
  const resource = resourceName(actor) || i18n.localize("STEELBOUND.Hero.HeroicResource");
  return triggersOf(actor).flatMap((trigger, index) =>
    trigger.gain === "" || !Roll.validate(trigger.gain)
      ? []
      : [
          {
            index,
            label: labelOf(i18n, trigger),
            gain: trigger.gain,
            button: i18n.format("STEELBOUND.ResourceTrigger.Gain", { gain: trigger.gain, resource }),
            windowLabel: i18n.localize(`STEELBOUND.ResourceTrigger.Window.${trigger.window}`),
            used: usedNow(actor, index, trigger.window),
          },
        ],
  );
}

/**
 * The owner clicks a trigger's gain: refused when the class's window is spent; else the gain is rolled, the
 * window marked and the resource added in the GM's order, with a line in chat for the table.
 */
export async function gainFromTrigger(
  actor: Actor.Implementation,
  index: number,
  i18n: Localizer,
): Promise<boolean> {
  const trigger = triggersOf(actor)[index];
  if (!trigger || trigger.gain === "" || !Roll.validate(trigger.gain)) return false;
  if (usedNow(actor, index, trigger.window)) {
    ui.notifications?.warn("STEELBOUND.ResourceTrigger.Used", { localize: true });
    return false;
  }
  const key = windowKey(trigger.window);
  // Marked before the gain lands, so a quick second click is refused rather than paid twice.
  if (key !== null)
    await actor.update({ flags: { steelbound: { resourceTriggers: { [String(index)]: key } } } });
  const roll = await new Roll(trigger.gain, actor.getRollData()).evaluate();
  const gain = roll.total;
  if (gain !== 0 && !(await changeHeroicResource(actor, gain))) return false;
  const resource = resourceName(actor) || i18n.localize("STEELBOUND.Hero.HeroicResource");
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    // HTML flavour (core shows it unescaped): every user-written part goes in escaped.
    flavor: format("STEELBOUND.ResourceTrigger.Gained", {
      name: foundry.utils.escapeHTML(actor.name),
      gain: String(gain),
      resource: foundry.utils.escapeHTML(resource),
      trigger: foundry.utils.escapeHTML(labelOf(i18n, trigger)),
    }),
  });
  return true;
}
