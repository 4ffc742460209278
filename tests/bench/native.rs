//! Native measurements for `make bench`, printed as one JSON object per line; the Node script
//! tests/bench/run.mjs runs the same work on the shipped .wasm and prints the table.
//!
//! Environment: SUDOKU_DATA (folder of the puzzle sets), BENCH_QUEENS (e.g. "14,15,16"),
//! BENCH_CANDIDATES_SAMPLE (puzzles per set for the slow `candidates` strategy).

use std::time::Instant;

use backtracking_lab::queens::{self, count};
use backtracking_lab::search::{Limits, Mode, Search};
use backtracking_lab::sudoku::{self, Grid};

fn env_or(key: &str, default: &str) -> String {
    std::env::var(key).unwrap_or_else(|_| default.to_string())
}

fn puzzles(path: &str, limit: usize) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .take(limit)
        .map(str::to_string)
        .collect()
}

/// Events per second of one stepper run to its end (or `limit` events).
fn throughput<P: backtracking_lab::search::Problem>(
    mut search: Search<P>,
    limit: u64,
) -> (u64, f64) {
    let start = Instant::now();
    let steps = search.advance(limit);
    (steps, start.elapsed().as_secs_f64())
}

fn main() {
    let data = env_or("SUDOKU_DATA", "../shared/data/sudoku");
    let sample: usize = env_or("BENCH_CANDIDATES_SAMPLE", "300").parse().unwrap();
    for n in env_or("BENCH_QUEENS", "14,15,16")
        .split(',')
        .map(|n| n.parse::<usize>().unwrap())
    {
        for (variant, counter) in [
            (
                "plain",
                count::count_plain as fn(usize) -> Result<count::Count, queens::QueensError>,
            ),
            ("symmetric", count::count_symmetric),
        ] {
            let start = Instant::now();
            let result = counter(n).unwrap();
            let ms = start.elapsed().as_secs_f64() * 1e3;
            println!(
                r#"{{"bench":"count","n":{n},"variant":"{variant}","ms":{ms:.3},"solutions":{},"nodes":{}}}"#,
                result.solutions, result.nodes
            );
        }
    }
    for set in [
        "puzzles2_17_clue",
        "puzzles3_magictour_top1465",
        "puzzles6_forum_hardest_1106",
    ] {
        for strategy in [sudoku::Strategy::Candidates, sudoku::Strategy::Propagation] {
            let limit = if strategy == sudoku::Strategy::Candidates {
                sample
            } else {
                usize::MAX
            };
            let lines = puzzles(&format!("{data}/{set}"), limit);
            // Parsing is timed too, as it is in the wasm measurement (solveSudokuLines).
            let (mut nodes, mut solved) = (0u64, 0usize);
            let start = Instant::now();
            for line in &lines {
                let grid = Grid::parse(line).unwrap();
                let report = sudoku::solve(&grid, strategy, Limits::new(Mode::First)).unwrap();
                nodes += report.stats.nodes;
                solved += report.solution.is_some() as usize;
            }
            let micros = start.elapsed().as_secs_f64() * 1e6 / lines.len() as f64;
            println!(
                r#"{{"bench":"sudoku","set":"{set}","strategy":"{}","puzzles":{},"solved":{solved},"us_per_puzzle":{micros:.2},"nodes_per_puzzle":{:.1}}}"#,
                strategy.name(),
                lines.len(),
                nodes as f64 / lines.len() as f64
            );
        }
    }
    let serg = puzzles(&format!("{data}/puzzles7_serg_benchmark"), usize::MAX);
    let two = serg
        .iter()
        .filter(|l| {
            let report = sudoku::solve(
                &Grid::parse(l).unwrap(),
                sudoku::Strategy::Propagation,
                Limits::new(Mode::UpTo(2)),
            )
            .unwrap();
            report.stats.solutions == 2
        })
        .count();
    println!(
        r#"{{"bench":"serg","puzzles":{},"two_solutions":{two}}}"#,
        serg.len()
    );
    const LIMIT: u64 = 20_000_000;
    for strategy in [
        queens::Strategy::Naive,
        queens::Strategy::Permutation,
        queens::Strategy::Pruned,
    ] {
        let (steps, secs) = throughput(
            queens::search(10, strategy, Limits::new(Mode::All)).unwrap(),
            LIMIT,
        );
        println!(
            r#"{{"bench":"stepper","lane":"queens 10 {}","events":{steps},"events_per_s":{:.0}}}"#,
            strategy.name(),
            steps as f64 / secs
        );
    }
}
