//! Reading `backtrack`'s arguments: the options as typed ([`Options`]), checked against the
//! table of puzzles' flags ([`super::puzzles`]) into a [`Command`]. Parsing here, not in the
//! binary, lets the tests and the fuzzer check every way of typing the arguments without
//! starting a process.

use super::puzzles::{self, Flags};
use super::{check, count, run, BadInput, Command};
use crate::search::{Limits, Mode};

/// A search asked for on the command line: the puzzle, its strategies (checked against the
/// registry's list), the limits, and the puzzle's own options as typed. The puzzle's `check`
/// has accepted them, so its runs only meet bad input in files they read.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// The name of a puzzle of the registry (and of the flags table).
    pub puzzle: &'static str,
    /// The strategies to run, in the order given (all of the puzzle's for `all`).
    pub strategies: Vec<&'static str>,
    pub limits: Limits,
    pub json: bool,
    pub options: Options,
}

impl Request {
    /// The flags of this request's puzzle.
    pub fn flags(&self) -> &'static Flags {
        puzzles::puzzle(self.puzzle).expect("a request names a puzzle of the table")
    }
}

/// The options as typed, before a puzzle reads them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// `--strategy`, split at commas, as typed.
    pub strategies: Vec<String>,
    pub mode: Option<Mode>,
    pub budget: Option<u64>,
    pub json: bool,
    pub n: Option<String>,
    pub start: Option<String>,
    pub closed: bool,
    pub graph: Option<String>,
    pub colours: Option<String>,
    pub grid: Option<String>,
    pub word: Option<String>,
    pub mistake: Option<String>,
    /// `--set NAME=VALUE`, each as typed (`run`).
    pub sets: Vec<String>,
    /// `--limit STEPS`, as typed (`run`).
    pub limit: Option<String>,
    /// `--program FILE`, the program an exercise's checks run (`check`).
    pub program: Option<String>,
    /// The one argument that is not an option: a file, or `-` for standard input.
    pub file: Option<String>,
    pub plain: bool,
    pub mirror: bool,
    /// `--threads K`, as typed (`count`).
    pub threads: Option<String>,
    /// The options given, in order, to refuse those the command does not take.
    pub given: Vec<&'static str>,
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
        return Err(BadInput(format!("no command given\n\n{}", super::usage())));
    };
    let entry = puzzles::puzzle(command);
    let takes: &[&str] = match (entry, command.as_str()) {
        (Some(entry), _) => entry.takes,
        (None, "count") => count::TAKES,
        (None, "run") => run::TAKES,
        (None, "check") => check::TAKES,
        (None, "help" | "--help" | "-h") => &[],
        (None, other) => {
            return Err(BadInput(format!(
                "unknown command {other:?}\n\n{}",
                super::usage()
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
    if let Some(entry) = entry {
        let request = Request {
            puzzle: entry.name,
            strategies: options.strategies(entry)?,
            limits: options.limits(entry.default_mode),
            json: options.json,
            options,
        };
        (entry.check)(&request)?;
        return Ok(Command::Search(Box::new(request)));
    }
    if command == "count" {
        return count::parse(&options);
    }
    if command == "run" {
        return Ok(Command::Run(run::parse(&options)?));
    }
    if command == "check" {
        return check::parse(&options);
    }
    Ok(Command::Help)
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
            "--start" => {
                options.start = Some(value("--start")?);
                "--start"
            }
            "--graph" => {
                options.graph = Some(value("--graph")?);
                "--graph"
            }
            "--colours" | "--colors" => {
                options.colours = Some(value("--colours")?);
                "--colours"
            }
            "--grid" => {
                options.grid = Some(value("--grid")?);
                "--grid"
            }
            "--word" => {
                options.word = Some(value("--word")?);
                "--word"
            }
            "--set" => {
                options.sets.push(value("--set")?);
                "--set"
            }
            "--limit" => {
                options.limit = Some(value("--limit")?);
                "--limit"
            }
            "--program" => {
                options.program = Some(value("--program")?);
                "--program"
            }
            "--mistake" => {
                options.mistake = Some(value("--mistake")?);
                "--mistake"
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
            "--closed" => {
                options.closed = true;
                "--closed"
            }
            "--json" => {
                options.json = true;
                "--json"
            }
            "--plain" => {
                options.plain = true;
                "--plain"
            }
            "--mirror" => {
                options.mirror = true;
                "--mirror"
            }
            "--threads" => {
                options.threads = Some(value("--threads")?);
                "--threads"
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
    pub(super) fn limits(&self, default: Mode) -> Limits {
        let limits = Limits::new(self.mode.unwrap_or(default));
        match self.budget {
            Some(budget) => limits.with_budget(budget),
            None => limits,
        }
    }

    /// The strategies asked for, by name, checked against the puzzle's list.
    fn strategies(&self, entry: &Flags) -> Result<Vec<&'static str>, BadInput> {
        let all = entry.strategies();
        if self.strategies.is_empty() {
            return Ok(vec![entry.default_strategy]);
        }
        if self.strategies.iter().any(|s| s == "all") {
            return Ok(all);
        }
        self.strategies
            .iter()
            .map(|wanted| {
                all.iter().copied().find(|s| s == wanted).ok_or_else(|| {
                    BadInput(format!(
                        "unknown strategy {wanted:?}; use {} or all",
                        all.join(", ")
                    ))
                })
            })
            .collect()
    }

    /// An option the puzzle cannot do without.
    pub fn required<'a>(
        &'a self,
        value: &'a Option<String>,
        puzzle: &str,
        option: &str,
    ) -> Result<&'a str, BadInput> {
        value
            .as_deref()
            .ok_or_else(|| BadInput(format!("{puzzle} needs {option}")))
    }
}

/// `"8"` or `"4..8"` (both ends included), each checked by `check`: the values of an option
/// that takes a number or a range (`--n`, `--colours`).
pub fn parse_range(
    option: &str,
    text: &str,
    check: impl Fn(i64) -> Result<usize, BadInput>,
) -> Result<Vec<usize>, BadInput> {
    let number = |t: &str| -> Result<usize, BadInput> {
        let n: i64 = t.trim().parse().map_err(|_| {
            BadInput(format!(
                "{option} wants a number or a range like 4..8, got {text:?}"
            ))
        })?;
        check(n)
    };
    match text.split_once("..") {
        Some((from, to)) => {
            let (from, to) = (number(from)?, number(to.trim_start_matches('='))?);
            if from > to {
                return Err(BadInput(format!("{option} {text}: the range is empty")));
            }
            Ok((from..=to).collect())
        }
        None => Ok(vec![number(text)?]),
    }
}
