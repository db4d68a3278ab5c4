/**
 * v13 client/applications/ux/text-editor.mjs TextEditor, the two calls Steelbound makes:
 * - `enrichHTML(content, {secrets})` (TextEditor.enrichHTML): "" for empty content; otherwise the content is
 *   parsed into a `div` through `innerHTML` (v13 does NOT sanitise: whatever markup the string holds becomes
 *   elements), unrevealed `section.secret` blocks are removed unless `secrets` is true, and the div's
 *   innerHTML is returned. Content links, inline rolls and custom enrichers are not emulated (no pattern
 *   in our data uses them), so the text otherwise comes back as parsed.
 * - `getDragEventData` (the drag's text/plain JSON, or {} when there is none).
 */
export async function enrichHTML(content: string, options: { secrets?: boolean } = {}): Promise<string> {
  if (!content.length) return Promise.resolve("");
  // Tests without a DOM (node environment) render nothing: the text is passed through unparsed.
  if (typeof document === "undefined") return Promise.resolve(content);
  const html = document.createElement("div");
  html.innerHTML = content;
  if (options.secrets !== true)
    for (const secret of [...html.querySelectorAll("section.secret:not(.revealed)")]) secret.remove();
  return Promise.resolve(html.innerHTML);
}

export const TextEditor = {
  implementation: {
    enrichHTML,
    getDragEventData(event: { dataTransfer?: { getData(type: string): string } | null }): unknown {
      try {
        return JSON.parse(event.dataTransfer?.getData("text/plain") ?? "") as unknown;
      } catch {
        return {};
      }
    },
  },
};
