//! The wasm boundary: the only module that knows about JavaScript.
//!
//! JavaScript holds opaque handles ([`Lane`]) whose state lives in Rust, and asks for small,
//! copyable results: "advance k events", the counters, a view of the board, the last event.
//! Typed errors of the core become a `JsError` with the core's own message here; nothing on
//! this side panics on bad input (the panic hook is installed for bugs only).

use wasm_bindgen::prelude::*;

use crate::queens::{self, Mistake, Queens};
use crate::search::estimate::{Estimator, Z_95};
use crate::search::tree::{Reference, Tree};
use crate::search::{Event, Limits, Mode, Search, Stats, Status};
use crate::sudoku::{self, Grid, Sudoku};

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

#[derive(Clone)]
enum Any {
    Queens(Search<Queens>, Option<f64>),
    Sudoku(Search<Sudoku>, Option<f64>),
}

macro_rules! each {
    ($any:expr, $search:ident => $body:expr) => {
        match $any {
            Any::Queens($search, _) => $body,
            Any::Sudoku($search, _) => $body,
        }
    };
}

/// One strategy searching one puzzle, stepped from JavaScript.
#[wasm_bindgen]
#[derive(Clone)]
pub struct Lane {
    search: Any,
    /// The event returned by the last step, for the renderer.
    last: Option<Event>,
}

/// Rust-only helpers.
impl Lane {
    fn stats_ref(&self) -> &Stats {
        each!(&self.search, s => s.stats())
    }
}

/// Public methods, exported to JavaScript.
#[wasm_bindgen]
impl Lane {
    /// An N-Queens lane: `strategy` is naive, permutation, pruned or occupancy, or one of the
    /// mistake lab's broken copies of occupancy (forget-undo, forget-diagonal,
    /// forget-anti-diagonal); `mode` is first, all or unique; `budget` in nodes (0 for none).
    pub fn queens(n: i32, strategy: &str, mode: &str, budget: f64) -> Result<Lane, JsError> {
        let n = queens::board_size(n.into())?;
        let limits = limits_from(mode, budget)?;
        let search = if let Some(mistake) = Mistake::from_name(strategy) {
            Any::Queens(queens::search_with_mistake(n, mistake, limits)?, None)
        } else {
            let strategy = queens::Strategy::from_name(strategy)
                .ok_or_else(|| JsError::new(&format!("unknown N-Queens strategy {strategy:?}")))?;
            Any::Queens(queens::search(n, strategy, limits)?, strategy.tree_size(n))
        };
        Ok(Lane { search, last: None })
    }

    /// A Sudoku lane on a puzzle in any format the core parses.
    pub fn sudoku(text: &str, strategy: &str, mode: &str, budget: f64) -> Result<Lane, JsError> {
        let grid = Grid::parse(text)?;
        let strategy = sudoku::Strategy::from_name(strategy)
            .ok_or_else(|| JsError::new(&format!("unknown Sudoku strategy {strategy:?}")))?;
        let search = sudoku::search(&grid, strategy, limits_from(mode, budget)?)?;
        Ok(Lane {
            search: Any::Sudoku(search, strategy.tree_size(&grid)),
            last: None,
        })
    }

    /// An independent copy of this lane at its current step, to look ahead without moving it.
    pub fn fork(&self) -> Lane {
        self.clone()
    }

    /// The side of the board: n for queens, 4, 6 or 9 for Sudoku.
    pub fn size(&self) -> usize {
        match &self.search {
            Any::Queens(s, _) => s.problem().n(),
            Any::Sudoku(s, _) => s.problem().grid().shape().size as usize,
        }
    }

    /// The first solution found, in the form of `board()`; empty while there is none.
    pub fn solution(&self) -> Vec<u8> {
        match &self.search {
            Any::Queens(s, _) => s.first_solution().cloned().unwrap_or_default(),
            Any::Sudoku(s, _) => s
                .first_solution()
                .map(|g| g.cells().to_vec())
                .unwrap_or_default(),
        }
    }

    /// The Sudoku givens row-major (0 empty); empty for queens.
    pub fn givens(&self) -> Vec<u8> {
        match &self.search {
            Any::Queens(..) => Vec::new(),
            Any::Sudoku(s, _) => s.problem().givens().cells().to_vec(),
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

    /// The nodes of this strategy's whole tree, where a closed form is known.
    #[wasm_bindgen(js_name = treeSize)]
    pub fn tree_size(&self) -> Option<f64> {
        match &self.search {
            Any::Queens(_, size) | Any::Sudoku(_, size) => *size,
        }
    }

    /// The last event as a plain object (`kind` plus its cells), or null before the first step.
    pub fn event(&self) -> JsValue {
        self.last.as_ref().map_or(JsValue::NULL, to_js)
    }

    /// Every pair of queens on the board now that attack each other, with the rule each pair
    /// breaks (`{rule, first, second}`): what a broken strategy's "solution" lets through.
    /// Empty for Sudoku.
    #[wasm_bindgen(js_name = attackingPairs)]
    pub fn attacking_pairs(&self) -> JsValue {
        match &self.search {
            Any::Queens(s, _) => to_js(&queens::attacking_pairs(s.problem().queens())),
            Any::Sudoku(..) => to_js(&Vec::<crate::search::Clash>::new()),
        }
    }

    /// The search tree this lane walks, recorded from a copy of it (call it on a fresh lane):
    /// `{nodes, stubs, reference, truncated, status, last_step}`, at most `limit` nodes and
    /// stubs. Each cut is priced against the tree the search would walk without its checks.
    #[wasm_bindgen(js_name = searchTree)]
    pub fn search_tree(&self, limit: u32) -> Result<JsValue, JsError> {
        if self.steps() > 0.0 {
            return Err(JsError::new(
                "the search tree is recorded from a fresh lane",
            ));
        }
        let limit = limit as usize;
        let tree = match &self.search {
            Any::Queens(s, _) => {
                let n = s.problem().n() as u64;
                let reference = match s.problem().strategy() {
                    queens::Strategy::Permutation => Reference::falling(n),
                    _ => Reference::uniform(n, n as usize),
                };
                Tree::record(s.clone(), reference, limit)
            }
            Any::Sudoku(s, _) => {
                let grid = s.problem().givens();
                let reference = Reference::uniform(grid.shape().size as u64, grid.empties());
                Tree::record(s.clone(), reference, limit)
            }
        };
        Ok(to_js(&tree))
    }

    /// The board now: the queens' columns row by row, or the grid's digits row-major (0 empty).
    pub fn board(&self) -> Vec<u8> {
        match &self.search {
            Any::Queens(s, _) => s.problem().queens().to_vec(),
            Any::Sudoku(s, _) => s.problem().grid().cells().to_vec(),
        }
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

enum AnyEstimator {
    Queens(Estimator<Queens>),
    Sudoku(Estimator<Sudoku>),
}

/// Public methods, exported to JavaScript.
#[wasm_bindgen]
impl TreeEstimate {
    /// The estimate of an N-Queens strategy's tree (the mistake lab's copies included).
    pub fn queens(n: i32, strategy: &str, seed: f64) -> Result<TreeEstimate, JsError> {
        let n = queens::board_size(n.into())?;
        let problem = if let Some(mistake) = Mistake::from_name(strategy) {
            Queens::with_mistake(n, mistake)?
        } else {
            let strategy = queens::Strategy::from_name(strategy)
                .ok_or_else(|| JsError::new(&format!("unknown N-Queens strategy {strategy:?}")))?;
            Queens::new(n, strategy)?
        };
        Ok(TreeEstimate {
            estimator: AnyEstimator::Queens(Estimator::new(problem, seed as u64)),
        })
    }

    /// The estimate of a Sudoku strategy's tree on a puzzle in any format the core parses.
    pub fn sudoku(text: &str, strategy: &str, seed: f64) -> Result<TreeEstimate, JsError> {
        let grid = Grid::parse(text)?;
        let strategy = sudoku::Strategy::from_name(strategy)
            .ok_or_else(|| JsError::new(&format!("unknown Sudoku strategy {strategy:?}")))?;
        Ok(TreeEstimate {
            estimator: AnyEstimator::Sudoku(Estimator::new(
                Sudoku::new(grid, strategy)?,
                seed as u64,
            )),
        })
    }

    /// Runs `probes` more probes.
    pub fn run(&mut self, probes: u32) {
        match &mut self.estimator {
            AnyEstimator::Queens(e) => e.run(probes.into()),
            AnyEstimator::Sudoku(e) => e.run(probes.into()),
        }
    }

    /// The estimated number of nodes so far, with its 95 % interval:
    /// `{probes, mean, std_error, low, high}` (the last three null under two probes).
    pub fn nodes(&self) -> JsValue {
        match &self.estimator {
            AnyEstimator::Queens(e) => to_js(&e.nodes(Z_95)),
            AnyEstimator::Sudoku(e) => to_js(&e.nodes(Z_95)),
        }
    }
}
