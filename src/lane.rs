//! One lane of the race: the interface the page and the command line drive every lane
//! through, whatever it searches.
//!
//! A [`Lane`] advances a given number of events (or until an event of some kind), forks at its
//! current step, and tells its counters, its last event, its status, the board's
//! [`view`](Lane::view) and the [`instance`](Lane::instance) it searches, its first solution,
//! its search tree and an estimate of the tree's size. A [`StrategyLane`] is the first kind: a
//! puzzle's [`Problem`] on the engine's [`Search`], for any problem that says how its board is
//! shown ([`PuzzleBoard`]). Everything a lane shows crosses as JSON text ([`Shown`]), so the
//! wasm boundary converts without knowing which puzzle it holds; [`crate::registry`] builds lanes
//! by the puzzle's name.

use std::sync::Arc;

use serde::Serialize;

use crate::search::estimate::{Estimate, Estimator};
use crate::search::tree::{Reference, Tree};
use crate::search::{Event, Limits, Problem, Search, Stats, Status};
use crate::setup::SetupError;

/// Something a lane shows, as JSON text: serialised once, where it is made, so that the wasm
/// boundary hands JavaScript one `JSON.parse` and the command line writes it as it is. Every
/// view goes through one serialiser, serde_json's (a boxed `dyn Serialize` carried an erased
/// copy of each serialiser it met, some 60 KB of the program core).
#[derive(Clone, Debug, PartialEq)]
pub struct Shown(String);

impl Shown {
    /// `value` as JSON text. The lanes' views are plain data, which serialises to JSON
    /// whatever it holds; `null` if one ever could not.
    pub fn new<T: Serialize + ?Sized>(value: &T) -> Shown {
        Shown(serde_json::to_string(value).unwrap_or_else(|_| "null".into()))
    }

    /// The JSON text.
    pub fn text(&self) -> &str {
        &self.0
    }

    /// As a JSON value (the command line's rows, tests).
    pub fn value(&self) -> serde_json::Value {
        serde_json::from_str(&self.0).unwrap_or_default()
    }

    /// A number as JSON, in Rust's shortest form that reads back the same, `null` if it is
    /// not finite. A float goes into a view this way, not through serde_json, whose float
    /// writer carries tables of its own (13,700 bytes of the program core, gzipped).
    pub fn number(x: f64) -> Shown {
        Shown(if x.is_finite() {
            format!("{x}")
        } else {
            "null".into()
        })
    }

    /// An empty JSON object, for [`Shown::with_field`] to fill.
    pub fn object() -> Shown {
        Shown("{}".into())
    }

    /// A JSON array of these.
    pub fn array(items: impl IntoIterator<Item = Shown>) -> Shown {
        let items: Vec<String> = items.into_iter().map(|item| item.0).collect();
        Shown(format!("[{}]", items.join(",")))
    }

    /// This object with one more field, `name`, at its end (a program's board with the clash
    /// its puzzle found in it); anything but an object stays as it is.
    pub fn with_field(self, name: &str, value: &Shown) -> Shown {
        let Some(fields) = self.0.strip_prefix('{').and_then(|t| t.strip_suffix('}')) else {
            return self;
        };
        let comma = if fields.is_empty() { "" } else { "," };
        let name = Shown::new(name);
        Shown(format!("{{{fields}{comma}{}:{}}}", name.0, value.0))
    }
}

/// Everything the page races, seen through one interface.
pub trait Lane {
    /// The name of the puzzle this lane searches (as in [`crate::registry::PUZZLES`]).
    fn puzzle(&self) -> &'static str;
    /// Runs up to `count` events; returns how many ran (fewer only if the lane ended).
    fn advance(&mut self, count: u64) -> u64;
    /// Runs until an event of kind `kind` (see [`Event::kind`]) or the end, at most `limit`
    /// events; returns how many ran.
    fn advance_until(&mut self, kind: &str, limit: u64) -> u64 {
        let mut done = 0;
        while done < limit && self.advance(1) == 1 {
            done += 1;
            if self.last_kind() == kind {
                break;
            }
        }
        done
    }
    /// An independent copy at the current step.
    fn fork(&self) -> Box<dyn Lane>;
    /// The counters so far.
    fn stats(&self) -> &Stats;
    /// The number of events run so far.
    fn steps(&self) -> u64;
    /// The current depth.
    fn depth(&self) -> usize;
    /// How the lane stands: running until its last event is behind it.
    fn status(&self) -> Status;
    fn is_done(&self) -> bool {
        self.status() != Status::Running
    }
    /// The kind of the last event, or `""` before the first.
    fn last_kind(&self) -> &'static str;
    /// The last event, or `None` before the first.
    fn last_event(&self) -> Option<Shown>;
    /// What stays the same for the whole run, tagged with the puzzle's name.
    fn instance(&self) -> Shown;
    /// The board now, for drawing it, tagged with the puzzle's name.
    fn view(&self) -> Shown;
    /// The board now, as bytes (the puzzle's module documents their form).
    fn board(&self) -> Vec<u8>;
    /// The first solution found in the form of [`board`](Lane::board); empty while none.
    fn solution_board(&self) -> Vec<u8>;
    /// The first solution as people write it (the command line's JSON, "solve now").
    fn solution(&self) -> Option<Shown>;
    /// The nodes of the whole tree, where a closed form (or a count) is known.
    fn tree_size(&self) -> Option<f64>;
    /// The search tree this lane walks from its root, at most `limit` nodes and cuts.
    fn search_tree(&self, limit: usize) -> Result<Tree, SetupError>;
    /// What this kind of lane shows beyond its board (a program's frames, variables and
    /// output), or `None`.
    fn details(&self) -> Option<Shown> {
        None
    }
    /// Knuth's estimate of this lane's tree, before its first probe; the same seed gives
    /// the same probes. An error for a lane that cannot be probed (a program).
    fn estimate(&self, seed: u64) -> Result<Box<dyn TreeEstimate>, SetupError>;
}

/// Knuth's estimate of one tree, refined a few probes at a time.
pub trait TreeEstimate {
    /// Runs `probes` more probes.
    fn run(&mut self, probes: u64);
    /// The estimate of the nodes so far, with its `z` interval.
    fn nodes(&self, z: f64) -> Estimate;
}

impl<P: Problem + Clone> TreeEstimate for Estimator<P> {
    fn run(&mut self, probes: u64) {
        Estimator::run(self, probes)
    }

    fn nodes(&self, z: f64) -> Estimate {
        Estimator::nodes(self, z)
    }
}

/// What a puzzle's problem tells a lane about its board: how it is shown, written and priced.
pub trait PuzzleBoard: Problem + Clone + 'static {
    /// The puzzle's name, the tag of its instance and view.
    const PUZZLE: &'static str;
    /// What stays the same for the whole run.
    fn instance(&self) -> Shown;
    /// The board now, for drawing it.
    fn view(&self) -> Shown;
    /// The board now, as bytes.
    fn board(&self) -> Vec<u8>;
    /// A solution in the form of [`board`](PuzzleBoard::board).
    fn solution_board(&self, solution: &Self::Solution) -> Vec<u8>;
    /// A solution as people write it.
    fn written(&self, solution: &Self::Solution) -> Shown;
    /// The tree the search would walk without its checks, which prices each cut; an error
    /// where no such tree has the same branching at every depth.
    fn reference(&self) -> Result<Reference, SetupError>;
}

/// A puzzle's instance as it stands before the first placement: what stays the same for the
/// whole run and the board it starts from. A program lane on the puzzle's tab draws it under
/// (or in place of) the program's own board; it needs no search, so the program lanes' core,
/// which has no strategies, has it too.
pub trait Start {
    /// What stays the same for the whole run, tagged with the puzzle's name.
    fn instance(&self) -> Shown;
    /// The board before the first placement, for drawing it.
    fn view(&self) -> Shown;
}

impl<P: PuzzleBoard> Start for P {
    fn instance(&self) -> Shown {
        PuzzleBoard::instance(self)
    }

    fn view(&self) -> Shown {
        PuzzleBoard::view(self)
    }
}

/// A strategy lane: one puzzle's problem on the engine's search loop.
#[derive(Clone)]
pub struct StrategyLane<P: PuzzleBoard> {
    search: Search<P>,
    /// The problem before its first placement, for the search tree and the estimate.
    root: Arc<P>,
    /// The nodes of the strategy's whole tree, where known.
    tree_size: Option<f64>,
    /// The event returned by the last step.
    last: Option<Event>,
}

impl<P: PuzzleBoard> StrategyLane<P> {
    /// A lane at its root.
    pub fn new(problem: P, limits: Limits, tree_size: Option<f64>) -> StrategyLane<P> {
        StrategyLane {
            root: Arc::new(problem.clone()),
            search: Search::new(problem, limits),
            tree_size,
            last: None,
        }
    }

    /// The same, boxed behind the lane interface.
    pub fn boxed(problem: P, limits: Limits, tree_size: Option<f64>) -> Box<dyn Lane> {
        Box::new(StrategyLane::new(problem, limits, tree_size))
    }

    /// The search itself (for tests that look at the problem's own state).
    pub fn search(&self) -> &Search<P> {
        &self.search
    }
}

impl<P: PuzzleBoard> Lane for StrategyLane<P> {
    fn puzzle(&self) -> &'static str {
        P::PUZZLE
    }

    fn advance(&mut self, count: u64) -> u64 {
        // Every step but the last runs on the engine's own loop, which drops the events no one
        // reads; only the last event of a call is kept. A run that ends in the loop ended on
        // its `End` event.
        if count == 0 {
            return 0;
        }
        let done = self.search.advance(count - 1);
        if self.search.is_done() {
            if done > 0 {
                self.last = Some(Event::End {
                    status: self.search.status(),
                });
            }
            return done;
        }
        self.last = Some(self.search.step());
        done + 1
    }

    fn fork(&self) -> Box<dyn Lane> {
        Box::new(self.clone())
    }

    fn stats(&self) -> &Stats {
        self.search.stats()
    }

    fn steps(&self) -> u64 {
        self.search.steps()
    }

    fn depth(&self) -> usize {
        self.search.depth()
    }

    fn status(&self) -> Status {
        self.search.status()
    }

    fn is_done(&self) -> bool {
        self.search.is_done()
    }

    fn last_kind(&self) -> &'static str {
        self.last.as_ref().map_or("", Event::kind)
    }

    fn last_event(&self) -> Option<Shown> {
        self.last.as_ref().map(Shown::new)
    }

    fn instance(&self) -> Shown {
        PuzzleBoard::instance(self.search.problem())
    }

    fn view(&self) -> Shown {
        PuzzleBoard::view(self.search.problem())
    }

    fn board(&self) -> Vec<u8> {
        self.search.problem().board()
    }

    fn solution_board(&self) -> Vec<u8> {
        let problem = self.search.problem();
        self.search
            .first_solution()
            .map(|solution| problem.solution_board(solution))
            .unwrap_or_default()
    }

    fn solution(&self) -> Option<Shown> {
        let problem = self.search.problem();
        self.search
            .first_solution()
            .map(|solution| problem.written(solution))
    }

    fn tree_size(&self) -> Option<f64> {
        self.tree_size
    }

    fn search_tree(&self, limit: usize) -> Result<Tree, SetupError> {
        let reference = self.root.reference()?;
        let fresh = Search::new((*self.root).clone(), self.search.limits());
        Ok(Tree::record(fresh, reference, limit))
    }

    fn estimate(&self, seed: u64) -> Result<Box<dyn TreeEstimate>, SetupError> {
        Ok(Box::new(Estimator::new((*self.root).clone(), seed)))
    }
}
