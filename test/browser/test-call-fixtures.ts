/**
 * Gallery views for tests the Director calls for (R-TS-1, R-TS-4, R-TS-5): Korva's test with Tamsin's
 * assist as Alice sees it, a finished group test with its outcome, and the Director's dialog.
 */
import { testCallCardContext } from "../../src/chat/test-call-card.ts";
import { testCallDialogContext } from "../../src/applications/director/context/test-call.ts";
import type { TestCallData } from "../../src/chat/test-call-model.ts";
import type { Localizer } from "../../src/i18n.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

const KORVA = "Actor.korva00000000001";
const TAMSIN = "Actor.tamsin0000000001";
const WARLORD = "Scene.warren0000000001.Token.warlord000000001.Actor.goblin0000000001";
const names = { [KORVA]: "Korva", [TAMSIN]: "Tamsin", [WARLORD]: "Goblin Warlord" };
const pending = { test: "", total: null, outcome: "", assists: [] };

const assisted: TestCallData = {
  characteristic: "might",
  difficulty: "hard",
  group: false,
  opposed: false,
  rows: [
    {
      actor: KORVA,
      ...pending,
      assists: [{ actor: TAMSIN, test: "msg2", total: 16, outcome: "failure", edges: 1, banes: 0 }],
    },
  ],
};

const group: TestCallData = {
  characteristic: "agility",
  difficulty: "easy",
  group: true,
  opposed: false,
  rows: [
    { actor: KORVA, test: "msg3", total: 4, outcome: "successWithConsequence", assists: [] },
    { actor: TAMSIN, test: "msg4", total: 20, outcome: "successWithReward", assists: [] },
  ],
};

/** R-PR-12: Korva's Might against the Warlord's; both rolled, Korva wins. */
const opposed: TestCallData = {
  characteristic: "might",
  difficulty: "medium",
  group: false,
  opposed: true,
  rows: [
    { actor: KORVA, test: "msg5", total: 19, outcome: "opposed", assists: [] },
    { actor: WARLORD, test: "msg6", total: 6, outcome: "opposed", assists: [] },
  ],
};

const chat = (id: string, title: string, context: object): FixtureView => ({
  id,
  title,
  classes: ["steelbound", "chat-message"],
  width: 320,
  parts: [["main", "chat/test-call.hbs"]],
  context: { ...context },
});

export function testCallFixtureViews(i18n: Localizer): FixtureView[] {
  return [
    chat(
      "test-call-assisted",
      "Called test: Korva's hard Might test, assisted by Tamsin (edge); Alice's view with Roll",
      testCallCardContext(i18n, assisted, { names, owns: (uuid) => uuid === KORVA, heroes: [] }),
    ),
    chat(
      "test-call-assist-offer",
      "Called test as Bob sees it: Assist as Tamsin",
      testCallCardContext(
        i18n,
        { ...assisted, rows: [{ actor: KORVA, ...pending }] },
        { names, owns: () => false, heroes: [{ uuid: TAMSIN, id: "tamsin0000000001", name: "Tamsin" }] },
      ),
    ),
    chat(
      "test-call-group",
      "Group test: both heroes rolled; the group succeeds with one group reward",
      testCallCardContext(i18n, group, { names, owns: () => false, heroes: [] }),
    ),
    chat(
      "test-call-opposed",
      "Opposed test (R-PR-12): Korva 19 against the Goblin Warlord's 6; Korva wins",
      testCallCardContext(i18n, opposed, { names, owns: () => false, heroes: [] }),
    ),
    chat(
      "test-call-opposed-waiting",
      "Opposed test as the Director sees it before he rolls: Roll for the Warlord, the winner still to come",
      testCallCardContext(
        i18n,
        {
          ...opposed,
          rows: [opposed.rows[0] ?? { actor: KORVA, ...pending }, { actor: WARLORD, ...pending }],
        },
        { names, owns: (uuid) => uuid === WARLORD, heroes: [] },
      ),
    ),
    {
      id: "test-call-dialog",
      title: "The Director calls for a test (characteristic, difficulty, heroes)",
      classes: ["steelbound", "dialog"],
      width: 400,
      parts: [["main", "director/test-call-dialog.hbs"]],
      context: {
        ...testCallDialogContext(
          i18n,
          [
            { id: "korva00000000001", name: "Korva" },
            { id: "tamsin0000000001", name: "Tamsin" },
          ],
          [],
          [{ uuid: WARLORD, name: "Goblin Warlord" }],
        ),
        idPrefix: "test-call-dialog",
      },
    },
    {
      id: "test-call-dialog-opposed",
      title: "The Director calls for an opposed test (who resists sets the difficulty)",
      classes: ["steelbound", "dialog"],
      width: 400,
      parts: [["main", "director/test-call-dialog.hbs"]],
      context: {
        ...testCallDialogContext(
          i18n,
          [{ id: "korva00000000001", name: "Korva" }],
          [
            {
              id: "goblin0000000001",
              name: "Goblin Spinecleaver",
              scores: { might: 2, agility: 1, reason: 0, intuition: 0, presence: -1 },
            },
            {
              id: "warlord000000001",
              name: "Goblin Warlord",
              scores: { might: 3, agility: 1, reason: 0, intuition: 0, presence: 1 },
            },
          ],
        ),
        idPrefix: "test-call-dialog-opposed",
      },
    },
  ];
}
