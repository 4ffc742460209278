//! Knuth's tree-size estimate against trees the core walks in full.
//!
//! Every seed is fixed, so each test gives the same answer on every run and every machine;
//! the checks are statistical in design (an interval should hold the truth) but deterministic
//! in fact. Intervals in the pass/fail checks are wide (z = 3.29, 99.9 %) so that a correct
//! estimator passes for almost any seed, and a biased one fails by far.

use backtracking_lab::queens::{self, Strategy};
use backtracking_lab::search::estimate::{Estimate, Estimator, SplitMix64, Z_95};
use backtracking_lab::search::{Limits, Mode, Problem};
use backtracking_lab::sudoku::{self, Grid, Sudoku};

const Z_999: f64 = 3.290_526_731_491_926;

fn queens_exact(n: usize, strategy: Strategy) -> (u64, u64) {
    let report = queens::solve(n, strategy, Limits::new(Mode::All)).unwrap();
    (report.stats.nodes, report.stats.comparisons)
}

fn contains(estimate: &Estimate, exact: u64) -> bool {
    let exact = exact as f64;
    estimate.low.unwrap() <= exact && exact <= estimate.high.unwrap()
}

#[test]
fn splitmix64_gives_the_published_sequence() {
    // The first outputs of the reference implementation (Vigna's splitmix64.c) from 0.
    let mut random = SplitMix64::new(0);
    assert_eq!(random.next_u64(), 0xE220_A839_7B1D_CDAF);
    assert_eq!(random.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    assert_eq!(random.next_u64(), 0x06C4_5D18_8009_454F);
}

#[test]
fn below_is_in_range_and_even_handed() {
    let mut random = SplitMix64::new(2026);
    for bound in 1..=9u64 {
        let draws = 9_000 * bound;
        let mut counts = vec![0u64; bound as usize];
        for _ in 0..draws {
            counts[random.below(bound) as usize] += 1;
        }
        // Pearson's chi-square with bound - 1 degrees of freedom; 30 is far beyond the 99.9 %
        // point for 8 of them (26.1), and a biased choice (say, always 0) gives thousands.
        let expected = 9_000.0;
        let chi2: f64 = counts
            .iter()
            .map(|&c| (c as f64 - expected).powi(2) / expected)
            .sum();
        assert!(chi2 < 30.0, "bound {bound}: {counts:?}");
    }
}

#[test]
fn naive_and_permutation_probes_are_exact_for_queens() {
    // Every node at depth k of these trees has the same number of children, so every probe
    // computes the closed form.
    for n in 1..=10 {
        for strategy in [Strategy::Naive, Strategy::Permutation] {
            let mut estimator = queens::estimator(n, strategy, n as u64).unwrap();
            estimator.run(25);
            let estimate = estimator.nodes(Z_95);
            assert_eq!(estimate.probes, 25);
            assert_eq!(Some(estimate.mean), strategy.tree_size(n), "n = {n}");
            assert_eq!(estimate.std_error, Some(0.0), "n = {n}");
        }
    }
    // And the closed form is what the search walks.
    for n in 1..=6 {
        for strategy in [Strategy::Naive, Strategy::Permutation] {
            let exact = queens_exact(n, strategy).0 as f64;
            assert_eq!(strategy.tree_size(n), Some(exact));
        }
    }
}

#[test]
fn pruned_interval_holds_the_walked_node_count_for_four_to_ten_queens() {
    for n in 4..=10 {
        for strategy in [Strategy::Pruned, Strategy::Occupancy] {
            let (nodes, comparisons) = queens_exact(n, strategy);
            let mut estimator = queens::estimator(n, strategy, 1975 + n as u64).unwrap();
            estimator.run(4_000);
            let estimate = estimator.nodes(Z_999);
            let name = strategy.name();
            assert!(
                contains(&estimate, nodes),
                "{name}, n = {n}: {estimate:?} vs {nodes}"
            );
            // The interval is informative, not just wide: within 10 % of the truth.
            assert!(
                estimate.high.unwrap() < 1.1 * nodes as f64,
                "{name}, n = {n}"
            );
            assert!(
                estimate.low.unwrap() > 0.9 * nodes as f64,
                "{name}, n = {n}"
            );
            let estimate = estimator.comparisons(Z_999);
            assert!(
                contains(&estimate, comparisons),
                "{name}, n = {n}: {estimate:?}"
            );
        }
    }
}

#[test]
fn the_95_percent_interval_holds_the_truth_about_95_times_in_100() {
    // 200 independent estimators of 8 queens' pruned tree, 300 probes each.
    let (nodes, _) = queens_exact(8, Strategy::Pruned);
    let mut inside = 0;
    let mut total = 0.0;
    for seed in 0..200 {
        let mut estimator = queens::estimator(8, Strategy::Pruned, seed).unwrap();
        estimator.run(300);
        let estimate = estimator.nodes(Z_95);
        inside += contains(&estimate, nodes) as u32;
        total += estimate.mean;
    }
    // Binomial(200, 0.95) falls below 180 with probability under 0.2 %.
    assert!((180..=200).contains(&inside), "{inside} of 200");
    // The estimator is unbiased: the mean of 60,000 probes is close.
    let mean = total / 200.0;
    assert!(
        (mean / nodes as f64 - 1.0).abs() < 0.01,
        "{mean} vs {nodes}"
    );
}

#[test]
fn occupancy_estimates_the_same_tree_as_pruned_at_a_lower_cost() {
    let mut pruned = queens::estimator(9, Strategy::Pruned, 7).unwrap();
    let mut occupancy = queens::estimator(9, Strategy::Occupancy, 7).unwrap();
    pruned.run(500);
    occupancy.run(500);
    // Same children at every node and the same draws: the same probes, bit for bit.
    assert_eq!(pruned.nodes(Z_95), occupancy.nodes(Z_95));
    assert!(occupancy.comparisons(Z_95).mean < pruned.comparisons(Z_95).mean);
}

#[test]
fn the_same_seed_gives_the_same_estimate_and_more_probes_can_be_asked_for() {
    let mut once = queens::estimator(10, Strategy::Pruned, 42).unwrap();
    once.run(300);
    let mut in_steps = queens::estimator(10, Strategy::Pruned, 42).unwrap();
    for count in [1, 9, 90, 200] {
        in_steps.run(count);
    }
    assert_eq!(in_steps.probes(), 300);
    assert_eq!(once.nodes(Z_95), in_steps.nodes(Z_95));
    assert_eq!(once.comparisons(Z_95), in_steps.comparisons(Z_95));
    let mut other = queens::estimator(10, Strategy::Pruned, 43).unwrap();
    other.run(300);
    assert_ne!(once.nodes(Z_95).mean, other.nodes(Z_95).mean);
}

#[test]
fn one_probe_has_no_interval_yet() {
    let mut estimator = queens::estimator(6, Strategy::Pruned, 1).unwrap();
    assert_eq!(estimator.nodes(Z_95).probes, 0);
    let probe = estimator.probe();
    assert!(probe.depth <= 6);
    assert!(probe.nodes >= 1.0 + probe.depth as f64);
    let estimate = estimator.nodes(Z_95);
    assert_eq!(
        (estimate.mean, estimate.std_error, estimate.low),
        (probe.nodes, None, None)
    );
}

/// The exact node count of a Sudoku strategy's whole tree, walked by the core.
fn sudoku_exact(grid: &Grid, strategy: sudoku::Strategy) -> u64 {
    sudoku::solve(grid, strategy, Limits::new(Mode::All))
        .unwrap()
        .stats
        .nodes
}

fn sudoku_estimator(grid: &Grid, strategy: sudoku::Strategy, seed: u64) -> Estimator<Sudoku> {
    Estimator::new(Sudoku::new(grid.clone(), strategy).unwrap(), seed)
}

const FOUR_BY_FOUR: [&str; 3] = ["1..4.41..14.4..1", "1...............", "................"];

#[test]
fn sudoku_naive_and_permutation_probes_are_exact() {
    for line in FOUR_BY_FOUR {
        let grid = Grid::parse(line).unwrap();
        for strategy in [sudoku::Strategy::Naive, sudoku::Strategy::Permutation] {
            let mut estimator = sudoku_estimator(&grid, strategy, 3);
            estimator.run(20);
            let estimate = estimator.nodes(Z_95);
            assert_eq!(Some(estimate.mean), strategy.tree_size(&grid), "{line}");
            assert_eq!(estimate.std_error, Some(0.0), "{line}");
        }
    }
    // The first puzzle is small enough to walk naively: the closed form is the walk.
    let grid = Grid::parse(FOUR_BY_FOUR[0]).unwrap();
    for strategy in [sudoku::Strategy::Naive, sudoku::Strategy::Permutation] {
        let exact = sudoku_exact(&grid, strategy) as f64;
        assert_eq!(strategy.tree_size(&grid), Some(exact));
    }
}

#[test]
fn sudoku_interval_holds_the_walked_node_count_for_every_checking_strategy() {
    for line in FOUR_BY_FOUR {
        let grid = Grid::parse(line).unwrap();
        for strategy in [
            sudoku::Strategy::Pruned,
            sudoku::Strategy::Candidates,
            sudoku::Strategy::Propagation,
        ] {
            let exact = sudoku_exact(&grid, strategy);
            let mut estimator = sudoku_estimator(&grid, strategy, 11);
            estimator.run(4_000);
            let estimate = estimator.nodes(Z_999);
            let name = strategy.name();
            assert!(
                contains(&estimate, exact),
                "{line} {name}: {estimate:?} vs {exact}"
            );
            assert!(estimate.high.unwrap() < 1.2 * exact as f64, "{line} {name}");
        }
    }
}

#[test]
fn propagation_counts_guesses_not_forced_digits() {
    // A puzzle that propagation solves without a single guess: its tree is the root alone,
    // and every probe says so, although each probe places digits.
    let grid = Grid::parse("1.343.122.43.321").unwrap();
    let walked = sudoku::solve(&grid, sudoku::Strategy::Propagation, Limits::new(Mode::All))
        .unwrap()
        .stats;
    assert_eq!(walked.nodes, 1);
    assert!(walked.forced > 0);
    let mut estimator = sudoku_estimator(&grid, sudoku::Strategy::Propagation, 5);
    estimator.run(10);
    assert_eq!(estimator.nodes(Z_95).mean, 1.0);
    assert_eq!(estimator.nodes(Z_95).std_error, Some(0.0));
    // The comparisons of that one node are counted exactly too.
    assert_eq!(estimator.comparisons(Z_95).mean, walked.comparisons as f64);
}

#[test]
fn a_probe_leaves_the_root_as_it_was() {
    let root = Sudoku::new(
        Grid::parse(FOUR_BY_FOUR[1]).unwrap(),
        sudoku::Strategy::Pruned,
    )
    .unwrap();
    let before = root.grid().clone();
    let mut estimator = Estimator::new(root.clone(), 9);
    estimator.run(50);
    assert_eq!(root.grid(), &before);
    assert_eq!(root.solution(), before);
}
