//! The registry of puzzles: every puzzle the lab races, listed once, each behind the one
//! interface of [`crate::puzzle`]. The wasm boundary and the command line find a puzzle here by
//! its name and then use that interface and the lane's only: neither names a puzzle. The names
//! a caller needs beside the list (the interface, a setup's errors) are here too, so that a
//! caller has one place to take them from.

pub use crate::puzzle::{strategies, About, Count, Puzzle, SolvedNow, StrategyInfo};
pub use crate::setup::{first_line, strategy_named, Details, Explained, SetupError};
use crate::{colouring, knights, queens, sudoku, words};

/// Every puzzle, in the order the page lists them.
pub static PUZZLES: [&dyn Puzzle; 5] = [
    &queens::NQueens,
    &sudoku::SudokuPuzzle,
    &knights::KnightsTour,
    &colouring::GraphColouring,
    &words::WordSearchPuzzle,
];

/// The tab for a program that solves no puzzle of the lab: only program lanes race on it.
#[cfg(feature = "program-lanes")]
pub static OWN_PROBLEM: &dyn Puzzle = &crate::own::OwnProblem;

/// The puzzle with this name (or, with program lanes, the tab for your own problem).
pub fn puzzle(name: &str) -> Result<&'static dyn Puzzle, SetupError> {
    #[cfg(feature = "program-lanes")]
    let own = Some(OWN_PROBLEM);
    #[cfg(not(feature = "program-lanes"))]
    let own: Option<&'static dyn Puzzle> = None;
    PUZZLES
        .iter()
        .copied()
        .chain(own)
        .find(|p| p.name() == name)
        .ok_or_else(|| {
            let names: Vec<&str> = PUZZLES.iter().map(|p| p.name()).collect();
            SetupError::new(
                format!("unknown puzzle {name:?}; use {}", names.join(", ")),
                Details::found("unknown_puzzle", name),
            )
        })
}
