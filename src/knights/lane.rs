//! The knight's tour as a lane of the race: its setup text (`n [start] [open|closed]`, such
//! as `8 r1c1 open`), its entry in the registry, what its errors say as data, and how its
//! board is shown: the instance `{n, start, closed}`, the view `{numbers, knight}` and the
//! tour so far as squares `row * n + col`.

use serde::Serialize;

#[cfg(feature = "program-lanes")]
use crate::program_board::{read_variable, ProgramBoard};
#[cfg(feature = "program-lanes")]
use crate::python::{Global, Machine, Value};
#[cfg(feature = "program-lanes")]
use crate::search::{Clash, Rule};

use super::{board_size, Board, Knights, KnightsError, Strategy};
#[cfg(feature = "strategies")]
use crate::lane::{Lane, StrategyLane};
use crate::lane::{PuzzleBoard, Shown, Start};
use crate::puzzle::{self, About, Puzzle, StrategyInfo};
use crate::search::tree::Reference;
use crate::search::Cell;
#[cfg(feature = "strategies")]
use crate::search::Limits;
use crate::setup::{Details, Explained, SetupError};

/// A knight's tour setup: `n [start] [open|closed]`, such as `8 r1c1 open`; the start is r1c1
/// and the tour open unless said.
pub fn parse_setup(text: &str) -> Result<Board, SetupError> {
    let form = || {
        SetupError::form(format!(
            "a knight's tour setup is \"n start open|closed\", like \"8 r1c1 open\"; got {text:?}"
        ))
    };
    let mut words = text.split_whitespace();
    let n: i64 = words.next().ok_or_else(form)?.parse().map_err(|_| form())?;
    let n = board_size(n)?;
    let (mut start, mut closed) = (None, None);
    for word in words {
        match word.to_ascii_lowercase().as_str() {
            "open" if closed.is_none() => closed = Some(false),
            "closed" if closed.is_none() => closed = Some(true),
            _ if start.is_none() => start = Some(word),
            _ => return Err(form()),
        }
    }
    Ok(Board::parse(
        n,
        start.unwrap_or("r1c1"),
        closed.unwrap_or(false),
    )?)
}

/// The knight's tour in the registry.
pub struct KnightsTour;

impl Puzzle for KnightsTour {
    fn about(&self) -> About {
        About {
            name: "knights",
            title: "knight's tour",
            setup_form: "n start open|closed",
            example: "5 r1c1 open",
        }
    }

    fn strategies(&self) -> Vec<StrategyInfo> {
        puzzle::strategies(&Strategy::ALL, Strategy::name, Some(Strategy::summary))
    }

    /// The board a program holds (see [`program_board`]).
    #[cfg(feature = "program-lanes")]
    fn program_board(&self, machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
        program_board(machine, prefer)
    }

    /// `n`, and `start` as (row, column) from 0, as the lesson's template takes them; and
    /// `closed`, whether the tour must end a knight's move from its start.
    #[cfg(feature = "program-lanes")]
    fn program_globals(&self, setup: &str) -> Result<Vec<(&'static str, Global)>, SetupError> {
        let board = parse_setup(setup)?;
        let start = board.start();
        Ok(vec![
            ("n", Global::Int(board.n() as i64)),
            (
                "start",
                Global::Tuple(vec![
                    Global::Int(start.row as i64),
                    Global::Int(start.col as i64),
                ]),
            ),
            ("closed", Global::Bool(board.closed())),
        ])
    }

    fn start(&self, setup: &str) -> Result<Box<dyn Start>, SetupError> {
        Ok(Box::new(Knights::new(
            parse_setup(setup)?,
            Strategy::ALL[0],
        )))
    }

    #[cfg(feature = "strategies")]
    fn lane(
        &self,
        setup: &str,
        strategy: &str,
        limits: Limits,
    ) -> Result<Box<dyn Lane>, SetupError> {
        let board = parse_setup(setup)?;
        let strategy = crate::setup::strategy_named(
            &Strategy::ALL,
            Strategy::name,
            strategy,
            self.about().title,
        )?;
        let size = strategy.tree_size(&board);
        Ok(StrategyLane::boxed(
            Knights::new(board, strategy),
            limits,
            size,
        ))
    }
}

/// Squares as indices `row * n + col`.
fn indices(cells: &[Cell], n: usize) -> Vec<u8> {
    cells
        .iter()
        .map(|c| (c.row as usize * n + c.col as usize) as u8)
        .collect()
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "knights")]
struct Instance {
    n: usize,
    start: Cell,
    closed: bool,
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "knights")]
struct View<'a> {
    /// Each square's move number, the start 1, 0 while unvisited.
    numbers: &'a [u16],
    knight: Cell,
}

impl PuzzleBoard for Knights {
    const PUZZLE: &'static str = "knights";

    fn instance(&self) -> Shown {
        let board = Knights::board(self);
        Shown::new(&Instance {
            n: board.n(),
            start: board.start(),
            closed: board.closed(),
        })
    }

    fn view(&self) -> Shown {
        Shown::new(&View {
            numbers: self.numbers(),
            knight: self.knight(),
        })
    }

    /// The tour so far as squares `row * n + col`, the start first.
    fn board(&self) -> Vec<u8> {
        indices(&self.path(), Knights::board(self).n())
    }

    fn solution_board(&self, tour: &Vec<Cell>) -> Vec<u8> {
        indices(tour, Knights::board(self).n())
    }

    /// The tour as squares written `r1c1`.
    fn written(&self, tour: &Vec<Cell>) -> Shown {
        Shown::new(&tour.iter().map(Cell::to_string).collect::<Vec<_>>())
    }

    /// Eight moves a square, for every square but the start.
    fn reference(&self) -> Result<Reference, SetupError> {
        let n = Knights::board(self).n();
        Ok(Reference::uniform(8, n * n - 1))
    }
}

impl Explained for KnightsError {
    fn details(&self) -> Details {
        match self {
            KnightsError::SizeOutOfRange { n } => {
                Details::limited("size_out_of_range", n, super::MAX_N)
            }
            KnightsError::BadSquare { text } => Details::found("bad_square", text),
            KnightsError::SquareOffBoard { row, col, n } => {
                Details::limited("square_off_board", format!("r{row}c{col}"), *n)
            }
        }
    }
}

/// The names a program's board of move numbers goes by.
#[cfg(feature = "program-lanes")]
const BOARD_NAMES: [&str; 3] = ["board", "visited", "tour"];

#[cfg(feature = "program-lanes")]
#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "knights")]
struct ProgramView {
    numbers: Vec<u16>,
    knight: Cell,
    drawn_from: String,
}

/// Reads the board a program holds: `n` lists of `n` move numbers (the start 1, 0 while
/// unvisited), as the lesson's template keeps it; the knight stands on the highest number.
/// Complete when every square is numbered; true when the numbers are a knight's tour from the
/// program's `start` (closed if its `closed` says so).
#[cfg(feature = "program-lanes")]
fn program_board(machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
    let n = match machine.global("n") {
        Some(Value::Int(n)) if (1..=super::MAX_N as i64).contains(n) => *n as usize,
        _ => return None,
    };
    let (numbers, drawn_from) = read_variable(machine, prefer, &BOARD_NAMES, |value| {
        let rows = machine.items(value)?;
        if rows.len() != n {
            return None;
        }
        let mut numbers = Vec::with_capacity(n * n);
        for row in rows {
            let row = machine.ints(row)?;
            if row.len() != n || row.iter().any(|&k| !(0..=(n * n) as i64).contains(&k)) {
                return None;
            }
            numbers.extend(row.iter().map(|&k| k as u16));
        }
        Some(numbers)
    })?;
    let cell = |index: usize| Cell::new((index / n) as u8, (index % n) as u8);
    // The squares in the order visited, as far as the numbers run 1, 2, 3, … without a gap.
    let mut path = Vec::new();
    while let Some(index) = numbers.iter().position(|&k| k as usize == path.len() + 1) {
        path.push(cell(index));
    }
    let knight = path.last().copied().unwrap_or(Cell::new(0, 0));
    let complete = numbers.iter().all(|&k| k > 0);
    let start = machine
        .global("start")
        .and_then(|start| machine.ints(start))
        .filter(|start| start.len() == 2 && start.iter().all(|&x| (0..n as i64).contains(&x)))
        .map_or(Cell::new(0, 0), |start| {
            Cell::new(start[0] as u8, start[1] as u8)
        });
    let closed = matches!(machine.global("closed"), Some(Value::Bool(true)));
    let valid = complete && super::is_tour(n, start, closed, &path);
    let clash = if complete && !valid {
        first_clash(closed, &path)
    } else {
        None
    };
    Some(ProgramBoard {
        judged: true,
        board: indices(&path, n),
        complete,
        valid,
        placed: path.last().map(|&at| (at, path.len() as u8)),
        clash,
        view: Shown::new(&ProgramView {
            numbers,
            knight,
            drawn_from: drawn_from.clone(),
        }),
        drawn_from,
    })
}

/// The first two squares of a walk over every square that break the tour's rule: two visited
/// one after the other that are not a knight's move apart, or a closed tour's last square and
/// its start (what a program's board is checked for at the bottom).
#[cfg(feature = "program-lanes")]
fn first_clash(closed: bool, path: &[Cell]) -> Option<Clash> {
    let apart = |rule, first: Cell, second: Cell| {
        (!super::knight_move(first, second)).then_some(Clash {
            rule,
            first,
            second,
        })
    };
    let step = path
        .windows(2)
        .find_map(|pair| apart(Rule::Move, pair[0], pair[1]));
    let closing = || match (closed, path.first(), path.last()) {
        (true, Some(&start), Some(&last)) if path.len() > 1 => apart(Rule::Closing, last, start),
        _ => None,
    };
    step.or_else(closing)
}
