/** The retainer sheet: hero-like vitals with the mentor (R-RT-1…R-RT-6), abilities and biography. */
import { TAB_LABEL_PREFIX } from "./tabs.ts";
import { SteelActorSheet, type ActorSheetSource } from "./actor-sheet.ts";
import { retainerSystem } from "./adapters.ts";
import type { TemplatePart } from "./base.ts";
import { RETAINER_LABELS, type MentorLabels } from "./context/mentor-labels.ts";
import { selectOptions, type Localizer, type SelectOption } from "../../i18n.ts";
import { ROLES } from "../../data/vocabulary.ts";
import type { RetainerSystem } from "./context/system-data.ts";
import { templatePath } from "../../constants.ts";

export class RetainerSheet extends SteelActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.sheets.ActorSheetV2.DefaultOptions = {
    classes: ["retainer"],
    position: { width: 700, height: 780 },
  };

  static override PARTS: Record<string, TemplatePart> = {
    header: { template: templatePath("actor/retainer/header.hbs") },
    tabs: { template: templatePath("actor/parts/tab-nav.hbs") },
    abilities: { template: templatePath("actor/retainer/abilities.hbs"), scrollable: [""] },
    effects: { template: templatePath("actor/parts/effects.hbs"), scrollable: [""] },
    biography: { template: templatePath("actor/parts/biography.hbs"), scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [{ id: "abilities" }, { id: "effects" }, { id: "biography" }],
      initial: "abilities",
      labelPrefix: TAB_LABEL_PREFIX,
    },
  };

  /** The words for the hero this actor follows (a companion says "Master"). */
  protected mentorLabels(): MentorLabels {
    return RETAINER_LABELS;
  }

  get #system(): RetainerSystem {
    const system = retainerSystem(this.actor);
    if (!system) throw new Error("RetainerSheet is registered for retainer and companion actors only");
    return system;
  }

  protected override _prepareSheetContext(source: ActorSheetSource): object {
    const uuid = this.#system.mentor;
    const mentor = uuid ? fromUuidSync(uuid) : null;
    const mentorName = mentor && "name" in mentor && typeof mentor.name === "string" ? mentor.name : "";
    const system = this.#system;
    return Object.assign(
      source.body.retainerContext(source.i18n, {
        ...source,
        name: this.actor.name,
        img: this.actor.img ?? "",
        system,
        mentorName,
        labels: this.mentorLabels(),
      }),
      // Edit mode: the role picker and the keyword keys as typed (normalizeActorSubmit splits them).
      {
        roles: selectOptions(source.i18n, ROLES, system.role, "STEELBOUND.Monster.Role."),
        keywordsRaw: [...system.keywords].join(", "),
        mentors: source.mode === "edit" ? this.#mentorOptions(source.i18n, uuid) : [],
      },
    );
  }

  /** R-RT-1: any hero in the world may be the mentor; "" clears it (stored as null, normalizeActorSubmit). */
  #mentorOptions(i18n: Localizer, current: string | null): SelectOption[] {
    const heroes = (game.actors?.contents ?? []).filter((actor) => actor.type === "hero");
    return [
      { value: "", label: i18n.localize(this.mentorLabels().none), selected: !current },
      ...heroes.map((hero) => ({ value: hero.uuid, label: hero.name, selected: hero.uuid === current })),
    ];
  }

  protected override _statsEditNumbers() {
    return [
      { path: "level", label: "STEELBOUND.Sheet.Level", min: 1 },
      { path: "stamina.max", label: "STEELBOUND.Stamina.Max" },
      { path: "recoveries.max", label: "STEELBOUND.Recoveries.Max" },
      { path: "stability", label: "STEELBOUND.Stat.Stability" },
      { path: "freeStrike", label: "STEELBOUND.Stat.FreeStrike" },
    ];
  }
}
