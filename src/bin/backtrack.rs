//! `backtrack`: the core on the command line, for textbook authors and benchmarks.
//!
//! It prints the lessons' tables (nodes, rejections, leaf checks, undos, solutions) for every
//! puzzle of the core's registry, as aligned text or as one JSON object per line, and counts
//! N-Queens solutions with the fast counter, and runs Python programs counted as the lessons
//! count them. This file only reads the arguments, runs what
//! they ask and turns bad input into exit status 2; the commands live in the library
//! (`backtracking_lab::cli`). Run `backtrack help` for the usage.

use std::io::Write;
use std::process::ExitCode;

use backtracking_lab::cli::{self, BadInput};

// A small-object allocator, as CPython has its own: a Python program allocates and frees an
// object for nearly every tuple, generator and set it makes (2026-12-05, against the system's:
// a generator enumerating 9 queens 0.043 -> 0.031 s, itertools.permutations 0.071 -> 0.060,
// an lru_cache search 0.092 -> 0.080; the lessons' programs allocate nothing and run alike).
#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn run() -> Result<u8, BadInput> {
    let command = cli::parse_os(std::env::args_os().skip(1))?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let status = command.run(&mut out)?;
    out.flush()?;
    Ok(status)
}

fn main() -> ExitCode {
    match run() {
        Ok(status) => ExitCode::from(status),
        Err(BadInput(message)) => {
            eprintln!("backtrack: {message}");
            ExitCode::from(cli::EXIT_BAD_INPUT)
        }
    }
}
