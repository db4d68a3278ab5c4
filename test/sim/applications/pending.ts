/**
 * v13 starts some application work without awaiting it: action handlers (ApplicationV2#onClickAction calls
 * the handler and drops its promise), change-driven submits (#_onChangeForm) and the re-renders a document
 * update asks for (ClientDocumentMixin#render calls app.render without awaiting). A browser user simply
 * waits; a test waits here for every such promise to settle before it looks at the result.
 */
import { everyFile } from "../../harness/shared-graph.ts";
const pending = new Set<Promise<unknown>>();
const failures: unknown[] = [];
everyFile(() => {
  pending.clear();
  failures.length = 0;
});

/** Records fire-and-forget work; a rejection is kept and rethrown by `settle()` (v13 would log it). */
export function track(work: unknown): void {
  if (!(work instanceof Promise)) return;
  const guarded = work.catch((error: unknown) => {
    failures.push(error);
  });
  pending.add(guarded);
  void guarded.finally(() => pending.delete(guarded));
}

/** Waits until no tracked work is left (work may start more work), then throws the first failure. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 100; round += 1) {
    // A macrotask turn lets promise chains that have not yet reached `track` do so.
    if (pending.size === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    if (pending.size === 0) break;
    await Promise.all([...pending]);
  }
  const first: unknown = failures.shift();
  failures.length = 0;
  if (first instanceof Error) throw first;
  if (first !== undefined) throw new Error(JSON.stringify(first));
}
