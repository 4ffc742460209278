//! `functools`: `lru_cache` and `cache` keep a function's results by its arguments (the
//! machine stores a result when the call returns, and a hit costs no call and no step, as in
//! CPython); `reduce`, `partial` and `wraps` are Python in the prelude, since they call the
//! program's functions.

use crate::python::args::{arg_count, int_arg, Outcome};
use crate::python::error::{type_error, Res};
use crate::python::heap::Heap;
use crate::python::value::*;
use std::rc::Rc;

pub const NAMES: &[&str] = &[
    "lru_cache",
    "cache",
    "reduce",
    "partial",
    "wraps",
    "total_ordering",
    "cmp_to_key",
];

/// The bound CPython's `lru_cache` has when none is given.
const DEFAULT_MAXSIZE: usize = 128;

fn cached(heap: &mut Heap, func: Value, maxsize: Option<usize>) -> Res<Value> {
    let c = Cached {
        func,
        maxsize,
        results: Dict::default(),
        hits: 0,
        misses: 0,
        saved: 0,
    };
    Ok(Value::Obj(heap.alloc(Obj::Cached(Box::new(c)))?))
}

fn is_callable(heap: &Heap, v: &Value) -> bool {
    match v {
        Value::Builtin(_) => true,
        Value::Obj(id) => matches!(
            heap.get(*id),
            Obj::Function(_) | Obj::BoundMethod { .. } | Obj::Class(_) | Obj::Cached(_)
        ),
        _ => false,
    }
}

pub fn call(name: &'static str, heap: &mut Heap, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    let npos = args.len() - kw.len();
    let v = match name {
        "cache" => {
            arg_count(name, args, 1, 1)?;
            cached(heap, args[0].clone(), None)?
        }
        "lru_cache" => {
            // `@lru_cache` on a function, or `@lru_cache(maxsize=...)` making the decorator.
            let mut maxsize = Some(DEFAULT_MAXSIZE);
            let mut func = Value::None;
            for (i, a) in args.iter().enumerate() {
                let key = i.checked_sub(npos).map(|k| &*kw[k]);
                match (key, a) {
                    (None | Some("maxsize"), Value::None) => maxsize = None,
                    (None, f) if i == 0 && is_callable(heap, f) => func = f.clone(),
                    (None | Some("maxsize"), n) => {
                        maxsize = Some(
                            int_arg(heap, n)
                                .map_err(|_| {
                                    type_error(
                                "maxsize",
                                vec![],
                                "Expected first argument to be an integer, a callable, or None"
                                    .into(),
                            )
                                })?
                                .max(0) as usize,
                        )
                    }
                    (Some("typed"), _) => {}
                    (Some(k), _) => {
                        return Err(type_error(
                            "unexpected_keyword",
                            vec!["lru_cache".into(), k.into()],
                            format!("lru_cache() got an unexpected keyword argument '{k}'"),
                        ))
                    }
                }
            }
            cached(heap, func, maxsize)?
        }
        "reduce" => {
            arg_count(name, args, 2, 3)?;
            return Ok(Outcome::Delegate(
                "__reduce",
                vec![
                    args[0].clone(),
                    args[1].clone(),
                    args.get(2).cloned().unwrap_or(Value::None),
                    Value::Bool(args.len() == 3),
                ],
            ));
        }
        "partial" => {
            if npos == 0 {
                return Err(type_error(
                    "partial_arg",
                    vec![],
                    "partial() missing required argument 'func'".into(),
                ));
            }
            let fixed = heap.tuple(args[1..npos].to_vec())?;
            let mut keywords = Dict::default();
            for (k, v) in kw.iter().zip(&args[npos..]) {
                keywords.insert(Key::Str(k.clone()), Value::Str(k.clone()), v.clone());
            }
            let keywords = Value::Obj(heap.alloc(Obj::Dict(keywords))?);
            return Ok(Outcome::Delegate(
                "__partial",
                vec![args[0].clone(), fixed, keywords],
            ));
        }
        // The wrapper keeps its own name: a decorator made with `@wraps` works unchanged.
        "wraps" => {
            arg_count(name, args, 1, 1)?;
            return Ok(Outcome::Delegate("__wraps", vec![args[0].clone()]));
        }
        "total_ordering" => {
            arg_count(name, args, 1, 1)?;
            args[0].clone()
        }
        // A key whose objects compare by calling the program's `cmp(a, b)`.
        "cmp_to_key" => {
            arg_count(name, args, 1, 1)?;
            return Ok(Outcome::Delegate("__cmp_to_key", vec![args[0].clone()]));
        }
        _ => return Err(super::not_callable(Module::Functools, name)),
    };
    Ok(Outcome::Value(v))
}

/// `f.cache_info()`: CPython's named tuple of the counts, made by the prelude.
pub fn cache_info(c: &Cached) -> Outcome {
    let maxsize = c.maxsize.map_or(Value::None, |m| Value::Int(m as i64));
    let counts = [c.hits, c.misses].map(|n| Value::Int(n as i64));
    let size = Value::Int(c.results.len() as i64);
    Outcome::Delegate(
        "__cache_info",
        vec![counts[0].clone(), counts[1].clone(), maxsize, size],
    )
}
