//! A Python interpreter for the lab's program lanes: the learner's own code, run one step at a
//! time, paused and forked at will.
//!
//! From the top: [`compile`] turns source into a [`Program`] (tokens, a syntax tree, then a
//! flat list of instructions per function); a [`Machine`] runs it, its whole state plain data
//! (frames, one value stack, a heap of objects found by index), so [`Machine::advance`] can
//! stop after any step and `clone()` forks it.
//!
//! ```
//! use backtracking_lab::python::{compile, Machine, Status, Value};
//!
//! let program = compile("def f(k):\n    return k * 2\nx = f(n)\nprint(x)\n").unwrap();
//! let mut m = Machine::new(program, &[("n", Value::Int(21))]);
//! assert_eq!(m.advance(1), 1); // x = f(n): one step, the call costs nothing more
//! let fork = m.clone();
//! m.run_to_end();
//! assert_eq!((m.status(), m.output(), m.steps()), (Status::Finished, "42\n", 3));
//! assert_eq!(fork.steps(), 1);
//! ```
//!
//! ## Steps, as the lessons count them
//!
//! - each simple statement executed is one step (assignment, augmented assignment, a call or
//!   other expression statement, `return`, `pass`, `break`, `continue`, `del`, `assert`);
//! - each condition an `if`, `elif` or `while` evaluates is one step (a `while` checks once
//!   more when it ends; `else:` costs nothing);
//! - each item a `for` loop or a comprehension fetches is one step, plus one for the fetch that
//!   ends it (a comprehension's `if` adds nothing; a generator consumed by `any` stops where
//!   `any` stops; the first fetch of a comprehension's inner `for` clause, which CPython does
//!   not report as a new line, costs nothing);
//! - `def` (its header and defaults), `class` headers, docstrings, `global` and `nonlocal` cost
//!   nothing; calling a function costs nothing beyond the statement that calls it, and a
//!   lambda's body costs nothing;
//! - a list built by `+` or `*` costs one step per element of the result (`pos + [c]` at depth
//!   k costs k + 1, `[0] * n` costs n); `+=` and `*=` change a list in place and add nothing;
//! - a `try:` line, each `except` clause tested, `raise` and `import` are a step each; a
//!   `yield` is a step where it stands and resuming costs nothing; decorators cost nothing;
//!   an annotation without a value is a step at a module's or a class's level only; library
//!   code (the builtins, the standard modules, the prelude) costs none, as CPython's C does.
//!
//! These are CPython 3.11's `sys.settrace` line events, less def and class headers, docstrings
//! and lambda bodies, plus the list rule, for programs with one statement a line
//! (`tests/python/oracle.py` counts them so; the tests compare).
//!
//! ## Limits
//!
//! Steps (300,000 by default, up to 10^9: reaching it is status `Limit`, "did not fit"),
//! nested calls (1,000 by default, which `sys.setrecursionlimit` moves up to 100,000: a
//! RecursionError), memory (4 million elements of live data, a list of
//! n items being n elements, checked before anything is built; one statement's temporaries may
//! briefly take it to twice that: a MemoryError), strings of at most 16 MB, printed output of
//! at most 4 MB. Integers are of any size ([`long`]; at most 2^23 bits, a MemoryError past it),
//! the 64-bit ones on the fast path.
//!
//! ## Exceptions and modules
//!
//! `raise`, `try`/`except`/`else`/`finally` and the built-in exception classes work as in
//! CPython ([`exceptions`]; the machine unwinds by each code's exception table). A `try:` line
//! is a step, and so is each `except` clause tested, as CPython's line events have them.
//! `import` reaches the standard modules in [`modules`], each implemented in the core; any
//! other module is a ModuleNotFoundError.
//!
//! ## Refused
//!
//! `with`, files, `eval` and `exec`, dunder attributes but a few (`__init__`, `__name__`,
//! `__cause__`, and on the program's own objects the protocol methods such as `__add__`,
//! `__len__`, `__getitem__`, which a class may define and the builtins and operators call,
//! as CPython does), and the rest outside what the lab runs: each is an
//! [`ErrorKind::Unsupported`] error naming the construct and its line, which no `except`
//! catches.

/// A text of the prelude as the lab ships it, made when the crate compiles (see
/// [`packed_prelude`]).
macro_rules! packed {
    ($text:expr) => {{
        const TEXT: &str = $text;
        const LEN: usize = $crate::python::packed_prelude::<0>(TEXT).1;
        const PACKED: ([u8; LEN], usize) = $crate::python::packed_prelude(TEXT);
        const OUT: &str = match core::str::from_utf8(&PACKED.0) {
            Ok(text) => text,
            Err(_) => panic!("a packed prelude is UTF-8"),
        };
        OUT
    }};
}

pub mod args;
pub mod builtins;
pub mod compile;
pub mod error;
pub mod exceptions;
pub mod float_parse;
pub mod format;
pub mod hash;
pub mod heap;
pub mod iteration;
pub mod limits;
pub mod long;
pub mod machine;
pub mod modules;
pub mod ops;
pub mod sets;
pub mod slices;
pub mod sorting;
pub mod strings;
pub mod syntax;
pub mod token;
pub mod value;

pub use compile::{CodeKind, Program, StepKind};
pub use error::{ErrorKind, PyError, TraceEntry};
pub use limits::{MAX_DEPTH, MAX_STEPS};
pub use machine::{
    CallPause, Event, Exit, FrameView, Limits, Machine, Returned, ReturnedKind, Status,
};
pub use value::{Global, Value};

use std::rc::Rc;

/// The prelude's Python without its comments and blank lines, and with an indent of one space
/// where its source has four: the program core, which every learner who races a program
/// fetches, carries a smaller text, and the source stays written for its reader. The prelude
/// has no multi-line strings, and a line that continues a bracket may stand at any indent.
/// The packed text's length is the second of the pair; the text itself fills the array when
/// `N` is that length (with `N` 0, only the length is measured), so the core carries no more.
pub const fn packed_prelude<const N: usize>(text: &str) -> ([u8; N], usize) {
    let t = text.as_bytes();
    let mut out = [0u8; N];
    let mut n = 0;
    let mut i = 0;
    while i < t.len() {
        let mut start = i;
        while start < t.len() && t[start] == b' ' {
            start += 1;
        }
        let mut end = start;
        while end < t.len() && t[end] != b'\n' {
            end += 1;
        }
        if start < end && t[start] != b'#' {
            let spaces = start - i;
            let mut k = 0;
            while k < spaces / 4 + spaces % 4 {
                if n < N {
                    out[n] = b' ';
                }
                n += 1;
                k += 1;
            }
            while start < end {
                if n < N {
                    out[n] = t[start];
                }
                n += 1;
                start += 1;
            }
            if n < N {
                out[n] = b'\n';
            }
            n += 1;
        }
        i = end + 1;
    }
    (out, n)
}

thread_local! {
    /// The prelude (the builtins and the modules written in Python), parsed and compiled
    /// once: every program's compilation starts from it.
    static PRELUDE: Rc<compile::Prelude> = {
        let mut text = String::from(packed!(builtins::PRELUDE));
        text.push_str(packed!(slices::PRELUDE));
        for module in modules::PRELUDES {
            text.push_str(module);
        }
        let module = syntax::parse(&text).expect("the prelude parses");
        Rc::new(compile::compile_prelude(&module).expect("the prelude compiles"))
    };
}

/// Compiles a program (after the prelude of builtins written in Python).
pub fn compile(source: &str) -> Result<Rc<Program>, PyError> {
    let module = syntax::parse(source)?;
    let prelude = PRELUDE.with(Rc::clone);
    let lines = source.lines().count() as u32;
    compile::compile(&module, &prelude, lines).map(Rc::new)
}

/// Compiles and runs a program to its end under `limits`: the machine afterwards holds the
/// status, the counters and the output.
pub fn run(source: &str, globals: &[(&str, Value)], limits: Limits) -> Result<Machine, PyError> {
    let program = compile(source)?;
    let mut m = Machine::with_limits(program, globals, limits);
    m.run_to_end();
    Ok(m)
}
