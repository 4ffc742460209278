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
        count_plain, count_prefix, count_symmetric, mirror_weight,
    };
    use backtracking_lab::queens::{self, Strategy};
    use backtracking_lab::search::{Limits, Mode};

    const A000170: [u64; 18] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
        95815104, 666090624,
    ];

    #[test]
    fn the_symmetric_counter_matches_oeis_a000170_up_to_fourteen() {
        for n in 1..=14 {
            assert_eq!(
                count_symmetric(n).unwrap().solutions,
                A000170[n - 1],
                "n = {n}"
            );
        }
    }

    #[test]
    #[ignore = "seconds of work; run by `make bench`"]
    fn the_symmetric_counter_matches_oeis_a000170_for_fifteen_and_sixteen() {
        for n in 15..=16 {
            assert_eq!(
                count_symmetric(n).unwrap().solutions,
                A000170[n - 1],
                "n = {n}"
            );
        }
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
    fn symmetry_walks_half_the_tree_plus_the_middle_column() {
        for n in 8..=12 {
            let (plain, symmetric) = (count_plain(n).unwrap(), count_symmetric(n).unwrap());
            assert_eq!(plain.solutions, symmetric.solutions);
            // Even n: exactly half of the first row's subtrees (and the root once).
            // Odd n: plus the middle column's subtree, about 1/n of the tree.
            let bound = if n % 2 == 0 {
                0.501
            } else {
                0.5 + 1.0 / n as f64
            };
            let ratio = symmetric.nodes as f64 / plain.nodes as f64;
            assert!(ratio < bound, "n = {n}: {ratio}");
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
        assert_eq!(
            count_prefix(8, &[9]).unwrap_err().to_string(),
            "column 9 is not on a board of size 8 (columns 0 to 7)"
        );
    }
}
