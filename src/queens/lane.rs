//! N-Queens as a lane of the race: its setup text (the board size, `8`), its entry in the
//! registry, what its errors say as data, and how its board is shown: the instance `{n}`, the
//! view `{queens, occupancy, attacking_pairs}` and the queens' columns as bytes.

use serde::Serialize;

#[cfg(feature = "strategies")]
use super::count;
use super::{attacking_pairs, board_size, Mistake, Occupancy, Queens, QueensError, Strategy};
#[cfg(feature = "strategies")]
use crate::lane::{Lane, StrategyLane};
use crate::lane::{PuzzleBoard, Shown, Start};
#[cfg(feature = "program-lanes")]
use crate::program_board::{read_variable, ProgramBoard};
#[cfg(feature = "strategies")]
use crate::puzzle::Count;
use crate::puzzle::{self, About, Puzzle, StrategyInfo};
#[cfg(feature = "program-lanes")]
use crate::python::{Global, Machine, Value};
use crate::search::tree::Reference;
use crate::search::Clash;
#[cfg(feature = "strategies")]
use crate::search::Limits;
use crate::setup::{Details, Explained, SetupError};

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
    let strategy =
        crate::setup::strategy_named(&Strategy::ALL, Strategy::name, strategy, "N-Queens")?;
    Ok((Queens::new(n, strategy)?, strategy.tree_size(n)))
}

/// N-Queens in the registry.
pub struct NQueens;

impl Puzzle for NQueens {
    fn about(&self) -> About {
        About {
            name: "queens",
            title: "N-Queens",
            setup_form: "n",
            example: "8",
        }
    }

    fn strategies(&self) -> Vec<StrategyInfo> {
        puzzle::strategies(&Strategy::ALL, Strategy::name, None)
    }

    fn mistakes(&self) -> Vec<&'static str> {
        Mistake::ALL.map(Mistake::name).to_vec()
    }

    fn start(&self, setup: &str) -> Result<Box<dyn Start>, SetupError> {
        Ok(Box::new(Queens::new(
            parse_setup(setup)?,
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
        let (problem, size) = problem(parse_setup(setup)?, strategy)?;
        Ok(StrategyLane::boxed(problem, limits, size))
    }

    /// `n`, as the lessons' programs expect it.
    #[cfg(feature = "program-lanes")]
    fn program_globals(&self, setup: &str) -> Result<Vec<(&'static str, Global)>, SetupError> {
        Ok(vec![("n", Global::Int(parse_setup(setup)? as i64))])
    }

    #[cfg(feature = "program-lanes")]
    fn program_board(&self, machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
        program_board(machine, prefer)
    }

    #[cfg(feature = "strategies")]
    fn count(&self, setup: &str, prefix: &[usize], symmetric: bool) -> Result<Count, SetupError> {
        let n = parse_setup(setup)?;
        let count = match (prefix, symmetric) {
            (prefix, true) => count::count_symmetric_task(n, prefix)?,
            ([], false) => count::count_plain(n)?,
            (prefix, false) => count::count_prefix(n, prefix)?,
        };
        Ok(Count {
            solutions: count.solutions,
            nodes: count.nodes,
            classes: count.classes,
        })
    }

    #[cfg(feature = "strategies")]
    fn count_tasks(&self, setup: &str) -> Result<Vec<Vec<usize>>, SetupError> {
        Ok(count::symmetric_tasks(parse_setup(setup)?)?)
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

    fn instance(&self) -> Shown {
        Shown::new(&Instance { n: self.n() })
    }

    fn view(&self) -> Shown {
        Shown::new(&View {
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

    fn written(&self, solution: &Vec<u8>) -> Shown {
        Shown::new(&solution)
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

// --- A program on the N-Queens tab ---------------------------------------------------------

/// The names a program's list of columns (one a row, from the top) or grid of cells goes by
/// in the lessons and textbook listings. `cols` is not among them: there it is an occupancy
/// array, one entry a column.
#[cfg(feature = "program-lanes")]
const BOARD_NAMES: [&str; 5] = ["pos", "board", "queens", "state", "placement"];

/// The names under which a list of numbers is not taken for columns unless the reader chooses
/// it: hello-algo's N-Queens keeps a grid as `state`, and its permutations a `state` of items.
#[cfg(feature = "program-lanes")]
const GRID_ONLY_NAMES: [&str; 1] = ["state"];

/// The names of the column a call of the recursive function tries (lesson D keeps no board).
#[cfg(feature = "program-lanes")]
const COLUMN_NAMES: [&str; 4] = ["c", "col", "column", "j"];

#[cfg(feature = "program-lanes")]
#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "queens")]
struct ProgramView {
    /// The program's own n (lesson 000's tries 1 to 8), which may not be the tab's.
    n: usize,
    queens: Vec<u8>,
    /// A program's own arrays are not the stepper's: none are shown.
    occupancy: Option<Occupancy>,
    attacking_pairs: Vec<Clash>,
    /// The variable (or the function whose calls) the board was read from.
    drawn_from: String,
}

/// The columns a value holds, if it is a list of columns (placed rows first, a row not placed
/// yet negative or past the board) or a grid of rows, each with a `'Q'` where its queen is;
/// and whether it was read from a list of numbers.
#[cfg(feature = "program-lanes")]
fn columns(machine: &Machine, value: &Value, n: usize) -> Option<(Vec<u8>, bool)> {
    if let Some(list) = machine.ints(value) {
        let placed = list
            .iter()
            .take_while(|&&col| (0..n as i64).contains(&col))
            .map(|&col| col as u8)
            .collect();
        return (list.len() <= n).then_some((placed, true));
    }
    let rows = machine.items(value)?;
    if rows.len() != n {
        return None;
    }
    let queen_in = |row: &Value| -> Option<Option<u8>> {
        let cells: Vec<String> = match row {
            Value::Str(text) => text.chars().map(String::from).collect(),
            other => machine
                .items(other)?
                .iter()
                .map(|cell| match cell {
                    Value::Str(text) => text.to_string(),
                    _ => String::new(),
                })
                .collect(),
        };
        (cells.len() == n).then(|| cells.iter().position(|c| c == "Q").map(|c| c as u8))
    };
    let mut queens = Vec::new();
    for row in rows {
        match queen_in(row)? {
            Some(col) => queens.push(col),
            None => break,
        }
    }
    Some((queens, false))
}

/// Reads the board a program holds: a list of columns or a grid of cells under one of the
/// usual names (innermost call first, then the module), or else the column each active call
/// of the recursive function has placed (every call of it but the innermost, which is still
/// trying).
#[cfg(feature = "program-lanes")]
fn program_board(machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
    let frames = machine.frames();
    // The innermost `n` (lesson 000 keeps its own); once the program has ended, the module's.
    let size = |value: &Value| match value {
        Value::Int(n) if (1..=super::MAX_N as i64).contains(n) => Some(*n as usize),
        _ => None,
    };
    let n = frames
        .iter()
        .rev()
        .find_map(|frame| {
            let (_, value) = frame.locals.iter().find(|(name, _)| &**name == "n")?;
            size(value)
        })
        .or_else(|| size(machine.global("n")?))?;
    // A list of numbers under a grid's name is no board unless the reader chose it.
    let found = read_variable(machine, prefer, &BOARD_NAMES, |value| {
        columns(machine, value, n)
    })
    .filter(|((_, numbers), name)| {
        prefer.is_some() || !numbers || !GRID_ONLY_NAMES.contains(&name.as_str())
    })
    .map(|((queens, _), name)| (queens, name));
    // A function the reader chose to draw from (its calls), if it is one.
    let chosen_function = prefer.filter(|name| frames.iter().any(|f| &*f.function == *name));
    let (queens, drawn_from) = match found {
        Some(found) => found,
        None if prefer.is_some() && chosen_function.is_none() => return None,
        None => {
            // The function with the most active calls, the innermost's on a tie (or the one
            // the reader chose).
            let mut active: Vec<(&str, usize)> = Vec::new();
            for frame in frames.iter().skip(1).rev() {
                match active
                    .iter_mut()
                    .find(|(name, _)| *name == &*frame.function)
                {
                    Some((_, count)) => *count += 1,
                    None => active.push((&frame.function, 1)),
                }
            }
            let most_active = active
                .iter()
                .rev()
                .max_by_key(|(_, count)| *count)
                .map(|(function, _)| *function);
            let function = chosen_function.or(most_active)?;
            let calls: Vec<_> = frames.iter().filter(|f| &*f.function == function).collect();
            let column = |frame: &&crate::python::FrameView| {
                frame.locals.iter().find_map(|(name, value)| match value {
                    Value::Int(col) if COLUMN_NAMES.contains(&&**name) => {
                        (0..n as i64).contains(col).then_some(*col as u8)
                    }
                    _ => None,
                })
            };
            let placed = calls[..calls.len() - 1]
                .iter()
                .map(column)
                .collect::<Option<Vec<u8>>>()?;
            (placed, function.to_string())
        }
    };
    let attacking_pairs = attacking_pairs(&queens);
    let complete = queens.len() == n;
    let placed = queens.last().map(|&col| {
        let row = queens.len() as u8 - 1;
        (crate::search::Cell { row, col }, col)
    });
    Some(ProgramBoard {
        judged: true,
        board: queens.clone(),
        complete,
        valid: complete && attacking_pairs.is_empty(),
        placed,
        clash: if complete {
            attacking_pairs.first().copied()
        } else {
            None
        },
        view: Shown::new(&ProgramView {
            n,
            attacking_pairs,
            queens,
            occupancy: None,
            drawn_from: drawn_from.clone(),
        }),
        drawn_from,
    })
}
