// The lab's words built from its translator (i18n.js): numbers formatted for reading, sizes of
// whole trees, shares in percent, each search event told as a sentence that says what happened
// and why, and the core's Sudoku errors. Every function takes the lab's translator `tr`
// ({ t, number }), never a language of its own, so two labs in two languages share a page.

/** 1234567 → "1,234,567" (en), "1 234 567" (ru); a missing value → "–". */
export function formatCount(tr, value) {
  return value === undefined || value === null ? tr.t("format.missing") : tr.number(value);
}

const SUPERSCRIPT = { "-": "⁻", 0: "⁰", 1: "¹", 2: "²", 3: "³", 4: "⁴", 5: "⁵", 6: "⁶", 7: "⁷", 8: "⁸", 9: "⁹" };

/** 6.4e46 → "6.4 × 10⁴⁶" ("6,4 × 10⁴⁶" in Russian). */
export function formatPower(tr, value) {
  let exponent = Math.floor(Math.log10(value));
  let mantissa = Number((value / 10 ** exponent).toFixed(1));
  if (mantissa >= 10) {
    mantissa /= 10;
    exponent += 1;
  }
  return tr.t("format.power", {
    mantissa: tr.number(mantissa, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    exponent: [...String(exponent)].map((c) => SUPERSCRIPT[c]).join(""),
  });
}

/** An exact count while it is readable, then "about 6.4 × 10⁴⁶". */
export function formatTreeSize(tr, size) {
  return size < 1e12 ? tr.number(Math.round(size)) : tr.t("format.about", { value: formatPower(tr, size) });
}

/**
 * The search tree's counts stay exact below a million; past it, what a cut saves (up to 8^24
 * nodes on a 5×5 knight's tour) is read better as a power of ten than as 22 digits.
 */
export const EXACT_BELOW = 1e6;

/** A count where there is little room (under a cut): 324, 999,999, then "6.7 × 10²⁰". */
export function formatCompact(tr, value) {
  return value < EXACT_BELOW ? tr.number(Math.round(value)) : formatPower(tr, value);
}

/**
 * A count as a sentence's parameter, which may also choose its plural (as `count`): the
 * number itself below a million, then a value that reads "about 6.7 × 10²⁰" and whose number
 * is a large round one (10¹²), so the plural is that of a large number ("около … узлов"), as
 * lanes.js does for a whole tree's size. The translator inserts a value that is not a number
 * as its text, and chooses a plural by the count's number.
 */
export function countInWords(tr, value) {
  if (value < EXACT_BELOW) return Math.round(value);
  const text = tr.t("format.about", { value: formatPower(tr, value) });
  return { valueOf: () => 1e12, toString: () => text };
}

/** A share in percent: "12%", "0.026%", "2.6 × 10⁻⁴⁰ %" (two significant digits below 10). */
export function formatShare(tr, percent) {
  if (percent >= 10) return tr.t("format.percent", { value: Math.round(percent) });
  if (percent >= 1e-3) return tr.t("format.percent", { value: tr.number(percent, { maximumSignificantDigits: 2 }) });
  return percent > 0
    ? tr.t("format.percent_tiny", { value: formatPower(tr, percent) })
    : tr.t("format.percent", { value: 0 });
}

/**
 * Text as it may be shown inside a sentence: control and direction-changing characters become
 * escapes (\u0007), so a pasted or linked value cannot reorder or hide the words around it.
 */
export function visible(text) {
  return String(text).replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A Sudoku cell as the lessons name it, counted from 1: "r1c2". */
export function cellName(tr, cell) {
  return tr.t("cell.sudoku", { row: cell.row + 1, col: cell.col + 1 });
}

/** A Sudoku digit as the grid writes it: 1–9, then A–G on a 16×16 grid; 0 (empty) stays 0. */
export function digitName(digit) {
  return digit > 9 ? String.fromCharCode(55 + digit) : String(digit ?? "");
}

/**
 * A grid's rows for its text alternative: digits apart and 0 for an empty cell (screen readers
 * say every digit, and skip dots), rows joined by list.separator: "0 0 3 0, 4 0 0 0, …".
 */
export function gridRows(cells, size, t) {
  const rows = [];
  for (let r = 0; r < size; r++) rows.push(Array.from(cells.slice(r * size, (r + 1) * size), (d) => digitName(d || 0)).join(" "));
  return rows.join(t("list.separator"));
}

/**
 * The sentence of an event every puzzle tells the same way: none yet, a full board that
 * passed its check at the bottom, a solution, the end of the run. `stats` are the lane's
 * counters after the event. Each puzzle's module tells its own kinds (www/puzzles/) and
 * hands the rest here; an event this page does not know is told as nothing.
 */
export function commonEvent(tr, event, stats) {
  const { t } = tr;
  if (!event) return t("event.ready");
  switch (event.kind) {
    case "leaf_check":
      return event.clash ? "" : t("event.leaf_check.pass");
    case "solution":
      return t("event.solution", { number: stats.solutions });
    case "end":
      return t(`event.end.${event.status}`, { count: stats.solutions });
    default:
      return "";
  }
}

/**
 * What is wrong with a typed or pasted Sudoku, from the core's checkSetup result: its `kind`
 * and values (found, digit, size, expected, rule, line, column, cells), placed at its line and
 * column when it has them. The core's English `message` is the fallback for a kind this page
 * does not know yet.
 */
export function describeSudokuError(tr, checked) {
  const { t } = tr;
  // The core sends counts as text (they may be large); a character stays as it is.
  const count = (text) => (/^[0-9]+$/.test(String(text)) ? Number(text) : text);
  switch (checked.kind) {
    case "unexpected_character":
    case "digit_too_large": {
      const message = t(`error.parse.${checked.kind}`, { found: visible(checked.found ?? ""), digit: checked.digit, size: checked.size });
      if (checked.line && checked.column) return t("error.at.line_column", { line: checked.line, column: checked.column, message });
      return checked.line ? t("error.at.line", { line: checked.line, message }) : message;
    }
    case "wrong_row_length":
      return t("error.parse.wrong_row_length", { line: checked.line, found: count(checked.found), expected: checked.expected });
    case "wrong_row_count": {
      const message = t("error.parse.wrong_row_count", { found: count(checked.found), expected: checked.expected });
      return checked.line ? t("error.at.line", { line: checked.line, message }) : message;
    }
    case "wrong_cell_count":
      return t("error.parse.wrong_cell_count", { found: count(checked.found) });
    case "conflicting_givens": {
      const [first, second] = checked.cells ?? [];
      return t(`error.sudoku.conflicting_givens.${checked.rule}`, {
        digit: checked.digit,
        first: first ? cellName(tr, first) : "",
        second: second ? cellName(tr, second) : "",
      });
    }
    default:
      return checked.message ?? "";
  }
}
