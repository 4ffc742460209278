//! The mistake lab: broken copies of the occupancy strategy give wrong answers for real.
//!
//! The counts are pinned from the core and checked against an independent transcription of
//! the lesson's recursive occupancy program with the same slip, so a change to either the
//! stepper or the slip shows up here.

use backtracking_lab::queens::{self, Mistake, Queens, Strategy};
use backtracking_lab::search::{Event, Limits, Mode, Rule, Search};

fn all(n: usize, mistake: Mistake) -> backtracking_lab::Report<Vec<u8>> {
    queens::solve_with_mistake(n, mistake, Limits::new(Mode::All)).unwrap()
}

/// Every solution the broken stepper reports, in order.
fn reported_solutions(n: usize, mistake: Mistake) -> Vec<Vec<u8>> {
    let mut search = queens::search_with_mistake(n, mistake, Limits::new(Mode::All)).unwrap();
    let mut found = Vec::new();
    while !search.is_done() {
        if search.step() == Event::Solution {
            found.push(search.problem().queens().to_vec());
        }
    }
    found
}

/// The lesson's occupancy program as plain recursion, with flags instead of rows in the
/// arrays, and the slip (if any) switched on: (solutions, calls of `rec`). Shares no code
/// with the core.
fn lesson_program(n: usize, mistake: Option<Mistake>) -> (u64, u64) {
    struct Board {
        n: usize,
        mistake: Option<Mistake>,
        column: Vec<bool>,
        diagonal: Vec<bool>,
        anti_diagonal: Vec<bool>,
        solutions: u64,
        calls: u64,
    }
    fn rec(b: &mut Board, row: usize) {
        b.calls += 1;
        if row == b.n {
            b.solutions += 1;
            return;
        }
        for c in 0..b.n {
            let (d, a) = (row + b.n - 1 - c, row + c);
            let free = !b.column[c]
                && (b.mistake == Some(Mistake::ForgetDiagonal) || !b.diagonal[d])
                && (b.mistake == Some(Mistake::ForgetAntiDiagonal) || !b.anti_diagonal[a]);
            if free {
                b.column[c] = true;
                b.diagonal[d] = true;
                b.anti_diagonal[a] = true;
                rec(b, row + 1);
                b.column[c] = false;
                if b.mistake != Some(Mistake::ForgetUndo) {
                    b.diagonal[d] = false;
                    b.anti_diagonal[a] = false;
                }
            }
        }
    }
    let mut board = Board {
        n,
        mistake,
        column: vec![false; n],
        diagonal: vec![false; 2 * n - 1],
        anti_diagonal: vec![false; 2 * n - 1],
        solutions: 0,
        calls: 0,
    };
    rec(&mut board, 0);
    (board.solutions, board.calls)
}

#[test]
fn mistakes_are_named_like_strategies() {
    for mistake in Mistake::ALL {
        assert_eq!(Mistake::from_name(mistake.name()), Some(mistake));
    }
    assert_eq!(Mistake::from_name("forget-everything"), None);
    let names: Vec<&str> = Mistake::ALL.iter().map(|m| m.name()).collect();
    assert_eq!(
        names,
        ["forget-undo", "forget-diagonal", "forget-anti-diagonal"]
    );
}

#[test]
fn each_mistake_gives_its_wrong_count_for_four_to_eight_queens() {
    // (n, solutions, nodes) of the broken steppers, all solutions; the true counts are
    // 2, 10, 4, 40, 92 solutions in 17, 54, 153, 552, 2057 nodes.
    let forget_undo = [(4, 0, 4), (5, 1, 7), (6, 0, 7), (7, 0, 9), (8, 0, 11)];
    let forget_one_diagonal = [
        (4, 7, 33),
        (5, 23, 118),
        (6, 83, 486),
        (7, 405, 2353),
        (8, 2113, 12757),
    ];
    let expected = [
        (Mistake::ForgetUndo, forget_undo),
        (Mistake::ForgetDiagonal, forget_one_diagonal),
        (Mistake::ForgetAntiDiagonal, forget_one_diagonal),
    ];
    for (mistake, table) in expected {
        for (n, solutions, nodes) in table {
            let report = all(n, mistake);
            let name = mistake.name();
            assert_eq!(report.stats.solutions, solutions, "{name}, n = {n}");
            assert_eq!(report.stats.nodes, nodes, "{name}, n = {n}");
            assert_eq!(report.tree_size, None);
        }
    }
}

#[test]
fn the_stepper_walks_the_same_broken_tree_as_the_lessons_program() {
    for mistake in Mistake::ALL {
        for n in 1..=9 {
            let report = all(n, mistake);
            assert_eq!(
                (report.stats.solutions, report.stats.nodes),
                lesson_program(n, Some(mistake)),
                "{}, n = {n}",
                mistake.name()
            );
        }
    }
}

#[test]
fn the_transcription_walks_the_true_tree_when_nothing_is_forgotten() {
    // Guards the oracle above: without a slip it is the correct occupancy strategy.
    for n in 1..=9 {
        let correct = queens::solve(n, Strategy::Occupancy, Limits::new(Mode::All)).unwrap();
        assert_eq!(
            lesson_program(n, None),
            (correct.stats.solutions, correct.stats.nodes),
            "n = {n}"
        );
    }
}

#[test]
fn forgetting_the_undo_finds_nothing_for_six_and_eight_queens() {
    for n in [6, 8] {
        let report = all(n, Mistake::ForgetUndo);
        assert_eq!(report.stats.solutions, 0, "n = {n}");
        assert_eq!(report.status, backtracking_lab::search::Status::NoSolution);
        let correct = queens::solve(n, Strategy::Occupancy, Limits::new(Mode::All)).unwrap();
        assert!(correct.stats.solutions > 0);
    }
}

#[test]
fn a_forgotten_undo_blocks_by_queens_that_are_gone_but_frees_the_column() {
    let limits = Limits::new(Mode::All);
    assert_eq!(
        ghosts(queens::search(8, Strategy::Occupancy, limits).unwrap()),
        0
    );
    let broken = queens::search_with_mistake(8, Mistake::ForgetUndo, limits).unwrap();
    assert!(
        ghosts(broken) > 0,
        "some diagonal is held by a queen already taken back"
    );
}

/// Steps a search to the end and counts the rejections by a queen no longer on the board,
/// checking on the way that every rejection names a square on the line it blames.
fn ghosts(mut search: Search<Queens>) -> u64 {
    let mut ghosts = 0;
    while !search.is_done() {
        let event = search.step();
        let Event::Reject { at, conflict, .. } = event else {
            continue;
        };
        let with = conflict.with;
        // The blocking square is on the named line through the candidate.
        let (r, c, wr, wc) = (
            at.row as i32,
            at.col as i32,
            with.row as i32,
            with.col as i32,
        );
        match conflict.rule {
            Rule::Column => assert_eq!(c, wc),
            Rule::Diagonal => assert_eq!(r - c, wr - wc),
            Rule::AntiDiagonal => assert_eq!(r + c, wr + wc),
            other => panic!("a queen is never rejected by {other:?}"),
        }
        let on_board = search.problem().queens().get(with.row as usize) == Some(&with.col);
        if conflict.rule == Rule::Column {
            assert!(
                on_board,
                "the column is freed, so only a queen there blocks it"
            );
        } else if !on_board {
            ghosts += 1;
        }
    }
    ghosts
}

#[test]
fn forgetting_a_diagonal_reports_boards_with_queens_attacking_along_it() {
    for (mistake, forgotten) in [
        (Mistake::ForgetDiagonal, Rule::Diagonal),
        (Mistake::ForgetAntiDiagonal, Rule::AntiDiagonal),
    ] {
        for n in 4..=8 {
            let reported = reported_solutions(n, mistake);
            let true_ones: Vec<Vec<u8>> = reported
                .iter()
                .filter(|q| queens::is_solution(n, q))
                .cloned()
                .collect();
            let known = [2, 10, 4, 40, 92][n - 4];
            assert_eq!(true_ones.len(), known, "{}, n = {n}", mistake.name());
            for board in reported.iter().filter(|q| !queens::is_solution(n, q)) {
                let pairs = queens::attacking_pairs(board);
                assert!(!pairs.is_empty(), "{board:?}");
                assert!(pairs.iter().all(|pair| pair.rule == forgotten), "{board:?}");
            }
        }
    }
}

#[test]
fn attacking_pairs_name_each_pair_and_its_line() {
    type Square = (u8, u8);
    let pairs = |board: &[u8]| -> Vec<(Rule, Square, Square)> {
        queens::attacking_pairs(board)
            .iter()
            .map(|p| {
                let (a, b) = (p.first, p.second);
                (p.rule, (a.row, a.col), (b.row, b.col))
            })
            .collect()
    };
    assert!(pairs(&[1, 3, 0, 2]).is_empty());
    assert_eq!(
        pairs(&[0, 1, 3, 3]),
        [
            (Rule::Diagonal, (0, 0), (1, 1)),
            (Rule::Diagonal, (0, 0), (3, 3)),
            (Rule::Diagonal, (1, 1), (3, 3)),
            (Rule::Column, (2, 3), (3, 3)),
        ]
    );
    assert_eq!(
        pairs(&[0, 2, 1, 1]),
        [
            (Rule::AntiDiagonal, (1, 2), (2, 1)),
            (Rule::Column, (2, 1), (3, 1)),
        ]
    );
}

#[test]
fn the_correct_strategies_are_unchanged_by_the_mistake_lab() {
    for n in 4..=8 {
        let board = queens::Queens::new(n, Strategy::Occupancy).unwrap();
        assert_eq!(board.mistake(), None);
        let broken = queens::Queens::with_mistake(n, Mistake::ForgetUndo).unwrap();
        assert_eq!(broken.strategy(), Strategy::Occupancy);
        assert_eq!(broken.mistake(), Some(Mistake::ForgetUndo));
    }
}

/// The occupancy arrays as the board implies them: for each column, diagonal
/// (`row - col + n - 1`) and anti-diagonal (`row + col`), the row of the queen on it.
fn arrays_of_board(n: usize, queens: &[u8]) -> queens::Occupancy {
    let mut occupancy = queens::Occupancy {
        columns: vec![None; n],
        diagonals: vec![None; 2 * n - 1],
        anti_diagonals: vec![None; 2 * n - 1],
    };
    for (row, &col) in queens.iter().enumerate() {
        let col = col as usize;
        occupancy.columns[col] = Some(row as u8);
        occupancy.diagonals[row + n - 1 - col] = Some(row as u8);
        occupancy.anti_diagonals[row + col] = Some(row as u8);
    }
    occupancy
}

#[test]
fn the_occupancy_arrays_follow_the_board_until_an_undo_is_forgotten() {
    let n = 6;
    // The correct stepper: after every event the arrays are exactly the board's.
    let mut search = queens::search(n, Strategy::Occupancy, Limits::new(Mode::All)).unwrap();
    while !search.is_done() {
        search.step();
        let problem = search.problem();
        assert_eq!(problem.occupancy(), arrays_of_board(n, problem.queens()));
    }
    // The forgotten undo: columns still follow the board, but some diagonal stays taken by a
    // queen that is gone (the lesson's bug, visible in the arrays).
    let mut broken =
        queens::search_with_mistake(n, Mistake::ForgetUndo, Limits::new(Mode::All)).unwrap();
    let mut stale = false;
    while !broken.is_done() {
        broken.step();
        let problem = broken.problem();
        let (held, board) = (problem.occupancy(), arrays_of_board(n, problem.queens()));
        assert_eq!(held.columns, board.columns);
        stale |= held.diagonals != board.diagonals || held.anti_diagonals != board.anti_diagonals;
    }
    assert!(stale, "a forgotten undo leaves a diagonal taken");
    // Other strategies keep no arrays: all free.
    let mut pruned = queens::search(n, Strategy::Pruned, Limits::new(Mode::First)).unwrap();
    while !pruned.is_done() {
        pruned.step();
    }
    assert!(pruned
        .problem()
        .occupancy()
        .columns
        .iter()
        .all(Option::is_none));
}
