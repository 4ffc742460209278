//! Backtracking Lab's core: N-Queens, Sudoku, the knight's tour, graph colouring and word
//! search solved by several backtracking strategies, each a pausable stepper that explains
//! every node it visits.
//!
//! From the top: a [`search::Search`] is the textbook loop (try, check, place, descend, undo)
//! as an explicit-stack state machine; each call of `step` returns one [`search::Event`] and
//! updates the [`search::Stats`] that the lessons compare. The puzzles supply the rules:
//! [`queens`] and [`sudoku`], then the lessons' exercises on the same loop: [`knights`],
//! [`colouring`] and [`words`], each with its strategies. Around the loop, for the lessons:
//! [`search::estimate`] guesses the size of a tree too big to walk from random probes,
//! [`search::tree`] rebuilds the tree of a small run for drawing, and [`queens::Mistake`] runs
//! the classic slips (a forgotten undo, a forgotten diagonal) for real. Everything the page
//! races is a [`lane::Lane`], one interface whatever it searches, and [`registry::PUZZLES`]
//! builds the lanes of every puzzle from its setup text. The page reaches them through the thin
//! handles of `wasm` (the only module that knows about JavaScript), the `backtrack` command
//! line ([`cli`]) directly; neither names a puzzle.
//!
//! ```
//! use backtracking_lab::queens::{self, Strategy};
//! use backtracking_lab::search::{Limits, Mode, Status};
//!
//! // Eight queens, all solutions: the pruned strategy cuts the tree to 2,057 nodes.
//! let report = queens::solve(8, Strategy::Pruned, Limits::new(Mode::All)).unwrap();
//! assert_eq!(report.status, Status::Finished);
//! assert_eq!(report.stats.solutions, 92);
//! assert_eq!(report.stats.nodes, 2057);
//!
//! // The same loop with another check: a knight's tour of 5 × 5 from a corner, and twenty
//! // services that fit on five machines but not on four.
//! use backtracking_lab::{colouring, knights};
//! let board = knights::Board::parse(5, "r1c1", false).unwrap();
//! let tours = knights::solve(&board, knights::Strategy::Pruned, Limits::new(Mode::All));
//! assert_eq!(tours.stats.solutions, 304);
//! let services = colouring::preset_graph("services").unwrap();
//! let strategy = colouring::Strategy::ForwardChecking;
//! let four = colouring::solve(&services, 4, strategy, Limits::new(Mode::First)).unwrap();
//! assert_eq!(four.status, Status::NoSolution);
//! ```

/// The command line has every part of the core: the strategies and the program lanes.
#[cfg(all(feature = "program-lanes", feature = "strategies"))]
pub mod cli;
pub mod colouring;
#[cfg(feature = "program-lanes")]
pub mod exercise;
pub mod knights;
pub mod lane;
#[cfg(feature = "program-lanes")]
pub mod own;
#[cfg(feature = "program-lanes")]
pub mod program;
#[cfg(feature = "program-lanes")]
pub mod program_board;
pub mod puzzle;
pub mod python;
pub mod queens;
pub mod registry;
pub mod search;
pub mod setup;
#[cfg(feature = "program-lanes")]
pub mod state;
pub mod sudoku;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

/// What a finished run reports (the search's own, [`search::Report`]), named at the root as the
/// puzzles' runners and their tests know it.
pub use search::Report;
