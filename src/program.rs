//! A program lane: the learner's own Python on the core's interpreter ([`crate::python`]),
//! raced beside the strategy lanes of the tab's puzzle through the same [`Lane`] interface.
//!
//! One event is one step as the lessons count them. The nodes are the calls of the recursive
//! function (the first function seen calling itself), counted by how deep it is nested in
//! itself, which is the lessons' count: version C at n = 6 makes 153 calls of `rec` in 17,537
//! steps. The tab's instance reaches the program as globals defined before it runs (N-Queens
//! `n`), and the puzzle's module reads the board back from the program's variables
//! ([`Puzzle::program_board`](crate::puzzle::Puzzle::program_board)), saying what it drew
//! it from, so the lane is drawn like the puzzle's strategies.

use std::rc::Rc;

use serde::Serialize;

use crate::lane::{Lane, Shown, Start, TreeEstimate};
use crate::program_board::ProgramBoard;
use crate::puzzle::Puzzle;
use crate::python::{self, CallPause, Machine, PyError};
use crate::search::tree::{Label, Reference, ReturnedItems, Tree};
use crate::search::{Cell, Event, Stats, Status};
use crate::setup::SetupError;
use crate::state::{self, cut_to, Passes, STATE_NAMES};

/// The instance of the tab for your own problem: none (the program holds its own).
#[derive(Serialize)]
struct NoInstance {}

/// What a program lane keeps of its machine's events as it runs: the calls, the last event
/// and the line of the last step; for the reading of its search tree also its marks, in
/// order: each return of the recursive function into itself and each cut. One closure type
/// for the lane and its tree, so that the machine's loop (compiled for each type of what
/// listens) is compiled once; a step costs the lane a count and a test.
fn listening<'a>(
    calls: &'a mut Calls,
    last: &'a mut Option<python::Event>,
    line: &'a mut u32,
    mut marks: Option<&'a mut Vec<Mark>>,
) -> impl FnMut(&python::Event) + use<'a> {
    #[inline(always)]
    move |event| {
        // A step is the common event: what it costs is here, small enough for the machine's
        // loop to take in; the rest is out of line.
        if let python::Event::Step {
            line: run, kind, ..
        } = *event
        {
            *line = run;
            calls.steps += 1;
            // A pass is begun and ended at its loop's head; the tree also names the
            // condition that ended it. Every other step costs a test or two.
            if calls.head != 0
                && (run == calls.head
                    || calls.more_heads
                    || (marks.is_some() && kind == python::StepKind::Condition))
            {
                calls.pass(run, kind, marks.as_deref_mut());
            }
            *last = Some(*event);
        } else if heard(calls, event, marks.as_deref_mut()) {
            *last = Some(*event);
        }
    }
}

/// The listener's events other than steps: calls, returns (for the tree, each return of the
/// recursive function into itself), a `break` out of a loop over candidates, and output.
/// Whether the event is one the lane shows as its last (a `break` is not: it takes no step).
#[inline(never)]
fn heard(calls: &mut Calls, event: &python::Event, marks: Option<&mut Vec<Mark>>) -> bool {
    match *event {
        python::Event::Break { line } => {
            calls.broke(line, marks);
            return false;
        }
        python::Event::Yielded { function } => {
            calls.yields += u64::from(calls.recursive == Some(function));
            return false;
        }
        python::Event::Cached { function, saved } => {
            calls.cached(function, saved, marks);
            return false;
        }
        python::Event::Suspended {
            function,
            generator,
        } => {
            calls.suspend(function, generator);
            return false;
        }
        python::Event::Resumed {
            function,
            generator,
        } => {
            calls.resume(function, generator);
            return false;
        }
        python::Event::Appended => {
            if let Some(marks) = marks {
                marks.push(Mark::Appended { step: calls.steps });
            }
            return false;
        }
        python::Event::Call { function, .. } => calls.call(function),
        python::Event::Output { .. } => calls.printed += calls.nodes().1.min(1) as u64,
        python::Event::Return {
            function,
            steps,
            value,
            ..
        } => {
            if let Some(marks) = marks {
                note_undone(calls, marks, function, steps, value);
            }
            calls.ret(value == python::Returned::Bool(true));
        }
        _ => {}
    }
    true
}

/// What the tree reads from the listener, in the order it happened: a return of the recursive
/// function into itself, and a pass of its loop that made no call, at the line skipped at.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Mark {
    Undo {
        step: u64,
        value: python::Returned,
    },
    Cut {
        step: u64,
        line: u32,
    },
    /// A call answered from the function's cache, which saved `saved` calls (0: not known).
    Cached {
        step: u64,
        saved: u32,
    },
    /// An item appended to the list the program records its solutions in (the tree's machine
    /// watches it once it is found).
    Appended {
        step: u64,
    },
}

/// For the tree: the steps at a return of the recursive function into itself, and what the
/// call returned.
fn note_undone(
    calls: &Calls,
    marks: &mut Vec<Mark>,
    function: u32,
    steps: u32,
    value: python::Returned,
) {
    if calls.recursive == Some(function) && calls.active[function as usize] > 1 {
        marks.push(Mark::Undo {
            step: steps as u64,
            value,
        });
    }
}

/// Where a call stands in its loop over candidates: in a pass that has not called the
/// function again, and the line of the pass's last condition (0 before one).
#[derive(Clone, Copy, Debug, Default)]
struct Pass {
    open: bool,
    condition: u32,
    /// Whether the call has called its function again (else, returned, it is a leaf).
    descended: bool,
    /// The passes it has begun, and which made no call, for the state's view.
    passes: Passes,
}

/// The end of a pass: one that made no call is a cut, at the line of its last condition (the
/// one that skipped the call), or else at `line` (the loop's head, or its `break`).
fn end_pass(pass: &mut Pass, line: u32, step: u64, cuts: &mut u64, marks: Option<&mut Vec<Mark>>) {
    if !pass.open {
        return;
    }
    *cuts += 1;
    if let Some(k) = pass.passes.begun.checked_sub(1).filter(|&k| k < 64) {
        pass.passes.skipped |= 1 << k;
    }
    let line = if pass.condition > 0 {
        pass.condition
    } else {
        line
    };
    if let Some(marks) = marks {
        marks.push(Mark::Cut { step, line });
    }
}

/// The calls of each function, by how deep each call is nested in calls of itself.
#[derive(Clone, Debug, Default)]
struct Calls {
    /// The functions of the active calls, outermost first.
    stack: Vec<u32>,
    /// For each function, how many of its calls are active now.
    active: Vec<usize>,
    /// For each function, its calls at each depth of self-nesting (0 for the outermost).
    by_depth: Vec<Vec<u64>>,
    /// The first function seen calling itself: its calls are the lane's nodes.
    recursive: Option<u32>,
    /// How many of its calls have returned into a call of itself.
    backtracks: u64,
    /// Prints made while a call of it was active (a solution each, for a program that
    /// records its solutions by printing them).
    printed: u64,
    /// Values it yielded of its own (a recursive generator's solutions; not those a
    /// `yield from` hands on).
    yields: u64,
    /// Its calls that made no call and returned `True` (the solution of a search that
    /// returns `True` up its calls once it has found one).
    true_leaves: u64,
    /// Steps heard (the machine's count: each step is an event).
    steps: u64,
    /// For each function, the lines of its loops over candidates (`Machine::search_loops`).
    loops: Rc<[Vec<u32>]>,
    /// For each active call, where it stands in such a loop.
    passes: Vec<Pass>,
    /// The line of the first loop over candidates of the innermost call's function (0 for a
    /// function with none), and whether it has more than one: set at each call and return,
    /// read at each step.
    head: u32,
    more_heads: bool,
    /// Passes that made no call: the candidates the program's own conditions rejected.
    cuts: u64,
    /// Calls of the recursive function that returned without calling it again.
    leaves: u64,
    /// Its calls answered from its `@lru_cache`, and the calls they saved (as far as known).
    hits: u64,
    saved: u64,
    /// The calls of generators stopped at a `yield`, set aside until they go on: the
    /// generator, its function and where it stood in its loop (one never resumed stays here,
    /// out of the way of the calls made after it).
    suspended: Vec<(u32, u32, Pass)>,
}

impl Calls {
    /// For a fresh machine: the loops over candidates of each of its functions.
    fn of(machine: &Machine) -> Calls {
        Calls {
            loops: machine.search_loops().into(),
            ..Calls::default()
        }
    }

    /// Looks up the loops over candidates of the innermost call's function.
    fn watch(&mut self) {
        let heads = self.stack.last().and_then(|&f| self.loops.get(f as usize));
        self.head = heads.and_then(|l| l.first()).copied().unwrap_or(0);
        self.more_heads = heads.is_some_and(|l| l.len() > 1);
    }

    /// A loop's head or a condition in a call with a loop over candidates: the loop's line
    /// starts a pass, and one still open (it made no call of the function) ends as a cut, at
    /// the condition that skipped the call (`if not selected[i]:`), or else at the loop.
    #[inline(never)]
    fn pass(&mut self, line: u32, kind: python::StepKind, marks: Option<&mut Vec<Mark>>) {
        let (Some(&function), Some(pass)) = (self.stack.last(), self.passes.last_mut()) else {
            return;
        };
        if self
            .loops
            .get(function as usize)
            .is_some_and(|l| l.contains(&line))
        {
            end_pass(pass, line, self.steps, &mut self.cuts, marks);
            *pass = Pass {
                open: true,
                descended: pass.descended,
                condition: 0,
                passes: Passes {
                    begun: pass.passes.begun + 1,
                    ..pass.passes
                },
            };
        } else if kind == python::StepKind::Condition {
            pass.condition = line;
        }
    }

    /// A `break` out of a loop over candidates: a pass that made no call is a cut, at the
    /// condition that broke off the loop (`if total + choice > target: break`), or else at the
    /// `break`; no pass is open after it.
    #[inline(never)]
    fn broke(&mut self, line: u32, marks: Option<&mut Vec<Mark>>) {
        let Some(pass) = self.passes.last_mut() else {
            return;
        };
        end_pass(pass, line, self.steps, &mut self.cuts, marks);
        pass.open = false;
    }

    /// A call of the recursive function answered from its cache: a cut of its own kind, which
    /// saved the subtree the kept result took; the pass it was made in went down as far as a
    /// call does. It takes no step, so the lane does not show it as its last event.
    #[inline(never)]
    fn cached(&mut self, function: u32, saved: u32, marks: Option<&mut Vec<Mark>>) {
        if self.recursive != Some(function) {
            return;
        }
        self.hits += 1;
        self.saved += u64::from(saved);
        self.cuts += 1;
        if let Some(pass) = self.passes.last_mut() {
            pass.open = false;
            pass.descended = true;
        }
        if let Some(marks) = marks {
            marks.push(Mark::Cached {
                step: self.steps,
                saved,
            });
        }
    }

    /// A generator's call stops at a `yield`: it leaves the active calls until it goes on.
    #[inline(never)]
    fn suspend(&mut self, function: u32, generator: u32) {
        if self.stack.last() != Some(&function) {
            return;
        }
        self.stack.pop();
        let pass = self.passes.pop().unwrap_or_default();
        self.active[function as usize] -= 1;
        self.suspended.push((generator, function, pass));
        self.watch();
    }

    /// A generator's call goes on from its `yield`: active again, as deep as it is now.
    #[inline(never)]
    fn resume(&mut self, function: u32, generator: u32) {
        let kept = |&(g, f, _): &(u32, u32, Pass)| g == generator && f == function;
        let Some(at) = self.suspended.iter().rposition(kept) else {
            return;
        };
        let (_, _, pass) = self.suspended.remove(at);
        self.stack.push(function);
        self.passes.push(pass);
        self.active[function as usize] += 1;
        self.watch();
    }

    fn call(&mut self, function: u32) {
        // A call of itself from its loop: the pass goes down.
        if self.stack.last() == Some(&function) {
            if let Some(pass) = self.passes.last_mut() {
                pass.open = false;
                pass.descended = true;
            }
        }
        self.passes.push(Pass::default());
        let index = function as usize;
        if self.by_depth.len() <= index {
            self.by_depth.resize(index + 1, Vec::new());
            self.active.resize(index + 1, 0);
        }
        let nested = self.active[index];
        if nested > 0 && self.recursive.is_none() {
            self.recursive = Some(function);
        }
        self.active[index] += 1;
        let depths = &mut self.by_depth[index];
        if depths.len() <= nested {
            depths.resize(nested + 1, 0);
        }
        depths[nested] += 1;
        self.stack.push(function);
        self.watch();
    }

    /// A call returns (`truth`: it returned `True`).
    fn ret(&mut self, truth: bool) {
        let descended = self.passes.pop().is_some_and(|pass| pass.descended);
        if let Some(function) = self.stack.pop() {
            if self.recursive == Some(function) && !descended {
                self.leaves += 1;
                self.true_leaves += u64::from(truth);
            }
            self.active[function as usize] -= 1;
            if self.recursive == Some(function) && self.active[function as usize] > 0 {
                // Back in a call of itself: the search backtracks.
                self.backtracks += 1;
            }
        }
        self.watch();
    }

    /// Where the machine pauses next: at every call until a function has called itself, then
    /// at that function's calls only (the nodes, where the board is read).
    fn pause(&self) -> CallPause {
        match self.recursive {
            Some(function) => CallPause::Of(function),
            None => CallPause::Every,
        }
    }

    /// The node function's calls by depth, and how deep it is nested now.
    fn nodes(&self) -> (&[u64], usize) {
        match self.recursive {
            Some(f) => (&self.by_depth[f as usize], self.active[f as usize]),
            None => (&[], 0),
        }
    }
}

/// How a program that holds no board of the tab's puzzle records its solutions, as far as the
/// lane has seen it run: the list its calls append copies of their state to
/// (`found.append(list(state))`), found once it holds one; until then, what it prints while
/// its recursive function runs, a solution a print.
#[derive(Clone, Debug, Default)]
struct Recorder {
    /// The list and its variable's name.
    list: Option<(Rc<str>, python::Value)>,
    /// Until it is found, the lists the recursive function's first call and the module held
    /// then, which live as long as the search (`res`, passed down): each is looked at after
    /// every advance, so the first solution is counted as it is appended.
    candidates: Vec<(Rc<str>, python::Value)>,
    /// What the reader chose to count from: a variable (a list's items, or a whole number's
    /// value, a counter), `print` or `yield`; None: the lab's choice.
    chosen: Option<Rc<str>>,
}

/// The most lists watched as candidates.
const CANDIDATES: usize = 16;

impl Recorder {
    /// Looks for the list among the variables of the call just entered and the module's: a
    /// list of lists or tuples first (copies of a state); else a list of strings that is not
    /// named as a state is (`res` of parentheses, not the `state` of a partition's pieces).
    /// The first time, it keeps the lists it sees as candidates.
    fn look(&mut self, machine: &Machine) {
        if self.list.is_some() {
            return;
        }
        let (innermost, module) = machine.innermost_and_module();
        if self.candidates.is_empty() {
            self.candidates = innermost
                .iter()
                .chain(&module)
                .filter(|(_, v)| machine.items(v).is_some())
                .take(CANDIDATES)
                .cloned()
                .collect();
        }
        self.list = self.recording(machine, innermost.iter().chain(&module));
    }

    /// The list found, as the machine names it (to watch its appends).
    fn list_id(&self) -> Option<u32> {
        match self.list {
            Some((_, python::Value::Obj(id))) => Some(id),
            _ => None,
        }
    }

    /// The candidate that holds a solution now, if one does.
    fn settle(&mut self, machine: &Machine) {
        if self.list.is_none() && !self.candidates.is_empty() {
            self.list = self.recording(machine, self.candidates.iter());
        }
    }

    /// The first of `seen` that holds what a program records: copies first, then strings;
    /// or the list the reader chose, as soon as it is there.
    fn recording<'a>(
        &self,
        machine: &Machine,
        seen: impl Iterator<Item = &'a (Rc<str>, python::Value)> + Clone,
    ) -> Option<(Rc<str>, python::Value)> {
        if let Some(chosen) = &self.chosen {
            let mut seen = seen;
            return seen
                .find(|(name, v)| name == chosen && machine.items(v).is_some())
                .cloned();
        }
        let kind = |v: &python::Value| machine.heap().type_name(v);
        let holding = |v: &python::Value, kinds: &[&str]| {
            &*kind(v) == "list"
                && machine
                    .items(v)
                    .and_then(<[_]>::last)
                    .is_some_and(|item| kinds.contains(&&*kind(item)))
        };
        let copies = seen.clone().find(|(_, v)| holding(v, &["list", "tuple"]));
        let strings = || {
            seen.clone()
                .find(|(name, v)| !STATE_NAMES.contains(&&**name) && holding(v, &["str"]))
        };
        copies.or_else(strings).cloned()
    }

    /// The solutions recorded so far: the list's items, else the values a recursive
    /// generator yielded, else the prints in the search.
    /// What the reader chose comes first: `print`, `yield`, `return` (a leaf's `True`), a
    /// list, or a counter (a whole number the module holds).
    fn count(&self, machine: &Machine, calls: &Calls) -> u64 {
        match (self.chosen.as_deref(), &self.list) {
            (_, Some((_, list))) => machine.items(list).map_or(0, <[_]>::len) as u64,
            (Some("print"), None) => calls.printed,
            (Some("yield"), None) => calls.yields,
            (Some("return"), None) => calls.true_leaves,
            (Some(name), None) => match machine.global(name) {
                Some(python::Value::Int(count)) => (*count).max(0) as u64,
                _ => 0,
            },
            (None, None) if calls.yields > 0 => calls.yields,
            (None, None) if calls.printed > 0 => calls.printed,
            (None, None) => calls.true_leaves,
        }
    }

    /// What the solutions are counted from, as the page says it: the list's name, a
    /// counter's, `yield`, or `print`; and its kind (`list`, `counter`, `yield`, `print`).
    fn source(&self, machine: &Machine, calls: &Calls) -> Option<(&str, &'static str)> {
        match (self.chosen.as_deref(), &self.list) {
            (_, Some((name, _))) => Some((name, "list")),
            (Some("print"), None) => Some(("print", "print")),
            (Some("yield"), None) => Some(("yield", "yield")),
            (Some("return"), None) => Some(("return", "return")),
            (Some(name), None) => matches!(machine.global(name), Some(python::Value::Int(_)))
                .then_some((name, "counter")),
            (None, None) if calls.yields > 0 => Some(("yield", "yield")),
            (None, None) if calls.printed > 0 => Some(("print", "print")),
            (None, None) => (calls.true_leaves > 0).then_some(("return", "return")),
        }
    }
}

/// The solutions a program records, as its leaves share them: how many were seen, the leaves
/// seen, whether one was recorded since the last call of the recursive function was entered,
/// and how many leaves recorded one (the others are dead ends).
#[derive(Clone, Copy, Debug, Default)]
struct Recorded {
    seen: u64,
    leaves: u64,
    since_entry: bool,
    by_leaves: u64,
}

/// A learner's program racing on a puzzle's tab.
#[derive(Clone)]
pub struct ProgramLane {
    machine: Machine,
    puzzle: &'static dyn Puzzle,
    /// The tab's instance before the first placement, which the page draws (none on the tab
    /// for your own problem, which has no instance).
    tab: Option<Rc<dyn Start>>,
    calls: Calls,
    /// The counters the race compares: nodes (the recursive function's calls), by depth.
    stats: Stats,
    /// The last event of the last call to advance.
    last: Option<python::Event>,
    /// The line of the last step run (0 before the first): the editor marks it.
    ran: u32,
    /// The first complete board the validator passed.
    solution: Option<Rc<ProgramBoard>>,
    /// Where a program with no board of the puzzle records its solutions.
    recorder: Recorder,
    /// What it has recorded, as the leaves of its calls share it.
    recorded: Recorded,
    /// The kind `advance_until` stopped at (a solution, an undo), which the last step made:
    /// the lane's last kind until it advances again.
    reached: &'static str,
    /// Whether any call of the recursive function found a board of the puzzle to read.
    boards: bool,
    /// The machine before its first step, to record the search tree from.
    fresh: Rc<Machine>,
    /// The variable (or the function, for its calls) the reader chose to draw the board from;
    /// None: the puzzle's own choice.
    draw_from: Option<Rc<str>>,
    /// The SyntaxError (or refused construct) of a program that does not compile: the lane
    /// has then ended in it before its first step, so the page marks its line in the editor.
    unrunnable: Option<Rc<PyError>>,
}

impl ProgramLane {
    /// A program on the instance of `setup` of `puzzle`, at most `steps` steps. A setup
    /// the puzzle refuses is an error; a program that does not compile is a lane that has
    /// ended in its error (see [`ProgramLane::new`]'s strict form, [`ProgramLane::compiled`]).
    pub fn new(
        puzzle: &'static dyn Puzzle,
        setup: &str,
        source: &str,
        steps: u64,
    ) -> Result<ProgramLane, SetupError> {
        ProgramLane::with_limits(puzzle, setup, source, python::Limits::with_steps(steps))
    }

    /// As [`ProgramLane::new`], under `limits` of steps, nested calls, memory and output (the
    /// fuzz target's are smaller than the page's).
    pub fn with_limits(
        puzzle: &'static dyn Puzzle,
        setup: &str,
        source: &str,
        limits: python::Limits,
    ) -> Result<ProgramLane, SetupError> {
        let globals = puzzle.program_globals(setup)?;
        let tab = match puzzle.strategies().is_empty() {
            true => None,
            false => Some(Rc::from(puzzle.start(setup)?)),
        };
        let (program, mut unrunnable) = match python::compile(source) {
            Ok(program) => (program, None),
            Err(error) => (
                python::compile("").expect("an empty program compiles"),
                Some(Rc::new(error)),
            ),
        };
        let mut machine = Machine::with_limits(program, &[], limits);
        for (name, value) in &globals {
            if let Err(error) = machine.define(name, value) {
                // An instance too large for the program's memory: it ends in a MemoryError.
                unrunnable.get_or_insert(Rc::new(error));
            }
        }
        machine.pause_at_calls(Calls::default().pause());
        let calls = Calls::of(&machine);
        Ok(ProgramLane {
            draw_from: None,
            fresh: Rc::new(machine.clone()),
            machine,
            puzzle,
            tab,
            calls,
            stats: Stats::default(),
            last: None,
            ran: 0,
            solution: None,
            recorder: Recorder::default(),
            recorded: Recorded::default(),
            reached: "",
            boards: false,
            unrunnable,
        })
    }

    /// As [`ProgramLane::new`], but a program that does not compile is an error.
    pub fn compiled(
        puzzle: &'static dyn Puzzle,
        setup: &str,
        source: &str,
        steps: u64,
    ) -> Result<ProgramLane, ProgramError> {
        let lane = ProgramLane::new(puzzle, setup, source, steps)?;
        match &lane.unrunnable {
            Some(error) => Err(ProgramError::Program((**error).clone())),
            None => Ok(lane),
        }
    }

    /// The error the program ended in: its SyntaxError, or what it raised while running.
    pub fn error(&self) -> Option<&PyError> {
        self.unrunnable.as_deref().or_else(|| self.machine.error())
    }

    /// The machine, for its frames, variables and output.
    pub fn machine(&self) -> &Machine {
        &self.machine
    }

    /// Counts the solutions from `name` (a list's items, a counter the module holds, `print`
    /// or `yield`) instead of the lab's choice; an empty name gives the choice back.
    pub fn record_from(mut self, name: &str) -> ProgramLane {
        self.recorder.chosen = (!name.is_empty()).then(|| Rc::from(name));
        self
    }

    /// Draws the board from `name` (a variable, or a function whose active calls hold it)
    /// instead of the puzzle's own choice; an empty name gives the choice back.
    pub fn draw_from(mut self, name: &str) -> ProgramLane {
        self.draw_from = (!name.is_empty()).then(|| Rc::from(name));
        self
    }

    /// What the program's `input()` reads, a line at a time (the page's box under the
    /// program): given before the first step, so that every fork and replay reads the same.
    pub fn with_input(mut self, text: &str) -> ProgramLane {
        self.machine.give_input(text);
        self
    }

    /// The state the program's innermost call has built, with where its loop over candidates
    /// stands when that call is one of the recursive function's.
    fn state(&self, instead: bool) -> state::StateView {
        let innermost = self.calls.stack.last().copied();
        let passes = self
            .calls
            .passes
            .last()
            .filter(|_| innermost.is_some() && innermost == self.calls.recursive)
            .map(|pass| pass.passes);
        state::view(&self.machine, self.draw_from.as_deref(), passes, instead)
    }

    /// The board as the puzzle's module reads it from the program's variables now.
    pub fn program_board(&self) -> Option<ProgramBoard> {
        self.puzzle
            .program_board(&self.machine, self.draw_from.as_deref())
    }

    /// The board a call of the recursive function starts from: a complete one is a leaf
    /// check, and a solution when the validator passes it (the first is kept to show).
    fn check_board(&mut self) {
        let board = self.tab.as_ref().and_then(|_| self.program_board());
        let Some(board) = board.filter(|board| board.judged) else {
            if !self.boards {
                self.recorder.look(&self.machine);
            }
            return;
        };
        self.boards = true;
        if !board.complete {
            return;
        }
        self.stats.leaf_checks += 1;
        if board.valid {
            self.stats.solutions += 1;
            if self.solution.is_none() {
                self.solution = Some(Rc::new(board));
            }
        }
    }

    /// Labels the tree's newest node with the whole call and, where the board read gave no
    /// placement (`choose`), what the call chose against the call it was made from; the first
    /// time, the root too (the outermost call).
    fn label_call(&self, machine: &Machine, entered: &[Entered], choose: bool, tree: &mut Tree) {
        let Some((call, outer)) = entered.split_last() else {
            return;
        };
        let name = machine.function_name(call.function);
        let Some(parent) = outer.iter().rev().find(|e| e.function == call.function) else {
            return;
        };
        let label = |e: &Entered, chose: Option<String>| Label {
            chose: chose.unwrap_or_default(),
            call: e.call(name),
            returned: None,
            returned_items: None,
        };
        if tree.nodes().len() == 2 && tree.nodes()[0].label.is_none() {
            tree.root_label(label(parent, None));
        }
        tree.label_current(label(call, call.chose(parent).filter(|_| choose)));
    }

    /// What the program recorded since it was last looked at, and the leaves that returned:
    /// a leaf that recorded something is not a dead end. Committed only as each call of the
    /// recursive function is entered (`entry`: what was recorded since belongs to no leaf
    /// still to return) and at the program's end, so how the lane is advanced never changes
    /// it: a caller that prints the solution its call found (`if solve(0): print(board)`)
    /// prints after the leaf returned, and before the next call is entered.
    fn attribute(&mut self, entry: bool) {
        if self.boards || self.calls.recursive.is_none() {
            return;
        }
        self.recorder.settle(&self.machine);
        self.recorded = self.attributed();
        if entry {
            self.recorded.since_entry = false;
        }
    }

    /// What `attribute` would commit now.
    fn attributed(&self) -> Recorded {
        let mut recorded = self.recorded;
        let now = self.recorder.count(&self.machine, &self.calls);
        if now > recorded.seen {
            recorded.seen = now;
            recorded.since_entry = true;
        }
        if self.calls.leaves > recorded.leaves {
            recorded.leaves = self.calls.leaves;
            recorded.by_leaves += u64::from(recorded.since_entry);
            recorded.since_entry = false;
        }
        recorded
    }

    fn count(&mut self) {
        let mut by_leaves = self.recorded.by_leaves;
        if !self.boards && self.calls.recursive.is_some() {
            // A list is found among the candidates as a solution is appended to it; at the
            // end, one the module holds. Between calls, the leaves that returned since the
            // last are counted as they would be if the program ended here, and committed
            // only at the next call (`attribute`).
            self.recorder.settle(&self.machine);
            if self.machine.status() == python::Status::Running {
                by_leaves = self.attributed().by_leaves;
            } else {
                self.recorder.look(&self.machine);
                self.attribute(false);
                by_leaves = self.recorded.by_leaves;
            }
            self.stats.solutions = self.recorder.count(&self.machine, &self.calls);
        }
        // A leaf that ended neither at a complete board nor as a recorded solution.
        let ended = if self.boards {
            self.stats.leaf_checks
        } else {
            by_leaves
        };
        self.stats.dead_ends = self.calls.leaves.saturating_sub(ended);
        self.stats.undos = self.calls.backtracks;
        self.stats.rejected = self.calls.cuts;
        let (by_depth, _) = self.calls.nodes();
        self.stats.nodes = by_depth.iter().sum();
        self.stats.nodes_per_depth = by_depth.to_vec();
        self.stats.max_depth = by_depth.len().saturating_sub(1) as u32;
    }
}

/// Why a program lane cannot start: its setup, or its program (a SyntaxError, a construct
/// the interpreter refuses).
#[derive(Clone, Debug, PartialEq)]
pub enum ProgramError {
    Setup(SetupError),
    Program(PyError),
}

impl std::fmt::Display for ProgramError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProgramError::Setup(error) => error.fmt(f),
            ProgramError::Program(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ProgramError {}

impl From<SetupError> for ProgramError {
    fn from(error: SetupError) -> ProgramError {
        ProgramError::Setup(error)
    }
}

impl From<PyError> for ProgramError {
    fn from(error: PyError) -> ProgramError {
        ProgramError::Program(error)
    }
}

/// A call as it was entered, for the search tree's labels: its function and each of its
/// variables then (its parameters, and the names it reads from a function around it).
struct Entered {
    function: u32,
    /// How many calls were active with it (itself included).
    depth: usize,
    values: Vec<Entry>,
}

/// A variable as a call was entered with it: its value as Python writes it (cut short), and
/// for a list, a tuple or a string its length and its last item.
struct Entry {
    name: Rc<str>,
    text: String,
    len: Option<usize>,
    last: Option<String>,
}

impl Entered {
    /// The innermost call of `machine`, which has just been entered.
    fn read(machine: &Machine, function: u32, depth: usize) -> Entered {
        let (locals, _) = machine.innermost_and_module();
        let shown = |v: &python::Value| cut(machine.repr_start(v, SHOWN_BYTES));
        let values = locals
            .iter()
            .filter(|(_, v)| !matches!(&*machine.heap().type_name(v), "function" | "type"))
            .map(|(name, v)| {
                let (len, last) = match (machine.items(v), v) {
                    (Some(items), _) => (Some(items.len()), items.last().map(shown)),
                    (None, python::Value::Str(s)) => (
                        Some(s.chars().count()),
                        s.chars()
                            .last()
                            .map(|c| shown(&python::Value::str(&c.to_string()))),
                    ),
                    _ => (None, None),
                };
                Entry {
                    name: name.clone(),
                    text: shown(v),
                    len,
                    last,
                }
            })
            .collect();
        Entered {
            function,
            depth,
            values,
        }
    }

    /// The call in words: `backtrack(state=[1, 3], choices=[1, 2, 3])`, cut short.
    fn call(&self, name: &str) -> String {
        let args: Vec<String> = self
            .values
            .iter()
            .map(|e| format!("{}={}", e.name, e.text))
            .collect();
        cut_to(format!("{name}({})", args.join(", ")), 2 * SHOWN_CHARS)
    }

    /// What this call chose, against the call it was made from: the item a list, a tuple or a
    /// string gained (`+3`, `+'('`), else the first variable that differs (`i=2`); None when
    /// every one is as it was.
    fn chose(&self, parent: &Entered) -> Option<String> {
        let before = |name: &Rc<str>| parent.values.iter().find(|e| e.name == *name);
        let gained = self.values.iter().find_map(|e| {
            let p = before(&e.name)?;
            (e.len? == p.len? + 1).then(|| format!("+{}", e.last.as_deref().unwrap_or("")))
        });
        gained.or_else(|| {
            self.values.iter().find_map(|e| {
                let p = before(&e.name)?;
                (p.text != e.text).then(|| format!("{}={}", e.name, e.text))
            })
        })
    }
}

/// The most steps a program's search tree is recorded for (the page draws small trees).
const TREE_STEPS: u64 = 5_000_000;

/// The most items of a list shown, and the most characters of a value.
const SHOWN_ITEMS: usize = 64;
const SHOWN_CHARS: usize = 80;
/// How much of a value's repr is written to show its first SHOWN_CHARS characters (four bytes
/// a character at the most): never the whole of a long string or a large list.
const SHOWN_BYTES: usize = 4 * SHOWN_CHARS + 4;

/// A program's state as the page's frames view shows it.
#[derive(Serialize)]
struct Details<'a> {
    kind: &'static str,
    /// The line of the last step run (0 before the first), or the error's.
    line: u32,
    /// What the program printed, and after it the text of a `sys.exit("...")` that ended it,
    /// as a terminal shows CPython's standard error after its output.
    output: std::borrow::Cow<'a, str>,
    /// Calls of each function, in the order they are defined.
    calls: Vec<Called>,
    /// The function whose calls are the nodes, once one has called itself.
    recursive: Option<&'a str>,
    /// Its calls answered from its `@lru_cache`, and the calls they saved (as far as known).
    cache_hits: u64,
    cache_saved: u64,
    /// What the board was read from, if it was.
    drawn_from: Option<String>,
    /// On a puzzle's tab, for a program that holds no board of it: the variable its state is
    /// drawn from in the board's place ("" when only its call is shown there).
    state_from: Option<String>,
    /// For a program with no board of the puzzle: what its solutions are counted from (a
    /// list's name, a counter's, `yield`, or `print`), and which kind of these it is.
    recorded_from: Option<&'a str>,
    recorded_kind: Option<&'static str>,
    /// The active calls, the module first, each with its variables.
    frames: Vec<FrameShown>,
    error: Option<&'a PyError>,
}

#[derive(Serialize)]
struct Called {
    function: String,
    calls: u64,
}

#[derive(Serialize)]
struct FrameShown {
    function: String,
    line: u32,
    depth: u32,
    locals: Vec<Variable>,
}

/// One variable: its value as Python writes it (cut short), and for a list or a tuple its
/// items, to draw as an array with its indices.
#[derive(Serialize)]
struct Variable {
    name: String,
    value: String,
    items: Option<Vec<String>>,
    len: Option<usize>,
}

fn cut(text: String) -> String {
    cut_to(text, SHOWN_CHARS)
}

fn variable(machine: &Machine, name: &str, value: &python::Value) -> Option<Variable> {
    let kind = machine.heap().type_name(value);
    if matches!(&*kind, "function" | "builtin_function_or_method" | "type") {
        return None;
    }
    let items = machine.items(value);
    Some(Variable {
        name: name.to_string(),
        value: match items {
            Some(items) if items.len() > SHOWN_ITEMS => format!("{kind} of {}", items.len()),
            _ => cut(machine.repr_start(value, SHOWN_BYTES)),
        },
        len: items.map(<[_]>::len),
        items: items.map(|items| {
            items
                .iter()
                .take(SHOWN_ITEMS)
                .map(|item| cut(machine.repr_start(item, SHOWN_BYTES)))
                .collect()
        }),
    })
}

/// The last event as the page reads it, with the function's name.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum LastEvent<'a> {
    Step { line: u32, depth: u32 },
    Call { function: &'a str, depth: u32 },
    Return { function: &'a str, depth: u32 },
    Output { line: u32 },
    Error { line: u32 },
    End { status: &'static str },
}

impl Lane for ProgramLane {
    fn puzzle(&self) -> &'static str {
        self.puzzle.name()
    }

    /// Runs the program; every call of the recursive function pauses the machine as it is
    /// entered, and one at the deepest level reached so far has the board it starts from
    /// read: a complete one is checked by the puzzle's validator (a leaf check) and counted
    /// as a solution when it breaks no rule.
    fn advance(&mut self, count: u64) -> u64 {
        if self.unrunnable.is_some() {
            return 0;
        }
        self.reached = "";
        let mut ran = 0;
        loop {
            let heard = listening(&mut self.calls, &mut self.last, &mut self.ran, None);
            ran += self.machine.advance_with(count - ran, heard);
            let entered = match self.last {
                Some(python::Event::Call { function, .. }) => Some(function),
                _ => None,
            };
            self.machine.pause_at_calls(self.calls.pause());
            match entered {
                Some(function) if self.machine.status() == python::Status::Running => {
                    // A complete board is reached at the deepest level the recursion has
                    // gone to (n queens: n calls deep), so only those calls are read (and
                    // the lists a program may record in are first looked for there).
                    let (by_depth, active) = self.calls.nodes();
                    if Some(function) == self.calls.recursive {
                        if active == by_depth.len() {
                            self.check_board();
                        }
                        self.attribute(true);
                    }
                    if ran == count {
                        break;
                    }
                }
                _ => break,
            }
        }
        self.count();
        ran
    }

    /// Runs until the next solution (a complete board the validator passes), the next
    /// backtrack (a call of the recursive function returning into another: "undo"), or an
    /// event of another kind; at most `limit` steps.
    fn advance_until(&mut self, kind: &str, limit: u64) -> u64 {
        let mut done = 0;
        let (solutions, backtracks) = (self.stats.solutions, self.calls.backtracks);
        while done < limit && self.advance(1) == 1 {
            done += 1;
            let reached = match kind {
                "solution" => self.stats.solutions > solutions,
                "undo" => self.calls.backtracks > backtracks,
                other => self.last_kind() == other,
            };
            if reached {
                self.reached = match kind {
                    "solution" => "solution",
                    "undo" => "undo",
                    _ => "",
                };
                break;
            }
        }
        done
    }

    fn fork(&self) -> Box<dyn Lane> {
        Box::new(self.clone())
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }

    fn steps(&self) -> u64 {
        self.machine.steps()
    }

    fn depth(&self) -> usize {
        self.calls.nodes().1
    }

    fn status(&self) -> Status {
        if self.unrunnable.is_some() {
            return Status::Error;
        }
        match self.machine.status() {
            python::Status::Running => Status::Running,
            python::Status::Finished => Status::Finished,
            python::Status::Error => Status::Error,
            python::Status::Limit => Status::StepLimit,
        }
    }

    fn last_kind(&self) -> &'static str {
        if self.unrunnable.is_some() {
            return "error";
        }
        if !self.reached.is_empty() {
            return self.reached;
        }
        match self.last {
            None => "",
            Some(
                python::Event::Step { .. }
                | python::Event::Break { .. }
                | python::Event::Yielded { .. }
                | python::Event::Cached { .. }
                | python::Event::Suspended { .. }
                | python::Event::Resumed { .. }
                | python::Event::Appended,
            ) => "step",
            Some(python::Event::Call { .. }) => "call",
            Some(python::Event::Return { .. }) => "return",
            Some(python::Event::Output { .. }) => "output",
            Some(python::Event::Error) => "error",
            Some(python::Event::Finished | python::Event::Limit) => "end",
        }
    }

    fn last_event(&self) -> Option<Shown> {
        let line = self.machine.line();
        let name = |function| self.machine.function_name(function);
        if let Some(error) = &self.unrunnable {
            return Some(Shown::new(&LastEvent::Error { line: error.line }));
        }
        let shown = match self.last? {
            python::Event::Step { line, depth, .. } => LastEvent::Step { line, depth },
            python::Event::Break { .. }
            | python::Event::Yielded { .. }
            | python::Event::Cached { .. }
            | python::Event::Suspended { .. }
            | python::Event::Resumed { .. }
            | python::Event::Appended => LastEvent::Step { line, depth: 0 },
            python::Event::Call { function, depth } => LastEvent::Call {
                function: name(function),
                depth,
            },
            python::Event::Return {
                function, depth, ..
            } => LastEvent::Return {
                function: name(function),
                depth,
            },
            python::Event::Output { .. } => LastEvent::Output { line },
            python::Event::Error => LastEvent::Error { line },
            python::Event::Finished | python::Event::Limit => LastEvent::End {
                status: self.status().name(),
            },
        };
        Some(Shown::new(&shown))
    }

    fn instance(&self) -> Shown {
        match &self.tab {
            Some(tab) => tab.instance(),
            None => Shown::new(&NoInstance {}),
        }
    }

    /// The puzzle's view of the program's board, with `clash`: the first clash of a complete
    /// board that breaks the rule, which the page draws as a strategy's failed check.
    /// On a puzzle's tab, a program that holds no board of the puzzle has its state drawn in
    /// its place; on the tab for your own problem the state is the view.
    fn view(&self) -> Shown {
        let Some(tab) = &self.tab else {
            return Shown::new(&self.state(false));
        };
        match self.program_board() {
            Some(board) => board.view.with_field("clash", &Shown::new(&board.clash)),
            None => {
                let state = self.state(true);
                if state.shows_something() {
                    Shown::new(&state)
                } else {
                    tab.view()
                }
            }
        }
    }

    fn board(&self) -> Vec<u8> {
        self.program_board()
            .map(|board| board.board)
            .unwrap_or_default()
    }

    fn solution_board(&self) -> Vec<u8> {
        self.solution
            .as_ref()
            .map(|solution| solution.board.clone())
            .unwrap_or_default()
    }

    fn solution(&self) -> Option<Shown> {
        Some(self.solution.as_ref()?.view.clone())
    }

    fn tree_size(&self) -> Option<f64> {
        None
    }

    /// The tree of the recursive function's calls, recorded from a fresh copy: each call a
    /// node below the call it was made from (the outermost one the root), placing the piece
    /// its board gained, taken back when it returns, and labelled with what it chose; a
    /// complete board ends its node as a solution or as a failed check (with no board, what
    /// the program records ends it as a solution), and a call that made no call and ended
    /// neither way is a dead end. A pass of its loop over candidates that made no call is a
    /// cut. At most `limit` nodes and TREE_STEPS steps are read.
    fn search_tree(&self, limit: usize) -> Result<Tree, SetupError> {
        let mut machine = (*self.fresh).clone();
        let mut calls = Calls::of(&machine);
        let mut tree = Tree::new(Reference::new(Vec::new()), limit);
        // Every call pauses the machine until a function has called itself, then its calls
        // only, as the lane's do: each is read as it was entered, and a node's label compares
        // its call with the call it was made from.
        machine.pause_at_calls(calls.pause());
        let mut entered: Vec<Entered> = Vec::new();
        // A program with no board of the puzzle: what it records, and how much it had.
        let chosen = Recorder {
            chosen: self.recorder.chosen.clone(),
            ..Recorder::default()
        };
        let (mut recorder, mut recorded, mut boards) = (chosen, 0, false);
        while machine.status() == python::Status::Running && !tree.is_truncated() {
            if machine.steps() >= TREE_STEPS {
                tree.stop();
                break;
            }
            let before = machine.steps();
            let (mut last, mut line, mut marks) = (None, 0, Vec::new());
            let heard = listening(&mut calls, &mut last, &mut line, Some(&mut marks));
            machine.advance_with(TREE_STEPS - before, heard);
            let called = match last {
                Some(python::Event::Call { function, .. }) => Some(function),
                _ => None,
            };
            let at = Cell { row: 0, col: 0 };
            // What it recorded since the last call is the solution of the call it stood in: at
            // the step it was appended, once the list is known and watched; else at the first
            // step heard since (before the calls it stood in return).
            let mut appended = false;
            if !boards
                && calls.recursive.is_some()
                && (called == calls.recursive || called.is_none())
            {
                recorder.look(&machine);
                let now = recorder.count(&machine, &calls);
                if now > recorded {
                    recorded = now;
                    appended = marks.iter().any(|m| matches!(m, Mark::Appended { .. }));
                    let step = match marks.first() {
                        Some(
                            Mark::Undo { step, .. }
                            | Mark::Cut { step, .. }
                            | Mark::Cached { step, .. }
                            | Mark::Appended { step },
                        ) => *step,
                        None => machine.steps(),
                    };
                    if !appended {
                        tree.push(step, &Event::Solution);
                    }
                }
                machine.watch_list(recorder.list_id());
            }
            // The piece is the trail's business: the tree takes back its last node at each
            // return of the recursive function into itself; one that made no call and ended
            // neither as a solution nor as a failed check is a dead end.
            for mark in marks {
                match mark {
                    Mark::Appended { step } if appended => {
                        tree.push(step, &Event::Solution);
                        appended = false;
                    }
                    Mark::Appended { .. } => {}
                    Mark::Cut { step, line } => tree.cut_at_line(step, line),
                    Mark::Cached { step, saved } => tree.cached(step, saved),
                    Mark::Undo { step, value } => {
                        let returned = match value {
                            python::Returned::None => Some("None".to_string()),
                            python::Returned::Bool(b) => {
                                Some(if b { "True" } else { "False" }.to_string())
                            }
                            python::Returned::Int(i) => Some(i.to_string()),
                            python::Returned::Items(kind, count) => {
                                tree.returned_items(ReturnedItems {
                                    kind: kind.name(),
                                    count,
                                });
                                None
                            }
                            python::Returned::Other => None,
                        };
                        if let Some(returned) = returned {
                            tree.returned(returned);
                        }
                        let node = tree.standing();
                        if node.parent.is_some() && node.children.is_empty() && node.end.is_none() {
                            tree.push(step, &Event::DeadEnd { at });
                        }
                        tree.push(step, &Event::Undo { at, value: 0 });
                    }
                }
            }
            if let (Some(function), python::Status::Running) = (called, machine.status()) {
                let depth = calls.stack.len();
                entered.retain(|e| e.depth < depth);
                entered.push(Entered::read(&machine, function, depth));
            }
            machine.pause_at_calls(calls.pause());
            let nested =
                called.is_some_and(|f| calls.recursive == Some(f) && calls.active[f as usize] > 1);
            if nested && machine.status() == python::Status::Running {
                let board = self
                    .puzzle
                    .program_board(&machine, self.draw_from.as_deref());
                let board = board.filter(|board| board.judged);
                boards |= board.is_some();
                let placed = board.as_ref().and_then(|board| board.placed);
                let (at, value) = placed.unwrap_or((Cell { row: 0, col: 0 }, 0));
                let step = machine.steps();
                tree.push(step, &Event::Place { at, value });
                self.label_call(&machine, &entered, placed.is_none(), &mut tree);
                if let Some(board) = board.filter(|board| board.complete) {
                    tree.push(step, &Event::LeafCheck { clash: board.clash });
                    if board.valid {
                        tree.push(step, &Event::Solution);
                    }
                }
            }
        }
        let status = match machine.status() {
            python::Status::Running => None,
            python::Status::Finished => Some(Status::Finished),
            python::Status::Error => Some(Status::Error),
            python::Status::Limit => Some(Status::StepLimit),
        };
        if let Some(status) = status {
            tree.push(machine.steps(), &Event::End { status });
        }
        Ok(tree)
    }

    fn details(&self) -> Option<Shown> {
        let machine = &self.machine;
        let recorded = self
            .recorder
            .source(machine, &self.calls)
            .filter(|_| !self.boards);
        let mut frames = machine.frames();
        // Once the program has ended, its module's variables are what it left.
        if frames.is_empty() && self.steps() > 0 {
            frames.push(python::FrameView {
                function: "<module>".into(),
                line: self.ran,
                depth: 0,
                locals: machine.globals(),
            });
        }
        let frames = frames
            .iter()
            .map(|frame| FrameShown {
                function: frame.function.to_string(),
                line: frame.line,
                depth: frame.depth,
                locals: frame
                    .locals
                    .iter()
                    .filter_map(|(name, value)| variable(machine, name, value))
                    .collect(),
            })
            .collect();
        // The board is read once: where there is none, the state stands in its place.
        let drawn_from = self.program_board().map(|board| board.drawn_from);
        let state_from = self
            .tab
            .as_ref()
            .filter(|_| drawn_from.is_none())
            .map(|_| self.state(true))
            .filter(state::StateView::shows_something)
            .map(|state| state.name().unwrap_or_default().to_string());
        Some(Shown::new(&Details {
            kind: "program",
            line: match (&self.unrunnable, machine.error()) {
                (Some(error), _) => error.line,
                (None, Some(error)) => error.line,
                (None, None) => self.ran,
            },
            output: match machine.exit().and_then(|exit| exit.message.as_deref()) {
                Some(message) => format!("{}{message}\n", machine.output()).into(),
                None => machine.output().into(),
            },
            calls: machine
                .call_counts()
                .into_iter()
                .map(|(function, calls)| Called {
                    function: function.to_string(),
                    calls,
                })
                .collect(),
            recursive: self.calls.recursive.map(|f| machine.function_name(f)),
            cache_hits: self.calls.hits,
            cache_saved: self.calls.saved,
            drawn_from,
            state_from,
            recorded_from: recorded.map(|(from, _)| from),
            recorded_kind: recorded.map(|(_, kind)| kind),
            frames,
            error: self.error(),
        }))
    }

    fn estimate(&self, _seed: u64) -> Result<Box<dyn TreeEstimate>, SetupError> {
        Err(SetupError::unsupported(
            "a program cannot be probed at random: it runs as it is written",
        ))
    }
}
