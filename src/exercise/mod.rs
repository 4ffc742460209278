//! Exercises the lab checks: a task on one of the lab's tabs, a starting program, and checks
//! that run the learner's program and judge what it did.
//!
//! An [`Exercise`] is read from its JSON ([`schema`], versioned: every problem of a wrong one
//! is named, none is thrown). Each [`Check`] runs the program as a program lane runs it, on an
//! instance of the tab (its `setup`, given to the program as the tab's globals), within its
//! steps, and is judged ([`judge`]) by one of four tests: the program ran *clean*; its
//! *output* equals, contains or ends in a number; the *result* of a call of the learner's
//! function is judged by the puzzle's own validator (each board a solution, none twice, as
//! many as the lab's strategy finds); its *cost* in nodes (calls of the recursive function) or
//! steps is within a number, a factor of a strategy's, or under another program's. The
//! numbers a strategy gives come from a [`Referee`]: the strategies run on the page's core,
//! and the program lanes' core has none, so whoever runs the checks gives them.

pub mod judge;
pub mod schema;

use std::collections::BTreeMap;

use serde::Serialize;

use crate::lane::Lane;
use crate::program::ProgramLane;
use crate::python::Value;
use crate::registry::{self, SetupError};

pub use judge::{Verdict, Why};
pub use schema::Problem;

/// The version of the exercise JSON this core reads.
pub const VERSION: u64 = 1;

/// The variables the lab appends to a program for a check with a call: the call's result, and
/// the board of it the puzzle's reader is reading.
const RESULT: &str = "_lab_result";
const BOARD: &str = "_lab_board";

/// A text in one or more of the lab's languages, by language (`en`, `ru`, `zh`).
pub type Texts = BTreeMap<String, String>;

/// A task with checks.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Exercise {
    /// The tab it is set on: a puzzle's name, or `program` for your own problem.
    pub tab: String,
    pub title: Texts,
    /// The task, in a small Markdown subset.
    pub statement: Texts,
    /// The program the learner starts from.
    pub start: String,
    pub checks: Vec<Check>,
}

/// One check: a test of one run of the program.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Check {
    pub test: Test,
    /// The instance, as the tab writes it (N-Queens `8`, a Sudoku grid): the program gets it
    /// as the tab's globals.
    pub setup: String,
    /// A call of the learner's function made after the program has run (`solve(n)`).
    pub call: Option<String>,
    /// The steps the run may take.
    pub steps: u64,
    pub weight: f64,
    /// Run on an instance the learner does not see; its verdict says only passed or failed.
    pub hidden: bool,
}

/// What a check judges.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Test {
    /// No error, within the steps.
    Clean,
    /// The printed output.
    Output { expected: Expected },
    /// The call's result, judged by the puzzle; `of` names the strategy whose count of
    /// solutions is the truth (for `count` and `all`).
    Result { judge: Judge, of: Option<String> },
    /// The run's nodes or steps.
    Cost { measure: Measure, limit: Limit },
}

/// What the output must be.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Expected {
    /// The whole output, but for the whitespace at its ends.
    Equals(String),
    Contains(String),
    /// The last whole number printed.
    Number(Number),
}

/// A number given, or one a strategy finds on the check's instance.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Number {
    Given(i64),
    Solutions(String),
    Nodes(String),
}

/// How the boards a call returned are judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Judge {
    /// As many boards as there are solutions.
    Count,
    /// At least one board, each a solution.
    Valid,
    /// Every solution, each once: each board a solution, none twice, as many as there are.
    All,
    /// One board, a solution.
    First,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Measure {
    /// Calls of the recursive function.
    Nodes,
    Steps,
}

/// The most a run may cost.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Limit {
    AtMost(u64),
    /// At most `times` what `strategy` needs on the same instance.
    Times {
        strategy: String,
        times: f64,
    },
    /// Fewer than another program needs on the same instance (lesson 003's D against C).
    FewerThan(String),
}

/// What a strategy finds on an instance, searching the whole tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Reference {
    pub solutions: u64,
    pub nodes: u64,
}

/// Whoever gives the numbers of the lab's strategies.
pub trait Referee {
    fn reference(&self, tab: &str, setup: &str, strategy: &str) -> Result<Reference, SetupError>;
}

/// The strategies of this core, each run over its whole tree.
#[cfg(feature = "strategies")]
pub struct Strategies;

#[cfg(feature = "strategies")]
impl Referee for Strategies {
    fn reference(&self, tab: &str, setup: &str, strategy: &str) -> Result<Reference, SetupError> {
        let stats = registry::puzzle(tab)?.walk(setup, strategy)?;
        Ok(Reference {
            solutions: stats.solutions,
            nodes: stats.nodes,
        })
    }
}

/// Numbers given by whoever ran the strategies (the page's core): `(setup, strategy)` each.
#[derive(Clone, Debug, Default)]
pub struct Given(pub Vec<(String, String, Reference)>);

impl Referee for Given {
    fn reference(&self, _tab: &str, setup: &str, strategy: &str) -> Result<Reference, SetupError> {
        self.0
            .iter()
            .find(|(s, st, _)| s == setup && st == strategy)
            .map(|&(_, _, reference)| reference)
            .ok_or_else(|| {
                SetupError::unsupported(format!("no numbers of {strategy} on {setup:?} were given"))
            })
    }
}

impl Exercise {
    /// The strategies' numbers each check needs, as `(setup, strategy)`, each once.
    pub fn references(&self) -> Vec<(String, String)> {
        let mut wanted: Vec<(String, String)> = Vec::new();
        for check in &self.checks {
            let strategy = match &check.test {
                Test::Output {
                    expected: Expected::Number(Number::Solutions(s) | Number::Nodes(s)),
                } => Some(s),
                Test::Result { of, .. } => of.as_ref(),
                Test::Cost {
                    limit: Limit::Times { strategy, .. },
                    ..
                } => Some(strategy),
                _ => None,
            };
            if let Some(strategy) = strategy {
                let pair = (check.setup.clone(), strategy.clone());
                if !wanted.contains(&pair) {
                    wanted.push(pair);
                }
            }
        }
        wanted
    }

    /// Runs check `index` on `program` and judges it.
    pub fn check(&self, index: usize, program: &str, referee: &dyn Referee) -> Verdict {
        let check = &self.checks[index];
        let verdict = |why| Verdict::new(index, check, why);
        let run = match Run::of(&self.tab, check, program) {
            Ok(run) => run,
            Err(error) => {
                return verdict(Why::Setup {
                    message: error.message,
                })
            }
        };
        verdict(judge::judge(self, check, &run, referee))
    }

    /// Runs every check on `program`: the verdicts and the score, from 0 to 1 (each check
    /// weighs its weight).
    pub fn check_all(&self, program: &str, referee: &dyn Referee) -> (Vec<Verdict>, f64) {
        let verdicts: Vec<Verdict> = (0..self.checks.len())
            .map(|i| self.check(i, program, referee))
            .collect();
        let score = score(&verdicts);
        (verdicts, score)
    }
}

/// The share of the checks' weight that passed.
pub fn score(verdicts: &[Verdict]) -> f64 {
    // Folded from 0: a sum of no floats is -0, which prints as "-0".
    let total = verdicts.iter().fold(0.0, |sum, v| sum + v.weight);
    let passed = verdicts
        .iter()
        .filter(|v| v.passed)
        .fold(0.0, |sum, v| sum + v.weight);
    if total > 0.0 {
        passed / total
    } else {
        0.0
    }
}

/// One run of a program for a check: the lane at its end.
pub struct Run {
    pub lane: ProgramLane,
}

impl Run {
    /// The program on the check's instance, its call (if any) appended as a line of its own.
    pub fn of(tab: &str, check: &Check, program: &str) -> Result<Run, SetupError> {
        Run::program(
            tab,
            &check.setup,
            check.call.as_deref(),
            check.steps,
            program,
        )
    }

    pub fn program(
        tab: &str,
        setup: &str,
        call: Option<&str>,
        steps: u64,
        program: &str,
    ) -> Result<Run, SetupError> {
        let puzzle = registry::puzzle(tab)?;
        let text = match call {
            Some(call) => format!("{program}\n{RESULT} = {call}; {BOARD} = None\n"),
            None => program.to_string(),
        };
        let mut lane = ProgramLane::new(puzzle, setup, &text, steps)?;
        while lane.advance(1 << 24) > 0 {}
        Ok(Run { lane })
    }

    /// What the call returned, if the program got as far as making it.
    pub fn result(&self) -> Option<&Value> {
        self.lane.machine().global(RESULT)
    }
}
