/** init: plugs the windows and flows into documents/slots.ts, the table lower layers call them through. */
import { fillSlots, type Slots } from "../documents/slots.ts";
import { embedHTML } from "../applications/enrichers/embeds.ts";
import {
  promptConditionDuration,
  promptFallenMinions,
  promptVictories,
  track,
} from "../applications/windows.ts";

/*
 * The play flows load with their first use, each its own chunk beside steelbound.mjs: the first ability,
 * test, squad strike or turn of a session fetches its flow once (src/applications/windows.ts says how the
 * chunks are made and cached). Every slot already answers a promise, so a caller cannot tell.
 */
const useAbilityFlow = () =>
  track(Promise.all([import("../flows/use-ability.ts"), import("../flows/use-ability-support.ts")]));
const rollTestFlow = () => track(import("../flows/roll-test.ts"));
const turnFlow = () => track(import("../flows/turn-hooks.ts"));

export const SLOTS: Slots = {
  rollDialog: (options) =>
    track(import("../applications/dialogs/roll-dialog.ts")).then(({ RollDialog }) =>
      RollDialog.prompt(options),
    ),
  victoriesDialog: promptVictories,
  fallenMinionsDialog: promptFallenMinions,
  useAbility: (actor, item) =>
    useAbilityFlow().then(([{ useAbility }, { foundryAbilityHooks }]) =>
      useAbility(actor, item, foundryAbilityHooks),
    ),
  rollTest: (actor, characteristic) => rollTestFlow().then(({ rollTest }) => rollTest(actor, characteristic)),
  squadStrike: (group, request) =>
    track(import("../flows/squad-strike.ts")).then(({ squadStrike }) => squadStrike(group, request)),
  turnStart: (combat, ids) => turnFlow().then(({ onStartTurn }) => onStartTurn(combat, ids)),
  turnEnd: (combat, ids) => turnFlow().then(({ onEndTurn }) => onEndTurn(combat, ids)),
  // The official-data converter loads the first time a GM imports an official export.
  convertOfficial: (documentName, source) =>
    track(import("../import/official/foundry.ts")).then(({ convertForFoundry }) =>
      convertForFoundry(documentName, source),
    ),
  conditionDuration: promptConditionDuration,
  embedHTML,
  testMessage: (actor, characteristic, allowed, called) =>
    rollTestFlow().then(({ rollTestMessage }) => rollTestMessage(actor, characteristic, allowed, called)),
};

export function registerSlots(): void {
  fillSlots(SLOTS);
}
