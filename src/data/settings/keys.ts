/** World-setting keys owned by combat (registered in ./register.ts, typed in ./settings-config.d.ts). */
export const SETTINGS = {
  malice: "malice",
  heroTokens: "heroTokens",
  maliceVisible: "maliceVisible",
  initiativeMode: "initiativeMode",
  squadPoolsVisible: "squadPoolsVisible",
  activeParty: "activeParty",
  handEdgesNeedDirector: "handEdgesNeedDirector",
  wealthStretch: "wealthStretch",
} as const;

/** R-CB-3 alternating sides (default) or the optional R-CB-6 Agility order. */
export type InitiativeMode = "alternating" | "agility";
