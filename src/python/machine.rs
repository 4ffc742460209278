//! The machine: a program's whole running state as plain data (call frames, one value stack,
//! the globals, the heap, the output), driven one instruction at a time. A Python call pushes
//! a frame; it never recurses in Rust, so the machine can stop after any step, and `Clone`
//! forks it (the compiled program, which never changes, is shared).

use super::args::{self, Outcome, Then};
use super::builtins;
use super::compile::{
    Code, CodeKind, Collection, MethodKind, Op, Operand, PreludeItem, Program, QuickMethod,
    StepKind, PUSH,
};
use super::error::{
    type_error, unsupported_words, ChainLink, ErrorKind, Exc, PyError, Res, TraceEntry,
};
use super::exceptions;
use super::heap::Heap;
use super::iteration;
use super::limits::{DEFAULT_HEAP_ELEMENTS, MAX_DEPTH, MAX_QUIET_PASSES, MAX_STEPS};
use super::modules;
use super::ops;
use super::syntax::{BinOp, CmpOp};
use super::value::*;
use serde::Serialize;
use std::rc::Rc;

/// At most this many exceptions are followed back through `__cause__` and `__context__`.
const MAX_CHAIN: usize = 100;

/// What a run may spend; each limit, when reached, stops it cleanly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Limits {
    /// Steps, as the lessons count them (300,000 by default, at most 10^9). Reaching it is
    /// status `Limit`, not an error: "did not fit".
    pub steps: u64,
    /// Nested calls of the program's functions (1,000 by default): a RecursionError past it.
    pub depth: u32,
    /// Elements the program's data may hold (4 million by default): a MemoryError past it.
    pub heap_elements: u64,
    /// Bytes of printed output (4 MB by default): a MemoryError past it.
    pub output_bytes: usize,
    /// Passes of loops that count no step, between two steps (20 million by default): the
    /// lab's error past it, where CPython would run on unseen.
    pub quiet_passes: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            steps: 300_000,
            depth: 1000,
            heap_elements: DEFAULT_HEAP_ELEMENTS,
            output_bytes: 4 << 20,
            quiet_passes: MAX_QUIET_PASSES,
        }
    }
}

impl Limits {
    pub fn with_steps(steps: u64) -> Limits {
        Limits {
            steps: steps.min(MAX_STEPS),
            ..Limits::default()
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Running,
    Finished,
    Error,
    /// The step limit was reached before the program ended.
    Limit,
}

/// How `sys.exit(code)` ended a program: the process's exit status CPython would give (the
/// code when it is an int, 0 for None, else 1) and, for a code that is no int, the text
/// CPython writes to standard error.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Exit {
    pub status: u8,
    pub message: Option<String>,
}

/// What the machine reports as it runs. Only `Step` counts as a step; the others tell what
/// happened around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    Step {
        line: u32,
        kind: StepKind,
        depth: u32,
    },
    /// A call of one of the program's functions (`function` indexes `Program::codes`; see
    /// [`Machine::function_name`]); `depth` counts it.
    Call {
        function: u32,
        depth: u32,
    },
    /// A call of one of the program's functions ending, after `steps` steps counted in all
    /// (at most [`MAX_STEPS`], so it fits), with what it returned (`True`: the answer of a
    /// search that stops at its first solution; a Fibonacci's number).
    Return {
        function: u32,
        depth: u32,
        steps: u32,
        value: Returned,
    },
    /// A `break` out of a loop over candidates (at `line`): the pass it ends made no call.
    Break {
        line: u32,
    },
    /// A generator of the program's (`function`) yielding a value of its own.
    Yielded {
        function: u32,
    },
    /// A generator of the program's function (`function`; `generator`, the object) stopping
    /// at a `yield`, its call set aside until it is resumed (or for good, if it never is).
    Suspended {
        function: u32,
        generator: u32,
    },
    /// The same generator going on from its `yield`.
    Resumed {
        function: u32,
        generator: u32,
    },
    /// An item appended to the list the caller watches (`Machine::watch_list`): where a
    /// program records a solution.
    Appended,
    /// A call of the program's `@lru_cache` function (`function`) answered from its cache,
    /// which saved `saved` calls of it (0: not known, for a cache with a bound).
    Cached {
        function: u32,
        saved: u32,
    },
    /// Text printed: `output()[start..end]`.
    Output {
        start: u32,
        end: u32,
    },
    Error,
    Finished,
    Limit,
}

/// What a call returned, as far as an event carries it: None, a bool, a whole number that
/// fits in 64 bits, a collection or a string by its kind and its length (a search that
/// returns its list of solutions), or something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "value", rename_all = "snake_case")]
pub enum Returned {
    None,
    Bool(bool),
    Int(i64),
    Items(ReturnedKind, u32),
    Other,
}

/// The kinds of value a call's return names by their length: what it kept of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ReturnedKind {
    List,
    Tuple,
    Set,
    Dict,
    Str,
}

impl ReturnedKind {
    /// Its name in Python (`list`, `str`).
    pub fn name(self) -> &'static str {
        match self {
            ReturnedKind::List => "list",
            ReturnedKind::Tuple => "tuple",
            ReturnedKind::Set => "set",
            ReturnedKind::Dict => "dict",
            ReturnedKind::Str => "str",
        }
    }
}

impl Returned {
    fn of(v: &Value, heap: &Heap) -> Returned {
        let items = |kind, len: usize| Returned::Items(kind, len.min(u32::MAX as usize) as u32);
        match v {
            Value::None => Returned::None,
            Value::Bool(b) => Returned::Bool(*b),
            Value::Int(i) => Returned::Int(*i),
            Value::Str(s) => items(ReturnedKind::Str, s.chars().count()),
            Value::Obj(id) => match heap.get(*id) {
                Obj::List(list) => items(ReturnedKind::List, list.len()),
                Obj::Tuple(tuple) => items(ReturnedKind::Tuple, tuple.len()),
                Obj::Set(set) => items(ReturnedKind::Set, set.len()),
                Obj::Dict(dict) => items(ReturnedKind::Dict, dict.len()),
                _ => Returned::Other,
            },
            _ => Returned::Other,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum FrameKind {
    Module,
    /// A call of the program's function or lambda: counted in depth and calls.
    User,
    /// A comprehension, a class body, or the prelude: no depth, no call counted.
    Hidden,
    Gen(ObjId),
    /// A generator expression whose items `all()` (`all` true) or `any()` tests where it
    /// yields: an item that does not decide goes on at once, with no switch of frames; one
    /// that decides suspends the generator and is the call's result, left at `ret`.
    Tested {
        gen: ObjId,
        all: bool,
    },
    Class(ObjId),
    /// `__init__` of a new object: the call's result is the object.
    Init(ObjId),
    /// The prelude draining a generator into a list for a builtin: the list replaces the
    /// argument at this stack slot, and the builtin's call runs again.
    Drain(u32),
    /// The prelude finding the key a container holds equal to this object by the program's
    /// `__hash__` and `__eq__`: the op that wanted it runs again (`Machine::canonical_key`).
    Key(ObjId),
    /// A call of the program's function through `@lru_cache` (this object) that missed:
    /// a user call, whose result is kept under the arguments left at its result's slot.
    Memo(ObjId),
    /// A method of the program's called by a builtin or an operator (`__lt__`, `__str__`):
    /// a user call, whose result is taken as `Then` says.
    Dunder(Then),
    /// The prelude's code run for an operator (`x in seq` by `__eq__`): hidden, its result
    /// taken as `Then` says.
    Helper(Then),
}

impl FrameKind {
    /// A call of one of the program's own functions: counted in depth and calls, reported
    /// by call and return events.
    fn is_user(self) -> bool {
        matches!(
            self,
            FrameKind::User | FrameKind::Init(_) | FrameKind::Memo(_) | FrameKind::Dunder(_)
        )
    }
}

#[derive(Clone, Debug)]
struct Frame {
    code: u32,
    /// The next op to run.
    pc: u32,
    /// Where the frame's slots start on the stack.
    base: u32,
    /// The stack height its result goes to.
    ret: u32,
    kind: FrameKind,
}

/// One frame as the page draws it: the function, its line, its variables.
#[derive(Clone, Debug, PartialEq)]
pub struct FrameView {
    pub function: Rc<str>,
    pub line: u32,
    pub depth: u32,
    pub locals: Vec<(Rc<str>, Value)>,
}

#[derive(Clone, Debug)]
pub struct Machine {
    program: Rc<Program>,
    stack: Vec<Value>,
    frames: Vec<Frame>,
    globals: Vec<Value>,
    pub(crate) heap: Heap,
    prelude_fns: Vec<ObjId>,
    output: String,
    status: Status,
    error: Option<PyError>,
    /// How `sys.exit()` (or `exit()`) ended the program, if it did.
    exit: Option<Exit>,
    steps: u64,
    /// Element steps still owed by the list the last op built (paid before the next op).
    debt: u64,
    debt_line: u32,
    /// Passes of loops that count no step (the prelude's, a comprehension's whose items
    /// CPython reports no line event for) since the step `quiet_since`: past
    /// `Limits::quiet_passes` the program is stopped, where it would otherwise run on unseen.
    quiet: u64,
    quiet_since: u64,
    limits: Limits,
    /// Calls of each code (indexed like `Program::codes`).
    calls: Vec<u64>,
    depth: u32,
    max_depth: u32,
    last: Option<Event>,
    /// Which calls pause the machine as soon as they are entered (before the callee's first
    /// step), so a lane can read the state each call starts from: NO_CALL, EVERY_CALL, or a
    /// function's code index.
    pause_at_call: u32,
    /// The `random` module's generator, once the program uses it.
    random: Option<Box<modules::random::Twister>>,
    /// The program's standard input, which `input()` reads a line at a time, and how much
    /// of it has been read (in bytes).
    input: Rc<str>,
    input_read: usize,
    /// The key `Heap::custom_key` holds is for the op that runs next (see `canonical_key`).
    keep_custom_key: bool,
    /// The key each `FrameKind::Memo` call missed on, innermost last, kept until it returns
    /// (its arguments were plain values, so no tuple of them had to keep them alive).
    /// For each cached call running, its key and how many calls of its function had been made
    /// before it (what its result took is kept with it).
    memo_keys: Vec<(Key, u64)>,
    /// A cached call just answered from its cache: its function, and the calls it saved.
    hit: Option<(u32, u32)>,
    /// The list whose appends are events (`NO_LIST`: none).
    watched: ObjId,
    /// The error being thrown is one raised before, raised again as it is (a bare `raise`,
    /// or no `except` clause matched): its `__context__` stays.
    reraising: bool,
}

/// `pause_at_call`: no call pauses the machine.
const NO_CALL: u32 = u32::MAX;
/// `pause_at_call`: every call of a function of the program pauses it.
const EVERY_CALL: u32 = u32::MAX - 1;
/// No list watched (see `Machine::watch_list`).
const NO_LIST: ObjId = ObjId::MAX;

/// Which calls pause a machine as soon as they are entered ([`Machine::pause_at_calls`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallPause {
    None,
    Every,
    /// The calls of one function (its index, as events give it).
    Of(u32),
}

macro_rules! pop {
    ($m:expr) => {
        match $m.stack.pop() {
            Some(v) => v,
            None => Value::None,
        }
    };
}

impl Machine {
    /// A machine at the start of `program`, with `globals` defined before it runs (the lab
    /// gives `n` this way).
    pub fn new(program: Rc<Program>, globals: &[(&str, Value)]) -> Machine {
        Machine::with_limits(program, globals, Limits::default())
    }

    pub fn with_limits(program: Rc<Program>, globals: &[(&str, Value)], limits: Limits) -> Machine {
        let limits = Limits {
            steps: limits.steps.min(MAX_STEPS),
            ..limits
        };
        let mut heap = Heap::new(limits.heap_elements);
        let prelude_fns = prelude_objects(&program, &mut heap);
        let mut g = vec![Value::Undef; program.globals.len()];
        if let Some(slot) = program.global_slot("__name__") {
            g[slot] = Value::str("__main__");
        }
        // `slice`: a builtin class of the prelude's, seen by its builtin name.
        heap.slice_class = program.prelude_index("slice").map(|at| prelude_fns[at]);
        if let (Some(slot), Some(class)) = (program.global_slot("slice"), heap.slice_class) {
            g[slot] = Value::Obj(class);
        }
        for (name, value) in globals {
            if let Some(slot) = program.global_slot(name) {
                g[slot] = value.clone();
            }
        }
        let main = program.main;
        let ncodes = program.codes.len();
        Machine {
            program,
            stack: Vec::with_capacity(256),
            frames: vec![Frame {
                code: main,
                pc: 0,
                base: 0,
                ret: 0,
                kind: FrameKind::Module,
            }],
            globals: g,
            heap,
            prelude_fns,
            output: String::new(),
            status: Status::Running,
            error: None,
            exit: None,
            steps: 0,
            debt: 0,
            debt_line: 0,
            quiet: 0,
            quiet_since: 0,
            limits,
            calls: vec![0; ncodes],
            depth: 0,
            max_depth: 0,
            last: None,
            pause_at_call: NO_CALL,
            random: None,
            input: Rc::from(""),
            input_read: 0,
            keep_custom_key: false,
            memo_keys: Vec::new(),
            hit: None,
            watched: NO_LIST,
            reraising: false,
        }
    }

    /// Gives the program its standard input: the lines `input()` returns, in order.
    pub fn give_input(&mut self, text: &str) {
        self.input = Rc::from(text);
        self.input_read = 0;
    }

    /// Makes each item appended to `list` an event (`Event::Appended`), so that a caller
    /// learns the step at which a program records a solution; None: no list.
    pub fn watch_list(&mut self, list: Option<ObjId>) {
        self.watched = list.unwrap_or(NO_LIST);
    }

    /// Makes `advance` stop right after entering the calls `pause` names, before the callee's
    /// first step (the call's event is its last), so a caller can look at the state each call
    /// starts from; the next `advance` goes on from there.
    pub fn pause_at_calls(&mut self, pause: CallPause) {
        self.pause_at_call = match pause {
            CallPause::None => NO_CALL,
            CallPause::Every => EVERY_CALL,
            CallPause::Of(function) => function.min(EVERY_CALL - 1),
        };
    }

    /// Whether entering a call of `function` pauses the machine.
    #[inline]
    fn pauses_at(&self, function: u32) -> bool {
        self.pause_at_call != NO_CALL
            && (self.pause_at_call == EVERY_CALL || self.pause_at_call == function)
    }

    // ---- counters and views ----

    pub fn program(&self) -> &Rc<Program> {
        &self.program
    }
    pub fn steps(&self) -> u64 {
        self.steps
    }
    pub fn status(&self) -> Status {
        self.status
    }
    pub fn error(&self) -> Option<&PyError> {
        self.error.as_ref()
    }
    /// How `sys.exit()` ended the program (a finished one), if it did.
    pub fn exit(&self) -> Option<&Exit> {
        self.exit.as_ref()
    }
    pub fn output(&self) -> &str {
        &self.output
    }
    pub fn limits(&self) -> Limits {
        self.limits
    }
    /// Calls of the program's functions now in progress.
    pub fn depth(&self) -> u32 {
        self.depth
    }
    pub fn max_depth(&self) -> u32 {
        self.max_depth
    }
    pub fn last_event(&self) -> Option<Event> {
        self.last
    }
    /// For each function, as events number them, the lines of its loops whose bodies call it
    /// again (`Code::search_loops`).
    pub fn search_loops(&self) -> Vec<Vec<u32>> {
        self.program
            .codes
            .iter()
            .map(|c| c.search_loops.clone())
            .collect()
    }

    pub fn function_name(&self, function: u32) -> &str {
        self.program
            .codes
            .get(function as usize)
            .map(|c| &*c.name)
            .unwrap_or("?")
    }
    /// Calls of every function the program defines by this name (all `rec`s, say).
    pub fn calls(&self, name: &str) -> u64 {
        self.program
            .codes
            .iter()
            .zip(&self.calls)
            .filter(|(c, _)| !c.internal && &*c.name == name)
            .map(|(_, n)| n)
            .sum()
    }
    /// Calls per function name, for every function called at least once, in definition order.
    pub fn call_counts(&self) -> Vec<(Rc<str>, u64)> {
        let mut out: Vec<(Rc<str>, u64)> = Vec::new();
        for (code, &n) in self.program.codes.iter().zip(&self.calls) {
            if code.internal || n == 0 {
                continue;
            }
            match out.iter_mut().find(|(name, _)| *name == code.name) {
                Some(entry) => entry.1 += n,
                None => out.push((code.name.clone(), n)),
            }
        }
        out
    }
    pub fn heap(&self) -> &Heap {
        &self.heap
    }
    /// Defines the module variable `name` as `value` before the program runs (the lab gives a
    /// tab's instance this way: a Sudoku's `board`, a graph's neighbour lists), building its
    /// lists, tuples and dictionaries in the program's heap. A name the program never uses is
    /// left out, as Python would never look it up; a value the heap cannot hold is an error.
    pub fn define(&mut self, name: &str, value: &Global) -> Result<(), PyError> {
        let Some(slot) = self.program.global_slot(name) else {
            return Ok(());
        };
        let built = self.build(value).map_err(|exc| exc.at(0, Vec::new()))?;
        self.globals[slot] = built;
        Ok(())
    }

    /// Binds a module variable the program names to a value of this machine's heap (the
    /// exercises' judge reads each board a call returned through it); false when the program
    /// has no such variable.
    pub fn set_global(&mut self, name: &str, value: Value) -> bool {
        match self.program.global_slot(name) {
            Some(slot) => {
                self.globals[slot] = value;
                true
            }
            None => false,
        }
    }

    fn build(&mut self, value: &Global) -> Res<Value> {
        Ok(match value {
            Global::Int(i) => Value::Int(*i),
            Global::Bool(b) => Value::Bool(*b),
            Global::Str(text) => Value::str(text),
            Global::List(items) | Global::Tuple(items) => {
                let items = items
                    .iter()
                    .map(|item| self.build(item))
                    .collect::<Res<Vec<_>>>()?;
                let obj = match value {
                    Global::List(_) => Obj::List(items),
                    _ => Obj::Tuple(items),
                };
                Value::Obj(self.heap.alloc(obj)?)
            }
            Global::Dict(entries) => {
                let mut dict = Dict::default();
                for (key, item) in entries {
                    let key = self.build(key)?;
                    let item = self.build(item)?;
                    dict.insert(self.heap.key(&key)?, key, item);
                }
                Value::Obj(self.heap.alloc(Obj::Dict(dict))?)
            }
        })
    }

    /// A module variable's value, if it has one.
    pub fn global(&self, name: &str) -> Option<&Value> {
        let slot = self.program.global_slot(name)?;
        match &self.globals[slot] {
            Value::Undef => None,
            v => Some(v),
        }
    }
    /// The elements of a list or tuple value.
    pub fn items(&self, v: &Value) -> Option<&[Value]> {
        match v {
            Value::Obj(id) => match self.heap.get(*id) {
                Obj::List(items) | Obj::Tuple(items) => Some(items),
                _ => None,
            },
            _ => None,
        }
    }
    /// The entries of a dict value, in order.
    pub fn entries(&self, v: &Value) -> Option<Vec<(&Value, &Value)>> {
        match v {
            Value::Obj(id) => match self.heap.get(*id) {
                Obj::Dict(dict) => Some(dict.iter().collect()),
                _ => None,
            },
            _ => None,
        }
    }
    /// The members of a set or a frozenset, in the order Python prints them.
    pub fn members(&self, v: &Value) -> Option<Vec<&Value>> {
        match v {
            Value::Obj(id) => match self.heap.get(*id) {
                Obj::Set(set) => Some(set.iter().map(|(member, _)| member).collect()),
                _ => None,
            },
            _ => None,
        }
    }
    /// A list or tuple of ints as numbers (a board such as `pos` or `stolbec`).
    pub fn ints(&self, v: &Value) -> Option<Vec<i64>> {
        self.items(v)?
            .iter()
            .map(|x| match x {
                Value::Int(i) => Some(*i),
                Value::Bool(b) => Some(*b as i64),
                _ => None,
            })
            .collect()
    }
    pub fn repr(&self, v: &Value) -> String {
        self.heap.repr(v).unwrap_or_else(|_| "...".into())
    }

    /// The start of a value's repr, about `bytes` long: what a view shows, at a cost that
    /// does not grow with the value.
    pub fn repr_start(&self, v: &Value, bytes: usize) -> String {
        self.heap.repr_start(v, bytes)
    }

    /// The frames of the program's own functions and the module, outermost first, each with
    /// its line and its variables that have a value (cells read through).
    pub fn frames(&self) -> Vec<FrameView> {
        let mut out = Vec::new();
        let mut depth = 0;
        let top = self.frames.len().saturating_sub(1);
        for (i, f) in self.frames.iter().enumerate() {
            let code = &self.program.codes[f.code as usize];
            if code.internal {
                continue;
            }
            if f.kind.is_user() {
                depth += 1;
            }
            let locals = self.locals_of(i);
            out.push(FrameView {
                function: code.name.clone(),
                line: self.frame_line(i, i == top),
                depth,
                locals,
            });
        }
        out
    }

    /// The module's variables that have a value (also once the program has ended).
    pub fn globals(&self) -> Vec<(Rc<str>, Value)> {
        self.program
            .globals
            .iter()
            .zip(&self.globals)
            .filter(|(name, v)| !matches!(v, Value::Undef) && &***name != "__name__")
            .map(|(name, v)| (name.clone(), v.clone()))
            .collect()
    }

    /// The variables that have a value in frame `i` (the module's: its globals), cells read
    /// through.
    fn locals_of(&self, i: usize) -> Vec<(Rc<str>, Value)> {
        let f = &self.frames[i];
        let code = &self.program.codes[f.code as usize];
        if matches!(f.kind, FrameKind::Module) {
            return self.globals();
        }
        let mut locals = Vec::new();
        for (s, name) in code.slot_names.iter().enumerate() {
            let Some(v) = self.stack.get(f.base as usize + s) else {
                continue;
            };
            let v = match v {
                Value::Obj(id)
                    if code.cell_slots.contains(&(s as u32)) || s as u32 >= code.free_start =>
                {
                    match self.heap.get(*id) {
                        Obj::Cell(inner) => inner.clone(),
                        _ => v.clone(),
                    }
                }
                v => v.clone(),
            };
            if !matches!(v, Value::Undef) && !name.starts_with('.') {
                locals.push((name.clone(), v));
            }
        }
        locals
    }

    /// The innermost generator of the program's that stands suspended under the running code
    /// (a recursive generator's deepest call, which yielded to whoever iterates it): its
    /// function's name and its variables, or None. Found from the top of the stack down,
    /// then through each generator's kept values into the generator it delegates to.
    pub fn suspended_generator(&self) -> Option<FrameView> {
        let suspended = |values: &[Value]| {
            values.iter().rev().find_map(|v| match v {
                Value::Obj(id) => match self.heap.get(*id) {
                    Obj::Gen(gen)
                        if gen.state == GenState::Suspended
                            && !self.program.codes[gen.code as usize].internal =>
                    {
                        Some(gen)
                    }
                    _ => None,
                },
                _ => None,
            })
        };
        let mut gen = suspended(&self.stack)?;
        while let Some(inner) = suspended(&gen.saved) {
            gen = inner;
        }
        let code = &self.program.codes[gen.code as usize];
        let locals = code
            .slot_names
            .iter()
            .zip(&gen.saved)
            .filter(|(name, v)| !matches!(v, Value::Undef) && !name.starts_with('.'))
            .map(|(name, v)| {
                let v = match v {
                    Value::Obj(id) => match self.heap.get(*id) {
                        Obj::Cell(inner) => inner.clone(),
                        _ => v.clone(),
                    },
                    v => v.clone(),
                };
                (name.clone(), v)
            })
            .collect();
        Some(FrameView {
            function: code.name.clone(),
            line: 0,
            depth: 0,
            locals,
        })
    }

    /// The variables of the innermost call of the program's own (the module's, if none), and
    /// the module's: what [`Machine::frames`] gives first and last, without the frames between.
    pub fn innermost_and_module(&self) -> (Vec<(Rc<str>, Value)>, Vec<(Rc<str>, Value)>) {
        let innermost = self
            .frames
            .iter()
            .rposition(|f| !self.program.codes[f.code as usize].internal);
        let module = if self.frames.is_empty() {
            Vec::new()
        } else {
            self.locals_of(0)
        };
        (
            innermost.map(|i| self.locals_of(i)).unwrap_or_default(),
            module,
        )
    }

    fn frame_line(&self, i: usize, top: bool) -> u32 {
        let f = &self.frames[i];
        let code = &self.program.codes[f.code as usize];
        let pc = f.pc as usize;
        if top && code.ops.get(pc).and_then(Op::step_kind).is_some() {
            return code.lines[pc];
        }
        if pc == 0 {
            return code.lines.first().copied().unwrap_or(code.def_line);
        }
        code.lines[(pc - 1).min(code.lines.len() - 1)]
    }

    /// The line the program stands at (the next step's, when paused before one).
    pub fn line(&self) -> u32 {
        self.frames().last().map(|f| f.line).unwrap_or(0)
    }

    // ---- running ----

    /// Runs up to `count` steps; returns how many ran (fewer only when the program ended,
    /// failed or reached a limit).
    pub fn advance(&mut self, count: u64) -> u64 {
        self.advance_with(count, |_| {})
    }

    /// As `advance`, reporting every event to `sink`.
    pub fn advance_with<F: FnMut(&Event)>(&mut self, count: u64, mut sink: F) -> u64 {
        if self.status != Status::Running {
            return 0;
        }
        let mut budget = count;
        while let Err(exc) = self.run(&mut budget, &mut sink) {
            if let Err(exc) = self.throw(exc, &mut sink) {
                self.fail(exc, &mut sink);
                break;
            }
        }
        count - budget
    }

    /// Runs to the end (or the limit, or an error); returns the steps it ran.
    pub fn run_to_end(&mut self) -> u64 {
        self.advance(u64::MAX)
    }

    /// The calls on the way to the op each frame is running, outermost first.
    fn trace(&self) -> Vec<TraceEntry> {
        let top = self.frames.len().saturating_sub(1);
        let mut traceback = Vec::new();
        for i in 0..self.frames.len() {
            let code = &self.program.codes[self.frames[i].code as usize];
            if code.internal {
                continue;
            }
            traceback.push(TraceEntry {
                function: code.name.to_string(),
                line: self.frame_line_after(i, i == top),
            });
        }
        traceback
    }

    /// Hands an exception to the innermost handler whose range holds the op each frame is
    /// running, from the top frame down: the frames above it end (their calls return, a
    /// generator among them is done), the stack is cut back to the handler's depth, the
    /// exception is pushed and the handler runs next. An error when nothing handles it (or
    /// when it is the lab's `Unsupported`, which no program may catch).
    fn throw<F: FnMut(&Event)>(&mut self, mut exc: Exc, sink: &mut F) -> Res<()> {
        if exc.kind == ErrorKind::Unsupported {
            return Err(exc);
        }
        if !std::mem::take(&mut self.reraising) {
            self.chain_to_handled(&mut exc);
        }
        let prog = self.program.clone();
        let found = self.frames.iter().enumerate().rev().find_map(|(i, f)| {
            let at = f.pc.saturating_sub(1);
            prog.codes[f.code as usize]
                .handlers
                .iter()
                .find(|h| h.start <= at && at < h.end)
                .map(|h| (i, *h))
        });
        let Some((frame, handler)) = found else {
            return Err(exc);
        };
        let Ok(id) = exceptions::object_of(&mut self.heap, &exc) else {
            return Err(exc);
        };
        // Its traceback as Python keeps it runs from the call that catches it to where it
        // was raised (or further out, caught again after a bare `raise`).
        let outer = self.frames[..frame]
            .iter()
            .filter(|f| !prog.codes[f.code as usize].internal)
            .count();
        let trace = match self.heap.get(id) {
            Obj::Exc(e) if e.trace.is_empty() => Some(self.trace()),
            _ => None,
        };
        if let Obj::Exc(e) = self.heap.get_mut(id) {
            match trace {
                Some(trace) => {
                    e.trace = trace;
                    e.trace_from = outer;
                }
                None => e.trace_from = e.trace_from.min(outer),
            }
        }
        while self.frames.len() > frame + 1 {
            let Some(f) = self.frames.pop() else { break };
            if let FrameKind::Memo(_) = f.kind {
                self.memo_keys.pop();
            }
            match f.kind {
                _ if self.counted(f.code, f.kind) => {
                    let e = Event::Return {
                        function: f.code,
                        depth: self.depth,
                        steps: self.steps as u32,
                        value: Returned::None,
                    };
                    self.depth -= 1;
                    sink(&e);
                }
                FrameKind::Gen(g) | FrameKind::Tested { gen: g, .. } => {
                    self.left_generator(f.code, self.steps, sink);
                    if let Obj::Gen(gen) = self.heap.get_mut(g) {
                        gen.state = GenState::Done;
                        gen.saved.clear();
                    }
                }
                _ => {}
            }
        }
        let f = &mut self.frames[frame];
        let slots = prog.codes[f.code as usize].slot_names.len();
        self.stack
            .truncate(f.base as usize + slots + handler.depth as usize);
        self.stack.push(Value::Obj(id));
        f.pc = handler.target;
        self.debt = 0;
        Ok(())
    }

    /// An exception raised while another is being handled gets that one as its
    /// `__context__`, as in CPython (which also cuts the loop if the new one is already in
    /// the handled one's chain). The lab's own error becomes an object for it now.
    fn chain_to_handled(&mut self, exc: &mut Exc) {
        let Some(handled) = self.handled_exception() else {
            return;
        };
        let id = match exc.object {
            Some(id) => id,
            None => {
                let Ok(id) = exceptions::object_of(&mut self.heap, exc) else {
                    return;
                };
                exc.object = Some(id);
                id
            }
        };
        if id == handled {
            return;
        }
        let mut link = handled;
        for _ in 0..MAX_CHAIN {
            let Obj::Exc(e) = self.heap.get(link) else {
                break;
            };
            match e.context {
                Value::Obj(next) if next == id => {
                    if let Obj::Exc(e) = self.heap.get_mut(link) {
                        e.context = Value::None;
                    }
                    break;
                }
                Value::Obj(next) => link = next,
                _ => break,
            }
        }
        if let Obj::Exc(e) = self.heap.get_mut(id) {
            e.context = Value::Obj(handled);
        }
    }

    /// The exception being handled where the program is now: in the innermost frame running
    /// an `except` clause, a `finally` body an exception left the `try` for, or a `with`'s
    /// `__exit__` called with one.
    fn handled_exception(&self) -> Option<ObjId> {
        self.frames.iter().rev().find_map(|f| {
            let code = &self.program.codes[f.code as usize];
            let at = f.pc.saturating_sub(1);
            let h = code
                .handling
                .iter()
                .rev()
                .find(|h| h.start <= at && at < h.end)?;
            let place = f.base as usize + code.slot_names.len() + h.depth as usize;
            match self.stack.get(place) {
                Some(Value::Obj(id)) if matches!(self.heap.get(*id), Obj::Exc(_)) => Some(*id),
                _ => None,
            }
        })
    }

    /// The exceptions an uncaught one was raised from, as Python prints them above it: the
    /// first printed first, each with whether it was the direct cause (`raise ... from`) of
    /// the one after it, or was being handled when that one was raised.
    fn chain_of(&self, id: ObjId) -> Vec<ChainLink> {
        let mut links = Vec::new();
        let mut seen = vec![id];
        let mut at = id;
        while links.len() < MAX_CHAIN {
            let Obj::Exc(e) = self.heap.get(at) else {
                break;
            };
            let (next, direct) = match (&e.cause, &e.context) {
                (Value::Obj(cause), _) => (*cause, true),
                (_, Value::Obj(context)) if !e.suppress_context => (*context, false),
                _ => break,
            };
            if seen.contains(&next) || !matches!(self.heap.get(next), Obj::Exc(_)) {
                break;
            }
            seen.push(next);
            let Obj::Exc(linked) = self.heap.get(next) else {
                break;
            };
            let error = exceptions::error_of(&self.heap, next).into_raised();
            links.push(ChainLink {
                class: error
                    .class
                    .or_else(|| error.kind.module_class().map(String::from))
                    .unwrap_or_else(|| error.kind.name().to_string()),
                message: error.message,
                traceback: linked.trace[linked.trace_from.min(linked.trace.len())..].to_vec(),
                direct,
            });
            at = next;
        }
        links.reverse();
        links
    }

    fn fail<F: FnMut(&Event)>(&mut self, exc: Exc, sink: &mut F) {
        // `sys.exit()` not caught: the program ends there, as CPython's does, with no error.
        if exc.kind == ErrorKind::SystemExit {
            let args = match exc.object.map(|id| self.heap.get(id)) {
                Some(Obj::Exc(e)) => e.args.clone(),
                _ => Vec::new(),
            };
            self.exit = Some(match args.as_slice() {
                [] | [Value::None] => Exit::default(),
                [Value::Int(code)] => Exit {
                    status: *code as u8,
                    message: None,
                },
                [Value::Bool(code)] => Exit {
                    status: u8::from(*code),
                    message: None,
                },
                [code] => Exit {
                    status: 1,
                    message: Some(self.heap.to_str(code).unwrap_or_default()),
                },
                _ => Exit {
                    status: 1,
                    message: self
                        .heap
                        .tuple(args)
                        .and_then(|t| self.heap.to_str(&t))
                        .ok(),
                },
            });
            self.status = Status::Finished;
            self.last = Some(Event::Finished);
            sink(&Event::Finished);
            return;
        }
        // An exception raised before, and raised again: its traceback is where it began.
        let saved = match exc.object.map(|id| self.heap.get(id)) {
            Some(Obj::Exc(e)) if !e.trace.is_empty() => Some(e.trace.clone()),
            _ => None,
        };
        let traceback = saved.unwrap_or_else(|| self.trace());
        let line = traceback.last().map(|t| t.line).unwrap_or(0);
        let chain = exc.object.map(|id| self.chain_of(id)).unwrap_or_default();
        let mut error = exc.at(line, traceback);
        error.chain = chain;
        self.error = Some(error);
        self.status = Status::Error;
        let e = Event::Error;
        self.last = Some(e);
        sink(&e);
    }

    /// A frame's line after an error: the op it was running.
    fn frame_line_after(&self, i: usize, _top: bool) -> u32 {
        let f = &self.frames[i];
        let code = &self.program.codes[f.code as usize];
        let pc = (f.pc as usize).max(1) - 1;
        code.lines.get(pc).copied().unwrap_or(code.def_line)
    }

    /// The items of a value a sequence pattern takes apart (a list, a tuple, a named tuple,
    /// a range, a deque; not a string) when it has `len` of them (at least `len - 1` with a
    /// star), or None. The length is looked at before anything is copied.
    fn sequence_items(&self, v: &Value, len: usize, star: bool) -> Option<Vec<Value>> {
        let fits = |n: usize| n == len || star && n + 1 >= len;
        let Value::Obj(id) = v else { return None };
        match self.heap.get(*id) {
            Obj::List(items) | Obj::Tuple(items) => fits(items.len()).then(|| items.clone()),
            Obj::Deque(d) => fits(d.items.len()).then(|| d.items.iter().cloned().collect()),
            Obj::Range { start, stop, step } => {
                let n = super::heap::range_len(*start, *stop, *step);
                // Past the elements a program may hold, the star's list could not be made.
                (fits(n as usize) && n as u64 <= DEFAULT_HEAP_ELEMENTS)
                    .then(|| (0..n).map(|i| Value::Int(start + i * step)).collect())
            }
            Obj::Instance(inst) if self.heap.is_named_tuple_class(inst.class) => {
                let (_, values, _) = self.heap.dataclass_values(v)?;
                fits(values.len()).then(|| values.into_iter().map(|(_, v)| v).collect())
            }
            _ => None,
        }
    }

    /// Counts a pass of a loop that counts no step, `steps` being the count so far: false
    /// once there have been too many since the last step. Kept out of the machine's loop,
    /// whose other ops it would slow.
    #[inline(never)]
    fn quiet_pass(&mut self, steps: u64) -> bool {
        if steps != self.quiet_since {
            self.quiet_since = steps;
            self.quiet = 0;
        }
        self.quiet += 1;
        self.quiet <= self.limits.quiet_passes
    }

    fn pay_debt<F: FnMut(&Event) + ?Sized>(&mut self, budget: &mut u64, sink: &mut F) -> bool {
        while self.debt > 0 {
            if self.steps >= self.limits.steps {
                self.status = Status::Limit;
                self.last = Some(Event::Limit);
                sink(&Event::Limit);
                return false;
            }
            if *budget == 0 {
                return false;
            }
            self.debt -= 1;
            self.steps += 1;
            *budget -= 1;
            let e = Event::Step {
                line: self.debt_line,
                kind: StepKind::Element,
                depth: self.depth,
            };
            self.last = Some(e);
            sink(&e);
        }
        true
    }

    fn collect(&mut self) -> Res<()> {
        let mut ids: Vec<ObjId> = self.prelude_fns.clone();
        for f in &self.frames {
            match f.kind {
                FrameKind::Gen(id)
                | FrameKind::Tested { gen: id, .. }
                | FrameKind::Class(id)
                | FrameKind::Init(id)
                | FrameKind::Memo(id) => ids.push(id),
                _ => {}
            }
        }
        self.heap.collect(&[&self.stack, &self.globals], &ids)
    }

    /// The interpreter's loop. The ops that lessons spend their time in run here on their
    /// common case (ints, lists indexed by ints, plain calls, `range` loops); anything else,
    /// errors included, goes to [`Machine::run_op`] with the loop's registers.
    fn run<F: FnMut(&Event)>(&mut self, budget: &mut u64, sink: &mut F) -> Res<()> {
        if self.debt > 0 && !self.pay_debt(budget, sink) {
            return Ok(());
        }
        let prog = self.program.clone();
        let fi = self.frames.len() - 1;
        // The step counter lives in a register while running: `stop` is where this call must
        // pause (its budget spent, or the limit reached).
        let mut r = Regs {
            fi,
            pc: self.frames[fi].pc as usize,
            base: self.frames[fi].base as usize,
            steps: self.steps,
            start: self.steps,
            stop: self.limits.steps.min(self.steps.saturating_add(*budget)),
            last: None,
        };
        loop {
            let mut fi = r.fi;
            let mut code = &prog.codes[self.frames[fi].code as usize];
            let mut pc = r.pc;
            let mut base = r.base;
            let mut steps = r.steps;
            let start = r.start;
            let mut stop = r.stop;
            let mut last = r.last;
            macro_rules! peek {
                ($o:expr) => {
                    match $o {
                        Operand::Fast(s) => &self.stack[base + s as usize],
                        Operand::Const(c) => &code.consts[c as usize],
                        Operand::Global(g) => &self.globals[g as usize],
                        Operand::Deref(s) => cell_value(&self.heap, &self.stack[base + s as usize]),
                    }
                };
            }
            macro_rules! reload {
                () => {
                    fi = self.frames.len() - 1;
                    code = &prog.codes[self.frames[fi].code as usize];
                    pc = self.frames[fi].pc as usize;
                    base = self.frames[fi].base as usize;
                };
            }
            macro_rules! put {
                ($dst:expr, $v:expr) => {
                    let v = $v;
                    if $dst == PUSH {
                        self.stack.push(v);
                    } else {
                        self.stack[base + $dst as usize] = v;
                    }
                };
            }
            macro_rules! put_int {
                ($dst:expr, $v:expr) => {
                    let v = $v;
                    if $dst == PUSH {
                        push_with(&mut self.stack, || Value::Int(v));
                    } else {
                        set_int(&mut self.stack[base + $dst as usize], v);
                    }
                };
            }
            // Replaces the top of the stack (an op's operand) with its result, or pops it and
            // stores the result in a slot.
            macro_rules! top_int {
                ($dst:expr, $v:expr) => {
                    let v = $v;
                    let n = self.stack.len() - 1;
                    if $dst == PUSH {
                        set_int(&mut self.stack[n], v);
                    } else {
                        drop_top(&mut self.stack);
                        set_int(&mut self.stack[base + $dst as usize], v);
                    }
                };
            }
            // A step: pauses before it when the budget or the limit is spent (the op is
            // run again on resuming), otherwise counts it and reports it.
            macro_rules! step {
                ($kind:expr, $op:expr) => {
                    if steps >= stop {
                        break $op;
                    }
                    steps += 1;
                    let line = code.lines[pc - 1];
                    last = Some((line, $kind));
                    sink(&Event::Step {
                        line,
                        kind: $kind,
                        depth: self.depth,
                    });
                    if steps & 255 == 0 && self.heap.gc_due() {
                        if let Err(e) = self.collect() {
                            self.frames[fi].pc = pc as u32;
                            r = Regs {
                                fi,
                                pc,
                                base,
                                steps,
                                start,
                                stop,
                                last,
                            };
                            self.sync(&r, budget);
                            return Err(e);
                        }
                    }
                };
            }
            // The fast forms of the ops a step is fused with; `$op` is what the slow path
            // gets when the fast form does not apply.
            macro_rules! binary_oo {
                ($bop:expr, $a:expr, $b:expr, $dst:expr, $op:expr) => {
                    match (peek!($a), peek!($b)) {
                        (Value::Int(p), Value::Int(q)) => match int_binary($bop, *p, *q) {
                            Some(v) => {
                                put_int!($dst, v);
                            }
                            None => break $op,
                        },
                        _ => break $op,
                    }
                };
            }
            macro_rules! inplace_oo {
                ($bop:expr, $a:expr, $b:expr, $op:expr) => {
                    let v = match (peek!($a), peek!($b)) {
                        (Value::Int(p), Value::Int(q)) => match int_binary($bop, *p, *q) {
                            Some(v) => v,
                            None => break $op,
                        },
                        _ => break $op,
                    };
                    match $a {
                        Operand::Fast(s) => set_int(&mut self.stack[base + s as usize], v),
                        Operand::Global(g) => self.globals[g as usize] = Value::Int(v),
                        Operand::Deref(s) => {
                            let Value::Obj(cell) = self.stack[base + s as usize] else {
                                break $op;
                            };
                            if let Obj::Cell(slot) = self.heap.get_mut_here(cell) {
                                *slot = Value::Int(v);
                            }
                        }
                        Operand::Const(_) => break $op,
                    }
                    pc += 3;
                };
            }
            // Enters the program's function `fid` (its code `c`, numbered `fcode`), whose
            // arguments are on the stack from `at`; its result goes to `ret`.
            macro_rules! enter {
                ($fid:expr, $fcode:expr, $c:expr, $at:expr, $ret:expr) => {
                    self.frames[fi].pc = pc as u32;
                    self.push_frame_of($fid, $fcode, $c, $at, $ret, FrameKind::User);
                    reload!();
                    sink(&Event::Call {
                        function: $fcode,
                        depth: self.depth,
                    });
                    if self.pauses_at($fcode) {
                        // The callee's first step pauses, as when the budget is spent.
                        stop = steps;
                    }
                };
            }
            // The two values on top compared, when both are ints, or `c in self.cols`: a
            // number or a string in a set or a dict.
            macro_rules! compare_top {
                ($cop:expr) => {{
                    let n = self.stack.len();
                    match ($cop, &self.stack[n - 2], &self.stack[n - 1]) {
                        (_, Value::Int(p), Value::Int(q)) => int_compare($cop, *p, *q),
                        (CmpOp::In | CmpOp::NotIn, x, set) => {
                            member(&self.heap, x, set).map(|found| found == ($cop == CmpOp::In))
                        }
                        _ => None,
                    }
                }};
            }
            macro_rules! index_oo {
                ($a:expr, $b:expr, $dst:expr, $op:expr) => {
                    let item = match (peek!($a), peek!($b)) {
                        (Value::Obj(id), Value::Int(k)) => match self.heap.get(*id) {
                            Obj::List(items) => items.get(*k as usize),
                            _ => None,
                        },
                        _ => None,
                    };
                    match item {
                        Some(Value::Int(v)) => {
                            put_int!($dst, *v);
                        }
                        Some(v) => {
                            put!($dst, v.clone());
                        }
                        None => break $op,
                    }
                };
            }
            macro_rules! compare_jump_oo {
                ($cop:expr, $when:expr, $a:expr, $b:expr, $target:expr, $op:expr) => {
                    let r = match ($cop, peek!($a), peek!($b)) {
                        (_, Value::Int(p), Value::Int(q)) => int_compare($cop, *p, *q),
                        // `if c in used`.
                        (CmpOp::In | CmpOp::NotIn, x, set) => {
                            member(&self.heap, x, set).map(|found| found == ($cop == CmpOp::In))
                        }
                        _ => None,
                    };
                    match r {
                        Some(r) => {
                            if r == $when {
                                pc = $target as usize;
                            }
                        }
                        None => break $op,
                    }
                };
            }
            macro_rules! for_iter {
                ($target:expr, $op:expr) => {
                    let Some(Value::Obj(id)) = self.stack.last() else {
                        break $op;
                    };
                    let id = *id;
                    match self.heap.get_mut_here(id) {
                        Obj::Iter(Iter::Range {
                            next,
                            stop: end,
                            step,
                        }) => {
                            if (*step > 0 && *next < *end) || (*step < 0 && *next > *end) {
                                let v = *next;
                                *next = next.saturating_add(*step);
                                push_with(&mut self.stack, || Value::Int(v));
                            } else {
                                drop_top(&mut self.stack);
                                pc = $target as usize;
                            }
                        }
                        // A list's or a tuple's next item (`for dr, dc in MOVES`).
                        Obj::Iter(Iter::Seq { seq, index }) => {
                            let (seq, i) = (*seq, *index);
                            let item = match self.heap.get(seq) {
                                Obj::List(items) | Obj::Tuple(items) => items.get(i).cloned(),
                                _ => break $op,
                            };
                            match item {
                                Some(v) => {
                                    if let Obj::Iter(Iter::Seq { index, .. }) =
                                        self.heap.get_mut_here(id)
                                    {
                                        *index += 1;
                                    }
                                    // A pair unpacked into two locals (`for dr, dc in MOVES`):
                                    // stored with no push, the unpacking and its stores skipped.
                                    let pair = match (code.ops.get(pc), &v) {
                                        (Some(&Op::UnpackFast2(a, b)), Value::Obj(t)) => {
                                            match self.heap.get(*t) {
                                                Obj::Tuple(items) if items.len() == 2 => {
                                                    Some((a, b, items[0].clone(), items[1].clone()))
                                                }
                                                _ => None,
                                            }
                                        }
                                        _ => None,
                                    };
                                    match pair {
                                        Some((a, b, x, y)) => {
                                            self.stack[base + a as usize] = x;
                                            self.stack[base + b as usize] = y;
                                            pc += 3;
                                        }
                                        None => self.stack.push(v),
                                    }
                                }
                                None => {
                                    drop_top(&mut self.stack);
                                    pc = $target as usize;
                                }
                            }
                        }
                        // `for r, x in enumerate(cols)` over a list or a tuple: the pair
                        // stored into its two locals with no tuple made, the unpacking and
                        // its stores skipped.
                        Obj::Iter(Iter::Enumerate { inner, count }) => {
                            let (inner, count) = (*inner, *count);
                            let Some(Op::UnpackFast2(a, b)) = code.ops.get(pc).copied() else {
                                break $op;
                            };
                            let Obj::Iter(Iter::Seq { seq, index }) = self.heap.get(inner) else {
                                break $op;
                            };
                            let item = match self.heap.get(*seq) {
                                Obj::List(items) | Obj::Tuple(items) => items.get(*index).cloned(),
                                _ => break $op,
                            };
                            match item {
                                Some(v) => {
                                    if let Obj::Iter(Iter::Seq { index, .. }) =
                                        self.heap.get_mut_here(inner)
                                    {
                                        *index += 1;
                                    }
                                    if let Obj::Iter(Iter::Enumerate { count: c, .. }) =
                                        self.heap.get_mut_here(id)
                                    {
                                        *c += 1;
                                    }
                                    self.stack[base + a as usize] = Value::Int(count);
                                    self.stack[base + b as usize] = v;
                                    pc += 3;
                                }
                                None => {
                                    drop_top(&mut self.stack);
                                    pc = $target as usize;
                                }
                            }
                        }
                        // `for cols in permutations(range(n))`: the next permutation, made in
                        // Rust (room for its tuple first, so that a MemoryError is the slow
                        // path's, with the iterator not yet moved on).
                        Obj::Iter(Iter::Permutations(p)) => {
                            let r = p.r;
                            if self.heap.reserve(r + 1).is_err() {
                                break $op;
                            }
                            match iteration::next_permutation(&mut self.heap, id) {
                                Ok(Some(v)) => self.stack.push(v),
                                Ok(None) => {
                                    drop_top(&mut self.stack);
                                    pc = $target as usize;
                                }
                                Err(_) => break $op,
                            }
                        }
                        // A generator's next value: its frame resumed where it yielded, its
                        // locals moved back onto the stack (the slow path has the rest).
                        Obj::Gen(_) => {
                            self.frames[fi].pc = pc as u32;
                            let Some((gcode, resumed)) = self.resume_generator(id, None) else {
                                break $op;
                            };
                            reload!();
                            if !resumed {
                                self.entered_generator(gcode, &mut stop, steps, sink);
                            } else {
                                self.suspended_generator_call(gcode, id, false, sink);
                            }
                        }
                        _ => break $op,
                    }
                };
            }
            // With `pc` at the second comparison of a `RangeJump`.
            macro_rules! range_jump {
                ($lo:expr, $x:expr, $hi:expr, $target:expr) => {
                    match (peek!($lo), peek!($x), peek!($hi)) {
                        (Value::Int(l), Value::Int(v), Value::Int(h)) => {
                            if *l <= *v && *v < *h {
                                pc += 1;
                            } else {
                                pc = $target as usize;
                            }
                        }
                        // The first comparison in its general form; the second runs next.
                        _ => break Op::range_first($lo, $x, $target),
                    }
                };
            }
            let op = loop {
                // The op is read where it lies, not copied out: a copy lives across every
                // arm, and the loop's own registers then spill for it (measured: 8 to 10 % of
                // the time of lesson D and the knight's tours). An arm that hands the op to
                // the slow path reads it again.
                let (op_at, op_code) = (pc, code);
                macro_rules! this_op {
                    () => {
                        op_code.ops[op_at]
                    };
                }
                pc += 1;
                match this_op!() {
                    Op::Step(kind) => {
                        step!(kind, this_op!());
                    }
                    // A fused step: the step, then the op after it (skipped), which the slow
                    // path gets as itself when its fast form does not apply.
                    Op::StepCompareJumpOO {
                        op: cop,
                        when,
                        a,
                        b,
                        target,
                    } => {
                        step!(StepKind::Condition, this_op!());
                        pc += 1;
                        compare_jump_oo!(cop, when, a, b, target, code.ops[pc - 1]);
                    }
                    Op::StepBinaryOO(bop, a, b, dst) => {
                        step!(StepKind::Statement, this_op!());
                        pc += 1;
                        // `nr, nc = r + dr, c + dc` of ints: both sums stored here, the
                        // second one's op and the pair's stores skipped.
                        if let (
                            PUSH,
                            Some(&Op::BinaryOO(bop2, a2, b2, PUSH)),
                            Some(&Op::StoreFastPair(x, y)),
                        ) = (dst, code.ops.get(pc), code.ops.get(pc + 1))
                        {
                            if let (Value::Int(p), Value::Int(q), Value::Int(p2), Value::Int(q2)) =
                                (peek!(a), peek!(b), peek!(a2), peek!(b2))
                            {
                                if let (Some(v), Some(w)) =
                                    (int_binary(bop, *p, *q), int_binary(bop2, *p2, *q2))
                                {
                                    set_int(&mut self.stack[base + x as usize], v);
                                    set_int(&mut self.stack[base + y as usize], w);
                                    pc += 4;
                                    continue;
                                }
                            }
                        }
                        binary_oo!(bop, a, b, dst, code.ops[pc - 1]);
                    }
                    Op::StepCompareJumpBackOO {
                        op: cop,
                        when,
                        a,
                        b,
                        head,
                    } => {
                        step!(StepKind::Condition, this_op!());
                        // The head's comparison, its step taken: on the slow path, the head's
                        // own compare-and-jump (just after it) runs.
                        match (peek!(a), peek!(b)) {
                            (Value::Int(p), Value::Int(q)) => match int_compare(cop, *p, *q) {
                                // Leaving: on to the op after this one.
                                Some(r) if r == when => {}
                                Some(_) => pc = head as usize + 2,
                                None => pc = head as usize + 1,
                            },
                            _ => pc = head as usize + 1,
                        }
                    }
                    Op::RangeJump { lo, x, hi, target } => {
                        range_jump!(lo, x, hi, target);
                    }
                    Op::StepRangeJump { lo, x, hi, target } => {
                        step!(StepKind::Condition, this_op!());
                        pc += 1;
                        range_jump!(lo, x, hi, target);
                    }
                    Op::StepIndexOO(a, b, dst) => {
                        step!(StepKind::Statement, this_op!());
                        pc += 1;
                        index_oo!(a, b, dst, code.ops[pc - 1]);
                    }
                    Op::InplaceOO(bop, a, b) => {
                        inplace_oo!(bop, a, b, this_op!());
                    }
                    Op::StepInplaceOO(bop, a, b) => {
                        step!(StepKind::Statement, this_op!());
                        pc += 1;
                        inplace_oo!(bop, a, b, code.ops[pc - 1]);
                    }
                    Op::BinaryOO(bop, a, b, dst) => {
                        binary_oo!(bop, a, b, dst, this_op!());
                    }
                    Op::BinaryO(bop, b, dst) => match (self.stack.last(), peek!(b)) {
                        (Some(Value::Int(p)), Value::Int(q)) => match int_binary(bop, *p, *q) {
                            Some(v) => {
                                top_int!(dst, v);
                            }
                            None => break this_op!(),
                        },
                        _ => break this_op!(),
                    },
                    Op::BinaryRO(bop, b, dst) => match (self.stack.last(), peek!(b)) {
                        (Some(Value::Int(q)), Value::Int(p)) => match int_binary(bop, *p, *q) {
                            Some(v) => {
                                top_int!(dst, v);
                            }
                            None => break this_op!(),
                        },
                        // `cols + (c,)`, `ups | {row + c}`.
                        (Some(Value::Obj(y)), Value::Obj(x)) => {
                            let (x, y) = (*x, *y);
                            let Some(v) = quick_binary(&mut self.heap, bop, x, y) else {
                                break this_op!();
                            };
                            let n = self.stack.len() - 1;
                            if dst == PUSH {
                                self.stack[n] = v;
                            } else {
                                drop_top(&mut self.stack);
                                self.stack[base + dst as usize] = v;
                            }
                        }
                        _ => break this_op!(),
                    },
                    Op::IndexOO(a, b, dst) => {
                        index_oo!(a, b, dst, this_op!());
                    }
                    Op::Index2OOO(a, b, c, dst) => {
                        let item = match (peek!(a), peek!(b), peek!(c)) {
                            (Value::Obj(id), Value::Int(i), Value::Int(j)) => {
                                match self.heap.get(*id) {
                                    Obj::List(rows) => match rows.get(*i as usize) {
                                        Some(Value::Obj(row)) => match self.heap.get(*row) {
                                            Obj::List(items) => items.get(*j as usize),
                                            _ => None,
                                        },
                                        _ => None,
                                    },
                                    _ => None,
                                }
                            }
                            _ => None,
                        };
                        // A cell tested as a condition (`not board[r][c]`): the jump after
                        // it taken here, the cell never pushed.
                        let truth = match item {
                            Some(Value::Bool(t)) => Some(*t),
                            Some(Value::Int(v)) => Some(*v != 0),
                            _ => None,
                        };
                        match (dst, truth, code.ops[pc]) {
                            (PUSH, Some(t), Op::JumpIfTrue(target) | Op::JumpIfFalse(target)) => {
                                if t == matches!(code.ops[pc], Op::JumpIfTrue(_)) {
                                    pc = target as usize;
                                } else {
                                    pc += 1;
                                }
                                continue;
                            }
                            _ => {}
                        }
                        match item {
                            Some(Value::Int(v)) => {
                                put_int!(dst, *v);
                            }
                            Some(v) => {
                                put!(dst, v.clone());
                            }
                            None => break this_op!(),
                        }
                    }
                    // `path.append(x)`, `used.add(c)`, `used.discard(c)`, `used.remove(c)`:
                    // a list's or a set's own method, one argument (a number or a string for
                    // a set); anything else, or an error, takes the general call.
                    Op::CallMethod(s) => {
                        let site = &code.sites[s as usize];
                        let Some(quick) = site.quick else {
                            // `self.place(row + 1)`: a plain function of the instance's class
                            // (none of its own attributes, no keywords), entered as `Call`
                            // enters one, the instance its first argument.
                            let argc = site.argc as usize;
                            let slot = self.stack.len() - argc - 1;
                            let Value::Obj(id) = self.stack[slot] else {
                                break this_op!();
                            };
                            let name = &prog.names[site.name as usize];
                            if !site.kwnames.is_empty() || name.starts_with("__") {
                                break this_op!();
                            }
                            let Obj::Instance(inst) = self.heap.get(id) else {
                                break this_op!();
                            };
                            if attr_place(&inst.attrs, name).is_some() {
                                break this_op!();
                            }
                            let Some(Value::Obj(fid)) = self.class_attr(inst.class, name) else {
                                break this_op!();
                            };
                            let Obj::Function(f) = self.heap.get(fid) else {
                                break this_op!();
                            };
                            let fcode = f.code;
                            let c = &prog.codes[fcode as usize];
                            if !self.enters_plainly(c, argc + 1) {
                                break this_op!();
                            }
                            enter!(fid, fcode, c, slot, slot);
                            continue;
                        };
                        let n = self.stack.len();
                        if quick == QuickMethod::Pop {
                            // `path.pop()`: the last item in the list's place on the stack.
                            let Value::Obj(id) = self.stack[n - 1] else {
                                break this_op!();
                            };
                            let Obj::List(items) = self.heap.get(id) else {
                                break this_op!();
                            };
                            if items.is_empty() {
                                break this_op!();
                            }
                            let Obj::List(items) = self.heap.get_mut_here(id) else {
                                break this_op!();
                            };
                            let item = items.pop().unwrap_or(Value::None);
                            if let Op::Pop = code.ops[pc] {
                                drop_top(&mut self.stack);
                                pc += 1;
                            } else {
                                self.stack[n - 1] = item;
                            }
                            continue;
                        }
                        let Value::Obj(id) = self.stack[n - 2] else {
                            break this_op!();
                        };
                        if quick == QuickMethod::Append {
                            if !matches!(self.heap.get(id), Obj::List(_))
                                || self.heap.reserve(1).is_err()
                            {
                                break this_op!();
                            }
                            let item = pop!(self);
                            if let Obj::List(items) = self.heap.get_mut_here(id) {
                                items.push(item);
                            }
                            if id == self.watched {
                                sink(&Event::Appended);
                            }
                        } else {
                            let key = match &self.stack[n - 1] {
                                Value::Int(i) => Key::Int(*i),
                                Value::Str(t) => Key::Str(t.clone()),
                                _ => break this_op!(),
                            };
                            let Obj::Set(set) = self.heap.get(id) else {
                                break this_op!();
                            };
                            if set.flavor.is_some()
                                || (quick == QuickMethod::Add && self.heap.reserve(1).is_err())
                            {
                                break this_op!();
                            }
                            let Obj::Set(set) = self.heap.get_mut_here(id) else {
                                unreachable!("a set above")
                            };
                            match quick {
                                QuickMethod::Add => {
                                    set.insert(key, pop!(self), Value::None);
                                }
                                _ => {
                                    // A member `remove` lacks: its KeyError from the general
                                    // path (the set unchanged).
                                    if set.remove(&key).is_none() && quick == QuickMethod::Remove {
                                        break this_op!();
                                    }
                                    drop_top(&mut self.stack);
                                }
                            }
                        }
                        // Its None, dropped at once by the statement's `Pop`, is not made.
                        if let Op::Pop = code.ops[pc] {
                            drop_top(&mut self.stack);
                            pc += 1;
                        } else {
                            let top = self.stack.len() - 1;
                            self.stack[top] = Value::None;
                        }
                    }
                    Op::Compare(cop) => {
                        let n = self.stack.len();
                        let Some(r) = compare_top!(cop) else {
                            break this_op!();
                        };
                        self.stack.truncate(n - 1);
                        self.stack[n - 2] = Value::Bool(r);
                    }
                    Op::CompareJump {
                        op: cop,
                        when,
                        target,
                    } => {
                        let Some(r) = compare_top!(cop) else {
                            break Op::Compare(cop);
                        };
                        let n = self.stack.len();
                        self.stack.truncate(n - 2);
                        if r == when {
                            pc = target as usize;
                        } else {
                            pc += 1;
                        }
                    }
                    // Two ints on the stack (`i += 1`): an int's `+=` is its `+`.
                    Op::Binary(bop) | Op::BinaryFree(bop) | Op::Inplace(bop) => {
                        let n = self.stack.len();
                        let (Value::Int(p), Value::Int(q)) =
                            (&self.stack[n - 2], &self.stack[n - 1])
                        else {
                            break this_op!();
                        };
                        let Some(v) = int_binary(bop, *p, *q) else {
                            break this_op!();
                        };
                        self.stack.truncate(n - 1);
                        set_int(&mut self.stack[n - 2], v);
                    }
                    // `self.count`: an attribute the instance holds (none can shadow a
                    // property: `set_attr` refuses that).
                    Op::GetAttr(n) => {
                        let Some(Value::Obj(id)) = self.stack.last() else {
                            break this_op!();
                        };
                        let Some(v) = instance_attr(&self.heap, *id, &prog.names[n as usize])
                        else {
                            break this_op!();
                        };
                        let v = v.clone();
                        let top = self.stack.len() - 1;
                        self.stack[top] = v;
                    }
                    Op::LoadFastAttr(s, n) => {
                        let Value::Obj(id) = self.stack[base + s as usize] else {
                            break this_op!();
                        };
                        let Some(v) = instance_attr(&self.heap, id, &prog.names[n as usize]) else {
                            break this_op!();
                        };
                        // `c in self.cols` as a condition: the set tested where it is, the
                        // comparison's jump taken here.
                        if let (
                            Some(&Op::CompareJump {
                                op: cop @ (CmpOp::In | CmpOp::NotIn),
                                when,
                                target,
                            }),
                            Some(x),
                        ) = (code.ops.get(pc + 1), self.stack.last())
                        {
                            if let Some(found) = member(&self.heap, x, v) {
                                drop_top(&mut self.stack);
                                if (found == (cop == CmpOp::In)) == when {
                                    pc = target as usize;
                                } else {
                                    pc += 3;
                                }
                                continue;
                            }
                        }
                        let v = v.clone();
                        self.stack.push(v);
                        pc += 1;
                    }
                    // `self.count = v` of an attribute the instance holds, its class no frozen
                    // dataclass (a property of that name it cannot hold: `set_attr` refuses).
                    Op::StoreAttr(n) => {
                        let len = self.stack.len();
                        let Value::Obj(id) = self.stack[len - 1] else {
                            break this_op!();
                        };
                        let Obj::Instance(inst) = self.heap.get(id) else {
                            break this_op!();
                        };
                        let name = &prog.names[n as usize];
                        let Some(at) = attr_place(&inst.attrs, name) else {
                            break this_op!();
                        };
                        if self.heap.frozen_dataclass(inst.class) {
                            break this_op!();
                        }
                        self.stack.truncate(len - 1);
                        let v = pop!(self);
                        if let Obj::Instance(inst) = self.heap.get_mut_here(id) {
                            inst.attrs[at].1 = v;
                        }
                    }
                    Op::GetIter => {
                        let Some(v @ Value::Obj(id)) = self.stack.last() else {
                            break this_op!();
                        };
                        if !matches!(
                            self.heap.get(*id),
                            Obj::List(_)
                                | Obj::Tuple(_)
                                | Obj::Range { .. }
                                | Obj::Iter(_)
                                | Obj::Gen(_)
                        ) {
                            break this_op!();
                        }
                        let Ok(it) = iteration::get_iter(&mut self.heap, v) else {
                            break this_op!();
                        };
                        let top = self.stack.len() - 1;
                        self.stack[top] = it;
                    }
                    // `{row + c}`: a set of numbers or strings (no program's `__hash__`).
                    Op::BuildSet(n) => {
                        // `ups | {row + c}`: the union made at once (out of this loop, whose
                        // code the other ops' speed depends on).
                        if n == 1 && self.union_one(code, pc, base) {
                            pc += 1;
                            continue;
                        }
                        let items = &self.stack[self.stack.len() - n as usize..];
                        if !items
                            .iter()
                            .all(|v| matches!(v, Value::Int(_) | Value::Str(_)))
                        {
                            break this_op!();
                        }
                        // The heap full: the general path raises MemoryError.
                        let Ok(v) = builtins::make_set(&mut self.heap, items.to_vec()) else {
                            break this_op!();
                        };
                        self.stack.truncate(self.stack.len() - n as usize);
                        self.stack.push(v);
                    }
                    Op::BuildList(n) | Op::BuildTuple(n) => {
                        if self.heap.reserve(n as usize).is_err() {
                            break this_op!();
                        }
                        let items = self.stack.split_off(self.stack.len() - n as usize);
                        let id = self.heap.alloc_reserved(match this_op!() {
                            Op::BuildList(_) => Obj::List(items),
                            _ => Obj::Tuple(items),
                        });
                        self.stack.push(Value::Obj(id));
                    }
                    // A comprehension's item: onto the list, or into the set when it is a
                    // number or a string.
                    Op::ListAppend(depth) | Op::SetAdd(depth) => {
                        let at = self.stack.len() - 2 - depth as usize;
                        let Value::Obj(id) = self.stack[at] else {
                            break this_op!();
                        };
                        let v = &self.stack[self.stack.len() - 1];
                        let key = match (this_op!(), v) {
                            (Op::ListAppend(_), _) => None,
                            (_, Value::Int(n)) => Some(Key::Int(*n)),
                            (_, Value::Str(_)) => match self.heap.key(v) {
                                Ok(key) => Some(key),
                                Err(_) => break this_op!(),
                            },
                            _ => break this_op!(),
                        };
                        if self.heap.reserve(1).is_err() {
                            break this_op!();
                        }
                        let v = pop!(self);
                        match (self.heap.get_mut_here(id), key) {
                            (Obj::List(items), None) => items.push(v),
                            (Obj::Set(d), Some(key)) => {
                                d.insert(key, v, Value::None);
                            }
                            _ => {}
                        }
                    }
                    Op::IndexO(b, dst) => {
                        let item = match (self.stack.last(), peek!(b)) {
                            (Some(Value::Obj(id)), Value::Int(k)) => match self.heap.get(*id) {
                                Obj::List(items) => items.get(*k as usize),
                                _ => None,
                            },
                            _ => None,
                        };
                        match item {
                            Some(Value::Int(v)) => {
                                top_int!(dst, *v);
                            }
                            Some(v) => {
                                let v = v.clone();
                                drop_top(&mut self.stack);
                                put!(dst, v);
                            }
                            None => break this_op!(),
                        }
                    }
                    Op::CompareJumpOO {
                        op: cop,
                        when,
                        a,
                        b,
                        target,
                    } => {
                        compare_jump_oo!(cop, when, a, b, target, this_op!());
                    }
                    Op::CompareJumpO {
                        op: cop,
                        when,
                        b,
                        target,
                    } => {
                        let r = match (cop, self.stack.last(), peek!(b)) {
                            (_, Some(Value::Int(p)), Value::Int(q)) => int_compare(cop, *p, *q),
                            // `row + c not in ups`.
                            (CmpOp::In | CmpOp::NotIn, Some(x), set) => {
                                member(&self.heap, x, set).map(|found| found == (cop == CmpOp::In))
                            }
                            _ => None,
                        };
                        let Some(r) = r else { break this_op!() };
                        drop_top(&mut self.stack);
                        if r == when {
                            pc = target as usize;
                        }
                    }
                    Op::Const(c) => push_with(&mut self.stack, || code.consts[c as usize].clone()),
                    Op::LoadFast(s) => match &self.stack[base + s as usize] {
                        Value::Undef => break this_op!(),
                        Value::Int(v) => {
                            let v = *v;
                            push_with(&mut self.stack, || Value::Int(v));
                        }
                        v => {
                            let v = v.clone();
                            self.stack.push(v);
                        }
                    },
                    Op::StoreFast(s) => {
                        if let Some(Value::Int(v)) = self.stack.last() {
                            let v = *v;
                            drop_top(&mut self.stack);
                            set_int(&mut self.stack[base + s as usize], v);
                        } else {
                            let v = pop!(self);
                            self.stack[base + s as usize] = v;
                        }
                    }
                    Op::LoadGlobal(g) => {
                        if let Value::Undef = self.globals[g as usize] {
                            // A name the program has not assigned: the builtin it names.
                            let Some(b) = prog.global_builtins[g as usize] else {
                                break this_op!();
                            };
                            self.stack.push(Value::Builtin(b));
                        } else {
                            push_with(&mut self.stack, || self.globals[g as usize].clone());
                        }
                    }
                    Op::StoreGlobal(g) => {
                        let v = pop!(self);
                        self.globals[g as usize] = v;
                    }
                    Op::Pop => {
                        drop_top(&mut self.stack);
                    }
                    Op::Jump(t) => pc = t as usize,
                    // `and`, `or`: the operand stays as the value when it decides.
                    Op::JumpIfFalseOrPop(t) | Op::JumpIfTrueOrPop(t) => {
                        let truth = match self.stack.last() {
                            Some(Value::Bool(b)) => *b,
                            Some(v) => self.heap.truthy(v),
                            None => false,
                        };
                        if truth == matches!(this_op!(), Op::JumpIfTrueOrPop(_)) {
                            pc = t as usize;
                        } else {
                            drop_top(&mut self.stack);
                        }
                    }
                    Op::Safepoint if !self.heap.gc_due() && self.quiet_pass(steps) => {}
                    Op::JumpIfFalse(t) | Op::JumpIfTrue(t) => {
                        let truth = match self.stack.last() {
                            Some(Value::Bool(b)) => *b,
                            // An object whose class may say its truth: the slow path asks.
                            Some(Value::Obj(id))
                                if matches!(self.heap.get(*id), Obj::Instance(_)) =>
                            {
                                break this_op!();
                            }
                            Some(v) => self.heap.truthy(v),
                            None => false,
                        };
                        drop_top(&mut self.stack);
                        if truth == matches!(this_op!(), Op::JumpIfTrue(_)) {
                            pc = t as usize;
                        }
                    }
                    Op::StoreIndexOO(a, b) => {
                        let (Value::Obj(id), Value::Int(k)) = (peek!(a), peek!(b)) else {
                            break this_op!();
                        };
                        let (id, k) = (*id, *k as usize);
                        let Obj::List(items) = self.heap.get_mut_here(id) else {
                            break this_op!();
                        };
                        if k >= items.len() {
                            break this_op!();
                        }
                        items[k] = pop!(self);
                    }
                    Op::StoreIndex2OOO(a, b, c) => {
                        let (Value::Obj(id), Value::Int(i), Value::Int(j)) =
                            (peek!(a), peek!(b), peek!(c))
                        else {
                            break this_op!();
                        };
                        let (id, i, j) = (*id, *i as usize, *j as usize);
                        let Obj::List(rows) = self.heap.get(id) else {
                            break this_op!();
                        };
                        let Some(Value::Obj(row)) = rows.get(i) else {
                            break this_op!();
                        };
                        let Obj::List(items) = self.heap.get_mut_here(*row) else {
                            break this_op!();
                        };
                        if j >= items.len() {
                            break this_op!();
                        }
                        items[j] = pop!(self);
                    }
                    Op::StoreIndex => {
                        let n = self.stack.len();
                        let (Value::Obj(id), Value::Int(k)) =
                            (&self.stack[n - 2], &self.stack[n - 1])
                        else {
                            break this_op!();
                        };
                        let (id, k) = (*id, *k as usize);
                        let Obj::List(items) = self.heap.get_mut_here(id) else {
                            break this_op!();
                        };
                        if k >= items.len() {
                            break this_op!();
                        }
                        self.stack.truncate(n - 2);
                        items[k] = pop!(self);
                    }
                    // A loop's fetch: its step first when it takes one (a jump back to the
                    // head takes the head's), then the next item, whose slow path is the
                    // plain `ForIter` just before `pc` (paused, the op runs again). One
                    // arm, so that the fetch is compiled once.
                    Op::ForIter(_) | Op::StepForIter(_) | Op::JumpForIter { .. } => {
                        let target = match this_op!() {
                            Op::StepForIter(target) => {
                                step!(StepKind::Fetch, this_op!());
                                pc += 1;
                                target
                            }
                            Op::JumpForIter { head, target } => {
                                step!(StepKind::Fetch, this_op!());
                                pc = head as usize + 2;
                                target
                            }
                            Op::ForIter(target) => target,
                            _ => unreachable!("a fetch"),
                        };
                        for_iter!(target, code.ops[pc - 1]);
                    }
                    // A closure's variable: the value in its cell (an unassigned one is the
                    // slow path's NameError).
                    Op::LoadDeref(s) => {
                        let Value::Obj(cell) = self.stack[base + s as usize] else {
                            break this_op!();
                        };
                        let Obj::Cell(v) = self.heap.get(cell) else {
                            break this_op!();
                        };
                        if let Value::Undef = v {
                            break this_op!();
                        }
                        let v = v.clone();
                        self.stack.push(v);
                    }
                    Op::StoreDeref(s) => {
                        let Value::Obj(cell) = self.stack[base + s as usize] else {
                            break this_op!();
                        };
                        let v = pop!(self);
                        if let Obj::Cell(slot) = self.heap.get_mut_here(cell) {
                            *slot = v;
                        }
                    }
                    // `a, b = pair` of a tuple: its items straight onto the stack, the first
                    // on top.
                    Op::Unpack(n) => {
                        let Some(Value::Obj(id)) = self.stack.last() else {
                            break this_op!();
                        };
                        let Obj::Tuple(items) = self.heap.get(*id) else {
                            break this_op!();
                        };
                        if items.len() != n as usize {
                            break this_op!();
                        }
                        let id = *id;
                        drop_top(&mut self.stack);
                        let Obj::Tuple(items) = self.heap.get(id) else {
                            break this_op!();
                        };
                        for v in items.iter().rev() {
                            self.stack.push(v.clone());
                        }
                    }
                    Op::Rot2 => {
                        let n = self.stack.len();
                        self.stack.swap(n - 1, n - 2);
                    }
                    Op::UnpackFast2(a, b) => {
                        let Some(Value::Obj(id)) = self.stack.last() else {
                            break Op::Unpack(2);
                        };
                        let Obj::Tuple(items) = self.heap.get(*id) else {
                            break Op::Unpack(2);
                        };
                        let [x, y] = &items[..] else {
                            break Op::Unpack(2);
                        };
                        let (x, y) = (x.clone(), y.clone());
                        drop_top(&mut self.stack);
                        self.stack[base + a as usize] = x;
                        self.stack[base + b as usize] = y;
                        pc += 2;
                    }
                    Op::StoreFastPair(a, b) => {
                        let y = pop!(self);
                        let x = pop!(self);
                        self.stack[base + a as usize] = x;
                        self.stack[base + b as usize] = y;
                        pc += 2;
                    }
                    Op::Call(argc) => {
                        // The common call: one of the program's functions, no closure, the
                        // right number of arguments, room to go deeper.
                        let argc = argc as usize;
                        let slot = self.stack.len() - argc - 1;
                        let id = match &self.stack[slot] {
                            Value::Obj(id) => *id,
                            // `len(xs)`, `abs(d)`: no frame, no call counted, as in CPython.
                            // `all(... for ...)`, `any(...)` of a generator: the prelude's
                            // loop over it, entered here.
                            Value::Builtin(b @ (Builtin::All | Builtin::Any))
                                if argc == 1
                                    && matches!(&self.stack[slot + 1], Value::Obj(g)
                                        if matches!(self.heap.get(*g), Obj::Gen(_))) =>
                            {
                                let all = *b == Builtin::All;
                                let Value::Obj(g) = self.stack[slot + 1] else {
                                    break this_op!();
                                };
                                // A generator expression's items tested where it yields
                                // (`FrameKind::Tested`): its frame resumed over this call's
                                // two slots.
                                self.frames[fi].pc = pc as u32;
                                if self.resume_generator(g, Some((slot, all))).is_some() {
                                    reload!();
                                    continue;
                                }
                                let helper = if all { "__all" } else { "__any" };
                                let Some(i) = prog.prelude_index(helper) else {
                                    break this_op!();
                                };
                                let fid = self.prelude_fns[i];
                                let fcode = prog.prelude[i].1;
                                let c = &prog.codes[fcode as usize];
                                if c.params.len() != 1
                                    || !c.cell_slots.is_empty()
                                    || c.free_start as usize != c.slot_names.len()
                                    || self.frames.len() > 3 * self.limits.depth as usize + 100
                                {
                                    break this_op!();
                                }
                                self.stack[slot] = Value::Obj(fid);
                                self.frames[fi].pc = pc as u32;
                                self.stack
                                    .resize(slot + 1 + c.slot_names.len(), Value::Undef);
                                self.frames.push(Frame {
                                    code: fcode,
                                    pc: 0,
                                    base: slot as u32 + 1,
                                    ret: slot as u32,
                                    kind: FrameKind::Hidden,
                                });
                                reload!();
                                continue;
                            }
                            Value::Builtin(b) if argc == 1 => {
                                let b = *b;
                                let Some(v) =
                                    builtins::quick_call1(b, &mut self.heap, &self.stack[slot + 1])
                                else {
                                    break this_op!();
                                };
                                self.stack.truncate(slot);
                                self.stack.push(v);
                                continue;
                            }
                            _ => break this_op!(),
                        };
                        let Obj::Function(f) = self.heap.get(id) else {
                            break this_op!();
                        };
                        let fcode = f.code;
                        let c = &prog.codes[fcode as usize];
                        let generator_function = c.kind == CodeKind::GeneratorFunction && c.plain;
                        if (c.kind == CodeKind::Generator || generator_function)
                            && c.params.len() == argc
                            && c.cell_slots.is_empty()
                            && self.heap.reserve(c.slot_names.len()).is_ok()
                        {
                            // A generator expression, or a call of a generator function with
                            // its arguments in order: its generator, holding the arguments,
                            // its other locals unassigned and its cells. Making it is the
                            // function's call (it runs, and is heard as entered, later).
                            if generator_function {
                                self.calls[fcode as usize] += 1;
                            }
                            let mut saved: Vec<Value> = self.stack.drain(slot + 1..).collect();
                            saved.resize(c.free_start as usize, Value::Undef);
                            if let Obj::Function(f) = self.heap.get(id) {
                                saved.extend(f.cells.iter().cloned());
                            }
                            let gen = Gen {
                                code: fcode,
                                pc: 0,
                                saved,
                                state: GenState::Created,
                                inject: None,
                                of: None,
                            };
                            let gid = self.heap.alloc_reserved(Obj::Gen(gen));
                            self.stack[slot] = Value::Obj(gid);
                            continue;
                        }
                        // A list, set or dict comprehension: its frame, hidden from the
                        // lessons' count of calls as CPython's is from a profile of calls.
                        if c.kind == CodeKind::Comprehension && self.enters_hidden(c, argc) {
                            self.frames[fi].pc = pc as u32;
                            self.push_frame_of(id, fcode, c, slot + 1, slot, FrameKind::Hidden);
                            reload!();
                            continue;
                        }
                        if !self.enters_plainly(c, argc) {
                            break this_op!();
                        }
                        enter!(id, fcode, c, slot + 1, slot);
                    }
                    // A function made where it is defined: a comprehension's each time
                    // its line runs. Nothing is popped until the function is made, so that a
                    // MemoryError is the slow path's.
                    Op::MakeFunction(c) => {
                        let Ok(id) = self.make_function(c, self.stack.len() - 1, base) else {
                            break this_op!();
                        };
                        let top = self.stack.len() - 1;
                        self.stack[top] = Value::Obj(id);
                    }
                    // A generator's `yield`: its locals kept in it, back to whoever asked.
                    Op::Yield => {
                        let g = match self.frames[fi].kind {
                            FrameKind::Gen(g) => g,
                            FrameKind::Tested { gen, all } => {
                                // An item `all` or `any` tests: one whose truth the
                                // program's `__bool__` or `__len__` decides is the slow path's.
                                let v = &self.stack[self.stack.len() - 1];
                                if self.heap.truth_method(v).is_some() {
                                    break this_op!();
                                }
                                let truth = self.heap.truthy(v);
                                let top = self.stack.len() - 1;
                                if truth == all {
                                    // Undecided: on from the `yield`, whose value is None.
                                    self.stack[top] = Value::None;
                                    continue;
                                }
                                self.stack.truncate(top);
                                let frame = self.frames.pop().expect("the tested frame");
                                if let Obj::Gen(g) = self.heap.get_mut_here(gen) {
                                    g.saved.extend(self.stack.drain(frame.base as usize..));
                                    g.pc = pc as u32;
                                    g.state = GenState::Suspended;
                                }
                                self.stack.truncate(frame.ret as usize);
                                self.stack.push(Value::Bool(truth));
                                reload!();
                                continue;
                            }
                            _ => break this_op!(),
                        };
                        let at = self.frames[fi].base;
                        let function = self.frames[fi].code;
                        self.frames.pop();
                        let v = pop!(self);
                        if let Obj::Gen(gen) = self.heap.get_mut_here(g) {
                            gen.saved.extend(self.stack.drain(at as usize..));
                            gen.pc = pc as u32;
                            gen.state = GenState::Suspended;
                        }
                        self.suspended_generator_call(function, g, true, sink);
                        reload!();
                        self.stack.push(v);
                    }
                    Op::Return
                        if matches!(self.frames[fi].kind, FrameKind::User | FrameKind::Hidden) =>
                    {
                        let v = pop!(self);
                        let Some(frame) = self.frames.pop() else {
                            break this_op!();
                        };
                        if frame.kind == FrameKind::User {
                            let e = Event::Return {
                                function: frame.code,
                                depth: self.depth,
                                steps: steps as u32,
                                value: Returned::of(&v, &self.heap),
                            };
                            self.depth -= 1;
                            sink(&e);
                        }
                        self.stack.truncate(frame.ret as usize);
                        self.stack.push(v);
                        reload!();
                    }
                    _ => break this_op!(),
                }
            };
            r = Regs {
                fi,
                pc,
                base,
                steps,
                start,
                stop,
                last,
            };
            if let Flow::Exit = self.run_op(op, &mut r, budget, sink)? {
                return Ok(());
            }
        }
    }

    /// Whether the loop may enter a function of this code with `argc` arguments itself: one
    /// of the program's plain functions (every parameter positional), given all its
    /// arguments, with room to go deeper and for the cells of the locals it shares.
    #[inline(always)]
    fn enters_plainly(&mut self, c: &Code, argc: usize) -> bool {
        c.kind == CodeKind::Function
            && !c.internal
            && c.params.len() == argc
            && c.plain
            && self.depth < self.limits.depth
            && self.frames.len() <= 3 * self.limits.depth as usize + 100
            && (c.cell_slots.is_empty() || self.heap.reserve(c.cell_slots.len()).is_ok())
    }

    /// The function of code `c` made where it is defined: its defaults the tuple at `at` on
    /// the stack (None for none), its cells those of the frame at `base` it captures.
    fn make_function(&mut self, c: u32, at: usize, base: usize) -> Res<ObjId> {
        let fcode = &self.program.codes[c as usize];
        let defaults = self
            .items(&self.stack[at])
            .map(|d| d.to_vec())
            .unwrap_or_default();
        let cells = fcode
            .captures
            .iter()
            .map(|&s| self.stack[base + s as usize].clone())
            .collect();
        let f = Function {
            name: fcode.name.clone(),
            code: c,
            defaults,
            cells,
            attrs: Vec::new(),
        };
        self.heap.alloc(Obj::Function(f))
    }

    /// Whether the loop may enter a comprehension's code `c` itself: its one argument given,
    /// room to go deeper, and room for its cells.
    fn enters_hidden(&mut self, c: &Code, argc: usize) -> bool {
        c.params.len() == argc
            && c.plain
            && self.frames.len() <= 3 * self.limits.depth as usize + 100
            && (c.cell_slots.is_empty() || self.heap.reserve(c.cell_slots.len()).is_ok())
    }

    /// The frame of a call the loop makes itself (see `enters_plainly` and `enters_hidden`):
    /// the function `fid` (its code `c`, numbered `fcode`), its arguments on the stack from
    /// `at`, its result to go to `ret`. Out of the loop's line, which makes calls from several
    /// places.
    #[inline(never)]
    fn push_frame_of(
        &mut self,
        fid: ObjId,
        fcode: u32,
        c: &Code,
        at: usize,
        ret: usize,
        kind: FrameKind,
    ) {
        // The locals start unassigned; a closure's free variables are its cells, after them.
        self.stack.resize(at + c.free_start as usize, Value::Undef);
        if c.free_start as usize != c.slot_names.len() {
            if let Obj::Function(f) = self.heap.get(fid) {
                self.stack.extend(f.cells.iter().cloned());
            }
        }
        // The locals an inner function shares live in cells (`enters_plainly` reserved their
        // room).
        for &s in &c.cell_slots {
            let slot = &mut self.stack[at + s as usize];
            let v = std::mem::replace(slot, Value::Undef);
            *slot = Value::Obj(self.heap.alloc_reserved(Obj::Cell(v)));
        }
        self.push_frame(fcode, at, ret, kind);
    }

    /// Resumes the generator `id` where it stopped (or starts it): its locals moved back onto
    /// the stack, with `None` for the `yield` it stopped at (nothing is sent), and its frame
    /// pushed; its function's code and whether it was resumed. With `tested`, the slot of an
    /// `all` or `any` call and which: a generator expression's frame of `FrameKind::Tested`.
    /// `None` when it cannot be resumed here (running, done, something sent or thrown in, or
    /// the stack too deep), which the slow path answers.
    #[inline(never)]
    fn resume_generator(
        &mut self,
        id: ObjId,
        tested: Option<(usize, bool)>,
    ) -> Option<(u32, bool)> {
        let deep = self.frames.len() > 3 * self.limits.depth as usize + 100;
        let codes = &self.program.codes;
        let Obj::Gen(gen) = self.heap.get_mut_here(id) else {
            return None;
        };
        if deep
            || !matches!(gen.state, GenState::Suspended | GenState::Created)
            || gen.inject.is_some()
            || (tested.is_some() && codes[gen.code as usize].kind != CodeKind::Generator)
        {
            return None;
        }
        let resumed = gen.state == GenState::Suspended;
        gen.state = GenState::Running;
        let (code, pc) = (gen.code, gen.pc);
        let at = self.stack.len();
        self.stack.append(&mut gen.saved);
        if resumed {
            self.stack.push(Value::None);
        }
        let (ret, kind) = match tested {
            Some((slot, all)) => (slot, FrameKind::Tested { gen: id, all }),
            None => (at, FrameKind::Gen(id)),
        };
        self.frames.push(Frame {
            code,
            pc,
            base: at as u32,
            ret: ret as u32,
            kind,
        });
        Some((code, resumed))
    }

    /// A generator of the program's begins to run: a call, as its listener hears one (it
    /// pauses there as a call does), though it counts in no depth.
    #[inline(never)]
    fn entered_generator(
        &self,
        code: u32,
        stop: &mut u64,
        steps: u64,
        sink: &mut dyn FnMut(&Event),
    ) {
        if !self.generator_function(code) {
            return;
        }
        sink(&Event::Call {
            function: code,
            depth: self.depth,
        });
        if self.pauses_at(code) {
            *stop = steps;
        }
    }

    /// A generator of the program's stops at a `yield` (`stopped`) or goes on from one: its
    /// call is set aside, or taken up again.
    #[inline(never)]
    fn suspended_generator_call(
        &self,
        function: u32,
        generator: ObjId,
        stopped: bool,
        sink: &mut dyn FnMut(&Event),
    ) {
        if self.generator_function(function) {
            sink(&if stopped {
                Event::Suspended {
                    function,
                    generator,
                }
            } else {
                Event::Resumed {
                    function,
                    generator,
                }
            });
        }
    }

    /// A generator of the program's has ended (returned, or raised): its call returns.
    #[inline(never)]
    fn left_generator(&self, code: u32, steps: u64, sink: &mut dyn FnMut(&Event)) {
        if self.generator_function(code) {
            sink(&Event::Return {
                function: code,
                depth: self.depth,
                steps: steps as u32,
                value: Returned::None,
            });
        }
    }

    /// Whether `code` is a `def` of the program's with `yield` in it (not a generator
    /// expression, whose frames come and go inside one statement).
    fn generator_function(&self, code: u32) -> bool {
        let code = &self.program.codes[code as usize];
        code.kind == CodeKind::GeneratorFunction && !code.internal
    }

    /// Whether a frame is a call of the program's own (counted in depth and calls, reported
    /// by call and return events): the prelude's code, a `contextmanager`'s `__init__` say,
    /// is not, whatever called it.
    fn counted(&self, code: u32, kind: FrameKind) -> bool {
        kind.is_user() && !self.program.codes[code as usize].internal
    }

    /// A new frame running `code` from its start, its slots from `base`, its result to go to
    /// `ret`; a call of the program's own function counts in depth and calls.
    fn push_frame(&mut self, code: u32, base: usize, ret: usize, kind: FrameKind) {
        if self.counted(code, kind) {
            self.depth += 1;
            self.max_depth = self.max_depth.max(self.depth);
            self.calls[code as usize] += 1;
        }
        self.frames.push(Frame {
            code,
            pc: 0,
            base: base as u32,
            ret: ret as u32,
            kind,
        });
    }

    /// Brings the machine's counters up to date with the loop's registers.
    fn sync(&mut self, r: &Regs, budget: &mut u64) {
        *budget -= r.steps - r.start;
        self.steps = r.steps;
        if let Some((line, kind)) = r.last {
            self.last = Some(Event::Step {
                line,
                kind,
                depth: self.depth,
            });
        }
    }

    /// Runs one op `run`'s fast loop did not take (every op can run here, the fast ones
    /// in their general form), with the loop's registers in `r`. ReturnedKind out of line so that the
    /// fast loop's registers stay in registers.
    #[inline(never)]
    /// One op of the slow path. The sink is dynamic here, so that the slow path is compiled
    /// once however many kinds of sink the lanes run the machine with (the fast loop, which
    /// reports every step, stays generic).
    // `reload!` before an exit leaves `code` unread.
    #[allow(unused_assignments)]
    fn run_op(
        &mut self,
        op: Op,
        r: &mut Regs,
        budget: &mut u64,
        sink: &mut dyn FnMut(&Event),
    ) -> Res<Flow> {
        let prog = self.program.clone();
        let mut fi = r.fi;
        let mut code = &prog.codes[self.frames[fi].code as usize];
        let mut pc = r.pc;
        let mut base = r.base;
        let mut steps = r.steps;
        let mut start = r.start;
        let mut stop = r.stop;
        let mut last = r.last;

        macro_rules! sync {
            () => {
                *budget -= steps - start;
                self.steps = steps;
                if let Some((line, kind)) = last {
                    self.last = Some(Event::Step {
                        line,
                        kind,
                        depth: self.depth,
                    });
                }
            };
        }
        macro_rules! tri {
            ($e:expr) => {
                match $e {
                    Ok(v) => v,
                    Err(e) => {
                        self.frames[fi].pc = pc as u32;
                        sync!();
                        return Err(e);
                    }
                }
            };
        }
        macro_rules! operand {
            ($o:expr) => {
                match $o {
                    Operand::Fast(s) => match &self.stack[base + s as usize] {
                        Value::Undef => {
                            let name = code.slot_names[s as usize].clone();
                            tri!(Err(unbound(&name)))
                        }
                        v => v.clone(),
                    },
                    Operand::Const(c) => code.consts[c as usize].clone(),
                    Operand::Global(g) => match &self.globals[g as usize] {
                        Value::Undef => match prog.global_builtins[g as usize] {
                            Some(b) => Value::Builtin(b),
                            None => tri!(Err(name_error(&prog.globals[g as usize]))),
                        },
                        v => v.clone(),
                    },
                    Operand::Deref(s) => {
                        match cell_value(&self.heap, &self.stack[base + s as usize]) {
                            Value::Undef => tri!(Err(unbound_deref(code, s as u32))),
                            v => v.clone(),
                        }
                    }
                }
            };
        }
        // An operand read in place, for the fast paths: no clone, no error (an unassigned
        // name is `Undef`, which no fast path takes, so the slow path reports it).
        macro_rules! peek {
            ($o:expr) => {
                match $o {
                    Operand::Fast(s) => &self.stack[base + s as usize],
                    Operand::Const(c) => &code.consts[c as usize],
                    Operand::Global(g) => &self.globals[g as usize],
                    Operand::Deref(s) => cell_value(&self.heap, &self.stack[base + s as usize]),
                }
            };
        }
        macro_rules! reload {
            () => {
                fi = self.frames.len() - 1;
                code = &prog.codes[self.frames[fi].code as usize];
                pc = self.frames[fi].pc as usize;
                base = self.frames[fi].base as usize;
            };
        }
        macro_rules! charge_list {
            ($v:expr) => {
                if let Value::Obj(id) = $v {
                    if let Obj::List(items) = self.heap.get(*id) {
                        if !items.is_empty() {
                            self.debt = items.len() as u64;
                            self.debt_line = code.lines[pc - 1];
                        }
                    }
                }
            };
        }
        // After a call that may have entered a frame: the loop's registers follow it, and a
        // call of the program's own is reported (and may pause the machine).
        // Calls the program's dunder method `f` for the op (which then leaves): `then` says
        // what becomes of its result when it returns.
        macro_rules! dunder {
            ($f:expr, $args:expr, $then:expr) => {{
                self.frames[fi].pc = pc as u32;
                let called = tri!(self.call_dunder($f, $args, $then));
                entered!(called);
            }};
        }
        // `obj[i]` by the program's code, if it takes any: its class's `__getitem__`, or the
        // factory of a defaultdict missing the key (the prelude's `__missing_default` calls it
        // and stores what it makes). True when the call is made.
        macro_rules! getitem_by_program {
            ($obj:expr, $i:expr, $then:expr) => {{
                if let Some(f) = self.object_method(&$obj, "__getitem__") {
                    dunder!(f, vec![$obj.clone(), $i.clone()], $then);
                    true
                } else if let Some(factory) = self.missing_default(&$obj, &$i) {
                    self.frames[fi].pc = pc as u32;
                    let args = vec![$obj.clone(), $i.clone(), factory];
                    let called = tri!(self.call_helper("__missing_default", args, $then));
                    entered!(called);
                    true
                } else {
                    false
                }
            }};
        }
        macro_rules! entered {
            ($called:expr) => {
                if let Called::Frame = $called {
                    reload!();
                    if self.counted(self.frames[fi].code, self.frames[fi].kind) {
                        sink(&Event::Call {
                            function: self.frames[fi].code,
                            depth: self.depth,
                        });
                        if self.pauses_at(self.frames[fi].code) {
                            stop = steps;
                        }
                    }
                }
            };
        }
        macro_rules! pay {
            () => {
                if self.debt > 0 {
                    self.frames[fi].pc = pc as u32;
                    sync!();
                    last = None;
                    let paid = self.pay_debt(budget, sink);
                    steps = self.steps;
                    start = steps;
                    if !paid {
                        return Ok(Flow::Exit);
                    }
                    // The budget was paid down in `pay_debt`; count from here again.
                    stop = self.limits.steps.min(steps.saturating_add(*budget));
                }
            };
        }

        // A fused op's slow path is its first plain op; the ops it skips are still there.
        let op = match op {
            Op::UnpackFast2(..) => Op::Unpack(2),
            Op::StoreFastPair(..) => Op::Rot2,
            Op::InplaceOO(_, a, _) => a.load(),
            Op::LoadFastAttr(s, _) => Op::LoadFast(s),
            op => op,
        };
        // A key hashed by the program's own `__hash__` is what the last op found, for this op
        // only; or the prelude finds it first, and this op runs again.
        if !std::mem::take(&mut self.keep_custom_key) {
            self.heap.custom_key = None;
        }

        let op = match op {
            Op::GetSlice | Op::StoreSlice | Op::DelSlice => tri!(self.slice_by_program(op)),
            op => op,
        };
        'op: {
            match self.custom_keys(op, code, base) {
                None => {}
                Some(CustomKeys::Find(container, probe)) => {
                    self.frames[fi].pc = (pc - 1) as u32;
                    tri!(self.canonical_key(container, probe));
                    reload!();
                    break 'op;
                }
                Some(CustomKeys::Build(helper, n)) => {
                    self.frames[fi].pc = pc as u32;
                    tri!(self.build_by_prelude(helper, n));
                    reload!();
                    break 'op;
                }
            }
            match op {
                Op::StepCompareJumpOO { .. }
                | Op::StepCompareJumpBackOO { .. }
                | Op::StepRangeJump { .. }
                | Op::StepBinaryOO(..)
                | Op::StepIndexOO(..)
                | Op::StepForIter(_)
                | Op::StepInplaceOO(..)
                | Op::JumpForIter { .. } => {
                    // Only a pause comes here (the fast loop runs these otherwise): before the
                    // step, so the fused op runs whole on resuming.
                    self.frames[fi].pc = (pc - 1) as u32;
                    sync!();
                    if steps >= self.limits.steps {
                        self.status = Status::Limit;
                        self.last = Some(Event::Limit);
                        sink(&Event::Limit);
                    }
                    return Ok(Flow::Exit);
                }
                Op::Step(kind) => {
                    if steps >= stop {
                        self.frames[fi].pc = (pc - 1) as u32;
                        sync!();
                        if steps >= self.limits.steps {
                            self.status = Status::Limit;
                            self.last = Some(Event::Limit);
                            sink(&Event::Limit);
                        }
                        return Ok(Flow::Exit);
                    }
                    steps += 1;
                    let line = code.lines[pc - 1];
                    last = Some((line, kind));
                    sink(&Event::Step {
                        line,
                        kind,
                        depth: self.depth,
                    });
                    // The collector's check is cheap but not free: every 256 steps is enough,
                    // since `Heap::reserve` refuses what could never fit at once.
                    if steps & 255 == 0 && self.heap.gc_due() {
                        tri!(self.collect());
                    }
                }
                Op::BinaryOO(bop, a, b, dst) if dst != PUSH => {
                    if let (Value::Int(p), Value::Int(q)) = (peek!(a), peek!(b)) {
                        if let Some(r) = int_binary(bop, *p, *q) {
                            set_int(&mut self.stack[base + dst as usize], r);
                            break 'op;
                        }
                    }
                    let (x, y) = (operand!(a), operand!(b));
                    if let Some((f, args)) = self.binary_method(bop, &x, &y, false) {
                        dunder!(f, args, Then::Store((base + dst as usize) as u32));
                        break 'op;
                    }
                    let r = tri!(self.binary_slow(bop, &x, &y));
                    self.stack[base + dst as usize] = r;
                    if self.heap_charge(bop, base + dst as usize, code.lines[pc - 1]) {
                        pay!();
                    }
                }
                Op::BinaryOO(bop, a, b, _) => {
                    if let (Value::Int(p), Value::Int(q)) = (peek!(a), peek!(b)) {
                        if let Some(r) = int_binary(bop, *p, *q) {
                            self.stack.push(Value::Int(r));
                            break 'op;
                        }
                    }
                    let (x, y) = (operand!(a), operand!(b));
                    if let Some((f, args)) = self.binary_method(bop, &x, &y, false) {
                        dunder!(f, args, Then::Value);
                        break 'op;
                    }
                    let r = tri!(self.binary_slow(bop, &x, &y));
                    self.stack.push(r);
                    if self.heap_charge(bop, self.stack.len() - 1, code.lines[pc - 1]) {
                        pay!();
                    }
                }
                Op::BinaryO(bop, b, dst) | Op::BinaryRO(bop, b, dst) => {
                    if let (Some(Value::Int(t)), Value::Int(o)) = (self.stack.last(), peek!(b)) {
                        let (p, q) = match op {
                            Op::BinaryO(..) => (*t, *o),
                            _ => (*o, *t),
                        };
                        if let Some(r) = int_binary(bop, p, q) {
                            if dst == PUSH {
                                let n = self.stack.len() - 1;
                                set_int(&mut self.stack[n], r);
                            } else {
                                self.stack.pop();
                                set_int(&mut self.stack[base + dst as usize], r);
                            }
                            break 'op;
                        }
                    }
                    let (x, y) = match op {
                        Op::BinaryO(..) => {
                            let y = operand!(b);
                            (pop!(self), y)
                        }
                        _ => {
                            let y = pop!(self);
                            (operand!(b), y)
                        }
                    };
                    if let Some((f, args)) = self.binary_method(bop, &x, &y, false) {
                        let then = match dst {
                            PUSH => Then::Value,
                            _ => Then::Store((base + dst as usize) as u32),
                        };
                        dunder!(f, args, then);
                        break 'op;
                    }
                    let r = tri!(self.binary_slow(bop, &x, &y));
                    let at = if dst == PUSH {
                        self.stack.push(r);
                        self.stack.len() - 1
                    } else {
                        self.stack[base + dst as usize] = r;
                        base + dst as usize
                    };
                    if self.heap_charge(bop, at, code.lines[pc - 1]) {
                        pay!();
                    }
                }
                Op::IndexOO(a, b, dst) => {
                    let fast = match (peek!(a), peek!(b)) {
                        (Value::Obj(id), Value::Int(k)) => match self.heap.get(*id) {
                            Obj::List(items) => items.get(*k as usize).cloned(),
                            _ => None,
                        },
                        _ => None,
                    };
                    let r = match fast {
                        Some(r) => r,
                        None => {
                            let (obj, i) = (operand!(a), operand!(b));
                            let then = match dst {
                                PUSH => Then::Value,
                                _ => Then::Store((base + dst as usize) as u32),
                            };
                            if getitem_by_program!(obj, i, then) {
                                break 'op;
                            }
                            tri!(ops::index(&mut self.heap, &obj, &i))
                        }
                    };
                    if dst == PUSH {
                        self.stack.push(r);
                    } else {
                        self.stack[base + dst as usize] = r;
                    }
                }
                Op::Index2OOO(a, b, c, dst) => {
                    // Python's order: the row first, then the column's name.
                    let (grid, i) = (operand!(a), operand!(b));
                    if self.object_method(&grid, "__getitem__").is_some() {
                        // The prelude's `grid[i][j]`, which calls it.
                        let j = operand!(c);
                        let then = match dst {
                            PUSH => Then::Value,
                            _ => Then::Store((base + dst as usize) as u32),
                        };
                        self.frames[fi].pc = pc as u32;
                        let called = tri!(self.call_helper("__index2", vec![grid, i, j], then));
                        entered!(called);
                        break 'op;
                    }
                    let row = tri!(ops::index(&mut self.heap, &grid, &i));
                    let j = operand!(c);
                    let then = match dst {
                        PUSH => Then::Value,
                        _ => Then::Store((base + dst as usize) as u32),
                    };
                    if getitem_by_program!(row, j, then) {
                        break 'op;
                    }
                    let r = tri!(ops::index(&mut self.heap, &row, &j));
                    if dst == PUSH {
                        self.stack.push(r);
                    } else {
                        self.stack[base + dst as usize] = r;
                    }
                }
                // Never here: the fast loop sends its first comparison instead.
                Op::RangeJump { lo, x, target, .. } => {
                    let first = Op::range_first(lo, x, target);
                    r.pc = pc;
                    r.steps = steps;
                    r.start = start;
                    r.stop = stop;
                    r.last = last;
                    return self.run_op(first, r, budget, sink);
                }
                Op::StoreIndexOO(a, b) => {
                    let v = pop!(self);
                    let (obj, i) = (operand!(a), operand!(b));
                    if let Some(f) = self.object_method(&obj, "__setitem__") {
                        dunder!(f, vec![obj, i, v], Then::Discard);
                        break 'op;
                    }
                    tri!(ops::store_index(&mut self.heap, &obj, &i, v));
                }
                Op::StoreIndex2OOO(a, b, c) => {
                    let v = pop!(self);
                    let (grid, i) = (operand!(a), operand!(b));
                    if self.object_method(&grid, "__getitem__").is_some() {
                        let j = operand!(c);
                        self.frames[fi].pc = pc as u32;
                        let called = tri!(self.call_helper(
                            "__store_index2",
                            vec![grid, i, j, v],
                            Then::Discard
                        ));
                        entered!(called);
                        break 'op;
                    }
                    let row = tri!(ops::index(&mut self.heap, &grid, &i));
                    let j = operand!(c);
                    if let Some(f) = self.object_method(&row, "__setitem__") {
                        dunder!(f, vec![row, j, v], Then::Discard);
                        break 'op;
                    }
                    tri!(ops::store_index(&mut self.heap, &row, &j, v));
                }
                Op::IndexO(b, dst) => {
                    let fast = match (self.stack.last(), peek!(b)) {
                        (Some(Value::Obj(id)), Value::Int(k)) => match self.heap.get(*id) {
                            Obj::List(items) => items.get(*k as usize).cloned(),
                            _ => None,
                        },
                        _ => None,
                    };
                    if let Some(r) = fast {
                        if dst == PUSH {
                            let n = self.stack.len() - 1;
                            self.stack[n] = r;
                        } else {
                            self.stack.pop();
                            self.stack[base + dst as usize] = r;
                        }
                        break 'op;
                    }
                    let i = operand!(b);
                    let obj = pop!(self);
                    let then = match dst {
                        PUSH => Then::Value,
                        _ => Then::Store((base + dst as usize) as u32),
                    };
                    if getitem_by_program!(obj, i, then) {
                        break 'op;
                    }
                    let r = match (&obj, &i) {
                        (Value::Obj(id), Value::Int(k)) => match self.heap.get(*id) {
                            Obj::List(items) if *k >= 0 && (*k as usize) < items.len() => {
                                items[*k as usize].clone()
                            }
                            _ => tri!(ops::index(&mut self.heap, &obj, &i)),
                        },
                        _ => tri!(ops::index(&mut self.heap, &obj, &i)),
                    };
                    if dst == PUSH {
                        self.stack.push(r);
                    } else {
                        self.stack[base + dst as usize] = r;
                    }
                }
                Op::CompareJumpOO {
                    op: cop,
                    when,
                    b,
                    target,
                    ..
                }
                | Op::CompareJumpO {
                    op: cop,
                    when,
                    b,
                    target,
                } => {
                    let fast = match op {
                        Op::CompareJumpOO { a, .. } => match (peek!(a), peek!(b)) {
                            (Value::Int(p), Value::Int(q)) => int_compare(cop, *p, *q),
                            _ => None,
                        },
                        _ => match (self.stack.last(), peek!(b)) {
                            (Some(Value::Int(p)), Value::Int(q)) => {
                                let r = int_compare(cop, *p, *q);
                                if r.is_some() {
                                    self.stack.pop();
                                }
                                r
                            }
                            _ => None,
                        },
                    };
                    if let Some(r) = fast {
                        if r == when {
                            pc = target as usize;
                        }
                        break 'op;
                    }
                    let (x, y) = if let Op::CompareJumpOO { a, .. } = op {
                        (operand!(a), operand!(b))
                    } else {
                        let y = operand!(b);
                        (pop!(self), y)
                    };
                    // The program's own comparison (`__lt__`, `in` by `__eq__`): its result
                    // decides the jump.
                    self.frames[fi].pc = pc as u32;
                    if let Some(called) =
                        tri!(self.compare_by_program(cop, &x, &y, Some((when, target))))
                    {
                        entered!(called);
                        break 'op;
                    }
                    let r = match (&x, &y) {
                        (Value::Int(p), Value::Int(q)) => {
                            use CmpOp::*;
                            match cop {
                                Eq => p == q,
                                Ne => p != q,
                                Lt => p < q,
                                Le => p <= q,
                                Gt => p > q,
                                Ge => p >= q,
                                _ => tri!(ops::compare(&self.heap, cop, &x, &y)),
                            }
                        }
                        _ => tri!(ops::compare(&self.heap, cop, &x, &y)),
                    };
                    if r == when {
                        pc = target as usize;
                    }
                }
                Op::Safepoint => {
                    if !self.quiet_pass(steps) {
                        return Err(unsupported_words(
                            "quiet_loop",
                            "",
                            "a loop that runs 20,000,000 times without a step",
                        ));
                    }
                    if self.heap.gc_due() {
                        tri!(self.collect());
                    }
                }
                Op::Break => sink(&Event::Break {
                    line: code.lines[pc - 1],
                }),
                Op::Yielded => sink(&Event::Yielded {
                    function: self.frames[fi].code,
                }),
                Op::Const(c) => self.stack.push(code.consts[c as usize].clone()),
                Op::LoadFast(s) => {
                    let v = &self.stack[base + s as usize];
                    if let Value::Undef = v {
                        let name = code.slot_names[s as usize].clone();
                        tri!(Err(unbound(&name)));
                    }
                    let v = v.clone();
                    self.stack.push(v);
                }
                Op::StoreFast(s) => {
                    let v = pop!(self);
                    self.stack[base + s as usize] = v;
                }
                Op::DelFast(s) => {
                    if let Value::Undef = self.stack[base + s as usize] {
                        let name = code.slot_names[s as usize].clone();
                        tri!(Err(unbound(&name)));
                    }
                    self.stack[base + s as usize] = Value::Undef;
                }
                Op::LoadDeref(s) => {
                    let v = match &self.stack[base + s as usize] {
                        Value::Obj(id) => match self.heap.get(*id) {
                            Obj::Cell(v) => v.clone(),
                            _ => Value::Undef,
                        },
                        _ => Value::Undef,
                    };
                    if let Value::Undef = v {
                        tri!(Err(unbound_deref(code, s)));
                    }
                    self.stack.push(v);
                }
                Op::StoreDeref(s) | Op::DelDeref(s) => {
                    let v = if let Op::StoreDeref(_) = op {
                        pop!(self)
                    } else {
                        Value::Undef
                    };
                    if let Value::Obj(id) = self.stack[base + s as usize] {
                        if let Obj::Cell(cell) = self.heap.get_mut(id) {
                            *cell = v;
                        }
                    }
                }
                Op::LoadGlobal(g) => {
                    let v = &self.globals[g as usize];
                    if let Value::Undef = v {
                        match prog.global_builtins[g as usize] {
                            Some(b) => self.stack.push(Value::Builtin(b)),
                            None => tri!(Err(name_error(&prog.globals[g as usize]))),
                        }
                    } else {
                        let v = v.clone();
                        self.stack.push(v);
                    }
                }
                Op::StoreGlobal(g) => {
                    let v = pop!(self);
                    self.globals[g as usize] = v;
                }
                Op::DelGlobal(g) => {
                    if let Value::Undef = self.globals[g as usize] {
                        tri!(Err(name_error(&prog.globals[g as usize])));
                    }
                    self.globals[g as usize] = Value::Undef;
                }
                Op::LoadClassName(g) => {
                    let name = &prog.globals[g as usize];
                    let mut found = None;
                    if let FrameKind::Class(cid) = self.frames[fi].kind {
                        if let Obj::Class(c) = self.heap.get(cid) {
                            found = c
                                .attrs
                                .iter()
                                .find(|(k, _)| k == name)
                                .map(|(_, v)| v.clone());
                        }
                    }
                    let v = match found {
                        Some(v) => v,
                        None => match &self.globals[g as usize] {
                            Value::Undef => match prog.global_builtins[g as usize] {
                                Some(b) => Value::Builtin(b),
                                None => tri!(Err(name_error(name))),
                            },
                            v => v.clone(),
                        },
                    };
                    self.stack.push(v);
                }
                Op::StoreClassName(g) | Op::DelClassName(g) => {
                    let name = prog.globals[g as usize].clone();
                    let v = if let Op::StoreClassName(_) = op {
                        Some(pop!(self))
                    } else {
                        None
                    };
                    if let FrameKind::Class(cid) = self.frames[fi].kind {
                        if let Obj::Class(c) = self.heap.get_mut(cid) {
                            let pos = c.attrs.iter().position(|(k, _)| *k == name);
                            match (v, pos) {
                                (Some(v), Some(i)) => c.attrs[i].1 = v,
                                (Some(v), None) => c.attrs.push((name, v)),
                                (None, Some(i)) => {
                                    c.attrs.remove(i);
                                }
                                (None, None) => tri!(Err(name_error(&name))),
                            }
                        }
                    }
                }
                Op::LoadPrelude(i) => self.stack.push(Value::Obj(self.prelude_fns[i as usize])),
                Op::Pop => {
                    self.stack.pop();
                }
                Op::Dup => {
                    let v = self.stack[self.stack.len() - 1].clone();
                    self.stack.push(v);
                }
                Op::Dup2 => {
                    let n = self.stack.len();
                    let a = self.stack[n - 2].clone();
                    let b = self.stack[n - 1].clone();
                    self.stack.push(a);
                    self.stack.push(b);
                }
                Op::UnpackFast2(..)
                | Op::StoreFastPair(..)
                | Op::InplaceOO(..)
                | Op::LoadFastAttr(..)
                | Op::CompareJump { .. } => {
                    unreachable!("taken as their first op above")
                }
                Op::Rot2 => {
                    let n = self.stack.len();
                    self.stack.swap(n - 1, n - 2);
                }
                Op::Bury(depth) => {
                    let v = pop!(self);
                    let at = self.stack.len() - depth as usize;
                    self.stack.insert(at, v);
                }
                Op::MatchSequence { len, star, fail } => {
                    let v = pop!(self);
                    let (len, star) = (len as usize, (star != u16::MAX).then_some(star as usize));
                    match self.sequence_items(&v, len, star.is_some()) {
                        Some(mut items) => {
                            if let Some(at) = star {
                                let rest: Vec<Value> =
                                    items.drain(at..items.len() + at + 1 - len).collect();
                                let rest = tri!(self.heap.list(rest));
                                items.insert(at, rest);
                            }
                            self.stack.extend(items.into_iter().rev());
                        }
                        _ => pc = fail as usize,
                    }
                }
                Op::Rot3 => {
                    let v = pop!(self);
                    let n = self.stack.len();
                    self.stack.insert(n - 2, v);
                }
                Op::Binary(bop) | Op::BinaryFree(bop) => {
                    let b = pop!(self);
                    let a = pop!(self);
                    if let Some((f, args)) = self.binary_method(bop, &a, &b, false) {
                        dunder!(f, args, Then::Value);
                        break 'op;
                    }
                    let r = match (bop, &a, &b) {
                        (BinOp::Add, Value::Int(x), Value::Int(y))
                            if x.checked_add(*y).is_some() =>
                        {
                            Value::Int(x + y)
                        }
                        (BinOp::Sub, Value::Int(x), Value::Int(y))
                            if x.checked_sub(*y).is_some() =>
                        {
                            Value::Int(x - y)
                        }
                        _ => tri!(ops::binary(&mut self.heap, bop, &a, &b)),
                    };
                    let counts =
                        matches!(op, Op::Binary(_)) && matches!(bop, BinOp::Add | BinOp::Mul);
                    if counts {
                        charge_list!(&r);
                    }
                    self.stack.push(r);
                    if counts {
                        pay!();
                    }
                }
                Op::Inplace(bop) => {
                    let b = pop!(self);
                    let a = pop!(self);
                    if let Some((f, args)) = self.binary_method(bop, &a, &b, true) {
                        dunder!(f, args, Then::Value);
                        break 'op;
                    }
                    let r = match (bop, &a, &b) {
                        (BinOp::Add, Value::Int(x), Value::Int(y))
                            if x.checked_add(*y).is_some() =>
                        {
                            Value::Int(x + y)
                        }
                        _ => tri!(ops::inplace(&mut self.heap, bop, &a, &b)),
                    };
                    self.stack.push(r);
                }
                Op::Compare(cop) => {
                    let b = pop!(self);
                    let a = pop!(self);
                    self.frames[fi].pc = pc as u32;
                    if let Some(called) = tri!(self.compare_by_program(cop, &a, &b, None)) {
                        entered!(called);
                        break 'op;
                    }
                    let r = match (&a, &b) {
                        (Value::Int(x), Value::Int(y)) => {
                            use CmpOp::*;
                            match cop {
                                Eq => x == y,
                                Ne => x != y,
                                Lt => x < y,
                                Le => x <= y,
                                Gt => x > y,
                                Ge => x >= y,
                                _ => tri!(ops::compare(&self.heap, cop, &a, &b)),
                            }
                        }
                        _ => tri!(ops::compare(&self.heap, cop, &a, &b)),
                    };
                    self.stack.push(Value::Bool(r));
                }
                Op::Not => {
                    let v = pop!(self);
                    if let Some(f) = self.heap.truth_method(&v) {
                        dunder!(f, vec![v], Then::Negate);
                        break 'op;
                    }
                    let t = self.heap.truthy(&v);
                    self.stack.push(Value::Bool(!t));
                }
                Op::Unary(uop) => {
                    let v = pop!(self);
                    let name = match uop {
                        super::syntax::UnaryOp::Neg => "__neg__",
                        super::syntax::UnaryOp::Pos => "__pos__",
                        super::syntax::UnaryOp::Invert => "__invert__",
                    };
                    if let Some(f) = self.object_method(&v, name) {
                        dunder!(f, vec![v], Then::Value);
                        break 'op;
                    }
                    let r = tri!(ops::unary(&mut self.heap, uop, &v));
                    self.stack.push(r);
                }
                Op::Jump(t) => pc = t as usize,
                Op::JumpIfFalse(t) => {
                    let v = pop!(self);
                    if let Some(f) = self.heap.truth_method(&v) {
                        dunder!(
                            f,
                            vec![v],
                            Then::Jump {
                                when: false,
                                target: t
                            }
                        );
                        break 'op;
                    }
                    let truth = match v {
                        Value::Bool(b) => b,
                        _ => self.heap.truthy(&v),
                    };
                    if !truth {
                        pc = t as usize;
                    }
                }
                Op::JumpIfTrue(t) => {
                    let v = pop!(self);
                    if let Some(f) = self.heap.truth_method(&v) {
                        dunder!(
                            f,
                            vec![v],
                            Then::Jump {
                                when: true,
                                target: t
                            }
                        );
                        break 'op;
                    }
                    let truth = match v {
                        Value::Bool(b) => b,
                        _ => self.heap.truthy(&v),
                    };
                    if truth {
                        pc = t as usize;
                    }
                }
                Op::JumpIfFalseOrPop(t) | Op::JumpIfTrueOrPop(t) => {
                    let truth = self.heap.truthy(&self.stack[self.stack.len() - 1]);
                    let jump_when = matches!(op, Op::JumpIfTrueOrPop(_));
                    if truth == jump_when {
                        pc = t as usize;
                    } else {
                        self.stack.pop();
                    }
                }
                Op::BuildList(n) | Op::BuildTuple(n) | Op::BuildSet(n) | Op::BuildSetFolded(n) => {
                    let items = self.stack.split_off(self.stack.len() - n as usize);
                    let v = match op {
                        Op::BuildList(_) => tri!(self.heap.list(items)),
                        Op::BuildTuple(_) => tri!(self.heap.tuple(items)),
                        Op::BuildSet(_) => tri!(builtins::make_set(&mut self.heap, items)),
                        _ => tri!(builtins::make_folded_set(&mut self.heap, items)),
                    };
                    self.stack.push(v);
                }
                Op::BuildDict(n) => {
                    let items = self.stack.split_off(self.stack.len() - 2 * n as usize);
                    let mut d = Dict::default();
                    let mut it = items.into_iter();
                    while let (Some(k), Some(v)) = (it.next(), it.next()) {
                        let key = tri!(self.heap.key(&k));
                        d.insert(key, k, v);
                    }
                    let id = tri!(self.heap.alloc(Obj::Dict(d)));
                    self.stack.push(Value::Obj(id));
                }
                Op::BuildString(n) => {
                    let parts = self.stack.split_off(self.stack.len() - n as usize);
                    let mut s = String::new();
                    for p in &parts {
                        if let Value::Str(t) = p {
                            s.push_str(t);
                        }
                    }
                    self.stack.push(Value::Str(Rc::from(s.as_str())));
                }
                Op::ListAppend(depth) | Op::SetAdd(depth) => {
                    let v = pop!(self);
                    let at = self.stack.len() - 1 - depth as usize;
                    if let Value::Obj(id) = self.stack[at] {
                        if let Op::ListAppend(_) = op {
                            tri!(self.heap.reserve(1));
                            if let Obj::List(items) = self.heap.get_mut(id) {
                                items.push(v);
                            }
                        } else {
                            let key = tri!(self.heap.key(&v));
                            tri!(self.heap.reserve(1));
                            if let Obj::Set(d) = self.heap.get_mut(id) {
                                d.insert(key, v, Value::None);
                            }
                        }
                    }
                }
                Op::DictSet(depth) => {
                    let v = pop!(self);
                    let k = pop!(self);
                    let at = self.stack.len() - 1 - depth as usize;
                    let key = tri!(self.heap.key(&k));
                    tri!(self.heap.reserve(1));
                    if let Value::Obj(id) = self.stack[at] {
                        if let Obj::Dict(d) = self.heap.get_mut(id) {
                            d.insert(key, k, v);
                        }
                    }
                }
                Op::Index => {
                    let i = pop!(self);
                    let obj = pop!(self);
                    if getitem_by_program!(obj, i, Then::Value) {
                        break 'op;
                    }
                    let r = match (&obj, &i) {
                        (Value::Obj(id), Value::Int(k)) => match self.heap.get(*id) {
                            Obj::List(items) if *k >= 0 && (*k as usize) < items.len() => {
                                items[*k as usize].clone()
                            }
                            _ => tri!(ops::index(&mut self.heap, &obj, &i)),
                        },
                        _ => tri!(ops::index(&mut self.heap, &obj, &i)),
                    };
                    self.stack.push(r);
                }
                Op::StoreIndex => {
                    let i = pop!(self);
                    let obj = pop!(self);
                    let v = pop!(self);
                    if let (Value::Obj(id), Value::Int(k)) = (&obj, &i) {
                        if let Obj::List(items) = self.heap.get_mut(*id) {
                            if *k >= 0 && (*k as usize) < items.len() {
                                items[*k as usize] = v;
                                break 'op;
                            }
                        }
                    }
                    if let Some(f) = self.object_method(&obj, "__setitem__") {
                        dunder!(f, vec![obj, i, v], Then::Discard);
                        break 'op;
                    }
                    tri!(ops::store_index(&mut self.heap, &obj, &i, v));
                }
                Op::DelIndex => {
                    let i = pop!(self);
                    let obj = pop!(self);
                    if let Some(f) = self.object_method(&obj, "__delitem__") {
                        dunder!(f, vec![obj, i], Then::Discard);
                        break 'op;
                    }
                    tri!(ops::del_index(&mut self.heap, &obj, &i));
                }
                Op::GetSlice => {
                    let step = pop!(self);
                    let hi = pop!(self);
                    let lo = pop!(self);
                    let obj = pop!(self);
                    let r = tri!(ops::get_slice(&mut self.heap, &obj, &lo, &hi, &step));
                    self.stack.push(r);
                }
                Op::StoreSlice => {
                    let step = pop!(self);
                    let hi = pop!(self);
                    let lo = pop!(self);
                    let obj = pop!(self);
                    let v = pop!(self);
                    tri!(ops::store_slice(&mut self.heap, &obj, &lo, &hi, &step, &v));
                }
                Op::DelSlice => {
                    let step = pop!(self);
                    let hi = pop!(self);
                    let lo = pop!(self);
                    let obj = pop!(self);
                    tri!(ops::del_slice(&mut self.heap, &obj, &lo, &hi, &step));
                }
                Op::GetAttr(n) => {
                    let obj = pop!(self);
                    let name = &prog.names[n as usize];
                    if let Some(getter) = self.property(&obj, name) {
                        // `obj.name` of a @property: its getter called with the object.
                        let slot = self.stack.len();
                        self.stack.push(getter);
                        self.stack.push(obj);
                        self.frames[fi].pc = pc as u32;
                        let called = tri!(self.call_value(slot, 1, None));
                        entered!(called);
                        break 'op;
                    }
                    let r = tri!(self.get_attr(&obj, name));
                    self.stack.push(r);
                }
                Op::StoreAttr(n) => {
                    let obj = pop!(self);
                    let v = pop!(self);
                    let name = prog.names[n as usize].clone();
                    // A property with a setter: `obj.name = v` calls it.
                    if let Some((_, Value::Obj(setter))) = self.property_parts(&obj, &name) {
                        dunder!(setter, vec![obj, v], Then::Discard);
                        break 'op;
                    }
                    tri!(self.set_attr(&obj, name, Some(v)));
                }
                Op::DelAttr(n) => {
                    let obj = pop!(self);
                    let name = prog.names[n as usize].clone();
                    tri!(self.set_attr(&obj, name, None));
                }
                Op::MakeExc
                    if exceptions::class_of(&self.heap, &self.stack[self.stack.len() - 1])
                        .is_none() => {}
                // `raise C`: C is called with no arguments, as a call would.
                Op::Call(_) | Op::CallKw(_) | Op::CallMethod(_) | Op::MakeExc | Op::CallEx => {
                    let (argc, kwnames, method) = match op {
                        Op::Call(n) => (n as usize, None, None),
                        Op::MakeExc => (0, None, None),
                        Op::CallEx => {
                            let kwargs = pop!(self);
                            let args = pop!(self);
                            let positional =
                                self.items(&args).map(|d| d.to_vec()).unwrap_or_default();
                            let keywords: Vec<(Value, Value)> = self
                                .entries(&kwargs)
                                .unwrap_or_default()
                                .into_iter()
                                .map(|(k, v)| (k.clone(), v.clone()))
                                .collect();
                            let n = positional.len();
                            self.stack.extend(positional);
                            let mut names: Vec<Rc<str>> = Vec::with_capacity(keywords.len());
                            for (k, v) in keywords {
                                if let Value::Str(name) = k {
                                    names.push(name);
                                }
                                self.stack.push(v);
                            }
                            let kw: Option<Rc<[Rc<str>]>> = if names.is_empty() {
                                None
                            } else {
                                Some(names.into())
                            };
                            (n + kw.as_ref().map_or(0, |k| k.len()), kw, None)
                        }
                        Op::CallKw(s) => {
                            let site = &code.sites[s as usize];
                            (site.argc as usize, Some(site.kwnames.clone()), None)
                        }
                        Op::CallMethod(s) => {
                            let site = &code.sites[s as usize];
                            let kw = if site.kwnames.is_empty() {
                                None
                            } else {
                                Some(site.kwnames.clone())
                            };
                            (site.argc as usize, kw, Some(site.name))
                        }
                        _ => unreachable!("a call op"),
                    };
                    self.frames[fi].pc = pc as u32;
                    // The counters are the machine's again before a builtin reads them (the
                    // `time` module's clock is the step counter).
                    sync!();
                    start = steps;
                    let slot = self.stack.len() - argc - 1;
                    let before = self.output.len();
                    let outcome = match method {
                        None => tri!(self.call_value(slot, argc, kwnames.as_deref())),
                        Some(name) => {
                            let name = prog.names[name as usize].clone();
                            tri!(self.call_method(slot, &name, argc, kwnames.as_deref()))
                        }
                    };
                    if self.output.len() != before {
                        let e = Event::Output {
                            start: before as u32,
                            end: self.output.len() as u32,
                        };
                        sink(&e);
                        if self.output.len() > self.limits.output_bytes {
                            tri!(Err(Exc::new(
                                ErrorKind::MemoryError,
                                "output_limit",
                                vec![self.limits.output_bytes.to_string()],
                                format!(
                                    "the program printed more than {} bytes",
                                    self.limits.output_bytes
                                ),
                            )));
                        }
                    }
                    match outcome {
                        Called::Value => {
                            if let Some((function, saved)) = self.hit.take() {
                                sink(&Event::Cached { function, saved });
                            }
                        }
                        Called::Frame => {
                            reload!();
                            if self.counted(self.frames[fi].code, self.frames[fi].kind) {
                                sink(&Event::Call {
                                    function: self.frames[fi].code,
                                    depth: self.depth,
                                });
                                if self.pauses_at(self.frames[fi].code) {
                                    stop = steps;
                                }
                            }
                        }
                        Called::Drain(arg, sized) => {
                            // Run the call again once the prelude has drained the generator.
                            self.frames[fi].pc = (pc - 1) as u32;
                            tri!(self.drain_with(arg, sized));
                            reload!();
                        }
                    }
                }
                Op::Return => {
                    let v = pop!(self);
                    let Some(frame) = self.frames.pop() else {
                        sync!();
                        return Ok(Flow::Exit);
                    };
                    if self.counted(frame.code, frame.kind) {
                        let e = Event::Return {
                            function: frame.code,
                            depth: self.depth,
                            steps: steps as u32,
                            value: Returned::of(&v, &self.heap),
                        };
                        self.depth -= 1;
                        sink(&e);
                    }
                    match frame.kind {
                        FrameKind::Module => {
                            sync!();
                            self.stack.clear();
                            self.status = Status::Finished;
                            self.last = Some(Event::Finished);
                            sink(&Event::Finished);
                            return Ok(Flow::Exit);
                        }
                        FrameKind::Tested { gen, all } => {
                            // The generator ran out: no item decided.
                            self.stack.truncate(frame.ret as usize);
                            self.left_generator(frame.code, steps, sink);
                            if let Obj::Gen(g) = self.heap.get_mut(gen) {
                                g.state = GenState::Done;
                                g.saved.clear();
                            }
                            self.stack.push(Value::Bool(all));
                        }
                        FrameKind::Gen(g) => {
                            self.stack.truncate(frame.base as usize);
                            self.left_generator(frame.code, steps, sink);
                            if let Obj::Gen(gen) = self.heap.get_mut(g) {
                                gen.state = GenState::Done;
                                gen.saved.clear();
                                // ReturnedKind for `next`'s StopIteration (its `value`).
                                if !matches!(v, Value::None) {
                                    gen.saved.push(v.clone());
                                }
                            }
                            reload!();
                            self.stack.pop();
                            if let Op::ForIter(t) = code.ops[pc - 1] {
                                pc = t as usize;
                                // `result = yield from gen()`: what the generator returned.
                                if let Some(Op::YieldFromValue) = code.ops.get(pc) {
                                    self.stack.push(v);
                                    pc += 1;
                                }
                            }
                            break 'op;
                        }
                        FrameKind::Class(c) => {
                            self.stack.truncate(frame.ret as usize);
                            // An error is raised where the class statement stands.
                            reload!();
                            tri!(self.make_members(c));
                            match tri!(self.named_tuple_parts(c)) {
                                // The prelude's `__namedtuple` makes the class the statement
                                // binds, derived from this one.
                                Some(args) => {
                                    tri!(self.call_helper("__namedtuple", args, Then::Value));
                                }
                                None => self.stack.push(Value::Obj(c)),
                            }
                        }
                        FrameKind::Init(o) => {
                            self.stack.truncate(frame.ret as usize);
                            if !matches!(v, Value::None) {
                                self.stack.push(Value::None);
                                fi = self.frames.len() - 1;
                                pc = self.frames[fi].pc as usize;
                                let t = self.heap.type_name(&v);
                                tri!(Err(type_error(
                                    "init_returned",
                                    vec![t.to_string()],
                                    format!("__init__() should return None, not '{t}'"),
                                )));
                            }
                            self.stack.push(Value::Obj(o));
                        }
                        FrameKind::Drain(slot) => {
                            self.stack.truncate(frame.ret as usize);
                            self.stack[slot as usize] = v;
                        }
                        FrameKind::Key(probe) => {
                            self.stack.truncate(frame.ret as usize);
                            let found = self.items(&v).map(|pair| pair.to_vec());
                            if let Some([Value::Obj(key), h]) = found.as_deref() {
                                let h = tri!(args::int_arg(&self.heap, h));
                                self.heap.custom_key = Some((probe, h, *key));
                                self.keep_custom_key = true;
                            }
                        }
                        FrameKind::Dunder(then) | FrameKind::Helper(then) => {
                            self.stack.truncate(frame.ret as usize);
                            match then {
                                Then::Value => self.stack.push(v),
                                Then::Negate => {
                                    let truth = self.heap.truthy(&v);
                                    self.stack.push(Value::Bool(!truth));
                                }
                                Then::Jump { when, target } => {
                                    if self.heap.truthy(&v) == when {
                                        let caller = self.frames.len() - 1;
                                        self.frames[caller].pc = target;
                                    }
                                }
                                Then::Bool => {
                                    let truth = self.heap.truthy(&v);
                                    self.stack.push(Value::Bool(truth));
                                }
                                Then::Discard => {}
                                Then::Store(slot) => self.stack[slot as usize] = v,
                                Then::Iter if self.object_method(&v, "__next__").is_some() => {
                                    // Its generator is made at once: no frame is entered.
                                    reload!();
                                    tri!(self.call_helper("__iterate", vec![v], Then::Value));
                                }
                                Then::Iter if matches!(&v, Value::Obj(o) if matches!(self.heap.get(*o), Obj::Instance(_))) =>
                                {
                                    self.stack.push(Value::None);
                                    reload!();
                                    let t = self.heap.type_name(&v);
                                    tri!(Err(type_error(
                                        "iter_non_iterator",
                                        vec![t.to_string()],
                                        format!("iter() returned non-iterator of type '{t}'"),
                                    )));
                                }
                                Then::Iter => self.stack.push(v),
                                Then::Len => {
                                    let v = match v {
                                        Value::Bool(b) => Value::Int(b as i64),
                                        v => v,
                                    };
                                    let bad = match &v {
                                        Value::Int(n) if *n >= 0 => None,
                                        Value::Int(_) => Some(Exc::new(
                                            ErrorKind::ValueError,
                                            "len_negative",
                                            vec![],
                                            "__len__() should return >= 0".into(),
                                        )),
                                        _ => {
                                            let t = self.heap.type_name(&v);
                                            Some(type_error(
                                                "not_an_index",
                                                vec![t.to_string()],
                                                format!("'{t}' object cannot be interpreted as an integer"),
                                            ))
                                        }
                                    };
                                    if let Some(e) = bad {
                                        self.stack.push(Value::None);
                                        fi = self.frames.len() - 1;
                                        pc = self.frames[fi].pc as usize;
                                        tri!(Err(e));
                                    }
                                    self.stack.push(v);
                                }
                                Then::Text(method) => {
                                    if !matches!(v, Value::Str(_)) {
                                        self.stack.push(Value::None);
                                        fi = self.frames.len() - 1;
                                        pc = self.frames[fi].pc as usize;
                                        let t = self.heap.type_name(&v);
                                        tri!(Err(type_error(
                                            "text_method",
                                            vec![method.into(), t.to_string()],
                                            format!("{method} returned non-string (type {t})"),
                                        )));
                                    }
                                    self.stack.push(v);
                                }
                            }
                        }
                        FrameKind::Memo(cache) => {
                            let args = self.stack[frame.ret as usize].clone();
                            self.stack.truncate(frame.ret as usize);
                            self.stack.push(v.clone());
                            let (key, before) =
                                self.memo_keys.pop().expect("a key for each memo frame");
                            let now = self.calls_and_saved(cache, Some(frame.code));
                            let made = u32::try_from(now - before).unwrap_or(u32::MAX);
                            tri!(self.remember(cache, key, args, v, made));
                        }
                        FrameKind::User | FrameKind::Hidden => {
                            self.stack.truncate(frame.ret as usize);
                            self.stack.push(v);
                        }
                    }
                    reload!();
                }
                Op::YieldFromValue => self.stack.push(Value::None),
                Op::Yield => {
                    let v = pop!(self);
                    let Some(frame) = self.frames.pop() else {
                        sync!();
                        return Ok(Flow::Exit);
                    };
                    if let FrameKind::Tested { gen, all } = frame.kind {
                        // An item whose truth the program's code decides: the generator
                        // suspended, and the prelude's loop tests the item, then the rest.
                        if let Obj::Gen(g) = self.heap.get_mut(gen) {
                            g.saved.extend(self.stack.drain(frame.base as usize..));
                            g.pc = pc as u32;
                            g.state = GenState::Suspended;
                        }
                        reload!();
                        let slot = frame.ret as usize;
                        let helper = if all { "__all_from" } else { "__any_from" };
                        let f = self.prelude_fns[prog.prelude_index(helper).unwrap_or(0)];
                        self.stack.truncate(slot);
                        self.stack.extend([Value::Obj(f), v, Value::Obj(gen)]);
                        let called =
                            tri!(self.call_function(f, slot + 1, 2, None, slot, FrameKind::Hidden));
                        entered!(called);
                        break 'op;
                    }
                    if let FrameKind::Gen(g) = frame.kind {
                        let at = frame.base as usize;
                        if let Obj::Gen(gen) = self.heap.get_mut(g) {
                            gen.saved.extend(self.stack.drain(at..));
                            gen.pc = pc as u32;
                            gen.state = GenState::Suspended;
                        }
                        self.suspended_generator_call(frame.code, g, true, sink);
                    }
                    reload!();
                    self.stack.push(v);
                }
                Op::GetIter => {
                    let v = pop!(self);
                    if let Some(f) = self.object_method(&v, "__iter__") {
                        dunder!(f, vec![v], Then::Iter);
                        break 'op;
                    }
                    // `for line in sys.stdin`: the lines left to read, all read now.
                    if v == Value::Builtin(Builtin::ModFn(Module::Sys, Member(&"stdin"))) {
                        let rest = &self.input[self.input_read..];
                        let items = modules::sys::lines_left(rest).map(Value::str).collect();
                        self.input_read = self.input.len();
                        let it = Iter::Vals {
                            items,
                            index: 0,
                            name: "_io.TextIOWrapper",
                            watch: None,
                        };
                        let it = tri!(self.heap.alloc(Obj::Iter(it)));
                        self.stack.push(Value::Obj(it));
                        break 'op;
                    }
                    let it = tri!(iteration::get_iter(&mut self.heap, &v));
                    self.stack.push(it);
                }
                Op::ForIter(target) => {
                    let Value::Obj(id) = self.stack[self.stack.len() - 1] else {
                        tri!(Err(type_error(
                            "not_iterator",
                            vec![],
                            "the value is not an iterator".into()
                        )));
                        break 'op;
                    };
                    // The common case first: a range.
                    if let Obj::Iter(Iter::Range {
                        next,
                        stop: end,
                        step,
                    }) = self.heap.get_mut(id)
                    {
                        if (*step > 0 && *next < *end) || (*step < 0 && *next > *end) {
                            let v = *next;
                            *next = next.saturating_add(*step);
                            self.stack.push(Value::Int(v));
                        } else {
                            self.stack.pop();
                            pc = target as usize;
                        }
                        break 'op;
                    }
                    if let Obj::Gen(gen) = self.heap.get_mut(id) {
                        match gen.state {
                            GenState::Done => {
                                self.stack.pop();
                                pc = target as usize;
                            }
                            GenState::Running => {
                                tri!(Err(Exc::new(
                                    ErrorKind::ValueError,
                                    "generator_running",
                                    vec![],
                                    "generator already executing".into()
                                )));
                            }
                            state => {
                                gen.state = GenState::Running;
                                let gcode = gen.code;
                                let gpc = gen.pc;
                                let inject = gen.inject.take();
                                let saved = std::mem::take(&mut gen.saved);
                                self.frames[fi].pc = pc as u32;
                                if self.frames.len() > 3 * self.limits.depth as usize + 100 {
                                    tri!(Err(recursion()));
                                }
                                let at = self.stack.len();
                                // Moved, not copied: the generator keeps the emptied vector
                                // (and its room) for its next suspension.
                                let mut saved = saved;
                                self.stack.append(&mut saved);
                                if state == GenState::Suspended {
                                    // The value of the `yield` it stopped at: what `send`
                                    // gave, or None.
                                    self.stack.push(match &inject {
                                        Some(Inject::Send(v)) => v.clone(),
                                        _ => Value::None,
                                    });
                                }
                                if let Obj::Gen(gen) = self.heap.get_mut(id) {
                                    gen.saved = saved;
                                }
                                self.frames.push(Frame {
                                    code: gcode,
                                    pc: gpc,
                                    base: at as u32,
                                    ret: at as u32,
                                    kind: FrameKind::Gen(id),
                                });
                                reload!();
                                if state == GenState::Created {
                                    self.entered_generator(gcode, &mut stop, steps, sink);
                                } else {
                                    self.suspended_generator_call(gcode, id, false, sink);
                                }
                                // `throw` and `close`: raised at the `yield`, in the generator.
                                if let Some(Inject::Throw(exc)) = inject {
                                    tri!(Err(exceptions::error_of(&self.heap, exc)));
                                }
                            }
                        }
                        break 'op;
                    }
                    // `for i, x in enumerate(xs)`: the pair onto the stack as the unpacking
                    // after this op would leave it, with no tuple made, and that op skipped.
                    if let (Obj::Iter(Iter::Enumerate { inner, count }), Some(Op::Unpack(2))) = (
                        self.heap.get(id),
                        code.ops
                            .get(pc)
                            .map(|op| match op {
                                Op::UnpackFast2(..) => Op::Unpack(2),
                                op => *op,
                            })
                            .as_ref(),
                    ) {
                        let (inner, count) = (*inner, *count);
                        match tri!(iteration::iter_next(&mut self.heap, inner)) {
                            Some(v) => {
                                if let Obj::Iter(Iter::Enumerate { count: c, .. }) =
                                    self.heap.get_mut(id)
                                {
                                    *c += 1;
                                }
                                self.stack.push(v);
                                self.stack.push(Value::Int(count));
                                pc += 1;
                            }
                            None => {
                                self.stack.pop();
                                pc = target as usize;
                            }
                        }
                        break 'op;
                    }
                    match tri!(iteration::iter_next(&mut self.heap, id)) {
                        Some(v) => self.stack.push(v),
                        None => {
                            self.stack.pop();
                            pc = target as usize;
                        }
                    }
                }
                Op::MakeFunction(c) => {
                    let id = tri!(self.make_function(c, self.stack.len() - 1, base));
                    drop_top(&mut self.stack);
                    self.stack.push(Value::Obj(id));
                }
                Op::MakeClass(c) => {
                    let bases = pop!(self);
                    let bases = self.items(&bases).map(|d| d.to_vec()).unwrap_or_default();
                    let mut base_class = None;
                    let mut base_exc = None;
                    let mut enumerated = false;
                    let mut named_tuple = false;
                    if bases.len() > 1 {
                        tri!(Err(super::error::unsupported_words(
                            "multiple_inheritance",
                            "",
                            "multiple inheritance"
                        )));
                    }
                    if let Some(b) = bases.first() {
                        match b {
                            Value::Builtin(Builtin::Object) => {}
                            Value::Obj(id) if matches!(self.heap.get(*id), Obj::Class(_)) => {
                                base_class = Some(*id);
                                if let Obj::Class(c) = self.heap.get(*id) {
                                    base_exc = c.exc;
                                }
                            }
                            Value::Builtin(Builtin::ExcType(kind)) => base_exc = Some(*kind),
                            b if modules::enums::is_enum_base(b) => enumerated = true,
                            b if modules::typing::is_named_tuple_base(b) => named_tuple = true,
                            Value::Builtin(_) => tri!(Err(super::error::unsupported_words(
                                "builtin_subclass",
                                "",
                                "subclassing a built-in type"
                            ))),
                            _ => tri!(Err(type_error(
                                "bad_base",
                                vec![],
                                "a class's base must be a class".into()
                            ))),
                        }
                    }
                    let ccode = &prog.codes[c as usize];
                    let class = Class {
                        name: ccode.name.clone(),
                        base: base_class,
                        exc: base_exc,
                        fields: Vec::new(),
                        dataclass: None,
                        attrs: Vec::new(),
                        members: enumerated.then(Vec::new),
                        named_tuple,
                        module: None,
                    };
                    let id = tri!(self.heap.alloc(Obj::Class(class)));
                    let at = self.stack.len();
                    for &s in &ccode.captures {
                        let v = self.stack[base + s as usize].clone();
                        self.stack.push(v);
                    }
                    self.frames[fi].pc = pc as u32;
                    self.frames.push(Frame {
                        code: c,
                        pc: 0,
                        base: at as u32,
                        ret: at as u32,
                        kind: FrameKind::Class(id),
                    });
                    reload!();
                }
                Op::Unpack(_)
                    if iteration::machine_draws(&self.heap, &self.stack[self.stack.len() - 1]) =>
                {
                    // Unpacked once the prelude has drained the generator into a list.
                    self.frames[fi].pc = (pc - 1) as u32;
                    tri!(self.drain(self.stack.len() - 1));
                    reload!();
                }
                Op::Unpack(n) => {
                    let v = pop!(self);
                    let items = tri!(iteration::unpack(&self.heap, &v, n as usize));
                    self.stack.extend(items.into_iter().rev());
                }
                Op::Format(f)
                    if self
                        .heap
                        .needs_program_text(&self.stack[self.stack.len() - 1]) =>
                {
                    // `f"{x}"` of an object with its own __str__, __repr__ or __format__:
                    // the prelude formats it, calling them.
                    let v = pop!(self);
                    let (conversion, spec) = &code.formats[f as usize];
                    let conversion = conversion.map_or(Value::None, |c| Value::str(&c.to_string()));
                    let spec = Value::Str(spec.clone());
                    self.frames[fi].pc = pc as u32;
                    let helper = self.prelude_fns[prog.prelude_index("__format_text").unwrap_or(0)];
                    let slot = self.stack.len();
                    self.stack.extend([Value::Obj(helper), v, conversion, spec]);
                    let called = tri!(self.call_function(
                        helper,
                        slot + 1,
                        3,
                        None,
                        slot,
                        FrameKind::Hidden
                    ));
                    entered!(called);
                }
                Op::Format(f) => {
                    let v = pop!(self);
                    let (conversion, spec) = &code.formats[f as usize];
                    let s = tri!(builtins::format_value(&self.heap, &v, *conversion, spec));
                    self.stack.push(Value::Str(Rc::from(s.as_str())));
                }
                Op::AssertFail(has_msg) => {
                    let message = if has_msg {
                        let m = pop!(self);
                        tri!(self.heap.to_str(&m))
                    } else {
                        String::new()
                    };
                    tri!(Err(Exc::new(
                        ErrorKind::AssertionError,
                        "assertion",
                        vec![message.clone()],
                        message
                    )));
                }
                Op::Raise(has_cause) => {
                    let cause = if has_cause { Some(pop!(self)) } else { None };
                    let v = pop!(self);
                    let id = tri!(exceptions::to_raise(&self.heap, &v));
                    if let Some(cause) = &cause {
                        tri!(exceptions::check_cause(&self.heap, cause));
                    }
                    if let Obj::Exc(e) = self.heap.get_mut(id) {
                        // Raised anew: its traceback starts here.
                        e.trace.clear();
                        if let Some(cause) = cause {
                            // `from None` too: the context is not printed.
                            e.cause = cause;
                            e.suppress_context = true;
                        }
                    }
                    let mut error = exceptions::error_of(&self.heap, id);
                    if code.internal && error.id == "raised" {
                        // The library's `raise` (a module written in the prelude), not the
                        // program's: the page explains it by its class.
                        error.id = "library_raised";
                    }
                    tri!(Err(error));
                }
                Op::Reraise => {
                    let mut v = pop!(self);
                    if let Value::None = v {
                        // A bare `raise` outside any `except` of its own function: the
                        // exception a caller is handling, as in CPython.
                        self.frames[fi].pc = pc as u32;
                        if let Some(id) = self.handled_exception() {
                            v = Value::Obj(id);
                        }
                    }
                    match v {
                        Value::Obj(id) if matches!(self.heap.get(id), Obj::Exc(_)) => {
                            self.reraising = true;
                            tri!(Err(exceptions::error_of(&self.heap, id)))
                        }
                        _ => tri!(Err(Exc::new(
                            ErrorKind::RuntimeError,
                            "no_active_exception",
                            vec![],
                            "No active exception to reraise".into()
                        ))),
                    }
                }
                Op::CheckManager => {
                    tri!(self.check_manager(&self.stack[self.stack.len() - 1]));
                }
                Op::ExcMatch => {
                    let class = pop!(self);
                    let exc = pop!(self);
                    let found = tri!(exceptions::matches(&self.heap, &exc, &class));
                    self.stack.push(Value::Bool(found));
                }
                Op::ListExtend | Op::UnpackStar(..)
                    if iteration::machine_draws(&self.heap, &self.stack[self.stack.len() - 1]) =>
                {
                    // Spread once the prelude has drained the generator into a list.
                    self.frames[fi].pc = (pc - 1) as u32;
                    tri!(self.drain(self.stack.len() - 1));
                    reload!();
                }
                Op::ListExtend => {
                    let v = pop!(self);
                    let items = tri!(iteration::iterate(&mut self.heap, &v));
                    tri!(self.heap.reserve(items.len()));
                    if let Value::Obj(id) = self.stack[self.stack.len() - 1] {
                        if let Obj::List(list) = self.heap.get_mut(id) {
                            list.extend(items);
                        }
                    }
                }
                Op::ListTo(collection) => {
                    let v = pop!(self);
                    let items = self.items(&v).map(|d| d.to_vec()).unwrap_or_default();
                    let made = match collection {
                        Collection::Tuple => tri!(self.heap.tuple(items)),
                        Collection::Set => tri!(builtins::make_set(&mut self.heap, items)),
                    };
                    self.stack.push(made);
                }
                Op::DictMerge(call) => {
                    let mapping = pop!(self);
                    let entries: Vec<(Value, Value)> = match &mapping {
                        Value::Obj(id) => match self.heap.get(*id) {
                            Obj::Dict(d) => d.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
                            _ => Vec::new(),
                        },
                        _ => Vec::new(),
                    };
                    if self.entries(&mapping).is_none() {
                        let t = self.heap.type_name(&mapping);
                        tri!(Err(type_error(
                            "not_mapping",
                            vec![t.to_string()],
                            format!("'{t}' object is not a mapping"),
                        )));
                    }
                    let Value::Obj(target) = self.stack[self.stack.len() - 1] else {
                        break 'op;
                    };
                    tri!(self.heap.reserve(entries.len()));
                    for (k, v) in entries {
                        let key = tri!(self.heap.key(&k));
                        if call {
                            let Value::Str(name) = &k else {
                                tri!(Err(type_error(
                                    "keywords_must_be_strings",
                                    vec![],
                                    "keywords must be strings".into(),
                                )));
                                break 'op;
                            };
                            if let Obj::Dict(d) = self.heap.get(target) {
                                if d.contains(&key) {
                                    tri!(Err(type_error(
                                        "multiple_values",
                                        vec![String::new(), name.to_string()],
                                        format!(
                                            "got multiple values for keyword argument '{name}'"
                                        ),
                                    )));
                                }
                            }
                        }
                        if let Obj::Dict(d) = self.heap.get_mut(target) {
                            d.insert(key, k, v);
                        }
                    }
                }
                Op::UnpackStar(before, after) => {
                    let v = pop!(self);
                    let mut items = tri!(iteration::iterate(&mut self.heap, &v));
                    let (before, after) = (before as usize, after as usize);
                    if items.len() < before + after {
                        tri!(Err(Exc::new(
                            ErrorKind::ValueError,
                            "not_enough_values",
                            vec![(before + after).to_string(), items.len().to_string()],
                            format!(
                                "not enough values to unpack (expected at least {}, got {})",
                                before + after,
                                items.len()
                            ),
                        )));
                    }
                    let tail = items.split_off(items.len() - after);
                    let middle = items.split_off(before);
                    let middle = tri!(self.heap.list(middle));
                    items.push(middle);
                    items.extend(tail);
                    self.stack.extend(items.into_iter().rev());
                }
                Op::Import(n) => {
                    let m = tri!(modules::import(&prog.names[n as usize]));
                    self.stack.push(Value::Builtin(Builtin::Module(m)));
                }
                Op::ImportName(n) => {
                    let v = match pop!(self) {
                        Value::Builtin(Builtin::Module(m)) => match self.module_class(m, n) {
                            Some(class) => class,
                            None => tri!(modules::import_name(m, &prog.names[n as usize])),
                        },
                        _ => Value::None,
                    };
                    self.stack.push(v);
                }
                Op::LongLiteral => {
                    let digits = pop!(self);
                    let Value::Str(digits) = digits else {
                        break 'op;
                    };
                    let n = digits.parse::<num_bigint::BigInt>().unwrap_or_default();
                    let v = tri!(super::long::value(&mut self.heap, n));
                    self.stack.push(v);
                }
                Op::Annotate(n) => {
                    if let FrameKind::Class(c) = self.frames[fi].kind {
                        let name = prog.names[n as usize].clone();
                        if let Obj::Class(class) = self.heap.get_mut(c) {
                            if !class.fields.contains(&name) {
                                class.fields.push(name);
                            }
                        }
                    }
                }
                Op::LoadHandled(at) => {
                    let v = self.stack[base + code.slot_names.len() + at as usize].clone();
                    self.stack.push(v);
                }
            }
        }
        *r = Regs {
            fi,
            pc,
            base,
            steps,
            start,
            stop,
            last,
        };
        Ok(Flow::Next)
    }

    /// A binary operation off the fast path (anything but two ints that fit).
    fn binary_slow(&mut self, bop: BinOp, x: &Value, y: &Value) -> Res<Value> {
        ops::binary(&mut self.heap, bop, x, y)
    }

    /// After `+` or `*` stored its result at stack slot `at`: a list built so owes one step
    /// an element (paid before the next op). True when there is a debt to pay.
    #[inline]
    fn heap_charge(&mut self, bop: BinOp, at: usize, line: u32) -> bool {
        if !matches!(bop, BinOp::Add | BinOp::Mul) {
            return false;
        }
        if let Value::Obj(id) = self.stack[at] {
            if let Obj::List(items) = self.heap.get(id) {
                if !items.is_empty() {
                    self.debt = items.len() as u64;
                    self.debt_line = line;
                    return true;
                }
            }
        }
        false
    }

    // ---- calls ----

    /// Calls the value at `slot` with the `argc` values above it. Either the result replaces
    /// them (`Called::Value`), or a frame was pushed whose result will.
    fn call_value(&mut self, slot: usize, argc: usize, kwnames: Option<&[Rc<str>]>) -> Res<Called> {
        let callee = self.stack[slot].clone();
        match callee {
            Value::Builtin(Builtin::ModFn(m, member)) => {
                let args = &self.stack[slot + 1..];
                let cx = modules::Context {
                    output: &mut self.output,
                    random: &mut self.random,
                    steps: self.steps,
                    input: &self.input,
                    input_read: &mut self.input_read,
                };
                let called = modules::call(
                    m,
                    member.0,
                    &mut self.heap,
                    cx,
                    args,
                    kwnames.unwrap_or(&[]),
                )?;
                let outcome = match called {
                    modules::Called::Outcome(outcome) => outcome,
                    modules::Called::RecursionLimit(Some(n)) => {
                        self.limits.depth = n.clamp(1, MAX_DEPTH as i64) as u32;
                        Outcome::Value(Value::None)
                    }
                    modules::Called::RecursionLimit(None) => {
                        Outcome::Value(Value::Int(self.limits.depth as i64))
                    }
                };
                self.finish_builtin(slot, outcome)
            }
            Value::Builtin(
                b @ (Builtin::GetAttr | Builtin::SetAttr | Builtin::HasAttr | Builtin::DelAttr),
            ) => {
                let name = b.name();
                let want = if b == Builtin::SetAttr { 3 } else { 2 };
                let npos = argc - kwnames.map_or(0, |k| k.len());
                if npos != want && !(b == Builtin::GetAttr && npos == 3) {
                    return Err(type_error(
                        "argument_count",
                        vec![name.into()],
                        format!("{name} expected {want} arguments, got {npos}"),
                    ));
                }
                let obj = self.stack[slot + 1].clone();
                let Value::Str(attr) = self.stack[slot + 2].clone() else {
                    return Err(type_error(
                        "attribute_name",
                        vec![],
                        "attribute name must be string".into(),
                    ));
                };
                // The sandbox's line: the dunder names a program may not write may not be
                // reached by name either.
                if attr.starts_with("__")
                    && attr.ends_with("__")
                    && !matches!(
                        &*attr,
                        "__name__" | "__wrapped__" | "__class__" | "__match_args__"
                    )
                {
                    return Err(super::error::unsupported_words(
                        "dunder_attribute",
                        &attr,
                        &format!("the dunder attribute {attr}"),
                    ));
                }
                // A property's getter, or its setter, is called as `obj.name` would call it;
                // `hasattr` calls the getter too, and an AttributeError from it means False.
                let property = self.property_parts(&obj, &attr);
                if let (Builtin::HasAttr, Some((getter, _))) = (b, &property) {
                    let args = vec![getter.clone(), obj];
                    self.stack.truncate(slot);
                    return self.call_helper("__has_property", args, Then::Value);
                }
                let accessor = match (b, property) {
                    (Builtin::GetAttr, Some((getter, _))) => Some((getter, None)),
                    (Builtin::SetAttr, Some((_, setter @ Value::Obj(_)))) => {
                        Some((setter, Some(self.stack[slot + 3].clone())))
                    }
                    _ => None,
                };
                if let Some((function, value)) = accessor {
                    self.stack.truncate(slot);
                    self.stack.push(function);
                    self.stack.push(obj);
                    self.stack.extend(value);
                    return self.call_value(slot, self.stack.len() - slot - 1, None);
                }
                let result = match b {
                    Builtin::SetAttr => {
                        let v = self.stack[slot + 3].clone();
                        self.set_attr(&obj, attr, Some(v))?;
                        Value::None
                    }
                    Builtin::DelAttr => {
                        self.set_attr(&obj, attr, None)?;
                        Value::None
                    }
                    Builtin::HasAttr => match self.get_attr(&obj, &attr) {
                        Ok(_) => Value::Bool(true),
                        Err(e) if e.kind == ErrorKind::AttributeError => Value::Bool(false),
                        Err(e) => return Err(e),
                    },
                    _ => match self.get_attr(&obj, &attr) {
                        Ok(v) => v,
                        Err(e) if e.kind == ErrorKind::AttributeError && npos == 3 => {
                            self.stack[slot + 3].clone()
                        }
                        Err(e) => return Err(e),
                    },
                };
                self.stack.truncate(slot);
                self.stack.push(result);
                Ok(Called::Value)
            }
            Value::Builtin(Builtin::Input) => {
                if argc > 1 || kwnames.is_some_and(|k| !k.is_empty()) {
                    return Err(type_error(
                        "argument_count",
                        vec!["input".into()],
                        format!("input expected at most 1 argument, got {argc}"),
                    ));
                }
                if argc == 1 {
                    let prompt = self.heap.to_str(&self.stack[slot + 1])?;
                    self.output.push_str(&prompt);
                }
                let rest = &self.input[self.input_read..];
                if rest.is_empty() {
                    return Err(Exc::new(
                        ErrorKind::EOFError,
                        "eof",
                        vec![],
                        "EOF when reading a line".into(),
                    ));
                }
                let (line, used) = match rest.find('\n') {
                    Some(k) => (&rest[..k], k + 1),
                    None => (rest, rest.len()),
                };
                let line = Value::str(line.strip_suffix('\r').unwrap_or(line));
                self.input_read += used;
                self.stack.truncate(slot);
                self.stack.push(line);
                Ok(Called::Value)
            }
            Value::Builtin(Builtin::Super) => {
                let made = self.make_super(slot, argc)?;
                self.stack.truncate(slot);
                self.stack.push(made);
                Ok(Called::Value)
            }
            Value::Builtin(b) => {
                let args = &self.stack[slot + 1..];
                let outcome = builtins::call(
                    b,
                    &mut self.heap,
                    &mut self.output,
                    args,
                    kwnames.unwrap_or(&[]),
                )?;
                self.finish_builtin(slot, outcome)
            }
            Value::Obj(id) => match self.heap.get(id) {
                Obj::Function(_) => {
                    let kind = self.kind_for(id);
                    self.call_function(id, slot + 1, argc, kwnames, slot, kind)
                }
                Obj::BoundMethod { receiver, func } => {
                    let (receiver, func) = (receiver.clone(), func.clone());
                    self.stack.insert(slot + 1, receiver);
                    match func {
                        Value::Obj(f) => {
                            let kind = self.kind_for(f);
                            self.call_function(f, slot + 1, argc + 1, kwnames, slot, kind)
                        }
                        _ => Err(not_callable(&self.heap, &func)),
                    }
                }
                Obj::BoundBuiltin { receiver, method } => {
                    let (receiver, method) = (receiver.clone(), method.clone());
                    match receiver {
                        Value::Builtin(b) => self.call_type_method(b, &method, slot, argc, kwnames),
                        _ => {
                            self.stack[slot] = receiver;
                            self.call_method(slot, &method, argc, kwnames)
                        }
                    }
                }
                Obj::StaticMethod(f) => {
                    self.stack[slot] = f.clone();
                    self.call_value(slot, argc, kwnames)
                }
                Obj::Cached(_) => self.call_cached(id, slot, argc, kwnames),
                Obj::Class(c) if c.members.is_some() => {
                    // `Color(1)`: the member with that value; an Enum makes no new objects.
                    let name = c.name.clone();
                    if argc != 1 || kwnames.is_some_and(|k| !k.is_empty()) {
                        return Err(type_error(
                            "enum_call",
                            vec![name.to_string()],
                            format!("{name}() takes exactly one argument: a member's value"),
                        ));
                    }
                    let wanted = self.stack[slot + 1].clone();
                    let members = self
                        .heap
                        .enum_members(&Value::Obj(id))
                        .unwrap_or_default()
                        .to_vec();
                    for member in members {
                        let value = self
                            .heap
                            .enum_member(&Value::Obj(member))
                            .map(|(_, _, v)| v.clone());
                        if let Some(value) = value {
                            if self.heap.eq(&value, &wanted)? {
                                self.stack.truncate(slot);
                                self.stack.push(Value::Obj(member));
                                return Ok(Called::Value);
                            }
                        }
                    }
                    let shown = self.heap.repr(&wanted)?;
                    Err(Exc::new(
                        ErrorKind::ValueError,
                        "enum_value",
                        vec![shown.clone(), name.to_string()],
                        format!("{shown} is not a valid {name}"),
                    ))
                }
                Obj::Class(c) => {
                    let instance = match c.exc {
                        // An exception's arguments are its `args`, whatever `__init__` does.
                        Some(kind) => {
                            let n = argc - kwnames.map_or(0, |k| k.len());
                            let args = self.stack[slot + 1..slot + 1 + n].to_vec();
                            exceptions::new(&mut self.heap, kind, Some(id), args)?
                        }
                        None => self.heap.alloc(Obj::Instance(Instance {
                            class: id,
                            attrs: Vec::new(),
                        }))?,
                    };
                    match self.class_attr(id, "__init__") {
                        Some(Value::Obj(init))
                            if matches!(self.heap.get(init), Obj::Function(_)) =>
                        {
                            self.stack[slot] = Value::Obj(instance);
                            self.call_function(
                                init,
                                slot,
                                argc + 1,
                                kwnames,
                                slot,
                                FrameKind::Init(instance),
                            )
                        }
                        _ if self.heap.dataclass_fields(id).is_some() => {
                            let finish = self.init_dataclass(id, instance, slot, argc, kwnames)?;
                            self.stack.truncate(slot);
                            match finish {
                                // The factories the program gives, then `__post_init__`, in
                                // the prelude, which gives back the object.
                                Some((pending, post_init)) => {
                                    let pending = self.heap.tuple(pending)?;
                                    let args = vec![Value::Obj(instance), pending, post_init];
                                    self.call_helper("__dataclass_finish", args, Then::Value)
                                }
                                None => {
                                    self.stack.push(Value::Obj(instance));
                                    Ok(Called::Value)
                                }
                            }
                        }
                        _ => {
                            let is_exc = matches!(self.heap.get(instance), Obj::Exc(_));
                            if argc > 0 && !is_exc {
                                let t = self.heap.type_name(&Value::Obj(instance));
                                return Err(type_error(
                                    "takes_no_arguments",
                                    vec![t.to_string()],
                                    format!("{t}() takes no arguments"),
                                ));
                            }
                            self.stack.truncate(slot);
                            self.stack.push(Value::Obj(instance));
                            Ok(Called::Value)
                        }
                    }
                }
                _ => Err(not_callable(&self.heap, &callee)),
            },
            _ => Err(not_callable(&self.heap, &callee)),
        }
    }

    /// Calls the prelude's `__drain` on the generator at stack slot `slot`; when it returns,
    /// its list replaces the generator there, and the op the frame stands at runs again.
    /// What an op must have the prelude do first for a key that the program's own `__hash__`
    /// hashes: find the key it is in the container (then the op runs again), or build the
    /// set or dict (in its place).
    fn custom_keys(&self, op: Op, code: &Code, base: usize) -> Option<CustomKeys> {
        let program_hashed = |v: &Value| self.heap.program_hashed(v);
        let n = self.stack.len();
        match op {
            Op::BuildSet(k) if self.stack[n - k as usize..].iter().any(program_hashed) => {
                return Some(CustomKeys::Build("__build_set", k as usize));
            }
            Op::BuildDict(k)
                if self.stack[n - 2 * k as usize..]
                    .iter()
                    .step_by(2)
                    .any(program_hashed) =>
            {
                return Some(CustomKeys::Build("__build_dict", 2 * k as usize));
            }
            _ => {}
        }
        let (container, probe) = self.custom_key_operands(op, code, base)?;
        Some(CustomKeys::Find(container, probe))
    }

    /// The container and the object an op looks up, stores or tests as a key in it, when the
    /// object's class hashes it by its own `__hash__` and this op has not found its key yet.
    fn custom_key_operands(&self, op: Op, code: &Code, base: usize) -> Option<(Value, ObjId)> {
        // Read by reference, and the method's name only once the key is an object: this runs
        // before every op of the slow path that may use a key.
        let operand = |o: Operand| match o {
            Operand::Fast(s) => &self.stack[base + s as usize],
            Operand::Const(c) => &code.consts[c as usize],
            Operand::Global(g) => &self.globals[g as usize],
            Operand::Deref(s) => cell_value(&self.heap, &self.stack[base + s as usize]),
        };
        let top = |k: usize| &self.stack[self.stack.len() - 1 - k];
        let contains = |cop: CmpOp| matches!(cop, CmpOp::In | CmpOp::NotIn);
        let (container, key) = match op {
            Op::Index | Op::StoreIndex | Op::DelIndex => (top(1), top(0)),
            Op::Compare(cop) if contains(cop) => (top(0), top(1)),
            Op::CompareJumpOO { op, a, b, .. } if contains(op) => (operand(b), operand(a)),
            Op::CompareJumpO { op, b, .. } if contains(op) => (operand(b), top(0)),
            Op::IndexOO(a, b, _) | Op::StoreIndexOO(a, b) => (operand(a), operand(b)),
            Op::IndexO(b, _) => (top(0), operand(b)),
            Op::SetAdd(depth) => (top(1 + depth as usize), top(0)),
            Op::DictSet(depth) => (top(2 + depth as usize), top(1)),
            Op::CallMethod(s) => {
                let site = &code.sites[s as usize];
                if site.argc == 0 {
                    return None;
                }
                let slot = self.stack.len() - site.argc as usize - 1;
                if !matches!(self.stack[slot + 1], Value::Obj(_)) {
                    return None;
                }
                let name = &*self.program.names[site.name as usize];
                let keyed = ["add", "discard", "remove", "get", "pop", "setdefault"];
                if !keyed.contains(&name) {
                    return None;
                }
                (&self.stack[slot], &self.stack[slot + 1])
            }
            _ => return None,
        };
        let (Value::Obj(c), Value::Obj(probe)) = (container, key) else {
            return None;
        };
        if !matches!(self.heap.get(*c), Obj::Dict(_) | Obj::Set(_))
            || matches!(self.heap.custom_key, Some((p, ..)) if p == *probe)
            || !self.heap.program_hashed(key)
        {
            return None;
        }
        Some((container.clone(), *probe))
    }

    /// Runs the prelude's `__canonical_key`: the program's `__hash__` of the object, then its
    /// `__eq__` against each key of the container with that hash, as CPython's dict does.
    fn canonical_key(&mut self, container: Value, probe: ObjId) -> Res<()> {
        let at = self.stack.len();
        let f = self.prelude_fns[self.program.prelude_index("__canonical_key").unwrap_or(0)];
        self.stack.push(Value::Obj(f));
        self.stack.push(container);
        self.stack.push(Value::Obj(probe));
        self.call_function(f, at + 1, 2, None, at, FrameKind::Key(probe))?;
        Ok(())
    }

    /// Builds a set or a dict of the `n` values on the stack in the prelude, adding one
    /// member at a time, each found by the program's `__hash__` and `__eq__`.
    fn build_by_prelude(&mut self, helper: &str, n: usize) -> Res<()> {
        let items = self.stack.split_off(self.stack.len() - n);
        let list = self.heap.list(items)?;
        let at = self.stack.len();
        let f = self.prelude_fns[self.program.prelude_index(helper).unwrap_or(0)];
        self.stack.push(Value::Obj(f));
        self.stack.push(list);
        self.call_function(f, at + 1, 1, None, at, FrameKind::Helper(Then::Value))?;
        Ok(())
    }

    fn drain(&mut self, slot: usize) -> Res<()> {
        self.drain_with(slot, false)
    }

    fn drain_with(&mut self, slot: usize, sized: bool) -> Res<()> {
        let gen = self.stack[slot].clone();
        let at = self.stack.len();
        let helper = match sized && self.heap.method_of(&gen, "__len__").is_some() {
            true => "__drain_sized",
            false => "__drain",
        };
        let f = self.prelude_fns[self.program.prelude_index(helper).unwrap_or(0)];
        self.stack.push(Value::Obj(f));
        self.stack.push(gen);
        self.call_function(f, at + 1, 1, None, at, FrameKind::Drain(slot as u32))?;
        Ok(())
    }

    /// A call of an `@lru_cache` function: a kept result at once, or the function's call,
    /// whose result `remember` keeps when it returns. `lru_cache(maxsize=...)` given the
    /// function it decorates makes the cached function.
    fn call_cached(
        &mut self,
        id: ObjId,
        slot: usize,
        argc: usize,
        kwnames: Option<&[Rc<str>]>,
    ) -> Res<Called> {
        let Obj::Cached(c) = self.heap.get(id) else {
            return Err(not_callable(&self.heap, &Value::Obj(id)));
        };
        let (func, maxsize) = (c.func.clone(), c.maxsize);
        let code = match &func {
            Value::Obj(f) => match self.heap.get(*f) {
                Obj::Function(function) => Some(function.code),
                _ => None,
            },
            _ => None,
        };
        if let Value::None = func {
            let f = self.stack.get(slot + 1).cloned().unwrap_or(Value::None);
            let made = Cached {
                func: f,
                maxsize,
                results: Dict::default(),
                hits: 0,
                misses: 0,
                saved: 0,
            };
            let made = self.heap.alloc(Obj::Cached(Box::new(made)))?;
            self.stack.truncate(slot);
            self.stack.push(Value::Obj(made));
            return Ok(Called::Value);
        }
        // The key: the positional arguments, then each keyword's name and value.
        let npos = argc - kwnames.map_or(0, |k| k.len());
        let args = &self.stack[slot + 1..slot + 1 + argc];
        let mut keys = Vec::with_capacity(argc + argc - npos);
        for (i, part) in args.iter().enumerate() {
            if i >= npos {
                keys.push(Key::Str(kwnames.unwrap_or(&[])[i - npos].clone()));
            }
            keys.push(self.heap.key(part)?);
        }
        // Plain values only: the key alone keeps them (else the tuple of the arguments, kept
        // with it, keeps the objects its key names alive).
        let plain = args.iter().all(|v| {
            matches!(
                v,
                Value::Int(_) | Value::Str(_) | Value::None | Value::Bool(_) | Value::Float(_)
            )
        });
        let key = Key::Tuple(keys.into());
        let kept = match self.heap.get(id) {
            Obj::Cached(c) => c.results.get_pair(&key),
            _ => None,
        };
        // What the kept result took, in calls: kept where the arguments are (see `remember`).
        let hit = kept.map(|(held, v)| (v.clone(), self.calls_held(held)));
        if let Obj::Cached(c) = self.heap.get_mut(id) {
            if let Some((v, saved)) = hit {
                c.hits += 1;
                c.saved += u64::from(saved);
                if let Some(code) = code {
                    self.hit = Some((code, saved));
                }
                if c.maxsize.is_some() {
                    // Used now: the newest.
                    if let Some((k, v)) = c.results.remove(&key) {
                        c.results.insert(key, k, v);
                    }
                }
                self.stack.truncate(slot);
                self.stack.push(v);
                return Ok(Called::Value);
            }
            c.misses += 1;
        }
        match func {
            Value::Obj(f) if matches!(self.heap.get(f), Obj::Function(_)) => {
                // What the result will hold besides it: the calls it took, and the arguments
                // where the key alone does not keep them (a tuple, the calls last).
                self.stack[slot] = if plain {
                    Value::Int(0)
                } else {
                    let mut parts: Vec<Value> = self.stack[slot + 1..slot + 1 + npos].to_vec();
                    for (k, v) in kwnames
                        .unwrap_or(&[])
                        .iter()
                        .zip(&self.stack[slot + 1 + npos..])
                    {
                        parts.push(Value::Str(k.clone()));
                        parts.push(v.clone());
                    }
                    parts.push(Value::Int(0));
                    self.heap.tuple(parts)?
                };
                // The key waits for the frame's return (or its unwinding); a call that made
                // no frame (a generator function's) takes it back.
                let frames = self.frames.len();
                let held = self.stack[slot].clone();
                let before = self.calls_and_saved(id, code);
                self.memo_keys.push((key, before));
                let called =
                    self.call_function(f, slot + 1, argc, kwnames, slot, FrameKind::Memo(id));
                if self.frames.get(frames).map(|f| f.kind) != Some(FrameKind::Memo(id)) {
                    let (key, _) = self.memo_keys.pop().expect("pushed above");
                    // A generator function's call: its generator is kept as any result.
                    if let (Ok(Called::Value), Some(v)) = (&called, self.stack.last()) {
                        let v = v.clone();
                        self.remember(id, key, held, v, 0)?;
                    }
                }
                called
            }
            other => {
                self.stack[slot] = other;
                self.call_value(slot, argc, kwnames)
            }
        }
    }

    /// An Enum's body has ended: each of its plain attributes becomes a member (an object of
    /// the class with its `name` and `value`), `auto()` the next whole number, a value given
    /// twice the first name's member (see `modules/enums.rs`).
    fn make_members(&mut self, class: ObjId) -> Res<()> {
        let attrs = match self.heap.get(class) {
            Obj::Class(c) if c.members.is_some() => c.attrs.clone(),
            _ => return Ok(()),
        };
        // Each member with its value: a value equal to an earlier one makes an alias (by
        // equality, so that a list or a dict may be a value, as in CPython).
        let mut members: Vec<(ObjId, Value)> = Vec::new();
        let mut next = 1;
        let mut kept = Vec::with_capacity(attrs.len());
        for (name, value) in attrs {
            let method = matches!(&value, Value::Obj(id) if matches!(
                self.heap.get(*id),
                Obj::Function(_) | Obj::StaticMethod(_) | Obj::ClassMethod(_) | Obj::Property(..)
            ));
            if name.starts_with('_') || method {
                kept.push((name, value));
                continue;
            }
            let value = if modules::enums::is_auto(&value) {
                Value::Int(next)
            } else {
                value
            };
            if let Value::Int(i) = value {
                next = i + 1;
            }
            let mut alias = None;
            for (made, earlier) in &members {
                if self.heap.eq(earlier, &value)? {
                    alias = Some(*made);
                    break;
                }
            }
            let member = match alias {
                Some(alias) => alias,
                None => {
                    let made = self.heap.alloc(Obj::Instance(Instance {
                        class,
                        attrs: vec![
                            (Rc::from("name"), Value::Str(name.clone())),
                            (Rc::from("value"), value.clone()),
                        ],
                    }))?;
                    members.push((made, value));
                    made
                }
            };
            kept.push((name, Value::Obj(member)));
        }
        if let Obj::Class(c) = self.heap.get_mut(class) {
            c.attrs = kept;
            c.members = Some(members.into_iter().map(|(id, _)| id).collect());
        }
        Ok(())
    }

    /// For a class deriving from `typing.NamedTuple`, when its body has ended: what the
    /// prelude's `__namedtuple` makes its named tuple class of (its name, its annotated names,
    /// the values its body gives the last of them, and the class itself as the base). A field
    /// without a value after one with a value is CPython's TypeError.
    fn named_tuple_parts(&mut self, class: ObjId) -> Res<Option<Vec<Value>>> {
        let Obj::Class(c) = self.heap.get(class) else {
            return Ok(None);
        };
        if !c.named_tuple {
            return Ok(None);
        }
        let (name, fields) = (c.name.clone(), c.fields.clone());
        let value_of = |f: &Rc<str>| c.attrs.iter().find(|(k, _)| k == f).map(|(_, v)| v.clone());
        let mut defaults = Vec::new();
        for f in &fields {
            match value_of(f) {
                Some(v) => defaults.push(v),
                None if !defaults.is_empty() => {
                    let with: Vec<&str> = fields
                        .iter()
                        .take_while(|g| *g != f)
                        .filter(|g| value_of(g).is_some())
                        .map(|g| &**g)
                        .collect();
                    let s = if with.len() == 1 { "" } else { "s" };
                    return Err(type_error(
                        "namedtuple_field_order",
                        vec![f.to_string()],
                        format!(
                            "Non-default namedtuple field {f} cannot follow default field{s} {}",
                            with.join(", ")
                        ),
                    ));
                }
                None => {}
            }
        }
        let fields = fields.into_iter().map(Value::Str).collect();
        let fields = self.heap.tuple(fields)?;
        let defaults = self.heap.tuple(defaults)?;
        Ok(Some(vec![
            Value::Str(name),
            fields,
            defaults,
            Value::Obj(class),
        ]))
    }

    /// The calls a kept result took, from what it holds besides it (see `remember`).
    fn calls_held(&self, held: &Value) -> u32 {
        let last = match held {
            Value::Obj(tuple) => match self.heap.get(*tuple) {
                Obj::Tuple(items) => items.last(),
                _ => None,
            },
            held => Some(held),
        };
        match last {
            Some(Value::Int(calls)) => *calls as u32,
            _ => 0,
        }
    }

    /// The calls of a cached function made so far, and those its cache's hits saved: what a
    /// result took is the difference between its call and its return.
    fn calls_and_saved(&self, cache: ObjId, code: Option<u32>) -> u64 {
        let saved = match self.heap.get(cache) {
            Obj::Cached(c) => c.saved,
            _ => 0,
        };
        code.map_or(0, |code| self.calls[code as usize]) + saved
    }

    /// Keeps a cached function's result under the key of its arguments (their tuple, or None
    /// where the key alone holds them), the oldest going past maxsize.
    /// `held` (an int, or the arguments' tuple with an int last) keeps the calls the result
    /// took (`made`): what a hit on it saves.
    fn remember(&mut self, cache: ObjId, key: Key, held: Value, v: Value, made: u32) -> Res<()> {
        self.heap.reserve(2)?;
        let args = match held {
            Value::Int(_) => Value::Int(made.into()),
            Value::Obj(tuple) => {
                if let Obj::Tuple(items) = self.heap.get_mut(tuple) {
                    if let Some(last) = items.last_mut() {
                        *last = Value::Int(made.into());
                    }
                }
                Value::Obj(tuple)
            }
            other => other,
        };
        if let Obj::Cached(c) = self.heap.get_mut(cache) {
            match c.maxsize {
                Some(0) => {}
                Some(max) => {
                    if !c.results.contains(&key) && c.results.len() >= max {
                        c.results.pop_first();
                    }
                    c.results.insert(key, args, v);
                }
                None => {
                    c.results.insert(key, args, v);
                }
            }
        }
        Ok(())
    }

    /// Calls the program's method `f` with `args` (the object first) for a builtin or an
    /// operator, its result going where the caller's would.
    fn call_dunder(&mut self, f: ObjId, args: Vec<Value>, then: Then) -> Res<Called> {
        let slot = self.stack.len();
        let n = args.len();
        self.stack.push(Value::Obj(f));
        self.stack.extend(args);
        self.call_function(f, slot + 1, n, None, slot, FrameKind::Dunder(then))
    }

    /// The program's method that `a op b` calls, as CPython chooses it: for `+=` the object's
    /// `__iadd__`, else `a.__add__(b)`, else the reflection `b.__radd__(a)`; the prelude's
    /// `__declined` when the one chosen may return `NotImplemented`, to try the other. The
    /// function and its arguments; `None` when neither operand is an object of the program's
    /// class.
    fn binary_method(
        &self,
        bop: BinOp,
        a: &Value,
        b: &Value,
        inplace: bool,
    ) -> Option<(ObjId, Vec<Value>)> {
        let of_program = |v: &Value| matches!(v, Value::Obj(id) if matches!(self.heap.get(*id), Obj::Instance(_)));
        if bop == BinOp::Mod && matches!(a, Value::Str(_)) {
            return self.percent_by_prelude(a, b);
        }
        if !of_program(a) && !of_program(b) {
            return None;
        }
        let name = bop.method();
        let own = |v: &Value, prefix: &str| self.heap.method_of(v, &format!("__{prefix}{name}__"));
        let forward = inplace
            .then(|| own(a, "i"))
            .flatten()
            .or_else(|| own(a, ""));
        if let Some(f) = forward.filter(|f| !self.may_decline(*f)) {
            return Some((f, vec![a.clone(), b.clone()]));
        }
        // Python tries the reflection only for operands of two types.
        let class = |v: &Value| match v {
            Value::Obj(id) => match self.heap.get(*id) {
                Obj::Instance(inst) => Some(inst.class),
                _ => None,
            },
            _ => None,
        };
        let reflected = own(b, "r").filter(|_| class(a).is_none() || class(a) != class(b));
        match (forward, reflected) {
            (None, None) => None,
            (None, Some(f)) if !self.may_decline(f) => Some((f, vec![b.clone(), a.clone()])),
            _ => {
                let symbol = match inplace {
                    true => format!("{}=", bop.symbol()),
                    false => bop.symbol().to_string(),
                };
                self.declined(forward, a, reflected, b, &symbol, false)
            }
        }
    }

    /// Whether the program's function `f` names `NotImplemented` (and may return it).
    fn may_decline(&self, f: ObjId) -> bool {
        match self.heap.get(f) {
            Obj::Function(func) => self.program.codes[func.code as usize].may_decline,
            _ => false,
        }
    }

    /// The prelude's `__declined` with its arguments: `a`'s method `forward`, then `b`'s
    /// `reflected`, each tried until one does not return `NotImplemented` (its result then
    /// negated if `negate`), else what Python does when both decline for `symbol`.
    fn declined(
        &self,
        forward: Option<ObjId>,
        a: &Value,
        reflected: Option<ObjId>,
        b: &Value,
        symbol: &str,
        negate: bool,
    ) -> Option<(ObjId, Vec<Value>)> {
        let helper = self.prelude_fns[self.program.prelude_index("__declined")?];
        let f = |f: Option<ObjId>| f.map_or(Value::None, Value::Obj);
        let args = vec![
            f(forward),
            a.clone(),
            f(reflected),
            b.clone(),
            Value::str(symbol),
            Value::Bool(negate),
        ];
        Some((helper, args))
    }

    /// `"%s" % obj` of an object that shows itself: the prelude gives it its text.
    #[inline(never)]
    fn percent_by_prelude(&self, a: &Value, b: &Value) -> Option<(ObjId, Vec<Value>)> {
        if !self.heap.needs_program_text(b) {
            return None;
        }
        let helper = self.program.prelude_index("__percent")?;
        Some((self.prelude_fns[helper], vec![a.clone(), b.clone()]))
    }

    /// The factory of a defaultdict missing the key `i`, when it is the program's code to run
    /// (a lambda, a function or a class of the program's) or a class of a module's (`deque`);
    /// the built-in classes' values are made without it.
    fn missing_default(&self, obj: &Value, i: &Value) -> Option<Value> {
        let Value::Obj(id) = obj else { return None };
        let Obj::Dict(d) = self.heap.get(*id) else {
            return None;
        };
        match d.flavor.as_deref() {
            Some(Flavor::Default(
                factory @ (Value::Obj(_) | Value::Builtin(Builtin::ModFn(..))),
            )) => {
                let key = self.heap.key(i).ok()?;
                (!d.contains(&key)).then(|| factory.clone())
            }
            _ => None,
        }
    }

    /// The program's method a unary operator or an index calls on an object of its class.
    fn object_method(&self, v: &Value, name: &str) -> Option<ObjId> {
        match v {
            Value::Obj(id) if matches!(self.heap.get(*id), Obj::Instance(_)) => {
                self.heap.method_of(v, name)
            }
            _ => None,
        }
    }

    /// `obj[lo:hi:step]` of an object whose class takes its own subscripts: the bounds on
    /// the stack made a `slice` of the prelude's class, and the op that hands it to the
    /// class's method as `obj[i]` does. Any other slice op stays as it is.
    #[inline(never)]
    fn slice_by_program(&mut self, op: Op) -> Res<Op> {
        let n = self.stack.len();
        if self
            .object_method(&self.stack[n - 4], op.slice_method())
            .is_none()
        {
            return Ok(op);
        }
        let parts = self.stack.split_off(n - 3);
        let attrs = ["start", "stop", "step"]
            .into_iter()
            .map(Rc::from)
            .zip(parts)
            .collect();
        let class = self.heap.slice_class.unwrap_or(0);
        let slice = self.heap.alloc(Obj::Instance(Instance { class, attrs }))?;
        self.stack.push(Value::Obj(slice));
        Ok(match op {
            Op::GetSlice => Op::Index,
            Op::StoreSlice => Op::StoreIndex,
            _ => Op::DelIndex,
        })
    }

    /// Calls the prelude's helper `name` with `args` (`grid[i][j]` of an object whose
    /// `__getitem__` the program wrote).
    fn call_helper(&mut self, name: &str, args: Vec<Value>, then: Then) -> Res<Called> {
        let i = self
            .program
            .prelude_index(name)
            .ok_or_else(|| super::error::unsupported(name))?;
        let helper = self.prelude_fns[i];
        let slot = self.stack.len();
        let n = args.len();
        self.stack.push(Value::Obj(helper));
        self.stack.extend(args);
        self.call_function(helper, slot + 1, n, None, slot, FrameKind::Helper(then))
    }

    /// The method of the program's that `a op b` calls, as CPython chooses it: `a.__lt__(b)`,
    /// else the reflection `b.__gt__(a)`; `!=` without `__ne__` is `__eq__` negated; the
    /// prelude's `__declined` when the one chosen may return `NotImplemented`. The function,
    /// its arguments, and whether to negate its result.
    fn comparison_method(
        &self,
        op: super::syntax::CmpOp,
        a: &Value,
        b: &Value,
    ) -> Option<(ObjId, Vec<Value>, bool)> {
        use CmpOp::*;
        let (name, reflected) = match op {
            Lt => ("__lt__", "__gt__"),
            Le => ("__le__", "__ge__"),
            Gt => ("__gt__", "__lt__"),
            Ge => ("__ge__", "__le__"),
            Eq => ("__eq__", "__eq__"),
            Ne => ("__ne__", "__ne__"),
            In | NotIn => {
                let f = self.object_method(b, "__contains__")?;
                return Some((f, vec![b.clone(), a.clone()], op == NotIn));
            }
            _ => return None,
        };
        let (mut forward, mut backward) = (
            self.heap.method_of(a, name),
            self.heap.method_of(b, reflected),
        );
        let mut negate = false;
        if op == Ne && forward.is_none() && backward.is_none() {
            (forward, backward) = (
                self.heap.method_of(a, "__eq__"),
                self.heap.method_of(b, "__eq__"),
            );
            negate = true;
        }
        match (forward, backward) {
            (Some(f), _) if !self.may_decline(f) => Some((f, vec![a.clone(), b.clone()], negate)),
            (None, Some(f)) if !self.may_decline(f) => {
                Some((f, vec![b.clone(), a.clone()], negate))
            }
            (None, None) => None,
            _ => {
                let (f, args) = self.declined(forward, a, backward, b, op.symbol(), negate)?;
                Some((f, args, false))
            }
        }
    }

    /// `a op b` when the program's own code decides it (a method such as `__lt__`, or `in` by
    /// `__eq__`): the call that does, its result pushed, or with `jump` (`when`, `target`),
    /// jumped on as a compare-and-jump op would. `None` when the heap decides it alone.
    fn compare_by_program(
        &mut self,
        cop: super::syntax::CmpOp,
        a: &Value,
        b: &Value,
        jump: Option<(bool, u32)>,
    ) -> Res<Option<Called>> {
        let then = |negate: bool| match jump {
            Some((when, target)) => Then::Jump {
                when: when != negate,
                target,
            },
            None if negate => Then::Negate,
            // `x in obj` by `__contains__` is a bool, whatever the method returns.
            None if matches!(cop, CmpOp::In | CmpOp::NotIn) => Then::Bool,
            None => Then::Value,
        };
        if let Some(helper) = self.membership_by_eq(cop, a, b) {
            let negate = cop == CmpOp::NotIn;
            let slot = self.stack.len();
            self.stack
                .extend([Value::Obj(helper), b.clone(), a.clone()]);
            let called = self.call_function(
                helper,
                slot + 1,
                2,
                None,
                slot,
                FrameKind::Helper(then(negate)),
            )?;
            return Ok(Some(called));
        }
        if let Some(helper) = self.sequence_by_eq(cop, a, b) {
            let slot = self.stack.len();
            self.stack
                .extend([Value::Obj(helper), a.clone(), b.clone()]);
            let called = self.call_function(
                helper,
                slot + 1,
                2,
                None,
                slot,
                FrameKind::Helper(then(cop == CmpOp::Ne)),
            )?;
            return Ok(Some(called));
        }
        match self.comparison_method(cop, a, b) {
            Some((f, args, negate)) => Ok(Some(self.call_dunder(f, args, then(negate))?)),
            None => Ok(None),
        }
    }

    /// `a == b` (or `!=`) of two lists or two tuples whose items compare by the program's
    /// `__eq__`, or of two dicts or two sets whose keys hash by its `__hash__`: the prelude's
    /// comparison, which runs them.
    fn sequence_by_eq(&self, op: super::syntax::CmpOp, a: &Value, b: &Value) -> Option<ObjId> {
        if !matches!(op, CmpOp::Eq | CmpOp::Ne) {
            return None;
        }
        let (Value::Obj(x), Value::Obj(y)) = (a, b) else {
            return None;
        };
        let custom = |d: &Dict| {
            d.keys_in_order()
                .any(|(k, _, _)| matches!(k, Key::Custom(..)))
        };
        let helper = match (self.heap.get(*x), self.heap.get(*y)) {
            (Obj::List(_), Obj::List(_)) | (Obj::Tuple(_), Obj::Tuple(_))
                if self.heap.compares_by_program(a) || self.heap.compares_by_program(b) =>
            {
                "__seq_eq"
            }
            (Obj::Set(p), Obj::Set(q)) if custom(p) || custom(q) => "__set_eq",
            (Obj::Dict(p), Obj::Dict(q)) if custom(p) || custom(q) => "__dict_eq",
            _ => return None,
        };
        Some(self.prelude_fns[self.program.prelude_index(helper).unwrap_or(0)])
    }

    /// `x in seq` for a list or tuple whose items (or `x`) compare by the program's `__eq__`, or
    /// for an object whose class iterates but has no `__contains__`:
    /// the prelude's membership test, which runs it. `None` when the heap can answer alone.
    fn membership_by_eq(&self, op: super::syntax::CmpOp, x: &Value, seq: &Value) -> Option<ObjId> {
        use CmpOp::*;
        if !matches!(op, In | NotIn) {
            return None;
        }
        let Value::Obj(id) = seq else { return None };
        let helper = || self.prelude_fns[self.program.prelude_index("__contains").unwrap_or(0)];
        let deque: Vec<Value>;
        let items = match self.heap.get(*id) {
            Obj::List(items) | Obj::Tuple(items) => items,
            Obj::Deque(d) => {
                deque = d.items.iter().cloned().collect();
                &deque
            }
            // A generator or an iterator: what it yields, up to the first equal one (the rest
            // stays for later), as CPython looks.
            Obj::Gen(_) | Obj::Iter(_) => return Some(helper()),
            // An object of the program's class with `__iter__` and no `__contains__`: CPython
            // looks through what it yields.
            Obj::Instance(_)
                if self.heap.method_of(seq, "__contains__").is_none()
                    && self.heap.method_of(seq, "__iter__").is_some() =>
            {
                return Some(helper());
            }
            _ => return None,
        };
        let by_eq = |v: &Value| self.heap.method_of(v, "__eq__").is_some();
        (by_eq(x) || items.iter().any(by_eq)).then(helper)
    }

    /// `super()` in a method (the class found as the one among the object's classes that
    /// defines the running method, the object as the method's first argument), or
    /// `super(C, obj)`.
    fn make_super(&mut self, slot: usize, argc: usize) -> Res<Value> {
        let no_args = |what: &str| {
            Exc::new(
                ErrorKind::RuntimeError,
                "super_no_arguments",
                vec![what.into()],
                format!("super(): {what}"),
            )
        };
        let (class, receiver) = if argc == 2 {
            let Value::Obj(c) = self.stack[slot + 1] else {
                return Err(type_error(
                    "super_type",
                    vec![],
                    "super() argument 1 must be a type".into(),
                ));
            };
            (c, self.stack[slot + 2].clone())
        } else if argc == 0 {
            let frame = self.frames.last().ok_or_else(|| no_args("no arguments"))?;
            let code = &self.program.codes[frame.code as usize];
            if code.params.is_empty() {
                return Err(no_args("no arguments"));
            }
            let mut receiver = self.stack[frame.base as usize].clone();
            if let Value::Obj(id) = receiver {
                if let Obj::Cell(inner) = self.heap.get(id) {
                    receiver = inner.clone();
                }
            }
            let mut class = match &receiver {
                Value::Obj(id) => match self.heap.get(*id) {
                    Obj::Instance(i) => Some(i.class),
                    Obj::Exc(e) => e.class,
                    Obj::Class(_) => Some(*id),
                    _ => None,
                },
                _ => None,
            };
            let running = frame.code;
            let defines = |heap: &Heap, v: &Value| -> bool {
                let Value::Obj(f) = v else { return false };
                let f = match heap.get(*f) {
                    Obj::StaticMethod(Value::Obj(g))
                    | Obj::ClassMethod(Value::Obj(g))
                    | Obj::Property(Value::Obj(g), _) => *g,
                    _ => *f,
                };
                matches!(heap.get(f), Obj::Function(func) if func.code == running)
            };
            let mut found = None;
            while let Some(c) = class {
                let Obj::Class(k) = self.heap.get(c) else {
                    break;
                };
                if k.attrs.iter().any(|(_, v)| defines(&self.heap, v)) {
                    found = Some(c);
                    break;
                }
                class = k.base;
            }
            (
                found.ok_or_else(|| no_args("__class__ cell not found"))?,
                receiver,
            )
        } else {
            return Err(type_error(
                "super_arguments",
                vec![],
                format!("super() takes 0 or 2 arguments ({argc} given)"),
            ));
        };
        Ok(Value::Obj(self.heap.alloc(Obj::Super { class, receiver })?))
    }

    /// The `__init__` `@dataclass` writes: each field from the call's arguments (positional,
    /// then by keyword), or from the class body's default (a `field(default_factory=...)`
    /// called), with CPython's errors. What is left for the prelude to call, if anything: the
    /// fields whose factory is a function or a class (each holds its factory until then), and
    /// the class's `__post_init__` (or None).
    fn init_dataclass(
        &mut self,
        class: ObjId,
        instance: ObjId,
        slot: usize,
        argc: usize,
        kwnames: Option<&[Rc<str>]>,
    ) -> Res<Option<(Vec<Value>, Value)>> {
        let Some((fields, options)) = self.heap.dataclass_fields(class) else {
            return Ok(None);
        };
        let mut pending = Vec::new();
        let kw = kwnames.unwrap_or(&[]);
        let init = match self.heap.get(class) {
            // A named tuple's is `__new__` in CPython.
            Obj::Class(c) if c.attrs.iter().any(|(k, _)| &**k == "_fields") => {
                format!("{}.__new__", c.name)
            }
            Obj::Class(c) => format!("{}.__init__", c.name),
            _ => "__init__".to_string(),
        };
        let npos = argc - kw.len();
        if npos > fields.len() {
            return Err(type_error(
                "too_many_arguments",
                vec![
                    init.clone(),
                    (fields.len() + 1).to_string(),
                    (npos + 1).to_string(),
                ],
                format!(
                    "{init}() takes {} positional arguments but {} were given",
                    fields.len() + 1,
                    npos + 1
                ),
            ));
        }
        let mut values: Vec<Option<Value>> = vec![None; fields.len()];
        for (i, v) in values.iter_mut().enumerate().take(npos) {
            *v = Some(self.stack[slot + 1 + i].clone());
        }
        for (j, k) in kw.iter().enumerate() {
            let Some(i) = fields.iter().position(|f| f == k) else {
                return Err(type_error(
                    "unexpected_keyword",
                    vec![init.clone(), k.to_string()],
                    format!("{init}() got an unexpected keyword argument '{k}'"),
                ));
            };
            values[i] = Some(self.stack[slot + 1 + npos + j].clone());
        }
        let mut missing = Vec::new();
        for (i, v) in values.iter_mut().enumerate() {
            if v.is_some() {
                continue;
            }
            match self.class_attr(class, &fields[i]) {
                Some(Value::Obj(f)) if matches!(self.heap.get(f), Obj::Field { .. }) => {
                    let Obj::Field { default, factory } = self.heap.get(f).clone() else {
                        continue;
                    };
                    *v = Some(match factory {
                        Value::Undef => default,
                        Value::Builtin(b) if !matches!(b, Builtin::ModFn(..)) => {
                            match builtins::call(b, &mut self.heap, &mut self.output, &[], &[])? {
                                Outcome::Value(made) => made,
                                _ => Value::None,
                            }
                        }
                        // The prelude calls it (a frozen object's field cannot be set there).
                        factory if !options.frozen => {
                            pending.push(Value::Str(fields[i].clone()));
                            factory
                        }
                        _ => {
                            return Err(super::error::unsupported_words(
                                "frozen_default_factory",
                                "",
                                "a frozen dataclass's default_factory that is the program's own function or a module's class (built-in classes such as list are fine)",
                            ))
                        }
                    });
                    if let Some(Value::Undef) = v {
                        *v = None;
                        missing.push(format!("'{}'", fields[i]));
                    }
                }
                Some(default) => *v = Some(default),
                None => missing.push(format!("'{}'", fields[i])),
            }
        }
        if !missing.is_empty() {
            return Err(missing_arguments(&init, &missing, "positional"));
        }
        self.heap.reserve(fields.len())?;
        if let Obj::Instance(inst) = self.heap.get_mut(instance) {
            inst.attrs = fields
                .into_iter()
                .zip(values)
                .map(|(f, v)| (f, v.unwrap_or(Value::None)))
                .collect();
        }
        // As CPython's generated `__init__`: it calls `self.__post_init__()` when the class
        // `@dataclass` made it for has one.
        let mut made_by = Some(class);
        while let Some(Obj::Class(c)) = made_by.map(|c| self.heap.get(c)) {
            if c.dataclass.is_some() {
                break;
            }
            made_by = c.base;
        }
        let post_init = made_by
            .and_then(|c| self.class_attr(c, "__post_init__"))
            .and_then(|_| self.class_attr(class, "__post_init__"));
        Ok((!pending.is_empty() || post_init.is_some())
            .then(|| (pending, post_init.unwrap_or(Value::None))))
    }

    /// `super().name`: the member of the classes after the super object's, bound to its object.
    fn super_attr(&mut self, class: ObjId, name: &str) -> Option<Value> {
        let base = match self.heap.get(class) {
            Obj::Class(c) => c.base?,
            _ => return None,
        };
        self.class_attr(base, name)
    }

    /// A class's member as an instance or the class sees it: a @staticmethod's function, a
    /// @classmethod's function bound to the class, anything else as it is.
    fn class_member(&mut self, class: ObjId, v: Value) -> Res<Value> {
        let Value::Obj(id) = &v else { return Ok(v) };
        match self.heap.get(*id) {
            Obj::StaticMethod(f) => Ok(f.clone()),
            Obj::ClassMethod(f) => {
                let m = Obj::BoundMethod {
                    receiver: Value::Obj(class),
                    func: f.clone(),
                };
                Ok(Value::Obj(self.heap.alloc(m)?))
            }
            _ => Ok(v),
        }
    }

    /// The getter of `obj.name` when the name is a @property of the object's class.
    fn property(&self, obj: &Value, name: &str) -> Option<Value> {
        self.property_parts(obj, name).map(|(getter, _)| getter)
    }

    /// The getter and the setter (None without one) of `obj.name`, a @property of its class.
    fn property_parts(&self, obj: &Value, name: &str) -> Option<(Value, Value)> {
        let Value::Obj(id) = obj else { return None };
        let class = match self.heap.get(*id) {
            Obj::Instance(i) => i.class,
            Obj::Exc(e) => e.class?,
            _ => return None,
        };
        match self.class_attr(class, name)? {
            Value::Obj(p) => match self.heap.get(p) {
                Obj::Property(getter, setter) => Some((getter.clone(), setter.clone())),
                _ => None,
            },
            _ => None,
        }
    }

    fn kind_for(&self, f: ObjId) -> FrameKind {
        let Obj::Function(func) = self.heap.get(f) else {
            return FrameKind::Hidden;
        };
        let code = &self.program.codes[func.code as usize];
        match code.kind {
            CodeKind::Function | CodeKind::Lambda if !code.internal => FrameKind::User,
            _ => FrameKind::Hidden,
        }
    }

    fn finish_builtin(&mut self, slot: usize, outcome: Outcome) -> Res<Called> {
        match outcome {
            Outcome::Call(f, args, then) => {
                self.stack.truncate(slot);
                self.call_dunder(f, args, then)
            }
            Outcome::Value(v) => {
                self.stack.truncate(slot);
                self.stack.push(v);
                Ok(Called::Value)
            }
            Outcome::Drain(i) => Ok(Called::Drain(slot + 1 + i, false)),
            Outcome::DrainSized(i) => Ok(Called::Drain(slot + 1 + i, true)),
            Outcome::Delegate(name, args) => {
                let i = self
                    .program
                    .prelude_index(name)
                    .ok_or_else(|| super::error::unsupported(name))?;
                let f = self.prelude_fns[i];
                self.stack.truncate(slot);
                self.stack.push(Value::Obj(f));
                let n = args.len();
                self.stack.extend(args);
                let called = self.call_function(f, slot + 1, n, None, slot, FrameKind::Hidden)?;
                // `map` and `filter` are the prelude's generators, of their builtins' types.
                let of = match name {
                    "__map" => Some(Builtin::Map),
                    "__filter" => Some(Builtin::Filter),
                    _ => None,
                };
                if let (Some(of), Called::Value, Some(Value::Obj(g))) =
                    (of, &called, self.stack.last())
                {
                    if let Obj::Gen(gen) = self.heap.get_mut(*g) {
                        gen.of = Some(of);
                    }
                }
                Ok(called)
            }
        }
    }

    /// `s | {item}` made at once when the op at `pc` is the `|` of the one-member set just to
    /// be built (its member on the stack) and a set or frozenset `s`: the copy of `s`, the
    /// member merged into it as the set of it would be. False for anything else (a member
    /// that is no number or string, `s` of another type), or when the heap is full.
    #[inline(never)]
    fn union_one(&mut self, code: &Code, pc: usize, base: usize) -> bool {
        let Some(&Op::BinaryRO(BinOp::BitOr, b, dst)) = code.ops.get(pc) else {
            return false;
        };
        let left = match b {
            Operand::Fast(s) => &self.stack[base + s as usize],
            Operand::Const(c) => &code.consts[c as usize],
            Operand::Global(g) => &self.globals[g as usize],
            Operand::Deref(s) => cell_value(&self.heap, &self.stack[base + s as usize]),
        };
        let (Value::Obj(x), Some(item)) = (left, self.stack.last()) else {
            return false;
        };
        let Obj::Set(set) = self.heap.get(*x) else {
            return false;
        };
        let key = match item {
            Value::Int(n) => Key::Int(*n),
            Value::Str(s) => Key::Str(s.clone()),
            _ => return false,
        };
        let mut out = set.copy_set();
        out.merge_one(key, item.clone());
        let Ok(id) = self.heap.alloc(Obj::Set(out)) else {
            return false;
        };
        let top = self.stack.len() - 1;
        if dst == PUSH {
            self.stack[top] = Value::Obj(id);
        } else {
            drop_top(&mut self.stack);
            self.stack[base + dst as usize] = Value::Obj(id);
        }
        true
    }

    /// A method called on its built-in type: `dict.fromkeys(keys)`, or one whose first
    /// argument is the object it works on (`str.lower(word)`, `key=str.lower`).
    fn call_type_method(
        &mut self,
        b: Builtin,
        method: &Rc<str>,
        slot: usize,
        argc: usize,
        kwnames: Option<&[Rc<str>]>,
    ) -> Res<Called> {
        // `str.maketrans(x, y)` takes no string to work on.
        if b == Builtin::Str && &**method == "maketrans" {
            self.stack[slot] = Value::str("");
            return self.call_method(slot, method, argc, kwnames);
        }
        if b == Builtin::Dict && &**method == "fromkeys" {
            args::no_keywords("dict.fromkeys", kwnames.unwrap_or(&[]))?;
            if argc == 0 || argc > 2 {
                let (bound, count) = if argc == 0 {
                    ("least 1 argument", 0)
                } else {
                    ("most 2 arguments", argc)
                };
                return Err(type_error(
                    "fromkeys_count",
                    vec![bound.into(), count.to_string()],
                    format!("fromkeys expected at {bound}, got {count}"),
                ));
            }
            let i = self
                .program
                .prelude_index("__fromkeys")
                .ok_or_else(|| super::error::unsupported("__fromkeys"))?;
            let f = self.prelude_fns[i];
            self.stack[slot] = Value::Obj(f);
            if argc == 1 {
                self.stack.push(Value::None);
            }
            return self.call_function(f, slot + 1, 2, None, slot, FrameKind::Hidden);
        }
        let npos = argc - kwnames.map_or(0, |k| k.len());
        let of_b = npos > 0 && {
            let first = &self.stack[slot + 1];
            &*self.heap.type_name(first) == b.name()
                || (b == Builtin::Int && matches!(first, Value::Bool(_)))
        };
        if !of_b {
            let name = b.name();
            let given = match npos {
                0 => "nothing".to_string(),
                _ => format!("a '{}' object", self.heap.type_name(&self.stack[slot + 1])),
            };
            return Err(type_error(
                "descriptor_needs",
                vec![method.to_string(), name.into(), given.clone()],
                match npos {
                    0 => format!("unbound method {name}.{method}() needs an argument"),
                    _ => format!(
                        "descriptor '{method}' for '{name}' objects doesn't apply to {given}"
                    ),
                },
            ));
        }
        let first = self.stack.remove(slot + 1);
        self.stack[slot] = first;
        self.call_method(slot, method, argc - 1, kwnames)
    }

    /// `obj.name(args)` with `obj` at `slot`.
    fn call_method(
        &mut self,
        slot: usize,
        name: &Rc<str>,
        argc: usize,
        kwnames: Option<&[Rc<str>]>,
    ) -> Res<Called> {
        let obj = self.stack[slot].clone();
        self.dunder_of_program(&obj, name)?;
        match obj {
            // `self.__class__(...)`: a call of the object's type.
            _ if &**name == "__class__" => {
                self.stack[slot] = builtins::type_of(&self.heap, &obj);
                return self.call_value(slot, argc, kwnames);
            }
            Value::Builtin(Builtin::Module(_) | Builtin::ModFn(..)) => {
                let f = self.get_attr(&obj, name)?;
                self.stack[slot] = f;
                return self.call_value(slot, argc, kwnames);
            }
            Value::Builtin(b) if builtins::type_has_method(b, name) => {
                return self.call_type_method(b, name, slot, argc, kwnames);
            }
            _ => {}
        }
        if let Value::Obj(id) = obj {
            match self.heap.get(id) {
                Obj::Exc(e) => {
                    let method = e.class.and_then(|class| self.class_attr(class, name));
                    if let Some(Value::Obj(f)) = method {
                        if matches!(self.heap.get(f), Obj::Function(_)) {
                            let kind = self.kind_for(f);
                            return self.call_function(f, slot, argc + 1, kwnames, slot, kind);
                        }
                    }
                    let f = self.get_attr(&obj, name)?;
                    self.stack[slot] = f;
                    return self.call_value(slot, argc, kwnames);
                }
                Obj::Instance(inst) => {
                    if let Some((_, v)) = inst.attrs.iter().find(|(k, _)| k == name) {
                        self.stack[slot] = v.clone();
                        return self.call_value(slot, argc, kwnames);
                    }
                    let class = inst.class;
                    return match self.class_attr(class, name) {
                        Some(Value::Obj(f)) if matches!(self.heap.get(f), Obj::Function(_)) => {
                            let kind = self.kind_for(f);
                            self.call_function(f, slot, argc + 1, kwnames, slot, kind)
                        }
                        Some(v) => {
                            self.stack[slot] = self.class_member(class, v)?;
                            self.call_value(slot, argc, kwnames)
                        }
                        None => Err(no_attribute(&self.heap, &obj, name)),
                    };
                }
                Obj::Class(_) => {
                    return match self.class_attr(id, name) {
                        Some(v) => {
                            self.stack[slot] = self.class_member(id, v)?;
                            self.call_value(slot, argc, kwnames)
                        }
                        None => Err(no_attribute(&self.heap, &obj, name)),
                    };
                }
                // An attribute the program gave a function (`f.cache = ...`, `__wrapped__`).
                Obj::Function(f) => {
                    if let Some((_, v)) = f.attrs.iter().find(|(k, _)| k == name) {
                        self.stack[slot] = v.clone();
                        return self.call_value(slot, argc, kwnames);
                    }
                }
                Obj::Super { class, receiver } => {
                    let (class, receiver) = (*class, receiver.clone());
                    match self.super_attr(class, name) {
                        Some(Value::Obj(f)) if matches!(self.heap.get(f), Obj::Function(_)) => {
                            self.stack[slot] = receiver;
                            let kind = self.kind_for(f);
                            return self.call_function(f, slot, argc + 1, kwnames, slot, kind);
                        }
                        Some(v) => {
                            self.stack[slot] = self.class_member(class, v)?;
                            return self.call_value(slot, argc, kwnames);
                        }
                        None if &**name == "__init__" => {
                            // BaseException.__init__ keeps its arguments; object's does nothing.
                            if let Value::Obj(e) = receiver {
                                let args = self.stack[slot + 1..].to_vec();
                                if let Obj::Exc(exc) = self.heap.get_mut(e) {
                                    exc.args = args;
                                }
                            }
                            self.stack.truncate(slot);
                            self.stack.push(Value::None);
                            return Ok(Called::Value);
                        }
                        None => return Err(no_attribute(&self.heap, &obj, name)),
                    }
                }
                Obj::Deque(_) => {
                    let args = &self.stack[slot + 1..];
                    let kw = kwnames.unwrap_or(&[]);
                    let outcome =
                        modules::collections::deque_method(&mut self.heap, id, name, args, kw)?;
                    return self.finish_builtin(slot, outcome);
                }
                Obj::Dict(d)
                    if matches!(d.flavor.as_deref(), Some(Flavor::Counter))
                        && modules::collections::COUNTER_METHODS.contains(&&**name) =>
                {
                    let args = &self.stack[slot + 1..];
                    let kw = kwnames.unwrap_or(&[]);
                    let outcome =
                        modules::collections::counter_method(&mut self.heap, id, name, args, kw)?;
                    return self.finish_builtin(slot, outcome);
                }
                Obj::Cached(c) => {
                    let answer = match &**name {
                        "cache_info" => {
                            let outcome = modules::functools::cache_info(c);
                            return self.finish_builtin(slot, outcome);
                        }
                        "cache_clear" => Value::None,
                        _ => return Err(no_attribute(&self.heap, &obj, name)),
                    };
                    if let Obj::Cached(c) = self.heap.get_mut(id) {
                        if &**name == "cache_clear" {
                            c.results.clear();
                            c.hits = 0;
                            c.misses = 0;
                        }
                    }
                    self.stack.truncate(slot);
                    self.stack.push(answer);
                    return Ok(Called::Value);
                }
                _ => {}
            }
        }
        let args = &self.stack[slot + 1..];
        let outcome =
            builtins::call_method(&mut self.heap, &obj, name, args, kwnames.unwrap_or(&[]))?;
        self.finish_builtin(slot, outcome)
    }

    fn class_attr(&self, mut class: ObjId, name: &str) -> Option<Value> {
        loop {
            let Obj::Class(c) = self.heap.get(class) else {
                return None;
            };
            if let Some((_, v)) = c.attrs.iter().find(|(k, _)| &**k == name) {
                return Some(v.clone());
            }
            class = c.base?;
        }
    }

    /// Binds the arguments at `start..` (the last `kwnames.len()` of them by keyword) to the
    /// function's parameters and pushes its frame (or makes a generator).
    fn call_function(
        &mut self,
        fid: ObjId,
        start: usize,
        nargs: usize,
        kwnames: Option<&[Rc<str>]>,
        ret: usize,
        kind: FrameKind,
    ) -> Res<Called> {
        let prog = self.program.clone();
        let Obj::Function(f) = self.heap.get(fid) else {
            return Err(not_callable(&self.heap, &Value::Obj(fid)));
        };
        let code = &prog.codes[f.code as usize];
        let nparams = code.params.len();
        let kw = kwnames.unwrap_or(&[]);
        if !kw.is_empty() || nargs != nparams || !code.plain {
            let bound = self.bind(fid, code, start, nargs, kw)?;
            self.stack.truncate(start);
            self.stack.extend(bound);
        }
        let Obj::Function(f) = self.heap.get(fid) else {
            return Err(not_callable(&self.heap, &Value::Obj(fid)));
        };
        // The other locals start unassigned; then the free variables' cells.
        let nslots = code.slot_names.len();
        self.stack
            .resize(start + code.free_start as usize, Value::Undef);
        self.stack.extend(f.cells.iter().cloned());
        debug_assert_eq!(self.stack.len(), start + nslots);
        for &s in &code.cell_slots {
            let v = std::mem::replace(&mut self.stack[start + s as usize], Value::Undef);
            let id = self.heap.alloc(Obj::Cell(v))?;
            self.stack[start + s as usize] = Value::Obj(id);
        }
        if matches!(code.kind, CodeKind::Generator | CodeKind::GeneratorFunction) {
            if code.kind == CodeKind::GeneratorFunction {
                // Calling a generator function makes its generator: that is its call.
                let c = self.code_of(fid);
                self.calls[c as usize] += 1;
            }
            let saved = self.stack.split_off(start);
            let gen = Gen {
                code: self.code_of(fid),
                pc: 0,
                saved,
                state: GenState::Created,
                inject: None,
                of: None,
            };
            let id = self.heap.alloc(Obj::Gen(gen))?;
            self.stack.truncate(ret);
            self.stack.push(Value::Obj(id));
            return Ok(Called::Value);
        }
        if self.frames.len() > 3 * self.limits.depth as usize + 100 {
            return Err(recursion());
        }
        if self.counted(self.code_of(fid), kind) && self.depth >= self.limits.depth {
            return Err(recursion());
        }
        self.push_frame(self.code_of(fid), start, ret, kind);
        Ok(Called::Frame)
    }

    /// The values of a function's parameters for a call with `nargs` arguments at `start..`
    /// (the last `kw.len()` of them by keyword), in slot order: the positional parameters,
    /// the keyword-only ones, then `*args` as a tuple and `**kwargs` as a dict. The errors are
    /// CPython's.
    fn bind(
        &mut self,
        fid: ObjId,
        code: &super::compile::Code,
        start: usize,
        nargs: usize,
        kw: &[Rc<str>],
    ) -> Res<Vec<Value>> {
        let Obj::Function(f) = self.heap.get(fid) else {
            return Err(not_callable(&self.heap, &Value::Obj(fid)));
        };
        let name = &code.qualname;
        let (argcount, kwonly) = (code.argcount as usize, code.kwonly as usize);
        let npos = nargs - kw.len();
        if npos > argcount && !code.varargs {
            let s = if argcount == 1 { "" } else { "s" };
            let were = if npos == 1 { "was" } else { "were" };
            return Err(type_error(
                "too_many_arguments",
                vec![name.to_string(), argcount.to_string(), npos.to_string()],
                format!("{name}() takes {argcount} positional argument{s} but {npos} {were} given"),
            ));
        }
        let mut bound: Vec<Option<Value>> = vec![None; argcount + kwonly];
        for (i, b) in bound.iter_mut().enumerate().take(npos.min(argcount)) {
            *b = Some(self.stack[start + i].clone());
        }
        let extra: Vec<Value> = if npos > argcount {
            self.stack[start + argcount..start + npos].to_vec()
        } else {
            Vec::new()
        };
        let mut collected: Vec<(Rc<str>, Value)> = Vec::new();
        for (j, k) in kw.iter().enumerate() {
            let v = self.stack[start + npos + j].clone();
            match code.params[..argcount + kwonly].iter().position(|p| p == k) {
                Some(i) if bound[i].is_some() => {
                    return Err(type_error(
                        "multiple_values",
                        vec![name.to_string(), k.to_string()],
                        format!("{name}() got multiple values for argument '{k}'"),
                    ))
                }
                Some(i) => bound[i] = Some(v),
                None if code.varkw => collected.push((k.clone(), v)),
                None => {
                    return Err(type_error(
                        "unexpected_keyword",
                        vec![name.to_string(), k.to_string()],
                        format!("{name}() got an unexpected keyword argument '{k}'"),
                    ))
                }
            }
        }
        let positional_defaults = f.defaults.len() - code.kwdefaults.len();
        let first_default = argcount - positional_defaults;
        let mut missing = Vec::new();
        for (i, b) in bound.iter_mut().enumerate().take(argcount) {
            if b.is_none() {
                if i >= first_default {
                    *b = Some(f.defaults[i - first_default].clone());
                } else {
                    missing.push(format!("'{}'", code.params[i]));
                }
            }
        }
        let mut missing_kw = Vec::new();
        for k in 0..kwonly {
            if bound[argcount + k].is_none() {
                match code.kwdefaults.iter().position(|&d| d as usize == k) {
                    Some(j) => {
                        bound[argcount + k] = Some(f.defaults[positional_defaults + j].clone())
                    }
                    None => missing_kw.push(format!("'{}'", code.params[argcount + k])),
                }
            }
        }
        for (missing, what) in [(missing, "positional"), (missing_kw, "keyword-only")] {
            if !missing.is_empty() {
                return Err(missing_arguments(name, &missing, what));
            }
        }
        let mut values: Vec<Value> = bound
            .into_iter()
            .map(|b| b.unwrap_or(Value::None))
            .collect();
        if code.varargs {
            values.push(self.heap.tuple(extra)?);
        }
        if code.varkw {
            let mut d = Dict::default();
            for (k, v) in collected {
                let key = Key::Str(k.clone());
                d.insert(key, Value::Str(k), v);
            }
            values.push(Value::Obj(self.heap.alloc(Obj::Dict(d))?));
        }
        Ok(values)
    }

    fn code_of(&self, fid: ObjId) -> u32 {
        match self.heap.get(fid) {
            Obj::Function(f) => f.code,
            _ => 0,
        }
    }

    /// `with m:` when `m`'s class lacks `__enter__` or `__exit__`: CPython 3.11's TypeError.
    fn check_manager(&self, manager: &Value) -> Res<()> {
        let missed = ["__enter__", "__exit__"]
            .into_iter()
            .find(|name| self.heap.method_of(manager, name).is_none());
        let Some(missed) = missed else { return Ok(()) };
        let name = self.heap.type_name(manager);
        let mut message = format!("'{name}' object does not support the context manager protocol");
        if missed == "__exit__" {
            message += " (missed __exit__ method)";
        }
        Err(type_error(
            "context_manager",
            vec![name.to_string()],
            message,
        ))
    }

    /// A protocol method by name (`x.__add__`) only on an object of the program's class, or
    /// the class: on any other it is the lab's limit, as any other dunder attribute is.
    fn dunder_of_program(&self, obj: &Value, name: &str) -> Res<()> {
        if !name.starts_with("__") {
            return Ok(()); // the common case: no dunder name, no list to look through
        }
        let ours = matches!(obj, Value::Obj(id) if matches!(self.heap.get(*id), Obj::Instance(_) | Obj::Class(_)));
        if ours || !super::syntax::DUNDER_METHODS.contains(&name) {
            return Ok(());
        }
        Err(super::error::unsupported_words(
            "dunder_attribute",
            name,
            &format!("the dunder attribute {name}"),
        ))
    }

    /// A module's class written in the prelude's Python (`datetime.date`), by the name `n`.
    fn module_class(&self, m: Module, n: u32) -> Option<Value> {
        let prelude = modules::prelude_class(m, &self.program.names[n as usize])?;
        let at = self.program.prelude_index(prelude)?;
        Some(Value::Obj(self.prelude_fns[at]))
    }

    fn get_attr(&mut self, obj: &Value, name: &Rc<str>) -> Res<Value> {
        match obj {
            Value::Builtin(Builtin::Module(m)) => {
                if let Some(class) =
                    modules::prelude_class(*m, name).and_then(|p| self.program.prelude_index(p))
                {
                    return Ok(Value::Obj(self.prelude_fns[class]));
                }
                return modules::attr(*m, name).ok_or_else(|| {
                    Exc::new(
                        ErrorKind::AttributeError,
                        "no_module_attribute",
                        vec![m.name().into(), name.to_string()],
                        format!("module '{}' has no attribute '{name}'", m.name()),
                    )
                });
            }
            Value::Builtin(Builtin::ModFn(m, member)) => {
                if let Some(v) = modules::member_attr(*m, member.0, name) {
                    return Ok(v);
                }
            }
            _ => {}
        }
        self.dunder_of_program(obj, name)?;
        // `self.__class__`: what `type(self)` gives, nothing more (its own dunders, such as
        // `__bases__` and `__subclasses__`, stay refused).
        if &**name == "__class__" {
            return Ok(builtins::type_of(&self.heap, obj));
        }
        if &**name == "__name__" {
            let named = match obj {
                // A type's own name, without its module (`_deque_iterator`).
                Value::Builtin(b) => Some(Rc::from(b.name().rsplit('.').next().unwrap_or(""))),
                Value::Obj(id) => match self.heap.get(*id) {
                    Obj::Class(c) => Some(c.name.clone()),
                    Obj::Function(f) => Some(builtins::function_name(f)),
                    _ => None,
                },
                _ => None,
            };
            if let Some(n) = named {
                return Ok(Value::Str(n));
            }
        }
        if let Value::Obj(id) = obj {
            match self.heap.get(*id) {
                Obj::Instance(inst) => {
                    if let Some((_, v)) = inst.attrs.iter().find(|(k, _)| k == name) {
                        return Ok(v.clone());
                    }
                    let class = inst.class;
                    return match self.class_attr(class, name) {
                        Some(Value::Obj(f)) if matches!(self.heap.get(f), Obj::Function(_)) => {
                            let m = Obj::BoundMethod {
                                receiver: obj.clone(),
                                func: Value::Obj(f),
                            };
                            Ok(Value::Obj(self.heap.alloc(m)?))
                        }
                        Some(v) => self.class_member(class, v),
                        None => Err(no_attribute(&self.heap, obj, name)),
                    };
                }
                Obj::Class(_) => {
                    let v = self
                        .class_attr(*id, name)
                        .ok_or_else(|| no_attribute(&self.heap, obj, name))?;
                    return self.class_member(*id, v);
                }
                Obj::Function(f) => {
                    if let Some((_, v)) = f.attrs.iter().find(|(k, _)| k == name) {
                        return Ok(v.clone());
                    }
                }
                Obj::Dict(d) if &**name == "default_factory" => {
                    if let Some(Flavor::Default(factory)) = d.flavor.as_deref() {
                        return Ok(factory.clone());
                    }
                }
                Obj::Deque(q) if &**name == "maxlen" => {
                    return Ok(q.maxlen.map_or(Value::None, |n| Value::Int(n as i64)));
                }
                Obj::Super { class, receiver } => {
                    let (class, receiver) = (*class, receiver.clone());
                    return match self.super_attr(class, name) {
                        Some(Value::Obj(f)) if matches!(self.heap.get(f), Obj::Function(_)) => {
                            let m = Obj::BoundMethod {
                                receiver,
                                func: Value::Obj(f),
                            };
                            Ok(Value::Obj(self.heap.alloc(m)?))
                        }
                        Some(v) => self.class_member(class, v),
                        // object's and BaseException's own __init__.
                        None if &**name == "__init__" => {
                            let m = Obj::BoundBuiltin {
                                receiver: obj.clone(),
                                method: name.clone(),
                            };
                            Ok(Value::Obj(self.heap.alloc(m)?))
                        }
                        None => Err(no_attribute(&self.heap, obj, name)),
                    };
                }
                Obj::Exc(e) => {
                    if let Some((_, v)) = e.attrs.iter().find(|(k, _)| k == name) {
                        return Ok(v.clone());
                    }
                    match &**name {
                        "args" => {
                            let args = e.args.clone();
                            return self.heap.tuple(args);
                        }
                        "__cause__" => return Ok(e.cause.clone()),
                        "__context__" => return Ok(e.context.clone()),
                        "__suppress_context__" => return Ok(Value::Bool(e.suppress_context)),
                        "value" if e.kind == ErrorKind::StopIteration => {
                            return Ok(e.args.first().cloned().unwrap_or(Value::None))
                        }
                        // The exit status: None, the one argument, or all of them.
                        "code" if e.kind == ErrorKind::SystemExit => {
                            return match e.args.as_slice() {
                                [] => Ok(Value::None),
                                [code] => Ok(code.clone()),
                                args => {
                                    let args = args.to_vec();
                                    self.heap.tuple(args)
                                }
                            };
                        }
                        _ => {}
                    }
                    let found = e.class.and_then(|class| self.class_attr(class, name));
                    return match found {
                        Some(Value::Obj(f)) if matches!(self.heap.get(f), Obj::Function(_)) => {
                            let m = Obj::BoundMethod {
                                receiver: obj.clone(),
                                func: Value::Obj(f),
                            };
                            Ok(Value::Obj(self.heap.alloc(m)?))
                        }
                        Some(v) => Ok(v),
                        None => Err(no_attribute(&self.heap, obj, name)),
                    };
                }
                _ => {}
            }
        }
        let of_type = matches!(obj, Value::Builtin(b) if builtins::type_has_method(*b, name));
        if of_type
            || builtins::has_method(&self.heap, obj, name)
            || modules::collections::has_method(&self.heap, obj, name)
        {
            let m = Obj::BoundBuiltin {
                receiver: obj.clone(),
                method: name.clone(),
            };
            return Ok(Value::Obj(self.heap.alloc(m)?));
        }
        Err(no_attribute(&self.heap, obj, name))
    }

    fn set_attr(&mut self, obj: &Value, name: Rc<str>, v: Option<Value>) -> Res<()> {
        if &*name == "__class__" {
            return Err(super::error::unsupported_words(
                "dunder_attribute",
                &name,
                &format!("the dunder attribute {name}"),
            ));
        }
        if let Some((_, values, options)) = self.heap.dataclass_values(obj) {
            if options.frozen && values.iter().any(|(f, _)| *f == name) {
                return Err(Exc::new(
                    ErrorKind::AttributeError,
                    "frozen_field",
                    vec![name.to_string()],
                    format!("cannot assign to field '{name}'"),
                ));
            }
        }
        if let (Value::Obj(id), "args", Some(v)) = (obj, &*name, &v) {
            if matches!(self.heap.get(*id), Obj::Exc(_)) {
                let args = iteration::iterate(&mut self.heap, v)?;
                if let Obj::Exc(e) = self.heap.get_mut(*id) {
                    e.args = args;
                }
                return Ok(());
            }
        }
        if self.property(obj, &name).is_some() {
            // A property has no setter or deleter here, as CPython says of one without them.
            let (class, what) = (
                self.heap.type_name(obj),
                if v.is_some() { "setter" } else { "deleter" },
            );
            return Err(Exc::new(
                ErrorKind::AttributeError,
                "property_readonly",
                vec![name.to_string(), class.to_string(), what.into()],
                format!("property '{name}' of '{class}' object has no {what}"),
            ));
        }
        if let Value::Obj(id) = obj {
            let attrs = match self.heap.get_mut(*id) {
                Obj::Instance(inst) => Some(&mut inst.attrs),
                Obj::Class(c) => Some(&mut c.attrs),
                Obj::Function(f) => Some(&mut f.attrs),
                Obj::Exc(e) => Some(&mut e.attrs),
                _ => None,
            };
            if let Some(attrs) = attrs {
                let pos = attrs.iter().position(|(k, _)| *k == name);
                match (v, pos) {
                    (Some(v), Some(i)) => attrs[i].1 = v,
                    (Some(v), None) => {
                        attrs.push((name, v));
                        self.heap.reserve(1)?;
                    }
                    (None, Some(i)) => {
                        attrs.remove(i);
                    }
                    (None, None) => return Err(no_attribute(&self.heap, obj, &name)),
                }
                return Ok(());
            }
        }
        Err(no_attribute(&self.heap, obj, &name))
    }
}

/// Stores an int in a slot; when the slot holds an int already (a loop's counter, say), only
/// the number is written. Values are written in place, never through a temporary: a 24-byte
/// enum copied from one costs a store-forwarding stall (the temporary's tag and payload are
/// written separately, then read back as one 16-byte load), which was a fifth of the time.
#[inline(always)]
fn set_int(slot: &mut Value, r: i64) {
    match slot {
        Value::Int(x) => *x = r,
        _ => {
            // Dropping the old value first leaves nothing between making the int and storing
            // it, so it is stored in place.
            if let Value::Str(_) = slot {
                *slot = Value::Undef;
            }
            *slot = Value::Int(r);
        }
    }
}

/// Drops the top of the stack where it lies (`pop` would move all of it out first; see
/// [`set_int`]).
#[inline(always)]
fn drop_top(stack: &mut Vec<Value>) {
    stack.truncate(stack.len().saturating_sub(1));
}

/// Pushes the value `make` returns, made in place on the stack (`Vec::push` makes it in a
/// temporary first; see [`set_int`]).
#[inline(always)]
fn push_with(stack: &mut Vec<Value>, make: impl FnMut() -> Value) {
    let n = stack.len();
    stack.resize_with(n + 1, make);
}

/// Two ints under `+ - * // % & | ^`, when the result fits and needs no error: the fast
/// path. `None` sends the operation to `ops::binary`, which raises what Python raises.
#[inline(always)]
fn int_binary(op: BinOp, p: i64, q: i64) -> Option<i64> {
    match op {
        BinOp::Add => p.checked_add(q),
        BinOp::Sub => p.checked_sub(q),
        BinOp::Mul => p.checked_mul(q),
        // For a positive divisor, Euclid's quotient and remainder are Python's floor ones.
        BinOp::FloorDiv if q > 0 => Some(p.div_euclid(q)),
        BinOp::Mod if q > 0 => Some(p.rem_euclid(q)),
        BinOp::BitAnd => Some(p & q),
        BinOp::BitOr => Some(p | q),
        BinOp::BitXor => Some(p ^ q),
        _ => None,
    }
}

/// Two ints under an ordering or equality (`None` for `in`, `is` and the like).
#[inline(always)]
fn int_compare(op: super::syntax::CmpOp, p: i64, q: i64) -> Option<bool> {
    use CmpOp::*;
    Some(match op {
        Eq => p == q,
        Ne => p != q,
        Lt => p < q,
        Le => p <= q,
        Gt => p > q,
        Ge => p >= q,
        _ => return None,
    })
}

/// The interpreter loop's registers, handed to [`Machine::run_op`] and back.
#[derive(Clone, Copy)]
struct Regs {
    fi: usize,
    pc: usize,
    base: usize,
    steps: u64,
    /// `steps` when this call of `run` began counting (the budget is charged from it).
    start: u64,
    /// Where this call must pause: its budget spent, or the limit reached.
    stop: u64,
    last: Option<(u32, StepKind)>,
}

/// What `run_op` leaves the loop to do.
/// See `Machine::custom_keys`.
enum CustomKeys {
    Find(Value, ObjId),
    Build(&'static str, usize),
}

enum Flow {
    Next,
    /// The run paused or ended (the machine's counters are up to date).
    Exit,
}

enum Called {
    Value,
    Frame,
    /// The argument at this stack slot is a generator to drain first (and to ask its
    /// `__len__`, for `list` and `tuple`).
    Drain(usize, bool),
}

/// CPython's TypeError for a call that leaves parameters without values: `f() missing 2
/// required positional arguments: 'a' and 'b'` (`missing` holds the names quoted).
fn missing_arguments(function: &str, missing: &[String], what: &str) -> Exc {
    let n = missing.len();
    let list = match n {
        1 => missing[0].clone(),
        _ => format!("{} and {}", missing[..n - 1].join(", "), missing[n - 1]),
    };
    let s = if n == 1 { "" } else { "s" };
    type_error(
        "missing_arguments",
        vec![function.to_string(), n.to_string(), list.clone()],
        format!("{function}() missing {n} required {what} argument{s}: {list}"),
    )
}

/// `x in container` for a number or a string in a set or a dict, or an int in a list or a
/// tuple of ints (out of the loop's line: the loop tests membership in several ops); `None`
/// for anything else.
#[inline(never)]
fn member(heap: &Heap, x: &Value, container: &Value) -> Option<bool> {
    let Value::Obj(id) = container else {
        return None;
    };
    match (x, heap.get(*id)) {
        (Value::Int(n), Obj::Set(d) | Obj::Dict(d)) => Some(d.contains_int(*n)),
        (Value::Str(_), Obj::Set(_) | Obj::Dict(_)) => ops::contains(heap, container, x).ok(),
        // `c not in cols` of a tuple or list of ints; anything else in it (a float, an object
        // of the program's with `__eq__`) is compared on the general path.
        (Value::Int(n), Obj::List(items) | Obj::Tuple(items)) => {
            for item in items {
                match item {
                    Value::Int(m) if m == n => return Some(true),
                    Value::Int(_) => {}
                    _ => return None,
                }
            }
            Some(false)
        }
        _ => None,
    }
}

/// `a + b` of two tuples and `a | b` of two sets (frozensets too), which no program's method
/// can change, for the loop; `None` for anything else, or when the heap is full (the general
/// path then raises MemoryError).
#[inline(never)]
fn quick_binary(heap: &mut Heap, bop: BinOp, x: ObjId, y: ObjId) -> Option<Value> {
    match (bop, heap.get(x), heap.get(y)) {
        (BinOp::Add, Obj::Tuple(_), Obj::Tuple(_)) | (BinOp::BitOr, Obj::Set(_), Obj::Set(_)) => {
            ops::binary(heap, bop, &Value::Obj(x), &Value::Obj(y)).ok()
        }
        _ => None,
    }
}

/// The attribute an instance of the program's class holds itself, if it does.
#[inline(always)]
fn instance_attr<'h>(heap: &'h Heap, id: ObjId, name: &Rc<str>) -> Option<&'h Value> {
    let Obj::Instance(inst) = heap.get(id) else {
        return None;
    };
    attr_place(&inst.attrs, name).map(|at| &inst.attrs[at].1)
}

/// Where an object's attributes hold `name`. The program's names are one string each, so the
/// one sought is first looked for by address, without comparing the letters of every
/// attribute of the same length; by its letters only if none is it (a name made at run time).
#[inline(always)]
fn attr_place(attrs: &[(Rc<str>, Value)], name: &Rc<str>) -> Option<usize> {
    attrs
        .iter()
        .position(|(k, _)| Rc::ptr_eq(k, name))
        .or_else(|| attrs.iter().position(|(k, _)| k == name))
}

/// The value in the cell a closure's slot holds (`Undef` while unassigned).
#[inline(always)]
fn cell_value<'h>(heap: &'h Heap, slot: &Value) -> &'h Value {
    const UNDEF: &Value = &Value::Undef;
    match slot {
        Value::Obj(id) => match heap.get(*id) {
            Obj::Cell(v) => v,
            _ => UNDEF,
        },
        _ => UNDEF,
    }
}

/// Python's NameError for a cell read before it was assigned: a free variable's own wording.
fn unbound_deref(code: &Code, s: u32) -> Exc {
    let name = &code.slot_names[s as usize];
    if s >= code.free_start {
        return Exc::new(
            ErrorKind::NameError,
            "free_unbound",
            vec![name.to_string()],
            format!("cannot access free variable '{name}' where it is not associated with a value in enclosing scope"),
        );
    }
    unbound(name)
}

fn unbound(name: &str) -> Exc {
    Exc::new(
        ErrorKind::UnboundLocalError,
        "unbound_local",
        vec![name.into()],
        format!("cannot access local variable '{name}' where it is not associated with a value"),
    )
}

fn name_error(name: &str) -> Exc {
    Exc::new(
        ErrorKind::NameError,
        "name_not_defined",
        vec![name.into()],
        format!("name '{name}' is not defined"),
    )
}

fn recursion() -> Exc {
    Exc::new(
        ErrorKind::RecursionError,
        "recursion_depth",
        vec![],
        "maximum recursion depth exceeded".into(),
    )
}

fn not_callable(heap: &Heap, v: &Value) -> Exc {
    let t = heap.type_name(v);
    type_error(
        "not_callable",
        vec![t.to_string()],
        format!("'{t}' object is not callable"),
    )
}

fn no_attribute(heap: &Heap, obj: &Value, name: &str) -> Exc {
    let message = match obj {
        Value::Obj(id) if matches!(heap.get(*id), Obj::Class(_)) => {
            let Obj::Class(c) = heap.get(*id) else {
                unreachable!()
            };
            format!("type object '{}' has no attribute '{name}'", c.name)
        }
        _ => format!("'{}' object has no attribute '{name}'", heap.type_name(obj)),
    };
    Exc::new(
        ErrorKind::AttributeError,
        "no_attribute",
        vec![heap.type_name(obj).to_string(), name.into()],
        message,
    )
}

/// The prelude's functions and classes, made as the machine starts: a class after its
/// methods, which the class's attributes then hold.
fn prelude_objects(program: &Program, heap: &mut Heap) -> Vec<ObjId> {
    let mut ids = Vec::with_capacity(program.prelude.len());
    for ((name, code), item) in program.prelude.iter().zip(&program.prelude_items) {
        let id = match item {
            PreludeItem::Function(defaults) => heap.alloc(Obj::Function(Function {
                name: Rc::from(name.rsplit('.').next().unwrap_or(name)),
                code: *code,
                defaults: defaults.clone(),
                cells: Vec::new(),
                attrs: Vec::new(),
            })),
            PreludeItem::Class { .. } => Ok(0),
        };
        ids.push(id.unwrap_or(0));
    }
    for ((name, _), (at, item)) in program
        .prelude
        .iter()
        .zip(program.prelude_items.iter().enumerate())
    {
        let PreludeItem::Class { base, methods } = item else {
            continue;
        };
        let mut attrs = Vec::with_capacity(methods.len());
        for (method, f, kind) in methods {
            let f = Value::Obj(ids[*f]);
            let v = match kind {
                MethodKind::Plain => f,
                MethodKind::ClassMethod => Value::Obj(heap.alloc(Obj::ClassMethod(f)).unwrap_or(0)),
                MethodKind::StaticMethod => {
                    Value::Obj(heap.alloc(Obj::StaticMethod(f)).unwrap_or(0))
                }
                MethodKind::Property => {
                    Value::Obj(heap.alloc(Obj::Property(f, Value::None)).unwrap_or(0))
                }
            };
            attrs.push((method.clone(), v));
        }
        let (module, name) = match modules::class_named(name) {
            Some((module, name)) => (Some(module), Rc::from(name)),
            None => (None, name.clone()),
        };
        let class = Class {
            name,
            base: base.map(|b| ids[b]),
            exc: None,
            attrs,
            fields: Vec::new(),
            dataclass: None,
            members: None,
            named_tuple: false,
            module,
        };
        ids[at] = heap.alloc(Obj::Class(class)).unwrap_or(0);
    }
    ids
}
