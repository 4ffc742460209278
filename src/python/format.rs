//! Text made from values by a format: an f-string's `{value!r:>8}`, `str.format` and `%`
//! formatting, with CPython's format specifications (fill, align, sign, width, grouping,
//! precision and type) and its errors.

use super::args::Outcome;
use super::error::{type_error, unsupported_words, value_error, ErrorKind, Exc, Res};
use super::heap::{float_repr, number, Heap, Num};
use super::limits::MAX_STR_BYTES;
use super::value::*;
use std::rc::Rc;

/// An f-string's `{value!conversion:spec}`.
pub fn format_value(heap: &Heap, v: &Value, conversion: Option<char>, spec: &str) -> Res<String> {
    let v = match conversion {
        Some('r') | Some('a') => Value::Str(Rc::from(heap.repr(v)?.as_str())),
        Some('s') => Value::Str(Rc::from(heap.to_str(v)?.as_str())),
        _ => v.clone(),
    };
    if spec.is_empty() {
        return heap.to_str(&v);
    }
    format_spec(heap, &v, spec)
}

fn bad_spec(heap: &Heap, spec: &str, v: &Value) -> Exc {
    let t = heap.type_name(v);
    value_error(
        "bad_format_spec",
        vec![spec.into(), t.to_string()],
        format!("Invalid format specifier '{spec}' for object of type '{t}'"),
    )
}

fn format_spec(heap: &Heap, v: &Value, spec: &str) -> Res<String> {
    let chars: Vec<char> = spec.chars().collect();
    let mut i = 0;
    let mut fill = ' ';
    let mut align: Option<char> = None;
    if chars.len() >= 2 && "<>^=".contains(chars[1]) {
        fill = chars[0];
        align = Some(chars[1]);
        i = 2;
    } else if !chars.is_empty() && "<>^=".contains(chars[0]) {
        align = Some(chars[0]);
        i = 1;
    }
    let mut sign = '-';
    if i < chars.len() && "+- ".contains(chars[i]) {
        sign = chars[i];
        i += 1;
    }
    // `#`: an int in another base says which (`0x`, `0o`, `0b`).
    let alternate = i < chars.len() && chars[i] == '#';
    if alternate {
        i += 1;
    }
    if i < chars.len() && chars[i] == '0' {
        if align.is_none() {
            fill = '0';
            align = Some('=');
        }
        i += 1;
    }
    let mut width = 0usize;
    while i < chars.len() && chars[i].is_ascii_digit() {
        width = width
            .saturating_mul(10)
            .saturating_add(chars[i] as usize - '0' as usize);
        i += 1;
    }
    let mut grouping = None;
    if i < chars.len() && (chars[i] == ',' || chars[i] == '_') {
        grouping = Some(chars[i]);
        i += 1;
    }
    let mut precision = None;
    if i < chars.len() && chars[i] == '.' {
        i += 1;
        let mut p = 0usize;
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            p = p
                .saturating_mul(10)
                .saturating_add(chars[i] as usize - '0' as usize);
            i += 1;
        }
        if i == start {
            return Err(value_error(
                "format_precision",
                vec![],
                "Format specifier missing precision".into(),
            ));
        }
        precision = Some(p.min(100));
    }
    let ty = chars.get(i).copied();
    if i + 1 < chars.len() || width > MAX_STR_BYTES {
        return Err(bad_spec(heap, spec, v));
    }
    let prefix = match (alternate, ty) {
        (false, _) => "",
        (true, Some('x')) => "0x",
        (true, Some('X')) => "0X",
        (true, Some('o')) => "0o",
        (true, Some('b')) => "0b",
        (true, Some('d') | None) if matches!(v, Value::Int(_) | Value::Bool(_)) => "",
        (true, _) => {
            return Err(unsupported_words(
                "format_alternate",
                "#",
                "the '#' format option of a float or a string",
            ))
        }
    };
    let (body, numeric_sign) = match (v, ty) {
        (Value::Str(s), None | Some('s')) => {
            if sign != '-' || grouping.is_some() || align == Some('=') {
                return Err(bad_spec(heap, spec, v));
            }
            let s: String = match precision {
                Some(p) => s.chars().take(p).collect(),
                None => s.to_string(),
            };
            (s, None)
        }
        (
            Value::Int(_) | Value::Bool(_),
            None | Some('d') | Some('x') | Some('X') | Some('o') | Some('b') | Some('c'),
        ) if precision.is_none() => {
            let Some(Num::I(n)) = number(v) else {
                unreachable!()
            };
            let digits = match ty {
                Some('x') => format!("{:x}", n.unsigned_abs()),
                Some('X') => format!("{:X}", n.unsigned_abs()),
                Some('o') => format!("{:o}", n.unsigned_abs()),
                Some('b') => format!("{:b}", n.unsigned_abs()),
                Some('c') => {
                    return char::from_u32(n as u32)
                        .map(|c| c.to_string())
                        .ok_or_else(|| bad_spec(heap, spec, v))
                }
                _ => group(&n.unsigned_abs().to_string(), grouping),
            };
            (digits, Some(n < 0))
        }
        (
            Value::Int(_) | Value::Bool(_) | Value::Float(_),
            None | Some('f') | Some('F') | Some('e') | Some('E') | Some('g') | Some('%'),
        ) => {
            let Some(n) = number(v) else { unreachable!() };
            let f = n.float();
            let neg = f.is_sign_negative() && f != 0.0 || (f == 0.0 && f.is_sign_negative());
            let a = f.abs();
            let body = match ty {
                Some('f') | Some('F') => format_fixed(a, precision.unwrap_or(6), grouping),
                Some('%') => format!(
                    "{}%",
                    format_fixed(a * 100.0, precision.unwrap_or(6), grouping)
                ),
                Some('e') | Some('E') => {
                    let s = format!("{:.*e}", precision.unwrap_or(6), a);
                    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
                    let e: i32 = e.parse().unwrap_or(0);
                    let s = format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
                    if ty == Some('E') {
                        s.to_uppercase()
                    } else {
                        s
                    }
                }
                Some('g') => {
                    let p = precision.unwrap_or(6).max(1);
                    let exp = if a == 0.0 {
                        0
                    } else {
                        a.log10().floor() as i32
                    };
                    if exp < -4 || exp >= p as i32 {
                        let s = format!("{:.*e}", p - 1, a);
                        let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
                        let m = if m.contains('.') {
                            m.trim_end_matches('0').trim_end_matches('.')
                        } else {
                            m
                        };
                        let e: i32 = e.parse().unwrap_or(0);
                        format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
                    } else {
                        let s = format!("{:.*}", (p as i32 - 1 - exp).max(0) as usize, a);
                        if s.contains('.') {
                            s.trim_end_matches('0').trim_end_matches('.').to_string()
                        } else {
                            s
                        }
                    }
                }
                _ => match (v, precision) {
                    (Value::Int(i), None) => group(&i.unsigned_abs().to_string(), grouping),
                    (_, None) => float_repr(a),
                    (_, Some(p)) => Value::Float(a).as_g(p),
                },
            };
            (body, Some(neg))
        }
        _ => return Err(bad_spec(heap, spec, v)),
    };
    let sign = match numeric_sign {
        Some(true) => "-",
        Some(false) if sign == '+' => "+",
        Some(false) if sign == ' ' => " ",
        _ => "",
    };
    // The base's prefix goes with the sign, before any zeros that pad (`0x00ff`).
    let sign_text = format!("{sign}{prefix}");
    let len = sign_text.chars().count() + body.chars().count();
    if len >= width {
        return Ok(format!("{sign_text}{body}"));
    }
    let pad = width - len;
    let rep = |n: usize| std::iter::repeat_n(fill, n).collect::<String>();
    let default_align = if numeric_sign.is_some() { '>' } else { '<' };
    Ok(match align.unwrap_or(default_align) {
        '<' => format!("{sign_text}{body}{}", rep(pad)),
        '>' => format!("{}{sign_text}{body}", rep(pad)),
        '^' => format!("{}{sign_text}{body}{}", rep(pad / 2), rep(pad - pad / 2)),
        _ => format!("{sign_text}{}{body}", rep(pad)),
    })
}

fn format_fixed(a: f64, precision: usize, grouping: Option<char>) -> String {
    if !a.is_finite() {
        return if a.is_nan() {
            "nan".into()
        } else {
            "inf".into()
        };
    }
    let s = format!("{:.*}", precision, a);
    match grouping {
        None => s,
        Some(_) => {
            let (int, frac) = match s.split_once('.') {
                Some((i, f)) => (i.to_string(), format!(".{f}")),
                None => (s.clone(), String::new()),
            };
            format!("{}{frac}", group(&int, grouping))
        }
    }
}

fn group(digits: &str, grouping: Option<char>) -> String {
    let Some(sep) = grouping else {
        return digits.to_string();
    };
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

impl Value {
    /// A float formatted with `.{p}` and no type: `p` significant digits, like `g` but
    /// keeping at least one digit after the point where Python does.
    fn as_g(&self, p: usize) -> String {
        let Value::Float(a) = self else {
            return String::new();
        };
        let p = p.max(1);
        let exp = if *a == 0.0 {
            0
        } else {
            a.log10().floor() as i32
        };
        if exp < -4 || exp >= p as i32 {
            let s = format!("{:.*e}", p - 1, a);
            let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
            let m = if m.contains('.') {
                m.trim_end_matches('0').trim_end_matches('.')
            } else {
                m
            };
            let e: i32 = e.parse().unwrap_or(0);
            format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
        } else {
            let s = format!("{:.*}", (p as i32 - 1 - exp).max(0) as usize, a);
            let t = if s.contains('.') {
                s.trim_end_matches('0').trim_end_matches('.').to_string()
            } else {
                s
            };
            if t.contains('.') || t.contains('e') {
                t
            } else {
                format!("{t}.0")
            }
        }
    }
}

/// Refuses a value whose text the program's own `__str__` or `__repr__` makes: `str.format`
/// and `%` are the heap's, and would show it as `<__main__.X object>`.
fn plain_text(heap: &Heap, v: &Value) -> Res<()> {
    if heap.needs_program_text(v) {
        return Err(unsupported_words(
            "format_own_str",
            "",
            "str.format or % of an object with its own __str__ or __repr__ (an f-string shows it)",
        ));
    }
    Ok(())
}

/// `template.format(*args, **kwargs)`: here, or by the prelude's Python when a value shows
/// itself by the program's own methods or a field reaches into a value (see [`needs_prelude`]).
pub fn format_call(
    heap: &mut Heap,
    template: &Rc<str>,
    args: &[Value],
    kwargs: Vec<(Rc<str>, Value)>,
) -> Res<Outcome> {
    let values = args.iter().chain(kwargs.iter().map(|(_, v)| v));
    if needs_prelude(heap, template, values) {
        let kw = heap.dict_of(kwargs)?;
        let args = heap.tuple(args.to_vec())?;
        let call = vec![Value::Str(template.clone()), args, kw];
        return Ok(Outcome::Delegate("__str_format", call));
    }
    let text = str_format(heap, template, args, &kwargs)?;
    Ok(Outcome::Value(Value::str(&text)))
}

/// Whether `template.format(...)` is the prelude's to do: a value shows itself by the
/// program's own methods, or a field reaches into a value (`{0.year}`, `{row[2]}`).
pub fn needs_prelude<'a>(
    heap: &Heap,
    template: &str,
    mut values: impl Iterator<Item = &'a Value>,
) -> bool {
    if values.any(|v| heap.needs_program_text(v)) {
        return true;
    }
    let mut chars = template.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '{' {
            continue;
        }
        if chars.peek() == Some(&'{') {
            chars.next();
            continue;
        }
        for c in chars.by_ref() {
            match c {
                '.' | '[' => return true,
                '!' | ':' | '}' => break,
                _ => {}
            }
        }
    }
    false
}

/// `template.format(*args, **kwargs)`: `{}`, `{0}`, `{name}`, each with `!r`/`!s` and a format
/// specification (which may hold `{}` fields of its own).
pub fn str_format(
    heap: &mut Heap,
    template: &str,
    args: &[Value],
    kwargs: &[(Rc<str>, Value)],
) -> Res<String> {
    for v in args.iter().chain(kwargs.iter().map(|(_, v)| v)) {
        plain_text(heap, v)?;
    }
    let mut out = String::new();
    let mut auto: Option<usize> = None;
    let mut manual = false;
    let chars: Vec<char> = template.chars().collect();
    let mut i = 0;
    let field = |name: &str, auto: &mut Option<usize>, manual: &mut bool| -> Res<Value> {
        if name.is_empty() {
            if *manual {
                return Err(value_error(
                    "format_numbering",
                    vec![],
                    "cannot switch from manual field specification to automatic field numbering"
                        .into(),
                ));
            }
            let k = auto.map_or(0, |k| k + 1);
            *auto = Some(k);
            return args.get(k).cloned().ok_or_else(|| out_of_range(k));
        }
        if name.contains(['.', '[']) {
            return Err(unsupported_words(
                "format_fields",
                "",
                "str.format fields with attributes or indexes",
            ));
        }
        if let Ok(k) = name.parse::<usize>() {
            if auto.is_some() {
                return Err(value_error(
                    "format_numbering",
                    vec![],
                    "cannot switch from automatic field numbering to manual field specification"
                        .into(),
                ));
            }
            *manual = true;
            return args.get(k).cloned().ok_or_else(|| out_of_range(k));
        }
        kwargs
            .iter()
            .find(|(k, _)| &**k == name)
            .map(|(_, v)| v.clone())
            .ok_or_else(|| missing_key(name))
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '{' && chars.get(i + 1) == Some(&'{') {
            out.push('{');
            i += 2;
            continue;
        }
        if c == '}' {
            if chars.get(i + 1) == Some(&'}') {
                out.push('}');
                i += 2;
                continue;
            }
            return Err(value_error(
                "format_single_brace",
                vec![],
                "Single '}' encountered in format string".into(),
            ));
        }
        if c != '{' {
            out.push(c);
            i += 1;
            continue;
        }
        // A field: up to its matching '}', nested braces counted.
        let mut depth = 1;
        let mut j = i + 1;
        while j < chars.len() && depth > 0 {
            match chars[j] {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            j += 1;
        }
        if depth > 0 {
            return Err(value_error(
                "format_single_brace",
                vec![],
                "Single '{' encountered in format string".into(),
            ));
        }
        let inner: String = chars[i + 1..j - 1].iter().collect();
        let (head, spec) = match inner.find(':') {
            Some(k) => (&inner[..k], &inner[k + 1..]),
            None => (&inner[..], ""),
        };
        let (name, conversion) = match head.find('!') {
            Some(k) => (&head[..k], head[k + 1..].chars().next()),
            None => (head, None),
        };
        let value = field(name, &mut auto, &mut manual)?;
        // A specification's own fields (`{:{width}}`) are filled in first.
        let spec = if spec.contains('{') {
            let mut filled = String::new();
            let sc: Vec<char> = spec.chars().collect();
            let mut k = 0;
            while k < sc.len() {
                if sc[k] == '{' {
                    let end = sc[k..]
                        .iter()
                        .position(|&c| c == '}')
                        .map_or(sc.len(), |e| k + e);
                    let name: String = sc[k + 1..end].iter().collect();
                    let v = field(&name, &mut auto, &mut manual)?;
                    filled.push_str(&heap.to_str(&v)?);
                    k = end + 1;
                } else {
                    filled.push(sc[k]);
                    k += 1;
                }
            }
            filled
        } else {
            spec.to_string()
        };
        out.push_str(&format_value(heap, &value, conversion, &spec)?);
        if out.len() > MAX_STR_BYTES {
            return Err(super::error::string_too_long());
        }
        i = j;
    }
    Ok(out)
}

/// A format's missing key: a KeyError, shown as CPython shows it (`'name'`).
fn missing_key(name: &str) -> Exc {
    let mut r = String::new();
    super::heap::str_repr(name, &mut r);
    Exc::new(ErrorKind::KeyError, "format_key", vec![r.clone()], r)
}

fn out_of_range(k: usize) -> Exc {
    Exc::new(
        ErrorKind::IndexError,
        "format_index",
        vec![k.to_string()],
        format!("Replacement index {k} out of range for positional args tuple"),
    )
}

/// `template % values`: `%s`, `%r`, `%d`, `%i`, `%f`, `%e`, `%g`, `%x`, `%o`, `%c`, `%%`, with
/// flags (`-`, `+`, ` `, `0`, `#`), a width (or `*`) and a precision; `%(name)s` from a dict.
pub fn percent(heap: &mut Heap, template: &str, values: &Value) -> Res<String> {
    let (args, mapping): (Vec<Value>, Option<ObjId>) = match values {
        Value::Obj(id) => match heap.get(*id) {
            Obj::Tuple(items) => (items.clone(), None),
            Obj::Dict(_) => (vec![values.clone()], Some(*id)),
            _ => (vec![values.clone()], None),
        },
        v => (vec![v.clone()], None),
    };
    for v in &args {
        plain_text(heap, v)?;
    }
    let not_enough = || {
        type_error(
            "format_not_enough",
            vec![],
            "not enough arguments for format string".into(),
        )
    };
    let chars: Vec<char> = template.chars().collect();
    let mut out = String::new();
    let mut next = 0usize;
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '%' {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        i += 1;
        let mut key: Option<String> = None;
        if chars.get(i) == Some(&'(') {
            let end = chars[i..].iter().position(|&c| c == ')').map(|e| i + e);
            let Some(end) = end else {
                return Err(value_error(
                    "format_key",
                    vec![],
                    "incomplete format key".into(),
                ));
            };
            key = Some(chars[i + 1..end].iter().collect());
            i = end + 1;
        }
        let mut flags = String::new();
        while let Some(&c) = chars.get(i) {
            if "-+ 0#".contains(c) {
                flags.push(c);
                i += 1;
            } else {
                break;
            }
        }
        let mut take = || -> Res<Value> {
            let v = args.get(next).cloned().ok_or_else(not_enough)?;
            next += 1;
            Ok(v)
        };
        let mut width = String::new();
        if chars.get(i) == Some(&'*') {
            let w = take()?;
            width = super::args::int_arg(heap, &w)?.to_string();
            i += 1;
        } else {
            while let Some(c) = chars.get(i).filter(|c| c.is_ascii_digit()) {
                width.push(*c);
                i += 1;
            }
        }
        let mut precision: Option<String> = None;
        if chars.get(i) == Some(&'.') {
            i += 1;
            let mut p = String::new();
            while let Some(c) = chars.get(i).filter(|c| c.is_ascii_digit()) {
                p.push(*c);
                i += 1;
            }
            precision = Some(p);
        }
        let Some(&kind) = chars.get(i) else {
            return Err(value_error(
                "format_incomplete",
                vec![],
                "incomplete format".into(),
            ));
        };
        i += 1;
        if kind == '%' {
            out.push('%');
            continue;
        }
        let value = match (&key, mapping) {
            (Some(k), Some(d)) => {
                let Obj::Dict(d) = heap.get(d) else {
                    return Err(not_enough());
                };
                d.get(&Key::Str(Rc::from(k.as_str())))
                    .cloned()
                    .ok_or_else(|| missing_key(k))?
            }
            (Some(_), None) => {
                return Err(type_error(
                    "format_mapping",
                    vec![],
                    "format requires a mapping".into(),
                ))
            }
            (None, _) => take()?,
        };
        let align = if flags.contains('-') { "<" } else { "" };
        let sign = if flags.contains('+') {
            "+"
        } else if flags.contains(' ') {
            " "
        } else {
            ""
        };
        let zero = if flags.contains('0') && !flags.contains('-') {
            "0"
        } else {
            ""
        };
        let precision_spec = precision.as_ref().map_or(String::new(), |p| {
            format!(".{}", if p.is_empty() { "0" } else { p })
        });
        let text = match kind {
            's' | 'r' | 'a' => {
                let mut t = if kind == 's' {
                    heap.to_str(&value)?
                } else {
                    heap.repr(&value)?
                };
                if let Some(p) = &precision {
                    let p: usize = p.parse().unwrap_or(0);
                    t = t.chars().take(p).collect();
                }
                let spec = format!("{}{width}", if align.is_empty() { ">" } else { align });
                format_value(heap, &Value::str(&t), None, &spec)?
            }
            'd' | 'i' | 'u' | 'x' | 'X' | 'o' | 'c' | 'f' | 'F' | 'e' | 'E' | 'g' | 'G' => {
                let number = match (&value, kind) {
                    (Value::Str(s), 'c') if s.chars().count() == 1 => Value::Str(s.clone()),
                    (Value::Float(f), 'd' | 'i' | 'u' | 'x' | 'X' | 'o' | 'c') if kind != 'c' => {
                        super::long::from_float(heap, *f)?
                    }
                    (v, _) if number(v).is_some() || heap.is_long(v) => v.clone(),
                    (v, _) => {
                        let t = heap.type_name(v);
                        let what = match kind {
                            'x' | 'X' | 'o' | 'c' => "an integer is required",
                            _ => "a real number is required",
                        };
                        return Err(type_error(
                            "format_number",
                            vec![kind.to_string(), t.to_string()],
                            format!("%{kind} format: {what}, not {t}"),
                        ));
                    }
                };
                if kind == 'c' {
                    let c = match &number {
                        Value::Str(s) => s.to_string(),
                        v => {
                            let n = super::args::int_arg(heap, v)?;
                            char::from_u32(n as u32).map_or(String::new(), |c| c.to_string())
                        }
                    };
                    format_value(
                        heap,
                        &Value::str(&c),
                        None,
                        &format!("{}{width}", if align.is_empty() { ">" } else { align }),
                    )?
                } else {
                    let ty = match kind {
                        'i' | 'u' => 'd',
                        k => k,
                    };
                    let prec = if matches!(ty, 'd' | 'x' | 'X' | 'o') {
                        String::new()
                    } else {
                        precision_spec.clone()
                    };
                    let alt = if flags.contains('#') && matches!(ty, 'x' | 'X' | 'o') {
                        "#"
                    } else {
                        ""
                    };
                    let spec = format!("{align}{sign}{alt}{zero}{width}{prec}{ty}");
                    if alt.is_empty() {
                        format_value(heap, &number, None, &spec)?
                    } else {
                        // `%#x`: the prefix, then the digits, padded as one.
                        let digits = format_value(heap, &number, None, &format!("{ty}"))?;
                        let (neg, digits) = match digits.strip_prefix('-') {
                            Some(d) => ("-", d.to_string()),
                            None => ("", digits),
                        };
                        let prefix = match ty {
                            'x' => "0x",
                            'X' => "0X",
                            _ => "0o",
                        };
                        let text = format!("{neg}{prefix}{digits}");
                        format_value(
                            heap,
                            &Value::str(&text),
                            None,
                            &format!("{}{width}", if align.is_empty() { ">" } else { align }),
                        )?
                    }
                }
            }
            other => {
                return Err(value_error(
                    "format_character",
                    vec![other.to_string()],
                    format!(
                        "unsupported format character '{other}' (0x{:x}) at index {}",
                        other as u32,
                        i - 1
                    ),
                ))
            }
        };
        out.push_str(&text);
        if out.len() > MAX_STR_BYTES {
            return Err(super::error::string_too_long());
        }
    }
    if mapping.is_none() && next < args.len() {
        return Err(type_error(
            "format_not_all",
            vec![],
            "not all arguments converted during string formatting".into(),
        ));
    }
    Ok(out)
}
