/**
 * Cross-links in the rules journals: a defined term named in a page's text (a condition, a rule with a page of
 * its own such as potency or forced movement, a skill or skill group) links to its page, so a reader of
 * "Movement" reaches "Prone", and one of "Tests" reaches the Lore skills, in one click.
 *
 * The terms are the pages of ./rule-glossary.ts (an integrity test keeps it equal to the pack files); a journal of
 * one of our rules or hero-reference packs links the terms of both packs of its language. The links are
 * Foundry's own content links (`a.content-link[data-uuid]`, the anchor v13 builds in
 * client/documents/abstract/client-document.mjs ClientDocumentMixin#toAnchor), so a click is core's TextEditor
 * content-link handler, which for a JournalEntryPage opens its journal at that page
 * (client/documents/journal-entry-page.mjs JournalEntryPage#_onClickDocumentLink). Text is never parsed as
 * HTML: the linker splits text nodes and moves the matched text into a new anchor. It never links inside a
 * heading (core's table of contents reads the headings: v13 JournalEntryPage.buildTOC), an existing link, a
 * button or code, and links each page at most once per rendered page: the first mention, and none a content
 * link of the page already points at.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { GLOSSARY_OF_PACK, RULE_GLOSSARY } from "./rule-glossary.ts";

export interface RuleTerm {
  /** The words as they appear in the text (matched whole-word in English, as written in Japanese). */
  readonly name: string;
  /** The page's uuid. */
  readonly uuid: string;
  /** Matched only as written (else whatever its case). */
  readonly cased?: boolean;
}

/** The terms a journal of this pack (`steelbound.rules`, …) links; none for a pack without a glossary. */
export function ruleTermsFor(packId: string | null | undefined): RuleTerm[] {
  const [scope, name] = (packId ?? "").split(".");
  const language = scope === SYSTEM_ID && name ? GLOSSARY_OF_PACK[name] : undefined;
  if (!language) return [];
  return RULE_GLOSSARY[language].flatMap((entry) => {
    const uuid = `Compendium.${SYSTEM_ID}.${entry.pack}.JournalEntry.${entry.journal}.JournalEntryPage.${entry.page}`;
    return [
      ...entry.terms.map((term) => ({ name: term, uuid })),
      ...(entry.cased ?? []).map((term) => ({ name: term, uuid, cased: true })),
    ];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A term is a whole word where the script has word breaks (Latin), anywhere in Japanese text. */
function termPattern(terms: readonly RuleTerm[]): RegExp | null {
  if (!terms.length) return null;
  const sorted = [...new Set(terms.map((t) => t.name))].sort((a, b) => b.length - a.length);
  const alternatives = sorted.map((name) =>
    /^[A-Za-z]/.test(name) ? `\\b${escapeRegExp(name)}\\b` : escapeRegExp(name),
  );
  return new RegExp(alternatives.join("|"), "giu");
}

/** Elements whose text is never linked: existing links, headings, table headers, buttons and code. */
const SKIP = new Set(["A", "H1", "H2", "H3", "H4", "H5", "H6", "TH", "BUTTON", "CODE", "SCRIPT", "STYLE"]);

/** The term a match names: a cased term as written, else any term whatever its case. */
function termLookup(terms: readonly RuleTerm[]): (text: string) => RuleTerm | undefined {
  const cased = new Map<string, RuleTerm>();
  const anyCase = new Map<string, RuleTerm>();
  for (const t of terms) {
    if (t.cased === true) cased.set(t.name, t);
    else anyCase.set(t.name.toLowerCase(), t);
  }
  return (text) => cased.get(text) ?? anyCase.get(text.toLowerCase());
}

/**
 * Links the first mention of each term's page in `root`'s text to that page, except mentions of the page itself
 * (`selfUuid`). Returns how many links it made.
 */
export function linkRuleTerms(root: HTMLElement, terms: readonly RuleTerm[], selfUuid: string): number {
  const wanted = terms.filter((t) => t.uuid !== selfUuid);
  const pattern = termPattern(wanted);
  if (!pattern) return 0;
  const lookup = termLookup(wanted);
  // The pages already linked on this page, by its own content links or by this linker: one link each.
  const done = new Set<string>(
    [...root.querySelectorAll<HTMLElement>("a.content-link[data-uuid]")].map((a) => a.dataset["uuid"] ?? ""),
  );
  const texts: Text[] = [];
  const walk = (node: Node): void => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) texts.push(child as Text);
      else if (child.nodeType === 1 && !SKIP.has((child as Element).tagName)) walk(child);
    }
  };
  walk(root);
  let made = 0;
  for (const text of texts) {
    let node: Text = text;
    for (;;) {
      pattern.lastIndex = 0;
      const value = node.data;
      let match: RegExpExecArray | null = null;
      let term: RuleTerm | undefined;
      for (let m = pattern.exec(value); m; m = pattern.exec(value)) {
        const found = lookup(m[0]);
        if (found && !done.has(found.uuid)) {
          match = m;
          term = found;
          break;
        }
      }
      if (!match || !term) break;
      done.add(term.uuid);
      const hit = node.splitText(match.index);
      const rest = hit.splitText(match[0].length);
      hit.replaceWith(anchorFor(root.ownerDocument, term, hit.data));
      made += 1;
      node = rest;
    }
  }
  return made;
}

/** The content-link anchor v13's ClientDocumentMixin#toAnchor builds for a text page. */
function anchorFor(doc: Document, term: RuleTerm, text: string): HTMLAnchorElement {
  const a = doc.createElement("a");
  a.className = "content-link rule-term";
  a.draggable = true;
  a.dataset["link"] = "";
  a.dataset["uuid"] = term.uuid;
  a.dataset["id"] = term.uuid.split(".").at(-1) ?? "";
  a.dataset["type"] = "JournalEntryPage";
  const icon = doc.createElement("i");
  icon.className = "fa-solid fa-file-lines";
  icon.setAttribute("inert", "");
  a.append(icon, doc.createTextNode(text));
  return a;
}
