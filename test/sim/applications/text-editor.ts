/**
 * v13 client/applications/ux/text-editor.mjs TextEditor, the two calls Steelbound makes: `enrichHTML`
 * (content links, rolls and secrets are not emulated: text comes back as given) and `getDragEventData`
 * (the drag's text/plain JSON, or {} when there is none).
 */
export const TextEditor = {
  implementation: {
    async enrichHTML(content: string, _options: Record<string, unknown> = {}): Promise<string> {
      return Promise.resolve(content);
    },
    getDragEventData(event: { dataTransfer?: { getData(type: string): string } | null }): unknown {
      try {
        return JSON.parse(event.dataTransfer?.getData("text/plain") ?? "") as unknown;
      } catch {
        return {};
      }
    },
  },
};
