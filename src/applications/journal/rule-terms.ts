/**
 * Cross-links in the rules journals: a condition named in a page's text links to that condition's page of the
 * Conditions journal in the same pack, so a reader of "Movement" reaches "Prone" in one click.
 *
 * The terms are the condition pages of our packs (an integrity test keeps this table equal to the pack files).
 * The links are Foundry's own content links (`a.content-link[data-uuid]`, the anchor v13 builds in
 * client/documents/abstract/client-document.mjs ClientDocumentMixin#toAnchor), so a click is core's
 * TextEditor content-link handler, which for a JournalEntryPage opens its journal at that page
 * (client/documents/journal-entry-page.mjs JournalEntryPage#_onClickDocumentLink). Text is never parsed as
 * HTML: the linker splits text nodes and moves the matched text into a new anchor.
 */
import { SYSTEM_ID } from "../../constants.ts";

export interface RuleTerm {
  /** The words as they appear in the text (matched whole-word in English, as written in Japanese). */
  readonly name: string;
  /** The page's uuid. */
  readonly uuid: string;
}

interface Glossary {
  readonly journal: string;
  readonly pages: readonly (readonly [name: string, id: string])[];
}

/** The Conditions journal of each rules pack and its condition pages. */
export const RULES_GLOSSARIES: Readonly<Record<string, Glossary>> = {
  rules: {
    journal: "fD83YoghZvpiy3Ym",
    pages: [
      ["Bleeding", "K1zZj2VdhcqGsSeD"],
      ["Dazed", "JVoOOe1tRRodsnDH"],
      ["Frightened", "6OF4TlB6ZvXF11Bh"],
      ["Grabbed", "4PRKcI31TakMlSoz"],
      ["Prone", "LBqid95DY5G6ndZj"],
      ["Restrained", "NxcVJTGxv9YFC9B7"],
      ["Slowed", "tvnnRPpgxZGsZIEf"],
      ["Surprised", "6Nzfnf7BYutYfRCt"],
      ["Taunted", "ZNBOB0hA9oabQJVh"],
      ["Weakened", "AkAHL24FZc8zye2J"],
    ],
  },
  "rules-ja": {
    journal: "vr8rTo1bpmeZL9mL",
    pages: [
      ["出血", "hjr1q75XYcCLwHXR"],
      ["朦朧", "jPTdjgl48jWvZVXM"],
      ["恐怖", "l4SXMXXPyYpXixbs"],
      ["つかまれ", "HktP6g0A1qSaJfNy"],
      ["伏せ", "7TaS2rEdV5y7GpzB"],
      ["拘束", "3jHs0ObR0jKanC8D"],
      ["減速", "Ac9oJxYk3CPJXv1Z"],
      ["不意打ち", "G4IrPrwmSVEb4LXB"],
      ["挑発", "TPl3xiz2PwqLRFFU"],
      ["衰弱", "Gbrr83J03X1zlnOu"],
    ],
  },
};

/** The terms a journal of this pack (`steelbound.rules`, …) links; none for a pack without a glossary. */
export function ruleTermsFor(packId: string | null | undefined): RuleTerm[] {
  const [scope, name] = (packId ?? "").split(".");
  const glossary = scope === SYSTEM_ID && name ? RULES_GLOSSARIES[name] : undefined;
  if (!glossary) return [];
  const journal = `Compendium.${SYSTEM_ID}.${name}.JournalEntry.${glossary.journal}`;
  return glossary.pages.map(([term, id]) => ({ name: term, uuid: `${journal}.JournalEntryPage.${id}` }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A term is a whole word where the script has word breaks (Latin), anywhere in Japanese text. */
function termPattern(terms: readonly RuleTerm[]): RegExp | null {
  if (!terms.length) return null;
  const sorted = [...terms].sort((a, b) => b.name.length - a.name.length);
  const alternatives = sorted.map((t) =>
    /^[A-Za-z]/.test(t.name) ? `\\b${escapeRegExp(t.name)}\\b` : escapeRegExp(t.name),
  );
  return new RegExp(alternatives.join("|"), "giu");
}

/** Elements whose text is never linked: existing links, headings, buttons and code. */
const SKIP = new Set(["A", "H1", "H2", "H3", "H4", "H5", "H6", "BUTTON", "CODE", "SCRIPT", "STYLE"]);

/**
 * Links the first mention of each term in `root`'s text to its page, except mentions on the page itself
 * (`selfUuid`). Returns how many links it made.
 */
export function linkRuleTerms(root: HTMLElement, terms: readonly RuleTerm[], selfUuid: string): number {
  const wanted = terms.filter((t) => t.uuid !== selfUuid);
  const pattern = termPattern(wanted);
  if (!pattern) return 0;
  const byName = new Map(wanted.map((t) => [t.name.toLowerCase(), t]));
  const done = new Set<string>();
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
      for (let m = pattern.exec(value); m; m = pattern.exec(value)) {
        if (!done.has(m[0].toLowerCase())) {
          match = m;
          break;
        }
      }
      const term = match ? byName.get(match[0].toLowerCase()) : undefined;
      if (!match || !term) break;
      done.add(match[0].toLowerCase());
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
