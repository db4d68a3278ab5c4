import type { GmQueryHandler } from "./gm-query.ts";

declare global {
  namespace CONFIG {
    interface Queries {
      "steelbound.gm": GmQueryHandler;
    }
  }
}
