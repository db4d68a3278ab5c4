/** The dynamic terrain object sheet (004 「ダイナミック地形オブジェクト」): stat block, effects and notes. */
import { TAB_LABEL_PREFIX } from "./tabs.ts";
import { SteelActorSheet, type ActorSheetSource } from "./actor-sheet.ts";
import type { TemplatePart } from "./base.ts";
import type { ObjectSystem } from "./context/object.ts";
import { ObjectModel } from "../../data/models.ts";
import { templatePath } from "../../constants.ts";

/** The object's system narrowed by its model (the compiler checks the model still fits the shape). */
export function objectSystem(document: { system: unknown }): ObjectSystem | null {
  return document.system instanceof ObjectModel ? document.system : null;
}

export class ObjectSheet extends SteelActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.sheets.ActorSheetV2.DefaultOptions = {
    classes: ["monster", "dynamic-object"],
    position: { width: 640, height: 720 },
  };

  static override PARTS: Record<string, TemplatePart> = {
    header: { template: templatePath("actor/object/header.hbs") },
    tabs: { template: templatePath("actor/parts/tab-nav.hbs") },
    statblock: { template: templatePath("actor/object/statblock.hbs"), scrollable: [""] },
    effects: { template: templatePath("actor/parts/effects.hbs"), scrollable: [""] },
    biography: { template: templatePath("actor/parts/biography.hbs"), scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [{ id: "statblock" }, { id: "effects" }, { id: "biography" }],
      initial: "statblock",
      labelPrefix: TAB_LABEL_PREFIX,
    },
  };

  protected override _prepareSheetContext(source: ActorSheetSource): object {
    const system = objectSystem(this.actor);
    if (!system) throw new Error("ObjectSheet is registered for object actors only");
    return source.body.objectContext(source.i18n, {
      ...source,
      name: this.actor.name,
      img: this.actor.img ?? "",
      system,
    });
  }

  protected override _statsEditNumbers() {
    return [
      { path: "level", label: "STEELBOUND.Sheet.Level", min: 0 },
      { path: "ev", label: "STEELBOUND.Monster.EvLabel" },
      { path: "stamina.max", label: "STEELBOUND.Stamina.Max" },
      { path: "stability", label: "STEELBOUND.Stat.Stability" },
    ];
  }
}
