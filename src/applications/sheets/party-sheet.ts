/**
 * The party sheet: each member at a glance, the party's hero tokens (R-HT-1), a hero dropped on
 * it joins, a member can be removed; the Director's buttons: party respite (R-VX-2), victories (R-VX-1) and
 * XP for every member, the hero-token pool (through the GM's queue, as the tracker's buttons do).
 * Players who own a member see it read-only (src/documents/party.ts: OBSERVER; v13 DocumentSheetV2
 * #isEditable needs OWNER, and ActorSheetV2#_canDragDrop an editable sheet).
 */
import { HandlebarsActorSheet, type TemplatePart } from "./base.ts";
import { templatePath } from "../../constants.ts";
import { gameLocalizer } from "../../i18n.ts";
import { partyContext, type PartyMemberInput } from "./context/party.ts";
import { HeroModel } from "../../data/actor/hero.ts";
import { SteelActor } from "../../documents/actor.ts";
import {
  activeParty,
  addMember,
  awardMembers,
  chooseActiveParty,
  isParty,
  membersOf,
  readPool,
  removeMember,
  respiteMembers,
  type PartyActor,
} from "../../documents/party.ts";
import { poolChangeOf } from "../combat/economy-view.ts";
import { requestGm } from "../../documents/gm-channel/request-gm.ts";
import { confirmRespite } from "../dialogs/respite-confirm.ts";
import { userOwns } from "../../documents/ownership.ts";
import { addToStash, discardOne, stashOf, STASH_ITEM_TYPES } from "../../documents/party-stash.ts";

type RenderOptions = Parameters<InstanceType<typeof HandlebarsActorSheet>["_prepareContext"]>[0];
type BaseContext = Awaited<ReturnType<InstanceType<typeof HandlebarsActorSheet>["_prepareContext"]>>;

function memberInput(actor: Actor.Implementation): PartyMemberInput | null {
  const system = actor.system;
  if (!(system instanceof HeroModel)) return null;
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    stamina: { value: system.stamina.value, max: system.stamina.max, temporary: system.stamina.temporary },
    recoveries: { value: system.recoveries.value, max: system.recoveries.max },
    resource: { name: system.heroicResource.name, value: system.heroicResource.value },
    victories: system.victories,
    xp: system.xp,
    statuses: [...actor.statuses],
    projects: actor.items.contents.flatMap((item) => {
      if (item.type !== "project") return [];
      const points: unknown = foundry.utils.getProperty(item.system, "points");
      const goal: unknown = foundry.utils.getProperty(item.system, "goal");
      return typeof points === "number" && typeof goal === "number"
        ? [{ name: item.name, points, goal }]
        : [];
    }),
  };
}

/**
 * The member a player takes from the stash for: their assigned character when it is a member, else the
 * first member they own (v13 client/documents/user.mjs User#character); the Director takes for nobody.
 */
function stashTaker(members: readonly Actor.Implementation[]): { uuid: string; name: string } | null {
  const user = game.user;
  if (!user || user.isGM) return null;
  const character = user.character;
  const mine =
    members.find((m) => character !== null && m.id === character.id) ??
    members.find((m) => userOwns(m, user));
  return mine ? { uuid: mine.uuid, name: mine.name } : null;
}

export class PartySheet extends HandlebarsActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.sheets.ActorSheetV2.DefaultOptions = {
    classes: ["steelbound", "sheet", "actor", "party"],
    position: { width: 560, height: 640 },
    window: { resizable: true },
    actions: {
      openMember: PartySheet.#onOpenMember,
      removeMember: PartySheet.#onRemoveMember,
      heroTokens: PartySheet.#onHeroTokens,
      partyRespite: PartySheet.#onPartyRespite,
      award: PartySheet.#onAward,
      makeActive: PartySheet.#onMakeActive,
      stopPlaying: PartySheet.#onStopPlaying,
      takeFromStash: PartySheet.#onTakeFromStash,
      discardFromStash: PartySheet.#onDiscardFromStash,
    },
  };

  /** Open party sheets redraw when the pool or the party in play (world settings) change (src/config/combat.ts). */
  static refreshOpen(): void {
    for (const app of foundry.applications.instances.values())
      if (app instanceof PartySheet && app.rendered) void app.render();
  }

  /** Declared here because the mixin cast hides HandlebarsApplicationMixin's own PARTS (see base.ts). */
  static PARTS: Record<string, TemplatePart> = {
    main: { template: templatePath("actor/party/party.hbs"), scrollable: [".party-members"] },
  };

  get party(): PartyActor {
    const actor = this.actor;
    if (!isParty(actor)) throw new Error("PartySheet is registered for party actors only");
    return actor;
  }

  protected override async _prepareContext(options: RenderOptions): Promise<BaseContext> {
    const base = await super._prepareContext(options);
    const party = this.party;
    const members = membersOf(party);
    // v13 ClientDocumentMixin#render re-renders every app in a document's `apps`: a member's change
    // (stamina, a condition) redraws this sheet too.
    // The mixin cast (base.ts) hides that this sheet is an ApplicationV2, which `apps` holds.
    for (const member of members) {
      const apps: Record<string, unknown> = member.apps;
      apps[this.id] = this;
    }
    const active = activeParty()?.id === party.id;
    return Object.assign(base, {
      name: party.name,
      ...partyContext(gameLocalizer(), {
        // The pool is the GM-only world setting (never this party's own data, which its owner may write).
        heroTokens: active ? readPool() : 0,
        active,
        editable: this.isEditable,
        isGM: game.user?.isGM === true,
        members: members.flatMap((member) => memberInput(member) ?? []),
        stash: stashOf(party),
        taker: stashTaker(members),
      }),
    });
  }

  protected override _onClose(options: Parameters<InstanceType<typeof HandlebarsActorSheet>["_onClose"]>[0]) {
    for (const member of membersOf(this.party)) Reflect.deleteProperty(member.apps, this.id);
    super._onClose(options);
  }

  /** v13 ActorSheetV2#_onDropDocument sends an Actor to `_onDropActor`; a hero dropped here joins. */
  protected override async _onDropDocument<
    D extends foundry.applications.sheets.ActorSheetV2.DroppableDocument,
  >(event: DragEvent, document: D): Promise<D | null> {
    if (!(document instanceof SteelActor)) return super._onDropDocument(event, document);
    if (!this.isEditable) return null;
    const joined = await addMember(this.party, document);
    if (!joined) ui.notifications?.warn("STEELBOUND.Party.NotAHero", { localize: true });
    return joined ? document : null;
  }

  /**
   * The stash takes treasures: one of the same name already there gains the dropped one's quantity (the
   * Director's drop writes the party, which he owns); any other item is refused. v13
   * client/applications/sheets/actor-sheet.mjs ActorSheetV2#_onDropItem creates the copy otherwise.
   */
  protected override async _onDropItem(
    event: DragEvent,
    item: Item.Implementation,
  ): Promise<Item.Implementation | null> {
    if (!this.isEditable) return null;
    if (!STASH_ITEM_TYPES.includes(item.type)) {
      ui.notifications?.warn("STEELBOUND.Party.Stash.OnlyTreasure", { localize: true });
      return null;
    }
    if (item.parent?.uuid === this.party.uuid) return super._onDropItem(event, item);
    return (await addToStash(this.party, item)) ?? super._onDropItem(event, item);
  }

  /**
   * v13 client/applications/api/document-sheet.mjs DocumentSheetV2#_toggleDisabled disables every control of
   * a sheet its viewer may not edit (the members' players only observe the party); the stash's Take buttons
   * are theirs, and ask the GM, so they stay enabled.
   */
  protected override _toggleDisabled(disabled: boolean): void {
    super._toggleDisabled(disabled);
    for (const button of this.element.querySelectorAll<HTMLButtonElement>('[data-action="takeFromStash"]'))
      button.disabled = false;
  }

  /** A member's owner takes one of the stash's items to their hero: the GM moves it (the party is his). */
  static async #onTakeFromStash(this: PartySheet, _event: PointerEvent, target: HTMLElement) {
    const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"] ?? "";
    const taker = stashTaker(membersOf(this.party));
    if (!itemId || !taker) return;
    const result = await requestGm({
      kind: "takeFromStash",
      partyUuid: this.party.uuid,
      itemId,
      heroUuid: taker.uuid,
    });
    if (result?.ok === true)
      ui.notifications?.info(
        game.i18n?.format("STEELBOUND.Party.Stash.Taken", { item: result.name, hero: taker.name }) ?? "",
      );
  }

  /** The party's owner discards one of a stash item (the last one leaves the stash). */
  static async #onDiscardFromStash(this: PartySheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.party.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"] ?? "");
    if (!item || !this.isEditable) return;
    await discardOne(this.party, item);
  }

  static async #onOpenMember(this: PartySheet, _event: PointerEvent, target: HTMLElement) {
    const uuid = target.closest<HTMLElement>("[data-uuid]")?.dataset["uuid"] ?? "";
    const member = membersOf(this.party).find((actor) => actor.uuid === uuid);
    // v13 DocumentSheetV2#render refuses a user below the sheet's view permission (isVisible).
    const sheet: unknown = member?.sheet;
    if (sheet instanceof foundry.applications.api.ApplicationV2) await sheet.render({ force: true });
  }

  static async #onRemoveMember(this: PartySheet, _event: PointerEvent, target: HTMLElement) {
    const uuid = target.closest<HTMLElement>("[data-uuid]")?.dataset["uuid"];
    if (uuid && this.isEditable) await removeMember(this.party, uuid);
  }

  /** R-HT-1: the GM's hand on the pool, through the GM's queue (a spend in flight is not written over). */
  static async #onHeroTokens(this: PartySheet, _event: PointerEvent, target: HTMLElement) {
    const change = poolChangeOf(target.dataset["change"]);
    if (change !== null && game.user?.isGM === true && activeParty()?.id === this.party.id)
      await requestGm({ kind: "adjustHeroTokens", change });
  }

  /** R-VX-2: the GM grants the party respite (confirmed first; refused while any member fights). */
  static async #onPartyRespite(this: PartySheet) {
    if (game.user?.isGM !== true) return;
    const members = activeParty()?.id === this.party.id ? respiteMembers() : membersOf(this.party);
    await confirmRespite(members, true);
  }

  /** R-VX-1: the Director grants victories (or XP) to every member; the amount is asked first. */
  static async #onAward(this: PartySheet, _event: PointerEvent, target: HTMLElement) {
    const kind = target.dataset["kind"] === "xp" ? "xp" : "victories";
    if (game.user?.isGM !== true) return;
    const label = kind === "xp" ? "STEELBOUND.Party.AwardXp" : "STEELBOUND.Party.AwardVictories";
    // v13 client/applications/api/dialog.mjs DialogV2.input: the form's values, or null when dismissed.
    const result: unknown = await foundry.applications.api.DialogV2.input({
      window: { title: label },
      content: `<input type="number" name="amount" value="1" min="1" step="1" aria-label="${foundry.utils.escapeHTML(
        game.i18n?.localize(label) ?? label,
      )}" />`,
    });
    const amount = Number((result as { amount?: unknown } | null)?.amount);
    if (Number.isInteger(amount) && amount > 0) await awardMembers(this.party, kind, amount);
  }

  /** Only the Director's choice plays (src/documents/party.ts): his button, a GM-only world setting. */
  static async #onMakeActive(this: PartySheet) {
    if (game.user?.isGM !== true) return;
    await chooseActiveParty(this.party);
  }

  static async #onStopPlaying(this: PartySheet) {
    if (game.user?.isGM !== true || activeParty()?.id !== this.party.id) return;
    await chooseActiveParty(null);
  }
}
