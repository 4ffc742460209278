//! What one program may hold and do: the bounds the lab's Python keeps so that a program that
//! runs away (a loop that never ends, a list that doubles forever, a number of a million
//! digits) ends in an error the learner can read, and the page goes on answering. CPython has
//! most of these too; where it has none (the size of an int, of the heap), the lab's bound is
//! far above anything a search in the lessons needs.

/// The most steps a run may be given.
pub const MAX_STEPS: u64 = 1_000_000_000;

/// The deepest nesting of calls `sys.setrecursionlimit` may allow: the machine's frames are
/// its own data, not the Rust stack, so this is a bound on memory, not on safety.
pub const MAX_DEPTH: u32 = 100_000;

/// The most passes of loops that count no step (the prelude's own, a comprehension's whose
/// items CPython reports no line for) between two steps: `-1 in itertools.count()` would run
/// for ever in CPython; here it stops, and the page goes on answering.
pub const MAX_QUIET_PASSES: u64 = 20_000_000;

/// The default memory limit in elements: 4 million (64 MB of values).
pub const DEFAULT_HEAP_ELEMENTS: u64 = 4_000_000;

/// The longest string a program may build, in bytes.
pub const MAX_STR_BYTES: usize = 16_000_000;

/// CPython's limit on the digits `str(n)` and `int(text)` convert (sys.get_int_max_str_digits).
pub const MAX_STR_DIGITS: usize = 4300;

/// The most bits an integer may have: past it a MemoryError (about 1.2 MB of digits; CPython
/// would go on until the machine's memory is spent).
pub const MAX_BITS: u64 = 1 << 23;

/// How deep a repr, a comparison or a hash may nest before it is a RecursionError (the Rust
/// stack stays small, in WebAssembly too).
pub const NESTING_LIMIT: usize = 200;
