/**
 * What a test user does with rendered applications (DOM tests only: `// @vitest-environment happy-dom`):
 * open a window, look at it, click a `data-action` button, change a field, submit a form, answer a dialog.
 * Every helper dispatches real DOM events through the emulated v13 listeners, then waits until the work
 * v13 leaves un-awaited (action handlers, change submits, document re-renders) has settled.
 */
import { createLocalizer } from "../../harness/i18n.ts";
import { instances } from "./application.ts";
import { DialogV2, useRenderedDialogs } from "./dialog.ts";
import { settle } from "./pending.ts";
import { getTemplate, loadTemplates, renderTemplate } from "./templates.ts";
import { windowsLoaded } from "../../../src/applications/windows.ts";

export { settle };

/** A rendered application (ours or src's, typed by fvtt-types) or an element inside one. */
type Rendered = { readonly element: HTMLElement } | Element;

/**
 * Switches the Foundry stand-ins to real rendering: templates through Handlebars, dialogs opened for real,
 * and `game.i18n` reading lang/<lang>.json (so tests see the words a user sees). Call after `freshWorld()`.
 */
export function installRendering(lang: "en" | "ja" = "en"): void {
  const g = globalThis as unknown as {
    foundry: { applications: { handlebars: Record<string, unknown> } };
    game: { i18n: Record<string, unknown> };
    CONFIG: Record<string, unknown>;
  };
  Object.assign(g.foundry.applications.handlebars, { renderTemplate, loadTemplates, getTemplate });
  const localizer = createLocalizer(lang);
  Object.assign(g.game.i18n, {
    lang,
    localize: (key: string) => localizer.localize(key),
    format: (key: string, data: Record<string, string | number> = {}) => localizer.format(key, data),
    has: (key: string) => localizer.has(key),
  });
  g.CONFIG["Dice"] ??= { rollModes: { publicroll: { label: "CHAT.RollPublic" } } };
  useRenderedDialogs(true);
}

/** Closes every open application and empties the page (call in afterEach). */
export async function closeAll(): Promise<void> {
  await settle();
  for (const app of [...instances.values()]) await app.close();
  document.body.replaceChildren();
  useRenderedDialogs(false);
}

/** Opens an application like a user would (render with force) and waits for it to settle. */
export async function open<T extends { render(options: { force: boolean }): Promise<unknown> }>(
  app: T,
): Promise<T> {
  await app.render({ force: true });
  await settle();
  return app;
}

/** The one element matching `selector` inside the application (fails the test when absent). */
export function find(app: Rendered, selector: string): HTMLElement {
  const root = app instanceof Element ? app : app.element;
  const found = root.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`Nothing matches "${selector}" in ${root.id || root.tagName}`);
  return found;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A form field (input, select or textarea) inside the application. */
export function field(app: Rendered, selector: string): Field {
  const found = find(app, selector);
  if (found instanceof HTMLInputElement || found instanceof HTMLSelectElement) return found;
  if (found instanceof HTMLTextAreaElement) return found;
  throw new Error(`"${selector}" is a ${found.tagName}, not a form field`);
}

export function findAll(app: Rendered, selector: string): HTMLElement[] {
  const root = app instanceof Element ? app : app.element;
  return [...root.querySelectorAll<HTMLElement>(selector)];
}

/** The text a user reads in the application (whitespace collapsed). */
export function textOf(app: Rendered): string {
  const root = app instanceof Element ? app : app.element;
  return root.textContent.replace(/\s+/g, " ").trim();
}

/** A primary-button click on an element (or on the `[data-action=<action>]` element inside `app`). */
export async function click(target: Rendered, action?: string): Promise<void> {
  const element = action ? find(target, `[data-action="${action}"]`) : target;
  if (!(element instanceof Element)) throw new Error("click needs an element or an action");
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  await settle();
}

/** Types a value into a field (or ticks a checkbox) and fires the `change` event a browser fires. */
export async function change(field: Element, value: string | boolean): Promise<void> {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    field.checked = Boolean(value);
  else if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )
    field.value = String(value);
  else throw new Error(`${field.tagName} is not a form field`);
  field.dispatchEvent(new Event("change", { bubbles: true }));
  await settle();
}

/**
 * Drops drag data on an element as a browser does at the end of a drag (v13 reads it back with
 * TextEditor.getDragEventData: the `text/plain` JSON of the event's dataTransfer).
 */
export async function drop(target: Rendered, data: Record<string, unknown>): Promise<void> {
  const element = target instanceof Element ? target : target.element;
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const text = JSON.stringify(data);
  Object.defineProperty(event, "dataTransfer", {
    value: { getData: (type: string) => (type === "text/plain" ? text : ""), types: ["text/plain"] },
  });
  element.dispatchEvent(event);
  await settle();
}

/** Submits a form as pressing Enter does (a cancelable `submit` event). */
export async function submit(form: Element): Promise<void> {
  form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  await settle();
}

/** The dialogs currently open, oldest first. */
export function openDialogs(): DialogV2[] {
  return [...instances.values()].filter((app): app is DialogV2 => app instanceof DialogV2);
}

/** The newest open dialog (fails when none is open). */
export function currentDialog(): DialogV2 {
  const dialog = openDialogs().at(-1);
  if (!dialog) throw new Error("No dialog is open");
  return dialog;
}

/**
 * Answers the newest dialog: fills named fields, then clicks the button with that action. Start the action
 * that opens the dialog without awaiting it, call this, then await the action.
 */
export async function answerDialog(
  action: string,
  fields: Record<string, string | boolean> = {},
): Promise<void> {
  await waitForDialog();
  const dialog = currentDialog();
  for (const [name, value] of Object.entries(fields)) {
    const input = field(dialog, `[name="${name}"]`);
    if (input instanceof HTMLInputElement && (input.type === "checkbox" || input.type === "radio"))
      input.checked = Boolean(value);
    else input.value = String(value);
  }
  await click(dialog, action);
}

/**
 * Waits (a few event-loop turns) until a dialog has opened and rendered. It does not `settle()`: the
 * action that opened the dialog is still pending until the dialog is answered.
 */
export async function waitForDialog(): Promise<void> {
  const rendered = () => openDialogs().some((d) => d.rendered);
  // A dialog opened by a window's lazily loaded half (src/applications/windows.ts) opens only after that
  // module has loaded; on a busy machine that takes longer than the ticks below.
  if (!rendered()) await windowsLoaded();
  for (let i = 0; i < 100 && !rendered(); i += 1) await new Promise((r) => setTimeout(r, 0));
}

/**
 * The DataTransfer a browser gives every listener of one drag (dragstart writes, drop reads). happy-dom's
 * DragEvent ignores a `dataTransfer` passed to its constructor, so the events carry this one.
 */
class DragData {
  readonly #data = new Map<string, string>();
  setData(type: string, value: string): void {
    this.#data.set(type, value);
  }
  getData(type: string): string {
    return this.#data.get(type) ?? "";
  }
  get types(): string[] {
    return [...this.#data.keys()];
  }
}

function dragEvent(type: string, data: DragData): DragEvent {
  const event = new DragEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", { value: data });
  return event;
}

/** Drags an element (a sidebar or compendium entry) and drops it on a window or an element inside one. */
export async function dragAndDrop(from: Element, to: Rendered): Promise<void> {
  const target = to instanceof Element ? to : to.element;
  const data = new DragData();
  from.dispatchEvent(dragEvent("dragstart", data));
  target.dispatchEvent(dragEvent("dragover", data));
  target.dispatchEvent(dragEvent("drop", data));
  await settle();
}

/**
 * A `<prose-mirror>` editor saved with new content (v13 HTMLProseMirrorElement: saving sets the element's
 * value and dispatches "change", which a submitOnChange form submits).
 */
export async function saveEditor(editor: Element, html: string): Promise<void> {
  if (editor.tagName !== "PROSE-MIRROR") throw new Error(`${editor.tagName} is not a prose-mirror editor`);
  editor.setAttribute("value", html);
  editor.dispatchEvent(new Event("change", { bubbles: true }));
  await settle();
}
