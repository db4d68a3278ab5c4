/**
 * Plays official classes in the simulation: for a class and the
 * subclasses its own advancement offers, a player builds a 1st-level hero in the rendered builder and
 * levels it to 10 in the rendered level-up window, answering every choice with the first options on offer
 * (the wanted subclasses first). Checked at every level: no item twice (by the entry it came from), one
 * kit (two for the Tactician), the subclasses chosen and no more, no raw uuid shown, nothing the hero owns
 * offered again, recoveries as the class has them; max stamina recorded beside the book's figure
 * (R-HERO-STAMINA: the class's starting stamina + its per-level stamina for each level after the first + the
 * kit's stamina per echelon). Used by the fixture session test and the opt-in real-data test.
 */
import { expect } from "vitest";
import type { Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { change, click, find, open } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { heroSheetOn } from "./play.ts";
import { on } from "./table.ts";
import { HERO_BUILDER_ID, HeroBuilder } from "../../src/applications/hero-builder/hero-builder.ts";
import { levelUpId } from "../../src/applications/hero-builder/level-up.ts";

type Window = { readonly element: HTMLElement; readonly rendered: boolean };
export type Doc = Record<string, unknown> & {
  _id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
};

export interface Table {
  session: Session;
  gm: SimClient;
  alice: SimClient;
  /** Each converted document's uuid in the world compendiums, by `_id`. */
  uuidOf: ReadonlyMap<string, string>;
  byId: ReadonlyMap<string, Doc>;
}

const echelon = (level: number) => (level >= 10 ? 4 : level >= 7 ? 3 : level >= 4 ? 2 : 1);

function windowOn(client: SimClient, id: string): Window | null {
  const app = client.run(() => instances.get(id));
  return app?.rendered ? app : null;
}

/** Ticks the first options of every choice (the preferred values first), fills free language fields. */
const languages = new Set<string>();
function answerRows(app: Window, prefer: ReadonlySet<string>): HTMLInputElement[] {
  const touched: HTMLInputElement[] = [];
  // A skill picked in one row is known to the next (a player picks different ones).
  const taken = new Set<string>();
  for (const row of app.element.querySelectorAll("fieldset.advance-choice")) {
    const hint = row.querySelector(".choose-hint")?.textContent ?? "";
    const count = Number(/\d+/.exec(hint)?.[0] ?? 0);
    const points = /point|ポイント/i.test(hint);
    const boxes = [...row.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not([disabled])')];
    boxes.sort((a, b) => Number(prefer.has(b.value)) - Number(prefer.has(a.value)));
    let left = count;
    for (const box of boxes) {
      if (left <= 0) break;
      const cost = points ? Number(/\((\d+)/.exec(box.labels?.[0]?.textContent ?? "")?.[1] ?? 1) : 1;
      if (cost > left || taken.has(box.value)) continue;
      box.checked = true;
      taken.add(box.value);
      touched.push(box);
      left -= cost;
    }
    const free = [...row.querySelectorAll<HTMLInputElement>('input[type="text"]')];
    free.forEach((input) => {
      input.value = `Language ${String.fromCharCode(65 + languages.size)}`;
      languages.add(input.value);
      touched.push(input);
    });
  }
  return touched;
}

export interface Figures {
  stamina: Record<number, number>;
  expected: Record<number, number>;
  recoveries: Record<number, number>;
  items: number;
  kits: number;
  missingShown: number;
}

/**
 * What the hero's items add to max stamina outright, as their converted effects say (the official Null's
 * 10th-level "I Am the Weapon" adds 21): every transferred, enabled `system.stamina.max` ADD change.
 */
function flatStamina(
  items: readonly { _source: { _stats?: { compendiumSource?: string | null } } }[],
  byId: ReadonlyMap<string, Doc>,
): number {
  let total = 0;
  for (const item of items) {
    const doc = byId.get((item._source._stats?.compendiumSource ?? "").split(".").pop() ?? "");
    const effects = (doc?.["effects"] ?? []) as {
      transfer?: boolean;
      disabled?: boolean;
      changes?: { key: string; mode: number; value: string }[];
    }[];
    for (const effect of effects)
      if (effect.transfer !== false && !effect.disabled)
        for (const change of effect.changes ?? [])
          if (change.key === "system.stamina.max" && change.mode === 2) total += Number(change.value) || 0;
  }
  return total;
}

/** The heroes to play for a class: one per subclass its advancement offers (the Conduit's two domains in turn). */
export function playsOf(table: Pick<Table, "byId">, cls: Doc): { picks: Set<string>; label: string }[] {
  const { byId } = table;
  const typeOf = (uuid: string) => byId.get(uuid.split(".").pop() ?? "")?.type;
  const advancements = cls.system["advancements"] as { kind: string; pool: string[]; choose: number }[];
  const grant = advancements.find((a) => a.kind === "items" && a.pool.some((u) => typeOf(u) === "subclass"));
  const subclasses = (grant?.pool ?? []).filter((u) => typeOf(u) === "subclass");
  const take = Math.max(1, grant?.choose ?? 1);
  return Array.from({ length: Math.max(1, subclasses.length) }, (_, s) => {
    const picks = new Set(
      Array.from({ length: take }, (_, i) => subclasses[(s + i) % subclasses.length] ?? ""),
    );
    const names = [...picks].map((u) => byId.get(u.split(".").pop() ?? "")?.name ?? "").join("+");
    return { picks, label: `${cls.name}/${names}` };
  });
}

export function figuresLine(label: string, figures: Figures): string {
  return (
    `${label}: stamina L1/5/10 ${figures.stamina[1]}/${figures.stamina[5]}/${figures.stamina[10]} ` +
    `(book ${figures.expected[1]}/${figures.expected[5]}/${figures.expected[10]}), recoveries ` +
    `${figures.recoveries[10]}, items at 10 ${figures.items}, kits ${figures.kits}, ` +
    `missing pool entries shown ${figures.missingShown}`
  );
}

function answerWindow(alice: SimClient, app: Window, prefer: ReadonlySet<string>, owned: () => Set<string>) {
  const text = alice.run(() => app.element.textContent);
  expect(text).not.toMatch(/Compendium\.world\./);
  const offered = alice.run(() =>
    [...app.element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((b) => b.value),
  );
  const again = offered.filter((v) => owned().has(v));
  expect(again, "an item the hero owns is offered again").toEqual([]);
  const missing = (text.match(/Missing:/g) ?? []).length;
  return { touched: alice.run(() => answerRows(app, prefer)), missing };
}

export async function buildAndLevel(
  table: Table,
  cls: Doc,
  subclasses: ReadonlySet<string>,
  label: string,
  /**
   * Further picks by option type (e.g. a complication's UUID, or "companion" and a companion actor's UUID),
   * the level to stop at, and further options the rows tick first (e.g. a kit's UUID).
   */
  more: {
    picks?: Readonly<Record<string, string>>;
    levelTo?: number;
    prefer?: ReadonlySet<string>;
    /** Called once each level is taken and checked, with the hero (e.g. to look at its companion). */
    afterLevel?: (level: number, hero: HarnessDocument) => void;
    /** Who builds (Alice unless told) and, when given, the empty hero they build from its sheet's button. */
    player?: SimClient;
    target?: HarnessDocument;
  } = {},
): Promise<Figures> {
  const { session, gm, uuidOf } = table;
  const alice = more.player ?? table.alice;
  const tab = alice.run(() => new ActorDirectory());
  await alice.run(() => open(tab));
  if (more.target) {
    const empty = await heroSheetOn(alice, more.target);
    await alice.run(() => click(empty, "buildHero"));
    await alice.run(() => (empty as unknown as { close(): Promise<unknown> }).close());
  } else await alice.run(() => HeroBuilder.open());
  await session.settle();
  const builder = windowOn(alice, HERO_BUILDER_ID);
  if (!builder) throw new Error("no builder");
  const set = async (selector: string, value: string) => {
    await alice.run(() => change(find(builder, selector), value));
    await session.settle();
  };
  const firstOf = (type: string) =>
    alice.run(
      () =>
        builder.element.querySelector<HTMLSelectElement>(`[name="pick-${type}"]`)?.options[1]?.value ?? "",
    );
  await set('[name="name"]', label);
  await set('[name="pick-class"]', uuidOf.get(cls._id) ?? "");
  for (const type of ["ancestry", "culture", "career", "subclass", "kit"]) {
    const value = firstOf(type);
    if (value) await set(`[name="pick-${type}"]`, value);
  }
  for (const [type, value] of Object.entries(more.picks ?? {})) await set(`[name="pick-${type}"]`, value);
  const before = new Set(gm.collection("Actor").contents.map((a) => a.id));
  let missingShown = 0;
  const prefer = new Set([...subclasses, ...(more.prefer ?? [])]);
  const { touched, missing } = answerWindow(alice, builder, prefer, () => new Set());
  missingShown += missing;
  const last = touched.at(-1);
  if (last) {
    alice.run(() => last.dispatchEvent(new Event("change", { bubbles: true })));
    await session.settle();
  }
  await alice.run(() => click(builder, "finish"));
  await session.settle();
  const hero: HarnessDocument | undefined =
    more.target ?? gm.collection("Actor").contents.find((a) => !before.has(a.id) && a.type === "hero");
  if (!hero || builder.rendered) {
    const problems = alice.run(() =>
      [...builder.element.querySelectorAll(".advance-problem, .problems, [role=alert]")].map((e) => {
        const row = e.closest("[data-advance-row]");
        return `${row?.querySelector("legend")?.textContent ?? ""}: ${e.textContent}`;
      }),
    );
    throw new Error(`${label}: not built: ${problems.join(" | ")}`);
  }
  const actor = () =>
    on(gm, hero) as unknown as {
      system: {
        level: number;
        stamina: { max: number };
        recoveries: { max: number };
        bonuses: { stamina: { echelon: number; level: number; treasure: number } };
      };
      items: {
        contents: {
          type: string;
          name: string;
          _source: { _stats?: { compendiumSource?: string | null } };
          system: Record<string, unknown>;
        }[];
      };
    };
  const owned = () =>
    new Set(
      actor()
        .items.contents.map((i) => i._source._stats?.compendiumSource ?? "")
        .filter(Boolean),
    );
  const figures: Figures = {
    stamina: {},
    expected: {},
    recoveries: {},
    items: 0,
    kits: 0,
    missingShown: 0,
  };
  const stamina = cls.system["stamina"] as { starting: number; perLevel: number };
  const check = (level: number) => {
    const a = actor();
    expect(a.system.level, label).toBe(level);
    const sources = a.items.contents.map((i) => i._source._stats?.compendiumSource ?? i.name);
    const twice = sources.filter((s, i) => sources.indexOf(s) !== i);
    expect(twice, `${label} at ${level}: items twice`).toEqual([]);
    const kits = a.items.contents.filter((i) => i.type === "kit");
    // One kit, or two for the Tactician (its Field Arsenal feature picks two); never one more beside.
    expect(kits.length, `${label}: kits`).toBeLessThanOrEqual(cls.name === "Tactician" ? 2 : 1);
    figures.kits = kits.length;
    expect(
      a.items.contents.filter((i) => i.type === "subclass").length,
      `${label}: subclasses ${a.items.contents.map((i) => `${i.type}:${i.name}`).join(", ")}`,
    ).toBe(Math.max(1, subclasses.size));
    // R-HERO-KIT-TWO: with two kits the higher stamina bonus counts (README "Two kits").
    const kitStamina = Math.max(
      0,
      ...kits.map((k) => (k.system["bonuses"] as { stamina?: number } | undefined)?.stamina ?? 0),
    );
    figures.stamina[level] = a.system.stamina.max;
    // The features' own stated stamina (e.g. a Talent's Battle Augmentation, 3 per echelon), as effects.
    const effect = a.system.bonuses.stamina;
    figures.expected[level] =
      stamina.starting +
      stamina.perLevel * (level - 1) +
      (kitStamina + effect.echelon) * echelon(level) +
      effect.level * level +
      effect.treasure +
      flatStamina(a.items.contents, table.byId);
    figures.recoveries[level] = a.system.recoveries.max;
    expect(a.system.recoveries.max, `${label}: recoveries`).toBe(cls.system["recoveries"]);
    figures.items = a.items.contents.length;
    more.afterLevel?.(level, hero);
  };
  /** Answers the level-up window until it closes (it stays open on what granted items still owe). */
  const finishWindow = async (level: number) => {
    for (let round = 0; round < 6; round++) {
      const app = windowOn(alice, levelUpId(hero.id));
      if (!app) return;
      const { missing } = answerWindow(alice, app, prefer, owned);
      missingShown += missing;
      await alice.run(() => click(app, "apply"));
      await session.settle();
    }
    throw new Error(`${label}: the level ${level} window never closed`);
  };
  await finishWindow(1);
  check(1);
  const sheet = await heroSheetOn(alice, hero);
  for (let level = 2; level <= (more.levelTo ?? 10); level++) {
    await alice.run(() => click(sheet, "levelUp"));
    await session.settle();
    await finishWindow(level);
    check(level);
  }
  figures.missingShown = missingShown;
  await alice.run(() => (sheet as unknown as { close(): Promise<unknown> }).close());
  return figures;
}
