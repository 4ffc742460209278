//! `backtrack`: the core on the command line, for textbook authors and benchmarks.
//!
//! It prints the lessons' tables (nodes, rejections, leaf checks, undos, solutions) for every
//! puzzle of the command line's registry (`backtracking_lab::cli::PUZZLES`), as aligned text
//! or as one JSON object per line, and counts N-Queens solutions with the fast counter. This
//! file only reads the arguments, runs what they ask and turns bad input into exit status 2;
//! the puzzles and their runners live in the library. Run `backtrack help` for the usage.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use backtracking_lab::cli::{self, BadInput, Command};
use backtracking_lab::queens;

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
    let finished = match command {
        Command::Search(request) => request.run(&mut out)?,
        Command::Count { sizes, plain, json } => {
            run_count(&sizes, plain, json, &mut out)?;
            true
        }
        Command::Help => {
            write!(out, "{}", cli::usage())?;
            true
        }
    };
    out.flush()?;
    Ok(finished)
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
