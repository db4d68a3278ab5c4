/**
 * HandlebarsApplicationMixin as v13 renders it (client/applications/api/handlebars-application.mjs):
 * each configured part is rendered from its template with its own part context, parsed into one element
 * marked `data-application-part`, and replaced in place on re-render; `forms` per part get submit and change
 * listeners. The focused field keeps the focus across a re-render (by id, else by tag and name); scroll
 * syncing is not emulated.
 */
import { parseHTML } from "./parse-html.ts";
import { firstDescendantWhere, focusedWithin } from "./dom-walk.ts";
import { ApplicationV2, type Options, type RenderOptions } from "./application.ts";
import { notify, renderTemplateGlobal } from "./foundry-access.ts";
import { loadTemplates } from "./templates.ts";
import { track } from "./pending.ts";

export interface TemplatePart {
  template: string;
  id?: string;
  root?: boolean;
  classes?: string[];
  templates?: string[];
  scrollable?: string[];
  forms?: Record<string, Options>;
}
interface PartOptions extends RenderOptions {
  parts?: string[];
}

/** v13 HandlebarsApplication#_preSyncPartState: how the focused element inside `prior` is found again. */
function focusSelector(prior: Element): string | undefined {
  const focused = focusedWithin(prior);
  if (!focused) return undefined;
  if (focused.id) return `#${CSS.escape(focused.id)}`;
  const name = focused.getAttribute("name");
  return name ? `${focused.tagName}[name="${name}"]` : undefined;
}

/** The mixin over any ApplicationV2 class (its static typing is the plain ApplicationV2 chain). */
export function HandlebarsApplicationMixin(BaseApplication: typeof ApplicationV2) {
  class HandlebarsApplication extends BaseApplication {
    static PARTS: Record<string, TemplatePart> = {};
    #parts: Record<string, HTMLElement> = {};
    #descriptors: Record<string, TemplatePart> = {};

    get parts(): Record<string, HTMLElement> {
      return this.#parts;
    }

    /** v13 HandlebarsApplication#_configureRenderOptions: a root part (or no list) renders every part. */
    override _configureRenderOptions(options: PartOptions): void {
      super._configureRenderOptions(options);
      this.#descriptors = this._configureRenderParts(options);
      if (options.parts?.some((id) => this.#descriptors[id]?.root)) options.parts = undefined;
      options.parts ??= Object.keys(this.#descriptors);
    }

    /** v13 HandlebarsApplication#_configureRenderParts: a copy of static PARTS. */
    _configureRenderParts(_options: PartOptions): Record<string, TemplatePart> {
      const parts = (this.constructor as unknown as { PARTS: Record<string, TemplatePart> }).PARTS;
      return Object.fromEntries(Object.entries(parts).map(([id, p]) => [id, { templates: [], ...p }]));
    }

    /** v13 HandlebarsApplication#_preRender: every part's templates are loaded first. */
    override async _preRender(context: Options, options: PartOptions): Promise<void> {
      await super._preRender(context, options);
      const all = Object.values(this.#descriptors).flatMap((p) => [p.template, ...(p.templates ?? [])]);
      await loadTemplates([...new Set(all)]);
    }

    /** v13 HandlebarsApplication#_renderHTML: each requested part rendered with its part context. */
    override async _renderHTML(context: Options, options: PartOptions): Promise<Record<string, HTMLElement>> {
      const rendered: Record<string, HTMLElement> = {};
      for (const partId of options.parts ?? []) {
        const part = this.#descriptors[partId];
        if (!part) {
          notify("warn", `Part "${partId}" is not a supported template part for ${this.constructor.name}`);
          continue;
        }
        const partContext = await this._preparePartContext(partId, context, options);
        try {
          const html = await renderTemplateGlobal(part.template, partContext);
          rendered[partId] = this.#parsePart(partId, part, html);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(`Failed to render template part "${partId}":\n${message}`, { cause: error });
        }
      }
      return rendered;
    }

    /** v13 HandlebarsApplication#_preparePartContext: sets `partId` (`<app id>-<part>`) on the context. */
    async _preparePartContext(partId: string, context: Options, _options: PartOptions): Promise<Options> {
      context["partId"] = `${this.id}-${partId}`;
      return Promise.resolve(context);
    }

    /** v13 HandlebarsApplication##parsePartHTML: one element per part (a root part may have several). */
    #parsePart(partId: string, part: TemplatePart, html: string): HTMLElement {
      const holder = document.createElement("div");
      parseHTML(holder, html);
      const multiRoot = part.root === true && holder.children.length > 1;
      if (holder.children.length !== 1 && !multiRoot)
        throw new Error(`Template part "${partId}" must render a single HTML element.`);
      const element = multiRoot ? holder : (holder.firstElementChild as HTMLElement);
      element.dataset["applicationPart"] = partId;
      if (part.id) element.id = `${this.id}-${part.id}`;
      if (part.classes) element.classList.add(...part.classes);
      return element;
    }

    /**
     * v13 HandlebarsApplication#_replaceHTML: a part replaces its prior element, or is appended; around the
     * swap, #_preSyncPartState / #_syncPartState move the focus to the new element with the focused one's
     * id (else its tag and name), so a keyboard user stays on the field they changed.
     */
    override _replaceHTML(result: unknown, content: HTMLElement, options: PartOptions): void {
      for (const [partId, element] of Object.entries(result as Record<string, HTMLElement>)) {
        const part = this.#descriptors[partId];
        // content.querySelector(`[data-application-part="${partId}"]`), as a walk (./dom-walk.ts).
        const prior = part?.root
          ? content
          : firstDescendantWhere(content, (e) => e.getAttribute("data-application-part") === partId);
        const focus = prior ? focusSelector(prior) : undefined;
        if (prior && part?.root) prior.replaceChildren(...element.children);
        else if (prior) prior.replaceWith(element);
        else content.appendChild(element);
        if (focus) (part?.root ? content : element).querySelector<HTMLElement>(focus)?.focus();
        this._attachPartListeners(partId, element, options);
        this.#parts[partId] = element;
      }
    }

    override _tearDown(options: Options): void {
      super._tearDown(options);
      this.#parts = {};
    }

    /** v13 HandlebarsApplication#_attachPartListeners: each part `forms` selector gets submit and change. */
    _attachPartListeners(partId: string, element: HTMLElement, _options: PartOptions): void {
      const forms = this.#descriptors[partId]?.forms ?? {};
      for (const [selector, config] of Object.entries(forms)) {
        const form = element.matches(selector) ? element : element.querySelector(selector);
        form?.addEventListener("submit", (event) => {
          track(this._onSubmitForm(config, event));
        });
        form?.addEventListener("change", (event) => {
          this._onChangeForm(config, event);
        });
      }
    }
  }
  return HandlebarsApplication;
}
