//! The methods of `str`, with CPython's names, signatures and results: a string's methods
//! never call the program's code, so each runs at once, in Rust, and costs no steps. A
//! string is immutable: each method that changes one makes a new one, no longer than the
//! lab lets a program build.

use super::args::{arg_count, int_arg, method_args, Outcome};
use super::error::{type_error, unsupported_words, value_error, ErrorKind, Exc, Res};
use super::heap::Heap;
use super::iteration::{iterate, machine_draws};
use super::limits::MAX_STR_BYTES;
use super::value::*;
use std::rc::Rc;

use Outcome::Value as V;

pub fn str_value(s: String) -> Res<Value> {
    if s.len() > MAX_STR_BYTES {
        return Err(super::error::string_too_long());
    }
    Ok(Value::Str(Rc::from(s.as_str())))
}

pub const STR_METHODS: &[&str] = &[
    "join",
    "split",
    "strip",
    "lstrip",
    "rstrip",
    "upper",
    "lower",
    "startswith",
    "endswith",
    "replace",
    "find",
    "count",
    "isdigit",
    "isalpha",
    "isspace",
    "isalnum",
    "isupper",
    "islower",
    "index",
    "capitalize",
    "title",
    "zfill",
    "ljust",
    "rjust",
    "center",
    "splitlines",
    "format",
    "rfind",
    "rindex",
    "rsplit",
    "partition",
    "rpartition",
    "swapcase",
    "casefold",
    "removeprefix",
    "removesuffix",
    "maketrans",
    "translate",
    "isdecimal",
    "isnumeric",
    "isascii",
    "isidentifier",
    "istitle",
    "isprintable",
    "format_map",
];

fn str_arg<'a>(heap: &Heap, v: &'a Value, what: &str) -> Res<&'a str> {
    match v {
        Value::Str(s) => Ok(s),
        _ => {
            let t = heap.type_name(v);
            Err(type_error(
                "str_expected",
                vec![what.into(), t.to_string()],
                format!("{what} must be str, not {t}"),
            ))
        }
    }
}

/// `s[start:end]` for the methods that take a start and an end (`find`, `startswith`, ...),
/// with slice indices counted in characters; `None` when the start lies past the end of the
/// string, where CPython finds nothing (not even an empty string).
fn str_window<'a>(heap: &Heap, s: &'a str, bounds: &[Value]) -> Res<Option<&'a str>> {
    let n = s.chars().count() as i64;
    let bound = |v: Option<&Value>, default: i64| -> Res<i64> {
        match v {
            None | Some(Value::None) => Ok(default),
            Some(v) => {
                let i = int_arg(heap, v)?;
                Ok(if i < 0 { (i + n).max(0) } else { i })
            }
        }
    };
    let start = bound(bounds.first(), 0)?;
    let end = bound(bounds.get(1), n)?.min(n);
    if start > n {
        return Ok(None);
    }
    let byte = |c: i64| s.char_indices().nth(c as usize).map_or(s.len(), |(b, _)| b);
    let (b0, b1) = (byte(start), byte(end.max(start)));
    Ok(Some(&s[b0..b1]))
}

pub fn str_method(
    heap: &mut Heap,
    s: &Rc<str>,
    name: &str,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Outcome> {
    let sv = |t: String| -> Res<Outcome> { Ok(V(str_value(t)?)) };
    match name {
        "join" => {
            method_args("str", name, args, kw, 1, 1)?;
            if machine_draws(heap, &args[0]) {
                return Ok(Outcome::Drain(0));
            }
            let items = iterate(heap, &args[0])?;
            let mut out = String::new();
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(s);
                }
                match x {
                    Value::Str(t) => out.push_str(t),
                    _ => {
                        let t = heap.type_name(x);
                        return Err(type_error(
                            "join_needs_str",
                            vec![i.to_string(), t.to_string()],
                            format!("sequence item {i}: expected str instance, {t} found"),
                        ));
                    }
                }
                if out.len() > MAX_STR_BYTES {
                    return Err(super::error::string_too_long());
                }
            }
            sv(out)
        }
        "split" => {
            let (sep, maxsplit) = split_args(heap, name, args, kw)?;
            let parts: Vec<String> = match &sep {
                Some(sep) => {
                    if maxsplit < 0 {
                        s.split(sep.as_str()).map(String::from).collect()
                    } else {
                        s.splitn(maxsplit as usize + 1, sep.as_str())
                            .map(String::from)
                            .collect()
                    }
                }
                None => {
                    let mut parts: Vec<String> = Vec::new();
                    let mut rest = s.trim_start();
                    while !rest.is_empty() {
                        if maxsplit >= 0 && parts.len() as i64 == maxsplit {
                            // The rest as it is, its trailing whitespace kept.
                            parts.push(rest.to_string());
                            break;
                        }
                        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
                        parts.push(rest[..end].to_string());
                        rest = rest[end..].trim_start();
                    }
                    parts
                }
            };
            let items = parts
                .into_iter()
                .map(|p| Value::Str(Rc::from(p.as_str())))
                .collect();
            Ok(V(heap.list(items)?))
        }
        // At each of the line boundaries CPython's str knows (`\r\n` one of them), the
        // boundary kept with its line when `keepends` is true.
        "splitlines" => {
            let keyword = matches!(kw, [k] if &**k == "keepends");
            if keyword {
                arg_count("str.splitlines", args, 1, 1)?;
            } else {
                method_args("str", name, args, kw, 0, 1)?;
            }
            let keep = args.first().is_some_and(|v| heap.truthy(v));
            let mut items = Vec::new();
            let mut start = 0;
            let mut chars = s.char_indices().peekable();
            while let Some((i, c)) = chars.next() {
                let ends = matches!(
                    c,
                    '\n' | '\r'
                        | '\u{b}'
                        | '\u{c}'
                        | '\u{1c}'
                        | '\u{1d}'
                        | '\u{1e}'
                        | '\u{85}'
                        | '\u{2028}'
                        | '\u{2029}'
                );
                if !ends {
                    continue;
                }
                let mut after = i + c.len_utf8();
                if c == '\r' && chars.peek().is_some_and(|(_, n)| *n == '\n') {
                    chars.next();
                    after += 1;
                }
                items.push(Value::str(&s[start..if keep { after } else { i }]));
                start = after;
            }
            if start < s.len() {
                items.push(Value::str(&s[start..]));
            }
            Ok(V(heap.list(items)?))
        }
        "strip" | "lstrip" | "rstrip" => {
            method_args("str", name, args, kw, 0, 1)?;
            let chars: Option<Vec<char>> = match args.first() {
                None | Some(Value::None) => None,
                Some(v) => Some(str_arg(heap, v, "chars")?.chars().collect()),
            };
            let pred = |c: char| match &chars {
                None => c.is_whitespace(),
                Some(set) => set.contains(&c),
            };
            let t = match name {
                "strip" => s.trim_matches(pred),
                "lstrip" => s.trim_start_matches(pred),
                _ => s.trim_end_matches(pred),
            };
            sv(t.to_string())
        }
        "upper" => sv(s.to_uppercase()),
        "lower" => sv(s.to_lowercase()),
        "capitalize" => {
            let mut c = s.chars();
            sv(match c.next() {
                Some(f) => f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase(),
                None => String::new(),
            })
        }
        "title" => {
            let mut out = String::new();
            let mut prev_letter = false;
            for c in s.chars() {
                if prev_letter {
                    out.extend(c.to_lowercase());
                } else {
                    out.extend(c.to_uppercase());
                }
                prev_letter = c.is_alphabetic();
            }
            sv(out)
        }
        "startswith" | "endswith" => {
            method_args("str", name, args, kw, 1, 3)?;
            let options: Vec<Value> = match &args[0] {
                Value::Obj(id) if matches!(heap.get(*id), Obj::Tuple(_)) => {
                    iterate(heap, &args[0])?
                }
                v => vec![v.clone()],
            };
            let Some(part) = str_window(heap, s, &args[1..])? else {
                return Ok(V(Value::Bool(false)));
            };
            for o in &options {
                let p = str_arg(heap, o, &format!("{name} arg"))?;
                if (name == "startswith" && part.starts_with(p))
                    || (name == "endswith" && part.ends_with(p))
                {
                    return Ok(V(Value::Bool(true)));
                }
            }
            Ok(V(Value::Bool(false)))
        }
        "replace" => {
            method_args("str", name, args, kw, 2, 3)?;
            let old = str_arg(heap, &args[0], "replace() argument 1")?;
            let new = str_arg(heap, &args[1], "replace() argument 2")?;
            let count = match args.get(2) {
                Some(v) => int_arg(heap, v)?,
                None => -1,
            };
            if count < 0 {
                let estimate = s.len() + s.matches(old).count().saturating_mul(new.len());
                if estimate > MAX_STR_BYTES && !old.is_empty() {
                    return Err(super::error::string_too_long());
                }
                if old.is_empty()
                    && (s.chars().count() + 1).saturating_mul(new.len()) > MAX_STR_BYTES
                {
                    return Err(super::error::string_too_long());
                }
                sv(s.replace(old, new))
            } else {
                sv(s.replacen(old, new, count as usize))
            }
        }
        "find" | "index" | "count" | "rfind" | "rindex" => {
            method_args("str", name, args, kw, 1, 3)?;
            let sub = str_arg(heap, &args[0], "substring")?;
            let window = str_window(heap, s, &args[1..])?;
            if name == "count" {
                let Some(w) = window else {
                    return Ok(V(Value::Int(0)));
                };
                if sub.is_empty() {
                    return Ok(V(Value::Int(w.chars().count() as i64 + 1)));
                }
                return Ok(V(Value::Int(w.matches(sub).count() as i64)));
            }
            let found = window.and_then(|w| {
                // Where the window starts in `s`, in bytes: a found place is counted in
                // characters from the start of the whole string.
                let start_byte = w.as_ptr() as usize - s.as_ptr() as usize;
                let at = if name.starts_with('r') {
                    w.rfind(sub)
                } else {
                    w.find(sub)
                };
                at.map(|b| s[..start_byte + b].chars().count() as i64)
            });
            match found {
                Some(i) => Ok(V(Value::Int(i))),
                None if name.ends_with("find") => Ok(V(Value::Int(-1))),
                None => Err(value_error(
                    "substring_not_found",
                    vec![],
                    "substring not found".into(),
                )),
            }
        }
        "isdigit" => Ok(V(Value::Bool(
            !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()),
        ))),
        "isalpha" => Ok(V(Value::Bool(
            !s.is_empty() && s.chars().all(char::is_alphabetic),
        ))),
        "isalnum" => Ok(V(Value::Bool(
            !s.is_empty() && s.chars().all(char::is_alphanumeric),
        ))),
        "isspace" => Ok(V(Value::Bool(
            !s.is_empty() && s.chars().all(char::is_whitespace),
        ))),
        "isupper" => Ok(V(Value::Bool(
            s.chars().any(char::is_uppercase) && !s.chars().any(char::is_lowercase),
        ))),
        "islower" => Ok(V(Value::Bool(
            s.chars().any(char::is_lowercase) && !s.chars().any(char::is_uppercase),
        ))),
        "zfill" | "ljust" | "rjust" | "center" => {
            method_args("str", name, args, kw, 1, 2)?;
            let width = int_arg(heap, &args[0])?.max(0) as usize;
            if width > MAX_STR_BYTES {
                return Err(super::error::string_too_long());
            }
            let fill = match args.get(1) {
                Some(v) => {
                    let f = str_arg(heap, v, "fill character")?;
                    let mut c = f.chars();
                    match (c.next(), c.next()) {
                        (Some(ch), None) => ch,
                        _ => {
                            return Err(type_error(
                                "fill_char",
                                vec![],
                                "The fill character must be exactly one character long".into(),
                            ))
                        }
                    }
                }
                None => ' ',
            };
            let len = s.chars().count();
            if len >= width {
                return sv(s.to_string());
            }
            let pad = width - len;
            let rep = |n: usize, c: char| std::iter::repeat_n(c, n).collect::<String>();
            sv(match name {
                "zfill" => {
                    let (sign, rest) = if s.starts_with('-') || s.starts_with('+') {
                        s.split_at(1)
                    } else {
                        ("", &s[..])
                    };
                    format!("{sign}{}{rest}", rep(pad, '0'))
                }
                "ljust" => format!("{s}{}", rep(pad, fill)),
                "rjust" => format!("{}{s}", rep(pad, fill)),
                _ => {
                    let left = pad / 2 + (pad & width & 1);
                    format!("{}{s}{}", rep(left, fill), rep(pad - left, fill))
                }
            })
        }
        "rsplit" => {
            let (sep, maxsplit) = split_args(heap, name, args, kw)?;
            let mut parts: Vec<String> = match &sep {
                Some(sep) if maxsplit < 0 => s.rsplit(sep.as_str()).map(String::from).collect(),
                Some(sep) => s
                    .rsplitn(maxsplit as usize + 1, sep.as_str())
                    .map(String::from)
                    .collect(),
                None => {
                    let mut parts: Vec<String> = Vec::new();
                    let mut rest = s.trim_end();
                    while !rest.is_empty() {
                        if maxsplit >= 0 && parts.len() as i64 == maxsplit {
                            parts.push(rest.to_string());
                            break;
                        }
                        let start = rest.rfind(char::is_whitespace).map_or(0, |i| {
                            i + rest[i..].chars().next().map_or(1, char::len_utf8)
                        });
                        parts.push(rest[start..].to_string());
                        rest = rest[..start].trim_end();
                    }
                    parts
                }
            };
            parts.reverse();
            let items = parts.iter().map(|p| Value::str(p)).collect();
            Ok(V(heap.list(items)?))
        }
        "partition" | "rpartition" => {
            method_args("str", name, args, kw, 1, 1)?;
            let sep = str_arg(heap, &args[0], "sep")?;
            if sep.is_empty() {
                return Err(empty_separator());
            }
            let found = if name == "partition" {
                s.find(sep)
            } else {
                s.rfind(sep)
            };
            let parts = match found {
                Some(i) => [&s[..i], sep, &s[i + sep.len()..]],
                None if name == "partition" => [&s[..], "", ""],
                None => ["", "", &s[..]],
            };
            let items = parts.iter().map(|p| Value::str(p)).collect();
            Ok(V(heap.tuple(items)?))
        }
        "swapcase" => sv(s
            .chars()
            .flat_map(|c| {
                if c.is_uppercase() {
                    c.to_lowercase().collect::<Vec<_>>()
                } else {
                    c.to_uppercase().collect()
                }
            })
            .collect()),
        "casefold" => sv(s.to_lowercase().replace('ß', "ss")),
        // `str.maketrans(x[, y[, z]])` (the string it is called on plays no part): a dict from
        // code points to what they become.
        "maketrans" => {
            method_args("str", name, args, kw, 1, 3)?;
            let mut table = Dict::default();
            let mut put = |code: i64, v: Value| {
                table.insert(Key::Int(code), Value::Int(code), v);
            };
            let given = match args {
                [Value::Obj(id)] => match heap.get(*id) {
                    Obj::Dict(d) => Some(d),
                    _ => None,
                },
                _ => None,
            };
            match (args, given) {
                ([x, y, rest @ ..], _) => {
                    let (x, y) = (str_arg(heap, x, name)?, str_arg(heap, y, name)?);
                    if x.chars().count() != y.chars().count() {
                        return Err(value_error(
                            "maketrans_lengths",
                            vec![],
                            "the first two maketrans arguments must have equal length".into(),
                        ));
                    }
                    for (a, b) in x.chars().zip(y.chars()) {
                        put(a as i64, Value::Int(b as i64));
                    }
                    if let Some(z) = rest.first() {
                        for c in str_arg(heap, z, name)?.chars() {
                            put(c as i64, Value::None);
                        }
                    }
                }
                (_, Some(given)) => {
                    for (k, v) in given.iter() {
                        let mut one = match k {
                            Value::Str(t) => t.chars(),
                            _ => "".chars(),
                        };
                        let code = match (k, one.next(), one.next()) {
                            (Value::Int(n), ..) => *n,
                            (_, Some(c), None) => c as i64,
                            _ => {
                                return Err(value_error(
                                    "maketrans_keys",
                                    vec![],
                                    "string keys in translate table must be of length 1".into(),
                                ))
                            }
                        };
                        put(code, v.clone());
                    }
                }
                _ => {
                    return Err(type_error(
                        "maketrans_dict",
                        vec![],
                        "if you give only one argument to maketrans it must be a dict".into(),
                    ))
                }
            }
            Ok(V(Value::Obj(heap.alloc(Obj::Dict(table))?)))
        }
        // Each character looked up in the table by its code point: an int or a string it
        // becomes, None to drop it, not there to keep it.
        "translate" => {
            method_args("str", name, args, kw, 1, 1)?;
            let table = match &args[0] {
                Value::Obj(id) => match heap.get(*id) {
                    Obj::Dict(d) => Some(d),
                    _ => None,
                },
                _ => None,
            };
            let Some(table) = table else {
                return Err(unsupported_words(
                    "translate_table",
                    "",
                    "str.translate with a table that is not a dict",
                ));
            };
            let mut out = String::with_capacity(s.len());
            for c in s.chars() {
                match table.get(&Key::Int(c as i64)) {
                    None => out.push(c),
                    Some(Value::None) => {}
                    Some(Value::Str(t)) => out.push_str(t),
                    Some(Value::Int(n)) => {
                        out.push(u32::try_from(*n).ok().and_then(char::from_u32).ok_or_else(
                            || {
                                value_error(
                                    "chr_range",
                                    vec![],
                                    "character mapping must be in range(0x110000)".into(),
                                )
                            },
                        )?)
                    }
                    Some(_) => {
                        return Err(type_error(
                            "translate_value",
                            vec![],
                            "character mapping must return integer, None or str".into(),
                        ))
                    }
                }
            }
            sv(out)
        }
        "removeprefix" | "removesuffix" => {
            method_args("str", name, args, kw, 1, 1)?;
            let affix = str_arg(heap, &args[0], name)?;
            let t = if name == "removeprefix" {
                s.strip_prefix(affix)
            } else {
                s.strip_suffix(affix)
            };
            sv(t.unwrap_or(s).to_string())
        }
        "isdecimal" | "isnumeric" | "isascii" | "isidentifier" | "istitle" | "isprintable" => {
            method_args("str", name, args, kw, 0, 0)?;
            let all = |f: fn(char) -> bool| !s.is_empty() && s.chars().all(f);
            Ok(V(Value::Bool(match name {
                "isdecimal" => all(|c| c.is_ascii_digit()),
                "isnumeric" => all(char::is_numeric),
                "isascii" => s.is_ascii(),
                "isidentifier" => {
                    let mut c = s.chars();
                    c.next().is_some_and(|f| f == '_' || f.is_alphabetic())
                        && c.all(|c| c == '_' || c.is_alphanumeric())
                }
                "isprintable" => s.chars().all(super::heap::printable),
                _ => is_title(s),
            })))
        }
        "format_map" => {
            method_args("str", name, args, kw, 1, 1)?;
            let Value::Obj(id) = &args[0] else {
                return Err(type_error(
                    "format_map_dict",
                    vec![],
                    "format_map() argument must be a mapping".into(),
                ));
            };
            let Obj::Dict(d) = heap.get(*id) else {
                return Err(type_error(
                    "format_map_dict",
                    vec![],
                    "format_map() argument must be a mapping".into(),
                ));
            };
            let kwargs: Vec<(Rc<str>, Value)> = d
                .iter()
                .filter_map(|(k, v)| match k {
                    Value::Str(k) => Some((k.clone(), v.clone())),
                    _ => None,
                })
                .collect();
            super::format::format_call(heap, s, &[], kwargs)
        }
        "format" => {
            let npos = args.len() - kw.len();
            let kwargs: Vec<(Rc<str>, Value)> = kw
                .iter()
                .cloned()
                .zip(args[npos..].iter().cloned())
                .collect();
            super::format::format_call(heap, s, &args[..npos], kwargs)
        }
        _ => Err(Exc::new(
            ErrorKind::AttributeError,
            "no_attribute",
            vec!["str".into(), name.into()],
            format!("'str' object has no attribute '{name}'"),
        )),
    }
}

/// `istitle()`: letters after a letter are lower case, the others upper case, and there is
/// at least one cased letter.
fn is_title(s: &str) -> bool {
    let mut cased = false;
    let mut after_letter = false;
    for c in s.chars() {
        if c.is_uppercase() {
            if after_letter {
                return false;
            }
            cased = true;
            after_letter = true;
        } else if c.is_lowercase() {
            if !after_letter {
                return false;
            }
            cased = true;
            after_letter = true;
        } else {
            after_letter = false;
        }
    }
    cased
}

/// The arguments of `split` and `rsplit`: the separator (None for runs of whitespace) and the
/// most splits (−1 for no limit).
fn split_args(
    heap: &Heap,
    name: &str,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<(Option<String>, i64)> {
    method_args("str", name, args, kw, 0, 2)?;
    let sep = match args.first() {
        None | Some(Value::None) => None,
        Some(v) if str_arg(heap, v, "sep")?.is_empty() => return Err(empty_separator()),
        Some(v) => Some(str_arg(heap, v, "sep")?.to_string()),
    };
    let maxsplit = match args.get(1) {
        Some(v) => int_arg(heap, v)?,
        None => -1,
    };
    Ok((sep, maxsplit))
}

fn empty_separator() -> Exc {
    value_error("empty_separator", vec![], "empty separator".into())
}
