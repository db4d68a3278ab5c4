/**
 * Element look-ups the simulation makes on every render, without happy-dom 21's selector engine: on a freshly
 * parsed sheet of a thousand elements `querySelectorAll` costs ~12 times what `getElementsByTagName("*")` does
 * (measured), and walking `children` is no cheaper (each element builds its own live collection). Each helper
 * returns what the selector call named beside it returns (the same elements, in document order), so what a
 * render does is unchanged.
 */

/** The descendants of `root` (never `root` itself) that `pick` accepts, in document order (querySelectorAll). */
export function descendantsWhere<T extends Element = Element>(
  root: Element,
  pick: (element: Element) => boolean,
): T[] {
  return Array.from(root.getElementsByTagName("*")).filter(pick) as T[];
}

/** The first descendant of `root` that `pick` accepts, in document order (querySelector). */
export function firstDescendantWhere(root: Element, pick: (element: Element) => boolean): Element | null {
  for (let child = root.firstElementChild; child; child = child.nextElementSibling) {
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

/** Elements carrying the class `name` (the class selector `.name`). */
export const withClass =
  (name: string) =>
  (element: Element): boolean =>
    element.classList.contains(name);
