//! `itertools`: lazy, in CPython's order, each a generator written in Python in this module's
//! prelude (library code: no steps of its own; the program's functions it calls count as
//! they always do). `permutations` walks the positions depth first, trying pool indices in
//! increasing order, which is CPython's lexicographic order of index tuples; `combinations`
//! and `product` advance an odometer of indices.

use crate::python::args::{arg_count, int_arg, kwarg, split_kw, Outcome};
use crate::python::error::{value_error, Res};
use crate::python::heap::Heap;
use crate::python::iteration;
use crate::python::value::{Builtin, Iter, Member, Module, Obj, Permutations, Value};
use std::rc::Rc;

pub const NAMES: &[&str] = &[
    "permutations",
    "combinations",
    "combinations_with_replacement",
    "product",
    "chain",
    "accumulate",
    "count",
    "islice",
    "repeat",
    "cycle",
    "zip_longest",
    "groupby",
    "pairwise",
    "tee",
    "starmap",
    "takewhile",
    "dropwhile",
    "compress",
    "filterfalse",
];

pub const PRELUDE: &str = r#"
def __it_permutations(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r is None:
        r = n
    if r > n:
        return
    chosen = [0] * r
    used = [False] * n
    tried = [0] * (r + 1)
    depth = 0
    while True:
        if depth == r:
            yield tuple([pool[i] for i in chosen])
            depth -= 1
            if depth < 0:
                return
            used[chosen[depth]] = False
            continue
        i = tried[depth]
        while i < n and used[i]:
            i += 1
        if i == n:
            tried[depth] = 0
            depth -= 1
            if depth < 0:
                return
            used[chosen[depth]] = False
            continue
        chosen[depth] = i
        used[i] = True
        tried[depth] = i + 1
        depth += 1

def __it_combinations(iterable, r, again):
    pool = tuple(iterable)
    n = len(pool)
    if (n == 0 and r > 0) or (r > n and not again):
        return
    if again:
        index = [0] * r
    else:
        index = list(range(r))
    while True:
        yield tuple([pool[i] for i in index])
        k = r - 1
        if again:
            while k >= 0 and index[k] == n - 1:
                k -= 1
        else:
            while k >= 0 and index[k] == k + n - r:
                k -= 1
        if k < 0:
            return
        index[k] += 1
        for j in range(k + 1, r):
            if again:
                index[j] = index[k]
            else:
                index[j] = index[j - 1] + 1

def __it_product(iterables, repeat):
    pools = [tuple(p) for p in iterables] * repeat
    for p in pools:
        if len(p) == 0:
            return
    index = [0] * len(pools)
    while True:
        yield tuple([pools[k][index[k]] for k in range(len(pools))])
        k = len(pools) - 1
        while k >= 0:
            index[k] += 1
            if index[k] < len(pools[k]):
                break
            index[k] = 0
            k -= 1
        if k < 0:
            return

def __it_chain(iterables):
    for it in iterables:
        yield from it

def __it_accumulate(iterable, func, initial, hasinitial):
    total = initial
    started = hasinitial
    if started:
        yield total
    for x in iterable:
        if not started:
            total = x
            started = True
        elif func is None:
            total = total + x
        else:
            total = func(total, x)
        yield total

def __it_count(start, step):
    n = start
    while True:
        yield n
        n += step

def __it_islice(iterable, start, stop, step):
    i = 0
    want = start
    if stop is not None and start >= stop:
        return
    for x in iterable:
        if i == want:
            yield x
            want += step
            if stop is not None and want >= stop:
                return
        i += 1

def __it_repeat(value, times):
    if times is None:
        while True:
            yield value
    for _ in range(times):
        yield value

def __it_cycle(iterable):
    saved = []
    for x in iterable:
        yield x
        saved.append(x)
    if not saved:
        return
    while True:
        yield from saved

def __it_zip_longest(iterables, fillvalue):
    its = [iter(it) for it in iterables]
    if not its:
        return
    missing = []
    while True:
        row = []
        alive = 0
        for it in its:
            x = next(it, missing)
            if x is missing:
                row.append(fillvalue)
            else:
                alive += 1
                row.append(x)
        if alive == 0:
            return
        yield tuple(row)

def __it_groupby(iterable, key):
    group = []
    current = None
    first = True
    for x in iterable:
        k = x if key is None else key(x)
        if first:
            current = k
            first = False
        elif k != current:
            yield (current, iter(group))
            group = []
            current = k
        group.append(x)
    if not first:
        yield (current, iter(group))

def __it_tee(iterable, n):
    it = iter(iterable)
    kept = [[] for _ in range(n)]
    def one(mine):
        while True:
            if not mine:
                for x in it:
                    for other in kept:
                        other.append(x)
                    break
                else:
                    return
            yield mine.pop(0)
    return tuple([one(mine) for mine in kept])

def __it_pairwise(iterable):
    first = True
    previous = None
    for x in iterable:
        if not first:
            yield (previous, x)
        previous = x
        first = False

def __it_starmap(func, iterable):
    for args in iterable:
        yield func(*args)

def __it_takewhile(predicate, iterable):
    for x in iterable:
        if not predicate(x):
            return
        yield x

def __it_dropwhile(predicate, iterable):
    dropping = True
    for x in iterable:
        if dropping and predicate(x):
            continue
        dropping = False
        yield x

def __it_compress(data, selectors):
    for x, keep in zip(data, selectors):
        if keep:
            yield x

def __it_filterfalse(predicate, iterable):
    for x in iterable:
        if predicate is None:
            if not x:
                yield x
        elif not predicate(x):
            yield x
"#;

fn non_negative(heap: &Heap, v: &Value, what: &str) -> Res<i64> {
    let n = int_arg(heap, v)?;
    if n < 0 {
        return Err(value_error(
            "negative",
            vec![what.into()],
            format!("{what} must be non-negative"),
        ));
    }
    Ok(n)
}

/// `permutations(pool, r)` of a pool the core can read at once (a list, a tuple, a string, a
/// range, a dict or a set): an iterator in Rust with CPython's own algorithm (indices and
/// cycles), so the order is CPython's. `None` for any other pool.
fn permutations(heap: &mut Heap, pool: &Value, r: &Value) -> Res<Option<Value>> {
    let readable = match pool {
        Value::Str(_) => true,
        Value::Obj(id) => matches!(
            heap.get(*id),
            Obj::List(_) | Obj::Tuple(_) | Obj::Range { .. } | Obj::Dict(_) | Obj::Set(_)
        ),
        _ => false,
    };
    if !readable {
        return Ok(None);
    }
    let items = iteration::iterate(heap, pool)?;
    let n = items.len();
    let r = match r {
        Value::Int(r) => *r as usize,
        _ => n,
    };
    let pool = heap.tuple(items)?;
    let Value::Obj(pool) = pool else {
        return Ok(None);
    };
    let it = Permutations {
        pool,
        indices: (0..n).collect(),
        cycles: (n.saturating_sub(r) + 1..=n).rev().collect(),
        r,
        started: if r > n { None } else { Some(false) },
    };
    Ok(Some(Value::Obj(
        heap.alloc(Obj::Iter(Iter::Permutations(Box::new(it))))?,
    )))
}

/// `itertools.name(args)`: the prelude's generator with the arguments in its order.
pub fn call(name: &'static str, heap: &mut Heap, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    let delegate = |f: &'static str, args: Vec<Value>| Ok(Outcome::Delegate(f, args));
    let none = Value::None;
    match name {
        "permutations" => {
            let (pos, kws) = split_kw(name, args, kw, &["r"])?;
            arg_count(name, pos, 1, 2)?;
            let r = match pos.get(1).cloned().or_else(|| kwarg(&kws, "r")) {
                None | Some(Value::None) => Value::None,
                Some(r) => Value::Int(non_negative(heap, &r, "r")?),
            };
            match permutations(heap, &pos[0], &r)? {
                Some(it) => Ok(Outcome::Value(it)),
                // A pool the machine must draw (a generator, a program's iterator).
                None => delegate("__it_permutations", vec![pos[0].clone(), r]),
            }
        }
        "combinations" | "combinations_with_replacement" => {
            let (pos, kws) = split_kw(name, args, kw, &["r"])?;
            let r = pos.get(1).cloned().or_else(|| kwarg(&kws, "r"));
            let (Some(iterable), Some(r)) = (pos.first(), r) else {
                return arg_count(name, pos, 2, 2).map(|_| Outcome::Value(Value::None));
            };
            let r = Value::Int(non_negative(heap, &r, "r")?);
            let again = Value::Bool(name != "combinations");
            delegate("__it_combinations", vec![iterable.clone(), r, again])
        }
        "product" => {
            let (pos, kws) = split_kw(name, args, kw, &["repeat"])?;
            let repeat = match kwarg(&kws, "repeat") {
                Some(r) => non_negative(heap, &r, "repeat")?,
                None => 1,
            };
            let iterables = heap.tuple(pos.to_vec())?;
            delegate("__it_product", vec![iterables, Value::Int(repeat)])
        }
        "chain" | "chain.from_iterable" => {
            arg_count(name, args, if name == "chain" { 0 } else { 1 }, usize::MAX)?;
            let iterables = if name == "chain" {
                heap.tuple(args.to_vec())?
            } else {
                args[0].clone()
            };
            delegate("__it_chain", vec![iterables])
        }
        "accumulate" => {
            let (pos, kws) = split_kw(name, args, kw, &["func", "initial"])?;
            arg_count(name, pos, 1, 2)?;
            let func = pos
                .get(1)
                .cloned()
                .or_else(|| kwarg(&kws, "func"))
                .unwrap_or(Value::None);
            let initial = kwarg(&kws, "initial");
            let has = Value::Bool(!matches!(initial, None | Some(Value::None)));
            delegate(
                "__it_accumulate",
                vec![pos[0].clone(), func, initial.unwrap_or(none), has],
            )
        }
        "count" => {
            let (pos, kws) = split_kw(name, args, kw, &["start", "step"])?;
            arg_count(name, pos, 0, 2)?;
            let start = pos
                .first()
                .cloned()
                .or_else(|| kwarg(&kws, "start"))
                .unwrap_or(Value::Int(0));
            let step = pos
                .get(1)
                .cloned()
                .or_else(|| kwarg(&kws, "step"))
                .unwrap_or(Value::Int(1));
            delegate("__it_count", vec![start, step])
        }
        "islice" => {
            arg_count(name, args, 2, 4)?;
            let index = |v: &Value, what: &str| -> Res<Value> {
                match v {
                    Value::None => Ok(Value::None),
                    v => Ok(Value::Int(non_negative(heap, v, what).map_err(|_| {
                        value_error(
                            "islice_index",
                            vec![],
                            "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."
                                .into(),
                        )
                    })?)),
                }
            };
            let (start, stop, step) = match args.len() {
                2 => (Value::Int(0), index(&args[1], "stop")?, Value::Int(1)),
                _ => (
                    match index(&args[1], "start")? {
                        Value::None => Value::Int(0),
                        v => v,
                    },
                    index(&args[2], "stop")?,
                    match args.get(3).map(|v| index(v, "step")).transpose()? {
                        None | Some(Value::None) => Value::Int(1),
                        Some(Value::Int(0)) => {
                            return Err(value_error(
                                "islice_step",
                                vec![],
                                "Step for islice() must be a positive integer or None.".into(),
                            ))
                        }
                        Some(v) => v,
                    },
                ),
            };
            delegate("__it_islice", vec![args[0].clone(), start, stop, step])
        }
        "repeat" => {
            let (pos, kws) = split_kw(name, args, kw, &["times"])?;
            arg_count(name, pos, 1, 2)?;
            let times = pos
                .get(1)
                .cloned()
                .or_else(|| kwarg(&kws, "times"))
                .unwrap_or(none);
            delegate("__it_repeat", vec![pos[0].clone(), times])
        }
        "tee" => {
            arg_count(name, args, 1, 2)?;
            let n = match args.get(1) {
                Some(n) => Value::Int(non_negative(heap, n, "n")?),
                None => Value::Int(2),
            };
            delegate("__it_tee", vec![args[0].clone(), n])
        }
        "cycle" | "pairwise" => {
            arg_count(name, args, 1, 1)?;
            let f = if name == "cycle" {
                "__it_cycle"
            } else {
                "__it_pairwise"
            };
            delegate(f, vec![args[0].clone()])
        }
        "zip_longest" => {
            let (pos, kws) = split_kw(name, args, kw, &["fillvalue"])?;
            let iterables = heap.tuple(pos.to_vec())?;
            delegate(
                "__it_zip_longest",
                vec![iterables, kwarg(&kws, "fillvalue").unwrap_or(none)],
            )
        }
        "groupby" => {
            let (pos, kws) = split_kw(name, args, kw, &["key"])?;
            arg_count(name, pos, 1, 2)?;
            let key = pos
                .get(1)
                .cloned()
                .or_else(|| kwarg(&kws, "key"))
                .unwrap_or(none);
            delegate("__it_groupby", vec![pos[0].clone(), key])
        }
        "starmap" | "takewhile" | "dropwhile" | "compress" | "filterfalse" => {
            arg_count(name, args, 2, 2)?;
            let f = match name {
                "starmap" => "__it_starmap",
                "takewhile" => "__it_takewhile",
                "dropwhile" => "__it_dropwhile",
                "compress" => "__it_compress",
                _ => "__it_filterfalse",
            };
            delegate(f, vec![args[0].clone(), args[1].clone()])
        }
        _ => Err(super::not_callable(Module::Itertools, name)),
    }
}

/// `chain.from_iterable`.
pub fn member_attr(member: &str, name: &str) -> Option<Value> {
    match (member, name) {
        ("chain", "from_iterable") => Some(Value::Builtin(Builtin::ModFn(
            Module::Itertools,
            Member(&"chain.from_iterable"),
        ))),
        _ => None,
    }
}
