/**
 * Gallery views for abilities in play: the ability card with three targets on three different tiers
 * (R-PR-10), a test card, a save-ends prompt and the roll dialog.
 */
import { abilityCardContext } from "../../src/chat/ability-card.ts";
import { testCardContext } from "../../src/chat/test-card.ts";
import { THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive } from "../fixtures/ability-card.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

const chat = (id: string, title: string, template: string, context: object): FixtureView => ({
  id,
  title,
  classes: ["steelbound", "chat-message"],
  width: 320,
  parts: [["main", template]],
  context: { ...context },
});

export function rollsFixtureViews(): FixtureView[] {
  return [
    chat(
      "ability-card-three-tiers",
      "Ability card: three targets, three tiers",
      "chat/ability-use.hbs",
      abilityCardContext(THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive),
    ),
    chat(
      "test-card",
      "Test card (medium, success with a consequence)",
      "chat/test.hbs",
      testCardContext({
        dice: [6, 5],
        total: 13,
        difficulty: "medium",
        outcome: "successWithConsequence",
        skill: "climb",
        rerolled: false,
      }),
    ),
    chat("save-prompt", "Save-ends prompt", "chat/save-prompt.hbs", {
      name: "Ogre Juggernaut",
      actorUuid: "Actor.ogre",
      saves: [{ id: "effect1", name: "Prone" }],
    }),
    {
      id: "roll-dialog",
      title: "Roll dialog (two targets)",
      classes: ["steelbound", "roll-dialog"],
      width: 420,
      parts: [["main", "dialogs/roll-dialog.hbs"]],
      context: {
        isTest: false,
        skills: [],
        spend: { value: 1, text: "+2 damage per extra essence", repeatable: true },
        characteristicOptions: [
          { key: "reason", value: 2, label: "Reason", selected: true },
          { key: "presence", value: 1, label: "Presence", selected: false },
        ],
        rows: [
          {
            index: 0,
            name: "Goblin Spinecleaver",
            edges: 1,
            banes: 1,
            reasons: [
              { kind: "edge", label: "Target prone: melee (edge)" },
              { kind: "bane", label: "You are weakened (bane)" },
            ],
          },
          {
            index: 1,
            name: "Orc Blitzer",
            edges: 0,
            banes: 1,
            reasons: [{ kind: "bane", label: "You are weakened (bane)" }],
          },
        ],
        rollModes: [
          { value: "publicroll", label: "Public Roll", selected: true },
          { value: "gmroll", label: "Private GM Roll", selected: false },
        ],
      },
    },
  ];
}
