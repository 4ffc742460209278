//! The syntax tree to a flat form that runs one instruction at a time: a [`Code`] per
//! function (and per lambda, comprehension and class body), each a list of [`Op`]s over a
//! value stack, with the line of every op. Names are resolved here, once: a function's locals
//! become numbered slots, the variables a closure shares become cells, module names become
//! numbered globals. The lessons' steps are compiled in as [`Op::Step`] markers, so counting
//! them costs the machine one instruction each (see the module docs of `python` for the rule).

use super::error::{ErrorKind, Exc, PyError};
use super::modules;
use super::sorting::{in_order, sorted_places};
use super::syntax::*;
use super::value::{Builtin, Module as StdModule, Value};
use serde::Serialize;
use std::collections::HashMap;
use std::rc::Rc;

mod patterns;

/// What a step is, as the lessons count them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StepKind {
    /// A simple statement: assignment, a call, `return`, `pass`, `break`, `del`, ...
    Statement,
    /// The condition of an `if`, `elif` or `while`, each time it is evaluated.
    Condition,
    /// A `for` loop or comprehension fetching its next item (or finding there is none).
    Fetch,
    /// One element of a list built by `+` or `*`.
    Element,
}

/// A value an op reads without the stack: a local slot, a constant, a global, or the variable
/// in a closure's cell (its slot). The fused ops that take them do the work of two to four
/// plain ops in one dispatch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    Fast(u16),
    Const(u16),
    Global(u16),
    Deref(u16),
}

impl Operand {
    /// The operand an op pushes, if it is a plain load of one.
    pub fn loaded_by(op: Op) -> Option<Operand> {
        let small = |i: u32| u16::try_from(i).ok();
        match op {
            Op::LoadFast(s) => small(s).map(Operand::Fast),
            Op::Const(c) => small(c).map(Operand::Const),
            Op::LoadGlobal(g) => small(g).map(Operand::Global),
            Op::LoadDeref(s) => small(s).map(Operand::Deref),
            _ => None,
        }
    }

    /// The plain op that pushes this operand.
    pub fn load(self) -> Op {
        match self {
            Operand::Fast(s) => Op::LoadFast(s as u32),
            Operand::Const(c) => Op::Const(c as u32),
            Operand::Global(g) => Op::LoadGlobal(g as u32),
            Operand::Deref(s) => Op::LoadDeref(s as u32),
        }
    }
}

/// The `dst` of a fused op that pushes its result.
pub const PUSH: u16 = u16::MAX;

// An explicit one-byte tag first: the machine's dispatch reads it and jumps, with no niche to
// decode (`Step`'s kind would otherwise share the tag's byte).
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Op {
    Step(StepKind),
    /// `a op b` on two operands; the result goes to the slot `dst`, or onto the stack when
    /// `dst` is [`PUSH`].
    BinaryOO(BinOp, Operand, Operand, u16),
    /// `a op= b` of a name (`count += 1`): the load of `a` it stands for, the load of `b`,
    /// the `Inplace` and the store back to `a` are still there, skipped when both are ints.
    InplaceOO(BinOp, Operand, Operand),
    /// `local.name` (`self.cols`): the `LoadFast` it stands for, with the `GetAttr` after
    /// it still there and skipped when the instance holds the attribute.
    LoadFastAttr(u32, u32),
    /// `TOS op b`.
    BinaryO(BinOp, Operand, u16),
    /// `a op TOS`.
    BinaryRO(BinOp, Operand, u16),
    /// `a[b]` on two operands.
    IndexOO(Operand, Operand, u16),
    /// `TOS[b]`.
    IndexO(Operand, u16),
    /// `a[b][c]` on three operands (a grid's cell).
    Index2OOO(Operand, Operand, Operand, u16),
    /// `lo <= x < hi` as a condition: the two `CompareJumpOO`s that make it, this op over the
    /// first (both leave for `target` when false). See `fuse_steps`.
    RangeJump {
        lo: Operand,
        x: Operand,
        hi: Operand,
        target: u16,
    },
    /// `Step(Condition)` and the `RangeJump` after it.
    StepRangeJump {
        lo: Operand,
        x: Operand,
        hi: Operand,
        target: u16,
    },
    /// `a[b] = TOS` on two operands.
    StoreIndexOO(Operand, Operand),
    /// `a[b][c] = TOS` on three operands.
    StoreIndex2OOO(Operand, Operand, Operand),
    /// Compares two operands and jumps when the result is `when`.
    CompareJumpOO {
        op: CmpOp,
        when: bool,
        a: Operand,
        b: Operand,
        target: u32,
    },
    /// Compares TOS with an operand and jumps when the result is `when`.
    CompareJumpO {
        op: CmpOp,
        when: bool,
        b: Operand,
        target: u32,
    },
    /// `Compare` of the two values on top and the `JumpIfFalse` (`when` false) or
    /// `JumpIfTrue` after it, which is still there and skipped (`c in self.cols` as a
    /// condition); the slow path is the plain `Compare`.
    CompareJump {
        op: CmpOp,
        when: bool,
        target: u32,
    },
    /// A loop head in the prelude's code: no step, but the collector may run here.
    Safepoint,
    /// A `break` out of a loop over candidates: no step; the machine reports it
    /// (`Event::Break`), so that a lane counts the pass it ends as a cut.
    Break,
    /// Before a `yield` of the program's own (not the hand-on of a `yield from`): no step;
    /// the machine reports it (`Event::Yielded`), a value a generator records.
    Yielded,
    // A step fused with the op after it, which is still there (a jump may land on it): the
    // machine takes the step, runs the op and skips it, one dispatch instead of two. See
    // `fuse_steps`.
    /// `Step(Condition)` and the `CompareJumpOO` after it.
    StepCompareJumpOO {
        op: CmpOp,
        when: bool,
        a: Operand,
        b: Operand,
        target: u32,
    },
    /// `Step(Statement)` and the `BinaryOO` after it.
    StepBinaryOO(BinOp, Operand, Operand, u16),
    /// `Step(Statement)` and the `InplaceOO` after it.
    StepInplaceOO(BinOp, Operand, Operand),
    /// `Step(Statement)` and the `IndexOO` after it.
    StepIndexOO(Operand, Operand, u16),
    /// `Step(Fetch)` and the `ForIter` after it.
    StepForIter(u32),
    /// A `while` loop's jump back to its head when the head is a `StepCompareJumpOO` that
    /// leaves the loop for the op after this one: the head's step and comparison here, jumping
    /// back into the body when the loop goes on (`when` and `target` are the head's; the body
    /// starts two ops after `head`).
    StepCompareJumpBackOO {
        op: CmpOp,
        when: bool,
        a: Operand,
        b: Operand,
        head: u32,
    },
    /// A `for` loop's jump back to its head when the head is a `StepForIter`: the head's step
    /// and fetch here, one dispatch instead of two (`target` is the head's; the body starts
    /// two ops after `head`).
    JumpForIter {
        head: u32,
        target: u32,
    },
    Const(u32),
    LoadFast(u32),
    StoreFast(u32),
    DelFast(u32),
    LoadDeref(u32),
    StoreDeref(u32),
    DelDeref(u32),
    LoadGlobal(u32),
    StoreGlobal(u32),
    DelGlobal(u32),
    LoadClassName(u32),
    StoreClassName(u32),
    DelClassName(u32),
    LoadPrelude(u32),
    Pop,
    Dup,
    Dup2,
    Rot2,
    Rot3,
    Binary(BinOp),
    /// A binary operation whose list building costs no steps (the prelude, defaults).
    BinaryFree(BinOp),
    Inplace(BinOp),
    Compare(CmpOp),
    Not,
    Unary(UnaryOp),
    Jump(u32),
    JumpIfFalse(u32),
    JumpIfTrue(u32),
    JumpIfFalseOrPop(u32),
    JumpIfTrueOrPop(u32),
    BuildList(u32),
    BuildTuple(u32),
    BuildSet(u32),
    /// `{1, 2, 3}` of three or more constants, which CPython makes a frozenset constant and
    /// copies into the new set: its members added in order to one table, then merged into
    /// the set's (the order it prints in).
    BuildSetFolded(u32),
    BuildDict(u32),
    BuildString(u32),
    ListAppend(u32),
    SetAdd(u32),
    DictSet(u32),
    Index,
    StoreIndex,
    DelIndex,
    GetSlice,
    StoreSlice,
    DelSlice,
    GetAttr(u32),
    StoreAttr(u32),
    DelAttr(u32),
    Call(u32),
    CallKw(u32),
    CallMethod(u32),
    Return,
    Yield,
    /// The value of a `yield from`, after its loop: `None` when the source was no generator
    /// (the loop ran out); a generator's `return` value jumps past this op, pushed instead.
    YieldFromValue,
    GetIter,
    ForIter(u32),
    MakeFunction(u32),
    MakeClass(u32),
    Unpack(u32),
    /// `Unpack(2)` of a pair and the two `StoreFast`s after it, which are still there and
    /// skipped (`for dr, dc in MOVES`); anything but a tuple of two takes the plain ops.
    UnpackFast2(u32, u32),
    /// `Rot2` and the two `StoreFast`s after it, skipped: `a, b = x, y` into locals.
    StoreFastPair(u32, u32),
    Format(u32),
    AssertFail(bool),
    /// `raise`: TOS is what is raised; with `true`, the cause is above it.
    Raise(bool),
    /// Raises TOS again as it is (a bare `raise` in a handler, or no handler matched).
    Reraise,
    /// Replaces an exception class on TOS by a new instance of it (`raise ValueError`).
    MakeExc,
    /// `except C`: pushes whether the exception under TOS matches the classes at TOS (popped).
    ExcMatch,
    /// Pushes the stack item `n` places above the frame's slots (a handled exception, a
    /// `with`'s manager).
    LoadHandled(u32),
    /// `with`: raises TypeError unless TOS has `__enter__` and `__exit__`.
    CheckManager,
    /// `import m`: pushes the module named `names[n]` (or raises ModuleNotFoundError).
    Import(u32),
    /// `from m import x`: replaces the module on TOS by its member `names[n]`.
    ImportName(u32),
    /// Extends the list under TOS by the items of TOS (`[*xs]`).
    ListExtend,
    /// Makes the list on TOS a tuple or a set.
    ListTo(Collection),
    /// Merges the mapping on TOS into the dict under it; for a call's `**` (`true`), a
    /// repeated key is a TypeError, as CPython's.
    DictMerge(bool),
    /// Calls the callable under a list of positional arguments and a dict of keyword ones.
    CallEx,
    /// `a, *rest, z = xs`: the items before the star, a list, the items after.
    UnpackStar(u16, u16),
    /// `name: T` in a class body: the class keeps `names[n]` among its annotated fields.
    Annotate(u32),
    /// Replaces the digits on TOS by the big integer they write.
    LongLiteral,
    /// A sequence pattern: pops TOS; a list, tuple, range or deque of `len` items (at least
    /// `len - 1` with a star at `star`, which takes the rest as a list) pushes them, the
    /// first on top; anything else jumps to `fail`.
    MatchSequence {
        len: u16,
        star: u16,
        fail: u32,
    },
    /// Moves TOS down under the `n` values below it.
    Bury(u32),
}

/// What `ListTo` makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Collection {
    Tuple,
    Set,
}

/// One row of a code's exception table: an exception raised by an op in `start..end` is
/// handled at `target`, with the stack cut back to `depth` items above the frame's slots and
/// the exception pushed on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Handler {
    pub start: u32,
    pub end: u32,
    pub target: u32,
    pub depth: u32,
}

/// Ops that run while an exception is being handled (an `except` clause, a `finally` body left
/// by an exception, a `with`'s `__exit__` called with one): it sits on the stack `depth` values
/// above the frame's slots. An exception raised there has it as its `__context__`.
#[derive(Clone, Copy, Debug)]
pub struct Handling {
    pub start: u32,
    pub end: u32,
    pub depth: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CodeKind {
    Module,
    Function,
    Lambda,
    Comprehension,
    /// A generator expression's code.
    Generator,
    /// A `def` with `yield` in it.
    GeneratorFunction,
    Class,
}

/// A call site with keywords or a method name.
#[derive(Clone, Debug)]
pub struct Site {
    /// The method's name (an index into `Program::names`), for `CallMethod`.
    pub name: u32,
    pub argc: u32,
    pub kwnames: Rc<[Rc<str>]>,
    /// A method the machine's loop runs itself when its object is a list or a set (one
    /// argument, or none for `pop`; no keywords): the search's `path.append(x)`,
    /// `used.add(c)`, `path.pop()`.
    pub quick: Option<QuickMethod>,
}

/// The methods of [`Site::quick`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuickMethod {
    /// `list.append(x)`.
    Append,
    /// `set.add(x)`.
    Add,
    /// `set.discard(x)`.
    Discard,
    /// `set.remove(x)` of a member.
    Remove,
    /// `list.pop()` of a list with items (no argument).
    Pop,
}

#[derive(Clone, Debug)]
pub struct Code {
    pub name: Rc<str>,
    /// The name as CPython's errors give it: `Board.place`, `solve.<locals>.visit`.
    pub qualname: Rc<str>,
    pub kind: CodeKind,
    /// The prelude's code: no steps, no calls counted, hidden from tracebacks.
    pub internal: bool,
    pub ops: Vec<Op>,
    /// The source line of each op.
    pub lines: Vec<u32>,
    pub consts: Vec<Value>,
    pub sites: Vec<Site>,
    pub formats: Vec<(Option<char>, Rc<str>)>,
    pub params: Vec<Rc<str>>,
    /// Names of every slot: parameters, other locals, then free variables.
    pub slot_names: Vec<Rc<str>>,
    /// Slots that hold cells (locals an inner function shares).
    pub cell_slots: Vec<u32>,
    /// Where the free variables' slots start.
    pub free_start: u32,
    /// For each free variable, the slot in the defining frame it is captured from.
    pub captures: Vec<u32>,
    pub def_line: u32,
    /// The lines of its loops (`for` and `while`) whose bodies call the function itself (a
    /// search's loop over its candidates: a pass that makes no such call is a cut).
    pub search_loops: Vec<u32>,
    /// The exception table, innermost handler first where ranges nest.
    pub handlers: Vec<Handler>,
    /// Where an exception is being handled, outer ranges before the ranges inside them.
    pub handling: Vec<Handling>,
    /// Parameters before `*`; then `kwonly` keyword-only ones; then `*args` and `**kwargs`
    /// if it has them (`params` names them all, in that order).
    pub argcount: u32,
    pub kwonly: u32,
    pub varargs: bool,
    pub varkw: bool,
    /// The keyword-only parameters that have defaults (their values follow the positional
    /// defaults in the function's `defaults`).
    pub kwdefaults: Vec<u32>,
    /// Every parameter is positional (no `*`, no `**`): what the machine's fast call needs.
    pub plain: bool,
    /// It names `NotImplemented`: as a class's operator method, it may decline, and its
    /// operator then tries the other operand's method (`Machine::binary_method`).
    pub may_decline: bool,
}

/// A compiled program: every code, the interned names, the module's globals.
#[derive(Clone, Debug)]
pub struct Program {
    pub codes: Vec<Code>,
    pub names: Vec<Rc<str>>,
    pub globals: Vec<Rc<str>>,
    /// The builtin each global means while the program has not assigned it.
    pub global_builtins: Vec<Option<Builtin>>,
    /// The module's code.
    pub main: u32,
    /// The prelude's functions and classes: name and code (a class's is 0: it has none).
    pub prelude: Vec<(Rc<str>, u32)>,
    /// What the machine makes of each of them when it starts, in the same order.
    pub prelude_items: Vec<PreludeItem>,
    /// Where each of them is in `prelude`, by name.
    prelude_places: HashMap<Rc<str>, u32>,
    pub source_lines: u32,
}

/// What a name of the prelude is: the machine makes each when it starts, with no code run,
/// so a default is a constant and a class body holds only defs.
#[derive(Clone, Debug)]
pub enum PreludeItem {
    /// A function, with the values of its defaults.
    Function(Vec<Value>),
    /// A class (a standard module's, such as `datetime.date`): its base, a class before it
    /// among the prelude's names, and each method's name, the place of its function among
    /// them, and its decorator.
    Class {
        base: Option<usize>,
        methods: Vec<(Rc<str>, usize, MethodKind)>,
    },
}

/// How a method of a prelude class is decorated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MethodKind {
    Plain,
    ClassMethod,
    StaticMethod,
    Property,
}

impl Program {
    pub fn global_slot(&self, name: &str) -> Option<usize> {
        self.globals.iter().position(|g| &**g == name)
    }
    pub fn prelude_index(&self, name: &str) -> Option<usize> {
        self.prelude_places.get(name).map(|&i| i as usize)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ScopeKind {
    Module,
    Function,
    Class,
}

#[derive(Default, Debug, Clone)]
struct Scope {
    kind: Option<ScopeKind>,
    parent: Option<usize>,
    params: Vec<Rc<str>>,
    assigned: Vec<Rc<str>>,
    used: Vec<Rc<str>>,
    /// The names a `global` statement (or a module's `:=` in a comprehension) declares, each
    /// with the first line that declares it (0 for a `:=`): a map as the compiler's others
    /// are, so the core carries one hash table's code for them all.
    globals: HashMap<Rc<str>, u32>,
    /// The same for `nonlocal` (and a function's `:=` in a comprehension).
    nonlocals: HashMap<Rc<str>, u32>,
    /// Its locals that an inner function shares.
    cells: Vec<Rc<str>>,
    frees: Vec<Rc<str>>,
    /// A `yield` in its own body makes a function a generator function.
    generator: bool,
    /// A comprehension's own function: `:=` in it binds a name of the function around it.
    comprehension: bool,
    /// Names that a `del`, or the end of an `except ... as name:`, unbinds, and those a `:=`
    /// binds (either may change a name in the middle of an expression).
    unbound: Vec<Rc<str>>,
    /// A function's own name, and the lines of the loops around the point being read.
    name: Option<Rc<str>>,
    open_loops: Vec<u32>,
    /// The lines of its loops whose bodies call the function itself: the loops over its
    /// candidates (see `Code::search_loops`).
    search_loops: Vec<u32>,
}

impl Scope {
    fn kind(&self) -> ScopeKind {
        self.kind.unwrap_or(ScopeKind::Function)
    }
    fn is_local(&self, name: &str) -> bool {
        !self.globals.contains_key(name)
            && !self.nonlocals.contains_key(name)
            && (self.params.iter().any(|p| &**p == name)
                || self.assigned.iter().any(|p| &**p == name))
    }
}

fn push_unique(v: &mut Vec<Rc<str>>, name: &Rc<str>) {
    if !v.iter().any(|n| n == name) {
        v.push(name.clone());
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Access {
    Fast(u32),
    Deref(u32),
    Global(u32),
    ClassName(u32),
}

fn compile_error(kind: ErrorKind, line: u32, message: String) -> PyError {
    Exc::new(kind, "syntax", vec![message.clone()], message).at(line, vec![])
}

// ---- pass 1: what each scope assigns, uses and declares ----

struct Collector<'a> {
    scopes: &'a mut Vec<Scope>,
    /// The first error an expression holds (the statements return theirs).
    error: Option<PyError>,
}

impl Collector<'_> {
    fn open(&mut self, id: usize, parent: usize, kind: ScopeKind) {
        if self.scopes.len() <= id {
            self.scopes.resize(id + 1, Scope::default());
        }
        self.scopes[id].kind = Some(kind);
        self.scopes[id].parent = Some(parent);
    }

    fn body(&mut self, stmts: &[Stmt], s: usize) -> Result<(), PyError> {
        for stmt in stmts {
            self.stmt(stmt, s)?;
        }
        Ok(())
    }

    /// Collects a module's names, or the first error met.
    fn run(mut self, stmts: &[Stmt]) -> Result<(), PyError> {
        self.body(stmts, 0)?;
        self.error.map_or(Ok(()), Err)
    }

    fn assign(&mut self, target: &Expr, s: usize) {
        match &target.kind {
            ExprKind::Name(n) => push_unique(&mut self.scopes[s].assigned, n),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                items.iter().for_each(|t| self.assign(t, s))
            }
            ExprKind::Starred(inner) => self.assign(inner, s),
            _ => self.expr(target, s),
        }
    }

    /// A pattern's names are the scope's; its values and classes are read in it.
    fn pattern(&mut self, p: &Pattern, s: usize) {
        match p {
            Pattern::Capture(n) | Pattern::Star(Some(n)) => {
                push_unique(&mut self.scopes[s].assigned, n)
            }
            Pattern::Value(e) | Pattern::Singleton(e) => self.expr(e, s),
            Pattern::Sequence(items) | Pattern::Or(items) => {
                items.iter().for_each(|p| self.pattern(p, s))
            }
            Pattern::Mapping {
                keys,
                patterns,
                rest,
            } => {
                keys.iter().for_each(|k| self.expr(k, s));
                patterns.iter().for_each(|p| self.pattern(p, s));
                if let Some(n) = rest {
                    push_unique(&mut self.scopes[s].assigned, n);
                }
            }
            Pattern::Class {
                class,
                positional,
                keywords,
            } => {
                self.expr(class, s);
                positional.iter().for_each(|p| self.pattern(p, s));
                keywords.iter().for_each(|(_, p)| self.pattern(p, s));
            }
            Pattern::As(inner, n) => {
                self.pattern(inner, s);
                push_unique(&mut self.scopes[s].assigned, n);
            }
            Pattern::Wildcard | Pattern::Star(None) => {}
        }
    }

    fn declare(
        &mut self,
        names: &[Rc<str>],
        s: usize,
        global: bool,
        line: u32,
    ) -> Result<(), PyError> {
        for n in names {
            let scope = &mut self.scopes[s];
            let used_before = scope.used.contains(n) || scope.assigned.contains(n);
            if used_before {
                let what = if global { "global" } else { "nonlocal" };
                return Err(compile_error(
                    ErrorKind::SyntaxError,
                    line,
                    format!("name '{n}' is used prior to {what} declaration"),
                ));
            }
            if !global && scope.kind() == ScopeKind::Module {
                return Err(compile_error(
                    ErrorKind::SyntaxError,
                    line,
                    "nonlocal declaration not allowed at module level".into(),
                ));
            }
            if !global && scope.params.contains(n) {
                return Err(compile_error(
                    ErrorKind::SyntaxError,
                    line,
                    format!("name '{n}' is parameter and nonlocal"),
                ));
            }
            if global && scope.params.contains(n) {
                return Err(compile_error(
                    ErrorKind::SyntaxError,
                    line,
                    format!("name '{n}' is parameter and global"),
                ));
            }
            if global {
                scope.globals.entry(n.clone()).or_insert(line);
            } else {
                scope.nonlocals.entry(n.clone()).or_insert(line);
            }
        }
        Ok(())
    }

    fn stmt(&mut self, stmt: &Stmt, s: usize) -> Result<(), PyError> {
        match &stmt.kind {
            StmtKind::Expr(e) => self.expr(e, s),
            StmtKind::Docstring | StmtKind::Pass | StmtKind::Break | StmtKind::Continue => {}
            StmtKind::Assign(targets, value) => {
                self.expr(value, s);
                targets.iter().for_each(|t| self.assign(t, s));
            }
            StmtKind::AugAssign(target, _, value) => {
                self.expr(value, s);
                if let ExprKind::Name(n) = &target.kind {
                    push_unique(&mut self.scopes[s].used, n);
                }
                self.assign(target, s);
            }
            StmtKind::AnnAssign(target, value) => {
                if let Some(v) = value {
                    self.expr(v, s);
                    self.assign(target, s);
                } else if !matches!(target.kind, ExprKind::Name(_)) {
                    self.expr(target, s);
                }
            }
            StmtKind::Return(v) => {
                if self.scopes[s].kind() != ScopeKind::Function {
                    return Err(compile_error(
                        ErrorKind::SyntaxError,
                        stmt.line,
                        "'return' outside function".into(),
                    ));
                }
                if let Some(v) = v {
                    self.expr(v, s)
                }
            }
            StmtKind::Del(targets) => {
                for t in targets {
                    if let ExprKind::Name(n) = &t.kind {
                        push_unique(&mut self.scopes[s].unbound, n);
                    }
                    self.assign(t, s);
                }
            }
            StmtKind::Global(names) => self.declare(names, s, true, stmt.line)?,
            StmtKind::Nonlocal(names) => self.declare(names, s, false, stmt.line)?,
            StmtKind::If(test, body, orelse) => {
                self.expr(test, s);
                self.body(body, s)?;
                self.body(orelse, s)?;
            }
            StmtKind::While(test, body, orelse) => {
                self.expr(test, s);
                self.scopes[s].open_loops.push(stmt.line);
                self.body(body, s)?;
                self.scopes[s].open_loops.pop();
                self.body(orelse, s)?;
            }
            StmtKind::For(target, iter, body, orelse) => {
                self.expr(iter, s);
                self.assign(target, s);
                self.scopes[s].open_loops.push(stmt.line);
                self.body(body, s)?;
                self.scopes[s].open_loops.pop();
                self.body(orelse, s)?;
            }
            StmtKind::Def {
                scope,
                name,
                params,
                body,
            } => {
                for p in params {
                    if let Some(d) = &p.default {
                        self.expr(d, s);
                    }
                }
                push_unique(&mut self.scopes[s].assigned, name);
                self.open(*scope, s, ScopeKind::Function);
                self.scopes[*scope].params = params.iter().map(|p| p.name.clone()).collect();
                self.scopes[*scope].name = Some(name.clone());
                self.body(body, *scope)?;
            }
            StmtKind::Class {
                scope,
                name,
                bases,
                body,
            } => {
                bases.iter().for_each(|b| self.expr(b, s));
                push_unique(&mut self.scopes[s].assigned, name);
                self.open(*scope, s, ScopeKind::Class);
                self.body(body, *scope)?;
            }
            StmtKind::Assert(test, msg) => {
                self.expr(test, s);
                if let Some(m) = msg {
                    self.expr(m, s);
                }
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => {
                self.body(body, s)?;
                for h in handlers {
                    if let Some(c) = &h.class {
                        self.expr(c, s);
                    }
                    if let Some(n) = &h.name {
                        push_unique(&mut self.scopes[s].assigned, n);
                        push_unique(&mut self.scopes[s].unbound, n);
                    }
                    self.body(&h.body, s)?;
                }
                self.body(orelse, s)?;
                self.body(finalbody, s)?;
            }
            StmtKind::Raise(exc, cause) => {
                for e in [exc, cause].into_iter().flatten() {
                    self.expr(e, s);
                }
            }
            StmtKind::With(items, body) => {
                for item in items {
                    self.expr(&item.manager, s);
                    if let Some(t) = &item.target {
                        self.assign(t, s);
                    }
                }
                self.body(body, s)?;
            }
            StmtKind::Decorated(decorators, inner) => {
                decorators.iter().for_each(|d| self.expr(d, s));
                self.stmt(inner, s)?;
            }
            StmtKind::Match(subject, cases) => {
                self.expr(subject, s);
                for case in cases {
                    self.pattern(&case.pattern, s);
                    if let Some(guard) = &case.guard {
                        self.expr(guard, s);
                    }
                    self.body(&case.body, s)?;
                }
            }
            StmtKind::Import(modules) => {
                for (_, binding) in modules {
                    push_unique(&mut self.scopes[s].assigned, binding);
                }
            }
            StmtKind::ImportFrom(module, names) => {
                for binding in import_bindings(module, names) {
                    push_unique(&mut self.scopes[s].assigned, &binding);
                }
            }
        }
        Ok(())
    }

    fn expr(&mut self, e: &Expr, s: usize) {
        match &e.kind {
            ExprKind::Name(n) => push_unique(&mut self.scopes[s].used, n),
            ExprKind::Yield(value) => {
                self.scopes[s].generator = true;
                if let Some(v) = value {
                    self.expr(v, s);
                }
            }
            ExprKind::YieldFrom(source) => {
                self.scopes[s].generator = true;
                self.expr(source, s);
            }
            ExprKind::Starred(inner) | ExprKind::DoubleStarred(inner) => self.expr(inner, s),
            ExprKind::NamedExpr(name, value) => {
                self.expr(value, s);
                // Out of comprehensions to the function (or module) around them, each
                // comprehension on the way declaring the name that function's.
                let mut t = s;
                while self.scopes[t].comprehension {
                    t = self.scopes[t].parent.unwrap_or(0);
                }
                if t != s && self.scopes[t].kind() == ScopeKind::Class {
                    self.error.get_or_insert(compile_error(
                        ErrorKind::SyntaxError,
                        e.line,
                        "assignment expression within a comprehension cannot be used in a class body".into(),
                    ));
                    return;
                }
                let module = self.scopes[t].kind() == ScopeKind::Module;
                let mut c = s;
                while c != t {
                    let scope = &mut self.scopes[c];
                    if module {
                        scope.globals.entry(name.clone()).or_insert(0);
                    } else {
                        scope.nonlocals.entry(name.clone()).or_insert(0);
                    }
                    c = scope.parent.unwrap_or(0);
                }
                push_unique(&mut self.scopes[t].assigned, name);
                push_unique(&mut self.scopes[t].unbound, name);
            }
            ExprKind::Int(_)
            | ExprKind::Long(_)
            | ExprKind::Float(_)
            | ExprKind::Str(_)
            | ExprKind::Bool(_)
            | ExprKind::None
            | ExprKind::Ellipsis => {}
            ExprKind::FString(parts) => {
                for p in parts {
                    if let FPart::Value { expr, .. } = p {
                        self.expr(expr, s);
                    }
                }
            }
            ExprKind::Tuple(v) | ExprKind::List(v) | ExprKind::Set(v) => {
                v.iter().for_each(|x| self.expr(x, s))
            }
            ExprKind::Dict(v) => v.iter().for_each(|(k, x)| {
                self.expr(k, s);
                self.expr(x, s);
            }),
            ExprKind::Unary(_, a) | ExprKind::Not(a) | ExprKind::Attribute(a, _) => self.expr(a, s),
            ExprKind::Binary(_, a, b)
            | ExprKind::And(a, b)
            | ExprKind::Or(a, b)
            | ExprKind::Subscript(a, b) => {
                self.expr(a, s);
                self.expr(b, s);
            }
            ExprKind::Compare(a, rest) => {
                self.expr(a, s);
                rest.iter().for_each(|(_, b)| self.expr(b, s));
            }
            ExprKind::IfExp(a, b, c) => {
                self.expr(a, s);
                self.expr(b, s);
                self.expr(c, s);
            }
            ExprKind::Call(f, args, kwargs) => {
                // `rec(...)` or `self.rec(...)` in a loop of `rec`: a loop over candidates.
                let scope = &mut self.scopes[s];
                if let (ExprKind::Name(n) | ExprKind::Attribute(_, n), Some(&line)) =
                    (&f.kind, scope.open_loops.last())
                {
                    if scope.name.as_ref() == Some(n) && !scope.search_loops.contains(&line) {
                        scope.search_loops.push(line);
                    }
                }
                self.expr(f, s);
                args.iter().for_each(|a| self.expr(a, s));
                kwargs.iter().for_each(|(_, a)| self.expr(a, s));
            }
            ExprKind::Slice(a, b, c) => {
                for x in [a, b, c].into_iter().flatten() {
                    self.expr(x, s);
                }
            }
            ExprKind::Lambda {
                scope,
                params,
                body,
            } => {
                for p in params {
                    if let Some(d) = &p.default {
                        self.expr(d, s);
                    }
                }
                self.open(*scope, s, ScopeKind::Function);
                self.scopes[*scope].params = params.iter().map(|p| p.name.clone()).collect();
                self.expr(body, *scope);
            }
            ExprKind::Comp {
                scope,
                elt,
                value,
                clauses,
                ..
            } => {
                self.open(*scope, s, ScopeKind::Function);
                self.scopes[*scope].params = vec![Rc::from(".0")];
                self.scopes[*scope].comprehension = true;
                for (i, clause) in clauses.iter().enumerate() {
                    if i == 0 {
                        self.expr(&clause.iter, s);
                    } else {
                        self.expr(&clause.iter, *scope);
                    }
                    self.assign(&clause.target, *scope);
                    clause.ifs.iter().for_each(|c| self.expr(c, *scope));
                }
                self.expr(elt, *scope);
                if let Some(v) = value {
                    self.expr(v, *scope);
                }
            }
        }
    }
}

// ---- pass 2: where each name lives ----

fn resolve_all(scopes: &mut [Scope]) -> Result<(), PyError> {
    for s in 0..scopes.len() {
        if scopes[s].kind.is_none() {
            continue;
        }
        let mut names: Vec<Rc<str>> = scopes[s].used.clone();
        names.extend(scopes[s].assigned.iter().cloned());
        let declared: Vec<Rc<str>> = scopes[s].nonlocals.keys().cloned().collect();
        let order = sorted_places(declared.len(), &mut |a, b| declared[a].cmp(&declared[b]));
        let nonlocals = in_order(&declared, &order);
        for n in &nonlocals {
            if !bind_free(scopes, s, n) {
                let line = scopes[s].nonlocals.get(n).copied().unwrap_or(0);
                return Err(compile_error(
                    ErrorKind::SyntaxError,
                    line,
                    format!("no binding for nonlocal '{n}' found"),
                ));
            }
        }
        for n in names {
            let scope = &scopes[s];
            if scope.kind() == ScopeKind::Module
                || scope.globals.contains_key(&n)
                || scope.nonlocals.contains_key(&n)
            {
                continue;
            }
            if scope.kind() == ScopeKind::Function && scope.is_local(&n) {
                continue;
            }
            if scope.kind() == ScopeKind::Class && scope.assigned.contains(&n) {
                continue;
            }
            bind_free(scopes, s, &n);
        }
    }
    Ok(())
}

/// Looks for `name` in the functions around scope `s`; when one holds it as a local, makes it
/// a cell there and a free variable in every scope between. False when no function holds it.
fn bind_free(scopes: &mut [Scope], s: usize, name: &Rc<str>) -> bool {
    let mut chain = vec![s];
    let mut p = scopes[s].parent;
    while let Some(a) = p {
        match scopes[a].kind() {
            ScopeKind::Module => return false,
            ScopeKind::Class => {}
            ScopeKind::Function => {
                if scopes[a].globals.contains_key(name) {
                    return false;
                }
                if scopes[a].is_local(name) {
                    push_unique(&mut scopes[a].cells, name);
                    for &c in &chain {
                        push_unique(&mut scopes[c].frees, name);
                    }
                    return true;
                }
            }
        }
        chain.push(a);
        p = scopes[a].parent;
    }
    false
}

// ---- pass 3: code ----

#[derive(Clone)]
struct Builder {
    codes: Vec<Code>,
    names: Vec<Rc<str>>,
    name_index: HashMap<Rc<str>, u32>,
    globals: Vec<Rc<str>>,
    global_index: HashMap<Rc<str>, u32>,
    prelude: Vec<(Rc<str>, u32)>,
    /// Where each of the prelude's names is in `prelude`.
    prelude_places: HashMap<Rc<str>, u32>,
}

impl Builder {
    fn name(&mut self, n: &Rc<str>) -> u32 {
        if let Some(&i) = self.name_index.get(n) {
            return i;
        }
        self.names.push(n.clone());
        let i = (self.names.len() - 1) as u32;
        self.name_index.insert(n.clone(), i);
        i
    }
    fn global(&mut self, n: &Rc<str>) -> u32 {
        if let Some(&i) = self.global_index.get(n) {
            return i;
        }
        self.globals.push(n.clone());
        let i = (self.globals.len() - 1) as u32;
        self.global_index.insert(n.clone(), i);
        i
    }
}

struct Loop {
    /// Where `continue` jumps.
    head: u32,
    /// Jumps to patch with the loop's end.
    breaks: Vec<usize>,
    /// A `for` loop keeps its iterator on the stack, which `break` must drop.
    is_for: bool,
    /// Stack items above the slots where the loop starts (its iterator not counted).
    extra: u32,
    /// Whether it is a loop over candidates (`Code::search_loops`): a `break` out of it ends
    /// the pass, which the machine reports ([`Op::Break`]).
    search: bool,
}

/// A `try` region being compiled: the handler rows it has closed so far (their target is set
/// when its handler is placed) and where its open range starts, if it is open.
struct Protect {
    rows: Vec<usize>,
    open: Option<u32>,
    depth: u32,
}

/// What a `return`, `break` or `continue` leaving a `try` or a `with` must run first.
struct Finally {
    cleanup: Cleanup,
    /// Its statement's region in `protects`: the cleanup runs outside it and every region
    /// inside it.
    protect: usize,
    /// Loops open around its `try`.
    loops: usize,
}

enum Cleanup {
    /// A `try`'s `finally:` body.
    Finally(Rc<[Stmt]>),
    /// A `with`'s `__exit__(None, None, None)`, its manager kept on the stack (see
    /// `Gen::exit_manager`).
    Exit { at: u32, line: u32, step: bool },
}

struct Gen<'a> {
    b: &'a mut Builder,
    scopes: &'a [Scope],
    scope: usize,
    code: Code,
    loops: Vec<Loop>,
    internal: bool,
    /// Compiling a def's defaults: lists they build cost nothing.
    free_lists: bool,
    line: u32,
    /// Stack items above the slots at the statement being compiled: the iterators of the
    /// `for` loops around it, the exceptions its handlers are handling.
    extra: u32,
    protects: Vec<Protect>,
    finallys: Vec<Finally>,
    /// Where each handler around the statement keeps the exception it handles (see `extra`).
    handling: Vec<u32>,
    /// The line of the step taken last, when the statement compiled next can be reached only
    /// from it: a simple statement on that line takes no step of its own, as CPython reports
    /// a line once however many statements it holds (`a = 1; b = 2`, `if done: return`).
    stepped_line: Option<u32>,
    /// The statement being compiled is such a statement: its first step is not taken.
    quiet: bool,
}

impl Gen<'_> {
    fn emit(&mut self, op: Op) -> usize {
        self.code.ops.push(op);
        self.code.lines.push(self.line);
        self.code.ops.len() - 1
    }
    fn here(&self) -> u32 {
        self.code.ops.len() as u32
    }
    fn patch(&mut self, at: usize) {
        let target = self.here();
        self.patch_to(at, target);
    }
    fn patch_to(&mut self, at: usize, target: u32) {
        self.code.ops[at] = match self.code.ops[at] {
            Op::Jump(_) => Op::Jump(target),
            Op::JumpIfFalse(_) => Op::JumpIfFalse(target),
            Op::JumpIfTrue(_) => Op::JumpIfTrue(target),
            Op::JumpIfFalseOrPop(_) => Op::JumpIfFalseOrPop(target),
            Op::JumpIfTrueOrPop(_) => Op::JumpIfTrueOrPop(target),
            Op::ForIter(_) => Op::ForIter(target),
            Op::MatchSequence { len, star, .. } => Op::MatchSequence {
                len,
                star,
                fail: target,
            },
            Op::CompareJumpOO { op, when, a, b, .. } => Op::CompareJumpOO {
                op,
                when,
                a,
                b,
                target,
            },
            Op::CompareJumpO { op, when, b, .. } => Op::CompareJumpO {
                op,
                when,
                b,
                target,
            },
            other => other,
        };
    }
    fn step(&mut self, kind: StepKind) {
        if std::mem::take(&mut self.quiet) {
            return;
        }
        if !self.internal {
            self.emit(Op::Step(kind));
        }
    }
    fn loop_head(&mut self, kind: StepKind) {
        if self.internal {
            self.emit(Op::Safepoint);
        } else {
            self.emit(Op::Step(kind));
        }
    }
    fn constant(&mut self, v: Value) -> u32 {
        if let Some(i) = self.code.consts.iter().position(|c| match (c, &v) {
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::Str(a), Value::Str(b)) => a == b,
            (Value::None, Value::None) => true,
            (Value::Bool(a), Value::Bool(b)) => a == b,
            (Value::Float(a), Value::Float(b)) => a.to_bits() == b.to_bits(),
            (Value::Builtin(a), Value::Builtin(b)) => a == b,
            _ => false,
        }) {
            return i as u32;
        }
        self.code.consts.push(v);
        (self.code.consts.len() - 1) as u32
    }
    fn load_const(&mut self, v: Value) {
        let c = self.constant(v);
        self.emit(Op::Const(c));
    }

    /// Whether `e` names a parameter of the function that nothing unbinds or binds anew
    /// inside an expression.
    fn always_bound(&self, e: &Expr) -> bool {
        let ExprKind::Name(n) = &e.kind else {
            return false;
        };
        let scope = &self.scopes[self.scope];
        scope.params.contains(n) && !scope.unbound.contains(n)
    }

    /// The operand an expression is, when it is a plain local, a global or a constant (never in
    /// the prelude, whose names resolve differently, nor in a def's defaults).
    fn operand(&mut self, e: &Expr) -> Option<Operand> {
        if self.internal || self.free_lists {
            return None;
        }
        let small = |i: u32| u16::try_from(i).ok();
        match &e.kind {
            ExprKind::Name(n) => match self.access(n) {
                Access::Fast(s) => small(s).map(Operand::Fast),
                Access::Global(g) => small(g).map(Operand::Global),
                Access::Deref(s) => small(s).map(Operand::Deref),
                Access::ClassName(_) => None,
            },
            ExprKind::Int(i) => small(self.constant(Value::Int(*i))).map(Operand::Const),
            ExprKind::Str(t) => small(self.constant(Value::Str(t.clone()))).map(Operand::Const),
            ExprKind::Bool(b) => small(self.constant(Value::Bool(*b))).map(Operand::Const),
            ExprKind::None => small(self.constant(Value::None)).map(Operand::Const),
            _ => None,
        }
    }

    fn slot(&self, name: &str) -> Option<u32> {
        self.code
            .slot_names
            .iter()
            .position(|n| &**n == name)
            .map(|i| i as u32)
    }

    fn access(&mut self, name: &Rc<str>) -> Access {
        self.code.may_decline |= &**name == "NotImplemented";
        let scope = &self.scopes[self.scope];
        match scope.kind() {
            ScopeKind::Module => Access::Global(self.b.global(name)),
            ScopeKind::Class => {
                if scope.frees.contains(name) && !scope.assigned.contains(name) {
                    Access::Deref(self.slot(name).unwrap_or(0))
                } else if scope.globals.contains_key(name) {
                    Access::Global(self.b.global(name))
                } else {
                    Access::ClassName(self.b.global(name))
                }
            }
            ScopeKind::Function => {
                if scope.globals.contains_key(name) {
                    return Access::Global(self.b.global(name));
                }
                if let Some(slot) = self.slot(name) {
                    if scope.cells.contains(name) || scope.frees.contains(name) {
                        return Access::Deref(slot);
                    }
                    return Access::Fast(slot);
                }
                Access::Global(self.b.global(name))
            }
        }
    }

    fn load_name(&mut self, name: &Rc<str>) {
        if self.internal {
            if let Some(&i) = self.b.prelude_places.get(name) {
                self.emit(Op::LoadPrelude(i));
                return;
            }
            if self.slot(name).is_none() {
                if let Some(b) = Builtin::lookup(name) {
                    self.load_const(Value::Builtin(b));
                    return;
                }
            }
        }
        match self.access(name) {
            Access::Fast(s) => self.emit(Op::LoadFast(s)),
            Access::Deref(s) => self.emit(Op::LoadDeref(s)),
            Access::Global(g) => self.emit(Op::LoadGlobal(g)),
            Access::ClassName(g) => self.emit(Op::LoadClassName(g)),
        };
    }

    fn store_name(&mut self, name: &Rc<str>) {
        match self.access(name) {
            Access::Fast(s) => self.emit(Op::StoreFast(s)),
            Access::Deref(s) => self.emit(Op::StoreDeref(s)),
            Access::Global(g) => self.emit(Op::StoreGlobal(g)),
            Access::ClassName(g) => self.emit(Op::StoreClassName(g)),
        };
    }

    fn del_name(&mut self, name: &Rc<str>) {
        match self.access(name) {
            Access::Fast(s) => self.emit(Op::DelFast(s)),
            Access::Deref(s) => self.emit(Op::DelDeref(s)),
            Access::Global(g) => self.emit(Op::DelGlobal(g)),
            Access::ClassName(g) => self.emit(Op::DelClassName(g)),
        };
    }

    // ---- statements ----

    fn body(&mut self, stmts: &[Stmt]) -> Result<(), PyError> {
        self.stepped_line = None;
        for s in stmts {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, stmt: &Stmt) -> Result<(), PyError> {
        let simple = stmt.kind.is_simple();
        self.quiet = simple && self.stepped_line == Some(stmt.line);
        self.stepped_line = None;
        let result = self.stmt_kind(stmt);
        self.quiet = false;
        self.stepped_line = simple.then_some(stmt.line);
        result
    }

    /// The body of a compound statement, reached from its header's step on `line`.
    fn body_after(&mut self, line: u32, stmts: &[Stmt]) -> Result<(), PyError> {
        self.stepped_line = Some(line);
        for s in stmts {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt_kind(&mut self, stmt: &Stmt) -> Result<(), PyError> {
        self.line = stmt.line;
        match &stmt.kind {
            StmtKind::Docstring | StmtKind::Global(_) | StmtKind::Nonlocal(_) => {}
            StmtKind::Expr(e) => {
                self.step(StepKind::Statement);
                self.expr(e)?;
                self.emit(Op::Pop);
            }
            StmtKind::Assign(targets, value) => {
                self.step(StepKind::Statement);
                if targets.len() == 1 {
                    if let Some(slot) = self.fast_target(&targets[0]) {
                        if self.fused(value, slot)? {
                            return Ok(());
                        }
                    }
                }
                // `a, b = x, y`: the values onto the stack and stored from there, left to right,
                // with no tuple made (CPython does the same for two and three).
                if let ([target], ExprKind::Tuple(values)) = (targets.as_slice(), &value.kind) {
                    if let ExprKind::Tuple(names) | ExprKind::List(names) = &target.kind {
                        let plain = |e: &Expr| !matches!(e.kind, ExprKind::Starred(_));
                        if (2..=3).contains(&names.len())
                            && names.len() == values.len()
                            && names.iter().all(plain)
                            && values.iter().all(plain)
                        {
                            for v in values {
                                self.expr(v)?;
                            }
                            // The first value on top, as `Unpack` leaves them.
                            if values.len() == 2 {
                                self.emit(Op::Rot2);
                            } else {
                                self.emit(Op::Rot3);
                                self.emit(Op::Rot2);
                            }
                            for t in names {
                                self.store(t)?;
                            }
                            return Ok(());
                        }
                    }
                }
                self.expr(value)?;
                for (i, t) in targets.iter().enumerate() {
                    if i + 1 < targets.len() {
                        self.emit(Op::Dup);
                    }
                    self.store(t)?;
                }
            }
            StmtKind::AnnAssign(target, value) => {
                // At a module's or a class's level an annotation is evaluated (a step, as
                // CPython's line event has it); in a function it is not. A class keeps the
                // names it annotates, in order: a dataclass's fields.
                let kind = self.scopes[self.scope].kind();
                if value.is_some() || kind != ScopeKind::Function {
                    self.step(StepKind::Statement);
                }
                if let (ScopeKind::Class, ExprKind::Name(n)) = (kind, &target.kind) {
                    let n = self.b.name(n);
                    self.emit(Op::Annotate(n));
                }
                if let Some(v) = value {
                    self.expr(v)?;
                    self.store(target)?;
                }
            }
            StmtKind::AugAssign(target, op, value) => {
                self.step(StepKind::Statement);
                match &target.kind {
                    ExprKind::Name(n) => {
                        self.load_name(n);
                        self.expr(value)?;
                        self.emit(Op::Inplace(*op));
                        self.store_name(n);
                    }
                    ExprKind::Subscript(obj, index) => {
                        self.expr(obj)?;
                        self.index_value(index)?;
                        if matches!(index.kind, ExprKind::Slice(..)) {
                            return Err(super::error::unsupported_words(
                                "slice_augmented",
                                "",
                                "augmented assignment to a slice",
                            )
                            .at(stmt.line, vec![]));
                        }
                        self.emit(Op::Dup2);
                        self.emit(Op::Index);
                        self.expr(value)?;
                        self.emit(Op::Inplace(*op));
                        self.emit(Op::Rot3);
                        self.emit(Op::StoreIndex);
                    }
                    ExprKind::Attribute(obj, name) => {
                        self.expr(obj)?;
                        self.emit(Op::Dup);
                        let n = self.b.name(name);
                        self.emit(Op::GetAttr(n));
                        self.expr(value)?;
                        self.emit(Op::Inplace(*op));
                        self.emit(Op::Rot2);
                        self.emit(Op::StoreAttr(n));
                    }
                    _ => unreachable_target(),
                }
            }
            StmtKind::Pass => self.step(StepKind::Statement),
            StmtKind::Break | StmtKind::Continue => {
                self.step(StepKind::Statement);
                let is_break = matches!(stmt.kind, StmtKind::Break);
                let Some(lp) = self.loops.last() else {
                    let word = if is_break { "'break'" } else { "'continue'" };
                    return Err(compile_error(
                        ErrorKind::SyntaxError,
                        stmt.line,
                        format!("{word} outside loop"),
                    ));
                };
                let (head, level, search) = (
                    lp.head,
                    lp.extra + u32::from(!is_break && lp.is_for),
                    lp.search,
                );
                let suspended = self.run_finallys(self.loops.len())?;
                // What the handlers and loops inside this one keep on the stack goes; `break`
                // drops the loop's own iterator too.
                for _ in level..self.extra {
                    self.emit(Op::Pop);
                }
                if is_break {
                    if search {
                        self.emit(Op::Break);
                    }
                    let j = self.emit(Op::Jump(0));
                    if let Some(lp) = self.loops.last_mut() {
                        lp.breaks.push(j);
                    }
                } else {
                    self.emit(Op::Jump(head));
                }
                self.resume(suspended);
            }
            StmtKind::Return(value) => {
                self.step(StepKind::Statement);
                match value {
                    Some(v) => self.expr(v)?,
                    None => self.load_const(Value::None),
                }
                self.extra += 1;
                let suspended = self.run_finallys(0)?;
                self.extra -= 1;
                self.emit(Op::Return);
                self.resume(suspended);
            }
            StmtKind::Del(targets) => {
                self.step(StepKind::Statement);
                for t in targets {
                    self.del(t)?;
                }
            }
            StmtKind::If(test, body, orelse) => {
                self.step(StepKind::Condition);
                let to_else = self.cond_jump(test, false)?;
                self.body_after(stmt.line, body)?;
                if orelse.is_empty() {
                    for j in to_else {
                        self.patch(j);
                    }
                } else {
                    let to_end = self.emit(Op::Jump(0));
                    for j in to_else {
                        self.patch(j);
                    }
                    self.body(orelse)?;
                    self.patch(to_end);
                }
            }
            StmtKind::While(test, body, orelse) => {
                // A loop on one line is laid out as CPython 3.11 lays it out: the test again
                // after the body, its line reported again only on the jump back, when the
                // test held (`continue` goes back to the head, which reports it).
                let one_line = body.first().is_some_and(|s| s.line == stmt.line);
                let head = self.here();
                self.loop_head(StepKind::Condition);
                let mut to_else = self.cond_jump(test, false)?;
                let top = self.here();
                self.loops.push(Loop {
                    head,
                    breaks: Vec::new(),
                    is_for: false,
                    extra: self.extra,
                    search: self.scopes[self.scope].search_loops.contains(&stmt.line),
                });
                self.body_after(stmt.line, body)?;
                self.line = stmt.line;
                let lp = self.loops.pop().expect("the loop pushed above");
                if one_line {
                    to_else.extend(self.cond_jump(test, false)?);
                    self.loop_head(StepKind::Condition);
                    self.emit(Op::Jump(top));
                } else {
                    self.emit(Op::Jump(head));
                }
                for j in to_else {
                    self.patch(j);
                }
                self.body(orelse)?;
                for j in lp.breaks {
                    self.patch(j);
                }
            }
            StmtKind::For(target, iter, body, orelse) => {
                // The line's first step comes before its iterable is made, as CPython's first
                // line event does; the head's step, on every jump back.
                self.step(StepKind::Fetch);
                self.expr(iter)?;
                self.emit(Op::GetIter);
                let enter = self.emit(Op::Jump(0));
                let head = self.here();
                self.loop_head(StepKind::Fetch);
                self.patch(enter);
                let fetch = self.emit(Op::ForIter(0));
                self.loops.push(Loop {
                    head,
                    breaks: Vec::new(),
                    is_for: true,
                    extra: self.extra,
                    search: self.scopes[self.scope].search_loops.contains(&stmt.line),
                });
                self.extra += 1;
                self.store(target)?;
                self.body_after(stmt.line, body)?;
                self.extra -= 1;
                self.line = stmt.line;
                self.emit(Op::Jump(head));
                let lp = self.loops.pop().expect("the loop pushed above");
                self.patch(fetch);
                self.body(orelse)?;
                for j in lp.breaks {
                    self.patch(j);
                }
            }
            StmtKind::Def {
                scope,
                name,
                params,
                body,
            } => {
                self.function(*scope, name.clone(), params, FnBody::Stmts(body), stmt.line)?;
                self.line = stmt.line;
                self.store_name(name);
            }
            StmtKind::Class {
                scope,
                name,
                bases,
                body,
            } => {
                for base in bases {
                    self.expr(base)?;
                }
                self.emit(Op::BuildTuple(bases.len() as u32));
                let code =
                    self.sub_code(*scope, name.clone(), CodeKind::Class, &[], stmt.line, |g| {
                        g.body_after(stmt.line, body)?;
                        g.load_const(Value::None);
                        g.emit(Op::Return);
                        Ok(())
                    })?;
                self.line = stmt.line;
                self.emit(Op::MakeClass(code));
                self.store_name(name);
            }
            StmtKind::Assert(test, msg) => {
                self.step(StepKind::Statement);
                let ok = self.cond_jump(test, true)?;
                if let Some(m) = msg {
                    self.expr(m)?;
                }
                self.emit(Op::AssertFail(msg.is_some()));
                for j in ok {
                    self.patch(j);
                }
            }
            StmtKind::Raise(exc, cause) => {
                self.step(StepKind::Statement);
                match exc {
                    Some(e) => {
                        self.expr(e)?;
                        self.emit(Op::MakeExc);
                        if let Some(c) = cause {
                            self.expr(c)?;
                            self.emit(Op::MakeExc);
                        }
                        self.emit(Op::Raise(cause.is_some()));
                    }
                    None => {
                        match self.handling.last() {
                            Some(&at) => {
                                self.emit(Op::LoadHandled(at));
                            }
                            None => self.load_const(Value::None),
                        }
                        self.emit(Op::Reraise);
                    }
                }
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
            } => self.try_stmt(stmt.line, body, handlers, orelse, finalbody)?,
            StmtKind::With(items, body) => self.with_stmt(stmt.line, items, body, None)?,
            StmtKind::Match(subject, cases) => self.match_stmt(subject, cases)?,
            StmtKind::Decorated(decorators, inner) => {
                // As CPython: the decorators first, then the def or class, then each
                // decorator applied to it, the innermost first. No step: the lines are the
                // definition's.
                for d in decorators {
                    self.expr(d)?;
                }
                self.stmt(inner)?;
                let (StmtKind::Def { name, .. } | StmtKind::Class { name, .. }) = &inner.kind
                else {
                    return Err(compile_error(
                        ErrorKind::SyntaxError,
                        stmt.line,
                        "a decorator must come before a def or a class".into(),
                    ));
                };
                self.line = stmt.line;
                self.load_name(name);
                for _ in decorators {
                    self.emit(Op::Call(1));
                }
                self.store_name(name);
            }
            StmtKind::Import(modules) => {
                self.step(StepKind::Statement);
                for (module, binding) in modules {
                    let n = self.b.name(module);
                    self.emit(Op::Import(n));
                    // `import a.b` binds `a` (having found `a.b`); `import a.b as c`, `a.b`.
                    let first = module.split('.').next().unwrap_or(module);
                    if module.contains('.') && **binding == *first {
                        self.emit(Op::Pop);
                        let top: Rc<str> = Rc::from(first);
                        let n = self.b.name(&top);
                        self.emit(Op::Import(n));
                    }
                    self.store_name(binding);
                }
            }
            StmtKind::ImportFrom(module, names) => {
                self.step(StepKind::Statement);
                let n = self.b.name(module);
                self.emit(Op::Import(n));
                let names: Vec<(Rc<str>, Rc<str>)> = if names.is_empty() {
                    import_bindings(module, names)
                        .into_iter()
                        .map(|b| (b.clone(), b))
                        .collect()
                } else {
                    names.clone()
                };
                for (name, binding) in &names {
                    self.emit(Op::Dup);
                    let n = self.b.name(name);
                    self.emit(Op::ImportName(n));
                    self.store_name(binding);
                }
                self.emit(Op::Pop);
            }
        }
        Ok(())
    }

    /// `try:` laid out as CPython 3.11 lays it out, with an exception table instead of
    /// setup ops (so a `try` costs nothing until something is raised):
    ///
    /// ```text
    ///     step                      the `try:` line
    ///     body                      in the handlers' region and the finally's
    ///     else body                 in the finally's region only
    ///     jump normal
    /// handlers:                     (the exception on the stack)
    ///     step; match; store; body; pop; jump normal     one per `except` clause
    ///     reraise                   no clause matched
    /// normal:
    ///     finally body; jump end
    /// finally:                      (the exception on the stack)
    ///     finally body; reraise
    /// end:
    /// ```
    ///
    /// A `return`, `break` or `continue` that leaves the `try` runs a copy of the finally
    /// body first (see `run_finallys`).
    fn try_stmt(
        &mut self,
        line: u32,
        body: &[Stmt],
        handlers: &[ExceptClause],
        orelse: &[Stmt],
        finalbody: &Rc<[Stmt]>,
    ) -> Result<(), PyError> {
        self.step(StepKind::Statement);
        let fin = if finalbody.is_empty() {
            None
        } else {
            let p = self.open_region();
            self.finallys.push(Finally {
                cleanup: Cleanup::Finally(finalbody.clone()),
                protect: p,
                loops: self.loops.len(),
            });
            Some(p)
        };
        let mut to_normal = Vec::new();
        if handlers.is_empty() {
            self.body_after(line, body)?;
        } else {
            let h = self.open_region();
            self.body_after(line, body)?;
            let rows = self.close_region(h);
            self.body(orelse)?;
            to_normal.push(self.emit(Op::Jump(0)));
            self.place_handler(rows);
            let at = self.extra;
            let handled = self.open_handling(at);
            self.extra += 1;
            self.handling.push(at);
            for clause in handlers {
                self.line = clause.line;
                self.step(StepKind::Condition);
                let mut next = None;
                if let Some(class) = &clause.class {
                    self.emit(Op::Dup);
                    self.expr(class)?;
                    self.emit(Op::ExcMatch);
                    next = Some(self.emit(Op::JumpIfFalse(0)));
                }
                if let Some(name) = &clause.name {
                    self.emit(Op::Dup);
                    self.store_name(name);
                }
                self.body_after(clause.line, &clause.body)?;
                self.line = clause.line;
                if let Some(name) = &clause.name {
                    // As CPython does: the name is unbound when the handler ends.
                    self.load_const(Value::None);
                    self.store_name(name);
                    self.del_name(name);
                }
                self.emit(Op::Pop);
                to_normal.push(self.emit(Op::Jump(0)));
                if let Some(j) = next {
                    self.patch(j);
                }
            }
            self.emit(Op::Reraise);
            self.close_handling(handled);
            self.handling.pop();
            self.extra -= 1;
        }
        for j in to_normal {
            self.patch(j);
        }
        if let Some(p) = fin {
            self.finallys.pop();
            let rows = self.close_region(p);
            self.body(finalbody)?;
            let to_end = self.emit(Op::Jump(0));
            self.place_handler(rows);
            let handled = self.open_handling(self.extra);
            self.extra += 1;
            self.body(finalbody)?;
            self.extra -= 1;
            self.line = line;
            self.emit(Op::Reraise);
            self.close_handling(handled);
            self.patch(to_end);
        }
        Ok(())
    }

    /// `with m as x:` laid out as CPython 3.11 lays it out, a `with` of several items as
    /// that many nested in one another:
    ///
    /// ```text
    ///     step                      the `with` line, once for all its items
    ///     m; check it has __enter__ and __exit__
    ///     m.__enter__(); store x    (the manager stays on the stack)
    ///     body                      in the with's region
    ///     step; m.__exit__(None, None, None); pop; pop; jump end
    /// handler:                      (the exception above the manager)
    ///     step; if m.__exit__(type(e), e, None): pop; pop; jump end
    ///     reraise
    /// end:
    /// ```
    ///
    /// Leaving the with, CPython reports its line again, once for all its items: the
    /// innermost item's exit is that step. A `return`, `break` or `continue` that leaves the
    /// body calls `__exit__` first, as a `finally` body would run.
    fn with_stmt(
        &mut self,
        line: u32,
        items: &[WithItem],
        body: &[Stmt],
        stepped: Option<u32>,
    ) -> Result<(), PyError> {
        let Some((item, rest)) = items.split_first() else {
            return self.body_after(stepped.unwrap_or(line), body);
        };
        // A header over several lines steps as CPython's line events go: each manager on its
        // line, its `__enter__` on the with's, its target on the target's.
        let mut stepped = stepped;
        let mut step_at = |g: &mut Self, at: u32| {
            g.line = at;
            if stepped != Some(at) {
                g.step(StepKind::Statement);
                stepped = Some(at);
            }
        };
        step_at(self, item.manager.line);
        self.expr(&item.manager)?;
        step_at(self, line);
        self.emit(Op::CheckManager);
        let at = self.extra;
        self.extra += 1;
        self.emit(Op::Dup);
        let enter = self.b.name(&Rc::from("__enter__"));
        self.emit(Op::GetAttr(enter));
        self.emit(Op::Call(0));
        match &item.target {
            Some(t) => {
                step_at(self, t.line);
                self.store(t)?;
            }
            None => {
                self.emit(Op::Pop);
            }
        }
        // A body on the with's own line (`with m: pass`) leaves on that line: no step.
        let step = rest.is_empty() && body.last().is_some_and(|s| s.line != line);
        let p = self.open_region();
        self.finallys.push(Finally {
            cleanup: Cleanup::Exit { at, line, step },
            protect: p,
            loops: self.loops.len(),
        });
        self.with_stmt(line, rest, body, stepped)?;
        self.finallys.pop();
        let rows = self.close_region(p);
        self.exit_manager(at, line, step);
        self.emit(Op::Pop);
        let mut to_end = vec![self.emit(Op::Jump(0))];
        self.place_handler(rows);
        let handled = self.open_handling(self.extra);
        self.extra += 1;
        if step {
            self.step(StepKind::Statement);
        }
        self.load_prelude("__with_exit");
        self.emit(Op::LoadHandled(at));
        self.emit(Op::LoadHandled(at + 1));
        self.emit(Op::Call(2));
        let reraise = self.emit(Op::JumpIfFalse(0));
        self.emit(Op::Pop);
        self.emit(Op::Pop);
        to_end.push(self.emit(Op::Jump(0)));
        self.patch(reraise);
        self.emit(Op::Reraise);
        self.close_handling(handled);
        self.extra = at;
        for j in to_end {
            self.patch(j);
        }
        Ok(())
    }

    /// Calls `__exit__(None, None, None)` of the manager kept `at` places above the slots, at
    /// the `with` line (and its step, if it is the one that reports the line again).
    fn exit_manager(&mut self, at: u32, line: u32, step: bool) {
        self.line = line;
        if step {
            self.step(StepKind::Statement);
        }
        self.emit(Op::LoadHandled(at));
        let exit = self.b.name(&Rc::from("__exit__"));
        self.emit(Op::GetAttr(exit));
        for _ in 0..3 {
            self.load_const(Value::None);
        }
        self.emit(Op::Call(3));
        self.emit(Op::Pop);
    }

    /// Pushes the prelude's function of this name (which the prelude must define).
    fn load_prelude(&mut self, name: &str) {
        let i = self.b.prelude_places.get(name).copied();
        self.emit(Op::LoadPrelude(i.expect("the prelude defines it")));
    }

    /// Appends each item to the list on the stack, `*items` spread item by item.
    fn spread(&mut self, items: &[Expr]) -> Result<(), PyError> {
        for x in items {
            if let ExprKind::Starred(inner) = &x.kind {
                self.expr(inner)?;
                self.emit(Op::ListExtend);
            } else {
                self.expr(x)?;
                self.emit(Op::ListAppend(0));
            }
        }
        Ok(())
    }

    /// Opens a protected region here; returns its index in `protects`.
    fn open_region(&mut self) -> usize {
        let start = self.here();
        self.protects.push(Protect {
            rows: Vec::new(),
            open: Some(start),
            depth: self.extra,
        });
        self.protects.len() - 1
    }

    /// Ends the range region `p` has open, if any, with a row whose target is set later.
    fn suspend(&mut self, p: usize) {
        let end = self.here();
        let region = &mut self.protects[p];
        if let Some(start) = region.open.take() {
            if start < end {
                region.rows.push(self.code.handlers.len());
                self.code.handlers.push(Handler {
                    start,
                    end,
                    target: u32::MAX,
                    depth: region.depth,
                });
            }
        }
    }

    /// Closes the innermost region (which must be `p`) and returns its rows.
    fn close_region(&mut self, p: usize) -> Vec<usize> {
        self.suspend(p);
        debug_assert_eq!(p + 1, self.protects.len());
        self.protects.pop().map(|r| r.rows).unwrap_or_default()
    }

    /// From here on, the exception `depth` values above the slots is being handled; returns
    /// the row for [`Self::close_handling`].
    fn open_handling(&mut self, depth: u32) -> usize {
        let start = self.here();
        self.code.handling.push(Handling {
            start,
            end: start,
            depth,
        });
        self.code.handling.len() - 1
    }

    /// It is handled up to here.
    fn close_handling(&mut self, row: usize) {
        self.code.handling[row].end = self.here();
    }

    /// Points the rows at a handler placed here.
    fn place_handler(&mut self, rows: Vec<usize>) {
        let target = self.here();
        for row in rows {
            self.code.handlers[row].target = target;
        }
    }

    /// Before a `return` (`loops` 0) or a `break` or `continue` of the loop `loops` deep,
    /// runs a copy of each finally body it leaves, innermost first, each outside its own
    /// `try`'s regions; returns the regions suspended, for `resume` after the jump.
    fn run_finallys(&mut self, loops: usize) -> Result<Vec<usize>, PyError> {
        let mut suspended = Vec::new();
        let mut i = self.finallys.len();
        while i > 0 && self.finallys[i - 1].loops >= loops {
            i -= 1;
            // The innermost region first: the exception table lists inner rows before the
            // outer ones that hold them, which the machine's first match relies on.
            let first = self.finallys[i].protect;
            for p in (first..self.protects.len()).rev() {
                if self.protects[p].open.is_some() {
                    self.suspend(p);
                    suspended.push(p);
                }
            }
            // Its own finally (and those inside it) must not run again from within its body.
            let inner = self.finallys.split_off(i);
            let (handling, line) = (self.handling.len(), self.line);
            let result = match inner[0].cleanup {
                Cleanup::Finally(ref body) => self.body(body),
                Cleanup::Exit { at, line, step } => {
                    self.exit_manager(at, line, step);
                    Ok(())
                }
            };
            self.line = line;
            self.handling.truncate(handling);
            self.finallys.extend(inner);
            result?;
        }
        Ok(suspended)
    }

    /// Opens again the regions `run_finallys` suspended.
    fn resume(&mut self, suspended: Vec<usize>) {
        let here = self.here();
        for p in suspended {
            self.protects[p].open = Some(here);
        }
    }

    fn store(&mut self, target: &Expr) -> Result<(), PyError> {
        match &target.kind {
            ExprKind::Name(n) => self.store_name(n),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                match items
                    .iter()
                    .position(|t| matches!(t.kind, ExprKind::Starred(_)))
                {
                    Some(star) => {
                        let after = (items.len() - star - 1) as u16;
                        self.emit(Op::UnpackStar(star as u16, after));
                    }
                    None => {
                        self.emit(Op::Unpack(items.len() as u32));
                    }
                }
                for t in items {
                    match &t.kind {
                        ExprKind::Starred(inner) => self.store(inner)?,
                        _ => self.store(t)?,
                    }
                }
            }
            ExprKind::Subscript(obj, index) => {
                // Python's order is the value (on the stack already), the object, the index:
                // so the fused stores read their operands last.
                if !matches!(index.kind, ExprKind::Slice(..)) {
                    if let Some(oi) = self.operand(index) {
                        if let ExprKind::Subscript(grid, row) = &obj.kind {
                            if !matches!(row.kind, ExprKind::Slice(..)) {
                                if let (Some(og), Some(or)) =
                                    (self.operand(grid), self.operand(row))
                                {
                                    self.emit(Op::StoreIndex2OOO(og, or, oi));
                                    return Ok(());
                                }
                            }
                        }
                        if let Some(oo) = self.operand(obj) {
                            self.emit(Op::StoreIndexOO(oo, oi));
                            return Ok(());
                        }
                    }
                }
                self.expr(obj)?;
                if let ExprKind::Slice(..) = index.kind {
                    self.index_value(index)?;
                    self.emit(Op::StoreSlice);
                } else {
                    self.expr(index)?;
                    self.emit(Op::StoreIndex);
                }
            }
            ExprKind::Attribute(obj, name) => {
                self.expr(obj)?;
                let n = self.b.name(name);
                self.emit(Op::StoreAttr(n));
            }
            _ => unreachable_target(),
        }
        Ok(())
    }

    fn del(&mut self, target: &Expr) -> Result<(), PyError> {
        match &target.kind {
            ExprKind::Name(n) => self.del_name(n),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for t in items {
                    self.del(t)?;
                }
            }
            ExprKind::Subscript(obj, index) => {
                self.expr(obj)?;
                if let ExprKind::Slice(..) = index.kind {
                    self.index_value(index)?;
                    self.emit(Op::DelSlice);
                } else {
                    self.expr(index)?;
                    self.emit(Op::DelIndex);
                }
            }
            ExprKind::Attribute(obj, name) => {
                self.expr(obj)?;
                let n = self.b.name(name);
                self.emit(Op::DelAttr(n));
            }
            _ => unreachable_target(),
        }
        Ok(())
    }

    /// An index, or a slice's three parts (None where absent).
    fn index_value(&mut self, index: &Expr) -> Result<(), PyError> {
        if let ExprKind::Slice(a, b, c) = &index.kind {
            for part in [a, b, c] {
                match part {
                    Some(e) => self.expr(e)?,
                    None => self.load_const(Value::None),
                }
            }
            Ok(())
        } else {
            self.expr(index)
        }
    }

    /// Jumps taken when `left op right` is `when`: one op where both sides are operands or
    /// the right one is (the line left at the comparison's, as its steps need); else the
    /// comparison's value and a jump on it.
    fn compare_jump(
        &mut self,
        left: &Expr,
        op: CmpOp,
        right: &Expr,
        line: u32,
        when: bool,
    ) -> Result<Vec<usize>, PyError> {
        let saved = self.line;
        let b = if self.internal || self.free_lists {
            None
        } else {
            self.operand(right)
        };
        match (b.and_then(|_| self.operand(left)), b) {
            (Some(a), Some(b)) => {
                self.line = line;
                Ok(vec![self.emit(Op::CompareJumpOO {
                    op,
                    when,
                    a,
                    b,
                    target: 0,
                })])
            }
            (None, Some(b)) => {
                self.expr(left)?;
                self.line = line;
                Ok(vec![self.emit(Op::CompareJumpO {
                    op,
                    when,
                    b,
                    target: 0,
                })])
            }
            _ => {
                self.line = line;
                self.expr(left)?;
                self.expr(right)?;
                self.emit(Op::Compare(op));
                self.line = saved;
                Ok(vec![self.emit(if when {
                    Op::JumpIfTrue(0)
                } else {
                    Op::JumpIfFalse(0)
                })])
            }
        }
    }

    /// Jumps taken when `e` is `when`; returns them to patch.
    fn cond_jump(&mut self, e: &Expr, when: bool) -> Result<Vec<usize>, PyError> {
        match &e.kind {
            ExprKind::Not(inner) => self.cond_jump(inner, !when),
            ExprKind::And(a, b) => {
                if when {
                    let skip = self.cond_jump(a, false)?;
                    let jumps = self.cond_jump(b, true)?;
                    for j in skip {
                        self.patch(j);
                    }
                    Ok(jumps)
                } else {
                    let mut jumps = self.cond_jump(a, false)?;
                    jumps.extend(self.cond_jump(b, false)?);
                    Ok(jumps)
                }
            }
            ExprKind::Or(a, b) => {
                if when {
                    let mut jumps = self.cond_jump(a, true)?;
                    jumps.extend(self.cond_jump(b, true)?);
                    Ok(jumps)
                } else {
                    let skip = self.cond_jump(a, true)?;
                    let jumps = self.cond_jump(b, false)?;
                    for j in skip {
                        self.patch(j);
                    }
                    Ok(jumps)
                }
            }
            ExprKind::Compare(first, rest) if rest.len() == 1 => self.compare_jump(first, rest[0].0, &rest[0].1, e.line, when),
            // `a < b < c` with a plain local or constant in the middle is `a < b and b < c`:
            // reading b twice changes nothing.
            ExprKind::Compare(first, rest)
                if rest[..rest.len() - 1].iter().all(|(_, m)| {
                    matches!(m.kind, ExprKind::Int(_) | ExprKind::Str(_))
                        || matches!(&m.kind, ExprKind::Name(n) if matches!(self.access_peek(n), Some(Access::Fast(_))))
                }) && !self.internal =>
            {
                let mut skips = Vec::new();
                let mut left: &Expr = first;
                for (i, (op, right)) in rest.iter().enumerate() {
                    if i + 1 == rest.len() {
                        let jumps = self.compare_jump(left, *op, right, e.line, when)?;
                        if !when {
                            skips.extend(jumps);
                            return Ok(skips);
                        }
                        for j in skips {
                            self.patch(j);
                        }
                        return Ok(jumps);
                    }
                    skips.extend(self.compare_jump(left, *op, right, e.line, false)?);
                    left = right;
                }
                unreachable!("a chain has comparisons")
            }
            _ => {
                self.expr(e)?;
                let j = self.emit(if when { Op::JumpIfTrue(0) } else { Op::JumpIfFalse(0) });
                Ok(vec![j])
            }
        }
    }

    /// Emits `e` as one fused op whose result goes to `dst` (a slot, or [`PUSH`]), when `e` is
    /// a binary operation or an index with plain operands; false (and nothing emitted) when not.
    fn fused(&mut self, e: &Expr, dst: u16) -> Result<bool, PyError> {
        match &e.kind {
            ExprKind::Binary(op, a, b) => {
                let (oa, ob) = (self.operand(a), self.operand(b));
                match (oa, ob) {
                    (Some(oa), Some(ob)) => {
                        self.line = e.line;
                        self.emit(Op::BinaryOO(*op, oa, ob, dst));
                    }
                    (None, Some(ob)) => {
                        self.expr(a)?;
                        self.line = e.line;
                        self.emit(Op::BinaryO(*op, ob, dst));
                    }
                    // `a op TOS` reads `a` after `b` ran: only a constant, or a parameter that
                    // nothing unbinds, which nothing in `b` can change or unbind (a global
                    // can: `c + f()` where f sets c; and `r - f()` with `r` unbound raises
                    // before f runs).
                    (Some(oa @ Operand::Const(_)), None) => {
                        self.expr(b)?;
                        self.line = e.line;
                        self.emit(Op::BinaryRO(*op, oa, dst));
                    }
                    (Some(oa @ Operand::Fast(_)), None) if self.always_bound(a) => {
                        self.expr(b)?;
                        self.line = e.line;
                        self.emit(Op::BinaryRO(*op, oa, dst));
                    }
                    (Some(_), None) => return Ok(false),
                    (None, None) => return Ok(false),
                }
                Ok(true)
            }
            ExprKind::Subscript(obj, index) if !matches!(index.kind, ExprKind::Slice(..)) => {
                let Some(oi) = self.operand(index) else {
                    return Ok(false);
                };
                if let ExprKind::Subscript(grid, row) = &obj.kind {
                    if !matches!(row.kind, ExprKind::Slice(..)) {
                        if let (Some(og), Some(or)) = (self.operand(grid), self.operand(row)) {
                            self.line = e.line;
                            self.emit(Op::Index2OOO(og, or, oi, dst));
                            return Ok(true);
                        }
                    }
                }
                match self.operand(obj) {
                    Some(oo) => {
                        self.line = e.line;
                        self.emit(Op::IndexOO(oo, oi, dst));
                    }
                    None => {
                        self.expr(obj)?;
                        self.line = e.line;
                        self.emit(Op::IndexO(oi, dst));
                    }
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// The slot of a plain local a value can be stored into directly.
    fn fast_target(&mut self, target: &Expr) -> Option<u16> {
        let ExprKind::Name(n) = &target.kind else {
            return None;
        };
        if self.internal || self.free_lists {
            return None;
        }
        match self.access(n) {
            Access::Fast(s) => u16::try_from(s).ok().filter(|&s| s != PUSH),
            _ => None,
        }
    }

    fn access_peek(&mut self, name: &Rc<str>) -> Option<Access> {
        Some(self.access(name))
    }

    // ---- expressions ----

    fn expr(&mut self, e: &Expr) -> Result<(), PyError> {
        let saved = self.line;
        self.line = e.line.max(saved.min(e.line));
        let r = self.expr_inner(e);
        self.line = saved;
        r
    }

    fn expr_inner(&mut self, e: &Expr) -> Result<(), PyError> {
        match &e.kind {
            ExprKind::Yield(_) | ExprKind::YieldFrom(_)
                if self.scopes[self.scope].kind() != ScopeKind::Function =>
            {
                return Err(compile_error(
                    ErrorKind::SyntaxError,
                    e.line,
                    "'yield' outside function".into(),
                ));
            }
            ExprKind::NamedExpr(name, value) => {
                self.expr(value)?;
                self.emit(Op::Dup);
                self.store_name(name);
            }
            ExprKind::Yield(value) => {
                match value {
                    Some(v) => self.expr(v)?,
                    None => self.load_const(Value::None),
                }
                if !self.internal {
                    self.emit(Op::Yielded);
                }
                self.emit(Op::Yield);
            }
            // A loop that hands on each item without a step of its own: the steps are the
            // source's (CPython reports no line for the delegation either).
            ExprKind::YieldFrom(source) => {
                self.expr(source)?;
                self.emit(Op::GetIter);
                let head = self.here();
                let fetch = self.emit(Op::ForIter(0));
                self.emit(Op::Yield);
                self.emit(Op::Pop);
                self.emit(Op::Jump(head));
                self.patch(fetch);
                self.emit(Op::YieldFromValue);
            }
            ExprKind::Int(i) => self.load_const(Value::Int(*i)),
            ExprKind::Float(f) => self.load_const(Value::Float(*f)),
            ExprKind::Str(s) => self.load_const(Value::Str(s.clone())),
            ExprKind::Bool(b) => self.load_const(Value::Bool(*b)),
            ExprKind::None => self.load_const(Value::None),
            ExprKind::Ellipsis => self.load_const(Value::Builtin(Builtin::Ellipsis)),
            // An integer literal past 64 bits: its digits, made a big integer when it runs.
            ExprKind::Long(n) => {
                self.load_const(Value::str(&n.to_string()));
                self.emit(Op::LongLiteral);
            }
            ExprKind::FString(parts) => {
                for p in parts {
                    match p {
                        FPart::Lit(s) => self.load_const(Value::str(s)),
                        FPart::Value {
                            expr,
                            conversion,
                            spec,
                        } => {
                            self.expr(expr)?;
                            self.code
                                .formats
                                .push((*conversion, Rc::from(spec.as_str())));
                            let f = (self.code.formats.len() - 1) as u32;
                            self.emit(Op::Format(f));
                        }
                    }
                }
                self.emit(Op::BuildString(parts.len() as u32));
            }
            ExprKind::Name(n) => self.load_name(n),
            ExprKind::Tuple(items) | ExprKind::List(items) | ExprKind::Set(items)
                if items.iter().any(|x| matches!(x.kind, ExprKind::Starred(_))) =>
            {
                // `[*xs, y]`: a list built piece by piece, then made what the display is.
                self.emit(Op::BuildList(0));
                self.spread(items)?;
                match &e.kind {
                    ExprKind::Tuple(_) => self.emit(Op::ListTo(Collection::Tuple)),
                    ExprKind::Set(_) => self.emit(Op::ListTo(Collection::Set)),
                    _ => 0,
                };
            }
            ExprKind::Dict(items)
                if items
                    .iter()
                    .any(|(k, _)| matches!(k.kind, ExprKind::DoubleStarred(_))) =>
            {
                self.emit(Op::BuildDict(0));
                for (k, v) in items {
                    if let ExprKind::DoubleStarred(mapping) = &k.kind {
                        self.expr(mapping)?;
                        self.emit(Op::DictMerge(false));
                    } else {
                        self.expr(k)?;
                        self.expr(v)?;
                        self.emit(Op::DictSet(0));
                    }
                }
            }
            ExprKind::Starred(_) | ExprKind::DoubleStarred(_) => {
                return Err(compile_error(
                    ErrorKind::SyntaxError,
                    e.line,
                    "can't use starred expression here".into(),
                ));
            }
            ExprKind::Tuple(items) => {
                for x in items {
                    self.expr(x)?;
                }
                self.emit(Op::BuildTuple(items.len() as u32));
            }
            ExprKind::List(items) => {
                for x in items {
                    self.expr(x)?;
                }
                self.emit(Op::BuildList(items.len() as u32));
            }
            ExprKind::Set(items) => {
                for x in items {
                    self.expr(x)?;
                }
                let n = items.len() as u32;
                let folded = items.len() > 2 && items.iter().all(is_constant);
                self.emit(if folded {
                    Op::BuildSetFolded(n)
                } else {
                    Op::BuildSet(n)
                });
            }
            ExprKind::Dict(items) => {
                for (k, v) in items {
                    self.expr(k)?;
                    self.expr(v)?;
                }
                self.emit(Op::BuildDict(items.len() as u32));
            }
            ExprKind::Unary(op, a) => {
                self.expr(a)?;
                self.emit(Op::Unary(*op));
            }
            ExprKind::Not(a) => {
                self.expr(a)?;
                self.emit(Op::Not);
            }
            ExprKind::Binary(..) | ExprKind::Subscript(..) if self.fused(e, PUSH)? => {}
            ExprKind::Binary(op, a, b) => {
                self.expr(a)?;
                self.expr(b)?;
                if self.internal || self.free_lists {
                    self.emit(Op::BinaryFree(*op));
                } else {
                    self.emit(Op::Binary(*op));
                }
            }
            ExprKind::And(a, b) => {
                self.expr(a)?;
                let j = self.emit(Op::JumpIfFalseOrPop(0));
                self.expr(b)?;
                self.patch(j);
            }
            ExprKind::Or(a, b) => {
                self.expr(a)?;
                let j = self.emit(Op::JumpIfTrueOrPop(0));
                self.expr(b)?;
                self.patch(j);
            }
            ExprKind::Compare(first, rest) => {
                self.expr(first)?;
                if rest.len() == 1 {
                    self.expr(&rest[0].1)?;
                    self.emit(Op::Compare(rest[0].0));
                } else {
                    let mut cleanups = Vec::new();
                    for (i, (op, right)) in rest.iter().enumerate() {
                        self.expr(right)?;
                        if i + 1 < rest.len() {
                            self.emit(Op::Dup);
                            self.emit(Op::Rot3);
                            self.emit(Op::Compare(*op));
                            cleanups.push(self.emit(Op::JumpIfFalseOrPop(0)));
                        } else {
                            self.emit(Op::Compare(*op));
                        }
                    }
                    let end = self.emit(Op::Jump(0));
                    for j in cleanups {
                        self.patch(j);
                    }
                    self.emit(Op::Rot2);
                    self.emit(Op::Pop);
                    self.patch(end);
                }
            }
            ExprKind::IfExp(test, body, orelse) => {
                let to_else = self.cond_jump(test, false)?;
                self.expr(body)?;
                let end = self.emit(Op::Jump(0));
                for j in to_else {
                    self.patch(j);
                }
                self.expr(orelse)?;
                self.patch(end);
            }
            ExprKind::Call(func, args, kwargs)
                if args.iter().any(|a| matches!(a.kind, ExprKind::Starred(_)))
                    || kwargs.iter().any(|(k, _)| &**k == "**") =>
            {
                // `f(*args, **kwargs)`: the positional arguments as one list, the keyword
                // ones as one dict, spread by the call.
                self.expr(func)?;
                self.emit(Op::BuildList(0));
                self.spread(args)?;
                self.emit(Op::BuildDict(0));
                for (k, v) in kwargs {
                    // The value first, then its key above it (`Rot2`): `DictSet` takes both.
                    self.expr(v)?;
                    if &**k == "**" {
                        self.emit(Op::DictMerge(true));
                    } else {
                        self.load_const(Value::Str(k.clone()));
                        self.emit(Op::Rot2);
                        self.emit(Op::DictSet(0));
                    }
                }
                self.emit(Op::CallEx);
            }
            ExprKind::Call(func, args, kwargs) => {
                let kwnames: Rc<[Rc<str>]> = kwargs.iter().map(|(k, _)| k.clone()).collect();
                let argc = (args.len() + kwargs.len()) as u32;
                if let ExprKind::Attribute(obj, name) = &func.kind {
                    self.expr(obj)?;
                    for a in args {
                        self.expr(a)?;
                    }
                    for (_, v) in kwargs {
                        self.expr(v)?;
                    }
                    let quick = match &**name {
                        "pop" if args.is_empty() && kwargs.is_empty() => Some(QuickMethod::Pop),
                        _ if args.len() != 1 || !kwargs.is_empty() => None,
                        _ if matches!(args[0].kind, ExprKind::Starred(_)) => None,
                        "append" => Some(QuickMethod::Append),
                        "add" => Some(QuickMethod::Add),
                        "discard" => Some(QuickMethod::Discard),
                        "remove" => Some(QuickMethod::Remove),
                        _ => None,
                    };
                    let name = self.b.name(name);
                    self.code.sites.push(Site {
                        name,
                        argc,
                        kwnames,
                        quick,
                    });
                    let site = (self.code.sites.len() - 1) as u32;
                    self.emit(Op::CallMethod(site));
                } else {
                    self.expr(func)?;
                    for a in args {
                        self.expr(a)?;
                    }
                    for (_, v) in kwargs {
                        self.expr(v)?;
                    }
                    if kwargs.is_empty() {
                        self.emit(Op::Call(argc));
                    } else {
                        self.code.sites.push(Site {
                            name: u32::MAX,
                            argc,
                            kwnames,
                            quick: None,
                        });
                        let site = (self.code.sites.len() - 1) as u32;
                        self.emit(Op::CallKw(site));
                    }
                }
            }
            ExprKind::Attribute(obj, name) => {
                self.expr(obj)?;
                let n = self.b.name(name);
                self.emit(Op::GetAttr(n));
            }
            ExprKind::Subscript(obj, index) => {
                self.expr(obj)?;
                self.index_value(index)?;
                if matches!(index.kind, ExprKind::Slice(..)) {
                    self.emit(Op::GetSlice);
                } else {
                    self.emit(Op::Index);
                }
            }
            ExprKind::Slice(..) => {
                return Err(compile_error(
                    ErrorKind::SyntaxError,
                    e.line,
                    "a slice is only allowed inside [ ]".into(),
                ))
            }
            ExprKind::Lambda {
                scope,
                params,
                body,
            } => {
                self.function(
                    *scope,
                    Rc::from("<lambda>"),
                    params,
                    FnBody::Expr(body),
                    e.line,
                )?;
            }
            ExprKind::Comp {
                scope,
                kind,
                elt,
                value,
                clauses,
            } => self.comprehension(*scope, *kind, elt, value, clauses, e.line)?,
        }
        Ok(())
    }

    /// Compiles a nested scope's code and returns its index.
    fn sub_code(
        &mut self,
        scope: usize,
        name: Rc<str>,
        kind: CodeKind,
        params: &[Rc<str>],
        line: u32,
        f: impl FnOnce(&mut Gen) -> Result<(), PyError>,
    ) -> Result<u32, PyError> {
        let info = &self.scopes[scope];
        let mut slot_names: Vec<Rc<str>> = params.to_vec();
        if info.kind() == ScopeKind::Function {
            for n in &info.assigned {
                if info.is_local(n) && !slot_names.contains(n) {
                    slot_names.push(n.clone());
                }
            }
        }
        let free_start = slot_names.len() as u32;
        slot_names.extend(info.frees.iter().cloned());
        let cell_slots = slot_names
            .iter()
            .enumerate()
            .filter(|(i, n)| (*i as u32) < free_start && info.cells.contains(*n))
            .map(|(i, _)| i as u32)
            .collect();
        let mut captures = Vec::new();
        for n in &info.frees {
            match self.access(n) {
                Access::Deref(s) => captures.push(s),
                _ => {
                    return Err(compile_error(
                        ErrorKind::SyntaxError,
                        line,
                        format!("internal: free variable '{n}' has no cell"),
                    ))
                }
            }
        }
        let qualname: Rc<str> = match self.code.kind {
            CodeKind::Module => name.clone(),
            CodeKind::Class => Rc::from(format!("{}.{name}", self.code.qualname).as_str()),
            _ => Rc::from(format!("{}.<locals>.{name}", self.code.qualname).as_str()),
        };
        let code = Code {
            name,
            qualname,
            kind,
            internal: self.internal,
            ops: Vec::new(),
            lines: Vec::new(),
            consts: Vec::new(),
            sites: Vec::new(),
            formats: Vec::new(),
            params: params.to_vec(),
            slot_names,
            cell_slots,
            free_start,
            captures,
            def_line: line,
            search_loops: info.search_loops.clone(),
            handlers: Vec::new(),
            handling: Vec::new(),
            argcount: params.len() as u32,
            kwonly: 0,
            varargs: false,
            varkw: false,
            kwdefaults: Vec::new(),
            plain: true,
            may_decline: false,
        };
        let mut g = Gen {
            b: &mut *self.b,
            scopes: self.scopes,
            scope,
            code,
            loops: Vec::new(),
            internal: self.internal,
            free_lists: false,
            line,
            extra: 0,
            protects: Vec::new(),
            finallys: Vec::new(),
            handling: Vec::new(),
            stepped_line: None,
            quiet: false,
        };
        f(&mut g)?;
        let mut code = g.code;
        fuse_steps(&mut code);
        self.b.codes.push(code);
        Ok((self.b.codes.len() - 1) as u32)
    }

    fn function(
        &mut self,
        scope: usize,
        name: Rc<str>,
        params: &[Param],
        body: FnBody,
        line: u32,
    ) -> Result<(), PyError> {
        let saved = self.free_lists;
        self.free_lists = true;
        let mut ndefaults = 0;
        for p in ordered_params(params) {
            if let Some(d) = &p.default {
                self.expr(d)?;
                ndefaults += 1;
            }
        }
        self.free_lists = saved;
        if ndefaults == 0 {
            self.load_const(Value::None);
        } else {
            self.emit(Op::BuildTuple(ndefaults));
        }
        let code = self.function_code(scope, name, params, body, line)?;
        self.line = line;
        self.emit(Op::MakeFunction(code));
        Ok(())
    }

    /// A function's code, its parameters in CPython's order (what `def` makes, less the
    /// defaults, which the `def` evaluates where it stands).
    fn function_code(
        &mut self,
        scope: usize,
        name: Rc<str>,
        params: &[Param],
        body: FnBody,
        line: u32,
    ) -> Result<u32, PyError> {
        let of = |kind: ParamKind| params.iter().filter(move |p| p.kind == kind);
        let names: Vec<Rc<str>> = ordered_params(params).map(|p| p.name.clone()).collect();
        let kwdefaults: Vec<u32> = of(ParamKind::KeywordOnly)
            .enumerate()
            .filter(|(_, p)| p.default.is_some())
            .map(|(i, _)| i as u32)
            .collect();
        let kind = if matches!(body, FnBody::Expr(_)) {
            CodeKind::Lambda
        } else if self.scopes[scope].generator {
            CodeKind::GeneratorFunction
        } else {
            CodeKind::Function
        };
        let code = self.sub_code(scope, name, kind, &names, line, |g| {
            match body {
                FnBody::Stmts(stmts) => {
                    g.body_after(line, stmts)?;
                    g.load_const(Value::None);
                    g.emit(Op::Return);
                }
                FnBody::Expr(e) => {
                    g.expr(e)?;
                    g.emit(Op::Return);
                }
            }
            Ok(())
        })?;
        let c = &mut self.b.codes[code as usize];
        c.argcount = of(ParamKind::Positional).count() as u32;
        c.kwonly = of(ParamKind::KeywordOnly).count() as u32;
        c.varargs = of(ParamKind::VarArgs).count() > 0;
        c.varkw = of(ParamKind::VarKeywords).count() > 0;
        c.plain = c.kwonly == 0 && !c.varargs && !c.varkw;
        c.kwdefaults = kwdefaults;
        Ok(code)
    }

    fn comprehension(
        &mut self,
        scope: usize,
        kind: CompKind,
        elt: &Expr,
        value: &Option<Box<Expr>>,
        clauses: &[Clause],
        line: u32,
    ) -> Result<(), PyError> {
        let (name, code_kind) = match kind {
            CompKind::List => ("<listcomp>", CodeKind::Comprehension),
            CompKind::Set => ("<setcomp>", CodeKind::Comprehension),
            CompKind::Dict => ("<dictcomp>", CodeKind::Comprehension),
            CompKind::Gen => ("<genexpr>", CodeKind::Generator),
        };
        // No defaults (an empty tuple, made each time, is what they would be).
        self.load_const(Value::None);
        let params = [Rc::from(".0")];
        let code = self.sub_code(scope, Rc::from(name), code_kind, &params, line, |g| {
            match kind {
                CompKind::List => g.emit(Op::BuildList(0)),
                CompKind::Set => g.emit(Op::BuildSet(0)),
                CompKind::Dict => g.emit(Op::BuildDict(0)),
                CompKind::Gen => 0,
            };
            g.emit(Op::LoadFast(0));
            let counted = fetches_counted(clauses, line);
            if !counted[0] {
                // The comprehension's first line event is a step all the same.
                g.emit(Op::Step(StepKind::Fetch));
            }
            let mut heads = Vec::new();
            let mut exits = Vec::new();
            for (i, clause) in clauses.iter().enumerate() {
                if i > 0 {
                    g.expr(&clause.iter)?;
                    g.emit(Op::GetIter);
                }
                // An inner clause's first fetch follows on from the outer one's item: in
                // CPython it is no new line event, so it is no step.
                let skip = if i > 0 {
                    Some(g.emit(Op::Jump(0)))
                } else {
                    None
                };
                let head = g.here();
                if counted[i] {
                    g.loop_head(StepKind::Fetch);
                } else {
                    g.emit(Op::Safepoint);
                }
                if let Some(j) = skip {
                    g.patch(j);
                }
                exits.push(g.emit(Op::ForIter(0)));
                heads.push(head);
                g.store(&clause.target)?;
                for cond in &clause.ifs {
                    let jumps = g.cond_jump(cond, false)?;
                    for j in jumps {
                        g.patch_to(j, head);
                    }
                }
            }
            let depth = clauses.len() as u32;
            match kind {
                CompKind::List => {
                    g.expr(elt)?;
                    g.emit(Op::ListAppend(depth));
                }
                CompKind::Set => {
                    g.expr(elt)?;
                    g.emit(Op::SetAdd(depth));
                }
                CompKind::Dict => {
                    g.expr(elt)?;
                    if let Some(v) = value {
                        g.expr(v)?;
                    }
                    g.emit(Op::DictSet(depth));
                }
                CompKind::Gen => {
                    g.expr(elt)?;
                    g.emit(Op::Yield);
                    g.emit(Op::Pop);
                    // A generator resumed reports its first line event afresh, a step
                    // whichever line the jump back leaves.
                    if !counted[clauses.len() - 1] {
                        g.emit(Op::Step(StepKind::Fetch));
                    }
                }
            }
            for i in (0..clauses.len()).rev() {
                g.emit(Op::Jump(heads[i]));
                g.patch(exits[i]);
            }
            if kind == CompKind::Gen {
                g.load_const(Value::None);
            }
            g.emit(Op::Return);
            Ok(())
        })?;
        self.line = line;
        self.emit(Op::MakeFunction(code));
        self.expr(&clauses[0].iter)?;
        self.emit(Op::GetIter);
        self.emit(Op::Call(1));
        Ok(())
    }
}

/// Which of a comprehension's clauses count a step each time they fetch again, as CPython 3.11
/// reports line events in the comprehension's own code. Its compiler keeps a current line,
/// the comprehension's first; a comparison tested by an `if` moves it to the comparison's
/// line, and it stays there for the code compiled after. Each clause's fetch is on the line
/// current when it is compiled; every jump back to it comes from the line current at the end.
/// The jump back is a line event on the fetch's line, and the lessons' rule counts it only
/// when the event before it was on that line too: a filter `if x > 1` on a line of its own
/// leaves the comprehension's items uncounted, where `if x` there does not.
fn fetches_counted(clauses: &[Clause], line: u32) -> Vec<bool> {
    let mut current = line;
    let mut fetch_lines = Vec::with_capacity(clauses.len());
    for clause in clauses {
        fetch_lines.push(current);
        for cond in &clause.ifs {
            if let Some(l) = tested_comparison_line(cond) {
                current = l;
            }
        }
    }
    fetch_lines.iter().map(|&l| l == current).collect()
}

/// The line of the last comparison CPython's compiler tests for a jump in `e` (through `not`,
/// `and`, `or` and `... if ... else ...`), which becomes its current line.
fn tested_comparison_line(e: &Expr) -> Option<u32> {
    match &e.kind {
        ExprKind::Compare(..) => Some(e.line),
        ExprKind::Not(inner) => tested_comparison_line(inner),
        ExprKind::And(a, b) | ExprKind::Or(a, b) => {
            tested_comparison_line(b).or_else(|| tested_comparison_line(a))
        }
        ExprKind::IfExp(body, test, orelse) => tested_comparison_line(orelse)
            .or_else(|| tested_comparison_line(body))
            .or_else(|| tested_comparison_line(test)),
        _ => None,
    }
}

enum FnBody<'a> {
    Stmts(&'a [Stmt]),
    Expr(&'a Expr),
}

/// The names `from module import names` binds (every public name of a known module for `*`).
fn import_bindings(module: &str, names: &[(Rc<str>, Rc<str>)]) -> Vec<Rc<str>> {
    if names.is_empty() {
        StdModule::named(module)
            .map(|m| modules::names(m).iter().map(|n| Rc::from(*n)).collect())
            .unwrap_or_default()
    } else {
        names.iter().map(|(_, binding)| binding.clone()).collect()
    }
}

fn unreachable_target() {
    // The parser lets only names, tuples, lists, subscripts and attributes be targets.
}

/// The prelude (the builtins and the modules written in Python) compiled: the builder as it
/// stands after it, from which each program's compilation starts, and what the machine makes
/// of each of its names.
#[derive(Clone)]
pub struct Prelude {
    b: Builder,
    items: Vec<PreludeItem>,
}

/// Compiles the prelude, once: every program's codes start with its codes.
pub fn compile_prelude(prelude: &Module) -> Result<Prelude, PyError> {
    let mut b = Builder {
        codes: Vec::new(),
        names: Vec::new(),
        name_index: HashMap::new(),
        globals: Vec::new(),
        global_index: HashMap::new(),
        prelude: Vec::new(),
        prelude_places: HashMap::new(),
    };
    // The prelude first: its top level holds defs, each compiled to a code of its own, and
    // classes of defs; a method is named for its class (`date.__init__`), which no program's
    // name can be.
    let mut pscopes = vec![Scope {
        kind: Some(ScopeKind::Module),
        ..Scope::default()
    }];
    Collector {
        scopes: &mut pscopes,
        error: None,
    }
    .run(&prelude.body)?;
    resolve_all(&mut pscopes)?;
    let mut items = Vec::new();
    for stmt in &prelude.body {
        match &stmt.kind {
            StmtKind::Def { name, .. } => b.prelude.push((name.clone(), 0)),
            StmtKind::Class { name, body, .. } => {
                b.prelude.push((name.clone(), 0));
                for (method, _) in prelude_methods(body)? {
                    let (_, m, ..) = method;
                    b.prelude
                        .push((Rc::from(format!("{name}.{m}").as_str()), 0));
                }
            }
            _ => return Err(internal(stmt.line, "the prelude holds defs and classes")),
        }
    }
    b.prelude_places = b
        .prelude
        .iter()
        .enumerate()
        .map(|(i, (name, _))| (name.clone(), i as u32))
        .collect();
    {
        let mut g = Gen {
            b: &mut b,
            scopes: &pscopes,
            scope: 0,
            code: empty_code(),
            loops: Vec::new(),
            internal: true,
            free_lists: true,
            line: 0,
            extra: 0,
            protects: Vec::new(),
            finallys: Vec::new(),
            handling: Vec::new(),
            stepped_line: None,
            quiet: false,
        };
        let mut at = 0;
        for stmt in &prelude.body {
            match &stmt.kind {
                StmtKind::Def {
                    scope,
                    name,
                    params,
                    body,
                } => {
                    let defaults = prelude_defaults(params, stmt.line)?;
                    let code = g.function_code(
                        *scope,
                        name.clone(),
                        params,
                        FnBody::Stmts(body),
                        stmt.line,
                    )?;
                    g.b.prelude[at].1 = code;
                    items.push(PreludeItem::Function(defaults));
                    at += 1;
                }
                StmtKind::Class {
                    name, bases, body, ..
                } => {
                    let base = match bases.as_slice() {
                        [] => None,
                        [Expr {
                            kind: ExprKind::Name(base),
                            ..
                        }] => g.b.prelude[..at].iter().position(|(n, _)| n == base),
                        _ => None,
                    };
                    if base.is_none() && !bases.is_empty() {
                        return Err(internal(
                            stmt.line,
                            "a prelude class's base is one before it",
                        ));
                    }
                    let class_at = at;
                    items.push(PreludeItem::Class {
                        base,
                        methods: Vec::new(),
                    });
                    at += 1;
                    let mut methods = Vec::new();
                    for ((scope, method, params, body), kind) in prelude_methods(body)? {
                        let defaults = prelude_defaults(params, stmt.line)?;
                        let code = g.function_code(
                            scope,
                            method.clone(),
                            params,
                            FnBody::Stmts(body),
                            stmt.line,
                        )?;
                        g.b.codes[code as usize].qualname =
                            Rc::from(format!("{name}.{method}").as_str());
                        g.b.prelude[at].1 = code;
                        items.push(PreludeItem::Function(defaults));
                        methods.push((method.clone(), at, kind));
                        at += 1;
                    }
                    items[class_at] = PreludeItem::Class { base, methods };
                }
                _ => {}
            }
        }
    }
    Ok(Prelude { b, items })
}

/// Compiles a program, its codes after the prelude's.
pub fn compile(module: &Module, prelude: &Prelude, source_lines: u32) -> Result<Program, PyError> {
    let Prelude { mut b, items } = prelude.clone();
    let mut scopes = vec![Scope::default(); module.scopes.max(1)];
    scopes[0].kind = Some(ScopeKind::Module);
    Collector {
        scopes: &mut scopes,
        error: None,
    }
    .run(&module.body)?;
    resolve_all(&mut scopes)?;
    let mut g = Gen {
        b: &mut b,
        scopes: &scopes,
        scope: 0,
        code: empty_code(),
        loops: Vec::new(),
        internal: false,
        free_lists: false,
        line: 1,
        extra: 0,
        protects: Vec::new(),
        finallys: Vec::new(),
        handling: Vec::new(),
        stepped_line: None,
        quiet: false,
    };
    g.body(&module.body)?;
    g.load_const(Value::None);
    g.emit(Op::Return);
    let mut main = g.code;
    fuse_steps(&mut main);
    b.codes.push(main);
    let main = (b.codes.len() - 1) as u32;
    let global_builtins = b
        .globals
        .iter()
        .map(|n| Builtin::lookup(n).filter(|b| !is_helper(*b)))
        .collect();
    Ok(Program {
        codes: b.codes,
        names: b.names,
        globals: b.globals,
        global_builtins,
        main,
        prelude_places: b.prelude_places,
        prelude: b.prelude,
        prelude_items: items,
        source_lines,
    })
}

/// A def's parameters in CPython's order: positional, keyword-only, `*args`, `**kwargs`.
fn ordered_params(params: &[Param]) -> impl Iterator<Item = &Param> {
    [
        ParamKind::Positional,
        ParamKind::KeywordOnly,
        ParamKind::VarArgs,
        ParamKind::VarKeywords,
    ]
    .into_iter()
    .flat_map(move |kind| params.iter().filter(move |p| p.kind == kind))
}

/// A mistake in the prelude itself, which the tests meet first.
fn internal(line: u32, what: &str) -> PyError {
    compile_error(ErrorKind::SyntaxError, line, format!("internal: {what}"))
}

type PreludeMethod<'a> = (usize, &'a Rc<str>, &'a [Param], &'a [Stmt]);

/// A prelude class's methods, each with its decorator (`@classmethod`, `@staticmethod`,
/// `@property`, or none); its body holds nothing else.
fn prelude_methods(body: &[Stmt]) -> Result<Vec<(PreludeMethod<'_>, MethodKind)>, PyError> {
    let mut methods = Vec::new();
    for stmt in body {
        let (def, kind) = match &stmt.kind {
            StmtKind::Docstring => continue,
            StmtKind::Decorated(decorators, def) => {
                let kind = match decorators.as_slice() {
                    [Expr {
                        kind: ExprKind::Name(d),
                        ..
                    }] => match &**d {
                        "classmethod" => MethodKind::ClassMethod,
                        "staticmethod" => MethodKind::StaticMethod,
                        "property" => MethodKind::Property,
                        _ => return Err(internal(stmt.line, "a prelude method's decorator")),
                    },
                    _ => return Err(internal(stmt.line, "a prelude method's decorator")),
                };
                (&def.kind, kind)
            }
            kind => (kind, MethodKind::Plain),
        };
        let StmtKind::Def {
            scope,
            name,
            params,
            body,
        } = def
        else {
            return Err(internal(stmt.line, "a prelude class holds only defs"));
        };
        methods.push(((*scope, name, params.as_slice(), body.as_slice()), kind));
    }
    Ok(methods)
}

/// The values of a prelude def's defaults, which must be constants: nothing runs to make them.
fn prelude_defaults(params: &[Param], line: u32) -> Result<Vec<Value>, PyError> {
    ordered_params(params)
        .filter_map(|p| p.default.as_ref())
        .map(|d| match &d.kind {
            ExprKind::Int(i) => Ok(Value::Int(*i)),
            ExprKind::Float(x) => Ok(Value::Float(*x)),
            ExprKind::Str(t) => Ok(Value::Str(t.clone())),
            ExprKind::Bool(b) => Ok(Value::Bool(*b)),
            ExprKind::None => Ok(Value::None),
            _ => Err(internal(line, "a prelude default is a constant")),
        })
        .collect()
}

/// Whether CPython's compiler folds the expression to a constant: a literal, a negated
/// number, a tuple of such.
fn is_constant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int(_)
        | ExprKind::Long(_)
        | ExprKind::Float(_)
        | ExprKind::Str(_)
        | ExprKind::Bool(_)
        | ExprKind::None => true,
        ExprKind::Unary(_, inner) => matches!(
            inner.kind,
            ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Long(_)
        ),
        ExprKind::Tuple(items) => items.iter().all(is_constant),
        _ => false,
    }
}

fn is_helper(b: Builtin) -> bool {
    matches!(
        b,
        Builtin::SortByKeys
            | Builtin::SortInPlaceByKeys
            | Builtin::NamedTupleClass
            | Builtin::NamedTupleValues
            | Builtin::CopyName
            | Builtin::KeysHashed
            | Builtin::HashedEntries
            | Builtin::TupleHash
            | Builtin::Raise
            | Builtin::Write
            | Builtin::FormatStr
    )
}

/// Fuses each step with the op after it where the machine has a fused form (a statement or a
/// condition that starts with a fused op, a `for` loop's fetch), and a `while` loop's jump
/// back with its head. The ops stay where they are, so every jump target still holds; run
/// after every jump is patched.
fn fuse_steps(code: &mut Code) {
    let ops = &mut code.ops;
    for i in 0..ops.len().saturating_sub(2) {
        ops[i] = match (ops[i], ops[i + 1], ops[i + 2]) {
            (Op::Unpack(2), Op::StoreFast(a), Op::StoreFast(b)) => Op::UnpackFast2(a, b),
            (Op::Rot2, Op::StoreFast(a), Op::StoreFast(b)) => Op::StoreFastPair(a, b),
            (op, _, _) => op,
        };
    }
    for i in 0..ops.len().saturating_sub(3) {
        let (Some(a), Some(b), Op::Inplace(bop)) = (
            Operand::loaded_by(ops[i]),
            Operand::loaded_by(ops[i + 1]),
            ops[i + 2],
        ) else {
            continue;
        };
        let stored = match ops[i + 3] {
            Op::StoreFast(s) => Operand::Fast(s as u16),
            Op::StoreGlobal(g) => Operand::Global(g as u16),
            Op::StoreDeref(s) => Operand::Deref(s as u16),
            _ => continue,
        };
        if stored == a && !matches!(a, Operand::Const(_)) {
            ops[i] = Op::InplaceOO(bop, a, b);
        }
    }
    for i in 0..ops.len().saturating_sub(1) {
        ops[i] = match (ops[i], ops[i + 1]) {
            (Op::LoadFast(s), Op::GetAttr(n)) => Op::LoadFastAttr(s, n),
            (Op::Compare(op), Op::JumpIfFalse(target)) => Op::CompareJump {
                op,
                when: false,
                target,
            },
            (Op::Compare(op), Op::JumpIfTrue(target)) => Op::CompareJump {
                op,
                when: true,
                target,
            },
            (op, _) => op,
        };
    }
    for i in 0..ops.len().saturating_sub(1) {
        if let (
            Op::CompareJumpOO {
                op: CmpOp::Le,
                when: false,
                a: lo,
                b: x,
                target,
            },
            Op::CompareJumpOO {
                op: CmpOp::Lt,
                when: false,
                a: x2,
                b: hi,
                target: target2,
            },
        ) = (ops[i], ops[i + 1])
        {
            if x == x2 && target == target2 {
                if let Ok(target) = u16::try_from(target) {
                    ops[i] = Op::RangeJump { lo, x, hi, target };
                }
            }
        }
    }
    for i in 0..ops.len().saturating_sub(1) {
        ops[i] = match (ops[i], ops[i + 1]) {
            (
                Op::Step(StepKind::Condition),
                Op::CompareJumpOO {
                    op,
                    when,
                    a,
                    b,
                    target,
                },
            ) => Op::StepCompareJumpOO {
                op,
                when,
                a,
                b,
                target,
            },
            (Op::Step(StepKind::Statement), Op::BinaryOO(bop, a, b, dst)) => {
                Op::StepBinaryOO(bop, a, b, dst)
            }
            (Op::Step(StepKind::Statement), Op::IndexOO(a, b, dst)) => Op::StepIndexOO(a, b, dst),
            (Op::Step(StepKind::Statement), Op::InplaceOO(bop, a, b)) => {
                Op::StepInplaceOO(bop, a, b)
            }
            (Op::Step(StepKind::Fetch), Op::ForIter(target)) => Op::StepForIter(target),
            (Op::Step(StepKind::Condition), Op::RangeJump { lo, x, hi, target }) => {
                Op::StepRangeJump { lo, x, hi, target }
            }
            (op, _) => op,
        };
    }
    for j in 0..ops.len() {
        let Op::Jump(head) = ops[j] else { continue };
        if let Some(&Op::StepCompareJumpOO {
            op,
            when,
            a,
            b,
            target,
        }) = ops.get(head as usize)
        {
            if target as usize == j + 1 {
                // Its step is the head's, on the head's line.
                code.lines[j] = code.lines[head as usize];
                ops[j] = Op::StepCompareJumpBackOO {
                    op,
                    when,
                    a,
                    b,
                    head,
                };
            }
        } else if let Some(&Op::StepForIter(target)) = ops.get(head as usize) {
            code.lines[j] = code.lines[head as usize];
            ops[j] = Op::JumpForIter { head, target };
        }
    }
}

impl Op {
    /// The method of the program's class that a slice op calls on its object.
    pub fn slice_method(self) -> &'static str {
        match self {
            Op::GetSlice => "__getitem__",
            Op::StoreSlice => "__setitem__",
            _ => "__delitem__",
        }
    }

    /// A `RangeJump`'s first comparison, as the op it was.
    pub fn range_first(lo: Operand, x: Operand, target: u16) -> Op {
        Op::CompareJumpOO {
            op: CmpOp::Le,
            when: false,
            a: lo,
            b: x,
            target: target as u32,
        }
    }

    /// The kind of step this op takes first, if it takes one.
    pub fn step_kind(&self) -> Option<StepKind> {
        match self {
            Op::Step(kind) => Some(*kind),
            Op::StepCompareJumpOO { .. }
            | Op::StepCompareJumpBackOO { .. }
            | Op::StepRangeJump { .. } => Some(StepKind::Condition),
            Op::StepBinaryOO(..) | Op::StepIndexOO(..) | Op::StepInplaceOO(..) => {
                Some(StepKind::Statement)
            }
            Op::StepForIter(_) | Op::JumpForIter { .. } => Some(StepKind::Fetch),
            _ => None,
        }
    }
}

fn empty_code() -> Code {
    Code {
        name: Rc::from("<module>"),
        qualname: Rc::from("<module>"),
        kind: CodeKind::Module,
        internal: false,
        ops: Vec::new(),
        lines: Vec::new(),
        consts: Vec::new(),
        sites: Vec::new(),
        formats: Vec::new(),
        params: Vec::new(),
        slot_names: Vec::new(),
        cell_slots: Vec::new(),
        free_start: 0,
        captures: Vec::new(),
        def_line: 0,
        search_loops: Vec::new(),
        handlers: Vec::new(),
        handling: Vec::new(),
        argcount: 0,
        kwonly: 0,
        varargs: false,
        varkw: false,
        kwdefaults: Vec::new(),
        plain: true,
        may_decline: false,
    }
}
