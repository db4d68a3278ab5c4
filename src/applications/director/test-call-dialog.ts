/**
 * The Director calls for a test (R-TS-1): a characteristic, a difficulty and the heroes who roll. One hero
 * makes a test others may assist (R-TS-4); several make a group test (R-TS-5). Posts a `testCall` card
 * (src/chat/test-call-model.ts) each hero rolls from.
 */
import { templatePath } from "../../constants.ts";
import { gameLocalizer } from "../../i18n.ts";
import { DIFFICULTIES, testCallDialogContext } from "./context/test-call.ts";
import { CHARACTERISTICS, type Characteristic } from "../../rules/types.ts";
import type { TestDifficulty } from "../../rules/index.ts";
import { heroSystem } from "../sheets/adapters.ts";

export interface TestCallChoice {
  characteristic: Characteristic;
  difficulty: TestDifficulty;
  heroes: string[];
  /** R-PR-12: the creature (actor UUID) opposing the one hero; "" for an ordinary test. */
  opponent: string;
}

/** Reads the dialog's answer; junk falls back to the first choices and unknown heroes are dropped. */
export function testCallFromForm(
  form: Readonly<Record<string, unknown>>,
  heroIds: readonly string[],
  opponentIds: readonly string[] = [],
): TestCallChoice | null {
  const characteristic = CHARACTERISTICS.find((c) => c === form["characteristic"]) ?? "might";
  const difficulty = DIFFICULTIES.find((d) => d === form["difficulty"]) ?? "medium";
  const heroes = heroIds.filter((id) => form[`hero.${id}`] === true);
  const opponent = opponentIds.find((o) => o === form["opponent"]) ?? "";
  if (heroes.length === 0) return null;
  // R-PR-12: an opposed test is one hero against one creature (the first hero ticked).
  return { characteristic, difficulty, heroes: opponent === "" ? heroes : heroes.slice(0, 1), opponent };
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

function playerHeroes(): { id: string; name: string; uuid: string }[] {
  return (game.actors?.contents ?? []).flatMap((a) =>
    a.hasPlayerOwner && heroSystem(a) ? [{ id: a.id, name: a.name, uuid: a.uuid }] : [],
  );
}

/** Opens the dialog on the GM's client and posts the card; resolves to the message id, or null. */
export async function callForTest(): Promise<string | null> {
  if (!game.user?.isGM) return null;
  const heroes = playerHeroes();
  const opponents = sceneOpponents();
  const i18n = gameLocalizer();
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("director/test-call-dialog.hbs"),
    testCallDialogContext(i18n, heroes, opponents),
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
    opponents.map((o) => o.uuid),
  );
  if (!choice) {
    ui.notifications?.warn(i18n.localize("STEELBOUND.TestCall.NoHeroes"));
    return null;
  }
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
      difficulty: choice.difficulty,
      group: !opposed && rows.length > 1,
      opposed,
      rows,
    },
    speaker: { alias: i18n.localize("STEELBOUND.TestCall.Director") },
  });
  return message?.id ?? null;
}
