/**
 * The follower sheet (R-RW-1): an artisan or sage. The Director edits it (kind, ancestry, characteristics,
 * skills, languages, biography and GM notes), releases it from its hero and frees it for another project roll ("new day", for a
 * table that does not run the world clock). Its hero's players see it read-only (src/documents/follower.ts:
 * OBSERVER; v13 DocumentSheetV2#isEditable needs OWNER).
 */
import { HandlebarsActorSheet, type TemplatePart } from "./base.ts";
import { templatePath } from "../../constants.ts";
import { gameLocalizer } from "../../i18n.ts";
import { followerContext } from "./context/follower.ts";
import { normalizeActorSubmit } from "./context/item-submit.ts";
import { isFollower, today, type FollowerActor } from "../../documents/follower.ts";
import { requestGm } from "../../documents/gm-channel/request-gm.ts";
import { followerMayRoll } from "../../rules/index.ts";
import { enrichActorText, storedText } from "./adapters.ts";

type RenderOptions = Parameters<InstanceType<typeof HandlebarsActorSheet>["_prepareContext"]>[0];
type BaseContext = Awaited<ReturnType<InstanceType<typeof HandlebarsActorSheet>["_prepareContext"]>>;

export class FollowerSheet extends HandlebarsActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.sheets.ActorSheetV2.DefaultOptions = {
    classes: ["steelbound", "sheet", "actor", "follower"],
    position: { width: 520, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      openHero: FollowerSheet.#onOpenHero,
      releaseFollower: FollowerSheet.#onRelease,
      newDay: FollowerSheet.#onNewDay,
    },
  };

  /** Declared here because the mixin cast hides HandlebarsApplicationMixin's own PARTS (see base.ts). */
  static PARTS: Record<string, TemplatePart> = {
    main: { template: templatePath("actor/follower/follower.hbs"), scrollable: [""] },
    // The biography as the other actor sheets show it: a <prose-mirror> editor for an owner, else the
    // enriched, server-cleaned text (system.json htmlFields); GM notes for the GM only.
    biography: { template: templatePath("actor/parts/biography.hbs"), scrollable: [""] },
  };

  get follower(): FollowerActor {
    const actor = this.actor;
    if (!isFollower(actor)) throw new Error("FollowerSheet is registered for follower actors only");
    return actor;
  }

  protected override async _prepareContext(options: RenderOptions): Promise<BaseContext> {
    const base = await super._prepareContext(options);
    const follower = this.follower;
    const system = follower.system;
    const hero = system.hero === null ? null : fromUuidSync(system.hero);
    const text = await enrichActorText(follower);
    return Object.assign(
      base,
      {
        ...text,
        // The editors start from the stored text.
        biographyRaw: storedText(follower, "biography.value"),
        gmNotesRaw: storedText(follower, "biography.gmNotes"),
        // One page, no tabs: the biography part is always shown.
        tab: { cssClass: "active" },
      },
      followerContext(gameLocalizer(), {
        name: follower.name,
        img: follower.img ?? "",
        kind: system.kind,
        ancestryName: system.ancestryName,
        characteristics: system.characteristics,
        skills: [...system.skills],
        languages: [...system.languages],
        hero: hero instanceof Actor && system.hero !== null ? { uuid: system.hero, name: hero.name } : null,
        rolledToday: !followerMayRoll(system.projectDay, today()),
        editable: this.isEditable,
        isGM: game.user?.isGM === true,
      }),
    );
  }

  /** Comma lists and the skill checkboxes (`system.skills.<key>`) become the stored sets. */
  protected override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): object {
    const data = normalizeActorSubmit({ ...super._processFormData(event, form, formData) });
    const system = data["system"];
    const skills: unknown = system && typeof system === "object" ? Reflect.get(system, "skills") : undefined;
    if (skills && typeof skills === "object" && !Array.isArray(skills))
      Reflect.set(
        system as object,
        "skills",
        Object.keys(skills).filter((k) => Reflect.get(skills, k) === true),
      );
    return data;
  }

  static async #onOpenHero(this: FollowerSheet, _event: PointerEvent, target: HTMLElement) {
    const hero = fromUuidSync(target.dataset["uuid"] ?? "");
    // v13 DocumentSheetV2#render refuses a user below the sheet's view permission (isVisible).
    const sheet: unknown = hero instanceof Actor ? hero.sheet : null;
    if (sheet instanceof foundry.applications.api.ApplicationV2) await sheet.render({ force: true });
  }

  /** R-RW-1: the Director dismisses the follower from its hero's service. */
  static async #onRelease(this: FollowerSheet) {
    if (game.user?.isGM === true)
      await requestGm({ kind: "followerLink", followerUuid: this.follower.uuid, heroUuid: null });
  }

  /** R-RW-1: a new day: the follower may make another project roll. */
  static async #onNewDay(this: FollowerSheet) {
    if (game.user?.isGM === true) await this.follower.update({ system: { projectDay: null } });
  }
}
