// Reading a link's values and saying what was wrong with them: a whole number written in
// decimal digits only, and a value quoted in a note as it was written (cut when long, its
// invisible characters shown). The link's readers (the lab's url.js and view.js, each puzzle's
// and each feature's own parameters) share them, so every note quotes alike.

import { visible } from "./words.js";

const MAX_QUOTED = 40;

/**
 * A whole number written in decimal digits only, from `min` to `max`; null for anything else
 * ("", " 6", "6.0", "1e1", "0x6", "+6" and numbers past `max` are not read as numbers).
 */
export function wholeNumber(text, min, max) {
  if (!/^[0-9]+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * A value as a note quotes it, in the lab's language (format.quote): cut after 40 characters
 * (never inside a character), control and direction-changing characters shown as escapes so
 * the note reads as written.
 */
export function quote(text, tr) {
  const chars = [...text];
  const shown = visible(chars.slice(0, MAX_QUOTED).join("") + (chars.length > MAX_QUOTED ? "…" : ""));
  return tr.t("format.quote", { text: shown });
}
