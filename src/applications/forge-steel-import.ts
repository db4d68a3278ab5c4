/**
 * "Import hero" in the Actors directory: a user picks a Forge Steel hero file (`.ds-hero`), it is checked
 * (import/official/guard.ts: size, depth, values, cycles, prototype keys), converted by the pure
 * import/forge-steel converter, and created as a hero owned by that user with its items and effects in one
 * creation. The user then sees what could not be mapped. Creating an actor needs the ACTOR_CREATE
 * permission (v13 common/documents/actor.mjs BaseActor metadata.permissions.create; its default role is
 * Assistant, core.permissions may give it to players): a user without it is told so and nothing is read.
 * A file of a hero already imported (the same Forge Steel hero id, on a hero the user owns) asks first:
 * update that hero from the file (the default), create a second one, or do nothing.
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
export function reportHtml(name: string, entries: readonly ReportEntry[], updated = false): string {
  const intro = t(updated ? "Updated" : "Created", { name, count: String(entries.length) });
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
  const earlier = sameHero(converted.actor);
  const choice = earlier ? await askSameHero(earlier.name) : "new";
  if (choice === null) return null;
  const actor =
    earlier && choice === "update"
      ? await updateImported(earlier, converted.actor)
      : await create(converted.actor);
  if (!actor) return null;
  await companionsOf(actor, converted.companions);
  await portfolioOf(actor, converted.summons, converted.fixtures);
  void foundry.applications.api.DialogV2.prompt({
    window: { title: `${K}ReportTitle` },
    classes: ["steelbound", "forge-steel-report"],
    content: reportHtml(actor.name, converted.report, actor === earlier),
    rejectClose: false,
  });
  return actor;
}

const forgeSteelId = (doc: unknown): string => {
  const id: unknown = foundry.utils.getProperty(doc as object, "flags.steelbound.forgeSteel.id");
  return typeof id === "string" ? id : "";
};

/** A hero this user owns that was imported from the same Forge Steel hero (its id), or null. */
function sameHero(data: Record<string, unknown>): Actor.Implementation | null {
  const id = forgeSteelId(data);
  if (!id) return null;
  const actors = (game.actors?.contents ?? []) as unknown as Actor.Implementation[];
  return actors.find((a) => a.type === "hero" && a.isOwner && forgeSteelId(a) === id) ?? null;
}

/**
 * Update the hero already imported, or create a second one; null when the user closes the dialog. v13
 * client/applications/api/dialog.mjs DialogV2.wait resolves to the clicked button's action, and to null
 * when closed with `rejectClose: false`.
 */
async function askSameHero(name: string): Promise<"update" | "new" | null> {
  const choice: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: `${K}SameHeroTitle` },
    classes: ["steelbound", "forge-steel-same-hero"],
    content: `<p>${escape(t("SameHeroText", { name }))}</p>`,
    buttons: [
      { action: "update", label: `${K}UpdateHero`, default: true },
      { action: "new", label: `${K}CreateSecond` },
    ],
    rejectClose: false,
  });
  return choice === "update" || choice === "new" ? choice : null;
}

/**
 * The hero's companions as companion actors following it (`mentor`, data/actor/companion.ts), owned by
 * whoever owns the hero (a GM updating a player's hero gives the player its new companion); one the hero
 * already has from an earlier import (the same Forge Steel id) is updated instead.
 */
async function companionsOf(hero: Actor.Implementation, companions: readonly Record<string, unknown>[]) {
  const actors = (game.actors?.contents ?? []) as unknown as Actor.Implementation[];
  for (const data of companions) {
    const system = { ...(data["system"] as Record<string, unknown>), mentor: hero.uuid };
    const id = forgeSteelId(data);
    const earlier = actors.find(
      (a) =>
        a.type === "companion" &&
        a.isOwner &&
        forgeSteelId(a) === id &&
        foundry.utils.getProperty(a, "system.mentor") === hero.uuid,
    );
    if (earlier) await updateImported(earlier, { ...data, system });
    else await create({ ...data, system }, { ...hero.ownership });
  }
}

/** The hero's UUID a world actor of its portfolio names (`flags.steelbound.portfolioOf`). */
const portfolioOwner = (doc: unknown): string => {
  const uuid: unknown = foundry.utils.getProperty(doc as object, "flags.steelbound.portfolioOf");
  return typeof uuid === "string" ? uuid : "";
};

/**
 * R-CB-17: a Summoner's portfolio as world actors owned as the hero is (its minions and champions as
 * monsters the summon query copies onto the board, its fixture as an object), each marked with its hero
 * (`flags.steelbound.portfolioOf`: not `summonedBy`, which marks a copy on the board); one the hero has from
 * an earlier import (the same Forge Steel id) is updated instead. Then each of the hero's summoning
 * abilities that names a creature by its Forge Steel id (`flags.steelbound.forgeSteel.summons`) summons
 * that actor (`system.summon.creature`).
 */
async function portfolioOf(
  hero: Actor.Implementation,
  summons: readonly Record<string, unknown>[],
  fixtures: readonly Record<string, unknown>[],
): Promise<void> {
  const actors = (game.actors?.contents ?? []) as unknown as Actor.Implementation[];
  const byId = new Map<string, string>();
  for (const data of [...summons, ...fixtures]) {
    const id = forgeSteelId(data);
    const flags = foundry.utils.mergeObject(
      foundry.utils.deepClone(data["flags"] ?? {}),
      { steelbound: { portfolioOf: hero.uuid } },
      { inplace: false },
    );
    const earlier = actors.find(
      (a) =>
        a.type === data["type"] && a.isOwner && forgeSteelId(a) === id && portfolioOwner(a) === hero.uuid,
    );
    const made = earlier
      ? await updateImported(earlier, { ...data, flags })
      : await create({ ...data, flags }, { ...hero.ownership });
    if (made && id) byId.set(id, made.uuid);
  }
  const links = hero.items
    .map((item) => {
      const id: unknown = foundry.utils.getProperty(item, "flags.steelbound.forgeSteel.summons");
      const uuid = typeof id === "string" ? byId.get(id) : undefined;
      return uuid && item.id ? { _id: item.id, "system.summon.creature": uuid } : null;
    })
    .filter((u) => u !== null);
  if (links.length) await hero.updateEmbeddedDocuments("Item", links);
}

async function create(
  data: Record<string, unknown>,
  owners?: Record<string, number | undefined>,
): Promise<Actor.Implementation | null> {
  const { NONE, OWNER } = CONST.DOCUMENT_OWNERSHIP_LEVELS;
  // The importing user owns the hero (a GM owns every document anyway).
  const ownership = owners ?? { default: NONE, [game.user?.id ?? ""]: OWNER };
  const created = await Actor.implementation.create({ ...data, ownership } as never);
  // create() answers the stored document; the world's Actor class is the configured implementation.
  return created ? (created as unknown as Actor.Implementation) : null;
}

/**
 * The hero takes the file's numbers, and the items the earlier import made (those with a Forge Steel id)
 * are replaced by the file's; items and effects the table added since stay. v13
 * common/abstract/document.mjs Document#update, #deleteEmbeddedDocuments, #createEmbeddedDocuments.
 */
async function updateImported(
  actor: Actor.Implementation,
  data: Record<string, unknown>,
): Promise<Actor.Implementation> {
  const { items, ...rest } = data;
  const old = actor.items.filter((i) => forgeSteelId(i) !== "").map((i) => i.id ?? "");
  await actor.deleteEmbeddedDocuments("Item", old.filter(Boolean));
  await actor.update({ name: rest["name"], system: rest["system"], flags: rest["flags"] } as never);
  await actor.createEmbeddedDocuments("Item", (Array.isArray(items) ? items : []) as never);
  return actor;
}
