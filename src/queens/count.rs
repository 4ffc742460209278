//! Counting every N-Queens solution fast: a bitboard search, with and without the board's
//! mirror symmetry.
//!
//! The teaching strategies explain each node; this module only counts, far beyond what an
//! animation can show. Its tree is the pruned strategy's tree (a queen is placed only where no
//! earlier queen attacks), walked with three bit sets instead of scans: the columns taken, and
//! the diagonals and anti-diagonals that attack the next row. Mirroring the board left to
//! right maps solutions with the first queen in column `c` onto those with it in `n - 1 - c`,
//! so the symmetric counter walks the left half of the first row, doubles, and walks the
//! middle column once when `n` is odd.

use super::{board_size, QueensError};

/// The largest n the counter accepts: 64-bit counts and patience both run out past this.
pub const MAX_COUNT_N: usize = 20;

/// Solutions and nodes (root plus placements) of one count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    pub solutions: u64,
    pub nodes: u64,
}

impl std::ops::AddAssign for Count {
    fn add_assign(&mut self, other: Count) {
        self.solutions += other.solutions;
        self.nodes += other.nodes;
    }
}

fn check(n: usize) -> Result<usize, QueensError> {
    let n = board_size(n as i64)?;
    if n > MAX_COUNT_N {
        return Err(QueensError::CountTooLarge {
            n,
            max: MAX_COUNT_N,
        });
    }
    Ok(n)
}

/// Counts the completions below a partial board given as its three attack sets, with an
/// explicit stack: one frame per row, holding the squares of that row still to try.
fn count_below(n: usize, columns: u32, diagonals: u32, anti_diagonals: u32) -> Count {
    let full = (1u32 << n) - 1;
    let mut count = Count::default();
    if columns == full {
        count.solutions = 1;
        return count;
    }
    // Per row below the prefix: the attack sets on entering it and the squares left to try.
    let mut stack = [(0u32, 0u32, 0u32, 0u32); 32];
    let mut depth = 0;
    stack[0] = (
        columns,
        diagonals,
        anti_diagonals,
        full & !(columns | diagonals | anti_diagonals),
    );
    loop {
        let (columns, diagonals, anti_diagonals, free) = stack[depth];
        if free == 0 {
            if depth == 0 {
                return count;
            }
            depth -= 1;
            continue;
        }
        let square = free & free.wrapping_neg();
        stack[depth].3 = free & !square;
        count.nodes += 1;
        let columns = columns | square;
        if columns == full {
            count.solutions += 1;
            continue;
        }
        let diagonals = ((diagonals | square) << 1) & full;
        let anti_diagonals = (anti_diagonals | square) >> 1;
        depth += 1;
        stack[depth] = (
            columns,
            diagonals,
            anti_diagonals,
            full & !(columns | diagonals | anti_diagonals),
        );
    }
}

/// The count for the boards whose first-row queen is in column `first`.
pub fn count_first_column(n: usize, first: usize) -> Result<Count, QueensError> {
    count_prefix(n, &[first])
}

/// The count for the boards that start with queens in the columns of `prefix`, row by row
/// from the top; `nodes` counts the prefix's own placements and everything below them. A
/// prefix in which two queens attack counts nothing. The page's workers share out the tree
/// by two-row prefixes.
pub fn count_prefix(n: usize, prefix: &[usize]) -> Result<Count, QueensError> {
    let n = check(n)?;
    let full = (1u32 << n) - 1;
    let (mut columns, mut diagonals, mut anti_diagonals) = (0u32, 0u32, 0u32);
    for &col in prefix.iter().take(n) {
        if col >= n {
            return Err(QueensError::ColumnOutOfRange { col: col as i64, n });
        }
        let square = 1u32 << col;
        if square & (columns | diagonals | anti_diagonals) != 0 {
            return Ok(Count::default());
        }
        columns |= square;
        diagonals = ((diagonals | square) << 1) & full;
        anti_diagonals = (anti_diagonals | square) >> 1;
    }
    let mut count = count_below(n, columns, diagonals, anti_diagonals);
    count.nodes += prefix.len().min(n) as u64;
    Ok(count)
}

/// Every solution, every first-row column walked: the plain bitboard counter.
pub fn count_plain(n: usize) -> Result<Count, QueensError> {
    let n = check(n)?;
    let mut count = Count {
        solutions: 0,
        nodes: 1,
    };
    for first in 0..n {
        count += count_first_column(n, first)?;
    }
    Ok(count)
}

/// Every solution, counted with the mirror symmetry: the left half of the first row is walked
/// and doubled, the middle column (odd n) walked once. `nodes` counts what was walked.
pub fn count_symmetric(n: usize) -> Result<Count, QueensError> {
    let n = check(n)?;
    let mut count = Count {
        solutions: 0,
        nodes: 1,
    };
    for first in 0..n / 2 {
        let half = count_first_column(n, first)?;
        count.solutions += 2 * half.solutions;
        count.nodes += half.nodes;
    }
    if n % 2 == 1 {
        count += count_first_column(n, n / 2)?;
    }
    Ok(count)
}

/// How many times the count for first-row column `first` enters the total under the mirror
/// symmetry: 2 for the left half, 1 for the middle column, 0 for the right half.
pub fn mirror_weight(n: usize, first: usize) -> u64 {
    if 2 * first + 1 == n {
        1
    } else if 2 * first < n {
        2
    } else {
        0
    }
}
