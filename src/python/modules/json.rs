//! `json`: `dumps` and `loads` (and `dump` and `load` through an object's `write` and `read`,
//! such as `sys.stdout` and `sys.stdin`) as CPython 3.11 writes and reads JSON. Writing follows
//! its encoder: the separators, `indent` as spaces or a string, keys that are numbers, booleans
//! or None written as strings, `sort_keys`, `skipkeys`, `default`, `ensure_ascii` with
//! surrogate pairs, NaN and Infinity unless `allow_nan=False`, a circular reference refused.
//! Reading follows its C scanner: the same values (an int where the number has neither
//! fraction nor exponent), the same `JSONDecodeError` messages and positions (`msg`, `doc`,
//! `pos`, `lineno`, `colno`), and the hooks `object_hook`, `object_pairs_hook`, `parse_float`,
//! `parse_int` and `parse_constant`. Both are the prelude's Python, below; a `cls=` of
//! the program's own is the lab's limit.

use crate::python::args::{arg_count, kwarg, split_kw, Outcome};
use crate::python::error::{unsupported_words, Res};
use crate::python::value::Value;
use std::rc::Rc;

pub const NAMES: &[&str] = &["dumps", "dump", "loads", "load", "JSONDecodeError"];

pub const PRELUDE: &str = r#"
def __js_string(s, ascii):
    out = ['"']
    for ch in s:
        o = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif o < 32 or (ascii and o > 126):
            e = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}.get(ch)
            if e is not None:
                out.append(e)
            elif o < 65536:
                out.append("\\u%04x" % o)
            else:
                o -= 65536
                out.append("\\u%04x\\u%04x" % (55296 | (o >> 10) & 1023, 56320 | o & 1023))
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)

def __js_float(x, o):
    if x != x:
        text = "NaN"
    elif x == float("inf"):
        text = "Infinity"
    elif x == -float("inf"):
        text = "-Infinity"
    else:
        return repr(x)
    if not o[2]:
        raise ValueError("Out of range float values are not JSON compliant")
    return text

def __js_dumps(x, skipkeys, ascii, circular, allow_nan, indent, separators, default, sort_keys):
    if indent is not None and not isinstance(indent, str):
        indent = " " * indent
    if separators is None:
        separators = (", " if indent is None else ",", ": ")
    o = (skipkeys, ascii, allow_nan, indent, separators[0], separators[1], default, sort_keys, {} if circular else None)
    out = []
    __js_write(x, out, 0, o)
    return "".join(out)

def __js_write(x, out, level, o):
    if isinstance(x, str):
        out.append(__js_string(x, o[1]))
    elif x is None:
        out.append("null")
    elif x is True:
        out.append("true")
    elif x is False:
        out.append("false")
    elif isinstance(x, int):
        out.append(repr(int(x)))
    elif isinstance(x, float):
        out.append(__js_float(x, o))
    elif isinstance(x, (list, tuple, dict)):
        if not x:
            out.append("{}" if isinstance(x, dict) else "[]")
            return
        marks = o[8]
        if marks is not None:
            if id(x) in marks:
                raise ValueError("Circular reference detected")
            marks[id(x)] = x
        if isinstance(x, dict):
            out.append("{")
            items = sorted(x.items()) if o[7] else x.items()
        else:
            out.append("[")
            items = x
        indent = o[3]
        if indent is None:
            between = o[4]
        else:
            level += 1
            between = o[4] + "\n" + indent * level
            out.append("\n" + indent * level)
        first = True
        if isinstance(x, dict):
            for key, value in items:
                if isinstance(key, str):
                    pass
                elif isinstance(key, float):
                    key = __js_float(key, o)
                elif key is True or key is False or key is None:
                    key = {True: "true", False: "false", None: "null"}[key]
                elif isinstance(key, int):
                    key = repr(int(key))
                elif o[0]:
                    continue
                else:
                    raise TypeError("keys must be str, int, float, bool or None, not " + type(key).__name__)
                if not first:
                    out.append(between)
                first = False
                out.append(__js_string(key, o[1]))
                out.append(o[5])
                __js_write(value, out, level, o)
        else:
            for value in items:
                if not first:
                    out.append(between)
                first = False
                __js_write(value, out, level, o)
        if indent is not None:
            level -= 1
            out.append("\n" + indent * level)
        out.append("}" if isinstance(x, dict) else "]")
        if marks is not None:
            del marks[id(x)]
    else:
        marks = o[8]
        if marks is not None:
            if id(x) in marks:
                raise ValueError("Circular reference detected")
            marks[id(x)] = x
        if o[6] is None:
            raise TypeError("Object of type " + type(x).__name__ + " is not JSON serializable")
        __js_write(o[6](x), out, level, o)
        if marks is not None:
            del marks[id(x)]

def __js_error(msg, doc, pos):
    import json
    line = doc.count("\n", 0, pos) + 1
    column = pos - doc.rfind("\n", 0, pos)
    e = json.JSONDecodeError("%s: line %d column %d (char %d)" % (msg, line, column, pos))
    e.msg, e.doc, e.pos, e.lineno, e.colno = msg, doc, pos, line, column
    return e

def __js_space(s, i):
    n = len(s)
    while i < n and s[i] in " \t\n\r":
        i += 1
    return i

def __js_dump(x, fp, skipkeys, ascii, circular, allow_nan, indent, separators, default, sort_keys):
    fp.write(__js_dumps(x, skipkeys, ascii, circular, allow_nan, indent, separators, default, sort_keys))

def __js_load(fp, object_hook, pairs_hook, parse_float, parse_int, parse_constant):
    return __js_loads(fp.read(), object_hook, pairs_hook, parse_float, parse_int, parse_constant)

def __js_loads(s, object_hook, pairs_hook, parse_float, parse_int, parse_constant):
    hooks = (object_hook, pairs_hook, parse_float or float, parse_int or int,
             parse_constant or {"NaN": float("nan"), "Infinity": float("inf"), "-Infinity": -float("inf")}.get)
    if not isinstance(s, str):
        raise TypeError("the JSON object must be str, bytes or bytearray, not " + type(s).__name__)
    i = __js_space(s, 0)
    x, i = __js_value(s, i, hooks)
    i = __js_space(s, i)
    if i != len(s):
        raise __js_error("Extra data", s, i)
    return x

def __js_value(s, i, hooks):
    c = s[i] if i < len(s) else ""
    if c == '"':
        return __js_text(s, i + 1)
    if c == "{":
        return __js_object(s, i + 1, hooks)
    if c == "[":
        return __js_array(s, i + 1, hooks)
    for word, value in (("null", None), ("true", True), ("false", False)):
        if s.startswith(word, i):
            return value, i + len(word)
    for word in ("NaN", "Infinity", "-Infinity"):
        if s.startswith(word, i):
            return hooks[4](word), i + len(word)
    start = i
    n = len(s)
    if i < n and s[i] == "-":
        i += 1
    if i < n and "1" <= s[i] <= "9":
        while i < n and "0" <= s[i] <= "9":
            i += 1
    elif i < n and s[i] == "0":
        i += 1
    else:
        raise __js_error("Expecting value", s, start)
    whole = True
    if i + 1 < n and s[i] == "." and "0" <= s[i + 1] <= "9":
        whole = False
        i += 2
        while i < n and "0" <= s[i] <= "9":
            i += 1
    if i < n and s[i] in "eE":
        j = i + 1
        if j < n and s[j] in "-+":
            j += 1
        if j < n and "0" <= s[j] <= "9":
            whole = False
            i = j
            while i < n and "0" <= s[i] <= "9":
                i += 1
    if whole:
        return hooks[3](s[start:i]), i
    return hooks[2](s[start:i]), i

def __js_text(s, i):
    start = i - 1
    n = len(s)
    parts = []
    while True:
        j = i
        while j < n and s[j] != '"' and s[j] != "\\" and s[j] >= " ":
            j += 1
        parts.append(s[i:j])
        if j >= n:
            raise __js_error("Unterminated string starting at", s, start)
        c = s[j]
        if c == '"':
            return "".join(parts), j + 1
        if c != "\\":
            raise __js_error("Invalid control character at", s, j)
        if j + 1 >= n:
            raise __js_error("Unterminated string starting at", s, start)
        e = s[j + 1]
        if e == "u":
            code = __js_hex(s, j)
            i = j + 6
            if 55296 <= code <= 56319 and s.startswith("\\u", i):
                low = __js_hex(s, i)
                if 56320 <= low <= 57343:
                    code = 65536 + ((code - 55296) << 10 | low - 56320)
                    i += 6
            parts.append(chr(code))
        else:
            ch = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}.get(e)
            if ch is None:
                raise __js_error("Invalid \\escape", s, j)
            parts.append(ch)
            i = j + 2

def __js_hex(s, j):
    digits = s[j + 2:j + 6]
    if len(digits) == 4 and all(c in "0123456789abcdefABCDEF" for c in digits):
        return int(digits, 16)
    raise __js_error("Invalid \\uXXXX escape", s, j + 1)

def __js_object(s, i, hooks):
    pairs = []
    i = __js_space(s, i)
    if s.startswith("}", i):
        i += 1
    else:
        while True:
            if not s.startswith('"', i):
                raise __js_error("Expecting property name enclosed in double quotes", s, i)
            key, i = __js_text(s, i + 1)
            i = __js_space(s, i)
            if not s.startswith(":", i):
                raise __js_error("Expecting ':' delimiter", s, i)
            value, i = __js_value(s, __js_space(s, i + 1), hooks)
            pairs.append((key, value))
            i = __js_space(s, i)
            if s.startswith("}", i):
                i += 1
                break
            if not s.startswith(",", i):
                raise __js_error("Expecting ',' delimiter", s, i)
            i = __js_space(s, i + 1)
    if hooks[1] is not None:
        return hooks[1](pairs), i
    x = dict(pairs)
    if hooks[0] is not None:
        return hooks[0](x), i
    return x, i

def __js_array(s, i, hooks):
    items = []
    i = __js_space(s, i)
    if s.startswith("]", i):
        return items, i + 1
    while True:
        value, i = __js_value(s, i, hooks)
        items.append(value)
        i = __js_space(s, i)
        if s.startswith("]", i):
            return items, i + 1
        if not s.startswith(",", i):
            raise __js_error("Expecting ',' delimiter", s, i)
        i = __js_space(s, i + 1)
"#;

/// The keywords of `dumps` and `dump`, in the order `__js_dumps` takes them, with CPython's
/// defaults; then `cls`.
const DUMPS: [(&str, Value); 8] = [
    ("skipkeys", Value::Bool(false)),
    ("ensure_ascii", Value::Bool(true)),
    ("check_circular", Value::Bool(true)),
    ("allow_nan", Value::Bool(true)),
    ("indent", Value::None),
    ("separators", Value::None),
    ("default", Value::None),
    ("sort_keys", Value::Bool(false)),
];

/// The hooks of `loads` and `load`, in the order `__js_loads` takes them.
const HOOKS: [&str; 5] = [
    "object_hook",
    "object_pairs_hook",
    "parse_float",
    "parse_int",
    "parse_constant",
];

/// `json.dumps(obj, **options)`, `dump(obj, fp, ...)`, `loads(s, **hooks)`, `load(fp, ...)`:
/// the prelude's function, given every option in its place.
pub fn call(name: &'static str, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    let writes = name.starts_with("dump");
    let mut keywords: Vec<&str> = if writes {
        DUMPS.iter().map(|(k, _)| *k).collect()
    } else {
        HOOKS.to_vec()
    };
    keywords.push("cls");
    let (pos, kws) = split_kw(name, args, kw, &keywords)?;
    if kwarg(&kws, "cls").is_some_and(|cls| !matches!(cls, Value::None)) {
        return Err(unsupported_words(
            "json_cls",
            "json with cls=",
            "a JSON encoder or decoder class of the program's own",
        ));
    }
    let given = if name == "dump" { 2 } else { 1 };
    arg_count(name, pos, given, given)?;
    let mut call = pos.to_vec();
    if writes {
        call.extend(
            DUMPS
                .iter()
                .map(|(k, default)| kwarg(&kws, k).unwrap_or_else(|| default.clone())),
        );
    } else {
        call.extend(HOOKS.iter().map(|k| kwarg(&kws, k).unwrap_or(Value::None)));
    }
    let f = match name {
        "dumps" => "__js_dumps",
        "dump" => "__js_dump",
        "loads" => "__js_loads",
        _ => "__js_load",
    };
    Ok(Outcome::Delegate(f, call))
}
