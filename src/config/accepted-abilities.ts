/**
 * Accepted versions of abilities: registers the "Trust players' ability edits" setting and
 * records as accepted what the Director creates or edits. Hooks fire on every client with the id of the user who wrote (v13 client/data/client-backend.mjs #handleCreateDocuments /
 * #handleUpdateDocuments: `_onCreate`/`_onUpdate(…, userId)`, then Hooks.callAll("create<Type>"/
 * "update<Type>", document, …, userId)); only the active GM's client writes the record, with the code of
 * ./accepted-abilities-gm.ts, loaded there with the first GM write (a player's client never loads it).
 * An actor created with its items fires createActor only (its items are part of its data).
 */
import { registerAcceptedAbilitySettings } from "../data/settings/accepted-abilities.ts";
import { track } from "../applications/windows.ts";

const byGm = (userId: string) => {
  // Collection#get answers undefined for an unknown id (v13 common/utils/collection.mjs).
  const user: { readonly isGM: boolean } | undefined = game.users?.get(userId);
  return game.user?.isActiveGM === true && user?.isGM === true;
};

type GmWork = typeof import("./accepted-abilities-gm.ts");
let loading: Promise<GmWork> | null = null;
/**
 * The GM's work, in hook order: every call waits for the one load, and `then` callbacks of one promise run
 * in the order they were added, so the records are written in the order the hooks fired.
 */
const onGm = (work: (gm: GmWork) => void): void => {
  loading ??= track(import("./accepted-abilities-gm.ts"));
  void loading.then(work);
};

export function registerAcceptedAbilities(): void {
  // The record itself is THE GM's record (registered with the GM query); cards redraw when the GM bumps
  // their review mark, nothing else follows it.
  registerAcceptedAbilitySettings();
  Hooks.on("createActor", (actor, _options, userId) => {
    if (byGm(userId))
      onGm((gm) => {
        gm.onCreateActor(actor);
      });
  });
  Hooks.on("createItem", (item, _options, userId) => {
    if (byGm(userId))
      onGm((gm) => {
        gm.onCreateOrUpdateItem(item);
      });
  });
  Hooks.on("updateActor", (actor, change, _options, userId) => {
    if (byGm(userId))
      onGm((gm) => {
        gm.onUpdateActor(actor, change);
      });
  });
  Hooks.on("updateItem", (item, _change, _options, userId) => {
    if (byGm(userId))
      onGm((gm) => {
        gm.onCreateOrUpdateItem(item);
      });
  });
  // v13 client/data/client-backend.mjs #handleDeleteDocuments (stored id 8223665884): the parent is reset
  // (prepared again) before `delete<Type>` hooks run with (document, options, userId) on every client; the
  // v14 study (FOUNDRY-V14.md) lists no change to the document hooks.
  Hooks.on("deleteItem", (item, _options, userId) => {
    if (byGm(userId))
      onGm((gm) => {
        gm.onDeleteItem(item);
      });
  });
  for (const hook of ["createActiveEffect", "updateActiveEffect", "deleteActiveEffect"] as const)
    Hooks.on(hook, (effect: unknown, ...rest: unknown[]) => {
      const userId = rest.at(-1);
      if (typeof userId === "string" && byGm(userId))
        onGm((gm) => {
          gm.onEffect(effect);
        });
    });
}
