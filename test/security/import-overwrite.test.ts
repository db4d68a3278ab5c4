// @vitest-environment happy-dom
/**
 * The official importer never overwrites a world document silently. A file whose
 * monster has the _id of a world monster the import did not create: the GM clicks the Actors tab's import
 * button, is asked, and the world's monster is kept unless the GM chooses replace; a summary follows.
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { answerDialog, click, find, open } from "../sim/applications/user.ts";
import { create } from "../session/table.ts";

const FIXTURES = join(import.meta.dirname, "../import/fixtures/official");
const PELTER = readFileSync(join(FIXTURES, "monsters/npc_Mudling_Pelter_MudPelter000001.json"), "utf8");
const file = () => new File([PELTER], "pelter.json", { type: "application/json" });

async function pick(session: Session, gm: SimClient, tab: { element: HTMLElement }, answer: string) {
  await gm.run(() => click(find(tab, ".steelbound-official-import")));
  const input = gm.run(() => find(tab, "input.steelbound-official-import-file")) as HTMLInputElement;
  Object.defineProperty(input, "files", { configurable: true, value: [file()] });
  const before = gm.notifications.length;
  gm.run(() => input.dispatchEvent(new Event("change")));
  await gm.run(() => answerDialog(answer));
  for (let i = 0; i < 100 && !gm.notifications.slice(before).some((n) => /created/.test(n.message)); i++)
    await session.settle();
}

describe("The importer never overwrites silently", () => {
  it("a world monster with the file's id is kept unless the GM chooses replace; the summary says so", async () => {
    const session = await startSession({ players: ["Alice"] });
    const { gm } = session;
    await create(
      gm,
      "Actor",
      { _id: "MudPelter0000001", name: "My Own Monster", type: "monster" },
      { keepId: true },
    );
    const tab = gm.run(() => new ActorDirectory());
    await gm.run(() => open(tab));
    await pick(session, gm, tab, "skip");
    expect(gm.collection("Actor").get("MudPelter0000001")?.name).toBe("My Own Monster");
    expect(gm.notifications.at(-1)?.message).toMatch(/1 of the world's own kept/);
    await pick(session, gm, tab, "copy");
    expect(gm.collection("Actor").get("MudPelter0000001")?.name).toBe("My Own Monster");
    expect(gm.collection("Actor").contents.filter((a) => a.name === "Mudling Pelter")).toHaveLength(1);
    await pick(session, gm, tab, "replace");
    expect(gm.collection("Actor").get("MudPelter0000001")?.name).toBe("Mudling Pelter");
    expect(gm.notifications.at(-1)?.message).toMatch(/1 replaced/);
  });
});
