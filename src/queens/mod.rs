//! N-Queens: place `n` queens on an `n`×`n` board so that no two attack each other.
//!
//! Every strategy puts one queen per row, rows top to bottom, columns left to right; they
//! differ in which columns a row may try and in when conflicts are checked (see the table in
//! [`Strategy`]). [`Queens`] is the board plus those rules, as the search loop of
//! [`crate::search`] needs them; [`search`] and [`solve`] are the entry points. The mistake
//! lab ([`Mistake`], [`search_with_mistake`]) runs deliberately broken copies of occupancy,
//! and [`attacking_pairs`] names the queens that a broken "solution" lets attack each other.

pub mod count;
pub mod lane;

pub use lane::NQueens;

use crate::search::estimate::Estimator;
use crate::search::Report;
use crate::search::{Cell, Clash, Conflict, Limits, Next, Problem, Rule, Search};

/// The largest board the core accepts.
pub const MAX_N: usize = 32;

/// How a row chooses its queen.
///
/// | strategy | columns a row may try | conflicts checked |
/// |---|---|---|
/// | `Naive` | any of `n` | only at the bottom, on the full board |
/// | `Permutation` | columns not used yet | diagonals only, at the bottom |
/// | `Pruned` | any of `n` | before placing, by scanning the earlier rows |
/// | `Occupancy` | any of `n` | before placing, by three look-ups in occupancy arrays |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    Naive,
    Permutation,
    Pruned,
    Occupancy,
}

impl Strategy {
    pub const ALL: [Strategy; 4] = [
        Strategy::Naive,
        Strategy::Permutation,
        Strategy::Pruned,
        Strategy::Occupancy,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::Naive => "naive",
            Strategy::Permutation => "permutation",
            Strategy::Pruned => "pruned",
            Strategy::Occupancy => "occupancy",
        }
    }

    pub fn from_name(name: &str) -> Option<Strategy> {
        Strategy::ALL
            .into_iter()
            .find(|strategy| strategy.name() == name)
    }

    /// The number of nodes this strategy visits when it walks its whole tree, where a closed
    /// form is known: `1 + n + … + n^n` for naive, the sum of `n!/(n-k)!` for permutation.
    /// A float, because these numbers leave every integer type long before `n = 32`.
    pub fn tree_size(self, n: usize) -> Option<f64> {
        let n_f = n as f64;
        match self {
            Strategy::Naive => Some((0..=n).map(|k| n_f.powi(k as i32)).sum()),
            Strategy::Permutation => {
                let mut level = 1.0;
                let mut total = 1.0;
                for k in 0..n {
                    level *= (n - k) as f64;
                    total += level;
                }
                Some(total)
            }
            Strategy::Pruned | Strategy::Occupancy => None,
        }
    }
}

/// A deliberately broken copy of the occupancy strategy, for the mistake lab: each is one
/// of the lessons' classic slips, run for real so that its wrong answer is measured.
///
/// | mistake | what the code forgets | what goes wrong |
/// |---|---|---|
/// | `ForgetUndo` | after returning, to free the queen's diagonal and anti-diagonal (its column is still freed) | lines stay taken in later branches: 0 solutions at n = 6 and 8 |
/// | `ForgetDiagonal` | to look the diagonal up before placing | queens on one diagonal pass: too many solutions |
/// | `ForgetAntiDiagonal` | to look the anti-diagonal up before placing | the mirror image of `ForgetDiagonal` |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mistake {
    ForgetUndo,
    ForgetDiagonal,
    ForgetAntiDiagonal,
}

impl Mistake {
    pub const ALL: [Mistake; 3] = [
        Mistake::ForgetUndo,
        Mistake::ForgetDiagonal,
        Mistake::ForgetAntiDiagonal,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Mistake::ForgetUndo => "forget-undo",
            Mistake::ForgetDiagonal => "forget-diagonal",
            Mistake::ForgetAntiDiagonal => "forget-anti-diagonal",
        }
    }

    pub fn from_name(name: &str) -> Option<Mistake> {
        Mistake::ALL
            .into_iter()
            .find(|mistake| mistake.name() == name)
    }

    /// The line whose look-up this mistake leaves out, if it leaves one out.
    fn unchecked(self) -> Option<Rule> {
        match self {
            Mistake::ForgetUndo => None,
            Mistake::ForgetDiagonal => Some(Rule::Diagonal),
            Mistake::ForgetAntiDiagonal => Some(Rule::AntiDiagonal),
        }
    }
}

/// Why a board size cannot be searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueensError {
    SizeOutOfRange {
        n: i64,
    },
    /// The fast counter stops at a smaller n than the teaching strategies' limit.
    CountTooLarge {
        n: usize,
        max: usize,
    },
    ColumnOutOfRange {
        col: i64,
        n: usize,
    },
}

impl std::fmt::Display for QueensError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            QueensError::SizeOutOfRange { n } => {
                write!(f, "n must be between 1 and {MAX_N}, got {n}")
            }
            QueensError::CountTooLarge { n, max } => {
                write!(f, "counting all solutions goes up to n = {max}, got {n}")
            }
            QueensError::ColumnOutOfRange { col, n } => {
                write!(
                    f,
                    "column {col} is not on a board of size {n} (columns 0 to {})",
                    n - 1
                )
            }
        }
    }
}

impl std::error::Error for QueensError {}

/// Checks a board size given by a person.
pub fn board_size(n: i64) -> Result<usize, QueensError> {
    if (1..=MAX_N as i64).contains(&n) {
        Ok(n as usize)
    } else {
        Err(QueensError::SizeOutOfRange { n })
    }
}

/// The three occupancy arrays of one board, as [`Queens::occupancy`] reads them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Occupancy {
    /// `columns[col]`: the row of the queen in that column.
    pub columns: Vec<Option<u8>>,
    /// `diagonals[row - col + n - 1]`: the row of the queen on that diagonal.
    pub diagonals: Vec<Option<u8>>,
    /// `anti_diagonals[row + col]`: the row of the queen on that anti-diagonal.
    pub anti_diagonals: Vec<Option<u8>>,
}

/// Marks which queen holds a line: the row of that queen, or `FREE`.
const FREE: u8 = u8::MAX;

/// The board and the rules of one strategy.
///
/// Invariants: `queens[r]` is the column of the queen in row `r`, for the rows filled so far;
/// the occupancy arrays and `used_columns` describe exactly those queens, except that the
/// `ForgetUndo` mistake leaves the diagonals of taken-back queens marked, on purpose.
#[derive(Clone, Debug)]
pub struct Queens {
    n: usize,
    strategy: Strategy,
    /// The slip this copy of occupancy makes on purpose, if any (the mistake lab).
    mistake: Option<Mistake>,
    /// The column of each placed queen, row by row from the top.
    queens: Vec<u8>,
    /// Occupancy: the row of the queen in each column, or `FREE`.
    column: Vec<u8>,
    /// Occupancy: the row of the queen on each diagonal, indexed by `row - col + n - 1`.
    diagonal: Vec<u8>,
    /// Occupancy: the row of the queen on each anti-diagonal, indexed by `row + col`.
    anti_diagonal: Vec<u8>,
    /// Bit set of the columns holding a queen (what permutation may not try again).
    used_columns: u64,
}

impl Queens {
    pub fn new(n: usize, strategy: Strategy) -> Result<Queens, QueensError> {
        let n = board_size(n as i64)?;
        Ok(Queens {
            n,
            strategy,
            mistake: None,
            queens: Vec::with_capacity(n),
            column: vec![FREE; n],
            diagonal: vec![FREE; 2 * n - 1],
            anti_diagonal: vec![FREE; 2 * n - 1],
            used_columns: 0,
        })
    }

    /// The occupancy strategy with one deliberate mistake: a real, broken stepper.
    pub fn with_mistake(n: usize, mistake: Mistake) -> Result<Queens, QueensError> {
        Ok(Queens {
            mistake: Some(mistake),
            ..Queens::new(n, Strategy::Occupancy)?
        })
    }

    pub fn n(&self) -> usize {
        self.n
    }

    /// The mistake this board makes on purpose, if any; its strategy is then occupancy.
    pub fn mistake(&self) -> Option<Mistake> {
        self.mistake
    }

    /// Every pair of queens on the board that attack each other, top pair first: empty for a
    /// true solution, not for what a broken strategy calls one.
    pub fn attacking_pairs(&self) -> Vec<Clash> {
        attacking_pairs(&self.queens)
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The columns of the queens placed so far, from the top row down.
    pub fn queens(&self) -> &[u8] {
        &self.queens
    }

    /// The occupancy arrays as the stepper holds them (occupancy and its mistake lab copies;
    /// all free for the other strategies): for each column, each diagonal (indexed by
    /// `row - col + n - 1`) and each anti-diagonal (indexed by `row + col`), the row of the
    /// queen that took it, or `None`. A copy that forgets to undo keeps lines taken that no
    /// queen on the board holds any more.
    pub fn occupancy(&self) -> Occupancy {
        let rows = |line: &[u8]| line.iter().map(|&r| (r != FREE).then_some(r)).collect();
        Occupancy {
            columns: rows(&self.column),
            diagonals: rows(&self.diagonal),
            anti_diagonals: rows(&self.anti_diagonal),
        }
    }

    fn diagonal_index(&self, row: usize, col: usize) -> usize {
        row + self.n - 1 - col
    }

    /// The first earlier queen that attacks `(row, col)`, scanning rows from the top: one
    /// comparison per queen scanned.
    fn scan_earlier_rows(&self, row: usize, col: u8, comparisons: &mut u64) -> Option<Conflict> {
        for (earlier, &other) in self.queens[..row].iter().enumerate() {
            *comparisons += 1;
            if let Some(rule) = attack(earlier, other, row, col) {
                return Some(Conflict {
                    rule,
                    with: Cell::new(earlier as u8, other),
                });
            }
        }
        None
    }

    /// Looks `(row, col)` up in the three occupancy arrays: one comparison per look-up. A
    /// broken copy that forgets a line makes one look-up fewer.
    ///
    /// The blocking queen's square is worked out from the line and the row stored in it, not
    /// read from the board: when undo forgets to free a line, the queen that took it is gone,
    /// and the page should show where it stood.
    // Inlined into the search loop, where the wasm build otherwise calls it once per candidate.
    #[inline(always)]
    fn look_up_occupancy(&self, row: usize, col: u8, comparisons: &mut u64) -> Option<Conflict> {
        let col = col as usize;
        let lines = [
            (Rule::Column, self.column[col]),
            (Rule::Diagonal, self.diagonal[self.diagonal_index(row, col)]),
            (Rule::AntiDiagonal, self.anti_diagonal[row + col]),
        ];
        let unchecked = self.mistake.and_then(Mistake::unchecked);
        for (rule, holder) in lines {
            if Some(rule) == unchecked {
                continue;
            }
            *comparisons += 1;
            if holder != FREE {
                let holder_row = holder as usize;
                // Same column; same `row - col`; same `row + col`.
                let holder_col = match rule {
                    Rule::Diagonal => holder_row + col - row,
                    Rule::AntiDiagonal => row + col - holder_row,
                    _ => col,
                };
                let with = Cell::new(holder, holder_col as u8);
                return Some(Conflict { rule, with });
            }
        }
        None
    }
}

/// The rule by which a queen at `(row_a, col_a)` attacks one at `(row_b, col_b)` in a later
/// row, if any.
fn attack(row_a: usize, col_a: u8, row_b: usize, col_b: u8) -> Option<Rule> {
    let rows_apart = row_b - row_a;
    if col_a == col_b {
        Some(Rule::Column)
    } else if col_a as usize + rows_apart == col_b as usize {
        Some(Rule::Diagonal)
    } else if col_b as usize + rows_apart == col_a as usize {
        Some(Rule::AntiDiagonal)
    } else {
        None
    }
}

impl Problem for Queens {
    type Solution = Vec<u8>;

    #[inline(always)]
    fn next(&mut self, _comparisons: &mut u64) -> Next {
        let row = self.queens.len();
        if row == self.n {
            return Next::Full;
        }
        let every_column = u64::MAX >> (64 - self.n);
        let candidates = match self.strategy {
            Strategy::Permutation => every_column & !self.used_columns,
            _ => every_column,
        };
        Next::Branch {
            slot: row,
            candidates,
        }
    }

    #[inline(always)]
    fn check(&self, row: usize, col: u8, comparisons: &mut u64) -> Option<Conflict> {
        match self.strategy {
            Strategy::Naive | Strategy::Permutation => None,
            Strategy::Pruned => self.scan_earlier_rows(row, col, comparisons),
            Strategy::Occupancy => self.look_up_occupancy(row, col, comparisons),
        }
    }

    #[inline(always)]
    fn place(&mut self, row: usize, col: u8) {
        debug_assert_eq!(row, self.queens.len());
        self.queens.push(col);
        self.used_columns |= 1 << col;
        if self.strategy == Strategy::Occupancy {
            let diagonal = self.diagonal_index(row, col as usize);
            self.column[col as usize] = row as u8;
            self.diagonal[diagonal] = row as u8;
            self.anti_diagonal[row + col as usize] = row as u8;
        }
    }

    #[inline(always)]
    fn undo(&mut self, row: usize, col: u8) {
        debug_assert_eq!(Some(&col), self.queens.last());
        self.queens.pop();
        self.used_columns &= !(1 << col);
        if self.strategy == Strategy::Occupancy {
            self.column[col as usize] = FREE;
            // The lesson's slip: the two lines that free the diagonals are missing, so they
            // stay taken in every later branch.
            if self.mistake != Some(Mistake::ForgetUndo) {
                let diagonal = self.diagonal_index(row, col as usize);
                self.diagonal[diagonal] = FREE;
                self.anti_diagonal[row + col as usize] = FREE;
            }
        }
    }

    fn checks_leaves(&self) -> bool {
        matches!(self.strategy, Strategy::Naive | Strategy::Permutation)
    }

    /// Compares every pair of queens, top pair first: one comparison per pair. Permutation
    /// skips the column test, since its columns are distinct by construction.
    fn leaf_check(&self, comparisons: &mut u64) -> Option<Clash> {
        for (row_a, &col_a) in self.queens.iter().enumerate() {
            for (row_b, &col_b) in self.queens.iter().enumerate().skip(row_a + 1) {
                *comparisons += 1;
                match attack(row_a, col_a, row_b, col_b) {
                    Some(Rule::Column) if self.strategy == Strategy::Permutation => {}
                    Some(rule) => {
                        return Some(Clash {
                            rule,
                            first: Cell::new(row_a as u8, col_a),
                            second: Cell::new(row_b as u8, col_b),
                        })
                    }
                    None => {}
                }
            }
        }
        None
    }

    fn square(&self, row: usize, col: u8) -> Cell {
        Cell::new(row as u8, col)
    }

    fn solution(&self) -> Vec<u8> {
        self.queens.clone()
    }
}

/// A search of the `n`-queens tree with one strategy, ready to step.
pub fn search(n: usize, strategy: Strategy, limits: Limits) -> Result<Search<Queens>, QueensError> {
    Ok(Search::new(Queens::new(n, strategy)?, limits))
}

/// A search of the `n`-queens tree by occupancy with one deliberate mistake, ready to step.
pub fn search_with_mistake(
    n: usize,
    mistake: Mistake,
    limits: Limits,
) -> Result<Search<Queens>, QueensError> {
    Ok(Search::new(Queens::with_mistake(n, mistake)?, limits))
}

/// Runs a search by occupancy with one deliberate mistake to the end. No closed form is
/// known for a broken tree, so the report has no tree size.
pub fn solve_with_mistake(
    n: usize,
    mistake: Mistake,
    limits: Limits,
) -> Result<Report<Vec<u8>>, QueensError> {
    let mut search = search_with_mistake(n, mistake, limits)?;
    search.run();
    Ok(Report::of(&search, None))
}

/// Knuth's estimator of the size of one strategy's tree (see [`crate::search::estimate`]),
/// before its first probe; the same `seed` gives the same probes.
pub fn estimator(
    n: usize,
    strategy: Strategy,
    seed: u64,
) -> Result<Estimator<Queens>, QueensError> {
    Ok(Estimator::new(Queens::new(n, strategy)?, seed))
}

/// Runs a search to the end.
pub fn solve(n: usize, strategy: Strategy, limits: Limits) -> Result<Report<Vec<u8>>, QueensError> {
    let mut search = search(n, strategy, limits)?;
    search.run();
    Ok(Report::of(&search, strategy.tree_size(n)))
}

/// Whether `queens` (a column per row) is a full board on which no two queens attack: an
/// independent check for tests and the page, sharing no code with the strategies.
pub fn is_solution(n: usize, queens: &[u8]) -> bool {
    queens.len() == n
        && queens.iter().all(|&col| (col as usize) < n)
        && (0..n).all(|a| {
            (a + 1..n).all(|b| {
                let (ca, cb) = (queens[a] as i64, queens[b] as i64);
                ca != cb && (ca - cb).abs() != (b - a) as i64
            })
        })
}

/// Every pair of queens in `queens` (a column per row, from the top) that attack each other,
/// top pair first, with the rule each pair breaks: what the page draws in red on a broken
/// strategy's "solution". Empty exactly when no two queens attack.
pub fn attacking_pairs(queens: &[u8]) -> Vec<Clash> {
    let mut pairs = Vec::new();
    for (row_a, &col_a) in queens.iter().enumerate() {
        for (row_b, &col_b) in queens.iter().enumerate().skip(row_a + 1) {
            if let Some(rule) = attack(row_a, col_a, row_b, col_b) {
                pairs.push(Clash {
                    rule,
                    first: Cell::new(row_a as u8, col_a),
                    second: Cell::new(row_b as u8, col_b),
                });
            }
        }
    }
    pairs
}
