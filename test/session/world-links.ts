/**
 * What the world compendiums an import wrote link to: every `Compendium.world.…` link in their documents
 * (advancement pools, @UUID and @Embed in text), whether each names a document they hold, and which
 * documents still name another package's compendiums (the Content window writes world ones).
 */
import type { SimClient } from "../sim/client.ts";
import type { HarnessCompendiumCollection } from "../harness/compendium.ts";

type Packs = {
  contents: HarnessCompendiumCollection[];
  get(id: string): HarnessCompendiumCollection | undefined;
};
export const packsOn = (client: SimClient) =>
  client.run(() => (client.game as unknown as { packs: Packs }).packs);

/** A `Compendium.world.…` link: its pack, document name, id and (for an actor's item) item id. */
const LINK =
  /Compendium\.world\.([A-Za-z0-9-]+)\.(Item|Actor|JournalEntry|RollTable)\.([A-Za-z0-9]{16})(?:\.Item\.([A-Za-z0-9]{16}))?/g;

export interface LinkAudit {
  /** Every link found, with the document that holds it. */
  links: { from: string; link: RegExpMatchArray }[];
  /** Links whose document (or item) no world compendium holds, but the ids in `known`. */
  dangling: string[];
  /** Documents that still name one of `stalePrefixes` (e.g. "Compendium.draw-steel."). */
  stale: string[];
}

export async function auditWorldLinks(
  gm: SimClient,
  known: ReadonlySet<string | undefined>,
  stalePrefixes: readonly string[],
): Promise<LinkAudit> {
  const held = new Map<string, Map<string, Record<string, unknown>>>();
  const links: LinkAudit["links"] = [];
  const stale: string[] = [];
  for (const pack of packsOn(gm).contents) {
    if (!pack.collection.startsWith("world.")) continue;
    const docs = await gm.run(() => pack.getDocuments());
    const byId = new Map<string, Record<string, unknown>>();
    for (const doc of docs) {
      const source = (doc as unknown as { _source: Record<string, unknown> })._source;
      byId.set(String(source["_id"]), source);
      const json = JSON.stringify(source);
      const from = `${pack.collection}/${String(source["name"])}`;
      for (const link of json.matchAll(LINK)) links.push({ from, link });
      if (stalePrefixes.some((p) => json.includes(p))) stale.push(from);
    }
    held.set(pack.collection.slice("world.".length), byId);
  }
  const dangling = links.flatMap(({ from, link }) => {
    const [, pack = "", , id = "", item] = link;
    const doc = held.get(pack)?.get(id);
    const items = doc && Array.isArray(doc["items"]) ? (doc["items"] as Record<string, unknown>[]) : [];
    const found = doc !== undefined && (item === undefined || items.some((i) => i["_id"] === item));
    return found || known.has(id) ? [] : [`${from} → ${link[0]}`];
  });
  return { links, dangling, stale };
}
