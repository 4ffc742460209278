// The textbook pseudo-code of every strategy, and the line each kind of event belongs to, so
// a lane can show its loop with the line it is on highlighted. The core's stepper is written
// to follow exactly these lines (see src/search.rs and the puzzles' strategies).

// Each line: [text, kinds of event that happen on it].
const QUEENS = {
  naive: [
    ["solve(row):", []],
    ["  if row == n:", []],
    ["    check every pair on the full board", ["leaf_check"]],
    ["    if no pair attacks: a solution", ["solution"]],
    ["    return", []],
    ["  for col in 0 .. n-1:", ["try"]],
    ["    place a queen at (row, col)", ["place"]],
    ["    solve(row + 1)", []],
    ["    undo the queen at (row, col)", ["undo"]],
  ],
  permutation: [
    ["solve(row):", []],
    ["  if row == n:", []],
    ["    check the diagonals of every pair", ["leaf_check"]],
    ["    if no pair attacks: a solution", ["solution"]],
    ["    return", []],
    ["  for col not used by an earlier row:", ["try"]],
    ["    place a queen at (row, col)", ["place"]],
    ["    solve(row + 1)", []],
    ["    undo the queen at (row, col)", ["undo"]],
  ],
  pruned: [
    ["solve(row):", []],
    ["  if row == n: a solution; return", ["solution"]],
    ["  for col in 0 .. n-1:", ["try"]],
    ["    if a queen in an earlier row attacks", []],
    ["       (row, col): skip it", ["reject"]],
    ["    place a queen at (row, col)", ["place"]],
    ["    solve(row + 1)", []],
    ["    undo the queen at (row, col)", ["undo"]],
  ],
  occupancy: [
    ["solve(row):", []],
    ["  if row == n: a solution; return", ["solution"]],
    ["  for col in 0 .. n-1:", ["try"]],
    ["    if cols[col] or diag[row-col+n-1]", []],
    ["       or anti[row+col]: skip it", ["reject"]],
    ["    place; mark the three arrays", ["place"]],
    ["    solve(row + 1)", []],
    ["    undo; unmark the three arrays", ["undo"]],
  ],
};

const SUDOKU = {
  naive: [
    ["solve():", []],
    ["  if no empty cell:", []],
    ["    check every row, column, box", ["leaf_check"]],
    ["    if no repeat: a solution", ["solution"]],
    ["    return", []],
    ["  cell = the first empty cell", []],
    ["  for digit in 1 .. size:", ["try"]],
    ["    place digit in cell", ["place"]],
    ["    solve()", []],
    ["    undo digit in cell", ["undo"]],
  ],
  permutation: [
    ["solve():", []],
    ["  if no empty cell:", []],
    ["    check every column and box", ["leaf_check"]],
    ["    if no repeat: a solution", ["solution"]],
    ["    return", []],
    ["  cell = the first empty cell", []],
    ["  for digit missing from its row:", ["try"]],
    ["    place digit in cell", ["place"]],
    ["    solve()", []],
    ["    undo digit in cell", ["undo"]],
  ],
  pruned: [
    ["solve():", []],
    ["  if no empty cell: a solution; return", ["solution"]],
    ["  cell = the first empty cell", []],
    ["  for digit in 1 .. size:", ["try"]],
    ["    if its row, column or box has", []],
    ["       digit: skip it", ["reject"]],
    ["    place digit in cell", ["place"]],
    ["    solve()", []],
    ["    undo digit in cell", ["undo"]],
  ],
  candidates: [
    ["solve():", []],
    ["  if no empty cell: a solution; return", ["solution"]],
    ["  cell = the empty cell with the fewest", []],
    ["         candidates", []],
    ["  if it has none: back up", ["dead_end"]],
    ["  for digit in its candidates:", ["try"]],
    ["    place digit in cell", ["place"]],
    ["    solve()", []],
    ["    undo digit in cell", ["undo"]],
  ],
  propagation: [
    ["solve():", []],
    ["  repeat until nothing is forced:", []],
    ["    a cell with no candidate: back up", ["dead_end"]],
    ["    a digit with no place in a unit: back up", ["no_place"]],
    ["    a naked or hidden single: place it", ["forced"]],
    ["  if no empty cell: a solution; return", ["solution"]],
    ["  cell = the cell with the fewest candidates", []],
    ["  for digit in its candidates:", ["try"]],
    ["    place digit in cell", ["place"]],
    ["    solve()", []],
    ["    undo (the guess and all it forced)", ["undo"]],
  ],
};

/** The pseudo-code lines of a strategy: [text, kinds][]. */
export function codeOf(puzzle, strategy) {
  return (puzzle === "queens" ? QUEENS : SUDOKU)[strategy] ?? [];
}

/** The index of the line an event belongs to, or -1 (before the first step, at the end). */
export function lineOf(lines, event) {
  if (!event) return -1;
  return lines.findIndex(([, kinds]) => kinds.includes(event.kind));
}
