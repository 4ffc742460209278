//! `math`: CPython's functions and constants with its results and its errors (`math domain
//! error`, `must be real number, not str`). Functions of integers (`gcd`, `factorial`, `comb`)
//! compute exactly, floating-point ones in `f64` as CPython's C library does.

use crate::python::args::{arg_count, int_arg, kwarg, no_keywords, split_kw, Outcome};
use crate::python::error::{type_error, value_error, Exc, Res};
use crate::python::heap::{number, Heap, Num};
use crate::python::iteration::{iterate, machine_draws};
use crate::python::ops;
use crate::python::syntax::BinOp;
use crate::python::value::Value;
use std::rc::Rc;

pub const NAMES: &[&str] = &[
    "pi",
    "e",
    "tau",
    "inf",
    "nan",
    "sqrt",
    "isqrt",
    "floor",
    "ceil",
    "trunc",
    "gcd",
    "lcm",
    "factorial",
    "comb",
    "perm",
    "prod",
    "fsum",
    "log",
    "log2",
    "log10",
    "log1p",
    "exp",
    "pow",
    "fabs",
    "hypot",
    "dist",
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "atan2",
    "sinh",
    "cosh",
    "tanh",
    "degrees",
    "radians",
    "isclose",
    "isinf",
    "isnan",
    "isfinite",
    "copysign",
    "fmod",
    "modf",
];

pub fn constant(name: &str) -> Option<Value> {
    Some(Value::Float(match name {
        "pi" => std::f64::consts::PI,
        "e" => std::f64::consts::E,
        "tau" => std::f64::consts::TAU,
        "inf" => f64::INFINITY,
        "nan" => f64::NAN,
        _ => return None,
    }))
}

fn domain() -> Exc {
    value_error("math_domain", vec![], "math domain error".into())
}

/// A real number's value as a float, or CPython's TypeError.
fn real(heap: &Heap, v: &Value) -> Res<f64> {
    match number(v) {
        Some(n) => Ok(n.float()),
        None => {
            let t = heap.type_name(v);
            Err(type_error(
                "not_real",
                vec![t.to_string()],
                format!("must be real number, not {t}"),
            ))
        }
    }
}

/// A float result, as CPython checks it: NaN from numbers that were not is a domain error,
/// infinity from finite ones an overflow.
fn checked(x: f64, args: &[f64]) -> Res<Value> {
    if x.is_nan() && !args.iter().any(|a| a.is_nan()) {
        return Err(domain());
    }
    if x.is_infinite() && args.iter().all(|a| a.is_finite()) {
        return Err(Exc::new(
            crate::python::error::ErrorKind::OverflowError,
            "math_range",
            vec![],
            "math range error".into(),
        ));
    }
    Ok(Value::Float(x))
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

fn non_negative(heap: &Heap, v: &Value, what: &str) -> Res<i64> {
    let n = int_arg(heap, v)?;
    if n < 0 {
        return Err(value_error(
            "negative",
            vec![what.into()],
            format!("{what} must be a non-negative integer"),
        ));
    }
    Ok(n)
}

/// n! / (n - k)!, and divided by k! when `choose`: exact, past 64 bits too.
fn falling(heap: &mut Heap, n: i64, k: i64, choose: bool) -> Res<Value> {
    if k > n {
        return Ok(Value::Int(0));
    }
    let k = if choose { k.min(n - k) } else { k };
    if k > 20_000 {
        return Err(crate::python::error::unsupported_words(
            "math_factors",
            "",
            "math.factorial, comb and perm of more than 20,000 factors",
        ));
    }
    let mut r = num_bigint::BigInt::from(1);
    for i in 0..k {
        r *= n - i;
        if choose {
            r /= i + 1;
        }
    }
    crate::python::long::value(heap, r)
}

pub fn call(name: &'static str, heap: &mut Heap, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    if name != "isclose" && name != "prod" {
        no_keywords(name, kw)?;
    }
    let one = |heap: &Heap| -> Res<f64> {
        arg_count(name, args, 1, 1)?;
        real(heap, &args[0])
    };
    let float1 = |heap: &Heap, f: fn(f64) -> f64| -> Res<Value> {
        let x = one(heap)?;
        checked(f(x), &[x])
    };
    let v = match name {
        "sqrt" => {
            let x = one(heap)?;
            if x < 0.0 {
                return Err(domain());
            }
            Value::Float(x.sqrt())
        }
        "isqrt" => {
            arg_count(name, args, 1, 1)?;
            let n = int_arg(heap, &args[0])?;
            if n < 0 {
                return Err(value_error(
                    "isqrt_negative",
                    vec![],
                    "isqrt() argument must be nonnegative".into(),
                ));
            }
            let mut r = (n as f64).sqrt() as i64;
            while r * r > n {
                r -= 1;
            }
            while (r + 1).checked_mul(r + 1).is_some_and(|s| s <= n) {
                r += 1;
            }
            Value::Int(r)
        }
        "floor" | "ceil" | "trunc" => {
            arg_count(name, args, 1, 1)?;
            let dunder = match name {
                "floor" => "__floor__",
                "ceil" => "__ceil__",
                _ => "__trunc__",
            };
            if let Some(call) = crate::python::args::by_dunder(heap, &args[0], &[dunder], &[]) {
                return Ok(call);
            }
            if let Some(Num::I(i)) = number(&args[0]) {
                Value::Int(i)
            } else {
                let f = real(heap, &args[0])?;
                crate::python::long::from_float(
                    heap,
                    match name {
                        "floor" => f.floor(),
                        "ceil" => f.ceil(),
                        _ => f.trunc(),
                    },
                )?
            }
        }
        // `lcm`, and `gcd` of integers past 64 bits (or of -2 ** 63, whose gcd is not one),
        // by num-integer's (never negative).
        "gcd" | "lcm"
            if name == "lcm"
                || args
                    .iter()
                    .any(|a| heap.is_long(a) || matches!(a, Value::Int(i64::MIN))) =>
        {
            use num_bigint::BigInt;
            // Euclid's, by the remainders big integers have already.
            let gcd = |mut a: BigInt, mut b: BigInt| {
                while b != BigInt::ZERO {
                    (a, b) = (b.clone(), a % b);
                }
                a.magnitude().clone().into()
            };
            let mut r = BigInt::from(if name == "gcd" { 0 } else { 1 });
            for a in args {
                let Some(a) = heap.big(a) else {
                    int_arg(heap, a)?;
                    continue;
                };
                r = match name {
                    "gcd" => gcd(r, a),
                    _ if r == BigInt::ZERO || a == BigInt::ZERO => BigInt::ZERO,
                    _ => {
                        let product: BigInt = (&r * &a).magnitude().clone().into();
                        product / gcd(r, a)
                    }
                };
            }
            crate::python::long::value(heap, r)?
        }
        "gcd" => {
            let mut r = 0;
            for a in args {
                r = gcd(r, int_arg(heap, a)?);
            }
            Value::Int(r)
        }
        "factorial" => {
            arg_count(name, args, 1, 1)?;
            let n = int_arg(heap, &args[0])?;
            if n < 0 {
                return Err(value_error(
                    "factorial_negative",
                    vec![],
                    "factorial() not defined for negative values".into(),
                ));
            }
            falling(heap, n, n, false)?
        }
        "comb" => {
            arg_count(name, args, 2, 2)?;
            let n = non_negative(heap, &args[0], "n")?;
            let k = non_negative(heap, &args[1], "k")?;
            falling(heap, n, k, true)?
        }
        "perm" => {
            arg_count(name, args, 1, 2)?;
            let n = non_negative(heap, &args[0], "n")?;
            let k = match args.get(1) {
                None | Some(Value::None) => n,
                Some(k) => non_negative(heap, k, "k")?,
            };
            falling(heap, n, k, false)?
        }
        "prod" => {
            let (pos, kws) = split_kw(name, args, kw, &["start"])?;
            arg_count(name, pos, 1, 1)?;
            if machine_draws(heap, &pos[0]) {
                return Ok(Outcome::Drain(0));
            }
            let mut total = kwarg(&kws, "start").unwrap_or(Value::Int(1));
            for x in iterate(heap, &pos[0])? {
                total = ops::binary(heap, BinOp::Mul, &total, &x)?;
            }
            total
        }
        "fsum" => {
            arg_count(name, args, 1, 1)?;
            if machine_draws(heap, &args[0]) {
                return Ok(Outcome::Drain(0));
            }
            let mut xs = Vec::new();
            for x in iterate(heap, &args[0])? {
                xs.push(real(heap, &x)?);
            }
            Value::Float(fsum(&xs))
        }
        "log" => {
            arg_count(name, args, 1, 2)?;
            let x = real(heap, &args[0])?;
            if x <= 0.0 {
                return Err(domain());
            }
            match args.get(1) {
                None => Value::Float(x.ln()),
                Some(b) => {
                    let b = real(heap, b)?;
                    if b <= 0.0 {
                        return Err(domain());
                    }
                    if b == 1.0 {
                        return Err(crate::python::error::zero_division(
                            "float division by zero",
                        ));
                    }
                    Value::Float(x.ln() / b.ln())
                }
            }
        }
        "log2" | "log10" | "log1p" => {
            let x = one(heap)?;
            if (name == "log1p" && x <= -1.0) || (name != "log1p" && x <= 0.0) {
                return Err(domain());
            }
            Value::Float(match name {
                "log2" => x.log2(),
                "log10" => x.log10(),
                _ => x.ln_1p(),
            })
        }
        "exp" => float1(heap, f64::exp)?,
        "fabs" => float1(heap, f64::abs)?,
        "sin" => float1(heap, f64::sin)?,
        "cos" => float1(heap, f64::cos)?,
        "tan" => float1(heap, f64::tan)?,
        "asin" => float1(heap, f64::asin)?,
        "acos" => float1(heap, f64::acos)?,
        "atan" => float1(heap, f64::atan)?,
        "sinh" => float1(heap, f64::sinh)?,
        "cosh" => float1(heap, f64::cosh)?,
        "tanh" => float1(heap, f64::tanh)?,
        "degrees" => float1(heap, f64::to_degrees)?,
        "radians" => float1(heap, f64::to_radians)?,
        "pow" | "atan2" | "copysign" | "fmod" => {
            arg_count(name, args, 2, 2)?;
            let (x, y) = (real(heap, &args[0])?, real(heap, &args[1])?);
            let r = match name {
                "pow" => {
                    if x == 0.0 && y < 0.0 {
                        return Err(domain());
                    }
                    x.powf(y)
                }
                // atan2(y, x): the first argument is y.
                "atan2" => x.atan2(y),
                "copysign" => x.copysign(y),
                _ => {
                    if y == 0.0 || x.is_infinite() {
                        return Err(domain());
                    }
                    x % y
                }
            };
            checked(r, &[x, y])?
        }
        "hypot" => {
            let mut xs = Vec::new();
            for a in args {
                xs.push(real(heap, a)?);
            }
            Value::Float(xs.iter().fold(0.0f64, |acc, x| acc.hypot(*x)))
        }
        "dist" => {
            arg_count(name, args, 2, 2)?;
            let p = iterate(heap, &args[0])?;
            let q = iterate(heap, &args[1])?;
            if p.len() != q.len() {
                return Err(value_error(
                    "dist_dimensions",
                    vec![],
                    "both points must have the same number of dimensions".into(),
                ));
            }
            let mut r = 0.0f64;
            for (a, b) in p.iter().zip(&q) {
                r = r.hypot(real(heap, a)? - real(heap, b)?);
            }
            Value::Float(r)
        }
        "isclose" => {
            let (pos, kws) = split_kw(name, args, kw, &["rel_tol", "abs_tol"])?;
            arg_count(name, pos, 2, 2)?;
            let (a, b) = (real(heap, &pos[0])?, real(heap, &pos[1])?);
            let rel = kwarg(&kws, "rel_tol").map_or(Ok(1e-9), |v| real(heap, &v))?;
            let abs = kwarg(&kws, "abs_tol").map_or(Ok(0.0), |v| real(heap, &v))?;
            if rel < 0.0 || abs < 0.0 {
                return Err(value_error(
                    "tolerances",
                    vec![],
                    "tolerances must be non-negative".into(),
                ));
            }
            let close = a == b
                || (a.is_finite()
                    && b.is_finite()
                    && (a - b).abs() <= (rel * b.abs()).max(rel * a.abs()).max(abs));
            Value::Bool(close)
        }
        "isinf" => Value::Bool(one(heap)?.is_infinite()),
        "isnan" => Value::Bool(one(heap)?.is_nan()),
        "isfinite" => Value::Bool(one(heap)?.is_finite()),
        "modf" => {
            let x = one(heap)?;
            let int = x.trunc();
            let frac = if x.is_infinite() {
                0.0f64.copysign(x)
            } else {
                x - int
            };
            heap.tuple(vec![Value::Float(frac), Value::Float(int)])?
        }
        _ => {
            return Err(super::not_callable(
                crate::python::value::Module::Math,
                name,
            ))
        }
    };
    Ok(Outcome::Value(v))
}

/// The sum of floats with one rounding at the end, as `math.fsum` (Shewchuk's partials).
fn fsum(xs: &[f64]) -> f64 {
    let mut partials: Vec<f64> = Vec::new();
    for &x in xs {
        let mut x = x;
        let mut i = 0;
        for j in 0..partials.len() {
            let mut y = partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[i] = lo;
                i += 1;
            }
            x = hi;
        }
        partials.truncate(i);
        partials.push(x);
    }
    let mut hi = 0.0;
    while let Some(x) = partials.pop() {
        let prev = hi;
        hi = prev + x;
        let lo = x - (hi - prev);
        if lo != 0.0 {
            // Round half to even across the remaining partials, as CPython does.
            if let Some(&next) = partials.last() {
                if (lo < 0.0 && next < 0.0) || (lo > 0.0 && next > 0.0) {
                    let y = lo * 2.0;
                    let x2 = hi + y;
                    if y == x2 - hi {
                        hi = x2;
                    }
                }
            }
            break;
        }
    }
    hi
}
