// A menu of links behind a button (the page's Lessons and Exercises): the button opens and
// closes the list and says which (aria-expanded); opening moves the focus to the first link,
// Esc closes the list and gives the focus back to the button, and the list closes when the
// focus leaves the menu.

/**
 * Wires the menu `nav`, whose first <button> opens its first <ol>; `onOpen()` runs each time
 * it opens. Its listeners go with `signal`.
 */
export function wireMenu(nav, { signal, onOpen = () => {} }) {
  const button = nav.querySelector("button");
  const list = nav.querySelector("ol");
  const open = (on) => {
    list.hidden = !on;
    button.setAttribute("aria-expanded", String(on));
    if (on) onOpen();
  };
  button.addEventListener("click", () => {
    open(list.hidden);
    if (!list.hidden) list.querySelector("a").focus();
  }, { signal });
  nav.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || list.hidden) return;
    open(false);
    button.focus();
  }, { signal });
  nav.addEventListener("focusout", (event) => {
    if (!nav.contains(event.relatedTarget)) open(false);
  }, { signal });
}
