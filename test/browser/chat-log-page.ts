/**
 * Runs IN CHROMIUM (bundled by chat-log.test.ts): a player's chat log of ability cards drawn the way
 * src/chat/render-ability-card.ts and src/chat/message-frame.ts draw each message, then put into the log in
 * one batch as v13's ChatLog does when it loads (client/applications/sidebar/tabs/chat.mjs
 * ChatLog#doRenderBatch: every message's renderHTML, then one insertion). Per card: the card context from
 * the stored roll and the targets' current data (src/chat/ability-card.ts), its labels
 * (ability-card-labels.ts), the frame template parsed into an element, the card template into its
 * .message-content. Templates compile once per page, as v13 getTemplate caches them. The parts that need a
 * running Foundry (reading tokens, the viewer's permissions, enrichHTML, the GM's record) are answered from
 * the fixture; the GM's record read is measured in the simulation (test/bench/chat-log.bench.ts).
 */
import Handlebars from "handlebars";
import { abilityCardContext } from "../../src/chat/ability-card.ts";
import { abilityCardLabels } from "../../src/chat/ability-card-labels.ts";
import type { Localizer } from "../../src/i18n.ts";
import type { BenchLog } from "./chat-log-cards.ts";

export interface PageInput {
  log: BenchLog;
  /** Template sources by path under templates/ (the card, the frame, the system partials). */
  templates: Record<string, string>;
  partials: string[];
  /** The language file of this client, flattened. */
  strings: Record<string, string>;
}

export interface RunTimes {
  /** Contexts, templates and elements for every card, ms. */
  build: number;
  /** Of build: the card contexts and labels; the two templates; parsing their HTML into elements. */
  context: number;
  template: number;
  parse: number;
  /** Through the batch's insertion and the style and layout it forces, ms. */
  layout: number;
  /** Through the next frame painted, ms. */
  paint: number;
  cards: number;
}

function localizer(strings: Record<string, string>): Localizer {
  const localize = (key: string) => strings[key] ?? key;
  return {
    localize,
    has: (key) => key in strings,
    format: (key, data) => localize(key).replace(/\{(\w+)\}/g, (m, name: string) => String(data[name] ?? m)),
  };
}

/** The Foundry helpers our templates use, as test/harness/handlebars.ts stands them in for Node. */
function handlebars(i18n: Localizer, input: PageInput): typeof Handlebars {
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const hash = options.hash as Record<string, string | number>;
    return Object.keys(hash).length > 0 ? i18n.format(String(key), hash) : i18n.localize(String(key));
  });
  hbs.registerHelper(
    "concat",
    (...args: unknown[]) => new hbs.SafeString(args.slice(0, -1).map(String).join("")),
  );
  hbs.registerHelper("disabled", (value: unknown) => new hbs.SafeString(value ? "disabled" : ""));
  hbs.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  for (const partial of input.partials)
    hbs.registerPartial(`systems/steelbound/templates/${partial}`, input.templates[partial] ?? "");
  return hbs;
}

function setUp(input: PageInput) {
  const i18n = localizer(input.strings);
  const hbs = handlebars(i18n, input);
  const cache = new Map<string, HandlebarsTemplateDelegate>();
  // v13 getTemplate: compiled on first use, then cached; renderTemplate allows prototype access.
  const render = (path: string, context: object) => {
    let template = cache.get(path);
    if (!template) {
      template = hbs.compile(input.templates[path] ?? "");
      cache.set(path, template);
    }
    return template(context, { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true });
  };
  const live = (token: string) => input.log.live[token] ?? null;
  const parse = (html: string): HTMLElement => {
    const holder = document.createElement("template");
    holder.innerHTML = html.trim();
    const element = holder.content.firstElementChild;
    if (!(element instanceof HTMLElement)) throw new Error("the frame rendered no element");
    return element;
  };

  const spent = { context: 0, template: 0, parse: 0 };
  /** One message's element, as renderMessageFrame + renderAbilityCard build it. */
  const message = (card: BenchLog["cards"][number]): HTMLElement => {
    let at = performance.now();
    const lap = (part: keyof typeof spent) => {
      const now = performance.now();
      spent[part] += now - at;
      at = now;
    };
    const frame = render("chat/message-frame.hbs", {
      id: card.id,
      alias: card.alias,
      timestamp: "2m",
      canDelete: card.viewer.apply,
      canClose: false,
      cssClass: "",
      whisperTo: "",
      flavor: "",
    });
    lap("template");
    const element = parse(frame);
    const content = element.querySelector<HTMLElement>(".message-content");
    if (!content) throw new Error("no .message-content");
    lap("parse");
    const context = abilityCardContext(card.data, card.rolled, live, { value: 1, letter: "M" });
    const viewer = context.targetTest ? { ...card.viewer, spend: false, heroToken: false } : card.viewer;
    const labels = abilityCardLabels(i18n, context);
    lap("context");
    const html = render("chat/ability-use.hbs", {
      ...context,
      areaPlaced: false,
      ...labels,
      forcedMoved: {},
      viewer,
      testName: context.testCharacteristics
        .map((c) => i18n.localize(`STEELBOUND.RollDialog.Characteristic.${c}`))
        .join(" / "),
      testers: context.rows.map((row) => row.awaiting && card.viewer.apply),
    });
    lap("template");
    content.innerHTML = html;
    lap("parse");
    return element;
  };

  const chatLog = document.getElementById("chat-log");
  if (!chatLog) throw new Error("no #chat-log");
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

  return {
    /** Empties the log and waits for the frame that shows it empty. */
    async clear(): Promise<void> {
      chatLog.replaceChildren();
      await nextFrame();
    },
    async run(): Promise<RunTimes> {
      Object.assign(spent, { context: 0, template: 0, parse: 0 });
      const start = performance.now();
      const elements = input.log.cards.map(message);
      const built = performance.now();
      chatLog.append(...elements);
      // Reading a size forces the style and layout of the whole batch, as the ChatLog's scroll does.
      if (chatLog.scrollHeight <= 0) throw new Error("the log has no height");
      const laidOut = performance.now();
      await nextFrame();
      const painted = performance.now();
      return {
        build: built - start,
        ...spent,
        layout: laidOut - start,
        paint: painted - start,
        cards: chatLog.querySelectorAll(".chat-message .ability-card").length,
      };
    },
  };
}

export type ChatLogBench = ReturnType<typeof setUp>;

/** The page's entry: `chatLogBench.setUp(input)` keeps the set-up log as `chatLogBench.log`. */
const page = globalThis as unknown as { chatLogBench: { setUp(input: PageInput): void; log?: ChatLogBench } };
page.chatLogBench = {
  setUp(input) {
    page.chatLogBench.log = setUp(input);
  },
};
