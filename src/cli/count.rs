//! `backtrack count`: every N-Queens solution for each n asked, by the fast bitboard counter
//! (with the board's whole symmetry unless `--mirror` or `--plain`, on `--threads` threads),
//! with its classes, nodes and time.

use std::io::Write;
use std::time::Instant;

use super::{parse_range, BadInput, Command, Options};
use crate::queens::count::{self, Count, MAX_COUNT_N};
use crate::queens::{self, QueensError};

/// The options `count` takes.
pub const TAKES: &[&str] = &["--n", "--plain", "--mirror", "--threads", "--json"];

/// How the counter walks the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counter {
    /// Every board, every first-row column.
    Plain,
    /// The left half of the first row, doubled.
    Mirror,
    /// One board of each class under turning and mirroring, weighed by the class's size.
    Symmetric,
}

impl Counter {
    pub fn name(self) -> &'static str {
        match self {
            Counter::Plain => "plain",
            Counter::Mirror => "mirror",
            Counter::Symmetric => "symmetric",
        }
    }
}

/// The sizes asked for, each refused past the counter's limit before anything is counted.
pub fn parse(options: &Options) -> Result<Command, BadInput> {
    let text = options
        .n
        .as_deref()
        .ok_or_else(|| BadInput("count needs --n".into()))?;
    let sizes = parse_range("--n", text, |n| Ok(queens::board_size(n)?))?;
    if let Some(&n) = sizes.iter().find(|&&n| n > MAX_COUNT_N) {
        return Err(QueensError::CountTooLarge {
            n,
            max: MAX_COUNT_N,
        }
        .into());
    }
    let counter = match (options.plain, options.mirror) {
        (true, true) => return Err(BadInput("use --plain or --mirror, not both".into())),
        (true, false) => Counter::Plain,
        (false, true) => Counter::Mirror,
        (false, false) => Counter::Symmetric,
    };
    let threads = match options.threads.as_deref() {
        None => 1,
        Some(text) => text
            .parse::<usize>()
            .ok()
            .filter(|threads| (1..=256).contains(threads))
            .ok_or_else(|| {
                BadInput(format!(
                    "--threads must be a whole number from 1 to 256, got {text:?}"
                ))
            })?,
    };
    if threads > 1 && counter != Counter::Symmetric {
        return Err(BadInput(format!(
            "--threads shares out the symmetric counter's tasks; the {} counter runs on one",
            counter.name()
        )));
    }
    Ok(Command::Count {
        sizes,
        counter,
        threads,
        json: options.json,
    })
}

/// Counts every solution for each n, a line each (a JSON object each with `json`).
pub fn run(
    sizes: &[usize],
    counter: Counter,
    threads: usize,
    json: bool,
    out: &mut dyn Write,
) -> Result<(), BadInput> {
    if !json {
        writeln!(
            out,
            "{:>2}  {:>12}  {:>10}  {:>14}  {:>10}  counter",
            "n", "solutions", "classes", "nodes", "seconds"
        )?;
    }
    for &n in sizes {
        let start = Instant::now();
        let found: Count = match counter {
            Counter::Plain => count::count_plain(n)?,
            Counter::Mirror => count::count_mirrored(n)?,
            Counter::Symmetric if threads > 1 => count::count_symmetric_in_threads(n, threads)?,
            Counter::Symmetric => count::count_symmetric(n)?,
        };
        let seconds = start.elapsed().as_secs_f64();
        if json {
            let line = serde_json::json!({
                "puzzle": "queens", "n": n, "counter": counter.name(), "threads": threads,
                "solutions": found.solutions, "classes": found.classes, "nodes": found.nodes,
                "seconds": seconds,
            });
            writeln!(out, "{line}")?;
        } else {
            let classes = found.classes.map_or("-".to_string(), |c| c.to_string());
            writeln!(
                out,
                "{n:>2}  {:>12}  {classes:>10}  {:>14}  {seconds:>10.3}  {}",
                found.solutions,
                found.nodes,
                counter.name()
            )?;
        }
        out.flush()?;
    }
    Ok(())
}
