/**
 * The duration dialog for a condition toggled on from the token HUD (R-AB-11): end of turn, save ends, end
 * of encounter, until respite, or none. A DialogV2 form (v13 client/applications/api/dialog.mjs
 * DialogV2.input: the OK button resolves to the form's data, closing resolves to null); the select takes
 * focus, Enter confirms and Escape closes, so it is used from the keyboard alone. For frightened, grabbed and
 * taunted a second select names the creature that imposes it (./condition-sources.ts).
 */
import { templatePath } from "../../constants.ts";
import { gameLocalizer, localizeOr, type Localizer, type SelectOption } from "../../i18n.ts";
import type { EffectDuration } from "../../rules/index.ts";
import { SOURCED_CONDITIONS } from "../../data/status-effects.ts";
import { sourceCandidates, type SourceCandidate } from "./condition-sources.ts";

/** What the HUD offers: an ability's three durations, a respite's, or none (permanent is for items). */
export const HUD_DURATIONS = ["eot", "save", "encounter", "respite", "none"] as const;
export type HudDuration = (typeof HUD_DURATIONS)[number];

export type ConditionDurationContext = {
  /** Names the actor (user text): the template escapes it. */
  prompt: string;
  durations: SelectOption[];
  /** Frightened, grabbed, taunted: who imposes it (creature names are user text, escaped); null otherwise. */
  sources: SelectOption[] | null;
};

export function conditionDurationContext(
  i18n: Localizer,
  {
    actorName,
    condition,
    sources = null,
  }: {
    actorName: string;
    condition: string;
    /** Offered for a source-tracked condition, the default first-marked; null for any other condition. */
    sources?: { candidates: readonly SourceCandidate[]; preferred: string | null } | null;
  },
): ConditionDurationContext {
  return {
    prompt: i18n.format("STEELBOUND.ItemEffects.HudDuration.Prompt", { name: actorName, condition }),
    sources:
      sources === null
        ? null
        : [
            {
              value: "",
              label: i18n.localize("STEELBOUND.Hud.NoSource"),
              selected: sources.preferred === null,
            },
            ...sources.candidates.map((c) => ({
              value: c.uuid,
              label: c.name,
              selected: c.uuid === sources.preferred,
            })),
          ],
    // Save ends is the usual choice for a condition the Director imposes by hand.
    durations: HUD_DURATIONS.map((d) => ({
      value: d,
      label: i18n.localize(`STEELBOUND.Sheet.Effects.Duration.${d}`),
      selected: d === "save",
    })),
  };
}

/** The chosen duration; "none" = no Draw Steel duration; null when the dialog was closed. */
export function durationFromForm(result: unknown): EffectDuration | "none" | null {
  if (typeof result !== "object" || result === null) return null;
  const value: unknown = Reflect.get(result, "duration");
  return HUD_DURATIONS.find((d) => d === value) ?? null;
}

/** The chosen source, only when it is one of the creatures offered; null for none. */
export function sourceFromForm(result: unknown, offered: readonly SourceCandidate[]): string | null {
  if (typeof result !== "object" || result === null) return null;
  const value: unknown = Reflect.get(result, "source");
  return offered.find((c) => c.uuid === value)?.uuid ?? null;
}

export async function promptConditionDuration(
  actor: Actor.Implementation,
  statusId: string,
): Promise<{ duration: EffectDuration | "none"; source: string | null } | null> {
  const i18n = gameLocalizer();
  const condition = localizeOr(i18n, `STEELBOUND.Condition.${statusId}`, statusId);
  const sources = SOURCED_CONDITIONS.some((c) => c === statusId) ? sourceCandidates(actor) : null;
  const context = conditionDurationContext(i18n, { actorName: actor.name, condition, sources });
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("dialogs/condition-duration.hbs"),
    context,
  );
  const result: unknown = await foundry.applications.api.DialogV2.input({
    // The title names only the condition (our own label), never user text.
    window: { title: i18n.format("STEELBOUND.ItemEffects.HudDuration.Title", { condition }) },
    content,
    ok: { label: "STEELBOUND.ItemEffects.HudDuration.Confirm" },
  });
  const duration = durationFromForm(result);
  if (duration === null) return null;
  return { duration, source: sourceFromForm(result, sources?.candidates ?? []) };
}
