/**
 * DialogV2 as v13 runs it (client/applications/api/dialog.mjs): a `<dialog>` whose content and buttons sit
 * in one form; a button click (or submitting the form) resolves the button's callback result, or its action
 * id; closing without a button resolves null. `wait`, `prompt`, `confirm` and `input` build on it.
 *
 * Two modes. Rendered (after `useRenderedDialogs()`, in DOM tests): the dialog really opens and a test
 * answers it by clicking, like a user. Scripted (the default for Node tests that never render): each factory
 * records its config in `dialogInputs` and resolves the next queued `dialogAnswers` entry (null = dismissed).
 */
import { parseHTML } from "./parse-html.ts";
import { ApplicationV2, type Options, type RenderOptions } from "./application.ts";
import { i18n } from "./foundry-access.ts";
import { FormDataExtended } from "./form-data.ts";
import { mergeOptions } from "./options.ts";
import { track } from "./pending.ts";
import { everyFile } from "../../harness/shared-graph.ts";

export interface DialogButton {
  action: string;
  label?: string;
  icon?: string;
  class?: string;
  type?: string;
  default?: boolean;
  disabled?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: DialogV2) => unknown;
}
type SubmitCallback = (result: unknown, dialog: DialogV2) => unknown;

/** What a factory was asked, and the answers tests queue for scripted mode. */
export const dialogInputs: Options[] = [];
export const dialogAnswers: unknown[] = [];
let rendered = false;
everyFile(() => {
  dialogInputs.length = 0;
  dialogAnswers.length = 0;
  rendered = false;
});

/** Dialogs open for real from now on (call in a DOM test's setup); `false` goes back to scripted answers. */
export function useRenderedDialogs(on = true): void {
  rendered = on;
}

export class DialogV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Options = {
    id: "dialog-{id}",
    classes: ["dialog"],
    tag: "dialog",
    form: { closeOnSubmit: true },
    window: { frame: true, positioned: true, minimizable: false },
  };

  /** v13 DialogV2#_initializeApplicationOptions: buttons keyed by action, each routed to _onClickButton. */
  override _initializeApplicationOptions(options: Options): Options {
    const merged = super._initializeApplicationOptions(options);
    merged["content"] = typeof merged["content"] === "string" ? merged["content"] : "";
    const buttons = (merged["buttons"] as DialogButton[] | undefined) ?? [];
    if (buttons.length === 0) throw new Error("You must define at least one entry in config.buttons");
    const actions = merged["actions"] as Options;
    merged["buttons"] = Object.fromEntries(
      buttons.map((b) => {
        actions[b.action] = DialogV2.#onClickButton;
        return [b.action, b];
      }),
    );
    return merged;
  }

  get #buttons(): Record<string, DialogButton> {
    return this.options["buttons"] as Record<string, DialogButton>;
  }

  /** v13 DialogV2#_renderHTML: one form holding the content and a footer of buttons. */
  override async _renderHTML(_context: Options, _options: RenderOptions): Promise<HTMLFormElement> {
    const form = document.createElement("form");
    form.className = "dialog-form standard-form";
    const content = String(this.options["content"]);
    if (content) {
      const div = document.createElement("div");
      div.className = "dialog-content standard-form";
      parseHTML(div, content);
      form.append(div);
    }
    const footer = document.createElement("footer");
    footer.className = "form-footer";
    footer.append(...this.#renderButtons());
    form.append(footer);
    form.addEventListener("submit", (event) => {
      const submitter = event instanceof SubmitEvent ? event.submitter : null;
      track(
        this._onSubmit(submitter instanceof HTMLButtonElement ? submitter : this.#defaultButton(), event),
      );
    });
    return Promise.resolve(form);
  }

  /** v13 DialogV2#_renderButtons: the `default` button (else the first) gets autofocus. */
  #renderButtons(): HTMLButtonElement[] {
    const list = Object.values(this.#buttons);
    return list.map((config, i) => {
      const button = document.createElement("button");
      button.setAttribute("type", config.type ?? "submit");
      button.dataset["action"] = config.action;
      if (config.class) button.className = config.class;
      button.disabled = config.disabled === true;
      const isDefault = config.default === true || (i === 0 && !list.some((b) => b.default));
      button.toggleAttribute("autofocus", isDefault);
      const span = document.createElement("span");
      span.textContent = i18n().localize(config.label ?? config.action);
      button.append(span);
      return button;
    });
  }

  #defaultButton(): HTMLButtonElement | null {
    return this.element.querySelector<HTMLButtonElement>("button[autofocus]");
  }

  override _replaceHTML(result: unknown, content: HTMLElement, _options: RenderOptions): void {
    content.replaceChildren(result as HTMLElement);
  }

  /** v13 DialogV2#_onSubmit: the button's callback result (else its action) goes to `submit`, then close. */
  async _onSubmit(target: HTMLButtonElement | null, event: Event): Promise<this> {
    event.preventDefault();
    const button = this.#buttons[target?.dataset["action"] ?? ""];
    const result = (target && (await button?.callback?.(event, target, this))) ?? button?.action;
    await (this.options["submit"] as SubmitCallback | undefined)?.(result, this);
    const form = this.options["form"] as Options;
    return form["closeOnSubmit"] ? this.close({ submitted: true }) : this;
  }

  static #onClickButton(this: DialogV2, event: Event, target: HTMLElement): Promise<unknown> {
    return this._onSubmit(target as HTMLButtonElement, event);
  }

  /** v13 DialogV2.wait: resolves with the submitted result, or null when the dialog closes first. */
  static async wait(config: Options = {}): Promise<unknown> {
    if (!rendered) {
      dialogInputs.push(config);
      return Promise.resolve(dialogAnswers.shift() ?? null);
    }
    const { rejectClose = false, close, render, ...rest } = config;
    return new Promise((resolve, reject) => {
      const original = rest["submit"] as SubmitCallback | undefined;
      rest["submit"] = async (result: unknown, dialog: DialogV2) => {
        await original?.(result, dialog);
        resolve(result);
      };
      const dialog = new DialogV2(rest);
      dialog.addEventListener(
        "close",
        (event) => {
          const onClose = close as ((event: unknown, dialog: DialogV2) => unknown) | undefined;
          const value = onClose?.(event, dialog);
          if (rejectClose) reject(new Error("Dialog was dismissed without pressing a button."));
          else resolve(value ?? null);
        },
        { once: true },
      );
      const onRender = render as ((event: unknown, dialog: DialogV2) => unknown) | undefined;
      if (onRender)
        dialog.addEventListener("render", (event) => {
          onRender(event, dialog);
        });
      track(dialog.render({ force: true }));
    });
  }

  /** v13 DialogV2.confirm: Yes (true) and No (false, the default) before any other buttons. */
  static async confirm({ yes = {}, no = {}, ...config }: Options = {}): Promise<unknown> {
    const buttons = [
      mergeOptions({ action: "yes", label: "Yes", callback: () => true }, yes as Options),
      mergeOptions({ action: "no", label: "No", default: true, callback: () => false }, no as Options),
      ...((config["buttons"] as Options[] | undefined) ?? []),
    ];
    return this.wait({ ...config, buttons });
  }

  /** v13 DialogV2.prompt: one default OK button ("Confirm"). */
  static async prompt({ ok = {}, ...config }: Options = {}): Promise<unknown> {
    const button = mergeOptions({ action: "ok", label: "Confirm", default: true }, ok as Options);
    return this.wait({
      ...config,
      buttons: [button, ...((config["buttons"] as Options[] | undefined) ?? [])],
    });
  }

  /** v13 DialogV2.input: a prompt whose OK resolves the form's data (FormDataExtended#object). */
  static async input({ ok = {}, ...config }: Options = {}): Promise<unknown> {
    const callback = (_event: Event, button: HTMLButtonElement) =>
      button.form ? new FormDataExtended(button.form).object : null;
    return this.prompt({ ...config, ok: { callback, ...(ok as Options) } });
  }
}
