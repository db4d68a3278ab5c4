/**
 * The players list (ui.players). Read in v13 client/applications/ui/players.mjs Players: an ApplicationV2 with
 * HandlebarsApplicationMixin, id "players", one root part (templates/ui/players.hbs), no frame; its context
 * is the active and the inactive users (name with the character's in brackets, GM marked), each sorted; it
 * re-renders on `render` like any ApplicationV2, which fires `renderPlayers` with its element. Not simulated:
 * latency and FPS, idle marks, the expand toggle, the context menu. The template is our stand-in
 * (./core-templates/ui/players.hbs).
 */
import { ApplicationV2, type Options, type RenderOptions } from "./application.ts";
import { HandlebarsApplicationMixin } from "./handlebars-mixin.ts";

interface UserLike {
  id: string;
  name: string;
  active: boolean;
  isGM: boolean;
  isSelf: boolean;
  character?: { name: string } | null;
}
const users = (): UserLike[] => [
  ...((globalThis as unknown as { game: { users?: Iterable<UserLike> } }).game.users ?? []),
];

/** Named as core names it: the render hooks are `render<ClassName>` (renderPlayers). */
export class Players extends HandlebarsApplicationMixin(ApplicationV2) {
  static override BASE_APPLICATION = Players as unknown as typeof ApplicationV2;
  static override DEFAULT_OPTIONS: Options = {
    id: "players",
    classes: ["faded-ui", "flexcol"],
    tag: "aside",
    window: { frame: false, positioned: false },
  };
  static override PARTS = { players: { root: true, template: "templates/ui/players.hbs" } };

  override async _prepareContext(options: RenderOptions): Promise<Options> {
    const context = await super._prepareContext(options);
    const view = (u: UserLike) => ({
      id: u.id,
      name: [u.name, u.isGM ? "[GM]" : u.character ? `[${u.character.name}]` : ""].filter(Boolean).join(" "),
      cssClass: [u.active ? "active" : "", u.isGM ? "gm" : "", u.isSelf ? "self" : ""]
        .filter(Boolean)
        .join(" "),
    });
    const all = users();
    return {
      ...context,
      active: all.filter((u) => u.active).map(view),
      inactive: all.filter((u) => !u.active).map(view),
    };
  }
}

export { Players as SimPlayers };
