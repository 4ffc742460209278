//! Reading a decimal number into the double nearest to it, ties to even, as CPython reads a
//! float literal and `float("2.5e-3")`. Most numbers a program writes (at most 15 significant
//! digits, a power of ten up to 10^22) take one exact operation on doubles, Clinger's fast
//! path; the others are worked out exactly on big integers. Rust's own parser is as exact,
//! but its table of powers of five costs the program core 15 KB gzipped, and reading floats is
//! on no program's hot path.

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, ToPrimitive, Zero};
use std::cmp::Ordering;

/// The powers of ten a double holds exactly.
const EXACT_POWERS: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// Significant digits kept: a number exactly halfway between two doubles has at most 767, so
/// the digits past these change the rounding only by whether any is not zero (kept as one
/// digit more).
const KEPT_DIGITS: usize = 800;

/// The value of `text`: a sign, digits with at most one point among them, and an exponent
/// (`e` or `E`, a sign, digits), underscores already taken out. `None` for anything else
/// (`inf` and `nan` are the caller's).
pub fn parse(text: &str) -> Option<f64> {
    let b = text.as_bytes();
    let mut i = 0;
    let negative = matches!(b.first(), Some(b'-'));
    if matches!(b.first(), Some(b'-' | b'+')) {
        i = 1;
    }
    let mut digits = Digits::default();
    let mut seen = false;
    while let Some(d) = b.get(i).filter(|c| c.is_ascii_digit()) {
        digits.push(d - b'0', false);
        seen = true;
        i += 1;
    }
    if b.get(i) == Some(&b'.') {
        i += 1;
        while let Some(d) = b.get(i).filter(|c| c.is_ascii_digit()) {
            digits.push(d - b'0', true);
            seen = true;
            i += 1;
        }
    }
    if !seen {
        return None;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        let sign = match b.get(i) {
            Some(b'-') => -1,
            Some(b'+') => 1,
            _ => 0,
        };
        if sign != 0 {
            i += 1;
        }
        let start = i;
        let mut e: i64 = 0;
        while let Some(d) = b.get(i).filter(|c| c.is_ascii_digit()) {
            e = (e * 10 + i64::from(d - b'0')).min(1 << 40);
            i += 1;
        }
        if i == start {
            return None;
        }
        digits.exponent += if sign < 0 { -e } else { e };
    }
    if i != b.len() {
        return None;
    }
    let magnitude = digits.value();
    Some(if negative { -magnitude } else { magnitude })
}

/// A number as its significant digits and a power of ten: `digits × 10^exponent`.
#[derive(Default)]
struct Digits {
    digits: Vec<u8>,
    exponent: i64,
    /// A digit past `KEPT_DIGITS` was not zero.
    sticky: bool,
}

impl Digits {
    /// One more digit, after the point or not.
    fn push(&mut self, d: u8, fraction: bool) {
        if fraction {
            self.exponent -= 1;
        }
        if self.digits.is_empty() && d == 0 {
            return;
        }
        if self.digits.len() < KEPT_DIGITS {
            self.digits.push(d);
        } else {
            self.sticky |= d != 0;
            self.exponent += 1;
        }
    }

    fn value(mut self) -> f64 {
        if self.sticky {
            self.digits.push(1);
            self.exponent -= 1;
        }
        while self.digits.last() == Some(&0) {
            self.digits.pop();
            self.exponent += 1;
        }
        let n = self.digits.len() as i64;
        if n == 0 || n + self.exponent < -330 {
            return 0.0;
        }
        if n + self.exponent > 310 {
            return f64::INFINITY;
        }
        let e = self.exponent;
        if n <= 15 && e.abs() <= 22 {
            let m = self.digits.iter().fold(0u64, |m, &d| m * 10 + u64::from(d)) as f64;
            let p = EXACT_POWERS[e.unsigned_abs() as usize];
            return if e >= 0 { m * p } else { m / p };
        }
        let mantissa = BigUint::from_radix_be(&self.digits, 10).unwrap_or_default();
        let ten = BigUint::from(10u32);
        let (num, den) = if e >= 0 {
            (mantissa * ten.pow(e as u32), BigUint::one())
        } else {
            (mantissa, ten.pow((-e) as u32))
        };
        nearest(&num, &den)
    }
}

/// The double nearest `num / den`, ties to even.
fn nearest(num: &BigUint, den: &BigUint) -> f64 {
    // 2^e2 ≤ num / den < 2^(e2 + 1).
    let mut e2 = num.bits() as i64 - den.bits() as i64;
    if scaled_cmp(num, den, e2) == Ordering::Less {
        e2 -= 1;
    }
    if e2 > 1023 {
        return f64::INFINITY;
    }
    // Rounded to a multiple of 2^s: 53 bits, or fewer below the normal doubles.
    let s = (e2 - 52).max(-1074);
    let (n, d) = if s >= 0 {
        (num.clone(), den << s as usize)
    } else {
        (num << (-s) as usize, den.clone())
    };
    let (mut q, r) = n.div_rem(&d);
    match (r << 1usize).cmp(&d) {
        Ordering::Greater => q += 1u32,
        Ordering::Equal if q.bit(0) => q += 1u32,
        _ => {}
    }
    if q.is_zero() {
        return 0.0;
    }
    // q ≤ 2^53, exact as a double; times 2^s, exact too (in two steps below 2^-1022).
    let q = q.to_u64().unwrap_or(0) as f64;
    if s >= -1022 {
        q * power_of_two(s)
    } else {
        q * power_of_two(s + 1022) * power_of_two(-1022)
    }
}

/// `num` against `den × 2^e`.
fn scaled_cmp(num: &BigUint, den: &BigUint, e: i64) -> Ordering {
    if e >= 0 {
        num.cmp(&(den << e as usize))
    } else {
        (num << (-e) as usize).cmp(den)
    }
}

/// 2^e, for e from -1022 to 1023.
fn power_of_two(e: i64) -> f64 {
    f64::from_bits(((e + 1023) as u64) << 52)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn same(text: &str) {
        let want: f64 = text.parse().unwrap();
        let got = parse(text).unwrap_or_else(|| panic!("{text} not read"));
        assert_eq!(
            got.to_bits(),
            want.to_bits(),
            "{text}: {got:e} against {want:e}"
        );
    }

    #[test]
    fn edges_of_the_doubles_round_as_rusts_own_parser() {
        for text in [
            "0",
            "0.0",
            "-0.0",
            "1",
            "1.5",
            "0.1",
            "3.14159",
            "2.5e-3",
            "1e22",
            "1e23",
            "9007199254740993",
            "9007199254740992.5",
            "123456789012345678901234567890",
            "2.2250738585072011e-308",
            "2.2250738585072014e-308",
            "4.9406564584124654e-324",
            "2.4703282292062327e-324",
            "2.4703282292062328e-324",
            "1e-400",
            "1e400",
            "1.7976931348623157e308",
            "1.7976931348623158e308",
            "1.7976931348623159e308",
            "0.000000000000000000000000000000000000001",
            "7.",
            ".5",
            "+.5e+3",
            "5E-1",
            "179769313486231580793728971405301e275",
            "0.30000000000000004",
            "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203124",
            "1.00000000000000011102230246251565404236316680908203126",
        ] {
            same(text);
        }
        let long = format!("0.{}1", "0".repeat(2000));
        same(&long);
        let halfway = format!(
            "1.00000000000000011102230246251565404236316680908203125{}1",
            "0".repeat(900)
        );
        same(&halfway);
        for bad in ["", ".", "e5", "1e", "1e+", "--1", "1.2.3", "1_0", " 1"] {
            assert_eq!(parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn every_double_written_shortest_or_long_reads_back_as_itself() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..200_000 {
            // xorshift: bits of every exponent, subnormals included.
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let f = f64::from_bits(x & !(1 << 63));
            if !f.is_finite() {
                continue;
            }
            for text in [format!("{f:e}"), format!("{f:.20e}"), format!("{f}")] {
                same(&text);
            }
            // And decimals nobody chose, near every scale.
            let digits = x % 1_000_000_000_000_000_000;
            let exponent = (x >> 40) as i64 % 700 - 350;
            same(&format!("{digits}e{exponent}"));
        }
    }
}
