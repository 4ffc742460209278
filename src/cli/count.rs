//! `backtrack count`: every N-Queens solution for each n asked, by the fast bitboard counter
//! (with the board's mirror symmetry unless `--plain`), with its nodes and time.

use std::io::Write;
use std::time::Instant;

use super::{parse_range, BadInput, Command, Options};
use crate::queens::{self, count::MAX_COUNT_N, QueensError};

/// The options `count` takes.
pub const TAKES: &[&str] = &["--n", "--plain", "--json"];

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
    Ok(Command::Count {
        sizes,
        plain: options.plain,
        json: options.json,
    })
}

/// Counts every solution for each n, a line each (a JSON object each with `json`).
pub fn run(sizes: &[usize], plain: bool, json: bool, out: &mut dyn Write) -> Result<(), BadInput> {
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
