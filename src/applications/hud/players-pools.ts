/**
 * The table's pools in the players list (R-HT-1 hero tokens, R-ML-5 Malice), where a table looks between
 * fights as well as during them: v13's Players list is an ApplicationV2 whose root part is the list itself
 * (client/applications/ui/players.mjs), re-rendered by its `render` and by every change of a user; the pools
 * go at its top. Malice only for those the Director shows it to.
 */
export interface PoolsView {
  heroTokens: number;
  /** null: hidden from this viewer (R-ML-5). */
  malice: number | null;
}

export interface PoolsWords {
  title: string;
  heroTokens: string;
  malice: string;
}

const CLASS = "steelbound-pools";

function pool(kind: string, label: string, value: number): HTMLElement {
  const row = document.createElement("div");
  row.className = `steelbound-pool ${kind}`;
  const name = document.createElement("span");
  name.className = "label";
  name.textContent = label;
  const amount = document.createElement("span");
  amount.className = "value";
  amount.textContent = String(value);
  row.append(name, amount);
  return row;
}

/** Adds (or replaces) the pools at the top of the players list. */
export function addPoolsToPlayers(root: HTMLElement, view: PoolsView, words: PoolsWords): void {
  root.querySelector(`.${CLASS}`)?.remove();
  const section = document.createElement("section");
  section.className = CLASS;
  section.setAttribute("aria-label", words.title);
  section.append(pool("hero-tokens", words.heroTokens, view.heroTokens));
  if (view.malice !== null) section.append(pool("malice", words.malice, view.malice));
  root.prepend(section);
}
