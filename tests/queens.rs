//! N-Queens against the known numbers: ../shared/acceptance/queens_nodes.tsv and OEIS A000170.

use backtracking_lab::queens::{self, Strategy};
use backtracking_lab::search::{Limits, Mode, Status};

const ACCEPTANCE: &str = include_str!("data/queens_nodes.tsv");

fn all(n: usize, strategy: Strategy) -> backtracking_lab::Report<Vec<u8>> {
    queens::solve(n, strategy, Limits::new(Mode::All)).unwrap()
}

#[test]
fn every_strategy_reproduces_the_acceptance_table() {
    for line in ACCEPTANCE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with('n'))
    {
        let f: Vec<u64> = line.split('\t').map(|x| x.parse().unwrap()).collect();
        let (n, naive, permutation, pruned, solutions) = (f[0] as usize, f[1], f[2], f[3], f[4]);
        let expected = [
            (Strategy::Naive, naive),
            (Strategy::Permutation, permutation),
            (Strategy::Pruned, pruned),
            (Strategy::Occupancy, pruned),
        ];
        for (strategy, nodes) in expected {
            if strategy == Strategy::Naive && n == 8 {
                continue; // 19 million nodes: see `naive_eight_queens` below.
            }
            let report = all(n, strategy);
            assert_eq!(report.stats.nodes, nodes, "n = {n}, {}", strategy.name());
            assert_eq!(
                report.stats.solutions,
                solutions,
                "n = {n}, {}",
                strategy.name()
            );
        }
    }
}

#[test]
#[ignore = "19 million nodes; run by `make bench` and `cargo test -- --ignored`"]
fn naive_eight_queens_visits_19_173_961_nodes() {
    let report = all(8, Strategy::Naive);
    assert_eq!(report.stats.nodes, 19_173_961);
    assert_eq!(report.stats.solutions, 92);
}

#[test]
fn solution_counts_match_oeis_a000170_up_to_twelve() {
    let known = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];
    for (i, &count) in known.iter().enumerate() {
        let n = i + 1;
        assert_eq!(
            all(n, Strategy::Occupancy).stats.solutions,
            count,
            "n = {n}"
        );
    }
}

#[test]
fn eight_queens_pruned_and_occupancy_share_a_tree_but_not_its_cost() {
    let pruned = all(8, Strategy::Pruned);
    let occupancy = all(8, Strategy::Occupancy);
    assert_eq!(pruned.stats.nodes, 2057);
    assert_eq!(occupancy.stats.nodes, 2057);
    assert_eq!(
        pruned.stats.nodes_per_depth,
        occupancy.stats.nodes_per_depth
    );
    assert!(occupancy.stats.comparisons < pruned.stats.comparisons);
}

#[test]
fn first_solution_of_eight_queens_is_the_textbook_one() {
    let report = queens::solve(8, Strategy::Pruned, Limits::new(Mode::First)).unwrap();
    assert_eq!(report.status, Status::FirstSolution);
    assert_eq!(report.solution.unwrap(), vec![0, 4, 7, 5, 2, 6, 1, 3]);
}

#[test]
fn two_and_three_queens_have_no_solution() {
    for n in [2, 3] {
        let report = queens::solve(n, Strategy::Pruned, Limits::new(Mode::First)).unwrap();
        assert_eq!(report.status, Status::NoSolution);
        assert_eq!(report.solution, None);
    }
}

#[test]
fn a_board_size_out_of_range_is_a_clear_error() {
    for n in [0usize, 33, 1000] {
        let err = queens::solve(n, Strategy::Pruned, Limits::default()).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("n must be between 1 and 32, got {n}")
        );
    }
}

#[test]
fn a_budget_stops_naive_cleanly_and_says_how_big_the_tree_is() {
    let limits = Limits::new(Mode::All).with_budget(1000);
    let report = queens::solve(8, Strategy::Naive, limits).unwrap();
    assert_eq!(report.status, Status::BudgetExhausted);
    assert_eq!(report.stats.nodes, 1000);
    assert_eq!(report.tree_size, Some(19_173_961.0));
}

mod counting {
    use backtracking_lab::queens::count::{
        count_mirrored, count_plain, count_prefix, count_symmetric, count_symmetric_in_threads,
        count_symmetric_task, mirror_weight, symmetric_tasks,
    };
    use backtracking_lab::queens::{self, Strategy};
    use backtracking_lab::search::{Limits, Mode};
    use std::collections::BTreeMap;

    const A000170: [u64; 18] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
        95815104, 666090624,
    ];
    /// The classes of solutions under turning and mirroring (the fundamental solutions).
    const A002562: [u64; 18] = [
        1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939,
        83263591,
    ];

    #[test]
    fn the_symmetric_counter_matches_oeis_a000170_and_a002562_up_to_fourteen() {
        for n in 1..=14 {
            let count = count_symmetric(n).unwrap();
            assert_eq!(count.solutions, A000170[n - 1], "n = {n}");
            assert_eq!(count.classes, Some(A002562[n - 1]), "n = {n}");
        }
    }

    #[test]
    #[ignore = "seconds of work; run by `make bench`"]
    fn the_symmetric_counter_matches_oeis_for_fifteen_to_seventeen() {
        for n in 15..=17 {
            let count = count_symmetric_in_threads(n, 2).unwrap();
            assert_eq!(count.solutions, A000170[n - 1], "n = {n}");
            assert_eq!(count.classes, Some(A002562[n - 1]), "n = {n}");
        }
    }

    #[test]
    fn the_mirror_and_plain_counters_match_oeis_a000170_up_to_thirteen() {
        for n in 1..=13 {
            assert_eq!(count_mirrored(n).unwrap().solutions, A000170[n - 1]);
            assert_eq!(count_plain(n).unwrap().solutions, A000170[n - 1]);
        }
    }

    /// Every solution of size n, a column a row, by a plain recursion of the test's own.
    fn every_solution(n: usize) -> Vec<Vec<usize>> {
        fn place(n: usize, board: &mut Vec<usize>, found: &mut Vec<Vec<usize>>) {
            if board.len() == n {
                found.push(board.clone());
                return;
            }
            let row = board.len();
            for col in 0..n {
                let safe = board
                    .iter()
                    .enumerate()
                    .all(|(r, &c)| c != col && row - r != col.abs_diff(c));
                if safe {
                    board.push(col);
                    place(n, board, found);
                    board.pop();
                }
            }
        }
        let mut found = Vec::new();
        place(n, &mut Vec::new(), &mut found);
        found
    }

    /// The eight images of a board, as squares turned and mirrored one at a time.
    fn images(board: &[usize]) -> Vec<Vec<usize>> {
        let n = board.len();
        let squares = |b: &[usize]| {
            b.iter()
                .enumerate()
                .map(|(r, &c)| (r, c))
                .collect::<Vec<_>>()
        };
        let board_of = |squares: Vec<(usize, usize)>| {
            let mut b = vec![0; n];
            for (r, c) in squares {
                b[r] = c;
            }
            b
        };
        let turn = |b: &[usize]| {
            board_of(
                squares(b)
                    .into_iter()
                    .map(|(r, c)| (c, n - 1 - r))
                    .collect(),
            )
        };
        let mirror = |b: &[usize]| {
            board_of(
                squares(b)
                    .into_iter()
                    .map(|(r, c)| (r, n - 1 - c))
                    .collect(),
            )
        };
        let mut all = Vec::new();
        let mut b = board.to_vec();
        for _ in 0..4 {
            all.push(b.clone());
            all.push(mirror(&b));
            b = turn(&b);
        }
        all
    }

    #[test]
    fn each_class_is_counted_once_with_its_size() {
        for n in 1..=10 {
            // The classes of every solution, each by its smallest board, with their sizes.
            let mut classes: BTreeMap<Vec<usize>, u64> = BTreeMap::new();
            for board in every_solution(n) {
                let mut seen = images(&board);
                seen.sort();
                seen.dedup();
                classes.insert(seen[0].clone(), seen.len() as u64);
            }
            let count = count_symmetric(n).unwrap();
            assert_eq!(count.classes, Some(classes.len() as u64), "n = {n}");
            assert_eq!(count.solutions, classes.values().sum::<u64>(), "n = {n}");
            // The sizes that occur: 8 mostly, 4 and 2 for boards a turn keeps.
            if n == 4 {
                assert_eq!(classes.values().copied().collect::<Vec<_>>(), [2]);
            }
            if n == 10 {
                let quarter_turned = classes.values().filter(|&&size| size < 8).count();
                assert_eq!(quarter_turned, 3, "the 10 queens' classes of 4");
            }
        }
    }

    #[test]
    fn the_tasks_add_up_to_the_count_and_threads_change_nothing() {
        for n in 1..=12 {
            let whole = count_symmetric(n).unwrap();
            let tasks = symmetric_tasks(n).unwrap();
            let mut solutions = 0;
            let mut classes = 0;
            for task in &tasks {
                let part = count_symmetric_task(n, task).unwrap();
                solutions += part.solutions;
                classes += part.classes.unwrap();
            }
            assert_eq!(
                (solutions, Some(classes)),
                (whole.solutions, whole.classes),
                "n = {n}"
            );
            // A first row alone adds up its tasks too.
            let by_top: u64 = (0..n)
                .map(|top| count_symmetric_task(n, &[top]).unwrap().solutions)
                .sum();
            assert_eq!(by_top, whole.solutions, "n = {n}");
            for threads in [1, 2, 3] {
                assert_eq!(
                    count_symmetric_in_threads(n, threads).unwrap(),
                    whole,
                    "n = {n}"
                );
            }
        }
        // The left half of the top row only, each pair a start of a smallest board.
        assert!(symmetric_tasks(8).unwrap().iter().all(|task| task[0] < 4));
        assert!(symmetric_tasks(8).unwrap().contains(&vec![0, 2]));
        assert!(!symmetric_tasks(8).unwrap().contains(&vec![1, 2]));
    }

    #[test]
    fn the_plain_counter_walks_the_pruned_strategys_tree() {
        for n in 1..=10 {
            let pruned = queens::solve(n, Strategy::Pruned, Limits::new(Mode::All)).unwrap();
            let plain = count_plain(n).unwrap();
            assert_eq!(plain.nodes, pruned.stats.nodes, "n = {n}");
            assert_eq!(plain.solutions, pruned.stats.solutions, "n = {n}");
        }
    }

    #[test]
    fn the_mirror_walks_half_the_tree_and_the_whole_symmetry_under_a_quarter() {
        for n in 8..=14 {
            let plain = count_plain(n).unwrap();
            let (mirrored, symmetric) = (count_mirrored(n).unwrap(), count_symmetric(n).unwrap());
            assert_eq!(plain.solutions, mirrored.solutions);
            // Even n: exactly half of the first row's subtrees (and the root once).
            // Odd n: plus the middle column's subtree, about 1/n of the tree.
            let bound = if n % 2 == 0 {
                0.501
            } else {
                0.5 + 1.0 / n as f64
            };
            let ratio = mirrored.nodes as f64 / plain.nodes as f64;
            assert!(ratio < bound, "n = {n}: {ratio}");
            // The classes' rules cut deeper: measured 0.216 to 0.25 for n = 10 to 16.
            if n >= 10 {
                let ratio = symmetric.nodes as f64 / plain.nodes as f64;
                assert!(ratio < 0.25, "n = {n}: {ratio}");
            }
        }
    }

    #[test]
    fn two_row_prefixes_weighted_by_the_mirror_add_up_to_the_count() {
        for n in 1..=11 {
            let mut solutions = 0;
            for first in 0..n {
                for second in 0..n.max(2) {
                    let prefix: Vec<usize> = if n == 1 {
                        vec![first]
                    } else {
                        vec![first, second]
                    };
                    solutions +=
                        mirror_weight(n, first) * count_prefix(n, &prefix).unwrap().solutions;
                    if n == 1 {
                        break;
                    }
                }
            }
            assert_eq!(solutions, A000170[n - 1], "n = {n}");
        }
    }

    #[test]
    fn the_counter_refuses_what_it_cannot_count() {
        assert_eq!(
            count_symmetric(21).unwrap_err().to_string(),
            "counting all solutions goes up to n = 20, got 21"
        );
        for error in [
            count_prefix(8, &[9]).unwrap_err(),
            count_symmetric_task(8, &[1, 9]).unwrap_err(),
            count_symmetric_task(1, &[1]).unwrap_err(),
        ] {
            assert!(error.to_string().starts_with("column "), "{error}");
        }
        // A task that cannot begin a smallest board counts nothing.
        assert_eq!(count_symmetric_task(8, &[5, 0]).unwrap().solutions, 0);
        assert_eq!(count_symmetric_task(8, &[0, 0]).unwrap().solutions, 0);
    }
}
