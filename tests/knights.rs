//! The knight's tour against known counts: 1,728 directed open tours on the 5 × 5 board over
//! all start squares (304 from each corner), none closed; the per-square counts follow the
//! board's eight symmetries. Warnsdorff's order finds an 8 × 8 tour from every square within a
//! few dozen backtracks where the plain check needs millions of nodes from a corner. Every
//! tour reported passes a validator written here, apart from the module.

use std::collections::HashSet;

use backtracking_lab::knights::{self, Board, KnightsError, Strategy, MOVES};
use backtracking_lab::search::estimate::Z_95;
use backtracking_lab::search::{Cell, Event, Limits, Mode, Problem, Rule, Search, Stats, Status};
use proptest::prelude::*;

/// Whether `path` is a knight's tour of the `n`×`n` board from `start`, closed if asked:
/// written apart from `knights::is_tour`.
fn tour(n: usize, start: Cell, closed: bool, path: &[Cell]) -> bool {
    let jump = |a: &Cell, b: &Cell| {
        let (dr, dc) = (a.row.abs_diff(b.row), a.col.abs_diff(b.col));
        dr * dc == 2
    };
    path.len() == n * n
        && path[0] == start
        && path
            .iter()
            .all(|c| (c.row as usize) < n && (c.col as usize) < n)
        && path.iter().collect::<HashSet<_>>().len() == n * n
        && path.windows(2).all(|w| jump(&w[0], &w[1]))
        && (!closed || jump(&path[n * n - 1], &start))
}

fn board(n: usize, row: u8, col: u8, closed: bool) -> Board {
    Board::new(n, Cell::new(row, col), closed).unwrap()
}

fn all(b: &Board, strategy: Strategy) -> backtracking_lab::Report<Vec<Cell>> {
    knights::solve(b, strategy, Limits::new(Mode::All))
}

/// Every tour a search finds, by stepping it to the end.
fn tours<P: Problem>(mut search: Search<P>) -> Vec<P::Solution> {
    let mut found = Vec::new();
    while !search.is_done() {
        if search.step() == Event::Solution {
            found.push(search.problem().solution());
        }
    }
    found
}

/// Every tour a search finds and its counters at the end.
fn tours_and_stats<P: Problem>(mut search: Search<P>) -> (Vec<P::Solution>, Stats) {
    let mut found = Vec::new();
    while !search.is_done() {
        if search.step() == Event::Solution {
            found.push(search.problem().solution());
        }
    }
    (found, search.stats().clone())
}

/// The eight images of a square under the symmetries of the `n`×`n` board.
fn images(n: u8, row: u8, col: u8) -> [(u8, u8); 8] {
    let m = n - 1;
    [
        (row, col),
        (col, m - row),
        (m - row, m - col),
        (m - col, row),
        (row, m - col),
        (m - row, col),
        (col, row),
        (m - col, m - row),
    ]
}

/// Open tours from each square of the 5 × 5 board, row by row, as found by `strategy`.
fn five_by_five_counts(strategy: Strategy) -> Vec<Vec<u64>> {
    (0..5)
        .map(|row| {
            (0..5)
                .map(|col| all(&board(5, row, col, false), strategy).stats.solutions)
                .collect()
        })
        .collect()
}

/// The known counts: every corner 304, and no tour from a square of the minority colour.
const FIVE_BY_FIVE: [[u64; 5]; 5] = [
    [304, 0, 56, 0, 304],
    [0, 56, 0, 56, 0],
    [56, 0, 64, 0, 56],
    [0, 56, 0, 56, 0],
    [304, 0, 56, 0, 304],
];

#[test]
fn five_by_five_has_1728_open_tours_that_follow_the_symmetry() {
    let counts = five_by_five_counts(Strategy::Lookahead);
    assert_eq!(counts.iter().flatten().sum::<u64>(), 1728);
    for row in 0..5u8 {
        for col in 0..5u8 {
            let here = counts[row as usize][col as usize];
            for (r, c) in images(5, row, col) {
                assert_eq!(
                    counts[r as usize][c as usize], here,
                    "r{row}c{col} against r{r}c{c}"
                );
            }
            if (row + col) % 2 == 1 {
                assert_eq!(
                    here, 0,
                    "13 squares of one colour, 12 of the other: start on the 13"
                );
            }
        }
    }
    assert_eq!(counts, FIVE_BY_FIVE.map(Vec::from).to_vec());
}

#[test]
fn pruned_counts_1728_from_one_eighth_of_the_5x5_board() {
    // The six squares of one eighth of the board, each with the number of squares its
    // symmetries reach (25 in all); the look-ahead above counts every square directly.
    let eighth = [
        ((0, 0), 4),
        ((0, 1), 8),
        ((0, 2), 4),
        ((1, 1), 4),
        ((1, 2), 4),
        ((2, 2), 1),
    ];
    let mut total = 0;
    for ((row, col), orbit) in eighth {
        let tours = all(&board(5, row, col, false), Strategy::Pruned)
            .stats
            .solutions;
        assert_eq!(
            tours,
            FIVE_BY_FIVE[row as usize][col as usize],
            "r{}c{}",
            row + 1,
            col + 1
        );
        let images: HashSet<_> = images(5, row, col).into_iter().collect();
        assert_eq!(images.len(), orbit);
        total += tours * orbit as u64;
    }
    assert_eq!(total, 1728);
}

#[test]
fn warnsdorff_is_an_order_so_it_walks_the_same_tree_and_finds_the_same_tours() {
    for (row, col) in [(0, 0), (2, 2)] {
        let b = board(5, row, col, false);
        let [(mut a, pruned), (mut w, warnsdorff)] = [Strategy::Pruned, Strategy::Warnsdorff]
            .map(|strategy| tours_and_stats(knights::search(&b, strategy, Limits::new(Mode::All))));
        assert_eq!(warnsdorff.nodes, pruned.nodes);
        assert_eq!(warnsdorff.nodes_per_depth, pruned.nodes_per_depth);
        if (row, col) == (0, 0) {
            assert_eq!(
                pruned.nodes, 1_735_079,
                "the corner, counted in full, for 304 tours"
            );
            assert!(a != w, "from the corner the order differs");
        }
        a.sort_by_key(|t| t.iter().map(|c| (c.row, c.col)).collect::<Vec<_>>());
        w.sort_by_key(|t| t.iter().map(|c| (c.row, c.col)).collect::<Vec<_>>());
        assert!(a == w, "the set of tours does not differ");
    }
}

#[test]
fn no_closed_tour_on_5x5_and_every_open_one_fails_the_check_at_the_bottom() {
    for row in 0..5u8 {
        for col in 0..5u8 {
            let report = all(&board(5, row, col, true), Strategy::Lookahead);
            assert_eq!(report.stats.solutions, 0);
            assert_eq!(report.status, Status::NoSolution);
        }
    }
    // Pruned checks the closing move only at the bottom: one failed leaf check per open tour.
    // The look-ahead keeps a way back to the start on the way in, so it reaches no leaf.
    let corner = all(&board(5, 0, 0, true), Strategy::Pruned);
    assert_eq!((corner.stats.solutions, corner.stats.leaf_checks), (0, 304));
    let lookahead = all(&board(5, 0, 0, true), Strategy::Lookahead);
    assert_eq!(
        lookahead.stats.leaf_checks, 0,
        "it never reaches a board that cannot close"
    );
    assert_eq!(lookahead.stats.nodes, 40_399);
}

#[test]
fn a_closed_tour_of_6x6_ends_a_knights_move_from_its_start() {
    let b = board(6, 0, 0, true);
    for (strategy, nodes) in [(Strategy::Pruned, 1_134_222), (Strategy::Lookahead, 88_988)] {
        let report = knights::solve(&b, strategy, Limits::new(Mode::First));
        let path = report.solution.unwrap();
        assert!(tour(6, b.start(), true, &path), "{}", strategy.name());
        assert!(knights::is_tour(6, b.start(), true, &path));
        assert_eq!(report.stats.nodes, nodes, "{}", strategy.name());
    }
}

#[test]
fn warnsdorff_tours_8x8_from_every_square_within_a_few_hundred_nodes() {
    let mut worst = 0;
    let mut total = 0;
    for row in 0..8 {
        for col in 0..8 {
            let b = board(8, row, col, false);
            let report = knights::solve(
                &b,
                Strategy::Warnsdorff,
                Limits::new(Mode::First).with_budget(300),
            );
            assert_eq!(
                report.status,
                Status::FirstSolution,
                "r{}c{}",
                row + 1,
                col + 1
            );
            assert!(tour(8, b.start(), false, &report.solution.unwrap()));
            worst = worst.max(report.stats.nodes);
            total += report.stats.nodes;
        }
    }
    // 64 nodes is a tour without a single backtrack (the root plus 63 moves).
    assert_eq!(
        (worst, total),
        (110, 4_142),
        "measured: the worst start is r6c5"
    );
}

#[test]
fn pruned_needs_millions_of_nodes_from_a_corner_of_8x8() {
    let corner = board(8, 0, 0, false);
    let budget = knights::solve(
        &corner,
        Strategy::Pruned,
        Limits::new(Mode::First).with_budget(1_000_000),
    );
    assert_eq!(budget.status, Status::BudgetExhausted);
    assert_eq!(budget.stats.nodes, 1_000_000);
    let pruned = knights::solve(&corner, Strategy::Pruned, Limits::new(Mode::First));
    assert_eq!(pruned.stats.nodes, 3_242_065);
    assert!(tour(8, corner.start(), false, &pruned.solution.unwrap()));
    let lookahead = knights::solve(&corner, Strategy::Lookahead, Limits::new(Mode::First));
    assert_eq!(lookahead.stats.nodes, 716_562);
    let warnsdorff = knights::solve(&corner, Strategy::Warnsdorff, Limits::new(Mode::First));
    assert_eq!(warnsdorff.stats.nodes, 64);
}

#[test]
fn boards_of_2_3_and_4_have_no_tour_and_1x1_has_the_trivial_one() {
    for n in 2..=4 {
        for row in 0..n as u8 {
            for col in 0..n as u8 {
                let report = all(&board(n, row, col, false), Strategy::Pruned);
                assert_eq!(report.stats.solutions, 0, "n = {n}");
            }
        }
    }
    let one = all(&board(1, 0, 0, false), Strategy::Pruned);
    assert_eq!((one.stats.nodes, one.stats.solutions), (1, 1));
    assert_eq!(one.solution.unwrap(), [Cell::new(0, 0)]);
    assert_eq!(
        all(&board(1, 0, 0, true), Strategy::Pruned).stats.solutions,
        0
    );
}

#[test]
fn every_rejection_names_its_reason_and_the_right_square() {
    let mut reasons = HashSet::new();
    for (strategy, closed) in [
        (Strategy::Pruned, false),
        (Strategy::Lookahead, false),
        (Strategy::Lookahead, true),
    ] {
        let b = board(5, 0, 0, closed);
        let mut search = knights::search(&b, strategy, Limits::new(Mode::All).with_budget(20_000));
        while !search.is_done() {
            let knight = search.problem().knight();
            let path = search.problem().path();
            let event = search.step();
            let Event::Reject {
                at,
                value,
                conflict,
            } = event
            else {
                continue;
            };
            reasons.insert(conflict.rule);
            let (down, right) = MOVES[knights::direction(value)];
            let target = (
                knight.row as i32 + down as i32,
                knight.col as i32 + right as i32,
            );
            let on_board = (0..5).contains(&target.0) && (0..5).contains(&target.1);
            match conflict.rule {
                Rule::OffBoard => {
                    assert!(!on_board);
                    assert_eq!(
                        (at, conflict.with),
                        (knight, knight),
                        "named by where it starts"
                    );
                }
                Rule::Visited => {
                    assert_eq!(at, Cell::new(target.0 as u8, target.1 as u8));
                    assert!(path.contains(&conflict.with) && conflict.with == at);
                }
                Rule::Stranded => {
                    assert_eq!(strategy, Strategy::Lookahead);
                    let square = conflict.with;
                    assert!(!path.contains(&square) && square != at);
                    // Every way into it is visited, and the knight will not stand next to it.
                    let ways_in = MOVES.iter().filter(|(dr, dc)| {
                        let (r, c) = (
                            square.row as i32 + *dr as i32,
                            square.col as i32 + *dc as i32,
                        );
                        (0..5).contains(&r) && (0..5).contains(&c) && {
                            let cell = Cell::new(r as u8, c as u8);
                            !path.contains(&cell) || cell == knight
                        }
                    });
                    assert_eq!(ways_in.count(), 1, "only the knight's square");
                }
                Rule::Closing => {
                    assert!(closed && strategy == Strategy::Lookahead);
                    assert_eq!(conflict.with, b.start());
                }
                other => panic!("a knight's move is never rejected by {other:?}"),
            }
        }
    }
    assert_eq!(reasons.len(), 4, "{reasons:?}");
}

#[test]
fn a_warnsdorff_dead_end_names_the_knights_square() {
    // Mode all on 5 × 5 runs into squares with no open move left.
    let mut search = knights::search(
        &board(5, 0, 0, false),
        Strategy::Warnsdorff,
        Limits::new(Mode::All).with_budget(5_000),
    );
    let mut dead_ends = 0;
    while !search.is_done() {
        let knight = search.problem().knight();
        if let Event::DeadEnd { at } = search.step() {
            assert_eq!(at, knight);
            dead_ends += 1;
        }
    }
    assert!(dead_ends > 0);
    assert_eq!(search.stats().dead_ends, dead_ends);
}

#[test]
fn counters_follow_the_engine_semantics() {
    let b = board(5, 0, 0, false);
    for strategy in Strategy::ALL {
        let report = all(&b, strategy);
        let stats = &report.stats;
        assert_eq!(stats.nodes_per_depth.iter().sum::<u64>(), stats.nodes);
        assert_eq!(
            stats.nodes_per_depth[0], 1,
            "the root: the knight on its start square"
        );
        assert_eq!(stats.max_depth, 24, "24 moves make a 5 × 5 tour");
        assert_eq!(
            stats.nodes_per_depth[24], 304,
            "each full tour is a node at depth 24"
        );
        assert_eq!(
            stats.undos,
            stats.nodes - 1,
            "mode all takes every move back"
        );
        assert_eq!(
            stats.tried,
            stats.rejected + stats.nodes - 1,
            "tried: rejected or placed"
        );
        assert_eq!(
            stats.leaf_checks, 0,
            "an open tour needs no check at the bottom"
        );
        if strategy == Strategy::Warnsdorff {
            assert_eq!(stats.rejected, 0, "only open moves are offered");
        }
    }
}

#[test]
fn events_replay_to_the_board_numbers() {
    let b = board(5, 2, 2, false);
    for strategy in Strategy::ALL {
        let mut search = knights::search(&b, strategy, Limits::new(Mode::All).with_budget(3_000));
        let mut numbers = [0u16; 25];
        numbers[12] = 1;
        let mut depth = 1;
        while !search.is_done() {
            match search.step() {
                Event::Place { at, .. } => {
                    depth += 1;
                    numbers[at.row as usize * 5 + at.col as usize] = depth;
                }
                Event::Undo { at, .. } => {
                    assert_eq!(numbers[at.row as usize * 5 + at.col as usize], depth);
                    numbers[at.row as usize * 5 + at.col as usize] = 0;
                    depth -= 1;
                }
                _ => {}
            }
            assert_eq!(search.problem().numbers(), &numbers[..]);
        }
    }
}

#[test]
fn squares_and_sizes_are_checked_with_readable_errors() {
    assert_eq!(knights::parse_square("r1c1", 5), Ok(Cell::new(0, 0)));
    assert_eq!(knights::parse_square(" R5C3 ", 5), Ok(Cell::new(4, 2)));
    for text in ["", "a1", "r1", "c1r1", "r1c", "rxc1", "r-1c2", "r1c1x"] {
        let error = knights::parse_square(text, 5).unwrap_err();
        assert_eq!(error, KnightsError::BadSquare { text: text.into() });
        assert!(error.to_string().contains("like r1c1"), "{error}");
    }
    for (text, (row, col)) in [("r6c1", (6, 1)), ("r0c3", (0, 3)), ("r2c99", (2, 99))] {
        let error = knights::parse_square(text, 5).unwrap_err();
        assert_eq!(error, KnightsError::SquareOffBoard { row, col, n: 5 });
        assert!(error.to_string().contains("5 × 5"), "{error}");
    }
    for n in [0, 17] {
        let error = Board::parse(n, "r1c1", false).unwrap_err();
        assert_eq!(
            error.to_string(),
            format!("n must be between 1 and 16, got {n}")
        );
    }
    let b = Board::parse(16, "r16c16", true).unwrap();
    assert_eq!(
        (b.n(), b.start(), b.closed()),
        (16, Cell::new(15, 15), true)
    );
    assert!(Board::new(8, Cell::new(8, 0), false).is_err());
}

#[test]
fn sixteen_by_sixteen_is_toured_by_warnsdorff() {
    let b = board(16, 0, 0, false);
    let report = knights::solve(
        &b,
        Strategy::Warnsdorff,
        Limits::new(Mode::First).with_budget(10_000),
    );
    assert!(tour(16, b.start(), false, &report.solution.unwrap()));
    assert_eq!(report.stats.nodes, 256, "no backtrack");
}

#[test]
fn knuths_estimate_brackets_the_5x5_tree() {
    let b = board(5, 0, 0, false);
    let mut estimator = knights::estimator(&b, Strategy::Pruned, 1);
    estimator.run(20_000);
    let nodes = estimator.nodes(Z_95);
    assert!(
        nodes.low.unwrap() < 1_735_079.0 && 1_735_079.0 < nodes.high.unwrap(),
        "{nodes:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn every_reported_tour_is_a_tour_and_the_budget_is_kept(
        n in 1usize..=7, row in 0u8..7, col in 0u8..7, closed in any::<bool>(),
        s in 0usize..3, budget in 1u64..20_000, first in any::<bool>(),
    ) {
        let b = board(n, row % n as u8, col % n as u8, closed);
        let strategy = Strategy::ALL[s];
        let mode = if first { Mode::First } else { Mode::UpTo(3) };
        let report = knights::solve(&b, strategy, Limits::new(mode).with_budget(budget));
        prop_assert!(report.stats.nodes <= budget);
        if let Some(path) = &report.solution {
            prop_assert!(tour(n, b.start(), closed, path));
            prop_assert!(knights::is_tour(n, b.start(), closed, path));
        }
        let found = tours(knights::search(&b, strategy, Limits::new(mode).with_budget(budget)));
        prop_assert_eq!(found.len() as u64, report.stats.solutions);
        for path in &found {
            prop_assert!(tour(n, b.start(), closed, path));
        }
    }
}
