// @vitest-environment happy-dom
/** The sim's TextEditor.enrichHTML makes content links and runs custom enrichers and @Embed as v13 does (./applications/text-editor.ts). */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { create } from "../session/table.ts";

type TE = { enrichHTML(content: string, options?: object): Promise<string> };
const textEditor = () =>
  (globalThis as unknown as { foundry: { applications: { ux: { TextEditor: { implementation: TE } } } } })
    .foundry.applications.ux.TextEditor.implementation;

describe("sim: enrichHTML custom enrichers and embeds (v13 TextEditor)", () => {
  it("a custom enricher replaces each match; with id and onRender the result is wrapped in enriched-content whose onRender runs on connection", async () => {
    const s = await startSession({ players: [] });
    const rendered: string[] = [];
    const html = await s.gm.run(async () => {
      const config = (globalThis as unknown as { CONFIG: { TextEditor: { enrichers: object[] } } }).CONFIG;
      config.TextEditor.enrichers.push({
        id: "shout",
        pattern: /!(\w+)!/g,
        enricher: (match: RegExpMatchArray) => {
          const b = document.createElement("b");
          b.textContent = (match[1] ?? "").toUpperCase();
          return Promise.resolve(b);
        },
        onRender: (el: HTMLElement) => rendered.push(el.textContent),
      });
      const out = await textEditor().enrichHTML("<p>say !hi! and !bye!</p>");
      const host = document.createElement("div");
      host.innerHTML = out;
      document.body.append(host);
      return out;
    });
    expect(html).toBe(
      '<p>say <enriched-content enricher="shout"><b>HI</b></enriched-content> and <enriched-content enricher="shout"><b>BYE</b></enriched-content></p>',
    );
    expect(rendered.sort()).toEqual(["BYE", "HI"]);
    expect(await s.gm.run(() => textEditor().enrichHTML("<p>!x!</p>", { custom: false }))).toBe("<p>!x!</p>");
  });

  it("@Embed[uuid]{label} replaces its paragraph with the document's toEmbed figure (caption and cite); an unknown uuid is a broken embed", async () => {
    const s = await startSession({ players: [] });
    const actor = await create(s.gm, "Actor", { name: "Korva", type: "hero" });
    const html = await s.gm.run(() => textEditor().enrichHTML(`<p>@Embed[${actor.uuid}]{The Fury}</p>`));
    // A hero's model has no toEmbed: nothing to embed, so v13 leaves the text.
    expect(html).toContain("@Embed");
    const doc = s.gm.run(() => s.gm.resolve(actor.uuid)) as unknown as { _buildEmbedHTML: unknown };
    doc._buildEmbedHTML = () => {
      const p = document.createElement("p");
      p.textContent = "stat block";
      return Promise.resolve(p);
    };
    const embedded = await s.gm.run(() => textEditor().enrichHTML(`<p>@Embed[${actor.uuid}]{The Fury}</p>`));
    expect(embedded).toBe(
      `<document-embed uuid="${actor.uuid}" data-uuid="${actor.uuid}" data-content-embed=""><figure class="content-embed"><p>stat block</p><figcaption><strong class="embed-caption">The Fury</strong><cite><a class="content-link" draggable="true" data-link="" data-uuid="${actor.uuid}" data-type="Actor">Korva</a></cite></figcaption></figure></document-embed>`,
    );
    const broken = await s.gm.run(() => textEditor().enrichHTML("<p>@Embed[Actor.nope0000nope0000]</p>"));
    expect(broken).toContain('class="broken content-embed"');
  });

  it("@UUID[uuid#hash]{name}: a known document becomes its content link (draggable, data-link, uuid, id, type, hash, the given name); an unknown one a broken link; documents: false leaves the text", async () => {
    const s = await startSession({ players: [] });
    const actor = await create(s.gm, "Actor", { name: "Korva", type: "hero" });
    const link = await s.gm.run(() =>
      textEditor().enrichHTML(`<p>See @UUID[${actor.uuid}#oath]{the Fury} now.</p>`),
    );
    const host = document.createElement("div");
    host.innerHTML = link;
    const a = host.querySelector("a");
    expect(a?.className).toBe("content-link");
    expect(a?.getAttribute("draggable")).toBe("true");
    expect(a?.hasAttribute("data-link")).toBe(true);
    expect([a?.dataset["uuid"], a?.dataset["id"], a?.dataset["type"], a?.dataset["hash"]]).toEqual([
      actor.uuid,
      actor.id,
      "Actor",
      "oath",
    ]);
    expect(a?.textContent).toBe("the Fury");
    expect(host.textContent).toBe("See the Fury now.");
    const unnamed = await s.gm.run(() => textEditor().enrichHTML(`<p>@UUID[${actor.uuid}]</p>`));
    expect(unnamed).toContain(">Korva</a>");
    const broken = await s.gm.run(() =>
      textEditor().enrichHTML("<p>@UUID[Actor.nope0000nope0000]{Gone}</p>"),
    );
    host.innerHTML = broken;
    expect(host.querySelector("a")?.className).toBe("content-link broken");
    expect(host.querySelector("a")?.hasAttribute("data-link")).toBe(false);
    expect(host.querySelector("a i")?.className).toBe("fa-solid fa-link-slash");
    const plain = await s.gm.run(() =>
      textEditor().enrichHTML(`<p>@UUID[${actor.uuid}]{x}</p>`, { documents: false }),
    );
    expect(plain).toBe(`<p>@UUID[${actor.uuid}]{x}</p>`);
  });
});
