//! Generated programs of the interpreter's Python, run by the interpreter and by CPython
//! (`tests/python/oracle_many.py`, one python3 process for all of them): the same output, the
//! same error kind, and, where the program does not fail, the same steps by the lessons' rule.
//!
//! The generator is seeded and deterministic. It writes one statement a line (the step rule
//! assumes it) and only programs that end quickly: every int a
//! variable holds is reduced `% 1000`, a product is only formed when the bounds of its factors
//! allow it, lists and strings are cut to a few items, every `while` counts its own counter up
//! first, and functions only call functions defined before them (one recursive function is
//! bounded by its argument). Errors it may provoke on purpose (an index out of range, a
//! division by zero, a missing key, `min` of an empty list) must be the same error in both.
//!
//! Beside ints, strings, lists and dicts, it writes `try`/`except`/`else`/`finally` around
//! statements that raise (or a `raise` of its own), a generator function and its uses,
//! starred unpacking, integers past 64 bits (kept out of `a`, `b` and `c`), and the modules
//! `math`, `itertools`, `functools`, `collections` and `heapq`.
//!
//! It stays away from the interpreter's documented differences: set iteration order (sets are
//! only printed sorted or measured), object addresses (functions and objects are never
//! printed), and changing a dict while iterating over it (loops walk `list(d)`).

use backtracking_lab::python::{compile, Limits, Machine, Status};
use std::fmt::Write;

/// SplitMix64: small, seeded, the same everywhere.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// An int expression and a bound on its absolute value.
struct Int(String, u64);

const INT_VARS: &[&str] = &["a", "b", "c"];
const STR_LITS: &[&str] = &["''", "'ab'", "'xyz'", "'q'", "'hello'", "'a b c'", "'Zed'"];
const KEYS: &[&str] = &["'k'", "'m'", "'n'", "'p'"];

struct Gen {
    rng: Rng,
    out: String,
    indent: usize,
    /// Loop nesting where the current statement is.
    loops: usize,
    /// Counters of the `while` loops made so far (each has its own).
    whiles: usize,
    /// Functions defined so far: name and number of parameters (ints in, an int out).
    funcs: Vec<(String, usize)>,
    /// Inside a function: its parameters and the locals assigned so far (ints).
    locals: Option<Vec<String>>,
    /// Statements left to write (keeps programs short).
    budget: usize,
}

impl Gen {
    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    // ---- expressions ----

    fn int_leaf(&mut self) -> Int {
        if let Some(locals) = &self.locals {
            if !locals.is_empty() && self.rng.chance(60) {
                let v = locals[self.rng.below(locals.len())].clone();
                return Int(v, 1000);
            }
        }
        match self.rng.below(7) {
            0 | 1 => Int(self.rng.pick(INT_VARS).to_string(), 1000),
            2 => {
                let k = self.rng.below(12);
                Int(k.to_string(), k as u64)
            }
            3 => Int("len(xs)".into(), 20),
            4 => Int(format!("len({})", self.str_expr(1)), 40),
            5 => Int("sum(xs)".into(), 20_000),
            _ => match self.rng.below(8) {
                0 => Int(format!("xs.count({})", self.rng.below(5)), 20),
                1 => Int(format!("{}.find('a')", self.str_expr(1)), 40),
                2 => Int(format!("ord({}[0:1] or 'a')", self.str_expr(1)), 200),
                3 => Int(format!("int({} in xs)", self.rng.below(5)), 1),
                4 => Int("len(s.split())".into(), 20),
                5 => Int("sum(1 for v in xs if v % 2)".into(), 20),
                6 => Int("max(xs, default=0)".into(), 1000),
                _ => Int(
                    format!("d.get({}, {})", self.rng.pick(KEYS), self.rng.below(5)),
                    1000,
                ),
            },
        }
    }

    fn int_expr(&mut self, depth: usize) -> Int {
        if depth == 0 || self.rng.chance(30) {
            return self.int_leaf();
        }
        let x = self.int_expr(depth - 1);
        match self.rng.below(14) {
            0 | 1 => {
                let y = self.int_expr(depth - 1);
                Int(format!("({} + {})", x.0, y.0), x.1 + y.1)
            }
            2 | 3 => {
                let y = self.int_expr(depth - 1);
                Int(format!("({} - {})", x.0, y.0), x.1 + y.1)
            }
            4 | 5 => {
                let y = self.int_expr(depth - 1);
                if x.1.saturating_mul(y.1) < 1_000_000_000_000 {
                    Int(format!("({} * {})", x.0, y.0), x.1 * y.1)
                } else {
                    Int(format!("({} + {})", x.0, y.0), x.1 + y.1)
                }
            }
            6 => {
                // A zero divisor now and then: a ZeroDivisionError in both.
                let y = if self.rng.chance(85) {
                    format!("({} % 7 + 1)", self.int_expr(depth - 1).0)
                } else {
                    self.int_leaf().0
                };
                let op = self.rng.pick(&["//", "%"]);
                Int(format!("({} {op} {y})", x.0), x.1)
            }
            7 => Int(format!("abs({})", x.0), x.1),
            8 => {
                let y = self.int_expr(depth - 1);
                let f = self.rng.pick(&["min", "max"]);
                Int(format!("{f}({}, {})", x.0, y.0), x.1.max(y.1))
            }
            9 => {
                // An index that may be out of range: an IndexError in both.
                let i = if self.rng.chance(80) {
                    format!("{} % max(1, len(xs))", x.0)
                } else {
                    x.0
                };
                Int(format!("xs[{i}]"), 1000)
            }
            10 => {
                let c = self.bool_expr(depth - 1);
                let y = self.int_expr(depth - 1);
                Int(format!("({} if {c} else {})", x.0, y.0), x.1.max(y.1))
            }
            11 => Int(format!("(-{})", x.0), x.1),
            12 => {
                let k = self.rng.below(4);
                Int(format!("({} % 10) ** {k}", x.0), 1000)
            }
            _ => {
                if self.funcs.is_empty() {
                    return Int(format!("int(str({}))", x.0), x.1);
                }
                let (name, arity) = self.funcs[self.rng.below(self.funcs.len())].clone();
                // The recursive one is bounded by its argument.
                let first = if name == "fact" {
                    format!("{} % 8", x.0)
                } else {
                    x.0
                };
                let mut args = vec![first];
                while args.len() < arity {
                    args.push(self.int_leaf().0);
                }
                Int(format!("{name}({})", args.join(", ")), 1000)
            }
        }
    }

    fn bool_expr(&mut self, depth: usize) -> String {
        match self.rng.below(13) {
            0..=2 => {
                let (x, y) = (self.int_expr(depth.min(1)), self.int_expr(depth.min(1)));
                let op = self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
                format!("{} {op} {}", x.0, y.0)
            }
            3 => format!("{} in xs", self.int_leaf().0),
            4 => format!("{} in d", self.rng.pick(KEYS)),
            5 if depth > 0 => {
                let (p, q) = (self.bool_expr(depth - 1), self.bool_expr(depth - 1));
                let op = self.rng.pick(&["and", "or"]);
                format!("({p} {op} {q})")
            }
            6 if depth > 0 => format!("not ({})", self.bool_expr(depth - 1)),
            7 => format!(
                "{} in {}",
                self.rng.pick(&["'a'", "'z'", "'b c'"]),
                self.str_expr(1)
            ),
            8 => format!("any(v > {} for v in xs)", self.rng.below(8)),
            9 => format!("all(v % 2 for v in {})", self.list_expr()),
            10 => format!("{}.startswith('a')", self.str_expr(1)),
            11 => "d.get('m') is None".into(),
            _ => "flag".into(),
        }
    }

    fn str_expr(&mut self, depth: usize) -> String {
        if depth == 0 || self.rng.chance(35) {
            return match self.rng.below(3) {
                0 => self.rng.pick(STR_LITS).to_string(),
                _ => self.rng.pick(&["s", "t"]).to_string(),
            };
        }
        let x = self.str_expr(depth - 1);
        match self.rng.below(15) {
            0 | 1 => format!("({x} + {})", self.str_expr(depth - 1)),
            2 => format!("({x} * {})", self.rng.below(3)),
            3 => format!("{x}[{}:{}]", self.rng.below(3), self.rng.below(5)),
            4 => format!("{x}[::-1]"),
            5 => format!(
                "{x}.{}()",
                self.rng.pick(&["upper", "lower", "strip", "title"])
            ),
            6 => format!("str({})", self.int_expr(1).0),
            // No f-string inside (Python 3.11 takes none), single quotes only inside.
            // Only names inside: the lab refuses comprehensions in an f-string (and 3.11
            // takes no f-string in one).
            7 => format!(
                "f\"{{{}}}-{{{}}}\"",
                self.rng.pick(INT_VARS),
                self.rng.pick(&["s", "t"])
            ),
            8 => format!("'-'.join(str(v) for v in xs[:{}])", self.rng.below(4)),
            9 => format!("{x}.replace('a', 'A')"),
            10 => format!("{x}[-2:]"),
            11 => format!("{x}[::2]"),
            12 => format!("{x}.zfill({})", self.rng.below(6)),
            13 => format!("' '.join(sorted({x}.split()))"),
            _ => format!("{x}[{} % max(1, len({x}))]", self.int_leaf().0),
        }
    }

    fn list_expr(&mut self) -> String {
        match self.rng.below(14) {
            0 => {
                let n = self.rng.below(4);
                let items: Vec<String> = (0..n)
                    .map(|_| format!("{} % 1000", self.int_expr(1).0))
                    .collect();
                format!("[{}]", items.join(", "))
            }
            1 => format!("[v % 1000 for v in xs if {}]", self.cond_on("v")),
            2 => format!("list(range({}))", self.rng.below(6)),
            3 => format!("sorted(xs, reverse={})", self.rng.pick(&["True", "False"])),
            4 => format!("(xs + [({}) % 1000])[:8]", self.int_expr(1).0),
            5 => format!("xs[{}:{}]", self.rng.below(3), self.rng.below(6)),
            6 => "[v * w % 1000 for v in xs[:3] for w in range(2)]".into(),
            7 => format!("sorted(set(xs + [{}]))", self.int_leaf().0),
            8 => format!("(xs * {})[:8]", self.rng.below(3)),
            9 => "sorted(xs, key=lambda v: -v)".into(),
            10 => "[p * q for p, q in zip(xs, range(1, 4))]".into(),
            11 => "[i * v for i, v in enumerate(xs) if i != 1]".into(),
            12 => "sorted(d.values())".into(),
            _ => "xs[::2]".into(),
        }
    }

    /// A condition on the loop variable `v`.
    fn cond_on(&mut self, v: &str) -> String {
        let op = self.rng.pick(&["<", ">", "==", "!="]);
        match self.rng.below(3) {
            0 => format!("{v} % {} == 0", self.rng.below(3) + 2),
            _ => format!("{v} {op} {}", self.rng.below(10)),
        }
    }

    fn print_stmt(&mut self) -> String {
        let mut args = Vec::new();
        for _ in 0..self.rng.below(3) + 1 {
            args.push(match self.rng.below(12) {
                0 | 1 => self.int_expr(2).0,
                2 => self.str_expr(2),
                3 => format!("repr({})", self.str_expr(1)),
                4 => "xs".into(),
                5 => self.list_expr(),
                6 => "d".into(),
                7 => "sorted(d.items())".into(),
                8 => self.bool_expr(1),
                9 => format!("{} / {}", self.int_expr(1).0, self.rng.below(4) + 1),
                10 => "(a, s, None)".into(),
                _ => format!("{{v: v % 3 for v in xs[:{}]}}", self.rng.below(4)),
            });
        }
        let end = match self.rng.below(6) {
            0 => ", sep='|'",
            1 => ", end=';\\n'",
            _ => "",
        };
        format!("print({}{end})", args.join(", "))
    }

    // ---- statements ----

    fn assign_int(&mut self) -> String {
        let e = self.int_expr(3).0;
        if let Some(locals) = &self.locals {
            if self.rng.chance(60) {
                let name = format!("r{}", self.rng.below(3));
                let line = format!("{name} = ({e}) % 1000");
                let locals = self.locals.as_mut().unwrap();
                if !locals.contains(&name) {
                    locals.push(name);
                }
                return line;
            }
            if locals.is_empty() {
                return format!("r0 = ({e}) % 1000");
            }
            let v = locals[self.rng.below(locals.len())].clone();
            return format!("{v} = ({e}) % 1000");
        }
        let v = self.rng.pick(INT_VARS);
        match self.rng.below(5) {
            0 => format!("{v} += {}", self.int_leaf().0.replace("sum(xs)", "1")),
            1 => format!("{v} = ({v} * {}) % 1000", self.rng.below(50)),
            _ => format!("{v} = ({e}) % 1000"),
        }
    }

    fn simple(&mut self) {
        self.budget = self.budget.saturating_sub(1);
        let in_function = self.locals.is_some();
        let text = match self.rng.below(if in_function { 4 } else { 22 }) {
            0 | 1 => self.assign_int(),
            2 => self.print_stmt(),
            3 if in_function => format!("print({})", self.int_expr(2).0),
            3 => format!("s = ({})[:10]", self.str_expr(2)),
            4 => format!("xs = {}", self.list_expr()),
            5 => format!(
                "if len(xs) < 8:\n{}    xs.append(({}) % 1000)",
                "    ".repeat(self.indent),
                self.int_expr(2).0
            ),
            6 => format!(
                "d[{}] = ({}) % 1000",
                self.rng.pick(KEYS),
                self.int_expr(2).0
            ),
            // Errors now and then (an empty list, a missing key), mostly guarded.
            7 => {
                let guard = self.rng.chance(85);
                let key = self.rng.pick(KEYS);
                let (cond, body) = match self.rng.below(5) {
                    0 => ("xs", "c = xs.pop()".to_string()),
                    1 => ("0", format!("del d[{key}]")),
                    2 => ("1", format!("c = d.pop({key}, 0)")),
                    3 => ("xs", "c = min(xs) + max(xs)".to_string()),
                    _ => ("xs", format!("c = xs.index({})", self.int_leaf().0)),
                };
                let cond = if body.starts_with("del") {
                    format!("{key} in d")
                } else {
                    cond.to_string()
                };
                if guard {
                    format!("if {cond}:\n{}    {body}", "    ".repeat(self.indent))
                } else {
                    body
                }
            }
            8 => "a, b = b, a".into(),
            9 => format!("flag = {}", self.bool_expr(2)),
            10 => format!("t = ({})[:10]", self.str_expr(2)),
            11 => match self.rng.below(8) {
                0 => "xs.sort()".into(),
                1 => "xs.reverse()".into(),
                2 => format!(
                    "xs.insert({}, {} % 1000)",
                    self.rng.below(4),
                    self.int_leaf().0
                ),
                3 => "xs = xs[::-1][:8]".into(),
                4 => format!("xs += [{} % 1000]", self.int_leaf().0),
                5 => format!("c -= {}", self.int_leaf().0),
                6 => format!(
                    "b *= {}\n{}b %= 1000",
                    self.rng.below(9),
                    "    ".repeat(self.indent)
                ),
                _ => format!(
                    "xs.extend(range({}))\n{}xs = xs[-8:]",
                    self.rng.below(3),
                    "    ".repeat(self.indent)
                ),
            },
            // Generators, unpacking, integers past 64 bits, the standard modules.
            13 => match self.rng.below(3) {
                0 => format!("print(sum(gen({})), list(gen(b % 4)))", self.rng.below(4)),
                1 => "print(next(gen(a % 3), -1), max(gen(3), default=0))".into(),
                _ => "print([v for v in gen(c % 5) if v % 2])".into(),
            },
            14 => {
                let pad = "    ".repeat(self.indent);
                match self.rng.below(3) {
                    0 => format!("first, *rest = xs or [0]\n{pad}print(first, rest)"),
                    1 => format!("print(*xs[:3], sep='{}')", self.rng.pick(&[",", "-", ""])),
                    _ => format!(
                        "head, *middle, tail = [a, b, c]\n{pad}print(middle, [*xs[:2], head], {{**d, 'z': tail}})"
                    ),
                }
            }
            15 => format!(
                "big = {} ** {} * (b + 1) ** {}\n{}print(big % 1000003, len(str(big)), big > 2 ** 63)",
                self.int_leaf().0,
                self.rng.below(40) + 1,
                self.rng.below(30),
                "    ".repeat(self.indent)
            ),
            16 => match self.rng.below(4) {
                0 => "print(math.gcd(a, b), math.isqrt(b * b + 1), math.factorial(a % 25))".into(),
                1 => "print(len(list(permutations(xs[:3]))), list(combinations(s, 2))[:3])".into(),
                2 => "print(reduce(lambda u, v: u * v % 1000, xs, 1), Counter(s).most_common(1))".into(),
                _ => "print(heappush(xs, a % 1000), sorted(xs)[:3])".into(),
            },
            // A set in CPython's order, a class's dunder methods, a named tuple, hash().
            17 => match self.rng.below(9) {
                0 => format!("ss.add(({}) % 50)", self.int_expr(2).0),
                1 => format!("ss.discard({} % 50)", self.int_leaf().0),
                2 => format!(
                    "print(ss, ss | {{{} % 9, b % 11}}, ss & set(xs), sorted(ss - {{a % 7}}))",
                    self.int_leaf().0
                ),
                3 => "ss ^= set(xs[:3])".into(),
                4 => "print(ss.pop() if ss else None, len(ss))".into(),
                // The in-place and several-argument methods, and methods taken from a type.
                5 => match self.rng.below(4) {
                    0 => format!(
                        "ss.symmetric_difference_update(xs[:{}])",
                        self.rng.below(4) + 1
                    ),
                    1 => format!(
                        "ss.difference_update({{{} % 50}}, xs[:2])",
                        self.int_leaf().0
                    ),
                    2 => "print(ss.isdisjoint(xs), ss.union(xs[:2], {a % 9}), ss.intersection(range(20), xs))".into(),
                    _ => "ss.intersection_update(range(a % 40))".into(),
                },
                6 => "print(sorted(d.items(), key=str), dict.fromkeys(s[:4], a % 9), list(map(str.upper, s[:3])))".into(),
                // The walrus: in a comprehension's condition (the name then the module's) and
                // in a loop's.
                7 => format!(
                    "print([w for x in xs if (w := x % {}) > 1], w)",
                    self.rng.below(7) + 2
                ),
                _ => format!(
                    "dq = dict(d)\n{0}while dq and (kv := dq.popitem())[1] % 3:\n{0}    print(kv)",
                    "    ".repeat(self.indent)
                ),
            },
            18 => match self.rng.below(5) {
                // The class's own __hash__ and __eq__ at work in sets and dicts.
                3 => format!(
                    "vs = {{V2(a % 2, 1), V2(b % 2, 1), V2(1, 1)}}\n{0}print(vs, len(vs), V2(1, a % 2) in vs)\n{0}print((V2(a % 2, 1), 1) in {{(V2(1, 1), 1)}}, [V2(1, 1)] == [V2(b % 2, 1)])",
                    "    ".repeat(self.indent)
                ),
                4 => format!(
                    "dv = {{V2(x % 3, 0): x for x in xs}}\n{0}dv[V2(a % 3, 0)] = a\n{0}print(dv, dv.get(V2(1, 0)), dv.pop(V2(2, 0), None))",
                    "    ".repeat(self.indent)
                ),
                0 => format!(
                    "v = V2(a % 9, b % 9) + V2({} % 5, 1)\n{}print(v, len(v), list(v), v[0], 3 in v, -v)",
                    self.int_leaf().0,
                    "    ".repeat(self.indent)
                ),
                1 => "print(V2(a % 3, 1) == V2(b % 3, 1), hash(V2(a, b)) == hash((a, b)), sorted([V2(b % 3, a % 4), V2(1, 1)]))".into(),
                _ => "print(V2(a % 2, 1) in [V2(1, 1)], bool(V2(0, 0)), 2 * V2(a % 5, 1))".into(),
            },
            19 => match self.rng.below(2) {
                0 => format!(
                    "p = P(a % 10, {} % 10)\n{}print(p, p[0] + p.y, p._replace(x=c % 10), sorted([p, P(1, 2)]))",
                    self.int_leaf().0,
                    "    ".repeat(self.indent)
                ),
                _ => "print({P(1, 2), P(1, 2), P(a % 3, b % 3)}, tuple(P(a, b)), P(a, b) < P(b, a))".into(),
            },
            20 => "print(hash(a), hash((a, b, -1)), hash(-1), hash(2 ** 70 + a), hash(a / 4))".into(),
            _ => format!(
                "xs[{} % max(1, len(xs))] = {} % 1000",
                self.int_leaf().0,
                self.int_leaf().0
            ),
        };

        // Statements that share a line: two of them, or a header and its body (steps as
        // CPython reports the line, once).
        let text = if text.contains('\n') || in_function {
            text
        } else {
            match self.rng.below(10) {
                0 => format!("{text}; {}", self.assign_int()),
                1 => format!("if {}: {text}", self.bool_expr(1)),
                _ => text,
            }
        };
        // An `if` written inline above already holds its own indentation.
        if text.contains('\n') {
            let mut lines = text.lines();
            self.line(lines.next().unwrap());
            for l in lines {
                self.out.push_str(l);
                self.out.push('\n');
            }
        } else {
            self.line(&text);
        }
    }

    fn block(&mut self, n: usize) {
        self.indent += 1;
        let start = self.out.len();
        for _ in 0..n.max(1) {
            self.statement();
        }
        if self.out.len() == start {
            self.line("pass");
        }
        self.indent -= 1;
    }

    fn statement(&mut self) {
        if self.budget == 0 || self.indent > 3 {
            self.simple();
            return;
        }
        match self.rng.below(12) {
            0 => {
                let c = self.bool_expr(2);
                self.line(&format!("if {c}:"));
                self.block(2);
                if self.rng.chance(40) {
                    let c = self.bool_expr(1);
                    self.line(&format!("elif {c}:"));
                    self.block(1);
                }
                if self.rng.chance(50) {
                    self.line("else:");
                    self.block(1);
                }
            }
            1 if self.loops < 2 => {
                let w = format!("w{}", self.whiles);
                self.whiles += 1;
                self.line(&format!("{w} = 0"));
                let k = self.rng.below(5) + 1;
                self.line(&format!("while {w} < {k}:"));
                self.indent += 1;
                // The counter first, so `continue` cannot skip it.
                self.line(&format!("{w} += 1"));
                self.indent -= 1;
                self.loops += 1;
                self.block(2);
                self.loops -= 1;
            }
            2 | 3 if self.loops < 2 => {
                let v = format!("i{}", self.indent);
                let iter = match self.rng.below(7) {
                    0 | 1 => format!("range({})", self.rng.below(5)),
                    2 => "list(xs)".into(),
                    3 => self.str_expr(1),
                    4 => "list(d)".into(),
                    5 => format!("range({}, {}, -1)", self.rng.below(5), self.rng.below(3)),
                    _ => "sorted(xs)[:4]".into(),
                };
                if self.rng.chance(15) {
                    // Two names at once.
                    let iter = self
                        .rng
                        .pick(&["sorted(d.items())", "zip(xs, s)", "enumerate(t)"]);
                    self.line(&format!("for {v}, {v}b in {iter}:"));
                    self.loops += 1;
                    self.indent += 1;
                    self.line(&format!("print({v}, {v}b)"));
                    self.indent -= 1;
                    self.block(1);
                    self.loops -= 1;
                    return;
                }
                self.line(&format!("for {v} in {iter}:"));
                self.loops += 1;
                self.indent += 1;
                if self.rng.chance(50) {
                    let text = format!("print({v})");
                    self.line(&text);
                }
                self.indent -= 1;
                self.block(2);
                self.loops -= 1;
                if self.rng.chance(20) {
                    self.line("else:");
                    self.block(1);
                }
            }
            4 if self.loops > 0 => {
                let c = self.bool_expr(1);
                self.line(&format!("if {c}:"));
                self.indent += 1;
                let jump = self.rng.pick(&["break", "continue"]);
                self.line(jump);
                self.indent -= 1;
            }
            // Exceptions: raised by the lab (an empty list, a missing key, a zero divisor) or
            // by the program, caught by class or a tuple of them, with else and finally.
            6 | 7 if self.indent < 3 => {
                self.line("try:");
                self.indent += 1;
                let risky = match self.rng.below(5) {
                    0 => "c = xs.pop() % 1000".to_string(),
                    1 => format!("c = d[{}] % 1000", self.rng.pick(KEYS)),
                    2 => "c = 1000 // (a % 3) % 1000".to_string(),
                    3 => "raise ValueError(a, 'bad')".to_string(),
                    _ => "c = int(t) % 1000".to_string(),
                };
                self.line(&risky);
                if self.rng.chance(50) {
                    self.statement();
                }
                self.indent -= 1;
                let clause = self.rng.pick(&[
                    "except (IndexError, KeyError) as e:",
                    "except ZeroDivisionError:",
                    "except ValueError as e:",
                    "except LookupError as e:",
                    "except Exception as e:",
                ]);
                self.line(clause);
                self.indent += 1;
                if clause.contains(" as e") {
                    self.line("print(type(e).__name__, e.args)");
                } else {
                    self.line("c = 1");
                }
                self.indent -= 1;
                // What the first clause does not catch, the second does: the program goes on.
                if !clause.starts_with("except Exception") {
                    self.line("except Exception:");
                    self.indent += 1;
                    self.line("print('other')");
                    self.indent -= 1;
                }
                if self.rng.chance(30) {
                    self.line("else:");
                    self.block(1);
                }
                if self.rng.chance(40) {
                    self.line("finally:");
                    self.indent += 1;
                    self.line("print('finally', c)");
                    self.indent -= 1;
                }
            }
            // `with`: the program's manager, which may swallow a LookupError, or contextlib's
            // suppress; the body may raise.
            8 if self.indent < 3 && self.locals.is_none() => {
                let header = match self.rng.below(3) {
                    0 => "with suppress(ZeroDivisionError, KeyError):".to_string(),
                    k => format!(
                        "with Guard('g{}', {}) as g:",
                        self.indent,
                        if k == 1 { "True" } else { "False" }
                    ),
                };
                self.line(&header);
                self.indent += 1;
                if self.rng.chance(50) {
                    let risky = self.rng.pick(&[
                        "c = d['q'] % 1000",
                        "c = 1000 // (a % 2) % 1000",
                        "c = xs[a % 5]",
                    ]);
                    self.line(risky);
                }
                self.indent -= 1;
                self.block(1);
            }
            5 if self.locals.is_none() => {
                self.line("for i_e, v_e in enumerate(xs[:3]):");
                self.indent += 1;
                self.line("print(i_e, v_e, sep=':')");
                self.indent -= 1;
            }
            _ => self.simple(),
        }
    }

    /// A function of ints to an int, at the module's level: a body, maybe a closure, a
    /// return.
    fn function(&mut self) {
        let name = format!("f{}", self.funcs.len());
        let arity = self.rng.below(2) + 1;
        let params: Vec<String> = (0..arity).map(|i| format!("p{i}")).collect();
        let default = if arity == 2 && self.rng.chance(40) {
            " = 3"
        } else {
            ""
        };
        self.line(&format!("def {name}({}{default}):", params.join(", ")));
        self.indent += 1;
        self.locals = Some(params.clone());
        // `global` first: Python refuses a name used before its global declaration.
        let global = self.rng.chance(25);
        if global {
            self.line("global c");
        }
        let saved = self.budget;
        self.budget = 3;
        for _ in 0..self.rng.below(3) + 1 {
            self.statement();
        }
        self.budget = saved;
        if global {
            let e = self.int_expr(1).0;
            self.line(&format!("c = ({e}) % 1000"));
        }
        if self.rng.chance(20) {
            // A closure that changes its enclosing function's variable.
            self.line("count = 0");
            self.line("def bump(k):");
            self.indent += 1;
            self.line("nonlocal count");
            self.line("count += k");
            self.line("return count");
            self.indent -= 1;
            let k = self.rng.below(4);
            self.line(&format!("bump({k})"));
            let k = self.rng.below(4);
            self.line(&format!("return (bump({k}) + p0) % 1000"));
        } else if self.rng.chance(40) {
            // A closure over the first parameter.
            self.line("def inner(z):");
            self.indent += 1;
            self.line(&format!("return (z * {} + 1) % 1000", params[0]));
            self.indent -= 1;
            let e = self.int_expr(1).0;
            self.line(&format!("return inner({e} % 1000)"));
        } else {
            let e = self.int_expr(2).0;
            self.line(&format!("return ({e}) % 1000"));
        }
        self.indent -= 1;
        self.locals = None;
        self.funcs.push((name, arity));
    }
}

/// A whole program from `seed`.
fn program(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng(seed),
        out: String::new(),
        indent: 0,
        loops: 0,
        whiles: 0,
        funcs: Vec::new(),
        locals: None,
        budget: 14,
    };
    for line in [
        "a = 3",
        "b = 7",
        "c = 0",
        "s = 'ab'",
        "t = 'xyz'",
        "xs = [4, 1, 3]",
        "d = {'k': 1}",
        "flag = True",
    ] {
        g.line(line);
    }
    for line in [
        "import math",
        "from itertools import permutations, combinations",
        "from functools import reduce",
        "from collections import Counter",
        "from heapq import heappush",
        "from collections import namedtuple",
        "def gen(k):",
        "    for i in range(k):",
        "        yield (i * a + b) % 1000",
        "class V2:",
        "    def __init__(self, x, y):",
        "        self.x = x",
        "        self.y = y",
        "    def __add__(self, o):",
        "        return V2(self.x + o.x, self.y + o.y)",
        "    def __rmul__(self, k):",
        "        return V2(k * self.x, k * self.y)",
        "    def __neg__(self):",
        "        return V2(-self.x, -self.y)",
        "    def __eq__(self, o):",
        "        return (self.x, self.y) == (o.x, o.y)",
        "    def __lt__(self, o):",
        "        return (self.x, self.y) < (o.x, o.y)",
        "    def __hash__(self):",
        "        return hash((self.x, self.y))",
        "    def __len__(self):",
        "        return 2",
        "    def __bool__(self):",
        "        return self.x != 0 or self.y != 0",
        "    def __iter__(self):",
        "        yield self.x",
        "        yield self.y",
        "    def __getitem__(self, i):",
        "        return (self.x, self.y)[i]",
        "    def __contains__(self, v):",
        "        return v == self.x or v == self.y",
        "    def __repr__(self):",
        "        return f'V2({self.x}, {self.y})'",
        "P = namedtuple('P', 'x y')",
        "from contextlib import suppress",
        "class Guard:",
        "    def __init__(self, name, swallow):",
        "        self.name = name",
        "        self.swallow = swallow",
        "    def __enter__(self):",
        "        print('enter', self.name)",
        "        return self.name",
        "    def __exit__(self, kind, value, tb):",
        "        print('exit', self.name, kind is not None)",
        "        return self.swallow and kind is not None and issubclass(kind, LookupError)",
        "ss = {3, 1, 2, 40}",
    ] {
        g.line(line);
    }
    if g.rng.chance(30) {
        g.line("def fact(k):");
        g.line("    if k <= 1:");
        g.line("        return 1");
        g.line("    return k * fact(k - 1) % 1000");
        g.funcs.push(("fact".into(), 1));
    }
    if g.rng.chance(30) {
        g.line("sq = lambda v: v * v % 1000");
        g.funcs.push(("sq".into(), 1));
    }
    while g.budget > 0 {
        if g.rng.chance(15) && g.funcs.len() < 4 {
            g.function();
        } else {
            g.statement();
        }
    }
    let _ = writeln!(g.out, "print(a, b, c, s, t, xs, d, flag)");
    g.out
}

const LIMIT: u64 = 200_000;

fn status_name(s: Status) -> &'static str {
    match s {
        Status::Finished => "finished",
        Status::Limit => "limit",
        Status::Error => "error",
        Status::Running => "running",
    }
}

#[test]
fn generated_programs_agree_with_cpython() {
    let count: u64 = std::env::var("GENERATED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    let first: u64 = std::env::var("GENERATED_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let programs: Vec<String> = (first..first + count).map(program).collect();
    let input: Vec<serde_json::Value> = programs
        .iter()
        .map(|p| serde_json::json!({"source": p, "limit": LIMIT}))
        .collect();
    let dir = format!("{}/tests/python", env!("CARGO_MANIFEST_DIR"));
    let child = std::process::Command::new("python3")
        .arg(format!("{dir}/oracle_many.py"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn();
    let Ok(mut child) = child else {
        eprintln!("python3 is not installed: skipping the generated differential test");
        return;
    };
    {
        use std::io::Write as _;
        let mut stdin = child.stdin.take().unwrap();
        stdin
            .write_all(serde_json::to_string(&input).unwrap().as_bytes())
            .unwrap();
    }
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "oracle_many failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(expected.len(), programs.len());

    let mut failures = Vec::new();
    let (mut finished, mut errors) = (0, 0);
    let mut kinds = std::collections::BTreeMap::new();
    let mut steps = 0;
    for (i, (source, want)) in programs.iter().zip(&expected).enumerate() {
        let seed = first + i as u64;
        let p = match compile(source) {
            Ok(p) => p,
            Err(e) => {
                if want["error"].as_str() != Some(e.kind.name()) {
                    failures.push(format!("seed {seed}: does not compile: {e}\n{source}"));
                }
                continue;
            }
        };
        let mut m = Machine::with_limits(p, &[], Limits::with_steps(LIMIT));
        m.run_to_end();
        let status = status_name(m.status());
        let error = m.error().map(|e| e.kind.name().to_string());
        let mut problems = Vec::new();
        if want["output"].as_str() != Some(m.output()) {
            problems.push(format!(
                "output:\n--- cpython\n{}--- ours\n{}",
                want["output"].as_str().unwrap_or(""),
                m.output()
            ));
        }
        if want["status"].as_str() != Some(status) || want["error"].as_str() != error.as_deref() {
            problems.push(format!(
                "status: cpython {} {}, ours {status} {:?}",
                want["status"],
                want["error"],
                m.error().map(|e| e.to_string())
            ));
        }
        if status != "error" && want["steps"].as_u64() != Some(m.steps()) {
            problems.push(format!(
                "steps: cpython {}, ours {}",
                want["steps"],
                m.steps()
            ));
        }
        match status {
            "finished" => finished += 1,
            "error" => errors += 1,
            _ => {}
        }
        steps += m.steps();
        if let Some(k) = &error {
            *kinds.entry(k.clone()).or_insert(0) += 1;
        }
        if !problems.is_empty() {
            failures.push(format!("seed {seed}: {}\n{source}", problems.join("\n")));
        }
    }
    eprintln!(
        "{count} generated programs, {steps} steps: {finished} finished, {errors} failed as \
         CPython did ({kinds:?})"
    );
    // The generator must mostly make programs that run to their end, or it tests little.
    assert!(
        finished * 2 > count as usize,
        "only {finished} of {count} programs finished"
    );
    let seeds: Vec<String> = failures
        .iter()
        .map(|f| f.lines().next().unwrap_or("").to_string())
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {count} differ:\n{}\n\n{}",
        failures.len(),
        seeds.join("\n"),
        failures[..failures.len().min(3)].join("\n\n")
    );
}

/// A developer's aid: prints one generated program (`GENERATED_SEED=7 cargo test --test
/// python_generated show -- --ignored --nocapture`).
#[test]
#[ignore]
fn show_a_generated_program() {
    let seed = std::env::var("GENERATED_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    print!("{}", program(seed));
}
