/**
 * What an `@Embed[uuid]` of an ability or a monster shows, loaded with the first embed (./embeds.ts
 * embedHTML; ../windows.ts loadEmbedContent). v13 client/documents/abstract/client-document.mjs
 * ClientDocumentMixin#toEmbed asks `_buildEmbedHTML` for the content (SteelItem / SteelActor call this
 * through documents/slots.ts) and wraps it in a captioned figure. The ability shows the sheets' ability
 * block (actor/parts/ability-card.hbs) and, for a viewer with a hero, a Use button wired by an enricher's
 * onRender (the embed reaches the page as HTML text, so listeners are attached when it is connected); the
 * monster shows its sheet's stat block.
 */
import { templatePath } from "../../constants.ts";
import { gameLocalizer } from "../../i18n.ts";
import { actorItemViews, enrichItem, itemView, monsterSystem } from "../sheets/adapters.ts";
import { abilityCard } from "../sheets/context/ability-card.ts";
import { monsterContext } from "../sheets/context/monster.ts";
import { playerActor } from "./player-actor.ts";

function fragment(html: string): HTMLElement {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  const first = template.content.firstElementChild;
  return first instanceof HTMLElement ? first : document.createElement("div");
}

const render = (path: string, data: Record<string, unknown>) =>
  foundry.applications.handlebars.renderTemplate(templatePath(path), data);

async function abilityEmbed(item: Item.Implementation): Promise<HTMLElement | null> {
  const view = itemView(item);
  if (view?.type !== "ability") return null;
  const enriched = await enrichItem(item, view);
  const card = abilityCard(gameLocalizer(), view, { resourceName: "", potency: null, enriched });
  const hero = playerActor();
  return fragment(await render("embeds/ability.hbs", { card, uuid: item.uuid, hero: hero?.name ?? null }));
}

async function monsterEmbed(actor: Actor.Implementation): Promise<HTMLElement | null> {
  const system = monsterSystem(actor);
  if (!system) return null;
  const items = await actorItemViews(actor);
  const context = {
    ...monsterContext(gameLocalizer(), {
      name: actor.name,
      img: actor.img ?? "",
      system,
      items: items.views,
      enriched: { biography: "", gmNotes: "", items: items.enriched },
      mode: "play",
      editable: false,
      isGM: game.user?.isGM ?? false,
    }),
    usable: false,
    tab: { cssClass: "active" },
    // The stat block's field ids (stamina bar, characteristics) stay unique beside the sheet's own.
    idPrefix: `embed-${actor.id ?? "monster"}`,
  };
  const [header, statblock] = await Promise.all([
    render("actor/monster/header.hbs", context),
    render("actor/monster/statblock.hbs", context),
  ]);
  return fragment(await render("embeds/monster.hbs", { header, statblock }));
}

/** The content of an embed, or null when this document has none (v13 then leaves the text). */
export function embedHTML(doc: Item.Implementation | Actor.Implementation): Promise<HTMLElement | null> {
  if (doc instanceof Item) return abilityEmbed(doc);
  return monsterEmbed(doc);
}
