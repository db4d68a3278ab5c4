/**
 * The Director's choices for the table (the settings the "Table rules" window groups, ./groups.ts): each
 * setting's name, hint, type, choices and default, as game.settings.register takes them. Registered by
 * ./register.ts and ./trust-setting.ts with their change handlers; all are world settings shown only in
 * that window (`config: false`).
 */
export interface TableSetting {
  readonly name: string;
  readonly hint: string;
  readonly scope: "world";
  readonly config: false;
  readonly type: BooleanConstructor | StringConstructor;
  readonly default: boolean | string;
  readonly choices?: Readonly<Record<string, string>>;
}

/** A setting that is on or off. */
interface Toggle extends Omit<TableSetting, "choices"> {
  readonly type: BooleanConstructor;
  readonly default: boolean;
}

const toggle = (key: string, initial: boolean, prefix = "STEELBOUND.Settings."): Toggle => ({
  name: `${prefix}${key}.Name`,
  hint: `${prefix}${key}.Hint`,
  scope: "world",
  config: false,
  type: Boolean,
  default: initial,
});

export const TABLE_SETTINGS = {
  // R-ML-5: the Director decides whether players see the pool.
  maliceVisible: toggle("MaliceVisible", true),
  // R-CB-6: optional alternative order.
  initiativeMode: {
    name: "STEELBOUND.Settings.InitiativeMode.Name",
    hint: "STEELBOUND.Settings.InitiativeMode.Hint",
    scope: "world",
    config: false,
    type: String,
    choices: {
      alternating: "STEELBOUND.Settings.InitiativeMode.Alternating",
      agility: "STEELBOUND.Settings.InitiativeMode.Agility",
    },
    default: "alternating",
  },
  // The Director decides whether players see squads' stamina pools in the tracker; a squad's member count
  // shows either way.
  squadPoolsVisible: toggle("SquadPoolsVisible", false),
  // R-PR-4: the Director grants situational edges; when on, an edge a player added by hand in the roll
  // dialog is not applied from the card (src/queries/claims/hand-edges.ts).
  handEdgesNeedDirector: toggle("HandEdgesNeedDirector", false),
  // Seed 004 §富を失う (optional rule): the Director lets a hero buy one wealth score above their own, after
  // which their wealth drops by 1 (src/flows/purchase.ts, rules canPurchase).
  wealthStretch: toggle("WealthStretch", false),
  // Off by default: abilities whose mechanics differ from what the Director accepted wait for him
  // (./accepted-abilities.ts).
  trustAbilityEdits: toggle("Trust", false, "STEELBOUND.AcceptedAbility."),
} as const satisfies Record<string, TableSetting>;
