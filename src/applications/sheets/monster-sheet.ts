/** The monster sheet: a Draw Steel stat block (R-MO-1) with a biography tab. */
import { track } from "../windows.ts";
import { TAB_LABEL_PREFIX } from "./tabs.ts";
import { SteelActorSheet, type ActorSheetSource } from "./actor-sheet.ts";
import { monsterSystem } from "./adapters.ts";
import type { TemplatePart } from "./base.ts";
import type { MonsterSystem } from "./context/system-data.ts";
import { templatePath } from "../../constants.ts";
import { buyBasicMalice, monsterMaliceInput, useCreatureMaliceFeature } from "./monster-malice.ts";

export class MonsterSheet extends SteelActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.sheets.ActorSheetV2.DefaultOptions = {
    classes: ["monster"],
    position: { width: 680, height: 820 },
    actions: {
      basicMalice: MonsterSheet.#onBasicMalice,
      creatureMalice: MonsterSheet.#onCreatureMalice,
      freeStrike: MonsterSheet.#onFreeStrike,
      addCaptainChange: MonsterSheet.#onAddCaptainChange,
      removeCaptainChange: MonsterSheet.#onRemoveCaptainChange,
    },
  };

  /**
   * Re-renders the header (where the Malice pool and Basic Malice live) of every open monster sheet:
   * called when Malice, its visibility or the running turn change. Only rendered sheets, one part each.
   */
  static refreshMalice(): void {
    for (const app of foundry.applications.instances.values())
      if (app instanceof MonsterSheet && app.rendered) void app.render({ parts: ["header"] });
  }

  static override PARTS: Record<string, TemplatePart> = {
    header: { template: templatePath("actor/monster/header.hbs") },
    tabs: { template: templatePath("actor/parts/tab-nav.hbs") },
    statblock: { template: templatePath("actor/monster/statblock.hbs"), scrollable: [""] },
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

  get #system(): MonsterSystem {
    const system = monsterSystem(this.actor);
    if (!system) throw new Error("MonsterSheet is registered for monster actors only");
    return system;
  }

  protected override _prepareSheetContext(source: ActorSheetSource): object {
    const { monsterContext, negotiationEdit } = source.body;
    const context = monsterContext(
      source.i18n,
      { ...source, name: this.actor.name, img: this.actor.img ?? "", system: this.#system },
      monsterMaliceInput(this.actor),
    );
    const negotiation = source.mode === "edit" ? negotiationEdit(source.i18n, this._systemSource) : null;
    return Object.assign(context, { negotiation });
  }

  /** R-ML-3: Brutal Effectiveness or Malicious Strike (GM, at the start of this monster's turn). */
  static async #onBasicMalice(this: MonsterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const feature = target.dataset["feature"];
    if (feature === "brutalEffectiveness" || feature === "maliciousStrike")
      await buyBasicMalice(this.actor, feature);
  }

  /** The monster's free strike on the targeted tokens: no roll, one card, applied through the GM. */
  /** The captain's benefit as stored (R-MN-10), copied so a row can be added or removed. */
  #captainChanges(): { key: string; mode: number; value: string }[] {
    const system = monsterSystem(this.actor);
    return (system?.captainChanges ?? []).map((c) => ({ ...c }));
  }

  /** A new captain's-benefit row: +1 speed until it is edited (the sheet form then saves every row). */
  static async #onAddCaptainChange(this: MonsterSheet): Promise<void> {
    const captainChanges = [...this.#captainChanges(), { key: "system.movement.speed", mode: 2, value: "1" }];
    await this.actor.update({ system: { captainChanges } });
  }

  static async #onRemoveCaptainChange(this: MonsterSheet, _event: PointerEvent, target: HTMLElement) {
    const index = Number(target.dataset["index"] ?? -1);
    const captainChanges = this.#captainChanges().filter((_c, i) => i !== index);
    await this.actor.update({ system: { captainChanges } });
  }

  static async #onFreeStrike(this: MonsterSheet): Promise<void> {
    // The free strike's flow loads with the first free strike from a stat block.
    const { useFreeStrike } = await track(import("../../flows/free-strike.ts"));
    await useFreeStrike(this.actor);
  }

  /** R-ML-4: the creature's own Malice feature, once per turn. */
  static async #onCreatureMalice(
    this: MonsterSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
    const item = id ? this.actor.items.get(id) : undefined;
    if (!item) return;
    // The Basic Malice features of the compendium carry which one they are (R-ML-3): no once-per-turn R-ML-4.
    const basic: unknown = foundry.utils.getProperty(item, "flags.steelbound.basicMalice");
    if (basic === "brutalEffectiveness" || basic === "maliciousStrike")
      await buyBasicMalice(this.actor, basic);
    else await useCreatureMaliceFeature(this.actor, item);
  }
}
