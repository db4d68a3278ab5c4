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
}

/** Reads the dialog's answer; junk falls back to the first choices and unknown heroes are dropped. */
export function testCallFromForm(
  form: Readonly<Record<string, unknown>>,
  heroIds: readonly string[],
): TestCallChoice | null {
  const characteristic = CHARACTERISTICS.find((c) => c === form["characteristic"]) ?? "might";
  const difficulty = DIFFICULTIES.find((d) => d === form["difficulty"]) ?? "medium";
  const heroes = heroIds.filter((id) => form[`hero.${id}`] === true);
  return heroes.length > 0 ? { characteristic, difficulty, heroes } : null;
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
  const i18n = gameLocalizer();
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("director/test-call-dialog.hbs"),
    testCallDialogContext(i18n, heroes),
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
  );
  if (!choice) {
    ui.notifications?.warn(i18n.localize("STEELBOUND.TestCall.NoHeroes"));
    return null;
  }
  const rows = choice.heroes.flatMap((id) => {
    const hero = heroes.find((h) => h.id === id);
    return hero ? [{ actor: hero.uuid }] : [];
  });
  const message = await ChatMessage.create({
    type: "testCall",
    system: {
      characteristic: choice.characteristic,
      difficulty: choice.difficulty,
      group: rows.length > 1,
      rows,
    },
    speaker: { alias: i18n.localize("STEELBOUND.TestCall.Director") },
  });
  return message?.id ?? null;
}
