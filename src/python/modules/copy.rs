//! `copy`: `copy` makes a new list, dict, set or object holding the same items; `deepcopy`
//! copies everything it reaches, once each (a value shared twice in the original is shared
//! twice in the copy), as CPython's memo does. Immutable values are returned as they are.

use crate::python::args::{arg_count, no_keywords, Outcome};
use crate::python::error::{ErrorKind, Exc, Res};
use crate::python::heap::Heap;
use crate::python::limits::NESTING_LIMIT;
use crate::python::value::*;
use std::collections::HashMap;
use std::rc::Rc;

pub const NAMES: &[&str] = &["copy", "deepcopy"];

pub fn call(name: &'static str, heap: &mut Heap, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    no_keywords(name, kw)?;
    arg_count(name, args, 1, if name == "deepcopy" { 2 } else { 1 })?;
    let v = match name {
        "copy" => shallow(heap, &args[0])?,
        _ => deep(heap, &args[0], &mut HashMap::new(), 0)?,
    };
    Ok(Outcome::Value(v))
}

fn shallow(heap: &mut Heap, v: &Value) -> Res<Value> {
    let Value::Obj(id) = v else {
        return Ok(v.clone());
    };
    let copy = match heap.get(*id) {
        Obj::List(items) => Obj::List(items.clone()),
        Obj::Dict(d) => Obj::Dict(d.clone()),
        Obj::Set(d) => Obj::Set(d.clone()),
        Obj::Instance(i) => Obj::Instance(i.clone()),
        Obj::Exc(e) => Obj::Exc(e.clone()),
        _ => return Ok(v.clone()),
    };
    Ok(Value::Obj(heap.alloc(copy)?))
}

/// How deep `deepcopy` follows values before it is a RecursionError (as the repr's limit).
const DEPTH: usize = NESTING_LIMIT;

fn deep(heap: &mut Heap, v: &Value, memo: &mut HashMap<ObjId, ObjId>, depth: usize) -> Res<Value> {
    let Value::Obj(id) = v else {
        return Ok(v.clone());
    };
    if let Some(done) = memo.get(id) {
        return Ok(Value::Obj(*done));
    }
    if depth > DEPTH {
        return Err(Exc::new(
            ErrorKind::RecursionError,
            "nesting_too_deep",
            vec!["deepcopy".into()],
            "maximum recursion depth exceeded in deepcopy (values nested too deeply)".into(),
        ));
    }
    // The copy is made empty first, so that a value that holds itself is copied once.
    let (shell, items): (Obj, Vec<Value>) = match heap.get(*id) {
        Obj::List(items) => (Obj::List(Vec::new()), items.clone()),
        Obj::Tuple(items) => (Obj::Tuple(Vec::new()), items.clone()),
        Obj::Dict(d) => (
            Obj::Dict(Dict::default()),
            d.iter().flat_map(|(k, v)| [k.clone(), v.clone()]).collect(),
        ),
        Obj::Set(d) => (
            Obj::Set(Dict::default()),
            d.iter().map(|(k, _)| k.clone()).collect(),
        ),
        Obj::Instance(i) => (
            Obj::Instance(Instance {
                class: i.class,
                attrs: Vec::new(),
            }),
            i.attrs.iter().map(|(_, v)| v.clone()).collect(),
        ),
        _ => return Ok(v.clone()),
    };
    let attr_names: Vec<Rc<str>> = match heap.get(*id) {
        Obj::Instance(i) => i.attrs.iter().map(|(k, _)| k.clone()).collect(),
        _ => Vec::new(),
    };
    let copy = heap.alloc(shell)?;
    memo.insert(*id, copy);
    let mut copied = Vec::with_capacity(items.len());
    for item in &items {
        copied.push(deep(heap, item, memo, depth + 1)?);
    }
    heap.reserve(copied.len())?;
    let mut keys = Vec::new();
    if matches!(heap.get(copy), Obj::Dict(_) | Obj::Set(_)) {
        for k in copied
            .iter()
            .step_by(if matches!(heap.get(copy), Obj::Dict(_)) {
                2
            } else {
                1
            })
        {
            keys.push(heap.key(k)?);
        }
    }
    match heap.get_mut(copy) {
        Obj::List(items) | Obj::Tuple(items) => *items = copied,
        Obj::Dict(d) => {
            for (pair, key) in copied.chunks(2).zip(keys) {
                d.insert(key, pair[0].clone(), pair[1].clone());
            }
        }
        Obj::Set(d) => {
            for (k, key) in copied.into_iter().zip(keys) {
                d.insert(key, k, Value::None);
            }
        }
        Obj::Instance(i) => i.attrs = attr_names.into_iter().zip(copied).collect(),
        _ => {}
    }
    Ok(Value::Obj(copy))
}
