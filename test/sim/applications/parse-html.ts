import { descendantsWhere, named } from "./dom-walk.ts";

/**
 * HTML parsed the way a browser parses it. happy-dom 21 gets a parsed `<select>`'s selectedness wrong (a
 * `selected` attribute on the first or third option leaves `value` on the second, or on none), so a form
 * read after a re-render would send a value the user never chose. Browsers follow the HTML standard's
 * selectedness setting algorithm: a single-choice select shows its last option carrying `selected`,
 * else its first option. The simulation applies that after every parse.
 */
export function parseHTML(holder: HTMLElement, html: string): void {
  holder.innerHTML = html;
  // Most parts have no select: skip the walk over a thousand-element sheet then (./dom-walk.ts).
  if (!/<select/i.test(html)) return;
  for (const select of descendantsWhere<HTMLSelectElement>(holder, named("select"))) {
    if (select.multiple) continue;
    const options = [...select.options];
    const chosen = options.findLastIndex((o) => o.hasAttribute("selected"));
    select.selectedIndex = chosen >= 0 ? chosen : options.length > 0 ? 0 : -1;
  }
}
