//! The knight's tour: move a knight from a start square so that it visits every square of an
//! `n`×`n` board exactly once; a closed tour must also end a knight's move from its start.
//!
//! The decision point is the knight's next move: each node of the tree is the tour so far, the
//! root holding only the start square, and each placement is one move. The eight moves are
//! tried in the fixed order of [`MOVES`] (clockwise, starting two up and one right). The
//! strategies (see [`Strategy`]) differ in what they check before a move and in which move
//! they try first: `Pruned` is the lessons' check, *inside the board and not visited*;
//! `Lookahead` adds one more check, that no unvisited square is left without a way in (nor,
//! for a closed tour, the start, which the knight must come back to);
//! `Warnsdorff` keeps the plain check but tries the move with the fewest onward moves first,
//! an ordering and not a rule, so it still backtracks when the ordering leads into a dead end.
//! A closed tour is checked at the bottom: the last square must be a knight's move from the
//! start. [`Board`] is the instance (size, start, open or closed), [`Knights`] the board plus
//! one strategy's rules as the search loop of [`crate::search`] needs them; [`search`] and
//! [`solve`] are the entry points.

pub mod lane;

pub use lane::KnightsTour;

use crate::search::estimate::Estimator;
use crate::search::Report;
use crate::search::{Cell, Clash, Conflict, Limits, Next, Problem, Rule, Search};

/// The largest board the core accepts (the page offers 5 to 8).
pub const MAX_N: usize = 16;

/// The eight knight's moves as (rows down, columns right), in the fixed order every strategy
/// tries them: clockwise, starting two up and one right. The order is part of the lesson: it
/// decides which tour is found first, and Warnsdorff breaks its ties by it.
pub const MOVES: [(i8, i8); 8] = [
    (-2, 1),
    (-1, 2),
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
];

/// The direction of a move event's value: an index into [`MOVES`].
///
/// A move's value is its direction, plus, under Warnsdorff, 8 × the number of onward moves
/// from its target. The search tries values from the lowest up, so that sum *is* Warnsdorff's
/// order: fewest onward moves first, ties broken by the fixed order.
pub fn direction(value: u8) -> usize {
    value as usize % 8
}

/// How the knight chooses and checks its next move.
///
/// | strategy | moves tried, in order | checked before moving |
/// |---|---|---|
/// | `Pruned` | all eight, in the order of [`MOVES`] | inside the board, not visited |
/// | `Warnsdorff` | the open moves, fewest onward moves first (ties: [`MOVES`] order) | nothing more: only open moves are tried |
/// | `Lookahead` | all eight, in the order of [`MOVES`] | as `Pruned`, and no unvisited square is stranded; a closed tour keeps a way back to its start |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    Pruned,
    Warnsdorff,
    Lookahead,
}

impl Strategy {
    pub const ALL: [Strategy; 3] = [Strategy::Pruned, Strategy::Warnsdorff, Strategy::Lookahead];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::Pruned => "pruned",
            Strategy::Warnsdorff => "warnsdorff",
            Strategy::Lookahead => "lookahead",
        }
    }

    pub fn from_name(name: &str) -> Option<Strategy> {
        Strategy::ALL
            .into_iter()
            .find(|strategy| strategy.name() == name)
    }

    /// One line on what the strategy does, for help texts.
    pub fn summary(self) -> &'static str {
        match self {
            Strategy::Pruned => {
                "the eight moves in a fixed order; inside the board and not visited"
            }
            Strategy::Warnsdorff => {
                "the open move with the fewest onward moves first (Warnsdorff's rule as an order)"
            }
            Strategy::Lookahead => {
                "as pruned, and a move may not leave an unvisited square with no way in"
            }
        }
    }

    /// The number of nodes the strategy visits on its whole tree: no closed form is known for
    /// any of them (counting knight's tours is itself a hard problem).
    pub fn tree_size(self, _board: &Board) -> Option<f64> {
        None
    }
}

/// Why a tour cannot be searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnightsError {
    SizeOutOfRange {
        n: i64,
    },
    /// The text is not a square written as `r1c1`.
    BadSquare {
        text: String,
    },
    /// The square is written correctly but lies outside the board.
    SquareOffBoard {
        row: u64,
        col: u64,
        n: usize,
    },
}

impl std::fmt::Display for KnightsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KnightsError::SizeOutOfRange { n } => {
                write!(f, "n must be between 1 and {MAX_N}, got {n}")
            }
            KnightsError::BadSquare { text } => write!(
                f,
                "{text:?} is not a square: write the row and the column, like r1c1 (the top-left square)"
            ),
            KnightsError::SquareOffBoard { row, col, n } => {
                write!(f, "r{row}c{col} is not on a {n} × {n} board")
            }
        }
    }
}

impl std::error::Error for KnightsError {}

/// Checks a board size given by a person.
pub fn board_size(n: i64) -> Result<usize, KnightsError> {
    if (1..=MAX_N as i64).contains(&n) {
        Ok(n as usize)
    } else {
        Err(KnightsError::SizeOutOfRange { n })
    }
}

/// Reads a square written as a person counts, `r1c1` being the top left (case ignored), and
/// checks that it lies on an `n`×`n` board.
pub fn parse_square(text: &str, n: usize) -> Result<Cell, KnightsError> {
    let bad = || KnightsError::BadSquare {
        text: text.to_string(),
    };
    let lower = text.trim().to_ascii_lowercase();
    let rest = lower.strip_prefix('r').ok_or_else(bad)?;
    let (row, col) = rest.split_once('c').ok_or_else(bad)?;
    let number = |digits: &str| -> Result<u64, KnightsError> {
        if digits.is_empty() || digits.len() > 6 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        digits.parse().map_err(|_| bad())
    };
    let (row, col) = (number(row)?, number(col)?);
    if row == 0 || col == 0 || row > n as u64 || col > n as u64 {
        return Err(KnightsError::SquareOffBoard { row, col, n });
    }
    Ok(Cell::new(row as u8 - 1, col as u8 - 1))
}

/// One instance: the size of the board, the start square, and whether the tour must close.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    n: usize,
    start: Cell,
    closed: bool,
}

impl Board {
    pub fn new(n: usize, start: Cell, closed: bool) -> Result<Board, KnightsError> {
        let n = board_size(n as i64)?;
        if start.row as usize >= n || start.col as usize >= n {
            return Err(KnightsError::SquareOffBoard {
                row: start.row as u64 + 1,
                col: start.col as u64 + 1,
                n,
            });
        }
        Ok(Board { n, start, closed })
    }

    /// A board with its start written as `r1c1`.
    pub fn parse(n: usize, start: &str, closed: bool) -> Result<Board, KnightsError> {
        let n = board_size(n as i64)?;
        Board::new(n, parse_square(start, n)?, closed)
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn start(&self) -> Cell {
        self.start
    }

    pub fn closed(&self) -> bool {
        self.closed
    }
}

/// Marks a move whose target lies off the board in the table of targets.
const OFF: u16 = u16::MAX;

/// The board and the rules of one strategy.
///
/// Invariants: `path` is the tour so far, the start first; `number[s]` is the position of
/// square `s` in `path` plus 1, or 0 if the tour has not visited it; `exits[s]` is the number
/// of unvisited squares a knight's move from `s`.
#[derive(Clone, Debug)]
pub struct Knights {
    board: Board,
    strategy: Strategy,
    /// The squares visited, in order, as indices `row * n + col`.
    path: Vec<u16>,
    /// For each square, its move number counting the start as 1; 0 while unvisited.
    number: Vec<u16>,
    /// For each square, how many unvisited squares a knight could go to from it: the
    /// onward moves Warnsdorff counts, and the ways in the look-ahead watches.
    exits: Vec<u8>,
    /// For each square and direction of [`MOVES`], the target square, or `OFF`.
    targets: Vec<[u16; 8]>,
}

impl Knights {
    pub fn new(board: Board, strategy: Strategy) -> Knights {
        let n = board.n;
        let targets: Vec<[u16; 8]> = (0..n * n)
            .map(|square| {
                let (row, col) = ((square / n) as i32, (square % n) as i32);
                MOVES.map(|(down, right)| {
                    let (r, c) = (row + down as i32, col + right as i32);
                    if (0..n as i32).contains(&r) && (0..n as i32).contains(&c) {
                        (r as usize * n + c as usize) as u16
                    } else {
                        OFF
                    }
                })
            })
            .collect();
        let exits = targets
            .iter()
            .map(|moves| moves.iter().filter(|&&t| t != OFF).count() as u8)
            .collect();
        let mut knights = Knights {
            board,
            strategy,
            path: Vec::with_capacity(n * n),
            number: vec![0; n * n],
            exits,
            targets,
        };
        // The knight starts on its square: the root of the tree, not a move.
        knights.visit(board.start.row as usize * n + board.start.col as usize);
        knights
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The tour so far, the start square first.
    pub fn path(&self) -> Vec<Cell> {
        self.path.iter().map(|&s| self.cell(s)).collect()
    }

    /// For each square row by row, its move number counting the start as 1, or 0 while
    /// unvisited: what the page writes on the board.
    pub fn numbers(&self) -> &[u16] {
        &self.number
    }

    /// The square the knight stands on.
    pub fn knight(&self) -> Cell {
        self.cell(*self.path.last().expect("the start is always on the path"))
    }

    fn cell(&self, square: u16) -> Cell {
        let n = self.board.n as u16;
        Cell::new((square / n) as u8, (square % n) as u8)
    }

    /// The square the knight stood on before move `slot` (the path's index of that move).
    fn from(&self, slot: usize) -> u16 {
        self.path[slot - 1]
    }

    // `visit`, `leave` and the check are inlined into the search loop: the wasm build called
    // each of them once per event (the knights lanes of tests/bench/lanes.json in wasm: 90-113 M
    // events/s called, 166-209 M inlined).
    #[inline(always)]
    fn visit(&mut self, square: usize) {
        self.path.push(square as u16);
        self.number[square] = self.path.len() as u16;
        for &t in &self.targets[square] {
            if t != OFF {
                self.exits[t as usize] -= 1;
            }
        }
    }

    #[inline(always)]
    fn leave(&mut self, square: usize) {
        debug_assert_eq!(self.path.last(), Some(&(square as u16)));
        self.path.pop();
        self.number[square] = 0;
        for &t in &self.targets[square] {
            if t != OFF {
                self.exits[t as usize] += 1;
            }
        }
    }

    /// The lessons' check: the move stays on the board and lands on an unvisited square.
    /// One comparison per test made.
    #[inline(always)]
    fn inside_and_not_visited(
        &self,
        from: u16,
        d: usize,
        comparisons: &mut u64,
    ) -> Option<Conflict> {
        *comparisons += 1;
        let target = self.targets[from as usize][d];
        if target == OFF {
            // No square to name off the board: the move is named by where it starts.
            return Some(Conflict {
                rule: Rule::OffBoard,
                with: self.cell(from),
            });
        }
        *comparisons += 1;
        if self.number[target as usize] != 0 {
            return Some(Conflict {
                rule: Rule::Visited,
                with: self.cell(target),
            });
        }
        None
    }

    /// The look-ahead: leaving `from` for `target` takes away the way in that `from` offered
    /// its unvisited neighbours. A neighbour with no other way in (no unvisited square a move
    /// away from it, `target` included) could then never be reached, unless it is `target`
    /// itself. One comparison per neighbour of `from` examined.
    fn strands(&self, from: u16, target: u16, comparisons: &mut u64) -> Option<Conflict> {
        for &neighbour in &self.targets[from as usize] {
            if neighbour == OFF || neighbour == target {
                continue;
            }
            *comparisons += 1;
            if self.number[neighbour as usize] == 0 && self.exits[neighbour as usize] == 0 {
                return Some(Conflict {
                    rule: Rule::Stranded,
                    with: self.cell(neighbour),
                });
            }
        }
        None
    }

    /// The look-ahead for a closed tour: the knight must come back to the start at the end,
    /// so the start needs a way in as well. After moving to `target`, the last square must be
    /// an unvisited neighbour of the start, or `target` itself if it is the last square.
    /// One comparison.
    fn cuts_off_start(&self, target: u16, comparisons: &mut u64) -> Option<Conflict> {
        *comparisons += 1;
        let start = self.path[0];
        let next_to_start = self.targets[start as usize].contains(&target);
        let left_after = self.board.n * self.board.n - self.path.len() - 1;
        let ways_back = if left_after == 0 {
            next_to_start as u8
        } else {
            // `exits` still counts `target` as unvisited.
            self.exits[start as usize] - next_to_start as u8
        };
        (ways_back == 0).then(|| Conflict {
            rule: Rule::Closing,
            with: self.cell(start),
        })
    }

    /// Warnsdorff's order: every open move, keyed by 8 × its onward moves plus its direction,
    /// so that the lowest key is the move with the fewest onward moves, first in [`MOVES`] on
    /// a tie. One comparison per move examined, one per onward count read.
    fn open_moves_by_onward_count(&self, from: u16, comparisons: &mut u64) -> u64 {
        let mut candidates = 0u64;
        for (d, &target) in self.targets[from as usize].iter().enumerate() {
            *comparisons += 1;
            if target == OFF || self.number[target as usize] != 0 {
                continue;
            }
            *comparisons += 1;
            // At most 7: `from` is a move away from `target` and is visited.
            let onward = self.exits[target as usize] as usize;
            candidates |= 1 << (8 * onward + d);
        }
        candidates
    }
}

impl Problem for Knights {
    /// The squares of the tour in order, the start first.
    type Solution = Vec<Cell>;

    fn next(&mut self, comparisons: &mut u64) -> Next {
        let slot = self.path.len();
        if slot == self.board.n * self.board.n {
            return Next::Full;
        }
        match self.strategy {
            Strategy::Pruned | Strategy::Lookahead => Next::Branch {
                slot,
                candidates: 0xFF,
            },
            Strategy::Warnsdorff => {
                match self.open_moves_by_onward_count(self.from(slot), comparisons) {
                    0 => Next::DeadEnd { slot },
                    candidates => Next::Branch { slot, candidates },
                }
            }
        }
    }

    #[inline(always)]
    fn check(&self, slot: usize, value: u8, comparisons: &mut u64) -> Option<Conflict> {
        let (from, d) = (self.from(slot), direction(value));
        match self.strategy {
            Strategy::Pruned => self.inside_and_not_visited(from, d, comparisons),
            Strategy::Lookahead => {
                if let Some(conflict) = self.inside_and_not_visited(from, d, comparisons) {
                    return Some(conflict);
                }
                let target = self.targets[from as usize][d];
                if let Some(conflict) = self.strands(from, target, comparisons) {
                    return Some(conflict);
                }
                if self.board.closed {
                    return self.cuts_off_start(target, comparisons);
                }
                None
            }
            // Only open moves were offered.
            Strategy::Warnsdorff => None,
        }
    }

    #[inline(always)]
    fn place(&mut self, slot: usize, value: u8) {
        debug_assert_eq!(slot, self.path.len());
        let target = self.targets[self.from(slot) as usize][direction(value)];
        self.visit(target as usize);
    }

    #[inline(always)]
    fn undo(&mut self, slot: usize, value: u8) {
        let target = self.targets[self.from(slot) as usize][direction(value)];
        self.leave(target as usize);
    }

    fn checks_leaves(&self) -> bool {
        self.board.closed
    }

    /// A closed tour's last square must be a knight's move from its start: one comparison.
    fn leaf_check(&self, comparisons: &mut u64) -> Option<Clash> {
        *comparisons += 1;
        let (start, last) = (self.path[0], *self.path.last().expect("the start"));
        if self.targets[last as usize].contains(&start) {
            None
        } else {
            Some(Clash {
                rule: Rule::Closing,
                first: self.cell(last),
                second: self.cell(start),
            })
        }
    }

    /// The target of the move, or, for a move off the board, the square it starts from.
    fn square(&self, slot: usize, value: u8) -> Cell {
        let from = self.from(slot);
        match self.targets[from as usize][direction(value)] {
            OFF => self.cell(from),
            target => self.cell(target),
        }
    }

    /// A knight with no move left names the square it stands on.
    fn dead_end_square(&self, slot: usize) -> Cell {
        self.cell(self.from(slot))
    }

    fn solution(&self) -> Vec<Cell> {
        self.path()
    }
}

/// A search for tours on one board with one strategy, ready to step.
pub fn search(board: &Board, strategy: Strategy, limits: Limits) -> Search<Knights> {
    Search::new(Knights::new(*board, strategy), limits)
}

/// Runs a search to the end.
pub fn solve(board: &Board, strategy: Strategy, limits: Limits) -> Report<Vec<Cell>> {
    let mut search = search(board, strategy, limits);
    search.run();
    Report::of(&search, strategy.tree_size(board))
}

/// Knuth's estimator of the size of one strategy's tree (see [`crate::search::estimate`]),
/// before its first probe; the same `seed` gives the same probes.
pub fn estimator(board: &Board, strategy: Strategy, seed: u64) -> Estimator<Knights> {
    Estimator::new(Knights::new(*board, strategy), seed)
}

/// Whether two squares are a knight's move apart.
fn knight_move(a: Cell, b: Cell) -> bool {
    let rows = (a.row as i32 - b.row as i32).abs();
    let cols = (a.col as i32 - b.col as i32).abs();
    (rows, cols) == (1, 2) || (rows, cols) == (2, 1)
}

/// Whether `path` is a knight's tour of an `n`×`n` board from `start` (closed if asked): an
/// independent check for tests and the page, sharing no code with the strategies.
pub fn is_tour(n: usize, start: Cell, closed: bool, path: &[Cell]) -> bool {
    let mut seen = vec![false; n * n];
    path.len() == n * n
        && path.first() == Some(&start)
        && path.iter().all(|c| {
            let inside = (c.row as usize) < n && (c.col as usize) < n;
            inside && !std::mem::replace(&mut seen[c.row as usize * n + c.col as usize], true)
        })
        && path.windows(2).all(|w| knight_move(w[0], w[1]))
        && (!closed || knight_move(path[n * n - 1], start))
}
