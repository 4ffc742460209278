//! Sudoku on 4×4, 6×6, 9×9 and 16×16 grids, searched by five strategies.
//!
//! The row-major strategies fill the empty cells in reading order with digits ascending; they
//! differ in what they place and when they check (see [`Strategy`]). `Candidates` instead
//! picks the empty cell with the fewest candidates, and `Propagation` first places what the
//! rules force. [`Sudoku`] is the grid plus those rules as the search loop of
//! [`crate::search`] needs them; [`search`] and [`solve`] are the entry points, and
//! [`Grid::parse`] reads puzzles as people write them. The digits of a unit are kept as bit
//! sets (bit `d` for digit `d`) in 32-bit words, since a 16×16 grid's digit 16 needs bit 16.

mod grid;
pub mod lane;
pub mod quick;

pub use grid::{digit_char, Entry, Format, Geometry, Grid, ParseError, Shape, MAX_CELLS};
pub use lane::SudokuPuzzle;

use crate::search::Report;
use crate::search::{Cell, Clash, Conflict, Limits, Next, Problem, Reason, Rule, Search};

/// How the search fills the grid.
///
/// | strategy | what it places | conflicts checked |
/// |---|---|---|
/// | `Naive` | any digit in each empty cell, row-major | only when the grid is full |
/// | `Permutation` | each row's missing digits, as a permutation | columns and boxes, when full |
/// | `Pruned` | a digit its row, column and box do not hold | before placing, by scanning |
/// | `Candidates` | the cell with the fewest candidates first | before placing, by bit sets |
/// | `Propagation` | forced digits first (naked and hidden singles), then as `Candidates` | as `Candidates` |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    Naive,
    Permutation,
    Pruned,
    Candidates,
    Propagation,
}

impl Strategy {
    pub const ALL: [Strategy; 5] = [
        Strategy::Naive,
        Strategy::Permutation,
        Strategy::Pruned,
        Strategy::Candidates,
        Strategy::Propagation,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::Naive => "naive",
            Strategy::Permutation => "permutation",
            Strategy::Pruned => "pruned",
            Strategy::Candidates => "candidates",
            Strategy::Propagation => "propagation",
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
            Strategy::Naive => "any digit in each empty cell; checks only the full grid",
            Strategy::Permutation => {
                "each row's missing digits as a permutation; checks columns and boxes at the end"
            }
            Strategy::Pruned => "a digit only if its row, column and box do not hold it",
            Strategy::Candidates => "the empty cell with the fewest candidates first",
            Strategy::Propagation => {
                "forced digits (naked and hidden singles) first, then a guess as candidates"
            }
        }
    }

    /// The number of nodes this strategy visits when it walks its whole tree, where a closed
    /// form is known: `1 + d + … + d^e` for naive (`d` digits, `e` empty cells); for
    /// permutation, the sum over every prefix of the product of the rows' falling factorials.
    pub fn tree_size(self, grid: &Grid) -> Option<f64> {
        let shape = grid.shape();
        match self {
            Strategy::Naive => {
                let digits = shape.size as f64;
                Some((0..=grid.empties()).map(|k| digits.powi(k as i32)).sum())
            }
            Strategy::Permutation => {
                let mut level = 1.0;
                let mut total = 1.0;
                for row in grid.cells().chunks(shape.size as usize) {
                    let missing = row.iter().filter(|&&d| d == 0).count();
                    for k in 0..missing {
                        level *= (missing - k) as f64;
                        total += level;
                    }
                }
                Some(total)
            }
            Strategy::Pruned | Strategy::Candidates | Strategy::Propagation => None,
        }
    }
}

/// Why a puzzle cannot be searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SudokuError {
    /// The text is not a grid.
    Parse(ParseError),
    /// Two givens already break a rule, so no search can succeed.
    ConflictingGivens { clash: Clash, digit: u8 },
}

impl std::fmt::Display for SudokuError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SudokuError::Parse(error) => error.fmt(f),
            SudokuError::ConflictingGivens { clash, digit } => write!(
                f,
                "the givens at {} and {} are both {digit} in the same {}",
                clash.first,
                clash.second,
                clash.rule.name()
            ),
        }
    }
}

impl std::error::Error for SudokuError {}

impl From<ParseError> for SudokuError {
    fn from(error: ParseError) -> SudokuError {
        SudokuError::Parse(error)
    }
}

/// The cells that conflict in a puzzle's givens, or `Ok` if none do.
pub fn check_givens(grid: &Grid) -> Result<(), SudokuError> {
    match grid.first_clash(&[Rule::Row, Rule::Column, Rule::Box], &mut 0) {
        Some(clash) => Err(SudokuError::ConflictingGivens {
            clash,
            digit: grid.get(clash.first),
        }),
        None => Ok(()),
    }
}

/// The number of digits in a candidate set (bits 1 to 16).
#[cfg(target_arch = "wasm32")]
fn count_digits(mask: u32) -> u8 {
    mask.count_ones() as u8 // wasm has a population count instruction
}

/// The number of digits in a candidate set (bits 1 to 16), by table: baseline x86-64 builds
/// lack a fast population count instruction. Digits 1 to 9 and 10 to 16 are looked up apart,
/// so the table stays small enough to sit in the cache.
#[cfg(not(target_arch = "wasm32"))]
fn count_digits(mask: u32) -> u8 {
    const COUNTS: [u8; 512] = {
        let mut table = [0u8; 512];
        let mut i = 0;
        while i < 512 {
            table[i] = (i as u32).count_ones() as u8;
            i += 1;
        }
        table
    };
    let nine = COUNTS[(mask >> 1) as usize & 511];
    // Digits 10 to 16 only exist on a 16×16 grid; the branch costs other grids next to nothing.
    if mask < 1 << 10 {
        nine
    } else {
        nine + COUNTS[(mask >> 10) as usize & 127]
    }
}

/// The words of the set of empty cells: 64 cells each, 256 in all.
const EMPTY_WORDS: usize = MAX_CELLS / 64;

/// The grid and the rules of one strategy.
///
/// Invariants: `grid` holds the givens plus exactly the placements on the search's stack;
/// `row_digits`, `column_digits` and `box_digits` are the bit sets of the digits in each unit
/// of `grid`; the first `filled` cells of `empties` are the ones the row-major strategies
/// have filled.
#[derive(Clone, Debug)]
pub struct Sudoku {
    strategy: Strategy,
    grid: Grid,
    givens: Grid,
    /// The cells empty at the start, in row-major order.
    empties: Vec<u8>,
    /// How many placements are on the grid.
    filled: usize,
    /// The digits in each row, column and box (16 entries, one per unit of the largest grid,
    /// so an index masked with `& 15` needs no bounds check).
    row_digits: [u32; 16],
    column_digits: [u32; 16],
    box_digits: [u32; 16],
    /// Every digit of the shape as a bit set.
    all_digits: u32,
    /// Bit set of the empty cells (bit `i % 64` of word `i / 64` is cell `i`), so scans skip
    /// the filled ones. Four words for the 256 cells of a 16×16 grid; words rather than a
    /// u128, because wasm has no 128-bit shifts.
    empty: [u64; EMPTY_WORDS],
    /// How many words of `empty` the grid uses: two up to 9×9, four for 16×16.
    empty_words: usize,
    /// Propagation's pencil marks, the candidate set of each cell: written for every empty
    /// cell by each scan, and 0 for every filled cell (`write` clears it), so a unit's scan
    /// may read any of its cells. Kept here rather than zeroed on the stack at every call:
    /// with 32-bit sets for 256 cells, zeroing cost a 9×9 search more than it saved.
    pencil_marks: [u32; MAX_CELLS],
    geometry: &'static Geometry,
}

impl Sudoku {
    /// The puzzle ready to search; conflicting givens are refused here, before any search.
    pub fn new(givens: Grid, strategy: Strategy) -> Result<Sudoku, SudokuError> {
        check_givens(&givens)?;
        let shape = givens.shape();
        let mut sudoku = Sudoku {
            strategy,
            grid: Grid::empty(shape),
            givens: givens.clone(),
            empties: Vec::new(),
            filled: 0,
            row_digits: [0; 16],
            column_digits: [0; 16],
            box_digits: [0; 16],
            all_digits: shape.all_digits(),
            empty: [0; EMPTY_WORDS],
            empty_words: shape.cells().div_ceil(64),
            pencil_marks: [0; MAX_CELLS],
            geometry: shape.geometry(),
        };
        for (index, &digit) in givens.cells().iter().enumerate() {
            if digit == 0 {
                sudoku.empties.push(index as u8);
                sudoku.empty[index / 64] |= 1 << (index % 64);
            } else {
                sudoku.write(index, digit);
            }
        }
        sudoku.filled = 0;
        Ok(sudoku)
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The grid as it is now: givens and placements.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The digits `cell` may still take: those its row, column and box do not hold.
    pub fn candidates(&self, index: usize) -> u32 {
        let g = self.geometry;
        // `& 15` keeps every index inside the 16-entry arrays, so no bounds check is needed.
        self.all_digits
            & !(self.row_digits[g.row[index] as usize & 15]
                | self.column_digits[g.col[index] as usize & 15]
                | self.box_digits[g.box_of[index] as usize & 15])
    }

    // Inlined into the search loop with `erase` and `next`, as the other puzzles' place and
    // undo are (the wasm build called them once per event: the naive and permutation lanes
    // in wasm, 87-96 M events/s called, 106-115 M inlined).
    #[inline(always)]
    fn write(&mut self, index: usize, digit: u8) {
        let g = self.geometry;
        let bit = 1 << digit;
        self.grid.set_index(index, digit);
        self.empty[index / 64 % EMPTY_WORDS] &= !(1 << (index % 64));
        self.pencil_marks[index % MAX_CELLS] = 0;
        self.row_digits[g.row[index] as usize] |= bit;
        self.column_digits[g.col[index] as usize] |= bit;
        self.box_digits[g.box_of[index] as usize] |= bit;
        self.filled += 1;
    }

    #[inline(always)]
    fn erase(&mut self, index: usize, digit: u8) {
        let g = self.geometry;
        let bit = !(1 << digit);
        self.grid.set_index(index, 0);
        self.empty[index / 64 % EMPTY_WORDS] |= 1 << (index % 64);
        self.row_digits[g.row[index] as usize] &= bit;
        self.column_digits[g.col[index] as usize] &= bit;
        self.box_digits[g.box_of[index] as usize] &= bit;
        self.filled -= 1;
    }

    /// The empty cell with the fewest candidates (the first in row-major order on a tie), one
    /// comparison per empty cell examined; stops early at a cell with none.
    fn fewest_candidates(&self, comparisons: &mut u64) -> Next {
        // The best cell so far, its candidates and how many they are; no cell has more than
        // 16 candidates, so `fewest` starts above any count and the first cell always wins.
        let (mut best, mut best_candidates, mut fewest) = (None, 0, u8::MAX);
        // The empty cells in row-major order, word by word (bit `i % 64` of word `i / 64` is
        // cell `i`), read where they are, as `propagate` reads them: through an iterator over a
        // copy of the words, the wasm build copied them into its frame at every call and kept
        // the iterator's state on its stack (instructions an event, the empty grid: 258.9 ->
        // 229.0 in wasm, 182.7 -> 165.2 natively).
        for (word, &cells) in self.empty.iter().enumerate().take(self.empty_words) {
            let mut left = cells;
            while left != 0 {
                let index = (word * 64 + left.trailing_zeros() as usize) % MAX_CELLS;
                left &= left - 1;
                *comparisons += 1;
                let candidates = self.candidates(index);
                if candidates == 0 {
                    return Next::DeadEnd { slot: index };
                }
                let count = count_digits(candidates);
                if count < fewest {
                    (best, best_candidates, fewest) = (Some(index), candidates, count);
                }
            }
        }
        match best {
            Some(slot) => Next::Branch {
                slot,
                candidates: best_candidates as u64,
            },
            None => Next::Full,
        }
    }

    /// Constraint propagation, one forced placement per call: a cell with no candidate is a
    /// dead end; else the first cell (row-major) with a single candidate (a naked single);
    /// else, unit by unit (rows, then columns, then boxes), a missing digit with no place left
    /// is a dead end and a digit with a single place is forced (a hidden single); else a guess
    /// on the cell with the fewest candidates.
    fn propagate(&mut self, comparisons: &mut u64) -> Next {
        let g = self.geometry;
        // The guess so far as one number, its candidates' count above its cell (`count << 8 |
        // index`, cells being under 256): the smallest is the cell with the fewest candidates,
        // the first in row-major order on a tie, kept in one register and updated with one
        // `min`. Kept as an `Option<(usize, u8)>`, the wasm build moved it through its frame
        // at every cell.
        let mut best = u32::MAX;
        // The fields apart, so that writing a pencil mark is seen not to change the unit's
        // digits (the wasm build loaded them again after every write).
        let Sudoku {
            row_digits,
            column_digits,
            box_digits,
            all_digits,
            empty,
            empty_words,
            pencil_marks,
            ..
        } = self;
        let all_digits = *all_digits;
        let mut examined = 0;
        for (word, &cells) in empty.iter().enumerate().take(*empty_words) {
            let mut left = cells;
            while left != 0 {
                let index = (word * 64 + left.trailing_zeros() as usize) % MAX_CELLS;
                left &= left - 1;
                examined += 1;
                let mask = all_digits
                    & !(row_digits[g.row[index] as usize & 15]
                        | column_digits[g.col[index] as usize & 15]
                        | box_digits[g.box_of[index] as usize & 15]);
                pencil_marks[index] = mask;
                if mask & mask.wrapping_sub(1) == 0 {
                    // No candidate, or exactly one.
                    *comparisons += examined;
                    if mask == 0 {
                        return Next::DeadEnd { slot: index };
                    }
                    let value = mask.trailing_zeros() as u8;
                    return Next::Forced {
                        slot: index,
                        value,
                        reason: Reason::NakedSingle,
                    };
                }
                // Two candidates is the fewest a guess can have: once one is found, counting
                // stops natively, where counting is a look-up in a table; wasm counts with one
                // instruction, cheaper than the test.
                if cfg!(target_arch = "wasm32") || best >= 3 << 8 {
                    best = best.min(u32::from(count_digits(mask)) << 8 | index as u32);
                }
            }
        }
        *comparisons += examined;
        if best == u32::MAX {
            return Next::Full;
        }
        self.force_or_guess((best & 0xff) as usize, comparisons)
    }

    /// Propagation's second scan, once the first has written every empty cell's pencil marks
    /// and found no naked single: unit by unit (rows, then columns, then boxes), a missing digit
    /// with no place left is a dead end and a digit with a single place is forced (a hidden
    /// single); one comparison per unit examined. When no unit forces anything, the guess.
    /// Few calls come this far (on the empty grid, 1 in 13), so LLVM is asked to keep it out
    /// of line: instructions an event on the empty grid 169.9 -> 168.9 natively and 235.9 ->
    /// 232.4 in wasm, even though wasm-opt puts it back into `propagate`'s body.
    #[inline(never)]
    fn force_or_guess(&self, guess: usize, comparisons: &mut u64) -> Next {
        let shape = self.grid.shape();
        let g = self.geometry;
        for (unit, placed) in [
            (Rule::Row, &self.row_digits),
            (Rule::Column, &self.column_digits),
            (Rule::Box, &self.box_digits),
        ] {
            for (number, &in_unit) in placed.iter().enumerate().take(shape.size as usize) {
                if in_unit == self.all_digits {
                    continue; // a full unit has nothing to force
                }
                // Digits seen in one candidate set of the unit, and in two or more.
                let (mut once, mut twice) = (0u32, 0u32);
                let cells = g.unit(shape.size, unit, number);
                for &cell in cells {
                    let mask = self.pencil_marks[cell as usize];
                    twice |= once & mask;
                    once |= mask;
                }
                *comparisons += 1;
                let nowhere = self.all_digits & !in_unit & !once;
                if nowhere != 0 {
                    let value = nowhere.trailing_zeros() as u8;
                    return Next::NoPlace {
                        slot: cells[0] as usize,
                        value,
                        unit,
                    };
                }
                let single = once & !twice;
                if single != 0 {
                    let value = single.trailing_zeros() as u8;
                    let bit = 1u32 << value;
                    let &cell = cells
                        .iter()
                        .find(|&&cell| self.pencil_marks[cell as usize] & bit != 0)
                        .expect("a hidden single has a cell");
                    let reason = Reason::HiddenSingle { unit };
                    return Next::Forced {
                        slot: cell as usize,
                        value,
                        reason,
                    };
                }
            }
        }
        let mask = self.pencil_marks[guess];
        Next::Branch {
            slot: guess,
            candidates: mask as u64,
        }
    }

    /// The first cell in the row, then the column, then the box of `index` that holds `digit`:
    /// one comparison per cell scanned.
    fn scan_units(&self, index: usize, digit: u8, comparisons: &mut u64) -> Option<Conflict> {
        let shape = self.grid.shape();
        let cell = shape.cell(index);
        let units = [
            (Rule::Row, cell.row as usize),
            (Rule::Column, cell.col as usize),
            (Rule::Box, shape.box_of(cell)),
        ];
        for (rule, number) in units {
            for other in shape.unit(rule, number).filter(|&other| other != cell) {
                *comparisons += 1;
                if self.grid.get(other) == digit {
                    return Some(Conflict { rule, with: other });
                }
            }
        }
        None
    }
}

impl Problem for Sudoku {
    type Solution = Grid;

    #[inline(always)]
    fn next(&mut self, comparisons: &mut u64) -> Next {
        match self.strategy {
            Strategy::Candidates => return self.fewest_candidates(comparisons),
            Strategy::Propagation => return self.propagate(comparisons),
            _ => {}
        }
        let Some(&slot) = self.empties.get(self.filled) else {
            return Next::Full;
        };
        let shape = self.grid.shape();
        let candidates = match self.strategy {
            Strategy::Permutation => {
                shape.all_digits() & !self.row_digits[self.geometry.row[slot as usize] as usize]
            }
            _ => shape.all_digits(),
        };
        Next::Branch {
            slot: slot as usize,
            candidates: candidates as u64,
        }
    }

    #[inline(always)]
    fn check(&self, slot: usize, digit: u8, comparisons: &mut u64) -> Option<Conflict> {
        match self.strategy {
            Strategy::Pruned => self.scan_units(slot, digit, comparisons),
            Strategy::Naive
            | Strategy::Permutation
            | Strategy::Candidates
            | Strategy::Propagation => None,
        }
    }

    #[inline(always)]
    fn place(&mut self, slot: usize, digit: u8) {
        self.write(slot, digit);
    }

    #[inline(always)]
    fn undo(&mut self, slot: usize, digit: u8) {
        self.erase(slot, digit);
    }

    fn checks_leaves(&self) -> bool {
        matches!(self.strategy, Strategy::Naive | Strategy::Permutation)
    }

    /// Naive checks rows, columns and boxes; permutation only columns and boxes, since its
    /// rows are right by construction.
    fn leaf_check(&self, comparisons: &mut u64) -> Option<Clash> {
        let rules: &[Rule] = match self.strategy {
            Strategy::Permutation => &[Rule::Column, Rule::Box],
            _ => &[Rule::Row, Rule::Column, Rule::Box],
        };
        self.grid.first_clash(rules, comparisons)
    }

    fn square(&self, slot: usize, _digit: u8) -> Cell {
        Cell::new(self.geometry.row[slot], self.geometry.col[slot])
    }

    fn solution(&self) -> Grid {
        self.grid.clone()
    }
}

/// A search of one puzzle with one strategy, ready to step.
pub fn search(
    grid: &Grid,
    strategy: Strategy,
    limits: Limits,
) -> Result<Search<Sudoku>, SudokuError> {
    Ok(Search::new(Sudoku::new(grid.clone(), strategy)?, limits))
}

/// Runs a search to the end.
pub fn solve(grid: &Grid, strategy: Strategy, limits: Limits) -> Result<Report<Grid>, SudokuError> {
    let mut search = search(grid, strategy, limits)?;
    search.run();
    Ok(Report::of(&search, strategy.tree_size(grid)))
}
