/**
 * Element look-ups the simulation makes on every render, written as plain walks over `children`. happy-dom 21's
 * selector engine costs several times more per element (every element it visits is recorded in a result
 * cache), and a sheet has over a thousand. Each helper returns what the selector call named beside it returns
 * (the same elements, in document order), so what a render does is unchanged.
 */

/** The descendants of `root` (never `root` itself) that `pick` accepts, in document order (querySelectorAll). */
export function descendantsWhere<T extends Element = Element>(
  root: Element,
  pick: (element: Element) => boolean,
): T[] {
  const found: T[] = [];
  const visit = (parent: Element): void => {
    for (const child of parent.children) {
      if (pick(child)) found.push(child as T);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** The first descendant of `root` that `pick` accepts, in document order (querySelector). */
export function firstDescendantWhere(root: Element, pick: (element: Element) => boolean): Element | null {
  for (const child of root.children) {
    if (pick(child)) return child;
    const inner = firstDescendantWhere(child, pick);
    if (inner) return inner;
  }
  return null;
}

/**
 * `root.querySelector(":focus")`: `:focus` matches the one element that is its document's `activeElement`
 * (happy-dom SelectorItem, as in a browser), so it is that element when it lies inside `root`.
 */
export function focusedWithin(root: Element): Element | null {
  const active = root.ownerDocument.activeElement;
  return active && active !== root && root.contains(active) ? active : null;
}

/** Elements whose local name is one of `names` (a type selector list such as "input, select"). */
export const named =
  (...names: string[]) =>
  (element: Element): boolean =>
    names.includes(element.localName);
