//! The Sudoku grid: its shape (4×4, 6×6 or 9×9), its cells, and the parser that reads a puzzle
//! the way people write it down, as one line of digits or as a grid printed over several lines.

use crate::search::{Cell, Clash, Rule};

/// The size of a grid and of its boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Rows, columns and digits: 4, 6 or 9.
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

    /// The shape with this many cells, if it is one the core supports.
    pub fn with_cells(cells: usize) -> Option<Shape> {
        [Shape::FOUR, Shape::SIX, Shape::NINE]
            .into_iter()
            .find(|shape| shape.cells() == cells)
    }

    pub fn cells(self) -> usize {
        self.size as usize * self.size as usize
    }

    /// The bit set of every digit, `1..=size` (bit `d` is digit `d`).
    pub fn all_digits(self) -> u16 {
        ((1u32 << (self.size + 1)) - 2) as u16
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

/// Where every cell sits, worked out once per shape so the strategies' inner loops do no
/// division: each cell's row, column and box, and the cells of every unit.
#[derive(Debug)]
pub struct Geometry {
    /// Per cell index: its row, column and box.
    pub row: [u8; 81],
    pub col: [u8; 81],
    pub box_of: [u8; 81],
    /// The cell indices of every row, then every column, then every box (`3 × size` units of
    /// `size` cells each; only the first `size` entries of each are used).
    pub units: [[u8; 9]; 27],
}

impl Geometry {
    fn of(shape: Shape) -> Geometry {
        let size = shape.size as usize;
        let mut geometry = Geometry {
            row: [0; 81],
            col: [0; 81],
            box_of: [0; 81],
            units: [[0; 9]; 27],
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
        static TABLES: [std::sync::OnceLock<Geometry>; 3] = [
            std::sync::OnceLock::new(),
            std::sync::OnceLock::new(),
            std::sync::OnceLock::new(),
        ];
        let slot = match self.size {
            4 => 0,
            6 => 1,
            _ => 2,
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
    /// A character that is neither a digit, a blank (`.`, `0`, `_`) nor decoration (` |-+`).
    UnexpectedCharacter {
        line: usize,
        column: usize,
        found: char,
    },
    /// A digit larger than the grid allows (a 7 in a 4×4 grid).
    DigitTooLarge {
        line: usize,
        column: usize,
        digit: u8,
        size: u8,
    },
    /// Not 16, 36 or 81 cells in all.
    WrongCellCount { found: usize },
    /// A grid written over several lines with a row of the wrong length.
    WrongRowLength {
        line: usize,
        found: usize,
        expected: usize,
    },
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            ParseError::UnexpectedCharacter {
                line,
                column,
                found,
            } => write!(
                f,
                "line {line}, column {column}: unexpected character {found:?}; \
                 use digits for givens and '.', '0' or '_' for blanks"
            ),
            ParseError::DigitTooLarge {
                line,
                column,
                digit,
                size,
            } => write!(
                f,
                "line {line}, column {column}: digit {digit} does not fit a {size}×{size} grid \
                 (use 1 to {size})"
            ),
            ParseError::WrongCellCount { found } => {
                write!(
                    f,
                    "expected 16, 36 or 81 cells (a 4×4, 6×6 or 9×9 grid), found {found}"
                )
            }
            ParseError::WrongRowLength {
                line,
                found,
                expected,
            } => {
                write!(f, "line {line} has {found} cells, expected {expected}")
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// A cell read from the text, with where it was found.
struct Read {
    digit: u8,
    line: usize,
    column: usize,
}

impl Grid {
    /// An empty grid of the given shape.
    pub fn empty(shape: Shape) -> Grid {
        Grid {
            shape,
            cells: vec![0; shape.cells()],
        }
    }

    /// Reads a puzzle: one line of 16, 36 or 81 cells, or the grid printed over several lines.
    /// Digits are givens; `.`, `0` and `_` are blanks; spaces, `|`, `-` and `+` are decoration
    /// and are ignored, so grids copied from puzzle sites read as they are.
    pub fn parse(text: &str) -> Result<Grid, ParseError> {
        let mut read = Vec::new();
        let mut rows = Vec::new(); // (line, cells on it) for every line that holds cells
        for (l, line) in text.lines().enumerate() {
            let before = read.len();
            for (c, ch) in line.chars().enumerate() {
                let (line, column) = (l + 1, c + 1);
                let digit = match ch {
                    '.' | '0' | '_' => 0,
                    '1'..='9' => ch as u8 - b'0',
                    ' ' | '\t' | '\r' | '|' | '-' | '+' => continue,
                    found => {
                        return Err(ParseError::UnexpectedCharacter {
                            line,
                            column,
                            found,
                        })
                    }
                };
                read.push(Read {
                    digit,
                    line,
                    column,
                });
            }
            if read.len() > before {
                rows.push((l + 1, read.len() - before));
            }
        }
        let shape = Shape::with_cells(read.len())
            .ok_or(ParseError::WrongCellCount { found: read.len() })?;
        if rows.len() > 1 {
            let expected = shape.size as usize;
            if let Some(&(line, found)) = rows.iter().find(|&&(_, found)| found != expected) {
                return Err(ParseError::WrongRowLength {
                    line,
                    found,
                    expected,
                });
            }
        }
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

    /// One line of digits, `.` for empty cells: the form the command line and the URL use.
    pub fn to_line(&self) -> String {
        self.cells
            .iter()
            .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
            .collect()
    }

    /// The first two equal digits sharing a row, a column or a box, checked in that order.
    /// `comparisons` counts one per cell looked at.
    pub fn first_clash(&self, rules: &[Rule], comparisons: &mut u64) -> Option<Clash> {
        let size = self.shape.size as usize;
        for &rule in rules {
            for number in 0..size {
                let mut seen: [Option<Cell>; 10] = [None; 10];
                for cell in self.shape.unit(rule, number) {
                    *comparisons += 1;
                    let digit = self.get(cell) as usize;
                    if digit == 0 {
                        continue;
                    }
                    if let Some(first) = seen[digit] {
                        return Some(Clash {
                            rule,
                            first,
                            second: cell,
                        });
                    }
                    seen[digit] = Some(cell);
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
