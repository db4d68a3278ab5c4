/** A log of database-like operations, so tests can count writes (batching is measured on this). */
import { everyFile } from "./shared-graph.ts";
export interface RecordedCall {
  document: string;
  method:
    | "create"
    | "update"
    | "delete"
    | "createEmbeddedDocuments"
    | "deleteEmbeddedDocuments"
    | "updateEmbeddedDocuments"
    | "updateDocuments"
    // Compendium reads: requests to the server in v13 (compendium.ts), logged so tests can count them.
    | "getIndex"
    | "getDocuments";
  args: unknown[];
}
export const calls: RecordedCall[] = [];
everyFile(() => {
  calls.length = 0;
});
export function resetCalls(): void {
  calls.length = 0;
}
/** Writes made to one document (by uuid) since the last reset. */
export function callsFor(uuid: string, method?: RecordedCall["method"]): RecordedCall[] {
  return calls.filter((c) => c.document === uuid && (method === undefined || c.method === method));
}
