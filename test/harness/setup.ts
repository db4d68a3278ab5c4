/** vitest setupFiles entry: Foundry stand-ins must exist before src modules (which extend them) load. */
import { installFoundryGlobals } from "./globals.ts";
import { installFoundryUi } from "./foundry-ui.ts";

installFoundryGlobals();
installFoundryUi();
