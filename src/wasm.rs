//! The wasm boundary: the only module that knows about JavaScript.
//!
//! JavaScript holds opaque handles ([`Lane`], [`TreeEstimate`]) whose state lives in Rust, and
//! asks for small, copyable results: "advance k events", the counters, a view of the board,
//! the last event. Every puzzle is listed once in [`PUZZLES`], with how to read its setup text
//! (queens `8`; a Sudoku grid; knights `8 r1c1 open`; colouring `3 petersen` or `3` over an
//! edge list; words `SEE` over a letter grid), its strategies from the core's `ALL` lists, and
//! how to build its lane and its tree estimate; [`puzzles`] hands that list to the page, so the
//! page's own registry can be checked against the core's. Typed errors of the core become a
//! `JsError` with the core's own message here ([`checkSetup`](check_setup) returns them as
//! data instead); nothing on this side panics on bad input (the panic hook is for bugs only).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::colouring::{self, Colouring, ColouringError, Graph, GraphError};
use crate::knights::{self, Knights, KnightsError};
use crate::queens::{self, Mistake, Queens, QueensError};
use crate::search::estimate::{Estimator, Z_95};
use crate::search::tree::{Reference, Tree};
use crate::search::{Cell, Event, Limits, Mode, Search, Stats, Status};
use crate::sudoku::{self, Grid, Sudoku, SudokuError};
use crate::words::{self, WordSearch, WordsError};

#[wasm_bindgen(start)]
fn start() {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
}

fn mode_from(name: &str) -> Result<Mode, JsError> {
    match name {
        "first" => Ok(Mode::First),
        "all" => Ok(Mode::All),
        "unique" => Ok(Mode::UpTo(2)),
        other => Err(JsError::new(&format!(
            "unknown mode {other:?}; use first, all or unique"
        ))),
    }
}

/// A budget of nodes from JavaScript: 0, negative or not a number means none.
fn limits_from(mode: &str, budget: f64) -> Result<Limits, JsError> {
    let limits = Limits::new(mode_from(mode)?);
    Ok(if budget >= 1.0 {
        limits.with_budget(budget as u64)
    } else {
        limits
    })
}

fn to_js<T: serde::Serialize>(value: &T) -> JsValue {
    serde_wasm_bindgen::to_value(value).unwrap_or(JsValue::NULL)
}

/// As [`to_js`], but `None` becomes `null` rather than `undefined`: what the newer exports
/// (`puzzles`, `checkSetup`, `instance`, `view`) promise, so that a vertex not coloured yet is
/// a `null` in an array instead of a hole.
fn to_js_with_nulls<T: serde::Serialize>(value: &T) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value.serialize(&serializer).unwrap_or(JsValue::NULL)
}

/// The first solution of `n` queens found by the pruned strategy, as the column of the queen
/// in each row from the top; an empty array when there is none (n = 2 and n = 3).
#[wasm_bindgen(js_name = solveQueens)]
pub fn solve_queens(n: i32) -> Result<Vec<u8>, JsError> {
    let n = queens::board_size(n.into())?;
    let report = queens::solve(n, queens::Strategy::Pruned, Limits::new(Mode::First))?;
    Ok(report.solution.unwrap_or_default())
}

/// Counts the `n`-queens solutions whose first two rows hold queens in columns `first` and
/// `second` (only `first` when n = 1), with the bitboard counter; returns `[solutions, nodes]`.
/// The page's workers share the whole count out by these prefixes.
#[wasm_bindgen(js_name = countQueensPrefix)]
pub fn count_queens_prefix(n: i32, first: i32, second: i32) -> Result<Vec<f64>, JsError> {
    let n = queens::board_size(n.into())?;
    let column = |c: i32| {
        usize::try_from(c).map_err(|_| JsError::new(&format!("column {c} is not on the board")))
    };
    let prefix = if n == 1 {
        vec![column(first)?]
    } else {
        vec![column(first)?, column(second)?]
    };
    let count = queens::count::count_prefix(n, &prefix)?;
    Ok(vec![count.solutions as f64, count.nodes as f64])
}

/// Counts every `n`-queens solution in one call, with or without the mirror symmetry;
/// returns `[solutions, nodes]`. For benchmarks; the page counts in workers.
#[wasm_bindgen(js_name = countQueens)]
pub fn count_queens(n: i32, symmetric: bool) -> Result<Vec<f64>, JsError> {
    let n = queens::board_size(n.into())?;
    let count = if symmetric {
        queens::count::count_symmetric(n)?
    } else {
        queens::count::count_plain(n)?
    };
    Ok(vec![count.solutions as f64, count.nodes as f64])
}

/// Solves every puzzle of a text (one per line; blank and `#` lines skipped) with one
/// strategy, first solution only; returns `[puzzles, nodes, solved]`. For benchmarks.
#[wasm_bindgen(js_name = solveSudokuLines)]
pub fn solve_sudoku_lines(text: &str, strategy: &str) -> Result<Vec<f64>, JsError> {
    let strategy = sudoku::Strategy::from_name(strategy)
        .ok_or_else(|| JsError::new(&format!("unknown Sudoku strategy {strategy:?}")))?;
    let (mut puzzles, mut nodes, mut solved) = (0.0, 0.0, 0.0);
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let report = sudoku::solve(&Grid::parse(line)?, strategy, Limits::new(Mode::First))?;
        puzzles += 1.0;
        nodes += report.stats.nodes as f64;
        if report.solution.is_some() {
            solved += 1.0;
        }
    }
    Ok(vec![puzzles, nodes, solved])
}

/// Solves a Sudoku at once with the propagation strategy, counting up to two solutions to tell
/// whether the answer is unique: `{status, solution, solutions, nodes, forced}` where status
/// is finished (exactly one solution), cap_reached (more than one) or no_solution.
#[wasm_bindgen(js_name = solveSudoku)]
pub fn solve_sudoku(text: &str) -> Result<JsValue, JsError> {
    #[derive(serde::Serialize)]
    struct Solved {
        status: &'static str,
        solution: Option<String>,
        solutions: u64,
        nodes: u64,
        forced: u64,
    }
    let grid = Grid::parse(text)?;
    let report = sudoku::solve(
        &grid,
        sudoku::Strategy::Propagation,
        Limits::new(Mode::UpTo(2)),
    )?;
    Ok(to_js(&Solved {
        status: report.status.name(),
        solution: report.solution.map(|g| g.to_line()),
        solutions: report.stats.solutions,
        nodes: report.stats.nodes,
        forced: report.stats.forced,
    }))
}

/// What the page needs to show about a typed puzzle: the grid if it is good, or what is wrong
/// and where: the English `message`, and for the page's own languages the error's `kind` with
/// its values (`found`, `digit`, `size`, `expected`, `rule`), the text's line and column, or
/// the cells of conflicting givens.
#[derive(serde::Serialize, Default)]
struct Checked {
    ok: bool,
    grid: Option<String>,
    size: Option<u8>,
    message: Option<String>,
    kind: Option<&'static str>,
    found: Option<String>,
    digit: Option<u8>,
    expected: Option<usize>,
    rule: Option<&'static str>,
    line: Option<usize>,
    column: Option<usize>,
    cells: Vec<crate::search::Cell>,
}

/// Checks a typed or pasted Sudoku without raising: `{ok, grid, size}` for a good puzzle,
/// `{ok: false, message, kind, …, line, column, cells}` otherwise.
#[wasm_bindgen(js_name = checkSudoku)]
pub fn check_sudoku(text: &str) -> JsValue {
    use crate::sudoku::{ParseError, SudokuError};
    let checked = match Grid::parse(text)
        .map_err(SudokuError::from)
        .and_then(|grid| sudoku::check_givens(&grid).map(|()| grid))
    {
        Ok(grid) => Checked {
            ok: true,
            size: Some(grid.shape().size),
            grid: Some(grid.to_line()),
            ..Checked::default()
        },
        Err(error) => {
            let checked = Checked {
                message: Some(error.to_string()),
                ..Checked::default()
            };
            match error {
                SudokuError::Parse(ParseError::UnexpectedCharacter {
                    line,
                    column,
                    found,
                }) => Checked {
                    kind: Some("unexpected_character"),
                    found: Some(found.to_string()),
                    line: Some(line),
                    column: Some(column),
                    ..checked
                },
                SudokuError::Parse(ParseError::DigitTooLarge {
                    line,
                    column,
                    digit,
                    size,
                }) => Checked {
                    kind: Some("digit_too_large"),
                    // As written: a 16×16 grid's digits 10 to 16 are the letters A to G.
                    found: Some(sudoku::digit_char(digit).to_string()),
                    digit: Some(digit),
                    size: Some(size),
                    line: Some(line),
                    column: Some(column),
                    ..checked
                },
                SudokuError::Parse(ParseError::WrongRowLength {
                    line,
                    found,
                    expected,
                }) => Checked {
                    kind: Some("wrong_row_length"),
                    found: Some(found.to_string()),
                    expected: Some(expected),
                    line: Some(line),
                    ..checked
                },
                SudokuError::Parse(ParseError::WrongRowCount {
                    line,
                    found,
                    expected,
                }) => Checked {
                    kind: Some("wrong_row_count"),
                    found: Some(found.to_string()),
                    expected: Some(expected),
                    line: Some(line),
                    ..checked
                },
                SudokuError::Parse(ParseError::WrongCellCount { found }) => Checked {
                    kind: Some("wrong_cell_count"),
                    found: Some(found.to_string()),
                    ..checked
                },
                SudokuError::ConflictingGivens { clash, digit } => Checked {
                    kind: Some("conflicting_givens"),
                    digit: Some(digit),
                    rule: Some(clash.rule.name()),
                    cells: vec![clash.first, clash.second],
                    ..checked
                },
            }
        }
    };
    to_js(&checked)
}

// --- The puzzles: setup texts, strategies, lanes and estimates ------------------------------

/// Why a lane or an estimate cannot be built: the core's own errors, a setup text not in its
/// puzzle's form, or a name the puzzle does not know.
#[derive(Clone, Debug)]
enum SetupError {
    UnknownPuzzle(String),
    /// The setup text does not have its puzzle's form; the message says what it should be.
    Form(String),
    UnknownStrategy {
        puzzle: &'static str,
        name: String,
    },
    Queens(QueensError),
    Sudoku(SudokuError),
    Knights(KnightsError),
    Colouring(ColouringError),
    Words(WordsError),
    /// A feature the puzzle does not have (a word search's tree view).
    Unsupported(String),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::UnknownPuzzle(name) => {
                let names: Vec<&str> = PUZZLES.iter().map(|p| p.name).collect();
                write!(f, "unknown puzzle {name:?}; use {}", names.join(", "))
            }
            SetupError::Form(message) | SetupError::Unsupported(message) => f.write_str(message),
            SetupError::UnknownStrategy { puzzle, name } => {
                write!(f, "unknown {puzzle} strategy {name:?}")
            }
            SetupError::Queens(error) => error.fmt(f),
            SetupError::Sudoku(error) => error.fmt(f),
            SetupError::Knights(error) => error.fmt(f),
            SetupError::Colouring(error) => error.fmt(f),
            SetupError::Words(error) => error.fmt(f),
        }
    }
}

impl From<SetupError> for JsError {
    fn from(error: SetupError) -> JsError {
        JsError::new(&error.to_string())
    }
}

macro_rules! setup_error_from {
    ($($error:ty => $variant:ident),*) => {
        $(impl From<$error> for SetupError {
            fn from(error: $error) -> SetupError {
                SetupError::$variant(error)
            }
        })*
    };
}
setup_error_from!(QueensError => Queens, SudokuError => Sudoku, KnightsError => Knights,
    ColouringError => Colouring, WordsError => Words);

impl From<sudoku::ParseError> for SetupError {
    fn from(error: sudoku::ParseError) -> SetupError {
        SetupError::Sudoku(error.into())
    }
}

impl From<GraphError> for SetupError {
    fn from(error: GraphError) -> SetupError {
        SetupError::Colouring(error.into())
    }
}

/// The strategy of `all` with this name; `puzzle` names the puzzle in the error.
fn strategy_named<S: Copy>(
    all: &[S],
    name: fn(S) -> &'static str,
    wanted: &str,
    puzzle: &'static str,
) -> Result<S, SetupError> {
    all.iter()
        .copied()
        .find(|&s| name(s) == wanted)
        .ok_or_else(|| SetupError::UnknownStrategy {
            puzzle,
            name: wanted.to_string(),
        })
}

/// An N-Queens setup: the board size, `8`.
fn queens_setup(text: &str) -> Result<usize, SetupError> {
    let n: i64 = text.trim().parse().map_err(|_| {
        SetupError::Form(format!(
            "an N-Queens setup is the board size, like \"8\"; got {text:?}"
        ))
    })?;
    Ok(queens::board_size(n)?)
}

/// A knight's tour setup: `n [start] [open|closed]`, such as `8 r1c1 open`; the start is
/// r1c1 and the tour open unless said.
fn knights_setup(text: &str) -> Result<knights::Board, SetupError> {
    let form = || {
        SetupError::Form(format!(
            "a knight's tour setup is \"n start open|closed\", like \"8 r1c1 open\"; got {text:?}"
        ))
    };
    let mut words = text.split_whitespace();
    let n: i64 = words.next().ok_or_else(form)?.parse().map_err(|_| form())?;
    let n = knights::board_size(n)?;
    let (mut start, mut closed) = (None, None);
    for word in words {
        match word.to_ascii_lowercase().as_str() {
            "open" if closed.is_none() => closed = Some(false),
            "closed" if closed.is_none() => closed = Some(true),
            _ if start.is_none() => start = Some(word),
            _ => return Err(form()),
        }
    }
    Ok(knights::Board::parse(
        n,
        start.unwrap_or("r1c1"),
        closed.unwrap_or(false),
    )?)
}

/// The first line of a setup text and the lines after it.
fn first_line(text: &str) -> (&str, &str) {
    let text = text.trim_start_matches(['\n', '\r']);
    match text.split_once('\n') {
        Some((first, rest)) => (first.trim(), rest),
        None => (text.trim(), ""),
    }
}

/// A graph colouring setup: the number of colours and a preset on the first line (`3
/// petersen`), or the number of colours alone over an edge list, one `a b` pair a line. The
/// lines of a bad edge are counted in the edge list: the setup's second line is its line 1.
fn colouring_setup(text: &str) -> Result<(Graph, usize), SetupError> {
    let (first, edges) = first_line(text);
    let form = || {
        SetupError::Form(format!(
            "a graph colouring setup is the number of colours and a preset (\"3 petersen\"), \
             or the number of colours over an edge list (\"3\\na b\\nb c\"); got {first:?} on \
             the first line"
        ))
    };
    let mut words = first.split_whitespace();
    let colours: i64 = words.next().ok_or_else(form)?.parse().map_err(|_| form())?;
    let colours = colouring::colour_count(colours)?;
    let graph = match (words.next(), words.next()) {
        (None, _) => Graph::parse(edges)?,
        (Some(preset), None) if edges.trim().is_empty() => colouring::preset_graph(preset)?,
        (Some(_), None) => {
            return Err(SetupError::Form(
                "give a preset or an edge list, not both".to_string(),
            ))
        }
        (Some(_), Some(_)) => return Err(form()),
    };
    Ok((graph, colours))
}

/// A word search setup: the word on the first line, the grid below it, one row of letters a
/// line (`SEE\nABCE\nSFCS\nADEE`). The lines of a bad row are counted in the grid: the setup's
/// second line is its line 1.
fn words_setup(text: &str) -> Result<(words::Grid, String), SetupError> {
    let (word, grid) = first_line(text);
    words::parse_word(word)?;
    Ok((words::Grid::parse(grid)?, word.to_string()))
}

/// One search of any puzzle. A Sudoku search is the largest (its pencil marks); a page holds
/// a lane per strategy and a bounded number of copies, so the variants stay unboxed.
#[derive(Clone)]
#[allow(clippy::large_enum_variant)]
enum Any {
    Queens(Search<Queens>),
    Sudoku(Search<Sudoku>),
    Knights(Search<Knights>),
    Colouring(Search<Colouring>),
    Words(Search<WordSearch>),
}

macro_rules! each {
    ($any:expr, $search:ident => $body:expr) => {
        match $any {
            Any::Queens($search) => $body,
            Any::Sudoku($search) => $body,
            Any::Knights($search) => $body,
            Any::Colouring($search) => $body,
            Any::Words($search) => $body,
        }
    };
}

/// Knuth's estimator of any puzzle's tree.
#[allow(clippy::large_enum_variant)]
enum AnyEstimator {
    Queens(Estimator<Queens>),
    Sudoku(Estimator<Sudoku>),
    Knights(Estimator<Knights>),
    Colouring(Estimator<Colouring>),
    Words(Estimator<WordSearch>),
}

macro_rules! each_estimator {
    ($any:expr, $estimator:ident => $body:expr) => {
        match $any {
            AnyEstimator::Queens($estimator) => $body,
            AnyEstimator::Sudoku($estimator) => $body,
            AnyEstimator::Knights($estimator) => $body,
            AnyEstimator::Colouring($estimator) => $body,
            AnyEstimator::Words($estimator) => $body,
        }
    };
}

/// The rules of an N-Queens strategy, or of one of the mistake lab's broken copies.
fn queens_problem(n: usize, strategy: &str) -> Result<(Queens, Option<f64>), SetupError> {
    if let Some(mistake) = Mistake::from_name(strategy) {
        return Ok((Queens::with_mistake(n, mistake)?, None));
    }
    let all = &queens::Strategy::ALL;
    let strategy = strategy_named(all, queens::Strategy::name, strategy, "N-Queens")?;
    Ok((Queens::new(n, strategy)?, strategy.tree_size(n)))
}

fn sudoku_problem(grid: Grid, strategy: &str) -> Result<(Sudoku, Option<f64>), SetupError> {
    let all = &sudoku::Strategy::ALL;
    let strategy = strategy_named(all, sudoku::Strategy::name, strategy, "Sudoku")?;
    let size = strategy.tree_size(&grid);
    Ok((Sudoku::new(grid, strategy)?, size))
}

fn knights_problem(text: &str, strategy: &str) -> Result<(Knights, Option<f64>), SetupError> {
    let board = knights_setup(text)?;
    let all = &knights::Strategy::ALL;
    let strategy = strategy_named(all, knights::Strategy::name, strategy, "knight's tour")?;
    Ok((Knights::new(board, strategy), strategy.tree_size(&board)))
}

fn colouring_problem(text: &str, strategy: &str) -> Result<(Colouring, Option<f64>), SetupError> {
    let (graph, colours) = colouring_setup(text)?;
    let all = &colouring::Strategy::ALL;
    let strategy = strategy_named(all, colouring::Strategy::name, strategy, "graph colouring")?;
    let size = strategy.tree_size(&graph, colours);
    Ok((Colouring::new(graph, colours, strategy)?, size))
}

fn words_problem(text: &str, strategy: &str) -> Result<(WordSearch, Option<f64>), SetupError> {
    let (grid, word) = words_setup(text)?;
    let all = &words::Strategy::ALL;
    let strategy = strategy_named(all, words::Strategy::name, strategy, "word search")?;
    let size = strategy.tree_size(&grid, words::parse_word(&word)?.len());
    Ok((WordSearch::new(grid, &word, strategy)?, size))
}

/// A search ready to step, and the size of its whole tree where that is known.
type Built = (Any, Option<f64>);

/// One puzzle of the page: how its setup is written, its strategies, and how to build a lane
/// or a tree estimate from a setup text and a strategy's name.
pub struct Puzzle {
    pub name: &'static str,
    /// The form of the setup text.
    pub setup: &'static str,
    /// A setup text that works.
    pub example: &'static str,
    /// Each strategy's name and, where the core has one, its one-line summary.
    strategies: fn() -> Vec<(&'static str, Option<&'static str>)>,
    /// More names a lane takes as its strategy (the mistake lab's broken copies).
    mistakes: fn() -> Vec<&'static str>,
    /// The problem (board and rules) and, where known, the size of its whole tree.
    lane: fn(&str, &str, Limits) -> Result<Built, SetupError>,
    estimator: fn(&str, &str, u64) -> Result<AnyEstimator, SetupError>,
}

/// Every puzzle the page can race, in the order it lists them.
pub const PUZZLES: [Puzzle; 5] = [
    Puzzle {
        name: "queens",
        setup: "n",
        example: "8",
        strategies: || queens::Strategy::ALL.map(|s| (s.name(), None)).to_vec(),
        mistakes: || Mistake::ALL.map(Mistake::name).to_vec(),
        lane: |text, strategy, limits| {
            let (problem, size) = queens_problem(queens_setup(text)?, strategy)?;
            Ok((Any::Queens(Search::new(problem, limits)), size))
        },
        estimator: |text, strategy, seed| {
            let (problem, _) = queens_problem(queens_setup(text)?, strategy)?;
            Ok(AnyEstimator::Queens(Estimator::new(problem, seed)))
        },
    },
    Puzzle {
        name: "sudoku",
        setup: "the grid: one line of 16, 36, 81 or 256 cells, or printed one row a line",
        example: "1..4.41..14.4..1",
        strategies: || {
            (sudoku::Strategy::ALL)
                .map(|s| (s.name(), Some(s.summary())))
                .to_vec()
        },
        mistakes: Vec::new,
        lane: |text, strategy, limits| {
            let (problem, size) = sudoku_problem(Grid::parse(text)?, strategy)?;
            Ok((Any::Sudoku(Search::new(problem, limits)), size))
        },
        estimator: |text, strategy, seed| {
            let (problem, _) = sudoku_problem(Grid::parse(text)?, strategy)?;
            Ok(AnyEstimator::Sudoku(Estimator::new(problem, seed)))
        },
    },
    Puzzle {
        name: "knights",
        setup: "n start open|closed",
        example: "5 r1c1 open",
        strategies: || {
            (knights::Strategy::ALL)
                .map(|s| (s.name(), Some(s.summary())))
                .to_vec()
        },
        mistakes: Vec::new,
        lane: |text, strategy, limits| {
            let (problem, size) = knights_problem(text, strategy)?;
            Ok((Any::Knights(Search::new(problem, limits)), size))
        },
        estimator: |text, strategy, seed| {
            let (problem, _) = knights_problem(text, strategy)?;
            Ok(AnyEstimator::Knights(Estimator::new(problem, seed)))
        },
    },
    Puzzle {
        name: "colouring",
        setup: "k preset, or k over an edge list (one \"a b\" pair a line)",
        example: "3 petersen",
        strategies: || {
            (colouring::Strategy::ALL)
                .map(|s| (s.name(), Some(s.summary())))
                .to_vec()
        },
        mistakes: Vec::new,
        lane: |text, strategy, limits| {
            let (problem, size) = colouring_problem(text, strategy)?;
            Ok((Any::Colouring(Search::new(problem, limits)), size))
        },
        estimator: |text, strategy, seed| {
            let (problem, _) = colouring_problem(text, strategy)?;
            Ok(AnyEstimator::Colouring(Estimator::new(problem, seed)))
        },
    },
    Puzzle {
        name: "words",
        setup: "the word over the grid, one row of letters a line",
        example: "SEE\nABCE\nSFCS\nADEE",
        strategies: || {
            (words::Strategy::ALL)
                .map(|s| (s.name(), Some(s.summary())))
                .to_vec()
        },
        mistakes: Vec::new,
        lane: |text, strategy, limits| {
            let (problem, size) = words_problem(text, strategy)?;
            Ok((Any::Words(Search::new(problem, limits)), size))
        },
        estimator: |text, strategy, seed| {
            let (problem, _) = words_problem(text, strategy)?;
            Ok(AnyEstimator::Words(Estimator::new(problem, seed)))
        },
    },
];

fn puzzle_named(name: &str) -> Result<&'static Puzzle, SetupError> {
    PUZZLES
        .iter()
        .find(|p| p.name == name)
        .ok_or_else(|| SetupError::UnknownPuzzle(name.to_string()))
}

/// Every puzzle with its strategies, from the core's `ALL` lists, for the page to check its
/// own registry against: `[{name, setup, example, modes, strategies: [{name, summary_key,
/// summary}], mistakes}]`. `summary_key` is the page's translation key of the strategy's
/// summary; `summary` the core's English line, or null where the core has none; `mistakes`
/// are more strategy names a lane takes (N-Queens only).
#[wasm_bindgen]
pub fn puzzles() -> JsValue {
    #[derive(Serialize)]
    struct Strategy {
        name: &'static str,
        summary_key: String,
        summary: Option<&'static str>,
    }
    #[derive(Serialize)]
    struct Listed {
        name: &'static str,
        setup: &'static str,
        example: &'static str,
        modes: [&'static str; 3],
        strategies: Vec<Strategy>,
        mistakes: Vec<&'static str>,
    }
    let listed: Vec<Listed> = PUZZLES
        .iter()
        .map(|p| Listed {
            name: p.name,
            setup: p.setup,
            example: p.example,
            modes: ["first", "all", "unique"],
            strategies: (p.strategies)()
                .into_iter()
                .map(|(name, summary)| Strategy {
                    name,
                    summary_key: format!("strategy.{}.{name}.summary", p.name),
                    summary,
                })
                .collect(),
            mistakes: (p.mistakes)(),
        })
        .collect();
    to_js_with_nulls(&listed)
}

/// What is wrong with a setup, as data: the English `message`, and for the page's own
/// languages the error's `kind`, the line and column it is on (in the edge list or the grid
/// for colouring and words), what was `found` there and the `limit` it broke.
#[derive(Serialize, Default)]
struct SetupCheck {
    ok: bool,
    puzzle: String,
    message: Option<String>,
    kind: Option<&'static str>,
    line: Option<usize>,
    column: Option<usize>,
    found: Option<String>,
    expected: Option<usize>,
    limit: Option<usize>,
}

impl SetupCheck {
    /// The details of `error`: its kind, where it is, what was found and the limit broken.
    fn of(puzzle: &str, error: &SetupError) -> SetupCheck {
        let kind = |kind| SetupCheck {
            kind: Some(kind),
            ..SetupCheck::default()
        };
        let found = |name, found: String| SetupCheck {
            found: Some(found),
            ..kind(name)
        };
        let limited = |name, what: String, limit: usize| SetupCheck {
            limit: Some(limit),
            ..found(name, what)
        };
        let at = |name, line: usize, column: Option<usize>, what: String| SetupCheck {
            line: Some(line),
            column,
            ..found(name, what)
        };
        let details = match error {
            SetupError::UnknownPuzzle(name) => found("unknown_puzzle", name.clone()),
            SetupError::Form(_) => kind("setup_form"),
            SetupError::Unsupported(_) => kind("unsupported"),
            SetupError::UnknownStrategy { name, .. } => found("unknown_strategy", name.clone()),
            SetupError::Queens(QueensError::SizeOutOfRange { n }) => {
                limited("size_out_of_range", n.to_string(), queens::MAX_N)
            }
            SetupError::Queens(_) => kind("queens"),
            // checkSudoku says more about a grid.
            SetupError::Sudoku(_) => kind("sudoku"),
            SetupError::Knights(KnightsError::SizeOutOfRange { n }) => {
                limited("size_out_of_range", n.to_string(), knights::MAX_N)
            }
            SetupError::Knights(KnightsError::BadSquare { text }) => {
                found("bad_square", text.clone())
            }
            SetupError::Knights(KnightsError::SquareOffBoard { row, col, n }) => {
                limited("square_off_board", format!("r{row}c{col}"), *n)
            }
            SetupError::Colouring(ColouringError::ColoursOutOfRange { colours }) => limited(
                "colours_out_of_range",
                colours.to_string(),
                colouring::MAX_COLOURS,
            ),
            SetupError::Colouring(ColouringError::UnknownPreset { name }) => {
                found("unknown_preset", name.clone())
            }
            SetupError::Colouring(ColouringError::Graph(error)) => match error {
                GraphError::OneName { line, name } => at("one_name", *line, None, name.clone()),
                GraphError::TooManyNames { line, count } => {
                    at("too_many_names", *line, None, count.to_string())
                }
                GraphError::BadCharacter {
                    line,
                    column,
                    character,
                } => at("bad_character", *line, Some(*column), character.to_string()),
                GraphError::SelfLoop { line, name } => at("self_loop", *line, None, name.clone()),
                GraphError::TooManyVertices { line, name } => SetupCheck {
                    limit: Some(colouring::MAX_VERTICES),
                    ..at("too_many_vertices", *line, None, name.clone())
                },
                GraphError::NoEdges => kind("no_edges"),
            },
            SetupError::Words(error) => match error {
                WordsError::NoRows => kind("no_rows"),
                WordsError::BadCharacter {
                    line,
                    column,
                    character,
                } => at("bad_character", *line, Some(*column), character.to_string()),
                WordsError::RowLength {
                    line,
                    length,
                    expected,
                    ..
                } => SetupCheck {
                    expected: Some(*expected),
                    ..at("row_length", *line, None, length.to_string())
                },
                WordsError::TooManyCells { cells } => {
                    limited("too_many_cells", cells.to_string(), words::MAX_CELLS)
                }
                WordsError::EmptyWord => kind("empty_word"),
                WordsError::WordCharacter {
                    position,
                    character,
                } => SetupCheck {
                    column: Some(*position),
                    ..found("word_character", character.to_string())
                },
            },
        };
        SetupCheck {
            ok: false,
            puzzle: puzzle.to_string(),
            message: Some(error.to_string()),
            ..details
        }
    }
}

/// Checks a setup text without raising: `{ok: true, puzzle}` when a lane can be built from it
/// (with the puzzle's first strategy), else `{ok: false, puzzle, message, kind, line, column,
/// found, expected, limit}`. For Sudoku, `checkSudoku` says more.
#[wasm_bindgen(js_name = checkSetup)]
pub fn check_setup(puzzle: &str, setup: &str) -> JsValue {
    let result = puzzle_named(puzzle).and_then(|p| {
        let (first, _) = (p.strategies)()[0];
        (p.lane)(setup, first, Limits::default()).map(drop)
    });
    match result {
        Ok(()) => to_js_with_nulls(&SetupCheck {
            ok: true,
            puzzle: puzzle.to_string(),
            ..SetupCheck::default()
        }),
        Err(error) => to_js_with_nulls(&SetupCheck::of(puzzle, &error)),
    }
}

// --- Lanes ----------------------------------------------------------------------------------

/// One strategy searching one puzzle, stepped from JavaScript.
#[wasm_bindgen]
#[derive(Clone)]
pub struct Lane {
    search: Any,
    /// The nodes of the strategy's whole tree, where a closed form (or a count) is known.
    tree_size: Option<f64>,
    /// The event returned by the last step, for the renderer.
    last: Option<Event>,
}

/// Rust-only helpers.
impl Lane {
    fn stats_ref(&self) -> &Stats {
        each!(&self.search, s => s.stats())
    }

    fn new((search, tree_size): Built) -> Lane {
        Lane {
            search,
            tree_size,
            last: None,
        }
    }
}

/// Cells as indices `row * width + col`: how `board()` and `solution()` give paths.
fn indices(cells: &[Cell], width: usize) -> Vec<u8> {
    cells
        .iter()
        .map(|c| (c.row as usize * width + c.col as usize) as u8)
        .collect()
}

/// Colours as `board()` gives them: 255 for a vertex not coloured yet.
fn colours(colouring: &[Option<u8>]) -> Vec<u8> {
    colouring.iter().map(|c| c.unwrap_or(u8::MAX)).collect()
}

/// Public methods, exported to JavaScript.
#[wasm_bindgen]
impl Lane {
    /// A lane of any puzzle of [`PUZZLES`]: `setup` is the puzzle's setup text (queens `8`;
    /// Sudoku a grid; knights `8 r1c1 open`; colouring `3 petersen` or `3` over an edge list;
    /// words `SEE` over a grid), `strategy` one of its strategies (or, for queens, a mistake),
    /// `mode` first, all or unique, `budget` in nodes (0 for none).
    pub fn create(
        puzzle: &str,
        setup: &str,
        strategy: &str,
        mode: &str,
        budget: f64,
    ) -> Result<Lane, JsError> {
        let limits = limits_from(mode, budget)?;
        let puzzle = puzzle_named(puzzle)?;
        Ok(Lane::new((puzzle.lane)(setup, strategy, limits)?))
    }

    /// An N-Queens lane: `strategy` is naive, permutation, pruned or occupancy, or one of the
    /// mistake lab's broken copies of occupancy (forget-undo, forget-diagonal,
    /// forget-anti-diagonal); `mode` is first, all or unique; `budget` in nodes (0 for none).
    pub fn queens(n: i32, strategy: &str, mode: &str, budget: f64) -> Result<Lane, JsError> {
        let n = queens::board_size(n.into())?;
        let limits = limits_from(mode, budget)?;
        let (problem, size) = queens_problem(n, strategy)?;
        Ok(Lane::new((Any::Queens(Search::new(problem, limits)), size)))
    }

    /// A Sudoku lane on a puzzle in any format the core parses.
    pub fn sudoku(text: &str, strategy: &str, mode: &str, budget: f64) -> Result<Lane, JsError> {
        let grid = Grid::parse(text)?;
        let all = &sudoku::Strategy::ALL;
        let strategy = strategy_named(all, sudoku::Strategy::name, strategy, "Sudoku")?;
        let search = sudoku::search(&grid, strategy, limits_from(mode, budget)?)?;
        Ok(Lane::new((Any::Sudoku(search), strategy.tree_size(&grid))))
    }

    /// The puzzle's name: queens, sudoku, knights, colouring or words.
    pub fn puzzle(&self) -> String {
        match &self.search {
            Any::Queens(_) => "queens",
            Any::Sudoku(_) => "sudoku",
            Any::Knights(_) => "knights",
            Any::Colouring(_) => "colouring",
            Any::Words(_) => "words",
        }
        .to_string()
    }

    /// An independent copy of this lane at its current step, to look ahead without moving it.
    pub fn fork(&self) -> Lane {
        self.clone()
    }

    /// The side of the board: n for queens and knights, 4, 6, 9 or 16 for Sudoku; the number
    /// of vertices for colouring; the number of columns for words (`instance()` has the rows).
    pub fn size(&self) -> usize {
        match &self.search {
            Any::Queens(s) => s.problem().n(),
            Any::Sudoku(s) => s.problem().grid().shape().size as usize,
            Any::Knights(s) => s.problem().board().n(),
            Any::Colouring(s) => s.problem().graph().len(),
            Any::Words(s) => s.problem().grid().cols(),
        }
    }

    /// The first solution found, in the form of `board()`; empty while there is none.
    pub fn solution(&self) -> Vec<u8> {
        match &self.search {
            Any::Queens(s) => s.first_solution().cloned().unwrap_or_default(),
            Any::Sudoku(s) => s
                .first_solution()
                .map(|g| g.cells().to_vec())
                .unwrap_or_default(),
            Any::Knights(s) => s
                .first_solution()
                .map(|tour| indices(tour, s.problem().board().n()))
                .unwrap_or_default(),
            Any::Colouring(s) => s.first_solution().cloned().unwrap_or_default(),
            Any::Words(s) => s
                .first_solution()
                .map(|path| indices(path, s.problem().grid().cols()))
                .unwrap_or_default(),
        }
    }

    /// The Sudoku givens row-major (0 empty); empty for the other puzzles.
    pub fn givens(&self) -> Vec<u8> {
        match &self.search {
            Any::Sudoku(s) => s.problem().givens().cells().to_vec(),
            _ => Vec::new(),
        }
    }

    /// Runs up to `count` events and returns how many ran (fewer only if the lane ended).
    pub fn advance(&mut self, count: u32) -> u32 {
        let mut done = 0;
        while done < count {
            let event = each!(&mut self.search, s => {
                if s.is_done() { break; }
                s.step()
            });
            self.last = Some(event);
            done += 1;
        }
        done
    }

    /// Runs until an event of the given kind (`solution`, `undo`, …) or the end, at most
    /// `limit` events; returns how many ran.
    #[wasm_bindgen(js_name = advanceUntil)]
    pub fn advance_until(&mut self, kind: &str, limit: u32) -> u32 {
        let mut done = 0;
        while done < limit {
            if self.advance(1) == 0 {
                break;
            }
            done += 1;
            if self
                .last
                .as_ref()
                .is_some_and(|event| event_kind(event) == kind)
            {
                break;
            }
        }
        done
    }

    /// Whether the lane has ended (its `End` event is behind it).
    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        each!(&self.search, s => s.is_done())
    }

    /// The kind of the last event (`try`, `reject`, `place`, `undo`, `dead_end`,
    /// `leaf_check`, `solution`, `end`), or an empty string before the first step.
    #[wasm_bindgen(js_name = lastKind)]
    pub fn last_kind(&self) -> String {
        self.last.as_ref().map_or("", event_kind).to_string()
    }

    /// The number of events run so far.
    pub fn steps(&self) -> f64 {
        each!(&self.search, s => s.steps() as f64)
    }

    /// running, first_solution, cap_reached, finished, no_solution or budget_exhausted.
    pub fn status(&self) -> String {
        let status: Status = each!(&self.search, s => s.status());
        status.name().to_string()
    }

    /// The counters as a plain object (nodes, tried, rejected, leaf_checks, undos, dead_ends,
    /// forced, solutions, comparisons, max_depth, nodes_per_depth).
    pub fn stats(&self) -> JsValue {
        to_js(self.stats_ref())
    }

    /// The current depth: the number of values placed by the search.
    pub fn depth(&self) -> usize {
        each!(&self.search, s => s.depth())
    }

    /// The nodes of this strategy's whole tree, where a closed form (or a count) is known.
    #[wasm_bindgen(js_name = treeSize)]
    pub fn tree_size(&self) -> Option<f64> {
        self.tree_size
    }

    /// The last event as a plain object (`kind` plus its cells), or null before the first step.
    /// A colouring event's cell is `{row: 0, col: vertex}`; a knight's move's `value` is its
    /// direction (plus 8 × its onward moves under warnsdorff: the direction is `value % 8`).
    pub fn event(&self) -> JsValue {
        self.last.as_ref().map_or(JsValue::NULL, to_js)
    }

    /// Every pair of queens on the board now that attack each other, with the rule each pair
    /// breaks (`{rule, first, second}`): what a broken strategy's "solution" lets through.
    /// Empty for the other puzzles.
    #[wasm_bindgen(js_name = attackingPairs)]
    pub fn attacking_pairs(&self) -> JsValue {
        match &self.search {
            Any::Queens(s) => to_js(&queens::attacking_pairs(s.problem().queens())),
            _ => to_js(&Vec::<crate::search::Clash>::new()),
        }
    }

    /// The occupancy arrays of an occupancy lane (or a mistake lab copy) as the stepper holds
    /// them: `{columns, diagonals, anti_diagonals}`, each line's entry the row of the queen
    /// that took it or null (diagonals indexed by `row - col + n - 1`, anti-diagonals by
    /// `row + col`); null for other lanes. After a forgotten undo they differ from the board.
    pub fn occupancy(&self) -> JsValue {
        match &self.search {
            Any::Queens(s) if s.problem().strategy() == queens::Strategy::Occupancy => {
                use serde::Serialize;
                // A free line is null (not undefined) in JavaScript.
                let nulls = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
                s.problem()
                    .occupancy()
                    .serialize(&nulls)
                    .unwrap_or(JsValue::NULL)
            }
            _ => JsValue::NULL,
        }
    }

    /// The search tree this lane walks, recorded from a copy of it (call it on a fresh lane):
    /// `{nodes, stubs, reference, truncated, status, last_step}`, at most `limit` nodes and
    /// stubs. Each cut is priced against the tree the search would walk without its checks:
    /// n (n − k for permutation) columns a row for queens, every digit in every empty cell for
    /// Sudoku, eight moves a square for knights, k colours a vertex for colouring. A word
    /// search has no such tree with the same branching at every depth, and raises.
    #[wasm_bindgen(js_name = searchTree)]
    pub fn search_tree(&self, limit: u32) -> Result<JsValue, JsError> {
        if self.steps() > 0.0 {
            return Err(JsError::new(
                "the search tree is recorded from a fresh lane",
            ));
        }
        let limit = limit as usize;
        let tree = match &self.search {
            Any::Queens(s) => {
                let n = s.problem().n() as u64;
                let reference = match s.problem().strategy() {
                    queens::Strategy::Permutation => Reference::falling(n),
                    _ => Reference::uniform(n, n as usize),
                };
                Tree::record(s.clone(), reference, limit)
            }
            Any::Sudoku(s) => {
                let grid = s.problem().givens();
                let reference = Reference::uniform(grid.shape().size as u64, grid.empties());
                Tree::record(s.clone(), reference, limit)
            }
            Any::Knights(s) => {
                let n = s.problem().board().n();
                let reference = Reference::uniform(8, n * n - 1);
                Tree::record(s.clone(), reference, limit)
            }
            Any::Colouring(s) => {
                let problem = s.problem();
                let reference = Reference::uniform(problem.colours() as u64, problem.graph().len());
                Tree::record(s.clone(), reference, limit)
            }
            Any::Words(_) => {
                return Err(SetupError::Unsupported(
                    "a word search's tree is not drawn: without its checks it still branches \
                     by each cell's free neighbours, so no cut has a fixed price"
                        .to_string(),
                )
                .into())
            }
        };
        Ok(to_js(&tree))
    }

    /// The board now, as bytes: the queens' columns row by row; the grid's digits row-major
    /// (0 empty); the knight's path so far as squares `row * n + col`, the start first; each
    /// vertex's colour (255 while uncoloured); the word's path so far as cells
    /// `row * cols + col`.
    pub fn board(&self) -> Vec<u8> {
        match &self.search {
            Any::Queens(s) => s.problem().queens().to_vec(),
            Any::Sudoku(s) => s.problem().grid().cells().to_vec(),
            Any::Knights(s) => indices(&s.problem().path(), s.problem().board().n()),
            Any::Colouring(s) => colours(&s.problem().colouring()),
            Any::Words(s) => indices(&s.problem().path(), s.problem().grid().cols()),
        }
    }

    /// What stays the same for the whole run, for drawing the puzzle once, with `puzzle`
    /// naming it: queens `{n}`; Sudoku `{size, box_rows, box_cols, givens}`; knights `{n,
    /// start, closed}`; colouring `{colours, graph: {names, edges, positions}}` (edges as
    /// vertex pairs, positions as `{x, y}` from 0 to 1); words `{rows, cols, letters, word}`
    /// (letters row by row).
    pub fn instance(&self) -> JsValue {
        #[derive(Serialize)]
        #[serde(tag = "puzzle", rename_all = "snake_case")]
        enum Instance<'a> {
            Queens {
                n: usize,
            },
            Sudoku {
                size: u8,
                box_rows: u8,
                box_cols: u8,
                givens: &'a [u8],
            },
            Knights {
                n: usize,
                start: Cell,
                closed: bool,
            },
            Colouring {
                colours: usize,
                graph: &'a Graph,
            },
            Words {
                rows: usize,
                cols: usize,
                letters: &'a [char],
                word: String,
            },
        }
        let instance = match &self.search {
            Any::Queens(s) => Instance::Queens { n: s.problem().n() },
            Any::Sudoku(s) => {
                let givens = s.problem().givens();
                let shape = givens.shape();
                Instance::Sudoku {
                    size: shape.size,
                    box_rows: shape.box_rows,
                    box_cols: shape.box_cols,
                    givens: givens.cells(),
                }
            }
            Any::Knights(s) => {
                let board = s.problem().board();
                Instance::Knights {
                    n: board.n(),
                    start: board.start(),
                    closed: board.closed(),
                }
            }
            Any::Colouring(s) => Instance::Colouring {
                colours: s.problem().colours(),
                graph: s.problem().graph(),
            },
            Any::Words(s) => {
                let grid = s.problem().grid();
                Instance::Words {
                    rows: grid.rows(),
                    cols: grid.cols(),
                    letters: grid.letters(),
                    word: s.problem().word().iter().collect(),
                }
            }
        };
        to_js_with_nulls(&instance)
    }

    /// The board now, for drawing it, with `puzzle` naming it: queens `{queens}` (a column a
    /// row); Sudoku `{cells}`; knights `{numbers, knight}` (each square's move number, the
    /// start 1, 0 unvisited; the knight's square); colouring `{colours}` (a colour or null a
    /// vertex); words `{path}` (the cells so far).
    pub fn view(&self) -> JsValue {
        #[derive(Serialize)]
        #[serde(tag = "puzzle", rename_all = "snake_case")]
        enum View<'a> {
            Queens { queens: &'a [u8] },
            Sudoku { cells: &'a [u8] },
            Knights { numbers: &'a [u16], knight: Cell },
            Colouring { colours: Vec<Option<u8>> },
            Words { path: Vec<Cell> },
        }
        let view = match &self.search {
            Any::Queens(s) => View::Queens {
                queens: s.problem().queens(),
            },
            Any::Sudoku(s) => View::Sudoku {
                cells: s.problem().grid().cells(),
            },
            Any::Knights(s) => View::Knights {
                numbers: s.problem().numbers(),
                knight: s.problem().knight(),
            },
            Any::Colouring(s) => View::Colouring {
                colours: s.problem().colouring(),
            },
            Any::Words(s) => View::Words {
                path: s.problem().path(),
            },
        };
        to_js_with_nulls(&view)
    }
}

fn event_kind(event: &Event) -> &'static str {
    match event {
        Event::Try { .. } => "try",
        Event::Reject { .. } => "reject",
        Event::Place { .. } => "place",
        Event::Forced { .. } => "forced",
        Event::Undo { .. } => "undo",
        Event::DeadEnd { .. } => "dead_end",
        Event::NoPlace { .. } => "no_place",
        Event::LeafCheck { .. } => "leaf_check",
        Event::Solution => "solution",
        Event::End { .. } => "end",
    }
}

/// Knuth's estimate of the size of one strategy's tree (random probes from the root), refined
/// a few probes at a time from JavaScript. The same seed gives the same probes.
#[wasm_bindgen]
pub struct TreeEstimate {
    estimator: AnyEstimator,
}

/// Public methods, exported to JavaScript.
#[wasm_bindgen]
impl TreeEstimate {
    /// The estimate of a strategy's tree for any puzzle of [`PUZZLES`], from its setup text
    /// (as for `Lane.create`).
    pub fn create(
        puzzle: &str,
        setup: &str,
        strategy: &str,
        seed: f64,
    ) -> Result<TreeEstimate, JsError> {
        let puzzle = puzzle_named(puzzle)?;
        Ok(TreeEstimate {
            estimator: (puzzle.estimator)(setup, strategy, seed as u64)?,
        })
    }

    /// The estimate of an N-Queens strategy's tree (the mistake lab's copies included).
    pub fn queens(n: i32, strategy: &str, seed: f64) -> Result<TreeEstimate, JsError> {
        let n = queens::board_size(n.into())?;
        let (problem, _) = queens_problem(n, strategy)?;
        Ok(TreeEstimate {
            estimator: AnyEstimator::Queens(Estimator::new(problem, seed as u64)),
        })
    }

    /// The estimate of a Sudoku strategy's tree on a puzzle in any format the core parses.
    pub fn sudoku(text: &str, strategy: &str, seed: f64) -> Result<TreeEstimate, JsError> {
        let (problem, _) = sudoku_problem(Grid::parse(text)?, strategy)?;
        Ok(TreeEstimate {
            estimator: AnyEstimator::Sudoku(Estimator::new(problem, seed as u64)),
        })
    }

    /// Runs `probes` more probes.
    pub fn run(&mut self, probes: u32) {
        each_estimator!(&mut self.estimator, e => e.run(probes.into()))
    }

    /// The estimated number of nodes so far, with its 95 % interval:
    /// `{probes, mean, std_error, low, high}` (the last three null under two probes).
    pub fn nodes(&self) -> JsValue {
        each_estimator!(&self.estimator, e => to_js(&e.nodes(Z_95)))
    }
}
