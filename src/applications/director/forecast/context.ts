/**
 * The forecast panel of the encounter builder: the heroes' chance to win with its interval, how long the
 * fight lasts, what each hero is likely to lose, and the Director's Malice, with a one-line caveat.
 */
import type { Localizer } from "../../../i18n.ts";
import type { EncounterForecast } from "../../../rules/forecast/index.ts";
import type { ForecastStatus } from "./runner.ts";

const K = "STEELBOUND.Director.Encounter.Forecast.";
const percent = (share: number) => Math.round(share * 100);
const tenths = (value: number) => Math.round(value * 10) / 10;

export interface ForecastPanel {
  status: ForecastStatus;
  summary: string;
  rounds: string;
  malice: string;
  heroes: { name: string; stamina: string; recoveries: string; dying: number; dead: number }[];
  caveat: string;
  band: "safe" | "risky" | "deadly";
}

export function forecastPanel(
  i18n: Localizer,
  status: ForecastStatus,
  forecast: EncounterForecast | null,
): ForecastPanel {
  const empty = {
    status,
    summary: i18n.localize(status === "running" ? `${K}Running` : `${K}Empty`),
    rounds: "",
    malice: "",
    heroes: [],
    caveat: i18n.localize(`${K}Caveat`),
    band: "safe" as const,
  };
  if (!forecast || status !== "done") return empty;
  const win = percent(forecast.winRate);
  const [low, high] = forecast.winInterval;
  return {
    status,
    summary: i18n.format(`${K}Win`, {
      percent: win,
      low: Math.floor(low * 100),
      high: Math.ceil(high * 100),
      fights: forecast.fights,
    }),
    rounds: i18n.format(`${K}Rounds`, {
      median: forecast.rounds.median,
      p10: forecast.rounds.p10,
      p90: forecast.rounds.p90,
    }),
    malice: i18n.format(`${K}Malice`, { malice: tenths(forecast.maliceSpent) }),
    heroes: forecast.heroes.map((h) => ({
      name: h.name,
      stamina: i18n.format(`${K}StaminaLost`, { stamina: tenths(h.staminaLost) }),
      recoveries: i18n.format(`${K}RecoveriesSpent`, { recoveries: tenths(h.recoveriesSpent) }),
      dying: percent(h.dying),
      dead: percent(h.dead),
    })),
    caveat: i18n.localize(`${K}Caveat`),
    band: win >= 90 ? "safe" : win >= 50 ? "risky" : "deadly",
  };
}
