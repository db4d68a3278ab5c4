/**
 * "Import hero" in the Actors directory: a user picks a Forge Steel hero file (`.ds-hero`), it is checked
 * (import/official/guard.ts: size, depth, values, cycles, prototype keys), converted by the pure
 * import/forge-steel converter, and created as a hero owned by that user with its items and effects in one
 * creation. The user then sees what could not be mapped. Creating an actor needs the ACTOR_CREATE
 * permission (v13 common/documents/actor.mjs BaseActor metadata.permissions.create; its default role is
 * Assistant, core.permissions may give it to players): a user without it is told so and nothing is read.
 */
import { convertForgeSteelHero, type ReportEntry } from "../import/forge-steel/index.ts";
import { parseSafeJson } from "../import/official/index.ts";

const K = "STEELBOUND.ForgeSteel.";

const escape = (text: string) => foundry.utils.escapeHTML(text);
const why = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** A localised string (with its data filled in when given). */
const t = (key: string, data?: Record<string, string>) =>
  (data ? game.i18n?.format(`${K}${key}`, data) : game.i18n?.localize(`${K}${key}`)) ?? key;

/** The report as HTML: every entry's own text escaped, its reason localised. */
export function reportHtml(name: string, entries: readonly ReportEntry[]): string {
  const intro = t("Created", { name, count: String(entries.length) });
  if (!entries.length) return `<p>${escape(intro)}</p><p>${escape(t("AllMapped"))}</p>`;
  const rows = entries.map((e) => {
    const reason = t(`Why.${e.why}`);
    const where = e.where ? `<strong>${escape(e.where)}</strong>: ` : "";
    return `<li data-why="${escape(e.why)}">${where}${escape(e.what)} — ${escape(reason)}</li>`;
  });
  return `<p>${escape(intro)}</p><ul class="forge-steel-unmapped">${rows.join("")}</ul>`;
}

/** Reads, converts and creates one hero; answers the created actor, or null after telling the user why. */
export async function importForgeSteelHero(file: File): Promise<Actor.Implementation | null> {
  if (!game.user?.hasPermission("ACTOR_CREATE")) {
    ui.notifications?.warn(t("NoPermission"));
    return null;
  }
  let converted: ReturnType<typeof convertForgeSteelHero>;
  try {
    converted = convertForgeSteelHero(parseSafeJson(await file.text()));
  } catch (error) {
    ui.notifications?.error(t("Unreadable", { file: file.name, why: why(error) }));
    return null;
  }
  const { NONE, OWNER } = CONST.DOCUMENT_OWNERSHIP_LEVELS;
  // The importing user owns the hero (a GM owns every document anyway).
  const ownership = { default: NONE, [game.user.id]: OWNER };
  const created = await Actor.implementation.create({ ...converted.actor, ownership } as never);
  // create() answers the stored document; the world's Actor class is the configured implementation.
  const actor = created ? (created as unknown as Actor.Implementation) : null;
  if (!actor) return null;
  void foundry.applications.api.DialogV2.prompt({
    window: { title: `${K}ReportTitle` },
    classes: ["steelbound", "forge-steel-report"],
    content: reportHtml(actor.name, converted.report),
    rejectClose: false,
  });
  return actor;
}
