//! The shared vocabulary of backtracking and the one search loop every strategy runs.
//!
//! A puzzle (N-Queens, Sudoku) describes its rules through the [`Problem`] trait: which slot
//! to fill next and with which candidates, whether a candidate conflicts before it is placed,
//! how to place and undo it, and whether a full board passes its check at the bottom.
//! [`Search`] turns those rules into the textbook loop, *try, check, place, descend, undo*,
//! written as an explicit-stack state machine instead of recursion, so that it can stop after
//! any [`Event`] and resume: the page animates it event by event, the command line runs it to
//! the end. It also keeps the [`Stats`] the lessons are about, and it honours [`Limits`]: stop
//! at the first solution or at a cap, and stop cleanly when a budget of nodes is spent.
//! [`estimate`] guesses the size of a tree too big to walk from random probes down it;
//! [`tree`] rebuilds the tree a small run walked from its events, for drawing.

pub mod estimate;
pub mod tree;

use serde::Serialize;

/// A square of the board: `row` and `col` count from 0 at the top left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Cell {
    pub row: u8,
    pub col: u8,
}

impl Cell {
    pub const fn new(row: u8, col: u8) -> Cell {
        Cell { row, col }
    }
}

impl std::fmt::Display for Cell {
    /// Rows and columns as a person counts them: `r1c1` is the top-left square.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

/// The rule a conflict breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    /// Two pieces in the same row (Sudoku; queens never share a row by construction).
    Row,
    /// Two pieces in the same column.
    Column,
    /// Two queens on the same diagonal, running down to the right (`row - col` constant).
    Diagonal,
    /// Two queens on the same anti-diagonal, running down to the left (`row + col` constant).
    AntiDiagonal,
    /// Two equal digits in the same Sudoku box.
    Box,
    /// A knight's move that would leave the board. The move has no square to name, so the
    /// conflict names the square the knight stands on (see [`crate::knights`]).
    OffBoard,
    /// A knight's move onto a square the tour has already visited.
    Visited,
    /// A knight's move after which an unvisited square has no way in left: the conflict names
    /// that square, which the tour could then never reach.
    Stranded,
    /// A closed tour whose last square is not a knight's move from its start.
    Closing,
    /// Two squares a program's tour visits one after the other that are not a knight's move
    /// apart (the strategies only ever make knight's moves).
    Move,
    /// The two ends of an edge share a colour (graph colouring).
    Edge,
    /// A cell whose letter is not the word's letter at that point of the path (word search).
    Letter,
    /// A pass of a program's loop over its candidates that did not call the function again:
    /// a condition of the program's skipped it (the stub names its line).
    Condition,
    /// A call of a program's `@lru_cache` function answered from its cache: the stub stands
    /// for the subtree of calls its kept result took, which the search did not walk again.
    Cached,
}

impl Rule {
    pub fn name(self) -> &'static str {
        match self {
            Rule::Row => "row",
            Rule::Column => "column",
            Rule::Diagonal => "diagonal",
            Rule::AntiDiagonal => "anti-diagonal",
            Rule::Box => "box",
            Rule::OffBoard => "off-board",
            Rule::Visited => "visited",
            Rule::Stranded => "stranded",
            Rule::Closing => "closing",
            Rule::Move => "move",
            Rule::Edge => "edge",
            Rule::Letter => "letter",
            Rule::Condition => "condition",
            Rule::Cached => "cached",
        }
    }
}

/// Why a candidate was rejected before descending: the rule it breaks and the piece already on
/// the board that it collides with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Conflict {
    pub rule: Rule,
    pub with: Cell,
}

/// A pair of pieces on a full board that break a rule: what a failed leaf check found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Clash {
    pub rule: Rule,
    pub first: Cell,
    pub second: Cell,
}

/// Why a placement was forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reason {
    /// The cell has a single candidate left (a naked single).
    NakedSingle,
    /// The digit has a single place left in this row, column or box (a hidden single).
    HiddenSingle { unit: Rule },
}

/// How a run ended, or that it has not ended yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Still searching.
    Running,
    /// Stopped at the first solution, as asked.
    FirstSolution,
    /// Stopped after finding as many solutions as the cap allows.
    CapReached,
    /// Walked the whole tree and found at least one solution.
    Finished,
    /// Walked the whole tree and found none.
    NoSolution,
    /// Stopped because the budget of nodes was spent.
    BudgetExhausted,
    /// A program lane's program raised an error.
    Error,
    /// A program lane's program reached its limit of steps: it "did not fit".
    StepLimit,
}

impl Status {
    /// The name the page, the JSON output and the tests use.
    pub fn name(self) -> &'static str {
        match self {
            Status::Running => "running",
            Status::FirstSolution => "first_solution",
            Status::CapReached => "cap_reached",
            Status::Finished => "finished",
            Status::NoSolution => "no_solution",
            Status::BudgetExhausted => "budget_exhausted",
            Status::Error => "error",
            Status::StepLimit => "step_limit",
        }
    }
}

/// One thing that happened in the search. Every call of [`Search::step`] returns exactly one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// A candidate is considered for a square.
    Try { at: Cell, value: u8 },
    /// The candidate breaks a rule and is dropped before descending: its subtree is cut.
    Reject {
        at: Cell,
        value: u8,
        conflict: Conflict,
    },
    /// The candidate is placed: a new node of the search tree.
    Place { at: Cell, value: u8 },
    /// A value is placed because the rules leave no other choice (constraint propagation).
    /// Not a node: nothing was guessed.
    Forced { at: Cell, value: u8, reason: Reason },
    /// A placement is taken back on the way up.
    Undo { at: Cell, value: u8 },
    /// The square chosen next has no candidate left: backtrack at once.
    DeadEnd { at: Cell },
    /// A digit has no place left in a unit (propagation): backtrack at once. `at` is the
    /// unit's first cell.
    NoPlace { at: Cell, value: u8, unit: Rule },
    /// The board is full and the strategy checks it as a whole; `clash` is `None` if it passed.
    LeafCheck { clash: Option<Clash> },
    /// A solution is on the board.
    Solution,
    /// The run is over; every later step returns this again.
    End { status: Status },
}

impl Event {
    /// The event's kind, as the page, the JSON output and `advance_until` name it.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::Try { .. } => "try",
            Event::Reject { .. } => "reject",
            Event::Place { .. } => "place",
            Event::Forced { .. } => "forced",
            Event::Undo { .. } => "undo",
            Event::DeadEnd { .. } => "dead_end",
            Event::NoPlace { .. } => "no_place",
            Event::LeafCheck { .. } => "leaf_check",
            Event::Solution => "solution",
            Event::End { .. } => "end",
        }
    }
}

/// What to look for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// Stop at the first solution.
    #[default]
    First,
    /// Walk the whole tree.
    All,
    /// Stop after this many solutions (Sudoku uniqueness is `UpTo(2)`).
    UpTo(u64),
}

impl Mode {
    /// The number of solutions after which the run stops, if any.
    fn cap(self) -> Option<u64> {
        match self {
            Mode::First => Some(1),
            Mode::All => None,
            Mode::UpTo(cap) => Some(cap.max(1)),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mode::First => "first",
            Mode::All => "all",
            Mode::UpTo(_) => "up_to",
        }
    }
}

/// When a run stops early.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Limits {
    pub mode: Mode,
    /// The most nodes the run may visit (the root included); `None` means no budget.
    pub budget: Option<u64>,
}

impl Limits {
    pub fn new(mode: Mode) -> Limits {
        Limits { mode, budget: None }
    }

    pub fn with_budget(self, budget: u64) -> Limits {
        Limits {
            budget: Some(budget),
            ..self
        }
    }
}

/// The counters the lessons compare. Every field only grows during a run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Partial assignments visited: the root plus one per placement. The headline number.
    pub nodes: u64,
    /// Candidates considered (one [`Event::Try`] each).
    pub tried: u64,
    /// Candidates rejected before descending.
    pub rejected: u64,
    /// Whole-board validations at the bottom of the tree.
    pub leaf_checks: u64,
    /// Placements taken back.
    pub undos: u64,
    /// Dead ends found before trying anything: a square with no candidate, or (propagation)
    /// a digit with no place left in a unit.
    pub dead_ends: u64,
    /// Values placed by propagation, without a guess (not nodes).
    pub forced: u64,
    /// Solutions found.
    pub solutions: u64,
    /// Elementary conflict tests: the cost of a node, which occupancy arrays make cheaper.
    pub comparisons: u64,
    /// The deepest depth reached (the number of placements on the board).
    pub max_depth: u32,
    /// `nodes_per_depth[d]` counts the nodes with `d` placements; the sum is `nodes`.
    pub nodes_per_depth: Vec<u64>,
}

/// What the search should do after a placement, as the problem sees the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Every slot is filled: the board is a leaf.
    Full,
    /// Fill `slot` next, trying the values in the bit set `candidates` (bit `v` is value `v`)
    /// from the lowest up.
    Branch { slot: usize, candidates: u64 },
    /// `slot` must be filled next but has no candidate: backtrack at once.
    DeadEnd { slot: usize },
    /// `value` has no place left in the unit that starts at `slot`: backtrack at once.
    NoPlace { slot: usize, value: u8, unit: Rule },
    /// `slot` can only hold `value`: place it without a guess.
    Forced {
        slot: usize,
        value: u8,
        reason: Reason,
    },
}

/// The rules of one puzzle under one strategy, as the search loop needs them.
///
/// A problem owns the board. The search calls `place` and `undo` in stack order, so the board
/// always holds exactly the placements on the search's stack.
pub trait Problem {
    /// What a solution looks like when it is kept (queens' columns, a Sudoku grid).
    type Solution: Clone;

    /// The slot to fill next and its candidates, given the board as it is now.
    fn next(&mut self, comparisons: &mut u64) -> Next;
    /// The rule `value` would break in `slot`, if the strategy checks before placing.
    fn check(&self, slot: usize, value: u8, comparisons: &mut u64) -> Option<Conflict>;
    /// Puts `value` in `slot`.
    fn place(&mut self, slot: usize, value: u8);
    /// Takes `value` back out of `slot`.
    fn undo(&mut self, slot: usize, value: u8);
    /// Whether the strategy validates a full board before calling it a solution.
    fn checks_leaves(&self) -> bool;
    /// Validates a full board; `None` if it breaks no rule.
    fn leaf_check(&self, comparisons: &mut u64) -> Option<Clash>;
    /// The square a value in a slot occupies, for events.
    fn square(&self, slot: usize, value: u8) -> Cell;
    /// The square a [`Event::DeadEnd`] in `slot` names. By default the square value 0 would
    /// occupy, which is the slot's own square for Sudoku; a knight with no move left names the
    /// square it stands on instead.
    fn dead_end_square(&self, slot: usize) -> Cell {
        self.square(slot, 0)
    }
    /// A copy of the board as a solution.
    fn solution(&self) -> Self::Solution;
}

/// Where the state machine is between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Ask the problem what to fill next.
    Descend,
    /// Take the next candidate of the top frame, or backtrack when there is none.
    Choose,
    /// The candidate announced by the last `Try` is checked, then rejected or placed.
    Check(u8),
    /// The board is full: check it if the strategy does, then it is a solution.
    Leaf,
    /// A solution is on the board: count it.
    Solution,
    /// Undo placements until the top frame can try its next candidate.
    Backtrack,
    /// A capped run has its solutions: the next step ends it with this status.
    Stopping(Status),
    /// The run is over with this status.
    Done(Status),
}

/// A decision point on the stack: a slot and the candidates it has not tried yet.
#[derive(Clone, Copy, Debug)]
struct Frame {
    slot: usize,
    /// Bit set of values not tried yet in this slot.
    untried: u64,
    /// The value placed in this slot, while the search is below it.
    placed: Option<u8>,
    /// The length of the trail when this frame was pushed: backtracking to this frame undoes
    /// the trail down to here (its own placement and everything forced after it).
    trail_mark: usize,
}

/// The depth a search makes room for when it starts: the path of most trees the page walks
/// (an 8 × 8 tour, a 9 × 9 grid's empty cells), so that a short run allocates nothing while
/// it steps (in wasm the allocator's calls cost a lane of 60 events a third of its time).
const RESERVED_DEPTH: usize = 64;

/// A backtracking search: a pausable, explicit-stack walk of one problem's search tree.
///
/// Invariants between two steps:
/// - `frames` is the path from the root to the current node; every frame but the top one has
///   a value placed;
/// - `trail` lists every placement on the board in the order it was made (guesses and forced
///   placements), and the board holds exactly those;
/// - `stats.nodes` is 1 (the root) plus the number of `Place` events so far;
/// - once `phase` is `Done`, nothing changes any more.
#[derive(Clone, Debug)]
pub struct Search<P: Problem> {
    problem: P,
    limits: Limits,
    /// The path from the root to the current node.
    frames: Vec<Frame>,
    /// Every placement on the board, guessed or forced, oldest first: (slot, value).
    trail: Vec<(usize, u8)>,
    /// What the next step does.
    phase: Phase,
    /// The counters so far.
    stats: Stats,
    /// The first solution found, kept for reports.
    first_solution: Option<P::Solution>,
    /// The number of events returned so far (the `End` event counts once).
    steps: u64,
}

impl<P: Problem> Search<P> {
    /// A search at its root: one node visited, nothing placed.
    pub fn new(problem: P, limits: Limits) -> Search<P> {
        let mut nodes_per_depth = Vec::with_capacity(RESERVED_DEPTH + 1);
        nodes_per_depth.push(1);
        let stats = Stats {
            nodes: 1,
            nodes_per_depth,
            ..Stats::default()
        };
        Search {
            problem,
            limits,
            frames: Vec::with_capacity(RESERVED_DEPTH),
            trail: Vec::with_capacity(RESERVED_DEPTH),
            phase: Phase::Descend,
            stats,
            first_solution: None,
            steps: 0,
        }
    }

    /// The problem, with its board as it is after the last event.
    pub fn problem(&self) -> &P {
        &self.problem
    }

    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// `Running` until the `End` event has been returned.
    pub fn status(&self) -> Status {
        match self.phase {
            Phase::Done(status) => status,
            _ => Status::Running,
        }
    }

    pub fn is_done(&self) -> bool {
        matches!(self.phase, Phase::Done(_))
    }

    /// The number of events returned so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The current depth: the number of guesses on the board (forced placements not counted).
    pub fn depth(&self) -> usize {
        self.frames
            .iter()
            .filter(|frame| frame.placed.is_some())
            .count()
    }

    pub fn first_solution(&self) -> Option<&P::Solution> {
        self.first_solution.as_ref()
    }

    /// Runs to the end and returns how it ended.
    pub fn run(&mut self) -> Status {
        self.advance(u64::MAX);
        self.status()
    }

    /// Runs at most `count` events; returns how many were run (fewer only if the run ended).
    pub fn advance(&mut self, count: u64) -> u64 {
        // The phase is a local while the batch runs (as a field it was stored and loaded again
        // at every move), and the batch counts down.
        let mut phase = self.phase;
        let mut left = count;
        'batch: while left > 0 {
            match phase {
                Phase::Choose | Phase::Backtrack => {}
                Phase::Done(_) => break,
                _ => {
                    while self.transition::<false>(&mut phase).is_none() {}
                    left -= 1;
                    continue;
                }
            }
            // From here the search runs as the textbook writes it, one loop around choosing:
            // undo what must be undone, try a candidate, check it, place it, ask what to fill
            // next, and at a full board check it and count it. Each phase is a place in this
            // loop, so a move goes straight to the next one; through `transition` every move
            // jumps through a table on the phase. (LLVM can thread those jumps itself when
            // asked, `-C llvm-args=-enable-dfa-jump-thread`: the native build then ran queens
            // naive 1.8 times as fast, the wasm build at most 14 % faster, since wasm's
            // control flow must stay structured and LLVM put the jump through a table back.)
            // The loop leaves for `transition` at the end of the batch or for a rare phase.
            loop {
                if phase == Phase::Backtrack {
                    loop {
                        if self.backtrack::<false>(&mut phase).is_some() {
                            // An undo, or the End of a tree walked to its last node.
                            left -= 1;
                            if left == 0 || phase != Phase::Backtrack {
                                continue 'batch;
                            }
                        } else if phase == Phase::Choose {
                            break;
                        }
                    }
                }
                if self.choose::<false>(&mut phase).is_none() {
                    continue; // no candidate left: backtrack
                }
                left -= 1;
                let Phase::Check(value) = phase else {
                    unreachable!("a Try is always followed by its check")
                };
                if left == 0 {
                    continue 'batch;
                }
                self.check::<false>(value, &mut phase);
                left -= 1;
                if left == 0 {
                    continue 'batch;
                }
                match phase {
                    Phase::Descend => {}
                    Phase::Choose => continue, // rejected: the next candidate
                    _ => continue 'batch,      // the budget is spent
                }
                loop {
                    if self.descend::<false>(&mut phase).is_some() {
                        left -= 1;
                        if left == 0 {
                            continue 'batch;
                        }
                    }
                    if phase != Phase::Descend {
                        break;
                    }
                    // A forced placement: ask again.
                }
                if phase != Phase::Leaf {
                    continue; // a new frame to choose in, or a dead end to back out of
                }
                if self.leaf(&mut phase).is_some() {
                    left -= 1;
                    if left == 0 {
                        continue 'batch;
                    }
                }
                if phase == Phase::Solution {
                    self.solution(&mut phase);
                    left -= 1;
                    if left == 0 || phase != Phase::Backtrack {
                        continue 'batch; // a capped run stops with its next step
                    }
                }
            }
        }
        self.phase = phase;
        let done = count - left;
        self.steps += done;
        done
    }

    /// Advances the search by exactly one event and returns it. After the `End` event, every
    /// call returns `End` again and changes nothing.
    // Out of line: the loops that run many events and drop them go through `advance`, which
    // inlines `transition` itself; the callers that read every event (a lane's last event of
    // a batch, the tree) share this one copy per problem instead of each holding its own (the
    // page's .wasm: 311,029 -> 292,522 bytes).
    #[inline(never)]
    pub fn step(&mut self) -> Event {
        if let Phase::Done(status) = self.phase {
            return Event::End { status };
        }
        self.steps += 1;
        let mut phase = self.phase;
        loop {
            if let Some(event) = self.transition::<true>(&mut phase) {
                self.phase = phase;
                return event;
            }
        }
    }

    /// Moves the state machine one phase on from `phase` (the caller's copy of the field, put
    /// back when the event is out); returns the event if this move makes one. Moves without
    /// an event (asking for the next slot, popping an exhausted frame) are bookkeeping, never
    /// shown on their own. With `NAMED` false the event is dropped unread, so the squares it
    /// names are not worked out: see [`at`](Search::at). Each phase's move is a method of its
    /// own, which [`advance`](Search::advance) also calls where it knows the phase.
    #[inline(always)]
    fn transition<const NAMED: bool>(&mut self, phase: &mut Phase) -> Option<Event> {
        match *phase {
            Phase::Descend => self.descend::<NAMED>(phase),
            Phase::Choose => self.choose::<NAMED>(phase),
            Phase::Check(value) => Some(self.check::<NAMED>(value, phase)),
            Phase::Leaf => self.leaf(phase),
            Phase::Solution => Some(self.solution(phase)),
            Phase::Stopping(status) => Some(finish(phase, status)),
            Phase::Backtrack => self.backtrack::<NAMED>(phase),
            Phase::Done(status) => Some(Event::End { status }),
        }
    }

    /// Asks the problem what to fill next: a new frame to choose in (no event), a forced
    /// placement (then descend again), a full board (its leaf, no event), or a dead end.
    #[inline(always)]
    fn descend<const NAMED: bool>(&mut self, phase: &mut Phase) -> Option<Event> {
        match self.problem.next(&mut self.stats.comparisons) {
            Next::Full => {
                *phase = Phase::Leaf;
                None
            }
            Next::NoPlace { slot, value, unit } => {
                self.stats.dead_ends += 1;
                *phase = Phase::Backtrack;
                Some(Event::NoPlace {
                    at: self.at::<NAMED>(slot, value),
                    value,
                    unit,
                })
            }
            Next::Forced {
                slot,
                value,
                reason,
            } => {
                self.problem.place(slot, value);
                self.trail.push((slot, value));
                self.stats.forced += 1;
                Some(Event::Forced {
                    at: self.at::<NAMED>(slot, value),
                    value,
                    reason,
                })
            }
            Next::Branch { slot, candidates } => {
                let trail_mark = self.trail.len();
                self.frames.push(Frame {
                    slot,
                    untried: candidates,
                    placed: None,
                    trail_mark,
                });
                *phase = Phase::Choose;
                None
            }
            Next::DeadEnd { slot } => {
                self.stats.dead_ends += 1;
                *phase = Phase::Backtrack;
                Some(Event::DeadEnd {
                    at: if NAMED {
                        self.problem.dead_end_square(slot)
                    } else {
                        Cell::new(0, 0)
                    },
                })
            }
        }
    }

    /// Takes the top frame's next candidate (a `Try`; its check comes next), or, with none
    /// left, turns to backtracking (no event).
    #[inline(always)]
    fn choose<const NAMED: bool>(&mut self, phase: &mut Phase) -> Option<Event> {
        let frame = self.frames.last_mut().expect("Choose always has a frame");
        if frame.untried == 0 {
            *phase = Phase::Backtrack;
            return None;
        }
        let value = frame.untried.trailing_zeros() as u8;
        frame.untried &= frame.untried - 1;
        let slot = frame.slot;
        self.stats.tried += 1;
        *phase = Phase::Check(value);
        Some(Event::Try {
            at: self.at::<NAMED>(slot, value),
            value,
        })
    }

    /// Checks the candidate just tried: rejected (choose again), placed (a new node; descend
    /// next), or the budget is spent (the run ends).
    #[inline(always)]
    fn check<const NAMED: bool>(&mut self, value: u8, phase: &mut Phase) -> Event {
        let slot = self.frames.last().expect("Check always has a frame").slot;
        let at = self.at::<NAMED>(slot, value);
        if let Some(conflict) = self.problem.check(slot, value, &mut self.stats.comparisons) {
            self.stats.rejected += 1;
            *phase = Phase::Choose;
            return Event::Reject {
                at,
                value,
                conflict,
            };
        }
        if self
            .limits
            .budget
            .is_some_and(|budget| self.stats.nodes >= budget)
        {
            return finish(phase, Status::BudgetExhausted);
        }
        self.problem.place(slot, value);
        self.trail.push((slot, value));
        self.frames
            .last_mut()
            .expect("Check always has a frame")
            .placed = Some(value);
        let depth = self.frames.len();
        self.stats.nodes += 1;
        if self.stats.nodes_per_depth.len() <= depth {
            self.stats.nodes_per_depth.resize(depth + 1, 0);
        }
        self.stats.nodes_per_depth[depth] += 1;
        self.stats.max_depth = self.stats.max_depth.max(depth as u32);
        *phase = Phase::Descend;
        Event::Place { at, value }
    }

    /// A full board: checked as a whole if the strategy does (then a solution, or back),
    /// else a solution at once (no event).
    #[inline(always)]
    fn leaf(&mut self, phase: &mut Phase) -> Option<Event> {
        if !self.problem.checks_leaves() {
            *phase = Phase::Solution;
            return None;
        }
        self.stats.leaf_checks += 1;
        let clash = self.problem.leaf_check(&mut self.stats.comparisons);
        *phase = if clash.is_some() {
            Phase::Backtrack
        } else {
            Phase::Solution
        };
        Some(Event::LeafCheck { clash })
    }

    /// Counts the solution on the board and keeps the first; a capped run that has what it
    /// asked for ends with the next step, any other backtracks.
    #[inline(always)]
    fn solution(&mut self, phase: &mut Phase) -> Event {
        self.stats.solutions += 1;
        if self.first_solution.is_none() {
            self.first_solution = Some(self.problem.solution());
        }
        *phase = match self.limits.mode.cap() {
            Some(cap) if self.stats.solutions >= cap => Phase::Stopping(match self.limits.mode {
                Mode::First => Status::FirstSolution,
                _ => Status::CapReached,
            }),
            _ => Phase::Backtrack,
        };
        Event::Solution
    }

    /// Undoes the top frame's placements, one event each; then chooses its next candidate or
    /// pops it (no event). With no frame left the whole tree is walked and the run ends.
    #[inline(always)]
    fn backtrack<const NAMED: bool>(&mut self, phase: &mut Phase) -> Option<Event> {
        let Some(frame) = self.frames.last_mut() else {
            let status = if self.stats.solutions > 0 {
                Status::Finished
            } else {
                Status::NoSolution
            };
            return Some(finish(phase, status));
        };
        if self.trail.len() > frame.trail_mark {
            let (slot, value) = self.trail.pop().expect("the trail is longer than the mark");
            if self.trail.len() == frame.trail_mark {
                frame.placed = None;
            }
            self.problem.undo(slot, value);
            self.stats.undos += 1;
            return Some(Event::Undo {
                at: self.at::<NAMED>(slot, value),
                value,
            });
        }
        if frame.untried != 0 {
            *phase = Phase::Choose;
        } else {
            self.frames.pop();
        }
        None
    }

    /// The square an event names, or, for an event no one reads, the top-left square without
    /// asking the problem (working a square out can cost a division or a table look-up per
    /// event, and the compiler cannot drop a look-up that might panic).
    #[inline(always)]
    fn at<const NAMED: bool>(&self, slot: usize, value: u8) -> Cell {
        if NAMED {
            self.problem.square(slot, value)
        } else {
            Cell::new(0, 0)
        }
    }
}

/// Ends the run with `status`: the phase says so from now on.
fn finish(phase: &mut Phase, status: Status) -> Event {
    *phase = Phase::Done(status);
    Event::End { status }
}

/// What a finished run reports: how it ended, its counters, the first solution it found, and,
/// where a closed form is known, the number of nodes of the strategy's whole tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Report<S> {
    pub status: Status,
    pub stats: Stats,
    pub solution: Option<S>,
    pub tree_size: Option<f64>,
}

impl<S: Clone> Report<S> {
    pub fn of<P: Problem<Solution = S>>(search: &Search<P>, tree_size: Option<f64>) -> Report<S> {
        Report {
            status: search.status(),
            stats: search.stats().clone(),
            solution: search.first_solution().cloned(),
            tree_size,
        }
    }
}
