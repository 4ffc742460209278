//! Values and the heap. A [`Value`] is small and plain: numbers, `None` and booleans inline,
//! strings as shared immutable text, everything mutable or compound (lists, tuples, dicts,
//! sets, functions, objects, iterators) as an index into the [`Heap`], a `Vec` of objects.
//! Cloning the heap therefore copies every object: a forked machine never shares mutable
//! state with its parent. Strings are `Rc<str>` because they never change.

use super::error::{ErrorKind, TraceEntry};
use super::hash::{self, int_hash};
use super::sets::{small_int, Members, SetTable};
use hashbrown::HashTable;
use std::collections::VecDeque;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

pub type ObjId = u32;

#[derive(Debug, PartialEq)]
#[repr(u64)]
pub enum Value {
    /// A local not yet assigned (never visible to the program).
    Undef,
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Rc<str>),
    Obj(ObjId),
    Builtin(Builtin),
}

// By hand so that it is always inlined: the machine clones values on every load, and an
// out-of-line call there cost a tenth of its time.
impl Clone for Value {
    #[inline(always)]
    fn clone(&self) -> Value {
        match self {
            Value::Undef => Value::Undef,
            Value::None => Value::None,
            Value::Bool(b) => Value::Bool(*b),
            Value::Int(i) => Value::Int(*i),
            Value::Float(f) => Value::Float(*f),
            Value::Str(s) => Value::Str(s.clone()),
            Value::Obj(id) => Value::Obj(*id),
            Value::Builtin(b) => Value::Builtin(*b),
        }
    }
}

impl Value {
    pub fn str(s: &str) -> Value {
        Value::Str(Rc::from(s))
    }
}

/// The names of the types `Builtin::OtherType` stands for, as CPython 3.11 calls them.
pub const OTHER_TYPES: [&str; 26] = [
    "list_iterator",
    "tuple_iterator",
    "str_ascii_iterator",
    "range_iterator",
    "iterator",
    "enumerate",
    "zip",
    "itertools.permutations",
    "generator",
    "builtin_function_or_method",
    "method",
    "functools._lru_cache_wrapper",
    "dict_keys",
    "dict_values",
    "dict_items",
    "super",
    "dict_keyiterator",
    "dict_valueiterator",
    "dict_itemiterator",
    "set_iterator",
    "list_reverseiterator",
    "dict_reversekeyiterator",
    "_collections._deque_iterator",
    "_collections._deque_reverse_iterator",
    "callable_iterator",
    "NotImplementedType",
];

/// The built-in functions and types, callable from the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    Print,
    Len,
    Range,
    Abs,
    Min,
    Max,
    Sum,
    Any,
    All,
    Sorted,
    Reversed,
    Enumerate,
    Zip,
    List,
    Tuple,
    Str,
    Int,
    Float,
    Bool,
    Dict,
    Set,
    Isinstance,
    Issubclass,
    Type,
    Repr,
    Round,
    Divmod,
    Format,
    Chr,
    Ord,
    Iter,
    Next,
    Map,
    Filter,
    Object,
    NoneType,
    Function,
    /// A built-in exception class (`ValueError`, `Exception`, ...).
    ExcType(ErrorKind),
    /// A standard module the program imported (`math`).
    Module(Module),
    /// A standard module's function, class or other member by its name (`math.sqrt`).
    ModFn(Module, Member),
    StaticMethod,
    ClassMethod,
    Property,
    /// `super()`, made by the machine from the method that calls it.
    Super,
    /// `input()`, which reads the machine's standard input.
    Input,
    /// `getattr`, `setattr` and `hasattr`, which the machine runs (a dunder name refused).
    GetAttr,
    SetAttr,
    HasAttr,
    DelAttr,
    /// `repr` with every character past ASCII escaped.
    Ascii,
    /// `exit()` and `quit()`: `sys.exit`, as a script's `site` gives them.
    Exit,
    /// `...`, the one Ellipsis.
    Ellipsis,
    /// What an operator method returns when it leaves the operation to the other operand.
    NotImplemented,
    FrozenSet,
    Pow,
    Bin,
    Hex,
    Oct,
    Callable,
    Hash,
    Id,
    /// Names the lab refuses with a clear error when called (input, open, eval, ...).
    Refused(&'static &'static str),
    /// The type of an object the lab keeps no class of its own for (a list's iterator, a
    /// generator, a builtin function), as `type()` gives it: its place in `OTHER_TYPES`.
    OtherType(u8),
    // The prelude's helpers (see `builtins::PRELUDE`), never visible to the program.
    SortByKeys,
    SortInPlaceByKeys,
    NamedTupleClass,
    NamedTupleValues,
    CopyName,
    KeysHashed,
    HashedEntries,
    TupleHash,
    Raise,
    Write,
    FormatStr,
}

impl Builtin {
    /// A builtin's name as the program spells it.
    pub fn name(self) -> &'static str {
        use Builtin::*;
        match self {
            Print => "print",
            Len => "len",
            Range => "range",
            Abs => "abs",
            Min => "min",
            Max => "max",
            Sum => "sum",
            Any => "any",
            All => "all",
            Sorted => "sorted",
            Reversed => "reversed",
            Enumerate => "enumerate",
            Zip => "zip",
            List => "list",
            Tuple => "tuple",
            Str => "str",
            Int => "int",
            Float => "float",
            Bool => "bool",
            Dict => "dict",
            Set => "set",
            Isinstance => "isinstance",
            Issubclass => "issubclass",
            Type => "type",
            Repr => "repr",
            Round => "round",
            Divmod => "divmod",
            Format => "format",
            Chr => "chr",
            Ord => "ord",
            Iter => "iter",
            Next => "next",
            Map => "map",
            Filter => "filter",
            Object => "object",
            NoneType => "NoneType",
            Function => "function",
            ExcType(kind) => kind.name(),
            Module(m) => m.name(),
            ModFn(_, name) => name.0,
            Super => "super",
            Input => "input",
            GetAttr => "getattr",
            SetAttr => "setattr",
            HasAttr => "hasattr",
            DelAttr => "delattr",
            Ascii => "ascii",
            Exit => "exit",
            Ellipsis => "Ellipsis",
            NotImplemented => "NotImplemented",
            FrozenSet => "frozenset",
            Pow => "pow",
            Bin => "bin",
            Hex => "hex",
            Oct => "oct",
            Callable => "callable",
            Hash => "hash",
            Id => "id",
            StaticMethod => "staticmethod",
            ClassMethod => "classmethod",
            Property => "property",
            Refused(name) => name,
            OtherType(i) => OTHER_TYPES[i as usize],
            SortByKeys => "__sort_by_keys",
            SortInPlaceByKeys => "__sort_in_place_by_keys",
            NamedTupleClass => "__namedtuple_class",
            NamedTupleValues => "__namedtuple_values",
            CopyName => "__copy_name",
            KeysHashed => "__keys_hashed",
            HashedEntries => "__hashed_entries",
            TupleHash => "__tuple_hash_of",
            Raise => "__raise",
            Write => "__write",
            FormatStr => "__format_str",
        }
    }

    pub fn is_type(self) -> bool {
        use Builtin::*;
        matches!(
            self,
            OtherType(_)
                | List
                | Tuple
                | Str
                | Int
                | Float
                | Bool
                | Dict
                | Set
                | Range
                | Object
                | NoneType
                | Function
                | Type
                | Enumerate
                | Zip
                | Reversed
                | Map
                | Filter
                | ExcType(_)
                | StaticMethod
                | ClassMethod
                | Property
                | FrozenSet
        )
    }

    /// The builtin a global name means when the program has not assigned it.
    pub fn lookup(name: &str) -> Option<Builtin> {
        use Builtin::*;
        Some(match name {
            "print" => Print,
            "len" => Len,
            "range" => Range,
            "abs" => Abs,
            "min" => Min,
            "max" => Max,
            "sum" => Sum,
            "any" => Any,
            "all" => All,
            "sorted" => Sorted,
            "reversed" => Reversed,
            "enumerate" => Enumerate,
            "zip" => Zip,
            "list" => List,
            "tuple" => Tuple,
            "str" => Str,
            "int" => Int,
            "float" => Float,
            "bool" => Bool,
            "dict" => Dict,
            "set" => Set,
            "isinstance" => Isinstance,
            "type" => Type,
            "repr" => Repr,
            "round" => Round,
            "divmod" => Divmod,
            "format" => Format,
            "chr" => Chr,
            "ord" => Ord,
            "iter" => Iter,
            "next" => Next,
            "map" => Map,
            "filter" => Filter,
            "object" => Object,
            "Ellipsis" => Ellipsis,
            "NotImplemented" => NotImplemented,
            "frozenset" => FrozenSet,
            "pow" => Pow,
            "bin" => Bin,
            "hex" => Hex,
            "oct" => Oct,
            "callable" => Callable,
            "hash" => Hash,
            "staticmethod" => StaticMethod,
            "classmethod" => ClassMethod,
            "property" => Property,
            "input" => Input,
            "open" => Refused(&"open()"),
            "eval" => Refused(&"eval()"),
            "exec" => Refused(&"exec()"),
            "compile" => Refused(&"compile()"),
            "__import__" => Refused(&"import"),
            "globals" => Refused(&"globals()"),
            "locals" => Refused(&"locals()"),
            "vars" => Refused(&"vars()"),
            "getattr" => GetAttr,
            "setattr" => SetAttr,
            "hasattr" => HasAttr,
            "delattr" => DelAttr,
            "ascii" => Ascii,
            "exit" | "quit" => Exit,
            "id" => Id,
            "super" => Super,
            "issubclass" => Issubclass,
            "__sort_by_keys" => SortByKeys,
            "__sort_in_place_by_keys" => SortInPlaceByKeys,
            "__namedtuple_class" => NamedTupleClass,
            "__namedtuple_values" => NamedTupleValues,
            "__copy_name" => CopyName,
            "__keys_hashed" => KeysHashed,
            "__hashed_entries" => HashedEntries,
            "__tuple_hash_of" => TupleHash,
            "__raise" => Raise,
            "__write" => Write,
            "__format_str" => FormatStr,
            _ => return ErrorKind::named(name).map(ExcType),
        })
    }
}

/// A module member's name, kept behind one thin pointer into the module's table of names (or
/// a `'static` literal) so that a [`Builtin`], and with it every [`Value`], stays small: the
/// machine copies values on every load.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Member(pub &'static &'static str);

/// The members of `collections` that are classes, which an annotation may subscript
/// (`deque[int]`).
pub const COLLECTIONS_CLASSES: &[&str] = &["deque", "defaultdict", "Counter", "OrderedDict"];

/// The standard modules the lab carries, each implemented in the core (`python/modules/`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Module {
    Future,
    Typing,
    Math,
    Sys,
    Copy,
    String,
    Functools,
    Itertools,
    Heapq,
    Bisect,
    Collections,
    CollectionsAbc,
    Random,
    Time,
    Timeit,
    Dataclasses,
    Operator,
    Contextlib,
    Queue,
    Enum,
    Re,
    Pprint,
    Json,
    Datetime,
    Fractions,
}

impl Module {
    pub const ALL: [Module; 25] = [
        Module::Future,
        Module::Typing,
        Module::Math,
        Module::Sys,
        Module::Copy,
        Module::String,
        Module::Functools,
        Module::Itertools,
        Module::Heapq,
        Module::Bisect,
        Module::Collections,
        Module::CollectionsAbc,
        Module::Random,
        Module::Time,
        Module::Timeit,
        Module::Dataclasses,
        Module::Operator,
        Module::Contextlib,
        Module::Queue,
        Module::Enum,
        Module::Re,
        Module::Pprint,
        Module::Json,
        Module::Datetime,
        Module::Fractions,
    ];

    /// The module's name as `import` spells it.
    pub fn name(self) -> &'static str {
        match self {
            Module::Future => "__future__",
            Module::Typing => "typing",
            Module::Math => "math",
            Module::Sys => "sys",
            Module::Copy => "copy",
            Module::String => "string",
            Module::Functools => "functools",
            Module::Itertools => "itertools",
            Module::Heapq => "heapq",
            Module::Bisect => "bisect",
            Module::Collections => "collections",
            Module::CollectionsAbc => "collections.abc",
            Module::Random => "random",
            Module::Time => "time",
            Module::Timeit => "timeit",
            Module::Dataclasses => "dataclasses",
            Module::Operator => "operator",
            Module::Contextlib => "contextlib",
            Module::Queue => "queue",
            Module::Enum => "enum",
            Module::Re => "re",
            Module::Pprint => "pprint",
            Module::Json => "json",
            Module::Datetime => "datetime",
            Module::Fractions => "fractions",
        }
    }

    pub fn named(name: &str) -> Option<Module> {
        Module::ALL.iter().copied().find(|m| m.name() == name)
    }
}

/// A user function: its code, the values of its defaults, the cells it closes over.
#[derive(Clone, Debug)]
pub struct Function {
    pub name: Rc<str>,
    pub code: u32,
    pub defaults: Vec<Value>,
    pub cells: Vec<Value>,
    /// Attributes the program sets on it (`wrapper.calls = 0`).
    pub attrs: Vec<(Rc<str>, Value)>,
}

#[derive(Clone, Debug)]
pub struct Class {
    pub name: Rc<str>,
    pub base: Option<ObjId>,
    /// The built-in exception class it derives from, if it is an exception class.
    pub exc: Option<ErrorKind>,
    pub attrs: Vec<(Rc<str>, Value)>,
    /// The names its body annotates, in order (`x: int`): a dataclass's fields.
    pub fields: Vec<Rc<str>>,
    /// What `@dataclass` made of it, if it did.
    pub dataclass: Option<DataclassOptions>,
    /// For a class deriving from `enum.Enum`: its members, in the order defined (made when
    /// its body ends); None for any other class.
    pub members: Option<Vec<ObjId>>,
    /// Whether it derives from `typing.NamedTuple`: when its body ends, its annotated names
    /// become the fields of a named tuple class derived from it.
    pub named_tuple: bool,
    /// The standard module a class of the prelude's belongs to (`datetime.date`); None for
    /// the program's own classes, which are `__main__`'s.
    pub module: Option<Module>,
}

/// `@dataclass(eq=..., order=..., frozen=...)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataclassOptions {
    pub eq: bool,
    pub order: bool,
    pub frozen: bool,
}

#[derive(Clone, Debug)]
pub struct Instance {
    pub class: ObjId,
    pub attrs: Vec<(Rc<str>, Value)>,
}

/// The state of an iterator the program holds (a `for` loop's, or `iter()`'s).
#[derive(Clone, Debug)]
pub enum Iter {
    /// Over a list or tuple by index: a list that grows while it is walked is walked further.
    Seq {
        seq: ObjId,
        index: usize,
    },
    Str {
        text: Rc<str>,
        byte: usize,
    },
    Range {
        next: i64,
        stop: i64,
        step: i64,
    },
    /// Over a snapshot (a set's members, reversed, a deque's items, ...), named as CPython
    /// names the iterator's type (`set_iterator`, `list_reverseiterator`).
    Vals {
        items: Vec<Value>,
        index: usize,
        name: &'static str,
        /// The dict or set it was taken from and its size then: a loop over one that changes
        /// its size is a RuntimeError at the next item, as in CPython.
        watch: Option<(ObjId, usize)>,
    },
    /// Over a dict's keys, values or items as they are when each is reached (a value the
    /// loop's body changes is read changed), at `index` among its entries; the dict had
    /// `len` entries when the loop began, and one that changes size is CPython's RuntimeError.
    DictView {
        dict: ObjId,
        kind: ViewKind,
        index: usize,
        len: usize,
    },
    Enumerate {
        inner: ObjId,
        count: i64,
    },
    /// `itertools.permutations` of a pool held as a tuple: CPython's indices and cycles,
    /// so the order is CPython's (`python/modules/itertools.rs`).
    Permutations(Box<Permutations>),
    Zip {
        inners: Vec<ObjId>,
        /// `zip(..., strict=True)`: inputs of unequal lengths are a ValueError.
        strict: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenState {
    Created,
    Suspended,
    Running,
    Done,
}

/// The state of `itertools.permutations(pool, r)` between two permutations.
#[derive(Clone, Debug)]
pub struct Permutations {
    pub pool: ObjId,
    pub indices: Vec<usize>,
    pub cycles: Vec<usize>,
    pub r: usize,
    /// Whether the first permutation was given; `None` once the last one was.
    pub started: Option<bool>,
}

/// A generator expression's suspended frame: its code, where it stopped, its stack.
#[derive(Clone, Debug)]
pub struct Gen {
    pub code: u32,
    pub pc: u32,
    pub saved: Vec<Value>,
    pub state: GenState,
    /// What its next resumption brings instead of `None` at its `yield`: a value `send`
    /// gave, or an exception `throw` or `close` raises there.
    pub inject: Option<Inject>,
    /// The builtin whose iterator it is (`map`, `filter`: the prelude's generators), for its
    /// type; `None` for the program's generators.
    pub of: Option<Builtin>,
}

/// See [`Gen::inject`].
#[derive(Clone, Debug)]
pub enum Inject {
    Send(Value),
    Throw(ObjId),
}

/// A double-ended queue; with a `maxlen`, adding at one end drops from the other.
#[derive(Clone, Debug, Default)]
pub struct Deque {
    pub items: VecDeque<Value>,
    pub maxlen: Option<usize>,
}

/// The dicts of `collections`: what a dict is beside its entries.
#[derive(Clone, Debug)]
pub enum Flavor {
    /// `defaultdict(factory)`: a missing key is given `factory()`.
    Default(Value),
    /// `Counter`: a missing key counts 0.
    Counter,
    OrderedDict,
    /// A `frozenset`: a set that cannot change, and so can be a key.
    Frozen,
}

/// A function whose results are kept (`@lru_cache`): by the key its arguments make, in the
/// order they were last used, at most `maxsize` of them (`None`: no bound). Without a
/// function it is `lru_cache(maxsize=...)` waiting for the function it decorates.
#[derive(Clone, Debug)]
pub struct Cached {
    pub func: Value,
    pub maxsize: Option<usize>,
    pub results: Dict,
    pub hits: u64,
    pub misses: u64,
    /// The calls its hits saved so far: a result's size counts the calls the hits under it
    /// saved, so that it is the subtree the plain recursion would have walked.
    pub saved: u64,
}

/// An exception object: its class (a built-in one, or the program's own deriving from it),
/// its arguments, its attributes, and where it was first raised.
#[derive(Clone, Debug)]
pub struct ExcObj {
    /// The built-in class, or the one the program's class derives from.
    pub kind: ErrorKind,
    /// The program's own class, if it is one.
    pub class: Option<ObjId>,
    pub args: Vec<Value>,
    pub attrs: Vec<(Rc<str>, Value)>,
    /// `raise ... from cause` (`None` otherwise).
    pub cause: Value,
    /// The exception being handled when this one was raised (`__context__`), or `None`.
    pub context: Value,
    /// `raise ... from`: the context is not printed (`__suppress_context__`).
    pub suppress_context: bool,
    /// The calls it was first raised through, outermost first (empty until raised).
    pub trace: Vec<TraceEntry>,
    /// Where its `__traceback__` begins in `trace`: at the outermost call that caught it.
    pub trace_from: usize,
    /// For an error the lab itself raised: its message's template and values, so the page
    /// can say it in another language.
    pub origin: Option<(&'static str, Vec<String>)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

/// A value the lab hands a program before it runs, as plain data: the machine builds it in
/// its own heap ([`Machine::define`](super::Machine::define)).
#[derive(Clone, Debug, PartialEq)]
pub enum Global {
    Int(i64),
    Bool(bool),
    Str(String),
    List(Vec<Global>),
    Tuple(Vec<Global>),
    /// Entries in order, as a dict literal writes them.
    Dict(Vec<(Global, Global)>),
}

#[derive(Clone, Debug)]
pub enum Obj {
    Free,
    List(Vec<Value>),
    Tuple(Vec<Value>),
    Dict(Dict),
    Set(Dict),
    Range {
        start: i64,
        stop: i64,
        step: i64,
    },
    Function(Function),
    Cell(Value),
    Class(Class),
    Instance(Instance),
    BoundMethod {
        receiver: Value,
        func: Value,
    },
    /// A built-in type's method taken as a value (`f = a.append`).
    BoundBuiltin {
        receiver: Value,
        method: Rc<str>,
    },
    /// `super()` in a method of `class`: attributes looked up from the class after it.
    Super {
        class: ObjId,
        receiver: Value,
    },
    Iter(Iter),
    Gen(Gen),
    /// An exception: raised, caught, or only made.
    Exc(Box<ExcObj>),
    /// An integer that does not fit in 64 bits (`python/long.rs`): an object of its own, so
    /// that a [`Value`] stays cheap to copy and to drop on the 64-bit path.
    Long(num_bigint::BigInt),
    /// `collections.deque`: items at both ends, at most `maxlen` of them.
    Deque(Deque),
    /// `functools.lru_cache` and `cache`: a function with its results kept by arguments.
    Cached(Box<Cached>),
    /// `dataclasses.field(default=..., default_factory=...)` in a dataclass's body.
    Field {
        default: Value,
        factory: Value,
    },
    /// A class's `@staticmethod`, `@classmethod` and `@property` members.
    StaticMethod(Value),
    ClassMethod(Value),
    /// A `@property`: its getter, and the setter `@name.setter` gave it (or None).
    Property(Value, Value),
    /// `dict.keys()`, `.values()`, `.items()`: a snapshot that prints like Python's view, and
    /// the dict, which a loop over the view walks as it is (`Iter::DictView`).
    View {
        kind: ViewKind,
        items: Vec<Value>,
        dict: ObjId,
    },
}

impl Obj {
    /// How many elements it holds, for the memory limit.
    pub fn size(&self) -> usize {
        match self {
            Obj::List(v) | Obj::Tuple(v) => v.len(),
            Obj::Dict(d) | Obj::Set(d) => d.len() * 2,
            Obj::View { items, .. } => items.len(),
            Obj::Iter(Iter::Vals { items, .. }) => items.len(),
            Obj::Gen(g) => g.saved.len(),
            Obj::Class(c) => c.attrs.len(),
            Obj::Instance(i) => i.attrs.len(),
            Obj::Exc(e) => e.args.len() + e.attrs.len(),
            Obj::Cached(c) => c.results.len() * 2,
            Obj::Deque(d) => d.items.len(),
            Obj::Long(n) => (n.bits() / 64) as usize,
            _ => 1,
        }
        .max(1)
    }
}

/// A dictionary key: a value reduced to what equality and hashing see (`1`, `1.0` and
/// `True` are one key, as in Python).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    None,
    Int(i64),
    Long(Box<num_bigint::BigInt>),
    Float(u64),
    /// A frozenset: its members' keys in an order that does not depend on the set's own.
    Frozen(Box<[Key]>),
    Str(Rc<str>),
    Tuple(Box<[Key]>),
    /// A frozen dataclass (a named tuple too): its class and its fields' keys; it hashes as
    /// the tuple of its fields, as CPython's generated `__hash__` does.
    Record(ObjId, Box<[Key]>),
    /// Functions, classes, objects: hashed by identity.
    Id(ObjId),
    /// An object of a class with its own `__hash__`: what that returned, and the object the
    /// program's `__eq__` found it equal to among a container's keys (or itself), so that two
    /// keys the program says are equal are one key here (`Machine::canonical_key`).
    Custom(i64, ObjId),
    Builtin(Builtin),
}

/// `hash(key)` as CPython computes it for the value the key came from (`python/hash.rs`).
pub fn key_hash(key: &Key) -> i64 {
    match key {
        Key::None => 0x3f6c_5d7c_a8b1,
        Key::Int(n) => hash::int_hash(*n),
        Key::Long(n) => hash::long_hash(n),
        Key::Float(bits) => hash::float_hash(f64::from_bits(*bits)),
        Key::Str(s) => hash::str_hash(s),
        Key::Tuple(items) | Key::Record(_, items) => {
            let lanes: Vec<i64> = items.iter().map(key_hash).collect();
            hash::tuple_hash(&lanes)
        }
        Key::Frozen(items) => hash::frozen_hash(items.iter().map(key_hash)),
        Key::Id(id) => hash::id_hash(*id),
        Key::Custom(h, _) => hash::custom_hash(*h),
        Key::Builtin(b) => hash::str_hash(b.name()) ^ 0x1000,
    }
}

/// A small, fast, deterministic hasher (FxHash's mixing step).
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    fn write_i64(&mut self, i: i64) {
        self.write_u64(i as u64);
    }
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64);
    }
    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64);
    }
}

/// An insertion-ordered map from keys to values (a set is a map whose values are `None`).
/// Each entry keeps its key once: a map finds it through `index`, a table of places in
/// `entries` by the key's FxHash; a set through CPython's own table (`python/sets.rs`),
/// whose order it iterates in. A set keeps no values, so that its entries (48 bytes each)
/// copy as fast as they can when `ups | {row + c}` makes a new set at every placement.
#[derive(Clone, Debug, Default)]
pub struct Dict {
    /// (key, the key as the program gave it), in insertion order; `None` where an entry was
    /// removed, until `compact` drops such places.
    entries: Vec<Option<Entry>>,
    /// A map's values, each at its key's place among `entries` (empty for a set).
    values: Vec<Value>,
    /// Entries present.
    len: usize,
    /// A map's index (empty for a set): each entry's FxHash and place.
    index: HashTable<(u64, u32)>,
    /// A dict of `collections` (`None` for a plain dict or a set).
    pub flavor: Option<Box<Flavor>>,
    /// A set's index.
    table: Option<Box<SetTable>>,
}

/// A key, and the value it came from as the program gave it (`1`, `1.0` or `True`).
type Entry = (Key, Value);

/// What each member of a set maps to: a `None` shared by every set, which holds no `Rc`.
struct Shared(Value);
// SAFETY: `Value::None` owns nothing, and nothing can change a static's value.
unsafe impl Sync for Shared {}
static NO_VALUE: Shared = Shared(Value::None);

// A set's entry is what a set copies; it stays at 48 bytes.
const _: () = assert!(std::mem::size_of::<Option<Entry>>() <= 48);

/// Where each live entry lands when the removed ones' places are dropped, in order.
fn live_places(entries: &[Option<Entry>]) -> Vec<u32> {
    let mut next = 0;
    entries
        .iter()
        .map(|entry| {
            let place = next;
            next += entry.is_some() as u32;
            place
        })
        .collect()
}

/// Whether a set's slot may say it holds this key without a look at its entry.
fn small(key: &Key) -> bool {
    matches!(key, Key::Int(n) if small_int(*n))
}

fn fx_hash(key: &Key) -> u64 {
    let mut h = FxHasher::default();
    key.hash(&mut h);
    h.finish()
}

/// A dict's entries in insertion order, or a set's in its table's order.
pub struct DictIter<'a> {
    entries: &'a [Option<Entry>],
    values: &'a [Value],
    /// The next place in insertion order (a map's).
    next: usize,
    members: Option<Members<'a>>,
}

impl<'a> Iterator for DictIter<'a> {
    type Item = (&'a Key, &'a Value, &'a Value);
    fn next(&mut self) -> Option<Self::Item> {
        let i = match &mut self.members {
            Some(members) => members.next()?,
            None => {
                let skip = self
                    .entries
                    .get(self.next..)?
                    .iter()
                    .position(Option::is_some)?;
                self.next += skip + 1;
                self.next - 1
            }
        };
        let (key, k) = self.entries[i].as_ref()?;
        Some((key, k, self.values.get(i).unwrap_or(&NO_VALUE.0)))
    }
}

impl Dict {
    /// Makes this map a set's: its members placed in CPython's table in their order.
    pub fn into_set(mut self) -> Dict {
        if self.table.is_none() {
            let mut table = SetTable::default();
            self.entries.retain(Option::is_some);
            for (i, (key, _)) in self.entries.iter().flatten().enumerate() {
                table.add(i, key_hash(key), small(key));
            }
            self.table = Some(Box::new(table));
            self.index = HashTable::new();
            self.values = Vec::new();
        }
        self
    }

    /// Whether it keeps CPython's set table (it is a set's).
    pub fn is_set(&self) -> bool {
        self.table.is_some()
    }

    /// The place of `key`'s entry, and for a set its slot in the table; if it has none, for
    /// a map the key's FxHash.
    fn find(&self, key: &Key) -> Result<(usize, usize), u64> {
        let is_key = |i: usize| matches!(&self.entries[i], Some((k, _)) if k == key);
        match self.table.as_deref() {
            Some(table) => match table.find(key_hash(key), small(key), is_key) {
                Some((slot, i)) => Ok((i, slot)),
                None => Err(0),
            },
            None => {
                let h = fx_hash(key);
                match self
                    .index
                    .find(h, |&(hash, i)| hash == h && is_key(i as usize))
                {
                    Some(&(_, i)) => Ok((i as usize, 0)),
                    None => Err(h),
                }
            }
        }
    }

    /// The members of the set `other` added as CPython's `set_merge` adds them (a copy into
    /// an empty set keeps `other`'s layout); for maps without tables, each new key in order.
    pub fn merge_set(&mut self, other: &Dict) {
        if let (Some(table), Some(theirs)) = (self.table.as_deref_mut(), other.table.as_deref()) {
            if table.make_room_for(theirs) {
                // An empty set's entries are empty too (a set's have no gaps): `other`'s are
                // copied to the same places.
                table.copy_in(theirs);
                self.entries.clone_from(&other.entries);
                self.len = other.len;
                return;
            }
            // A member both hold stays as it is (its value is None).
            for (key, k, v) in other.keys_in_order() {
                self.insert(key.clone(), k.clone(), v.clone());
            }
            return;
        }
        for (key, k, v) in other.keys_in_order() {
            if !self.contains(key) {
                self.insert(key.clone(), k.clone(), v.clone());
            }
        }
    }

    /// The set of one member `key` merged in, as [`Dict::merge_set`] merges it (`s | {x}`).
    pub fn merge_one(&mut self, key: Key, k: Value) {
        if let Some(table) = self.table.as_deref_mut() {
            table.make_room(1);
        }
        self.insert(key, k, Value::None);
    }

    /// A copy of this set as CPython's `set(s)` and `s.copy()` make it (`set_merge` into an
    /// empty set), of its kind (a frozenset's is a frozenset).
    pub fn copy_set(&self) -> Dict {
        let mut out = Dict::default().into_set();
        out.merge_set(self);
        out.flavor = self.flavor.clone();
        out
    }

    /// Each of `keys` taken out, as CPython's `set_difference_update` does (its table then
    /// rebuilt if over a quarter of it is dummies).
    pub fn discard_all<'k>(&mut self, keys: impl Iterator<Item = &'k Key>) {
        for key in keys {
            self.remove(key);
        }
        if let Some(table) = self.table.as_deref_mut() {
            table.purge_dummies();
        }
    }

    /// Room made in a set's table for `more` keys about to be added from a dict.
    pub fn reserve_for_dict(&mut self, more: usize) {
        if let Some(table) = self.table.as_deref_mut() {
            table.reserve_for_dict(more);
        }
    }

    /// A map's first entry at or after place `index` among its entries, and its place: the key
    /// as the program gave it and the value.
    pub fn entry_from(&self, index: usize) -> Option<(usize, &Value, &Value)> {
        let i = index
            + self
                .entries
                .get(index..)?
                .iter()
                .position(Option::is_some)?;
        let (_, k) = self.entries[i].as_ref()?;
        Some((i, k, self.value_at(i)))
    }

    /// The value of the entry at place `i` (a set's members map to None).
    fn value_at(&self, i: usize) -> &Value {
        self.values.get(i).unwrap_or(&NO_VALUE.0)
    }

    /// Each entry with its key, in the order the dict or set iterates.
    pub fn keys_in_order(&self) -> DictIter<'_> {
        DictIter {
            entries: &self.entries,
            values: &self.values,
            next: 0,
            members: self.table.as_deref().map(SetTable::members),
        }
    }

    /// `set.pop()`: the member CPython's table gives first from its finger (a map's first).
    pub fn pop_member(&mut self) -> Option<(Value, Value)> {
        match self.table.as_deref_mut() {
            Some(table) => {
                let i = table.pop()?;
                self.take(i)
            }
            None => self.pop_first(),
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn get(&self, key: &Key) -> Option<&Value> {
        let (i, _) = self.find(key).ok()?;
        Some(self.value_at(i))
    }
    /// The value a key came from (as inserted) and the value it maps to.
    pub fn get_pair(&self, key: &Key) -> Option<(&Value, &Value)> {
        let (i, _) = self.find(key).ok()?;
        self.entries[i].as_ref().map(|(_, k)| (k, self.value_at(i)))
    }
    pub fn contains(&self, key: &Key) -> bool {
        self.find(key).is_ok()
    }
    /// Whether it holds the int `n` (a search's `c in used`), looked up without making a key.
    #[inline]
    pub fn contains_int(&self, n: i64) -> bool {
        let entries = &self.entries;
        match self.table.as_deref() {
            Some(table) => table
                .holds_small(int_hash(n), small_int(n))
                .unwrap_or_else(|| {
                    table
                        .find(
                            int_hash(n),
                            small_int(n),
                            |i| matches!(&entries[i], Some((Key::Int(m), _)) if *m == n),
                        )
                        .is_some()
                }),
            None => self.contains(&Key::Int(n)),
        }
    }
    /// Inserts or replaces the value (the first key object stays, as in Python); true when new.
    /// A set keeps no values: its members map to None whatever `v` is.
    pub fn insert(&mut self, key: Key, k: Value, v: Value) -> bool {
        if let Some(table) = self.table.as_deref_mut() {
            let entries = &self.entries;
            let found = table.add_if_new(
                entries.len(),
                key_hash(&key),
                small(&key),
                |i| matches!(&entries[i], Some((k, _)) if *k == key),
            );
            if found.is_some() {
                return false;
            }
            if self.entries.capacity() == 0 {
                // Room for sixteen members at once: a set of a search's columns or diagonals
                // (a comprehension over up to 16 queens) never grows its entries.
                self.entries.reserve(16);
            }
            self.entries.push(Some((key, k)));
            self.len += 1;
            return true;
        }
        let h = match self.find(&key) {
            Ok((i, _)) => {
                self.values[i] = v;
                return false;
            }
            Err(h) => h,
        };
        let i = self.entries.len();
        self.index
            .insert_unique(h, (h, i as u32), |&(hash, _)| hash);
        self.entries.push(Some((key, k)));
        self.values.push(v);
        self.len += 1;
        true
    }
    pub fn remove(&mut self, key: &Key) -> Option<(Value, Value)> {
        match self.table.as_deref_mut() {
            Some(table) => {
                let entries = &self.entries;
                let i = table.remove(
                    key_hash(key),
                    small(key),
                    |i| matches!(&entries[i], Some((k, _)) if k == key),
                )?;
                self.take(i)
            }
            None => {
                let entries = &self.entries;
                let h = fx_hash(key);
                let found = self.index.find_entry(h, |&(hash, i)| {
                    hash == h && matches!(&entries[i as usize], Some((k, _)) if k == key)
                });
                let ((_, i), _) = found.ok()?.remove();
                self.take(i as usize)
            }
        }
    }
    /// Takes out the entry at `i`, which the index no longer holds. A set's last entry moves
    /// into its place (a set's order is its table's, and its entries keep no gaps).
    fn take(&mut self, i: usize) -> Option<(Value, Value)> {
        if let Some(table) = self.table.as_deref_mut() {
            let last = self.entries.len() - 1;
            let (_, k) = self.entries.swap_remove(i)?;
            if i != last {
                if let Some((key, _)) = &self.entries[i] {
                    table.moved(key_hash(key), last, i);
                }
            }
            self.len -= 1;
            return Some((k, Value::None));
        }
        let value = match self.values.get_mut(i) {
            Some(v) => std::mem::replace(v, Value::Undef),
            None => Value::None,
        };
        let entry = self.entries[i].take().map(|(_, k)| (k, value));
        self.len -= 1;
        self.compact();
        entry
    }
    /// Drops the removed entries' places once they are half of them.
    fn compact(&mut self) {
        if self.entries.len() > 32 && self.len * 2 < self.entries.len() {
            let moved = live_places(&self.entries);
            if !self.values.is_empty() {
                let mut live = self.entries.iter().map(Option::is_some);
                self.values.retain(|_| live.next().unwrap_or(false));
            }
            self.entries.retain(Option::is_some);
            // A key's hash does not change with its place: each place is rewritten.
            self.index
                .iter_mut()
                .for_each(|(_, i)| *i = moved[*i as usize]);
        }
    }
    /// The entries (key, value): a dict's in insertion order, a set's in its table's.
    pub fn iter(&self) -> impl Iterator<Item = (&Value, &Value)> {
        self.keys_in_order().map(|(_, k, v)| (k, v))
    }
    pub fn clear(&mut self) {
        self.entries.clear();
        self.values.clear();
        self.index.clear();
        self.len = 0;
        if let Some(table) = self.table.as_deref_mut() {
            table.clear();
        }
    }
    /// Takes out the oldest entry (an LRU cache's eviction).
    pub fn pop_first(&mut self) -> Option<(Value, Value)> {
        let key = self
            .entries
            .iter()
            .flatten()
            .next()
            .map(|(key, _)| key.clone())?;
        self.remove(&key)
    }

    pub fn pop_last(&mut self) -> Option<(Value, Value)> {
        let key = self
            .entries
            .iter()
            .rev()
            .flatten()
            .next()
            .map(|(key, _)| key.clone())?;
        self.remove(&key)
    }
}
