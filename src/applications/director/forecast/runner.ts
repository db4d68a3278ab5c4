/**
 * Runs the encounter forecast for a window a chunk of fights at a time, yielding to the browser between
 * chunks so the builder stays responsive; a newer encounter supersedes a run still going.
 */
import { createForecast, type EncounterForecast, type ForecastInput } from "../../../rules/forecast/index.ts";

/** Fights played between two yields to the browser. */
export const FORECAST_CHUNK = 100;

export type ForecastStatus = "idle" | "running" | "done";

export class ForecastRunner {
  #run = 0;
  #key: string | null = null;
  forecast: EncounterForecast | null = null;
  status: ForecastStatus = "idle";

  /**
   * Starts a forecast of `input()` unless `key` (what the forecast depends on) is the one already run;
   * `changed` is called when the status or the result changes (never for a superseded run).
   */
  async start(key: string, input: () => Promise<ForecastInput | null>, changed: () => void): Promise<void> {
    if (key === this.#key) return;
    this.#key = key;
    const run = ++this.#run;
    const data = await input();
    if (run !== this.#run) return;
    if (!data) {
      this.forecast = null;
      this.status = "idle";
      changed();
      return;
    }
    this.status = "running";
    changed();
    const forecast = createForecast(data);
    while (forecast.remaining > 0) {
      forecast.play(FORECAST_CHUNK);
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      if (run !== this.#run) return;
    }
    this.forecast = forecast.result();
    this.status = "done";
    changed();
  }

  /** Forgets the last key, so the next start runs again (e.g. a hero's sheet changed). */
  reset(): void {
    this.#key = null;
  }
}
