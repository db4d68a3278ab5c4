/**
 * Issue 40.12 (R-RW-1): the renown the follower limit is read from is the renown a GM last wrote on the hero,
 * kept in THE GM's record (src/data/settings/gm-record.ts `renown`), never the hero's own field, which its
 * player may type anything into. The active GM records it from every GM write that sets a hero's renown (its
 * own edit on the sheet, an applied [[/renown]] text, a hero the Director created): the create and update
 * hooks carry the writer's id as the server reported it (v13 client/data/client-backend.mjs
 * #handleCreateDocuments / #handleUpdateDocuments → Hooks.callAll("create<Type>"/"update<Type>", …, userId)),
 * so a player's own write of the field changes nothing here. A hero no GM has written renown on counts 0
 * (src/documents/follower.ts grantedRenown reads it).
 */
import { changeGmRecord } from "../gm-record.ts";

/** Records `renown` as what a GM wrote on this hero; resolves once the record is written (or unchanged). */
export function recordGrantedRenown(heroUuid: string, renown: number): Promise<void> {
  const value = Number.isFinite(renown) ? Math.max(0, Math.trunc(renown)) : 0;
  return changeGmRecord((record) =>
    record.renown[heroUuid] === value
      ? { next: null, result: undefined }
      : { next: { ...record, renown: { ...record.renown, [heroUuid]: value } }, result: undefined },
  );
}
