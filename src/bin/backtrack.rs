//! `backtrack`: the core on the command line, for textbook authors and benchmarks.
//!
//! It prints the lessons' tables (nodes, rejections, leaf checks, undos, solutions) for
//! N-Queens and for files of Sudoku puzzles, as aligned text or as one JSON object per line.
//! Run `backtrack help` for the usage.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

use backtracking_lab::queens;
use backtracking_lab::search::{Limits, Mode, Stats, Status};
use backtracking_lab::sudoku::{self, Grid};
use backtracking_lab::Report;

const USAGE: &str = "\
backtrack: run Backtracking Lab's search strategies from the command line

usage:
  backtrack queens --n N|FROM..TO [--strategy NAME|all] [--mode first|all] [--budget NODES] [--json]
  backtrack sudoku [--strategy NAME|all] [--mode first|all|unique] [--budget NODES] [--json] FILE|-
  backtrack count --n N|FROM..TO [--plain] [--json]

queens strategies: naive, permutation, pruned, occupancy (default: pruned; mode default: all)
sudoku strategies: naive, permutation, pruned, candidates (default: candidates; mode default: first)
count: every N-Queens solution (n up to 20) by the bitboard counter, using the board's mirror
symmetry unless --plain; prints solutions, nodes and time.
A sudoku FILE holds one puzzle per line; blank lines and lines starting with # are skipped.
--budget stops a run cleanly after that many nodes. Exit status: 0, or 2 for bad input.
";

/// A mistake in what the user typed; printed on stderr, exit status 2.
struct BadInput(String);

impl<E: std::fmt::Display> From<E> for BadInput {
    fn from(error: E) -> BadInput {
        BadInput(error.to_string())
    }
}

/// The options common to every puzzle.
struct Options {
    strategies: Vec<String>,
    mode: Option<Mode>,
    budget: Option<u64>,
    json: bool,
    n: Option<String>,
    file: Option<String>,
    plain: bool,
}

fn parse_options(args: &[String]) -> Result<Options, BadInput> {
    let mut options = Options {
        strategies: Vec::new(),
        mode: None,
        budget: None,
        json: false,
        n: None,
        file: None,
        plain: false,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| BadInput(format!("{name} needs a value")))
        };
        match arg.as_str() {
            "--n" => options.n = Some(value("--n")?),
            "--strategy" => {
                options.strategies = value("--strategy")?
                    .split(',')
                    .map(str::to_string)
                    .collect()
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
                })
            }
            "--budget" => {
                let text = value("--budget")?;
                let budget = text.replace('_', "").parse::<u64>().ok().filter(|&b| b > 0);
                options.budget = Some(budget.ok_or_else(|| {
                    BadInput(format!(
                        "--budget must be a positive number of nodes, got {text:?}"
                    ))
                })?);
            }
            "--json" => options.json = true,
            "--plain" => options.plain = true,
            flag if flag.starts_with("--") => {
                return Err(BadInput(format!("unknown option {flag}")))
            }
            file if options.file.is_none() => options.file = Some(file.to_string()),
            extra => return Err(BadInput(format!("unexpected argument {extra:?}"))),
        }
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

/// `"8"` or `"4..8"` (both ends included).
fn parse_range(text: &str) -> Result<Vec<usize>, BadInput> {
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

/// One row of output: what was searched, and how it went.
struct Row {
    puzzle: &'static str,
    instance: String,
    strategy: &'static str,
    mode: Mode,
    status: Status,
    stats: Stats,
    solution: Option<serde_json::Value>,
    tree_size: Option<f64>,
    micros: f64,
}

impl Row {
    fn new<S>(
        puzzle: &'static str,
        instance: String,
        strategy: &'static str,
        limits: Limits,
        report: Report<S>,
        solution: impl Fn(&S) -> serde_json::Value,
        micros: f64,
    ) -> Row {
        Row {
            puzzle,
            instance,
            strategy,
            mode: limits.mode,
            status: report.status,
            solution: report.solution.as_ref().map(solution),
            stats: report.stats,
            tree_size: report.tree_size,
            micros,
        }
    }

    fn json(&self) -> String {
        let mut object = serde_json::json!({
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
        let key = if self.puzzle == "queens" { "n" } else { "grid" };
        object[key] = match self.puzzle {
            "queens" => serde_json::json!(self.instance.parse::<u64>().unwrap_or(0)),
            _ => serde_json::json!(self.instance),
        };
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

fn print_table(first: &str, rows: &[Row], out: &mut impl Write) -> std::io::Result<()> {
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|row| {
            vec![
                row.instance.clone(),
                row.strategy.to_string(),
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
    let header: Vec<&str> = std::iter::once(first).chain(HEADER).collect();
    let widths: Vec<usize> = (0..header.len())
        .map(|c| {
            cells
                .iter()
                .map(|r| r[c].chars().count())
                .chain([header[c].len()])
                .max()
                .unwrap()
        })
        .collect();
    let line = |fields: Vec<&str>| -> String {
        fields
            .iter()
            .enumerate()
            .map(|(c, f)| {
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
    writeln!(out, "{}", line(header.clone()))?;
    for row in &cells {
        writeln!(out, "{}", line(row.iter().map(String::as_str).collect()))?;
    }
    Ok(())
}

fn run_queens(options: &Options) -> Result<Vec<Row>, BadInput> {
    let sizes = parse_range(
        options
            .n
            .as_deref()
            .ok_or_else(|| BadInput("queens needs --n".into()))?,
    )?;
    if let Some(file) = &options.file {
        return Err(BadInput(format!("unexpected argument {file:?}")));
    }
    let strategies = options.strategies(
        &queens::Strategy::ALL,
        queens::Strategy::name,
        queens::Strategy::Pruned,
    )?;
    let limits = options.limits(Mode::All);
    let mut rows = Vec::new();
    for &n in &sizes {
        for &strategy in &strategies {
            let start = Instant::now();
            let report = queens::solve(n, strategy, limits)?;
            let micros = start.elapsed().as_secs_f64() * 1e6;
            let columns = |queens: &Vec<u8>| serde_json::json!(queens);
            rows.push(Row::new(
                "queens",
                n.to_string(),
                strategy.name(),
                limits,
                report,
                columns,
                micros,
            ));
        }
    }
    Ok(rows)
}

/// Solves every puzzle line of the input; a bad line is reported on stderr and skipped.
fn run_sudoku(options: &Options, out: &mut impl Write) -> Result<bool, BadInput> {
    let strategies = options.strategies(
        &sudoku::Strategy::ALL,
        sudoku::Strategy::name,
        sudoku::Strategy::Candidates,
    )?;
    let limits = options.limits(Mode::First);
    let path = options
        .file
        .as_deref()
        .ok_or_else(|| BadInput("sudoku needs a FILE, or - for standard input".into()))?;
    let reader: Box<dyn BufRead> = if path == "-" {
        Box::new(std::io::stdin().lock())
    } else {
        let file = std::fs::File::open(path).map_err(|e| BadInput(format!("{path}: {e}")))?;
        Box::new(std::io::BufReader::new(file))
    };
    let mut all_good = true;
    let (mut puzzles, mut total_micros) = (0u64, 0.0);
    let mut rows = Vec::new();
    for (number, line) in reader.lines().enumerate() {
        let line = line.map_err(|e| BadInput(format!("{path}: {e}")))?;
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let grid = match Grid::parse(text) {
            Ok(grid) => grid,
            Err(error) => {
                eprintln!(
                    "{path}:{}: {}",
                    number + 1,
                    error.to_string().replacen("line 1, ", "", 1)
                );
                all_good = false;
                continue;
            }
        };
        for &strategy in &strategies {
            let start = Instant::now();
            match sudoku::solve(&grid, strategy, limits) {
                Ok(report) => {
                    let micros = start.elapsed().as_secs_f64() * 1e6;
                    total_micros += micros;
                    puzzles += 1;
                    let row = Row::new(
                        "sudoku",
                        grid.to_line(),
                        strategy.name(),
                        limits,
                        report,
                        |g: &Grid| g.to_line().into(),
                        micros,
                    );
                    if options.json {
                        writeln!(out, "{}", row.json())?;
                    } else {
                        rows.push(row);
                    }
                }
                Err(error) => {
                    eprintln!("{path}:{}: {error}", number + 1);
                    all_good = false;
                    break;
                }
            }
        }
    }
    if !options.json {
        print_table("grid", &rows, out)?;
    }
    if puzzles > 0 {
        eprintln!(
            "{puzzles} runs in {:.3} s: {:.1} µs per run",
            total_micros / 1e6,
            total_micros / puzzles as f64
        );
    }
    Ok(all_good)
}

/// Counts every solution for each n asked, with the fast bitboard counter.
fn run_count(options: &Options, out: &mut impl Write) -> Result<(), BadInput> {
    let sizes = parse_range(
        options
            .n
            .as_deref()
            .ok_or_else(|| BadInput("count needs --n".into()))?,
    )?;
    if !options.json {
        writeln!(
            out,
            "{:>2}  {:>12}  {:>14}  {:>10}  counter",
            "n", "solutions", "nodes", "seconds"
        )?;
    }
    for n in sizes {
        let start = Instant::now();
        let count = if options.plain {
            queens::count::count_plain(n)?
        } else {
            queens::count::count_symmetric(n)?
        };
        let seconds = start.elapsed().as_secs_f64();
        let counter = if options.plain { "plain" } else { "symmetric" };
        if options.json {
            let line = serde_json::json!({
                "puzzle": "queens", "n": n, "counter": counter, "solutions": count.solutions,
                "nodes": count.nodes, "seconds": seconds,
            });
            writeln!(out, "{line}")?;
        } else {
            writeln!(
                out,
                "{n:>2}  {:>12}  {:>14}  {seconds:>10.3}  {counter}",
                count.solutions, count.nodes
            )?;
        }
        out.flush()?;
    }
    Ok(())
}

fn run(args: &[String]) -> Result<bool, BadInput> {
    let Some(command) = args.first() else {
        return Err(BadInput(format!("no command given\n\n{USAGE}")));
    };
    let options = parse_options(&args[1..])?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    match command.as_str() {
        "queens" => {
            let rows = run_queens(&options)?;
            if options.json {
                for row in &rows {
                    writeln!(out, "{}", row.json())?;
                }
            } else {
                print_table("n", &rows, &mut out)?;
            }
            Ok(true)
        }
        "sudoku" => run_sudoku(&options, &mut out),
        "count" => {
            run_count(&options, &mut out)?;
            Ok(true)
        }
        "help" | "--help" | "-h" => {
            write!(out, "{USAGE}")?;
            Ok(true)
        }
        other => Err(BadInput(format!("unknown command {other:?}\n\n{USAGE}"))),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(2),
        Err(BadInput(message)) => {
            eprintln!("backtrack: {message}");
            ExitCode::from(2)
        }
    }
}
