//! The quick solver behind "Solve now": a 9×9 grid solved, and its solutions counted up to a
//! cap, as fast as the rules allow, with no events to show.
//!
//! It keeps the grid digit by digit: for each digit and each band (three rows), a 27-bit set
//! of the cells where the digit may still go. In one band a digit fills each row once and each
//! box once, so the band's rows and boxes are matched one to one, as in a permutation; likewise
//! in one stack (three columns) the bands and the columns. A 3 × 3 pattern of which row may
//! meet which box keeps only the pairs that lie on some permutation ([`KEEP`]): one table
//! look-up makes every pointing and claiming deduction inside a band or a stack at once. With
//! the singles (a row left with one cell for the digit; a cell left with one digit) this
//! settles most puzzles, and the rest are split on a cell with two candidates, or the fewest.
//! The teaching strategies keep their own loops in `sudoku`; this is the fast path only.

use super::{Grid, Shape};

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;
/// The nine cells of a band's first row.
const ROW: u32 = 0o777;

/// A 3 × 3 pattern as nine bits, bit `3 i + j` for the pair (i, j) (a band's row and box, or
/// a stack's band and column), mapped to the pairs of it that lie on a permutation inside it:
/// zero when every row cannot be matched to its own column.
const KEEP: [u16; 512] = keep_table();

/// A pattern of (row, box) pairs as the cells of a band they cover.
const MINIROWS: [u32; 512] = minirow_table();

/// A row's nine cells as the three boxes it has cells in.
const BOXES_OF_ROW: [u16; 512] = boxes_of_row_table();

/// Nine columns (a 9-bit set) as the band's cells in them: the set copied to all three rows.
const fn in_columns(set: u32) -> u32 {
    set * (1 | 1 << 9 | 1 << 18)
}

const fn keep_table() -> [u16; 512] {
    const PERMUTATIONS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut table = [0u16; 512];
    let mut pattern = 0;
    while pattern < 512 {
        let mut p = 0;
        while p < 6 {
            let order = PERMUTATIONS[p];
            let mut matrix = 0u16;
            let mut i = 0;
            while i < 3 {
                matrix |= 1 << (3 * i + order[i]);
                i += 1;
            }
            if matrix as usize & pattern == matrix as usize {
                table[pattern] |= matrix;
            }
            p += 1;
        }
        pattern += 1;
    }
    table
}

const fn minirow_table() -> [u32; 512] {
    let mut table = [0u32; 512];
    let mut pattern = 0;
    while pattern < 512 {
        let mut bit = 0;
        while bit < 9 {
            if pattern & (1 << bit) != 0 {
                let (row, boxed) = (bit / 3, bit % 3);
                table[pattern] |= 0b111 << (9 * row + 3 * boxed);
            }
            bit += 1;
        }
        pattern += 1;
    }
    table
}

const fn boxes_of_row_table() -> [u16; 512] {
    let mut table = [0u16; 512];
    let mut row = 0;
    while row < 512 {
        let mut boxed = 0;
        while boxed < 3 {
            if row & (0b111 << (3 * boxed)) != 0 {
                table[row] |= 1 << boxed;
            }
            boxed += 1;
        }
        row += 1;
    }
    table
}

/// What a quick solve found: the solutions up to its cap, the first of them, and its work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// Solutions found, at most the cap.
    pub solutions: u64,
    /// The first solution.
    pub first: Option<Grid>,
    /// Guesses made: branches tried on a cell the rules did not settle.
    pub guesses: u64,
    /// Cells the rules filled (singles), over every branch.
    pub forced: u64,
}

/// A grid in the making: for each digit and band, where the digit may go (its placed cell
/// among them), and for each band the cells already filled.
#[derive(Clone, Copy)]
struct Board {
    places: [[u32; 3]; 9],
    filled: [u32; 3],
    /// The bands whose places changed since they were last settled, bit `3 digit + band`.
    dirty: u32,
}

/// The work of one solve, and where it stops.
struct Run {
    cap: u64,
    solutions: u64,
    first: Option<[u8; 81]>,
    guesses: u64,
    forced: u64,
}

/// Solves a 9×9 grid, counting its solutions up to `cap` (at least 1); `None` for any other
/// size. Givens that break the rules give no solution.
pub fn solve(grid: &Grid, cap: u64) -> Option<Solved> {
    if grid.shape() != Shape::NINE {
        return None;
    }
    let mut run = Run {
        cap: cap.max(1),
        solutions: 0,
        first: None,
        guesses: 0,
        forced: 0,
    };
    let mut board = Board {
        places: [[BAND; 3]; 9],
        filled: [0; 3],
        dirty: 0,
    };
    let mut possible = true;
    for (index, &digit) in grid.cells().iter().enumerate() {
        if digit != 0 {
            possible &= board.place(digit as usize - 1, index / 27, 1 << (index % 27));
        }
    }
    if possible {
        board.search(&mut run);
    }
    let first = run.first.map(|cells| {
        let mut solution = Grid::empty(Shape::NINE);
        for (index, digit) in cells.into_iter().enumerate() {
            solution.set_index(index, digit);
        }
        solution
    });
    Some(Solved {
        solutions: run.solutions,
        first,
        guesses: run.guesses,
        forced: run.forced,
    })
}

impl Board {
    /// Puts `digit` in the one cell `cell` of `band`: the cell's row keeps only it, the other
    /// digits lose the cell. False when the digit could not go there.
    fn place(&mut self, digit: usize, band: usize, cell: u32) -> bool {
        let places = &mut self.places[digit][band];
        if *places & cell == 0 {
            return false;
        }
        let row = ROW << (9 * (cell.trailing_zeros() / 9));
        *places = (*places & !row) | cell;
        self.fill(digit, band, cell);
        self.dirty |= 1 << (3 * digit + band);
        true
    }

    /// Marks `cells` of `band` filled with `digit`: every other digit loses them.
    fn fill(&mut self, digit: usize, band: usize, cells: u32) {
        self.filled[band] |= cells;
        let (own, own_dirty) = (
            self.places[digit][band],
            self.dirty & 1 << (3 * digit + band),
        );
        for other in 0..9 {
            let before = self.places[other][band];
            self.places[other][band] = before & !cells;
            self.dirty |= ((before & cells != 0) as u32) << (3 * other + band);
        }
        self.places[digit][band] = own;
        self.dirty = self.dirty & !(1 << (3 * digit + band)) | own_dirty;
    }

    /// Narrows one digit's places until its bands and stacks allow nothing less: each band's
    /// rows matched to its boxes, each stack's bands to its columns. `changed` says which
    /// bands changed since the last time (bit `band`). False on a contradiction.
    fn settle(&mut self, digit: usize, changed: u32) -> bool {
        let mut bands = self.places[digit];
        let mut changed = changed;
        loop {
            for (band, places) in bands.iter_mut().enumerate() {
                if changed & 1 << band == 0 {
                    continue;
                }
                let x = *places;
                let pattern = BOXES_OF_ROW[(x & ROW) as usize]
                    | BOXES_OF_ROW[(x >> 9 & ROW) as usize] << 3
                    | BOXES_OF_ROW[(x >> 18) as usize] << 6;
                let keep = KEEP[pattern as usize];
                if keep == 0 {
                    return false;
                }
                *places = x & MINIROWS[keep as usize];
            }
            let columns = bands.map(|x| (x | x >> 9 | x >> 18) & ROW);
            let mut kept = [0u32; 3];
            for stack in 0..3 {
                let shift = 3 * stack;
                let pattern = (columns[0] >> shift & 7)
                    | (columns[1] >> shift & 7) << 3
                    | (columns[2] >> shift & 7) << 6;
                let keep = KEEP[pattern as usize] as u32;
                if keep == 0 {
                    return false;
                }
                for (band, kept) in kept.iter_mut().enumerate() {
                    *kept |= (keep >> (3 * band) & 7) << shift;
                }
            }
            changed = 0;
            for (band, (places, kept)) in bands.iter_mut().zip(kept).enumerate() {
                let narrowed = *places & in_columns(kept);
                changed |= ((narrowed != *places) as u32) << band;
                *places = narrowed;
            }
            if changed == 0 {
                break;
            }
        }
        self.places[digit] = bands;
        true
    }

    /// Settles every digit that changed and fills what the singles force, until nothing
    /// changes. False on a contradiction.
    fn propagate(&mut self, run: &mut Run) -> bool {
        loop {
            while self.dirty != 0 {
                let digit = self.dirty.trailing_zeros() as usize / 3;
                let changed = self.dirty >> (3 * digit) & 7;
                self.dirty &= !(7 << (3 * digit));
                if !self.settle(digit, changed) {
                    return false;
                }
                // A row left with one cell for the digit: the digit is there (a hidden single).
                for band in 0..3 {
                    let x = self.places[digit][band];
                    let mut alone = 0;
                    for row in 0..3 {
                        let cells = x & (ROW << (9 * row));
                        if cells & (cells - 1) == 0 {
                            alone |= cells;
                        }
                    }
                    let new = alone & !self.filled[band];
                    if new != 0 {
                        run.forced += new.count_ones() as u64;
                        self.fill(digit, band, new);
                    }
                }
            }
            // A cell left with one digit: the digit is there (a naked single).
            for band in 0..3 {
                let (mut once, mut twice) = (0u32, 0u32);
                for digit in 0..9 {
                    let x = self.places[digit][band];
                    twice |= once & x;
                    once |= x;
                }
                if once != BAND {
                    return false;
                }
                let single = once & !twice & !self.filled[band];
                if single == 0 {
                    continue;
                }
                for digit in 0..9 {
                    let mut cells = single & self.places[digit][band];
                    while cells != 0 {
                        let cell = cells & cells.wrapping_neg();
                        cells &= cells - 1;
                        run.forced += 1;
                        if !self.place(digit, band, cell) {
                            return false;
                        }
                    }
                }
            }
            if self.dirty == 0 {
                return true;
            }
        }
    }

    /// Propagates, then splits on the open cell with the fewest candidates (a cell with two
    /// when there is one), trying its digits in order; stops at the run's cap.
    fn search(&mut self, run: &mut Run) {
        if !self.propagate(run) {
            return;
        }
        let Some((band, cell)) = self.open_cell() else {
            run.solutions += 1;
            if run.first.is_none() {
                run.first = Some(self.cells());
            }
            return;
        };
        for digit in 0..9 {
            if self.places[digit][band] & cell == 0 {
                continue;
            }
            let mut child = *self;
            run.guesses += 1;
            if child.place(digit, band, cell) {
                child.search(run);
            }
            if run.solutions >= run.cap {
                return;
            }
        }
    }

    /// The open cell to split on, as (band, cell bit), or `None` when the grid is full.
    fn open_cell(&self) -> Option<(usize, u32)> {
        let mut fewest: Option<(u32, usize, u32)> = None;
        for band in 0..3 {
            let open = BAND & !self.filled[band];
            if open == 0 {
                continue;
            }
            let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
            for digit in 0..9 {
                let x = self.places[digit][band];
                thrice |= twice & x;
                twice |= once & x;
                once |= x;
            }
            let pairs = twice & !thrice & open;
            if pairs != 0 {
                return Some((band, pairs & pairs.wrapping_neg()));
            }
            let mut cells = open;
            while cells != 0 {
                let cell = cells & cells.wrapping_neg();
                cells &= cells - 1;
                let count = (0..9).filter(|&d| self.places[d][band] & cell != 0).count() as u32;
                if fewest.is_none_or(|(least, _, _)| count < least) {
                    fewest = Some((count, band, cell));
                }
            }
        }
        fewest.map(|(_, band, cell)| (band, cell))
    }

    /// The full grid's digits, cell by cell in reading order (cell 27 b + i is bit i of band b).
    fn cells(&self) -> [u8; 81] {
        let mut cells = [0u8; 81];
        for (digit, bands) in self.places.iter().enumerate() {
            for (band, &x) in bands.iter().enumerate() {
                let mut bits = x;
                while bits != 0 {
                    cells[27 * band + bits.trailing_zeros() as usize] = digit as u8 + 1;
                    bits &= bits - 1;
                }
            }
        }
        cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Limits, Mode};
    use crate::sudoku::{self, Strategy};

    fn grid(line: &str) -> Grid {
        Grid::parse(line).unwrap()
    }

    /// True when `solution` fills `givens` and breaks no rule.
    fn solves(solution: &Grid, givens: &Grid) -> bool {
        let cells = solution.cells();
        let kept = givens
            .cells()
            .iter()
            .zip(cells)
            .all(|(&g, &s)| g == 0 || g == s);
        let units = (0..9).flat_map(|i| {
            [
                (0..9).map(|j| 9 * i + j).collect::<Vec<_>>(),
                (0..9).map(|j| 9 * j + i).collect(),
                (0..9)
                    .map(|j| 27 * (i / 3) + 3 * (i % 3) + 9 * (j / 3) + j % 3)
                    .collect(),
            ]
        });
        kept && units
            .into_iter()
            .all(|unit| unit.iter().map(|&c| 1u32 << cells[c]).fold(0, |a, b| a | b) == 0x3fe)
    }

    #[test]
    fn the_tables_keep_only_what_lies_on_a_permutation() {
        assert_eq!(KEEP[0b111_111_111], 0b111_111_111);
        // The diagonal alone is a permutation; with one pair off it, the pair goes.
        assert_eq!(KEEP[0b100_010_001], 0b100_010_001);
        assert_eq!(KEEP[0b100_010_011], 0b100_010_001);
        // A row with no pair, or two rows meeting only one column: nothing.
        assert_eq!(KEEP[0b111_111_000], 0);
        assert_eq!(KEEP[0b111_001_001], 0);
        assert_eq!(MINIROWS[0b000_000_001], 0b111);
        assert_eq!(MINIROWS[0b100_000_000], 0b111 << 24);
        assert_eq!(BOXES_OF_ROW[0b100_000_010], 0b101);
        assert_eq!(in_columns(0b101), 0b101 | 0b101 << 9 | 0b101 << 18);
    }

    #[test]
    fn other_sizes_are_not_its_business() {
        assert_eq!(solve(&grid("1234341221434321"), 2), None);
    }

    #[test]
    fn an_empty_grid_has_many_solutions_and_the_first_is_a_sudoku() {
        let empty = Grid::empty(Shape::NINE);
        let solved = solve(&empty, 50).unwrap();
        assert_eq!(solved.solutions, 50);
        assert!(solves(solved.first.as_ref().unwrap(), &empty));
    }

    #[test]
    fn givens_that_clash_have_no_solution() {
        // Two 5s in a row, in a column, in a box; and a cell no digit fits.
        let mut lines = vec![
            format!("55{}", ".".repeat(79)),
            format!("5{}5{}", ".".repeat(26), ".".repeat(53)),
            format!("5.........5{}", ".".repeat(70)),
        ];
        lines.push(format!("12345678.........9{}", ".".repeat(63)));
        for line in lines {
            let solved = solve(&grid(&line), 2).unwrap();
            assert_eq!((solved.solutions, solved.first), (0, None), "{line}");
        }
    }

    /// Every puzzle of the project's samples agrees with the propagation strategy: the same
    /// number of solutions up to 2, and the first solution a Sudoku that keeps the givens (one
    /// solution: the same grid). `make bench` solves the whole sets beside the `sudoku` crate.
    #[test]
    fn agrees_with_propagation_on_the_sample_sets() {
        let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sudoku");
        let mut checked = 0;
        for set in [
            "norvig_top95.txt",
            "puzzles2_17_clue_sample",
            "puzzles3_magictour_top1465_sample",
            "puzzles5_forum_hardest_1905_11+_sample",
            "puzzles6_forum_hardest_1106",
            "puzzles7_serg_sample",
        ] {
            let text = std::fs::read_to_string(format!("{data}/{set}")).unwrap();
            let lines: Vec<&str> = text
                .lines()
                .map(str::trim)
                .filter(|l| l.len() >= 81 && !l.starts_with('#'))
                .collect();
            for line in lines {
                let givens = grid(line);
                let quick = solve(&givens, 2).unwrap();
                let slow =
                    sudoku::solve(&givens, Strategy::Propagation, Limits::new(Mode::UpTo(2)))
                        .unwrap();
                assert_eq!(quick.solutions, slow.stats.solutions, "{line}");
                let first = quick.first.as_ref().unwrap();
                assert!(solves(first, &givens), "{line}");
                if quick.solutions == 1 {
                    assert_eq!(Some(first), slow.solution.as_ref(), "{line}");
                }
                checked += 1;
            }
        }
        assert!(checked > 900, "{checked} puzzles checked");
    }
}
