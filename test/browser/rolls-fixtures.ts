/**
 * Gallery views for abilities in play: the ability card with three targets on three different tiers
 * (R-PR-10), a test card, a save-ends prompt and the roll dialog.
 */
import { abilityCardContext, type CardTarget } from "../../src/chat/ability-card.ts";
import { abilityCardLabels } from "../../src/chat/ability-card-labels.ts";
import type { CardViewer } from "../../src/chat/card-viewer.ts";
import { testCardContext } from "../../src/chat/test-card.ts";
import {
  THREE_TIER_CARD,
  THREE_TIER_ROLL,
  threeTierLive,
  TIER_SHAPES_CARD,
  tierShapesLive,
} from "../fixtures/ability-card.ts";
import type { FixtureView } from "./fixtures-catalog.ts";
import type { AbilityUseData } from "../../src/chat/ability-use-data.ts";
import { freeStrikeTier } from "../../src/rules/ability-tier.ts";
import { rollDialogContext } from "../../src/applications/dialogs/roll-dialog-context.ts";
import { dropOfferContext } from "../../src/chat/drop-offer-context.ts";
import { hideClaimContext } from "../../src/chat/hide-claim-context.ts";
import { searchCardContext } from "../../src/chat/search-card.ts";
import { skillLabel, type Localizer } from "../../src/i18n.ts";
import { abilityDistanceText, type AbilityDistance } from "../../src/documents/ability-distance.ts";

const chat = (id: string, title: string, template: string, context: object): FixtureView => ({
  id,
  title,
  classes: ["steelbound", "chat-message"],
  width: 320,
  parts: [["main", template]],
  context: { ...context },
});

export function rollsFixtureViews(i18n: Localizer): FixtureView[] {
  return [
    chat(
      "ability-card-three-tiers",
      "Ability card: three targets, three tiers",
      "chat/ability-use.hbs",
      cardWithLabels(i18n),
    ),
    chat(
      "ability-card-target-test",
      "Ability card: each target makes an Agility test (two rolled, one waiting; GM view)",
      "chat/ability-use.hbs",
      targetTestCardWithLabels(i18n),
    ),
    chat(
      "ability-card-tier-shapes",
      "Ability card: two damage entries, an otherwise effect, a gated push or pull 2 + M",
      "chat/ability-use.hbs",
      cardWithLabels(i18n, abilityCardContext(TIER_SHAPES_CARD, THREE_TIER_ROLL, tierShapesLive)),
    ),
    chat(
      "ability-card-custom-effects",
      "Ability card: a villain action with effects that are not conditions (on the target and on the user)",
      "chat/ability-use.hbs",
      customEffectsCard(i18n),
    ),
    chat(
      "ability-card-area",
      "Ability card of an area ability whose template was placed on the map (1 burst)",
      "chat/ability-use.hbs",
      {
        ...cardWithLabels(i18n),
        distance: distanceIn(i18n, { type: "burst", size: 1 }),
        target: "Each enemy in the area",
        areaPlaced: true,
      },
    ),
    chat(
      "ability-card-fallen-minion",
      "Ability card after its damage was applied: the pushed minion fell (R-MN-3), so its row offers no Move; the others still do",
      "chat/ability-use.hbs",
      cardWithLabels(i18n, abilityCardContext(FALLEN_MINION_CARD, THREE_TIER_ROLL, fallenMinionLive)),
    ),
    chat(
      "ability-card-squad-signature",
      "Ability card: a squad's signature (1, 2 and 3 minions on its targets) with Malicious Strike on the first",
      "chat/ability-use.hbs",
      cardWithLabels(i18n, abilityCardContext(SQUAD_CARD, THREE_TIER_ROLL, threeTierLive)),
    ),
    chat(
      "ability-card-free-strike",
      "Free strike card: no roll, the monster's free strike on each target (GM view)",
      "chat/ability-use.hbs",
      cardWithLabels(i18n, abilityCardContext(FREE_STRIKE_CARD, NO_DICE, threeTierLive)),
    ),
    chat(
      "ability-card-no-targets",
      "Ability card rolled without targets: its tier and damage, applied later from the right-click menu",
      "chat/ability-use.hbs",
      cardWithLabels(
        i18n,
        abilityCardContext({ ...THREE_TIER_CARD, targets: [] }, THREE_TIER_ROLL, threeTierLive),
      ),
    ),
    chat(
      "ability-card-no-roll",
      "Ability card without a power roll (Stand Up)",
      "chat/ability-use-plain.hbs",
      plainCardWithLabels(i18n),
    ),
    chat(
      "test-card",
      "Test card (medium, success with a consequence)",
      "chat/test.hbs",
      testCardContext(i18n, {
        dice: [6, 5],
        total: 13,
        difficulty: "medium",
        outcome: "successWithConsequence",
        skill: "climb",
        rerolled: false,
        hero: true,
      }),
    ),
    chat("message-frame", "Chat entry frame of a whispered card (GM view)", "chat/message-frame.hbs", {
      id: "frame0000000001",
      alias: "Korva",
      timestamp: "2m ago",
      canDelete: true,
      canClose: true,
      cssClass: "whisper",
      whisperTo: "Director",
      flavor: "Shoulder In",
    }),
    chat("power-roll", "A private power roll as another player sees it", "chat/power-roll.hbs", {
      formula: "2d10 + 2",
      total: "?",
      flavor: "",
      tooltip: "",
    }),
    chat("save-prompt", "Save-ends prompt", "chat/save-prompt.hbs", {
      name: "Ogre Juggernaut",
      threshold: 6,
      saves: [
        { id: "effect1", name: "Prone" },
        { id: "effect2", name: "Bleeding" },
      ],
    }),
    chat(
      "drop-offer",
      "A hero dropped: its owner may spend 2 hero tokens (R-HT-2)",
      "chat/drop-offer.hbs",
      dropOfferContext("Korva <the Bold>", { actor: "Actor.korva", turn: null, stamina: -3, value: 8 }, 3),
    ),
    chat(
      "hide-claim",
      "A Hide the board cannot judge, for the Director (R-CB-9)",
      "chat/hide-claim.hbs",
      hideClaimContext("Korva <the Bold>", ["Goblin Spinecleaver", "Goblin <Shieldbearer>"], true, ""),
    ),
    chat(
      "hide-claim-accepted",
      "The Director accepted a Hide (R-CB-9)",
      "chat/hide-claim.hbs",
      hideClaimContext("Korva <the Bold>", [], false, "accepted"),
    ),
    chat(
      "hide-claim-player",
      "The player's copy of a refused Hide (R-CB-9)",
      "chat/hide-claim.hbs",
      hideClaimContext("Korva <the Bold>", [], false, "refused", true),
    ),
    chat(
      "search-result",
      "A Search found a hidden creature (R-CB-9)",
      "chat/search-result.hbs",
      searchCardContext("Korva <the Bold>", 21, [{ name: "Goblin <Spinecleaver>", total: 3 }], false),
    ),
    chat(
      "search-result-secret",
      "The Director's card of those who stayed hidden (R-CB-9)",
      "chat/search-result.hbs",
      searchCardContext("Korva", 9, [{ name: "Goblin Warlord", total: 14 }], true),
    ),
    chat("save-result", "Failed save of a hero: spend a hero token to succeed", "chat/save-result.hbs", {
      effectName: "Weakened",
      d10: 3,
      threshold: 6,
      success: false,
      heroToken: false,
      canSpendToken: true,
    }),
    chat(
      "test-card-rerolled",
      "Test card rerolled with a hero token (first roll kept visible)",
      "chat/test.hbs",
      testCardContext(i18n, {
        dice: [9, 7],
        total: 18,
        difficulty: "hard",
        outcome: "success",
        skill: "",
        rerolled: true,
        original: { dice: [2, 3], total: 7, outcome: "failureWithConsequence" },
      }),
    ),
    {
      id: "roll-dialog-project",
      title: "Roll dialog: project roll (skill, no difficulty)",
      classes: ["steelbound", "roll-dialog"],
      width: 480,
      parts: [["main", "dialogs/roll-dialog.hbs"]],
      context: {
        ...rollDialogContext(
          i18n,
          {
            title: "Forge a Blade",
            kind: "project",
            characteristics: [
              { key: "might", value: 2 },
              { key: "reason", value: 1 },
            ],
            selected: "might",
            targets: [{ name: "Forge a Blade", edges: 0, banes: 0, reasons: [] }],
            skills: [
              { key: "blacksmithing", label: skillLabel(i18n, "blacksmithing") },
              { key: "climb", label: skillLabel(i18n, "climb") },
            ],
            // R-DT-1: the skills that count, apart from those that need the Director's word.
            skillGroups: [
              {
                key: "project",
                label: i18n.localize("STEELBOUND.ProjectRoll.SkillsThatCount"),
                skills: [{ key: "blacksmithing", label: skillLabel(i18n, "blacksmithing") }],
              },
              {
                key: "director",
                label: i18n.localize("STEELBOUND.ProjectRoll.SkillsByWord"),
                skills: [{ key: "climb", label: skillLabel(i18n, "climb") }],
              },
            ],
          },
          { modes: { publicroll: { label: "STEELBOUND.RollDialog.Roll" } }, current: "publicroll" },
        ),
        idPrefix: "roll-dialog-project",
      },
    },
    {
      id: "roll-dialog",
      title: "Roll dialog: per-target edges and banes with their reasons",
      classes: ["steelbound", "roll-dialog"],
      width: 480,
      parts: [["main", "dialogs/roll-dialog.hbs"]],
      context: {
        ...rollDialogContext(
          i18n,
          {
            title: "Flamewall Sweep",
            kind: "ability",
            characteristics: [
              { key: "reason", value: 2 },
              { key: "presence", value: 1 },
            ],
            selected: "reason",
            targets: [
              {
                name: "Goblin Spinecleaver",
                edges: 1,
                banes: 1,
                reasons: [
                  { source: "targetProne", kind: "edge" },
                  { source: "weakened", kind: "bane" },
                ],
              },
              {
                name: "Orc Blitzer",
                edges: 1,
                banes: 1,
                // R-CB-12: flanked on the board, so its box comes ticked.
                reasons: [
                  { source: "flanking", kind: "edge" },
                  { source: "weakened", kind: "bane" },
                ],
                flanked: true,
              },
            ],
            spend: { value: 1, text: "+2 damage per extra essence", repeatable: true },
            damageTypes: ["fire", "cold"],
            // R-PR-7: an effect on the roller grants tier 3 on this ability; the dialog names it.
            automaticTiers: [{ tier: 3, source: "Unerring Focus" }],
          },
          { modes: { publicroll: { label: "STEELBOUND.RollDialog.Roll" } }, current: "publicroll" },
        ),
        idPrefix: "roll-dialog",
      },
    },
  ];
}

/** The no-roll card as render-ability-card.ts shows it (effect HTML already enriched). */
function plainCardWithLabels(i18n: Localizer): object {
  const context = {
    name: "Stand Up",
    img: "icons/svg/fire.svg",
    keywords: ["magic"],
    actionType: "maneuver",
    distance: "Self or melee 1",
    target: "Self or one willing adjacent prone creature",
    effect: "",
    targets: ["Korva"],
    spent: { resource: 0, malice: 0 },
  };
  const { keywordLabels, actionTypeLabel } = abilityCardLabels(i18n, context);
  return {
    ...context,
    keywordLabels,
    actionTypeLabel,
    effectHtml: "<p>Stand up, ending the prone condition on yourself.</p>",
  };
}

/**
 * A target-test card (src/flows/use-ability-target-test.ts) as the GM sees it: the goblin tested badly
 * (tier 1, the target's worst), the orc well (tier 3), the ogre's test is still to roll.
 */
function targetTestCardWithLabels(i18n: Localizer): object {
  const record = (tier: 1 | 3, total: number) => ({
    message: "testMessage0001",
    characteristic: "agility" as const,
    tier,
    total,
    natural: total - 1,
    critical: false,
    netEdge: "none" as const,
  });
  const tests = [record(1, 8), record(3, 18), null];
  const data = {
    ...THREE_TIER_CARD,
    characteristic: null,
    snapshot: {
      ...THREE_TIER_CARD.snapshot,
      roll: "targetTest" as const,
      testCharacteristics: ["agility" as const],
    },
    targets: THREE_TIER_CARD.targets.map((t, i) => ({ ...t, edges: 0, banes: 0, test: tests[i] ?? null })),
  };
  const context = abilityCardContext(
    data,
    { dice: [1, 1], characteristicValue: 0, bonus: 0, automaticTiers: [] },
    threeTierLive,
  );
  const viewer: CardViewer = { apply: true, spend: false, heroToken: false, refund: false };
  return {
    ...context,
    ...abilityCardLabels(i18n, context),
    viewer,
    distance: shownDistance(i18n, context.distance),
    testName: i18n.localize("STEELBOUND.RollDialog.Characteristic.agility"),
    testers: context.rows.map((row) => row.awaiting),
  };
}

/** A villain action whose tier 2 has a custom effect on each target and one on the user. */
function customEffectsCard(i18n: Localizer): object {
  const offBalance = {
    name: "Off balance",
    text: "The target takes a bane on their next strike.",
    changes: [],
    potency: { characteristic: "agility" as const, strength: "average" as const },
    bearer: "target" as const,
    duration: "eot" as const,
  };
  const braced = {
    ...offBalance,
    name: "Braced",
    text: "+2 stability until the end of the encounter.",
    changes: [{ key: "system.stability", mode: 2, value: "2" }],
    potency: { characteristic: "might" as const, strength: "none" as const },
    bearer: "self" as const,
    duration: "encounter" as const,
  };
  const snapshot = THREE_TIER_CARD.snapshot;
  const data = {
    ...THREE_TIER_CARD,
    snapshot: {
      ...snapshot,
      name: "Tail Sweep",
      actionType: "villain",
      villainAction: 2,
      tier2: { ...snapshot.tier2, customEffects: [offBalance, braced] },
    },
  };
  const context = abilityCardContext(data, THREE_TIER_ROLL, threeTierLive);
  // render-ability-card.ts escapes then enriches each text; plain text needs nothing more here.
  for (const row of context.rows) for (const e of row.customEffects) e.textHtml = e.text;
  const viewer: CardViewer = { apply: true, spend: true, heroToken: false, refund: false };
  return {
    ...context,
    ...abilityCardLabels(i18n, context),
    viewer,
    distance: shownDistance(i18n, context.distance),
  };
}

/** R-MN-7 and R-ML-3: the three-tier card made by a squad, its first target also taking Malicious Strike. */
const SQUAD_CARD: AbilityUseData = {
  ...THREE_TIER_CARD,
  targets: THREE_TIER_CARD.targets.map((t, i) => ({ ...t, minions: i + 1 })),
  squad: { group: "Combat.fixture.CombatantGroup.squad", freeStrike: 2 },
  maliciousStrike: { token: THREE_TIER_CARD.targets[0]?.token ?? "", damage: 3 },
};

/** A monster's free strike (src/flows/free-strike.ts): every tier the same 4 damage, no roll. */
const FREE_STRIKE_TIER = freeStrikeTier(4, "untyped");
const FREE_STRIKE_CARD: AbilityUseData = {
  ...THREE_TIER_CARD,
  ability: "",
  characteristic: null,
  freeStrike: true,
  snapshot: {
    ...THREE_TIER_CARD.snapshot,
    name: "Free strike",
    keywords: ["strike"],
    distance: "",
    target: "",
    tier1: FREE_STRIKE_TIER,
    tier2: FREE_STRIKE_TIER,
    tier3: FREE_STRIKE_TIER,
  },
};
const NO_DICE = { dice: [1, 1] as const, characteristicValue: 0, bonus: 0, automaticTiers: [] };

/** The card as render-ability-card.ts shows it: the pure context plus its translated labels. */
function cardWithLabels(
  i18n: Localizer,
  context = abilityCardContext(THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive),
): object {
  // The card as its author sees it (src/chat/card-viewer.ts): every button the author may use.
  const viewer: CardViewer = { apply: true, spend: true, heroToken: true, refund: false };
  return {
    ...context,
    ...abilityCardLabels(i18n, context),
    viewer,
    distance: shownDistance(i18n, context.distance),
  };
}

/**
 * A card shows the distance as the roller's language wrote it when the ability was used (src/documents/
 * ability-distance.ts abilityDistanceText): on the Japanese page as a Japanese roller's card does.
 */
function shownDistance(i18n: Localizer, fixture: string): string {
  return fixture === "3 cube within 10" ? distanceIn(i18n, { type: "cube", size: 3, within: 10 }) : fixture;
}

/** A distance as abilityDistanceText writes it in the page's language. */
function distanceIn(i18n: Localizer, d: Partial<AbilityDistance>): string {
  const none = { type: "", melee: 0, ranged: 0, size: 0, length: 0, width: 0, within: 0, text: "" };
  return abilityDistanceText(i18n, { ...none, ...d });
}

/** The goblin of the three-tier card reaches tier 3 (push 3) and its damage is applied: its squad's pool dropped it. */
const FALLEN_MINION_CARD: AbilityUseData = {
  ...THREE_TIER_CARD,
  targets: THREE_TIER_CARD.targets.map((t, i) =>
    i === 0 ? { ...t, banes: 0, edges: 2, applied: { damage: true, conditions: false } } : t,
  ),
};
const fallenMinionLive = (token: string): CardTarget | null => {
  const live = threeTierLive(token);
  if (live === null || token !== THREE_TIER_CARD.targets[0]?.token) return live;
  const squad = { combatId: "c", groupId: "g", individualStamina: 5, pool: 35, alive: 7, members: [] };
  return { ...live, statuses: new Set(["dead"]), squad };
};
