//! What a builtin is given and what it gives back: the checks every builtin, method and
//! standard module makes of its arguments (how many, which keywords, an int where one is
//! needed), with CPython's messages, and the [`Outcome`] of a call, which is either a value or
//! work only the machine can do (call the program's own method, drain a generator, run a
//! function of the prelude).

use super::error::{type_error, ErrorKind, Exc, Res};
use super::heap::Heap;
use super::value::*;
use std::rc::Rc;

/// What a builtin's call comes to.
pub enum Outcome {
    Value(Value),
    /// Call the program's method (a function) with these arguments (the object first); its
    /// result, taken as `Then` says, is the builtin's (`str(x)` runs `x.__str__()`).
    Call(ObjId, Vec<Value>, Then),
    /// Argument `i` is a generator: drain it into a list, then call again.
    Drain(usize),
    /// The same for `list(x)`, `tuple(x)` and `sorted(x)`, which (as CPython's do) ask an
    /// object of the program's class its `__len__` too, after its `__iter__`.
    DrainSized(usize),
    /// Call the prelude's function of this name with these arguments instead.
    Delegate(&'static str, Vec<Value>),
}

/// What becomes of the result of a method of the program's that a builtin or an operator
/// called (`Outcome::Call`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    /// The result is the value.
    Value,
    /// It must be a str (`__str__`, `__repr__`: the name, for the TypeError).
    Text(&'static str),
    /// Its truth, negated (`!=` by `__eq__`).
    Negate,
    /// A comparison's jump: to `target` when its truth is `when`.
    Jump { when: bool, target: u32 },
    /// Its truth, as a bool (`bool(x)`, `x in y` by `__contains__`).
    Bool,
    /// `len(x)` by `__len__`: it must be an int, and not negative.
    Len,
    /// Nothing is kept (`x[i] = v` by `__setitem__`).
    Discard,
    /// The value goes to the stack's slot (a fused op's local).
    Store(u32),
    /// It is an iterator (`__iter__`'s, for a loop): one of the program's objects with
    /// `__next__` is taken through the prelude's `__iterate`, a generator that calls it.
    Iter,
}

pub(crate) fn arg_count(name: &str, args: &[Value], min: usize, max: usize) -> Res<()> {
    let n = args.len();
    if n < min || n > max {
        let expected = if min == max {
            format!("exactly {min} argument{}", if min == 1 { "" } else { "s" })
        } else if n < min {
            format!("at least {min} argument{}", if min == 1 { "" } else { "s" })
        } else {
            format!("at most {max} argument{}", if max == 1 { "" } else { "s" })
        };
        return Err(type_error(
            "argument_count",
            vec![name.into(), expected.clone(), n.to_string()],
            format!("{name}() takes {expected} ({n} given)"),
        ));
    }
    Ok(())
}

pub(crate) fn no_keywords(name: &str, kw: &[Rc<str>]) -> Res<()> {
    if let Some(k) = kw.first() {
        return Err(type_error(
            "unexpected_keyword",
            vec![name.into(), k.to_string()],
            format!("{name}() got an unexpected keyword argument '{k}'"),
        ));
    }
    Ok(())
}

/// Splits the arguments into positional ones and the keyword ones among `allowed`.
/// Keyword arguments a builtin accepts, by name.
pub(crate) type Keywords = Vec<(&'static str, Value)>;

pub(crate) fn split_kw<'a>(
    name: &str,
    args: &'a [Value],
    kw: &[Rc<str>],
    allowed: &[&'static str],
) -> Res<(&'a [Value], Keywords)> {
    let npos = args.len() - kw.len();
    let mut out = Vec::new();
    for (i, k) in kw.iter().enumerate() {
        match allowed.iter().find(|a| **a == &**k) {
            Some(a) => out.push((*a, args[npos + i].clone())),
            None => {
                return Err(type_error(
                    "unexpected_keyword",
                    vec![name.into(), k.to_string()],
                    format!("{name}() got an unexpected keyword argument '{k}'"),
                ))
            }
        }
    }
    Ok((&args[..npos], out))
}

pub(crate) fn kwarg(kws: &[(&'static str, Value)], name: &str) -> Option<Value> {
    kws.iter().find(|(k, _)| *k == name).map(|(_, v)| v.clone())
}

pub(crate) fn int_arg(heap: &Heap, v: &Value) -> Res<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        _ if heap.is_long(v) => Err(Exc::new(
            ErrorKind::OverflowError,
            "index_too_big",
            vec![],
            "Python int too large to convert to C ssize_t".into(),
        )),
        _ => {
            let t = heap.type_name(v);
            Err(type_error(
                "not_integer",
                vec![t.to_string()],
                format!("'{t}' object cannot be interpreted as an integer"),
            ))
        }
    }
}

/// The arguments of a method of a builtin type (`str.split`): between `min` and `max` of
/// them, and no keywords, with CPython's messages naming `owner.name`.
pub(crate) fn method_args(
    owner: &str,
    name: &str,
    args: &[Value],
    kw: &[Rc<str>],
    min: usize,
    max: usize,
) -> Res<()> {
    if kw.is_empty() && (min..=max).contains(&args.len()) {
        return Ok(()); // the common case formats no name
    }
    no_keywords(&format!("{owner}.{name}"), kw)?;
    arg_count(&format!("{owner}.{name}"), args, min, max)
}

/// The call of the first of `methods` that `v`'s class defines (`int(x)` of an object with
/// `__int__`), with `v` and `more`.
pub fn by_dunder(heap: &Heap, v: &Value, methods: &[&str], more: &[Value]) -> Option<Outcome> {
    let f = methods.iter().find_map(|m| heap.method_of(v, m))?;
    let mut args = vec![v.clone()];
    args.extend_from_slice(more);
    Some(Outcome::Call(f, args, Then::Value))
}
