//! A puzzle the core does not know: k rooks on an n × n board, one a row in the first k rows,
//! no two in a column. It lives outside `src/` to show that a puzzle is a `Problem` with a
//! `PuzzleBoard` and an entry of the `Puzzle` interface, and that the lane interface, the
//! wasm boundary and the command line's printer then take it without a change. `naive`
//! checks the columns at the bottom, `pruned` before placing; their trees hold n^k and
//! n!/(n − k)! leaves, and both find n!/(n − k)! solutions.

use serde::Serialize;

use backtracking_lab::lane::{Lane, PuzzleBoard, Shown, StrategyLane};
use backtracking_lab::registry::{About, Puzzle, SetupError, StrategyInfo};
use backtracking_lab::search::tree::Reference;
use backtracking_lab::search::{Cell, Clash, Conflict, Limits, Next, Problem, Rule};

/// The board and the rules of one strategy.
#[derive(Clone, Debug)]
pub struct Rooks {
    n: usize,
    k: usize,
    /// Whether a column is checked before placing (else only on the full board).
    pruned: bool,
    /// The column of each rook placed so far, row by row from the top.
    columns: Vec<u8>,
}

impl Problem for Rooks {
    type Solution = Vec<u8>;

    fn next(&mut self, _comparisons: &mut u64) -> Next {
        if self.columns.len() == self.k {
            Next::Full
        } else {
            Next::Branch {
                slot: self.columns.len(),
                candidates: (1 << self.n) - 1,
            }
        }
    }

    fn check(&self, _slot: usize, value: u8, comparisons: &mut u64) -> Option<Conflict> {
        if !self.pruned {
            return None;
        }
        self.columns.iter().enumerate().find_map(|(row, &col)| {
            *comparisons += 1;
            (col == value).then(|| Conflict {
                rule: Rule::Column,
                with: Cell::new(row as u8, col),
            })
        })
    }

    fn place(&mut self, _slot: usize, value: u8) {
        self.columns.push(value);
    }

    fn undo(&mut self, _slot: usize, _value: u8) {
        self.columns.pop();
    }

    fn checks_leaves(&self) -> bool {
        !self.pruned
    }

    fn leaf_check(&self, comparisons: &mut u64) -> Option<Clash> {
        for (a, &first) in self.columns.iter().enumerate() {
            for (b, &second) in self.columns.iter().enumerate().skip(a + 1) {
                *comparisons += 1;
                if first == second {
                    return Some(Clash {
                        rule: Rule::Column,
                        first: Cell::new(a as u8, first),
                        second: Cell::new(b as u8, second),
                    });
                }
            }
        }
        None
    }

    fn square(&self, slot: usize, value: u8) -> Cell {
        Cell::new(slot as u8, value)
    }

    fn solution(&self) -> Vec<u8> {
        self.columns.clone()
    }
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "rooks")]
struct Instance {
    n: usize,
    k: usize,
}

#[derive(Serialize)]
#[serde(tag = "puzzle", rename = "rooks")]
struct View<'a> {
    rooks: &'a [u8],
}

impl PuzzleBoard for Rooks {
    const PUZZLE: &'static str = "rooks";

    fn instance(&self) -> Shown {
        Shown::new(&Instance {
            n: self.n,
            k: self.k,
        })
    }

    fn view(&self) -> Shown {
        Shown::new(&View {
            rooks: &self.columns,
        })
    }

    fn board(&self) -> Vec<u8> {
        self.columns.clone()
    }

    fn solution_board(&self, solution: &Vec<u8>) -> Vec<u8> {
        solution.clone()
    }

    fn written(&self, solution: &Vec<u8>) -> Shown {
        Shown::new(solution)
    }

    fn reference(&self) -> Result<Reference, SetupError> {
        Ok(Reference::uniform(self.n as u64, self.k))
    }
}

/// The rooks in a registry of the test's own: setup `n k`, like `4 2`.
pub struct KRooks;

impl Puzzle for KRooks {
    fn about(&self) -> About {
        About {
            name: "rooks",
            title: "k rooks",
            setup_form: "n k",
            example: "4 2",
        }
    }

    fn strategies(&self) -> Vec<StrategyInfo> {
        ["naive", "pruned"]
            .map(|name| StrategyInfo {
                name,
                summary: None,
            })
            .to_vec()
    }

    fn lane(
        &self,
        setup: &str,
        strategy: &str,
        limits: Limits,
    ) -> Result<Box<dyn Lane>, SetupError> {
        let numbers: Vec<usize> = setup
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map_err(|_| SetupError::form(format!("a rooks setup is \"n k\"; got {setup:?}")))?;
        let [n, k] = numbers[..] else {
            return Err(SetupError::form(format!(
                "a rooks setup is \"n k\"; got {setup:?}"
            )));
        };
        if !(1..=8).contains(&n) || k > n {
            return Err(SetupError::form(format!(
                "need 1 ≤ n ≤ 8 and k ≤ n; got {setup:?}"
            )));
        }
        let pruned = match strategy {
            "naive" => false,
            "pruned" => true,
            other => return Err(SetupError::unknown_strategy(self.about().title, other)),
        };
        let rooks = Rooks {
            n,
            k,
            pruned,
            columns: Vec::new(),
        };
        // Without checks the tree is 1 + n + … + n^k nodes; pruned has no closed form here.
        let tree_size = (!pruned).then(|| (0..=k).map(|d| n.pow(d as u32)).sum::<usize>() as f64);
        Ok(StrategyLane::boxed(rooks, limits, tree_size))
    }
}
