// An exercise's statement, written in a small Markdown subset, as HTML: paragraphs split by a
// blank line, `code`, **strong** and *emphasis*. Everything else is text: the statement is
// escaped first, so an exercise from a link can never put markup in the page.

import { escapeHtml } from "../words/html.js";

/** The statement's HTML: one <p> a paragraph. */
export function statementHtml(text) {
  return String(text ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${inline(escapeHtml(paragraph))}</p>`)
    .join("");
}

function inline(escaped) {
  // Code first, so that stars inside it stay stars.
  return escaped
    .split(/(`[^`]+`)/)
    .map((part) => part.startsWith("`") && part.endsWith("`") && part.length > 1
      ? `<code>${part.slice(1, -1)}</code>`
      : part
        .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
        .replace(/\*([^*]+)\*/g, "<em>$1</em>"))
    .join("");
}
