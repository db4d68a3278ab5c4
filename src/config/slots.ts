/** init: plugs the windows and flows into documents/slots.ts, the table lower layers call them through. */
import { fillSlots, type Slots } from "../documents/slots.ts";
import { RollDialog } from "../applications/dialogs/roll-dialog.ts";
import { useAbility } from "../flows/use-ability.ts";
import { foundryAbilityHooks } from "../flows/use-ability-support.ts";
import { rollTest, rollTestMessage } from "../flows/roll-test.ts";
import { squadStrike } from "../flows/squad-strike.ts";
import { onEndTurn, onStartTurn } from "../flows/turn-hooks.ts";
import { embedHTML } from "../applications/enrichers/embeds.ts";
import {
  promptConditionDuration,
  promptFallenMinions,
  promptVictories,
  track,
} from "../applications/windows.ts";

export const SLOTS: Slots = {
  rollDialog: (options) => RollDialog.prompt(options),
  victoriesDialog: promptVictories,
  fallenMinionsDialog: promptFallenMinions,
  useAbility: (actor, item) => useAbility(actor, item, foundryAbilityHooks),
  rollTest,
  squadStrike,
  turnStart: onStartTurn,
  turnEnd: onEndTurn,
  // The official-data converter loads the first time a GM imports an official export.
  convertOfficial: (documentName, source) =>
    track(import("../import/official/foundry.ts")).then(({ convertForFoundry }) =>
      convertForFoundry(documentName, source),
    ),
  conditionDuration: promptConditionDuration,
  embedHTML,
  testMessage: rollTestMessage,
};

export function registerSlots(): void {
  fillSlots(SLOTS);
}
