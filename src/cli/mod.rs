//! The `backtrack` command line, by concern: reading the arguments ([`args`]), the table of
//! each puzzle's flags ([`puzzles`]: which options it takes, its defaults, and how its options
//! become setup texts of the core's registry), running a search ([`search`]) and printing its
//! rows ([`print`](mod@print)), counting N-Queens solutions ([`count`]), running a Python
//! program on the core's interpreter ([`run`](mod@run)), an exercise's checks on a program
//! ([`check`](mod@check)) and the usage ([`help`]).
//!
//! Every puzzle's command runs through the registry's lane interface, as the page does, so
//! adding a puzzle to the command line is one entry of the flags table and nothing else: the
//! parser, the runner, the printer and the usage never branch on a puzzle. Bad input is a
//! [`BadInput`] whose message says what and where; the binary turns it into exit status 2.

pub mod args;
pub mod check;
pub mod count;
pub mod help;
pub mod print;
pub mod puzzles;
pub mod run;
pub mod search;

pub use args::{parse, parse_os, parse_range, Options, Request};
pub use help::usage;
pub use puzzles::{puzzle, Flags, PUZZLES};

/// The exit status for bad input.
pub const EXIT_BAD_INPUT: u8 = 2;

/// A mistake in what the user typed: the message says what and how to fix it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadInput(pub String);

impl<E: std::fmt::Display> From<E> for BadInput {
    fn from(error: E) -> BadInput {
        BadInput(error.to_string())
    }
}

/// The text of a file, or of standard input for `-`.
fn read_input(path: &str) -> Result<String, BadInput> {
    use std::io::Read;
    let mut text = String::new();
    let read = if path == "-" {
        std::io::stdin().read_to_string(&mut text)
    } else {
        std::fs::File::open(path).and_then(|mut file| file.read_to_string(&mut text))
    };
    read.map_err(|e| BadInput(format!("{path}: {e}")))?;
    Ok(text)
}

/// What to run, fully checked.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Search one puzzle of the registry: one row per instance and strategy.
    Search(Box<Request>),
    /// Every N-Queens solution, by the bitboard counter.
    Count {
        sizes: Vec<usize>,
        counter: count::Counter,
        threads: usize,
        json: bool,
    },
    /// A Python program on the core's interpreter.
    Run(run::RunRequest),
    /// An exercise's checks run on a program.
    Check(check::CheckRequest),
    /// Print the usage.
    Help,
}

impl Command {
    /// Runs the command, writing to `out`; returns the exit status: 0, [`EXIT_BAD_INPUT`] when
    /// some part of the input was bad (reported on standard error) and the rest ran, or a
    /// program's own (see [`run`](mod@run)).
    pub fn run(&self, out: &mut dyn std::io::Write) -> Result<u8, BadInput> {
        match self {
            Command::Search(request) => Ok(if search::run(request, out)? {
                0
            } else {
                EXIT_BAD_INPUT
            }),
            Command::Count {
                sizes,
                counter,
                threads,
                json,
            } => {
                count::run(sizes, *counter, *threads, *json, out)?;
                Ok(0)
            }
            Command::Run(request) => run::run(request, out),
            Command::Check(request) => check::run(request, out),
            Command::Help => {
                write!(out, "{}", usage())?;
                Ok(0)
            }
        }
    }
}
