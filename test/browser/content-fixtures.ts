/**
 * in the preview gallery: the Content window before an import, while it writes, and its summary;
 * the welcome card of a fresh world (nothing yet) and of a world with only monsters.
 */
import { NEEDED, contentWindowContext, welcomeContext } from "../../src/applications/content/context.ts";
import type { Localizer } from "../../src/i18n.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

const window = (id: string, title: string, context: Record<string, unknown>): FixtureView => ({
  id,
  title,
  classes: ["steelbound", "content-app"],
  width: 520,
  parts: [["main", "content/content-window.hbs"]],
  context,
});

const welcome = (id: string, title: string, context: Record<string, unknown>): FixtureView => ({
  id,
  title,
  classes: ["steelbound", "welcome-app"],
  width: 440,
  parts: [["main", "content/welcome-card.hbs"]],
  context,
});

export function contentFixtureViews(i18n: Localizer): FixtureView[] {
  const monstersOnly = new Map(NEEDED.map(({ documentName, type }) => [`${documentName}.${type}`, 0]));
  monstersOnly.set("Actor.monster", 8);
  const stocked = new Map(NEEDED.map(({ documentName, type }, i) => [`${documentName}.${type}`, 3 + i * 7]));
  return [
    window("content-idle", "Content window — drop the official archive, a pack folder or exported files", {
      ...contentWindowContext(i18n, { step: "idle" }),
    }),
    window("content-busy", "Content window — writing the compendiums (65 % of the whole import)", {
      ...contentWindowContext(i18n, { step: "busy", progress: { phase: "write", done: 1285, total: 3056 } }),
    }),
    window(
      "content-done",
      "Content window — the summary after an import of the release zip, with refusals and a link that leads nowhere",
      {
        ...contentWindowContext(i18n, {
          step: "done",
          summary: {
            report: {
              documents: { read: 3058, converted: 3056, failed: 2 },
              byType: {},
              failures: [{ path: "packs/monsters/broken.json", why: "not valid JSON" }],
              unmapped: [],
            },
            tally: {
              packs: 9,
              folders: 41,
              created: 3050,
              updated: 0,
              kept: 4,
              replaced: 0,
              copied: 2,
              failed: 0,
            },
            refused: [
              {
                path: "packs/items/huge.json",
                why: "packs/items/huge.json is larger than 20 MB",
                code: "EntryTooLarge",
                data: { name: "packs/items/huge.json", limit: 20 },
              },
              {
                path: "packs/tables",
                why: "truncated data",
                code: "BadPack",
                data: { name: "tables", why: "truncated data" },
              },
            ],
            unmapped: 57,
            kinds: { leveldb: ["abilities", "classes", "monsters", "origins"], json: [], loose: 0 },
            links: {
              resolved: 2345,
              external: 5,
              dangling: [
                {
                  pack: "classes",
                  document: "Fixture Class",
                  field: "system.advancements[7].pool[0]",
                  uuid: "Compendium.world.classes.Item.FxMissing0000001",
                  missing: "document",
                },
              ],
            },
          },
        }),
      },
    ),
    welcome("welcome-fresh", "Welcome card — a fresh world with eight monsters and nothing else", {
      ...welcomeContext(i18n, monstersOnly),
    }),
    welcome("welcome-ready", "Welcome card — everything a table needs is there", {
      ...welcomeContext(i18n, stocked),
    }),
  ];
}
