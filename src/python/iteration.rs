//! Iteration over the values the lab holds: the iterator a `for` loop takes from a list, a
//! string, a range, a dict and its views, a deque; the next item of each (`enumerate`, `zip`
//! and `itertools.permutations` advance here too); all the items of an iterable at once, and a
//! fixed number of them for an unpacking (`a, b = pair`). Generators and the program's own
//! iterators are the machine's to advance, since their items come from the program's code.

use super::error::{type_error, value_error, ErrorKind, Exc, Res};
use super::heap::{range_len, Heap};
use super::limits::NESTING_LIMIT;
use super::value::*;
use std::rc::Rc;

/// A generator, or an object whose class defines `__iter__`: only the machine can draw its
/// items (they come from the program's code), so a builtin that needs them all asks it to
/// drain them into a list first.
pub fn machine_draws(heap: &Heap, v: &Value) -> bool {
    match v {
        Value::Obj(id) => match heap.get(*id) {
            Obj::Gen(_) => true,
            Obj::Instance(_) => heap.method_of(v, "__iter__").is_some(),
            _ => false,
        },
        _ => false,
    }
}

pub fn not_iterable(heap: &Heap, v: &Value) -> Exc {
    let t = heap.type_name(v);
    type_error(
        "not_iterable",
        vec![t.to_string()],
        format!("'{t}' object is not iterable"),
    )
}

/// An iterator over `v` (a `for` loop's).
pub fn get_iter(heap: &mut Heap, v: &Value) -> Res<Value> {
    let it = match v {
        Value::Str(s) => Iter::Str {
            text: s.clone(),
            byte: 0,
        },
        Value::Obj(id) => match heap.get(*id) {
            Obj::List(_) | Obj::Tuple(_) => Iter::Seq { seq: *id, index: 0 },
            Obj::Range { start, stop, step } => Iter::Range {
                next: *start,
                stop: *stop,
                step: *step,
            },
            Obj::Dict(d) | Obj::Set(d) => Iter::Vals {
                items: d.iter().map(|(k, _)| k.clone()).collect(),
                index: 0,
                name: if matches!(heap.get(*id), Obj::Set(_)) {
                    "set_iterator"
                } else {
                    "dict_keyiterator"
                },
                watch: Some((*id, d.len())),
            },
            Obj::View { kind, dict, .. } => Iter::DictView {
                dict: *dict,
                kind: *kind,
                index: 0,
                len: dict_of(heap, *dict).len(),
            },
            Obj::Deque(d) => Iter::Vals {
                items: d.items.iter().cloned().collect(),
                index: 0,
                name: "_collections._deque_iterator",
                watch: None,
            },
            Obj::Iter(_) | Obj::Gen(_) => return Ok(v.clone()),
            Obj::Class(_) if heap.enum_members(v).is_some() => Iter::Vals {
                items: heap
                    .enum_members(v)
                    .unwrap_or_default()
                    .iter()
                    .map(|&m| Value::Obj(m))
                    .collect(),
                index: 0,
                name: "generator",
                watch: None,
            },
            _ => return Err(not_iterable(heap, v)),
        },
        _ => return Err(not_iterable(heap, v)),
    };
    Ok(Value::Obj(heap.alloc(Obj::Iter(it))?))
}

/// The next item of the iterator `id` (never a generator: the machine runs those).
pub fn iter_next(heap: &mut Heap, id: ObjId) -> Res<Option<Value>> {
    iter_next_at(heap, id, 0)
}

fn iter_next_at(heap: &mut Heap, id: ObjId, depth: usize) -> Res<Option<Value>> {
    if depth > NESTING_LIMIT {
        return Err(Exc::new(
            ErrorKind::RecursionError,
            "nesting_too_deep",
            vec!["iteration".into()],
            "maximum recursion depth exceeded in iteration".into(),
        ));
    }
    let Obj::Iter(it) = heap.get_mut(id) else {
        return Err(super::error::unsupported_words(
            "next_here",
            "next()",
            "next() on a generator",
        ));
    };
    match it {
        Iter::Range { next, stop, step } => {
            if (*step > 0 && *next < *stop) || (*step < 0 && *next > *stop) {
                let v = *next;
                *next = next.saturating_add(*step);
                Ok(Some(Value::Int(v)))
            } else {
                Ok(None)
            }
        }
        Iter::Seq { seq, index } => {
            let (seq, i) = (*seq, *index);
            let item = match heap.get(seq) {
                Obj::List(items) | Obj::Tuple(items) => items.get(i).cloned(),
                _ => None,
            };
            if item.is_some() {
                if let Obj::Iter(Iter::Seq { index, .. }) = heap.get_mut(id) {
                    *index += 1;
                }
            }
            Ok(item)
        }
        Iter::Str { text, byte } => {
            let rest = &text[*byte..];
            match rest.chars().next() {
                Some(c) => {
                    *byte += c.len_utf8();
                    Ok(Some(Value::Str(Rc::from(c.to_string().as_str()))))
                }
                None => Ok(None),
            }
        }
        Iter::Vals {
            items,
            index,
            watch,
            ..
        } => {
            if let Some((source, len)) = *watch {
                let (at, v) = (*index, items.get(*index).cloned());
                let now = match heap.get(source) {
                    Obj::Dict(d) | Obj::Set(d) => d.len(),
                    _ => len,
                };
                if now != len {
                    let set = matches!(heap.get(source), Obj::Set(_));
                    return Err(Exc::new(
                        ErrorKind::RuntimeError,
                        if set {
                            "set_changed_size"
                        } else {
                            "dict_changed_size"
                        },
                        vec![],
                        if set {
                            "Set changed size during iteration"
                        } else {
                            "dictionary changed size during iteration"
                        }
                        .into(),
                    ));
                }
                if v.is_some() {
                    if let Obj::Iter(Iter::Vals { index, .. }) = heap.get_mut(id) {
                        *index = at + 1;
                    }
                }
                return Ok(v);
            }
            let v = items.get(*index).cloned();
            if v.is_some() {
                *index += 1;
            }
            Ok(v)
        }
        Iter::DictView {
            dict,
            kind,
            index,
            len,
        } => {
            let (dict, kind, at, len) = (*dict, *kind, *index, *len);
            let map = dict_of(heap, dict);
            if map.len() != len {
                return Err(Exc::new(
                    ErrorKind::RuntimeError,
                    "dict_changed_size",
                    vec![],
                    "dictionary changed size during iteration".into(),
                ));
            }
            let Some((place, k, v)) = map.entry_from(at) else {
                return Ok(None);
            };
            let (k, v) = (k.clone(), v.clone());
            if let Obj::Iter(Iter::DictView { index, .. }) = heap.get_mut(id) {
                *index = place + 1;
            }
            Ok(Some(match kind {
                ViewKind::Keys => k,
                ViewKind::Values => v,
                ViewKind::Items => heap.tuple(vec![k, v])?,
            }))
        }
        Iter::Enumerate { inner, count } => {
            let (inner, n) = (*inner, *count);
            match iter_next_at(heap, inner, depth + 1)? {
                Some(v) => {
                    if let Obj::Iter(super::value::Iter::Enumerate { count, .. }) = heap.get_mut(id)
                    {
                        *count += 1;
                    }
                    Ok(Some(heap.tuple(vec![Value::Int(n), v])?))
                }
                None => Ok(None),
            }
        }
        Iter::Permutations(_) => next_permutation(heap, id),
        Iter::Zip { inners, strict } => {
            let (inners, strict) = (inners.clone(), *strict);
            let mut out = Vec::with_capacity(inners.len());
            for (k, &i) in inners.iter().enumerate() {
                match iter_next_at(heap, i, depth + 1)? {
                    Some(v) => out.push(v),
                    None if strict && k > 0 => {
                        let s = if k == 1 { "" } else { "s" };
                        let which = if k == 1 {
                            "1".to_string()
                        } else {
                            format!("1-{k}")
                        };
                        return Err(value_error(
                            "zip_shorter",
                            vec![],
                            format!(
                                "zip() argument {} is shorter than argument{s} {which}",
                                k + 1
                            ),
                        ));
                    }
                    None if strict => {
                        for (j, &other) in inners.iter().enumerate().skip(1) {
                            if iter_next_at(heap, other, depth + 1)?.is_some() {
                                let s = if j == 1 { "" } else { "s" };
                                let which = if j == 1 {
                                    "1".to_string()
                                } else {
                                    format!("1-{j}")
                                };
                                return Err(value_error(
                                    "zip_longer",
                                    vec![],
                                    format!(
                                        "zip() argument {} is longer than argument{s} {which}",
                                        j + 1
                                    ),
                                ));
                            }
                        }
                        return Ok(None);
                    }
                    None => return Ok(None),
                }
            }
            if out.is_empty() {
                return Ok(None);
            }
            Ok(Some(heap.tuple(out)?))
        }
    }
}

/// All the items of an iterable that is not a generator (the caller drains those first).
pub fn iterate(heap: &mut Heap, v: &Value) -> Res<Vec<Value>> {
    match v {
        Value::Obj(id) => match heap.get(*id) {
            Obj::List(items) | Obj::Tuple(items) => return Ok(items.clone()),
            Obj::Deque(d) => return Ok(d.items.iter().cloned().collect()),
            Obj::Range { start, stop, step } => {
                let (start, stop, step) = (*start, *stop, *step);
                let n = range_len(start, stop, step);
                heap.reserve(n as usize)?;
                return Ok((0..n).map(|k| Value::Int(start + k * step)).collect());
            }
            Obj::Gen(_) => {
                return Err(super::error::unsupported_words(
                    "genexpr_here",
                    "",
                    "this use of a generator expression",
                ))
            }
            _ => {}
        },
        Value::Str(s) => {
            return Ok(s
                .chars()
                .map(|c| Value::Str(Rc::from(c.to_string().as_str())))
                .collect())
        }
        _ => {}
    }
    let it = get_iter(heap, v)?;
    let Value::Obj(id) = it else {
        return Err(not_iterable(heap, v));
    };
    let mut out = Vec::new();
    while let Some(x) = iter_next(heap, id)? {
        heap.reserve(1)?;
        out.push(x);
    }
    Ok(out)
}

pub fn unpack(heap: &Heap, v: &Value, n: usize) -> Res<Vec<Value>> {
    let items: Vec<Value> = match v {
        Value::Obj(id) => match heap.get(*id) {
            Obj::List(items) | Obj::Tuple(items) | Obj::View { items, .. } => items.clone(),
            Obj::Deque(d) => d.items.iter().cloned().collect(),
            Obj::Range { start, stop, step } => {
                let len = range_len(*start, *stop, *step).min(n as i64 + 1);
                (0..len).map(|k| Value::Int(start + k * step)).collect()
            }
            Obj::Dict(d) | Obj::Set(d) => d.iter().map(|(k, _)| k.clone()).collect(),
            Obj::Gen(_) | Obj::Iter(_) => {
                return Err(super::error::unsupported_words(
                    "unpack_iterator",
                    "",
                    "unpacking an iterator (make it a list first)",
                ))
            }
            _ => return Err(cannot_unpack(heap, v)),
        },
        Value::Str(s) => s
            .chars()
            .map(|c| Value::Str(Rc::from(c.to_string().as_str())))
            .collect(),
        _ => return Err(cannot_unpack(heap, v)),
    };
    if items.len() < n {
        return Err(value_error(
            "not_enough_values",
            vec![n.to_string(), items.len().to_string()],
            format!(
                "not enough values to unpack (expected {n}, got {})",
                items.len()
            ),
        ));
    }
    if items.len() > n {
        return Err(value_error(
            "too_many_values",
            vec![n.to_string()],
            format!("too many values to unpack (expected {n})"),
        ));
    }
    Ok(items)
}

fn cannot_unpack(heap: &Heap, v: &Value) -> Exc {
    let t = heap.type_name(v);
    type_error(
        "cannot_unpack",
        vec![t.to_string()],
        format!("cannot unpack non-iterable {t} object"),
    )
}

/// The next permutation of the iterator `id`, or `None` after the last.
pub fn next_permutation(heap: &mut Heap, id: ObjId) -> Res<Option<Value>> {
    let Obj::Iter(Iter::Permutations(p)) = heap.get_mut(id) else {
        return Ok(None);
    };
    let pool = p.pool;
    let n = p.indices.len();
    match p.started {
        None => return Ok(None),
        Some(false) => p.started = Some(true),
        Some(true) => {
            // The rightmost position whose cycle is not spent takes the next index; those
            // after it start again.
            let mut i = p.r;
            loop {
                if i == 0 {
                    p.started = None;
                    return Ok(None);
                }
                i -= 1;
                p.cycles[i] -= 1;
                if p.cycles[i] == 0 {
                    p.indices[i..].rotate_left(1);
                    p.cycles[i] = n - i;
                } else {
                    let j = p.cycles[i];
                    p.indices.swap(i, n - j);
                    break;
                }
            }
        }
    }
    let chosen: Vec<usize> = p.indices[..p.r].to_vec();
    let Obj::Tuple(items) = heap.get(pool) else {
        return Ok(None);
    };
    let picked: Vec<Value> = chosen.iter().map(|&i| items[i].clone()).collect();
    heap.tuple(picked).map(Some)
}

/// The dict a view or an iterator over one was made from.
fn dict_of(heap: &Heap, id: ObjId) -> &Dict {
    match heap.get(id) {
        Obj::Dict(d) | Obj::Set(d) => d,
        _ => unreachable!("a dict view is made from a dict"),
    }
}
