/**
 * Where the harness documents' writes go when code runs on a simulated client (test/sim): the
 * simulation registers a provider answering with the current client's backend, or null outside it,
 * in which case the single-world harness applies writes locally as before.
 */
import type { HarnessDocument } from "./document.ts";
import type { Plain } from "./utils.ts";

export type DocumentClassRef = (new (
  data: Plain,
  options?: { parent?: HarnessDocument | null },
) => HarnessDocument) & {
  documentName: string;
};
export interface Operation extends Plain {
  parent?: HarnessDocument | null;
}
export interface DocumentBackend {
  create(cls: DocumentClassRef, data: Plain[], operation: Operation): Promise<HarnessDocument[]>;
  update(cls: DocumentClassRef, updates: Plain[], operation: Operation): Promise<HarnessDocument[]>;
  delete(cls: DocumentClassRef, ids: string[], operation: Operation): Promise<HarnessDocument[]>;
}

let provider: () => DocumentBackend | null = () => null;

export function setBackendProvider(next: () => DocumentBackend | null): void {
  provider = next;
}
export function activeBackend(): DocumentBackend | null {
  return provider();
}
