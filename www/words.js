// The page's words: numbers formatted for reading, and each search event told as a sentence
// that says what happened and why. Kept in one module so the page can be translated.

const number = new Intl.NumberFormat("en");

/** 1234567 → "1,234,567". */
export function formatCount(value) {
  return value === undefined || value === null ? "–" : number.format(value);
}

const SUPERSCRIPT = { "-": "⁻", 0: "⁰", 1: "¹", 2: "²", 3: "³", 4: "⁴", 5: "⁵", 6: "⁶", 7: "⁷", 8: "⁸", 9: "⁹" };

/** 6.4e46 → "6.4 × 10⁴⁶". */
export function formatPower(value) {
  const exponent = Math.floor(Math.log10(value));
  const mantissa = (value / 10 ** exponent).toFixed(1);
  return `${mantissa} × 10${[...String(exponent)].map((c) => SUPERSCRIPT[c]).join("")}`;
}

/** An exact count while it is readable, then "about 6.4 × 10⁴⁶". */
export function formatTreeSize(size) {
  return size < 1e12 ? number.format(Math.round(size)) : `about ${formatPower(size)}`;
}

/** A share in percent: "12%", "0.026%", "2.6 × 10⁻⁴⁰ %". */
export function formatShare(percent) {
  if (percent >= 10) return `${Math.round(percent)}%`;
  if (percent >= 1e-3) return `${Number(percent.toPrecision(2))}%`;
  return percent > 0 ? `${formatPower(percent)} %` : "0%";
}

const RULES = {
  row: "same row",
  column: "same column",
  diagonal: "same diagonal",
  anti_diagonal: "same anti-diagonal",
  box: "same box",
};

function queen(cell) {
  return `row ${cell.row + 1}, column ${cell.col + 1}`;
}

function square(cell) {
  return `r${cell.row + 1}c${cell.col + 1}`;
}

/** The last event of a lane as a sentence; the lesson in a line. */
export function describeEvent(puzzle, event, stats) {
  if (!event) return "Ready: press Play or Step.";
  const q = puzzle === "queens";
  switch (event.kind) {
    case "try":
      return q ? `Try a queen at ${queen(event.at)}.` : `Try ${event.value} in ${square(event.at)}.`;
    case "reject": {
      const rule = RULES[event.conflict.rule];
      return q
        ? `Rejected ${queen(event.at)}: ${rule} as the queen at ${queen(event.conflict.with)}. The whole subtree is cut.`
        : `Rejected ${event.value} in ${square(event.at)}: ${rule} as the ${event.value} in ${square(event.conflict.with)}.`;
    }
    case "place":
      return q ? `Place a queen at ${queen(event.at)}: node ${formatCount(stats.nodes)}.`
        : `Place ${event.value} in ${square(event.at)}: node ${formatCount(stats.nodes)}.`;
    case "undo":
      return q ? `Undo the queen at ${queen(event.at)}: back up one row.`
        : `Undo ${event.value} in ${square(event.at)}: back up.`;
    case "forced": {
      const why = event.reason.kind === "naked_single"
        ? `it is the only candidate left there`
        : `it has no other place in its ${event.reason.unit}`;
      return `Forced ${event.value} in ${square(event.at)}: ${why}. No guess, no node.`;
    }
    case "no_place":
      return `Dead end: ${event.value} has no place left in the ${event.unit} of ${square(event.at)}. Back up at once.`;
    case "dead_end":
      return `Dead end: ${square(event.at)} has no candidate left. Back up at once.`;
    case "leaf_check":
      if (!event.clash) return "Full board checked: no conflict.";
      return q
        ? `Full board checked: the queens at ${queen(event.clash.first)} and ${queen(event.clash.second)} attack each other (${RULES[event.clash.rule]}). Wasted leaf.`
        : `Full grid checked: ${square(event.clash.first)} and ${square(event.clash.second)} repeat a digit (${RULES[event.clash.rule]}). Wasted leaf.`;
    case "solution":
      return `Solution ${formatCount(stats.solutions)} found.`;
    case "end":
      return {
        finished: `Done: the whole tree is walked, ${formatCount(stats.solutions)} solution${stats.solutions === 1 ? "" : "s"}.`,
        first_solution: "Stopped at the first solution.",
        cap_reached: "Stopped: enough solutions found.",
        no_solution: "Done: the whole tree is walked and there is no solution.",
        budget_exhausted: "Stopped: the budget of nodes is spent.",
      }[event.status];
    default:
      return "";
  }
}
