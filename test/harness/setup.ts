/** vitest setupFiles entry: Foundry stand-ins must exist before src modules (which extend them) load. */
import { installApplicationGlobals } from "./applications.ts";
import { installFoundryGlobals } from "./globals.ts";
import { installFoundryUi } from "./foundry-ui.ts";
// Roll (and ChatMessage.getSpeaker) stand-ins for src/rolls, which extends Roll at import time.
import "./rolls.ts";

installFoundryGlobals();
installApplicationGlobals();
installFoundryUi();
