//! Errors a learner's program meets, in Python's own kinds: each carries the line, the calls
//! that led there (outermost first, as Python prints a traceback), an English message, and the
//! message's template id and values as data, so the page can say it in another language.

use super::limits::MAX_STR_BYTES;
use serde::Serialize;
use std::fmt;

/// Python's built-in exception classes, plus `Unsupported` for a construct the lab does not
/// run (which no `except` can catch: it is the lab's limit, not the program's error).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ErrorKind {
    BaseException,
    SystemExit,
    KeyboardInterrupt,
    GeneratorExit,
    Exception,
    StopIteration,
    ArithmeticError,
    FloatingPointError,
    OverflowError,
    ZeroDivisionError,
    AssertionError,
    AttributeError,
    EOFError,
    ImportError,
    ModuleNotFoundError,
    LookupError,
    IndexError,
    KeyError,
    MemoryError,
    NameError,
    UnboundLocalError,
    OSError,
    RuntimeError,
    NotImplementedError,
    RecursionError,
    SyntaxError,
    IndentationError,
    TypeError,
    ValueError,
    /// `queue.Empty` and `queue.Full`: classes of the `queue` module, not builtins (a program
    /// names them through the module).
    Empty,
    Full,
    /// `re.error`: a pattern the `re` module cannot read.
    ReError,
    /// `json.JSONDecodeError`: a text the `json` module cannot read (a ValueError).
    JSONDecodeError,
    /// A construct outside the lab's Python (files, eval, ...).
    Unsupported,
}

impl ErrorKind {
    /// Every built-in exception class, as the program may name it.
    pub const CLASSES: [ErrorKind; 29] = [
        ErrorKind::BaseException,
        ErrorKind::SystemExit,
        ErrorKind::KeyboardInterrupt,
        ErrorKind::GeneratorExit,
        ErrorKind::Exception,
        ErrorKind::StopIteration,
        ErrorKind::ArithmeticError,
        ErrorKind::FloatingPointError,
        ErrorKind::OverflowError,
        ErrorKind::ZeroDivisionError,
        ErrorKind::AssertionError,
        ErrorKind::AttributeError,
        ErrorKind::EOFError,
        ErrorKind::ImportError,
        ErrorKind::ModuleNotFoundError,
        ErrorKind::LookupError,
        ErrorKind::IndexError,
        ErrorKind::KeyError,
        ErrorKind::MemoryError,
        ErrorKind::NameError,
        ErrorKind::UnboundLocalError,
        ErrorKind::OSError,
        ErrorKind::RuntimeError,
        ErrorKind::NotImplementedError,
        ErrorKind::RecursionError,
        ErrorKind::SyntaxError,
        ErrorKind::IndentationError,
        ErrorKind::TypeError,
        ErrorKind::ValueError,
    ];

    pub fn name(self) -> &'static str {
        use ErrorKind::*;
        match self {
            BaseException => "BaseException",
            SystemExit => "SystemExit",
            KeyboardInterrupt => "KeyboardInterrupt",
            GeneratorExit => "GeneratorExit",
            Exception => "Exception",
            StopIteration => "StopIteration",
            ArithmeticError => "ArithmeticError",
            FloatingPointError => "FloatingPointError",
            OverflowError => "OverflowError",
            ZeroDivisionError => "ZeroDivisionError",
            AssertionError => "AssertionError",
            AttributeError => "AttributeError",
            EOFError => "EOFError",
            ImportError => "ImportError",
            ModuleNotFoundError => "ModuleNotFoundError",
            LookupError => "LookupError",
            IndexError => "IndexError",
            KeyError => "KeyError",
            MemoryError => "MemoryError",
            NameError => "NameError",
            UnboundLocalError => "UnboundLocalError",
            OSError => "OSError",
            RuntimeError => "RuntimeError",
            NotImplementedError => "NotImplementedError",
            RecursionError => "RecursionError",
            SyntaxError => "SyntaxError",
            IndentationError => "IndentationError",
            TypeError => "TypeError",
            ValueError => "ValueError",
            Empty => "Empty",
            Full => "Full",
            ReError => "error",
            JSONDecodeError => "JSONDecodeError",
            Unsupported => "Unsupported",
        }
    }

    /// The class a program names this way, if it is a built-in exception class.
    pub fn named(name: &str) -> Option<ErrorKind> {
        ErrorKind::CLASSES
            .iter()
            .copied()
            .find(|k| k.name() == name)
    }

    /// A module's class, as CPython prints it (`queue.Full`); `None` for a builtin's.
    pub fn module_class(self) -> Option<&'static str> {
        match self {
            // CPython's Empty is its C module's.
            ErrorKind::Empty => Some("_queue.Empty"),
            ErrorKind::Full => Some("queue.Full"),
            ErrorKind::ReError => Some("re.error"),
            ErrorKind::JSONDecodeError => Some("json.decoder.JSONDecodeError"),
            _ => None,
        }
    }

    /// The class this one derives from, as CPython 3.11 has it (`None` for BaseException).
    pub fn base(self) -> Option<ErrorKind> {
        use ErrorKind::*;
        Some(match self {
            BaseException | Unsupported => return None,
            SystemExit | KeyboardInterrupt | GeneratorExit | Exception => BaseException,
            FloatingPointError | OverflowError | ZeroDivisionError => ArithmeticError,
            ModuleNotFoundError => ImportError,
            IndexError | KeyError => LookupError,
            UnboundLocalError => NameError,
            NotImplementedError | RecursionError => RuntimeError,
            IndentationError => SyntaxError,
            JSONDecodeError => ValueError,
            _ => Exception,
        })
    }

    /// True when this class is `other` or derives from it.
    pub fn is_a(self, other: ErrorKind) -> bool {
        let mut k = Some(self);
        while let Some(kind) = k {
            if kind == other {
                return true;
            }
            k = kind.base();
        }
        false
    }
}

/// One call on the way to an error: the function and the line it had reached.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TraceEntry {
    pub function: String,
    pub line: u32,
}

/// An error with everything the page needs to show and translate it: a pointer to its
/// [`ErrorReport`] (whose fields are reached through it, `e.line`), so that the parser's and
/// the compiler's results are hardly larger than their values.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(transparent)]
pub struct PyError(Box<ErrorReport>);

impl std::ops::Deref for PyError {
    type Target = ErrorReport;
    fn deref(&self) -> &ErrorReport {
        &self.0
    }
}

impl std::ops::DerefMut for PyError {
    fn deref_mut(&mut self) -> &mut ErrorReport {
        &mut self.0
    }
}

/// What a [`PyError`] says.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ErrorReport {
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
    /// The class's name when it is no builtin's: the program's own (`Found`), `kind` then the
    /// built-in class it derives from, or a module's (`re.error`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
    /// The exceptions it was raised from (`__cause__`, `__context__`), printed above it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub chain: Vec<ChainLink>,
}

/// An exception printed above the one a program stopped with: its class, message and
/// traceback, and whether it was the direct cause of the exception printed after it
/// (`raise ... from`) or was being handled when that one was raised.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ChainLink {
    pub class: String,
    pub message: String,
    pub traceback: Vec<TraceEntry>,
    pub direct: bool,
}

impl ChainLink {
    /// Its last line: `Kind: message`, or the class alone.
    pub fn summary(&self) -> String {
        if self.message.is_empty() {
            self.class.clone()
        } else {
            format!("{}: {}", self.class, self.message)
        }
    }

    /// What Python prints between it and the exception after it.
    pub fn separator(&self) -> &'static str {
        if self.direct {
            "The above exception was the direct cause of the following exception:"
        } else {
            "During handling of the above exception, another exception occurred:"
        }
    }
}

impl PyError {
    /// The exception's class name as Python prints it.
    pub fn class_name(&self) -> &str {
        match &self.class {
            Some(class) => class,
            None => self.kind.name(),
        }
    }

    /// The traceback's last line: `Kind: message`, or the class alone without a message.
    pub fn summary(&self) -> String {
        if self.message.is_empty() {
            self.class_name().to_string()
        } else {
            format!("{}: {}", self.class_name(), self.message)
        }
    }
}

impl fmt::Display for PyError {
    /// The way Python prints it, less the file name: the traceback, then `Kind: message`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for link in &self.chain {
            writeln!(f, "Traceback (most recent call last):")?;
            for entry in &link.traceback {
                writeln!(f, "  line {}, in {}", entry.line, entry.function)?;
            }
            writeln!(f, "{}\n\n{}\n", link.summary(), link.separator())?;
        }
        if !self.traceback.is_empty() {
            writeln!(f, "Traceback (most recent call last):")?;
            for entry in &self.traceback {
                writeln!(f, "  line {}, in {}", entry.line, entry.function)?;
            }
        } else if self.line > 0 {
            writeln!(f, "  line {}", self.line)?;
        }
        write!(f, "{}", self.summary())
    }
}

impl std::error::Error for PyError {}

/// An error raised while running, before the machine adds the line and the traceback: a
/// pointer to what was raised, so that a `Res` is hardly larger than its value and each `?`
/// passes it on in registers (its fields are reached through it, `e.kind`).
#[derive(Clone, Debug, PartialEq)]
pub struct Exc(Box<Raised>);

impl std::ops::Deref for Exc {
    type Target = Raised;
    fn deref(&self) -> &Raised {
        &self.0
    }
}

impl std::ops::DerefMut for Exc {
    fn deref_mut(&mut self) -> &mut Raised {
        &mut self.0
    }
}

/// What an [`Exc`] holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Raised {
    pub kind: ErrorKind,
    pub id: &'static str,
    pub values: Vec<String>,
    pub message: String,
    /// The exception object in the heap, when the program raised one (an `ObjId`).
    pub object: Option<u32>,
    /// The program's own class's name, when it is one (see [`PyError::class`]).
    pub class: Option<String>,
}

impl Exc {
    pub fn new(kind: ErrorKind, id: &'static str, values: Vec<String>, message: String) -> Exc {
        Exc(Box::new(Raised {
            kind,
            id,
            values,
            message,
            object: None,
            class: None,
        }))
    }

    /// What was raised, out of its box.
    pub fn into_raised(self) -> Raised {
        *self.0
    }

    pub fn at(self, line: u32, traceback: Vec<TraceEntry>) -> PyError {
        let Raised {
            kind,
            id,
            values,
            message,
            class,
            ..
        } = *self.0;
        PyError(Box::new(ErrorReport {
            kind,
            message,
            id,
            values,
            line,
            traceback,
            // Classes of a module are printed with its name, on the page too.
            class: class.or_else(|| kind.module_class().map(String::from)),
            chain: Vec::new(),
        }))
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

/// An integer too large where the lab keeps 64 bits (a range's bounds and step), as CPython
/// says it of its own.
pub fn overflow() -> Exc {
    Exc::new(
        ErrorKind::OverflowError,
        "int_overflow",
        vec![],
        "Python int too large to convert to C ssize_t".into(),
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

/// A construct the lab does not run, named in words rather than code: `id` names those
/// words in the page's languages (`program.construct.<id>`), and `code` is the code they
/// mention, if any.
pub fn unsupported_words(id: &'static str, code: &str, english: &str) -> Exc {
    Exc::new(
        ErrorKind::Unsupported,
        "unsupported",
        vec![english.into(), id.into(), code.into()],
        format!("{english} is not supported by the lab's Python"),
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

/// The MemoryError of a string longer than the lab lets a program build.
pub fn string_too_long() -> Exc {
    Exc::new(
        ErrorKind::MemoryError,
        "string_too_long",
        vec![MAX_STR_BYTES.to_string()],
        format!("the string would be longer than {MAX_STR_BYTES} bytes"),
    )
}
