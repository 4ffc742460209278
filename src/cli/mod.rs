//! The `backtrack` command line, by concern: reading the arguments ([`args`]), the table of
//! each puzzle's flags ([`puzzles`]: which options it takes, its defaults, and how its options
//! become setup texts of the core's registry), running a search ([`search`]) and printing its
//! rows ([`print`](mod@print)), counting N-Queens solutions ([`count`]) and the usage ([`help`]).
//!
//! Every puzzle's command runs through the registry's lane interface, as the page does, so
//! adding a puzzle to the command line is one entry of the flags table and nothing else: the
//! parser, the runner, the printer and the usage never branch on a puzzle. Bad input is a
//! [`BadInput`] whose message says what and where; the binary turns it into exit status 2.

pub mod args;
pub mod count;
pub mod help;
pub mod print;
pub mod puzzles;
pub mod search;

pub use args::{parse, parse_os, parse_range, Options, Request};
pub use help::usage;
pub use puzzles::{puzzle, Flags, PUZZLES};

/// A mistake in what the user typed: the message says what and how to fix it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadInput(pub String);

impl<E: std::fmt::Display> From<E> for BadInput {
    fn from(error: E) -> BadInput {
        BadInput(error.to_string())
    }
}

/// What to run, fully checked.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Search one puzzle of the registry: one row per instance and strategy.
    Search(Box<Request>),
    /// Every N-Queens solution, by the bitboard counter.
    Count {
        sizes: Vec<usize>,
        plain: bool,
        json: bool,
    },
    /// Print the usage.
    Help,
}

impl Command {
    /// Runs the command, writing to `out`; `Ok(false)` when some part of the input was bad
    /// (reported on standard error) and the rest ran.
    pub fn run(&self, out: &mut dyn std::io::Write) -> Result<bool, BadInput> {
        match self {
            Command::Search(request) => search::run(request, out),
            Command::Count { sizes, plain, json } => {
                count::run(sizes, *plain, *json, out)?;
                Ok(true)
            }
            Command::Help => {
                write!(out, "{}", usage())?;
                Ok(true)
            }
        }
    }
}
