/**
 * ApplicationV2 as v13 renders it (client/applications/api/application.mjs), into the real DOM of the
 * test environment (happy-dom). Window dragging, resizing, minimizing and z-order are not emulated: a test
 * user never sees them. Each behaviour names the v13 method it follows.
 */
import { hooks, i18n, notify, type Options } from "./foundry-access.ts";
import { FormDataExtended } from "./form-data.ts";
import { mergeOptions } from "./options.ts";
import { track } from "./pending.ts";
import { ClientInstances, clientPage, currentRegistry } from "./client-windows.ts";
import { firstDescendantWhere } from "./dom-walk.ts";
import { everyFile } from "../../harness/shared-graph.ts";

export type { Options };
type Handler = (this: ApplicationV2, event: Event, target: HTMLElement) => unknown;
type ActionEntry = Handler | { handler: Handler; buttons: number[] };
type Listener = (event: { type: string }) => void;
export interface TabConfig {
  tabs: { id: string; cssClass?: string; [key: string]: unknown }[];
  initial?: string;
  labelPrefix?: string;
}
export interface RenderOptions extends Options {
  force?: boolean;
  isFirstRender?: boolean;
  tab?: string | Record<string, string>;
}

function* classChain(start: object, base: object): Generator<typeof ApplicationV2> {
  for (let cls: unknown = start; typeof cls === "function"; cls = Object.getPrototypeOf(cls)) {
    yield cls as typeof ApplicationV2; // every class on the chain up to `base` extends ApplicationV2
    if (cls === base) return;
  }
}

/** The applications currently rendered (v13 foundry.applications.instances), per client (./client-windows.ts). */
export const instances: Map<string, ApplicationV2> = new ClientInstances<ApplicationV2>();
everyFile(() => {
  ApplicationV2._appId = 0;
});

export class ApplicationV2 {
  static BASE_APPLICATION: typeof ApplicationV2 = ApplicationV2;
  static DEFAULT_OPTIONS: Options = {
    id: "app-{id}",
    classes: [],
    tag: "div",
    window: { frame: true, positioned: true, title: "", icon: "", controls: [], contentTag: "section" },
    actions: {},
    form: { handler: undefined, submitOnChange: false, closeOnSubmit: false },
    position: { width: "auto", height: "auto" },
  };
  static TABS: Record<string, TabConfig> = {};
  static RENDER_STATES = { ERROR: -3, CLOSING: -2, CLOSED: -1, NONE: 0, RENDERING: 1, RENDERED: 2 } as const;
  static _appId = 0;

  readonly options: Options;
  readonly position: Options;
  tabGroups: Record<string, string | null>;
  #id: string;
  #state: number = ApplicationV2.RENDER_STATES.NONE;
  #element: HTMLElement | null = null;
  #content: HTMLElement | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #listeners = new Map<string, Set<{ fn: Listener; once: boolean }>>();
  /** The instances registry of the client that rendered this window (closing may run outside it). */
  #registry: Map<string, ApplicationV2> | null = null;

  /** v13 ApplicationV2#constructor: options merged along the class chain, then the id. */
  constructor(options: Options = {}) {
    this.options = this._initializeApplicationOptions(options);
    this.#id = String(this.options["id"]).replace("{id}", String(this.options["uniqueId"]));
    this.position = { ...(this.options["position"] as Options) };
    const tabs = (this.constructor as typeof ApplicationV2).TABS;
    this.tabGroups = Object.fromEntries(Object.entries(tabs).map(([id, t]) => [id, t.initial ?? null]));
  }

  /** v13 ApplicationV2.inheritanceChain: this class up to BASE_APPLICATION. */
  static inheritanceChain(): Generator<typeof ApplicationV2> {
    return classChain(this, this.BASE_APPLICATION);
  }

  /** v13 ApplicationV2#_initializeApplicationOptions: arrays concatenate, objects merge, rest replaces. */
  _initializeApplicationOptions(options: Options): Options {
    const order: Options[] = [options];
    for (const cls of (this.constructor as typeof ApplicationV2).inheritanceChain())
      if (Object.hasOwn(cls, "DEFAULT_OPTIONS")) order.unshift(cls.DEFAULT_OPTIONS);
    const merged: Options = {};
    for (const layer of order) mergeOptions(merged, layer);
    ApplicationV2._appId += 1;
    merged["uniqueId"] = String(ApplicationV2._appId);
    const window = merged["window"] as Options;
    const classes = merged["classes"] as string[];
    if (window["frame"]) classes.unshift("application");
    merged["classes"] = [...new Set(classes)];
    return merged;
  }

  get id(): string {
    return this.#id;
  }
  get element(): HTMLElement {
    if (!this.#element) throw new Error(`${this.constructor.name} is not rendered`);
    return this.#element;
  }
  get state(): number {
    return this.#state;
  }
  get rendered(): boolean {
    return this.#state === ApplicationV2.RENDER_STATES.RENDERED;
  }
  get hasFrame(): boolean {
    return (this.options["window"] as Options)["frame"] === true;
  }
  get title(): string {
    const title = (this.options["window"] as Options)["title"];
    return i18n().localize(typeof title === "string" ? title : "");
  }
  /** v13 ApplicationV2#form: the element when the tag is a form, else a form content element. */
  get form(): HTMLFormElement | null {
    if (this.options["tag"] === "form") return this.#element as HTMLFormElement | null;
    if ((this.options["window"] as Options)["contentTag"] === "form") return this.#content as HTMLFormElement;
    return null;
  }

  /** v13 ApplicationV2#render: a boolean is `force`; renders run one at a time (its Semaphore). */
  render(options: RenderOptions | boolean = {}, legacy: RenderOptions = {}): Promise<this> {
    const opts: RenderOptions = typeof options === "boolean" ? { ...legacy, force: options } : options;
    const next = this.#queue.then(() => this.#render(opts));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /** v13 ApplicationV2##render: the life cycle in its order; a first render needs `force`. */
  async #render(options: RenderOptions): Promise<this> {
    const states = ApplicationV2.RENDER_STATES;
    try {
      if (this._canRender(options) === false) return this;
    } catch (error) {
      notify("warn", error instanceof Error ? error.message : String(error));
      return this;
    }
    options.isFirstRender = this.#state <= states.NONE;
    if (options.isFirstRender && !options.force) return this;
    this._configureRenderOptions(options);
    const context = await this._prepareContext(options);
    if (options.isFirstRender) await this._preFirstRender(context, options);
    await this._preRender(context, options);
    this.#state = states.RENDERING;
    if (options.isFirstRender) {
      this.#element = await this._renderFrame(options);
      this.#content = this.hasFrame ? this.#element.querySelector(".window-content") : this.#element;
      this._attachFrameListeners();
    }
    try {
      const result = await this._renderHTML(context, options);
      this._replaceHTML(result, this.#content ?? this.element, options);
    } catch (error) {
      this.#element?.remove();
      this.#element = null;
      this.#state = states.ERROR;
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`Failed to render Application "${this.id}":\n${message}`, { cause: error });
    }
    if (options.isFirstRender) {
      this.#registry = currentRegistry<ApplicationV2>();
      this.#registry.set(this.#id, this);
      this._insertElement(this.element);
    }
    this.#state = states.RENDERED;
    if (options.isFirstRender) await this._onFirstRender(context, options);
    await this._onRender(context, options);
    this.#emit("render");
    this.#callHooks("render", [this.element, context, options]);
    await this._postRender(context, options);
    return this;
  }

  /** v13 ApplicationV2#_configureRenderOptions: the `tab` option switches tab groups before context. */
  _configureRenderOptions(options: RenderOptions): void {
    const tab = options.tab;
    const groups = Object.keys((this.constructor as typeof ApplicationV2).TABS);
    if (typeof tab === "string" && groups[0]) this.tabGroups[groups[0]] = tab;
    else if (tab) Object.assign(this.tabGroups, tab);
  }

  /** v13 ApplicationV2#_prepareContext: with exactly one tab group its tabs are prepared. */
  async _prepareContext(_options: RenderOptions): Promise<Options> {
    const groups = Object.keys((this.constructor as typeof ApplicationV2).TABS);
    return Promise.resolve(groups.length === 1 && groups[0] ? { tabs: this._prepareTabs(groups[0]) } : {});
  }

  /** v13 ApplicationV2#_prepareTabs: the active tab gets `active` and the "active" class; labels from prefix. */
  _prepareTabs(group: string): Record<string, Options> {
    const config = this._getTabsConfig(group) ?? { tabs: [] };
    this.tabGroups[group] ??= config.initial ?? null;
    const prepared: Record<string, Options> = {};
    for (const { id, cssClass, ...rest } of config.tabs) {
      const active = this.tabGroups[group] === id;
      const css = [cssClass, active ? "active" : null].filter(Boolean).join(" ");
      const tab: Options = { group, id, active, cssClass: css, ...rest };
      if (config.labelPrefix) tab["label"] ??= `${config.labelPrefix}.${id}`;
      prepared[id] = tab;
    }
    return prepared;
  }

  _getTabsConfig(group: string): TabConfig | null {
    return (this.constructor as typeof ApplicationV2).TABS[group] ?? null;
  }

  _canRender(_options: RenderOptions): boolean | undefined {
    return undefined;
  }
  async _preFirstRender(_context: Options, _options: RenderOptions): Promise<void> {}
  async _preRender(_context: Options, _options: RenderOptions): Promise<void> {}
  async _onFirstRender(_context: Options, _options: RenderOptions): Promise<void> {}
  async _onRender(_context: Options, _options: RenderOptions): Promise<void> {}
  /** v13 ApplicationV2#_postRender: focuses `[autofocus]` on the first render. */
  async _postRender(_context: Options, options: RenderOptions): Promise<void> {
    // this.#element.querySelector("[autofocus]"), as a walk (./dom-walk.ts).
    const element = this.#element;
    if (options.isFirstRender && element)
      (firstDescendantWhere(element, (e) => e.hasAttribute("autofocus")) as HTMLElement | null)?.focus();
    return Promise.resolve();
  }
  async _preClose(_options: Options): Promise<void> {}
  _onClose(_options: Options): void {}

  /** Subclasses must render (v13 throws for an application that defines no _renderHTML). */
  async _renderHTML(_context: Options, _options: RenderOptions): Promise<unknown> {
    return Promise.reject(new Error(`The ${this.constructor.name} Application class is not renderable`));
  }
  _replaceHTML(_result: unknown, _content: HTMLElement, _options: RenderOptions): void {}

  /** v13 ApplicationV2#_renderFrame: tag, id and classes; a framed window adds a header and content. */
  async _renderFrame(_options: RenderOptions): Promise<HTMLElement> {
    const frame = document.createElement(String(this.options["tag"]));
    frame.id = this.#id;
    frame.className = (this.options["classes"] as string[]).join(" ");
    if (!this.hasFrame) return Promise.resolve(frame);
    const header = document.createElement("header");
    header.className = "window-header";
    const title = document.createElement("h1");
    title.className = "window-title";
    title.textContent = this.title;
    const close = document.createElement("button");
    close.type = "button";
    close.className = "header-control";
    close.dataset["action"] = "close";
    header.append(title, close);
    const window = this.options["window"] as Options;
    const tag = window["contentTag"];
    const content = document.createElement(typeof tag === "string" ? tag : "section");
    content.classList.add("window-content");
    frame.append(header, content);
    return Promise.resolve(frame);
  }

  /**
   * v13 ApplicationV2#_insertElement: replaces an element with the same id, else appends to the body (the
   * body of the rendering client's own page, ./client-windows.ts).
   */
  _insertElement(element: HTMLElement): void {
    const page = clientPage();
    // By attribute, not `#${CSS.escape(id)}` (sim files that run without a DOM environment have no global
    // CSS): page.querySelector(`[id="${id}"]`), as a walk (./dom-walk.ts).
    const existing = firstDescendantWhere(page, (e) => e.getAttribute("id") === element.id);
    if (existing) existing.replaceWith(element);
    else page.append(element);
  }

  /** v13 ApplicationV2#_attachFrameListeners: click and contextmenu dispatch; form submit and change. */
  _attachFrameListeners(): void {
    const click = (event: Event): void => {
      this.#onClick(event);
    };
    this.element.addEventListener("click", click);
    this.element.addEventListener("contextmenu", click);
    const form = this.form;
    const config = this.options["form"] as Options | undefined;
    if (form && config) {
      form.addEventListener("submit", (event) => {
        track(this._onSubmitForm(config, event));
      });
      form.addEventListener("change", (event) => {
        this._onChangeForm(config, event);
      });
    }
  }

  /** v13 ApplicationV2##onClick: the nearest `[data-action]` element handles the click. */
  #onClick(event: Event): void {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>("[data-action]");
    if (button) this.#onClickAction(event, button);
  }

  /** v13 ApplicationV2##onClickAction: close, tab, else `options.actions[action]` called with this app. */
  #onClickAction(event: Event, target: HTMLElement): void {
    const action = target.dataset["action"] ?? "";
    const mouse = event as MouseEvent;
    if (action === "close") {
      event.stopPropagation();
      event.preventDefault();
      if (mouse.button === 0) track(this.close());
      return;
    }
    if (action === "tab") {
      this._onClickTab(event);
      return;
    }
    const entry = (this.options["actions"] as Record<string, ActionEntry | undefined>)[action];
    if (!entry) {
      track(this._onClickAction(event, target));
      return;
    }
    const { handler, buttons } = typeof entry === "function" ? { handler: entry, buttons: [0] } : entry;
    if (buttons.includes(mouse.button)) track(handler.call(this, event, target));
  }

  /** v13 ApplicationV2#_onClickTab: a primary click on an inactive tab changes it. */
  _onClickTab(event: Event): void {
    const button =
      event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("[data-tab]") : null;
    const tab = button?.dataset["tab"];
    const group = button?.dataset["group"];
    if (!button || !tab || !group || button.classList.contains("active")) return;
    if ((event as MouseEvent).button !== 0) return;
    this.changeTab(tab, group);
  }

  _onClickAction(_event: Event, _target: HTMLElement): unknown {
    return undefined;
  }

  /** v13 ApplicationV2#changeTab: toggles `active` on the group's nav entries and tab sections. */
  changeTab(tab: string, group: string, { force = false }: { force?: boolean } = {}): void {
    if (this.tabGroups[group] === tab && !force) return;
    const content = this.#content ?? this.element;
    const nav = content.querySelector(`.tabs [data-group="${group}"][data-tab="${tab}"]`);
    if (!nav) throw new Error(`No matching tab element found for group "${group}" and tab "${tab}"`);
    for (const t of content.querySelectorAll<HTMLElement>(`.tabs [data-group="${group}"]`))
      t.classList.toggle("active", t.dataset["tab"] === tab);
    for (const section of content.querySelectorAll<HTMLElement>(`.tab[data-group="${group}"]`))
      section.classList.toggle("active", section.dataset["tab"] === tab);
    this.tabGroups[group] = tab;
  }

  /** v13 ApplicationV2#_onSubmitForm: the handler gets (event, form, FormDataExtended); then maybe close. */
  async _onSubmitForm(config: Options, event: Event): Promise<void> {
    event.preventDefault();
    const form = (event.currentTarget ?? this.form) as HTMLFormElement;
    const handler = config["handler"];
    if (typeof handler === "function") {
      try {
        await (handler as (...args: unknown[]) => unknown).call(
          this,
          event,
          form,
          new FormDataExtended(form),
        );
      } catch (error) {
        notify("error", error instanceof Error ? error.message : String(error));
        return;
      }
    }
    if (config["closeOnSubmit"]) await this.close({ submitted: true });
  }

  /** v13 ApplicationV2#_onChangeForm: submits while rendered when `submitOnChange` is set. */
  _onChangeForm(config: Options, event: Event): void {
    const { RENDERED, CLOSING } = ApplicationV2.RENDER_STATES;
    const open = this.#state === RENDERED || this.#state === CLOSING;
    if (open && config["submitOnChange"]) track(this._onSubmitForm(config, event));
  }

  /** v13 ApplicationV2#submit: runs the top-level form handler with the current form data. */
  submit(submitOptions: Options = {}): Promise<unknown> {
    const config = this.options["form"] as Options | undefined;
    const handler = config?.["handler"];
    const form = this.form;
    if (typeof handler !== "function" || !form)
      throw new Error(`${this.constructor.name} has no form handler`);
    const event = new Event("submit", { cancelable: true });
    const data = new FormDataExtended(form);
    return Promise.resolve(
      (handler as (...args: unknown[]) => unknown).call(this, event, form, data, submitOptions),
    );
  }

  /** v13 ApplicationV2#close: queued like render; removes the element, then `_onClose` and close hooks. */
  close(options: Options = {}): Promise<this> {
    const next = this.#queue.then(() => this.#close(options));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #close(options: Options): Promise<this> {
    const states = ApplicationV2.RENDER_STATES;
    if (!this.#element) {
      this.#state = states.CLOSED;
      return this;
    }
    await this._preClose(options);
    this.#state = states.CLOSING;
    this._tearDown(options);
    this.#state = states.CLOSED;
    this.#registry?.delete(this.#id);
    this._onClose(options);
    this.#emit("close");
    this.#callHooks("close", []);
    return this;
  }

  /** v13 ApplicationV2#_tearDown: the element leaves the DOM. */
  _tearDown(_options: Options): void {
    this.#element?.remove();
    this.#element = null;
    this.#content = null;
  }

  /** v13 EventEmitterMixin: "render" and "close" events for DialogV2.wait and other listeners. */
  addEventListener(type: string, fn: Listener, { once = false }: { once?: boolean } = {}): void {
    const set = this.#listeners.get(type) ?? new Set();
    set.add({ fn, once });
    this.#listeners.set(type, set);
  }

  #emit(type: string): void {
    for (const entry of [...(this.#listeners.get(type) ?? [])]) {
      if (entry.once) this.#listeners.get(type)?.delete(entry);
      entry.fn({ type });
    }
  }

  /** v13 ApplicationV2##callHooks: `<name><Class>` for this class and each ancestor up to the base. */
  #callHooks(name: string, args: unknown[]): void {
    for (const cls of (this.constructor as typeof ApplicationV2).inheritanceChain())
      if (cls.name) hooks().callAll(`${name}${cls.name}`, this, ...args);
  }
}
