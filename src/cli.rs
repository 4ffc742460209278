//! The arguments of the `backtrack` command line, read into a [`Command`] in the core's own
//! types (board sizes, strategies, limits), or into a [`BadInput`] that says what is wrong.
//! The binary in `src/bin/backtrack.rs` only runs commands; reading the arguments here lets
//! the tests and the fuzzer check every way of typing them without starting a process, and
//! the usage text is built from the strategy lists themselves, so it cannot miss one.

use crate::queens::{self, count::MAX_COUNT_N, QueensError};
use crate::search::{Limits, Mode};
use crate::sudoku;

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
    /// The lesson's table for each board size and strategy.
    Queens {
        sizes: Vec<usize>,
        strategies: Vec<queens::Strategy>,
        limits: Limits,
        json: bool,
    },
    /// Every puzzle of a file (`-` for standard input), with each strategy.
    Sudoku {
        file: String,
        strategies: Vec<sudoku::Strategy>,
        limits: Limits,
        json: bool,
    },
    /// Every N-Queens solution, by the bitboard counter.
    Count {
        sizes: Vec<usize>,
        plain: bool,
        json: bool,
    },
    /// Print the usage.
    Help,
}

/// The usage, with every strategy of each puzzle listed from its `ALL` list.
pub fn usage() -> String {
    let names =
        |names: &mut dyn Iterator<Item = &'static str>| names.collect::<Vec<_>>().join(", ");
    let queens = names(
        &mut queens::Strategy::ALL
            .into_iter()
            .map(queens::Strategy::name),
    );
    let sudoku = names(
        &mut sudoku::Strategy::ALL
            .into_iter()
            .map(sudoku::Strategy::name),
    );
    format!(
        "\
backtrack: run Backtracking Lab's search strategies from the command line

usage:
  backtrack queens --n N|FROM..TO [--strategy NAME[,NAME...]|all] [--mode first|all|unique] [--budget NODES] [--json]
  backtrack sudoku [--strategy NAME[,NAME...]|all] [--mode first|all|unique] [--budget NODES] [--json] FILE|-
  backtrack count --n N|FROM..TO [--plain] [--json]
  backtrack help

queens strategies: {queens} (default: pruned; mode default: all)
sudoku strategies: {sudoku} (default: candidates; mode default: first)
count: every N-Queens solution (n up to {MAX_COUNT_N}) by the bitboard counter, using the
board's mirror symmetry unless --plain; prints solutions, nodes and time.
A sudoku FILE holds puzzles one per line (digits, and '.', '0' or '_' for blanks), or printed
grids one row per line ('4 . . |. . . |8 . 5' rows, Simple Sudoku .ss frames, .sdk files),
one after another; blank lines, lines starting with # and headers like [Puzzle] are skipped.
--budget stops a run cleanly after that many nodes. Exit status: 0, or 2 for bad input.
"
    )
}

/// The options as typed, before they are checked against the command.
#[derive(Default)]
struct Options {
    strategies: Vec<String>,
    mode: Option<Mode>,
    budget: Option<u64>,
    json: bool,
    n: Option<String>,
    file: Option<String>,
    plain: bool,
    /// The options given, in order, to refuse those the command does not take.
    given: Vec<&'static str>,
}

/// Reads the arguments as the operating system hands them over (without the program's name):
/// one that is not UTF-8 is bad input, where `std::env::args` would panic.
pub fn parse_os(args: impl IntoIterator<Item = std::ffi::OsString>) -> Result<Command, BadInput> {
    let args = args
        .into_iter()
        .map(|arg| {
            arg.into_string()
                .map_err(|arg| BadInput(format!("argument {arg:?} is not valid UTF-8")))
        })
        .collect::<Result<Vec<String>, BadInput>>()?;
    parse(&args)
}

/// Reads `backtrack`'s arguments (without the program's name).
pub fn parse(args: &[String]) -> Result<Command, BadInput> {
    let Some(command) = args.first() else {
        return Err(BadInput(format!("no command given\n\n{}", usage())));
    };
    let takes: &[&str] = match command.as_str() {
        "queens" => &["--n", "--strategy", "--mode", "--budget", "--json"],
        "sudoku" => &["--strategy", "--mode", "--budget", "--json", "FILE"],
        "count" => &["--n", "--plain", "--json"],
        "help" | "--help" | "-h" => &[],
        other => {
            return Err(BadInput(format!(
                "unknown command {other:?}\n\n{}",
                usage()
            )))
        }
    };
    let options = read_options(&args[1..])?;
    if let Some(option) = options.given.iter().find(|option| !takes.contains(option)) {
        return Err(BadInput(match (*option, &options.file) {
            ("FILE", Some(file)) => format!("unexpected argument {file:?}"),
            _ => format!("{option} does not apply to {command}"),
        }));
    }
    let n = |command: &str| {
        options
            .n
            .as_deref()
            .ok_or_else(|| BadInput(format!("{command} needs --n")))
            .and_then(parse_range)
    };
    Ok(match command.as_str() {
        "queens" => Command::Queens {
            sizes: n("queens")?,
            strategies: options.strategies(
                &queens::Strategy::ALL,
                queens::Strategy::name,
                queens::Strategy::Pruned,
            )?,
            limits: options.limits(Mode::All),
            json: options.json,
        },
        "sudoku" => Command::Sudoku {
            file: options
                .file
                .clone()
                .ok_or_else(|| BadInput("sudoku needs a FILE, or - for standard input".into()))?,
            strategies: options.strategies(
                &sudoku::Strategy::ALL,
                sudoku::Strategy::name,
                sudoku::Strategy::Candidates,
            )?,
            limits: options.limits(Mode::First),
            json: options.json,
        },
        "count" => {
            let sizes = n("count")?;
            // Refused before counting the smaller sizes, not after.
            if let Some(&n) = sizes.iter().find(|&&n| n > MAX_COUNT_N) {
                return Err(QueensError::CountTooLarge {
                    n,
                    max: MAX_COUNT_N,
                }
                .into());
            }
            Command::Count {
                sizes,
                plain: options.plain,
                json: options.json,
            }
        }
        _ => Command::Help,
    })
}

fn read_options(args: &[String]) -> Result<Options, BadInput> {
    let mut options = Options::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| BadInput(format!("{name} needs a value")))
        };
        let option = match arg.as_str() {
            "--n" => {
                options.n = Some(value("--n")?);
                "--n"
            }
            "--strategy" => {
                options.strategies = value("--strategy")?
                    .split(',')
                    .map(str::to_string)
                    .collect();
                "--strategy"
            }
            "--mode" => {
                options.mode = Some(match value("--mode")?.as_str() {
                    "first" => Mode::First,
                    "all" => Mode::All,
                    "unique" => Mode::UpTo(2),
                    other => {
                        return Err(BadInput(format!(
                            "unknown mode {other:?}; use first, all or unique"
                        )))
                    }
                });
                "--mode"
            }
            "--budget" => {
                let text = value("--budget")?;
                let budget = text.replace('_', "").parse::<u64>().ok().filter(|&b| b > 0);
                options.budget = Some(budget.ok_or_else(|| {
                    BadInput(format!(
                        "--budget must be a positive number of nodes, got {text:?}"
                    ))
                })?);
                "--budget"
            }
            "--json" => {
                options.json = true;
                "--json"
            }
            "--plain" => {
                options.plain = true;
                "--plain"
            }
            flag if flag.starts_with("--") => {
                return Err(BadInput(format!("unknown option {flag}")))
            }
            file if options.file.is_none() => {
                options.file = Some(file.to_string());
                "FILE"
            }
            extra => return Err(BadInput(format!("unexpected argument {extra:?}"))),
        };
        options.given.push(option);
    }
    Ok(options)
}

impl Options {
    fn limits(&self, default: Mode) -> Limits {
        let limits = Limits::new(self.mode.unwrap_or(default));
        match self.budget {
            Some(budget) => limits.with_budget(budget),
            None => limits,
        }
    }

    /// The strategies asked for, by name, checked against the puzzle's list.
    fn strategies<S: Copy>(
        &self,
        all: &[S],
        name: fn(S) -> &'static str,
        default: S,
    ) -> Result<Vec<S>, BadInput> {
        if self.strategies.is_empty() {
            return Ok(vec![default]);
        }
        if self.strategies.iter().any(|s| s == "all") {
            return Ok(all.to_vec());
        }
        self.strategies
            .iter()
            .map(|wanted| {
                all.iter()
                    .copied()
                    .find(|&s| name(s) == wanted)
                    .ok_or_else(|| {
                        let names: Vec<_> = all.iter().map(|&s| name(s)).collect();
                        BadInput(format!(
                            "unknown strategy {wanted:?}; use {} or all",
                            names.join(", ")
                        ))
                    })
            })
            .collect()
    }
}

/// `"8"` or `"4..8"` (both ends included), each between 1 and the largest board.
pub fn parse_range(text: &str) -> Result<Vec<usize>, BadInput> {
    let number = |t: &str| -> Result<usize, BadInput> {
        let n: i64 = t.trim().parse().map_err(|_| {
            BadInput(format!(
                "--n wants a number or a range like 4..8, got {text:?}"
            ))
        })?;
        Ok(queens::board_size(n)?)
    };
    match text.split_once("..") {
        Some((from, to)) => {
            let (from, to) = (number(from)?, number(to.trim_start_matches('='))?);
            if from > to {
                return Err(BadInput(format!("--n {text}: the range is empty")));
            }
            Ok((from..=to).collect())
        }
        None => Ok(vec![number(text)?]),
    }
}
