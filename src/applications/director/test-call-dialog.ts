/**
 * The Director calls for a test (R-TS-1): a characteristic, a difficulty and the heroes who roll. One hero
 * makes a test others may assist (R-TS-4); several make a group test (R-TS-5). Posts a `testCall` card
 * (src/chat/test-call-model.ts) each hero rolls from.
 */
import { templatePath } from "../../constants.ts";
import { dialogIdPrefix } from "../dialogs/id-prefix.ts";
import { gameLocalizer, keyPart } from "../../i18n.ts";
import {
  DIFFICULTIES,
  OPPOSED,
  opposedCallDifficulty,
  testCallDialogContext,
  type Resister,
} from "./context/test-call.ts";
import { CHARACTERISTICS, type Characteristic } from "../../rules/types.ts";
import type { TestDifficulty } from "../../rules/index.ts";
import { heroSystem } from "../sheets/adapters.ts";

export interface TestCallChoice {
  characteristic: Characteristic;
  /** "opposed": set from those who resist (seed 004 §テスト guideline), once the heroes are known. */
  difficulty: TestDifficulty | typeof OPPOSED;
  heroes: string[];
  /** How many of each resister (by actor id) resist the task; only for an opposed test. */
  resisters: { id: string; count: number }[];
  /** R-PR-12: the creature (actor UUID) opposing the one hero in an opposed power roll; "" for none. */
  opponent: string;
}

/** Reads the dialog's answer; junk falls back to the first choices and unknown heroes are dropped. */
export function testCallFromForm(
  form: Readonly<Record<string, unknown>>,
  heroIds: readonly string[],
  resisterIds: readonly string[] = [],
  opponentIds: readonly string[] = [],
): TestCallChoice | null {
  const characteristic = CHARACTERISTICS.find((c) => c === form["characteristic"]) ?? "might";
  const difficulty =
    form["difficulty"] === OPPOSED
      ? OPPOSED
      : (DIFFICULTIES.find((d) => d === form["difficulty"]) ?? "medium");
  const heroes = heroIds.filter((id) => form[`hero.${id}`] === true);
  const resisters =
    difficulty === OPPOSED
      ? resisterIds.flatMap((id) => {
          const raw = Number(form[`resist.${id}`]);
          const count = Number.isFinite(raw) ? Math.min(99, Math.max(0, Math.trunc(raw))) : 0;
          return count > 0 ? [{ id, count }] : [];
        })
      : [];
  const opponent = opponentIds.find((o) => o === form["opponent"]) ?? "";
  if (heroes.length === 0) return null;
  // R-PR-12: an opposed power roll is one hero against one creature (the first hero ticked).
  return {
    characteristic,
    difficulty,
    heroes: opponent === "" ? heroes : heroes.slice(0, 1),
    resisters,
    opponent,
  };
}

/** The creatures on the viewed scene that may oppose a hero (R-PR-12): each token's actor, heroes left out. */
function sceneOpponents(): { uuid: string; name: string }[] {
  // The scene the Director is looking at (v13 Canvas#scene), else the active one.
  const scene = canvas?.scene ?? game.scenes?.active ?? null;
  const seen = new Set<string>();
  return (scene?.tokens.contents ?? []).flatMap((token) => {
    const actor = token.actor;
    if (!actor || heroSystem(actor) || seen.has(actor.uuid)) return [];
    seen.add(actor.uuid);
    return [{ uuid: actor.uuid, name: token.name }];
  });
}

function scoresOf(actor: { readonly system: unknown }): Record<Characteristic, number> {
  const score = (c: Characteristic): number => {
    const v: unknown = foundry.utils.getProperty(actor.system as object, `characteristics.${c}`);
    return typeof v === "number" ? v : 0;
  };
  return Object.fromEntries(CHARACTERISTICS.map((c) => [c, score(c)])) as Record<Characteristic, number>;
}

/**
 * Who may resist a task: the creatures with tokens on the active scene that no player owns, one row per
 * actor (a squad of one creature's minions is one row; the Director says how many of them resist).
 */
function sceneResisters(): (Resister & { actor: Actor.Implementation })[] {
  const seen = new Map<string, Resister & { actor: Actor.Implementation }>();
  // The scene the players are on (Scene#active, read from the collection itself).
  const scene = game.scenes?.find((s) => s.active);
  for (const token of scene?.tokens ?? []) {
    const actor = token.actor;
    if (!actor || actor.hasPlayerOwner) continue;
    const id = token.actorId ?? actor.id;
    if (id === null || seen.has(id)) continue;
    seen.set(id, { id, name: actor.name, scores: scoresOf(actor), actor });
  }
  return [...seen.values()];
}

function playerHeroes(): { id: string; name: string; uuid: string }[] {
  return (game.actors?.contents ?? []).flatMap((a) =>
    a.hasPlayerOwner && heroSystem(a) ? [{ id: a.id, name: a.name, uuid: a.uuid }] : [],
  );
}

/** Opens the dialog on the GM's client and posts the card; resolves to the message id, or null. */
export async function callForTest(): Promise<string | null> {
  if (!game.user?.isGM) return null;
  const heroes = playerHeroes();
  const resisters = sceneResisters();
  const opponents = sceneOpponents();
  const i18n = gameLocalizer();
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("director/test-call-dialog.hbs"),
    {
      ...testCallDialogContext(i18n, heroes, resisters, opponents),
      idPrefix: dialogIdPrefix("steelbound-test-call"),
    },
  );
  const result: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "STEELBOUND.TestCall.Open" },
    content,
    ok: { label: "STEELBOUND.TestCall.Post" },
  });
  if (typeof result !== "object" || result === null) return null;
  const choice = testCallFromForm(
    Object.fromEntries(Object.entries(result)),
    heroes.map((h) => h.id),
    resisters.map((r) => r.id),
    opponents.map((o) => o.uuid),
  );
  if (!choice) {
    ui.notifications?.warn(i18n.localize("STEELBOUND.TestCall.NoHeroes"));
    return null;
  }
  let difficulty: TestDifficulty;
  if (choice.difficulty === OPPOSED) {
    // Seed 004 §テスト: the guideline for a task some creature resists sets the difficulty.
    const c = choice.characteristic;
    const heroBonuses = choice.heroes.flatMap((id) => {
      const actor = game.actors.get(id);
      return actor ? [scoresOf(actor)[c]] : [];
    });
    const resisterBonuses = choice.resisters.flatMap(({ id, count }) => {
      const r = resisters.find((x) => x.id === id);
      return r ? Array.from({ length: count }, () => r.scores[c]) : [];
    });
    difficulty = opposedCallDifficulty(heroBonuses, resisterBonuses);
    const names = choice.resisters.flatMap(({ id, count }) => {
      const r = resisters.find((x) => x.id === id);
      return r ? [count > 1 ? `${r.name} ×${count}` : r.name] : [];
    });
    ui.notifications?.info(
      i18n.format(
        names.length > 0 ? "STEELBOUND.TestCall.Opposed.Set" : "STEELBOUND.TestCall.Opposed.NoOne",
        {
          difficulty: i18n.localize(`STEELBOUND.RollDialog.Difficulty${keyPart(difficulty)}`),
          names: names.join(", "),
        },
      ),
    );
  } else difficulty = choice.difficulty;
  const rows = choice.heroes.flatMap((id) => {
    const hero = heroes.find((h) => h.id === id);
    return hero ? [{ actor: hero.uuid }] : [];
  });
  const opposed = choice.opponent !== "";
  if (opposed) rows.push({ actor: choice.opponent });
  const message = await ChatMessage.create({
    type: "testCall",
    system: {
      characteristic: choice.characteristic,
      difficulty,
      group: !opposed && rows.length > 1,
      opposed,
      rows,
    },
    speaker: { alias: i18n.localize("STEELBOUND.TestCall.Director") },
  });
  return message?.id ?? null;
}
