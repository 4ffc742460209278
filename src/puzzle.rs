//! What a puzzle is to the rest of the core: one interface ([`Puzzle`]) that reads its setup
//! text and builds a [`Lane`] of any of its strategies, says what the puzzle is called
//! ([`About`]), and, where the puzzle has them, solves at once ("Solve now"), counts with a
//! fast counter, and reads a program's board from its variables. Each puzzle's module
//! implements it (`queens/lane.rs`, …); the registry lists them.

use serde::Serialize;

use crate::lane::{Lane, Start};
#[cfg(feature = "program-lanes")]
use crate::program_board::ProgramBoard;
#[cfg(feature = "program-lanes")]
use crate::python::{Global, Machine};
#[cfg(feature = "program-lanes")]
use crate::search::Cell;
use crate::search::{Limits, Status};
use crate::setup::SetupError;

/// What "Solve now" found: the first solution as people write it, how many there are up to
/// the cap (the status tells: finished is exactly that many, cap_reached more), and the work:
/// the nodes of its tree (one more than its guesses) and the cells the rules forced.
#[derive(Serialize)]
pub struct SolvedNow {
    pub status: Status,
    pub solution: Option<String>,
    pub solutions: u64,
    pub nodes: u64,
    pub forced: u64,
}

/// A strategy as the registry lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct StrategyInfo {
    pub name: &'static str,
    /// The core's one-line summary in English, where it has one.
    pub summary: Option<&'static str>,
}

/// What a fast counter found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Count {
    pub solutions: u64,
    pub nodes: u64,
    /// The classes of solutions under the board's symmetries, where the counter tells them.
    pub classes: Option<u64>,
}

/// What a puzzle is called and how its setup text is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct About {
    /// The name links and the command line use (`queens`).
    pub name: &'static str,
    /// The name in a sentence (`N-Queens`).
    pub title: &'static str,
    /// The form of the setup text.
    pub setup_form: &'static str,
    /// A setup text that works.
    pub example: &'static str,
}

/// The strategies of a puzzle's `ALL` list as the registry lists them, with their one-line
/// summaries where the puzzle has them.
pub fn strategies<S: Copy>(
    all: &[S],
    name: fn(S) -> &'static str,
    summary: Option<fn(S) -> &'static str>,
) -> Vec<StrategyInfo> {
    all.iter()
        .map(|&s| StrategyInfo {
            name: name(s),
            summary: summary.map(|summary| summary(s)),
        })
        .collect()
}

/// One puzzle of the lab.
pub trait Puzzle: Sync {
    /// What the puzzle is called and how its setup is written.
    fn about(&self) -> About;
    /// The strategies, in the order the page offers them.
    fn strategies(&self) -> Vec<StrategyInfo>;
    /// More names a lane takes as its strategy (the mistake lab's broken copies).
    fn mistakes(&self) -> Vec<&'static str> {
        Vec::new()
    }
    /// The instance of `setup` before the first placement: the setup checked, and what a
    /// program lane on this puzzle's tab draws.
    fn start(&self, setup: &str) -> Result<Box<dyn Start>, SetupError> {
        let _ = setup;
        Err(SetupError::unsupported(format!(
            "{} has no instance of its own: the program holds it",
            self.about().title
        )))
    }
    /// A lane of `strategy` (or a mistake) on the instance of `setup`. The program lanes'
    /// core is built without the strategies (feature `strategies`): its strategy lanes race
    /// on the page's core.
    fn lane(
        &self,
        setup: &str,
        strategy: &str,
        limits: Limits,
    ) -> Result<Box<dyn Lane>, SetupError> {
        let _ = (setup, limits);
        Err(SetupError::unsupported(format!(
            "{} has no strategy {strategy:?} in this core: its strategies race on the page's core",
            self.about().title
        )))
    }
    /// Solves a setup at once ("Solve now"), counting up to `cap` solutions, where the
    /// puzzle has a quick solver.
    fn solve_now(&self, setup: &str, cap: u64) -> Result<SolvedNow, SetupError> {
        let _ = (setup, cap);
        Err(SetupError::unsupported(format!(
            "{} has no quick solver",
            self.about().title
        )))
    }
    #[cfg(feature = "program-lanes")]
    /// The globals a program on this puzzle's tab is given before it runs (N-Queens `n`),
    /// from the setup: what the lanes beside it search.
    fn program_globals(&self, setup: &str) -> Result<Vec<(&'static str, Global)>, SetupError> {
        let _ = setup;
        Ok(Vec::new())
    }
    #[cfg(feature = "program-lanes")]
    /// The board a program holds now, read from its variables, as this puzzle's view.
    fn program_board(&self, machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
        let _ = (machine, prefer);
        None
    }
    #[cfg(feature = "program-lanes")]
    /// The names a program gives the pieces at `cells` (a graph's vertices), where the
    /// puzzle's cells are not what a learner calls them; none for a board of squares.
    fn piece_names(&self, machine: &Machine, cells: &[Cell]) -> Option<Vec<String>> {
        let _ = (machine, cells);
        None
    }
    #[cfg(feature = "program-lanes")]
    /// Whether a board a program returned keeps the instance of `setup` (a Sudoku's givens):
    /// the first cell where it does not, or none (a puzzle without givens keeps it always).
    fn breaks_instance(&self, setup: &str, board: &ProgramBoard) -> Option<Cell> {
        let _ = (setup, board);
        None
    }
    /// Counts every solution with a fast counter, where the puzzle has one: with `prefix`
    /// empty the whole count, else only the solutions that begin with these values (the
    /// page's workers share a count out by them). With `symmetric` it walks only one board of
    /// each class under the board's symmetries and weighs it by the class's size; a prefix
    /// then counts the classes whose smallest board begins with it, so the prefixes of
    /// [`count_tasks`](Puzzle::count_tasks) add up to the whole.
    fn count(&self, setup: &str, prefix: &[usize], symmetric: bool) -> Result<Count, SetupError> {
        let _ = (setup, prefix, symmetric);
        Err(self.no_counter())
    }
    /// The prefixes a symmetric count is shared out by, each a task for one worker.
    fn count_tasks(&self, setup: &str) -> Result<Vec<Vec<usize>>, SetupError> {
        let _ = setup;
        Err(self.no_counter())
    }
    /// The error of a puzzle without a fast counter.
    fn no_counter(&self) -> SetupError {
        SetupError::unsupported(format!("{} has no fast counter", self.about().title))
    }
}

impl dyn Puzzle {
    pub fn name(&self) -> &'static str {
        self.about().name
    }

    pub fn title(&self) -> &'static str {
        self.about().title
    }

    pub fn setup_form(&self) -> &'static str {
        self.about().setup_form
    }

    pub fn example(&self) -> &'static str {
        self.about().example
    }

    /// The strategy named `name`, checked against the list (or the mistakes).
    pub fn strategy(&self, name: &str) -> Result<&'static str, SetupError> {
        self.strategies()
            .iter()
            .map(|s| s.name)
            .chain(self.mistakes())
            .find(|&s| s == name)
            .ok_or_else(|| SetupError::unknown_strategy(self.title(), name))
    }

    /// The instance of a setup, to check it without running anything.
    pub fn check(&self, setup: &str) -> Result<Box<dyn Start>, SetupError> {
        self.start(setup)
    }

    /// A strategy walked over its whole tree on the instance of `setup`: its counters at the
    /// end (what an exercise's checks compare a program with).
    #[cfg(feature = "strategies")]
    pub fn walk(&self, setup: &str, strategy: &str) -> Result<crate::search::Stats, SetupError> {
        let mut lane = self.lane(setup, strategy, Limits::new(crate::search::Mode::All))?;
        while lane.advance(1 << 24) > 0 {}
        Ok(lane.stats().clone())
    }
}
