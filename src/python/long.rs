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
use num_bigint::{BigInt, BigUint};
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

/// `a // d` or `a % d` by a positive divisor of one digit (`catalan // (k + 2)`, `f % p`):
/// no big integer made of the divisor, and for `%` none of the quotient, which CPython's
/// single-digit division does not make either.
fn by_digit(heap: &mut Heap, op: BinOp, a: &BigInt, d: u64) -> Res<Value> {
    let digits = a.magnitude().to_u64_digits();
    let mut quotient = (op == BinOp::FloorDiv).then(|| vec![0; digits.len()]);
    let r = divide(&digits, d, quotient.as_deref_mut());
    // Floor rounding: a negative dividend with a remainder goes one further from zero.
    let past = a.is_negative() && r != 0;
    let Some(quotient) = quotient else {
        return value(heap, BigInt::from(if past { d - r } else { r }));
    };
    let halves = quotient
        .iter()
        .flat_map(|&q| [q as u32, (q >> 32) as u32])
        .collect();
    let q = BigInt::from_biguint(a.sign(), BigUint::new(halves));
    value(heap, if past { q - 1 } else { q })
}

/// Divides the number of little-endian `digits` by `d` (not zero): its remainder, and its
/// quotient's digits into `quotient` if given. Each digit costs two multiplications by a
/// reciprocal of `d` made once (Möller and Granlund, "Improved division by invariant
/// integers", 2011), not a division of 128 bits by 64, which wasm has no instruction for.
fn divide(digits: &[u64], d: u64, mut quotient: Option<&mut [u64]>) -> u64 {
    let shift = d.leading_zeros();
    let d = d << shift;
    let reciprocal = (u128::MAX / d as u128 - (1 << 64)) as u64;
    // The dividend shifted as the divisor is; what is shifted out of the top starts the
    // remainder, below `d` since `d`'s top bit is set.
    let spill = |digit: u64| if shift == 0 { 0 } else { digit >> (64 - shift) };
    let mut r = digits.last().map_or(0, |&top| spill(top));
    for i in (0..digits.len()).rev() {
        let low = digits[i] << shift | if i == 0 { 0 } else { spill(digits[i - 1]) };
        let (q, rest) = divide_two_by_one(r, low, d, reciprocal);
        if let Some(quotient) = quotient.as_deref_mut() {
            quotient[i] = q;
        }
        r = rest;
    }
    r >> shift
}

/// `(high, low) / d` for `high < d` and `d`'s top bit set, by its `reciprocal`
/// (⌊(2¹²⁸ − 1) / d⌋ − 2⁶⁴): the quotient and the remainder.
fn divide_two_by_one(high: u64, low: u64, d: u64, reciprocal: u64) -> (u64, u64) {
    let product =
        (reciprocal as u128 * high as u128).wrapping_add((high as u128) << 64 | low as u128);
    let mut q = ((product >> 64) as u64).wrapping_add(1);
    let mut r = low.wrapping_sub(q.wrapping_mul(d));
    if r > product as u64 {
        q = q.wrapping_sub(1);
        r = r.wrapping_add(d);
    }
    if r >= d {
        q += 1;
        r -= d;
    }
    (q, r)
}

/// `a op b` on two integers, at least one of them past 64 bits or the result past them.
pub fn binary(heap: &mut Heap, op: BinOp, a: &BigInt, b: &BigInt) -> Res<Value> {
    match op {
        BinOp::Add => checked(heap, a + b),
        BinOp::Sub => checked(heap, a - b),
        BinOp::Mul => {
            if a.bits() + b.bits() > MAX_BITS + 1 {
                return Err(too_big());
            }
            checked(heap, a * b)
        }
        BinOp::FloorDiv | BinOp::Mod => {
            if b.is_zero() {
                return Err(zero_division(if op == BinOp::Mod {
                    "integer modulo by zero"
                } else {
                    "integer division or modulo by zero"
                }));
            }
            if let Some(d) = b.to_u64() {
                return by_digit(heap, op, a, d);
            }
            let (q, r) = a.div_mod_floor(b);
            value(heap, if op == BinOp::FloorDiv { q } else { r })
        }
        BinOp::Div => {
            if b.is_zero() {
                return Err(zero_division("division by zero"));
            }
            Ok(Value::Float(true_divide(a, b)?))
        }
        BinOp::Pow => {
            if b.is_negative() {
                let (x, y) = (to_float(a)?, to_float(b)?);
                if x == 0.0 {
                    return Err(zero_division("0.0 cannot be raised to a negative power"));
                }
                return Ok(Value::Float(x.powf(y)));
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
                return value(
                    heap,
                    if a.is_negative() && odd {
                        -one_or_zero
                    } else {
                        one_or_zero
                    },
                );
            }
            if a.bits().saturating_mul(e) > MAX_BITS {
                return Err(too_big());
            }
            checked(heap, num_traits::pow::Pow::pow(a, e))
        }
        BinOp::LShift => {
            if b.is_negative() {
                return Err(negative_shift());
            }
            if a.is_zero() {
                return Ok(Value::Int(0));
            }
            let Some(s) = b.to_u64().filter(|s| a.bits() + s <= MAX_BITS) else {
                return Err(too_big());
            };
            checked(heap, a << s)
        }
        BinOp::RShift => {
            if b.is_negative() {
                return Err(negative_shift());
            }
            let s = b.to_u64().unwrap_or(u64::MAX).min(a.bits() + 1);
            // Python's shift floors, as num-bigint's does for negative numbers.
            value(heap, a >> s)
        }
        BinOp::BitAnd => value(heap, a & b),
        BinOp::BitOr => value(heap, a | b),
        BinOp::BitXor => value(heap, a ^ b),
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

#[cfg(test)]
mod division_tests {
    use super::*;

    /// Floor division and modulo by one digit agree with num-bigint's own on random numbers
    /// of up to 40 digits, of either sign, by divisors with every count of leading zeros.
    #[test]
    fn division_by_a_digit_agrees_with_num_bigint() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut heap = Heap::new(1 << 30);
        for round in 0..4_000 {
            let len = 1 + next() % 40;
            let halves: Vec<u32> = (0..2 * len).map(|_| next() as u32).collect();
            let mut a = BigInt::from(BigUint::new(halves));
            if round % 2 == 1 {
                a = -a;
            }
            let d = match round % 5 {
                0 => (next() >> (next() % 63)).max(1),
                1 => 1 << (next() % 63),
                2 => u64::MAX >> 1,
                3 => (next() % 1000).max(1),
                _ => next() >> 1 | 1,
            };
            let b = BigInt::from(d);
            let (q, r) = a.div_mod_floor(&b);
            for (op, want) in [(BinOp::FloorDiv, q), (BinOp::Mod, r)] {
                let got = by_digit(&mut heap, op, &a, d).unwrap();
                let got = match got {
                    Value::Int(i) => BigInt::from(i),
                    Value::Obj(id) => match heap.get(id) {
                        Obj::Long(n) => n.clone(),
                        _ => unreachable!("a long"),
                    },
                    _ => unreachable!("an int"),
                };
                assert_eq!(got, want, "{a} {op:?} {d}");
            }
        }
    }
}
