//! `backtrack`: the core on the command line, for textbook authors and benchmarks.
//!
//! It prints the lessons' tables (nodes, rejections, leaf checks, undos, solutions) for
//! N-Queens and for files of Sudoku puzzles, as aligned text or as one JSON object per line.
//! Run `backtrack help` for the usage.

use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::Instant;

use backtracking_lab::cli::{self, BadInput, Command};
use backtracking_lab::queens;
use backtracking_lab::search::{Limits, Mode, Stats, Status};
use backtracking_lab::sudoku::{self, Grid};
use backtracking_lab::Report;

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

fn run_queens(
    sizes: &[usize],
    strategies: &[queens::Strategy],
    limits: Limits,
) -> Result<Vec<Row>, BadInput> {
    let mut rows = Vec::new();
    for &n in sizes {
        for &strategy in strategies {
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

/// Solves every puzzle of the input, one-line or printed; a bad puzzle is reported on stderr
/// with its line and number, and the others are still solved.
fn run_sudoku(
    path: &str,
    strategies: &[sudoku::Strategy],
    limits: Limits,
    json: bool,
    out: &mut impl Write,
) -> Result<bool, BadInput> {
    let mut text = String::new();
    let read = if path == "-" {
        std::io::stdin().read_to_string(&mut text)
    } else {
        std::fs::File::open(path).and_then(|mut file| file.read_to_string(&mut text))
    };
    read.map_err(|e| BadInput(format!("{path}: {e}")))?;
    let mut all_good = true;
    let (mut puzzles, mut total_micros) = (0u64, 0.0);
    let mut rows = Vec::new();
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
        for &strategy in strategies {
            let start = Instant::now();
            match sudoku::solve(grid, strategy, limits) {
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
                    if json {
                        writeln!(out, "{}", row.json())?;
                    } else {
                        rows.push(row);
                    }
                }
                Err(error) => {
                    mistake(None, None, error.to_string());
                    all_good = false;
                    break;
                }
            }
        }
    }
    if !json {
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
fn run_count(
    sizes: &[usize],
    plain: bool,
    json: bool,
    out: &mut impl Write,
) -> Result<(), BadInput> {
    if !json {
        writeln!(
            out,
            "{:>2}  {:>12}  {:>14}  {:>10}  counter",
            "n", "solutions", "nodes", "seconds"
        )?;
    }
    for &n in sizes {
        let start = Instant::now();
        let count = if plain {
            queens::count::count_plain(n)?
        } else {
            queens::count::count_symmetric(n)?
        };
        let seconds = start.elapsed().as_secs_f64();
        let counter = if plain { "plain" } else { "symmetric" };
        if json {
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

fn run() -> Result<bool, BadInput> {
    let command = cli::parse_os(std::env::args_os().skip(1))?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    match command {
        Command::Queens {
            sizes,
            strategies,
            limits,
            json,
        } => {
            let rows = run_queens(&sizes, &strategies, limits)?;
            if json {
                for row in &rows {
                    writeln!(out, "{}", row.json())?;
                }
            } else {
                print_table("n", &rows, &mut out)?;
            }
            Ok(true)
        }
        Command::Sudoku {
            file,
            strategies,
            limits,
            json,
        } => run_sudoku(&file, &strategies, limits, json, &mut out),
        Command::Count { sizes, plain, json } => {
            run_count(&sizes, plain, json, &mut out)?;
            Ok(true)
        }
        Command::Help => {
            write!(out, "{}", cli::usage())?;
            Ok(true)
        }
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(2),
        Err(BadInput(message)) => {
            eprintln!("backtrack: {message}");
            ExitCode::from(2)
        }
    }
}
