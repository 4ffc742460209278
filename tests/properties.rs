//! Properties every strategy must have, checked on many generated instances with proptest:
//! solutions are valid, strategies agree on the solution set, stepping equals solving, the
//! events replay to the stepper's own board, and nodes per depth add up.

use std::collections::BTreeSet;

use backtracking_lab::queens::{self, Queens};
use backtracking_lab::search::{Event, Limits, Mode, Problem, Search};
use backtracking_lab::sudoku::{self, Grid, Sudoku};
use proptest::prelude::*;

/// Every solution a search finds, in order, by stepping it to the end.
fn solutions<P: Problem>(mut search: Search<P>) -> Vec<P::Solution> {
    let mut found = Vec::new();
    while !search.is_done() {
        if search.step() == Event::Solution {
            found.push(search.problem().solution());
        }
    }
    found
}

fn sudoku_is_valid(puzzle: &Grid, solution: &Grid) -> bool {
    let size = puzzle.shape().size as usize;
    let full: u32 = (1..=size as u32).map(|d| 1 << d).sum();
    let s = solution.cells();
    let mask = |cells: &mut dyn Iterator<Item = usize>| cells.fold(0u32, |m, i| m | 1 << s[i]);
    let (box_rows, box_cols) = (
        puzzle.shape().box_rows as usize,
        puzzle.shape().box_cols as usize,
    );
    puzzle
        .cells()
        .iter()
        .zip(s)
        .all(|(&p, &d)| p == 0 || p == d)
        && (0..size).all(|r| mask(&mut (0..size).map(|c| r * size + c)) == full)
        && (0..size).all(|c| mask(&mut (0..size).map(|r| r * size + c)) == full)
        && (0..size).all(|b| {
            let (top, left) = (
                b / (size / box_cols) * box_rows,
                b % (size / box_cols) * box_cols,
            );
            mask(&mut (0..size).map(|k| (top + k / box_cols) * size + left + k % box_cols)) == full
        })
}

const FOUR: &str = "1234341221434321";
const SIX: &str = "123456456123231564564231312645645312";

/// A puzzle made from a valid grid: digits relabelled, `blanks` cells emptied, and maybe one
/// given changed, which often makes the puzzle unsolvable (conflicting givens are skipped).
fn puzzle(base: &'static str, max_blanks: usize) -> impl Strategy<Value = Grid> {
    let size = if base.len() == 16 { 4u8 } else { 6 };
    (
        Just((1..=size).collect::<Vec<u8>>()).prop_shuffle(),
        proptest::sample::subsequence((0..base.len()).collect::<Vec<_>>(), 0..=max_blanks),
        proptest::option::of((0..base.len(), 1..=size)),
    )
        .prop_filter_map("conflicting givens", move |(labels, blanks, change)| {
            let mut cells: Vec<u8> = base.bytes().map(|b| labels[(b - b'1') as usize]).collect();
            for i in blanks {
                cells[i] = 0;
            }
            if let Some((i, digit)) = change {
                if cells[i] != 0 {
                    cells[i] = digit;
                }
            }
            let line: String = cells.iter().map(|&d| (b'0' + d) as char).collect();
            let grid = Grid::parse(&line).ok()?;
            sudoku::check_givens(&grid).ok().map(|_| grid)
        })
}

fn sudoku_solutions(grid: &Grid, strategy: sudoku::Strategy) -> BTreeSet<String> {
    let search = sudoku::search(grid, strategy, Limits::new(Mode::All)).unwrap();
    solutions(search).iter().map(Grid::to_line).collect()
}

/// Every Sudoku strategy finds the same set of solutions, and each of them is valid.
fn strategies_agree(grid: &Grid) -> Result<(), TestCaseError> {
    let expected = sudoku_solutions(grid, sudoku::Strategy::Pruned);
    for line in &expected {
        prop_assert!(sudoku_is_valid(grid, &Grid::parse(line).unwrap()));
    }
    for strategy in sudoku::Strategy::ALL {
        prop_assert_eq!(
            &sudoku_solutions(grid, strategy),
            &expected,
            "{}",
            strategy.name()
        );
    }
    Ok(())
}

/// Replays `Place` and `Undo` events onto an empty board and compares with the stepper's own
/// board after every event.
fn replay_matches_board<P: Problem>(
    mut search: Search<P>,
    mut board: Vec<u8>,
    index: impl Fn(Event) -> Option<(usize, u8, bool)>,
    own: impl Fn(&P) -> Vec<u8>,
) -> Result<(), TestCaseError> {
    while !search.is_done() {
        let event = search.step();
        if let Some((i, value, placed)) = index(event) {
            if placed {
                prop_assert_eq!(board[i], 0);
                board[i] = value;
            } else {
                prop_assert_eq!(board[i], value);
                board[i] = 0;
            }
        }
        prop_assert_eq!(&board, &own(search.problem()));
    }
    Ok(())
}

fn queens_board(q: &Queens) -> Vec<u8> {
    let mut board = vec![0; q.n()];
    for (row, &col) in q.queens().iter().enumerate() {
        board[row] = col + 1;
    }
    board
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn queens_strategies_agree_and_every_solution_is_valid(n in 1usize..=7) {
        let sets: Vec<Vec<Vec<u8>>> = queens::Strategy::ALL
            .iter()
            .map(|&s| solutions(queens::search(n, s, Limits::new(Mode::All)).unwrap()))
            .collect();
        for set in &sets {
            prop_assert!(set.iter().all(|q| queens::is_solution(n, q)));
            prop_assert_eq!(set, &sets[0]);
        }
    }

    #[test]
    fn four_by_four_strategies_agree(grid in puzzle(FOUR, 10)) {
        strategies_agree(&grid)?;
    }

    #[test]
    fn six_by_six_strategies_agree(grid in puzzle(SIX, 7)) {
        strategies_agree(&grid)?;
    }

    #[test]
    fn stepping_ends_with_the_counters_of_solve(
        n in 1usize..=7, s in 0usize..4, first in any::<bool>(), budget in proptest::option::of(1u64..3000),
    ) {
        let strategy = queens::Strategy::ALL[s];
        let mut limits = Limits::new(if first { Mode::First } else { Mode::All });
        if let Some(budget) = budget { limits = limits.with_budget(budget); }
        let report = queens::solve(n, strategy, limits).unwrap();
        let mut search = queens::search(n, strategy, limits).unwrap();
        let mut events = 0u64;
        while !matches!(search.step(), Event::End { .. }) { events += 1; }
        prop_assert_eq!(search.stats(), &report.stats);
        prop_assert_eq!(search.status(), report.status);
        prop_assert_eq!(search.steps(), events + 1);
        prop_assert_eq!(report.stats.nodes_per_depth.iter().sum::<u64>(), report.stats.nodes);
        if let Some(budget) = budget { prop_assert!(report.stats.nodes <= budget); }
    }

    #[test]
    fn the_same_setup_gives_the_same_events_every_time(
        grid in puzzle(FOUR, 9), s in 0usize..5, budget in 1u64..500,
    ) {
        let strategy = sudoku::Strategy::ALL[s];
        let limits = Limits::new(Mode::All).with_budget(budget);
        let events = || {
            let mut search = sudoku::search(&grid, strategy, limits).unwrap();
            let mut seen = Vec::new();
            while !search.is_done() {
                seen.push(search.step());
            }
            seen
        };
        prop_assert_eq!(events(), events());
    }

    #[test]
    fn queens_events_replay_to_the_board(n in 1usize..=6, s in 0usize..4) {
        let search = queens::search(n, queens::Strategy::ALL[s], Limits::new(Mode::All)).unwrap();
        replay_matches_board(search, vec![0; n], |event| match event {
            Event::Place { at, value } => Some((at.row as usize, value + 1, true)),
            Event::Undo { at, value } => Some((at.row as usize, value + 1, false)),
            _ => None,
        }, queens_board)?;
    }

    #[test]
    fn sudoku_events_replay_to_the_grid(grid in puzzle(FOUR, 9), s in 0usize..5) {
        let strategy = sudoku::Strategy::ALL[s];
        let search = sudoku::search(&grid, strategy, Limits::new(Mode::All)).unwrap();
        let size = grid.shape().size as usize;
        let sums = search.stats().nodes_per_depth.clone();
        prop_assert_eq!(sums, vec![1]);
        replay_matches_board(search, grid.cells().to_vec(), |event| match event {
            Event::Place { at, value } | Event::Forced { at, value, .. } => {
                Some((at.row as usize * size + at.col as usize, value, true))
            }
            Event::Undo { at, value } => Some((at.row as usize * size + at.col as usize, value, false)),
            _ => None,
        }, |s: &Sudoku| s.grid().cells().to_vec())?;
    }

    #[test]
    fn sudoku_nodes_per_depth_sum_to_nodes(grid in puzzle(SIX, 8), s in 0usize..5) {
        let report = sudoku::solve(&grid, sudoku::Strategy::ALL[s], Limits::new(Mode::All)).unwrap();
        prop_assert_eq!(report.stats.nodes_per_depth.iter().sum::<u64>(), report.stats.nodes);
        if let Some(solution) = &report.solution {
            prop_assert!(sudoku_is_valid(&grid, solution));
        }
    }
}
