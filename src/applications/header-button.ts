/**
 * A button of ours in a sidebar directory's header (v13 client/applications/sidebar/document-directory.mjs
 * PARTS.header, templates/sidebar/directory/header.hbs: `.directory-header` holds the action rows): an icon, a
 * label, a class that marks it as already added, and what a click does.
 */
export interface HeaderButton {
  className: string;
  /** Font Awesome classes of its icon. */
  icon: string;
  label: string;
  onClick: () => void;
  dataset?: Record<string, string>;
}

/** The directory's header, unless our button with this class is already in `html`. */
export function headerWithout(html: HTMLElement, className: string): Element | null {
  if (html.querySelector(`.${className}`)) return null;
  return html.querySelector(".directory-header");
}

export function headerButton({
  className,
  icon,
  label,
  onClick,
  dataset = {},
}: HeaderButton): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = className;
  Object.assign(button.dataset, dataset);
  const glyph = document.createElement("i");
  glyph.className = icon;
  glyph.setAttribute("aria-hidden", "true");
  button.append(glyph, ` ${label}`);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    onClick();
  });
  return button;
}

/** A header row of its own holding `elements`. */
export function headerRow(...elements: HTMLElement[]): HTMLDivElement {
  const row = document.createElement("div");
  row.className = "header-actions action-buttons flexrow";
  row.append(...elements);
  return row;
}
