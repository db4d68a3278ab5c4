import type { GmQueryKinds } from "./kinds.ts";

declare global {
  /** Every GM request kind (./kinds.ts), for requestGm in src/documents/gm-channel, which sits below them. */
  interface SteelboundGmKinds {
    table: GmQueryKinds;
  }
}
