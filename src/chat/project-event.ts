/**
 * Seed 004 §ディレクターへ:プロジェクト・イベント, "rolling for events": a Director who wants project events
 * as a surprise rolls a d6 once per respite in which one or more heroes make a project roll; on a 6 an event
 * happens (rules projectEventOccurs). The project roll card offers that d6 to the GM only; the roll is posted
 * with its outcome and the card then shows it to everyone, so the Director rolls once for it.
 *
 * Message flags (docs/DATA.md): `flags.steelbound.projectRoll` = { project: the project's name, item: its UUID }
 * on a project roll card; `flags.steelbound.projectEventRoll` = the d6 (1–6) once the Director rolled it.
 */
import { projectEventOccurs } from "../rules/index.ts";

const rec = (v: unknown): Record<string, unknown> | null =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : null;

const text = (key: string, data: Record<string, string> = {}) =>
  game.i18n?.format(`STEELBOUND.ProjectRoll.Event.${key}`, data) ?? key;

/**
 * The project roll card's flag: the project's name and (cards since the events table) its item's UUID, or null
 * when the message is not a project roll card.
 */
export function projectRollOf(message: { flags: unknown }): { project: string; item: string | null } | null {
  const f = rec(rec(rec(message.flags)?.["steelbound"])?.["projectRoll"]);
  const project = f?.["project"];
  const item = f?.["item"];
  return typeof project === "string" ? { project, item: typeof item === "string" ? item : null } : null;
}

interface DrawableTable {
  draw(options?: { displayChat?: boolean }): Promise<unknown>;
  testUserPermission?(user: unknown, level: string): boolean;
  pack?: string | null;
}

/**
 * The project's own events table (its `eventsTable`, the official import's link), when the card's author may
 * see it: a compendium's table, or a world table the author observes (a player's own project names it, so the
 * GM never draws from a table the player could not read). Null for none.
 */
async function eventsTableOf(
  item: string | null,
  author: { readonly isGM: boolean } | null,
): Promise<DrawableTable | null> {
  if (item === null) return null;
  const project: unknown = await fromUuid(item);
  if (!(project instanceof Item) || project.type !== "project") return null;
  const uuid: unknown = foundry.utils.getProperty(project.system, "eventsTable");
  if (typeof uuid !== "string" || uuid === "") return null;
  const table: unknown = await fromUuid(uuid);
  if (typeof table !== "object" || table === null || Reflect.get(table, "documentName") !== "RollTable")
    return null;
  const drawable = table as DrawableTable;
  if (typeof drawable.draw !== "function") return null;
  const inPack = typeof drawable.pack === "string" && drawable.pack !== "";
  if (inPack || author === null || author.isGM) return drawable;
  return drawable.testUserPermission?.(author, "OBSERVER") === true ? drawable : null;
}

/** The d6 the Director rolled for this card's event, or null while not rolled. */
export function projectEventRollOf(message: { flags: unknown }): number | null {
  const d6 = rec(rec(message.flags)?.["steelbound"])?.["projectEventRoll"];
  return typeof d6 === "number" && Number.isInteger(d6) && d6 >= 1 && d6 <= 6 ? d6 : null;
}

/** What a d6 came to, in words (the card's line and the roll's own message). */
export function projectEventLine(d6: number): string {
  return projectEventOccurs(d6) ? text("Happens", { d6: String(d6) }) : text("None", { d6: String(d6) });
}

/** The button (for the GM) that the project roll card carries; bound or replaced on render. */
export function projectEventOfferHtml(): string {
  const label = foundry.utils.escapeHTML(text("Roll"));
  return `<p class="project-event-offer"><button type="button" data-steelbound-project-event><i class="fa-solid fa-dice-six" aria-hidden="true"></i> ${label}</button></p>`;
}

/**
 * The GM rolls the d6, posts it, and marks the card so it is rolled once. On a 6 the project's own events
 * table, when it has one (./project-event.ts eventsTableOf), is drawn and posted by Foundry
 * (v13 client/documents/roll-table.mjs RollTable#draw: rolls its formula, posts the result with displayChat,
 * stored 18656769253; v14 the same per foundryvtt.com/api/v14 RollTable#draw); otherwise the card says to
 * pick or make one up, as before.
 */
async function rollProjectEvent(
  message: ChatMessage.Implementation,
  card: { project: string; item: string | null },
): Promise<void> {
  if (game.user?.isGM !== true || projectEventRollOf(message) !== null) return;
  const roll = await new Roll("1d6").evaluate();
  const d6 = roll.total;
  const occurs = projectEventOccurs(d6);
  const author: { readonly isGM: boolean } | null = message.author ?? null;
  const table = occurs ? await eventsTableOf(card.item, author) : null;
  const project = card.project;
  const lines = [
    text("Title", { name: project }),
    projectEventLine(d6),
    ...(occurs ? [text(table === null ? "Table" : "Drawn")] : []),
  ];
  const escape = foundry.utils.escapeHTML;
  await ChatMessage.create({
    content: [
      `<div class="steelbound project-event-card chat-card${occurs ? " event" : ""}">`,
      `<h3>${escape(lines[0] ?? "")}</h3>`,
      ...lines.slice(1).map((line) => `<p>${escape(line)}</p>`),
      `</div>`,
    ].join(""),
    rolls: [JSON.stringify(roll)],
    speaker: { alias: game.i18n?.localize("STEELBOUND.TestCall.Director") ?? "" },
  });
  await message.update({ flags: { steelbound: { projectEventRoll: d6 } } });
  if (table !== null) await table.draw({ displayChat: true });
}

/**
 * Binds the card's button each time Foundry renders it: the GM may roll while the d6 is unrolled; everyone
 * else sees no button; once rolled, everyone reads the outcome in its place.
 */
export function bindProjectEvent(message: ChatMessage.Implementation, html: HTMLElement): void {
  const card = projectRollOf(message);
  const offer = html.querySelector<HTMLElement>(".project-event-offer");
  if (card === null || offer === null) return;
  const d6 = projectEventRollOf(message);
  if (d6 !== null) {
    const line = document.createElement("p");
    line.className = `project-event-result${projectEventOccurs(d6) ? " event" : ""}`;
    line.textContent = projectEventLine(d6);
    offer.replaceWith(line);
    return;
  }
  const button = offer.querySelector<HTMLButtonElement>("button[data-steelbound-project-event]");
  if (game.user?.isGM !== true || button === null) {
    offer.remove();
    return;
  }
  button.addEventListener("click", () => {
    button.disabled = true;
    void rollProjectEvent(message, card);
  });
}
