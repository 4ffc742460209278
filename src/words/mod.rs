//! Word search: find a word in a grid of letters as a path of cells, each next to the one
//! before it (up, down, left or right), no cell used twice.
//!
//! The decision point is the next cell of the path: the first letter may start in any cell,
//! each later one in an unused neighbour of the cell before, tried in reading order (row by
//! row, left to right; for a neighbour that is up, left, right, down). Both strategies build
//! the same paths; they differ only in when the letters are compared (see [`Strategy`]):
//! `Naive` builds every path as long as the word and compares it at the bottom, `Pruned`
//! compares each cell's letter before stepping onto it, so a wrong letter cuts every path
//! through it. In mode all, `solutions` is the number of paths that spell the word. [`Grid`]
//! reads the grid as people write it; [`WordSearch`] is the grid, the word and one strategy's
//! rules as the search loop of [`crate::search`] needs them; [`search`] and [`solve`] are the
//! entry points.

pub mod lane;

pub use lane::WordSearchPuzzle;

use serde::Serialize;

use crate::search::estimate::Estimator;
use crate::search::Report;
use crate::search::{Cell, Clash, Conflict, Limits, Next, Problem, Rule, Search};

/// The most cells a grid may have: the first letter's candidates are one 64-bit set.
pub const MAX_CELLS: usize = 64;

/// When the letters are compared.
///
/// | strategy | cells tried | letters compared |
/// |---|---|---|
/// | `Naive` | any cell, then unused neighbours in reading order | at the bottom, along the whole path |
/// | `Pruned` | the same | before stepping onto a cell: its letter against the word's |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    Naive,
    Pruned,
}

impl Strategy {
    pub const ALL: [Strategy; 2] = [Strategy::Naive, Strategy::Pruned];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::Naive => "naive",
            Strategy::Pruned => "pruned",
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
            Strategy::Naive => "build every path as long as the word, compare it at the end",
            Strategy::Pruned => "compare letter by letter on the way in",
        }
    }

    /// The number of nodes this strategy visits when it walks its whole tree, where it can be
    /// known. For naive it is 1 plus the number of paths of 1 to `len` cells (`len` the word's
    /// length), whatever the letters; no formula gives that count on a grid, so it is counted
    /// here, path by path, and left unknown past [`TREE_COUNT_LIMIT`] paths.
    pub fn tree_size(self, grid: &Grid, len: usize) -> Option<f64> {
        match self {
            Strategy::Naive => {
                count_paths(grid, len, TREE_COUNT_LIMIT).map(|paths| paths as f64 + 1.0)
            }
            Strategy::Pruned => None,
        }
    }
}

/// How many paths [`Strategy::tree_size`] counts before giving up: about a hundredth of a
/// second natively, and a naive search that long is past watching.
pub const TREE_COUNT_LIMIT: u64 = 2_000_000;

/// The number of paths of 1 to `len` cells in `grid` (each cell next to the one before, none
/// used twice), or `None` once more than `limit` have been counted.
pub fn count_paths(grid: &Grid, len: usize, limit: u64) -> Option<u64> {
    fn extend(
        grid: &Grid,
        last: usize,
        used: u64,
        left: usize,
        count: &mut u64,
        limit: u64,
    ) -> bool {
        if left == 0 {
            return true;
        }
        let mut open = grid.neighbours[last] & !used;
        while open != 0 {
            let next = open.trailing_zeros() as usize;
            open &= open - 1;
            *count += 1;
            if *count > limit || !extend(grid, next, used | 1 << next, left - 1, count, limit) {
                return false;
            }
        }
        true
    }
    let mut count = 0;
    if len == 0 {
        return Some(0);
    }
    for start in 0..grid.letters.len() {
        count += 1;
        if count > limit || !extend(grid, start, 1 << start, len - 1, &mut count, limit) {
            return None;
        }
    }
    Some(count)
}

/// Why a grid or a word cannot be searched. Lines count from 1, columns (in characters) and
/// positions in the word from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordsError {
    /// The text holds no row of letters.
    NoRows,
    /// A character that is not a letter, in the grid.
    BadCharacter {
        line: usize,
        column: usize,
        character: char,
    },
    /// A row whose length differs from the first row's.
    RowLength {
        line: usize,
        row: usize,
        length: usize,
        expected: usize,
    },
    /// More than [`MAX_CELLS`] cells.
    TooManyCells {
        cells: usize,
    },
    EmptyWord,
    /// A character that is not a letter, in the word.
    WordCharacter {
        position: usize,
        character: char,
    },
}

impl std::fmt::Display for WordsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WordsError::NoRows => write!(f, "the grid is empty: write one row of letters a line"),
            WordsError::BadCharacter {
                line,
                column,
                character,
            } => write!(
                f,
                "line {line}, column {column}: {character:?} is not a letter"
            ),
            WordsError::RowLength {
                line,
                row,
                length,
                expected,
            } => write!(
                f,
                "line {line}: row {row} has {length} letters, but the first row has {expected}"
            ),
            WordsError::TooManyCells { cells } => {
                write!(f, "the grid has {cells} cells; at most {MAX_CELLS} fit")
            }
            WordsError::EmptyWord => write!(f, "the word is empty"),
            WordsError::WordCharacter {
                position,
                character,
            } => write!(
                f,
                "letter {position} of the word, {character:?}, is not a letter"
            ),
        }
    }
}

impl std::error::Error for WordsError {}

/// A letter in the form the search compares: upper case where that is a single letter.
fn normalise(letter: char) -> char {
    let mut upper = letter.to_uppercase();
    match (upper.next(), upper.next()) {
        (Some(single), None) => single,
        _ => letter,
    }
}

/// Reads a word: letters only, compared without regard to case.
pub fn parse_word(text: &str) -> Result<Vec<char>, WordsError> {
    let word: Vec<char> = text.trim().chars().collect();
    if word.is_empty() {
        return Err(WordsError::EmptyWord);
    }
    if let Some((index, &character)) = word.iter().enumerate().find(|(_, c)| !c.is_alphabetic()) {
        return Err(WordsError::WordCharacter {
            position: index + 1,
            character,
        });
    }
    Ok(word.into_iter().map(normalise).collect())
}

/// A rectangle of letters, at most [`MAX_CELLS`] cells.
///
/// Invariants: `letters` holds `rows * cols` letters row by row, each in its compared form;
/// `neighbours[i]` has bit `j` set exactly when cells `i` and `j` share a side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Grid {
    rows: usize,
    cols: usize,
    letters: Vec<char>,
    #[serde(skip)]
    neighbours: Vec<u64>,
}

impl Grid {
    /// Reads a grid written one row of letters a line (`/` also ends a row, so `ABCE / SFCS /
    /// ADEE` is one line). Spaces between letters, blank lines and `#` comments are skipped;
    /// letters are compared without regard to case.
    pub fn parse(text: &str) -> Result<Grid, WordsError> {
        let mut rows: Vec<Vec<char>> = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let mut column = 0;
            for part in raw.split('#').next().unwrap_or("").split('/') {
                let mut row = Vec::new();
                for character in part.chars() {
                    column += 1;
                    if character.is_whitespace() {
                        continue;
                    }
                    if !character.is_alphabetic() {
                        return Err(WordsError::BadCharacter {
                            line,
                            column,
                            character,
                        });
                    }
                    row.push(normalise(character));
                }
                column += 1; // the `/`
                if row.is_empty() {
                    continue;
                }
                if let Some(first) = rows.first() {
                    if row.len() != first.len() {
                        return Err(WordsError::RowLength {
                            line,
                            row: rows.len() + 1,
                            length: row.len(),
                            expected: first.len(),
                        });
                    }
                }
                rows.push(row);
                let cells = rows.len() * rows[0].len();
                if cells > MAX_CELLS {
                    return Err(WordsError::TooManyCells { cells });
                }
            }
        }
        if rows.is_empty() {
            return Err(WordsError::NoRows);
        }
        let (height, width) = (rows.len(), rows[0].len());
        let neighbours = (0..height * width)
            .map(|i| {
                let (r, c) = (i / width, i % width);
                let mut set = 0u64;
                if r > 0 {
                    set |= 1 << (i - width);
                }
                if c > 0 {
                    set |= 1 << (i - 1);
                }
                if c + 1 < width {
                    set |= 1 << (i + 1);
                }
                if r + 1 < height {
                    set |= 1 << (i + width);
                }
                set
            })
            .collect();
        Ok(Grid {
            rows: height,
            cols: width,
            letters: rows.concat(),
            neighbours,
        })
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The letters row by row.
    pub fn letters(&self) -> &[char] {
        &self.letters
    }

    pub fn letter(&self, cell: Cell) -> char {
        self.letters[cell.row as usize * self.cols + cell.col as usize]
    }

    fn cell(&self, index: usize) -> Cell {
        Cell::new((index / self.cols) as u8, (index % self.cols) as u8)
    }

    /// The grid one row a line, as [`Grid::parse`] reads it back.
    pub fn to_text(&self) -> String {
        self.letters
            .chunks(self.cols)
            .map(|row| row.iter().collect::<String>() + "\n")
            .collect()
    }
}

/// The grid, the word, and the rules of one strategy.
///
/// Invariants: `path` lists the cells of the path so far as indices `row * cols + col`, one
/// for each letter of the word placed; `used` is the set of those cells.
#[derive(Clone, Debug)]
pub struct WordSearch {
    grid: Grid,
    word: Vec<char>,
    strategy: Strategy,
    path: Vec<u8>,
    used: u64,
}

impl WordSearch {
    pub fn new(grid: Grid, word: &str, strategy: Strategy) -> Result<WordSearch, WordsError> {
        let word = parse_word(word)?;
        Ok(WordSearch {
            path: Vec::with_capacity(word.len()),
            grid,
            word,
            strategy,
            used: 0,
        })
    }

    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The word, letter by letter, in its compared form.
    pub fn word(&self) -> &[char] {
        &self.word
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The cells of the path so far, its first letter first.
    pub fn path(&self) -> Vec<Cell> {
        self.path
            .iter()
            .map(|&i| self.grid.cell(i as usize))
            .collect()
    }
}

impl Problem for WordSearch {
    /// The cells of the path, its first letter first.
    type Solution = Vec<Cell>;

    #[inline(always)]
    fn next(&mut self, _comparisons: &mut u64) -> Next {
        let slot = self.path.len();
        if slot == self.word.len() {
            return Next::Full;
        }
        let candidates = match self.path.last() {
            None => {
                let cells = self.grid.letters.len();
                if cells == 64 {
                    u64::MAX
                } else {
                    (1 << cells) - 1
                }
            }
            Some(&last) => self.grid.neighbours[last as usize] & !self.used,
        };
        if candidates == 0 {
            // Every neighbour of the last cell is on the path already.
            return Next::DeadEnd { slot };
        }
        Next::Branch { slot, candidates }
    }

    /// Pruned: the cell's letter against the word's letter at this point; one comparison.
    #[inline(always)]
    fn check(&self, slot: usize, cell: u8, comparisons: &mut u64) -> Option<Conflict> {
        match self.strategy {
            Strategy::Naive => None,
            Strategy::Pruned => {
                *comparisons += 1;
                (self.grid.letters[cell as usize] != self.word[slot]).then(|| Conflict {
                    rule: Rule::Letter,
                    with: self.grid.cell(cell as usize),
                })
            }
        }
    }

    #[inline(always)]
    fn place(&mut self, slot: usize, cell: u8) {
        debug_assert_eq!(slot, self.path.len());
        self.path.push(cell);
        self.used |= 1 << cell;
    }

    #[inline(always)]
    fn undo(&mut self, _slot: usize, cell: u8) {
        debug_assert_eq!(self.path.last(), Some(&cell));
        self.path.pop();
        self.used &= !(1 << cell);
    }

    fn checks_leaves(&self) -> bool {
        self.strategy == Strategy::Naive
    }

    /// The path's letters against the word's, first to last: one comparison per letter, up
    /// to the first that differs. A letter clash names that one cell twice.
    fn leaf_check(&self, comparisons: &mut u64) -> Option<Clash> {
        for (&cell, &letter) in self.path.iter().zip(&self.word) {
            *comparisons += 1;
            if self.grid.letters[cell as usize] != letter {
                let at = self.grid.cell(cell as usize);
                return Some(Clash {
                    rule: Rule::Letter,
                    first: at,
                    second: at,
                });
            }
        }
        None
    }

    fn square(&self, _slot: usize, cell: u8) -> Cell {
        self.grid.cell(cell as usize)
    }

    /// A path with nowhere to go names its last cell.
    fn dead_end_square(&self, _slot: usize) -> Cell {
        let last = *self
            .path
            .last()
            .expect("the first cell always has candidates");
        self.grid.cell(last as usize)
    }

    fn solution(&self) -> Vec<Cell> {
        self.path()
    }
}

/// A search for `word` in `grid` with one strategy, ready to step.
pub fn search(
    grid: &Grid,
    word: &str,
    strategy: Strategy,
    limits: Limits,
) -> Result<Search<WordSearch>, WordsError> {
    Ok(Search::new(
        WordSearch::new(grid.clone(), word, strategy)?,
        limits,
    ))
}

/// Runs a search to the end.
pub fn solve(
    grid: &Grid,
    word: &str,
    strategy: Strategy,
    limits: Limits,
) -> Result<Report<Vec<Cell>>, WordsError> {
    let mut search = search(grid, word, strategy, limits)?;
    search.run();
    let len = search.problem().word().len();
    Ok(Report::of(&search, strategy.tree_size(grid, len)))
}

/// Knuth's estimator of the size of one strategy's tree (see [`crate::search::estimate`]),
/// before its first probe; the same `seed` gives the same probes.
pub fn estimator(
    grid: &Grid,
    word: &str,
    strategy: Strategy,
    seed: u64,
) -> Result<Estimator<WordSearch>, WordsError> {
    Ok(Estimator::new(
        WordSearch::new(grid.clone(), word, strategy)?,
        seed,
    ))
}

/// Whether `path` spells `word` in `grid`: one cell per letter, each next to the one before
/// (sharing a side), none twice. An independent check for tests and the page, sharing no
/// code with the strategies; `word` is compared as the search compares it.
pub fn is_path(grid: &Grid, word: &str, path: &[Cell]) -> bool {
    let Ok(word) = parse_word(word) else {
        return false;
    };
    let inside = |c: &Cell| (c.row as usize) < grid.rows() && (c.col as usize) < grid.cols();
    path.len() == word.len()
        && path.iter().all(inside)
        && path.iter().zip(&word).all(|(&c, &w)| grid.letter(c) == w)
        && path.windows(2).all(|w| {
            let rows = (w[0].row as i32 - w[1].row as i32).abs();
            let cols = (w[0].col as i32 - w[1].col as i32).abs();
            rows + cols == 1
        })
        && (0..path.len()).all(|i| !path[i + 1..].contains(&path[i]))
}
