// The page's words in English: the reference table. Every other table has exactly these keys
// (tests/js/i18n.test.mjs holds them to it). A value is a string, or a plural entry
// { one, other } chosen by the `count` parameter. {name} is a parameter: numbers are formatted
// for the language by the translator, strings are inserted as given. Rows, columns and lines
// are counted from 1, as a person counts them (error.queens.* and error.core.column_not_on_board
// keep the core's 0-based columns). Texts are plain text, never HTML.
//
// Keys are named by what they are: area.thing[.variant]. Keys that end in a strategy, a status,
// a rule (row, column, box, diagonal, anti_diagonal) or an event kind are looked up with that
// id, so the page builds them from the core's names:
//   `strategy.${puzzle}.${strategy}.name` (and .summary), `lane.stat.${stat}`,
//   `status.${status}`, `event.end.${status}`, `event.${kind}.${puzzle}` (try, place, undo),
//   `event.reject.${puzzle}.${rule}`, `event.leaf_check.${puzzle}.${rule}`,
//   `event.forced.hidden_single.${unit}`, `event.no_place.${unit}`,
//   `error.sudoku.conflicting_givens.${rule}`, `code.${puzzle}.${strategy}.${line}`.
// Numbers that must stay as typed (a budget in a note, say) are passed as strings.

export default {
  // --- The page: head, masthead, fatal errors -------------------------------------------------
  "app.name": "Backtracking Lab",
  "page.description":
    "Race backtracking strategies on the same N-Queens or Sudoku board and watch one search tree explode while another collapses.",
  "page.tagline": "Race search strategies on the same board: watch one tree explode while another collapses.",
  "page.note.partly_read": "This link was partly read: {notes}.",
  "page.error.start": "The solver could not start: {message}",

  // --- Choosing the puzzle ---------------------------------------------------------------------
  "puzzle.tabs.label": "Puzzle",
  "puzzle.queens": "N-Queens",
  "puzzle.sudoku": "Sudoku",

  // --- Setting up: N-Queens (the <var>n</var> after a label is the page's, not the table's) --
  "setup.label": "Set up the race",
  "setup.queens.size": "Board size",
  "setup.queens.size_error": "Choose a whole number n from 1 to {max} (the race animates up to {max}).",

  // --- Counting every solution of n queens (Web Workers) ------------------------------------
  "count.label": "Count all solutions for",
  "count.button": "Count",
  "count.cancel": "Cancel",
  "count.n_error": "Choose a whole number n from 1 to {max}.",
  "count.starting": "Counting n = {n}…",
  // {percent} is format.percent; {details} the time, then the rate, joined by format.separator.
  "count.progress": "Counting n = {n}: {percent} · {details}",
  // {solutions} is count.solutions, {classes} count.classes; {details} the time, the rate and count.workers.
  "count.done": "n = {n}: {solutions} ({classes}) · {details}",
  "count.classes": { one: "{count} distinct up to rotation and reflection", other: "{count} distinct up to rotation and reflection" },
  // {time} is a format.seconds.
  "count.left": "about {time} left",
  "count.solutions": { one: "{count} solution", other: "{count} solutions" },
  "count.workers": { one: "{count} worker", other: "{count} workers" },
  "count.rate": { one: "{count} node/s", other: "{count} nodes/s" },
  "count.cancelled": "Cancelled.",
  "count.failed": "The count failed: {message}",
  "count.worker.failed": "a counting worker failed",
  "count.worker.failed_with": "a counting worker failed: {message}",
  "count.worker.could_not_start": "a counting worker could not start: {message}",
  "count.worker.could_not_load": "a counting worker could not load",
  "count.worker.unreadable": "a counting worker sent a message that could not be read",
  "count.worker.core_not_loaded": "the solver's core did not load in the worker ({message})",

  // --- Setting up: Sudoku (presets, editor, paste box, solve now) ----------------------------
  "sudoku.preset.label": "Puzzle",
  "sudoku.preset.easy_4": "Easy 4×4: every lane finishes",
  "sudoku.preset.easy_6": "Easy 6×6: every lane finishes",
  "sudoku.preset.lesson_9": "The lesson's worked 9×9",
  "sudoku.preset.hard_9": "Hard 9×9",
  "sudoku.preset.unsolvable_4": "Unsolvable 4×4",
  "sudoku.preset.several_4": "Several solutions 4×4",
  "sudoku.preset.empty_4": "Empty 4×4",
  "sudoku.preset.empty_6": "Empty 6×6",
  "sudoku.preset.empty_9": "Empty 9×9",
  "sudoku.preset.sixteen_16": "16×16: 1–9 and A–G",
  "sudoku.preset.custom": "Your own puzzle",
  "sudoku.editor.label": "Puzzle editor: arrow keys move, digits set a given, Delete clears",
  "sudoku.editor.hint": "Click or use the arrow keys; type a digit (A to G past 9 on a 16×16 grid); Delete, Backspace or 0 clears.",
  // The editor's text alternative ({rows} as in board.alt.sudoku) and what is said when its
  // cursor moves or a digit is typed ({cell} is cell.sudoku).
  "sudoku.editor.alt": "{size}×{size} grid, rows from the top (0 is an empty cell): {rows}. The cursor is on {cell}.",
  "sudoku.editor.cell": "{cell}: {value}",
  "sudoku.editor.cell_empty": "{cell}: empty",
  "sudoku.paste.label": "Paste a puzzle (one line of digits and dots, or a printed grid)",
  "sudoku.paste.use": "Use this puzzle",
  "sudoku.solve.button": "Solve now",
  // {took} is sudoku.solve.took: {time} is format.milliseconds.
  "sudoku.solve.took": "{time}, {guesses}, {forced}",
  "sudoku.solve.guesses": { one: "{count} guess", other: "{count} guesses" },
  "sudoku.solve.forced": { one: "{count} forced", other: "{count} forced" },
  "sudoku.solve.unique": "Solved in {took}. The solution is unique.",
  "sudoku.solve.several": "Solved in {took}, but this puzzle has more than one solution.",
  "sudoku.solve.none": "No solution ({took}).",

  // --- Setting up: the race -------------------------------------------------------------------
  "race.legend": "Race",
  "race.lanes.label": "Lanes (up to four)",
  "race.mode.label": "Find",
  "race.mode.first": "the first solution",
  "race.mode.all": "all solutions",
  "race.budget.label": "Budget (nodes per lane)",
  "race.show_code": "Show each lane's code",

  // --- The transport: buttons (label = aria-label or text, title = tooltip) -----------------
  "transport.label": "Playback",
  "transport.restart": "Restart",
  "transport.restart.title": "Restart (Home)",
  "transport.back": "Step back",
  "transport.back.title": "Step back (←)",
  "transport.play": "Play",
  "transport.pause": "Pause",
  "transport.play.title": "Play or pause (Space)",
  "transport.forward": "Step forward",
  "transport.forward.title": "Step forward (→)",
  "transport.next_backtrack": "↶ backtrack",
  "transport.next_backtrack.title": "Next backtrack (B)",
  "transport.next_solution": "★ solution",
  "transport.next_solution.title": "Next solution (N)",
  "transport.end": "end",
  "transport.end.title": "Run to the end (End)",
  "transport.cancel": "Cancel (Esc)",
  "transport.speed": "Speed",
  "transport.speed.rate": { one: "{count} step/s", other: "{count} steps/s" },
  "transport.speed.max": "max",
  "transport.step": "Step",

  // --- Progress of long moves (the page's progress line, and the host's lab-progress) ------
  "progress.seek": "Going to step {step} (now at {now})…",
  "progress.run.end": "Running to the end: {steps} steps…",
  "progress.run.solution": "Running to the next solution: {steps} steps…",
  "progress.run.backtrack": "Running to the next backtrack: {steps} steps…",

  // --- The keyboard line under the page ----------------------------------------------------
  "keys.title": "Keys:",
  "keys.space": "Space",
  "keys.play_pause": "play/pause",
  "keys.step": "step",
  "keys.speed": "speed",
  "keys.restart": "restart",
  "keys.end": "run to the end",
  "keys.next_solution": "next solution",
  "keys.next_backtrack": "next backtrack",

  // --- Strategies: a lane's heading (and its check box) and its one-line summary ------------
  "strategy.queens.naive.name": "Naive",
  "strategy.queens.naive.summary": "Any column in each row; checks only the full board.",
  "strategy.queens.permutation.name": "Permutation",
  "strategy.queens.permutation.summary": "Only unused columns; checks diagonals on the full board.",
  "strategy.queens.pruned.name": "Pruned",
  "strategy.queens.pruned.summary": "Checks each queen against the earlier rows before placing it.",
  "strategy.queens.occupancy.name": "Occupancy",
  "strategy.queens.occupancy.summary": "Same checks as pruned, by three array look-ups.",
  "strategy.sudoku.naive.name": "Naive",
  "strategy.sudoku.naive.summary": "Any digit in each empty cell; checks only the full grid.",
  "strategy.sudoku.permutation.name": "Permutation",
  "strategy.sudoku.permutation.summary": "Each row's missing digits; checks columns and boxes at the end.",
  "strategy.sudoku.pruned.name": "Pruned",
  "strategy.sudoku.pruned.summary": "Checks row, column and box before placing a digit.",
  "strategy.sudoku.candidates.name": "Candidates",
  "strategy.sudoku.candidates.summary": "Fills the cell with the fewest candidates first.",
  "strategy.sudoku.propagation.name": "Propagation",
  "strategy.sudoku.propagation.summary": "Places forced digits (singles) first, then guesses like candidates.",

  // --- A lane: counters, status, board, code, tree size -------------------------------------
  "lanes.label": "Lanes",
  "lane.stat.nodes": "nodes",
  "lane.stat.rejected": "rejected",
  "lane.stat.leaf_checks": "leaf checks",
  "lane.stat.undos": "undos",
  "lane.stat.solutions": "solutions",
  "lane.stat.depth": "depth",
  "lane.stat.comparisons": "comparisons",
  "lane.stat.forced": "forced",
  "lane.code.label": "The strategy's loop; the highlighted line is the last event's",
  // {strategy} is the strategy's name.
  "lane.board.queens": "{strategy}: {placed} of {size} queens placed",
  "lane.board.sudoku": "{strategy}: {filled} of {cells} cells filled",
  // {event} is the event's sentence; shown when a finished walk puts its first solution back.
  "lane.narration.first_solution_shown": "{event} Showing the first solution.",

  "status.ready": "ready",
  "status.running": "running",
  "status.first_solution": "first solution found",
  "status.cap_reached": "enough solutions found",
  "status.finished": "finished",
  "status.no_solution": "no solution",
  "status.budget_exhausted": "budget exhausted",

  // {size} is the tree's size as text (format.about for a huge one); count is the same number.
  // {share} is format.percent or format.percent_tiny.
  "tree.all_visited": { one: "Whole tree: {count} node, all visited.", other: "Whole tree: {count} nodes, all visited." },
  "tree.stopped_at_budget": {
    one: "Stopped at the budget of {count} node.",
    other: "Stopped at the budget of {count} nodes.",
  },
  "tree.no_closed_form": "Whole tree: no closed form (the checks decide its size).",
  "tree.whole": { one: "Whole tree: {size} node; visited {share}.", other: "Whole tree: {size} nodes; visited {share}." },
  "tree.budget_spent": {
    one: "Budget spent. Finishing would need {size} node; visited {share}.",
    other: "Budget spent. Finishing would need {size} nodes; visited {share}.",
  },

  // --- Events: the last step of a lane as a sentence ----------------------------------------
  // Queens: {row}, {col} (and {with_row}, {with_col}; {first_row} ... {second_col}) count from 1.
  // Sudoku: {cell}, {with}, {first}, {second} are cell.sudoku; {value} is the digit.
  "cell.sudoku": "r{row}c{col}",
  "event.ready": "Ready: press Play or Step.",
  "event.try.queens": "Try a queen at row {row}, column {col}.",
  "event.try.sudoku": "Try {value} in {cell}.",
  "event.reject.queens.column":
    "Rejected row {row}, column {col}: same column as the queen at row {with_row}, column {with_col}. The whole subtree is cut.",
  "event.reject.queens.diagonal":
    "Rejected row {row}, column {col}: same diagonal as the queen at row {with_row}, column {with_col}. The whole subtree is cut.",
  "event.reject.queens.anti_diagonal":
    "Rejected row {row}, column {col}: same anti-diagonal as the queen at row {with_row}, column {with_col}. The whole subtree is cut.",
  "event.reject.sudoku.row": "Rejected {value} in {cell}: same row as the {value} in {with}.",
  "event.reject.sudoku.column": "Rejected {value} in {cell}: same column as the {value} in {with}.",
  "event.reject.sudoku.box": "Rejected {value} in {cell}: same box as the {value} in {with}.",
  "event.place.queens": "Place a queen at row {row}, column {col}: node {node}.",
  "event.place.sudoku": "Place {value} in {cell}: node {node}.",
  "event.undo.queens": "Undo the queen at row {row}, column {col}: back up one row.",
  "event.undo.sudoku": "Undo {value} in {cell}: back up.",
  "event.forced.naked_single": "Forced {value} in {cell}: it is the only candidate left there. No guess, no node.",
  "event.forced.hidden_single.row": "Forced {value} in {cell}: it has no other place in its row. No guess, no node.",
  "event.forced.hidden_single.column": "Forced {value} in {cell}: it has no other place in its column. No guess, no node.",
  "event.forced.hidden_single.box": "Forced {value} in {cell}: it has no other place in its box. No guess, no node.",
  "event.no_place.row": "Dead end: {value} has no place left in the row of {cell}. Back up at once.",
  "event.no_place.column": "Dead end: {value} has no place left in the column of {cell}. Back up at once.",
  "event.no_place.box": "Dead end: {value} has no place left in the box of {cell}. Back up at once.",
  "event.dead_end": "Dead end: {cell} has no candidate left. Back up at once.",
  "event.leaf_check.pass": "Full board checked: no conflict.",
  "event.leaf_check.queens.column":
    "Full board checked: the queens at row {first_row}, column {first_col} and row {second_row}, column {second_col} attack each other (same column). Wasted leaf.",
  "event.leaf_check.queens.diagonal":
    "Full board checked: the queens at row {first_row}, column {first_col} and row {second_row}, column {second_col} attack each other (same diagonal). Wasted leaf.",
  "event.leaf_check.queens.anti_diagonal":
    "Full board checked: the queens at row {first_row}, column {first_col} and row {second_row}, column {second_col} attack each other (same anti-diagonal). Wasted leaf.",
  "event.leaf_check.sudoku.row": "Full grid checked: {first} and {second} repeat a digit (same row). Wasted leaf.",
  "event.leaf_check.sudoku.column": "Full grid checked: {first} and {second} repeat a digit (same column). Wasted leaf.",
  "event.leaf_check.sudoku.box": "Full grid checked: {first} and {second} repeat a digit (same box). Wasted leaf.",
  "event.solution": "Solution {number} found.",
  "event.end.finished": {
    one: "Done: the whole tree is walked, {count} solution.",
    other: "Done: the whole tree is walked, {count} solutions.",
  },
  "event.end.first_solution": "Stopped at the first solution.",
  "event.end.cap_reached": "Stopped: enough solutions found.",
  "event.end.no_solution": "Done: the whole tree is walked and there is no solution.",
  "event.end.budget_exhausted": "Stopped: the budget of nodes is spent.",

  // --- The pseudo-code beside each lane -------------------------------------------------------
  // One key per line, numbered from 0; the line numbers carry the events' highlights, so a
  // translation keeps every line (and its leading spaces) and may only reword it. Code stays
  // code (solve, row, col, n, cell, digit, if, for, return, or, the arrays); the words between
  // are the lesson's.
  "code.queens.naive.0": "solve(row):",
  "code.queens.naive.1": "  if row == n:",
  "code.queens.naive.2": "    check every pair on the full board",
  "code.queens.naive.3": "    if no pair attacks: a solution",
  "code.queens.naive.4": "    return",
  "code.queens.naive.5": "  for col in 0 .. n-1:",
  "code.queens.naive.6": "    place a queen at (row, col)",
  "code.queens.naive.7": "    solve(row + 1)",
  "code.queens.naive.8": "    undo the queen at (row, col)",

  "code.queens.permutation.0": "solve(row):",
  "code.queens.permutation.1": "  if row == n:",
  "code.queens.permutation.2": "    check the diagonals of every pair",
  "code.queens.permutation.3": "    if no pair attacks: a solution",
  "code.queens.permutation.4": "    return",
  "code.queens.permutation.5": "  for col not used by an earlier row:",
  "code.queens.permutation.6": "    place a queen at (row, col)",
  "code.queens.permutation.7": "    solve(row + 1)",
  "code.queens.permutation.8": "    undo the queen at (row, col)",

  "code.queens.pruned.0": "solve(row):",
  "code.queens.pruned.1": "  if row == n: a solution; return",
  "code.queens.pruned.2": "  for col in 0 .. n-1:",
  "code.queens.pruned.3": "    if a queen in an earlier row attacks",
  "code.queens.pruned.4": "       (row, col): skip it",
  "code.queens.pruned.5": "    place a queen at (row, col)",
  "code.queens.pruned.6": "    solve(row + 1)",
  "code.queens.pruned.7": "    undo the queen at (row, col)",

  "code.queens.occupancy.0": "solve(row):",
  "code.queens.occupancy.1": "  if row == n: a solution; return",
  "code.queens.occupancy.2": "  for col in 0 .. n-1:",
  "code.queens.occupancy.3": "    if cols[col] or diag[row-col+n-1]",
  "code.queens.occupancy.4": "       or anti[row+col]: skip it",
  "code.queens.occupancy.5": "    place; mark the three arrays",
  "code.queens.occupancy.6": "    solve(row + 1)",
  "code.queens.occupancy.7": "    undo; unmark the three arrays",

  "code.sudoku.naive.0": "solve():",
  "code.sudoku.naive.1": "  if no empty cell:",
  "code.sudoku.naive.2": "    check every row, column, box",
  "code.sudoku.naive.3": "    if no repeat: a solution",
  "code.sudoku.naive.4": "    return",
  "code.sudoku.naive.5": "  cell = the first empty cell",
  "code.sudoku.naive.6": "  for digit in 1 .. size:",
  "code.sudoku.naive.7": "    place digit in cell",
  "code.sudoku.naive.8": "    solve()",
  "code.sudoku.naive.9": "    undo digit in cell",

  "code.sudoku.permutation.0": "solve():",
  "code.sudoku.permutation.1": "  if no empty cell:",
  "code.sudoku.permutation.2": "    check every column and box",
  "code.sudoku.permutation.3": "    if no repeat: a solution",
  "code.sudoku.permutation.4": "    return",
  "code.sudoku.permutation.5": "  cell = the first empty cell",
  "code.sudoku.permutation.6": "  for digit missing from its row:",
  "code.sudoku.permutation.7": "    place digit in cell",
  "code.sudoku.permutation.8": "    solve()",
  "code.sudoku.permutation.9": "    undo digit in cell",

  "code.sudoku.pruned.0": "solve():",
  "code.sudoku.pruned.1": "  if no empty cell: a solution; return",
  "code.sudoku.pruned.2": "  cell = the first empty cell",
  "code.sudoku.pruned.3": "  for digit in 1 .. size:",
  "code.sudoku.pruned.4": "    if its row, column or box has",
  "code.sudoku.pruned.5": "       digit: skip it",
  "code.sudoku.pruned.6": "    place digit in cell",
  "code.sudoku.pruned.7": "    solve()",
  "code.sudoku.pruned.8": "    undo digit in cell",

  "code.sudoku.candidates.0": "solve():",
  "code.sudoku.candidates.1": "  if no empty cell: a solution; return",
  "code.sudoku.candidates.2": "  cell = the empty cell with the fewest",
  "code.sudoku.candidates.3": "         candidates",
  "code.sudoku.candidates.4": "  if it has none: back up",
  "code.sudoku.candidates.5": "  for digit in its candidates:",
  "code.sudoku.candidates.6": "    place digit in cell",
  "code.sudoku.candidates.7": "    solve()",
  "code.sudoku.candidates.8": "    undo digit in cell",

  "code.sudoku.propagation.0": "solve():",
  "code.sudoku.propagation.1": "  repeat until nothing is forced:",
  "code.sudoku.propagation.2": "    a cell with no candidate: back up",
  "code.sudoku.propagation.3": "    a digit with no place in a unit: back up",
  "code.sudoku.propagation.4": "    a naked or hidden single: place it",
  "code.sudoku.propagation.5": "  if no empty cell: a solution; return",
  "code.sudoku.propagation.6": "  cell = the cell with the fewest candidates",
  "code.sudoku.propagation.7": "  for digit in its candidates:",
  "code.sudoku.propagation.8": "    place digit in cell",
  "code.sudoku.propagation.9": "    solve()",
  "code.sudoku.propagation.10": "    undo (the guess and all it forced)",

  // --- The chart of nodes per depth --------------------------------------------------------
  "chart.label": "Nodes per depth",
  "chart.title": "Nodes per depth",
  "chart.log_scale": "log scale",
  "chart.canvas.label": "Nodes per depth for every lane",
  "chart.hint":
    "Each line is a lane: how many nodes it visited at each depth (the choices made so far: queens, digits, moves, colours, letters, or a program's calls nested in each other). The lesson's per-level table, as a picture.",
  // An axis tick of 10 000 or more; {exponent} is plain digits.
  "chart.tick.power": "10^{exponent}",

  // --- Notes on a link's parameters that were ignored or changed (joined by note.separator) -
  // {value} and {name} are format.quote; {strategies} and {using} are lists (list.separator).
  "url.note.unknown_parameter": "ignored unknown parameter {name}",
  "url.note.more_unknown": {
    one: "ignored {count} more unknown parameter",
    other: "ignored {count} more unknown parameters",
  },
  // {parameter} is the parameter's name as written in the link (a known one, so unquoted).
  "url.note.repeated": {
    one: "{parameter} is given {count} time; using the first",
    other: "{parameter} is given {count} times; using the first",
  },
  "url.note.unknown_puzzle": "unknown puzzle {value}, showing N-Queens",
  "url.note.bad_n": "n must be a whole number from 1 to {max}, got {value}; using {n}",
  "url.note.bad_grid": "the grid in the link is not a puzzle ({message}); using the easy 4×4",
  "url.note.bad_strategies": "strategies: use up to {max} of {strategies}, got {value}; using {using}",
  "url.note.bad_mode": "mode must be first or all, got {value}",
  "url.note.bad_budget": "budget must be a whole number of nodes from 1 to {max}, got {value}",
  "url.note.bad_speed": "speed must be a whole number from 0 to {max}, got {value}",
  "url.note.bad_code": "code must be 1 or 0, got {value}",

  // --- Errors of the core, from the structured fields of checkSetup and the Rust error kinds -
  // A parse error is placed with error.at.* ({message} is one of error.parse.*), except
  // wrong_row_length, which names its line itself. {found} in unexpected_character is the
  // character itself, unquoted.
  "error.at.line_column": "line {line}, column {column}: {message}",
  "error.at.line": "line {line}: {message}",
  "error.parse.unexpected_character":
    "unexpected character '{found}'; use digits for givens and '.', '0' or '_' for blanks",
  "error.parse.digit_too_large": "digit {digit} does not fit a {size}×{size} grid (use 1 to {size})",
  "error.parse.wrong_cell_count": "expected 16, 36, 81 or 256 cells (a 4×4, 6×6, 9×9 or 16×16 grid), found {found}",
  "error.parse.wrong_row_length": "line {line} has {found} cells, expected {expected}",
  "error.parse.wrong_row_count": "a {expected}×{expected} grid has {expected} rows, found {found}",
  // {first} and {second} are cell.sudoku.
  "error.sudoku.conflicting_givens.row": "the givens at {first} and {second} are both {digit} in the same row",
  "error.sudoku.conflicting_givens.column": "the givens at {first} and {second} are both {digit} in the same column",
  "error.sudoku.conflicting_givens.box": "the givens at {first} and {second} are both {digit} in the same box",
  "error.queens.size_out_of_range": "n must be between 1 and {max}, got {n}",
  "error.queens.count_too_large": "counting all solutions goes up to n = {max}, got {n}",
  "error.queens.column_out_of_range": "column {col} is not on a board of size {n} (columns 0 to {last})",
  "error.core.column_not_on_board": "column {col} is not on the board",
  "error.core.unknown_mode": "unknown mode {value}; use first, all or unique",
  "error.core.unknown_strategy.queens": "unknown N-Queens strategy {value}",
  "error.core.unknown_strategy.sudoku": "unknown Sudoku strategy {value}",
  "error.core.not_loaded": "the WebAssembly module did not load",

  // --- Formats: small pieces the sentences above are built from ---------------------------
  "format.missing": "–",
  "format.separator": " · ",
  "list.separator": ", ",
  "note.separator": "; ",
  "sentence.then": "{first} {then}",
  "format.quote": "\"{text}\"",
  // {value} is a formatted number; percent_tiny follows a format.power.
  "format.percent": "{value}%",
  "format.percent_tiny": "{value} %",
  // {mantissa} is a formatted number, {exponent} the exponent in superscript digits (⁻⁴⁰).
  "format.power": "{mantissa} × 10{exponent}",
  "format.about": "about {value}",
  "format.seconds": "{seconds} s",
  "format.milliseconds": "{ms} ms",

  // --- Sharing: the share bar, its snippets and picture -----------------------------------
  "share.label": "Share",
  "share.copy_link": "Copy link",
  "share.copy_embed": "Copy embed code",
  "share.save_png": "Save PNG",
  "share.save_svg": "Save SVG",
  "share.gif.save": "Save animation",
  "share.gif.from": "from step",
  "share.gif.to": "to step",
  "share.gif.to_now": "now",
  "share.gif.progress": "Recording the animation: frame {frame} of {frames}",
  "share.gif.range": "To record an animation, choose a later step to end at than to start from.",
  "share.gif.cancelled": "The animation was not saved: its recording was cancelled.",
  "share.text.label": "Text to copy",
  "share.copied.link": "Link copied.",
  "share.copied.embed": "Embed code copied: an iframe and a web component for this setup (below).",
  // {message} is the browser's own reason, as it gave it.
  "share.copy_refused": "This browser did not let the page copy ({message}): select the text below and copy it.",
  "share.png.saved": "Saved {file}.",
  "share.png.failed": "The picture could not be made: {message}",
  // {what} is share.what.*: in the iframe snippet's title and the picture's heading.
  "share.iframe.title": "Backtracking Lab: {what}",
  "share.png.title": "Backtracking Lab · {what} · step {step}",
  "share.what.queens": { one: "{count} queen", other: "{count} queens" },
  "share.what.sudoku": "Sudoku {size}×{size}",

  // --- Notes on the embed view's own parameters (joined with the link's notes) -------------
  // {value} is quoted as in url.note.*; {name} is a parameter's name; {known} a list;
  // {language} the language shown instead, named in itself (language.*).
  "embed.note.bad_step": "step must be a whole number of steps, got {value}; starting at 0",
  "embed.note.bad_flag": "{name} must be 1 or 0 (or no value), got {value}",
  "embed.note.bad_loop": "loop must be FROM..TO with FROM below TO, got {value}; not looping",
  "embed.note.bad_controls": "controls: use none, all, or some of {known}; ignored {value}",
  "embed.note.bad_lang": "lang: the lab speaks {known}, got {value}; using {language}",
  "embed.note.page_only": "{name} applies to the embed view only",

  // --- The language switch, the live region, the boards' text alternatives ---------------
  // The language switch: each language named in itself, the same in every table.
  "language.label": "Language",
  "language.en": "English",
  "language.ru": "Русский",
  "language.zh": "中文",
  // The embed view (not on the page yet).
  "embed.open": "Open in Backtracking Lab",
  // What screen readers are told, at most about once a second: each lane's last event
  // ({strategy} is the strategy's name, {event} its sentence), or while playing fast a summary
  // ({events}, {solutions}, {backtracks} are the plural entries below).
  "live.lane": "{strategy}: {event}",
  "live.rate": "{events} in the last second: {solutions}, {backtracks}",
  "live.events": { one: "{count} event", other: "{count} events" },
  "live.solutions": { one: "{count} solution", other: "{count} solutions" },
  "live.backtracks": { one: "{count} backtrack", other: "{count} backtracks" },
  // Text alternatives of a board: {columns} is a list (list.separator) of the queens' columns
  // row by row; {rows} the grid's rows (digits apart, 0 for an empty cell: screen readers
  // skip dots) joined by list.separator; {event} the last event's sentence.
  "board.alt.queens": "Queens in rows 1 to {n}: columns {columns}. Last event: {event}",
  "board.alt.queens_empty": "No queen on the board yet. Last event: {event}",
  "board.alt.sudoku": "{size}×{size} grid, rows from the top (0 is an empty cell): {rows}. Last event: {event}",

  // --- The mistake lab: broken copies of occupancy raced as lanes (mistakes.js) ------------
  // A mistake's key is its lane name with "_" for "-": forget_undo, forget_diagonal,
  // forget_anti_diagonal. {count} is the true number of solutions (counted by the core),
  // {found} the lane's. Rows and columns count from 1.
  "mistake.group.title": "Mistake lab",
  "mistake.forget_undo.name": "Forgot the undo",
  "mistake.forget_undo.summary": "Occupancy that never frees the two diagonals after returning.",
  "mistake.forget_undo.what":
    "After coming back from a queen, this copy frees her column but not her two diagonals: the two lines that unmark them were removed. Those diagonals stay marked in every branch that follows, so free squares look attacked and later branches are cut for no reason.",
  "mistake.forget_undo.lesson":
    "Nothing crashes and nothing looks odd: the search simply ends with too few solutions (none at all for six or eight queens). Whatever is changed before going down must be put back after coming up.",
  "mistake.forget_diagonal.name": "Forgot a diagonal",
  "mistake.forget_diagonal.summary": "Occupancy that never looks up the diagonal array (row − col + n − 1).",
  "mistake.forget_diagonal.what":
    "This copy checks the column and the anti-diagonal but never looks up the diagonal array, so a queen may stand on the diagonal of an earlier one.",
  "mistake.forget_diagonal.lesson":
    "The symptom is too many solutions: boards on which two queens attack each other are counted (2,113 instead of 92 for eight queens). A count above the known one means the check lets something through.",
  "mistake.forget_anti_diagonal.name": "Forgot the anti-diagonal",
  "mistake.forget_anti_diagonal.summary": "Occupancy that never looks up the anti-diagonal array (row + col).",
  "mistake.forget_anti_diagonal.what":
    "This copy checks the column and the diagonal but never looks up the anti-diagonal array, so a queen may stand on the anti-diagonal of an earlier one.",
  "mistake.forget_anti_diagonal.lesson":
    "The symptom is too many solutions: boards on which two queens attack each other are counted (2,113 instead of 92 for eight queens). A count above the known one means the check lets something through.",
  "mistake.code.label": "The broken loop: the marked line is the mistake; the highlighted line is the last event's",
  // The lines of occupancy's loop each mistake changes (code.queens.occupancy.3, .4 and .7).
  "mistake.code.forget_undo.7": "    undo; unmark cols only (not the diagonals)",
  "mistake.code.forget_diagonal.3": "    if cols[col]",
  "mistake.code.forget_diagonal.4": "       or anti[row+col]: skip it  (no diag)",
  "mistake.code.forget_anti_diagonal.3": "    if cols[col] or diag[row-col+n-1]:",
  "mistake.code.forget_anti_diagonal.4": "       skip it  (no anti)",
  "mistake.true_count": "true count {count}",
  "mistake.verdict.running": {
    one: "The board has {count} true solution: watch this lane's count.",
    other: "The board has {count} true solutions: watch this lane's count.",
  },
  "mistake.verdict.fewer": {
    one: "It found {found}, but the board has {count} true solution: the answer is quietly wrong, and nothing crashed.",
    other: "It found {found}, but the board has {count} true solutions: the answer is quietly wrong, and nothing crashed.",
  },
  "mistake.verdict.more": {
    one: "It found {found} “solutions”, but the board has only {count}: boards with attacking queens got through.",
    other: "It found {found} “solutions”, but the board has only {count}: boards with attacking queens got through.",
  },
  "mistake.verdict.same": "It found {found}, the true count: this board is too small to show the mistake. Try a larger n.",
  "mistake.verdict.first_false": "Its first “solution” is false: two queens on it attack each other.",
  "mistake.verdict.first_true": "Its first solution happens to be right: find all solutions to see the mistake.",
  "mistake.verdict.budget": {
    one: "It stopped at the budget after {found} solutions; the board has {count}.",
    other: "It stopped at the budget after {found} solutions; the board has {count}.",
  },
  "mistake.attack.column":
    "False solution: the queens at row {first_row}, column {first_col} and row {second_row}, column {second_col} stand in the same column.",
  "mistake.attack.diagonal":
    "False solution: the queens at row {first_row}, column {first_col} and row {second_row}, column {second_col} attack each other along a diagonal.",
  "mistake.attack.anti_diagonal":
    "False solution: the queens at row {first_row}, column {first_col} and row {second_row}, column {second_col} attack each other along an anti-diagonal.",
  "mistake.attack.with_more": "{attack} {more}",
  "mistake.attack.more": { one: "{count} more pair attacks too.", other: "{count} more pairs attack too." },
  "mistake.bottom.text":
    "The lessons' third mistake, checking only at the bottom, gives the right answer at a huge price: that is the permutation lane.",
  "mistake.bottom.add": "Add the permutation lane",
  "mistake.bottom.chooser": "Check only at the bottom (the permutation lane)",
  "mistake.bottom.full": "Four lanes race already: remove one first.",

  // --- How big is the tree? Knuth's estimate where no closed form exists (estimate.js) -------
  // {value} and {interval} are formatted by the page ("2.1 × 10³", "1.9–2.3 × 10³"); count is
  // the estimate rounded (for the plural); {share} a number of percent.
  "estimate.whole": {
    one: "Whole tree ≈ {value} node (95\u00a0%: {interval}) · visited {share}\u00a0%.",
    other: "Whole tree ≈ {value} nodes (95\u00a0%: {interval}) · visited {share}\u00a0%.",
  },
  "estimate.budget": {
    one: "Stopped at the budget. Whole tree ≈ {value} node (95\u00a0%: {interval}) · visited {share}\u00a0%.",
    other: "Stopped at the budget. Whole tree ≈ {value} nodes (95\u00a0%: {interval}) · visited {share}\u00a0%.",
  },
  "estimate.probes": {
    one: "Knuth's estimate from {count} random probe down the tree.",
    other: "Knuth's estimate from {count} random probes down the tree.",
  },
  // {nodes} is the exact size walked (count the same number).
  "estimate.walked": {
    one: "Whole tree: {nodes} node, all visited.",
    other: "Whole tree: {nodes} nodes, all visited.",
  },
  "estimate.walked.inside": "Knuth's estimate ({probes} probes) said {value} (95\u00a0%: {interval}): the exact size lies inside.",
  "estimate.walked.outside":
    "Knuth's estimate ({probes} probes) said {value} (95 %: {interval}): the exact size lies outside, as it does about once in twenty.",
  "estimate.joined": "{first} {second}",
  "estimate.waiting": "Whole tree: estimating…",
  "estimate.refine": "Refine estimate",
  "estimate.no_fixed_tree":
    "Whole tree: no fixed size. A search that forgets to undo changes its own tree as it goes (what it cuts depends on what earlier branches left behind), so probes from the root cannot estimate it.",

  // --- Predict, then run: the learner's guess against the result (predict.js) -------------
  // {guess} is the guess; {nodes} and {found} what the lane did; count is the ratio (rounded
  // to two digits) or, for solutions, the guess: it chooses the plural form.
  "predict.switch": "Predict, then run",
  "predict.label": "Your guess",
  "predict.hint": "Guess before the race; the lane compares when it ends.",
  "predict.first": "The size of the whole tree shows once you have guessed, or started the race.",
  "predict.what.label": "What you guess",
  "predict.what.nodes": "nodes",
  "predict.what.solutions": "solutions",
  "predict.result.more": {
    one: "You guessed {guess}; it took {nodes}: {count}× more.",
    other: "You guessed {guess}; it took {nodes}: {count}× more.",
  },
  "predict.result.fewer": {
    one: "You guessed {guess}; it took {nodes}: {count}× fewer.",
    other: "You guessed {guess}; it took {nodes}: {count}× fewer.",
  },
  "predict.result.close": "You guessed {guess}; it took {nodes}: right on (within 10\u00a0%).",
  "predict.result.zero": "You guessed {guess}; it took {nodes}.",
  "predict.result.budget": "You guessed {guess}; it stopped at the budget after {nodes} nodes, unfinished.",
  "predict.result.budget_more": {
    one: "You guessed {guess}; it stopped at the budget after {nodes} nodes, unfinished: at least {count}× more.",
    other: "You guessed {guess}; it stopped at the budget after {nodes} nodes, unfinished: at least {count}× more.",
  },
  "predict.result.solutions_right": {
    one: "You guessed {count} solution; it found {found}: right.",
    other: "You guessed {count} solutions; it found {found}: right.",
  },
  "predict.result.solutions_off": {
    one: "You guessed {count} solution; it found {found}.",
    other: "You guessed {count} solutions; it found {found}.",
  },
  "predict.result.solutions_right_budget": {
    one: "You guessed {count} solution; it found {found} before the budget ran out.",
    other: "You guessed {count} solutions; it found {found} before the budget ran out.",
  },
  "predict.result.solutions_off_budget": {
    one: "You guessed {count} solution; it found {found} before the budget ran out.",
    other: "You guessed {count} solutions; it found {found} before the budget ran out.",
  },
  "predict.note.bad_predict": "predict must be 1 or 0, got {value}",
  "predict.note.bad_guess": "guess: use lane:number, lane:nodes:number or lane:solutions:number, got {value}",
  "predict.note.not_raced": "guess: {value} is not a lane of this race",

  // --- The narration log under each lane (narration.js) ------------------------------------
  // {step} is the step number; {text} the lane's sentence for that step.
  "narration.switch": "Show the log",
  "narration.heading": "Log",
  "narration.title": "Log of the lane {lane}",
  "narration.copy": "Copy",
  "narration.copied": { one: "Copied {count} line.", other: "Copied {count} lines." },
  "narration.copy_refused":
    "This browser did not let the page copy ({message}): the log is selected, copy it with Ctrl+C.",
  "narration.no_clipboard": "no clipboard",
  "narration.step": "{step} · {text}",
  "narration.step_skipped": "{step} · {text} {skipped}",
  "narration.back": "Back to step {step} · {text}",
  "narration.skipped": { one: "({count} more event not shown)", other: "({count} more events not shown)" },
  // {events}, {solutions} and {backtracks} are the plural entries below; {seconds} a number.
  "narration.summary.second": "{events} in the last second: {solutions}, {backtracks} (now at step {step}).",
  "narration.summary.part": "{events} in {seconds} s: {solutions}, {backtracks} (now at step {step}).",
  "narration.events": { one: "{count} event", other: "{count} events" },
  "narration.solutions": { one: "{count} solution", other: "{count} solutions" },
  "narration.backtracks": { one: "{count} backtrack", other: "{count} backtracks" },
  "narration.note.bad_log": "log must be 1 or 0, got {value}",

  // --- Guided lessons (lessons.js): the menu, the card, and the lessons -----------------------
  "lesson.menu.label": "Lessons",
  "lesson.menu.button": "Lessons",
  "lesson.menu.item": "{number}. {title}",
  "lesson.count": "Lesson {number} of {total}",
  "lesson.question": "Question: {question}",
  "lesson.nav.prev": "← {title}",
  "lesson.nav.next": "{title} →",
  "lesson.close": "Close the lesson",
  // {known} is a list (list.separator) of the lessons' names in links.
  "lesson.note.unknown": "unknown lesson {value}; the lessons are {known}",
  "lesson.naive.title": "The naive tree (nⁿ)",
  "lesson.naive.text":
    "The naive strategy puts a queen in any of the n columns of each row and checks nothing until the board is full. Its tree is the same whatever the rules: 1 + n + n² + … + nⁿ nodes, every placement built to the end, even when the first two queens already attack each other.",
  "lesson.naive.question": "How many nodes will the naive lane visit for five queens? Type your guess in the lane, then run it.",
  "lesson.permutation.title": "Permutations (n!)",
  "lesson.permutation.text":
    "One queen per column is easy to build in: the permutation strategy only tries columns no earlier row uses, so each row has one choice fewer than the row above, and there are n! full boards instead of nⁿ. The diagonals are still checked only on the full board.",
  "lesson.permutation.question": "How many nodes will each lane visit for six queens? Guess both, then race them.",
  "lesson.pruned.title": "Checking on the way in",
  "lesson.pruned.text":
    "The pruned strategy checks each new queen against the earlier rows before placing her. A queen under attack is rejected at once, and nothing below her is ever built: one check at depth k cuts a whole subtree. Checking at the bottom finds the same 92 solutions, but only after building every permutation.",
  "lesson.pruned.question": "The permutation lane walks 109,601 nodes for eight queens. How many will the pruned lane walk?",
  "lesson.occupancy.title": "The cost of a node",
  "lesson.occupancy.text":
    "Occupancy asks the same question as pruned, but by looking up three arrays (the columns, row + col and row − col + n − 1) instead of scanning the earlier rows. Each node gets cheaper; which branches are cut does not change.",
  "lesson.occupancy.question": "Will the occupancy lane visit fewer nodes than pruned? Guess both, then compare the nodes and the comparisons.",
  "lesson.programs.title": "The lesson's own programs",
  "lesson.programs.text":
    "Versions C and D of lesson 003, run as they are written. C checks a candidate by a loop over the queens already placed and passes a new list pos + [c] down; D looks up three occupancy arrays and undoes what it took on the way back. Steps are counted as the lesson counts them: one for each line run.",
  "lesson.programs.question": "How many nodes will each program visit for six queens, and which one needs more steps? Guess the nodes, then race them.",
  "lesson.mistakes.title": "What breaks",
  "lesson.mistakes.text":
    "Two broken copies of occupancy race beside the real one. One forgets to free the diagonals after coming back; the other never looks up one of the diagonals. Neither crashes: each just reports a wrong number of solutions.",
  "lesson.mistakes.question": "How many solutions will each lane report for six queens? Guess, run, and look at the false solutions.",
  "lesson.sudoku.title": "Sudoku: candidates and propagation",
  "lesson.sudoku.text":
    "Pruned fills the empty cells in reading order and tries each digit its row, column and box allow. Candidates first fills the cell with the fewest candidates, so a dead end shows at once; propagation also places every forced digit (a naked or hidden single) before it guesses at all.",
  "lesson.sudoku.question": "On the lesson's 9×9, which lane needs the fewest nodes, and how many does each need?",
  // --- The search tree view (tree-view.js): each lane's tree, revealed step by step ----------
  // Looked up by the core's names: search_tree.rule.${rule} (column, diagonal, anti_diagonal,
  // row, box) and search_tree.end.${kind} (solution, failed_check, dead_end, no_place).
  // {saved} and {leaves} are node counts of the tree without checks that a cut spared.
  "search_tree.toggle": "Show the search tree",
  "search_tree.title": "Search trees",
  "search_tree.help": "How to read the trees",
  "search_tree.hint":
    "Each lane's tree grows as it runs. Click a node to go to the step that placed it, or Tab to a tree and move with the arrow keys (↑ parent, ↓ first child, ← → along the same depth; Home the root, End where the search stands), then press Enter.",
  "search_tree.loading": "Recording the tree…",
  "search_tree.failed": "The tree could not be recorded: {message}",
  "search_tree.other_puzzle":
    "The search tree is not drawn for this puzzle; the per-depth chart below stands for it.",
  "search_tree.too_large.queens":
    "The search tree is drawn for boards of up to {max} queens; with {n} queens it is too large to read, so the per-depth chart below stands for it.",
  "search_tree.too_large.sudoku":
    "The search tree is drawn for 4×4 puzzles; the tree of a {size}×{size} grid is too large to read, so the per-depth chart below stands for it.",
  "search_tree.truncated":
    "Only the first {count} nodes and cuts are drawn (up to step {step}); the tree goes on past them.",
  "search_tree.zoom_in": "Zoom in on the trees",
  "search_tree.zoom_out": "Zoom out of the trees",
  "search_tree.label": "Search tree of the {strategy} lane",
  "search_tree.legend.node": "node (a placement)",
  "search_tree.legend.path": "the path down to where the search stands",
  "search_tree.legend.cut": "a candidate cut before descending; the sign under it says why:",
  "search_tree.rule.column": "same column",
  "search_tree.rule.diagonal": "same diagonal",
  "search_tree.rule.anti_diagonal": "same anti-diagonal",
  "search_tree.rule.row": "same row",
  "search_tree.rule.box": "same box",
  "search_tree.legend.line": "a program's cut: the line of the condition that skipped the call",
  "search_tree.legend.saved": "the nodes the cut saved (in the tree without checks)",
  "search_tree.legend.solution": "solution",
  "search_tree.legend.failed": "the full board failed the check at the bottom",
  "search_tree.legend.dead_end": "dead end (no candidate left)",
  "search_tree.node.root": "The root: nothing chosen yet, step 0.",
  "search_tree.node.chose": "Chose {chose}, at step {step}.",
  "search_tree.node.call": "The call: {call}.",
  "search_tree.node.returned": "It returned {value}.",
  "search_tree.node.returned.list": { "=0": "It returned an empty list.", one: "It returned a list of {count} item.", other: "It returned a list of {count} items." },
  "search_tree.node.returned.tuple": { "=0": "It returned an empty tuple.", one: "It returned a tuple of {count} item.", other: "It returned a tuple of {count} items." },
  "search_tree.node.returned.set": { "=0": "It returned an empty set.", one: "It returned a set of {count} item.", other: "It returned a set of {count} items." },
  "search_tree.node.returned.dict": { "=0": "It returned an empty dict.", one: "It returned a dict of {count} entry.", other: "It returned a dict of {count} entries." },
  "search_tree.node.returned.str": { "=0": "It returned an empty string.", one: "It returned a string of {count} character.", other: "It returned a string of {count} characters." },
  "search_tree.node.queens": "Queen at row {row}, column {col}, placed at step {step}.",
  "search_tree.node.sudoku": "{value} in {cell}, placed at step {step}.",
  "search_tree.node.cuts_program": {
    one: "{count} pass of its loop cut below it.",
    other: "{count} passes of its loop cut below it.",
  },
  "search_tree.node.cuts": {
    one: "{count} candidate cut below it; nodes saved: {saved}.",
    other: "{count} candidates cut below it; nodes saved: {saved}.",
  },
  "search_tree.node.forced": {
    one: "{count} digit forced here (propagation).",
    other: "{count} digits forced here (propagation).",
  },
  "search_tree.end.solution": "A solution.",
  "search_tree.end.failed_check": "The full board fails the check: a wasted leaf.",
  "search_tree.end.dead_end": "Dead end: a cell or vertex with no candidate left.",
  "search_tree.end.dead_end_call": "Dead end: the call returned having made no call and recorded no solution.",
  "search_tree.end.no_place": "Dead end: a digit with no place left in a row, column or box.",
  "search_tree.stub.queens": "Row {row}, column {col} cut: {rule} as the queen at row {with_row}, column {with_col}.",
  "search_tree.stub.sudoku": "{value} in {cell} cut: {rule} as the {value} in {with}.",
  "search_tree.stub.line": "Cut at line {line}: this pass of the loop went on without a call.",
  "search_tree.stub.saved": {
    one: "The cut saved {count} node of the tree without checks; full boards among them: {leaves}.",
    other: "The cut saved {count} nodes of the tree without checks; full boards among them: {leaves}.",
  },
  "search_tree.forced": "{value} forced in {cell}",
  "search_tree.summary.nodes": {
    one: "Step {step}: {count} node visited.",
    other: "Step {step}: {count} nodes visited.",
  },
  "search_tree.summary.cached": {
    one: "{count} call answered from the cache so far, standing for {saved} calls.",
    other: "{count} calls answered from the cache so far, standing for {saved} calls.",
  },
  "search_tree.summary.cuts_program": {
    one: "{count} pass of a loop cut so far.",
    other: "{count} passes of a loop cut so far.",
  },
  "search_tree.summary.cuts": {
    one: "{count} cut so far; nodes saved: {saved}.",
    other: "{count} cuts so far; nodes saved: {saved}.",
  },
  "search_tree.summary.solutions": { one: "{count} solution.", other: "{count} solutions." },
  // Two sentences one after the other: a space between them (none in Chinese).
  "search_tree.join": "{first} {second}",
  "search_tree.summary.forced": { one: "{count} digit forced (not a node).", other: "{count} digits forced (not nodes)." },
  "search_tree.summary.past_drawn": "The lane has gone past the part drawn.",
  "search_tree.note.bad_flag": "{name} must be 1 or 0, got {value}",

  // --- The per-level table (levels.js), the chart's second view -----------------------------
  "levels.switch.label": "Show the nodes per depth as",
  "levels.switch.chart": "Chart",
  "levels.switch.table": "Table",
  "levels.title": "Nodes per depth: the lanes and the trees without checks",
  "levels.region": "The per-level table",
  "levels.caption.queens":
    "Nodes at each depth k (queens placed) for n = {n}, beside the trees without checks: nᵏ for the naive tree, n!/(n−k)! for the permutation tree.",
  "levels.caption.sudoku": {
    one: "Nodes at each depth k (digits guessed), beside {size}ᵏ: the naive tree of this grid, which has {count} empty cell.",
    other: "Nodes at each depth k (digits guessed), beside {size}ᵏ: the naive tree of this grid, which has {count} empty cells.",
  },
  "levels.depth": "depth k",
  "levels.total": "total",
  "levels.power.queens": "nᵏ",
  "levels.power.sudoku": "{size}ᵏ",
  "levels.falling": "n!/(n−k)!",
  "levels.matches": "equals {form}: this lane walks the whole level",

  // --- The occupancy arrays under an occupancy lane (occupancy-view.js) ---------------------
  // {line} is an array and an index as the code writes it, "anti[3]"; indices, row and col in
  // code count from 0, the {row} and {col} of a sentence from 1. {lines} is a list
  // (list.separator) of occupancy.look.* entries, in the order the code looks them up.
  "occupancy.label": "Occupancy arrays of the {strategy} lane",
  "occupancy.columns.code": "cols[col]",
  "occupancy.anti_diagonals.code": "anti[row + col]",
  "occupancy.diagonals.code": "diag[row − col + n − 1]",
  // The index worked out for the candidate in hand, in the code's terms (counted from 0).
  "occupancy.columns.formula": "col = {index}",
  "occupancy.anti_diagonals.formula": "row + col = {row} + {col} = {index}",
  "occupancy.diagonals.formula": "row − col + n − 1 = {row} − {col} + {n} − 1 = {index}",
  "occupancy.columns.short": "cols",
  "occupancy.anti_diagonals.short": "anti",
  "occupancy.diagonals.short": "diag",
  "occupancy.columns.name": { one: "columns, {count} cell", other: "columns, {count} cells" },
  "occupancy.anti_diagonals.name": { one: "anti-diagonals /, {count} cell", other: "anti-diagonals /, {count} cells" },
  "occupancy.diagonals.name": { one: "diagonals \\, {count} cell", other: "diagonals \\, {count} cells" },
  "occupancy.cell.free": "{line}: free",
  "occupancy.cell.taken": "{line}: taken by the queen in row {row}",
  "occupancy.cell.stale": "{line}: still marked for row {row}, whose queen was taken back",
  "occupancy.look.pending": "{line}",
  "occupancy.look.free": "{line} free",
  "occupancy.look.taken": "{line} taken by row {row}",
  "occupancy.look.skipped": "{line} not looked up",
  "occupancy.look.unchecked": "{line} never looked up (the mistake)",
  "occupancy.look.placed": "{line} marked",
  "occupancy.look.freed": "{line} freed",
  "occupancy.look.kept": "{line} left marked",
  "occupancy.event.try": "Row {row}, column {col}: look up {lines}.",
  "occupancy.event.reject": "Row {row}, column {col} rejected: {lines}.",
  "occupancy.event.place": "Queen at row {row}, column {col}: {lines}.",
  "occupancy.event.undo": "Queen at row {row}, column {col} taken back: {lines}.",
  "occupancy.idle": "A lit cell is a line some queen already holds; the number in a cell is the line's index.",
  "occupancy.stale": {
    one: "{count} line is still marked though no queen stands on it: the undo forgot to free it.",
    other: "{count} lines are still marked though no queen stands on them: the undo forgot to free them.",
  },
  "occupancy.hint": "In the code, rows and columns count from 0: row 2, column 3 is row = 1, col = 2.",

  // --- Pencil marks under a candidates or propagation lane (candidates-view.js) -------------
  // The badges are one letter drawn in the forced cell: N for a naked single, H for a hidden one.
  "candidates.badge.naked": "N",
  "candidates.badge.hidden": "H",
  "candidates.next": {
    one: "Next: {cell}, a single candidate: {digits}.",
    other: "Next: {cell}, the cell with the fewest candidates ({count}: {digits}).",
  },
  "candidates.next.none": "{cell} has no candidate left: a dead end, back up.",
  "candidates.full": "No empty cell left.",
  "candidates.forced.naked": "{value} forced in {cell}: a naked single (N), the only candidate left in the cell.",
  "candidates.forced.hidden.row": "{value} forced in {cell}: a hidden single (H), the only place for {value} in its row (shaded).",
  "candidates.forced.hidden.column": "{value} forced in {cell}: a hidden single (H), the only place for {value} in its column (shaded).",
  "candidates.forced.hidden.box": "{value} forced in {cell}: a hidden single (H), the only place for {value} in its box (shaded).",

  // --- Knight's tour (www/puzzles/knights.js) -------------------------------------------------
  // (its keys follow this line)
  // The tab, the set-up panel, and what the core may refuse in it ({found} and {square} as
  // typed, {n} the board's size).
  "puzzle.knights": "Knight's tour",
  "setup.knights.size": "Board size",
  "setup.knights.size_error": "Choose a board size from {min} to {max}.",
  "setup.knights.start": "Start square",
  "setup.knights.row": "row",
  "setup.knights.col": "column",
  "setup.knights.tour": "Tour",
  "setup.knights.open": "open",
  "setup.knights.closed": "closed",
  "setup.knights.hint": "The knight starts on this square, numbered 1; rows count from the top, columns from the left. An open tour may end anywhere; a closed tour ends a knight's move from its start.",
  "error.knights.size_out_of_range": "the board size must be from {min} to {max}, got {found}",
  "error.knights.bad_square": "{found} is not a square: write its row and column, like r1c1",
  "error.knights.square_off_board": "{square} is not on the {n}×{n} board: choose a row and a column from 1 to {n}",
  "error.knights.other": "this set-up cannot be searched: {message}",
  // The link's parameters ({value} is format.quote; {size} and {square} what is used instead).
  "url.note.knights.bad_size": "size must be a whole number from {min} to {max}, got {value}; using {size}",
  "url.note.knights.bad_start": "start must be a square like r1c1 on the {size}×{size} board, got {value}; using {square}",
  "url.note.knights.bad_closed": "closed must be 1 or 0, got {value}",
  // Strategies, the lane's board, its counter of dead ends, the share bar.
  "strategy.knights.pruned.name": "Pruned",
  "strategy.knights.pruned.summary": "Tries the 8 moves in a fixed order; skips a move off the board or onto a visited square.",
  "strategy.knights.warnsdorff.name": "Warnsdorff",
  "strategy.knights.warnsdorff.summary": "Tries the move with the fewest onward moves first; still backs up from a dead end.",
  "strategy.knights.lookahead.name": "Look-ahead",
  "strategy.knights.lookahead.summary": "As pruned, and skips a move that leaves an unvisited square with no way in.",
  "lane.stat.dead_ends": "dead ends",
  "levels.caption.knights": "Nodes at each depth k (moves made) on the {size}×{size} board, beside 8ᵏ: the tree that makes all 8 moves at every step, without checks.",
  "levels.power.knights": "8ᵏ",
  "lane.board.knights": "{strategy}: {visited} of {cells} squares visited",
  "share.what.knights.open": "Knight's tour {size}×{size}",
  "share.what.knights.closed": "Closed knight's tour {size}×{size}",
  // Squares are named as the link's start names them, r1c1 the top left; {squares} is a list
  // (list.separator) of them in the tour's order, the start first.
  "cell.knights": "r{row}c{col}",
  "board.alt.knights.open": {
    one: "{size}×{size} board, open tour. The tour so far, {count} square: {squares}. Last event: {event}",
    other: "{size}×{size} board, open tour. The tour so far, {count} squares from the start: {squares}. Last event: {event}",
  },
  "board.alt.knights.closed": {
    one: "{size}×{size} board, closed tour. The tour so far, {count} square: {squares}. Last event: {event}",
    other: "{size}×{size} board, closed tour. The tour so far, {count} squares from the start: {squares}. Last event: {event}",
  },
  // The eight moves in the core's order, by rows and columns.
  "knights.direction.0": "2 up, 1 right",
  "knights.direction.1": "1 up, 2 right",
  "knights.direction.2": "1 down, 2 right",
  "knights.direction.3": "2 down, 1 right",
  "knights.direction.4": "2 down, 1 left",
  "knights.direction.5": "1 down, 2 left",
  "knights.direction.6": "1 up, 2 left",
  "knights.direction.7": "2 up, 1 left",
  // Events: {from} and {to} are cell.knights, {direction} a knights.direction.*; {number} is
  // the square's move number (the start is 1) of {total}; {with} the square a rule names.
  "event.try.knights": "Try the move {direction} from {from} to {to}.",
  "event.try.knights.off_board": "Try the move {direction} from {from}.",
  "event.reject.knights.off_board":
    "Rejected the move {direction} from {from}: it leaves the board. The whole subtree is cut.",
  "event.reject.knights.visited":
    "Rejected the move from {from} to {to}: {with} is already visited. The whole subtree is cut.",
  "event.reject.knights.stranded":
    "Rejected the move from {from} to {to}: it would leave {with} unvisited with no way in, so no tour could end. The whole subtree is cut.",
  "event.reject.knights.closing":
    "Rejected the move from {from} to {to}: no way back to the start {with} would be left, and the tour must close. The whole subtree is cut.",
  "event.place.knights": "Move the knight {direction} from {from} to {to}: square {number} of {total}, node {node}.",
  "event.undo.knights": "Undo: take the knight back from {to} to {from}.",
  "event.dead_end.knights": {
    one: "Dead end: no move from {cell} reaches an unvisited square, though {count} square is left. Back up at once.",
    other: "Dead end: no move from {cell} reaches an unvisited square, though {count} squares are left. Back up at once.",
  },
  "event.leaf_check.knights.pass": "Every square visited, and the last is a knight's move from the start {start}: the tour closes.",
  "event.leaf_check.knights.move":
    "Every square numbered, but from {first} to {second} is not a knight's move: not a tour. Wasted leaf.",
  "event.leaf_check.knights.closing":
    "Every square visited, but {first} is not a knight's move from the start {second}: not a closed tour. Wasted leaf.",
  // The search tree (tree-view.js): the cuts' rules beside their signs in the legend (⬀ ⟲ ∅ ⌂),
  // a node and a cut in words ({direction}, {from}, {to} and {with} as in the events above;
  // {number} of {total} is the square's number in the tour; {step} the search's step), and why
  // a larger board has the chart instead (count is the number of moves, n² − 1: the tree's depth).
  "search_tree.rule.off_board": "off the board",
  "search_tree.rule.visited": "onto a visited square",
  "search_tree.rule.stranded": "a square would be left with no way in",
  "search_tree.rule.closing": "no way back to the start would be left (closed tour)",
  "search_tree.node.knights": "Move {direction} from {from} to {to}: square {number} of {total}, placed at step {step}.",
  "search_tree.stub.knights.off_board": "The move {direction} from {from} cut: it leaves the board.",
  "search_tree.stub.knights.visited": "The move {direction} from {from} to {to} cut: {with} is already visited.",
  "search_tree.stub.knights.stranded":
    "The move {direction} from {from} to {to} cut: after it no move could ever reach {with}.",
  "search_tree.stub.knights.closing":
    "The move {direction} from {from} to {to} cut: after it the tour could not come back to the start {with}.",
  "search_tree.too_large.knights": {
    one: "The search tree is drawn for boards up to {max}×{max}: on the {size}×{size} board it is {count} level deep, one a move, too deep to read, so the per-depth chart below stands for it.",
    other: "The search tree is drawn for boards up to {max}×{max}: on the {size}×{size} board it is {count} levels deep, one a move, too deep to read, so the per-depth chart below stands for it.",
  },
  // The pseudo-code (see code.queens.*): k is the number of squares visited so far.
  "code.knights.pruned.0": "tour(square, k):",
  "code.knights.pruned.1": "  if k == n·n:",
  "code.knights.pruned.2": "    closed: is the start a move away?",
  "code.knights.pruned.3": "    if so (or open): a tour; return",
  "code.knights.pruned.4": "  for move in the 8 moves, in order:",
  "code.knights.pruned.5": "    next = square + move",
  "code.knights.pruned.6": "    if off the board or visited: skip",
  "code.knights.pruned.7": "    knight to next, number it k + 1",
  "code.knights.pruned.8": "    tour(next, k + 1)",
  "code.knights.pruned.9": "    undo: clear next, knight back",

  "code.knights.warnsdorff.0": "tour(square, k):",
  "code.knights.warnsdorff.1": "  if k == n·n:",
  "code.knights.warnsdorff.2": "    closed: is the start a move away?",
  "code.knights.warnsdorff.3": "    if so (or open): a tour; return",
  "code.knights.warnsdorff.4": "  moves = the moves inside the board",
  "code.knights.warnsdorff.5": "          to unvisited squares, fewest",
  "code.knights.warnsdorff.6": "          onward moves first",
  "code.knights.warnsdorff.7": "  if there are none: dead end, back up",
  "code.knights.warnsdorff.8": "  for next in moves:",
  "code.knights.warnsdorff.9": "    knight to next, number it k + 1",
  "code.knights.warnsdorff.10": "    tour(next, k + 1)",
  "code.knights.warnsdorff.11": "    undo: clear next, knight back",

  "code.knights.lookahead.0": "tour(square, k):",
  "code.knights.lookahead.1": "  if k == n·n:",
  "code.knights.lookahead.2": "    closed: is the start a move away?",
  "code.knights.lookahead.3": "    if so (or open): a tour; return",
  "code.knights.lookahead.4": "  for move in the 8 moves, in order:",
  "code.knights.lookahead.5": "    next = square + move",
  "code.knights.lookahead.6": "    if off the board or visited,",
  "code.knights.lookahead.7": "       or it leaves an unvisited square",
  "code.knights.lookahead.8": "       with no way in (closed: or the",
  "code.knights.lookahead.9": "       start with no way back): skip",
  "code.knights.lookahead.10": "    knight to next, number it k + 1",
  "code.knights.lookahead.11": "    tour(next, k + 1)",
  "code.knights.lookahead.12": "    undo: clear next, knight back",

  // --- Graph colouring (www/puzzles/colouring.js) ---------------------------------------------
  // (its keys follow this line)
  // Vertices are named as the graph names them ({vertex}, {with}, {first}, {second}, {name});
  // colours count from 1 ({colour}), as the board writes them inside the vertices. {graph} is
  // one of colouring.short.*.
  "puzzle.colouring": "Graph colouring",
  "setup.colouring.graph": "Graph",
  "setup.colouring.colours": "Colours",
  "setup.colouring.colours_error": "Choose a whole number of colours k from 1 to {max}.",
  "setup.colouring.edges": "Edge list: one edge a line, as two names (\"a\u00a0b\")",
  "setup.colouring.edges_hint": "Names are letters, digits, _ and -; # starts a comment. Ctrl+Enter uses the graph.",
  "setup.colouring.use": "Use this graph",
  "colouring.graph.services": "Twenty services on five machines",
  "colouring.graph.australia": "The map of Australia",
  "colouring.graph.petersen": "The Petersen graph",
  "colouring.graph.custom": "Your own graph (the edge list)",
  "colouring.short.services": "Twenty services",
  "colouring.short.australia": "Map of Australia",
  "colouring.short.petersen": "Petersen graph",
  "colouring.short.custom": "Your own graph",
  "share.what.colouring": { one: "{graph}, {count} colour", other: "{graph}, {count} colours" },
  "strategy.colouring.naive.name": "Naive",
  "strategy.colouring.naive.summary":
    "Any colour on each vertex; checks the edges only when every vertex is coloured (dashed red: a clash not checked yet).",
  "strategy.colouring.pruned.name": "Pruned",
  "strategy.colouring.pruned.summary": "Checks a vertex's coloured neighbours before colouring it.",
  "strategy.colouring.forward-checking.name": "Forward checking",
  "strategy.colouring.forward-checking.summary":
    "Keeps each vertex's colours left; colours the vertex with the fewest next (DSatur).",
  // {colours} is k; count is the number of vertices, the depth of every tree.
  "levels.caption.colouring": {
    one: "Nodes at each depth k (vertices coloured), beside {colours}ᵏ: the naive tree, every colour on every vertex of this graph, which has {count} vertex.",
    other: "Nodes at each depth k (vertices coloured), beside {colours}ᵏ: the naive tree, every colour on every vertex of this graph, which has {count} vertices.",
  },
  "levels.power.colouring": "{colours}ᵏ",
  "lane.board.colouring": "{strategy}: {coloured} of {vertices} vertices coloured",
  // {coloured} is a list (list.separator) of board.alt.colouring.vertex, in vertex order.
  "board.alt.colouring": "Graph (vertices: {vertices}, edges: {edges}). Coloured: {coloured}. Last event: {event}",
  "board.alt.colouring_empty": "Graph (vertices: {vertices}, edges: {edges}), no vertex coloured yet. Last event: {event}",
  "board.alt.colouring.vertex": "{name} colour {colour}",
  "event.try.colouring": "Try colour {colour} on {vertex}.",
  "event.reject.colouring.edge":
    "Rejected colour {colour} on {vertex}: its neighbour {with} already has colour {colour}. The whole subtree is cut.",
  "event.place.colouring": "Colour {vertex} with colour {colour}: node {node}.",
  "event.undo.colouring": "Undo colour {colour} on {vertex}: back up.",
  // count is k, the number of colours.
  "event.dead_end.colouring": {
    one: "Dead end: {vertex} has no colour left, its neighbours hold the only one. Back up at once.",
    other: "Dead end: {vertex} has no colour left, its neighbours hold all {count}. Back up at once.",
  },
  "event.leaf_check.colouring.pass": "Every vertex coloured, every edge checked: no edge joins two of one colour.",
  "event.leaf_check.colouring.edge":
    "Every vertex coloured, edges checked: {first} and {second} are joined by an edge and have the same colour. Wasted leaf.",
  // The search tree (tree-view.js): the cut's rule beside its sign (=) in the legend, a node
  // and a cut in words ({step} is the search's step), and why a larger graph has the chart
  // instead (count is the number of vertices: the tree's depth).
  "search_tree.rule.edge": "a neighbour already has this colour",
  "search_tree.node.colouring": "Colour {colour} on {vertex}, placed at step {step}.",
  "search_tree.stub.colouring": "Colour {colour} on {vertex} cut: its neighbour {with} already has colour {colour}.",
  "search_tree.too_large.colouring": {
    one: "The search tree is drawn for graphs of up to {max} vertices, a level a vertex; this graph has {count}: its tree is too deep to read, so the per-depth chart below stands for it.",
    other: "The search tree is drawn for graphs of up to {max} vertices, a level a vertex; this graph has {count}: its tree is too deep to read, so the per-depth chart below stands for it.",
  },
  // {value} is format.quote; {graph} the graph shown instead (colouring.short.*).
  "colouring.note.bad_colours": "colours must be a whole number from 1 to {max}, got {value}; using {colours}",
  "colouring.note.bad_graph": "graph: {message}; showing {graph}",
  "colouring.note.bad_edges": "edges: the edge list in the link is not a graph ({message}); showing {graph}",
  // The core's errors in an edge list, placed with error.at.* at their line (and column);
  // {name} and {found} are format.quote.
  "colouring.error.one_name": "{name} stands alone; write an edge as two names, like \"a b\"",
  "colouring.error.too_many_names": {
    one: "{count} name on one line; write one edge a line, as two names",
    other: "{count} names on one line; write one edge a line, as two names",
  },
  "colouring.error.bad_character": "{found} cannot be part of a name (letters, digits, _ and - can)",
  "colouring.error.self_loop": "{name} is joined to itself, so no colouring is possible",
  "colouring.error.too_many_vertices": "{name} would be one vertex too many: a graph has at most {max}",
  "colouring.error.no_edges": "the graph has no edges: write one edge a line, as two names (\"a b\")",
  "colouring.error.colours_out_of_range": "the number of colours must be from 1 to {max}, got {found}",
  "colouring.error.unknown_preset": "no preset graph is called {name}; the presets are {presets}",
  // v counts vertices from 0 in the code; colours c count from 1, as the board writes them.
  "code.colouring.naive.0": "solve(v):",
  "code.colouring.naive.1": "  if v == n:",
  "code.colouring.naive.2": "    check every edge",
  "code.colouring.naive.3": "    if no edge's ends match: a solution",
  "code.colouring.naive.4": "    return",
  "code.colouring.naive.5": "  for c in 1 .. k:",
  "code.colouring.naive.6": "    colour v with c",
  "code.colouring.naive.7": "    solve(v + 1)",
  "code.colouring.naive.8": "    undo the colour of v",

  "code.colouring.pruned.0": "solve(v):",
  "code.colouring.pruned.1": "  if v == n: a solution; return",
  "code.colouring.pruned.2": "  for c in 1 .. k:",
  "code.colouring.pruned.3": "    if a coloured neighbour of v",
  "code.colouring.pruned.4": "       has c: skip it",
  "code.colouring.pruned.5": "    colour v with c",
  "code.colouring.pruned.6": "    solve(v + 1)",
  "code.colouring.pruned.7": "    undo the colour of v",

  "code.colouring.forward-checking.0": "solve():",
  "code.colouring.forward-checking.1": "  if all are coloured: a solution; return",
  "code.colouring.forward-checking.2": "  if a vertex has no colour left:",
  "code.colouring.forward-checking.3": "    back up",
  "code.colouring.forward-checking.4": "  v = the vertex with the fewest colours",
  "code.colouring.forward-checking.5": "      left (DSatur)",
  "code.colouring.forward-checking.6": "  for c in the colours left to v:",
  "code.colouring.forward-checking.7": "    colour v with c; strike c from",
  "code.colouring.forward-checking.8": "      its neighbours' colours left",
  "code.colouring.forward-checking.9": "    solve()",
  "code.colouring.forward-checking.10": "    undo; give c back to the neighbours",

  // --- Word search (www/puzzles/word-search.js) -----------------------------------------------
  // (its keys follow this line)
  // The tab and the lanes' names.
  "puzzle.words": "Word search",
  "strategy.words.naive.name": "Naive",
  "strategy.words.naive.summary": "Builds every path as long as the word; compares the letters only at the end.",
  "strategy.words.pruned.name": "Pruned",
  "strategy.words.pruned.summary": "Compares each cell's letter with the word's before stepping onto it.",
  // The set-up panel (64 cells is the core's MAX_CELLS). The first three examples share the
  // classic grid ABCE / SFCS / ADEE, shown in the box below the list.
  "setup.words.preset.label": "Example",
  "setup.words.preset.classic_abcced": "ABCCED: one path",
  "setup.words.preset.classic_see": "SEE: one path",
  "setup.words.preset.classic_abcb": "ABCB: no path (B would be used twice)",
  "setup.words.preset.backtrack": "BACKTRACK, 5×5: naive explodes",
  "setup.words.preset.custom": "Your own grid and word",
  "setup.words.grid.label": "Letter grid, one row a line",
  "setup.words.word.label": "Word",
  "setup.words.use": "Search this grid",
  "setup.words.hint":
    "Letters only, every row as long as the first, at most 64 cells. Enter in the word, or Ctrl+Enter in the grid, searches.",
  // Errors in a grid or a word, placed with error.at.* (the form's lines) or, for a link whose
  // rows are separated by commas, error.words.at_row*. {found} is format.quote; count is a number.
  "error.words.at_row_column": "row {line}, column {column}: {message}",
  "error.words.at_row": "row {line}: {message}",
  "error.words.no_rows": "the grid is empty: write one row of letters a line",
  "error.words.bad_character": "{found} is not a letter",
  "error.words.row_length": {
    one: "this row has {count} letter, but the first row has {expected}",
    other: "this row has {count} letters, but the first row has {expected}",
  },
  "error.words.too_many_cells": {
    one: "the grid has {count} cell; at most {limit} fit",
    other: "the grid has {count} cells; at most {limit} fit",
  },
  "error.words.empty_word": "the word is empty: type at least one letter",
  "error.words.word_character": "character {position} of the word, {found}, is not a letter",
  // {value} is format.quote, {message} one of error.words.*, {using} the grid (rows joined by
  // commas, as in a link) or the word used instead.
  "url.note.bad_letters": "letters: the letter grid {value} cannot be searched ({message}); using {using}",
  "url.note.bad_word": "word: the word {value} cannot be searched ({message}); using {using}",
  // Events: {cell} is cell.sudoku, {letter}, {expected} and {word} are format.quote; {position}
  // counts the word's letters from 1, {length} is the word's length.
  "event.try.words": "Try {cell}, {letter}, as letter {position} of {length}.",
  "event.reject.words.letter":
    "Rejected {cell}: it holds {letter}, but letter {position} of the word is {expected}. Every path through it is cut.",
  "event.place.words": "Step onto {cell}, {letter}: letter {position} of the path, node {node}.",
  "event.undo.words": "Undo: take {cell}, {letter}, off the path (it was letter {position}); the cell is free again.",
  "event.dead_end.words": "Dead end: every neighbour of {cell} is on the path already. Back up at once.",
  "event.leaf_check.words.pass": "Whole path checked: it spells {word}.",
  "event.leaf_check.words.letter": "Whole path checked: {cell} holds {letter}, so the path does not spell {word}. Wasted leaf.",
  "event.leaf_check.words.letter_at":
    "Whole path checked: letter {position} is {letter} in {cell}, but {word} has {expected} there. The path went wrong at letter {position} and was still built to the end: a wasted leaf.",
  "event.solution.words": "Path {number} found: it spells {word}.",
  // The pseudo-code (see the pseudo-code's note above).
  "code.words.naive.0": "search(path):",
  "code.words.naive.1": "  if len(path) == len(word):",
  "code.words.naive.2": "    compare path's letters with word",
  "code.words.naive.3": "    if all match: a path found",
  "code.words.naive.4": "    return",
  "code.words.naive.5": "  for cell next to the last, not on path",
  "code.words.naive.6": "      (any cell for the first letter):",
  "code.words.naive.7": "    add cell to path",
  "code.words.naive.8": "    search(path)",
  "code.words.naive.9": "    undo: take cell off path",

  "code.words.pruned.0": "search(path):",
  "code.words.pruned.1": "  if len(path) == len(word):",
  "code.words.pruned.2": "    a path found; return",
  "code.words.pruned.3": "  for cell next to the last, not on path",
  "code.words.pruned.4": "      (any cell for the first letter):",
  "code.words.pruned.5": "    if cell's letter != word[len(path)]:",
  "code.words.pruned.6": "      skip it",
  "code.words.pruned.7": "    add cell to path",
  "code.words.pruned.8": "    search(path)",
  "code.words.pruned.9": "    undo: take cell off path",
  // A lane's board: its name, its text alternative ({grid} the rows, letters apart, joined by
  // list.separator; {path} board.alt.words_cell entries joined the same way), a link's title.
  // The per-level table: beside the lanes, the paths of k cells in the grid (the naive tree's
  // level k); {count} is the most paths the page counts.
  "levels.caption.words":
    "Nodes at each depth k (letters on the path), beside the paths of k cells in the grid: the naive tree builds every one of them, whatever the letters.",
  "levels.caption.words_large": {
    one: "Nodes at each depth k (letters on the path). This grid has more than {count} path as long as the word: too many to count here.",
    other: "Nodes at each depth k (letters on the path). This grid has more than {count} paths as long as the word: too many to count here.",
  },
  "levels.paths.words": "paths of k cells",
  "lane.board.words": "{strategy}: {placed} of {length} letters on the path",
  "board.alt.words":
    "Letter grid {rows}×{cols}, rows from the top: {grid}. The word: {word}. The path: {path}. Last event: {event}",
  "board.alt.words_empty":
    "Letter grid {rows}×{cols}, rows from the top: {grid}. The word: {word}. No cell on the path yet. Last event: {event}",
  "board.alt.words_cell": "{cell} {letter}",
  "share.what.words": "word search for {word}",

  // --- Program lanes: the learner's Python, counted in steps as the lessons count them ------
  "program.lane_1.name": "Your program",
  "program.lane_1.summary": "Your Python on this tab's puzzle: one step per line run, as the lessons count; its nodes are the calls of the function that calls itself.",
  "program.lane_2.name": "Second program",
  "program.lane_2.summary": "A second Python program on the same puzzle, to race against the first.",
  "lane.stat.steps": "steps",
  "lane.stat.complete_boards": "complete boards",
  "status.error": "error",
  "status.step_limit": "did not fit",
  "event.end.error": "Stopped: the program raised an error.",
  "event.end.step_limit": "Stopped: the program did not fit in its step limit.",
  "url.note.bad_steps": "steps must be a whole number from 1 to {max}, got {value}",
  "program.event.start": "The program is about to start.",
  "program.event.step": "Ran line {line}.",
  "program.event.call": "Called {function} at depth {depth}.",
  "program.event.return": "{function} returned from depth {depth}.",
  "program.event.output": "Line {line} printed.",
  "program.event.finished": {
    one: "The program finished in {count} step.",
    other: "The program finished in {count} steps.",
  },
  "program.event.step_limit": {
    one: "Did not fit: the limit of {count} step was reached.",
    other: "Did not fit: the limit of {count} steps was reached.",
  },
  "program.error.at_line": "{kind} on line {line}: {explained} Python says: {message}",
  "program.error.no_line": "{kind}: {explained} Python says: {message}",
  "program.error.calls": "The calls that led there: {calls}.",
  "program.error.raised_from": "Its direct cause was {exception} (line {line}).",
  "program.error.while_handling": "It was raised while handling {exception} (line {line}).",
  "program.error.call": "{function} (line {line})",
  "program.error.module": "the program",
  "program.error.SyntaxError": "Python cannot read this line as written.",
  "program.error.IndentationError": "the indentation does not line up with the block around it.",
  "program.error.NameError": "this name has no value here (a typo, or used before it is assigned).",
  "program.error.UnboundLocalError": "a function reads a local variable before assigning it (is it meant to be global?).",
  "program.error.TypeError": "a value of the wrong type for this operation.",
  "program.error.IndexError": "an index outside the list (they run from 0 to its length − 1).",
  "program.error.KeyError": "the dictionary has no such key.",
  "program.error.AttributeError": "this value has no attribute of that name.",
  "program.error.ZeroDivisionError": "division by zero.",
  "program.error.RecursionError": "the calls nest more than 1,000 deep: does the recursion reach its base case?",
  "program.error.MemoryError": "the program asked for more memory than the lab gives it.",
  "program.error.OverflowError": "a number too large for this operation (past a float's range, or too big for an index).",
  "program.error.ValueError": "a value of the right type, but not one this operation takes.",
  "program.error.Empty": "the queue is empty: get_nowait() (or get(block=False)) found nothing to take.",
  "program.error.Full": "the queue is full: put_nowait() (or put(block=False)) found no room.",
  "program.error.AssertionError": "an assert found its condition false.",
  "program.error.StopIteration": "an iterator had nothing more to give.",
  "program.error.Unsupported": "the lab's Python does not run this construct.",
  "program.error.raised": "the program raised this exception itself, and no except clause caught it.",
  "program.error.BaseException": "the program raised this exception itself, and no except clause caught it.",
  "program.error.Exception": "the program raised this exception itself, and no except clause caught it.",
  "program.error.SystemExit": "the program asked to stop (exit).",
  "program.error.KeyboardInterrupt": "the program raised KeyboardInterrupt itself.",
  "program.error.GeneratorExit": "a generator was closed.",
  "program.error.ArithmeticError": "an arithmetic operation failed.",
  "program.error.FloatingPointError": "a floating-point operation failed.",
  "program.error.EOFError": "input() found no more lines to read.",
  "program.error.ImportError": "a name could not be imported from a module.",
  "program.error.ModuleNotFoundError": "the lab runs one file of Python with its own standard modules, and this module is not among them.",
  "program.error.LookupError": "a key or an index was not found.",
  "program.error.OSError": "an operating-system error (programs here reach no files and no system).",
  "program.error.RuntimeError": "an error that fits no other class (the program raised it, or a generator was misused).",
  "program.error.NotImplementedError": "a function that is not written yet was called (it raises NotImplementedError).",
  "program.error.unsupported.at_line": "Not supported on line {line}: the lab's Python does not run {construct}.",
  "program.error.unsupported.no_line": "Not supported: the lab's Python does not run {construct}.",
  "program.error.unsupported_words.at_line": "Not supported on line {line}: the lab's Python does not run {construct}.",
  "program.error.unsupported_words.no_line": "Not supported: the lab's Python does not run {construct}.",
  // What the lab does not run, named in words (the core's unsupported_words ids); {code} is the code they mention.
  "program.construct.relative_imports": "relative imports",
  "program.construct.matrix_operator": "the matrix operator {code}",
  "program.construct.dunder_attribute": "the dunder attribute {code}",
  "program.construct.fstring_equals": "the f-string '{code}' specifier",
  "program.construct.fstring_nested": "nested replacement fields in an f-string's format spec",
  "program.construct.fstring_scope": "lambdas and comprehensions inside an f-string",
  "program.construct.bytes_literals": "bytes literals",
  "program.construct.complex_numbers": "complex numbers",
  "program.construct.slice_augmented": "augmented assignment to a slice",
  "program.construct.math_factors": "math.factorial, comb and perm of more than 20,000 factors",
  "program.construct.seed_float": "{code} with a float",
  "program.construct.seed_other": "{code} with a string or other value",
  "program.construct.getrandbits_wide": "{code} of more than 63 bits",
  "program.construct.own_defaultdict_factory": "a defaultdict whose factory is the program's own function (use a built-in class such as list or int, or dict.setdefault)",
  "program.construct.own_default_factory": "a default_factory that is the program's own function",
  "program.construct.multiple_inheritance": "multiple inheritance",
  "program.construct.builtin_subclass": "a class derived from a built-in type",
  "program.construct.format_alternate": "the '{code}' format option",
  "program.construct.format_own_str": "str.format or % of an object with its own __str__ or __repr__ (an f-string shows it)",
  "program.construct.format_fields": "str.format fields with attributes or indexes",
  "program.construct.own_hash_key": "this call with a key whose class defines its own __hash__",
  "program.construct.next_here": "{code} on a generator here",
  "program.construct.genexpr_here": "this use of a generator expression",
  "program.construct.unpack_iterator": "unpacking an iterator (make it a list first)",
  "program.construct.builtin_here": "{code} here",
  "program.construct.calling": "calling {code}",
  "program.panel.label": "{lane}: the program",
  "program.preset.label": "Program",
  "program.preset.own": "Your own",
  "program.preset.queens_d": "Version D: occupancy arrays (lesson 003)",
  "program.preset.queens_c": "Version C: check on entry (lesson 003)",
  "program.preset.queens_b": "Version B: permutations, checked at the bottom",
  "program.preset.queens_a": "Version A: every cell, checked at the bottom",
  "program.preset.queens_d_no_undo": "Version D, the undo forgotten (lesson 003)",
  "program.preset.queens_d_no_diagonal": "Version D, one diagonal forgotten",
  "program.preset.lesson000_queens": "N-Queens from lesson 000",
  "program.preset.lesson000_sudoku": "Sudoku from lesson 000 (find_empty)",
  "program.preset.sudoku_all": "Exercise: every solution of this Sudoku",
  "program.preset.knights_tour": "Exercise: the knight's tour on the same template",
  "program.preset.colouring_services": "Exercise: services on machines, no two conflicting together",
  "program.preset.word_path": "Exercise: the word as a path in the grid",
  "program.preset.failed": "The preset could not be loaded: {message}",
  "program.draw.label": "Board from",
  "program.draw.label_state": "State from",
  "program.record.label": "Solutions from",
  "program.draw.auto": "(found by the lab)",
  "url.note.bad_draw": "{parameter} must be the name of a variable or a function, got {value}",
  "program.steps.label": "Step limit",
  "program.run": "Run",
  "program.edited": "Edited: Run (or Ctrl+Enter) races this version.",
  "program.input.label": "Input: what input() reads, a line at a time",
  "program.input.placeholder": "One line for each input() call",
  "program.input.edited": "Input changed: Run (or Ctrl+Enter) races the program reading it.",
  "url.note.long_input": "{parameter} is cut to its first {max} characters",
  "program.editor.label": "{lane}: Python",
  "program.editor.failed": "The editor could not start: {message}",
  "program.drawn_from": "The board is drawn from {name}.",
  "program.drawn_from.calls": "The board is read from the column each active call of {name} has placed.",
  "program.drawn_from.none": "No variable holds a board yet.",
  "program.recorded_from": "Solutions are counted as the program records them: each item of {name}.",
  "program.recorded_from.yield": "Solutions are counted as the program records them: each value its recursive generator yields (not the ones yield from hands on).",
  "program.recorded_from.counter": "Solutions are counted as the program records them: the value of {name}.",
  "program.recorded_from.return": "Solutions are counted as the program records them: each call that found one and returned True.",
  "program.recorded_from.print": "Solutions are counted as the program records them: each print during the search.",
  "program.calls.one": "{function} {count}",
  "program.calls": "Calls: {calls}.",
  "program.calls.recursive": "Calls: {calls}. The nodes are the calls of {function}.",
  "program.frames.label": "Active calls and their variables",
  "program.frames.module": "The program, line {line}",
  "program.frames.call": "{function}, line {line}, depth {depth}",
  "program.frames.more": {
    one: "… and {count} call between",
    other: "… and {count} calls between",
  },
  "program.output.label": "Output",
  "program.output.region": "{lane}: output",
  "program.link.unknown_preset": "The link names a preset this lab does not have: {preset} is shown instead.",
  "program.link.unreadable": "The link's program could not be read: {preset} is shown instead.",
  "program.link.too_long": "The link's program is too long: {preset} is shown instead.",
  // --- The program editor under a program lane (views/program-editor.js) ----------------------
  // What the editor says of its keys, under it. CodeMirror itself gives Esc then Tab (or
  // Shift+Tab) as the way out of an editor where Tab indents.
  "program.editor.keys":
    "Tab indents a line, Shift+Tab unindents it. To leave the editor by keyboard, press Esc, then Tab. Ctrl+Enter (⌘+Enter on a Mac) runs the program.",
  // The tab for your own problem (www/puzzles/own.js): programs that solve no puzzle of the lab.
  "puzzle.program": "Your own problem",
  "setup.program.about":
    "Race up to four programs that solve no puzzle of the lab: permutations, subsets, combination sums, parentheses, partitions. Each lane draws the state its innermost call has built so far, and the search tree labels every call with what it chose. Choose a preset under each lane (they come in pairs, naive and pruned) or write your own.",
  "program.own.summary": "Your Python: one step per line run, as the lessons count; its nodes are the calls of the function that calls itself, each labelled with what it chose.",
  "program.lane_3.name": "Third program",
  "program.lane_3.summary": "A third Python program, to race against the others.",
  "program.lane_4.name": "Fourth program",
  "program.lane_4.summary": "A fourth Python program, to race against the others.",
  "lane.board.program": {
    one: "{strategy}: {name} holds {count} item",
    other: "{strategy}: {name} holds {count} items",
  },
  "lane.board.program_call": "{strategy}: the call {call}",
  "board.alt.program": "The state {name} = [{items}]. The call: {call}. Last event: {event}",
  "board.alt.program_call": "No list holds a state; the call: {call}. Last event: {event}",
  "board.alt.program_none": "The program has not called a function yet. Last event: {event}",
  "share.what.program": "your own problem",
  "levels.caption.program":
    "The calls of each program's recursive function at each depth. A problem of your own has no closed form to set beside them: compare the lanes with each other.",
  "search_tree.node.program": "A call made at step {step}.",
  "program.drawn_from.state": "The state is drawn from {name}.",
  "program.drawn_from.state_none": "No list or string of the innermost call holds a state yet: the call is shown.",
  "program.drawn_from.instead": "No variable holds a board of this puzzle: in its place is the state, drawn from {name}.",
  "program.drawn_from.instead_call": "No variable holds a board of this puzzle: in its place is the innermost call.",
  "board.alt.program.choices": "Choices {name} = [{items}]: the loop stands on index {current}.",
  "board.alt.program.choices_before": "Choices {name} = [{items}]: the loop has not begun.",
  "board.alt.program.skipped": {
    one: "The call's own condition cut index {indices}.",
    other: "The call's own conditions cut indices {indices}.",
  },
  "board.alt.program.strip": "{name}: taken at {indices}.",
  "board.alt.program.strip_none": "{name}: nothing taken.",
  "board.alt.program.table": "{name} = {items}.",
  "program.preset.own_permutations_scan": "Permutations, scanning the state for each choice",
  "program.preset.own_permutations_selected": "Permutations with a selected array",
  "program.preset.own_permutations_generator": "Permutations as a generator (yield from)",
  "program.preset.own_permutations_dup_naive": "Permutations with duplicates, without the cut",
  "program.preset.own_permutations_dup_pruned": "Permutations with duplicates, equal choices cut",
  "program.preset.own_subsets": "All subsets",
  "program.preset.own_subsets_dup": "Subsets with duplicates, equal choices cut",
  "program.preset.own_combination_sum_naive": "Combination sum, checked on entry",
  "program.preset.own_combination_sum_pruned": "Combination sum, sorted, with break",
  "program.preset.own_subset_sum_naive": "Subset sum, every subset built",
  "program.preset.own_subset_sum_pruned": "Subset sum, pruned on the way down",
  "program.preset.own_subset_sum_first": "Subset sum: stop at the first (return True)",
  "program.preset.own_parentheses_naive": "Parentheses, every string checked when full",
  "program.preset.own_parentheses_pruned": "Parentheses, pruned by the counts",
  "program.preset.own_palindrome_naive": "Palindrome partitions, checked at the end",
  "program.preset.own_palindrome_pruned": "Palindrome partitions, only palindromic pieces",
  "program.preset.own_fibonacci": "Fibonacci: recursion, not a search",
  "program.preset.own_fibonacci_cached": "Fibonacci with @lru_cache: the calls a cache saves",
  "program.calls.cached": {
    one: "{count} call answered from the cache saved {saved} in all.",
    other: "{count} calls answered from the cache saved {saved} in all.",
  },
  "search_tree.rule.cached": "answered from the cache",
  "search_tree.stub.cached": {
    one: "Answered from the cache: the kept result took {count} call, which the search did not make again.",
    other: "Answered from the cache: the kept result took {count} calls, which the search did not make again.",
  },
  "search_tree.stub.cached_unknown": "Answered from the cache (a cache with a bound: what it saved is not counted).",
  "exercise.label": "Exercise",
  "exercise.title": "Exercise: {title}",
  "exercise.why.no_boards": "It returned no board.",
  "exercise.menu.button": "Exercises",
  "exercise.menu.label": "Exercises the lab checks",
  "exercise.menu.score": "{score} %",
  "exercise.untitled": "untitled",
  "exercise.loading": "Loading the exercise…",
  "exercise.unreadable": "This exercise cannot be used:",
  "exercise.link.unknown_preset": "the lab has no exercise of that name.",
  "exercise.link.unreadable": "the link's exercise could not be read.",
  "exercise.link.failed": "it could not be loaded ({message}).",
  "exercise.check": "Check",
  "exercise.check.title": "Run every check on the program the lane runs (C)",
  "exercise.cancel": "Cancel",
  "exercise.checking": "Checking {index} of {total}…",
  "exercise.checked": "Checked.",
  "exercise.cancelled": "Checking cancelled.",
  "exercise.failed_to_check": "The checks could not run: {message}",
  "exercise.race": "Race it on this instance",
  "exercise.score": "Score: {score} %",
  "exercise.verdict.passed": "passed",
  "exercise.verdict.failed": "failed",
  "exercise.verdict.waiting": "not checked yet",
  "exercise.instance.queens": "n\u00a0=\u00a0{n}",
  "exercise.instance.sudoku": "the grid {grid}",
  "exercise.instance.knights": "{size}\u00a0×\u00a0{size} from {start}",
  "exercise.instance.knights_closed": "{size}\u00a0×\u00a0{size} from {start}, closed",
  "exercise.instance.colouring": "{graph}, k\u00a0=\u00a0{k}",
  "exercise.instance.other": "{setup}",
  "exercise.check.hidden": "a hidden instance",
  "exercise.check.kind.clean": "{index}. Runs without an error, {on}",
  "exercise.check.kind.output": "{index}. Prints the right answer, {on}",
  "exercise.check.kind.result": "{index}. Returns what is asked for, {on}",
  "exercise.check.kind.cost": "{index}. Searches cheaply enough, {on}",
  "exercise.why.passed.nodes": { one: "{count} node.", other: "{count} nodes." },
  "exercise.why.passed.steps": { one: "{count} step.", other: "{count} steps." },
  "exercise.why.passed.solutions": { one: "{count} solution.", other: "{count} solutions." },
  "exercise.why.hidden": "The instance is hidden, so only the verdict is told.",
  "exercise.why.setup": "The exercise cannot run this check: {message}",
  "exercise.why.error": "{error} at line {line}: {message}",
  "exercise.why.did_not_fit": { one: "Did not fit in {count} step.", other: "Did not fit in {count} steps." },
  "exercise.why.not_called": "The program ended before the call {call}.",
  "exercise.why.output": "It printed “{got}” where “{expected}” is asked for.",
  "exercise.why.missing": "The output does not contain “{expected}”.",
  "exercise.why.number": "It printed {count} last where {expected} is asked for.",
  "exercise.why.no_number": "It printed no number where {expected} is asked for.",
  "exercise.why.not_boards": "It returned {got}, which is not a board of this puzzle.",
  "exercise.why.count": {
    one: "Your program finds {count} solution; there are {expected}.",
    other: "Your program finds {count} solutions; there are {expected}.",
  },
  "exercise.why.incomplete": "Board {board} it returned is not complete.",
  "exercise.why.invalid": "Board {board} it returned is not a solution.",
  "exercise.why.clash": "Board {board} it returned breaks a rule: {first} and {second} attack each other.",
  "exercise.why.given": "Board {board} it returned changes the given at {cell}.",
  "exercise.why.twice": "Boards {first} and {second} it returned are the same.",
  "exercise.why.cost.nodes.strategy": { one: "{count} node: {strategy} needs {limit}.", other: "{count} nodes: {strategy} needs {limit}." },
  "exercise.why.cost.nodes.program": { one: "{count} node: the other program needs {limit}.", other: "{count} nodes: the other program needs {limit}." },
  "exercise.why.cost.nodes.at_most": { one: "{count} node, where at most {limit} are allowed.", other: "{count} nodes, where at most {limit} are allowed." },
  "exercise.why.cost.steps.strategy": { one: "{count} step: {strategy} needs {limit}.", other: "{count} steps: {strategy} needs {limit}." },
  "exercise.why.cost.steps.program": { one: "{count} step: the other program needs {limit}.", other: "{count} steps: the other program needs {limit}." },
  "exercise.why.cost.steps.at_most": { one: "{count} step, where at most {limit} are allowed.", other: "{count} steps, where at most {limit} are allowed." },
  "exercise.problem.root": "the exercise",
  "exercise.problem.json": "{path}: not JSON ({message})",
  "exercise.problem.missing": "{path}: missing ({expected})",
  "exercise.problem.not_a": "{path}: should be {expected}",
  "exercise.problem.unknown": "{path}: should be one of {expected}",
  "exercise.problem.out_of_range": "{path}: should be from {expected}",
  "exercise.problem.version": "{path}: this lab reads version {expected} of the format",
  "exercise.problem.program": "{path}: {message}",
  "exercise.problem.setup": "{path}: not an instance of this tab ({message})",
};
