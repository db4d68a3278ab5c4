/**
 * The Director's d6 for a project roll card's event, and the project's own events table drawn on a 6
 * (./project-event.ts binds the button and loads this with its first click).
 */
import { projectEventOccurs } from "../rules/index.ts";
import { projectEventLine, projectEventRollOf, text } from "./project-event-words.ts";

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

/**
 * The GM rolls the d6, posts it, and marks the card so it is rolled once. On a 6 the project's own events
 * table, when it has one (eventsTableOf above), is drawn and posted by Foundry
 * (v13 client/documents/roll-table.mjs RollTable#draw: rolls its formula, posts the result with displayChat,
 * stored 18656769253; v14 the same per foundryvtt.com/api/v14 RollTable#draw); otherwise the card says to
 * pick or make one up, as before.
 */
export async function rollProjectEvent(
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
