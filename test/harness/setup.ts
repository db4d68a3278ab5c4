/** vitest setupFiles entry: Foundry stand-ins must exist before src modules (which extend them) load. */
import { installApplications } from "./applications.ts";
import { installFoundryGlobals } from "./globals.ts";
// Roll (and ChatMessage.getSpeaker) stand-ins for src/rolls, which extends Roll at import time.
import "./rolls.ts";

installFoundryGlobals();
installApplications();
