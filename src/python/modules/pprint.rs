//! `pprint`: a board or a table of results printed one row to a line, as CPython's
//! `pprint.pprint(board)` prints them. Whatever fits in the width is printed as `repr` prints
//! it (a dict's keys sorted, unless `sort_dicts=False` or `pp`); a list, tuple, set, frozenset
//! or dict that does not fit is broken after each item, its items indented under the first,
//! each item formatted the same way in the room left; a long string is cut into pieces at its
//! spaces, shown as adjacent literals. `depth` stands deeper containers in as `[...]`, and
//! `compact=True` fills each line with as many short items as fit. The printing is the
//! prelude's, below; a `stream` other than `sys.stdout` is refused (the lab has no files).

use crate::python::args::{arg_count, kwarg, no_keywords, split_kw, Outcome};
use crate::python::error::{type_error, unsupported_words, Res};
use crate::python::heap::Heap;
use crate::python::value::{Builtin, Member, Module, Value};
use std::rc::Rc;

pub const NAMES: &[&str] = &["pprint", "pformat", "pp", "saferepr"];

pub const PRELUDE: &str = r#"
def __pp_repr(x, sort, depth, level):
    t = type(x)
    if t is dict:
        if not x:
            return "{}"
        if depth is not None and level >= depth:
            return "{...}"
        items = sorted(x.items(), key=__pp_key) if sort else x.items()
        return "{" + ", ".join([__pp_repr(k, sort, depth, level + 1) + ": " + __pp_repr(v, sort, depth, level + 1) for k, v in items]) + "}"
    if t is list or t is tuple:
        if not x:
            return repr(x)
        if depth is not None and level >= depth:
            return "[...]" if t is list else "(...)"
        inner = ", ".join([__pp_repr(v, sort, depth, level + 1) for v in x])
        if t is list:
            return "[" + inner + "]"
        return "(" + inner + ("," if len(x) == 1 else "") + ")"
    return repr(x)

def __pp_key(item):
    try:
        return (0, item[0] < item[0], item)
    except TypeError:
        return (1, str(type(item[0])), id(item[0]))

def __pp_member_key(x):
    try:
        x < x
        return (0, x)
    except TypeError:
        return (1, str(type(x)), id(x))

def __pp_format(x, out, indent, allowance, level, o):
    rep = __pp_repr(x, o["sort"], o["depth"], level)
    if len(rep) <= o["width"] - indent - allowance:
        out.append(rep)
        return
    t = type(x)
    level += 1
    if t is list or t is tuple:
        if t is list:
            out.append("[")
            end = "]"
        else:
            out.append("(")
            end = ",)" if len(x) == 1 else ")"
        __pp_items(list(x), out, indent, allowance + len(end), level, o)
        out.append(end)
    elif (t is set or t is frozenset) and x:
        if t is set:
            out.append("{")
            end = "}"
        else:
            out.append("frozenset({")
            end = "})"
            indent += len("frozenset") + 1
        __pp_items(sorted(x, key=__pp_member_key), out, indent, allowance + len(end), level, o)
        out.append(end)
    elif t is dict and x:
        out.append("{" + " " * (o["indent"] - 1))
        items = sorted(x.items(), key=__pp_key) if o["sort"] else list(x.items())
        indent += o["indent"]
        for i, (k, v) in enumerate(items):
            last = i == len(items) - 1
            key = __pp_repr(k, o["sort"], o["depth"], level)
            out.append(key + ": ")
            __pp_format(v, out, indent + len(key) + 2, allowance + 1 if last else 1, level, o)
            if not last:
                out.append(",\n" + " " * indent)
        out.append("}")
    elif t is str and x:
        __pp_str(x, out, indent, allowance, level, o)
    else:
        out.append(rep)

def __pp_items(items, out, indent, allowance, level, o):
    indent += o["indent"]
    out.append(" " * (o["indent"] - 1))
    newline = ",\n" + " " * indent
    room = o["width"] - indent + 1
    most = room
    sep = ""
    for i, x in enumerate(items):
        last = i == len(items) - 1
        if last:
            most -= allowance
            room -= allowance
        if o["compact"]:
            rep = __pp_repr(x, o["sort"], o["depth"], level)
            need = len(rep) + 2
            if room < need:
                room = most
                if sep:
                    sep = newline
            if room >= need:
                room -= need
                out.append(sep + rep)
                sep = ", "
                continue
        out.append(sep)
        sep = newline
        __pp_format(x, out, indent, allowance if last else 1, level, o)

def __pp_str(x, out, indent, allowance, level, o):
    import re
    if level == 1:
        indent += 1
        allowance += 1
    pieces = []
    lines = x.splitlines(True)
    room = o["width"] - indent
    for i, line in enumerate(lines):
        rep = repr(line)
        last_line = i == len(lines) - 1
        if len(rep) <= room - (allowance if last_line else 0):
            pieces.append(rep)
            continue
        words = re.findall(r"\S*\s*", line)[:-1]
        now = ""
        for j, word in enumerate(words):
            fits = room - (allowance if last_line and j == len(words) - 1 else 0)
            if len(repr(now + word)) > fits:
                if now:
                    pieces.append(repr(now))
                now = word
            else:
                now += word
        if now:
            pieces.append(repr(now))
    if len(pieces) == 1:
        out.append(repr(x))
        return
    if level == 1:
        out.append("(")
    out.append(("\n" + " " * indent).join(pieces))
    if level == 1:
        out.append(")")

def __pformat(x, indent, width, depth, compact, sort):
    if indent < 0:
        raise ValueError("indent must be >= 0")
    if width <= 0:
        raise ValueError("width must be != 0")
    if depth is not None and depth <= 0:
        raise ValueError("depth must be > 0")
    out = []
    __pp_format(x, out, 0, 0, 0, {"indent": indent, "width": width, "depth": depth, "compact": compact, "sort": sort})
    return "".join(out)

def __pp_saferepr(x):
    return __pp_repr(x, True, None, 0)

def __pprint(x, indent, width, depth, compact, sort):
    print(__pformat(x, indent, width, depth, compact, sort))
"#;

/// The parameters of `pprint`, in order; `pformat` and `pp` have all but `stream`. The first
/// four (five for `pprint`) may come by place.
const PARAMS: [&str; 8] = [
    "object",
    "stream",
    "indent",
    "width",
    "depth",
    "compact",
    "sort_dicts",
    "underscore_numbers",
];

pub fn call(name: &'static str, heap: &mut Heap, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    if !NAMES.contains(&name) {
        return Err(super::not_callable(Module::Pprint, name));
    }
    if name == "saferepr" {
        no_keywords(name, kw)?;
        arg_count(name, args, 1, 1)?;
        return Ok(Outcome::Delegate("__pp_saferepr", vec![args[0].clone()]));
    }
    let params: Vec<&'static str> = PARAMS
        .into_iter()
        .filter(|p| name == "pprint" || *p != "stream")
        .collect();
    let by_place = if name == "pprint" { 5 } else { 4 };
    let (pos, kws) = split_kw(name, args, kw, &params[1..])?;
    if pos.is_empty() && !kws.iter().any(|(k, _)| *k == "object") {
        return Err(type_error(
            "missing_argument",
            vec![name.into(), "object".into()],
            format!("{name}() missing 1 required positional argument: 'object'"),
        ));
    }
    if pos.len() > by_place {
        return Err(type_error(
            "too_many_positional",
            vec![name.into()],
            format!(
                "{name}() takes from 1 to {by_place} positional arguments but {} were given",
                pos.len()
            ),
        ));
    }
    let given = |p: &str| {
        let i = params.iter().position(|q| *q == p)?;
        pos.get(i).cloned().or_else(|| kwarg(&kws, p))
    };
    if let Some(stream) = given("stream") {
        let stdout = matches!(stream, Value::Builtin(Builtin::ModFn(Module::Sys, Member(m))) if *m == "stdout");
        if !(stdout || stream == Value::None) {
            return Err(unsupported_words(
                "pprint_stream",
                "",
                "pprint to a stream other than sys.stdout (the lab has no files)",
            ));
        }
    }
    let _ = heap;
    let to = if name == "pformat" {
        "__pformat"
    } else {
        "__pprint"
    };
    Ok(Outcome::Delegate(
        to,
        vec![
            given("object").unwrap_or(Value::None),
            given("indent").unwrap_or(Value::Int(1)),
            given("width").unwrap_or(Value::Int(80)),
            given("depth").unwrap_or(Value::None),
            given("compact").unwrap_or(Value::Bool(false)),
            given("sort_dicts").unwrap_or(Value::Bool(name != "pp")),
        ],
    ))
}
