//! `random`: CPython's Mersenne Twister (MT19937) and CPython's own ways of drawing from it,
//! so `random.seed(7); random.shuffle(xs)` puts `xs` in CPython's order. The generator's
//! state is the machine's, plain data that a fork copies. A program that never seeds it
//! gets seed 0: the lab is deterministic, where CPython would seed from the system.

use crate::python::args::{arg_count, int_arg, kwarg, split_kw, Outcome};
use crate::python::error::{
    index_error, type_error, unsupported_words, value_error, ErrorKind, Exc, Res,
};
use crate::python::heap::{number, Heap};
use crate::python::iteration::iterate;
use crate::python::value::*;
use std::rc::Rc;

pub const NAMES: &[&str] = &[
    "seed",
    "random",
    "randint",
    "randrange",
    "choice",
    "choices",
    "shuffle",
    "sample",
    "uniform",
    "getrandbits",
];

const N: usize = 624;
const M: usize = 397;

/// The Mersenne Twister's state: 624 words and the place of the next one.
#[derive(Clone, Debug)]
pub struct Twister {
    state: Vec<u32>,
    index: usize,
}

impl Twister {
    fn from_word(s: u32) -> Twister {
        let mut state = vec![0u32; N];
        state[0] = s;
        for i in 1..N {
            state[i] = 1_812_433_253u32
                .wrapping_mul(state[i - 1] ^ (state[i - 1] >> 30))
                .wrapping_add(i as u32);
        }
        Twister { state, index: N }
    }

    /// Seeded by a key of 32-bit words, as CPython seeds by an integer's words.
    pub fn from_key(key: &[u32]) -> Twister {
        let mut t = Twister::from_word(19_650_218);
        let mt = &mut t.state;
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..N.max(key.len()) {
            mt[i] = (mt[i] ^ (mt[i - 1] ^ (mt[i - 1] >> 30)).wrapping_mul(1_664_525))
                .wrapping_add(key[j])
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            mt[i] = (mt[i] ^ (mt[i - 1] ^ (mt[i - 1] >> 30)).wrapping_mul(1_566_083_941))
                .wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x8000_0000;
        t
    }

    /// Seeded by an integer: its absolute value's 32-bit words, least significant first.
    pub fn from_int(n: i64) -> Twister {
        let mut a = n.unsigned_abs();
        let mut key = Vec::new();
        while a > 0 {
            key.push(a as u32);
            a >>= 32;
        }
        if key.is_empty() {
            key.push(0);
        }
        Twister::from_key(&key)
    }

    fn next_word(&mut self) -> u32 {
        if self.index >= N {
            for k in 0..N {
                let y = (self.state[k] & 0x8000_0000) | (self.state[(k + 1) % N] & 0x7fff_ffff);
                let mut v = self.state[(k + M) % N] ^ (y >> 1);
                if y & 1 == 1 {
                    v ^= 0x9908_b0df;
                }
                self.state[k] = v;
            }
            self.index = 0;
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// A float in [0, 1) with 53 random bits, as CPython's `random()`.
    pub fn random(&mut self) -> f64 {
        let a = (self.next_word() >> 5) as f64;
        let b = (self.next_word() >> 6) as f64;
        (a * 67_108_864.0 + b) / 9_007_199_254_740_992.0
    }

    /// `getrandbits(k)` for k up to 64: the words' bits, the first word lowest.
    pub fn bits(&mut self, k: u32) -> u64 {
        if k <= 32 {
            return if k == 0 {
                0
            } else {
                (self.next_word() >> (32 - k)) as u64
            };
        }
        let low = self.next_word() as u64;
        let high = (self.next_word() >> (64 - k)) as u64;
        low | (high << 32)
    }

    /// A number in [0, n), by CPython's rejection of `getrandbits(n.bit_length())`.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let k = 64 - n.leading_zeros();
        loop {
            let r = self.bits(k);
            if r < n {
                return r;
            }
        }
    }
}

fn empty_sequence() -> Exc {
    Exc::new(
        ErrorKind::IndexError,
        "choose_empty",
        vec![],
        "Cannot choose from an empty sequence".into(),
    )
}

fn randrange(t: &mut Twister, start: i64, stop: Option<i64>, step: i64) -> Res<i64> {
    let empty = |detail: String| {
        value_error(
            "empty_range",
            vec![],
            format!("empty range for randrange(){detail}"),
        )
    };
    let Some(stop) = stop else {
        if start > 0 {
            return Ok(t.below(start as u64) as i64);
        }
        return Err(empty(String::new()));
    };
    let width = stop as i128 - start as i128;
    if step == 1 {
        if width > 0 {
            return Ok((start as i128 + t.below(width as u64) as i128) as i64);
        }
        return Err(empty(format!(" ({start}, {stop}, {width})")));
    }
    if step == 0 {
        return Err(value_error(
            "zero_step",
            vec![],
            "zero step for randrange()".into(),
        ));
    }
    let n = if step > 0 {
        (width + step as i128 - 1).div_euclid(step as i128)
    } else {
        (width + step as i128 + 1).div_euclid(step as i128)
    };
    if n <= 0 {
        return Err(empty(String::new()));
    }
    Ok((start as i128 + step as i128 * t.below(n as u64) as i128) as i64)
}

pub fn call(
    name: &'static str,
    twister: &mut Option<Box<Twister>>,
    heap: &mut Heap,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Outcome> {
    if name == "seed" {
        let (pos, _) = split_kw(name, args, kw, &["version"])?;
        arg_count(name, pos, 0, 1)?;
        let seed = match pos.first() {
            None | Some(Value::None) => 0,
            Some(Value::Int(n)) => *n,
            Some(Value::Bool(b)) => *b as i64,
            Some(Value::Float(f)) => {
                return Err(unsupported_words(
                    "seed_float",
                    &format!("random.seed({f})"),
                    &format!("random.seed({f}) with a float"),
                ));
            }
            Some(_) => {
                return Err(unsupported_words(
                    "seed_other",
                    "random.seed()",
                    "random.seed() with a string or other value",
                ))
            }
        };
        *twister = Some(Box::new(Twister::from_int(seed)));
        return Ok(Outcome::Value(Value::None));
    }
    let t = twister.get_or_insert_with(|| Box::new(Twister::from_int(0)));
    let v = match name {
        "random" => {
            arg_count(name, args, 0, 0)?;
            Value::Float(t.random())
        }
        "uniform" => {
            arg_count(name, args, 2, 2)?;
            let (a, b) = (number(&args[0]), number(&args[1]));
            let (Some(a), Some(b)) = (a, b) else {
                return Err(type_error(
                    "not_number",
                    vec![],
                    "uniform() takes numbers".into(),
                ));
            };
            let (a, b) = (a.float(), b.float());
            Value::Float(a + (b - a) * t.random())
        }
        "getrandbits" => {
            arg_count(name, args, 1, 1)?;
            let k = int_arg(heap, &args[0])?;
            if k < 0 {
                return Err(value_error(
                    "negative_bits",
                    vec![],
                    "number of bits must be non-negative".into(),
                ));
            }
            if k > 63 {
                return Err(unsupported_words(
                    "getrandbits_wide",
                    "getrandbits()",
                    "getrandbits() of more than 63 bits",
                ));
            }
            Value::Int(t.bits(k as u32) as i64)
        }
        "randint" => {
            arg_count(name, args, 2, 2)?;
            let (a, b) = (int_arg(heap, &args[0])?, int_arg(heap, &args[1])?);
            Value::Int(randrange(t, a, Some(b.saturating_add(1)), 1)?)
        }
        "randrange" => {
            arg_count(name, args, 1, 3)?;
            let start = int_arg(heap, &args[0])?;
            let stop = args.get(1).map(|v| int_arg(heap, v)).transpose()?;
            let step = args
                .get(2)
                .map(|v| int_arg(heap, v))
                .transpose()?
                .unwrap_or(1);
            Value::Int(randrange(t, start, stop, step)?)
        }
        "choice" => {
            arg_count(name, args, 1, 1)?;
            let items = iterate(heap, &args[0])?;
            if items.is_empty() {
                return Err(empty_sequence());
            }
            items[t.below(items.len() as u64) as usize].clone()
        }
        "shuffle" => {
            arg_count(name, args, 1, 1)?;
            let Value::Obj(id) = args[0] else {
                return Err(type_error(
                    "shuffle_list",
                    vec![],
                    "shuffle() takes a list".into(),
                ));
            };
            let Obj::List(items) = heap.get_mut(id) else {
                let tn = heap.type_name(&args[0]);
                return Err(type_error(
                    "not_assignable",
                    vec![tn.to_string()],
                    format!("'{tn}' object does not support item assignment"),
                ));
            };
            for i in (1..items.len()).rev() {
                let j = t.below(i as u64 + 1) as usize;
                items.swap(i, j);
            }
            Value::None
        }
        "sample" => {
            let (pos, kws) = split_kw(name, args, kw, &["k", "counts"])?;
            arg_count(name, pos, 1, 2)?;
            let population = iterate(heap, &pos[0])?;
            let Some(k) = pos.get(1).cloned().or_else(|| kwarg(&kws, "k")) else {
                return Err(type_error(
                    "sample_k",
                    vec![],
                    "sample() missing 1 required positional argument: 'k'".into(),
                ));
            };
            let k = int_arg(heap, &k)?;
            let n = population.len();
            if k < 0 || k as usize > n {
                return Err(value_error(
                    "sample_larger",
                    vec![],
                    "Sample larger than population or is negative".into(),
                ));
            }
            let k = k as usize;
            // CPython's two ways, chosen as it chooses them.
            let mut setsize = 21usize;
            if k > 5 {
                setsize += 4usize.pow(((k * 3) as f64).log(4.0).ceil() as u32);
            }
            let mut out = Vec::with_capacity(k);
            if n <= setsize {
                let mut pool = population.clone();
                for i in 0..k {
                    let j = t.below((n - i) as u64) as usize;
                    out.push(pool[j].clone());
                    pool[j] = pool[n - i - 1].clone();
                }
            } else {
                // Places as u32, the heap's ids' type: one set's code in the core for both.
                let mut selected: std::collections::HashSet<u32> = Default::default();
                for _ in 0..k {
                    let mut j = t.below(n as u64) as u32;
                    while selected.contains(&j) {
                        j = t.below(n as u64) as u32;
                    }
                    selected.insert(j);
                    out.push(population[j as usize].clone());
                }
            }
            heap.list(out)?
        }
        "choices" => {
            let (pos, kws) = split_kw(name, args, kw, &["weights", "cum_weights", "k"])?;
            arg_count(name, pos, 1, 2)?;
            let population = iterate(heap, &pos[0])?;
            let k = match kwarg(&kws, "k") {
                Some(k) => int_arg(heap, &k)?.max(0) as usize,
                None => 1,
            };
            let weights = pos.get(1).cloned().or_else(|| kwarg(&kws, "weights"));
            let n = population.len();
            let mut out = Vec::with_capacity(k);
            match (weights, kwarg(&kws, "cum_weights")) {
                (None | Some(Value::None), None | Some(Value::None)) => {
                    // CPython indexes the population: an empty one is an IndexError of its
                    // type once an item is drawn.
                    if n == 0 && k > 0 {
                        t.random();
                        let what = match &*heap.type_name(&pos[0]) {
                            "str" => "string",
                            "range" => "range object",
                            name => name,
                        }
                        .to_string();
                        return Err(index_error(&what));
                    }
                    for _ in 0..k {
                        out.push(population[(t.random() * n as f64).floor() as usize].clone());
                    }
                }
                (w, cum) => {
                    let mut totals = Vec::with_capacity(n);
                    let cumulative = !matches!(cum, None | Some(Value::None));
                    let source = if cumulative { cum } else { w }.unwrap_or(Value::None);
                    let mut running = 0.0;
                    for x in iterate(heap, &source)? {
                        let Some(x) = number(&x) else {
                            return Err(type_error(
                                "weights",
                                vec![],
                                "weights must be numbers".into(),
                            ));
                        };
                        running = if cumulative {
                            x.float()
                        } else {
                            running + x.float()
                        };
                        totals.push(running);
                    }
                    if totals.len() != n {
                        return Err(value_error(
                            "weights_length",
                            vec![],
                            "The number of weights does not match the population".into(),
                        ));
                    }
                    // `cum_weights[-1]` of no weights.
                    let Some(&total) = totals.last() else {
                        return Err(index_error("list"));
                    };
                    if total <= 0.0 {
                        return Err(value_error(
                            "weights_total",
                            vec![],
                            "Total of weights must be greater than zero".into(),
                        ));
                    }
                    for _ in 0..k {
                        let x = t.random() * total;
                        // bisect_right over the running totals, in the first n - 1.
                        let hi = n - 1;
                        let at = totals[..hi].partition_point(|&c| c <= x);
                        out.push(population[at].clone());
                    }
                }
            }
            heap.list(out)?
        }
        _ => return Err(super::not_callable(Module::Random, name)),
    };
    Ok(Outcome::Value(v))
}
