/**
 * R-CB-9 Hide, the part the board cannot judge: cover, concealment and whether a creature with line of effect
 * observes the hider are the Director's calls (004 「誰があなたを観察しているか…は、ディレクターが最終的な判断を
 * 下す」). The GM's queue never waits for him: it posts this card, whispered to the GMs only (it names the enemies
 * with line of effect, and one may be a token the Director hides from the players), and goes on. Only a GM's
 * client keeps the Accept and Refuse buttons; a click asks the GM's queue (request kind `hideDecision`), which
 * decides once, from this card only because a GM wrote it (src/queries/hiding/hide.ts), and whispers the decision
 * to the requester on a copy that names no enemy.
 *
 * Message flag (docs/DATA.md): `flags.steelbound.hideClaim` = { actor, requester, decision, watchers, inCombat }.
 */
import { templatePath } from "../constants.ts";
import { hideClaimContext, type HideClaimFlags, type HideDecision } from "./hide-claim-context.ts";
import { requestGm } from "../documents/gm-channel/request-gm.ts";

export const HIDE_CLAIM_TEMPLATE = templatePath("chat/hide-claim.hbs");

export type { HideClaimFlags };

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | null => (typeof v === "object" && v !== null ? (v as Rec) : null);

/** The card's flag, when a GM posted it (a player's message with such a flag is nobody's claim). */
export function readHideClaim(
  message: { readonly author?: { readonly isGM: boolean } | null; readonly flags: unknown } | undefined,
): HideClaimFlags | null {
  if (!message?.author?.isGM) return null;
  const f = rec(rec(rec(message.flags)?.["steelbound"])?.["hideClaim"]);
  const actor = f?.["actor"];
  const requester = f?.["requester"];
  const decision = f?.["decision"];
  if (typeof actor !== "string" || typeof requester !== "string") return null;
  const known: HideDecision = decision === "accepted" || decision === "refused" ? decision : "";
  const listed = f?.["watchers"];
  const watchers = Array.isArray(listed) ? listed.filter((w): w is string => typeof w === "string") : [];
  return { actor, requester, decision: known, watchers, inCombat: f?.["inCombat"] === true };
}

/** The card's content, escaped by Handlebars (names are user text). */
export async function hideClaimContent(
  name: string,
  watchers: readonly string[],
  inCombat: boolean,
  decision: HideDecision,
  forPlayer = false,
): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(
    HIDE_CLAIM_TEMPLATE,
    hideClaimContext(name, watchers, inCombat, decision, forPlayer),
  );
}

/** The requester's copy of the Director's decision (no flag, no enemy named); none for a GM's own Hide. */
export async function postHideDecision(
  name: string,
  requester: string,
  decision: HideDecision,
): Promise<void> {
  // An unknown requester (gone since) is told nothing; a GM read the card itself.
  const user = game.users?.get(requester) as { readonly isGM: boolean } | undefined;
  if (user === undefined || user.isGM) return;
  await ChatMessage.create({
    content: await hideClaimContent(name, [], false, decision, true),
    speaker: ChatMessage.getSpeaker({ alias: name }),
    whisper: [requester],
  });
}

/** The active GM, inside its queue: posts the claim and returns the card's id (never waits for the Director). */
export async function postHideClaim(
  actor: Actor.Implementation,
  requester: string,
  watchers: readonly string[],
  inCombat: boolean,
): Promise<string> {
  const claim: HideClaimFlags = {
    actor: actor.uuid,
    requester,
    decision: "",
    watchers: [...watchers],
    inCombat,
  };
  const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id);
  const message = await ChatMessage.create({
    content: await hideClaimContent(actor.name, watchers, inCombat, ""),
    speaker: ChatMessage.getSpeaker({ alias: actor.name }),
    whisper: gms,
    flags: { steelbound: { hideClaim: claim } },
  });
  return message?.id ?? "";
}

/** Binds the buttons each time Foundry renders the card: only a GM's client keeps them. */
export function bindHideClaim(message: ChatMessage.Implementation, html: HTMLElement): void {
  const buttons = [...html.querySelectorAll<HTMLButtonElement>("button[data-steelbound-hide-decision]")];
  if (buttons.length === 0) return;
  if (readHideClaim(message) === null || game.user?.isGM !== true || message.id === null) {
    for (const b of buttons) b.remove();
    return;
  }
  const id = message.id;
  for (const button of buttons)
    button.addEventListener("click", () => {
      for (const b of buttons) b.disabled = true;
      const accept = button.dataset["steelboundHideDecision"] === "accept";
      void requestGm({ kind: "hideDecision", messageId: id, accept });
    });
}
