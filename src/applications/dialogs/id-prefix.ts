/**
 * The prefix of the ids a dialog's labels point at (`<label for>`). Every window shares one document and a
 * label ties to the first element with its id, so two dialogs open at once (two roll dialogs, a purchase beside
 * a test call) need ids of their own: a count per client makes each dialog's prefix new.
 */
let shown = 0;

export function dialogIdPrefix(base: string): string {
  shown += 1;
  return `${base}-${shown}`;
}
