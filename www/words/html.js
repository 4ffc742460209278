// Text placed in markup: every module that builds HTML from words (the lab's markup, a lane, a
// lesson's card, a panel) escapes them here first, so a translation or a value from a link can
// never become markup.

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe to place in markup, as an element's content or a quoted attribute. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
