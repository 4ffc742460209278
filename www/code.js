// The textbook pseudo-code of every strategy, and the line each kind of event belongs to, so
// a lane can show its loop with the line it is on highlighted. The core's stepper is written
// to follow exactly these lines (see src/search.rs and the puzzles' strategies).
//
// The lines' words are the lab's language's: code.<puzzle>.<strategy>.<line> in www/strings/
// (the English table reads as the lessons' pseudo-code, e.g. code.queens.pruned.4 is
// "(row, col): skip it"). Here each strategy says only how many lines it has and on which line
// each kind of event happens, so a translation rewords a line but never moves a highlight.

const CODE = {
  queens: {
    naive: { lines: 9, on: { leaf_check: 2, solution: 3, try: 5, place: 6, undo: 8 } },
    permutation: { lines: 9, on: { leaf_check: 2, solution: 3, try: 5, place: 6, undo: 8 } },
    pruned: { lines: 8, on: { solution: 1, try: 2, reject: 4, place: 5, undo: 7 } },
    occupancy: { lines: 8, on: { solution: 1, try: 2, reject: 4, place: 5, undo: 7 } },
  },
  sudoku: {
    naive: { lines: 10, on: { leaf_check: 2, solution: 3, try: 6, place: 7, undo: 9 } },
    permutation: { lines: 10, on: { leaf_check: 2, solution: 3, try: 6, place: 7, undo: 9 } },
    pruned: { lines: 9, on: { solution: 1, try: 3, reject: 5, place: 6, undo: 8 } },
    candidates: { lines: 9, on: { solution: 1, dead_end: 4, try: 5, place: 6, undo: 8 } },
    propagation: { lines: 11, on: { dead_end: 2, no_place: 3, forced: 4, solution: 5, try: 7, place: 8, undo: 10 } },
  },
};

/** How many lines each strategy's pseudo-code has, by puzzle (for the tables' tests). */
export function codeLineCounts() {
  return Object.fromEntries(Object.entries(CODE).map(([puzzle, strategies]) =>
    [puzzle, Object.fromEntries(Object.entries(strategies).map(([name, code]) => [name, code.lines]))]));
}

/**
 * The pseudo-code of a strategy in the lab's language (`t`): { lines: [text], on: {kind: line} }.
 * An unknown strategy has no lines.
 */
export function codeOf(puzzle, strategy, t) {
  const code = CODE[puzzle]?.[strategy] ?? { lines: 0, on: {} };
  return {
    lines: Array.from({ length: code.lines }, (_, i) => t(`code.${puzzle}.${strategy}.${i}`)),
    on: code.on,
  };
}

/** The index of the line an event belongs to, or -1 (before the first step, at the end). */
export function lineOf(code, event) {
  if (!event || !Object.hasOwn(code.on, event.kind)) return -1;
  return code.on[event.kind];
}
