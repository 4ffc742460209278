// A pseudo-translation for the end-to-end tests: the English table with every text wrapped in
// ⟦…⟧ ({parameters} kept inside), served in place of www/words/strings/ru.js. A page shown in it
// ("lang=ru") must have every word inside the markers: a word outside them was not looked up
// in the table. Nested markers are fine (a sentence built from other texts).

import en from "../../www/words/strings/en.js";

export const OPEN = "⟦";
export const CLOSE = "⟧";
/** Russian has four plural forms; the pseudo table gives each the English "other" (or "one"). */
const RUSSIAN_FORMS = ["one", "few", "many", "other"];

const wrap = (text) => `${OPEN}${text}${CLOSE}`;

/** The pseudo table as a module's source, in place of www/words/strings/ru.js. */
export function pseudoTableSource() {
  const table = {};
  for (const [key, entry] of Object.entries(en)) {
    table[key] = typeof entry === "string"
      ? wrap(entry)
      : Object.fromEntries(RUSSIAN_FORMS.map((form) => [form, wrap(entry[form === "one" ? "one" : "other"] ?? entry.other)]));
  }
  return `export default ${JSON.stringify(table, null, 1)};\n`;
}

/** Serves the pseudo table for every www/words/strings/ru.js the context loads. */
export async function servePseudoRussian(context) {
  const body = pseudoTableSource();
  await context.route("**/www/words/strings/ru.js", (route) => route.fulfill({ contentType: "text/javascript; charset=utf-8", body }));
}

/**
 * What may stand outside the markers, and why (short on purpose):
 * - numbers, spaces, punctuation and symbols: counters, steps, "↶", "★", "×", "·";
 * - the brand, which is the same in every language;
 * - a key cap or a math variable: text inside <kbd> (Home, End, N, B, ←) or <var> (n),
 *   marked by `kbd` in what pageTexts() gives.
 * Cell names (r1c2) and code tokens reach the page only through the table, so they are
 * inside the markers already.
 */
const ALLOWED = /^[\s\p{N}\p{P}\p{S}]*$/u;
const BRAND = /Backtracking Lab/g;

/** The part of `text` outside every ⟦…⟧ (nested ones included), the brand taken out. */
export function unmarked(text) {
  let rest = text;
  // Innermost first, until no pair is left.
  for (let before = null; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/gu, " ");
  }
  return rest.replace(BRAND, " ");
}

/** Whether a text found on the page came from the table (see ALLOWED). */
export function isMarked({ text, keyCap = false }) {
  if (keyCap) return true;
  const rest = unmarked(text);
  return ALLOWED.test(rest) && !rest.includes(OPEN) && !rest.includes(CLOSE);
}

/**
 * Every text the reader can meet in a page (or frame), shadow roots of its components
 * included: the text nodes of rendered elements (also those hidden from sight only, for
 * screen readers; a button's text as one), the options of a shown <select>, and the aria-label, aria-valuetext,
 * aria-roledescription, title, placeholder and alt of rendered elements, plus the document's
 * title. `within` limits the search to the shadow roots of the elements it selects (a host
 * page's own words are not the lab's). Each is { where, text, keyCap }.
 */
export function pageTexts(scope, within = null) {
  return scope.evaluate((within) => {
    const found = [];
    const ATTRIBUTES = ["aria-label", "aria-valuetext", "aria-roledescription", "title", "placeholder", "alt"];
    const describe = (element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = element.classList.length ? `.${[...element.classList].join(".")}` : "";
      const lane = element.closest("[data-lane]")?.dataset.lane;
      return `${lane ? `[${lane}] ` : ""}${element.localName}${id}${classes}`;
    };
    const shown = (element) => {
      if (element.closest("option")) {
        const select = element.closest("select");
        return select.checkVisibility() && !element.closest("option").hidden;
      }
      return element.checkVisibility();
    };
    const visit = (node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        // A button's words are one text, even when a part is styled apart ("↶" and " backtrack").
        if (parent?.closest("button")) return;
        if (!parent || node.data.trim() === "" || parent.closest("script, style, template, title")) return;
        if (!shown(parent)) return;
        found.push({ where: describe(parent), text: node.data, keyCap: Boolean(parent.closest("kbd, var")) });
        return;
      }
      if (node.nodeType === Node.ELEMENT_NODE && node.localName === "button" && shown(node) && node.textContent.trim()) {
        found.push({ where: describe(node), text: node.textContent });
      }
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (node.localName !== "option" && shown(node)) {
          for (const name of ATTRIBUTES) {
            if (node.hasAttribute(name)) found.push({ where: `${describe(node)} @${name}`, text: node.getAttribute(name) });
          }
        }
        if (node.shadowRoot) visit(node.shadowRoot);
      }
      for (const child of node.childNodes) visit(child);
    };
    if (within) {
      for (const host of document.querySelectorAll(within)) visit(host.shadowRoot);
    } else {
      visit(document.documentElement);
      found.push({ where: "document.title", text: document.title });
    }
    return found;
  }, within);
}
