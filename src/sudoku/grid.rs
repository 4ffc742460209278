//! The Sudoku grid: its shape (4×4, 6×6, 9×9 or 16×16), its cells, and the parser that reads a
//! puzzle the way people exchange it: as one line of digits, as a grid printed over several
//! lines (Norvig's `4 . . |. . . |8 . 5` rows, Simple Sudoku's `.ss` frames, `.sdk` files), or
//! as a file holding many of them. A 16×16 grid writes its digits 1 to 9, then A to G for 10
//! to 16 (as 16×16 puzzle books do, so that `0` can stay a blank). [`Grid::to_text`] writes
//! each of those forms back.

use crate::search::{Cell, Clash, Rule};

/// The size of a grid and of its boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Rows, columns and digits: 4, 6, 9 or 16.
    pub size: u8,
    /// The height of a box.
    pub box_rows: u8,
    /// The width of a box.
    pub box_cols: u8,
}

impl Shape {
    pub const FOUR: Shape = Shape {
        size: 4,
        box_rows: 2,
        box_cols: 2,
    };
    pub const SIX: Shape = Shape {
        size: 6,
        box_rows: 2,
        box_cols: 3,
    };
    pub const NINE: Shape = Shape {
        size: 9,
        box_rows: 3,
        box_cols: 3,
    };
    pub const SIXTEEN: Shape = Shape {
        size: 16,
        box_rows: 4,
        box_cols: 4,
    };

    /// Every shape the core supports, smallest first.
    pub const ALL: [Shape; 4] = [Shape::FOUR, Shape::SIX, Shape::NINE, Shape::SIXTEEN];

    /// The shape with this many cells, if it is one the core supports.
    pub fn with_cells(cells: usize) -> Option<Shape> {
        Shape::ALL.into_iter().find(|shape| shape.cells() == cells)
    }

    pub fn cells(self) -> usize {
        self.size as usize * self.size as usize
    }

    /// The bit set of every digit, `1..=size` (bit `d` is digit `d`; 32 bits, since digit 16
    /// needs bit 16).
    pub fn all_digits(self) -> u32 {
        (1u32 << (self.size + 1)) - 2
    }

    pub fn cell(self, index: usize) -> Cell {
        Cell::new(
            (index / self.size as usize) as u8,
            (index % self.size as usize) as u8,
        )
    }

    pub fn index(self, cell: Cell) -> usize {
        cell.row as usize * self.size as usize + cell.col as usize
    }

    /// The box that holds `cell`, numbered row-major from 0.
    pub fn box_of(self, cell: Cell) -> usize {
        let boxes_per_row = self.size / self.box_cols;
        ((cell.row / self.box_rows) * boxes_per_row + cell.col / self.box_cols) as usize
    }

    /// The cells of one unit (a row, a column or a box), in row-major order.
    pub fn unit(self, rule: Rule, number: usize) -> impl Iterator<Item = Cell> {
        let size = self.size;
        let number = number as u8;
        let (top, left) = (
            (number / (size / self.box_cols)) * self.box_rows,
            (number % (size / self.box_cols)) * self.box_cols,
        );
        let box_cols = self.box_cols;
        (0..size).map(move |k| match rule {
            Rule::Row => Cell::new(number, k),
            Rule::Column => Cell::new(k, number),
            _ => Cell::new(top + k / box_cols, left + k % box_cols),
        })
    }
}

/// The most cells a grid has (16×16): every cell index fits a `u8`.
pub const MAX_CELLS: usize = 256;

/// Where every cell sits, worked out once per shape so the strategies' inner loops do no
/// division: each cell's row, column and box, and the cells of every unit.
#[derive(Debug)]
pub struct Geometry {
    /// Per cell index: its row, column and box.
    pub row: [u8; MAX_CELLS],
    pub col: [u8; MAX_CELLS],
    pub box_of: [u8; MAX_CELLS],
    /// The cell indices of every row, then every column, then every box (`3 × size` units of
    /// `size` cells each; only the first `size` entries of each are used).
    pub units: [[u8; 16]; 48],
}

impl Geometry {
    fn of(shape: Shape) -> Geometry {
        let size = shape.size as usize;
        let mut geometry = Geometry {
            row: [0; MAX_CELLS],
            col: [0; MAX_CELLS],
            box_of: [0; MAX_CELLS],
            units: [[0; 16]; 48],
        };
        for index in 0..shape.cells() {
            let cell = shape.cell(index);
            geometry.row[index] = cell.row;
            geometry.col[index] = cell.col;
            geometry.box_of[index] = shape.box_of(cell) as u8;
        }
        for (u, rule) in [Rule::Row, Rule::Column, Rule::Box].into_iter().enumerate() {
            for number in 0..size {
                for (k, cell) in shape.unit(rule, number).enumerate() {
                    geometry.units[u * size + number][k] = shape.index(cell) as u8;
                }
            }
        }
        geometry
    }

    /// The cells of unit `number` (0-based) of the given rule.
    pub fn unit(&self, size: u8, rule: Rule, number: usize) -> &[u8] {
        let first = match rule {
            Rule::Row => 0,
            Rule::Column => size as usize,
            _ => 2 * size as usize,
        };
        &self.units[first + number][..size as usize]
    }
}

impl Shape {
    /// The shape's geometry, computed on first use.
    pub fn geometry(self) -> &'static Geometry {
        static TABLES: [std::sync::OnceLock<Geometry>; 4] = [
            std::sync::OnceLock::new(),
            std::sync::OnceLock::new(),
            std::sync::OnceLock::new(),
            std::sync::OnceLock::new(),
        ];
        let slot = match self.size {
            4 => 0,
            6 => 1,
            9 => 2,
            _ => 3,
        };
        TABLES[slot].get_or_init(|| Geometry::of(self))
    }
}

/// A grid of digits; 0 is an empty cell.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    shape: Shape,
    cells: Vec<u8>,
}

/// Why a text is not a puzzle. Lines and columns count from 1, as an editor shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// A character that is neither a digit (`1` to `9`, `A` to `G`), a blank (`.`, `0`, `_`)
    /// nor decoration (spaces, `|`, `-`, `+`, `*`, box-drawing lines).
    UnexpectedCharacter {
        line: usize,
        column: usize,
        found: char,
    },
    /// A digit larger than the grid allows (a 7 in a 4×4 grid, an A in a 9×9 grid).
    DigitTooLarge {
        line: usize,
        column: usize,
        digit: u8,
        size: u8,
    },
    /// Not 16, 36, 81 or 256 cells in all.
    WrongCellCount { found: usize },
    /// A grid written over several lines with a row of the wrong length.
    WrongRowLength {
        line: usize,
        found: usize,
        expected: usize,
    },
    /// A grid written over several lines whose rows all have `expected` cells, but with
    /// `found` rows of them. `line` is the first row too many, or the last row written.
    WrongRowCount {
        line: usize,
        found: usize,
        expected: usize,
    },
}

impl ParseError {
    /// The line the mistake is on, if it is on one line.
    pub fn line(&self) -> Option<usize> {
        match *self {
            ParseError::UnexpectedCharacter { line, .. }
            | ParseError::DigitTooLarge { line, .. }
            | ParseError::WrongRowLength { line, .. }
            | ParseError::WrongRowCount { line, .. } => Some(line),
            ParseError::WrongCellCount { .. } => None,
        }
    }

    /// The column of the character at fault, if one character is.
    pub fn column(&self) -> Option<usize> {
        match *self {
            ParseError::UnexpectedCharacter { column, .. }
            | ParseError::DigitTooLarge { column, .. } => Some(column),
            _ => None,
        }
    }

    /// What is wrong, without saying where: for callers that name the place their own way,
    /// as the command line does with `file:line:`.
    pub fn message(&self) -> String {
        match *self {
            ParseError::UnexpectedCharacter { found, .. } => format!(
                "unexpected character {found:?}; use digits for givens and '.', '0' or '_' \
                 for blanks"
            ),
            ParseError::DigitTooLarge { digit, size, .. } => {
                let (digit, largest) = (digit_char(digit), digit_char(size));
                format!("digit {digit} does not fit a {size}×{size} grid (use 1 to {largest})")
            }
            ParseError::WrongCellCount { found } => format!(
                "expected 16, 36, 81 or 256 cells (a 4×4, 6×6, 9×9 or 16×16 grid), found {found}"
            ),
            ParseError::WrongRowLength {
                found, expected, ..
            } => format!("the row has {found} cells, expected {expected}"),
            ParseError::WrongRowCount {
                found, expected, ..
            } => format!("a {expected}×{expected} grid has {expected} rows, found {found}"),
        }
    }

    /// The same mistake in a text that starts `lines` lines further down: a puzzle read out of
    /// the middle of a file reports the file's line numbers.
    pub fn shifted(self, lines: usize) -> ParseError {
        let mut error = self;
        match &mut error {
            ParseError::UnexpectedCharacter { line, .. }
            | ParseError::DigitTooLarge { line, .. }
            | ParseError::WrongRowLength { line, .. }
            | ParseError::WrongRowCount { line, .. } => *line += lines,
            ParseError::WrongCellCount { .. } => {}
        }
        error
    }
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self, self.line(), self.column()) {
            (
                ParseError::WrongRowLength {
                    line,
                    found,
                    expected,
                },
                ..,
            ) => {
                write!(f, "line {line} has {found} cells, expected {expected}")
            }
            (_, Some(line), Some(column)) => {
                write!(f, "line {line}, column {column}: {}", self.message())
            }
            (_, Some(line), None) => write!(f, "line {line}: {}", self.message()),
            (_, None, _) => f.write_str(&self.message()),
        }
    }
}

impl std::error::Error for ParseError {}

/// The ways of writing a grid down that [`Grid::parse`] reads and [`Grid::to_text`] writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// One line, row after row, `.` for a blank: `4.....8.5.3..........7......` and so on.
    /// The form of the command line, the URL and most puzzle collections.
    Line,
    /// One row per line, digits apart, `|` between boxes and `------+-------+------` between
    /// bands, as Peter Norvig's essay on solving every Sudoku prints them.
    Printed,
    /// Simple Sudoku's `.ss` file: a frame of `*-----------*`, rows like `|..3|.1.|...|` and
    /// `|---+---+---|` between bands.
    SimpleSudoku,
    /// SadMan Sudoku's `.sdk` file: a `[Puzzle]` line, then one row of digits and dots per line.
    Sdk,
}

impl Format {
    pub const ALL: [Format; 4] = [
        Format::Line,
        Format::Printed,
        Format::SimpleSudoku,
        Format::Sdk,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Format::Line => "line",
            Format::Printed => "printed",
            Format::SimpleSudoku => "ss",
            Format::Sdk => "sdk",
        }
    }
}

/// How a digit is written: `1` to `9`, then `A` to `G` for 10 to 16; `.` for an empty cell.
pub fn digit_char(digit: u8) -> char {
    match digit {
        0 => '.',
        1..=9 => (b'0' + digit) as char,
        _ => (b'A' + digit - 10) as char,
    }
}

/// What one character of a written puzzle stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    /// A given digit, 1 to 16.
    Given(u8),
    /// An empty cell: `.`, `0` or `_`.
    Blank,
    /// A plain space: decoration, except in a one-line puzzle that uses spaces for blanks.
    Space,
    /// Drawing and layout that carry no cell: `|`, `+`, `-`, `*` (the corners of Simple
    /// Sudoku's frame), box-drawing lines, tabs and other white space.
    Decoration,
    /// Anything else: a mistake.
    Unexpected,
}

impl Mark {
    fn of(ch: char) -> Mark {
        match ch {
            '1'..='9' => Mark::Given(ch as u8 - b'0'),
            // A 16×16 grid's digits 10 to 16, in either case.
            'A'..='G' => Mark::Given(ch as u8 - b'A' + 10),
            'a'..='g' => Mark::Given(ch as u8 - b'a' + 10),
            '.' | '0' | '_' => Mark::Blank,
            ' ' => Mark::Space,
            '|' | '+' | '-' | '*' | '\u{2500}'..='\u{257F}' => Mark::Decoration,
            // Tabs, carriage returns and the non-breaking spaces of pages copied from the web.
            ch if ch.is_whitespace() => Mark::Decoration,
            _ => Mark::Unexpected,
        }
    }
}

/// The cell counts of the four grids: 4×4, 6×6, 9×9 and 16×16.
const GRID_CELLS: [usize; 4] = [16, 36, 81, 256];

/// The row lengths of the four grids.
const GRID_SIZES: [usize; 4] = [4, 6, 9, 16];

/// A cell read from the text, with where it was found.
#[derive(Clone, Copy, Debug)]
struct Read {
    digit: u8,
    line: usize,
    column: usize,
}

/// A line of the text that holds cells: its number (from 1), its text and the cells on it.
struct Row<'a> {
    line: usize,
    text: &'a str,
    cells: Vec<Read>,
}

/// Whether a line is no part of any grid: a `#` comment, or a section header such as the
/// `[Puzzle]` of an `.sdk` file.
fn is_note(line: &str) -> bool {
    let line = line.trim();
    line.starts_with('#') || (line.starts_with('[') && line.ends_with(']'))
}

/// The cells of one line, spaces read as decoration (or as blanks if `spaces_are_blanks`).
fn read_line(text: &str, line: usize, spaces_are_blanks: bool) -> Result<Vec<Read>, ParseError> {
    let mut cells = Vec::new();
    for (c, found) in text.chars().enumerate() {
        let column = c + 1;
        let digit = match Mark::of(found) {
            Mark::Given(digit) => digit,
            Mark::Blank => 0,
            Mark::Space if spaces_are_blanks => 0,
            Mark::Space | Mark::Decoration => continue,
            Mark::Unexpected => {
                return Err(ParseError::UnexpectedCharacter {
                    line,
                    column,
                    found,
                })
            }
        };
        cells.push(Read {
            digit,
            line,
            column,
        });
    }
    Ok(cells)
}

/// Whether a line is a one-line puzzle written with spaces for blanks: exactly 16, 36, 81 or 256
/// characters, all digits, blanks and spaces, that do not already make a grid with the spaces
/// left out. (Spaces are decoration everywhere else, so printed grids read as they look.)
fn uses_spaces_for_blanks(text: &str) -> bool {
    let (mut length, mut cells) = (0, 0);
    for ch in text.chars() {
        match Mark::of(ch) {
            Mark::Given(_) | Mark::Blank => cells += 1,
            Mark::Space => {}
            Mark::Decoration | Mark::Unexpected => return false,
        }
        length += 1;
    }
    GRID_CELLS.contains(&length) && !GRID_CELLS.contains(&cells)
}

/// The size of a grid written one row per line: the row length that most lines have among
/// 4, 6, 9 and 16 (the first met on a tie), then every row must have it and there must be that
/// many rows.
fn size_of_rows(rows: &[Row], cells: usize) -> Result<usize, ParseError> {
    // Counted once per size, not once per row, so a pasted file of thousands of lines stays fast.
    let lines_with = GRID_SIZES.map(|size| rows.iter().filter(|r| r.cells.len() == size).count());
    let most = lines_with.into_iter().max().unwrap_or(0);
    let most_common = |width: usize| {
        (GRID_SIZES.iter().zip(lines_with)).any(|(&size, lines)| size == width && lines == most)
    };
    let best = (most > 0)
        .then(|| {
            rows.iter()
                .map(|row| row.cells.len())
                .find(|&w| most_common(w))
        })
        .flatten();
    let expected = match (best, Shape::with_cells(cells)) {
        (Some(width), _) => width,
        // No row has a grid's length: let the total say which grid was meant.
        (None, Some(shape)) => shape.size as usize,
        (None, None) => return Err(ParseError::WrongCellCount { found: cells }),
    };
    if let Some(row) = rows.iter().find(|row| row.cells.len() != expected) {
        return Err(ParseError::WrongRowLength {
            line: row.line,
            found: row.cells.len(),
            expected,
        });
    }
    if rows.len() != expected {
        let line = rows.get(expected).unwrap_or(&rows[rows.len() - 1]).line;
        return Err(ParseError::WrongRowCount {
            line,
            found: rows.len(),
            expected,
        });
    }
    Ok(expected)
}

/// How a line of a file of puzzles takes part in splitting it (see [`Grid::parse_many`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// A comment or a section header: it ends the grid being read.
    Note,
    /// An empty line: between two grids, or between two bands of one grid.
    Gap,
    /// A line of decoration only, such as `------+------+------`: it ends nothing.
    Frame,
    /// A whole puzzle on one line (or a line too long to be a row).
    Puzzle,
    /// Sixteen cells with nothing between them: a whole 4×4 puzzle, or a row of a 16×16 grid
    /// in an `.sdk` file. [`Grid::parse_many`] tells which from the lines before.
    BareSixteen,
    /// A row of a printed grid, with this many cells.
    Row(usize),
}

impl Role {
    fn of(line: &str) -> Role {
        if is_note(line) {
            return Role::Note;
        }
        if line.trim().is_empty() {
            return Role::Gap;
        }
        // A stray character stands where a cell was meant, so a typo does not move the line
        // into another puzzle; parsing the puzzle then reports it.
        let cells = line
            .chars()
            .filter(|&ch| {
                matches!(
                    Mark::of(ch),
                    Mark::Given(_) | Mark::Blank | Mark::Unexpected
                )
            })
            .count();
        // Sixteen cells are a whole 4×4 puzzle or one row of a 16×16 grid. Bare, as puzzle
        // collections write 4×4 puzzles, they are a puzzle; with spaces or `|` between cells,
        // as printed grids are written, a row.
        let spaced = || {
            (line.trim().chars()).any(|ch| matches!(Mark::of(ch), Mark::Space | Mark::Decoration))
        };
        match cells {
            0 => Role::Frame,
            16 if spaced() => Role::Row(16),
            16 => Role::BareSixteen,
            _ if cells > 9 || uses_spaces_for_blanks(line) => Role::Puzzle,
            _ => Role::Row(cells),
        }
    }
}

/// The lines of a printed grid read so far from a file of puzzles.
struct Block {
    /// Line indices (from 0) of its first and last row.
    first: usize,
    last: usize,
    rows: usize,
    /// The length of its first row that a grid's row can have.
    width: Option<usize>,
}

impl Block {
    /// Whether the grid has all its rows (or more rows than a grid of its width has).
    fn is_complete(&self) -> bool {
        let most = if self.width == Some(16) { 16 } else { 9 };
        self.width == Some(self.rows) || self.rows >= most
    }

    /// Whether the rows so far end a band, where printed grids may leave an empty line.
    fn ends_a_band(&self) -> bool {
        self.width
            .and_then(|width| Shape::with_cells(width * width))
            .is_some_and(|shape| self.rows % shape.box_rows as usize == 0)
    }
}

/// One puzzle of a file of puzzles, as [`Grid::parse_many`] finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its place in the file: 1 for the first puzzle.
    pub number: usize,
    /// The line of its first row (of the puzzle itself, when it is on one line), from 1.
    pub line: usize,
    /// The grid, or what is wrong with it (lines counted from the top of the file).
    pub grid: Result<Grid, ParseError>,
}

impl Grid {
    /// An empty grid of the given shape.
    pub fn empty(shape: Shape) -> Grid {
        Grid {
            shape,
            cells: vec![0; shape.cells()],
        }
    }

    /// Reads one puzzle in any [`Format`]: one line of 16, 36, 81 or 256 cells, or the grid
    /// printed one row per line. Digits (`1` to `9`, and `A` to `G` in a 16×16 grid, in either
    /// case) are givens; `.`, `0` and `_` are blanks; spaces, `|`, `-`,
    /// `+`, `*` and box-drawing lines are decoration, so grids copied from books, puzzle sites
    /// and `.ss` files read as they are. Empty lines, `#` comments and section headers such as
    /// `.sdk`'s `[Puzzle]` are skipped. A single line of exactly 16, 36, 81 or 256 characters
    /// may use spaces for blanks.
    pub fn parse(text: &str) -> Result<Grid, ParseError> {
        match Grid::parse_plain(text) {
            Some(grid) => Ok(grid),
            None => Grid::parse_any(text),
        }
    }

    /// The common case at once: one line of exactly the cells of a grid up to 9×9, digits and
    /// `.`, `0` or `_` only. `None` for anything else, which [`Grid::parse_any`] reads.
    fn parse_plain(text: &str) -> Option<Grid> {
        let shape = Shape::with_cells(text.len()).filter(|shape| shape.size <= 9)?;
        let cells = text
            .bytes()
            .map(|byte| match byte {
                b'.' | b'0' | b'_' => Some(0),
                b'1'..=b'9' if byte - b'0' <= shape.size => Some(byte - b'0'),
                _ => None,
            })
            .collect::<Option<Vec<u8>>>()?;
        Some(Grid { shape, cells })
    }

    /// [`Grid::parse`] for every format.
    fn parse_any(text: &str) -> Result<Grid, ParseError> {
        let mut rows = Vec::new();
        for (index, line) in text.lines().enumerate() {
            if is_note(line) {
                continue;
            }
            let cells = read_line(line, index + 1, false)?;
            if !cells.is_empty() {
                rows.push(Row {
                    line: index + 1,
                    text: line,
                    cells,
                });
            }
        }
        let read: Vec<Read> = match rows.as_slice() {
            [] => return Err(ParseError::WrongCellCount { found: 0 }),
            [row] if Shape::with_cells(row.cells.len()).is_none() => {
                if uses_spaces_for_blanks(row.text) {
                    read_line(row.text, row.line, true)?
                } else {
                    return Err(ParseError::WrongCellCount {
                        found: row.cells.len(),
                    });
                }
            }
            [row] => row.cells.clone(),
            _ => {
                let cells = rows.iter().map(|row| row.cells.len()).sum();
                size_of_rows(&rows, cells)?;
                rows.into_iter().flat_map(|row| row.cells).collect()
            }
        };
        let shape = Shape::with_cells(read.len()).expect("the cell count was checked above");
        if let Some(r) = read.iter().find(|r| r.digit > shape.size) {
            let (line, column, digit, size) = (r.line, r.column, r.digit, shape.size);
            return Err(ParseError::DigitTooLarge {
                line,
                column,
                digit,
                size,
            });
        }
        Ok(Grid {
            shape,
            cells: read.into_iter().map(|r| r.digit).collect(),
        })
    }

    /// Reads every puzzle of a file: one-line puzzles, printed grids, or both mixed. A line of
    /// 10 cells or more is a puzzle by itself, except a line of 16 cells with spaces or `|`
    /// between them, which is a row of a 16×16 grid; shorter lines are rows of a printed grid,
    /// which ends when it has as many rows as its first row of 4, 6, 9 or 16 cells has cells. So grids
    /// may follow each other with blank lines, separator lines (the frames of several `.ss`
    /// grids) or nothing between them. Inside a grid, an empty line may only end a band; a
    /// comment or header always ends the grid. A bad puzzle is reported where it is and the
    /// next one is read as usual.
    pub fn parse_many(text: &str) -> Vec<Entry> {
        let lines: Vec<&str> = text.lines().collect();
        let mut entries = Vec::new();
        let mut block: Option<Block> = None;
        let close = |first: usize, last: usize, entries: &mut Vec<Entry>| {
            let grid = Grid::parse(&lines[first..=last].join("\n")).map_err(|e| e.shifted(first));
            entries.push(Entry {
                number: entries.len() + 1,
                line: first + 1,
                grid,
            });
        };
        // Whether the last line with anything on it was a section header, such as `[Puzzle]`.
        let mut after_header = false;
        for (index, &line) in lines.iter().enumerate() {
            let role = match Role::of(line) {
                // An `.sdk` file writes a 16×16 grid's rows bare, like 4×4 puzzles: below its
                // header, or below another row of 16, such a line is a row.
                Role::BareSixteen
                    if after_header || block.as_ref().is_some_and(|b| b.width == Some(16)) =>
                {
                    Role::Row(16)
                }
                role => role,
            };
            match role {
                Role::Note if line.trim().starts_with('[') => after_header = true,
                Role::Puzzle | Role::BareSixteen | Role::Row(_) | Role::Frame => {
                    after_header = false
                }
                Role::Note | Role::Gap => {}
            }
            let ends_block = match (&block, role) {
                (Some(_), Role::Note | Role::Puzzle | Role::BareSixteen) => true,
                (Some(block), Role::Gap) => !block.ends_a_band(),
                _ => false,
            };
            if ends_block {
                if let Some(done) = block.take() {
                    close(done.first, done.last, &mut entries);
                }
            }
            match role {
                Role::Puzzle | Role::BareSixteen => close(index, index, &mut entries),
                Role::Row(width) => {
                    let current = block.get_or_insert(Block {
                        first: index,
                        last: index,
                        rows: 0,
                        width: None,
                    });
                    current.rows += 1;
                    current.last = index;
                    if current.width.is_none() && GRID_SIZES.contains(&width) {
                        current.width = Some(width);
                    }
                    if current.is_complete() {
                        close(current.first, current.last, &mut entries);
                        block = None;
                    }
                }
                Role::Note | Role::Gap | Role::Frame => {}
            }
        }
        if let Some(done) = block {
            close(done.first, done.last, &mut entries);
        }
        entries
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The digits row-major, 0 for empty.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    pub fn get(&self, cell: Cell) -> u8 {
        self.cells[self.shape.index(cell)]
    }

    pub fn set(&mut self, cell: Cell, digit: u8) {
        let index = self.shape.index(cell);
        self.cells[index] = digit;
    }

    /// Sets the cell at a row-major index.
    pub fn set_index(&mut self, index: usize, digit: u8) {
        self.cells[index] = digit;
    }

    pub fn empties(&self) -> usize {
        self.cells.iter().filter(|&&d| d == 0).count()
    }

    /// One line of digits (`A` to `G` for 10 to 16), `.` for empty cells: the form the
    /// command line and the URL use.
    pub fn to_line(&self) -> String {
        self.cells.iter().map(|&d| digit_char(d)).collect()
    }

    /// The grid written in a format that [`Grid::parse`] reads back. Multi-line formats end
    /// with a newline; the one-line format is [`Grid::to_line`].
    pub fn to_text(&self, format: Format) -> String {
        let size = self.shape.size as usize;
        let (box_rows, box_cols) = (self.shape.box_rows as usize, self.shape.box_cols as usize);
        let digit = digit_char;
        // One row: its boxes' cells, `within` between two cells of a box, `between` between
        // two boxes, `edge` at both ends.
        let row = |r: usize, within: &str, between: &str, edge: &str| -> String {
            let boxes: Vec<String> = self.cells[r * size..(r + 1) * size]
                .chunks(box_cols)
                .map(|cells| {
                    let cells: Vec<String> = cells.iter().map(|&d| digit(d).to_string()).collect();
                    cells.join(within)
                })
                .collect();
            format!("{edge}{}{edge}", boxes.join(between))
        };
        // The lines of the grid, with `separator` (made from a row) between two bands.
        let grid = |within: &str, between: &str, edge: &str, separator: &dyn Fn(&str) -> String| {
            let mut lines = Vec::new();
            for r in 0..size {
                let text = row(r, within, between, edge);
                if r > 0 && r % box_rows == 0 {
                    lines.push(separator(&text));
                }
                lines.push(text);
            }
            lines
        };
        let lines = match format {
            Format::Line => return self.to_line(),
            // `4 . . | . . . | 8 . 5` over `------+-------+------`.
            Format::Printed => grid(" ", " | ", "", &|row| {
                row.chars()
                    .map(|c| if c == '|' { '+' } else { '-' })
                    .collect()
            }),
            // `|..3|.1.|...|` over `|---+---+---|`, framed by `*-----------*`.
            Format::SimpleSudoku => {
                let mut lines = grid("", "|", "|", &|row| {
                    let last = row.chars().count() - 1;
                    (row.chars().enumerate())
                        .map(|(i, c)| match c {
                            '|' if i == 0 || i == last => '|',
                            '|' => '+',
                            _ => '-',
                        })
                        .collect()
                });
                let width = lines[0].chars().count();
                let frame = format!("*{}*", "-".repeat(width - 2));
                lines.insert(0, frame.clone());
                lines.push(frame);
                lines
            }
            Format::Sdk => std::iter::once("[Puzzle]".to_string())
                .chain((0..size).map(|r| row(r, "", "", "")))
                .collect(),
        };
        lines.iter().map(|line| format!("{line}\n")).collect()
    }

    /// The first two equal digits sharing a row, a column or a box, checked in that order.
    /// `comparisons` counts one per cell looked at.
    pub fn first_clash(&self, rules: &[Rule], comparisons: &mut u64) -> Option<Clash> {
        let size = self.shape.size as usize;
        for &rule in rules {
            for number in 0..size {
                // The digits seen so far in the unit, as a bit set; the cell of the first one
                // of a pair is looked for again only once a pair is found.
                let mut seen = 0u32;
                for cell in self.shape.unit(rule, number) {
                    *comparisons += 1;
                    let digit = self.get(cell);
                    if digit == 0 {
                        continue;
                    }
                    if seen & 1 << digit != 0 {
                        let first = self
                            .shape
                            .unit(rule, number)
                            .find(|&earlier| self.get(earlier) == digit)
                            .expect("the digit was seen in this unit");
                        return Some(Clash {
                            rule,
                            first,
                            second: cell,
                        });
                    }
                    seen |= 1 << digit;
                }
            }
        }
        None
    }
}

impl std::fmt::Display for Grid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The quick path reads a plain line exactly as the full reader does, and leaves every other
    /// text (a digit too large, letters, decoration, several lines) to it.
    #[test]
    fn a_plain_line_reads_the_same_by_either_path() {
        let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sudoku");
        let mut lines: Vec<String> = ["puzzles2_17_clue_sample", "norvig_top95.txt"]
            .iter()
            .flat_map(|set| {
                std::fs::read_to_string(format!("{data}/{set}"))
                    .unwrap()
                    .lines()
                    .map(String::from)
                    .collect::<Vec<_>>()
            })
            .filter(|line| line.len() == 81)
            .collect();
        lines.extend(
            [
                "1..4.41..14.4..1",
                "0_3.",
                "12.4..56.1..3.2...14..2.5..6..........",
            ]
            .map(String::from),
        );
        lines.push("_".repeat(36));
        for line in &lines {
            assert_eq!(
                Grid::parse_plain(line).ok_or(()),
                Grid::parse_any(line).map_err(|_| ()),
                "{line}"
            );
        }
        assert!(Grid::parse_plain(&"1".repeat(81)).is_some());
        for other in [
            "12345...........",
            "1 3.4.2.3.1.4.2.",
            "A...............",
            "1..4\n.41.\n.14.\n4..1",
        ] {
            assert_eq!(Grid::parse_plain(other), None, "{other}");
        }
        assert!(matches!(
            Grid::parse("12345..........."),
            Err(ParseError::DigitTooLarge { .. })
        ));
        assert!(Grid::parse("1..4\n.41.\n.14.\n4..1").is_ok());
    }
}
