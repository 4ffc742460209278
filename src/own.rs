//! Your own problem: the tab for a backtracking program that solves no puzzle of the lab
//! (permutations, subsets, combination sums, balanced parentheses, palindrome partitions).
//!
//! It has no instance and no strategies of its own: every lane on it is a program lane, and
//! the picture is the tree of the recursive function's calls, each labelled with what it
//! chose. In place of a board it shows the state the search has built so far: the list (or
//! tuple, or string) the innermost call holds (`state = [1, 3]`, `s = "(()"`), read from the
//! program's variables as a puzzle reads its board, and the call itself. This state is never
//! judged: a program on this tab records its own solutions, and the lane counts them as it
//! records them (see [`crate::program`]).

use crate::lane::{Lane, Shown};
use crate::program_board::ProgramBoard;
use crate::puzzle::{About, Puzzle, StrategyInfo};
use crate::python::{Global, Machine};
use crate::search::Limits;
use crate::setup::{Details, SetupError};
use crate::state;

/// The tab's puzzle: the name links use (`puzzle=program`).
pub struct OwnProblem;

impl Puzzle for OwnProblem {
    fn about(&self) -> About {
        About {
            name: "program",
            title: "Your own problem",
            setup_form: "nothing: the program holds its own instance",
            example: "",
        }
    }

    fn strategies(&self) -> Vec<StrategyInfo> {
        Vec::new()
    }

    fn lane(
        &self,
        _setup: &str,
        strategy: &str,
        _limits: Limits,
    ) -> Result<Box<dyn Lane>, SetupError> {
        Err(SetupError::new(
            format!("Your own problem has no strategy {strategy:?}: only programs race on it"),
            Details::found("unknown_strategy", strategy),
        ))
    }

    /// No globals: the program holds its own instance, so a setup text is refused.
    fn program_globals(&self, setup: &str) -> Result<Vec<(&'static str, Global)>, SetupError> {
        if setup.trim().is_empty() {
            Ok(Vec::new())
        } else {
            Err(SetupError::form(
                "Your own problem takes no setup: the program holds its own instance",
            ))
        }
    }

    /// The state the innermost call has built (the program lane adds where its loop stands).
    fn program_board(&self, machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
        let view = state::view(machine, prefer, None, false);
        Some(ProgramBoard {
            drawn_from: view.name().unwrap_or_default().to_string(),
            view: Shown::new(&view),
            board: Vec::new(),
            judged: false,
            complete: false,
            valid: false,
            placed: None,
            clash: None,
        })
    }
}
