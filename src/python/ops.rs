//! Python's operators on the lab's values: arithmetic with 64-bit ints that refuse to
//! overflow, comparisons, membership, indexing and slicing.

use super::error::{index_error, overflow, type_error, zero_division, ErrorKind, Exc, Res};
use super::heap::{number, range_len, Heap, Num};
use super::limits::MAX_STR_BYTES;
use super::long;
use super::syntax::{BinOp, CmpOp, UnaryOp};
use super::value::*;
use std::rc::Rc;

fn unsupported_operand(heap: &Heap, op: &str, a: &Value, b: &Value) -> Exc {
    let (ta, tb) = (heap.type_name(a), heap.type_name(b));
    // `int | None` is CPython's union of types, which the lab does not make (annotations,
    // which it does not evaluate, are fine): its limit, not a TypeError CPython never raises.
    let typeish = |t: &str| matches!(t, "type" | "NoneType");
    if op == "|" && (&*ta == "type" || &*tb == "type") && typeish(&ta) && typeish(&tb) {
        return super::error::unsupported_words(
            "union_type",
            "",
            "a union of types (int | str) used at run time",
        );
    }
    type_error(
        "unsupported_operand",
        vec![op.into(), ta.to_string(), tb.to_string()],
        format!("unsupported operand type(s) for {op}: '{ta}' and '{tb}'"),
    )
}

/// Whether a number is zero (the divisor that `divmod` of floats names).
pub fn is_zero(v: &Value) -> bool {
    match v {
        Value::Int(0) | Value::Bool(false) => true,
        Value::Float(f) => *f == 0.0,
        _ => false,
    }
}

/// `x // y` in 64 bits; `None` for the one quotient past them (`-2**63 // -1`).
fn floor_div(x: i64, y: i64) -> Res<Option<i64>> {
    if y == 0 {
        return Err(zero_division("integer division or modulo by zero"));
    }
    let Some(q) = x.checked_div(y) else {
        return Ok(None);
    };
    Ok(Some(if (x % y != 0) && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    }))
}

fn floor_mod(x: i64, y: i64) -> Res<i64> {
    if y == 0 {
        return Err(zero_division("integer modulo by zero"));
    }
    let r = x.checked_rem(y).unwrap_or(0);
    Ok(if r != 0 && ((r < 0) != (y < 0)) {
        r + y
    } else {
        r
    })
}

fn float_mod(x: f64, y: f64) -> Res<f64> {
    if y == 0.0 {
        return Err(zero_division("float modulo"));
    }
    let r = x % y;
    Ok(if r != 0.0 && ((r < 0.0) != (y < 0.0)) {
        r + y
    } else {
        r
    })
}

fn int_pow(heap: &mut Heap, base: i64, exp: i64) -> Res<Value> {
    if exp < 0 {
        if base == 0 {
            return Err(zero_division("0.0 cannot be raised to a negative power"));
        }
        return Ok(Value::Float((base as f64).powf(exp as f64)));
    }
    match u32::try_from(exp).ok().and_then(|e| base.checked_pow(e)) {
        Some(r) => Ok(Value::Int(r)),
        None => long::binary(heap, BinOp::Pow, &base.into(), &exp.into()),
    }
}

fn repeat_count(n: i64) -> usize {
    if n < 0 {
        0
    } else {
        n as usize
    }
}

/// `seq * n` for a list or tuple: the size is checked before anything is built.
fn repeat_seq(heap: &mut Heap, items: &[Value], n: i64, tuple: bool) -> Res<Value> {
    let n = repeat_count(n);
    let total = items
        .len()
        .checked_mul(n)
        .ok_or_else(|| super::error::memory_error(u64::MAX, heap.cap))?;
    heap.reserve(total)?;
    let mut out = Vec::with_capacity(total);
    for _ in 0..n {
        out.extend_from_slice(items);
    }
    let obj = if tuple {
        Obj::Tuple(out)
    } else {
        Obj::List(out)
    };
    Ok(Value::Obj(heap.alloc_reserved(obj)))
}

fn repeat_str(s: &str, n: i64) -> Res<Value> {
    let n = repeat_count(n);
    match s.len().checked_mul(n) {
        Some(total) if total <= MAX_STR_BYTES => Ok(Value::Str(Rc::from(s.repeat(n).as_str()))),
        _ => Err(super::error::string_too_long()),
    }
}

pub fn binary(heap: &mut Heap, op: BinOp, a: &Value, b: &Value) -> Res<Value> {
    // A named tuple adds and repeats as the tuple of its items.
    if matches!(op, BinOp::Add | BinOp::Mul) {
        if let Some(items) = heap.named_tuple_items(a) {
            let tuple = heap.tuple(items)?;
            return binary(heap, op, &tuple, b);
        }
        if let Some(items) = heap.named_tuple_items(b) {
            let tuple = heap.tuple(items)?;
            return binary(heap, op, a, &tuple);
        }
    }
    // `&`, `|` and `^` of two bools are a bool, as bool's own operators make them.
    if let (Value::Bool(x), Value::Bool(y)) = (a, b) {
        match op {
            BinOp::BitAnd => return Ok(Value::Bool(x & y)),
            BinOp::BitOr => return Ok(Value::Bool(x | y)),
            BinOp::BitXor => return Ok(Value::Bool(x ^ y)),
            _ => {}
        }
    }
    if heap.is_long(a) || heap.is_long(b) {
        let result = match (heap.big_ref(a), heap.big_ref(b)) {
            (Some(x), Some(y)) => Some(long::arith(op, &x, &y)),
            _ => None,
        };
        if let Some(result) = result {
            return long::result(heap, result?);
        }
        // A big integer with a float: the float's arithmetic, as CPython converts it.
        let float = |v: &Value| match heap.big(v) {
            Some(n) if heap.is_long(v) => long::to_float(&n).map(Some),
            _ => Ok(number(v).map(|n| n.float())),
        };
        if let (Some(x), Some(y)) = (float(a)?, float(b)?) {
            return arith(heap, op, Num::F(x), Num::F(y));
        }
    }
    if let (Some(x), Some(y)) = (number(a), number(b)) {
        return arith(heap, op, x, y);
    }
    match (op, a, b) {
        (BinOp::Add, Value::Str(x), Value::Str(y)) => {
            if x.len() + y.len() > MAX_STR_BYTES {
                return Err(super::error::string_too_long());
            }
            let mut s = String::with_capacity(x.len() + y.len());
            s.push_str(x);
            s.push_str(y);
            Ok(Value::Str(Rc::from(s.as_str())))
        }
        (BinOp::Mul, Value::Str(s), n) | (BinOp::Mul, n, Value::Str(s))
            if matches!(n, Value::Int(_) | Value::Bool(_)) =>
        {
            let Some(Num::I(n)) = number(n) else {
                unreachable!()
            };
            repeat_str(s, n)
        }
        (BinOp::Mod, Value::Str(template), values) => {
            Ok(Value::str(&super::format::percent(heap, template, values)?))
        }
        (_, Value::Obj(x), _) => {
            let (x, y) = (*x, b);
            match (op, heap.get(x), y) {
                (BinOp::Add, Obj::List(p), Value::Obj(y))
                    if matches!(heap.get(*y), Obj::List(_)) =>
                {
                    let Obj::List(q) = heap.get(*y) else {
                        unreachable!()
                    };
                    let total = p.len() + q.len();
                    heap.reserve(total)?;
                    let (Obj::List(p), Obj::List(q)) = (heap.get(x), heap.get(*y)) else {
                        unreachable!()
                    };
                    let mut out = Vec::with_capacity(total);
                    out.extend_from_slice(p);
                    out.extend_from_slice(q);
                    Ok(Value::Obj(heap.alloc_reserved(Obj::List(out))))
                }
                (BinOp::Add, Obj::Tuple(p), Value::Obj(y))
                    if matches!(heap.get(*y), Obj::Tuple(_)) =>
                {
                    let Obj::Tuple(q) = heap.get(*y) else {
                        unreachable!()
                    };
                    let mut out = p.clone();
                    out.extend_from_slice(q);
                    heap.tuple(out)
                }
                (BinOp::Mul, Obj::List(p), Value::Int(_) | Value::Bool(_)) => {
                    let Some(Num::I(n)) = number(y) else {
                        unreachable!()
                    };
                    let p = p.clone();
                    repeat_seq(heap, &p, n, false)
                }
                (BinOp::Mul, Obj::Tuple(p), Value::Int(_) | Value::Bool(_)) => {
                    let Some(Num::I(n)) = number(y) else {
                        unreachable!()
                    };
                    let p = p.clone();
                    repeat_seq(heap, &p, n, true)
                }
                (
                    BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor,
                    Obj::Set(_),
                    Value::Obj(y),
                ) if matches!(heap.get(*y), Obj::Set(_)) => set_op(heap, op, x, *y),
                (
                    BinOp::Add | BinOp::Sub | BinOp::BitOr | BinOp::BitAnd,
                    Obj::Dict(p),
                    Value::Obj(y),
                ) if is_counter(p) && matches!(heap.get(*y), Obj::Dict(q) if is_counter(q)) => {
                    let d = counter_op(heap, op, x, *y)?;
                    Ok(Value::Obj(heap.alloc(Obj::Dict(d))?))
                }
                (BinOp::BitOr, Obj::Dict(_), Value::Obj(y))
                    if matches!(heap.get(*y), Obj::Dict(_)) =>
                {
                    let (Obj::Dict(p), Obj::Dict(q)) = (heap.get(x), heap.get(*y)) else {
                        unreachable!()
                    };
                    let mut d = p.clone();
                    for (k, v) in q.iter() {
                        d.insert(heap.key(k)?, k.clone(), v.clone());
                    }
                    Ok(Value::Obj(heap.alloc(Obj::Dict(d))?))
                }
                _ => Err(unsupported_operand(heap, op.symbol(), a, b)),
            }
        }
        (BinOp::Mul, Value::Int(_) | Value::Bool(_), Value::Obj(y)) => match heap.get(*y) {
            Obj::List(_) | Obj::Tuple(_) => binary(heap, op, b, a),
            _ => Err(unsupported_operand(heap, op.symbol(), a, b)),
        },
        _ => Err(unsupported_operand(heap, op.symbol(), a, b)),
    }
}

/// `a | b`, `a & b`, `a - b`, `a ^ b` of two sets, each built as CPython builds it, so that
/// it iterates in CPython's order: a union copies `a` and merges `b`; an intersection walks
/// the smaller; a difference copies `a` and discards `b` when `a` is over four times larger,
/// else walks `a`; a symmetric difference copies `b` and toggles each of `a`.
fn set_op(heap: &mut Heap, op: BinOp, x: ObjId, y: ObjId) -> Res<Value> {
    let (Obj::Set(p), Obj::Set(q)) = (heap.get(x), heap.get(y)) else {
        unreachable!()
    };
    let mut out = combine_sets(op, p, q);
    // The result is of the left operand's kind: a frozenset's is a frozenset.
    out.flavor = p.flavor.clone();
    Ok(Value::Obj(heap.alloc(Obj::Set(out))?))
}

/// The set `p op q` (`|`, `&`, `-`, `^`) as CPython builds it (see `set_op`).
pub fn combine_sets(op: BinOp, p: &Dict, q: &Dict) -> Dict {
    let fresh = || Dict::default().into_set();
    match op {
        BinOp::BitOr => {
            let mut out = p.copy_set();
            out.merge_set(q);
            out
        }
        BinOp::BitAnd => {
            let (walked, other) = if q.len() > p.len() { (p, q) } else { (q, p) };
            let mut out = fresh();
            for (key, k, _) in walked.keys_in_order() {
                if other.contains(key) {
                    out.insert(key.clone(), k.clone(), Value::None);
                }
            }
            out
        }
        BinOp::Sub if (p.len() >> 2) > q.len() => {
            let mut out = p.copy_set();
            out.discard_all(q.keys_in_order().map(|(key, ..)| key));
            out
        }
        BinOp::Sub => {
            let mut out = fresh();
            for (key, k, _) in p.keys_in_order() {
                if !q.contains(key) {
                    out.insert(key.clone(), k.clone(), Value::None);
                }
            }
            out
        }
        _ => {
            let mut out = q.copy_set();
            for (key, k, _) in p.keys_in_order() {
                if out.remove(key).is_none() {
                    out.insert(key.clone(), k.clone(), Value::None);
                }
            }
            out
        }
    }
}

fn arith(heap: &mut Heap, op: BinOp, x: Num, y: Num) -> Res<Value> {
    if let (Num::I(x), Num::I(y)) = (x, y) {
        let r = match op {
            BinOp::Add => x.checked_add(y),
            BinOp::Sub => x.checked_sub(y),
            BinOp::Mul => x.checked_mul(y),
            BinOp::FloorDiv => floor_div(x, y)?,
            BinOp::Mod => return floor_mod(x, y).map(Value::Int),
            BinOp::Pow => return int_pow(heap, x, y),
            BinOp::Div => {
                if y == 0 {
                    return Err(zero_division("division by zero"));
                }
                return Ok(Value::Float(x as f64 / y as f64));
            }
            BinOp::LShift => {
                if y < 0 {
                    return Err(super::error::value_error(
                        "negative_shift",
                        vec![],
                        "negative shift count".into(),
                    ));
                }
                if x == 0 {
                    Some(0)
                } else if y >= 64 {
                    None
                } else {
                    x.checked_shl(y as u32).filter(|r| r >> y == x)
                }
            }
            BinOp::RShift => {
                if y < 0 {
                    return Err(super::error::value_error(
                        "negative_shift",
                        vec![],
                        "negative shift count".into(),
                    ));
                }
                Some(if y >= 64 {
                    if x < 0 {
                        -1
                    } else {
                        0
                    }
                } else {
                    x >> y
                })
            }
            BinOp::BitAnd => Some(x & y),
            BinOp::BitOr => Some(x | y),
            BinOp::BitXor => Some(x ^ y),
        };
        // Past 64 bits: the same operation on big integers.
        return match r {
            Some(r) => Ok(Value::Int(r)),
            None => long::binary(heap, op, &x.into(), &y.into()),
        };
    }
    let (a, b) = (x.float(), y.float());
    let r = match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div => {
            if b == 0.0 {
                return Err(zero_division("float division by zero"));
            }
            a / b
        }
        BinOp::FloorDiv => {
            if b == 0.0 {
                return Err(zero_division("float floor division by zero"));
            }
            (a / b).floor()
        }
        BinOp::Mod => float_mod(a, b)?,
        BinOp::Pow => {
            if a == 0.0 && b < 0.0 {
                return Err(zero_division("0.0 cannot be raised to a negative power"));
            }
            a.powf(b)
        }
        _ => {
            return Err(type_error(
                "unsupported_operand",
                vec![op.symbol().into(), "float".into(), "float".into()],
                format!(
                    "unsupported operand type(s) for {}: 'float' and 'float'",
                    op.symbol()
                ),
            ))
        }
    };
    if r.is_infinite() && a.is_finite() && b.is_finite() {
        return Err(Exc::new(
            ErrorKind::OverflowError,
            "float_overflow",
            vec![],
            "numerical result out of range".into(),
        ));
    }
    Ok(Value::Float(r))
}

fn is_counter(d: &Dict) -> bool {
    matches!(d.flavor.as_deref(), Some(Flavor::Counter))
}

/// `a + b`, `a - b`, `a | b` and `a & b` of two Counters, as CPython's Counter computes them:
/// each of `a`'s counts with `b`'s (added, subtracted, the larger, the smaller), then `b`'s
/// other keys (but for `&`), keeping only the counts above zero, in that order.
fn counter_op(heap: &mut Heap, op: BinOp, x: ObjId, y: ObjId) -> Res<Dict> {
    let (Obj::Dict(p), Obj::Dict(q)) = (heap.get(x), heap.get(y)) else {
        unreachable!()
    };
    let (p, q) = (p.clone(), q.clone());
    let zero = Value::Int(0);
    let mut out = Dict::default();
    out.flavor = p.flavor.clone();
    let keep = |heap: &Heap, out: &mut Dict, key: &Key, k: &Value, count: Value| -> Res<()> {
        if heap.compare(&count, &zero, ">")? == std::cmp::Ordering::Greater {
            out.insert(key.clone(), k.clone(), count);
        }
        Ok(())
    };
    for (key, k, count) in p.keys_in_order() {
        let other = q.get(key).cloned().unwrap_or(Value::Int(0));
        let theirs_larger = heap.compare(count, &other, "<")? == std::cmp::Ordering::Less;
        let new = match op {
            BinOp::Add => binary(heap, BinOp::Add, count, &other)?,
            BinOp::Sub => binary(heap, BinOp::Sub, count, &other)?,
            BinOp::BitOr if theirs_larger => other,
            BinOp::BitAnd if !theirs_larger => other,
            _ => count.clone(),
        };
        keep(heap, &mut out, key, k, new)?;
    }
    if op != BinOp::BitAnd {
        for (key, k, count) in q.keys_in_order() {
            if p.contains(key) {
                continue;
            }
            let new = match op {
                BinOp::Sub => binary(heap, BinOp::Sub, &zero, count)?,
                _ => count.clone(),
            };
            keep(heap, &mut out, key, k, new)?;
        }
    }
    Ok(out)
}

/// `a op= b`: a list grows or repeats in place (no steps: only `+` and `*` build a list);
/// everything else is the plain operator.
pub fn inplace(heap: &mut Heap, op: BinOp, a: &Value, b: &Value) -> Res<Value> {
    if let Value::Obj(x) = a {
        // A Counter's `+=`, `-=`, `|=` and `&=` change it in place, to what the operator gives.
        if let (Obj::Dict(p), Value::Obj(y)) = (heap.get(*x), b) {
            if is_counter(p)
                && matches!(op, BinOp::Add | BinOp::Sub | BinOp::BitOr | BinOp::BitAnd)
                && matches!(heap.get(*y), Obj::Dict(q) if is_counter(q))
            {
                let d = counter_op(heap, op, *x, *y)?;
                heap.reserve(d.len())?;
                *heap.get_mut(*x) = Obj::Dict(d);
                return Ok(a.clone());
            }
        }
        if let Obj::List(_) = heap.get(*x) {
            match op {
                BinOp::Add => {
                    let items = super::iteration::iterate(heap, b)?;
                    heap.reserve(items.len())?;
                    if let Obj::List(p) = heap.get_mut(*x) {
                        p.extend(items);
                    }
                    return Ok(a.clone());
                }
                BinOp::Mul => {
                    let Some(Num::I(n)) = number(b) else {
                        return Err(unsupported_operand(heap, "*=", a, b));
                    };
                    let n = repeat_count(n);
                    let Obj::List(p) = heap.get(*x) else {
                        unreachable!()
                    };
                    let total = p
                        .len()
                        .checked_mul(n)
                        .ok_or_else(|| super::error::memory_error(u64::MAX, heap.cap))?;
                    heap.reserve(total.saturating_sub(p.len()))?;
                    if let Obj::List(p) = heap.get_mut(*x) {
                        let one = std::mem::take(p);
                        for _ in 0..n {
                            p.extend_from_slice(&one);
                        }
                    }
                    return Ok(a.clone());
                }
                _ => {}
            }
        }
        // A set's `|=`, `&=`, `-=`, `^=` with a set change it in place, as CPython's do.
        if let (Obj::Set(d), Value::Obj(y)) = (heap.get(*x), b) {
            if let (None, Obj::Set(theirs)) = (&d.flavor, heap.get(*y)) {
                let (mine, theirs) = (d.clone(), theirs.clone());
                let changed = match op {
                    BinOp::BitOr => {
                        let mut out = mine;
                        out.merge_set(&theirs);
                        Some(out)
                    }
                    BinOp::BitAnd => Some(combine_sets(op, &mine, &theirs)),
                    BinOp::Sub => {
                        let mut out = mine;
                        if (theirs.len() >> 3) > out.len() {
                            // CPython discards only the common members of a much larger set.
                            let common = combine_sets(BinOp::BitAnd, &out, &theirs);
                            out.discard_all(common.keys_in_order().map(|(key, ..)| key));
                        } else {
                            out.discard_all(theirs.keys_in_order().map(|(key, ..)| key));
                        }
                        Some(out)
                    }
                    BinOp::BitXor => {
                        let mut out = mine;
                        for (key, k, _) in theirs.keys_in_order() {
                            if out.remove(key).is_none() {
                                out.insert(key.clone(), k.clone(), Value::None);
                            }
                        }
                        Some(out)
                    }
                    _ => None,
                };
                if let Some(out) = changed {
                    heap.reserve(out.len())?;
                    if let Obj::Set(d) = heap.get_mut(*x) {
                        *d = out;
                    }
                    return Ok(a.clone());
                }
            }
        }
        if let (Obj::Set(d), BinOp::BitOr) = (heap.get(*x), op) {
            if d.flavor.is_some() {
                // A frozenset's `|=` makes a new one.
                return binary(heap, op, a, b);
            }
            let items = super::iteration::iterate(heap, b)?;
            for k in items {
                let key = heap.key(&k)?;
                if let Obj::Set(d) = heap.get_mut(*x) {
                    d.insert(key, k, Value::None);
                }
            }
            return Ok(a.clone());
        }
    }
    binary(heap, op, a, b).map_err(|mut e| {
        if e.id == "unsupported_operand" {
            let sym = format!("{}=", op.symbol());
            e.values[0] = sym.clone();
            e.message = format!(
                "unsupported operand type(s) for {sym}: '{}' and '{}'",
                e.values[1], e.values[2]
            );
        }
        e
    })
}

pub fn unary(heap: &mut Heap, op: UnaryOp, v: &Value) -> Res<Value> {
    if heap.is_long(v) {
        let n = heap.big(v).unwrap_or_default();
        return match op {
            UnaryOp::Neg => long::negate(heap, &n),
            UnaryOp::Pos => Ok(v.clone()),
            UnaryOp::Invert => long::invert(heap, &n),
        };
    }
    match (op, number(v)) {
        (UnaryOp::Neg, Some(Num::I(i))) => match i.checked_neg() {
            Some(r) => Ok(Value::Int(r)),
            None => long::negate(heap, &i.into()),
        },
        (UnaryOp::Neg, Some(Num::F(f))) => Ok(Value::Float(-f)),
        (UnaryOp::Pos, Some(Num::I(i))) => Ok(Value::Int(i)),
        (UnaryOp::Pos, Some(Num::F(f))) => Ok(Value::Float(f)),
        (UnaryOp::Invert, Some(Num::I(i))) => Ok(Value::Int(!i)),
        _ => {
            let t = heap.type_name(v);
            let sym = match op {
                UnaryOp::Neg => "unary -",
                UnaryOp::Pos => "unary +",
                UnaryOp::Invert => "unary ~",
            };
            Err(type_error(
                "bad_operand_unary",
                vec![sym.into(), t.to_string()],
                format!("bad operand type for {sym}: '{t}'"),
            ))
        }
    }
}

pub fn compare(heap: &Heap, op: CmpOp, a: &Value, b: &Value) -> Res<bool> {
    use std::cmp::Ordering::*;
    if let Some(r) = set_order(heap, op, a, b) {
        return r;
    }
    Ok(match op {
        CmpOp::Eq => heap.eq(a, b)?,
        CmpOp::Ne => !heap.eq(a, b)?,
        CmpOp::Lt => heap.compare(a, b, "<")? == Less,
        CmpOp::Le => heap.compare(a, b, "<=")? != Greater,
        CmpOp::Gt => heap.compare(a, b, ">")? == Greater,
        CmpOp::Ge => heap.compare(a, b, ">=")? != Less,
        CmpOp::In => contains(heap, b, a)?,
        CmpOp::NotIn => !contains(heap, b, a)?,
        CmpOp::Is => identical(a, b),
        CmpOp::IsNot => !identical(a, b),
    })
}

/// `a <= b` of two sets (frozensets too): whether one is a subset of the other, `<` a proper
/// one. Sets are ordered by inclusion, which is no total order, so these are not `heap.compare`.
fn set_order(heap: &Heap, op: CmpOp, a: &Value, b: &Value) -> Option<Res<bool>> {
    let (Value::Obj(x), Value::Obj(y)) = (a, b) else {
        return None;
    };
    let (Obj::Set(p), Obj::Set(q)) = (heap.get(*x), heap.get(*y)) else {
        return None;
    };
    let within = |small: &Dict, big: &Value| -> Res<bool> {
        for (member, _) in small.iter() {
            if !contains(heap, big, member)? {
                return Ok(false);
            }
        }
        Ok(true)
    };
    Some(match op {
        CmpOp::Le => within(p, b),
        CmpOp::Lt if p.len() < q.len() => within(p, b),
        CmpOp::Ge => within(q, a),
        CmpOp::Gt if q.len() < p.len() => within(q, a),
        CmpOp::Lt | CmpOp::Gt => Ok(false),
        _ => return None,
    })
}

fn identical(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Obj(x), Value::Obj(y)) => x == y,
        (Value::None | Value::Undef, Value::None | Value::Undef) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Str(x), Value::Str(y)) => Rc::ptr_eq(x, y) || x == y,
        (Value::Builtin(x), Value::Builtin(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        _ => false,
    }
}

/// `item in container`.
pub fn contains(heap: &Heap, container: &Value, item: &Value) -> Res<bool> {
    // An Enum holds its members (and nothing else: not their values).
    if let Some(members) = heap.enum_members(container) {
        return Ok(matches!(item, Value::Obj(id) if members.contains(id)));
    }
    match container {
        Value::Str(s) => match item {
            Value::Str(t) => Ok(s.contains(&**t)),
            _ => {
                let t = heap.type_name(item);
                Err(type_error(
                    "in_str_needs_str",
                    vec![t.to_string()],
                    format!("'in <string>' requires string as left operand, not {t}"),
                ))
            }
        },
        Value::Obj(id) => match heap.get(*id) {
            Obj::List(items) | Obj::Tuple(items) | Obj::View { items, .. } => {
                for x in items {
                    if heap.eq(x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Obj::Deque(d) => {
                for x in &d.items {
                    if heap.eq(x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Obj::Dict(d) | Obj::Set(d) => Ok(d.contains(&heap.key(item)?)),
            Obj::Range { start, stop, step } => Ok(match number(item) {
                Some(Num::I(i)) => {
                    let n = range_len(*start, *stop, *step);
                    let off = i as i128 - *start as i128;
                    n > 0 && off % *step as i128 == 0 && {
                        let k = off / *step as i128;
                        k >= 0 && k < n as i128
                    }
                }
                Some(Num::F(f)) if f.fract() == 0.0 => {
                    contains(heap, container, &Value::Int(f as i64))?
                }
                _ => false,
            }),
            _ => {
                let t = heap.type_name(container);
                Err(type_error(
                    "not_container",
                    vec![t.to_string()],
                    format!("argument of type '{t}' is not iterable"),
                ))
            }
        },
        _ => {
            let t = heap.type_name(container);
            Err(type_error(
                "not_container",
                vec![t.to_string()],
                format!("argument of type '{t}' is not iterable"),
            ))
        }
    }
}

fn int_index(heap: &Heap, what: &str, i: &Value) -> Res<i64> {
    match i {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        _ => {
            let t = heap.type_name(i);
            Err(type_error(
                "indices_must_be_integers",
                vec![what.into(), t.to_string()],
                format!("{what} indices must be integers or slices, not {t}"),
            ))
        }
    }
}

fn normalize(i: i64, len: usize) -> Option<usize> {
    let i = if i < 0 { i + len as i64 } else { i };
    if i >= 0 && (i as usize) < len {
        Some(i as usize)
    } else {
        None
    }
}

pub fn char_at(s: &str, i: i64) -> Option<char> {
    if s.is_ascii() {
        return normalize(i, s.len()).map(|k| s.as_bytes()[k] as char);
    }
    let n = s.chars().count();
    normalize(i, n).and_then(|k| s.chars().nth(k))
}

/// `abs(v)` of a number (an int stays exact, however big).
pub fn absolute(heap: &mut Heap, v: &Value) -> Res<Value> {
    if let Some(n) = heap.big(v).filter(|_| heap.is_long(v)) {
        return super::long::absolute(heap, &n);
    }
    match number(v) {
        Some(Num::I(i)) => match i.checked_abs() {
            Some(r) => Ok(Value::Int(r)),
            None => super::long::absolute(heap, &i.into()),
        },
        Some(Num::F(f)) => Ok(Value::Float(f.abs())),
        None => {
            let t = heap.type_name(v);
            Err(type_error(
                "bad_operand_abs",
                vec![t.to_string()],
                format!("bad operand type for abs(): '{t}'"),
            ))
        }
    }
}

pub fn index(heap: &mut Heap, obj: &Value, i: &Value) -> Res<Value> {
    if let Some((lo, hi, step)) = heap.slice_parts(i) {
        return get_slice(heap, obj, &lo, &hi, &step);
    }
    // `list[int]`, `List[int]`: a type subscripted is a type for annotations; at run time
    // the lab keeps the class itself, which calls and checks as the class does.
    if let Value::Builtin(b) = obj {
        if b.is_type()
            || matches!(
                b,
                Builtin::ModFn(Module::Typing | Module::CollectionsAbc, _)
            )
            || matches!(b, Builtin::ModFn(Module::Collections, Member(name))
                if COLLECTIONS_CLASSES.contains(name))
        {
            return Ok(obj.clone());
        }
    }
    // `Color['RED']`: an Enum's member by name.
    if let Some(members) = heap.enum_members(obj) {
        let named = members.iter().find(|&&m| {
            let member = Value::Obj(m);
            matches!((heap.enum_member(&member), i), (Some((_, name, _)), Value::Str(wanted)) if name == &**wanted)
        });
        return match named {
            Some(&m) => Ok(Value::Obj(m)),
            None => Err(key_error(heap, i)),
        };
    }
    if let Some(items) = heap.named_tuple_items(obj) {
        let tuple = heap.tuple(items)?;
        return index(heap, &tuple, i);
    }
    match obj {
        Value::Str(s) => {
            let k = int_index(heap, "string", i)?;
            char_at(s, k)
                .map(|c| Value::Str(Rc::from(c.to_string().as_str())))
                .ok_or_else(|| index_error("string"))
        }
        Value::Obj(id) => match heap.get(*id) {
            Obj::List(items) => {
                let k = int_index(heap, "list", i)?;
                normalize(k, items.len())
                    .map(|k| items[k].clone())
                    .ok_or_else(|| index_error("list"))
            }
            Obj::Tuple(items) => {
                let k = int_index(heap, "tuple", i)?;
                normalize(k, items.len())
                    .map(|k| items[k].clone())
                    .ok_or_else(|| index_error("tuple"))
            }
            Obj::Range { start, stop, step } => {
                let k = int_index(heap, "range object", i)?;
                let n = range_len(*start, *stop, *step);
                normalize(k, n as usize)
                    .map(|k| Value::Int(start + k as i64 * step))
                    .ok_or_else(|| {
                        Exc::new(
                            ErrorKind::IndexError,
                            "index_out_of_range",
                            vec!["range object".into()],
                            "range object index out of range".into(),
                        )
                    })
            }
            Obj::Dict(d) => {
                let key = heap.key(i)?;
                if let Some(v) = d.get(&key) {
                    return Ok(v.clone());
                }
                let factory = match d.flavor.as_deref() {
                    Some(Flavor::Counter) => return Ok(Value::Int(0)),
                    Some(Flavor::Default(f)) if !matches!(f, Value::None) => Some(f.clone()),
                    _ => None,
                };
                match factory {
                    Some(factory) => {
                        let v = default_of(heap, &factory)?;
                        heap.reserve(2)?;
                        if let Obj::Dict(d) = heap.get_mut(*id) {
                            d.insert(key, i.clone(), v.clone());
                        }
                        Ok(v)
                    }
                    None => Err(key_error(heap, i)),
                }
            }
            Obj::Deque(d) => {
                let k = int_index(heap, "deque", i)?;
                normalize(k, d.items.len())
                    .and_then(|k| d.items.get(k).cloned())
                    .ok_or_else(|| index_error("deque"))
            }
            _ => Err(not_subscriptable(heap, obj)),
        },
        _ => Err(not_subscriptable(heap, obj)),
    }
}

/// What a defaultdict's factory makes for a missing key: a new empty value of a built-in
/// class; a factory of the program's own is the lab's limit (it would run the program's code
/// in the middle of an index).
fn default_of(heap: &mut Heap, factory: &Value) -> Res<Value> {
    Ok(match factory {
        Value::Builtin(Builtin::List) => heap.list(Vec::new())?,
        Value::Builtin(Builtin::Dict) => Value::Obj(heap.alloc(Obj::Dict(Dict::default()))?),
        Value::Builtin(Builtin::Set) => Value::Obj(heap.alloc(Obj::Set(Dict::default()))?),
        Value::Builtin(Builtin::Tuple) => heap.tuple(Vec::new())?,
        Value::Builtin(Builtin::Int) => Value::Int(0),
        Value::Builtin(Builtin::Float) => Value::Float(0.0),
        Value::Builtin(Builtin::Bool) => Value::Bool(false),
        Value::Builtin(Builtin::Str) => Value::str(""),
        _ => {
            return Err(super::error::unsupported_words(
                "own_defaultdict_factory",
                "",
                "a defaultdict whose factory is the program's own function (use a built-in class such as list or int, or dict.setdefault)",
            ))
        }
    })
}

/// A KeyError whose one argument is the key itself, as Python's is (`e.args[0]`).
pub fn key_error(heap: &mut Heap, k: &Value) -> Exc {
    let r = heap.repr(k).unwrap_or_default();
    let mut exc = Exc::new(ErrorKind::KeyError, "key_error", vec![r.clone()], r);
    if let Ok(id) = super::exceptions::new(heap, ErrorKind::KeyError, None, vec![k.clone()]) {
        if let Obj::Exc(e) = heap.get_mut(id) {
            e.origin = Some((exc.id, exc.values.clone()));
        }
        exc.object = Some(id);
    }
    exc
}

fn not_subscriptable(heap: &Heap, obj: &Value) -> Exc {
    let t = heap.type_name(obj);
    type_error(
        "not_subscriptable",
        vec![t.to_string()],
        format!("'{t}' object is not subscriptable"),
    )
}

pub fn store_index(heap: &mut Heap, obj: &Value, i: &Value, v: Value) -> Res<()> {
    if let Some((lo, hi, step)) = heap.slice_parts(i) {
        return store_slice(heap, obj, &lo, &hi, &step, &v);
    }
    if let Value::Obj(id) = obj {
        match heap.get(*id) {
            Obj::List(items) => {
                let k = int_index(heap, "list", i)?;
                let Some(k) = normalize(k, items.len()) else {
                    return Err(Exc::new(
                        ErrorKind::IndexError,
                        "assignment_index",
                        vec![],
                        "list assignment index out of range".into(),
                    ));
                };
                if let Obj::List(items) = heap.get_mut(*id) {
                    items[k] = v;
                }
                return Ok(());
            }
            Obj::Dict(_) => {
                let key = heap.key(i)?;
                let new = if let Obj::Dict(d) = heap.get_mut(*id) {
                    d.insert(key, i.clone(), v)
                } else {
                    false
                };
                if new {
                    heap.reserve(2)?;
                }
                return Ok(());
            }
            _ => {}
        }
    }
    let t = heap.type_name(obj);
    Err(type_error(
        "no_item_assignment",
        vec![t.to_string()],
        format!("'{t}' object does not support item assignment"),
    ))
}

pub fn del_index(heap: &mut Heap, obj: &Value, i: &Value) -> Res<()> {
    if let Some((lo, hi, step)) = heap.slice_parts(i) {
        return del_slice(heap, obj, &lo, &hi, &step);
    }
    if let Value::Obj(id) = obj {
        match heap.get(*id) {
            Obj::List(items) => {
                let k = int_index(heap, "list", i)?;
                let Some(k) = normalize(k, items.len()) else {
                    return Err(Exc::new(
                        ErrorKind::IndexError,
                        "assignment_index",
                        vec![],
                        "list assignment index out of range".into(),
                    ));
                };
                if let Obj::List(items) = heap.get_mut(*id) {
                    items.remove(k);
                }
                return Ok(());
            }
            Obj::Dict(_) => {
                let key = heap.key(i)?;
                let removed = if let Obj::Dict(d) = heap.get_mut(*id) {
                    d.remove(&key)
                } else {
                    None
                };
                return removed.map(|_| ()).ok_or_else(|| key_error(heap, i));
            }
            _ => {}
        }
    }
    let t = heap.type_name(obj);
    Err(type_error(
        "no_item_deletion",
        vec![t.to_string()],
        format!("'{t}' object doesn't support item deletion"),
    ))
}

fn slice_part(heap: &Heap, v: &Value) -> Res<Option<i64>> {
    match v {
        Value::None => Ok(None),
        Value::Int(i) => Ok(Some(*i)),
        Value::Bool(b) => Ok(Some(*b as i64)),
        _ => Err(type_error(
            "slice_indices",
            vec![],
            format!(
                "slice indices must be integers or None, not {}",
                heap.type_name(v)
            ),
        )),
    }
}

/// The indices a slice picks from a sequence of `len`, as Python's `slice.indices` gives.
fn slice_indices(heap: &Heap, len: usize, lo: &Value, hi: &Value, step: &Value) -> Res<Vec<usize>> {
    let step = slice_part(heap, step)?.unwrap_or(1);
    if step == 0 {
        return Err(super::error::value_error(
            "slice_step_zero",
            vec![],
            "slice step cannot be zero".into(),
        ));
    }
    let len = len as i64;
    let clamp = |v: Option<i64>, default: i64, lo_bound: i64, hi_bound: i64| -> i64 {
        match v {
            None => default,
            Some(v) => {
                let v = if v < 0 { v + len } else { v };
                v.clamp(lo_bound, hi_bound)
            }
        }
    };
    let (lo, hi) = (slice_part(heap, lo)?, slice_part(heap, hi)?);
    let mut out = Vec::new();
    if step > 0 {
        let start = clamp(lo, 0, 0, len);
        let stop = clamp(hi, len, 0, len);
        let mut i = start;
        while i < stop {
            out.push(i as usize);
            i += step;
        }
    } else {
        let start = clamp(lo, len - 1, -1, len - 1);
        let stop = clamp(hi, -1, -1, len - 1);
        let mut i = start;
        while i > stop {
            out.push(i as usize);
            i += step;
        }
    }
    Ok(out)
}

pub fn get_slice(heap: &mut Heap, obj: &Value, lo: &Value, hi: &Value, step: &Value) -> Res<Value> {
    if let Some(items) = heap.named_tuple_items(obj) {
        let tuple = heap.tuple(items)?;
        return get_slice(heap, &tuple, lo, hi, step);
    }
    match obj {
        Value::Str(s) => {
            let chars: Vec<char> = s.chars().collect();
            let idx = slice_indices(heap, chars.len(), lo, hi, step)?;
            let out: String = idx.into_iter().map(|i| chars[i]).collect();
            Ok(Value::Str(Rc::from(out.as_str())))
        }
        Value::Obj(id) => match heap.get(*id) {
            Obj::List(items) | Obj::Tuple(items) => {
                let tuple = matches!(heap.get(*id), Obj::Tuple(_));
                let idx = slice_indices(heap, items.len(), lo, hi, step)?;
                let out: Vec<Value> = idx.into_iter().map(|i| items[i].clone()).collect();
                if tuple {
                    heap.tuple(out)
                } else {
                    heap.list(out)
                }
            }
            Obj::Range {
                start,
                stop,
                step: st,
            } => {
                let (start, st) = (*start, *st);
                let n = range_len(start, *stop, st);
                let idx = slice_indices(heap, n as usize, lo, hi, step)?;
                let new_step = slice_part(heap, step)?
                    .unwrap_or(1)
                    .checked_mul(st)
                    .ok_or_else(overflow)?;
                let first = idx.first().map(|&i| start + i as i64 * st).unwrap_or(start);
                let end = first + idx.len() as i64 * new_step;
                Ok(Value::Obj(heap.alloc(Obj::Range {
                    start: first,
                    stop: end,
                    step: new_step,
                })?))
            }
            _ => Err(not_subscriptable(heap, obj)),
        },
        _ => Err(not_subscriptable(heap, obj)),
    }
}

pub fn store_slice(
    heap: &mut Heap,
    obj: &Value,
    lo: &Value,
    hi: &Value,
    step: &Value,
    v: &Value,
) -> Res<()> {
    let Value::Obj(id) = obj else {
        let t = heap.type_name(obj);
        return Err(type_error(
            "no_item_assignment",
            vec![t.to_string()],
            format!("'{t}' object does not support item assignment"),
        ));
    };
    let Obj::List(items) = heap.get(*id) else {
        let t = heap.type_name(obj);
        return Err(type_error(
            "no_item_assignment",
            vec![t.to_string()],
            format!("'{t}' object does not support item assignment"),
        ));
    };
    let len = items.len();
    let new = super::iteration::iterate(heap, v)?;
    heap.reserve(new.len())?;
    if matches!(step, Value::None) || matches!(step, Value::Int(1)) {
        let idx = slice_indices(heap, len, lo, hi, &Value::None)?;
        let start = match idx.first() {
            Some(&i) => i,
            None => {
                let lo = slice_part(heap, lo)?.unwrap_or(0);
                (if lo < 0 { lo + len as i64 } else { lo }).clamp(0, len as i64) as usize
            }
        };
        let end = start + idx.len();
        if let Obj::List(items) = heap.get_mut(*id) {
            items.splice(start..end, new);
        }
        return Ok(());
    }
    let idx = slice_indices(heap, len, lo, hi, step)?;
    if idx.len() != new.len() {
        return Err(super::error::value_error(
            "extended_slice_size",
            vec![new.len().to_string(), idx.len().to_string()],
            format!(
                "attempt to assign sequence of size {} to extended slice of size {}",
                new.len(),
                idx.len()
            ),
        ));
    }
    if let Obj::List(items) = heap.get_mut(*id) {
        for (i, v) in idx.into_iter().zip(new) {
            items[i] = v;
        }
    }
    Ok(())
}

pub fn del_slice(heap: &mut Heap, obj: &Value, lo: &Value, hi: &Value, step: &Value) -> Res<()> {
    let Value::Obj(id) = obj else {
        let t = heap.type_name(obj);
        return Err(type_error(
            "no_item_deletion",
            vec![t.to_string()],
            format!("'{t}' object doesn't support item deletion"),
        ));
    };
    let Obj::List(items) = heap.get(*id) else {
        let t = heap.type_name(obj);
        return Err(type_error(
            "no_item_deletion",
            vec![t.to_string()],
            format!("'{t}' object doesn't support item deletion"),
        ));
    };
    // The slice's places in the order it walks them: a negative step walks them backwards.
    let mut idx = slice_indices(heap, items.len(), lo, hi, step)?;
    if idx.first() > idx.last() {
        idx.reverse();
    }
    if let Obj::List(items) = heap.get_mut(*id) {
        for i in idx.into_iter().rev() {
            items.remove(i);
        }
    }
    Ok(())
}
