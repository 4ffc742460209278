//! Counting every N-Queens solution fast: a bitboard search, plain, with the mirror, and with
//! the board's whole symmetry.
//!
//! The teaching strategies explain each node; this module only counts, far beyond what an
//! animation can show. Its tree is the pruned strategy's tree (a queen is placed only where no
//! earlier queen attacks), walked with three bit sets instead of scans: the columns taken, and
//! the diagonals and anti-diagonals that attack the next row. Mirroring the board left to
//! right maps the solutions with the first queen in column `c` onto those with it in
//! `n - 1 - c`, so the mirror counter walks the left half of the first row and doubles. The
//! symmetric counter goes further: the square's eight symmetries (four turns, each with or
//! without a mirror) sort the solutions into classes of 8, 4 or 2, and it walks only boards
//! that can be the smallest of their class, counting each class once with its size.

use super::{board_size, QueensError};

/// The largest n the counter accepts: 64-bit counts and patience both run out past this.
pub const MAX_COUNT_N: usize = 20;

/// Solutions and nodes (root plus placements) of one count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    pub solutions: u64,
    pub nodes: u64,
    /// The classes of solutions under turning and mirroring the board (the fundamental
    /// solutions, OEIS A002562), where the counter tells them: the symmetric one does.
    pub classes: Option<u64>,
}

impl std::ops::AddAssign for Count {
    fn add_assign(&mut self, other: Count) {
        self.solutions += other.solutions;
        self.nodes += other.nodes;
        self.classes = match (self.classes, other.classes) {
            (Some(a), Some(b)) => Some(a + b),
            (a, b) => a.or(b),
        };
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

/// The three attack sets of a partial board, entering the next row.
#[derive(Clone, Copy, Default)]
struct Attacks {
    columns: u32,
    diagonals: u32,
    anti_diagonals: u32,
}

impl Attacks {
    /// The attack sets after a queen on `square` (one bit), for the row below.
    fn place(self, square: u32, full: u32) -> Attacks {
        Attacks {
            columns: self.columns | square,
            diagonals: ((self.diagonals | square) << 1) & full,
            anti_diagonals: (self.anti_diagonals | square) >> 1,
        }
    }

    /// The squares of the next row no queen attacks.
    fn free(self, full: u32) -> u32 {
        full & !(self.columns | self.diagonals | self.anti_diagonals)
    }
}

/// Counts the completions below a partial board given as its attack sets, with an explicit
/// stack: one frame per row, holding the squares of that row still to try.
fn count_below(n: usize, attacks: Attacks) -> Count {
    let full = (1u32 << n) - 1;
    let mut count = Count::default();
    if attacks.columns == full {
        count.solutions = 1;
        return count;
    }
    // Per row below the prefix: the attack sets on entering it and the squares left to try.
    let mut stack = [(Attacks::default(), 0u32); 32];
    let mut depth = 0;
    stack[0] = (attacks, attacks.free(full));
    loop {
        let (attacks, free) = stack[depth];
        if free == 0 {
            if depth == 0 {
                return count;
            }
            depth -= 1;
            continue;
        }
        let square = free & free.wrapping_neg();
        stack[depth].1 = free & !square;
        count.nodes += 1;
        let below = attacks.place(square, full);
        if below.columns == full {
            count.solutions += 1;
            continue;
        }
        depth += 1;
        stack[depth] = (below, below.free(full));
    }
}

/// The count for the boards whose first-row queen is in column `first`.
pub fn count_first_column(n: usize, first: usize) -> Result<Count, QueensError> {
    count_prefix(n, &[first])
}

/// The attack sets after the queens of `prefix`, row by row from the top, or `None` when two
/// of them attack each other.
fn place_prefix(n: usize, prefix: &[usize]) -> Result<Option<Attacks>, QueensError> {
    let full = (1u32 << n) - 1;
    let mut attacks = Attacks::default();
    for &col in prefix.iter().take(n) {
        if col >= n {
            return Err(QueensError::ColumnOutOfRange { col: col as i64, n });
        }
        let square = 1u32 << col;
        if square & !attacks.free(full) != 0 {
            return Ok(None);
        }
        attacks = attacks.place(square, full);
    }
    Ok(Some(attacks))
}

/// The count for the boards that start with queens in the columns of `prefix`, row by row
/// from the top; `nodes` counts the prefix's own placements and everything below them. A
/// prefix in which two queens attack counts nothing.
pub fn count_prefix(n: usize, prefix: &[usize]) -> Result<Count, QueensError> {
    let n = check(n)?;
    let Some(attacks) = place_prefix(n, prefix)? else {
        return Ok(Count::default());
    };
    let mut count = count_below(n, attacks);
    count.nodes += prefix.len().min(n) as u64;
    Ok(count)
}

/// Every solution, every first-row column walked: the plain bitboard counter.
pub fn count_plain(n: usize) -> Result<Count, QueensError> {
    let n = check(n)?;
    let mut count = Count {
        nodes: 1,
        ..Count::default()
    };
    for first in 0..n {
        count += count_first_column(n, first)?;
    }
    Ok(count)
}

/// Every solution, counted with the mirror: the left half of the first row is walked and
/// doubled, the middle column (odd n) walked once. `nodes` counts what was walked.
pub fn count_mirrored(n: usize) -> Result<Count, QueensError> {
    let n = check(n)?;
    let mut count = Count {
        nodes: 1,
        ..Count::default()
    };
    for first in 0..n.div_ceil(2) {
        let half = count_first_column(n, first)?;
        count.solutions += mirror_weight(n, first) * half.solutions;
        count.nodes += half.nodes;
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

/// What a board must keep to so that it can be the smallest of its class, read as its
/// columns row by row from the top. The smallest board's first queen is the nearest to a
/// corner of the four queens on the edges of the board, so it is in the left half of the
/// top row, and:
/// - at the corner (column 0), the board is smaller than its mirror in the main diagonal,
///   which has it too: the second row's queen, in column `b`, is left of the row where the
///   column 1 is taken, so rows 2 to `b` may not take column 1. Such a board's class is
///   always 8 (no symmetry keeps a corner queen and the board);
/// - in column `top` > 0, the queens of the left and right columns are `top` rows or more
///   from the top and the bottom, and the bottom row's queen `top` columns or more from
///   either side. Boards that keep to this still meet their class at the bottom, where
///   they are compared with their seven images.
#[derive(Clone, Copy)]
struct Rules {
    top: usize,
    /// Per row, the columns a queen may not take there.
    barred: [u32; 32],
    /// The left and right columns.
    sides: u32,
    /// The row by which both side columns hold their queen (`top` rows from the bottom);
    /// past the board at the corner.
    sides_by: usize,
    /// The rows that have a rule, one bit a row: the walk looks the rules up only there.
    ruled: u32,
}

impl Rules {
    /// The rules for a board whose top queens are in columns `top` and then `second`.
    fn new(n: usize, top: usize, second: usize) -> Rules {
        let full = (1u32 << n) - 1;
        let sides = 1 | 1 << (n - 1);
        let mut barred = [0u32; 32];
        let sides_by = if top == 0 {
            for row in barred.iter_mut().take(second + 1).skip(2) {
                *row = 0b10;
            }
            usize::MAX
        } else {
            for row in barred.iter_mut().take(top).skip(1) {
                *row = sides;
            }
            // The bottom row keeps to the columns `top` to `n - 1 - top`.
            let kept = (full >> top) & (full << top);
            barred[n - 1] = full & !kept;
            n - 1 - top
        };
        let mut ruled = barred
            .iter()
            .enumerate()
            .filter(|(_, &columns)| columns != 0)
            .fold(0, |rows, (row, _)| rows | 1 << row);
        if sides_by < n {
            ruled |= 1 << sides_by;
        }
        Rules {
            top,
            barred,
            sides,
            sides_by,
            ruled,
        }
    }

    /// The squares the rules leave to a row, of the `free` ones, with the columns taken above.
    fn allowed(&self, row: usize, free: u32, columns: u32) -> u32 {
        let free = free & !self.barred[row];
        if self.sides_by != row {
            return free;
        }
        match columns & self.sides {
            0 => 0,
            taken if taken == self.sides => free,
            _ => free & self.sides,
        }
    }
}

/// Whether `image` (a board given as its column in each row) comes before, after or level
/// with `queens` when both are read row by row from the top.
fn compare_image(queens: &[usize], image: impl Fn(usize) -> usize) -> std::cmp::Ordering {
    (0..queens.len())
        .map(|r| image(r).cmp(&queens[r]))
        .find(|o| o.is_ne())
        .unwrap_or(std::cmp::Ordering::Equal)
}

/// How many boards a smallest board's class holds (8, 4 or 2), or 0 when one of the seven
/// images of `queens` (a column a row) is smaller, so the class is counted from that one.
fn class_size(queens: &[usize]) -> u64 {
    use std::cmp::Ordering;
    let n = queens.len();
    let last = n - 1;
    let mut by_column = [0usize; 32];
    for (row, &col) in queens.iter().enumerate() {
        by_column[col] = row;
    }
    // Each image, as its column in row r, against the board.
    let orders = [
        // mirrored left to right, mirrored top to bottom, and a half turn
        compare_image(queens, |r| last - queens[r]),
        compare_image(queens, |r| queens[last - r]),
        compare_image(queens, |r| last - queens[last - r]),
        // mirrored in the main diagonal and in the other one
        compare_image(queens, |r| by_column[r]),
        compare_image(queens, |r| last - by_column[last - r]),
        // a quarter turn clockwise and one anticlockwise
        compare_image(queens, |r| last - by_column[r]),
        compare_image(queens, |r| by_column[last - r]),
    ];
    if orders.contains(&Ordering::Less) {
        return 0;
    }
    // The images equal to the board are the symmetries that keep it.
    8 / (1 + orders.iter().filter(|o| o.is_eq()).count() as u64)
}

/// The symmetric count below a prefix of two rows or more that keeps to `rules`: every
/// smallest board of its class, with its class's size. The walk is the plain counter's, but
/// for the rules, looked up in the rows that have one, and the class of each board found.
fn count_classes_below(
    n: usize,
    rules: &Rules,
    rows: usize,
    attacks: Attacks,
    queens: &mut [usize; 32],
) -> Count {
    let full = (1u32 << n) - 1;
    // Kept in locals, not in the Count, so that the walk keeps them in registers.
    let (mut nodes, mut solutions, mut classes) = (0u64, 0u64, 0u64);
    let class_of = |queens: &[usize]| {
        if rules.top == 0 {
            8
        } else {
            class_size(queens)
        }
    };
    let mut stack = [(Attacks::default(), 0u32); 32];
    if attacks.columns == full {
        let size = class_of(&queens[..n]);
        (solutions, classes) = (size, u64::from(size > 0));
    } else {
        let mut row = rows;
        stack[row] = (
            attacks,
            rules.allowed(row, attacks.free(full), attacks.columns),
        );
        loop {
            let (attacks, free) = stack[row];
            if free == 0 {
                if row == rows {
                    break;
                }
                row -= 1;
                continue;
            }
            let square = free & free.wrapping_neg();
            stack[row].1 = free & !square;
            nodes += 1;
            let below = attacks.place(square, full);
            if below.columns == full {
                // A whole board: each row's queen is the column it added to those above.
                stack[row + 1].0 = below;
                for r in rows..n {
                    queens[r] =
                        (stack[r + 1].0.columns ^ stack[r].0.columns).trailing_zeros() as usize;
                }
                let size = class_of(&queens[..n]);
                solutions += size;
                classes += u64::from(size > 0);
                continue;
            }
            row += 1;
            let mut free = below.free(full);
            if rules.ruled >> row & 1 != 0 {
                free = rules.allowed(row, free, below.columns);
            }
            stack[row] = (below, free);
        }
    }
    Count {
        solutions,
        nodes,
        classes: Some(classes),
    }
}

/// The prefixes the symmetric counter shares its work out by: the first two rows' columns
/// (the one square of a board of size 1), every pair that can begin a smallest board.
pub fn symmetric_tasks(n: usize) -> Result<Vec<Vec<usize>>, QueensError> {
    let n = check(n)?;
    if n == 1 {
        return Ok(vec![vec![0]]);
    }
    let mut tasks = Vec::new();
    for top in (0..n).take_while(|&top| top < n - 1 - top) {
        for second in 0..n {
            let task = vec![top, second];
            if start_task(n, &task)?.is_some() {
                tasks.push(task);
            }
        }
    }
    Ok(tasks)
}

/// The rules and attack sets a task of two rows or more starts from, or `None` when no
/// smallest board begins so.
fn start_task(n: usize, prefix: &[usize]) -> Result<Option<(Rules, Attacks)>, QueensError> {
    if let Some(&col) = prefix.iter().find(|&&col| col >= n) {
        return Err(QueensError::ColumnOutOfRange { col: col as i64, n });
    }
    let (top, second) = (prefix[0], prefix[1]);
    if 2 * top + 1 >= n {
        return Ok(None);
    }
    let rules = Rules::new(n, top, second);
    let full = (1u32 << n) - 1;
    let mut attacks = Attacks::default();
    for (row, &col) in prefix.iter().enumerate().take(n) {
        let square = 1u32 << col;
        if rules.allowed(row, attacks.free(full), attacks.columns) & square == 0 {
            return Ok(None);
        }
        attacks = attacks.place(square, full);
    }
    Ok(Some((rules, attacks)))
}

/// The symmetric count of one task (a prefix of [`symmetric_tasks`], or any longer prefix):
/// each smallest board that begins with it, counted with its class's size, so that the
/// tasks' counts add up to the whole. `nodes` counts the prefix's own placements and
/// everything walked below them.
pub fn count_symmetric_task(n: usize, prefix: &[usize]) -> Result<Count, QueensError> {
    let n = check(n)?;
    if let Some(&col) = prefix.iter().find(|&&col| col >= n) {
        return Err(QueensError::ColumnOutOfRange { col: col as i64, n });
    }
    let none = Count {
        classes: Some(0),
        ..Count::default()
    };
    match prefix {
        [] => return count_symmetric(n),
        // The one board of size 1 is its own class.
        _ if n == 1 => {
            return Ok(Count {
                solutions: 1,
                nodes: 1,
                classes: Some(1),
            })
        }
        // One row: its tasks, with the first queen's placement counted once.
        &[top] => {
            let mut count = Count { nodes: 1, ..none };
            for second in 0..n {
                let mut task = count_symmetric_task(n, &[top, second])?;
                task.nodes = task.nodes.saturating_sub(1);
                count += task;
            }
            return Ok(count);
        }
        _ => {}
    }
    let Some((rules, attacks)) = start_task(n, prefix)? else {
        return Ok(none);
    };
    let mut queens = [0usize; 32];
    let rows = prefix.len().min(n);
    queens[..rows].copy_from_slice(&prefix[..rows]);
    let mut count = count_classes_below(n, &rules, rows, attacks, &mut queens);
    count.nodes += rows as u64;
    Ok(count)
}

/// Every solution, counted with the board's whole symmetry: each class of solutions once,
/// with its size. `nodes` counts what was walked (the root, and each task's own nodes).
pub fn count_symmetric(n: usize) -> Result<Count, QueensError> {
    let mut count = Count {
        nodes: 1,
        classes: Some(0),
        ..Count::default()
    };
    for task in symmetric_tasks(n)? {
        count += count_symmetric_task(n, &task)?;
    }
    Ok(count)
}

/// As [`count_symmetric`], on `threads` threads that take the tasks in turn (natively: the
/// page shares the tasks out to Web Workers instead).
pub fn count_symmetric_in_threads(n: usize, threads: usize) -> Result<Count, QueensError> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let tasks = symmetric_tasks(n)?;
    let next = AtomicUsize::new(0);
    let total = Mutex::new(Count {
        nodes: 1,
        classes: Some(0),
        ..Count::default()
    });
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let mut mine = Count {
                    classes: Some(0),
                    ..Count::default()
                };
                while let Some(task) = tasks.get(next.fetch_add(1, Ordering::Relaxed)) {
                    // The tasks come from symmetric_tasks, so they are on the board.
                    mine += count_symmetric_task(n, task).expect("a task of this n");
                }
                *total.lock().unwrap() += mine;
            });
        }
    });
    Ok(total.into_inner().unwrap())
}
