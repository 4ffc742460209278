//! What must hold for any input, checked by the fuzz targets: a failed check panics, which the
//! fuzzer records as a crash. Four targets, one function each:
//!
//! - [`parse`]: the Sudoku parser on any text. Nothing panics; an error names a line and column
//!   that really hold what it says; a grid it reads is written in every format and read back
//!   as itself; if its givens do not clash, the strategies agree on how many solutions it has
//!   (counted up to [`CAP`], within a budget of nodes) and every solution they report passes
//!   [`sudoku_solves`], a validator that shares no code with the solvers.
//! - [`argv`]: the command line's arguments. Nothing panics; bad input is an error value with
//!   a message; what is accepted is within the documented ranges.
//! - [`lanes`]: a lane (one strategy searching one puzzle, as the page builds it) driven by a
//!   [`Script`] of steps, advances, forks and seeks. Nothing panics; a run never visits more
//!   nodes than its budget, and its events are bounded by its nodes; every solution passes an
//!   independent validator; a forked copy stepped the same way gives the same events; seeking
//!   (rebuild and replay k steps, as the page does) lands on the same state.
//!
//! - [`python`]: the Python interpreter on any source text, with a small step limit. Nothing
//!   panics; every run stops (finished, an error, or the step limit) within its limits of
//!   steps, nested calls, memory and output; it reports one step event per step counted; a
//!   fork taken at any step runs on exactly as the machine it was taken from, and running in
//!   pieces ends as running at once. Then the same source races as a program lane on one of
//!   the tabs (`python_lane`): read after every piece, it ends as run at once, and so do its
//!   forks; its solutions are complete boards.
//!
//! `tests/fuzz_regressions.rs` includes this file to replay the crashes the fuzzer found, so
//! it names the core only as `backtracking_lab`.

use std::ffi::OsString;

use backtracking_lab::cli::{self, BadInput, Command};
use backtracking_lab::colouring::{self, Graph};
use backtracking_lab::knights;
use backtracking_lab::python;
use backtracking_lab::queens::{self, count::MAX_COUNT_N};
use backtracking_lab::search::{Cell, Event, Limits, Mode, Problem, Search, Stats, Status};
use backtracking_lab::sudoku::{self, Format, Grid, ParseError, Strategy};
use backtracking_lab::words;

/// Solutions are counted up to this many when strategies are compared.
pub const CAP: u64 = 3;

/// The most nodes a fuzzed lane may visit: enough to reach deep into every tree, small enough
/// that one input runs in milliseconds.
pub const MAX_BUDGET: u64 = 2_000;

// --- 1. The Sudoku parser ------------------------------------------------------------------

/// The parser's properties on any bytes (read as UTF-8, bad sequences replaced).
pub fn parse(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let lines: Vec<&str> = text.lines().collect();
    match Grid::parse(&text) {
        Ok(grid) => {
            round_trips(&grid);
            strategies_agree(&grid);
        }
        Err(error) => error_is_where_it_says(&lines, &error),
    }
    // The same text as a file of puzzles: numbered in order, each read or located.
    let mut previous_line = 0;
    for (k, entry) in Grid::parse_many(&text).iter().enumerate() {
        assert_eq!(entry.number, k + 1, "puzzles are numbered from 1 in order");
        assert!(
            entry.line > previous_line,
            "puzzle {} starts on line {} after line {previous_line}",
            entry.number,
            entry.line
        );
        previous_line = entry.line;
        assert!(
            entry.line <= lines.len(),
            "line {} is past the end",
            entry.line
        );
        match &entry.grid {
            Ok(grid) => round_trips(grid),
            Err(error) => error_is_where_it_says(&lines, error),
        }
    }
}

/// Written in every format, the grid reads back as itself, alone and in a file of puzzles.
pub fn round_trips(grid: &Grid) {
    let mut file = String::new();
    for format in Format::ALL {
        let text = grid.to_text(format);
        assert_eq!(
            Grid::parse(&text).as_ref(),
            Ok(grid),
            "{} written as {}:\n{text}",
            grid.to_line(),
            format.name()
        );
        file.push_str(&text);
        if format == Format::Line {
            file.push('\n');
        }
    }
    let entries = Grid::parse_many(&file);
    assert_eq!(
        entries.len(),
        Format::ALL.len(),
        "one puzzle per format in\n{file}"
    );
    for entry in entries {
        assert_eq!(
            entry.grid.as_ref(),
            Ok(grid),
            "puzzle {} of\n{file}",
            entry.number
        );
    }
}

/// The line (and column) an error names exist among the text's `lines`, and hold what it
/// says they hold.
pub fn error_is_where_it_says(lines: &[&str], error: &ParseError) {
    let line_of = |line: usize| -> &str {
        assert!(line >= 1, "{error:?}: lines count from 1");
        lines
            .get(line - 1)
            .unwrap_or_else(|| panic!("{error:?}: the text has no line {line}"))
    };
    let char_at = |line: usize, column: usize| {
        assert!(column >= 1, "{error:?}: columns count from 1");
        line_of(line).chars().nth(column - 1)
    };
    match *error {
        ParseError::UnexpectedCharacter {
            line,
            column,
            found,
        } => assert_eq!(char_at(line, column), Some(found), "{error:?}"),
        ParseError::DigitTooLarge {
            line,
            column,
            digit,
            size,
        } => {
            assert!(digit > size, "{error:?}");
            // Digits are 1 to 9, then A to G (either case) for 10 to 16.
            let value = |ch: char| match ch.to_ascii_uppercase() {
                ch @ '1'..='9' => Some(ch as u8 - b'0'),
                ch @ 'A'..='G' => Some(ch as u8 - b'A' + 10),
                _ => None,
            };
            assert_eq!(
                char_at(line, column).and_then(value),
                Some(digit),
                "{error:?}"
            );
        }
        ParseError::WrongRowLength {
            line,
            found,
            expected,
        }
        | ParseError::WrongRowCount {
            line,
            found,
            expected,
        } => {
            line_of(line);
            assert_ne!(found, expected, "{error:?}");
        }
        ParseError::WrongCellCount { found } => {
            assert!(![16, 36, 81, 256].contains(&found), "{error:?}")
        }
    }
    assert!(!error.to_string().is_empty() && !error.message().is_empty());
}

/// Every strategy, within a budget, counts the same solutions up to [`CAP`] when it finishes,
/// and every solution it reports is valid.
pub fn strategies_agree(grid: &Grid) {
    if sudoku::check_givens(grid).is_err() {
        return;
    }
    // Naive and permutation could walk a sparse grid for hours: the budget ends them, and
    // only the strategies that finished are compared. 9×9 and 16×16 grids get a smaller one.
    let budget = if grid.shape().size >= 9 { 1_000 } else { 5_000 };
    let limits = Limits::new(Mode::UpTo(CAP)).with_budget(budget);
    let mut finished: Vec<(Strategy, u64, Option<Grid>)> = Vec::new();
    for strategy in Strategy::ALL {
        let report = sudoku::solve(grid, strategy, limits).expect("the givens were checked");
        let name = strategy.name();
        assert!(
            report.stats.nodes <= budget,
            "{name}: {} nodes",
            report.stats.nodes
        );
        if let Some(solution) = &report.solution {
            assert!(
                sudoku_solves(grid.cells(), solution.cells()),
                "{name} solved {} as {}",
                grid.to_line(),
                solution.to_line()
            );
        }
        let solutions = report.stats.solutions;
        match report.status {
            Status::BudgetExhausted => {
                assert!(solutions < CAP, "{name}");
                continue;
            }
            Status::CapReached => assert_eq!(solutions, CAP, "{name}"),
            Status::Finished => assert!((1..CAP).contains(&solutions), "{name}"),
            Status::NoSolution => assert!(solutions == 0 && report.solution.is_none()),
            other => panic!("{name} ended a run with status {other:?}"),
        }
        finished.push((strategy, solutions, report.solution));
    }
    let Some(&(first, count, ref solution)) = finished.first() else {
        return;
    };
    for (strategy, solutions, found) in &finished {
        assert_eq!(
            *solutions,
            count,
            "{} counts {solutions}, {} counts {count} on {}",
            strategy.name(),
            first.name(),
            grid.to_line()
        );
        // With one solution, everyone finds it.
        if count == 1 {
            assert_eq!(found, solution, "{} on {}", strategy.name(), grid.to_line());
        }
    }
    // Naive, permutation and pruned fill the same cells in the same order with digits
    // ascending, so they meet the solutions in the same order: the same first one.
    let row_major: Vec<&Option<Grid>> = finished
        .iter()
        .filter(|(s, ..)| {
            matches!(
                s,
                Strategy::Naive | Strategy::Permutation | Strategy::Pruned
            )
        })
        .map(|(.., found)| found)
        .collect();
    for pair in row_major.windows(2) {
        assert_eq!(pair[0], pair[1], "first solutions of {}", grid.to_line());
    }
}

/// Whether `board` is a full grid, valid in every row, column and box, that keeps every given
/// of `givens` (both row-major, 0 for a blank). Written apart from the solvers on purpose.
pub fn sudoku_solves(givens: &[u8], board: &[u8]) -> bool {
    let (size, box_rows, box_cols) = match board.len() {
        16 => (4, 2, 2),
        36 => (6, 2, 3),
        81 => (9, 3, 3),
        256 => (16, 4, 4),
        _ => return false,
    };
    let distinct = |cells: &mut dyn Iterator<Item = (usize, usize)>| {
        let mut seen = [false; 17];
        for (r, c) in cells {
            let digit = board[r * size + c] as usize;
            if !(1..=size).contains(&digit) || std::mem::replace(&mut seen[digit], true) {
                return false;
            }
        }
        true
    };
    givens.len() == board.len()
        && givens.iter().zip(board).all(|(&g, &b)| g == 0 || g == b)
        && (0..size).all(|r| distinct(&mut (0..size).map(|c| (r, c))))
        && (0..size).all(|c| distinct(&mut (0..size).map(|r| (r, c))))
        && (0..size).all(|b| {
            let (top, left) = (
                b / (size / box_cols) * box_rows,
                b % (size / box_cols) * box_cols,
            );
            distinct(&mut (0..size).map(|k| (top + k / box_cols, left + k % box_cols)))
        })
}

/// Whether `columns` (a column per row) places `n` queens of which no two attack each other.
/// Written apart from the solvers on purpose.
pub fn queens_solve(n: usize, columns: &[u8]) -> bool {
    columns.len() == n
        && columns.iter().all(|&c| (c as usize) < n)
        && (0..n).all(|a| {
            (a + 1..n).all(|b| {
                let (ca, cb) = (columns[a] as i64, columns[b] as i64);
                ca != cb && (ca - cb).abs() != (b - a) as i64
            })
        })
}

// --- 2. The command line's arguments -------------------------------------------------------

/// The argument parser's properties on any argv: the bytes split at NUL (the one byte an
/// argument cannot hold), each argument any bytes at all, as Unix allows.
pub fn argv(data: &[u8]) {
    use std::os::unix::ffi::OsStringExt;
    let args: Vec<OsString> = if data.is_empty() {
        Vec::new()
    } else {
        data.split(|&b| b == 0)
            .map(|arg| OsString::from_vec(arg.to_vec()))
            .collect()
    };
    let given = args.clone();
    let result = cli::parse_os(args.clone());
    assert_eq!(
        result,
        cli::parse_os(args),
        "the same arguments, the same answer"
    );
    match result {
        Err(BadInput(message)) => assert!(!message.trim().is_empty(), "an empty message"),
        Ok(Command::Search(request)) => {
            assert!(cli::puzzle(request.puzzle).is_some(), "{}", request.puzzle);
            assert!(!request.strategies.is_empty());
            assert_ne!(request.limits.budget, Some(0));
            if request.puzzle == "queens" {
                let n = request.options.n.as_deref().expect("queens has --n");
                let sizes = cli::parse_range("--n", n, |n| Ok(queens::board_size(n)?)).unwrap();
                assert!(!sizes.is_empty());
            }
        }
        Ok(Command::Count { sizes, .. }) => {
            assert!(!sizes.is_empty());
            assert!(
                sizes.iter().all(|n| (1..=MAX_COUNT_N).contains(n)),
                "{sizes:?}"
            );
        }
        Ok(Command::Run(request)) => {
            assert!((1..=backtracking_lab::python::MAX_STEPS).contains(&request.limit));
            assert!(request.globals.iter().all(
                |(name, _)| !name.is_empty() && !name.starts_with(|c: char| c.is_ascii_digit())
            ));
        }
        // The exercise is the one argument that is not an option.
        Ok(Command::Check(request)) => {
            assert!(given
                .iter()
                .any(|a| a.to_str() == Some(request.exercise.as_str())))
        }
        Ok(Command::Help) => {
            let usage = cli::usage();
            assert!(sudoku::Strategy::ALL
                .iter()
                .all(|s| usage.contains(s.name())));
        }
    }
}

// --- 3. Lanes of the core ------------------------------------------------------------------

/// The puzzle a lane searches.
#[derive(Clone, Debug, PartialEq)]
pub enum Puzzle {
    /// `n` as a person might type it, in range or not.
    Queens(i64, queens::Strategy),
    /// The puzzle's text, in any format.
    Sudoku(String, sudoku::Strategy),
    /// A knight's tour: n as for queens, the start's row and column counted from 1 (in range
    /// or not), closed or open.
    Knights(i64, u8, u8, bool, knights::Strategy),
    /// Graph colouring: k as typed, and the graph: a preset's name or an edge list.
    Colouring(i64, String, colouring::Strategy),
    /// Word search: the word on the first line, the letter grid below it (the page's setup).
    Words(String, words::Strategy),
}

/// One operation on a lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// Step this many times, checking each event.
    Step(u8),
    /// `Search::advance` by this many events.
    Advance(u64),
    /// Fork the lane, step the original and the copy this many times, compare, go on with
    /// the copy.
    Fork(u8),
    /// Seek back to the state after an earlier operation (this index among them, modulo how
    /// many there were): rebuild the lane and replay its steps, as the page does.
    Seek(u8),
}

/// A lane's setup and what is done to it, decoded from the fuzzer's bytes:
/// byte 0 the puzzle and strategy, byte 1 the mode, bytes 2–3 the budget, byte 4 queens' and
/// knights' n or colouring's k, byte 5 the number of operations, two bytes per operation, then
/// the text: Sudoku's puzzle, knights' start (a row byte, a column byte, a closed byte), a
/// graph (a preset after `@`, else an edge list) or word search's word and grid.
/// Missing bytes read as 0, so every input is a script.
#[derive(Clone, Debug, PartialEq)]
pub struct Script {
    pub puzzle: Puzzle,
    pub mode: Mode,
    /// Always set, at most [`MAX_BUDGET`]: every run is bounded.
    pub budget: u64,
    pub ops: Vec<Op>,
}

/// Values of n out of range, to check they are refused as errors.
const BAD_N: [i64; 8] = [0, -1, 33, 64, -32, 1_000, i64::MIN, i64::MAX];

impl Script {
    pub fn decode(data: &[u8]) -> Script {
        let byte = |i: usize| data.get(i).copied().unwrap_or(0);
        let mode = match byte(1) % 3 {
            0 => Mode::First,
            1 => Mode::All,
            _ => Mode::UpTo((byte(1) / 3 % 5) as u64), // UpTo(0) is a cap of 1
        };
        let budget = 1 + u16::from_le_bytes([byte(2), byte(3)]) as u64 % MAX_BUDGET;
        let n = match byte(4) {
            b @ 0..=0xEF => 1 + (b % 32) as i64,
            b => BAD_N[(b % 8) as usize],
        };
        let count = (byte(5) % 33) as usize;
        let ops = (0..count)
            .map(|k| {
                let (kind, arg) = (byte(6 + 2 * k), byte(7 + 2 * k));
                match kind % 4 {
                    0 => Op::Step(arg % 8 + 1),
                    1 => Op::Advance(arg as u64 * 4),
                    2 => Op::Fork(arg % 64),
                    _ => Op::Seek(arg),
                }
            })
            .collect();
        let which = byte(0) % 17;
        let tail = data.get(6 + 2 * count..).unwrap_or(&[]);
        let text = || String::from_utf8_lossy(tail).into_owned();
        let at = |i: usize| tail.get(i).copied().unwrap_or(0);
        let puzzle = match which {
            0..=3 => Puzzle::Queens(n, queens::Strategy::ALL[which as usize]),
            4..=8 => Puzzle::Sudoku(text(), sudoku::Strategy::ALL[(which - 4) as usize]),
            9..=11 => Puzzle::Knights(
                n,
                at(0) % 20,
                at(1) % 20,
                at(2) % 2 == 1,
                knights::Strategy::ALL[(which - 9) as usize],
            ),
            12..=14 => Puzzle::Colouring(
                // Mostly few colours (the trees stay shallow enough to finish), sometimes bad.
                match byte(4) {
                    b @ 0..=0xEF => 1 + (b % 6) as i64,
                    b => BAD_N[(b % 8) as usize],
                },
                text(),
                colouring::Strategy::ALL[(which - 12) as usize],
            ),
            _ => Puzzle::Words(text(), words::Strategy::ALL[(which - 15) as usize]),
        };
        Script {
            puzzle,
            mode,
            budget,
            ops,
        }
    }

    /// The bytes that decode to this script (for the seed corpus). Modes other than first and
    /// all are written as a cap of 1 to 4; budgets are reduced to at most [`MAX_BUDGET`], and
    /// n to 1 to 32.
    pub fn encode(&self) -> Vec<u8> {
        let (which, n, text): (u8, u8, Vec<u8>) = match &self.puzzle {
            Puzzle::Queens(n, s) => (
                place(&queens::Strategy::ALL, s),
                ((n - 1).rem_euclid(32)) as u8,
                vec![],
            ),
            Puzzle::Sudoku(text, s) => (
                4 + place(&sudoku::Strategy::ALL, s),
                0,
                text.as_bytes().to_vec(),
            ),
            Puzzle::Knights(n, row, col, closed, s) => (
                9 + place(&knights::Strategy::ALL, s),
                ((n - 1).rem_euclid(32)) as u8,
                vec![row % 20, col % 20, *closed as u8],
            ),
            Puzzle::Colouring(k, graph, s) => (
                12 + place(&colouring::Strategy::ALL, s),
                ((k - 1).rem_euclid(6)) as u8,
                graph.as_bytes().to_vec(),
            ),
            Puzzle::Words(text, s) => (
                15 + place(&words::Strategy::ALL, s),
                0,
                text.as_bytes().to_vec(),
            ),
        };
        let mode = match self.mode {
            Mode::First => 0,
            Mode::All => 1,
            Mode::UpTo(cap) => 2 + 3 * (cap.min(4) as u8),
        };
        let budget = ((self.budget.max(1) - 1) % MAX_BUDGET) as u16;
        let mut bytes = vec![which, mode];
        bytes.extend(budget.to_le_bytes());
        bytes.push(n);
        bytes.push(self.ops.len().min(32) as u8);
        for op in self.ops.iter().take(32) {
            bytes.extend(match *op {
                Op::Step(times) => [0, times.max(1) - 1],
                Op::Advance(count) => [1, (count / 4).min(255) as u8],
                Op::Fork(steps) => [2, steps % 64],
                Op::Seek(index) => [3, index],
            });
        }
        bytes.extend(text);
        bytes
    }
}

/// Where `strategy` stands in its puzzle's list of strategies (the byte that names it).
fn place<T: PartialEq>(all: &[T], strategy: &T) -> u8 {
    all.iter().position(|x| x == strategy).unwrap() as u8
}

/// The lane properties on any bytes (see [`Script`]).
pub fn lanes(data: &[u8]) {
    run_script(&Script::decode(data));
}

pub fn run_script(script: &Script) {
    let limits = Limits::new(script.mode).with_budget(script.budget);
    match &script.puzzle {
        Puzzle::Queens(n, strategy) => {
            let size = match queens::board_size(*n) {
                Ok(size) => size,
                Err(error) => {
                    // Refused as an error by every way in, never a panic.
                    assert!(queens::search(*n as usize, *strategy, limits).is_err());
                    assert!(!error.to_string().is_empty());
                    return;
                }
            };
            strategy.tree_size(size);
            let build = || queens::search(size, *strategy, limits).expect("n is in range");
            let rules = Rules {
                size: size as u8,
                values: 0..=size as u8 - 1,
                width: size as u64,
                cells: size as u64,
                budget: script.budget,
                valid: &|columns: &Vec<u8>| queens_solve(size, columns),
            };
            drive(&build, &script.ops, &rules);
        }
        Puzzle::Sudoku(text, strategy) => {
            let Ok(grid) = Grid::parse(text) else {
                return; // the parser has its own target
            };
            let search = sudoku::search(&grid, *strategy, limits);
            assert_eq!(search.is_err(), sudoku::check_givens(&grid).is_err());
            if search.is_err() {
                return;
            }
            strategy.tree_size(&grid);
            let build = || sudoku::search(&grid, *strategy, limits).expect("the givens are fine");
            let size = grid.shape().size;
            let rules = Rules {
                size,
                values: 1..=size,
                width: size as u64,
                cells: grid.shape().cells() as u64,
                budget: script.budget,
                valid: &|solution: &Grid| sudoku_solves(grid.cells(), solution.cells()),
            };
            drive(&build, &script.ops, &rules);
        }
        Puzzle::Knights(n, row, col, closed, strategy) => {
            let start = format!("r{row}c{col}");
            let board = match knights::board_size(*n)
                .and_then(|size| knights::Board::parse(size, &start, *closed))
            {
                Ok(board) => board,
                // A size or a start off the board is an error with a message, never a panic.
                Err(error) => return assert!(!error.to_string().is_empty()),
            };
            strategy.tree_size(&board);
            let build = || knights::search(&board, *strategy, limits);
            let size = board.n();
            let rules = Rules {
                size: size as u8,
                // A move's index, plus 8 × its onward moves under Warnsdorff's ordering.
                values: 0..=8 * 9 - 1,
                width: 8,
                cells: 0,
                budget: script.budget,
                valid: &|path: &Vec<Cell>| knights_tour(size, board.start(), *closed, path),
            };
            drive(&build, &script.ops, &rules);
        }
        Puzzle::Colouring(k, text, strategy) => {
            let graph = match text.strip_prefix('@') {
                Some(name) => colouring::preset_graph(name.trim()),
                None => Graph::parse(text).map_err(Into::into),
            };
            let (Ok(graph), Ok(colours)) = (graph, colouring::colour_count(*k)) else {
                return;
            };
            let Ok(search) = colouring::search(&graph, colours, *strategy, limits) else {
                return;
            };
            drop(search);
            strategy.tree_size(&graph, colours);
            let build =
                || colouring::search(&graph, colours, *strategy, limits).expect("built once");
            let vertices = graph.len();
            let rules = Rules {
                // A vertex stands on row 0, column `vertex`.
                size: vertices as u8,
                values: 0..=colours as u8 - 1,
                width: colours as u64,
                cells: vertices as u64,
                budget: script.budget,
                valid: &|colouring: &Vec<u8>| proper_colouring(&graph, colours, colouring),
            };
            drive(&build, &script.ops, &rules);
        }
        Puzzle::Words(text, strategy) => {
            let (word, letters) = text.split_once('\n').unwrap_or((text.as_str(), ""));
            let Ok(grid) = words::Grid::parse(letters) else {
                return;
            };
            let Ok(search) = words::search(&grid, word, *strategy, limits) else {
                return;
            };
            let word: Vec<char> = search.problem().word().to_vec();
            drop(search);
            strategy.tree_size(&grid, word.len());
            let build = || {
                words::search(&grid, &word.iter().collect::<String>(), *strategy, limits)
                    .expect("built once")
            };
            let cells = grid.rows() * grid.cols();
            let rules = Rules {
                size: grid.rows().max(grid.cols()) as u8,
                // A tried cell's index.
                values: 0..=cells as u8 - 1,
                width: cells as u64,
                cells: 0,
                budget: script.budget,
                valid: &|path: &Vec<Cell>| word_path(&grid, &word, path),
            };
            drive(&build, &script.ops, &rules);
        }
    }
}

/// Whether `path` is a knight's tour of an n × n board from `start` (and back, if closed):
/// every square once, each a knight's move from the one before. Shares no code with the core.
pub fn knights_tour(n: usize, start: Cell, closed: bool, path: &[Cell]) -> bool {
    let jump = |a: &Cell, b: &Cell| {
        let (dr, dc) = (a.row.abs_diff(b.row), a.col.abs_diff(b.col));
        dr * dc == 2
    };
    let mut squares: Vec<(u8, u8)> = path.iter().map(|c| (c.row, c.col)).collect();
    squares.sort_unstable();
    squares.dedup();
    path.len() == n * n
        && squares.len() == n * n
        && path
            .iter()
            .all(|c| (c.row as usize) < n && (c.col as usize) < n)
        && path.first() == Some(&start)
        && path.windows(2).all(|w| jump(&w[0], &w[1]))
        && (!closed || jump(&path[n * n - 1], &start))
}

/// Whether every vertex has one of `colours` colours and no edge joins two of the same.
pub fn proper_colouring(graph: &Graph, colours: usize, colouring: &[u8]) -> bool {
    colouring.len() == graph.len()
        && colouring.iter().all(|&c| (c as usize) < colours)
        && graph
            .edges()
            .iter()
            .all(|&(a, b)| colouring[a as usize] != colouring[b as usize])
}

/// Whether `path` spells `word` over the grid, each cell beside the one before (up, down, left
/// or right) and none used twice.
pub fn word_path(grid: &words::Grid, word: &[char], path: &[Cell]) -> bool {
    let letter = |c: &Cell| {
        grid.letters()
            .get(c.row as usize * grid.cols() + c.col as usize)
            .copied()
    };
    let mut cells: Vec<(u8, u8)> = path.iter().map(|c| (c.row, c.col)).collect();
    cells.sort_unstable();
    cells.dedup();
    path.len() == word.len()
        && cells.len() == path.len()
        && path
            .iter()
            .all(|c| (c.row as usize) < grid.rows() && (c.col as usize) < grid.cols())
        && path.iter().zip(word).all(|(c, &w)| letter(c) == Some(w))
        && path
            .windows(2)
            .all(|w| w[0].row.abs_diff(w[1].row) + w[0].col.abs_diff(w[1].col) == 1)
}

/// What a lane of one puzzle must respect.
struct Rules<'a, S> {
    /// The side of the board.
    size: u8,
    /// The values a slot can take (queens: a column; Sudoku: a digit).
    values: std::ops::RangeInclusive<u8>,
    /// The most candidates a slot has, and the most placements one node can force: with the
    /// nodes, they bound the events (see [`Rules::most_steps`]).
    width: u64,
    cells: u64,
    budget: u64,
    /// The independent validator of a solution.
    valid: &'a dyn Fn(&S) -> bool,
}

impl<S> Rules<'_, S> {
    /// The most events a run that visited `nodes` nodes can have returned. Each node pushes at
    /// most one frame, whose at most `width` tries each end in one reject, place or end; it
    /// forces at most `cells` values; every placement is undone at most once; and a node ends
    /// in at most one dead end, leaf check and solution. Plus the final `End`.
    fn most_steps(&self, nodes: u64) -> u64 {
        nodes * (2 * self.width + 2 * self.cells + 4) + 1
    }
}

/// A lane's state at one step, to compare a lane with its fork or its replay.
#[derive(Clone, Debug, PartialEq)]
struct Snapshot<S> {
    steps: u64,
    status: Status,
    stats: Stats,
    depth: usize,
    board: S,
    first_solution: Option<S>,
}

impl<S: Clone> Snapshot<S> {
    fn of<P: Problem<Solution = S>>(search: &Search<P>) -> Snapshot<S> {
        Snapshot {
            steps: search.steps(),
            status: search.status(),
            stats: search.stats().clone(),
            depth: search.depth(),
            board: search.problem().solution(),
            first_solution: search.first_solution().cloned(),
        }
    }
}

fn drive<P>(build: &dyn Fn() -> Search<P>, ops: &[Op], rules: &Rules<P::Solution>)
where
    P: Problem + Clone,
    P::Solution: PartialEq + std::fmt::Debug,
{
    let mut lane = build();
    let mut snapshots = vec![Snapshot::of(&lane)];
    for &op in ops {
        match op {
            Op::Step(times) => {
                for _ in 0..times {
                    step_and_check(&mut lane, rules);
                }
            }
            Op::Advance(count) => {
                let before = lane.steps();
                let ran = lane.advance(count);
                assert!(ran <= count, "advance({count}) ran {ran}");
                assert!(ran == count || lane.is_done(), "advance stopped early");
                assert_eq!(lane.steps(), before + ran);
            }
            Op::Fork(steps) => {
                let mut copy = lane.clone();
                for _ in 0..steps {
                    let event = step_and_check(&mut lane, rules);
                    assert_eq!(copy.step(), event, "the fork went another way");
                }
                assert_eq!(Snapshot::of(&copy), Snapshot::of(&lane));
                lane = copy;
            }
            Op::Seek(index) => {
                let target = &snapshots[index as usize % snapshots.len()];
                let mut replay = build();
                replay.advance(target.steps);
                assert_eq!(&Snapshot::of(&replay), target, "the replay differs");
                lane = replay;
            }
        }
        check_invariants(&lane, rules);
        snapshots.push(Snapshot::of(&lane));
    }
    // Every run ends, within its budget.
    lane.run();
    check_invariants(&lane, rules);
    let status = lane.status();
    assert_ne!(status, Status::Running);
    assert_eq!(lane.step(), Event::End { status });
}

/// One step, and what its event must say.
fn step_and_check<P>(lane: &mut Search<P>, rules: &Rules<P::Solution>) -> Event
where
    P: Problem,
    P::Solution: PartialEq + std::fmt::Debug,
{
    let (was_done, steps) = (lane.is_done(), lane.steps());
    let event = lane.step();
    if was_done {
        assert_eq!(
            event,
            Event::End {
                status: lane.status()
            }
        );
        assert_eq!(lane.steps(), steps, "a finished lane does not move");
        return event;
    }
    let on_board = |cell: Cell| cell.row < rules.size && cell.col < rules.size;
    let value_ok = |value: u8| rules.values.contains(&value);
    let fine = match event {
        Event::Try { at, value }
        | Event::Place { at, value }
        | Event::Undo { at, value }
        | Event::Forced { at, value, .. }
        | Event::NoPlace { at, value, .. } => on_board(at) && value_ok(value),
        Event::Reject {
            at,
            value,
            conflict,
        } => on_board(at) && value_ok(value) && on_board(conflict.with),
        Event::DeadEnd { at } => on_board(at),
        Event::LeafCheck { clash } => clash.is_none_or(|c| on_board(c.first) && on_board(c.second)),
        Event::Solution => {
            let board = lane.problem().solution();
            assert!((rules.valid)(&board), "an invalid solution: {board:?}");
            lane.first_solution().is_some()
        }
        Event::End { status } => status == lane.status() && status != Status::Running,
    };
    assert!(fine, "{event:?} on a board of size {}", rules.size);
    event
}

fn check_invariants<P>(lane: &Search<P>, rules: &Rules<P::Solution>)
where
    P: Problem,
    P::Solution: std::fmt::Debug,
{
    let stats = lane.stats();
    assert!(
        stats.nodes <= rules.budget,
        "{} nodes, budget {}",
        stats.nodes,
        rules.budget
    );
    assert!(
        lane.steps() <= rules.most_steps(stats.nodes),
        "{} events for {} nodes",
        lane.steps(),
        stats.nodes
    );
    assert_eq!(stats.nodes_per_depth.iter().sum::<u64>(), stats.nodes);
    if let Some(solution) = lane.first_solution() {
        assert!(
            (rules.valid)(solution),
            "an invalid first solution: {solution:?}"
        );
    }
}

// --- 4. The Python interpreter -------------------------------------------------------------

/// The most steps a fuzzed program may take: enough for loops and recursion to go round many
/// times, small enough that one input runs in milliseconds.
pub const PYTHON_MAX_STEPS: u64 = 20_000;

/// The limits a fuzzed program runs under: the step limit from the input, the others smaller
/// than the page's so that hitting them is quick.
pub fn python_limits(steps: u64) -> python::Limits {
    python::Limits {
        steps,
        depth: 100,
        heap_elements: 100_000,
        output_bytes: 64 << 10,
        quiet_passes: 100_000,
    }
}

/// The interpreter's properties on any bytes: byte 0 is `n` (0 to 15, the global lessons
/// get), byte 1 the step limit (1 to [`PYTHON_MAX_STEPS`]), byte 2 where to fork (a share of
/// the run's steps), the rest the program's source (as UTF-8, bad sequences replaced).
pub fn python(data: &[u8]) {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let n = (byte(0) % 16) as i64;
    let limit = 1 + byte(1) as u64 * (PYTHON_MAX_STEPS - 1) / 255;
    let source = String::from_utf8_lossy(data.get(3..).unwrap_or(&[]));
    let program = match python::compile(&source) {
        Ok(program) => program,
        Err(error) => {
            // A compile error names a line of the source (or the line after its end).
            let lines = source.lines().count() as u32;
            assert!(
                error.line <= lines + 1,
                "{error} at line {} of {lines}",
                error.line
            );
            return;
        }
    };
    let globals = [("n", python::Value::Int(n))];
    let limits = python_limits(limit);
    let start = || python::Machine::with_limits(program.clone(), &globals, limits);

    // The whole run, every event seen.
    let mut whole = start();
    let mut steps = 0u64;
    let mut last_output = 0u32;
    whole.advance_with(u64::MAX, |event| match event {
        python::Event::Step { depth, .. } => {
            steps += 1;
            // Within the limit, or within the lab's cap where sys.setrecursionlimit raised it.
            assert!(
                *depth <= limits.depth.max(python::MAX_DEPTH),
                "a step at depth {depth}"
            );
        }
        python::Event::Output { start, end } => {
            assert!(
                start == &last_output && start <= end,
                "output {start}..{end}"
            );
            last_output = *end;
        }
        _ => {}
    });
    python_bounded(&whole, limits);
    assert_eq!(steps, whole.steps(), "one step event per step counted");

    // A fork at any step runs on as its parent would; so does the parent.
    let at = whole.steps() * byte(2) as u64 / 255;
    let mut parent = start();
    assert_eq!(parent.advance(at), at);
    let mut fork = parent.clone();
    // The parent runs ahead in pieces first: the fork must not see anything it does.
    let mut pieces = 0;
    while parent.advance(1 + byte(2) as u64 % 97) > 0 {
        pieces += 1;
        assert!(pieces <= PYTHON_MAX_STEPS, "advance made no end");
    }
    fork.run_to_end();
    assert_eq!(
        python_outcome(&fork),
        python_outcome(&whole),
        "fork at step {at}"
    );
    assert_eq!(
        python_outcome(&parent),
        python_outcome(&whole),
        "run in pieces"
    );
    python_lane(data, &source, limit);
}

/// The same program as a program lane on the tab byte 0 names (bits 4 to 7: N-Queens with
/// `n` from its low bits, or another puzzle's example), under the same small limits, as the
/// page races it: the tab's
/// instance defined as globals, the machine pausing at the recursive function's calls, the
/// board read from the program's variables. Nothing panics, whatever the program leaves in
/// them; run in pieces (with everything the page reads read after each) it ends as run at
/// once, and so does a fork; a solution is a complete board, and on N-Queens a true one of
/// the program's own n by an independent check; the tree of its calls holds at most the
/// nodes asked for.
fn python_lane(data: &[u8], source: &str, limit: u64) {
    use backtracking_lab::lane::Lane;
    use backtracking_lab::program::ProgramLane;
    use backtracking_lab::registry::PUZZLES;

    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let puzzle = PUZZLES[(byte(0) / 16) as usize % PUZZLES.len()];
    let setup = match puzzle.name() {
        "queens" => (1 + byte(0) % 8).to_string(),
        _ => puzzle.example().to_string(),
    };
    let limits = python_limits(limit);
    let start =
        || ProgramLane::with_limits(puzzle, &setup, source, limits).expect("an example setup");
    let outcome = |lane: &dyn Lane| {
        (
            lane.steps(),
            lane.status(),
            lane.stats().clone(),
            lane.solution_board(),
            lane.board(),
        )
    };
    let shown =
        |value: Option<backtracking_lab::lane::Shown>| value.map(|value| value.text().to_string());

    let mut whole = start();
    while whole.advance(PYTHON_MAX_STEPS) > 0 {}
    assert!(whole.steps() <= limit, "{} steps", whole.steps());
    assert!(
        whole.is_done(),
        "a program lane that ran out of steps is done"
    );
    let stats = whole.stats();
    // A program that holds no board of the puzzle counts its solutions as it records them
    // (a list's items, its prints), with no board to check or show.
    let details = whole.details().expect("a program has details").value();
    if details["recorded_from"].is_null() {
        assert!(stats.solutions <= stats.leaf_checks, "{stats:?}");
        assert_eq!(whole.solution().is_some(), stats.solutions > 0);
    } else {
        assert!(
            whole.solution().is_none() && stats.leaf_checks == 0,
            "{stats:?}"
        );
    }
    if whole.solution().is_some() && puzzle.name() == "queens" {
        // Of the program's own n, which may not be the tab's (lesson 000 tries 1 to 8).
        let board = whole.solution_board();
        assert!(
            !board.is_empty() && queens::is_solution(board.len(), &board),
            "a false solution {board:?}"
        );
    }

    let piece = 1 + byte(2) as u64 % 97;
    // What the page reads is read after about 64 of the pieces, spread over the run, and after
    // the last: enough states of the program's variables, at a bounded cost an input.
    let read_every = (whole.steps() / piece / 64).max(1);
    let mut pieces = start();
    let mut fork = None;
    let mut advanced = 0;
    for count in 0.. {
        let ran = pieces.advance(piece);
        advanced += ran;
        if count % read_every == 0 || ran == 0 {
            shown(Some(pieces.view()));
            shown(pieces.last_event());
            shown(pieces.details());
        }
        if fork.is_none() && advanced >= whole.steps() / 2 {
            fork = Some(pieces.fork());
        }
        if ran == 0 {
            break;
        }
    }
    assert_eq!(advanced, pieces.steps(), "advance counts the steps it ran");
    assert_eq!(outcome(&pieces), outcome(&whole), "a lane run in pieces");
    let mut fork = fork.expect("a fork");
    while fork.advance(PYTHON_MAX_STEPS) > 0 {}
    assert_eq!(outcome(&*fork), outcome(&whole), "a fork of a lane");

    let nodes = 1 + byte(2) as usize % 64;
    if let Ok(tree) = whole.search_tree(nodes) {
        let kept = tree.nodes().len();
        assert!(kept <= nodes, "{kept} nodes of {nodes}");
    }
}

/// A finished run stopped within every limit.
fn python_bounded(m: &python::Machine, limits: python::Limits) {
    use python::Status;
    assert_ne!(
        m.status(),
        Status::Running,
        "run_to_end returned a running machine"
    );
    assert!(m.steps() <= limits.steps, "{} steps", m.steps());
    if m.status() == Status::Limit {
        assert_eq!(m.steps(), limits.steps, "stopped at the limit exactly");
    }
    assert_eq!(m.status() == Status::Error, m.error().is_some());
    assert!(
        m.max_depth() <= limits.depth.max(python::MAX_DEPTH),
        "depth {}",
        m.max_depth()
    );
    assert!(
        m.heap().elements() <= 2 * limits.heap_elements,
        "{} elements",
        m.heap().elements()
    );
    // Output is checked after each call that prints: one print may pass the limit, and the
    // run then fails with a MemoryError.
    if m.output().len() > limits.output_bytes {
        let kind = m.error().map(|e| e.kind);
        assert_eq!(
            kind,
            Some(python::ErrorKind::MemoryError),
            "{} bytes",
            m.output().len()
        );
    }
}

/// What a finished run shows: its counters, output, status and error.
type PythonOutcome = (
    u64,
    String,
    python::Status,
    Option<String>,
    Vec<(std::rc::Rc<str>, u64)>,
    u32,
);

fn python_outcome(m: &python::Machine) -> PythonOutcome {
    (
        m.steps(),
        m.output().to_string(),
        m.status(),
        m.error().map(|e| e.to_string()),
        m.call_counts(),
        m.max_depth(),
    )
}
