//! Knuth's estimate of the size of a search tree, from random probes instead of a full walk.
//!
//! D. E. Knuth, "Estimating the efficiency of backtrack programs" (Mathematics of Computation
//! 29, 1975): go down one random path from the root, at each node choosing uniformly among the
//! children the strategy would really descend into (the candidates that pass its check). If
//! the nodes on the path have d1, d2, … children, 1 + d1 + d1·d2 + … is an unbiased estimate
//! of the number of nodes, since a node at depth k stands for the d1·…·dk nodes the path could
//! have reached there. The probes drive the strategy's own [`Problem`], so the tree estimated
//! is the one [`super::Search`] walks in `Mode::All`, counted as its `nodes` counter counts
//! (root plus guesses; a forced placement is no node); they estimate `comparisons` as well.
//! The interval is the normal approximation mean ± z·s/√k over k probes: it holds the truth
//! about as often as it claims on N-Queens trees, but is too narrow on heavy-tailed trees
//! (pruned search of a hard 9×9 Sudoku) until their rare, heavy probes have been drawn. Naive
//! and permutation trees have the same number of children at every node of a depth, so each
//! probe gives their closed form (exactly, while it fits a float's 53 bits). An [`Estimator`]
//! takes more probes whenever asked and is deterministic given its seed: it draws from its own
//! [`SplitMix64`], nothing from the machine.

use serde::Serialize;

use super::{Next, Problem};

/// The `z` of a two-sided 95 % normal confidence interval.
pub const Z_95: f64 = 1.959_963_984_540_054;

/// A small, fast pseudo-random generator (Steele, Lea and Flood's SplitMix64, 2014): the same
/// seed gives the same numbers on every machine, natively and in WebAssembly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound`, every one equally likely: draws that fall in the incomplete
    /// last block of `bound` values are thrown away, since keeping them would favour the
    /// small numbers. `bound` must be at least 1.
    pub fn below(&mut self, bound: u64) -> u64 {
        assert!(bound > 0, "below(0) has no number to give");
        let fair = bound * (u64::MAX / bound);
        loop {
            let draw = self.next_u64();
            if draw < fair {
                return draw % bound;
            }
        }
    }
}

/// What one probe saw.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Probe {
    /// This probe's estimate of the nodes: 1 + d1 + d1·d2 + ….
    pub nodes: f64,
    /// This probe's estimate of the comparisons: each node's own comparisons, weighted as
    /// the node is.
    pub comparisons: f64,
    /// The number of guesses on the path when it stopped (at a leaf or a dead end).
    pub depth: u32,
}

/// A mean so far, with its confidence interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// How many probes the mean is over.
    pub probes: u64,
    /// The mean of the probes: the estimate itself.
    pub mean: f64,
    /// The standard error of the mean, s/√k (s the probes' sample standard deviation); `None`
    /// under two probes.
    pub std_error: Option<f64>,
    /// The interval mean ± z·s/√k (a normal approximation), its low end raised to 1 because
    /// every tree has its root; `None` under two probes.
    pub low: Option<f64>,
    pub high: Option<f64>,
}

/// A running mean and variance (Welford's method: stable, one pass, constant memory).
#[derive(Clone, Copy, Debug, Default)]
struct Running {
    count: u64,
    mean: f64,
    /// The sum of squared differences from the mean.
    squares: f64,
}

impl Running {
    fn add(&mut self, x: f64) {
        self.count += 1;
        let delta = x - self.mean;
        self.mean += delta / self.count as f64;
        self.squares += delta * (x - self.mean);
    }

    fn estimate(&self, z: f64) -> Estimate {
        let std_error = (self.count >= 2)
            .then(|| (self.squares / (self.count - 1) as f64 / self.count as f64).sqrt());
        Estimate {
            probes: self.count,
            mean: self.mean,
            std_error,
            low: std_error.map(|e| (self.mean - z * e).max(1.0)),
            high: std_error.map(|e| self.mean + z * e),
        }
    }
}

/// Knuth's estimator for one strategy on one instance: probes from the root on demand.
///
/// Each probe starts from a copy of the root, so a probe never sees another's placements
/// (not even through a strategy that forgets to undo). The estimate assumes what every correct
/// strategy guarantees: a node's children depend only on the placements on its path.
///
/// ```
/// use backtracking_lab::queens::{self, Strategy};
/// use backtracking_lab::search::estimate::Z_95;
///
/// // Eight queens, pruned: the full walk visits 2,057 nodes.
/// let mut estimator = queens::estimator(8, Strategy::Pruned, 1).unwrap();
/// estimator.run(2_000);
/// let nodes = estimator.nodes(Z_95);
/// assert!(nodes.low.unwrap() < 2057.0 && 2057.0 < nodes.high.unwrap());
/// ```
#[derive(Clone, Debug)]
pub struct Estimator<P: Problem + Clone> {
    root: P,
    random: SplitMix64,
    nodes: Running,
    comparisons: Running,
}

impl<P: Problem + Clone> Estimator<P> {
    /// An estimator with no probe yet; `root` is the problem before any placement.
    pub fn new(root: P, seed: u64) -> Estimator<P> {
        Estimator {
            root,
            random: SplitMix64::new(seed),
            nodes: Running::default(),
            comparisons: Running::default(),
        }
    }

    /// Runs `count` more probes.
    pub fn run(&mut self, count: u64) {
        for _ in 0..count {
            self.probe();
        }
    }

    /// The number of probes so far.
    pub fn probes(&self) -> u64 {
        self.nodes.count
    }

    /// The estimate of the `nodes` counter of a full walk, with a `z` interval ([`Z_95`]).
    pub fn nodes(&self, z: f64) -> Estimate {
        self.nodes.estimate(z)
    }

    /// The estimate of the `comparisons` counter of a full walk, with a `z` interval.
    pub fn comparisons(&self, z: f64) -> Estimate {
        self.comparisons.estimate(z)
    }

    /// Runs one probe, adds it to the means, and returns what it saw.
    pub fn probe(&mut self) -> Probe {
        let mut problem = self.root.clone();
        // How many nodes of the tree the current node stands for: d1·d2·…·dk.
        let mut weight = 1.0;
        let mut nodes = 1.0;
        let mut comparisons = 0.0;
        let mut depth = 0;
        loop {
            // The comparisons the search makes at this node: asking what to fill next (and
            // placing what is forced), checking every candidate, checking a full board.
            let mut cost = 0;
            let next = loop {
                match problem.next(&mut cost) {
                    Next::Forced { slot, value, .. } => problem.place(slot, value),
                    other => break other,
                }
            };
            let mut branch = None;
            match next {
                Next::Branch { slot, candidates } => {
                    let mut passing = 0u64;
                    let mut untried = candidates;
                    while untried != 0 {
                        let value = untried.trailing_zeros() as u8;
                        untried &= untried - 1;
                        if problem.check(slot, value, &mut cost).is_none() {
                            passing |= 1 << value;
                        }
                    }
                    branch = Some((slot, passing));
                }
                Next::Full if problem.checks_leaves() => {
                    problem.leaf_check(&mut cost);
                }
                _ => {}
            }
            comparisons += weight * cost as f64;
            let Some((slot, passing)) = branch.filter(|&(_, passing)| passing != 0) else {
                break;
            };
            let children = passing.count_ones();
            weight *= children as f64;
            nodes += weight;
            let value = nth_value(passing, self.random.below(children as u64) as u32);
            problem.place(slot, value);
            depth += 1;
        }
        self.nodes.add(nodes);
        self.comparisons.add(comparisons);
        Probe {
            nodes,
            comparisons,
            depth,
        }
    }
}

/// The `index`-th value (from the lowest, counting from 0) in the bit set `values`.
fn nth_value(mut values: u64, index: u32) -> u8 {
    for _ in 0..index {
        values &= values - 1;
    }
    values.trailing_zeros() as u8
}
