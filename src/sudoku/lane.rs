//! Sudoku as a lane of the race: its setup text (a grid in any format [`Grid::parse`] reads),
//! its entry in the registry, what its errors say as data (the character and where it is, the
//! digit too large, the two givens that clash), and how its board is shown: the instance
//! `{size, box_rows, box_cols, givens, grid}`, the view `{cells}` and the digits as bytes.

use serde::Serialize;

#[cfg(feature = "strategies")]
use super::{check_givens, quick};
use super::{digit_char, Grid, ParseError, Strategy, Sudoku, SudokuError};
#[cfg(feature = "strategies")]
use crate::lane::{Lane, StrategyLane};
use crate::lane::{PuzzleBoard, Shown, Start};
#[cfg(feature = "program-lanes")]
use crate::program_board::{read_variable, ProgramBoard};
#[cfg(feature = "strategies")]
use crate::puzzle::SolvedNow;
use crate::puzzle::{self, About, Puzzle, StrategyInfo};
#[cfg(feature = "program-lanes")]
use crate::python::{Global, Machine, Value};
use crate::search::tree::Reference;
#[cfg(feature = "program-lanes")]
use crate::search::Rule;
#[cfg(feature = "strategies")]
use crate::search::{Limits, Mode, Status};
use crate::setup::{Details, Explained, SetupError};

/// The rules of a strategy on a grid, with the size of its whole tree where known.
pub fn problem(grid: Grid, strategy: &str) -> Result<(Sudoku, Option<f64>), SetupError> {
    let strategy =
        crate::setup::strategy_named(&Strategy::ALL, Strategy::name, strategy, "Sudoku")?;
    let size = strategy.tree_size(&grid);
    Ok((Sudoku::new(grid, strategy)?, size))
}

/// Sudoku in the registry.
pub struct SudokuPuzzle;

impl Puzzle for SudokuPuzzle {
    fn about(&self) -> About {
        About {
            name: "sudoku",
            title: "Sudoku",
            setup_form: "the grid: one line of 16, 36, 81 or 256 cells, or printed one row a line",
            example: "1..4.41..14.4..1",
        }
    }

    fn strategies(&self) -> Vec<StrategyInfo> {
        puzzle::strategies(&Strategy::ALL, Strategy::name, Some(Strategy::summary))
    }

    fn start(&self, setup: &str) -> Result<Box<dyn Start>, SetupError> {
        Ok(Box::new(Sudoku::new(
            Grid::parse(setup)?,
            Strategy::ALL[0],
        )?))
    }

    #[cfg(feature = "strategies")]
    fn lane(
        &self,
        setup: &str,
        strategy: &str,
        limits: Limits,
    ) -> Result<Box<dyn Lane>, SetupError> {
        let (problem, size) = problem(Grid::parse(setup)?, strategy)?;
        Ok(StrategyLane::boxed(problem, limits, size))
    }

    #[cfg(feature = "strategies")]
    /// A 9×9 grid by the quick solver ([`super::quick`]); the other sizes by propagation.
    fn solve_now(&self, setup: &str, cap: u64) -> Result<SolvedNow, SetupError> {
        let grid = Grid::parse(setup)?;
        if let Some(solved) = quick::solve(&grid, cap) {
            // A solution keeps every given, so only givens without one may break the rules.
            if solved.solutions == 0 {
                check_givens(&grid)?;
            }
            let status = match solved.solutions {
                0 => Status::NoSolution,
                n if n >= cap.max(1) => Status::CapReached,
                _ => Status::Finished,
            };
            return Ok(SolvedNow {
                status,
                solution: solved.first.map(|grid| grid.to_line()),
                solutions: solved.solutions,
                nodes: solved.guesses + 1,
                forced: solved.forced,
            });
        }
        let report = super::solve(&grid, Strategy::Propagation, Limits::new(Mode::UpTo(cap)))?;
        Ok(SolvedNow {
            status: report.status,
            solution: report.solution.map(|grid| grid.to_line()),
            solutions: report.stats.solutions,
            nodes: report.stats.nodes,
            forced: report.stats.forced,
        })
    }

    /// The grid a program holds (see [`program_board`]).
    #[cfg(feature = "program-lanes")]
    fn program_board(&self, machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
        program_board(machine, prefer)
    }

    /// The first given of the grid that the board does not hold (or the first cell, when
    /// the board is not of the grid's size).
    #[cfg(feature = "program-lanes")]
    fn breaks_instance(&self, setup: &str, board: &ProgramBoard) -> Option<crate::search::Cell> {
        let grid = Grid::parse(setup).ok()?;
        let shape = grid.shape();
        if board.board.len() != shape.cells() {
            return Some(shape.cell(0));
        }
        let changed = grid
            .cells()
            .iter()
            .zip(&board.board)
            .position(|(&given, &held)| given != 0 && given != held)?;
        Some(shape.cell(changed))
    }

    /// `board`, a list of rows with 0 for a blank, as lesson 000's solver takes it.
    #[cfg(feature = "program-lanes")]
    fn program_globals(&self, setup: &str) -> Result<Vec<(&'static str, Global)>, SetupError> {
        let grid = Grid::parse(setup)?;
        let size = grid.shape().size as usize;
        let rows = grid
            .cells()
            .chunks(size)
            .map(|row| Global::List(row.iter().map(|&d| Global::Int(d as i64)).collect()))
            .collect();
        Ok(vec![("board", Global::List(rows))])
    }
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "sudoku")]
struct Instance<'a> {
    size: u8,
    box_rows: u8,
    box_cols: u8,
    /// Row-major, 0 for a blank.
    givens: &'a [u8],
    /// The givens as one line, the form links use.
    grid: String,
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "sudoku")]
struct View<'a> {
    cells: &'a [u8],
}

impl PuzzleBoard for Sudoku {
    const PUZZLE: &'static str = "sudoku";

    fn instance(&self) -> Shown {
        let givens = self.givens();
        let shape = givens.shape();
        Shown::new(&Instance {
            size: shape.size,
            box_rows: shape.box_rows,
            box_cols: shape.box_cols,
            givens: givens.cells(),
            grid: givens.to_line(),
        })
    }

    fn view(&self) -> Shown {
        Shown::new(&View {
            cells: self.grid().cells(),
        })
    }

    /// The digits row-major, 0 for an empty cell.
    fn board(&self) -> Vec<u8> {
        self.grid().cells().to_vec()
    }

    fn solution_board(&self, solution: &Grid) -> Vec<u8> {
        solution.cells().to_vec()
    }

    /// The solved grid as one line.
    fn written(&self, solution: &Grid) -> Shown {
        Shown::new(&solution.to_line())
    }

    /// Every digit in every empty cell.
    fn reference(&self) -> Result<Reference, SetupError> {
        let givens = self.givens();
        Ok(Reference::uniform(
            givens.shape().size as u64,
            givens.empties(),
        ))
    }
}

impl Explained for ParseError {
    fn details(&self) -> Details {
        match *self {
            ParseError::UnexpectedCharacter {
                line,
                column,
                found,
            } => Details::at("unexpected_character", line, Some(column), found),
            ParseError::DigitTooLarge {
                line,
                column,
                digit,
                size,
            } => Details {
                digit: Some(digit),
                size: Some(size),
                // As written: a 16×16 grid's digits 10 to 16 are the letters A to G.
                ..Details::at("digit_too_large", line, Some(column), digit_char(digit))
            },
            ParseError::WrongRowLength {
                line,
                found,
                expected,
            } => Details {
                expected: Some(expected),
                ..Details::at("wrong_row_length", line, None, found)
            },
            ParseError::WrongRowCount {
                line,
                found,
                expected,
            } => Details {
                expected: Some(expected),
                ..Details::at("wrong_row_count", line, None, found)
            },
            ParseError::WrongCellCount { found } => Details::found("wrong_cell_count", found),
        }
    }
}

impl Explained for SudokuError {
    fn details(&self) -> Details {
        match self {
            SudokuError::Parse(error) => error.details(),
            SudokuError::ConflictingGivens { clash, digit } => Details {
                digit: Some(*digit),
                rule: Some(clash.rule.name()),
                cells: vec![clash.first, clash.second],
                ..Details::kind("conflicting_givens")
            },
        }
    }
}

/// The names a program's grid goes by, the lessons' first.
#[cfg(feature = "program-lanes")]
const GRID_NAMES: [&str; 4] = ["board", "grid", "puzzle", "sudoku"];

/// A program's view of its grid: the tab's view with the program's own size, which may not be
/// the tab's (lesson 000's solver brings its own puzzle).
#[cfg(feature = "program-lanes")]
#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "sudoku")]
struct ProgramView {
    size: u8,
    cells: Vec<u8>,
    drawn_from: String,
}

/// Reads the grid a program holds: a list of rows of whole numbers (0 for a blank) under one
/// of the usual names, the innermost call's first, then the module's. Complete when no cell
/// is blank; true when no row, column or box holds a digit twice.
#[cfg(feature = "program-lanes")]
fn program_board(machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
    let ((cells, size), drawn_from) = read_variable(machine, prefer, &GRID_NAMES, |value| {
        grid_cells(machine, value)
    })?;
    let drawn_from = drawn_from.to_string();
    let shape = super::Shape::with_cells(cells.len())?;
    let mut grid = Grid::empty(shape);
    for (index, &digit) in cells.iter().enumerate() {
        grid.set_index(index, digit);
    }
    let complete = grid.empties() == 0;
    let clash = grid.first_clash(&[Rule::Row, Rule::Column, Rule::Box], &mut 0);
    Some(ProgramBoard {
        judged: true,
        board: cells.clone(),
        complete,
        valid: complete && clash.is_none(),
        // A grid's calls place no one cell the board can tell: its tree's nodes are unnamed.
        placed: None,
        clash: clash.filter(|_| complete),
        view: Shown::new(&ProgramView {
            size,
            cells,
            drawn_from: drawn_from.clone(),
        }),
        drawn_from,
    })
}

/// A list of `size` rows of `size` whole numbers from 0 to `size`, for a size a grid has.
#[cfg(feature = "program-lanes")]
fn grid_cells(machine: &Machine, value: &Value) -> Option<(Vec<u8>, u8)> {
    let rows = machine.items(value)?;
    let size = rows.len();
    super::Shape::with_cells(size * size)?;
    let mut cells = Vec::with_capacity(size * size);
    for row in rows {
        let digits = machine.ints(row)?;
        if digits.len() != size || digits.iter().any(|&d| !(0..=size as i64).contains(&d)) {
            return None;
        }
        cells.extend(digits.iter().map(|&d| d as u8));
    }
    Some((cells, size as u8))
}
