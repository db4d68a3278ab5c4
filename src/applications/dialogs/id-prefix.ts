/**
 * The prefix of the ids a dialog's labels point at (`<label for>`). Every window shares one document and a
 * label ties to the first element with its id, so two dialogs open at once (two roll dialogs, a purchase beside
 * a test call) need ids of their own: a count per client makes each dialog's prefix new. DialogV2 puts its content
 * into its own <dialog> in that document (v13/v14 client/applications/api/dialog.mjs DialogV2#_renderHTML, stored
 * 8126298459) after foundry.utils.cleanHTML, which keeps `id`, `for` and `aria-*` (common/constants.mjs
 * ALLOWED_HTML_ATTRIBUTES, stored 7966213952).
 */
let shown = 0;

export function dialogIdPrefix(base: string): string {
  shown += 1;
  return `${base}-${shown}`;
}
