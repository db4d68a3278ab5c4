/**
 * R-AB-8 at the table: a class's other ways to gain its heroic resource (class `heroicResource.triggers`:
 * "the first time each round you take damage, gain 1 ferocity"), offered on the hero sheet as one-click
 * gains. A trigger the class limits to once a round (or once a combat) is spent for that window: the hero
 * keeps the window it last paid out in (`flags.steelbound.resourceTriggers`, by the trigger's place in the
 * class's list), so a second click in the same round is refused and the next round opens it again. The hero
 * is the player's own (docs/SECURITY.md): they write the mark; the gain itself goes through the GM's queue
 * as every change of the resource does (../documents/gm-channel/own-numbers-ask.ts), so a payment made at
 * the same time is not lost.
 *
 * An active effect on the hero may say the same ("gain 1 <resource> when …"): its
 * `flags.steelbound.resourceTrigger` `{ text, gain, window, resource }` (docs/DATA.md) adds a row, its
 * `resource` the heroic resource (the default), the class's epic resource or surges. Its window is marked by
 * the effect (`e-<effect id>`), the class's by its place ("0", "1" …).
 */
import { changeHeroicResource, changeHeroNumber } from "../documents/gm-channel/own-numbers-ask.ts";
import { format } from "../documents/combat/world.ts";
import { localizeOr, type Localizer } from "../i18n.ts";
import { SYSTEM_ID } from "../constants.ts";

export type TriggerWindow = "round" | "encounter" | "any";
/** Which of the hero's numbers a trigger adds to. */
export type TriggerResource = "heroic" | "epic" | "surge";

interface StoredTrigger {
  /** Where its window is marked: the class's place ("0") or the effect's ("e-<id>"). */
  key: string;
  kind: string;
  text: string;
  gain: string;
  window: TriggerWindow;
  resource: TriggerResource;
}

export interface ResourceTriggerRow {
  /** The trigger's key (`data-trigger-index`): "0", "1" … for the class's, "e-<id>" for an effect's. */
  index: string;
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
const RESOURCES: readonly TriggerResource[] = ["heroic", "epic", "surge"];

const classOf = (actor: Actor.Implementation) => actor.items.find((i) => String(i.type) === "class");

/** The resource's name: the hero's own, else its class's ("Ferocity"). */
function resourceName(actor: Actor.Implementation): string {
  for (const system of [actor.system, classOf(actor)?.system]) {
    const name: unknown = foundry.utils.getProperty(system ?? {}, "heroicResource.name");
    if (typeof name === "string" && name.trim() !== "") return name.trim();
  }
  return "";
}

/** The class's epic resource's name ("" when it names none). */
export function epicResourceName(actor: Actor.Implementation): string {
  const name: unknown = foundry.utils.getProperty(classOf(actor)?.system ?? {}, "epicResource");
  return typeof name === "string" ? name.trim() : "";
}

/** One stored trigger read defensively (class data and effect flags are both user-written). */
function readTrigger(key: string, t: unknown): StoredTrigger | null {
  if (typeof t !== "object" || t === null) return null;
  const r = t as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");
  const window = WINDOWS.find((w) => w === r["window"]) ?? "round";
  const resource = RESOURCES.find((w) => w === r["resource"]) ?? "heroic";
  return { key, kind: str(r["kind"]), text: str(r["text"]), gain: str(r["gain"]), window, resource };
}

function triggersOf(actor: Actor.Implementation): StoredTrigger[] {
  const cls = classOf(actor);
  const list: unknown = foundry.utils.getProperty(cls?.system ?? {}, "heroicResource.triggers");
  const own = Array.isArray(list) ? list.flatMap((t: unknown, i) => readTrigger(String(i), t) ?? []) : [];
  // v13 client/documents/actor.mjs Actor#appliedEffects (stored 18748178577): the effects of
  // allApplicableEffects (its own and its items' transferred ones) that are `active` (neither disabled nor
  // suppressed), so an unequipped treasure's trigger is not offered.
  const fromEffects = actor.appliedEffects.flatMap((effect) => {
    const flag: unknown = foundry.utils.getProperty(effect.flags, `${SYSTEM_ID}.resourceTrigger`);
    const trigger = readTrigger(`e-${effect.id ?? ""}`, flag);
    return trigger ? [{ ...trigger, text: trigger.text || effect.name }] : [];
  });
  return [...own, ...fromEffects];
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

function usedNow(actor: Actor.Implementation, trigger: StoredTrigger): boolean {
  const key = windowKey(trigger.window);
  return key !== null && marks(actor)[trigger.key] === key;
}

/** The name of the number a trigger adds to, as the sheet and chat say it. */
function gainedName(actor: Actor.Implementation, i18n: Localizer, resource: TriggerResource): string {
  if (resource === "surge") return i18n.localize("STEELBOUND.Hero.Surges");
  if (resource === "epic") return epicResourceName(actor) || i18n.localize("STEELBOUND.Hero.EpicResource");
  return resourceName(actor) || i18n.localize("STEELBOUND.Hero.HeroicResource");
}

function labelOf(i18n: Localizer, trigger: StoredTrigger): string {
  if (trigger.text !== "") return trigger.text;
  const kind = trigger.kind.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return localizeOr(i18n, `STEELBOUND.ResourceTrigger.Kind.${kind}`, trigger.kind);
}

/** The sheet's rows: every trigger with a gain. */
export function resourceTriggerRows(actor: Actor.Implementation, i18n: Localizer): ResourceTriggerRow[] {
  return triggersOf(actor).flatMap((trigger) => {
    if (trigger.gain === "" || !Roll.validate(trigger.gain)) return [];
    const resource = gainedName(actor, i18n, trigger.resource);
    return [
      {
        index: trigger.key,
        label: labelOf(i18n, trigger),
        gain: trigger.gain,
        button: i18n.format("STEELBOUND.ResourceTrigger.Gain", { gain: trigger.gain, resource }),
        windowLabel: i18n.localize(`STEELBOUND.ResourceTrigger.Window.${trigger.window}`),
        used: usedNow(actor, trigger),
      },
    ];
  });
}

/** Highest the owner may ask for at once: far beyond any book gain (the GM bounds it again). */
const MAX_GAIN = 99;

/**
 * The epic resource's Gain and Spend buttons: spending what the hero does not have is refused with a
 * warning; either goes in the GM's order (changeHeroNumber).
 */
export async function stepEpicResource(actor: Actor.Implementation, delta: 1 | -1): Promise<boolean> {
  const value: unknown = foundry.utils.getProperty(actor.system, "epicResource");
  if (delta < 0 && (typeof value !== "number" || value <= 0)) {
    ui.notifications?.warn("STEELBOUND.Hero.EpicResourceNone", { localize: true });
    return false;
  }
  return changeHeroNumber(actor, "epic", delta);
}

/**
 * The owner clicks a trigger's gain: refused when the class's window is spent; else the gain is rolled, the
 * window marked and the resource added in the GM's order, with a line in chat for the table.
 */
export async function gainFromTrigger(
  actor: Actor.Implementation,
  index: string,
  i18n: Localizer,
): Promise<boolean> {
  const trigger = triggersOf(actor).find((t) => t.key === index);
  if (!trigger || trigger.gain === "" || !Roll.validate(trigger.gain)) return false;
  if (usedNow(actor, trigger)) {
    ui.notifications?.warn("STEELBOUND.ResourceTrigger.Used", { localize: true });
    return false;
  }
  const key = windowKey(trigger.window);
  // Marked before the gain lands, so a quick second click is refused rather than paid twice.
  if (key !== null)
    await actor.update({ flags: { steelbound: { resourceTriggers: { [trigger.key]: key } } } });
  const roll = await new Roll(trigger.gain, actor.getRollData()).evaluate();
  const gain = Math.max(-MAX_GAIN, Math.min(MAX_GAIN, Math.trunc(roll.total)));
  const landed =
    gain === 0 ||
    (trigger.resource === "heroic"
      ? await changeHeroicResource(actor, gain)
      : await changeHeroNumber(actor, trigger.resource, gain));
  if (!landed) return false;
  const resource = gainedName(actor, i18n, trigger.resource);
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
