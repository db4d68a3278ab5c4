/**
 * A synthetic actor knows its token (v13 client/documents/actor.mjs): `Actor#isToken` is true when the
 * actor's parent is a TokenDocument (an unlinked token's synthetic actor), and `Actor#token` is that
 * TokenDocument, else null. Installed by ./install.ts on the harness actor class that src's actors extend.
 */
import { HarnessActor } from "../harness/actor.ts";
import { SimTokenDocument } from "./documents.ts";

export function installActorToken(): void {
  const tokenOf = (actor: HarnessActor) => (actor.parent instanceof SimTokenDocument ? actor.parent : null);
  Object.defineProperties(HarnessActor.prototype, {
    isToken: {
      configurable: true,
      get(this: HarnessActor) {
        return tokenOf(this) !== null;
      },
    },
    token: {
      configurable: true,
      get(this: HarnessActor) {
        return tokenOf(this);
      },
    },
  });
}
