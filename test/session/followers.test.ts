// @vitest-environment happy-dom
/**
 * Followers (R-RW-1): the Director makes an artisan and a sage; they join Korva from his rendered sheet
 * (the Director's drop, then Alice's, which the GM checks against Korva's renown), and each makes one
 * project roll a day for Korva's project: Alice clicks on her own client, the GM rolls and writes, every
 * client sees the card and the new points. Forged requests and writes are refused. Steps share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "./table.ts";
import { actorOn, clickAnswering, lastCardOn, ownSheetOn, systemOf, warningsOn } from "./play.ts";
import {
  answerDialog,
  change,
  click,
  currentDialog,
  drop,
  field,
  find,
  findAll,
  textOf,
  waitForDialog,
} from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let ilsa: HarnessDocument;
let oren: HarnessDocument;
let projectId = "";

const korvaOn = (client: SimClient) => actorOn(client, table.heroes.alice);
const pointsOn = (client: SimClient): number =>
  (korvaOn(client).items.get(projectId)?.system as unknown as { points: number }).points;
const levelOn = (client: SimClient, doc: HarnessDocument, userId: string): number | undefined =>
  client.run(() => (on(client, doc) as unknown as { ownership: Record<string, number> }).ownership[userId]);
const followerRows = (sheet: Parameters<typeof findAll>[0]): string[] =>
  findAll(sheet, ".follower-list .follower").map((li) => li.dataset["uuid"] ?? "");

describe("followers", () => {
  it("R-RW-1: the Director makes an artisan and a sage: Reason 1 and Might 1 or Intuition 1, Caelian", async () => {
    table = await setUpTable();
    const { gm, session } = table;
    ilsa = await create(gm, "Actor", {
      name: "Ilsa",
      type: "follower",
      system: { kind: "artisan", skills: ["blacksmithing", "carpentry", "mechanics", "tailoring"] },
    });
    oren = await create(gm, "Actor", {
      name: "Oren",
      type: "follower",
      ownership: { default: 1 },
      system: { kind: "sage", skills: ["history", "magic", "nature", "timescape"] },
    });
    await gm.run(() => korvaOn(gm).update({ system: { renown: 3 } }));
    const [project] = await gm.run(() =>
      korvaOn(gm).createEmbeddedDocuments("Item", [
        {
          name: "Forge a Blade",
          type: "project",
          system: { goal: 60, points: 0, characteristics: ["reason"] },
        },
      ]),
    );
    projectId = project?.id ?? "";
    await session.settle();
    for (const client of session.clients) {
      expect(systemOf(client, ilsa, "characteristics")).toEqual({
        might: 1,
        agility: 0,
        reason: 1,
        intuition: 0,
        presence: 0,
      });
      expect(systemOf(client, oren, "characteristics.intuition")).toBe(1);
      expect([...(systemOf(client, oren, "languages") as Set<string>)]).toEqual(["Caelian"]);
    }
  });

  it("R-RW-1: the Director drops Ilsa on Korva's sheet; Alice now sees her on Korva's Projects tab, read-only", async () => {
    const { gm, alice, session, heroes } = table;
    const sheet = await ownSheetOn(gm, korvaOn(gm));
    await gm.run(() => drop(sheet, { type: "Actor", uuid: ilsa.uuid }));
    await session.settle();
    for (const client of session.clients) expect(systemOf(client, ilsa, "hero")).toBe(heroes.alice.uuid);
    expect(levelOn(gm, ilsa, alice.userId)).toBe(2);
    const aliceSheet = await ownSheetOn(alice, korvaOn(alice));
    expect(followerRows(aliceSheet)).toEqual([ilsa.uuid]);
    expect(textOf(find(aliceSheet, ".follower-count"))).toContain("1 / 1");
    const ilsaSheet = await ownSheetOn(alice, on(alice, ilsa));
    expect(alice.run(() => ilsaSheet.isEditable)).toBe(false);
    expect(findAll(ilsaSheet, "input")).toHaveLength(0);
  });

  it("R-RW-1: Alice drops Oren on her sheet: refused at renown 3 (one follower), accepted at renown 6", async () => {
    const { gm, alice, session, heroes } = table;
    const sheet = await ownSheetOn(alice, korvaOn(alice));
    const seen = alice.notifications.length;
    await alice.run(() => drop(sheet, { type: "Actor", uuid: oren.uuid }));
    await session.settle();
    expect(warningsOn(alice, seen)).toHaveLength(1);
    for (const client of session.clients) expect(systemOf(client, oren, "hero")).toBeNull();
    await gm.run(() => korvaOn(gm).update({ system: { renown: 6 } }));
    await session.settle();
    await alice.run(() => drop(sheet, { type: "Actor", uuid: oren.uuid }));
    await session.settle();
    for (const client of session.clients) expect(systemOf(client, oren, "hero")).toBe(heroes.alice.uuid);
    expect(levelOn(gm, oren, alice.userId)).toBe(2);
    expect(followerRows(sheet).sort()).toEqual([ilsa.uuid, oren.uuid].sort());
  });

  it("R-RW-1, R-DT-1: Alice has Ilsa roll for Korva's project; the GM rolls 2d10 + Reason 1 + 2 (Blacksmithing) and every client sees 17 points", async () => {
    const { alice, session } = table;
    const sheet = await ownSheetOn(alice, korvaOn(alice));
    queueDice(8, 6);
    await clickAnswering(
      table,
      alice,
      find(sheet, `[data-action=followerProject][data-uuid="${ilsa.uuid}"]`),
      "ok",
      {
        project: projectId,
        characteristic: "reason",
        skill: "blacksmithing",
      },
    );
    for (const client of session.clients) {
      expect(pointsOn(client)).toBe(17);
      const card = lastCardOn(client);
      expect(textOf(card)).toContain("Ilsa works on Korva's project");
      expect(textOf(card)).toContain("17 / 60");
    }
    // Her roll of the day is spent: Alice's sheet shows it instead of the button.
    const row = find(sheet, `.follower[data-uuid="${ilsa.uuid}"]`);
    expect(findAll(row, "[data-action=followerProject]")).toHaveLength(0);
    expect(textOf(row)).toContain("Project roll made today");
  });

  it("R-RW-1: a second roll the same day, a skill Ilsa lacks, Bob asking, or Alice clearing the day herself: all refused", async () => {
    const { alice, bob, session } = table;
    const project = korvaOn(alice).items.get(projectId);
    const ask = (client: SimClient, skill: string) =>
      client.run(() =>
        requestGm({
          kind: "followerProject",
          followerUuid: ilsa.uuid,
          projectUuid: project?.uuid ?? "",
          characteristic: "reason",
          skill,
        }),
      );
    expect(await ask(alice, "blacksmithing")).toBeNull();
    const orenProject = (client: SimClient, skill: string, characteristic: "reason" | "might") =>
      client.run(() =>
        requestGm({
          kind: "followerProject",
          followerUuid: oren.uuid,
          projectUuid: project?.uuid ?? "",
          characteristic,
          skill,
        }),
      );
    expect(await orenProject(alice, "blacksmithing", "reason")).toBeNull();
    expect(await orenProject(alice, "history", "might")).toBeNull();
    expect(await orenProject(bob, "history", "reason")).toBeNull();
    await alice.run(() => on(alice, ilsa).update({ system: { projectDay: null } })).catch(() => undefined);
    await session.settle();
    for (const client of session.clients) {
      expect(pointsOn(client)).toBe(17);
      expect(systemOf(client, ilsa, "projectDay")).toBe(0);
      expect(systemOf(client, oren, "projectDay")).toBeNull();
    }
  });

  it("R-RW-1: the Director starts a new day on Ilsa's sheet; Alice's sheet offers her roll again", async () => {
    const { gm, alice, session } = table;
    const ilsaSheet = await ownSheetOn(gm, on(gm, ilsa));
    await gm.run(() => click(ilsaSheet, "newDay"));
    await session.settle();
    for (const client of session.clients) expect(systemOf(client, ilsa, "projectDay")).toBeNull();
    const sheet = await ownSheetOn(alice, korvaOn(alice));
    expect(findAll(sheet, `[data-action=followerProject][data-uuid="${ilsa.uuid}"]`)).toHaveLength(1);
  });

  it("R-RW-1: Alice releases Oren from Korva's sheet; he serves nobody and she no longer sees him", async () => {
    const { gm, alice, session } = table;
    const sheet = await ownSheetOn(alice, korvaOn(alice));
    await alice.run(() => click(find(sheet, `[data-action=releaseFollower][data-uuid="${oren.uuid}"]`)));
    await session.settle();
    for (const client of session.clients) expect(systemOf(client, oren, "hero")).toBeNull();
    expect(levelOn(gm, oren, alice.userId)).toBe(1);
    expect(followerRows(sheet)).toEqual([ilsa.uuid]);
  });
});

describe("followers and the world clock", () => {
  const timeOn = (client: SimClient) =>
    client.game["time"] as { worldTime: number; advance(delta: number): Promise<number> };
  const rollButtons = (sheet: Parameters<typeof findAll>[0]) =>
    findAll(sheet, `[data-action=followerProject][data-uuid="${ilsa.uuid}"]`);
  const rollIlsa = async (sheet: Parameters<typeof findAll>[0]) => {
    queueDice(5, 5);
    await clickAnswering(
      table,
      table.alice,
      find(sheet, `[data-action=followerProject][data-uuid="${ilsa.uuid}"]`),
      "ok",
      {
        project: projectId,
        characteristic: "reason",
        skill: "blacksmithing",
      },
    );
  };

  it("R-RW-1: an hour on the world clock is the same day (refused); the Director's day on the clock frees Ilsa on Alice's client", async () => {
    const { gm, alice, bob, session } = table;
    const sheet = await ownSheetOn(alice, korvaOn(alice));
    for (const client of session.clients) expect(timeOn(client).worldTime).toBe(0);
    await rollIlsa(sheet); // 5 + 5 + 1 + 2 = 13
    for (const client of session.clients) {
      expect(pointsOn(client)).toBe(30);
      expect(systemOf(client, ilsa, "projectDay")).toBe(0);
    }
    // An hour later: the same day, so the sheet offers nothing and a forged request is refused.
    await gm.run(() => timeOn(gm).advance(3600));
    await session.settle();
    for (const client of session.clients) expect(timeOn(client).worldTime).toBe(3600);
    expect(rollButtons(sheet)).toHaveLength(0);
    const project = korvaOn(alice).items.get(projectId);
    const ask = () =>
      alice.run(() =>
        requestGm({
          kind: "followerProject",
          followerUuid: ilsa.uuid,
          projectUuid: project?.uuid ?? "",
          characteristic: "reason",
          skill: "blacksmithing",
        }),
      );
    expect(await ask()).toBeNull();
    // A player cannot move the clock (core.time is a world setting: SETTINGS_MODIFY).
    await alice.run(() => timeOn(alice).advance(86_400)).catch(() => undefined);
    await bob.run(() => timeOn(bob).advance(86_400)).catch(() => undefined);
    await session.settle();
    for (const client of session.clients) expect(timeOn(client).worldTime).toBe(3600);
    // The Director ends the day: the clock reaches day 1 on every client and Alice's open sheet offers the roll.
    await gm.run(() => timeOn(gm).advance(82_800));
    await session.settle();
    for (const client of session.clients) expect(timeOn(client).worldTime).toBe(86_400);
    expect(rollButtons(sheet)).toHaveLength(1);
    await rollIlsa(sheet);
    for (const client of session.clients) {
      expect(pointsOn(client)).toBe(43);
      expect(systemOf(client, ilsa, "projectDay")).toBe(1);
    }
    expect(rollButtons(sheet)).toHaveLength(0);
    expect(await ask()).toBeNull();
    for (const client of session.clients) expect(pointsOn(client)).toBe(43);
  });
});

describe("project languages", () => {
  const projectOn = (client: SimClient) => korvaOn(client).items.get(projectId);
  const advanceADay = async () => {
    const { gm, session } = table;
    await gm.run(() => (gm.game["time"] as { advance(d: number): Promise<number> }).advance(86_400));
    await session.settle();
  };
  const rollIlsa = async () => {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    queueDice(5, 5);
    await clickAnswering(
      table,
      table.alice,
      find(sheet, `[data-action=followerProject][data-uuid="${ilsa.uuid}"]`),
      "ok",
      { project: projectId, characteristic: "reason", skill: "blacksmithing" },
    );
  };

  it("R-DT-2: Alice writes the source's language and its related languages on the project's sheet; every client stores them", async () => {
    const { alice, session } = table;
    const project = projectOn(alice);
    if (!project) throw new Error("no project");
    const sheet = await ownSheetOn(alice, project);
    await alice.run(() => change(field(sheet, "[name='system.sourceLanguage']"), "Zaliac"));
    await alice.run(() => change(field(sheet, "[name='system.relatedLanguages']"), "Lararian, Yllyric"));
    await session.settle();
    for (const client of session.clients) {
      const system = projectOn(client)?.system as unknown as {
        sourceLanguage: string;
        relatedLanguages: Set<string>;
      };
      expect(system.sourceLanguage).toBe("Zaliac");
      expect([...system.relatedLanguages]).toEqual(["Lararian", "Yllyric"]);
    }
    expect(field(sheet, "[name='system.relatedLanguages']").value).toBe("Lararian, Yllyric");
  });

  it("R-DT-1: Korva knows only a related language (Lararian): his own project roll has a bane (−2), shown in the dialog", async () => {
    const { gm, alice, session } = table;
    await gm.run(() => korvaOn(gm).update({ system: { languages: ["Caelian", "Lararian"] } }));
    await session.settle();
    const before = pointsOn(alice);
    const reason = systemOf(alice, table.heroes.alice, "characteristics.reason") as number;
    const sheet = await ownSheetOn(alice, korvaOn(alice));
    queueDice(6, 6);
    const clicking = alice.run(() =>
      click(find(sheet, `[data-action=rollProject][data-item-id="${projectId}"]`)),
    );
    await alice.run(() => waitForDialog());
    expect(textOf(alice.run(() => currentDialog()))).toContain("The source's language unknown");
    await alice.run(() => answerDialog("roll"));
    await clicking;
    await session.settle();
    for (const client of session.clients)
      expect(pointsOn(client)).toBe(before + Math.max(1, 12 + reason - 2));
  });

  it("R-DT-1: the GM reads Ilsa's languages from her document: Caelian only is a double bane (−4); once the Director teaches her Zaliac, none", async () => {
    const { gm, session } = table;
    await advanceADay();
    let before = pointsOn(gm);
    await rollIlsa(); // 5 + 5 + Reason 1 + 2 − 4
    for (const client of session.clients) expect(pointsOn(client)).toBe(before + 9);
    await gm.run(() => on(gm, ilsa).update({ system: { languages: ["Caelian", "Zaliac"] } }));
    await advanceADay();
    before = pointsOn(gm);
    await rollIlsa(); // 5 + 5 + 1 + 2
    for (const client of session.clients) expect(pointsOn(client)).toBe(before + 13);
  });
});

describe("the follower's biography", () => {
  it("R-RW-1: the Director edits Ilsa's biography in the sheet's editor; Alice reads it cleaned and enriched, without an editor or the GM notes", async () => {
    const { gm, alice, session } = table;
    const gmSheet = await ownSheetOn(gm, on(gm, ilsa));
    expect(findAll(gmSheet, "prose-mirror[name='system.biography.value']")).toHaveLength(1);
    expect(findAll(gmSheet, "prose-mirror[name='system.biography.gmNotes']")).toHaveLength(1);
    // What the editor saves: the form's update of the HTML fields (v13 HTMLField, cleaned by the server).
    await gm.run(() =>
      on(gm, ilsa).update({
        system: {
          biography: {
            value: "<p>Apprenticed at the <strong>Zaliac</strong> forges.</p><script>alert(1)</script>",
            gmNotes: "<p>Secretly owes the guild.</p>",
          },
        },
      }),
    );
    await session.settle();
    const sheet = await ownSheetOn(alice, on(alice, ilsa));
    expect(findAll(sheet, "prose-mirror")).toHaveLength(0);
    const bio = find(sheet, ".tab.biography .prose");
    expect(textOf(bio)).toContain("Apprenticed at the Zaliac forges.");
    expect(findAll(bio, "strong")).toHaveLength(1);
    expect(findAll(sheet, "script")).toHaveLength(0);
    expect(textOf(sheet)).not.toContain("owes the guild");
    expect(textOf(gmSheet)).toContain("owes the guild");
  });
});
