/**
 * Steelbound Actor: every number it changes comes from src/rules; this class only reads the actor's
 * data, calls the rules and writes the result back in one update.
 */
import { recordCompendiumBase } from "./compendium-update/apply.ts";
import { afterHeldWrites } from "./write-barrier.ts";
import {
  applyDamage,
  canGainTemporaryStamina,
  canRegainStamina,
  catchBreath,
  conditionEntry,
  damageAfterModifiers,
  gainTemporaryStamina,
  healStamina,
  recoveryValue,
  spendRecovery,
  spendRecoveryDirector,
} from "../rules/index.ts";
import type { DamageType, Organization, RecoveryResult, StaminaIntent, StaminaKind } from "../rules/index.ts";
import type { StatusId } from "../data/status-effects.ts";
import type { DamageReport } from "./damage-report.ts";
import { SOURCED_CONDITIONS } from "../data/status-effects.ts";
import { HeroModel } from "../data/actor/hero.ts";
import { MonsterModel } from "../data/actor/monster.ts";
import { RetainerModel } from "../data/actor/retainer.ts";
import { PartyModel } from "../data/actor/party.ts";
import { FollowerModel, followerCreation } from "../data/actor/follower.ts";
import type { ObjectModel } from "../data/actor/object.ts";
import { toDamageModifiers } from "../data/fields/damage.ts";
import { conditionSource, effectsWithStatus, statusEffectData } from "./conditions.ts";
import type { Characteristic } from "../rules/types.ts";
import { prototypeTokenFor, tokenSizeFor } from "./prototype-token.ts";
import { squadOf, type FallenChooser, type SteelCombatantGroup } from "./combatant-group.ts";
import { slots } from "./slots.ts";
import { announce, HOOKS } from "./api-hooks.ts";
import { planStaminaStatuses } from "./stamina-statuses.ts";
import { deleteEffectsStillPresent } from "./effect-removal.ts";
import { mentorRollData } from "./roll-data.ts";
import { localize } from "../i18n.ts";
import { characteristicTest, type TestRequest, type TestResult } from "./characteristic-test.ts";
import { noteUnmapped, steelboundJson } from "./official-json.ts";
import { holdDuration, holdOrigin, releaseDuration, releaseOrigin } from "./pending-duration.ts";
import { postImmunityNotice, refusedStatuses } from "./immunity-notice.ts";
import {
  landStaminaWrite,
  noteStaminaSeen,
  prepareStaminaWrite,
  staminaIntentOptions,
  type StaminaRepair,
} from "./stamina-writes.ts";

// DamageReport lives below the slot table (documents/slots.ts names it); callers keep importing it from here.
export type { DamageReport } from "./damage-report.ts";

export interface DamageOptions {
  type?: DamageType;
  /** UUID of whatever dealt the damage (echoed in the report for chat cards). */
  source?: string | null;
  /** For an area effect against a minion squad: minions inside the area (R-MN-5). */
  minionsInArea?: number;
  /** Who picks the minions that fall when several could (R-MN-3); the dialog unless given, null for the defaults. */
  chooseFallen?: FallenChooser | null;
}

export class SteelActor extends Actor {
  /** Status syncs run one after another, so two quick stamina changes never create duplicate effects. */
  #statusSync: Promise<void> = Promise.resolve();
  /** A hero's level as this client last saw it (docs/API.md `steelbound.heroLevel`); null for other actors. */
  #seenLevel: number | null = this.system instanceof HeroModel ? this.system.level : null;

  /** "Import Data" also takes an official Draw Steel export, converted on the way in (official-json.ts). */
  override async importFromJSON(json: string): Promise<this> {
    const converted = await steelboundJson(json, "Actor", this);
    const result = await super.importFromJSON(converted.json);
    noteUnmapped(converted.unmapped);
    return result;
  }

  /** `@Embed` of a monster shows its stat block (v13 ClientDocumentMixin#toEmbed → _buildEmbedHTML). */
  protected override _buildEmbedHTML(
    _config: foundry.applications.ux.TextEditor.DocumentHTMLEmbedConfig,
    _options?: foundry.applications.ux.TextEditor.EnrichmentOptions,
  ): Promise<HTMLElement | HTMLCollection | null> {
    return slots.embedHTML(this);
  }

  /**
   * The creature's model (hero, monster, retainer; an object stands on the board with stamina, size and
   * characteristics of 0, so it counts here too). A party (src/data/actor/party.ts) has no stamina,
   * characteristics or size: the creature methods below refuse it rather than read fields it lacks.
   */
  get creature(): HeroModel | MonsterModel | RetainerModel | ObjectModel {
    const system = this.system;
    if (system instanceof PartyModel) throw new Error(`${this.name} is a party, not a creature`);
    if (system instanceof FollowerModel) throw new Error(`${this.name} is a follower, not a creature`);
    return system;
  }

  /** Resolves once the status effects reflect the latest stamina change. */
  get statusesSettled(): Promise<void> {
    return this.#statusSync;
  }

  /** How the rules treat this actor's stamina (R-ST-2, R-ST-3, R-RT-4). */
  get staminaKind(): StaminaKind {
    if (this.system instanceof HeroModel) return "hero";
    if (this.system instanceof RetainerModel) return "retainer";
    return "director";
  }

  /** A Director creature's organization (R-MO-1); heroes and retainers have none. */
  get #organization(): Organization | null {
    return this.system instanceof MonsterModel ? this.system.organization : null;
  }

  get isMinion(): boolean {
    return this.system instanceof MonsterModel && this.system.isMinion;
  }

  /** The minion squad this actor fights in, if any (via its combatant's CombatantGroup). */
  get squad(): SteelCombatantGroup | null {
    return squadOf(this);
  }

  /** Applies one source of damage: minions in a squad hurt the shared pool (R-MN-2…R-MN-6). */
  async takeDamage(
    amount: number,
    {
      type = "untyped",
      source = null,
      minionsInArea,
      chooseFallen = slots.fallenMinionsDialog,
    }: DamageOptions = {},
  ) {
    const system = this.creature;
    const modifiers = toDamageModifiers(system.damage);
    const squad = this.isMinion ? this.squad : null;
    if (squad) {
      const hit = { amount, type, minionsInArea, ...modifiers };
      const { dealt, killed } = await squad.damageSquad(hit, this, chooseFallen);
      return {
        dealt,
        target: "squad",
        killed,
        // The struck minion dies first when the squad loses a minion (see damageSquad).
        condition: this.statuses.has("dead") ? "dead" : system.stamina.condition,
        source,
      } satisfies DamageReport;
    }
    const dealt = damageAfterModifiers(amount, type, modifiers);
    const next = applyDamage(system.stamina, dealt);
    await this.update(
      { system: { stamina: { value: next.value, temporary: next.temporary } } },
      this.#meaning({ kind: "damage", amount: dealt }),
    );
    await this.statusesSettled;
    return {
      dealt,
      target: "stamina",
      killed: 0,
      condition: this.creature.stamina.condition,
      source,
    } satisfies DamageReport;
  }

  /** Regains stamina (never above max, never temporary stamina, R-ST-4). Minions cannot (R-MN-2). */
  async heal(amount: number): Promise<number> {
    const organization = this.#organization;
    if (organization && !canRegainStamina(organization)) return 0;
    const { stamina } = this.creature;
    const next = healStamina(stamina, amount);
    if (next.value !== stamina.value)
      await this.update(
        { system: { stamina: { value: next.value } } },
        this.#meaning({ kind: "heal", amount }),
      );
    await this.statusesSettled;
    return next.value - stamina.value;
  }

  /** R-ST-4: temporary stamina does not stack; minions cannot gain any (R-MN-2). */
  async gainTemporaryStamina(amount: number): Promise<void> {
    const organization = this.#organization;
    if (organization && !canGainTemporaryStamina(organization)) return;
    const { stamina } = this.creature;
    const next = gainTemporaryStamina(stamina, amount);
    if (next.temporary !== stamina.temporary)
      await this.update(
        { system: { stamina: { temporary: next.temporary } } },
        this.#meaning({ kind: "temporary", amount }),
      );
  }

  /** Someone makes this creature spend a recovery (R-RC-1; Director creatures heal a third, R-RC-2). */
  async spendRecovery(bonus = 0): Promise<RecoveryResult> {
    const system = this.creature;
    if (system instanceof HeroModel || system instanceof RetainerModel) {
      return this.#applyRecovery(
        spendRecovery(
          system instanceof HeroModel ? "hero" : "retainer",
          system.stamina,
          system.recoveries,
          bonus,
        ),
        recoveryValue(system.stamina.max) + bonus,
      );
    }
    const next = spendRecoveryDirector(system.stamina);
    if (next.value !== system.stamina.value)
      await this.update(
        { system: { stamina: { value: next.value } } },
        this.#meaning({ kind: "heal", amount: next.value - system.stamina.value }),
      );
    await this.statusesSettled;
    return {
      ok: true,
      stamina: next,
      recoveries: { value: 0, max: 0 },
      regained: next.value - system.stamina.value,
    };
  }

  /** R-RC-1 Catch Breath maneuver: refused while dying in combat (R-ST-2). */
  /** The ability roll flow (src/flows/use-ability.ts): dialog, one PowerRoll, cost, `abilityUse` card. */
  useAbility(item: Item.Implementation): Promise<boolean> {
    return slots.useAbility(this, item);
  }

  async catchBreath(): Promise<RecoveryResult> {
    const system = this.system;
    if (!(system instanceof HeroModel || system instanceof RetainerModel))
      return { ok: false, reason: "noRecoveries" };
    const inCombat = game.combat?.started === true;
    return this.#applyRecovery(
      catchBreath(
        system instanceof HeroModel ? "hero" : "retainer",
        system.stamina,
        system.recoveries,
        inCombat,
      ),
      recoveryValue(system.stamina.max),
    );
  }

  /** Spends the recovery; `healing` is what it regains before the maximum caps it (R-RC-1, R-ST-4). */
  async #applyRecovery(result: RecoveryResult, healing: number): Promise<RecoveryResult> {
    if (!result.ok) {
      ui.notifications?.warn(localize(`STEELBOUND.Recovery.Refused.${result.reason}`));
      return result;
    }
    await this.update(
      {
        system: { stamina: { value: result.stamina.value }, recoveries: { value: result.recoveries.value } },
      },
      this.#meaning({ kind: "heal", amount: healing }),
    );
    await this.statusesSettled;
    return result;
  }

  /**
   * v13 client/documents/actor.mjs Actor#toggleStatusEffect, as the token HUD calls it (v13 TokenHUD's
   * `effect` action; the v12 TokenHUD#_onToggleEffect passes only `{overlay}`): with `active` left
   * undefined and no effect carrying the status yet, it creates one. For a condition an ability could
   * impose, the user first picks its Draw Steel duration (R-AB-11), so it ends like an ability's (turn-end.ts,
   * end-combat.ts, respite.ts); closing the dialog toggles nothing. Steelbound's own calls force `active`
   * and never ask. For frightened, grabbed and taunted the same dialog names the source creature (default:
   * the creature whose turn it is), kept in the effect's `origin` as an ability's is (R-CN-3, R-CN-4,
   * R-CN-8), so the source-based edges and banes apply. A condition the creature is immune to is refused.
   */
  override async toggleStatusEffect(
    statusId: string,
    options: Actor.ToggleStatusEffectOptions = {},
  ): Promise<ActiveEffect.Implementation | boolean | undefined> {
    // Read off the condition table at each toggle, so a condition an add-on registered asks too.
    const condition = conditionEntry(statusId)?.imposed === true ? statusId : undefined;
    const adding = options.active !== false && effectsWithStatus(this, statusId as StatusId).length === 0;
    // A condition the creature is immune to is refused before any dialog asks about it (./immunity-notice.ts).
    const refused = adding ? refusedStatuses(this, [statusId]) : [];
    if (refused.length > 0) {
      await postImmunityNotice(this, refused);
      return undefined;
    }
    const asks = options.active === undefined && condition !== undefined && adding;
    if (!asks) return super.toggleStatusEffect(statusId, options);
    const answer = await slots.conditionDuration(this, statusId);
    if (answer === null) return undefined;
    const { duration, source } = answer;
    if (duration !== "none") holdDuration(this, statusId, duration);
    if (source !== null) holdOrigin(this, statusId, source);
    try {
      return await super.toggleStatusEffect(statusId, options);
    } finally {
      releaseDuration(this, statusId);
      releaseOrigin(this, statusId);
    }
  }

  /** Imposes a condition; frightened, grabbed and taunted remember (and replace) their source. */
  async applyCondition(id: StatusId, { source = null }: { source?: string | null } = {}): Promise<void> {
    if (!SOURCED_CONDITIONS.includes(id) || source === null) {
      await this.toggleStatusEffect(id, { active: true });
      return;
    }
    const replaced = effectsWithStatus(this, id);
    await deleteEffectsStillPresent(this, replaced);
    await this.createEmbeddedDocuments("ActiveEffect", [statusEffectData(id, { origin: source })]);
  }

  async removeCondition(id: StatusId): Promise<void> {
    await this.toggleStatusEffect(id, { active: false });
  }

  /** Who imposed a frightened / grabbed / taunted condition on this actor (UUID), or null. */
  conditionSource(id: StatusId): string | null {
    return conditionSource(this, id);
  }

  /** Brings winded / dying / dead (and a dying hero's bleeding) in line with stamina, in ≤ 2 writes. */
  async syncStaminaStatuses(): Promise<void> {
    // A results batch that also creates this creature's "dead" effect must land first (write-barrier.ts).
    await afterHeldWrites();
    const plan = planStaminaStatuses(this.creature.stamina.condition, this.effects);
    // A player or the GM may remove a winded / dying icon while this sync is queued.
    await deleteEffectsStillPresent(this, plan.delete);
    if (plan.create.length) await this.createEmbeddedDocuments("ActiveEffect", plan.create);
  }

  /** R-TS-1, R-TS-2: the outcome of a characteristic test from rolled dice (a known skill adds +2). */
  characteristicTest(request: TestRequest): TestResult {
    return characteristicTest(this.creature, request);
  }

  /** R-TS-1 in play (src/flows/roll-test.ts): dialog, PowerRoll, `test` card, bleeding (R-CN-1). */
  rollTest(characteristic: Characteristic): Promise<boolean> {
    return slots.rollTest(this, characteristic);
  }

  /** R-RT-6: a retainer's formulas may read `@mentor.level` and `@mentor.characteristics.*`. */
  override getRollData() {
    const data = super.getRollData();
    if (!(this.system instanceof RetainerModel)) return data;
    return Object.assign({}, data, { mentor: mentorRollData(this.system.mentor) });
  }

  /** Update options saying what this actor's Stamina change means (./stamina-writes.ts). */
  #meaning(intent: StaminaIntent): Actor.Database.UpdateOperation {
    return this.id === null ? {} : staminaIntentOptions({ [this.id]: intent });
  }

  /** Adds what a stale write erased back onto the Stamina held now (a plain change: it is repaired in turn). */
  async #repairStamina(repair: StaminaRepair): Promise<void> {
    const { value, temporary } = this.creature.stamina;
    await this.update({
      system: {
        stamina: { value: value + repair.value, temporary: Math.max(0, temporary + repair.temporary) },
      },
    });
  }

  override prepareData(): void {
    super.prepareData();
    // The first Stamina this client holds; each write that lands moves it (./stamina-writes.ts).
    noteStaminaSeen(this);
  }

  protected override async _preCreate(
    data: Actor.CreateData,
    options: Actor.Database.PreCreateOptions,
    user: User.Implementation,
  ): Promise<false | undefined> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    recordCompendiumBase(this);
    // A party has no size or stamina: Foundry's own prototype token defaults stand.
    if (this.system instanceof PartyModel) return undefined;
    if (this.system instanceof FollowerModel) {
      // R-RW-1: the kind's characteristics and Caelian, unless the creation data gives its own.
      this.updateSource({ system: followerCreation(this.system.kind, data.system ?? {}) });
      return undefined;
    }
    if (this.system instanceof HeroModel) {
      // Every hero has the basic actions (src/documents/basic-actions.ts), in this one creation.
      // The creation's item sources, read as plain records (what basic-actions.ts compares by).
      const items = (this._source.items as unknown as Record<string, unknown>[] | undefined) ?? [];
      // Loaded with the first hero made on this page (./basic-actions.ts reads the pack index).
      const { missingBasicActions } = await import("./basic-actions.ts");
      const basic = await missingBasicActions(items, game.i18n?.lang ?? "en");
      // updateSource's typed item data is stricter than the plain pack sources handed over.
      if (basic.length) this.updateSource({ items: [...items, ...basic] as never[] });
    }
    const given = data.prototypeToken ?? {};
    const token = prototypeTokenFor({ type: this.type, system: this.creature });
    const defaults = Object.entries(token).filter(([key]) => !(key in given));
    if (defaults.length) this.updateSource({ prototypeToken: Object.fromEntries(defaults) });
    return undefined;
  }

  protected override async _preUpdate(
    changes: Actor.UpdateData,
    options: Actor.Database.PreUpdateOptions,
    user: User.Implementation,
  ): Promise<false | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    // What this write's Stamina is computed from, and what it means (./stamina-writes.ts).
    prepareStaminaWrite(this, changes, options);
    const size = (changes.system as { size?: object } | undefined)?.size;
    if (size) {
      changes.prototypeToken = {
        ...(changes.prototypeToken ?? {}),
        ...tokenSizeFor({ ...this.creature.size, ...size }),
      };
    }
    return undefined;
  }

  protected override _onUpdate(
    changed: Actor.UpdateData,
    options: Actor.Database.OnUpdateOperation,
    userId: string,
  ) {
    super._onUpdate(changed, options, userId);
    // Only the client that made the change writes the follow-up, so it happens once.
    const own = userId === game.user?.id;
    // A write made from a stale copy is made again on what the server held (./stamina-writes.ts).
    const repair = landStaminaWrite(this, changed, options, own);
    if (repair !== null)
      this.#statusSync = this.#statusSync
        .then(() => this.#repairStamina(repair))
        .catch((error: unknown) => {
          console.error("steelbound | a stale Stamina write was not repaired", error);
        });
    const stamina = (changed.system as { stamina?: unknown } | undefined)?.stamina;
    if (stamina !== undefined && own)
      this.#statusSync = this.#statusSync.then(() => this.syncStaminaStatuses());
    // R-HT-2: a drop's hero-token offer is posted by the active GM's updateActor watch (src/chat/drop-watch.ts).
    this.#announceLevel();
  }

  /** docs/API.md: `steelbound.heroLevel` on every client that received the update, once per change of level. */
  #announceLevel(): void {
    const level = this.system instanceof HeroModel ? this.system.level : null;
    const previous = this.#seenLevel;
    this.#seenLevel = level;
    if (level === null || previous === null || level === previous) return;
    announce(HOOKS.heroLevel, this, { level, previous });
  }
}

export { type SteelCombatantGroup };
