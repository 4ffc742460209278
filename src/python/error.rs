//! Errors a learner's program meets, in Python's own kinds: each carries the line, the calls
//! that led there (outermost first, as Python prints a traceback), an English message, and the
//! message's template id and values as data, so the page can say it in another language.

use serde::Serialize;
use std::fmt;

/// Python's kinds of error, plus `Unsupported` for a construct the lab does not run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ErrorKind {
    SyntaxError,
    IndentationError,
    NameError,
    UnboundLocalError,
    TypeError,
    IndexError,
    KeyError,
    AttributeError,
    ZeroDivisionError,
    RecursionError,
    MemoryError,
    OverflowError,
    ValueError,
    AssertionError,
    StopIteration,
    /// A construct outside the lab's Python (import, try, yield, files, eval, ...).
    Unsupported,
}

impl ErrorKind {
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::SyntaxError => "SyntaxError",
            ErrorKind::IndentationError => "IndentationError",
            ErrorKind::NameError => "NameError",
            ErrorKind::UnboundLocalError => "UnboundLocalError",
            ErrorKind::TypeError => "TypeError",
            ErrorKind::IndexError => "IndexError",
            ErrorKind::KeyError => "KeyError",
            ErrorKind::AttributeError => "AttributeError",
            ErrorKind::ZeroDivisionError => "ZeroDivisionError",
            ErrorKind::RecursionError => "RecursionError",
            ErrorKind::MemoryError => "MemoryError",
            ErrorKind::OverflowError => "OverflowError",
            ErrorKind::ValueError => "ValueError",
            ErrorKind::AssertionError => "AssertionError",
            ErrorKind::StopIteration => "StopIteration",
            ErrorKind::Unsupported => "Unsupported",
        }
    }
}

/// One call on the way to an error: the function and the line it had reached.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TraceEntry {
    pub function: String,
    pub line: u32,
}

/// An error with everything the page needs to show and translate it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PyError {
    pub kind: ErrorKind,
    /// The English message, e.g. `name 'x' is not defined`.
    pub message: String,
    /// The message's template, e.g. `name_not_defined`; `values` fill it in order.
    pub id: &'static str,
    pub values: Vec<String>,
    /// The line of the statement that failed (1-based; 0 when there is none).
    pub line: u32,
    /// The calls that led there, outermost (`<module>`) first, the failing one last.
    pub traceback: Vec<TraceEntry>,
}

impl fmt::Display for PyError {
    /// The way Python prints it, less the file name: the traceback, then `Kind: message`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.traceback.is_empty() {
            writeln!(f, "Traceback (most recent call last):")?;
            for entry in &self.traceback {
                writeln!(f, "  line {}, in {}", entry.line, entry.function)?;
            }
        } else if self.line > 0 {
            writeln!(f, "  line {}", self.line)?;
        }
        write!(f, "{}: {}", self.kind.name(), self.message)
    }
}

impl std::error::Error for PyError {}

/// An error raised while running, before the machine adds the line and the traceback.
#[derive(Clone, Debug, PartialEq)]
pub struct Exc {
    pub kind: ErrorKind,
    pub id: &'static str,
    pub values: Vec<String>,
    pub message: String,
}

impl Exc {
    pub fn new(kind: ErrorKind, id: &'static str, values: Vec<String>, message: String) -> Exc {
        Exc {
            kind,
            id,
            values,
            message,
        }
    }

    pub fn at(self, line: u32, traceback: Vec<TraceEntry>) -> PyError {
        PyError {
            kind: self.kind,
            message: self.message,
            id: self.id,
            values: self.values,
            line,
            traceback,
        }
    }
}

pub type Res<T> = Result<T, Exc>;

/// Shorthands for the errors raised in many places.
pub fn type_error(id: &'static str, values: Vec<String>, message: String) -> Exc {
    Exc::new(ErrorKind::TypeError, id, values, message)
}

pub fn value_error(id: &'static str, values: Vec<String>, message: String) -> Exc {
    Exc::new(ErrorKind::ValueError, id, values, message)
}

pub fn overflow() -> Exc {
    Exc::new(
        ErrorKind::OverflowError,
        "int_overflow",
        vec![],
        "integer result too large: the lab's integers hold 64 bits (up to 9223372036854775807)"
            .into(),
    )
}

pub fn zero_division(what: &str) -> Exc {
    Exc::new(
        ErrorKind::ZeroDivisionError,
        "zero_division",
        vec![what.into()],
        what.to_string(),
    )
}

pub fn unsupported(construct: &str) -> Exc {
    Exc::new(
        ErrorKind::Unsupported,
        "unsupported",
        vec![construct.into()],
        format!("{construct} is not supported by the lab's Python"),
    )
}

pub fn index_error(what: &str) -> Exc {
    Exc::new(
        ErrorKind::IndexError,
        "index_out_of_range",
        vec![what.into()],
        format!("{what} index out of range"),
    )
}

pub fn memory_error(elements: u64, cap: u64) -> Exc {
    Exc::new(
        ErrorKind::MemoryError,
        "memory_limit",
        vec![elements.to_string(), cap.to_string()],
        format!("the program would hold {elements} elements, more than the limit of {cap}"),
    )
}
