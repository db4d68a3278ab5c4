/** The monster sheet: a Draw Steel stat block (R-MO-1) with a biography tab. */
import { TAB_LABEL_PREFIX } from "./tabs.ts";
import { SteelActorSheet, type ActorSheetSource } from "./actor-sheet.ts";
import { monsterSystem } from "./adapters.ts";
import type { TemplatePart } from "./base.ts";
import { monsterContext } from "./context/monster.ts";
import type { BiographyData, MonsterSystem } from "./context/system-data.ts";
import { templatePath } from "../../constants.ts";

export class MonsterSheet extends SteelActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.sheets.ActorSheetV2.DefaultOptions = {
    classes: ["monster"],
    position: { width: 680, height: 820 },
  };

  static override PARTS: Record<string, TemplatePart> = {
    header: { template: templatePath("actor/monster/header.hbs") },
    tabs: { template: templatePath("actor/parts/tab-nav.hbs") },
    statblock: { template: templatePath("actor/monster/statblock.hbs"), scrollable: [""] },
    biography: { template: templatePath("actor/parts/biography.hbs"), scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [{ id: "statblock" }, { id: "biography" }],
      initial: "statblock",
      labelPrefix: TAB_LABEL_PREFIX,
    },
  };

  get #system(): MonsterSystem {
    const system = monsterSystem(this.actor);
    if (!system) throw new Error("MonsterSheet is registered for monster actors only");
    return system;
  }

  protected override _biography(): BiographyData {
    return this.#system.biography;
  }

  protected override _prepareSheetContext(source: ActorSheetSource): object {
    return monsterContext(source.i18n, {
      ...source,
      name: this.actor.name,
      img: this.actor.img ?? "",
      system: this.#system,
    });
  }
}
