/**
 * What the three Director tools share: one window per tool, a form that saves on every change, actors
 * dropped from the sidebar or a compendium (v13 drag data `{ type: "Actor", uuid }`), and refusals shown
 * as warnings. Subclasses only turn form data and dropped actors into state changes.
 */
import { gameLocalizer } from "../../i18n.ts";
import type { Localizer } from "../../i18n.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type AppV2 = foundry.applications.api.ApplicationV2;

/** The part of a dropped actor the tools read (world actor or compendium entry). */
export interface DroppedActor {
  uuid: string;
  name: string;
  img: string | null;
  system: unknown;
}

export abstract class DirectorApp extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: foundry.applications.api.ApplicationV2.DefaultOptions = {
    tag: "form",
    classes: ["steelbound", "director-app"],
    window: { resizable: true },
    form: { handler: DirectorApp.#onSubmit, submitOnChange: true, closeOnSubmit: false },
  };

  /** Applies the form's flat data (FormDataExtended#object) to the tool's state. */
  protected abstract applyForm(data: Readonly<Record<string, unknown>>): Promise<void>;

  /** Handles an actor dropped on the window; the default ignores it. */
  protected onDropActor(_actor: DroppedActor): Promise<void> {
    return Promise.resolve();
  }

  protected get i18n(): Localizer {
    return gameLocalizer();
  }

  protected get isGM(): boolean {
    return game.user?.isGM ?? false;
  }

  static async #onSubmit(
    this: DirectorApp,
    _event: Event,
    _form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): Promise<void> {
    if (!this.isGM) return;
    await this.applyForm(formData.object);
  }

  protected override async _onRender(
    context: Parameters<AppV2["_onRender"]>[0],
    options: Parameters<AppV2["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    if (!this.isGM) return;
    // The root element persists across re-renders; attach the drop listeners once.
    if (this.element.dataset["steelboundDrop"] === "1") return;
    this.element.dataset["steelboundDrop"] = "1";
    this.element.addEventListener("dragover", (event) => {
      event.preventDefault();
    });
    this.element.addEventListener("drop", (event) => void this.#onDrop(event));
  }

  async #onDrop(event: DragEvent): Promise<void> {
    const data: unknown = foundry.applications.ux.TextEditor.implementation.getDragEventData(event);
    if (typeof data !== "object" || data === null) return;
    const uuid: unknown = Reflect.get(data, "uuid");
    if (Reflect.get(data, "type") !== "Actor" || typeof uuid !== "string") return;
    event.preventDefault();
    const actor = await fromUuid(uuid);
    if (actor instanceof Actor) await this.onDropActor(actor);
  }

  /** Shows a refusal (a translation key) as a warning. */
  protected warn(key: string): void {
    ui.notifications?.warn(this.i18n.localize(key));
  }
}

/** One window per tool (its fixed id): an open one is brought to the front, else a new one is opened. */
export async function showDirectorApp(id: string, create: () => DirectorApp): Promise<void> {
  const existing = foundry.applications.instances.get(id);
  await (existing instanceof DirectorApp ? existing : create()).render({ force: true });
}
