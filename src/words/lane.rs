//! Word search as a lane of the race: its setup text (the word on the first line, the grid
//! below it, one row of letters a line: `SEE\nABCE\nSFCS\nADEE`), its entry in the registry,
//! what its errors say as data, and how its board is shown: the instance `{rows, cols,
//! letters, word}`, the view `{path}` and the path so far as cells `row * cols + col`.

use serde::Serialize;

#[cfg(feature = "program-lanes")]
use crate::program_board::{read_variable, ProgramBoard};
#[cfg(feature = "program-lanes")]
use crate::python::{Global, Machine, Value};

use super::{parse_word, Grid, Strategy, WordSearch, WordsError};
#[cfg(feature = "strategies")]
use crate::lane::{Lane, StrategyLane};
use crate::lane::{PuzzleBoard, Shown, Start};
use crate::puzzle::{self, About, Puzzle, StrategyInfo};
use crate::search::tree::Reference;
use crate::search::Cell;
#[cfg(feature = "strategies")]
use crate::search::Limits;
#[cfg(feature = "program-lanes")]
use crate::search::{Clash, Rule};
use crate::setup::{self, Details, Explained, SetupError};

/// A word search setup: the word, then the grid. The lines of a bad row are counted in the
/// grid: the setup's second line is its line 1.
pub fn parse_setup(text: &str) -> Result<(Grid, String), SetupError> {
    let (word, grid) = setup::first_line(text);
    parse_word(word)?;
    Ok((Grid::parse(grid)?, word.to_string()))
}

/// Word search in the registry.
pub struct WordSearchPuzzle;

impl Puzzle for WordSearchPuzzle {
    fn about(&self) -> About {
        About {
            name: "words",
            title: "word search",
            setup_form: "the word over the grid, one row of letters a line",
            example: "SEE\nABCE\nSFCS\nADEE",
        }
    }

    fn strategies(&self) -> Vec<StrategyInfo> {
        puzzle::strategies(&Strategy::ALL, Strategy::name, Some(Strategy::summary))
    }

    /// The path a program holds (see [`program_board`]).
    #[cfg(feature = "program-lanes")]
    fn program_board(&self, machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
        program_board(machine, prefer)
    }

    /// `grid`, a list of its rows as strings, and `word`.
    #[cfg(feature = "program-lanes")]
    fn program_globals(&self, setup: &str) -> Result<Vec<(&'static str, Global)>, SetupError> {
        let (grid, word) = parse_setup(setup)?;
        let rows = grid
            .letters()
            .chunks(grid.cols())
            .map(|row| Global::Str(row.iter().collect()))
            .collect();
        Ok(vec![
            ("grid", Global::List(rows)),
            ("word", Global::Str(word)),
        ])
    }

    fn start(&self, setup: &str) -> Result<Box<dyn Start>, SetupError> {
        let (grid, word) = parse_setup(setup)?;
        Ok(Box::new(WordSearch::new(grid, &word, Strategy::ALL[0])?))
    }

    #[cfg(feature = "strategies")]
    fn lane(
        &self,
        setup: &str,
        strategy: &str,
        limits: Limits,
    ) -> Result<Box<dyn Lane>, SetupError> {
        let (grid, word) = parse_setup(setup)?;
        let strategy = crate::setup::strategy_named(
            &Strategy::ALL,
            Strategy::name,
            strategy,
            self.about().title,
        )?;
        let size = strategy.tree_size(&grid, parse_word(&word)?.len());
        let problem = WordSearch::new(grid, &word, strategy)?;
        Ok(StrategyLane::boxed(problem, limits, size))
    }
}

/// Cells as indices `row * cols + col`.
fn indices(cells: &[Cell], cols: usize) -> Vec<u8> {
    cells
        .iter()
        .map(|c| (c.row as usize * cols + c.col as usize) as u8)
        .collect()
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "words")]
struct Instance<'a> {
    rows: usize,
    cols: usize,
    /// Row by row.
    letters: &'a [char],
    word: String,
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "words")]
struct View {
    path: Vec<Cell>,
}

impl PuzzleBoard for WordSearch {
    const PUZZLE: &'static str = "words";

    fn instance(&self) -> Shown {
        let grid = self.grid();
        Shown::new(&Instance {
            rows: grid.rows(),
            cols: grid.cols(),
            letters: grid.letters(),
            word: self.word().iter().collect(),
        })
    }

    fn view(&self) -> Shown {
        Shown::new(&View { path: self.path() })
    }

    /// The path so far as cells `row * cols + col`.
    fn board(&self) -> Vec<u8> {
        indices(&self.path(), self.grid().cols())
    }

    fn solution_board(&self, path: &Vec<Cell>) -> Vec<u8> {
        indices(path, self.grid().cols())
    }

    /// The path as cells written `r1c1`.
    fn written(&self, path: &Vec<Cell>) -> Shown {
        Shown::new(&path.iter().map(Cell::to_string).collect::<Vec<_>>())
    }

    /// Without its checks a word search still branches by each cell's free neighbours, so no
    /// cut has a fixed price: its tree is not drawn.
    fn reference(&self) -> Result<Reference, SetupError> {
        Err(SetupError::unsupported(
            "a word search's tree is not drawn: without its checks it still branches by each \
             cell's free neighbours, so no cut has a fixed price",
        ))
    }
}

impl Explained for WordsError {
    fn details(&self) -> Details {
        match *self {
            WordsError::NoRows => Details::kind("no_rows"),
            WordsError::BadCharacter {
                line,
                column,
                character,
            } => Details::at("bad_character", line, Some(column), character),
            WordsError::RowLength {
                line,
                length,
                expected,
                ..
            } => Details {
                expected: Some(expected),
                ..Details::at("row_length", line, None, length)
            },
            WordsError::TooManyCells { cells } => {
                Details::limited("too_many_cells", cells, super::MAX_CELLS)
            }
            WordsError::EmptyWord => Details::kind("empty_word"),
            WordsError::WordCharacter {
                position,
                character,
            } => Details {
                column: Some(position),
                ..Details::found("word_character", character)
            },
        }
    }
}

#[cfg(feature = "program-lanes")]
#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "words")]
struct ProgramView {
    path: Vec<Cell>,
    drawn_from: String,
}

/// Reads the path a program holds: a list `path` of (row, column) pairs, as the word-search
/// preset keeps it, in the program's `grid` (its rows as strings). Complete when it has a
/// cell for every letter of `word`; true when it spells the word, cell beside cell.
#[cfg(feature = "program-lanes")]
fn program_board(machine: &Machine, prefer: Option<&str>) -> Option<ProgramBoard> {
    let text = |value: &Value| match value {
        Value::Str(text) => Some(text.to_string()),
        _ => None,
    };
    let rows: Vec<String> = machine
        .items(machine.global("grid")?)?
        .iter()
        .map(text)
        .collect::<Option<_>>()?;
    let grid = Grid::parse(&rows.join("\n")).ok()?;
    let word = text(machine.global("word")?)?;
    let (path, drawn_from) = read_variable(machine, prefer, &["path"], |value| {
        machine
            .items(value)?
            .iter()
            .map(|pair| match machine.ints(pair)?.as_slice() {
                &[row, col]
                    if (0..grid.rows() as i64).contains(&row)
                        && (0..grid.cols() as i64).contains(&col) =>
                {
                    Some(Cell::new(row as u8, col as u8))
                }
                _ => None,
            })
            .collect::<Option<Vec<Cell>>>()
    })?;
    let complete = path.len() == word.chars().count();
    let valid = complete && super::is_path(&grid, &word, &path);
    // As the strategies check a whole path at the bottom: the first cell that is not the
    // word's letter there.
    let letters = parse_word(&word).unwrap_or_default();
    let clash = path
        .iter()
        .zip(&letters)
        .find(|&(&at, &letter)| grid.letter(at) != letter)
        .filter(|_| complete)
        .map(|(&at, _)| Clash {
            rule: Rule::Letter,
            first: at,
            second: at,
        });
    Some(ProgramBoard {
        judged: true,
        board: indices(&path, grid.cols()),
        complete,
        valid,
        placed: path.last().map(|&at| (at, path.len() as u8)),
        clash,
        view: Shown::new(&ProgramView {
            path,
            drawn_from: drawn_from.clone(),
        }),
        drawn_from,
    })
}
