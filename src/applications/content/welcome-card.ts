/**
 * The welcome card: the first time a GM opens a world (a world setting remembers it was shown), it
 * counts what a table needs to play — ancestries, cultures, careers, classes, subclasses, kits, complications,
 * perks, titles, treasures, projects and monsters in the world and its compendiums (indexes only) — names
 * what is missing, and offers the Content window and the hero builder.
 */
import { SYSTEM_ID, templatePath } from "../../constants.ts";
import { gameLocalizer } from "../../i18n.ts";
import { welcomeContext } from "./context.ts";
import { openContentWindow, openHeroBuilder } from "../windows.ts";
import { WELCOME_SETTING } from "./welcome-setting.ts";

export { registerWelcomeSetting, WELCOME_SETTING } from "./welcome-setting.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type AppV2 = foundry.applications.api.ApplicationV2;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

export const WELCOME_ID = "steelbound-welcome";

/** How many documents of each needed type the world and its compendiums hold (`Item.kit` → 3). */
export async function countContent(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (documentName: string, type: unknown) => {
    const key = `${documentName}.${String(type)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const item of game.items?.contents ?? []) add("Item", item.type);
  for (const actor of game.actors?.contents ?? []) add("Actor", actor.type);
  for (const pack of game.packs ?? []) {
    if (pack.documentName !== "Item" && pack.documentName !== "Actor") continue;
    for (const entry of await pack.getIndex()) add(pack.documentName, Reflect.get(entry, "type"));
  }
  return counts;
}

export class WelcomeCard extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: foundry.applications.api.ApplicationV2.DefaultOptions = {
    id: WELCOME_ID,
    classes: ["steelbound", "welcome-app"],
    window: { title: "STEELBOUND.Welcome.Title", icon: "fa-solid fa-dungeon" },
    position: { width: 440, height: "auto" },
    actions: { content: WelcomeCard.#onContent, builder: WelcomeCard.#onBuilder },
  };

  static override PARTS = { main: { template: templatePath("content/welcome-card.hbs") } };

  static async open(): Promise<WelcomeCard> {
    const app = new WelcomeCard({});
    await app.render({ force: true });
    return app;
  }

  static async #onContent(this: WelcomeCard): Promise<void> {
    const window = await openContentWindow();
    // Once the import is done the card counts again.
    void window?.running?.then(async () => {
      if (this.rendered) await this.render();
    });
  }

  static async #onBuilder(): Promise<void> {
    await openHeroBuilder();
  }

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    return Object.assign(context, welcomeContext(gameLocalizer(), await countContent()));
  }
}

/** ready: the first GM to open the world sees the card once. */
export async function showWelcomeOnce(): Promise<void> {
  if (!game.user?.isGM) return;
  if (game.settings.get(SYSTEM_ID, WELCOME_SETTING)) return;
  await game.settings.set(SYSTEM_ID, WELCOME_SETTING, true);
  await WelcomeCard.open();
}
