// @vitest-environment happy-dom
/** How the simulation treats user HTML (test/sim/html-behaviours.ts), each behaviour on its own. */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { create } from "../session/table.ts";
import { HTML_BEHAVIOURS } from "./html-behaviours.ts";
import { SIM_BEHAVIOURS } from "./behaviours.ts";
import { sanitizeHtml, serverHtmlPaths } from "./server-html.ts";
import { enrichHTML } from "./applications/text-editor.ts";
import { createHandlebars } from "../harness/handlebars.ts";
import { createLocalizer } from "../harness/i18n.ts";
import type { Plain } from "../harness/utils.ts";

const ATTACK = `<p>Hit <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">it</a></p>`;

describe("v13 simulation: user HTML", () => {
  it("lists each behaviour with its v13 source in SIM_BEHAVIOURS", () => {
    for (const b of HTML_BEHAVIOURS) {
      expect(b.source).toMatch(/^v13 (client|common)\//);
      expect(SIM_BEHAVIOURS).toContainEqual(b);
    }
  });

  it("the server's cleaning drops scripts, on… attributes and javascript: URLs, and keeps the markup", () => {
    const clean = sanitizeHtml(ATTACK);
    expect(clean).toBe(`<p>Hit <img src="x"><a>it</a></p>`);
    expect(sanitizeHtml("<p><strong>Push 2</strong> and <em>slowed</em></p>")).toBe(
      "<p><strong>Push 2</strong> and <em>slowed</em></p>",
    );
  });

  it("the server cleans core ChatMessage content and flavor a player writes", async () => {
    const s = await startSession();
    const player = s.players[0];
    if (!player) throw new Error("no player");
    const message = await create(player, "ChatMessage", { content: ATTACK, flavor: ATTACK });
    const stored = s.server.world.get("ChatMessage")?.get(message.id) as Plain;
    expect(stored["content"]).toBe(`<p>Hit <img src="x"><a>it</a></p>`);
    expect(stored["flavor"]).not.toMatch(/onerror|<script|javascript:/);
  });

  it("the server cleans a system field only where system.json lists it (embedded items too); a name is stored as given", async () => {
    expect(serverHtmlPaths("Item", "ability")).toEqual(
      expect.arrayContaining(["system.effect.before", "system.effect.after"]),
    );
    expect(serverHtmlPaths("Item", "nonsense")).toEqual([]);
    const s = await startSession();
    const actor = await create(s.gm, "Actor", {
      name: ATTACK,
      type: "hero",
      system: { biography: { value: ATTACK } },
      items: [{ name: "Strike", type: "ability", system: { effect: { before: ATTACK } } }],
    });
    const stored = s.server.world.get("Actor")?.get(actor.id) as Plain & { items: Plain[] };
    expect(stored["name"]).toBe(ATTACK);
    expect(JSON.stringify(stored["system"])).not.toMatch(/onerror|<script|javascript:/);
    expect(JSON.stringify(stored.items[0]?.["system"])).not.toMatch(/onerror|<script|javascript:/);
    await s.gm.run(() => actor.update({ "system.biography.gmNotes": ATTACK }));
    expect(JSON.stringify(stored["system"])).not.toMatch(/onerror/);
  });

  it("enrichHTML does not sanitise; it removes unrevealed secrets unless asked for them", async () => {
    expect(await enrichHTML("")).toBe("");
    expect(await enrichHTML(`<img src="x" onerror="alert(1)">`)).toBe(`<img src="x" onerror="alert(1)">`);
    const secret = `<p>Open</p><section class="secret"><p>Hidden</p></section>`;
    expect(await enrichHTML(secret)).toBe("<p>Open</p>");
    expect(await enrichHTML(secret, { secrets: true })).toBe(secret);
  });

  it("localize output is escaped by {{ }}, concat output is not", () => {
    const hbs = createHandlebars(createLocalizer("en"));
    const text = "<b>x</b>";
    expect(hbs.compile(`{{localize "STEELBOUND.Save.Prompt" name=text}}`)({ text })).toContain("&lt;b&gt;");
    expect(hbs.compile(`{{concat "a" text}}`)({ text })).toBe("a<b>x</b>");
  });
});
