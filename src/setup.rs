//! A setup text, and what can be wrong with it. A setup text is how the page and its links write
//! an instance (queens `8`; a Sudoku grid; knights `8 r1c1 open`; colouring `3 petersen`, or
//! `3` over an edge list; words `SEE` over a letter grid); each puzzle's module parses its own.
//! What goes wrong is a [`SetupError`]: the English message, and its [`Details`] as data (the
//! kind, the line and column, what was found there, the limit broken) so that the page can say
//! it in its own languages. It is the lowest layer above the search: lanes, puzzles and the
//! registry all return it.

use serde::Serialize;

use crate::search::Cell;

/// What is wrong with a setup, as data for the page's languages: the error's `kind`, where it
/// is (`line` and `column`, counted from 1 in the part of the setup text that holds it), what
/// was `found` there, and what it should have been (`expected`, the `limit` broken); a
/// Sudoku's `digit`, grid `size`, the `rule` two givens break and their `cells`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Details {
    pub kind: &'static str,
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub found: Option<String>,
    pub expected: Option<usize>,
    pub limit: Option<usize>,
    pub digit: Option<u8>,
    pub size: Option<u8>,
    pub rule: Option<&'static str>,
    pub cells: Vec<Cell>,
}

impl Details {
    pub fn kind(kind: &'static str) -> Details {
        Details {
            kind,
            ..Details::default()
        }
    }

    pub fn found(kind: &'static str, found: impl ToString) -> Details {
        Details {
            found: Some(found.to_string()),
            ..Details::kind(kind)
        }
    }

    /// `found` broke `limit`.
    pub fn limited(kind: &'static str, found: impl ToString, limit: usize) -> Details {
        Details {
            limit: Some(limit),
            ..Details::found(kind, found)
        }
    }

    /// `found` at a line (and a column, where known).
    pub fn at(
        kind: &'static str,
        line: usize,
        column: Option<usize>,
        found: impl ToString,
    ) -> Details {
        Details {
            line: Some(line),
            column,
            ..Details::found(kind, found)
        }
    }
}

/// A typed error of a puzzle's module that can say what is wrong as data.
pub trait Explained: std::fmt::Display {
    fn details(&self) -> Details;
}

/// Why a lane cannot be built: the English message and what is wrong as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    pub message: String,
    /// Boxed: an error travels in `Result`s that are otherwise small.
    pub details: Box<Details>,
}

impl SetupError {
    pub fn new(message: impl Into<String>, details: Details) -> SetupError {
        SetupError {
            message: message.into(),
            details: Box::new(details),
        }
    }

    /// The setup text does not have its puzzle's form; the message says what it should be.
    pub fn form(message: impl Into<String>) -> SetupError {
        SetupError::new(message, Details::kind("setup_form"))
    }

    pub fn unknown_strategy(puzzle: &str, name: &str) -> SetupError {
        SetupError::new(
            format!("unknown {puzzle} strategy {name:?}"),
            Details::found("unknown_strategy", name),
        )
    }

    /// Something the puzzle does not have (a word search's tree, a fast counter).
    pub fn unsupported(message: impl Into<String>) -> SetupError {
        SetupError::new(message, Details::kind("unsupported"))
    }
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SetupError {}

impl<E: Explained> From<E> for SetupError {
    fn from(error: E) -> SetupError {
        SetupError::new(error.to_string(), error.details())
    }
}

/// The strategy of `all` named `wanted`; `puzzle` names the puzzle in the error.
pub fn strategy_named<S: Copy>(
    all: &[S],
    name: fn(S) -> &'static str,
    wanted: &str,
    puzzle: &str,
) -> Result<S, SetupError> {
    all.iter()
        .copied()
        .find(|&s| name(s) == wanted)
        .ok_or_else(|| SetupError::unknown_strategy(puzzle, wanted))
}

/// The first line of a setup text and the lines after it.
pub fn first_line(text: &str) -> (&str, &str) {
    let text = text.trim_start_matches(['\n', '\r']);
    match text.split_once('\n') {
        Some((first, rest)) => (first.trim(), rest),
        None => (text.trim(), ""),
    }
}
