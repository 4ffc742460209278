//! `collections`: `deque` (its own kind of object), and `defaultdict`, `Counter` and
//! `OrderedDict`, which are dicts with a [`Flavor`]: every dict operation works on them, and
//! what differs (a missing key, `most_common`, the repr) looks at the flavor. A defaultdict's
//! factory is called here when it is a built-in class (`list`, `int`, `set`, ...); a factory
//! of the program's own (a lambda) is the lab's limit, said as such. `namedtuple` makes a
//! class whose objects are frozen, ordered dataclasses with a tuple's methods.

use crate::python::args::{arg_count, kwarg, no_keywords, split_kw, Outcome};
use crate::python::error::{type_error, unsupported, value_error, ErrorKind, Exc, Res};
use crate::python::heap::Heap;
use crate::python::iteration::{iterate, machine_draws};
use crate::python::sorting::{in_order, sorted_places};
use crate::python::value::*;
use std::rc::Rc;

pub const NAMES: &[&str] = &[
    "deque",
    "defaultdict",
    "Counter",
    "OrderedDict",
    "namedtuple",
    "abc",
];

pub const DEQUE_METHODS: &[&str] = &[
    "append",
    "appendleft",
    "pop",
    "popleft",
    "extend",
    "extendleft",
    "rotate",
    "clear",
    "count",
    "index",
    "remove",
    "reverse",
    "copy",
    "insert",
];

pub const COUNTER_METHODS: &[&str] = &["most_common", "elements", "update", "subtract", "total"];

/// Whether `obj.name` is a method of a deque or a Counter (the dict's own are the builtins').
pub fn has_method(heap: &Heap, obj: &Value, name: &str) -> bool {
    match obj {
        Value::Obj(id) => match heap.get(*id) {
            Obj::Deque(_) => DEQUE_METHODS.contains(&name),
            Obj::Dict(d) => {
                matches!(d.flavor.as_deref(), Some(Flavor::Counter))
                    && COUNTER_METHODS.contains(&name)
            }
            _ => false,
        },
        _ => false,
    }
}

fn flavored(heap: &mut Heap, flavor: Flavor, entries: Vec<(Value, Value)>) -> Res<Outcome> {
    let mut d = Dict::default();
    d.flavor = Some(Box::new(flavor));
    if entries.iter().any(|(k, _)| heap.program_hashed(k)) {
        // Keys that hash themselves: stored one by one, by the program's code.
        let made = Value::Obj(heap.alloc(Obj::Dict(d))?);
        let mut pairs = Vec::with_capacity(entries.len());
        for (k, v) in entries {
            pairs.push(heap.tuple(vec![k, v])?);
        }
        let pairs = heap.list(pairs)?;
        return Ok(Outcome::Delegate("__store_items", vec![made, pairs]));
    }
    for (k, v) in entries {
        let key = heap.key(&k)?;
        d.insert(key, k, v);
    }
    Ok(Outcome::Value(Value::Obj(heap.alloc(Obj::Dict(d))?)))
}

/// The entries a dict-like constructor's argument gives: a dict's, or an iterable's pairs.
fn entries_of(heap: &mut Heap, v: &Value) -> Res<Vec<(Value, Value)>> {
    if let Value::Obj(id) = v {
        if let Obj::Dict(d) = heap.get(*id) {
            return Ok(d.iter().map(|(k, v)| (k.clone(), v.clone())).collect());
        }
    }
    let mut out = Vec::new();
    for pair in iterate(heap, v)? {
        let items = iterate(heap, &pair)?;
        if items.len() != 2 {
            return Err(value_error(
                "dict_update_sequence",
                vec![],
                format!(
                    "dictionary update sequence element has length {}; 2 is required",
                    items.len()
                ),
            ));
        }
        out.push((items[0].clone(), items[1].clone()));
    }
    Ok(out)
}

/// Adds `by` to the counts of each key (`Counter(iterable)`, `update`, `subtract`).
fn count_into(heap: &mut Heap, id: ObjId, items: Vec<(Value, Value)>, sign: i64) -> Res<()> {
    heap.reserve(items.len() * 2)?;
    for (k, by) in items {
        let key = heap.key(&k)?;
        let Obj::Dict(d) = heap.get(id) else {
            return Ok(());
        };
        let old = d.get(&key).cloned().unwrap_or(Value::Int(0));
        let by = match (sign, &by) {
            (1, _) => by,
            (_, Value::Int(n)) => Value::Int(-n),
            _ => by,
        };
        let new = crate::python::ops::binary(heap, crate::python::syntax::BinOp::Add, &old, &by)?;
        if let Obj::Dict(d) = heap.get_mut(id) {
            d.insert(key, k, new);
        }
    }
    Ok(())
}

/// `count_into` for keys that hash themselves: counted one by one by the prelude, which runs
/// the program's `__hash__` and `__eq__`, then gives `result`.
fn count_by_program(
    heap: &mut Heap,
    counts: Vec<(Value, Value)>,
    sign: i64,
    counter: Value,
    result: Value,
) -> Res<Outcome> {
    let mut pairs = Vec::with_capacity(counts.len());
    for (k, by) in counts {
        pairs.push(heap.tuple(vec![k, by])?);
    }
    let pairs = heap.list(pairs)?;
    Ok(Outcome::Delegate(
        "__count_items",
        vec![counter, pairs, Value::Int(sign), result],
    ))
}

/// What a Counter is built from: a mapping's counts, or one for each item of an iterable.
fn counts_of(heap: &mut Heap, v: &Value) -> Res<Vec<(Value, Value)>> {
    if let Value::Obj(id) = v {
        if let Obj::Dict(d) = heap.get(*id) {
            return Ok(d.iter().map(|(k, v)| (k.clone(), v.clone())).collect());
        }
    }
    Ok(iterate(heap, v)?
        .into_iter()
        .map(|x| (x, Value::Int(1)))
        .collect())
}

/// `namedtuple(typename, field_names, defaults=...)`'s class, made in the prelude with the
/// tuple's methods: named, given its fields (a string of names split at commas and spaces,
/// or names in a list) and their defaults, and marked as a frozen, ordered dataclass, whose
/// objects the heap shows, compares, orders and hashes by their fields as a tuple's would be.
pub fn namedtuple_class(heap: &mut Heap, args: &[Value]) -> Res<Value> {
    let [class, typename, names, defaults] = args else {
        return Ok(Value::None);
    };
    let names: Vec<Value> = match names {
        Value::Str(s) => s
            .replace(',', " ")
            .split_whitespace()
            .map(Value::str)
            .collect(),
        other => iterate(heap, other)?,
    };
    let mut fields: Vec<Rc<str>> = Vec::new();
    for n in &names {
        match n {
            Value::Str(s)
                if is_identifier(&s[..]) && !s.starts_with('_') && !fields.contains(s) =>
            {
                fields.push(s.clone())
            }
            _ => {
                let r = heap.repr(n)?;
                return Err(value_error(
                    "namedtuple_field",
                    vec![r.clone()],
                    format!("Type names and field names must be valid identifiers: {r}"),
                ));
            }
        }
    }
    let defaults = match defaults {
        Value::None => Vec::new(),
        d => iterate(heap, d)?,
    };
    if defaults.len() > fields.len() {
        return Err(type_error(
            "namedtuple_defaults",
            vec![],
            "Got more default values than field names".into(),
        ));
    }
    let Value::Str(typename) = typename else {
        return Ok(Value::None);
    };
    let Value::Obj(id) = class else {
        return Ok(Value::None);
    };
    let field_tuple = heap.tuple(fields.iter().map(|f| Value::Str(f.clone())).collect())?;
    if let Obj::Class(c) = heap.get_mut(*id) {
        c.name = typename.clone();
        c.attrs.push(("_fields".into(), field_tuple.clone()));
        c.attrs.push(("__match_args__".into(), field_tuple));
        let first_default = fields.len() - defaults.len();
        for (f, d) in fields[first_default..].iter().zip(defaults) {
            c.attrs.push((f.clone(), d));
        }
        c.fields = fields;
        c.dataclass = Some(DataclassOptions {
            eq: true,
            order: true,
            frozen: true,
        });
    }
    Ok(class.clone())
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_')
}

pub fn call(name: &'static str, heap: &mut Heap, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    let v = match name {
        "deque" => {
            let (pos, kws) = split_kw(name, args, kw, &["iterable", "maxlen"])?;
            arg_count(name, pos, 0, 2)?;
            let source = pos.first().cloned().or_else(|| kwarg(&kws, "iterable"));
            if let Some(s) = &source {
                if machine_draws(heap, s) {
                    return Ok(Outcome::Drain(0));
                }
            }
            let maxlen = match pos.get(1).cloned().or_else(|| kwarg(&kws, "maxlen")) {
                None | Some(Value::None) => None,
                Some(Value::Int(n)) if n >= 0 => Some(n as usize),
                Some(Value::Int(_)) => {
                    return Err(value_error(
                        "maxlen",
                        vec![],
                        "maxlen must be non-negative".into(),
                    ))
                }
                Some(_) => {
                    return Err(type_error(
                        "maxlen",
                        vec![],
                        "an integer is required".into(),
                    ))
                }
            };
            let mut d = Deque {
                items: Default::default(),
                maxlen,
            };
            if let Some(s) = source {
                for x in iterate(heap, &s)? {
                    push_back(&mut d, x);
                }
            }
            Value::Obj(heap.alloc(Obj::Deque(d))?)
        }
        "defaultdict" => {
            let npos = args.len() - kw.len();
            let factory = args
                .first()
                .filter(|_| npos > 0)
                .cloned()
                .unwrap_or(Value::None);
            let mut entries = match args.get(1).filter(|_| npos > 1) {
                Some(v) => entries_of(heap, v)?,
                None => Vec::new(),
            };
            for (k, v) in kw.iter().zip(&args[npos..]) {
                entries.push((Value::Str(k.clone()), v.clone()));
            }
            return flavored(heap, Flavor::Default(factory), entries);
        }
        "OrderedDict" => {
            let npos = args.len() - kw.len();
            let mut entries = match args.first().filter(|_| npos > 0) {
                Some(v) => entries_of(heap, v)?,
                None => Vec::new(),
            };
            for (k, v) in kw.iter().zip(&args[npos..]) {
                entries.push((Value::Str(k.clone()), v.clone()));
            }
            return flavored(heap, Flavor::OrderedDict, entries);
        }
        "Counter" => {
            if let Some(first) = args.first() {
                if kw.is_empty() && machine_draws(heap, first) {
                    return Ok(Outcome::Drain(0));
                }
            }
            let mut counter = Dict::default();
            counter.flavor = Some(Box::new(Flavor::Counter));
            let id = heap.alloc(Obj::Dict(counter))?;
            let counter = Value::Obj(id);
            let npos = args.len() - kw.len();
            arg_count(name, &args[..npos], 0, 1)?;
            if let Some(source) = args.first().filter(|_| npos > 0) {
                let counts = counts_of(heap, source)?;
                if kw.is_empty() && counts.iter().any(|(k, _)| heap.program_hashed(k)) {
                    return count_by_program(heap, counts, 1, counter.clone(), counter);
                }
                count_into(heap, id, counts, 1)?;
            }
            let named = kw
                .iter()
                .zip(&args[npos..])
                .map(|(k, v)| (Value::Str(k.clone()), v.clone()));
            count_into(heap, id, named.collect(), 1)?;
            counter
        }
        // A class made by the prelude (its tuple methods), then marked by `namedtuple_class`.
        "namedtuple" => {
            let (pos, kws) = split_kw(name, args, kw, &["defaults", "rename", "module"])?;
            arg_count(name, pos, 2, 2)?;
            let defaults = kwarg(&kws, "defaults").unwrap_or(Value::None);
            return Ok(Outcome::Delegate(
                "__namedtuple",
                vec![
                    pos[0].clone(),
                    pos[1].clone(),
                    defaults,
                    Value::Builtin(Builtin::Object),
                ],
            ));
        }
        _ => return Err(unsupported(&format!("collections.{name}"))),
    };
    Ok(Outcome::Value(v))
}

fn push_back(d: &mut Deque, x: Value) {
    if d.maxlen == Some(0) {
        return;
    }
    if d.maxlen.is_some_and(|m| d.items.len() >= m) {
        d.items.pop_front();
    }
    d.items.push_back(x);
}

fn push_front(d: &mut Deque, x: Value) {
    if d.maxlen == Some(0) {
        return;
    }
    if d.maxlen.is_some_and(|m| d.items.len() >= m) {
        d.items.pop_back();
    }
    d.items.push_front(x);
}

fn deque_mut(heap: &mut Heap, id: ObjId) -> Res<&mut Deque> {
    match heap.get_mut(id) {
        Obj::Deque(d) => Ok(d),
        _ => Err(type_error(
            "not_deque",
            vec![],
            "the object is not a deque".into(),
        )),
    }
}

/// `d.name(args)` for a deque.
pub fn deque_method(
    heap: &mut Heap,
    id: ObjId,
    name: &str,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Outcome> {
    no_keywords(&format!("deque.{name}"), kw)?;
    let m = format!("deque.{name}");
    let v = match name {
        "append" | "appendleft" => {
            arg_count(&m, args, 1, 1)?;
            heap.reserve(1)?;
            let d = deque_mut(heap, id)?;
            if name == "append" {
                push_back(d, args[0].clone());
            } else {
                push_front(d, args[0].clone());
            }
            Value::None
        }
        "pop" | "popleft" => {
            arg_count(&m, args, 0, 0)?;
            let d = deque_mut(heap, id)?;
            let taken = if name == "pop" {
                d.items.pop_back()
            } else {
                d.items.pop_front()
            };
            taken.ok_or_else(|| {
                Exc::new(
                    ErrorKind::IndexError,
                    "deque_empty",
                    vec![name.into()],
                    format!("{name} from an empty deque"),
                )
            })?
        }
        "extend" | "extendleft" => {
            arg_count(&m, args, 1, 1)?;
            if machine_draws(heap, &args[0]) {
                return Ok(Outcome::Drain(0));
            }
            let items = iterate(heap, &args[0])?;
            heap.reserve(items.len())?;
            let d = deque_mut(heap, id)?;
            for x in items {
                if name == "extend" {
                    push_back(d, x);
                } else {
                    push_front(d, x);
                }
            }
            Value::None
        }
        "rotate" => {
            arg_count(&m, args, 0, 1)?;
            let k = match args.first() {
                Some(v) => crate::python::args::int_arg(heap, v)?,
                None => 1,
            };
            let d = deque_mut(heap, id)?;
            let n = d.items.len() as i64;
            if n > 0 {
                let k = k.rem_euclid(n) as usize;
                d.items.rotate_right(k);
            }
            Value::None
        }
        "clear" => {
            arg_count(&m, args, 0, 0)?;
            deque_mut(heap, id)?.items.clear();
            Value::None
        }
        "reverse" => {
            arg_count(&m, args, 0, 0)?;
            let d = deque_mut(heap, id)?;
            d.items.make_contiguous().reverse();
            Value::None
        }
        "copy" => {
            arg_count(&m, args, 0, 0)?;
            let copy = deque_mut(heap, id)?.clone();
            Value::Obj(heap.alloc(Obj::Deque(copy))?)
        }
        "count" | "index" | "remove" => {
            arg_count(&m, args, 1, 1)?;
            let items: Vec<Value> = deque_mut(heap, id)?.items.iter().cloned().collect();
            if name == "count"
                && (heap.compares_by_program(&args[0])
                    || items.iter().any(|x| heap.compares_by_program(x)))
            {
                // Items the program's `__eq__` compares: the prelude counts, running it.
                let d = Value::Obj(id);
                return Ok(Outcome::Delegate(
                    "__count_by_eq",
                    vec![d, args[0].clone(), Value::str("deque")],
                ));
            }
            let mut found = None;
            let mut count = 0;
            for (i, x) in items.iter().enumerate() {
                if heap.eq(x, &args[0])? {
                    count += 1;
                    if found.is_none() {
                        found = Some(i);
                    }
                }
            }
            if name == "count" {
                Value::Int(count)
            } else {
                let Some(i) = found else {
                    let r = heap.repr(&args[0]).unwrap_or_default();
                    return Err(value_error(
                        "not_in_deque",
                        vec![r.clone()],
                        format!("{r} is not in deque"),
                    ));
                };
                if name == "remove" {
                    deque_mut(heap, id)?.items.remove(i);
                    Value::None
                } else {
                    Value::Int(i as i64)
                }
            }
        }
        "insert" => {
            arg_count(&m, args, 2, 2)?;
            let i = crate::python::args::int_arg(heap, &args[0])?;
            heap.reserve(1)?;
            let d = deque_mut(heap, id)?;
            if d.maxlen.is_some_and(|m| d.items.len() >= m) {
                return Err(Exc::new(
                    ErrorKind::IndexError,
                    "deque_full",
                    vec![],
                    "deque already at its maximum size".into(),
                ));
            }
            let n = d.items.len() as i64;
            let at = if i < 0 { (i + n).max(0) } else { i.min(n) } as usize;
            d.items.insert(at, args[1].clone());
            Value::None
        }
        _ => {
            return Err(type_error(
                "no_method",
                vec![],
                format!("'deque' object has no attribute '{name}'"),
            ))
        }
    };
    Ok(Outcome::Value(v))
}

/// `c.name(args)` for a Counter's own methods.
pub fn counter_method(
    heap: &mut Heap,
    id: ObjId,
    name: &str,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Outcome> {
    let m = format!("Counter.{name}");
    let entries = |heap: &Heap| -> Vec<(Value, Value)> {
        match heap.get(id) {
            Obj::Dict(d) => d.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
            _ => Vec::new(),
        }
    };
    let v = match name {
        "most_common" => {
            no_keywords(&m, kw)?;
            arg_count(&m, args, 0, 1)?;
            let counted = entries(heap);
            // Stable: equal counts keep the order they were first met in.
            let mut failed = None;
            let order = sorted_places(counted.len(), &mut |a, b| {
                heap.compare(&counted[b].1, &counted[a].1, "<")
                    .unwrap_or_else(|e| {
                        failed = Some(e);
                        std::cmp::Ordering::Equal
                    })
            });
            if let Some(e) = failed {
                return Err(e);
            }
            let mut all = in_order(&counted, &order);
            if let Some(n) = args.first().filter(|v| !matches!(v, Value::None)) {
                let n = crate::python::args::int_arg(heap, n)?.max(0) as usize;
                all.truncate(n);
            }
            let mut pairs = Vec::with_capacity(all.len());
            for (k, v) in all {
                pairs.push(heap.tuple(vec![k, v])?);
            }
            heap.list(pairs)?
        }
        "elements" => {
            no_keywords(&m, kw)?;
            arg_count(&m, args, 0, 0)?;
            let mut out = Vec::new();
            for (k, v) in entries(heap) {
                let n = crate::python::args::int_arg(heap, &v)?;
                heap.reserve(n.max(0) as usize)?;
                for _ in 0..n.max(0) {
                    out.push(k.clone());
                }
            }
            let list = heap.list(out)?;
            crate::python::iteration::get_iter(heap, &list)?
        }
        "update" | "subtract" => {
            let npos = args.len() - kw.len();
            arg_count(&m, &args[..npos], 0, 1)?;
            if let Some(source) = args.first().filter(|_| npos > 0) {
                if machine_draws(heap, source) {
                    return Ok(Outcome::Drain(0));
                }
                let counts = counts_of(heap, source)?;
                let sign = if name == "update" { 1 } else { -1 };
                if kw.is_empty() && counts.iter().any(|(k, _)| heap.program_hashed(k)) {
                    return count_by_program(heap, counts, sign, Value::Obj(id), Value::None);
                }
                count_into(heap, id, counts, sign)?;
            }
            let named: Vec<(Value, Value)> = kw
                .iter()
                .zip(&args[npos..])
                .map(|(k, v)| (Value::Str(k.clone()), v.clone()))
                .collect();
            count_into(heap, id, named, if name == "update" { 1 } else { -1 })?;
            Value::None
        }
        "total" => {
            arg_count(&m, args, 0, 0)?;
            let mut total = Value::Int(0);
            for (_, v) in entries(heap) {
                total = crate::python::ops::binary(
                    heap,
                    crate::python::syntax::BinOp::Add,
                    &total,
                    &v,
                )?;
            }
            total
        }
        _ => {
            return Err(type_error(
                "no_method",
                vec![],
                format!("'Counter' object has no attribute '{name}'"),
            ))
        }
    };
    Ok(Outcome::Value(v))
}
