/** vitest setupFiles entry: Foundry stand-ins must exist before src modules (which extend them) load. */
import { freshTestModules, keepSetupModules } from "./shared-graph.ts";
import { installApplicationGlobals } from "./applications.ts";
import { installFoundryGlobals } from "./globals.ts";
import { installFoundryUi } from "./foundry-ui.ts";
// Roll (and ChatMessage.getSpeaker) stand-ins for src/rolls, which extends Roll at import time.
import "./rolls.ts";

// Test files share one module graph per worker (vitest.config.ts): the previous file's helpers run again.
freshTestModules();

installFoundryGlobals();
installApplicationGlobals();
installFoundryUi();

// Foundry's init runs src/config before any document is used; so does the harness for the slot table that
// documents and flows reach dialogs and flows through (imported only now: src modules need the globals above).
const { registerSlots } = await import("../../src/config/slots.ts");
registerSlots();
keepSetupModules();
