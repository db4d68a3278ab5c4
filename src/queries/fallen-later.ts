/**
 * Which minions fall (R-MN-3, R-MN-4) when a hit is applied inside the GM's queue (no GM dialog
 * ever runs inside the queue). The queue judges one request at a time (./gm-query.ts); a handler that
 * awaited the "which minions fall" dialog would hold every other player's request until the GM answered.
 * v13 DialogV2.input → prompt → wait (client/applications/api/dialog.mjs) resolves only when a button is
 * clicked or the window is closed, with no time limit, while a player's User#query (client/documents/
 * user.mjs) hands its timeout to the server with the "userQuery" event and is rejected once it passes.
 *
 * So the hit applies the rules' defaults at once (the minion hit first, then the others in order:
 * `fallenMinions`), deterministically, and the queue moves on. No dialog opens on the Director's screen
 * because of a player's request (twenty trap triggers from one player stacked twenty dialogs):
 * the choice waits for the Director's own time, on a card whispered to the GMs, at most one per squad
 * (a later hit of the same squad brings that card up to date rather than posting another). When the
 * Director clicks its button, the dialog opens; an answer that differs from the defaults is applied as a
 * new turn of the queue (`inGmQueue`), after every request that came in meanwhile, and only as a swap in
 * pairs of what is still true then (`fallenSwap`): the number of minions down stays what the pool says.
 *
 * Message flag (docs/DATA.md): `flags.steelbound.fallenChoice` = { group, request, resolved }, on a card a
 * GM wrote (a card a player wrote with that flag offers nothing).
 */
import { slots } from "../documents/slots.ts";
import { squadOf, type FallenChooser, type FallenRequest } from "../documents/combatant-group.ts";
import { fallenSwap } from "../rules/index.ts";
import { inGmQueue } from "../documents/gm-channel/local-queue.ts";

const DEAD = "dead";

/** The squad's members by combatant id, and whether each is down. */
function membersOf(groupUuid: string) {
  const group = fromUuidSync(groupUuid);
  if (!(group instanceof CombatantGroup)) return null;
  const byId = new Map([...group.members].map((c) => [c.id ?? "", c]));
  const down = (id: string) => byId.get(id)?.actor?.statuses.has(DEAD) === true;
  const standing = (id: string) => byId.has(id) && !down(id);
  return { byId, down, standing };
}

/** Applies the GM's later pick as a swap of what is still true now. */
async function swapFallen(groupUuid: string, request: FallenRequest, picked: readonly string[]) {
  const members = membersOf(groupUuid);
  if (members === null) return;
  const ids = request.candidates.map((c) => c.id);
  const { fall, rise } = fallenSwap(ids, request.defaults, picked, members);
  for (const id of rise)
    await members.byId.get(id)?.actor?.toggleStatusEffect(DEAD, { active: false, overlay: true });
  for (const id of fall)
    await members.byId.get(id)?.actor?.toggleStatusEffect(DEAD, { active: true, overlay: true });
}

interface FallenChoice {
  group: string;
  request: FallenRequest;
  resolved: boolean;
}

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | null => (typeof v === "object" && v !== null ? (v as Rec) : null);

/** The pending choice a card carries, when a GM wrote it; null otherwise. */
export function readFallenChoice(message: {
  flags: unknown;
  author?: { isGM: boolean } | null;
}): FallenChoice | null {
  if (message.author?.isGM !== true) return null;
  const f = rec(rec(rec(message.flags)?.["steelbound"])?.["fallenChoice"]);
  const group = f?.["group"];
  const request = rec(f?.["request"]);
  if (typeof group !== "string" || request === null) return null;
  const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  const candidates = Array.isArray(request["candidates"])
    ? request["candidates"].flatMap((c) => {
        const r = rec(c);
        return typeof r?.["id"] === "string" && typeof r["name"] === "string"
          ? [{ id: r["id"], name: r["name"] }]
          : [];
      })
    : [];
  const squad = typeof request["squad"] === "string" ? request["squad"] : "";
  const count = typeof request["count"] === "number" ? request["count"] : 0;
  return {
    group,
    request: { squad, count, candidates, defaults: ids(request["defaults"]) },
    resolved: f?.["resolved"] === true,
  };
}

/** The id of the squad's card still waiting for the Director, if any. */
function pendingCard(groupUuid: string): string | null {
  for (const message of game.messages ?? []) {
    const choice = readFallenChoice(message);
    if (choice !== null && choice.group === groupUuid && !choice.resolved) return message.id;
  }
  return null;
}

/** The card's text: what the rules chose, escaped (names are the GM's, but still text). */
function cardContent(request: FallenRequest): string {
  const names = request.defaults.map((id) => request.candidates.find((c) => c.id === id)?.name ?? id);
  const text = game.i18n?.format("STEELBOUND.Squad.Fallen.Pending", {
    squad: request.squad,
    names: names.join(", "),
  });
  const label = game.i18n?.localize("STEELBOUND.Squad.Fallen.Choose") ?? "";
  const escape = foundry.utils.escapeHTML;
  return `<p>${escape(text ?? "")}</p><button type="button" data-steelbound-fallen-choice>${escape(label)}</button>`;
}

/** Posts the squad's card, or brings its pending one up to date: never two waiting for one squad. */
async function offerLaterNow(groupUuid: string, request: FallenRequest): Promise<void> {
  const flags = { steelbound: { fallenChoice: { group: groupUuid, request, resolved: false } } };
  const pending = pendingCard(groupUuid);
  // The card may have been deleted meanwhile: then a new one is posted.
  const card = pending === null ? undefined : game.messages?.contents.find((m) => m.id === pending);
  if (card !== undefined) {
    await card.update({ content: cardContent(request), flags });
    return;
  }
  await ChatMessage.create({
    content: cardContent(request),
    whisper: (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id),
    flags,
  });
}

/** Offers run one after another, so two hits at once still leave one card. */
let offers: Promise<void> = Promise.resolve();

/** Queues the Director's choice for his own time (never awaited by the queue; no dialog now). */
function offerLater(groupUuid: string, request: FallenRequest): void {
  offers = offers
    .then(() => offerLaterNow(groupUuid, request))
    .catch((error: unknown) => {
      console.error("steelbound | the choice of fallen minions was not offered", error);
    });
}

/**
 * Binds the card's button each time Foundry renders it: a GM's click opens the dialog, and the pick is
 * applied in the queue as a swap of what is true then. The card is marked chosen first, so it is offered once.
 */
export function bindFallenChoice(message: ChatMessage.Implementation, html: HTMLElement): void {
  const choice = readFallenChoice(message);
  const button = html.querySelector<HTMLButtonElement>("button[data-steelbound-fallen-choice]");
  if (button === null) return;
  if (choice === null || choice.resolved || game.user?.isGM !== true) {
    button.remove();
    return;
  }
  button.addEventListener("click", () => {
    button.disabled = true;
    void choose(message, choice).then((chosen) => {
      // Closed without a pick: the card stays, to be chosen later.
      if (!chosen) button.disabled = false;
    });
  });
}

/** Opens the pick; true once it was made and queued. */
async function choose(message: ChatMessage.Implementation, choice: FallenChoice): Promise<boolean> {
  try {
    const picked = await slots.fallenMinionsDialog(choice.request);
    if (picked === null) return false;
    await message.update({ flags: { steelbound: { fallenChoice: { ...choice, resolved: true } } } });
    const work = () => swapFallen(choice.group, choice.request, picked);
    await (inGmQueue(work) ?? work());
    return true;
  } catch (error) {
    console.error("steelbound | the later pick of fallen minions failed", error);
    return false;
  }
}

/**
 * The chooser a queued handler gives `SteelActor#takeDamage` for `actor`: it keeps the defaults (returns
 * null at once) and leaves the Director the choice on the squad's card, for when he likes.
 */
export function fallenDefaultsNow(actor: Actor.Implementation): FallenChooser {
  return (request) => {
    const group = squadOf(actor);
    if (group !== null) offerLater(group.uuid, request);
    return Promise.resolve(null);
  };
}
