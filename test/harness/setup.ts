/** vitest setupFiles entry: Foundry stand-ins must exist before src modules (which extend them) load. */
import { installApplications } from "./applications.ts";
import { installFoundryGlobals } from "./globals.ts";
import { installFoundryUi } from "./foundry-ui.ts";

installFoundryGlobals();
installApplications();
installFoundryUi();
