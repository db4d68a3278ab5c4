/**
 * A stand-in for Foundry v13's `Roll` (foundry.dice.Roll), enough for Steelbound's roll classes:
 * formulas of dice terms (`2d10`, `1d10`, `1d6`) and signed integers, async `evaluate`, `dice` with
 * `faces` and `results[{result, active}]`, `total`, `options`, and the JSON round trip Foundry uses for
 * chat messages (`toJSON` records the class name; `Roll.fromData` finds the class in CONFIG.Dice.rolls).
 * Dice results are taken from `queueDice(...)` so tests are deterministic.
 *
 * Import this file before any module that extends Roll.
 */
import { simV14, V14_MESSAGE_MODES } from "../sim/generation.ts";
import { everyFile } from "./shared-graph.ts";

interface StandInResult {
  result: number;
  active: boolean;
}
interface StandInDie {
  faces: number;
  number: number;
  results: StandInResult[];
}
type Term = { die: StandInDie } | { value: number };

const queue: number[] = [];

/** Chat messages posted by `roll.toMessage` since the test began (clear it yourself). */
export const postedRolls: Record<string, unknown>[] = [];
everyFile(() => {
  queue.length = 0;
  postedRolls.length = 0;
});

/** The next dice results, in order (each value is one die). */
export function queueDice(...results: number[]): void {
  queue.push(...results);
}

function nextDie(faces: number): number {
  const value = queue.shift();
  return value ?? 1 + Math.floor(Math.random() * faces);
}

export interface StandInRollJSON {
  class: string;
  options: Record<string, unknown>;
  formula: string;
  dice: { faces: number; number: number; results: StandInResult[] }[];
  total: number | undefined;
  evaluated: boolean;
}

export class StandInRoll {
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  readonly formula: string;
  data: Record<string, unknown>;
  options: Record<string, unknown>;
  protected terms: Term[];
  protected _evaluated = false;
  protected _total: number | undefined;

  constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
    this.formula = formula;
    this.data = data;
    this.options = options;
    this.terms = parse(formula);
  }

  get dice(): StandInDie[] {
    return this.terms.flatMap((t) => ("die" in t ? [t.die] : []));
  }

  get total(): number | undefined {
    return this._total;
  }

  get isDeterministic(): boolean {
    return this.dice.length === 0;
  }

  evaluate(): Promise<this> {
    if (this._evaluated) throw new Error("The Roll has already been evaluated");
    let total = 0;
    for (const term of this.terms) {
      if ("die" in term) {
        term.die.results = Array.from({ length: term.die.number }, () => ({
          result: nextDie(term.die.faces),
          active: true,
        }));
        total += term.die.results.reduce((sum, r) => sum + r.result, 0);
      } else total += term.value;
    }
    this._total = total;
    this._evaluated = true;
    return Promise.resolve(this);
  }

  /** Foundry posts the roll as a chat message; the stand-in records it in `postedRolls`. */
  toMessage(data: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const message = { ...data, rolls: [this.toJSON()] };
    postedRolls.push(message);
    return Promise.resolve(message);
  }

  toJSON(): StandInRollJSON {
    return {
      class: this.constructor.name,
      options: this.options,
      formula: this.formula,
      dice: this.dice.map((d) => ({
        faces: d.faces,
        number: d.number,
        results: d.results.map((r) => ({ ...r })),
      })),
      total: this._total,
      evaluated: this._evaluated,
    };
  }

  /** Roll.validate: true when the formula parses (v13 catches the parse error and answers false). */
  static validate(formula: string): boolean {
    return /^\s*[+-]?\s*(\d+d\d+|\d+)(\s*[+-]\s*(\d+d\d+|\d+))*\s*$/.test(formula);
  }

  /** Foundry looks the class up by name in CONFIG.Dice.rolls, falling back to Roll. */
  static fromData(data: StandInRollJSON): StandInRoll {
    const classes = rollClasses();
    const cls = classes.find((c) => c.name === data.class) ?? StandInRoll;
    const roll = new cls(data.formula, {}, data.options);
    data.dice.forEach((d, i) => {
      const die = roll.dice[i];
      if (die) die.results = d.results.map((r) => ({ ...r }));
    });
    roll._total = data.total;
    roll._evaluated = data.evaluated;
    return roll;
  }
}

function parse(formula: string): Term[] {
  const terms: Term[] = [];
  const pattern = /([+-])?\s*(?:(\d+)d(\d+)|(\d+))/g;
  for (const match of formula.matchAll(pattern)) {
    const sign = match[1] === "-" ? -1 : 1;
    if (match[3] !== undefined)
      terms.push({ die: { number: Number(match[2]), faces: Number(match[3]), results: [] } });
    else terms.push({ value: sign * Number(match[4]) });
  }
  return terms;
}

interface DiceConfig {
  Dice: { rolls: (typeof StandInRoll)[]; rollModes: Record<string, { label: string }> };
  ChatMessage: { dataModels: Record<string, unknown> };
  queries: Record<string, unknown>;
}

/** Adds the CONFIG sections the roll, chat and query code registers into (kept if already there). */
function withRollSections(config: Partial<DiceConfig> | undefined): Partial<DiceConfig> {
  const c = config ?? {};
  c.Dice ??= {
    rolls: [StandInRoll],
    rollModes: { publicroll: { label: "Public" }, gmroll: { label: "GM" } },
  };
  c.ChatMessage ??= { dataModels: {} };
  if (simV14()) Object.assign(c.ChatMessage, { modes: V14_MESSAGE_MODES });
  c.queries ??= {};
  return c;
}

function config(): DiceConfig {
  return (globalThis as unknown as { CONFIG: DiceConfig }).CONFIG;
}

function rollClasses(): (typeof StandInRoll)[] {
  return config().Dice.rolls;
}

/**
 * Other harness files replace CONFIG wholesale (a fresh world per test); this accessor adds the roll,
 * chat and query sections to whichever CONFIG object is installed, so they survive a reset.
 */
let installed = withRollSections((globalThis as unknown as { CONFIG?: Partial<DiceConfig> }).CONFIG);
Object.defineProperty(globalThis, "CONFIG", {
  configurable: true,
  get: () => installed,
  set: (value: Partial<DiceConfig> | undefined) => {
    installed = withRollSections(value);
  },
});

// Install the global `Roll` (Foundry exposes foundry.dice.Roll as the global Roll), and the one
// ChatMessage static the roll code uses when no other harness file provides ChatMessage.
Object.assign(globalThis, { Roll: StandInRoll });
const g = globalThis as unknown as { ChatMessage?: { getSpeaker?: unknown } };
g.ChatMessage ??= {};
g.ChatMessage.getSpeaker ??= (options: { actor?: { name?: string }; alias?: string } = {}) => ({
  alias: options.alias ?? options.actor?.name ?? "",
});
