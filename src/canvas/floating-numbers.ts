/**
 * Floating numbers: when a creature's Stamina or temporary Stamina changes, every client shows
 * the change rising over its tokens on the scene it views, through core's scrolling text (v13
 * client/canvas/groups/interface.mjs InterfaceCanvasGroup#createScrollingText(origin, content, {duration,
 * distance, jitter, anchor, direction, ...textStyle}); it shows nothing when the core setting
 * `scrollingStatusText` is off). Damage reads "−5", healing "+5", temporary Stamina "+3 temp".
 */

export interface StaminaNumbers {
  value: number;
  temporary: number;
}

/** One number to float: its text and whether it is a loss. */
export interface FloatingNumber {
  text: string;
  loss: boolean;
}

const MINUS = "\u2212";

/** What changed between two readings, as the numbers to show (nothing for no change). */
export function floatingNumbers(
  before: StaminaNumbers,
  after: StaminaNumbers,
  temporaryLabel: (signed: string) => string,
): FloatingNumber[] {
  const out: FloatingNumber[] = [];
  const signed = (n: number) => (n < 0 ? `${MINUS}${-n}` : `+${n}`);
  const value = after.value - before.value;
  const temporary = after.temporary - before.temporary;
  if (value !== 0) out.push({ text: signed(value), loss: value < 0 });
  if (temporary !== 0) out.push({ text: temporaryLabel(signed(temporary)), loss: temporary < 0 });
  return out;
}

interface Placed {
  document: {
    x: number;
    y: number;
    width: number;
    height: number;
    actorLink: boolean;
    actorId: string | null;
    hidden?: boolean;
  };
  center?: { x: number; y: number };
  id: string;
}

/**
 * The actor's tokens on this client's canvas: a synthetic actor's own token (its UUID is its token's UUID
 * followed by `.Actor.<id>`, v13 ClientDocumentMixin#uuid of an embedded document), or a linked actor's tokens.
 */
function tokensOf(actor: Actor.Implementation): Placed[] {
  const placeables = (canvas?.tokens?.placeables ?? []) as unknown as Placed[]; // only the fields read above
  const own = /\.Token\.([^.]+)\.Actor\.[^.]+$/.exec(actor.uuid)?.[1] ?? null;
  // A hidden token is shown only to a GM (v13 client/canvas/placeables/token.mjs Token#isVisible: "Only GM
  // users can see hidden tokens"): its numbers would tell players it is there.
  const seen = (t: Placed) => game.user?.isGM === true || t.document.hidden !== true;
  return placeables.filter(
    (t) => seen(t) && (own ? t.id === own : t.document.actorLink && t.document.actorId === actor.id),
  );
}

function centerOf(token: Placed): { x: number; y: number } {
  if (token.center) return token.center;
  const size = canvas?.grid?.size ?? 100;
  const d = token.document;
  return { x: d.x + (d.width * size) / 2, y: d.y + (d.height * size) / 2 };
}

const LOSS = 0xd04040;
const GAIN = 0x30a050;

/** Floats each number over each of the actor's tokens on this client's canvas. */
export function showFloatingNumbers(actor: Actor.Implementation, numbers: readonly FloatingNumber[]): void {
  const ui = canvas?.interface as
    | {
        createScrollingText?: (origin: { x: number; y: number }, content: string, options: object) => unknown;
      }
    | undefined; // fvtt-types 13 declares the group; the sim's stand-in has only what it emulates
  if (numbers.length === 0 || typeof ui?.createScrollingText !== "function") return;
  const anchors = (CONST as { TEXT_ANCHOR_POINTS?: { CENTER: number; TOP: number } }).TEXT_ANCHOR_POINTS;
  for (const token of tokensOf(actor)) {
    const center = centerOf(token);
    numbers.forEach((n, i) => {
      void ui.createScrollingText?.({ x: center.x, y: center.y - i * 30 }, n.text, {
        anchor: anchors?.CENTER,
        direction: anchors?.TOP,
        duration: 2000,
        jitter: 0.25,
        fill: n.loss ? LOSS : GAIN,
        fontSize: 32,
        stroke: 0x000000,
        strokeThickness: 4,
      });
    });
  }
}
