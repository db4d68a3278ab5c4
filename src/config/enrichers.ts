/** init: the journal enrichers, the embedded-ability Use button and the hotbar drop (this folder). */
import { directiveEnrichers } from "../applications/enrichers/buttons.ts";
import { embeddedUseEnricher } from "../applications/enrichers/embeds.ts";
import { onHotbarDrop } from "../applications/enrichers/hotbar.ts";

export function registerEnrichers(): void {
  // v13 client/config.mjs CONFIG.TextEditor.enrichers: read by TextEditor.enrichHTML and by
  // HTMLEnrichedContentElement#connectedCallback (which finds an enricher by id to call its onRender).
  const enrichers = CONFIG.TextEditor.enrichers as unknown[]; // our entries are typed where they are built
  enrichers.push(...directiveEnrichers(), embeddedUseEnricher());
  Hooks.on("hotbarDrop", onHotbarDrop);
}
