//! Native measurements for `make bench`, printed as one JSON object per line; the Node script
//! tests/bench/run.mjs runs the same work on the shipped .wasm and prints the table.
//!
//! Environment: SUDOKU_DATA (folder of the puzzle sets), BENCH_QUEENS (e.g. "14,15,16"),
//! BENCH_CANDIDATES_SAMPLE (puzzles per set for the slow `candidates` strategy), BENCH_SETS
//! (only the puzzle sets named, comma-separated), BENCH_LANES (only the lanes whose "puzzle
//! strategy" holds it), BENCH_PART (only the parts named, comma-separated: lanes, programs, forks,
//! count, sudoku, more). run.mjs measures each part here just before the same work in wasm,
//! so that the two sides of a ratio share the machine's speed of the moment.

use std::time::Instant;

use backtracking_lab::colouring;
use backtracking_lab::knights;
use backtracking_lab::queens::{self, count};
use backtracking_lab::registry;

// The command line's allocator (src/bin/backtrack.rs), so the interpreter's rows time what
// `backtrack run` runs.
#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
use backtracking_lab::search::{Limits, Mode};
use backtracking_lab::sudoku::{self, Grid};
use backtracking_lab::words;

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

/// Events per second of every strategy of every puzzle through the lane interface, on the
/// lanes of tests/bench/lanes.json (an instance's `strategies`, where it names them, are the
/// ones run on it): each lane run `events` events or to its end, again and
/// again (a new lane each time, not timed) until `events` have run in all.
fn lanes() {
    let spec: serde_json::Value =
        serde_json::from_str(include_str!("lanes.json")).expect("lanes.json");
    let batch = spec["batch"].as_u64().unwrap();
    let events = spec["events"].as_u64().unwrap();
    for entry in spec["lanes"].as_array().unwrap() {
        let name = entry["puzzle"].as_str().unwrap();
        let setup = entry["setup"].as_str().unwrap();
        let mode = match entry["mode"].as_str().unwrap() {
            "all" => Mode::All,
            _ => Mode::First,
        };
        let puzzle = registry::puzzle(name).unwrap();
        let only = std::env::var("BENCH_LANES").unwrap_or_default();
        // The strategies this instance is for: all of the puzzle's unless it names some.
        let listed = |strategy: &str| {
            entry["strategies"]
                .as_array()
                .is_none_or(|names| names.iter().any(|n| n == strategy))
        };
        for strategy in puzzle.strategies() {
            if !listed(strategy.name)
                || !format!("{name} {}", strategy.name).contains(only.as_str())
            {
                continue;
            }
            // The best of five rounds: this machine's speed wanders by a quarter from run to run.
            let mut best = 0.0f64;
            let mut ran = 0;
            for _ in 0..5 {
                let seconds;
                (ran, seconds) = run_lane(puzzle, setup, strategy.name, mode, batch, events);
                best = best.max(ran as f64 / seconds);
            }
            println!(
                r#"{{"bench":"lane","puzzle":"{name}","strategy":"{}","events":{ran},"events_per_s":{best:.0}}}"#,
                strategy.name
            );
        }
    }
}

/// One round of a lane: `events` events in all, on a new lane each time one ends; returns
/// the events run and the seconds spent advancing (building the lanes is not timed).
fn run_lane(
    puzzle: &dyn registry::Puzzle,
    setup: &str,
    strategy: &str,
    mode: Mode,
    batch: u64,
    events: u64,
) -> (u64, f64) {
    let (mut ran, mut seconds) = (0u64, 0.0);
    while ran < events {
        let mut lane = puzzle.lane(setup, strategy, Limits::new(mode)).unwrap();
        let start = Instant::now();
        while ran < events {
            let done = lane.advance(batch);
            ran += done;
            if done < batch {
                break;
            }
        }
        seconds += start.elapsed().as_secs_f64();
    }
    (ran, seconds)
}

/// Whether BENCH_PART names `part` (every part when it is not set).
fn part(part: &str) -> bool {
    std::env::var("BENCH_PART").map_or(true, |parts| parts.split(',').any(|p| p == part))
}

fn main() {
    let data = env_or("SUDOKU_DATA", "../shared/data/sudoku");
    if part("lanes") {
        lanes();
    }
    if part("programs") {
        programs();
    }
    if part("forks") {
        forks();
    }
    if part("count") {
        counts();
    }
    if part("sudoku") {
        sudoku_sets(&data);
    }
    if part("more") {
        serg(&data);
        more_puzzles();
    }
}

/// The N-Queens counters: plain, mirrored, by the whole symmetry, and by it on 2 threads.
fn counts() {
    for n in env_or("BENCH_QUEENS", "14,15,16")
        .split(',')
        .map(|n| n.parse::<usize>().unwrap())
    {
        let threads = |n| count::count_symmetric_in_threads(n, 2);
        for (variant, counter) in [
            (
                "plain",
                &count::count_plain as &dyn Fn(usize) -> Result<count::Count, queens::QueensError>,
            ),
            ("mirror", &count::count_mirrored),
            ("symmetric", &count::count_symmetric),
            ("symmetric, 2 threads", &threads),
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
}

/// Sudoku over the public sets: the `sudoku` crate, the quick solver, and the teaching
/// strategies `candidates` (on a sample) and `propagation`.
fn sudoku_sets(data: &str) {
    let sample: usize = env_or("BENCH_CANDIDATES_SAMPLE", "300").parse().unwrap();
    let sets = env_or(
        "BENCH_SETS",
        "puzzles2_17_clue,puzzles3_magictour_top1465,puzzles6_forum_hardest_1106",
    );
    for set in sets.split(',') {
        // The yardstick: the `sudoku` crate (a JCZSolve-style solver) on the whole set,
        // parsing included as below, first solution only.
        let lines = puzzles(&format!("{data}/{set}"), usize::MAX);
        let start = Instant::now();
        let solved = lines
            .iter()
            .filter_map(|line| ::sudoku::Sudoku::from_str_line(line).ok()?.some_solution())
            .count();
        let micros = start.elapsed().as_secs_f64() * 1e6 / lines.len() as f64;
        println!(
            r#"{{"bench":"sudoku_crate","set":"{set}","puzzles":{},"solved":{solved},"us_per_puzzle":{micros:.2}}}"#,
            lines.len()
        );
        // The quick solver the same way, by the page's path ("Solve now" through the
        // registry, as the wasm measurement's solveEach with no strategy).
        let puzzle = registry::puzzle("sudoku").unwrap();
        let start = Instant::now();
        let solved = lines
            .iter()
            .filter(|line| puzzle.solve_now(line, 1).unwrap().solutions > 0)
            .count();
        let micros = start.elapsed().as_secs_f64() * 1e6 / lines.len() as f64;
        println!(
            r#"{{"bench":"sudoku_quick","set":"{set}","puzzles":{},"solved":{solved},"us_per_puzzle":{micros:.2}}}"#,
            lines.len()
        );
        for strategy in [sudoku::Strategy::Candidates, sudoku::Strategy::Propagation] {
            let limit = if strategy == sudoku::Strategy::Candidates {
                sample
            } else {
                usize::MAX
            };
            let lines = puzzles(&format!("{data}/{set}"), limit);
            // Parsing is timed too, as it is in the wasm measurement (solveEach).
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
}

/// The serg set counted up to two solutions: every puzzle of it has two.
fn serg(data: &str) {
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
}

/// The programs the interpreter is measured on (tests/bench/programs.json): each run by the
/// bare machine (`backtrack run`) and as a program lane (the page's path, pausing at each call
/// to read the board), the best of 3.
fn program_list() -> Vec<(String, String, String)> {
    let spec: serde_json::Value =
        serde_json::from_str(include_str!("programs.json")).expect("programs.json parses");
    spec["programs"]
        .as_array()
        .expect("a list of programs")
        .iter()
        .map(|p| {
            let field = |k: &str| p[k].as_str().expect("what, file and n").to_string();
            (field("what"), field("file"), field("n"))
        })
        .collect()
}

fn programs() {
    use backtracking_lab::lane::Lane;
    use backtracking_lab::program::ProgramLane;
    use backtracking_lab::python::{compile, Limits as PyLimits, Machine, Value, MAX_STEPS};
    let root = env!("CARGO_MANIFEST_DIR");
    for (what, file, n) in program_list() {
        let source = std::fs::read_to_string(format!("{root}/{file}")).unwrap();
        let program = compile(&source).unwrap();
        let size: i64 = n.parse().unwrap();
        let best = |run: &mut dyn FnMut() -> u64| {
            (0..3)
                .map(|_| {
                    let start = Instant::now();
                    let steps = run();
                    (start.elapsed().as_secs_f64(), steps)
                })
                .fold((f64::MAX, 0), |a, b| if b.0 < a.0 { b } else { a })
        };
        let (machine_secs, steps) = best(&mut || {
            let globals = [("n", Value::Int(size))];
            let mut m =
                Machine::with_limits(program.clone(), &globals, PyLimits::with_steps(MAX_STEPS));
            m.run_to_end()
        });
        let queens = registry::puzzle("queens").unwrap();
        let (lane_secs, lane_steps) = best(&mut || {
            let mut lane = ProgramLane::new(queens, &n, &source, MAX_STEPS).unwrap();
            while lane.advance(1 << 20) == 1 << 20 {}
            lane.steps()
        });
        assert_eq!(steps, lane_steps);
        println!(
            r#"{{"bench":"program","what":"{what}","steps":{steps},"machine_ms":{:.1},"lane_ms":{:.1}}}"#,
            machine_secs * 1e3,
            lane_secs * 1e3
        );
    }
}

/// What the race's checkpoints cost a program lane: lesson D at n = 8, alone and holding a
/// list of a million elements it never changes, forked every 4,096 steps (the race's finest
/// checkpoint spacing) with every fork kept. Memory is the process's resident set, read from
/// /proc before and after; live data is the heap's elements at 24 bytes each.
fn forks() {
    use backtracking_lab::python::{compile, Limits as PyLimits, Machine, Value};
    let resident = || -> u64 {
        let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
        let pages: u64 = statm
            .split_whitespace()
            .nth(1)
            .and_then(|p| p.parse().ok())
            .unwrap_or(0);
        pages * 4096
    };
    let root = env!("CARGO_MANIFEST_DIR");
    let d = std::fs::read_to_string(format!("{root}/www/puzzles/programs/queens_d.py")).unwrap();
    for (what, source) in [
        ("lesson D n=8", d.clone()),
        (
            "lesson D n=8 with memo = [0] * 1000000",
            format!("memo = [0] * 1000000\n{d}"),
        ),
    ] {
        let before = resident();
        let program = compile(&source).unwrap();
        let globals = [("n", Value::Int(8))];
        let mut m = Machine::with_limits(program, &globals, PyLimits::with_steps(50_000_000));
        let mut forks = vec![];
        while m.advance(4096) == 4096 {
            forks.push(m.clone());
        }
        let grown = resident().saturating_sub(before);
        let live = m.heap().elements() * 24;
        println!(
            r#"{{"bench":"forks","what":"{what}","forks":{},"live_mb":{:.1},"resident_mb":{:.1}}}"#,
            forks.len(),
            live as f64 / 1048576.0,
            grown as f64 / 1048576.0
        );
        drop(forks);
    }
}

/// One run of another puzzle: what it is, its nodes, its solutions and its time.
fn puzzle_row(what: &str, nodes: u64, solutions: u64, secs: f64) {
    println!(
        r#"{{"bench":"puzzle","what":"{what}","nodes":{nodes},"solutions":{solutions},"ms":{:.3}}}"#,
        secs * 1000.0
    );
}

/// The puzzles beyond N-Queens and Sudoku's sets: a 16×16 Sudoku, knight's tours, the lesson's
/// services on five machines, and a word search where the naive tree explodes.
fn more_puzzles() {
    let first = Limits::new(Mode::First);
    let sixteen = include_str!("../data/sudoku/sixteen.txt")
        .lines()
        .find(|l| !l.starts_with('#') && l.len() == 256)
        .expect("the one-line 16×16 puzzle");
    let grid = Grid::parse(sixteen).unwrap();
    let start = Instant::now();
    let report = sudoku::solve(
        &grid,
        sudoku::Strategy::Propagation,
        Limits::new(Mode::UpTo(2)),
    )
    .unwrap();
    puzzle_row(
        "sudoku 16×16, 141 blanks: propagation, up to 2 solutions",
        report.stats.nodes,
        report.stats.solutions,
        start.elapsed().as_secs_f64(),
    );

    // Warnsdorff's ordering from every square of an 8×8 board; the plain check from one corner.
    let start = Instant::now();
    let (mut nodes, mut tours, mut most) = (0, 0, 0);
    for row in 1..=8 {
        for col in 1..=8 {
            let board = knights::Board::parse(8, &format!("r{row}c{col}"), false).unwrap();
            let report = knights::solve(&board, knights::Strategy::Warnsdorff, first);
            nodes += report.stats.nodes;
            most = most.max(report.stats.nodes);
            tours += report.stats.solutions;
        }
    }
    puzzle_row(
        &format!("knights 8×8 warnsdorff, first tour from each of 64 squares (most nodes: {most})"),
        nodes,
        tours,
        start.elapsed().as_secs_f64(),
    );
    let board = knights::Board::parse(8, "r1c1", false).unwrap();
    let start = Instant::now();
    let report = knights::solve(&board, knights::Strategy::Pruned, first);
    puzzle_row(
        "knights 8×8 pruned, first tour from r1c1",
        report.stats.nodes,
        report.stats.solutions,
        start.elapsed().as_secs_f64(),
    );

    let services = colouring::preset_graph("services").unwrap();
    // The lesson's 5²⁰: the naive tree is walked until a budget of 25 million nodes.
    for strategy in colouring::Strategy::ALL {
        let start = Instant::now();
        let limits = first.with_budget(25_000_000);
        let report = colouring::solve(&services, 5, strategy, limits).unwrap();
        puzzle_row(
            &format!(
                "colouring services, 5 colours: {}, first colouring ({})",
                strategy.name(),
                report.status.name()
            ),
            report.stats.nodes,
            report.stats.solutions,
            start.elapsed().as_secs_f64(),
        );
    }

    let grid = words::Grid::parse("BACKS\nALRTE\nKCADN\nCOREW\nTRACK").unwrap();
    for strategy in [words::Strategy::Naive, words::Strategy::Pruned] {
        let start = Instant::now();
        let report = words::solve(&grid, "BACKTRACK", strategy, Limits::new(Mode::All)).unwrap();
        puzzle_row(
            &format!(
                "words BACKTRACK in a 5×5 grid: {}, every path",
                strategy.name()
            ),
            report.stats.nodes,
            report.stats.solutions,
            start.elapsed().as_secs_f64(),
        );
    }
}
