/**
 * Installs the simulated v13 chat path over the harness for one test file: users (a GM and players),
 * game.messages, game.i18n from our lang files, CONFIG.ChatMessage (document class, template), the real
 * templates (templates.ts), Roll#render / Roll#getTooltip on the Roll stand-in, foundry.utils.timeSince and
 * a TextEditor.enrichHTML as v13's (./applications/text-editor.ts), and a happy-dom DOM. `restore()` puts the harness
 * stand-ins back.
 */
import { TextEditor as SimTextEditor } from "./applications/text-editor.ts";
import { Window } from "happy-dom";
import { Collection } from "../harness/collection.ts";
import { createLocalizer, type TestLocalizer } from "../harness/i18n.ts";
import { SimChatMessage, type RollMode, type SimUser } from "./chat-message.ts";
import { CORE_MESSAGE_TEMPLATE, rollRender, rollTooltip } from "./chat-render.ts";
import { createSimTemplates, type SimTemplates } from "./templates.ts";
import { enrichHTML } from "./applications/text-editor.ts";

export const GM: SimUser = { id: "simGM00000000001", name: "Director", isGM: true, isActiveGM: true };
export const PLAYER: SimUser = { id: "simPlayer0000001", name: "Aiko", isGM: false, isActiveGM: false };
export const OTHER: SimUser = { id: "simPlayer0000002", name: "Bren", isGM: false, isActiveGM: false };

type Data = Record<string, unknown>;
interface Globals {
  game: Data & { user: unknown; i18n: unknown };
  CONFIG: Data & { ChatMessage: Data };
  foundry: Data & { utils: Data; applications: Data & { handlebars: Data; ux?: Data } };
  Roll: { prototype: Data; TOOLTIP_TEMPLATE?: string; CHAT_TEMPLATE?: string };
  ChatMessage: unknown;
}
const g = () => globalThis as unknown as Globals;

/** v13 client/utils/helpers.mjs timeSince, coarsely: seconds, minutes, hours, days ago. */
function timeSince(stamp: Date | string | number): string {
  const seconds = Math.max(0, Math.round((Date.now() - new Date(stamp).getTime()) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}h ago`;
  return `${Math.floor(seconds / 86400)}d ago`;
}

function putBack(target: Data, key: string, value: unknown): void {
  if (value === undefined) Reflect.deleteProperty(target, key);
  else target[key] = value;
}

export interface ChatSim {
  templates: SimTemplates;
  i18n: TestLocalizer;
  messages: Collection<SimChatMessage>;
  /** The client whose chat log is rendered: sets game.user. */
  viewAs(user: SimUser): void;
  /** ChatMessage.create as the current user, with v13's roll mode handling. */
  create(data: Data, options?: { rollMode?: RollMode | null }): Promise<SimChatMessage>;
  restore(): void;
}

/** The DOM names src and the sim use, from a happy-dom Window (only while installed: node tests keep none). */
// `window` comes along with its `document`, as in a browser (window.document === document), so keydown
// listeners src puts on `window` hear the keys pressed in that document.
const DOM_NAMES = [
  "window",
  "document",
  "HTMLElement",
  "HTMLButtonElement",
  "Element",
  "Event",
  "MouseEvent",
  "PointerEvent",
  "KeyboardEvent",
] as const;

function installDom(): () => void {
  const window = new Window();
  const target = globalThis as unknown as Data;
  const source = window as unknown as Data;
  const saved = DOM_NAMES.map((name) => [name, target[name]] as const);
  for (const name of DOM_NAMES) target[name] = source[name];
  return () => {
    for (const [name, value] of saved) putBack(target, name, value);
    void window.happyDOM.close();
  };
}

export function installChatRender(lang: "en" | "ja" = "en"): ChatSim {
  const restoreDom = installDom();
  const globals = g();
  const saved = {
    user: globals.game.user,
    i18n: globals.game.i18n,
    users: globals.game["users"],
    messages: globals.game["messages"],
    chatConfig: globals.CONFIG.ChatMessage,
    utils: globals.foundry.utils,
    handlebars: globals.foundry.applications.handlebars,
    ux: globals.foundry.applications.ux,
    render: globals.Roll.prototype["render"],
    getTooltip: globals.Roll.prototype["getTooltip"],
    tooltipTemplate: globals.Roll.TOOLTIP_TEMPLATE,
    chatTemplate: globals.Roll.CHAT_TEMPLATE,
    ChatMessage: globals.ChatMessage,
  };
  const i18n = createLocalizer(lang);
  const templates = createSimTemplates(i18n);
  const users = new Collection<SimUser>();
  for (const user of [GM, PLAYER, OTHER]) users.set(user.id, user);
  const messages = new Collection<SimChatMessage>();

  Object.assign(globals.game, { user: GM, users, messages, i18n });
  globals.CONFIG.ChatMessage = {
    ...globals.CONFIG.ChatMessage,
    documentClass: SimChatMessage,
    template: CORE_MESSAGE_TEMPLATE,
  };
  // The harness utils is a module namespace (frozen): the sim adds timeSince on a copy.
  globals.foundry.utils = { ...globals.foundry.utils, timeSince };
  globals.foundry.applications.handlebars = {
    ...globals.foundry.applications.handlebars,
    getTemplate: (path: string) => templates.getTemplate(path),
    renderTemplate: (path: string, data: object) => templates.renderTemplate(path, data),
  };
  globals.foundry.applications.ux = {
    ...globals.foundry.applications.ux,
    // Keep the rest of TextEditor (getDragEventData, ./applications/text-editor.ts): only enrichment changes.
    TextEditor: { implementation: { ...SimTextEditor.implementation, enrichHTML } },
  };
  globals.Roll.prototype["render"] = rollRender;
  globals.Roll.prototype["getTooltip"] = rollTooltip;
  // v13 client/dice/roll.mjs: Roll.CHAT_TEMPLATE and TOOLTIP_TEMPLATE are .hbs (the stand-in keeps v12's .html).
  globals.Roll.TOOLTIP_TEMPLATE = "templates/dice/tooltip.hbs";
  globals.Roll.CHAT_TEMPLATE = "templates/dice/roll.hbs";
  // Keep the harness statics (getSpeaker) and add the sim's create.
  const chatMessage = Object.assign(Object.create(null) as Data, globals.ChatMessage as Data, {
    create: (data: Data, options: Data = {}) => SimChatMessage.create(data, options),
  });
  globals.ChatMessage = chatMessage;

  return {
    templates,
    i18n,
    messages,
    viewAs: (user) => {
      globals.game.user = user;
      globals.game["userId"] = user.id;
    },
    create: async (data, options = {}) => {
      const message = await SimChatMessage.create(data, options);
      if (!(message instanceof SimChatMessage)) throw new Error("sim: the message was not created");
      return message;
    },
    restore: () => {
      restoreDom();
      Object.assign(globals.game, {
        user: saved.user,
        i18n: saved.i18n,
        users: saved.users,
        messages: saved.messages,
      });
      globals.CONFIG.ChatMessage = saved.chatConfig;
      globals.foundry.utils = saved.utils;
      globals.foundry.applications.handlebars = saved.handlebars;
      putBack(globals.foundry.applications, "ux", saved.ux);
      putBack(globals.Roll.prototype, "render", saved.render);
      putBack(globals.Roll.prototype, "getTooltip", saved.getTooltip);
      putBack(globals.Roll, "TOOLTIP_TEMPLATE", saved.tooltipTemplate);
      putBack(globals.Roll, "CHAT_TEMPLATE", saved.chatTemplate);
      globals.ChatMessage = saved.ChatMessage;
    },
  };
}
