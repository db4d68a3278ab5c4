import type { QueryResponse } from "./query-kind.ts";

declare global {
  namespace CONFIG {
    interface Queries {
      /** v13 calls a query handler with (queryData, {timeout}); see src/queries/requester.ts. */
      "steelbound.gm": (data: unknown, options?: { timeout?: number }) => Promise<QueryResponse<unknown>>;
    }
  }
}
