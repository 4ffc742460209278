//! Integers past 64 bits, as Python's are: 9⁸¹, 30!, the Catalan numbers. An [`Obj::Long`]
//! in the heap holds a number that does not fit in an `i64` (a result that fits goes back to
//! [`Value::Int`], so the machine's fast path stays the common one, and a value stays cheap
//! to copy and drop). The arithmetic is `num-bigint`'s; the rules (floor division, the
//! modulo's sign, shifts, the limit on converting to text) are CPython's.

use super::error::{type_error, value_error, zero_division, ErrorKind, Exc, Res};
use super::heap::Heap;
use super::limits::MAX_BITS;
use super::syntax::BinOp;
use super::value::{Obj, Value};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

/// The value an integer is: an `Int` when it fits in 64 bits, else a big one in the heap.
pub fn value(heap: &mut Heap, n: BigInt) -> Res<Value> {
    match n.to_i64() {
        Some(i) => Ok(Value::Int(i)),
        None => Ok(Value::Obj(heap.alloc(Obj::Long(n))?)),
    }
}

fn too_big() -> Exc {
    Exc::new(
        ErrorKind::MemoryError,
        "int_too_big",
        vec![MAX_BITS.to_string()],
        format!("the integer would have more than {MAX_BITS} bits, more than the lab holds"),
    )
}

fn checked(heap: &mut Heap, n: BigInt) -> Res<Value> {
    if n.bits() > MAX_BITS {
        return Err(too_big());
    }
    value(heap, n)
}

fn negative_shift() -> Exc {
    value_error("negative_shift", vec![], "negative shift count".into())
}

/// What an operation on big integers gives, before it becomes a value.
pub enum Outcome {
    /// A new integer, which may be past the lab's limit (`+`, `*`, `**`, `<<`).
    Grown(BigInt),
    /// An integer no larger than the operands (`//`, `%`, `>>`, the bitwise operators).
    Within(BigInt),
    Float(f64),
}

/// `a op b` on two integers, at least one of them past 64 bits or the result past them.
pub fn binary(heap: &mut Heap, op: BinOp, a: &BigInt, b: &BigInt) -> Res<Value> {
    let outcome = arith(op, a, b)?;
    result(heap, outcome)
}

/// The value of an operation's outcome: an `Int`, a big integer in the heap (a MemoryError
/// past the limit), or a float.
pub fn result(heap: &mut Heap, outcome: Outcome) -> Res<Value> {
    match outcome {
        Outcome::Grown(n) => checked(heap, n),
        Outcome::Within(n) => value(heap, n),
        Outcome::Float(f) => Ok(Value::Float(f)),
    }
}

/// `a op b`'s arithmetic, which reads the operands where they are: a big one in the heap is
/// not copied first.
pub fn arith(op: BinOp, a: &BigInt, b: &BigInt) -> Res<Outcome> {
    use Outcome::{Float, Grown, Within};
    match op {
        BinOp::Add => Ok(Grown(a + b)),
        BinOp::Sub => Ok(Grown(a - b)),
        BinOp::Mul => {
            if a.bits() + b.bits() > MAX_BITS + 1 {
                return Err(too_big());
            }
            Ok(Grown(a * b))
        }
        BinOp::FloorDiv | BinOp::Mod => {
            if b.is_zero() {
                return Err(zero_division(if op == BinOp::Mod {
                    "integer modulo by zero"
                } else {
                    "integer division or modulo by zero"
                }));
            }
            // A number not below zero by a divisor of one digit (`% 1000000007`, `// (k + 2)`):
            // num-bigint's digit loop, with no quotient made for `%`.
            if let (Some(d), false) = (b.to_u32(), a.is_negative()) {
                let m = a.magnitude();
                return Ok(Within(BigInt::from(if op == BinOp::FloorDiv {
                    m / d
                } else {
                    m % d
                })));
            }
            let (q, r) = a.div_mod_floor(b);
            Ok(Within(if op == BinOp::FloorDiv { q } else { r }))
        }
        BinOp::Div => {
            if b.is_zero() {
                return Err(zero_division("division by zero"));
            }
            Ok(Float(true_divide(a, b)?))
        }
        BinOp::Pow => {
            if b.is_negative() {
                let (x, y) = (to_float(a)?, to_float(b)?);
                if x == 0.0 {
                    return Err(zero_division("0.0 cannot be raised to a negative power"));
                }
                return Ok(Float(x.powf(y)));
            }
            let Some(e) = b.to_u64() else {
                return Err(too_big());
            };
            if a.abs() <= BigInt::from(1) {
                let one_or_zero = if a.is_zero() && e > 0 {
                    BigInt::zero()
                } else {
                    BigInt::from(1)
                };
                let odd = e % 2 == 1;
                return Ok(Within(if a.is_negative() && odd {
                    -one_or_zero
                } else {
                    one_or_zero
                }));
            }
            if a.bits().saturating_mul(e) > MAX_BITS {
                return Err(too_big());
            }
            Ok(Grown(num_traits::pow::Pow::pow(a, e)))
        }
        BinOp::LShift => {
            if b.is_negative() {
                return Err(negative_shift());
            }
            if a.is_zero() {
                return Ok(Within(BigInt::zero()));
            }
            let Some(s) = b.to_u64().filter(|s| a.bits() + s <= MAX_BITS) else {
                return Err(too_big());
            };
            Ok(Grown(a << s))
        }
        BinOp::RShift => {
            if b.is_negative() {
                return Err(negative_shift());
            }
            let s = b.to_u64().unwrap_or(u64::MAX).min(a.bits() + 1);
            // Python's shift floors, as num-bigint's does for negative numbers.
            Ok(Within(a >> s))
        }
        BinOp::BitAnd => Ok(Within(a & b)),
        BinOp::BitOr => Ok(Within(a | b)),
        BinOp::BitXor => Ok(Within(a ^ b)),
    }
}

/// `a / b` correctly rounded when the quotient fits a float, as CPython divides integers.
fn true_divide(a: &BigInt, b: &BigInt) -> Res<f64> {
    if let (Some(x), Some(y)) = (a.to_f64(), b.to_f64()) {
        if x.is_finite()
            && y.is_finite()
            && x.abs() < 9007199254740992.0
            && y.abs() < 9007199254740992.0
        {
            return Ok(x / y);
        }
    }
    // Scale the numerator so the quotient has 64 significant bits, then round once.
    let shift = 64i64 + b.bits() as i64 - a.bits() as i64;
    let scaled = if shift >= 0 {
        a << shift as u64
    } else {
        a >> (-shift) as u64
    };
    let q = scaled / b;
    let f = q.to_f64().unwrap_or(f64::INFINITY) * 2f64.powi(-shift as i32);
    if f.is_infinite() {
        return Err(Exc::new(
            ErrorKind::OverflowError,
            "int_division_overflow",
            vec![],
            "integer division result too large for a float".into(),
        ));
    }
    Ok(f)
}

/// A big integer as a float, or CPython's OverflowError.
pub fn to_float(n: &BigInt) -> Res<f64> {
    match n.to_f64() {
        Some(f) if f.is_finite() => Ok(f),
        _ => Err(Exc::new(
            ErrorKind::OverflowError,
            "int_to_float",
            vec![],
            "int too large to convert to float".into(),
        )),
    }
}

/// `int(text, base)` for a number too long for 64 bits; `None` when the text is not one.
pub fn parse(heap: &mut Heap, text: &str, base: u32) -> Option<Res<Value>> {
    // Too many digits is refused before they are read (reading is quadratic in their number),
    // if the text is a number at all.
    let limit = heap.int_max_str_digits;
    let too_long = base == 10 && limit > 0 && text.trim_start_matches(['-', '+']).len() > limit;
    let n = if too_long {
        let digits = text.trim_start_matches(['-', '+']).replace('_', "");
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        BigInt::default()
    } else {
        BigInt::parse_bytes(text.replace('_', "").as_bytes(), base)?
    };
    if too_long {
        return Some(Err(value_error(
            "int_max_str_digits",
            vec![limit.to_string()],
            format!(
                "Exceeds the limit ({limit} digits) for integer string conversion: value has {} digits; use sys.set_int_max_str_digits() to increase the limit",
                text.trim_start_matches(['-', '+']).len()
            ),
        )));
    }
    Some(value(heap, n))
}

/// `-n`, `abs(n)`, `~n`.
pub fn negate(heap: &mut Heap, n: &BigInt) -> Res<Value> {
    value(heap, -n)
}

pub fn absolute(heap: &mut Heap, n: &BigInt) -> Res<Value> {
    value(heap, n.abs())
}

pub fn invert(heap: &mut Heap, n: &BigInt) -> Res<Value> {
    value(heap, -n - 1)
}

/// A float's integer value, past 64 bits too (`int(1e30)`), or CPython's errors.
pub fn from_float(heap: &mut Heap, f: f64) -> Res<Value> {
    if f.is_nan() {
        return Err(value_error(
            "nan_to_int",
            vec![],
            "cannot convert float NaN to integer".into(),
        ));
    }
    match num_traits::FromPrimitive::from_f64(f.trunc()) {
        Some(n) => value(heap, n),
        None => Err(Exc::new(
            ErrorKind::OverflowError,
            "inf_to_int",
            vec![],
            "cannot convert float infinity to integer".into(),
        )),
    }
}

/// The TypeError for an integer operation given something else.
pub fn not_integer(what: &str) -> Exc {
    type_error(
        "not_integer",
        vec![what.into()],
        format!("'{what}' object cannot be interpreted as an integer"),
    )
}
