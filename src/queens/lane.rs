//! N-Queens as a lane of the race: its setup text (the board size, `8`), its entry in the
//! registry, what its errors say as data, and how its board is shown: the instance `{n}`, the
//! view `{queens, occupancy, attacking_pairs}` and the queens' columns as bytes.

use serde::Serialize;

use super::{
    attacking_pairs, board_size, count, Mistake, Occupancy, Queens, QueensError, Strategy,
};
use crate::lane::{Lane, PuzzleBoard, Shown, StrategyLane};
use crate::registry::{self, Count, Details, Explained, Puzzle, SetupError, StrategyInfo};
use crate::search::tree::Reference;
use crate::search::{Clash, Limits};

/// An N-Queens setup: the board size, `8`.
pub fn parse_setup(text: &str) -> Result<usize, SetupError> {
    let n: i64 = text.trim().parse().map_err(|_| {
        SetupError::form(format!(
            "an N-Queens setup is the board size, like \"8\"; got {text:?}"
        ))
    })?;
    Ok(board_size(n)?)
}

/// The rules of a strategy, or of one of the mistake lab's broken copies, with the size of
/// the strategy's whole tree where a closed form is known.
pub fn problem(n: usize, strategy: &str) -> Result<(Queens, Option<f64>), SetupError> {
    if let Some(mistake) = Mistake::from_name(strategy) {
        return Ok((Queens::with_mistake(n, mistake)?, None));
    }
    let strategy = registry::strategy_named(&Strategy::ALL, Strategy::name, strategy, "N-Queens")?;
    Ok((Queens::new(n, strategy)?, strategy.tree_size(n)))
}

/// N-Queens in the registry.
pub struct NQueens;

impl Puzzle for NQueens {
    fn name(&self) -> &'static str {
        "queens"
    }

    fn title(&self) -> &'static str {
        "N-Queens"
    }

    fn setup_form(&self) -> &'static str {
        "n"
    }

    fn example(&self) -> &'static str {
        "8"
    }

    fn strategies(&self) -> Vec<StrategyInfo> {
        Strategy::ALL
            .map(|s| StrategyInfo {
                name: s.name(),
                summary: None,
            })
            .to_vec()
    }

    fn mistakes(&self) -> Vec<&'static str> {
        Mistake::ALL.map(Mistake::name).to_vec()
    }

    fn lane(
        &self,
        setup: &str,
        strategy: &str,
        limits: Limits,
    ) -> Result<Box<dyn Lane>, SetupError> {
        let (problem, size) = problem(parse_setup(setup)?, strategy)?;
        Ok(StrategyLane::boxed(problem, limits, size))
    }

    fn count(&self, setup: &str, prefix: &[usize], symmetric: bool) -> Result<Count, SetupError> {
        let n = parse_setup(setup)?;
        let count = match (prefix, symmetric) {
            ([], true) => count::count_symmetric(n)?,
            ([], false) => count::count_plain(n)?,
            (prefix, _) => count::count_prefix(n, prefix)?,
        };
        Ok(Count {
            solutions: count.solutions,
            nodes: count.nodes,
        })
    }
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "queens")]
struct Instance {
    n: usize,
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "queens")]
struct View<'a> {
    /// A column a row, from the top.
    queens: &'a [u8],
    /// The occupancy arrays as the stepper holds them (occupancy and its broken copies only).
    occupancy: Option<Occupancy>,
    /// Every pair of queens on the board that attack each other.
    attacking_pairs: Vec<Clash>,
}

impl PuzzleBoard for Queens {
    const PUZZLE: &'static str = "queens";

    fn instance(&self) -> Shown<'_> {
        Box::new(Instance { n: self.n() })
    }

    fn view(&self) -> Shown<'_> {
        Box::new(View {
            queens: self.queens(),
            occupancy: (self.strategy() == Strategy::Occupancy).then(|| self.occupancy()),
            attacking_pairs: attacking_pairs(self.queens()),
        })
    }

    /// The queens' columns row by row.
    fn board(&self) -> Vec<u8> {
        self.queens().to_vec()
    }

    fn solution_board(&self, solution: &Vec<u8>) -> Vec<u8> {
        solution.clone()
    }

    fn written<'a>(&'a self, solution: &'a Vec<u8>) -> Shown<'a> {
        Box::new(solution)
    }

    /// n columns a row (n − k for permutation, which never tries a used column).
    fn reference(&self) -> Result<Reference, SetupError> {
        let n = self.n() as u64;
        Ok(match self.strategy() {
            Strategy::Permutation => Reference::falling(n),
            _ => Reference::uniform(n, n as usize),
        })
    }
}

impl Explained for QueensError {
    fn details(&self) -> Details {
        match *self {
            QueensError::SizeOutOfRange { n } => {
                Details::limited("size_out_of_range", n, super::MAX_N)
            }
            QueensError::CountTooLarge { n, max } => Details::limited("count_too_large", n, max),
            QueensError::ColumnOutOfRange { col, n } => {
                Details::limited("column_out_of_range", col, n)
            }
        }
    }
}
