/**
 * (R-ML-1): the victories the Director's starting Malice counts are the victories a GM last wrote on
 * each hero, kept in THE GM's record (src/data/settings/gm-record.ts `victories`), never the hero's own field,
 * which its player may write at will (a player lowering it would lower the Director's Malice). The active GM
 * records them from every GM write that sets a hero's victories: the end of combat's awards, the party's
 * award, the Director's edit on the sheet, a GM's respite, a hero the Director created. The hooks carry the
 * writer's id as the server reported it (v13/v14 client/data/client-backend.mjs #handleCreateDocuments /
 * #handleUpdateDocuments → Hooks.callAll("create<Type>"/"update<Type>", …, userId)).
 * One player write is believed: the hero's own respite (R-VX-2 turns victories into XP and sets them to 0),
 * which the hero sheet lets its owner take outside a started combat (src/documents/combat/respite.ts): a
 * write that sets victories to 0 together with XP, while the hero is no combatant of a started combat as the
 * GM's client reads the Combat documents. It can only lower the count to 0, as the honest button does.
 */
/** A player's write that is a respite's (victories to 0, XP in the same write), which the record follows. */
export function isRespiteWrite(change: object): boolean {
  const at = (path: string): unknown => foundry.utils.getProperty(change, path);
  return at("system.victories") === 0 && typeof at("system.xp") === "number";
}
