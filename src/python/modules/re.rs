//! `re`: regular expressions, as a learner parses input with them (`re.findall(r"\d+",
//! line)`) or checks a word. The patterns are read and matched by `sre.rs`, as CPython's own
//! engine reads and matches them; the module's functions, `Pattern` and `Match` are classes and
//! functions of the prelude's, below, so that `re.sub` calls a program's function for each
//! match as CPython does, and a program calls their methods as it calls its own. Compiled
//! patterns are kept (the last few), as CPython's `re` keeps them; which are kept changes no
//! result. Where the lab differs: the flags are ints (CPython's are members of an enum, and
//! `print(re.I)` shows `re.IGNORECASE`), and `type(m)` is the class `Match` where CPython's
//! is `re.Match`.

use super::sre::{self, Mode, Regex, Stopped};
use crate::python::args::{arg_count, int_arg, no_keywords, split_kw, Outcome};
use crate::python::error::{type_error, unsupported_words, ErrorKind, Exc, Res};
use crate::python::heap::Heap;
use crate::python::value::{Module, Value};
use std::cell::RefCell;
use std::rc::Rc;

pub const NAMES: &[&str] = &[
    "compile",
    "search",
    "match",
    "fullmatch",
    "sub",
    "subn",
    "split",
    "findall",
    "finditer",
    "escape",
    "purge",
    "error",
    "Pattern",
    "Match",
    "A",
    "ASCII",
    "I",
    "IGNORECASE",
    "L",
    "LOCALE",
    "M",
    "MULTILINE",
    "NOFLAG",
    "S",
    "DOTALL",
    "U",
    "UNICODE",
    "X",
    "VERBOSE",
];

/// What only the prelude calls: the engine itself.
pub const HIDDEN: &[&str] = &["_match", "_info"];

/// The flags' values, by name.
pub fn constant(name: &str) -> Option<Value> {
    Some(Value::Int(match name {
        "A" | "ASCII" => sre::ASCII,
        "I" | "IGNORECASE" => sre::IGNORECASE,
        "L" | "LOCALE" => sre::LOCALE,
        "M" | "MULTILINE" => sre::MULTILINE,
        "S" | "DOTALL" => sre::DOTALL,
        "U" | "UNICODE" => sre::UNICODE,
        "X" | "VERBOSE" => sre::VERBOSE,
        "NOFLAG" => 0,
        _ => return None,
    }))
}

pub const PRELUDE: &str = r#"
def __re_compile(pattern, flags=0):
    Pattern, Match = __re_types()
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    if not isinstance(pattern, str):
        raise TypeError("first argument must be string or compiled pattern")
    return Pattern(pattern, flags)

def __re_call(name, pattern, flags, args):
    return getattr(__re_compile(pattern, flags), name)(*args)

def __re_error(message, pos):
    import re
    return re.error(message + " at position " + str(pos))

def __re_template(pattern, template):
    if not isinstance(template, str):
        raise TypeError("expected str instance, " + type(template).__name__ + " found")
    parts = []
    literal = ""
    escapes = {"n": "\n", "t": "\t", "r": "\r", "f": "\f", "v": "\v", "a": "\a", "b": "\b", "\\": "\\"}
    i = 0
    n = len(template)
    while i < n:
        c = template[i]
        i += 1
        if c != "\\":
            literal += c
            continue
        if i >= n:
            raise __re_error("bad escape (end of pattern)", i - 1)
        c = template[i]
        i += 1
        index = None
        if c == "g":
            if i >= n or template[i] != "<":
                raise __re_error("missing <", i)
            j = template.find(">", i + 1)
            if j < 0:
                raise __re_error("missing >, unterminated name", i + 1)
            name = template[i + 1:j]
            if not name:
                raise __re_error("missing group name", i + 1)
            if name.isdigit() and name.isascii():
                index = int(name)
                if index > pattern.groups:
                    raise __re_error("invalid group reference " + str(index), i + 1)
            elif name in pattern.groupindex:
                index = pattern.groupindex[name]
            elif name.isidentifier():
                raise IndexError("unknown group name '" + name + "'")
            else:
                raise __re_error("bad character in group name '" + name + "'", i + 1)
            i = j + 1
        elif c in "0123456789":
            octal = "01234567"
            if c == "0" or (i + 1 < n and c in octal and template[i] in octal and template[i + 1] in octal):
                digits = c
                while len(digits) < 3 and i < n and template[i] in octal:
                    digits += template[i]
                    i += 1
                literal += chr(int(digits, 8))
                continue
            start = i - 2
            if i < n and template[i] in "0123456789":
                c += template[i]
                i += 1
            index = int(c)
            if index > pattern.groups:
                raise __re_error("invalid group reference " + str(index), start + 1)
        elif c in escapes:
            literal += escapes[c]
            continue
        elif c.isascii() and c.isalpha():
            raise __re_error("bad escape \\" + c, i - 2)
        else:
            literal += "\\" + c
            continue
        if literal:
            parts.append(literal)
            literal = ""
        parts.append(index)
    if literal:
        parts.append(literal)
    return parts

def __re_fill(parts, m):
    out = []
    for part in parts:
        if isinstance(part, str):
            out.append(part)
        else:
            text = m.group(part)
            if text is not None:
                out.append(text)
    return "".join(out)

def __re_types():
    made = getattr(__re_types, "classes", None)
    if made is not None:
        return made
    import re

    class Match:
        def __init__(self, pattern, string, pos, endpos, found):
            self.re = pattern
            self.string = string
            self.pos = pos
            self.endpos = endpos
            self.lastindex = found[0]
            self._spans = found[1:]
            self.lastgroup = None
            for name, index in pattern.groupindex.items():
                if index == self.lastindex:
                    self.lastgroup = name

        def _index(self, group):
            if isinstance(group, str):
                if group in self.re.groupindex:
                    return self.re.groupindex[group]
            elif isinstance(group, int) and 0 <= group <= self.re.groups:
                return int(group)
            raise IndexError("no such group")

        def _get(self, group, default=None):
            g = self._index(group)
            start = self._spans[2 * g]
            if start < 0:
                return default
            return self.string[start:self._spans[2 * g + 1]]

        def span(self, group=0):
            g = self._index(group)
            return (self._spans[2 * g], self._spans[2 * g + 1])

        def start(self, group=0):
            return self.span(group)[0]

        def end(self, group=0):
            return self.span(group)[1]

        def group(self, *groups):
            if not groups:
                return self._get(0)
            if len(groups) == 1:
                return self._get(groups[0])
            return tuple([self._get(g) for g in groups])

        def __getitem__(self, group):
            return self._get(group)

        def groups(self, default=None):
            return tuple([self._get(g, default) for g in range(1, self.re.groups + 1)])

        def groupdict(self, default=None):
            return {name: self._get(index, default) for name, index in self.re.groupindex.items()}

        def expand(self, template):
            return __re_fill(__re_template(self.re, template), self)

        def __repr__(self):
            return "<re.Match object; span=" + repr(self.span()) + ", match=" + repr(self._get(0)) + ">"

    class Pattern:
        def __init__(self, pattern, flags):
            info = re._info(pattern, flags)
            self.pattern = pattern
            self.flags = info[0]
            self.groups = info[1]
            self.groupindex = dict(info[2])

        def __repr__(self):
            names = [(2, "re.IGNORECASE"), (4, "re.LOCALE"), (8, "re.MULTILINE"), (16, "re.DOTALL"), (64, "re.VERBOSE"), (256, "re.ASCII")]
            shown = [name for bit, name in names if self.flags & bit]
            if not shown:
                return "re.compile(" + repr(self.pattern) + ")"
            return "re.compile(" + repr(self.pattern) + ", " + "|".join(shown) + ")"

        def __eq__(self, other):
            return isinstance(other, Pattern) and self.pattern == other.pattern and self.flags == other.flags

        def __hash__(self):
            return hash((self.pattern, self.flags))

        def _find(self, string, pos, endpos, mode, advance=False):
            found = re._match(self.pattern, self.flags, string, pos, endpos, mode, advance)
            if found is None:
                return None
            n = len(string)
            pos = min(max(pos, 0), n)
            endpos = n if endpos is None else min(max(endpos, 0), n)
            return Match(self, string, pos, endpos, found)

        def match(self, string, pos=0, endpos=None):
            return self._find(string, pos, endpos, 0)

        def fullmatch(self, string, pos=0, endpos=None):
            return self._find(string, pos, endpos, 1)

        def search(self, string, pos=0, endpos=None):
            return self._find(string, pos, endpos, 2)

        def _matches(self, string, pos, endpos):
            advance = False
            end = len(string) if endpos is None else min(max(endpos, 0), len(string))
            pos = max(pos, 0)
            while pos <= end:
                m = self._find(string, pos, end, 2, advance)
                if m is None:
                    return
                yield m
                advance = m._spans[0] == m._spans[1]
                pos = m._spans[1]

        def finditer(self, string, pos=0, endpos=None):
            re._match(self.pattern, self.flags, string, 0, 0, 0, False)
            return self._matches(string, pos, endpos)

        def findall(self, string, pos=0, endpos=None):
            out = []
            for m in self._matches(string, pos, endpos):
                if self.groups == 0:
                    out.append(m._get(0))
                elif self.groups == 1:
                    out.append(m._get(1, ""))
                else:
                    out.append(tuple([m._get(g, "") for g in range(1, self.groups + 1)]))
            return out

        def subn(self, repl, string, count=0):
            parts = None if callable(repl) else __re_template(self, repl)
            pieces = []
            last = 0
            n = 0
            for m in self._matches(string, 0, None):
                if count and n >= count:
                    break
                pieces.append(string[last:m._spans[0]])
                if parts is None:
                    text = repl(m)
                    if not isinstance(text, str):
                        raise TypeError("expected str instance, " + type(text).__name__ + " found")
                    pieces.append(text)
                else:
                    pieces.append(__re_fill(parts, m))
                last = m._spans[1]
                n += 1
            pieces.append(string[last:])
            return ("".join(pieces), n)

        def sub(self, repl, string, count=0):
            return self.subn(repl, string, count)[0]

        def split(self, string, maxsplit=0):
            out = []
            last = 0
            n = 0
            for m in self._matches(string, 0, None):
                if maxsplit and n >= maxsplit:
                    break
                out.append(string[last:m._spans[0]])
                out.extend(m.groups())
                last = m._spans[1]
                n += 1
            out.append(string[last:])
            return out

    __re_types.classes = (Pattern, Match)
    return __re_types.classes
"#;

/// The parameters of each function of the module, after the pattern, with their defaults
/// (`None`: required).
fn params(name: &str) -> Option<&'static [(&'static str, Option<i64>)]> {
    Some(match name {
        "compile" => &[("flags", Some(0))],
        "search" | "match" | "fullmatch" | "findall" | "finditer" => {
            &[("string", None), ("flags", Some(0))]
        }
        "sub" | "subn" => &[
            ("repl", None),
            ("string", None),
            ("count", Some(0)),
            ("flags", Some(0)),
        ],
        "split" => &[("string", None), ("maxsplit", Some(0)), ("flags", Some(0))],
        _ => return None,
    })
}

pub fn call(name: &'static str, heap: &mut Heap, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    match name {
        "_match" => return find(heap, args),
        "_info" => return info(heap, args),
        "escape" => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            return match &args[0] {
                Value::Str(s) => Ok(Outcome::Value(Value::Str(sre::escape(s).into()))),
                v => Err(not_a_string(heap, v)),
            };
        }
        "purge" => {
            arg_count(name, args, 0, 0)?;
            CACHE.with(|cache| cache.borrow_mut().clear());
            return Ok(Outcome::Value(Value::None));
        }
        _ => {}
    }
    let Some(params) = params(name) else {
        return Err(super::not_callable(Module::Re, name));
    };
    // pattern, then each parameter by place or by name, then their defaults.
    let mut allowed = vec!["pattern"];
    allowed.extend(params.iter().map(|(p, _)| *p));
    let (pos, kws) = split_kw(name, args, kw, &allowed)?;
    arg_count(name, pos, 0, allowed.len())?;
    let mut bound: Vec<Option<Value>> = pos.iter().cloned().map(Some).collect();
    bound.resize(allowed.len(), None);
    for (k, v) in kws {
        let i = allowed.iter().position(|a| *a == k).unwrap_or(0);
        if bound[i].is_some() {
            return Err(type_error(
                "multiple_values",
                vec![name.into(), k.into()],
                format!("{name}() got multiple values for argument '{k}'"),
            ));
        }
        bound[i] = Some(v);
    }
    let mut values = Vec::with_capacity(bound.len());
    for (i, v) in bound.into_iter().enumerate() {
        match (v, i.checked_sub(1).map(|p| params[p].1)) {
            (Some(v), _) => values.push(v),
            (None, Some(Some(default))) => values.push(Value::Int(default)),
            (None, _) => {
                return Err(type_error(
                    "missing_argument",
                    vec![name.into(), allowed[i].into()],
                    format!(
                        "{name}() missing required argument '{}' (pos {})",
                        allowed[i],
                        i + 1
                    ),
                ))
            }
        }
    }
    let flags = values.pop().unwrap_or(Value::Int(0));
    let pattern = values.remove(0);
    if name == "compile" {
        return Ok(Outcome::Delegate("__re_compile", vec![pattern, flags]));
    }
    let rest = heap.tuple(values)?;
    Ok(Outcome::Delegate(
        "__re_call",
        vec![Value::Str(name.into()), pattern, flags, rest],
    ))
}

/// CPython's TypeError for a text that is not a str.
fn not_a_string(heap: &Heap, v: &Value) -> Exc {
    let t = heap.type_name(v).to_string();
    type_error(
        "re_expected_string",
        vec![t.clone()],
        format!("expected string or bytes-like object, got '{t}'"),
    )
}

/// A pattern read, with the flags it was read with.
type Read = (Rc<str>, i64, Rc<Regex>);
/// A text and its code points.
type Text = (Rc<str>, Rc<[char]>);

thread_local! {
    /// The patterns read last, newest last.
    static CACHE: RefCell<Vec<Read>> = const { RefCell::new(Vec::new()) };
    /// The text matched last, as code points (a `finditer` matches one text many times).
    static TEXT: RefCell<Option<Text>> = const { RefCell::new(None) };
}

/// The most patterns kept read.
const CACHED: usize = 32;

fn compiled(heap: &Heap, pattern: &Value, flags: &Value) -> Res<Rc<Regex>> {
    let Value::Str(pattern) = pattern else {
        return Err(type_error(
            "re_first_argument",
            vec![],
            "first argument must be string or compiled pattern".into(),
        ));
    };
    let flags = int_arg(heap, flags)?;
    if let Some(found) = CACHE.with(|cache| {
        cache
            .borrow()
            .iter()
            .find(|(p, f, _)| *f == flags && p == pattern)
            .map(|(_, _, r)| r.clone())
    }) {
        return Ok(found);
    }
    let regex = Rc::new(sre::parse(pattern, flags).map_err(|e| {
        let text = e.text();
        Exc::new(ErrorKind::ReError, "re_error", vec![text.clone()], text)
    })?);
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() == CACHED {
            cache.remove(0);
        }
        cache.push((pattern.clone(), flags, regex.clone()));
    });
    Ok(regex)
}

/// `re._info(pattern, flags)`: the flags (those inside the pattern too), the number of
/// groups, and the named groups' (name, number) pairs in order.
fn info(heap: &mut Heap, args: &[Value]) -> Res<Outcome> {
    arg_count("_info", args, 2, 2)?;
    let regex = compiled(heap, &args[0], &args[1])?;
    let mut names = Vec::with_capacity(regex.names.len());
    for (name, index) in &regex.names {
        names.push(heap.tuple(vec![
            Value::Str(name.as_str().into()),
            Value::Int(*index as i64),
        ])?);
    }
    let names = heap.list(names)?;
    let v = heap.tuple(vec![
        Value::Int(regex.flags),
        Value::Int(regex.groups as i64),
        names,
    ])?;
    Ok(Outcome::Value(v))
}

/// `re._match(pattern, flags, string, pos, endpos, mode, must_advance)`: None, or the last
/// group closed and each group's start and end (-1 for a group that took no part).
fn find(heap: &mut Heap, args: &[Value]) -> Res<Outcome> {
    arg_count("_match", args, 7, 7)?;
    let regex = compiled(heap, &args[0], &args[1])?;
    let Value::Str(string) = &args[2] else {
        return Err(not_a_string(heap, &args[2]));
    };
    let text = TEXT.with(|last| {
        let mut last = last.borrow_mut();
        match &*last {
            Some((s, chars)) if Rc::ptr_eq(s, string) => chars.clone(),
            _ => {
                let chars: Rc<[char]> = string.chars().collect();
                *last = Some((string.clone(), chars.clone()));
                chars
            }
        }
    });
    let n = text.len() as i64;
    let pos = int_arg(heap, &args[3])?.clamp(0, n) as usize;
    let end = match &args[4] {
        Value::None => n,
        v => int_arg(heap, v)?.clamp(0, n),
    } as usize;
    let mode = match int_arg(heap, &args[5])? {
        0 => Mode::Match,
        1 => Mode::Full,
        _ => Mode::Search,
    };
    let advance = matches!(args[6], Value::Bool(true));
    if pos > end {
        return Ok(Outcome::Value(Value::None));
    }
    let found = regex
        .find(&text, pos, end, mode, advance)
        .map_err(|stopped| match stopped {
            Stopped::Backtracks => unsupported_words(
                "regex_backtracks",
                "",
                "a regular expression that backtracks more than 20,000,000 times (CPython would go on; a simpler pattern, or a few of them, will do)",
            ),
            Stopped::Nesting => unsupported_words(
                "regex_nesting",
                "",
                "a regular expression in which a group of several characters repeats more than 400 times in one match",
            ),
        })?;
    let Some(found) = found else {
        return Ok(Outcome::Value(Value::None));
    };
    let mut items = Vec::with_capacity(1 + 2 * found.spans.len());
    items.push(
        found
            .lastindex
            .map_or(Value::None, |g| Value::Int(g as i64)),
    );
    for span in &found.spans {
        let (s, e) = span.map_or((-1, -1), |(s, e)| (s as i64, e as i64));
        items.push(Value::Int(s));
        items.push(Value::Int(e));
    }
    Ok(Outcome::Value(heap.tuple(items)?))
}
