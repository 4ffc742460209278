//! What CPython 3.11's `hash()` says of a value (its dictionary key hashes by these): an int is itself
//! modulo the prime 2**61 − 1, a float is hashed by its bits folded modulo that prime (an
//! integral one as the int), a tuple by xxHash's rounds over its items' hashes. A program may
//! print these, and a set iterates in the order they give its hash table (`python/sets.rs`).
//! A string's hash is CPython's SipHash under a key chosen afresh in each process, which no
//! program can rely on: here it is a fixed hash of its bytes, 0 for the empty string as in
//! CPython. Other objects hash by their identity.

/// The prime modulus of CPython's numeric hashes, 2**61 − 1.
const MODULUS: u64 = (1 << 61) - 1;
/// The bits of the modulus.
const BITS: i32 = 61;

/// A big int's hash: its value modulo 2**61 − 1, keeping its sign.
pub fn long_hash(n: &num_bigint::BigInt) -> i64 {
    let m = num_bigint::BigUint::from(MODULUS);
    let r: i64 = (n.magnitude() % m).try_into().unwrap_or(0);
    not_minus_one(if n.sign() == num_bigint::Sign::Minus {
        -r
    } else {
        r
    })
}

/// Not CPython's (which depends on the set's own table): a frozenset's members' hashes mixed
/// so that their order does not matter.
pub fn frozen_hash(hashes: impl ExactSizeIterator<Item = i64>) -> i64 {
    let n = hashes.len() as u64;
    let mixed = hashes.fold(0u64, |h, k| h ^ shuffle_bits(k as u64));
    not_minus_one((mixed ^ (n + 1).wrapping_mul(1_927_868_237)) as i64)
}

/// An object hashed by its identity.
pub fn id_hash(id: u32) -> i64 {
    0x5_0000_0000 + id as i64 * 16
}

/// A hash the program's `__hash__` gave (never −1, which CPython keeps for errors).
pub fn custom_hash(h: i64) -> i64 {
    not_minus_one(h)
}

/// An int's hash: its value modulo 2**61 − 1, keeping its sign; −1 is −2.
pub fn int_hash(n: i64) -> i64 {
    let m = n.unsigned_abs();
    // Below the modulus (every int a search indexes with) the remainder is the number.
    let h = if m < MODULUS { m } else { m % MODULUS } as i64;
    not_minus_one(if n < 0 { -h } else { h })
}

/// CPython 3.11's tuple hash of items with these hashes: xxHash's rounds.
pub fn tuple_hash(lanes: &[i64]) -> i64 {
    const P1: u64 = 11_400_714_785_074_694_791;
    const P2: u64 = 14_029_467_366_897_019_727;
    const P5: u64 = 2_870_177_450_012_600_261;
    let mut acc = P5;
    for &lane in lanes {
        acc = acc.wrapping_add((lane as u64).wrapping_mul(P2));
        acc = acc.rotate_left(31);
        acc = acc.wrapping_mul(P1);
    }
    acc = acc.wrapping_add(lanes.len() as u64 ^ (P5 ^ 3_527_539));
    if acc == u64::MAX {
        1_546_275_796
    } else {
        acc as i64
    }
}

/// A float's hash (`_Py_HashDouble`): an integral one hashes as the int, the rest by their
/// bits folded modulo 2**61 − 1; infinities are ±314159, a NaN 0.
pub fn float_hash(x: f64) -> i64 {
    if x.is_infinite() {
        return if x > 0.0 { 314_159 } else { -314_159 };
    }
    if x.is_nan() {
        return 0;
    }
    let sign: i64 = if x < 0.0 { -1 } else { 1 };
    let (mut m, mut e) = frexp(x.abs());
    let mut h: u64 = 0;
    while m != 0.0 {
        h = ((h << 28) & MODULUS) | (h >> (BITS - 28));
        m *= 268_435_456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        h += y;
        if h >= MODULUS {
            h -= MODULUS;
        }
    }
    let e = if e >= 0 {
        e % BITS
    } else {
        BITS - 1 - ((-1 - e) % BITS)
    };
    h = ((h << e) & MODULUS) | (h >> (BITS - e));
    not_minus_one(h as i64 * sign)
}

/// `math.frexp`: `x` as `m * 2**e` with `0.5 <= m < 1` (x positive and finite).
fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 {
        return (0.0, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Subnormal: scale into the normal range first.
        let (m, e) = frexp(x * f64::powi(2.0, 54));
        return (m, e - 54);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, exp - 1022)
}

/// A string's hash here: FNV-1a of its UTF-8 bytes (CPython's is keyed afresh each run).
pub fn str_hash(s: &str) -> i64 {
    if s.is_empty() {
        return 0;
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    not_minus_one(h as i64)
}

/// CPython's frozenset mixing of one member's hash.
fn shuffle_bits(h: u64) -> u64 {
    ((h ^ 89_869_747) ^ (h << 16)).wrapping_mul(3_644_798_167)
}

/// −1 is CPython's error return: no hash is −1 (it becomes −2).
fn not_minus_one(h: i64) -> i64 {
    if h == -1 {
        -2
    } else {
        h
    }
}
