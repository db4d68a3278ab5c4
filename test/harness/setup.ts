/** vitest setupFiles entry: Foundry stand-ins must exist before src modules (which extend them) load. */
import { installFoundryGlobals } from "./globals.ts";

installFoundryGlobals();
