/** The hero sheet: header with vitals, then tabs for abilities, features, skills, projects, treasures, biography. */
import { TAB_LABEL_PREFIX } from "./tabs.ts";
import { SteelActorSheet, type ActorSheetSource } from "./actor-sheet.ts";
import { heroSystem } from "./adapters.ts";
import type { HandlebarsActorSheet, TemplatePart } from "./base.ts";
import { SKILLS } from "../../data/vocabulary.ts";
import type { HeroSystem } from "./context/system-data.ts";
import { SYSTEM_ID, templatePath } from "../../constants.ts";
import { askHeroToken } from "../../documents/gm-channel/hero-token-ask.ts";
import { craftProjectFor } from "./craft-treasure.ts";
import { askPurchase } from "../dialogs/purchase-dialog.ts";
import { SETTINGS } from "../../data/settings/keys.ts";
import { confirmRespite } from "../dialogs/respite-confirm.ts";
import { sheetAdvancement } from "../hero-builder/sheet-advancement.ts";
import { openHeroBuilder, openLevelUp, track } from "../windows.ts";
import { giveBackLevels } from "../../documents/advancement.ts";
import { gameLocalizer } from "../../i18n.ts";
import { heroFollowers, followerOf, linkDropped } from "./hero-followers.ts";
import { summonsOf } from "../../documents/summons.ts";
import { requestGm } from "../../documents/gm-channel/request-gm.ts";
import { gainFromTrigger, resourceTriggerRows, stepEpicResource } from "../../flows/resource-triggers.ts";

/** R-CB-17: the creatures this hero has summoned, each with how many of its tokens stand on the scenes. */
function summonedNames(actor: Actor.Implementation): { name: string; count: number }[] {
  return summonsOf([actor.uuid]).map((a) => ({
    name: a.name,
    count: (game.scenes?.contents ?? []).reduce(
      (n, scene) => n + scene.tokens.contents.filter((t) => t.actorId === a.id).length,
      0,
    ),
  }));
}

export class HeroSheet extends SteelActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.sheets.ActorSheetV2.DefaultOptions = {
    classes: ["hero"],
    actions: {
      toggleSkill: HeroSheet.#onToggleSkill,
      heroTokenStamina: HeroSheet.#onHeroTokenStamina,
      rollProject: HeroSheet.#onRollProject,
      purchase: HeroSheet.#onPurchase,
      respite: HeroSheet.#onRespite,
      toggleEquipped: HeroSheet.#onToggleEquipped,
      levelUp: HeroSheet.#onLevelUp,
      levelDown: HeroSheet.#onLevelDown,
      chooseAdvances: HeroSheet.#onChooseAdvances,
      buildHero: HeroSheet.#onBuildHero,
      openFollower: HeroSheet.#onOpenFollower,
      followerProject: HeroSheet.#onFollowerProject,
      releaseFollower: HeroSheet.#onReleaseFollower,
      dismissSummons: HeroSheet.#onDismissSummons,
      toggleAbility: HeroSheet.#onToggleAbility,
      gainResourceTrigger: HeroSheet.#onGainResourceTrigger,
      stepEpicResource: HeroSheet.#onStepEpicResource,
    },
  };

  static override PARTS: Record<string, TemplatePart> = {
    header: { template: templatePath("actor/hero/header.hbs") },
    tabs: { template: templatePath("actor/parts/tab-nav.hbs") },
    abilities: { template: templatePath("actor/hero/abilities.hbs"), scrollable: [""] },
    features: { template: templatePath("actor/hero/features.hbs"), scrollable: [""] },
    skills: { template: templatePath("actor/hero/skills.hbs"), scrollable: [""] },
    projects: { template: templatePath("actor/hero/projects.hbs"), scrollable: [""] },
    inventory: { template: templatePath("actor/hero/inventory.hbs"), scrollable: [""] },
    effects: { template: templatePath("actor/parts/effects.hbs"), scrollable: [""] },
    biography: { template: templatePath("actor/parts/biography.hbs"), scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [
        { id: "abilities" },
        { id: "features" },
        { id: "skills" },
        { id: "projects" },
        { id: "inventory" },
        { id: "effects" },
        { id: "biography" },
      ],
      initial: "abilities",
      labelPrefix: TAB_LABEL_PREFIX,
    },
  };

  get #system(): HeroSystem {
    const system = heroSystem(this.actor);
    if (!system) throw new Error("HeroSheet is registered for hero actors only");
    return system;
  }

  /** Whether the edit-mode stats editor is unfolded (kept across the re-render each change makes). */
  #statsEditOpen = false;

  protected override async _onRender(
    context: Parameters<InstanceType<typeof HandlebarsActorSheet>["_onRender"]>[0],
    options: Parameters<InstanceType<typeof HandlebarsActorSheet>["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    const details = this.element.querySelector<HTMLDetailsElement>(".stats-edit-details");
    details?.addEventListener("toggle", () => {
      this.#statsEditOpen = details.open;
    });
  }

  /** The abilities whose full card is open under their row (kept across re-renders of this window). */
  readonly #openAbilities = new Set<string>();

  protected override _prepareSheetContext(source: ActorSheetSource): object {
    const stored = this._systemSource;
    const { heroContext, listText } = source.body;
    const context: object = Object.assign(
      heroContext(source.i18n, {
        ...source,
        name: this.actor.name,
        img: this.actor.img ?? "",
        system: this.#system,
        openAbilities: this.#openAbilities,
      }),
      // Edit mode: the stored lists as comma-separated text (normalizeActorSubmit splits them again), and
      // whether the stats editor is unfolded.
      {
        languagesRaw: listText(stored, "languages"),
        customSkillsRaw: listText(stored, "customSkills"),
        statsEditOpen: this.#statsEditOpen,
      },
      { advancement: sheetAdvancement(source.i18n, this.actor, source.editable) },
      {
        ...heroFollowers(source.i18n, this.actor, source.editable),
        resourceTriggers: resourceTriggerRows(this.actor, source.i18n),
      },
    );
    return Object.assign(context, { summoned: summonedNames(this.actor) });
  }

  /** R-AB-8: a new round (or combat) opens the class's once-a-round gains again: open hero sheets redraw their header. */
  static refreshResourceTriggers(): void {
    for (const app of foundry.applications.instances.values())
      if (app instanceof HeroSheet && app.rendered) void app.render({ parts: ["header"] });
  }

  /** R-AB-8: the owner gains the heroic resource one of the class's triggers gives. */
  static async #onGainResourceTrigger(this: HeroSheet, _event: Event, target: HTMLElement): Promise<void> {
    const index = target.dataset["index"] ?? "";
    if (index === "" || !this.isEditable) return;
    await gainFromTrigger(this.actor, index, gameLocalizer());
  }

  /** The owner gains or spends 1 of the class's epic resource (in the GM's order). */
  static async #onStepEpicResource(this: HeroSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    await stepEpicResource(this.actor, target.dataset["delta"] === "-1" ? -1 : 1);
  }

  protected override _statsEditNumbers() {
    return [
      { path: "stability", label: "STEELBOUND.Stat.Stability" },
      { path: "disengage", label: "STEELBOUND.Stat.Disengage" },
    ];
  }

  /** R-HERO-ADV: the next level's grants and choices, in the level-up window. */
  static async #onLevelUp(this: HeroSheet): Promise<void> {
    if (this.#system.level < 10) await openLevelUp(this.actor, this.#system.level + 1);
  }

  /** R-HERO-ADV: grants still owed at the hero's own level (nested choices, options edited later). */
  static async #onChooseAdvances(this: HeroSheet): Promise<void> {
    await openLevelUp(this.actor, this.#system.level);
  }

  /** R-HERO-ADV: after a confirmation, the hero gives back its top level and everything it brought. */
  static async #onLevelDown(this: HeroSheet): Promise<void> {
    const level = this.#system.level;
    if (level <= 1) return;
    const text = gameLocalizer().format("STEELBOUND.Advance.LevelDownConfirm", {
      name: this.actor.name,
      level,
    });
    // v13 client/applications/api/dialog.mjs DialogV2.confirm: Yes resolves true, No (the default) false.
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: "STEELBOUND.Advance.LevelDown" },
      content: `<p>${foundry.utils.escapeHTML(text)}</p>`,
    });
    if (confirmed === true) await giveBackLevels(this.actor, level - 1);
  }

  /** An empty hero is built in the hero builder. */
  static async #onBuildHero(this: HeroSheet): Promise<void> {
    await openHeroBuilder(this.actor);
  }

  /** Skills are a set of keys (R-TS-8); edit mode toggles one. */
  /** R-HT-2: 2 hero tokens for stamina equal to the recovery value; the GM checks it is the hero's turn. */
  static async #onHeroTokenStamina(this: HeroSheet): Promise<void> {
    await askHeroToken("regainStamina", this.actor.uuid);
  }

  /** R-VX-2: the owner finishes a respite for their own hero (stamina, recoveries, victories into XP). */
  static async #onRespite(this: HeroSheet): Promise<void> {
    await confirmRespite([this.actor], false);
  }

  /** R-DT-1: a project roll for the row's project; the points land on the hero's own item. */
  static async #onRollProject(this: HeroSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const project = this.actor.items.get(target.dataset["itemId"] ?? "");
    if (project?.type !== "project") return;
    // The project roll loads with the first one (as the sheet's other rarely used flows do).
    const { rollProject } = await track(import("../../flows/roll-project.ts"));
    await rollProject(this.actor, project);
  }

  /** Seed 004 §富: the owner buys something by the hero's wealth (one score above when the Director allows). */
  static async #onPurchase(this: HeroSheet): Promise<void> {
    if (!this.isEditable) return;
    const wealth: unknown = foundry.utils.getProperty(this.actor.system, "wealth");
    const stretch = game.settings?.get(SYSTEM_ID, SETTINGS.wealthStretch) === true;
    await askPurchase(this.actor, typeof wealth === "number" ? wealth : 0, stretch);
  }

  /**
   * Seed 004 §宝物の製作: a treasure dropped on the Projects tab starts the project that crafts it (its own
   * project data); dropped anywhere else it joins the inventory as before (SteelActorSheet#_onDropItem).
   */
  protected override async _onDropItem(
    event: DragEvent,
    item: Item.Implementation,
  ): Promise<Item.Implementation | null> {
    // The drop's target read as an element where it is one (a drop made by code may carry none).
    const target = event.target as { closest?: (selector: string) => unknown } | null;
    const onProjects = typeof target?.closest === "function" && target.closest(".tab.projects") !== null;
    if (item.type !== "treasure" || !onProjects) return super._onDropItem(event, item);
    if (!this.isEditable) return null;
    const i18n = gameLocalizer();
    const data = craftProjectFor(item, i18n.format("STEELBOUND.Project.CraftName", { name: item.name }));
    if (data === null) {
      ui.notifications?.warn(i18n.format("STEELBOUND.Project.NoCraft", { name: item.name }));
      return null;
    }
    const [created] = await this.actor.createEmbeddedDocuments("Item", [data as unknown as Item.CreateData]);
    return created ? (this.actor.items.get(created.id) ?? null) : null;
  }

  /** v13 ActorSheetV2#_onDropDocument sends an Actor to `_onDropActor`; a follower dropped here joins. */
  protected override async _onDropDocument<
    D extends foundry.applications.sheets.ActorSheetV2.DroppableDocument,
  >(event: DragEvent, document: D): Promise<D | null> {
    if (!this.isEditable || !(await linkDropped(this.actor, document)))
      return super._onDropDocument(event, document);
    return document;
  }

  static async #onOpenFollower(this: HeroSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    // v13 DocumentSheetV2#render refuses a user below the sheet's view permission (isVisible).
    const sheet: unknown = followerOf(this.actor, target)?.sheet;
    if (sheet instanceof foundry.applications.api.ApplicationV2) await sheet.render({ force: true });
  }

  /** R-RW-1: the follower's project roll of the day, for one of this hero's projects (the GM rolls). */
  static async #onFollowerProject(this: HeroSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const follower = followerOf(this.actor, target);
    if (!follower || !this.isEditable) return;
    const { askFollowerProject } = await track(import("../dialogs/follower-project.ts"));
    await askFollowerProject(this.actor, follower);
  }

  /** R-RW-1: the hero dismisses a follower (through the GM: the follower is the Director's document). */
  static async #onReleaseFollower(this: HeroSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const follower = followerOf(this.actor, target);
    if (follower && this.isEditable)
      await requestGm({ kind: "followerLink", followerUuid: follower.uuid, heroUuid: null });
  }

  /** R-CB-17: the summoner's player sends its summons away (through the GM: tokens and combatants are his). */
  static async #onDismissSummons(this: HeroSheet): Promise<void> {
    if (this.isEditable) await requestGm({ kind: "dismissSummons", summonerId: this.actor.id ?? "" });
  }

  /** A treasure's effects apply only while it is equipped (SteelActiveEffect#isSuppressed, R-RW-1). */
  static async #onToggleEquipped(this: HeroSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const treasure = this.actor.items.get(target.dataset["itemId"] ?? "");
    if (treasure?.type !== "treasure") return;
    await treasure.update({
      system: { equipped: foundry.utils.getProperty(treasure.system, "equipped") !== true },
    });
  }

  /**
   * A row's name button opens or closes the ability's full card under it, in place (no re-render; the
   * button is a button, so Enter and Space toggle it as a click does).
   */
  static #onToggleAbility(this: HeroSheet, _event: PointerEvent, target: HTMLElement): void {
    const id = target.dataset["itemId"] ?? "";
    const detail = target.closest(".ability-row")?.querySelector<HTMLElement>(".ability-detail");
    if (!id || !detail) return;
    const open = !this.#openAbilities.has(id);
    if (open) this.#openAbilities.add(id);
    else this.#openAbilities.delete(id);
    detail.hidden = !open;
    target.setAttribute("aria-expanded", open ? "true" : "false");
  }

  static async #onToggleSkill(this: HeroSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const skill = SKILLS.find((s) => s === target.dataset["skill"]);
    if (!skill) return;
    const skills = new Set(this.#system.skills);
    if (skills.has(skill)) skills.delete(skill);
    else skills.add(skill);
    await this.actor.update({ system: { skills: [...skills] } });
  }
}
