import { beforeEach, describe, expect, it } from "vitest";
import { queueDice } from "../harness/rolls.ts";
import { createActor, freshWorld, harnessGame } from "../harness/world.ts";
import { renderTemplate } from "../harness/handlebars.ts";
import { notifications } from "../harness/globals.ts";
import {
  readSaveResult,
  rollSave,
  saveResultContent,
  succeedSaveWithToken,
  type SaveResultFlags,
} from "../../src/chat/save-card.ts";
import type { SteelActor } from "../../src/documents/actor.ts";

type Data = Record<string, unknown>;
interface StoredMessage {
  id: string;
  flags: Data;
  content: string;
  update(changes: Data): Promise<void>;
}

/** ChatMessage.create and game.messages as the save card uses them: messages get an id and can be updated. */
function installChat(): StoredMessage[] {
  const messages: StoredMessage[] = [];
  const create = (data: Data) => {
    const message: StoredMessage = {
      id: `message${String(messages.length + 1).padStart(9, "0")}`,
      flags: (data["flags"] as Data | undefined) ?? {},
      content: typeof data["content"] === "string" ? data["content"] : "",
      update(changes: Data) {
        if (typeof changes["content"] === "string") this.content = changes["content"];
        if (changes["flags"]) this.flags = changes["flags"] as Data;
        return Promise.resolve();
      },
    };
    messages.push(message);
    return Promise.resolve(message);
  };
  const g = globalThis as unknown as { ChatMessage: Data };
  g.ChatMessage["create"] = create;
  Object.assign(harnessGame(), {
    messages: { contents: messages, get: (id: string) => messages.find((m) => m.id === id) },
  });
  return messages;
}

async function bearer(type: "hero" | "monster") {
  const actor = await createActor({
    name: type === "hero" ? "Kaede" : "Goblin",
    type,
    effects: [{ name: "Weakened", statuses: ["weakened"], flags: { steelbound: { duration: "save" } } }],
  });
  const effect = actor.effects.contents[0];
  if (!effect?.id) throw new Error("no effect");
  return { actor, effectId: effect.id };
}

const promptFor = (actor: SteelActor) => ({
  id: "prompt0000000001",
  flags: { steelbound: { savePrompt: { actor: actor.uuid, turn: "combat:1:hero" } } },
});

let messages: StoredMessage[] = [];
beforeEach(() => {
  freshWorld();
  messages = installChat();
});

describe("saving throw cards (R-AB-11)", () => {
  it("R-AB-11: the owner's roll of 6+ ends the effect and posts the result", async () => {
    const { actor, effectId } = await bearer("hero");
    queueDice(6);
    const save = await rollSave(promptFor(actor), effectId);
    expect(save).toMatchObject({ d10: 6, success: true, effectName: "Weakened", turn: "combat:1:hero" });
    expect(actor.effects.has(effectId)).toBe(false);
    expect(readSaveResult(messages[0] ?? { flags: null })).toEqual(save);
  });

  it("R-AB-11: a roll under 6 keeps the effect; the same save can't be rolled twice from one prompt", async () => {
    const { actor, effectId } = await bearer("monster");
    queueDice(5);
    expect(await rollSave(promptFor(actor), effectId)).toMatchObject({ success: false, hero: false });
    expect(actor.effects.has(effectId)).toBe(true);
    expect(await rollSave(promptFor(actor), effectId)).toBeNull();
    expect(actor.effects.has(effectId)).toBe(true);
    expect(notifications.at(-1)?.message).toBe("STEELBOUND.Save.AlreadyRolled");
  });

  it("R-AB-11: a bearer with a +1 save bonus rolls 1d10 + 1: a 5 (total 6) ends the effect, the card keeps the d10 and the bonus", async () => {
    const { actor, effectId } = await bearer("hero");
    await actor.update({ system: { bonuses: { saveBonus: 1 } } });
    queueDice(5);
    const save = await rollSave(promptFor(actor), effectId);
    expect(save).toMatchObject({ d10: 5, bonus: 1, threshold: 6, success: true });
    expect(actor.effects.has(effectId)).toBe(false);
    expect(readSaveResult(messages[0] ?? { flags: null })).toEqual(save);
  });

  it("R-AB-11: a card posted before the bonus existed reads as bonus 0", () => {
    const old = { steelbound: { save: { actor: "Actor.a", effect: "e", d10: 5, threshold: 6 } } };
    expect(readSaveResult({ flags: old })).toMatchObject({ d10: 5, bonus: 0 });
  });

  it("R-HT-2: a granted hero token ends the failed save's effect and the card says so", async () => {
    const { actor, effectId } = await bearer("hero");
    queueDice(2);
    await rollSave(promptFor(actor), effectId);
    const card = messages[0];
    if (!card) throw new Error("no card");
    await succeedSaveWithToken(card);
    expect(actor.effects.has(effectId)).toBe(false);
    expect(readSaveResult(card)).toMatchObject({ success: false, heroToken: true });
  });
});

describe("saves whose effect ends meanwhile (v13 strict embedded lookups)", () => {
  it("R-AB-11: an effect removed while the save card is posted ends quietly (no stale delete)", async () => {
    const { actor, effectId } = await bearer("hero");
    const g = globalThis as unknown as { ChatMessage: Data };
    const post = g.ChatMessage["create"] as (data: Data) => Promise<unknown>;
    // Another client (or the end of combat) removes the effect while our card is in flight.
    g.ChatMessage["create"] = async (data: Data) => {
      await actor.deleteEmbeddedDocuments("ActiveEffect", [effectId]);
      return post(data);
    };
    queueDice(8);
    await expect(rollSave(promptFor(actor), effectId)).resolves.toMatchObject({ success: true });
    expect(actor.effects.has(effectId)).toBe(false);
    expect(messages).toHaveLength(1);
  });

  it("R-HT-2: a hero token granted after the effect already ended still marks the card", async () => {
    const { actor, effectId } = await bearer("hero");
    queueDice(2);
    await rollSave(promptFor(actor), effectId);
    await actor.deleteEmbeddedDocuments("ActiveEffect", [effectId]);
    const card = messages[0];
    if (!card) throw new Error("no card");
    await succeedSaveWithToken(card);
    expect(readSaveResult(card)).toMatchObject({ heroToken: true });
  });
});

describe("the save result card's hero token button (R-HT-2)", () => {
  const failed: SaveResultFlags = {
    actor: "Actor.hero000000000001",
    effect: "effect0000000001",
    effectName: "Weakened",
    d10: 3,
    bonus: 0,
    threshold: 6,
    success: false,
    prompt: "prompt0000000001",
    turn: null,
    heroToken: false,
    hero: true,
  };
  const card = (save: SaveResultFlags, lang: "en" | "ja" = "en") =>
    renderTemplate(
      "templates/chat/save-result.hbs",
      { ...save, canSpendToken: save.hero && !save.success && !save.heroToken },
      lang,
    );

  it("R-HT-2: a hero's failed save offers to spend a hero token; a success, a monster or a spent token does not", () => {
    expect(card(failed)).toContain("data-steelbound-save-token");
    expect(card(failed)).toContain("Spend a hero token to succeed");
    expect(card(failed, "ja")).toContain("ヒーロー・トークン");
    expect(card({ ...failed, success: true, d10: 8 })).not.toContain("data-steelbound-save-token");
    expect(card({ ...failed, hero: false })).not.toContain("data-steelbound-save-token");
    const spent = card({ ...failed, heroToken: true });
    expect(spent).not.toContain("data-steelbound-save-token");
    expect(spent).toContain("A hero token turned this into a success");
  });

  it("R-AB-11: the prompt has one roll-save button per save-ends effect", () => {
    const html = renderTemplate("templates/chat/save-prompt.hbs", {
      name: "Kaede",
      saves: [
        { id: "a", name: "Weakened" },
        { id: "b", name: "Bleeding" },
      ],
    });
    expect(html.match(/data-steelbound-save="/g)).toHaveLength(2);
    expect(html).toContain("Bleeding");
  });

  it("renders its content through the system template", async () => {
    expect(await saveResultContent(failed)).toContain("chat/save-result.hbs");
  });
});
