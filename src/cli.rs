//! The `backtrack` command line: one table of puzzles ([`PUZZLES`]), each entry saying which
//! options the puzzle takes, which strategies it has (read from its `ALL` list), its defaults,
//! how to check a request before anything runs, and how to run it. Reading the arguments
//! ([`parse`]) and the usage ([`usage`]) work from that table alone, so adding a puzzle to the
//! command line is one entry and its runner, never a new branch in the parser, the usage or
//! the binary. Every puzzle prints the lessons' table, one row per instance and strategy, or
//! one JSON object per line; bad input is a [`BadInput`] whose message says what and where,
//! and the binary turns it into exit status 2. Parsing here, not in the binary, lets the tests
//! and the fuzzer check every way of typing the arguments without starting a process.

use std::io::{Read, Write};
use std::time::Instant;

use serde_json::{json, Value};

use crate::queens::{self, count::MAX_COUNT_N, Mistake, QueensError};
use crate::search::{Cell, Limits, Mode, Stats, Status};
use crate::sudoku::{self, Grid};
use crate::{colouring, knights, words, Report};

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
    /// Search one registered puzzle: one row per instance and strategy.
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

/// A search asked for on the command line: the puzzle, its strategies (checked against the
/// puzzle's list), the limits, and the puzzle's own options as typed. The puzzle's `check`
/// has accepted them, so its runner only meets bad input in files it reads.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// The name of an entry of [`PUZZLES`].
    pub puzzle: &'static str,
    /// The strategies to run, in the order given (all of the puzzle's for `all`).
    pub strategies: Vec<&'static str>,
    pub limits: Limits,
    pub json: bool,
    pub options: Options,
}

impl Request {
    /// The registry entry of this request's puzzle.
    pub fn entry(&self) -> &'static Puzzle {
        puzzle(self.puzzle).expect("a request names a registered puzzle")
    }

    /// Runs the request, writing the table or the JSON lines to `out`; `Ok(false)` when some
    /// part of the input was bad (reported on standard error) and the rest ran.
    pub fn run(&self, out: &mut dyn Write) -> Result<bool, BadInput> {
        (self.entry().run)(self, out)
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
    /// The one argument that is not an option: a file, or `-` for standard input.
    pub file: Option<String>,
    pub plain: bool,
    /// The options given, in order, to refuse those the command does not take.
    pub given: Vec<&'static str>,
}

/// One puzzle of the command line.
pub struct Puzzle {
    pub name: &'static str,
    /// What follows the puzzle's name in the usage.
    pub synopsis: &'static str,
    /// The options it takes; any other is refused by name.
    pub takes: &'static [&'static str],
    /// Its strategies' names, from the puzzle's `ALL` list.
    pub strategies: fn() -> Vec<&'static str>,
    pub default_strategy: &'static str,
    pub default_mode: Mode,
    /// More lines for the usage: what the input looks like, what the defaults are.
    pub notes: &'static str,
    /// Checks everything that can be checked before running (sizes, squares, colours, words).
    pub check: fn(&Request) -> Result<(), BadInput>,
    /// Runs the request, writing rows to `out`; `Ok(false)` if some input was bad.
    pub run: fn(&Request, &mut dyn Write) -> Result<bool, BadInput>,
}

/// Every puzzle of the command line, in the order the usage lists them.
pub const PUZZLES: [Puzzle; 5] = [
    Puzzle {
        name: "queens",
        synopsis: "--n N|FROM..TO [--strategy NAME[,NAME...]|all] [--mistake NAME] [--mode first|all|unique] [--budget NODES] [--json]",
        takes: &["--n", "--strategy", "--mistake", "--mode", "--budget", "--json"],
        strategies: || queens::Strategy::ALL.map(queens::Strategy::name).to_vec(),
        default_strategy: "pruned",
        default_mode: Mode::All,
        notes: "--mistake runs a broken copy of occupancy (the mistake lab) instead of a strategy.",
        check: check_queens,
        run: run_queens,
    },
    Puzzle {
        name: "sudoku",
        synopsis: "[--strategy NAME[,NAME...]|all] [--mode first|all|unique] [--budget NODES] [--json] FILE|-",
        takes: &["--strategy", "--mode", "--budget", "--json", "FILE"],
        strategies: || sudoku::Strategy::ALL.map(sudoku::Strategy::name).to_vec(),
        default_strategy: "candidates",
        default_mode: Mode::First,
        notes: "\
A sudoku FILE holds puzzles one per line (digits, then A to G on a 16×16 grid, and '.', '0'
or '_' for blanks), or printed grids one row per line ('4 . . |. . . |8 . 5' rows, Simple
Sudoku .ss frames, .sdk files), one after another; blank lines, lines starting with # and
headers like [Puzzle] are skipped. A 16×16 grid is one line of 256 cells, or 16 rows with
spaces or '|' between cells (a bare line of 16 is a 4×4 puzzle).",
        check: |_| Ok(()),
        run: run_sudoku,
    },
    Puzzle {
        name: "knights",
        synopsis: "--n N|FROM..TO [--start r1c1] [--closed] [--strategy NAME[,NAME...]|all] [--mode first|all] [--budget NODES] [--json]",
        takes: &["--n", "--start", "--closed", "--strategy", "--mode", "--budget", "--json"],
        strategies: || knights::Strategy::ALL.map(knights::Strategy::name).to_vec(),
        default_strategy: "warnsdorff",
        default_mode: Mode::First,
        notes: "\
A knight's tour of an n × n board (n up to 16) from --start (default r1c1, the top-left
square); --closed asks for tours that end a knight's move from the start.",
        check: check_knights,
        run: run_knights,
    },
    Puzzle {
        name: "colouring",
        synopsis: "--graph FILE|PRESET --colours K|FROM..TO [--strategy NAME[,NAME...]|all] [--mode first|all] [--budget NODES] [--json]",
        takes: &["--graph", "--colours", "--strategy", "--mode", "--budget", "--json"],
        strategies: || colouring::Strategy::ALL.map(colouring::Strategy::name).to_vec(),
        default_strategy: "pruned",
        default_mode: Mode::First,
        notes: "\
A graph FILE is an edge list, one 'a b' pair a line (names of letters, digits, _ or -; # starts
a comment), or - for standard input; or a preset: PRESETS.
Mode all counts every colouring: the chromatic polynomial's value at K.",
        check: check_colouring,
        run: run_colouring,
    },
    Puzzle {
        name: "words",
        synopsis: "--grid FILE --word WORD [--strategy NAME[,NAME...]|all] [--mode first|all] [--budget NODES] [--json]",
        takes: &["--grid", "--word", "--strategy", "--mode", "--budget", "--json"],
        strategies: || words::Strategy::ALL.map(words::Strategy::name).to_vec(),
        default_strategy: "pruned",
        default_mode: Mode::All,
        notes: "\
A grid FILE holds one row of letters a line (or - for standard input); the word is a path of
cells sharing a side, none used twice. solutions counts the paths.",
        check: check_words,
        run: run_words,
    },
];

/// The registry entry with this name.
pub fn puzzle(name: &str) -> Option<&'static Puzzle> {
    PUZZLES.iter().find(|p| p.name == name)
}

/// The usage, with every puzzle, strategy and preset listed from the core's own lists.
pub fn usage() -> String {
    let mut text = String::from(
        "backtrack: run Backtracking Lab's search strategies from the command line\n\nusage:\n",
    );
    for p in &PUZZLES {
        text += &format!("  backtrack {} {}\n", p.name, p.synopsis);
    }
    text += "  backtrack count --n N|FROM..TO [--plain] [--json]\n  backtrack help\n\n";
    for p in &PUZZLES {
        text += &format!(
            "{} strategies: {} (default: {}; mode default: {})\n",
            p.name,
            (p.strategies)().join(", "),
            p.default_strategy,
            p.default_mode.name()
        );
    }
    let mistakes: Vec<&str> = Mistake::ALL.iter().map(|m| m.name()).collect();
    text += &format!("queens mistakes: {}\n\n", mistakes.join(", "));
    let presets: Vec<&str> = colouring::PRESETS.iter().map(|p| p.name).collect();
    for p in &PUZZLES {
        text += &p.notes.replace("PRESETS", &presets.join(", "));
        text += "\n";
    }
    text += &format!(
        "count: every N-Queens solution (n up to {MAX_COUNT_N}) by the bitboard counter, using the
board's mirror symmetry unless --plain; prints solutions, nodes and time.
--budget stops a run cleanly after that many nodes. Exit status: 0, or 2 for bad input.
"
    );
    text
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
    let entry = puzzle(command);
    let takes: &[&str] = match (entry, command.as_str()) {
        (Some(entry), _) => entry.takes,
        (None, "count") => &["--n", "--plain", "--json"],
        (None, "help" | "--help" | "-h") => &[],
        (None, other) => {
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
        let text = options
            .n
            .as_deref()
            .ok_or_else(|| BadInput("count needs --n".into()))?;
        let sizes = parse_range("--n", text, |n| Ok(queens::board_size(n)?))?;
        // Refused before counting the smaller sizes, not after.
        if let Some(&n) = sizes.iter().find(|&&n| n > MAX_COUNT_N) {
            return Err(QueensError::CountTooLarge {
                n,
                max: MAX_COUNT_N,
            }
            .into());
        }
        return Ok(Command::Count {
            sizes,
            plain: options.plain,
            json: options.json,
        });
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
    fn strategies(&self, entry: &Puzzle) -> Result<Vec<&'static str>, BadInput> {
        let all = (entry.strategies)();
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
    fn required<'a>(
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

// --- Rows: what every puzzle prints -------------------------------------------------------

/// One row of output: what was searched, and how it went.
pub struct Row {
    pub puzzle: &'static str,
    /// The table's first column: what differs between the rows of one command.
    pub instance: String,
    /// The instance as JSON fields (`n`, `grid`, `word`, …).
    pub setup: Vec<(&'static str, Value)>,
    pub strategy: &'static str,
    /// What the table's strategy column says, when not the strategy's name (a mistake).
    pub label: Option<&'static str>,
    pub mode: Mode,
    pub status: Status,
    pub stats: Stats,
    pub solution: Option<Value>,
    pub tree_size: Option<f64>,
    pub micros: f64,
}

impl Row {
    /// A row for a report, its first solution written by `solution`.
    pub fn new<S>(
        puzzle: &'static str,
        instance: String,
        strategy: &'static str,
        limits: Limits,
        report: Report<S>,
        solution: impl Fn(&S) -> Value,
        micros: f64,
    ) -> Row {
        Row {
            puzzle,
            instance,
            setup: Vec::new(),
            strategy,
            label: None,
            mode: limits.mode,
            status: report.status,
            solution: report.solution.as_ref().map(solution),
            stats: report.stats,
            tree_size: report.tree_size,
            micros,
        }
    }

    fn with(mut self, key: &'static str, value: Value) -> Row {
        self.setup.push((key, value));
        self
    }

    /// One JSON object: the counters under their `Stats` names, the instance's fields, the
    /// first solution and the time.
    pub fn json(&self) -> String {
        let mut object = json!({
            "puzzle": self.puzzle,
            "strategy": self.strategy,
            "mode": self.mode.name(),
            "status": self.status.name(),
            "nodes": self.stats.nodes,
            "tried": self.stats.tried,
            "rejected": self.stats.rejected,
            "leaf_checks": self.stats.leaf_checks,
            "undos": self.stats.undos,
            "dead_ends": self.stats.dead_ends,
            "forced": self.stats.forced,
            "solutions": self.stats.solutions,
            "comparisons": self.stats.comparisons,
            "max_depth": self.stats.max_depth,
            "nodes_per_depth": self.stats.nodes_per_depth,
            "tree_size": self.tree_size,
            "solution": self.solution,
            "micros": (self.micros * 10.0).round() / 10.0,
        });
        for (key, value) in &self.setup {
            object[*key] = value.clone();
        }
        object.to_string()
    }
}

const HEADER: [&str; 9] = [
    "strategy",
    "nodes",
    "rejected",
    "leaf checks",
    "undos",
    "solutions",
    "comparisons",
    "status",
    "tree size",
];

/// Exact below a million billion, then in scientific notation (`1.2e57`).
fn tree_size(size: Option<f64>) -> String {
    match size {
        None => "-".into(),
        Some(size) if size < 1e15 => format!("{size:.0}"),
        Some(size) => format!("{size:.1e}"),
    }
}

/// Rows on their way out: a JSON line at once, or kept for one aligned table at the end.
pub struct Printer<'a> {
    out: &'a mut dyn Write,
    json: bool,
    /// The heading of the table's first column.
    first: &'static str,
    rows: Vec<Row>,
}

impl<'a> Printer<'a> {
    pub fn new(out: &'a mut dyn Write, json: bool, first: &'static str) -> Printer<'a> {
        Printer {
            out,
            json,
            first,
            rows: Vec::new(),
        }
    }

    pub fn push(&mut self, row: Row) -> std::io::Result<()> {
        if self.json {
            writeln!(self.out, "{}", row.json())?;
            self.out.flush()
        } else {
            self.rows.push(row);
            Ok(())
        }
    }

    /// Prints the table (nothing more for JSON).
    pub fn finish(self) -> std::io::Result<()> {
        if self.json {
            return Ok(());
        }
        let cells: Vec<Vec<String>> = self
            .rows
            .iter()
            .map(|row| {
                vec![
                    row.instance.clone(),
                    row.label.unwrap_or(row.strategy).to_string(),
                    row.stats.nodes.to_string(),
                    row.stats.rejected.to_string(),
                    row.stats.leaf_checks.to_string(),
                    row.stats.undos.to_string(),
                    row.stats.solutions.to_string(),
                    row.stats.comparisons.to_string(),
                    row.status.name().to_string(),
                    tree_size(row.tree_size),
                ]
            })
            .collect();
        let header: Vec<&str> = std::iter::once(self.first).chain(HEADER).collect();
        let widths: Vec<usize> = (0..header.len())
            .map(|c| {
                cells
                    .iter()
                    .map(|r| r[c].chars().count())
                    .chain([header[c].len()])
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let line = |fields: Vec<&str>| -> String {
            fields
                .iter()
                .enumerate()
                .map(|(c, f)| {
                    // Names left, numbers right.
                    if c <= 1 || c == 8 {
                        format!("{f:<w$}", w = widths[c])
                    } else {
                        format!("{f:>w$}", w = widths[c])
                    }
                })
                .collect::<Vec<_>>()
                .join("  ")
                .trim_end()
                .to_string()
        };
        writeln!(self.out, "{}", line(header.clone()))?;
        for row in &cells {
            writeln!(
                self.out,
                "{}",
                line(row.iter().map(String::as_str).collect())
            )?;
        }
        Ok(())
    }
}

/// Runs `search` and measures it, in microseconds.
fn timed<T>(search: impl FnOnce() -> T) -> (T, f64) {
    let start = Instant::now();
    let result = search();
    (result, start.elapsed().as_secs_f64() * 1e6)
}

/// The text of a file, or of standard input for `-`.
fn read_input(path: &str) -> Result<String, BadInput> {
    let mut text = String::new();
    let read = if path == "-" {
        std::io::stdin().read_to_string(&mut text)
    } else {
        std::fs::File::open(path).and_then(|mut file| file.read_to_string(&mut text))
    };
    read.map_err(|e| BadInput(format!("{path}: {e}")))?;
    Ok(text)
}

/// Squares as people write them (`r1c1`), for JSON.
fn squares(cells: &[Cell]) -> Value {
    cells.iter().map(|c| c.to_string()).collect()
}

// --- N-Queens -----------------------------------------------------------------------------

fn queens_sizes(request: &Request) -> Result<Vec<usize>, BadInput> {
    let options = &request.options;
    let text = options.required(&options.n, "queens", "--n")?;
    parse_range("--n", text, |n| Ok(queens::board_size(n)?))
}

/// The mistake asked for; it replaces the strategy, so it goes with occupancy or nothing.
fn queens_mistake(request: &Request) -> Result<Option<Mistake>, BadInput> {
    let options = &request.options;
    let Some(name) = options.mistake.as_deref() else {
        return Ok(None);
    };
    let mistake = Mistake::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Mistake::ALL.iter().map(|m| m.name()).collect();
        BadInput(format!(
            "unknown mistake {name:?}; use {}",
            names.join(", ")
        ))
    })?;
    if let Some(other) = options.strategies.iter().find(|s| *s != "occupancy") {
        return Err(BadInput(format!(
            "--mistake {name} is a broken copy of the occupancy strategy; it cannot run with \
             --strategy {other} (give --strategy occupancy, or no --strategy)"
        )));
    }
    Ok(Some(mistake))
}

fn check_queens(request: &Request) -> Result<(), BadInput> {
    queens_sizes(request)?;
    queens_mistake(request)?;
    Ok(())
}

fn run_queens(request: &Request, out: &mut dyn Write) -> Result<bool, BadInput> {
    let limits = request.limits;
    let mistake = queens_mistake(request)?;
    let mut printer = Printer::new(out, request.json, "n");
    for n in queens_sizes(request)? {
        let strategies = match mistake {
            Some(_) => vec!["occupancy"],
            None => request.strategies.clone(),
        };
        for name in strategies {
            let strategy = queens::Strategy::from_name(name).expect("checked by parse");
            let (report, micros) = timed(|| match mistake {
                Some(mistake) => queens::solve_with_mistake(n, mistake, limits),
                None => queens::solve(n, strategy, limits),
            });
            let columns = |queens: &Vec<u8>| json!(queens);
            let mut row = Row::new(
                "queens",
                n.to_string(),
                name,
                limits,
                report?,
                columns,
                micros,
            )
            .with("n", json!(n));
            if let Some(mistake) = mistake {
                row.label = Some(mistake.name());
                row = row.with("mistake", json!(mistake.name()));
            }
            printer.push(row)?;
        }
    }
    printer.finish()?;
    Ok(true)
}

// --- Sudoku -------------------------------------------------------------------------------

/// Solves every puzzle of the input, one-line or printed; a bad puzzle is reported on stderr
/// with its line and number, and the others are still solved.
fn run_sudoku(request: &Request, out: &mut dyn Write) -> Result<bool, BadInput> {
    let path = request
        .options
        .file
        .as_deref()
        .ok_or_else(|| BadInput("sudoku needs a FILE, or - for standard input".into()))?;
    let text = read_input(path)?;
    let limits = request.limits;
    let mut all_good = true;
    let (mut runs, mut total_micros) = (0u64, 0.0);
    let mut printer = Printer::new(out, request.json, "grid");
    for entry in Grid::parse_many(&text) {
        // `file:line: puzzle 3: column 11: unexpected character 'x'; ...`
        let mistake = |line: Option<usize>, column: Option<usize>, message: String| {
            let column = column.map(|c| format!("column {c}: ")).unwrap_or_default();
            eprintln!(
                "{path}:{}: puzzle {}: {column}{message}",
                line.unwrap_or(entry.line),
                entry.number
            );
        };
        let grid = match entry.grid {
            Ok(ref grid) => grid,
            Err(ref error) => {
                mistake(error.line(), error.column(), error.message());
                all_good = false;
                continue;
            }
        };
        for &name in &request.strategies {
            let strategy = sudoku::Strategy::from_name(name).expect("checked by parse");
            let (report, micros) = timed(|| sudoku::solve(grid, strategy, limits));
            match report {
                Ok(report) => {
                    total_micros += micros;
                    runs += 1;
                    let line = |g: &Grid| g.to_line().into();
                    let row =
                        Row::new("sudoku", grid.to_line(), name, limits, report, line, micros)
                            .with("grid", json!(grid.to_line()));
                    printer.push(row)?;
                }
                Err(error) => {
                    mistake(None, None, error.to_string());
                    all_good = false;
                    break;
                }
            }
        }
    }
    printer.finish()?;
    if runs > 0 {
        eprintln!(
            "{runs} runs in {:.3} s: {:.1} µs per run",
            total_micros / 1e6,
            total_micros / runs as f64
        );
    }
    Ok(all_good)
}

// --- Knight's tour ------------------------------------------------------------------------

/// One board per size asked for, each from the same start square.
fn knights_boards(request: &Request) -> Result<Vec<knights::Board>, BadInput> {
    let options = &request.options;
    let text = options.required(&options.n, "knights", "--n")?;
    let start = options.start.as_deref().unwrap_or("r1c1");
    parse_range("--n", text, |n| Ok(knights::board_size(n)?))?
        .into_iter()
        .map(|n| Ok(knights::Board::parse(n, start, options.closed)?))
        .collect()
}

fn check_knights(request: &Request) -> Result<(), BadInput> {
    knights_boards(request).map(drop)
}

fn run_knights(request: &Request, out: &mut dyn Write) -> Result<bool, BadInput> {
    let limits = request.limits;
    let mut printer = Printer::new(out, request.json, "n");
    for board in knights_boards(request)? {
        for &name in &request.strategies {
            let strategy = knights::Strategy::from_name(name).expect("checked by parse");
            let (report, micros) = timed(|| knights::solve(&board, strategy, limits));
            let n = board.n();
            let row = Row::new(
                "knights",
                n.to_string(),
                name,
                limits,
                report,
                |t: &Vec<Cell>| squares(t),
                micros,
            )
            .with("n", json!(n))
            .with("start", json!(board.start().to_string()))
            .with("closed", json!(board.closed()));
            printer.push(row)?;
        }
    }
    printer.finish()?;
    Ok(true)
}

// --- Graph colouring ----------------------------------------------------------------------

fn colour_counts(request: &Request) -> Result<Vec<usize>, BadInput> {
    let options = &request.options;
    let text = options.required(&options.colours, "colouring", "--colours")?;
    parse_range("--colours", text, |k| Ok(colouring::colour_count(k)?))
}

fn check_colouring(request: &Request) -> Result<(), BadInput> {
    let options = &request.options;
    options.required(&options.graph, "colouring", "--graph")?;
    colour_counts(request).map(drop)
}

/// A preset by name, else an edge list read from the file (`-` for standard input); a bad
/// line is named with the file.
fn load_graph(source: &str) -> Result<colouring::Graph, BadInput> {
    if let Ok(graph) = colouring::preset_graph(source) {
        return Ok(graph);
    }
    let text = read_input(source).map_err(|BadInput(message)| {
        let presets: Vec<&str> = colouring::PRESETS.iter().map(|p| p.name).collect();
        BadInput(format!(
            "{message} (--graph takes a file, - for standard input, or a preset: {})",
            presets.join(", ")
        ))
    })?;
    colouring::Graph::parse(&text).map_err(|error| BadInput(format!("{source}: {error}")))
}

fn run_colouring(request: &Request, out: &mut dyn Write) -> Result<bool, BadInput> {
    let source = request.options.graph.as_deref().expect("checked by parse");
    let graph = load_graph(source)?;
    let limits = request.limits;
    let mut printer = Printer::new(out, request.json, "colours");
    for k in colour_counts(request)? {
        for &name in &request.strategies {
            let strategy = colouring::Strategy::from_name(name).expect("checked by parse");
            let (report, micros) = timed(|| colouring::solve(&graph, k, strategy, limits));
            let row = Row::new(
                "colouring",
                k.to_string(),
                name,
                limits,
                report?,
                |c: &Vec<u8>| json!(c),
                micros,
            )
            .with("graph", json!(source))
            .with("colours", json!(k))
            .with("vertices", json!(graph.names()));
            printer.push(row)?;
        }
    }
    printer.finish()?;
    Ok(true)
}

// --- Word search --------------------------------------------------------------------------

fn check_words(request: &Request) -> Result<(), BadInput> {
    let options = &request.options;
    options.required(&options.grid, "words", "--grid")?;
    words::parse_word(options.required(&options.word, "words", "--word")?)?;
    Ok(())
}

fn run_words(request: &Request, out: &mut dyn Write) -> Result<bool, BadInput> {
    let options = &request.options;
    let (path, word) = (
        options.grid.as_deref().expect("checked by parse"),
        options.word.as_deref().expect("checked by parse"),
    );
    let grid = words::Grid::parse(&read_input(path)?)
        .map_err(|error| BadInput(format!("{path}: {error}")))?;
    let word_text: String = words::parse_word(word)?.into_iter().collect();
    let rows: Vec<String> = grid.to_text().lines().map(str::to_string).collect();
    let limits = request.limits;
    let mut printer = Printer::new(out, request.json, "word");
    for &name in &request.strategies {
        let strategy = words::Strategy::from_name(name).expect("checked by parse");
        let (report, micros) = timed(|| words::solve(&grid, word, strategy, limits));
        let row = Row::new(
            "words",
            word_text.clone(),
            name,
            limits,
            report?,
            |p: &Vec<Cell>| squares(p),
            micros,
        )
        .with("word", json!(word_text))
        .with("grid", json!(rows));
        printer.push(row)?;
    }
    printer.finish()?;
    Ok(true)
}
