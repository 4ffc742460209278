//! The built-in functions and the methods of lists, dicts, sets and strings. Most run in Rust
//! at once (they cost no steps, as in the lessons). Those that must call the program's own
//! code (a `key=` function) or consume a generator expression lazily (`any`, `all`) run as
//! Python in the [`PRELUDE`], on the machine's own frames, so every step inside them still
//! counts and the machine can still pause there. A builtin that only needs a generator's
//! items asks the machine to drain it into a list first (`Outcome::Drain`).

use super::args::{arg_count, int_arg, kwarg, method_args, no_keywords, split_kw, Outcome, Then};
use super::error::{index_error, type_error, unsupported, value_error, ErrorKind, Exc, Res};
pub use super::format::format_value;
use super::heap::{number, range_len, Heap, Num};
use super::iteration::{get_iter, iter_next, iterate, machine_draws, not_iterable, unpack};
use super::modules;
use super::ops;
use super::sorting::{in_order, sort_places};
use super::strings::{str_method, str_value, STR_METHODS};
use super::value::*;
use std::rc::Rc;

/// Builtins written in Python, compiled with the program as hidden code: no steps of their
/// own, no calls counted, absent from tracebacks.
pub const PRELUDE: &str = r#"
def __format(value, spec):
    if spec:
        raise TypeError("unsupported format string passed to " + type(value).__name__ + ".__format__")
    return str(value)

# `a op b` by the program's methods that may return NotImplemented: `a`'s, then `b`'s
# reflection, as Python tries them; when both decline, `==` and `!=` are identity, and any
# other operator a TypeError.
def __declined(forward, a, reflected, b, symbol, negate):
    result = NotImplemented
    if forward is not None:
        result = forward(a, b)
    if result is NotImplemented and reflected is not None:
        result = reflected(b, a)
    if result is not NotImplemented:
        return not result if negate else result
    if symbol == "==":
        return a is b
    if symbol == "!=":
        return a is not b
    names = "'" + type(a).__name__ + "' and '" + type(b).__name__ + "'"
    if symbol in ("<", "<=", ">", ">="):
        raise TypeError("'" + symbol + "' not supported between instances of " + names)
    raise TypeError("unsupported operand type(s) for " + symbol + ": " + names)

def __iterate(it):
    while True:
        try:
            item = it.__next__()
        except StopIteration:
            return
        yield item

def __next_or(it, default):
    try:
        return it.__next__()
    except StopIteration:
        return default

def __missing_default(d, key, factory):
    value = factory()
    d[key] = value
    return value

def __has_property(getter, obj):
    try:
        getter(obj)
    except AttributeError:
        return False
    return True

def __drain(it):
    r = []
    for x in it:
        r.append(x)
    return r

def __next(it, default, hasdefault):
    for x in it:
        return x
    if hasdefault:
        return default
    return next(it)

def __gen_close(gen):
    try:
        for _ in gen:
            raise RuntimeError("generator ignored GeneratorExit")
    except GeneratorExit:
        pass

def __gen_throw_class(gen, cls):
    if not (isinstance(cls, type) and issubclass(cls, BaseException)):
        raise TypeError("exceptions must be classes or instances deriving from BaseException, not " + type(cls).__name__)
    return gen.throw(cls())

def __reduce(function, iterable, initial, hasinitial):
    value = initial
    empty = not hasinitial
    for element in iterable:
        if empty:
            value = element
            empty = False
        else:
            value = function(value, element)
    if empty:
        raise TypeError("reduce() of empty iterable with no initial value")
    return value

def __namedtuple(typename, field_names, defaults, base):
    class NamedTuple(base):
        def __getitem__(self, i):
            return __namedtuple_values(self)[i]
        def __iter__(self):
            return iter(__namedtuple_values(self))
        def __len__(self):
            return len(__namedtuple_values(self))
        def count(self, value):
            return __namedtuple_values(self).count(value)
        def index(self, value, *bounds):
            return __namedtuple_values(self).index(value, *bounds)
        def _asdict(self):
            return dict(zip(self._fields, __namedtuple_values(self)))
        def _replace(self, **changes):
            values = dict(zip(self._fields, __namedtuple_values(self)))
            for name in changes:
                if name not in values:
                    raise ValueError(f"Got unexpected field names: {[name]!r}")
                values[name] = changes[name]
            return type(self)(**values)
    return __namedtuple_class(NamedTuple, typename, field_names, defaults)

def __cache_info(hits, misses, maxsize, currsize):
    CacheInfo = __namedtuple("CacheInfo", "hits misses maxsize currsize", None, object)
    return CacheInfo(hits, misses, maxsize, currsize)

def __cmp_to_key(cmp):
    class KeyWrapper:
        def __init__(self, obj):
            self.obj = obj
        def __lt__(self, other):
            return cmp(self.obj, other.obj) < 0
        def __gt__(self, other):
            return cmp(self.obj, other.obj) > 0
        def __le__(self, other):
            return cmp(self.obj, other.obj) <= 0
        def __ge__(self, other):
            return cmp(self.obj, other.obj) >= 0
        def __eq__(self, other):
            return cmp(self.obj, other.obj) == 0
    return KeyWrapper

def __partial(func, fixed, keywords):
    def partial(*args, **more):
        return func(*fixed, *args, **{**keywords, **more})
    return partial

def __wraps(wrapped):
    def decorator(wrapper):
        return __copy_name(wrapper, wrapped)
    return decorator

def __print(items, sep, end):
    __write(sep.join([str(x) for x in items]) + end)

def __repr_of(x):
    t = type(x)
    if t is list:
        return "[" + ", ".join([__repr_of(v) for v in x]) + "]"
    if t is tuple:
        if len(x) == 1:
            return "(" + __repr_of(x[0]) + ",)"
        return "(" + ", ".join([__repr_of(v) for v in x]) + ")"
    n = t.__name__
    if isinstance(x, dict):
        if n == "OrderedDict":
            return "OrderedDict([" + ", ".join([__repr_of(p) for p in x.items()]) + "])"
        pairs = x.most_common() if n == "Counter" else x.items()
        body = "{" + ", ".join([__repr_of(k) + ": " + __repr_of(v) for k, v in pairs]) + "}"
        if n == "defaultdict":
            return "defaultdict(" + repr(x.default_factory) + ", " + body + ")"
        return body if t is dict else n + "(" + body + ")"
    if isinstance(x, (set, frozenset)):
        body = "{" + ", ".join([__repr_of(v) for v in x]) + "}"
        return body if t is set else "frozenset(" + body + ")"
    if n == "deque":
        return "deque([" + ", ".join([__repr_of(v) for v in x]) + "]" + ("" if x.maxlen is None else ", maxlen=" + str(x.maxlen)) + ")"
    return repr(x)

def __dataclass_repr(x):
    fields = __namedtuple_values(x, True)
    return type(x).__name__ + "(" + ", ".join([n + "=" + __repr_of(v) for n, v in fields]) + ")"

def __exc_str(e):
    # BaseException's str: a KeyError shows its key's repr.
    args = e.args
    if len(args) == 0:
        return ""
    if len(args) == 1:
        if isinstance(e, KeyError):
            return __repr_of(args[0])
        return str(args[0])
    return __repr_of(args)

def __exc_repr(e):
    return type(e).__name__ + "(" + ", ".join([__repr_of(a) for a in e.args]) + ")"

def __format_text(x, conversion, spec):
    if conversion is None:
        return format(x, spec)
    if conversion == "r":
        text = repr(x)
    else:
        text = str(x)
    return __format_str(text, spec)

def __any(it):
    for x in it:
        if x:
            return True
    return False

# `template.format(...)` when a value shows itself by the program's own methods, or a field
# reaches into a value (`{0.year}`, `{row[2]}`): field by field, as CPython's str.format.
def __str_format(template, args, kwargs):
    return __format_fields(template, args, kwargs, [0, None], 2)

def __format_fields(template, args, kwargs, numbering, depth):
    out = []
    i = 0
    n = len(template)
    while i < n:
        c = template[i]
        if c == "{" and template[i + 1:i + 2] == "{":
            out.append("{")
            i += 2
        elif c == "{":
            level = 1
            j = i + 1
            while j < n and level:
                if template[j] == "{":
                    level += 1
                elif template[j] == "}":
                    level -= 1
                j += 1
            if level:
                if j == i + 1:
                    raise ValueError("Single '{' encountered in format string")
                raise ValueError("expected '}' before end of string")
            out.append(__format_field(template[i + 1:j - 1], args, kwargs, numbering, depth))
            i = j
        elif c == "}":
            if template[i + 1:i + 2] != "}":
                raise ValueError("Single '}' encountered in format string")
            out.append("}")
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)

def __format_field(field, args, kwargs, numbering, depth):
    k = 0
    while k < len(field) and field[k] not in "!:":
        if field[k] == "[":
            while k < len(field) and field[k] != "]":
                k += 1
        k += 1
    name = field[:k]
    rest = field[k:]
    conversion = None
    if rest[:1] == "!":
        conversion = rest[1:2]
        rest = rest[2:]
        if rest and rest[0] != ":":
            raise ValueError("expected ':' after conversion specifier")
        if conversion not in ("r", "s", "a"):
            raise ValueError("Unknown conversion specifier " + conversion)
    spec = rest[1:]
    first = name
    tail = ""
    for at in range(len(name)):
        if name[at] in ".[":
            first = name[:at]
            tail = name[at:]
            break
    if first == "" or first.isdigit():
        if first == "":
            if numbering[1] is False:
                raise ValueError("cannot switch from manual field specification to automatic field numbering")
            numbering[1] = True
            index = numbering[0]
            numbering[0] += 1
        else:
            if numbering[1] is True:
                raise ValueError("cannot switch from automatic field numbering to manual field specification")
            numbering[1] = False
            index = int(first)
        if index >= len(args):
            raise IndexError("Replacement index " + str(index) + " out of range for positional args tuple")
        value = args[index]
    else:
        if first not in kwargs:
            raise KeyError(first)
        value = kwargs[first]
    while tail:
        if tail[0] == ".":
            end = 1
            while end < len(tail) and tail[end] not in ".[":
                end += 1
            value = getattr(value, tail[1:end])
            tail = tail[end:]
        else:
            end = tail.find("]")
            if end < 0:
                raise ValueError("Missing ']' in format string")
            key = tail[1:end]
            value = value[int(key)] if key.isdigit() else value[key]
            tail = tail[end + 1:]
    if conversion == "r":
        value = repr(value)
    elif conversion == "s":
        value = str(value)
    elif conversion == "a":
        value = ascii(value)
    if "{" in spec:
        if depth == 1:
            raise ValueError("Max string recursion exceeded")
        spec = __format_fields(spec, args, kwargs, numbering, depth - 1)
    return format(value, spec)

def __ascii(x):
    return __ascii_text(repr(x))

def __ascii_text(text):
    out = []
    for ch in text:
        o = ord(ch)
        if o < 128:
            out.append(ch)
        elif o < 256:
            out.append("\\x%02x" % o)
        elif o < 65536:
            out.append("\\u%04x" % o)
        else:
            out.append("\\U%08x" % o)
    return "".join(out)

# `template % values` when a value shows itself by the program's own methods: each `%s`,
# `%r` and `%a` of one is given its text, and the rest is formatted as it stands.
def __percent(template, values):
    mapping = isinstance(values, dict)
    args = values if isinstance(values, tuple) else (values,)
    out = []
    given = []
    named = {}
    taken = 0
    i = 0
    n = len(template)
    while i < n:
        if template[i] != "%":
            out.append(template[i])
            i += 1
            continue
        start = i
        i += 1
        if template[i:i + 1] == "%":
            out.append("%%")
            i += 1
            continue
        key = None
        if template[i:i + 1] == "(":
            end = template.find(")", i)
            if end < 0:
                raise ValueError("incomplete format key")
            key = template[i + 1:end]
            i = end + 1
        while i < n and template[i] in "-+ 0#":
            i += 1
        for part in (0, 1):
            if part == 1:
                if template[i:i + 1] != ".":
                    break
                i += 1
            if template[i:i + 1] == "*":
                if taken >= len(args):
                    raise TypeError("not enough arguments for format string")
                given.append(args[taken])
                taken += 1
                i += 1
            else:
                while i < n and template[i].isdigit():
                    i += 1
        if i >= n:
            raise ValueError("incomplete format")
        kind = template[i]
        i += 1
        directive = template[start:i]
        if key is not None:
            if not mapping:
                raise TypeError("format requires a mapping")
            value = values[key]
        else:
            if taken >= len(args):
                raise TypeError("not enough arguments for format string")
            value = args[taken]
            taken += 1
        if kind == "s":
            value = str(value)
        elif kind == "r":
            value = repr(value)
            directive = directive[:-1] + "s"
        elif kind == "a":
            value = ascii(value)
            directive = directive[:-1] + "s"
        if key is not None:
            name = "v" + str(len(named))
            directive = "%(" + name + ")" + directive[len(key) + 3:]
            named[name] = value
        else:
            given.append(value)
        out.append(directive)
    if named:
        return "".join(out) % named
    if taken < len(args) and not mapping:
        raise TypeError("not all arguments converted during string formatting")
    return "".join(out) % tuple(given)

def __sum(items, total):
    for x in items:
        total = total + x
    return total

def __all(it):
    for x in it:
        if not x:
            return False
    return True

def __all_from(first, it):
    if not first:
        return False
    return __all(it)

def __any_from(first, it):
    if first:
        return True
    return __any(it)

def __minmax(it, key, ismax, default, hasdefault, fname):
    first = True
    best = None
    bestkey = None
    for x in it:
        k = x
        if key is not None:
            k = key(x)
        if first:
            best = x
            bestkey = k
            first = False
        elif ismax:
            if k > bestkey:
                best = x
                bestkey = k
        elif k < bestkey:
            best = x
            bestkey = k
    if first:
        if hasdefault:
            return default
        __raise("ValueError", fname + "() arg is an empty sequence")
    return best

def __sorted(it, key, reverse):
    items = __drain(it)
    keys = []
    for x in items:
        keys.append(key(x))
    return __sort_by_keys(items, keys, reverse)

def __sort(lst, key, reverse):
    keys = []
    for x in lst:
        keys.append(key(x))
    __sort_in_place_by_keys(lst, keys, reverse)

def __index2(grid, i, j):
    return grid[i][j]

def __store_index2(grid, i, j, v):
    grid[i][j] = v

def __drain_sized(it):
    items = iter(it)
    len(it)
    r = []
    for x in items:
        r.append(x)
    return r

def __tuple_hash(t):
    return __tuple_hash_of([hash(x) for x in t])

def __fromkeys(iterable, value):
    d = {}
    for k in iterable:
        d[k] = value
    return d

def __build_set(items):
    s = set()
    for x in items:
        s.add(x)
    return s

def __count_items(counter, pairs, sign, result):
    for key, by in pairs:
        counter[key] += by * sign
    return result

def __store_items(mapping, pairs):
    for key, value in pairs:
        mapping[key] = value
    return mapping

def __build_frozenset(items):
    return frozenset(__build_set(items))

def __build_dict(items):
    d = {}
    for i in range(0, len(items), 2):
        d[items[i]] = items[i + 1]
    return d

def __canonical_key(container, key):
    # As CPython's dict looks a key up: its hash, then == with each key of that hash.
    h = hash(key)
    for stored in __keys_hashed(container, h):
        if stored is key or stored == key:
            return (stored, h)
    return (key, h)

def __match_mapping(subject, keys, rest):
    if not isinstance(subject, dict) or len(subject) < len(keys):
        return None
    for i, key in enumerate(keys):
        if key in keys[:i]:
            raise ValueError(f"mapping pattern checks duplicate key ({key!r})")
    values = []
    for key in keys:
        if key not in subject:
            return None
        values.append(subject[key])
    if rest:
        others = dict(subject)
        for key in keys:
            del others[key]
        values.append(others)
    return tuple(values)

def __match_class(subject, cls, count, names):
    if not isinstance(cls, type):
        raise TypeError("called match pattern must be a type")
    if not isinstance(subject, cls):
        return None
    values = []
    if count:
        args = getattr(cls, "__match_args__", None)
        name = cls.__name__
        if args is None and cls in (bool, dict, float, frozenset, int, list, set, str, tuple):
            if count > 1:
                raise TypeError(f"{name}() accepts 1 positional sub-pattern ({count} given)")
            values.append(subject)
        else:
            if args is None:
                args = ()
            if type(args) is not tuple:
                raise TypeError(f"{name}.__match_args__ must be a tuple (got {type(args).__name__})")
            if count > len(args):
                s = "" if len(args) == 1 else "s"
                raise TypeError(f"{name}() accepts {len(args)} positional sub-pattern{s} ({count} given)")
            names = args[:count] + names
    for i, attribute in enumerate(names):
        if type(attribute) is not str:
            raise TypeError(f"__match_args__ elements must be strings (got {type(attribute).__name__})")
        if attribute in names[:i]:
            raise TypeError(f"{cls.__name__}() got multiple sub-patterns for attribute {attribute!r}")
        try:
            values.append(getattr(subject, attribute))
        except AttributeError:
            return None
    return tuple(values)

def __with_exit(manager, exc):
    return manager.__exit__(type(exc), exc, None)

def __count_by_eq(xs, x, kind):
    n = 0
    for y in xs:
        if y is x or y == x:
            n += 1
    return n

def __index_by_eq(xs, x, kind):
    i = 0
    for y in xs:
        if y is x or y == x:
            return i
        i += 1
    if kind == "list":
        raise ValueError(repr(x) + " is not in list")
    raise ValueError("tuple.index(x): x not in tuple")

def __remove_by_eq(xs, x, kind):
    i = 0
    for y in xs:
        if y is x or y == x:
            del xs[i]
            return None
        i += 1
    raise ValueError("list.remove(x): x not in list")

def __stored(container, key, h):
    # The key of the container equal to `key`, whose hash `h` is known, as CPython's
    # comparisons of sets and dicts look it up; None without one.
    if h is None:
        return (key,) if key in container else None
    for stored in __keys_hashed(container, h):
        if stored is key or stored == key:
            return (stored,)
    return None

def __set_eq(a, b):
    if len(a) != len(b):
        return False
    for entry in __hashed_entries(a):
        if __stored(b, entry[0], entry[2]) is None:
            return False
    return True

def __dict_eq(a, b):
    if len(a) != len(b):
        return False
    others = __hashed_entries(b)
    for entry in __hashed_entries(a):
        found = __stored(b, entry[0], entry[2])
        if found is None:
            return False
        x = entry[1]
        for other in others:
            if other[0] is found[0]:
                y = other[1]
        if not (x is y or x == y):
            return False
    return True

def __seq_eq(a, b):
    # As CPython compares two lists or two tuples: the lengths, then item by item.
    if len(a) != len(b):
        return False
    for i in range(len(a)):
        x = a[i]
        y = b[i]
        if not (x is y or x == y):
            return False
    return True

def __contains(seq, x):
    for y in seq:
        if y is x or y == x:
            return True
    return False

def __sort_objects(items, reverse):
    return __sort_keyed(items, list(items), reverse)

def __sort_keyed(items, keys, reverse):
    # Keys that order themselves by the program's __lt__: CPython's sort as it runs on
    # fewer than 64 items (the first run counted, the rest inserted by binary search), so
    # the same comparisons are made in the same order; stable, so longer lists end the same.
    # The items move with their keys.
    a = list(items)
    k = list(keys)
    if reverse:
        a.reverse()
        k.reverse()
    n = len(a)
    if n > 1:
        run = 2
        if k[1] < k[0]:
            while run < n and k[run] < k[run - 1]:
                run += 1
            a[:run] = list(reversed(a[:run]))
            k[:run] = list(reversed(k[:run]))
        else:
            while run < n and not k[run] < k[run - 1]:
                run += 1
        for start in range(run, n):
            pivot = k[start]
            item = a[start]
            lo = 0
            hi = start
            while lo < hi:
                mid = (lo + hi) >> 1
                if pivot < k[mid]:
                    hi = mid
                else:
                    lo = mid + 1
            k[lo + 1:start + 1] = k[lo:start]
            k[lo] = pivot
            a[lo + 1:start + 1] = a[lo:start]
            a[lo] = item
    if reverse:
        a.reverse()
    return a

def __sort_keyed_in_place(lst, keys, reverse):
    lst[:] = __sort_keyed(lst, keys, reverse)

def __sort_objects_in_place(lst, reverse):
    lst[:] = __sort_objects(lst, reverse)

def __map(f, its):
    if len(its) == 1:
        for x in its[0]:
            yield f(x)
    else:
        for xs in zip(*its):
            yield f(*xs)

def __enumerate(iterable, n):
    for x in iterable:
        yield (n, x)
        n += 1

def __zip(iterables, strict):
    its = [iter(x) for x in iterables]
    if not its:
        return
    while True:
        items = []
        for it in its:
            try:
                items.append(next(it))
            except StopIteration:
                break
        if len(items) < len(its):
            if strict:
                __zip_unequal(its, len(items))
            return
        yield tuple(items)

def __zip_unequal(its, i):
    if i:
        raise ValueError(f"zip() argument {i + 1} is shorter than argument{'s 1-' + str(i) if i > 1 else ' 1'}")
    for j in range(1, len(its)):
        try:
            next(its[j])
        except StopIteration:
            continue
        raise ValueError(f"zip() argument {j + 1} is longer than argument{'s 1-' + str(j) if j > 1 else ' 1'}")

def __filter(f, it):
    for x in it:
        if f is None:
            if x:
                yield x
        elif f(x):
            yield x
"#;

use Outcome::Value as V;

pub fn make_set(heap: &mut Heap, items: Vec<Value>) -> Res<Value> {
    let mut d = Dict::default().into_set();
    for v in items {
        let key = heap.key(&v)?;
        d.insert(key, v, Value::None);
    }
    Ok(Value::Obj(heap.alloc(Obj::Set(d))?))
}

/// A set display of constants, as CPython builds it: a frozenset of them, which the compiler
/// builds anew from its own members in its order (merging the code's constants), copied.
pub fn make_folded_set(heap: &mut Heap, items: Vec<Value>) -> Res<Value> {
    let mut folded = Dict::default().into_set();
    for v in items {
        let key = heap.key(&v)?;
        folded.insert(key, v, Value::None);
    }
    let mut constants = Dict::default().into_set();
    for (key, v, _) in folded.keys_in_order() {
        constants.insert(key.clone(), v.clone(), Value::None);
    }
    let mut d = Dict::default().into_set();
    d.merge_set(&constants);
    Ok(Value::Obj(heap.alloc(Obj::Set(d))?))
}

fn make_dict(heap: &mut Heap, pairs: Vec<Value>) -> Res<Dict> {
    let mut d = Dict::default();
    for p in pairs {
        let kv = unpack(heap, &p, 2).map_err(|_| {
            value_error(
                "dict_sequence",
                vec![],
                "dictionary update sequence element has the wrong length (2 is required)".into(),
            )
        })?;
        let key = heap.key(&kv[0])?;
        d.insert(key, kv[0].clone(), kv[1].clone());
    }
    Ok(d)
}

fn sort_values(heap: &Heap, items: &mut [Value], keys: Option<&[Value]>, reverse: bool) -> Res<()> {
    let mut error = None;
    let mut order: Vec<usize> = (0..items.len()).collect();
    let key_of = |i: usize| -> &Value {
        match keys {
            Some(k) => &k[i],
            None => &items[i],
        }
    };
    if reverse {
        order.reverse();
    }
    sort_places(&mut order, &mut |a, b| {
        if error.is_some() {
            return std::cmp::Ordering::Equal;
        }
        match heap.compare(key_of(a), key_of(b), "<") {
            Ok(o) => o,
            Err(e) => {
                error = Some(e);
                std::cmp::Ordering::Equal
            }
        }
    });
    if let Some(e) = error {
        return Err(e);
    }
    if reverse {
        order.reverse();
    }
    let sorted = in_order(items, &order);
    items.clone_from_slice(&sorted);
    Ok(())
}

fn is_truthy_kw(heap: &Heap, kws: &[(&'static str, Value)], name: &str) -> bool {
    kwarg(kws, name).map(|v| heap.truthy(&v)).unwrap_or(false)
}

/// `len(x)` and `abs(x)` of the plain types, `range(n)` of an int, and `enumerate(xs)` of a
/// list or a tuple, for the machine's fast call: `None` leaves the call to [`call`] (another
/// builtin, a big integer, an error, a class of the program's).
#[inline]
pub fn quick_call1(b: Builtin, heap: &mut Heap, arg: &Value) -> Option<Value> {
    match (b, arg) {
        (Builtin::Enumerate, Value::Obj(id))
            if matches!(heap.get(*id), Obj::List(_) | Obj::Tuple(_)) && heap.reserve(2).is_ok() =>
        {
            let inner = heap.alloc_reserved(Obj::Iter(Iter::Seq { seq: *id, index: 0 }));
            let count = 0;
            Some(Value::Obj(
                heap.alloc_reserved(Obj::Iter(Iter::Enumerate { inner, count })),
            ))
        }
        (Builtin::Range, Value::Int(stop)) if heap.reserve(1).is_ok() => {
            Some(Value::Obj(heap.alloc_reserved(Obj::Range {
                start: 0,
                stop: *stop,
                step: 1,
            })))
        }
        // `len(set(cols)) == n`: a set of a list's or a tuple's numbers or strings.
        (Builtin::Set, Value::Obj(id)) => {
            let (Obj::List(items) | Obj::Tuple(items)) = heap.get(*id) else {
                return None;
            };
            if !items
                .iter()
                .all(|v| matches!(v, Value::Int(_) | Value::Str(_)))
            {
                return None;
            }
            make_set(heap, items.clone()).ok()
        }
        (Builtin::Abs, Value::Int(i)) => i.checked_abs().map(Value::Int),
        (Builtin::Abs, Value::Float(f)) => Some(Value::Float(f.abs())),
        (Builtin::Len, Value::Str(s)) if s.is_ascii() => Some(Value::Int(s.len() as i64)),
        (Builtin::Len, Value::Obj(id)) => match heap.get(*id) {
            Obj::List(v) | Obj::Tuple(v) => Some(Value::Int(v.len() as i64)),
            Obj::Dict(d) | Obj::Set(d) => Some(Value::Int(d.len() as i64)),
            _ => None,
        },
        _ => None,
    }
}

/// Calls a builtin with `args` (the last `kw.len()` of them by keyword).
pub fn call(
    b: Builtin,
    heap: &mut Heap,
    output: &mut String,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Outcome> {
    use Builtin::*;
    let name = b.name();
    match b {
        Print => {
            let (pos, kws) = split_kw(name, args, kw, &["sep", "end", "flush"])?;
            let sep = match kwarg(&kws, "sep") {
                None | Some(Value::None) => " ".to_string(),
                Some(Value::Str(s)) => s.to_string(),
                Some(v) => {
                    return Err(type_error(
                        "sep_must_be_str",
                        vec![],
                        format!("sep must be None or a string, not {}", heap.type_name(&v)),
                    ))
                }
            };
            let end = match kwarg(&kws, "end") {
                None | Some(Value::None) => "\n".to_string(),
                Some(Value::Str(s)) => s.to_string(),
                Some(v) => {
                    return Err(type_error(
                        "end_must_be_str",
                        vec![],
                        format!("end must be None or a string, not {}", heap.type_name(&v)),
                    ))
                }
            };
            if pos.iter().any(|v| heap.needs_program_text(v)) {
                // The prelude prints it, calling the program's __str__ and __repr__.
                let items = heap.tuple(pos.to_vec())?;
                return Ok(Outcome::Delegate(
                    "__print",
                    vec![items, Value::str(&sep), Value::str(&end)],
                ));
            }
            for (i, v) in pos.iter().enumerate() {
                if i > 0 {
                    output.push_str(&sep);
                }
                match v {
                    Value::Str(s) => output.push_str(s),
                    Value::Int(n) => output.push_str(&n.to_string()),
                    _ => output.push_str(&heap.to_str(v)?),
                }
            }
            output.push_str(&end);
            Ok(V(Value::None))
        }
        Len => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            let n = match &args[0] {
                Value::Str(s) => {
                    if s.is_ascii() {
                        s.len()
                    } else {
                        s.chars().count()
                    }
                }
                Value::Obj(id) => match heap.get(*id) {
                    Obj::List(v) | Obj::Tuple(v) | Obj::View { items: v, .. } => v.len(),
                    Obj::Dict(d) | Obj::Set(d) => d.len(),
                    Obj::Deque(d) => d.items.len(),
                    Obj::Range { start, stop, step } => range_len(*start, *stop, *step) as usize,
                    Obj::Class(_) if heap.enum_members(&args[0]).is_some() => {
                        heap.enum_members(&args[0]).map_or(0, <[_]>::len)
                    }
                    Obj::Instance(_) => match heap.method_of(&args[0], "__len__") {
                        Some(f) => return Ok(Outcome::Call(f, vec![args[0].clone()], Then::Len)),
                        None => return Err(no_len(heap, &args[0])),
                    },
                    _ => return Err(no_len(heap, &args[0])),
                },
                _ => return Err(no_len(heap, &args[0])),
            };
            Ok(V(Value::Int(n as i64)))
        }
        Range => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 3)?;
            let nums: Vec<i64> = args.iter().map(|a| int_arg(heap, a)).collect::<Res<_>>()?;
            let (start, stop, step) = match nums.len() {
                1 => (0, nums[0], 1),
                2 => (nums[0], nums[1], 1),
                _ => (nums[0], nums[1], nums[2]),
            };
            if step == 0 {
                return Err(value_error(
                    "range_step_zero",
                    vec![],
                    "range() arg 3 must not be zero".into(),
                ));
            }
            Ok(V(Value::Obj(heap.alloc(Obj::Range {
                start,
                stop,
                step,
            })?)))
        }
        Abs => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            if let Some(f) = heap.method_of(&args[0], "__abs__") {
                return Ok(Outcome::Call(f, vec![args[0].clone()], Then::Value));
            }
            Ok(V(ops::absolute(heap, &args[0])?))
        }
        Min | Max => {
            let (pos, kws) = split_kw(name, args, kw, &["key", "default"])?;
            if pos.is_empty() {
                return Err(type_error(
                    "argument_count",
                    vec![name.into()],
                    format!("{name} expected at least 1 argument, got 0"),
                ));
            }
            let key = kwarg(&kws, "key").filter(|k| !matches!(k, Value::None));
            let default = kwarg(&kws, "default");
            if pos.len() > 1 && default.is_some() {
                return Err(type_error(
                    "default_with_many",
                    vec![name.into()],
                    format!(
                        "Cannot specify a default for {name}() with multiple positional arguments"
                    ),
                ));
            }
            let source = if pos.len() == 1 {
                pos[0].clone()
            } else {
                heap.tuple(pos.to_vec())?
            };
            if key.is_some() || machine_draws(heap, &source) || has_comparisons(heap, &source) {
                return Ok(Outcome::Delegate(
                    "__minmax",
                    vec![
                        source,
                        key.unwrap_or(Value::None),
                        Value::Bool(b == Max),
                        default.clone().unwrap_or(Value::None),
                        Value::Bool(default.is_some()),
                        Value::str(name),
                    ],
                ));
            }
            let items = iterate(heap, &source)?;
            let Some(mut best) = items.first().cloned() else {
                return match default {
                    Some(d) => Ok(V(d)),
                    None => Err(value_error(
                        "empty_sequence",
                        vec![name.into()],
                        format!("{name}() arg is an empty sequence"),
                    )),
                };
            };
            for x in &items[1..] {
                let o = heap.compare(x, &best, if b == Max { ">" } else { "<" })?;
                if (b == Max && o == std::cmp::Ordering::Greater)
                    || (b == Min && o == std::cmp::Ordering::Less)
                {
                    best = x.clone();
                }
            }
            Ok(V(best))
        }
        Sum => {
            let (pos, kws) = split_kw(name, args, kw, &["start"])?;
            arg_count(name, pos, 1, 2)?;
            if machine_draws(heap, &pos[0]) {
                return Ok(Outcome::Drain(0));
            }
            let mut total = pos
                .get(1)
                .cloned()
                .or_else(|| kwarg(&kws, "start"))
                .unwrap_or(Value::Int(0));
            if let Value::Str(_) = total {
                return Err(type_error(
                    "sum_strings",
                    vec![],
                    "sum() can't sum strings [use ''.join(seq) instead]".into(),
                ));
            }
            let items = iterate(heap, &pos[0])?;
            let own = |v: &Value| matches!(v, Value::Obj(id) if matches!(heap.get(*id), Obj::Instance(_)));
            if own(&total) || items.iter().any(own) {
                // Objects of the program's (or a module's) class add by their own `__add__`.
                let items = heap.list(items)?;
                return Ok(Outcome::Delegate("__sum", vec![items, total]));
            }
            for x in items {
                total = match (&total, &x) {
                    (Value::Int(a), Value::Int(b)) if a.checked_add(*b).is_some() => {
                        Value::Int(a + b)
                    }
                    _ => ops::binary(heap, super::syntax::BinOp::Add, &total, &x)?,
                };
            }
            Ok(V(total))
        }
        Any | All => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            if machine_draws(heap, &args[0]) {
                return Ok(Outcome::Delegate(
                    if b == Any { "__any" } else { "__all" },
                    vec![args[0].clone()],
                ));
            }
            let items = iterate(heap, &args[0])?;
            if items.iter().any(|x| heap.truth_method(x).is_some()) {
                // Items whose truth their class's `__bool__` or `__len__` decides.
                let items = heap.list(items)?;
                return Ok(Outcome::Delegate(
                    if b == Any { "__any" } else { "__all" },
                    vec![items],
                ));
            }
            let r = if b == Any {
                items.iter().any(|x| heap.truthy(x))
            } else {
                items.iter().all(|x| heap.truthy(x))
            };
            Ok(V(Value::Bool(r)))
        }
        Sorted => {
            let (pos, kws) = split_kw(name, args, kw, &["key", "reverse"])?;
            arg_count(name, pos, 1, 1)?;
            let reverse = is_truthy_kw(heap, &kws, "reverse");
            if let Some(key) = kwarg(&kws, "key").filter(|k| !matches!(k, Value::None)) {
                return Ok(Outcome::Delegate(
                    "__sorted",
                    vec![pos[0].clone(), key, Value::Bool(reverse)],
                ));
            }
            if machine_draws(heap, &pos[0]) {
                return Ok(Outcome::DrainSized(0));
            }
            let mut items = iterate(heap, &pos[0])?;
            let list = heap.list(items.clone())?;
            if has_comparisons(heap, &list) {
                return Ok(Outcome::Delegate(
                    "__sort_objects",
                    vec![list, Value::Bool(reverse)],
                ));
            }
            sort_values(heap, &mut items, None, reverse)?;
            Ok(V(heap.list(items)?))
        }
        NamedTupleClass => Ok(V(modules::collections::namedtuple_class(heap, args)?)),
        // CPython's hash of a tuple whose items hash to these.
        TupleHash => {
            let lanes = iterate(heap, &args[0])?
                .iter()
                .map(|h| int_arg(heap, h).map(|h| if h == -1 { -2 } else { h }))
                .collect::<Res<Vec<i64>>>()?;
            Ok(V(Value::Int(super::hash::tuple_hash(&lanes))))
        }
        // The keys of a dict or set that its program's `__hash__` gave this hash, in order
        // (with their values, for `__hashed_entries`, and for each key of a dict or set in
        // order: key, value, and the hash if the program's, else None).
        KeysHashed | HashedEntries => {
            let wanted = match args.get(1) {
                Some(h) => Some(int_arg(heap, h)?),
                None => None,
            };
            let entries: Vec<(Value, Value, Option<i64>)> = match &args[0] {
                Value::Obj(id) => match heap.get(*id) {
                    Obj::Dict(d) | Obj::Set(d) => d
                        .keys_in_order()
                        .map(|(key, k, v)| {
                            let h = match key {
                                Key::Custom(h, _) => Some(*h),
                                _ => None,
                            };
                            (k.clone(), v.clone(), h)
                        })
                        .filter(|(_, _, h)| wanted.is_none() || *h == wanted)
                        .collect(),
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            };
            let mut out = Vec::with_capacity(entries.len());
            for (k, v, h) in entries {
                out.push(match b {
                    KeysHashed => k,
                    _ => heap.tuple(vec![k, v, h.map_or(Value::None, Value::Int)])?,
                });
            }
            Ok(V(heap.list(out)?))
        }
        // `functools.wraps`: the wrapper takes the wrapped function's name, and keeps it as
        // `__wrapped__`.
        CopyName => {
            let named = match &args[1] {
                Value::Obj(id) => match heap.get(*id) {
                    Obj::Function(f) => Some(function_name(f)),
                    _ => None,
                },
                _ => None,
            };
            if let (Value::Obj(id), Some(name)) = (&args[0], named) {
                if let Obj::Function(f) = heap.get_mut(*id) {
                    f.attrs
                        .retain(|(k, _)| !matches!(&**k, "__name__" | "__wrapped__"));
                    f.attrs.push((Rc::from("__name__"), Value::Str(name)));
                    f.attrs.push((Rc::from("__wrapped__"), args[1].clone()));
                }
            }
            Ok(V(args[0].clone()))
        }
        // Its fields' values; with a second argument, (name, value) pairs.
        NamedTupleValues => match heap.dataclass_values(&args[0]) {
            Some((_, values, _)) if args.len() > 1 => {
                let mut pairs = Vec::with_capacity(values.len());
                for (name, v) in values {
                    pairs.push(heap.tuple(vec![Value::Str(name), v])?);
                }
                Ok(V(heap.tuple(pairs)?))
            }
            Some((_, values, _)) => {
                Ok(V(heap.tuple(values.into_iter().map(|(_, v)| v).collect())?))
            }
            None => Ok(V(Value::None)),
        },
        SortByKeys | SortInPlaceByKeys => {
            if has_comparisons(heap, &args[1]) {
                // Keys of the program's class (`cmp_to_key`'s): sorted by their own `<`.
                return Ok(Outcome::Delegate(
                    if b == SortByKeys {
                        "__sort_keyed"
                    } else {
                        "__sort_keyed_in_place"
                    },
                    args.to_vec(),
                ));
            }
            let keys = iterate(heap, &args[1])?;
            let reverse = heap.truthy(&args[2]);
            let mut items = iterate(heap, &args[0])?;
            sort_values(heap, &mut items, Some(&keys), reverse)?;
            if b == SortByKeys {
                return Ok(V(heap.list(items)?));
            }
            if let Value::Obj(id) = args[0] {
                if let Obj::List(l) = heap.get_mut(id) {
                    *l = items;
                }
            }
            Ok(V(Value::None))
        }
        Write => {
            if let Some(Value::Str(text)) = args.first() {
                output.push_str(text);
            }
            Ok(V(Value::None))
        }
        FormatStr => {
            let spec = match args.get(1) {
                Some(Value::Str(spec)) => spec.clone(),
                _ => Rc::from(""),
            };
            Ok(V(str_value(format_value(heap, &args[0], None, &spec)?)?))
        }
        Raise => {
            let message = heap.to_str(&args[1])?;
            Err(Exc::new(
                ErrorKind::ValueError,
                "empty_sequence",
                vec![message.clone()],
                message,
            ))
        }
        Reversed => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            // Named as CPython's reverse iterator of each type is.
            let name = match &args[0] {
                Value::Obj(id) => match heap.get(*id) {
                    Obj::List(_) => "list_reverseiterator",
                    Obj::Tuple(_) => "reversed",
                    Obj::Range { .. } => "range_iterator",
                    Obj::Dict(_) => "dict_reversekeyiterator",
                    Obj::Deque(_) => "_collections._deque_reverse_iterator",
                    _ => return Err(not_reversible(heap, &args[0])),
                },
                Value::Str(_) => "reversed",
                _ => return Err(not_reversible(heap, &args[0])),
            };
            let items = iterate(heap, &args[0])?;
            let items: Vec<Value> = items.into_iter().rev().collect();
            Ok(V(Value::Obj(heap.alloc(Obj::Iter(
                super::value::Iter::Vals {
                    items,
                    index: 0,
                    name,
                    watch: None,
                },
            ))?)))
        }
        Enumerate => {
            let (pos, kws) = split_kw(name, args, kw, &["start"])?;
            arg_count(name, pos, 1, 2)?;
            let start = match pos.get(1).cloned().or_else(|| kwarg(&kws, "start")) {
                Some(v) => int_arg(heap, &v)?,
                None => 0,
            };
            // A generator is drawn an item at a time as the loop asks (it may never end, or
            // the loop may change what it makes next): the prelude's `__enumerate`.
            if machine_draws(heap, &pos[0]) {
                return Ok(Outcome::Delegate(
                    "__enumerate",
                    vec![pos[0].clone(), Value::Int(start)],
                ));
            }
            let Value::Obj(inner) = get_iter(heap, &pos[0])? else {
                return Err(not_iterable(heap, &pos[0]));
            };
            Ok(V(Value::Obj(heap.alloc(Obj::Iter(
                super::value::Iter::Enumerate {
                    inner,
                    count: start,
                },
            ))?)))
        }
        Zip => {
            let (args, kws) = split_kw(name, args, kw, &["strict"])?;
            let strict = kwarg(&kws, "strict").is_some_and(|v| heap.truthy(&v));
            // A generator, or an iterable of the program's, is drawn an item at a time, in
            // turn with the others, as CPython's zip draws it (the prelude's `__zip`).
            if args.iter().any(|a| machine_draws(heap, a)) {
                let iterables = heap.tuple(args.to_vec())?;
                return Ok(Outcome::Delegate(
                    "__zip",
                    vec![iterables, Value::Bool(strict)],
                ));
            }
            let mut inners = Vec::new();
            for a in args {
                let Value::Obj(i) = get_iter(heap, a)? else {
                    return Err(not_iterable(heap, a));
                };
                inners.push(i);
            }
            Ok(V(Value::Obj(heap.alloc(Obj::Iter(
                super::value::Iter::Zip { inners, strict },
            ))?)))
        }
        List | Tuple | Set | FrozenSet => {
            no_keywords(name, kw)?;
            arg_count(name, args, 0, 1)?;
            if args.first().is_some_and(|a| machine_draws(heap, a)) {
                return Ok(match b {
                    List | Tuple => Outcome::DrainSized(0),
                    _ => Outcome::Drain(0),
                });
            }
            // A set of a set, or of a dict's keys, laid out as CPython lays it out.
            if let (Set | FrozenSet, Some(Value::Obj(id))) = (b, args.first()) {
                let made = match heap.get(*id) {
                    Obj::Set(d) => Some(d.copy_set()),
                    Obj::Dict(d) => {
                        let mut out = super::value::Dict::default().into_set();
                        out.reserve_for_dict(d.len());
                        out.merge_set(d);
                        Some(out)
                    }
                    _ => None,
                };
                if let Some(mut d) = made {
                    d.flavor = (b == FrozenSet).then(|| Box::new(Flavor::Frozen));
                    heap.reserve(d.len())?;
                    return Ok(V(Value::Obj(heap.alloc_reserved(Obj::Set(d)))));
                }
            }
            let items = match args.first() {
                Some(a) => iterate(heap, a)?,
                None => Vec::new(),
            };
            if b != List && b != Tuple && items.iter().any(|x| heap.program_hashed(x)) {
                // Members that hash themselves: added one by one, by the program's code.
                let list = heap.list(items)?;
                let build = if b == Set {
                    "__build_set"
                } else {
                    "__build_frozenset"
                };
                return Ok(Outcome::Delegate(build, vec![list]));
            }
            Ok(V(match b {
                List => heap.list(items)?,
                Tuple => heap.tuple(items)?,
                FrozenSet => {
                    let set = make_set(heap, items)?;
                    if let Value::Obj(id) = set {
                        if let Obj::Set(d) = heap.get_mut(id) {
                            d.flavor = Some(Box::new(Flavor::Frozen));
                        }
                    }
                    set
                }
                _ => make_set(heap, items)?,
            }))
        }
        Dict => {
            let npos = args.len() - kw.len();
            arg_count(name, &args[..npos], 0, 1)?;
            if npos == 1 && machine_draws(heap, &args[0]) {
                return Ok(Outcome::Drain(0));
            }
            let mut d = match args[..npos].first() {
                Some(Value::Obj(id)) if matches!(heap.get(*id), Obj::Dict(_)) => {
                    let Obj::Dict(d) = heap.get(*id) else {
                        unreachable!()
                    };
                    // A plain dict, whatever the collections' dict it copies.
                    let mut d = d.clone();
                    d.flavor = None;
                    d
                }
                Some(a) => {
                    let pairs = iterate(heap, a)?;
                    make_dict(heap, pairs)?
                }
                None => super::value::Dict::default(),
            };
            for (i, k) in kw.iter().enumerate() {
                let key = Value::Str(k.clone());
                d.insert(heap.key(&key)?, key, args[npos + i].clone());
            }
            Ok(V(Value::Obj(heap.alloc(Obj::Dict(d))?)))
        }
        Str => {
            no_keywords(name, kw)?;
            arg_count(name, args, 0, 1)?;
            match args.first() {
                None => Ok(V(Value::str(""))),
                Some(v) => {
                    if let Some(f) = heap.method_of(v, "__str__") {
                        return Ok(Outcome::Call(f, vec![v.clone()], Then::Text("__str__")));
                    }
                    if is_exception(heap, v) && heap.needs_program_text(v) {
                        return Ok(Outcome::Delegate("__exc_str", vec![v.clone()]));
                    }
                    text_of(heap, v, "__repr__")
                        .unwrap_or_else(|| Ok(V(str_value(heap.to_str(v)?)?)))
                }
            }
        }
        Repr => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            text_of(heap, &args[0], "__repr__")
                .unwrap_or_else(|| Ok(V(str_value(heap.repr(&args[0])?)?)))
        }
        Int => {
            let (pos, kws) = split_kw(name, args, kw, &["base"])?;
            arg_count(name, pos, 0, 2)?;
            let base = match pos.get(1).cloned().or_else(|| kwarg(&kws, "base")) {
                Some(v) => Some(int_arg(heap, &v)?),
                None => None,
            };
            let Some(v) = pos.first() else {
                return Ok(V(Value::Int(0)));
            };
            if base.is_none() {
                if let Some(call) =
                    super::args::by_dunder(heap, v, &["__int__", "__index__", "__trunc__"], &[])
                {
                    return Ok(call);
                }
            }
            match (v, base) {
                (Value::Str(s), base) => {
                    let base = base.unwrap_or(10);
                    let t = s.trim().replace('_', "");
                    let (neg, digits) = match t.strip_prefix('-') {
                        Some(d) => (true, d.to_string()),
                        None => (false, t.strip_prefix('+').unwrap_or(&t).to_string()),
                    };
                    let digits = if base == 16 {
                        digits
                            .trim_start_matches("0x")
                            .trim_start_matches("0X")
                            .to_string()
                    } else {
                        digits
                    };
                    if !(2..=36).contains(&base) || digits.is_empty() {
                        return Err(invalid_int(s, base));
                    }
                    match i64::from_str_radix(&digits, base as u32) {
                        Ok(n) => Ok(V(Value::Int(if neg { -n } else { n }))),
                        Err(e) if matches!(e.kind(), std::num::IntErrorKind::PosOverflow) => {
                            let signed = if neg {
                                format!("-{digits}")
                            } else {
                                digits.clone()
                            };
                            match super::long::parse(heap, &signed, base as u32) {
                                Some(v) => Ok(V(v?)),
                                None => Err(invalid_int(s, base)),
                            }
                        }
                        Err(_) => Err(invalid_int(s, base)),
                    }
                }
                (_, Some(_)) => Err(type_error(
                    "int_base_needs_str",
                    vec![],
                    "int() can't convert non-string with explicit base".into(),
                )),
                (v, None) if heap.is_long(v) => Ok(V(v.clone())),
                (v, None) => match number(v) {
                    Some(Num::I(i)) => Ok(V(Value::Int(i))),
                    Some(Num::F(f)) => Ok(V(super::long::from_float(heap, f)?)),
                    None => {
                        let t = heap.type_name(v);
                        Err(type_error(
                            "int_bad_type",
                            vec![t.to_string()],
                            format!("int() argument must be a string, a bytes-like object or a real number, not '{t}'"),
                        ))
                    }
                },
            }
        }
        Float => {
            no_keywords(name, kw)?;
            arg_count(name, args, 0, 1)?;
            let Some(v) = args.first() else {
                return Ok(V(Value::Float(0.0)));
            };
            if let Some(call) = super::args::by_dunder(heap, v, &["__float__"], &[]) {
                return Ok(call);
            }
            match v {
                Value::Str(s) => {
                    let t = s.trim().to_ascii_lowercase();
                    let f = match t.as_str() {
                        "inf" | "+inf" | "infinity" => Some(f64::INFINITY),
                        "-inf" | "-infinity" => Some(f64::NEG_INFINITY),
                        "nan" | "+nan" | "-nan" => Some(f64::NAN),
                        _ if t.chars().all(|c| c.is_ascii_digit() || "+-.e_".contains(c)) => {
                            super::float_parse::parse(&t.replace('_', ""))
                        }
                        _ => None,
                    };
                    f.map(|f| V(Value::Float(f))).ok_or_else(|| {
                        let r = heap.repr(v).unwrap_or_default();
                        value_error(
                            "invalid_float",
                            vec![r.clone()],
                            format!("could not convert string to float: {r}"),
                        )
                    })
                }
                v if heap.is_long(v) => {
                    let n = heap.big(v).unwrap_or_default();
                    Ok(V(Value::Float(super::long::to_float(&n)?)))
                }
                v => match number(v) {
                    Some(n) => Ok(V(Value::Float(n.float()))),
                    None => {
                        let t = heap.type_name(v);
                        Err(type_error(
                            "float_bad_type",
                            vec![t.to_string()],
                            format!(
                                "float() argument must be a string or a real number, not '{t}'"
                            ),
                        ))
                    }
                },
            }
        }
        Bool => {
            no_keywords(name, kw)?;
            arg_count(name, args, 0, 1)?;
            if let Some(f) = args.first().and_then(|v| heap.truth_method(v)) {
                return Ok(Outcome::Call(f, vec![args[0].clone()], Then::Bool));
            }
            Ok(V(Value::Bool(args.first().is_some_and(|v| heap.truthy(v)))))
        }
        Isinstance => {
            no_keywords(name, kw)?;
            arg_count(name, args, 2, 2)?;
            let types = match &args[1] {
                Value::Obj(id) if matches!(heap.get(*id), Obj::Tuple(_)) => {
                    iterate(heap, &args[1])?
                }
                t => vec![t.clone()],
            };
            for t in &types {
                if is_instance(heap, &args[0], t)? {
                    return Ok(V(Value::Bool(true)));
                }
            }
            Ok(V(Value::Bool(false)))
        }
        Issubclass => {
            no_keywords(name, kw)?;
            arg_count(name, args, 2, 2)?;
            if !is_class(heap, &args[0]) {
                return Err(type_error(
                    "issubclass_arg",
                    vec![],
                    "issubclass() arg 1 must be a class".into(),
                ));
            }
            let types = match &args[1] {
                Value::Obj(id) if matches!(heap.get(*id), Obj::Tuple(_)) => {
                    iterate(heap, &args[1])?
                }
                t => vec![t.clone()],
            };
            for t in &types {
                if !is_class(heap, t) {
                    return Err(type_error(
                        "issubclass_arg2",
                        vec![],
                        "issubclass() arg 2 must be a class, a tuple of classes, or a union".into(),
                    ));
                }
                if is_subclass(heap, &args[0], t) {
                    return Ok(V(Value::Bool(true)));
                }
            }
            Ok(V(Value::Bool(false)))
        }
        Type => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            Ok(V(type_of(heap, &args[0])))
        }
        Round => {
            let (pos, kws) = split_kw(name, args, kw, &["number", "ndigits"])?;
            let mut given: Vec<Value> = pos.to_vec();
            for k in ["number", "ndigits"] {
                if let Some(v) = kwarg(&kws, k) {
                    given.push(v);
                }
            }
            arg_count(name, &given, 1, 2)?;
            if let Some(call) = super::args::by_dunder(heap, &given[0], &["__round__"], &given[1..])
            {
                return Ok(call);
            }
            let args = &given[..];
            let digits = match args.get(1) {
                None | Some(Value::None) => None,
                Some(v) => Some(int_arg(heap, v)?),
            };
            if heap.is_long(&args[0]) {
                return Ok(V(args[0].clone()));
            }
            // Halves go to the even neighbour, as CPython rounds.
            let half_even = |f: f64| {
                if (f - f.trunc()).abs() == 0.5 {
                    2.0 * (f / 2.0).round()
                } else {
                    f.round()
                }
            };
            match (number(&args[0]), digits) {
                // `round(1234, -2)`: to a multiple of 10 ** 2, halves to the even multiple.
                (Some(Num::I(i)), Some(d)) if d < 0 => {
                    let Some(unit) = 10i64.checked_pow((-d).min(19) as u32) else {
                        return Ok(V(Value::Int(0)));
                    };
                    let (q, r) = (i.div_euclid(unit), i.rem_euclid(unit));
                    let q = match (2 * r as i128).cmp(&(unit as i128)) {
                        std::cmp::Ordering::Greater => q + 1,
                        std::cmp::Ordering::Equal if q % 2 != 0 => q + 1,
                        _ => q,
                    };
                    Ok(V(Value::Int(q * unit)))
                }
                (Some(Num::I(i)), _) => Ok(V(Value::Int(i))),
                (Some(Num::F(f)), None) => Ok(V(super::long::from_float(heap, half_even(f))?)),
                (Some(Num::F(f)), Some(d)) if d < 0 => {
                    let unit = 10f64.powi((-d).min(400) as i32);
                    Ok(V(Value::Float(half_even(f / unit) * unit)))
                }
                // Past 323 places every double is its own rounding (CPython's NDIGITS_MAX).
                (Some(Num::F(f)), Some(d)) if d > 323 => Ok(V(Value::Float(f))),
                (Some(Num::F(f)), Some(d)) => {
                    let s = format!("{:.*}", d as usize, f);
                    Ok(V(Value::Float(super::float_parse::parse(&s).unwrap_or(f))))
                }
                (None, _) => {
                    let t = heap.type_name(&args[0]);
                    Err(type_error(
                        "round_bad_type",
                        vec![t.to_string()],
                        format!("type {t} doesn't define __round__ method"),
                    ))
                }
            }
        }
        // `format(value, spec)`: the value as an f-string's `{value:spec}` shows it.
        Format => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 2)?;
            let spec = match args.get(1) {
                None => "",
                Some(Value::Str(s)) => s,
                Some(other) => {
                    let t = heap.type_name(other);
                    return Err(type_error(
                        "format_spec_str",
                        vec![t.to_string()],
                        format!("format() argument 2 must be str, not {t}"),
                    ));
                }
            };
            // An object of the program's is shown by its own `__format__`, else by its
            // `__str__`, as `object.__format__` does.
            if let Some(own) = heap.method_of(&args[0], "__format__") {
                let call = vec![args[0].clone(), Value::str(spec)];
                return Ok(Outcome::Call(own, call, Then::Text("__format__")));
            }
            // So is a container holding one, whose text its items' own methods make.
            let instance =
                matches!(&args[0], Value::Obj(id) if matches!(heap.get(*id), Obj::Instance(_)));
            if instance || heap.needs_program_text(&args[0]) {
                return Ok(Outcome::Delegate(
                    "__format",
                    vec![args[0].clone(), Value::str(spec)],
                ));
            }
            Ok(V(str_value(format_value(heap, &args[0], None, spec)?)?))
        }
        Divmod => {
            no_keywords(name, kw)?;
            arg_count(name, args, 2, 2)?;
            let float = |v: &Value| matches!(v, Value::Float(_));
            if (float(&args[0]) || float(&args[1])) && ops::is_zero(&args[1]) {
                return Err(super::error::zero_division("float divmod()"));
            }
            // An object of the program's (or a module's) divides by its own `__divmod__`.
            if let Some(f) = heap.method_of(&args[0], "__divmod__") {
                return Ok(Outcome::Call(f, args.to_vec(), Then::Value));
            }
            if let Some(f) = heap.method_of(&args[1], "__rdivmod__") {
                return Ok(Outcome::Call(
                    f,
                    vec![args[1].clone(), args[0].clone()],
                    Then::Value,
                ));
            }
            let q = ops::binary(heap, super::syntax::BinOp::FloorDiv, &args[0], &args[1])?;
            let r = ops::binary(heap, super::syntax::BinOp::Mod, &args[0], &args[1])?;
            Ok(V(heap.tuple(vec![q, r])?))
        }
        Chr => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            let i = int_arg(heap, &args[0])?;
            // A lone surrogate is a str in CPython; the lab's strings are UTF-8, which has
            // none.
            if (0xD800..=0xDFFF).contains(&i) {
                return Err(super::error::unsupported_words(
                    "lone_surrogate",
                    "a lone surrogate",
                    "a string with a lone surrogate (U+D800 to U+DFFF)",
                ));
            }
            let c = u32::try_from(i)
                .ok()
                .and_then(char::from_u32)
                .ok_or_else(|| {
                    value_error(
                        "chr_range",
                        vec![],
                        "chr() arg not in range(0x110000)".into(),
                    )
                })?;
            Ok(V(Value::Str(Rc::from(c.to_string().as_str()))))
        }
        Ord => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            match &args[0] {
                Value::Str(s) if s.chars().count() == 1 => {
                    Ok(V(Value::Int(s.chars().next().unwrap_or('\0') as i64)))
                }
                Value::Str(s) => Err(type_error(
                    "ord_length",
                    vec![s.chars().count().to_string()],
                    format!(
                        "ord() expected a character, but string of length {} found",
                        s.chars().count()
                    ),
                )),
                v => {
                    let t = heap.type_name(v);
                    Err(type_error(
                        "ord_type",
                        vec![t.to_string()],
                        format!("ord() expected string of length 1, but {t} found"),
                    ))
                }
            }
        }
        // A number that no other object alive has, the same for the same object: its place in
        // the heap, or for a number or a string (which are the same object when equal, as
        // `is` has them here) its value. Where CPython gives an address, which changes from
        // run to run, the lab's is the same in every run.
        Id => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            const OBJECTS: i64 = 0x7f00_0000_0000;
            const VALUES: i64 = 0x5600_0000_0000;
            let low = |n: i64| n & 0xff_ffff_ffff;
            Ok(V(Value::Int(match &args[0] {
                Value::Obj(id) => OBJECTS + 16 * *id as i64,
                Value::Int(n) => VALUES + 32 * low(*n),
                Value::Bool(b) => VALUES - 64 + 32 * *b as i64,
                Value::None | Value::Undef => VALUES - 96,
                v => VALUES + 16 + 32 * low(heap.hash(v).unwrap_or(0)),
            })))
        }
        Hash => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            if let Some(f) = heap.method_of(&args[0], "__hash__") {
                return Ok(Outcome::Call(f, vec![args[0].clone()], Then::Value));
            }
            if heap.program_hashed(&args[0]) {
                // A tuple holding objects that hash themselves.
                return Ok(Outcome::Delegate("__tuple_hash", vec![args[0].clone()]));
            }
            Ok(V(Value::Int(heap.hash(&args[0])?)))
        }
        Iter => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            if let Some(f) = heap.method_of(&args[0], "__iter__") {
                return Ok(Outcome::Call(f, vec![args[0].clone()], Then::Value));
            }
            Ok(V(get_iter(heap, &args[0])?))
        }
        Next => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 2)?;
            // An iterator of the program's: its `__next__`, and its StopIteration the default.
            if let Some(f) = heap.method_of(&args[0], "__next__") {
                return Ok(match args.get(1) {
                    None => Outcome::Call(f, vec![args[0].clone()], Then::Value),
                    Some(d) => Outcome::Delegate("__next_or", vec![args[0].clone(), d.clone()]),
                });
            }
            match &args[0] {
                Value::Obj(id) if matches!(heap.get(*id), Obj::Iter(_)) => {
                    match iter_next(heap, *id)? {
                        Some(v) => Ok(V(v)),
                        None => match args.get(1) {
                            Some(d) => Ok(V(d.clone())),
                            None => Err(Exc::new(
                                ErrorKind::StopIteration,
                                "stop_iteration",
                                vec![],
                                "the iterator has no more items".into(),
                            )),
                        },
                    }
                }
                // Finished: StopIteration, with what it returned as its value (once).
                Value::Obj(id) if matches!(heap.get(*id), Obj::Gen(g) if g.state == GenState::Done) =>
                {
                    let Obj::Gen(gen) = heap.get_mut(*id) else {
                        unreachable!()
                    };
                    let value = std::mem::take(&mut gen.saved);
                    if let Some(d) = args.get(1) {
                        return Ok(V(d.clone()));
                    }
                    let e = super::exceptions::new(heap, ErrorKind::StopIteration, None, value)?;
                    Err(super::exceptions::error_of(heap, e))
                }
                // The prelude resumes it, on the machine's frames.
                Value::Obj(id) if matches!(heap.get(*id), Obj::Gen(_)) => Ok(Outcome::Delegate(
                    "__next",
                    vec![
                        args[0].clone(),
                        args.get(1).cloned().unwrap_or(Value::None),
                        Value::Bool(args.len() > 1),
                    ],
                )),
                v => {
                    let t = heap.type_name(v);
                    Err(type_error(
                        "not_iterator",
                        vec![t.to_string()],
                        format!("'{t}' object is not an iterator"),
                    ))
                }
            }
        }
        // Lazy, as CPython's: each item is made when it is asked for.
        Map => {
            no_keywords(name, kw)?;
            if args.len() < 2 {
                return Err(type_error(
                    "map_arguments",
                    vec![],
                    "map() must have at least two arguments.".into(),
                ));
            }
            let iterables = heap.tuple(args[1..].to_vec())?;
            Ok(Outcome::Delegate("__map", vec![args[0].clone(), iterables]))
        }
        Filter => {
            no_keywords(name, kw)?;
            arg_count(name, args, 2, 2)?;
            Ok(Outcome::Delegate(
                "__filter",
                vec![args[0].clone(), args[1].clone()],
            ))
        }
        Pow => {
            let (pos, kws) = split_kw(name, args, kw, &["base", "exp", "mod"])?;
            let get = |i: usize, k: &str| pos.get(i).cloned().or_else(|| kwarg(&kws, k));
            let (Some(b), Some(e)) = (get(0, "base"), get(1, "exp")) else {
                return Err(type_error(
                    "argument_count",
                    vec![name.into()],
                    "pow() missing required argument 'base' or 'exp'".into(),
                ));
            };
            match get(2, "mod") {
                None | Some(Value::None) => {
                    Ok(V(ops::binary(heap, super::syntax::BinOp::Pow, &b, &e)?))
                }
                Some(m) if [&b, &e, &m].iter().any(|v| heap.is_long(v)) => {
                    let (Some(b), Some(e), Some(m)) = (heap.big(&b), heap.big(&e), heap.big(&m))
                    else {
                        return Err(type_error(
                            "pow_three_ints",
                            vec![],
                            "pow() 3rd argument not allowed unless all arguments are integers"
                                .into(),
                        ));
                    };
                    use num_traits::Zero;
                    if m.is_zero() {
                        return Err(value_error(
                            "pow_mod_zero",
                            vec![],
                            "pow() 3rd argument cannot be 0".into(),
                        ));
                    }
                    Ok(V(super::long::value(heap, pow_mod(&b, &e, &m)?)?))
                }
                Some(m) => {
                    let (b, e, m) = (int_arg(heap, &b)?, int_arg(heap, &e)?, int_arg(heap, &m)?);
                    if m == 0 {
                        return Err(value_error(
                            "pow_mod_zero",
                            vec![],
                            "pow() 3rd argument cannot be 0".into(),
                        ));
                    }
                    if e < 0 {
                        let big = num_bigint::BigInt::from;
                        let r = pow_mod(&big(b), &big(e), &big(m))?;
                        return Ok(V(super::long::value(heap, r)?));
                    }
                    let m = m as i128;
                    let (mut base, mut e, mut r) =
                        ((b as i128).rem_euclid(m), e, 1i128.rem_euclid(m));
                    while e > 0 {
                        if e & 1 == 1 {
                            r = r * base % m;
                        }
                        base = base * base % m;
                        e >>= 1;
                    }
                    // Python's result has the modulus's sign.
                    let r = if m < 0 && r > 0 { r + m } else { r };
                    Ok(V(Value::Int(r as i64)))
                }
            }
        }
        Bin | Hex | Oct => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            let Some(n) = heap.big(&args[0]) else {
                return Err(int_arg(heap, &args[0])
                    .err()
                    .unwrap_or_else(|| super::long::not_integer("?")));
            };
            let radix = match b {
                Bin => 2,
                Hex => 16,
                _ => 8,
            };
            let prefix = match b {
                Bin => "0b",
                Hex => "0x",
                _ => "0o",
            };
            let digits = num_traits::Signed::abs(&n).to_str_radix(radix);
            let sign = if num_traits::Signed::is_negative(&n) {
                "-"
            } else {
                ""
            };
            Ok(V(Value::str(&format!("{sign}{prefix}{digits}"))))
        }
        Ascii => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            if let Some(text) = text_of(heap, &args[0], "__repr__") {
                // The program's own repr first; the prelude escapes it.
                return text.map(|_| Outcome::Delegate("__ascii", vec![args[0].clone()]));
            }
            let mut out = String::new();
            for c in heap.repr(&args[0])?.chars() {
                match c as u32 {
                    0..=127 => out.push(c),
                    o @ 128..=255 => out.push_str(&format!("\\x{o:02x}")),
                    o @ 256..=0xffff => out.push_str(&format!("\\u{o:04x}")),
                    o => out.push_str(&format!("\\U{o:08x}")),
                }
            }
            Ok(V(Value::str(&out)))
        }
        Exit => {
            no_keywords(name, kw)?;
            arg_count(name, args, 0, 1)?;
            let id = super::exceptions::new(heap, ErrorKind::SystemExit, None, args.to_vec())?;
            Err(super::exceptions::error_of(heap, id))
        }
        Callable => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            let yes = match &args[0] {
                Value::Builtin(Builtin::Module(_)) => false,
                Value::Builtin(_) => true,
                Value::Obj(id) => matches!(
                    heap.get(*id),
                    Obj::Function(_)
                        | Obj::Class(_)
                        | Obj::BoundMethod { .. }
                        | Obj::BoundBuiltin { .. }
                        | Obj::Cached(_)
                        | Obj::StaticMethod(_)
                ),
                _ => false,
            };
            Ok(V(Value::Bool(yes)))
        }
        StaticMethod | ClassMethod | Property => {
            no_keywords(name, kw)?;
            arg_count(name, args, 1, 1)?;
            let f = args[0].clone();
            let obj = match b {
                StaticMethod => Obj::StaticMethod(f),
                ClassMethod => Obj::ClassMethod(f),
                _ => Obj::Property(f, Value::None),
            };
            Ok(V(Value::Obj(heap.alloc(obj)?)))
        }
        // CPython's JSONDecodeError(msg, doc, pos) says where, in its one argument.
        ExcType(ErrorKind::JSONDecodeError) if args.len() == 3 && kw.is_empty() => {
            Ok(Outcome::Delegate("__js_error", args.to_vec()))
        }
        ExcType(kind) => {
            no_keywords(name, kw)?;
            let id = super::exceptions::new(heap, kind, None, args.to_vec())?;
            Ok(V(Value::Obj(id)))
        }
        // The machine runs these.
        Input | GetAttr | SetAttr | HasAttr | DelAttr => Err(super::error::unsupported_words(
            "builtin_here",
            &format!("{name}()"),
            &format!("{name}() here"),
        )),
        // The machine makes it; here only when it cannot (called with no method around it).
        Super => Err(Exc::new(
            ErrorKind::RuntimeError,
            "super_no_arguments",
            vec![],
            "super(): no arguments".into(),
        )),
        Module(_) | ModFn(..) | Ellipsis | NotImplemented => Err(type_error(
            "not_callable",
            vec![name.into()],
            format!("'{name}' object is not callable"),
        )),
        OtherType(_) => Err(type_error(
            "cannot_create",
            vec![name.into()],
            format!("cannot create '{name}' instances"),
        )),
        Object | NoneType | Function => Err(super::error::unsupported_words(
            "calling",
            &format!("{name}()"),
            &format!("calling {name}()"),
        )),
        Refused(what) => Err(unsupported(what)),
    }
}

/// Whether a list or tuple holds an object of the program's class that orders itself
/// (`__lt__`, `__gt__`): comparing those runs the program's code, so the prelude does it.
fn has_comparisons(heap: &Heap, v: &Value) -> bool {
    let Value::Obj(id) = v else { return false };
    let items = match heap.get(*id) {
        Obj::List(items) | Obj::Tuple(items) => items,
        _ => return false,
    };
    items.iter().any(|x| {
        ["__lt__", "__gt__", "__le__", "__ge__"]
            .iter()
            .any(|m| heap.method_of(x, m).is_some())
    })
}

/// `b ** e % m` of integers past 64 bits (`e` not negative, `m` not zero), by squaring, each
/// product reduced toward the modulus's sign as Python reduces it. (num-bigint's `modpow`
/// would do, with Montgomery's method: 4 KB of the program core, for a builtin learners
/// rarely reach.)
fn pow_mod(
    b: &num_bigint::BigInt,
    e: &num_bigint::BigInt,
    m: &num_bigint::BigInt,
) -> Res<num_bigint::BigInt> {
    use num_integer::Integer;
    use num_traits::{One, Signed, Zero};
    if e.is_negative() {
        // The inverse of b modulo m (extended Euclid), raised to -e, as Python 3.8's `pow`.
        let n = m.abs();
        let (mut r0, mut r1) = (b.mod_floor(&n), n.clone());
        let (mut s0, mut s1) = (num_bigint::BigInt::one(), num_bigint::BigInt::zero());
        while !r1.is_zero() {
            let q = &r0 / &r1;
            let r2 = &r0 - &q * &r1;
            let s2 = &s0 - &q * &s1;
            (r0, r1, s0, s1) = (r1, r2, s1, s2);
        }
        if !r0.is_one() && !n.is_one() {
            return Err(value_error(
                "pow_negative",
                vec![],
                "base is not invertible for the given modulus".into(),
            ));
        }
        return pow_mod(&s0.mod_floor(&n), &-e, m);
    }
    let mut result = num_bigint::BigInt::from(1).mod_floor(m);
    let mut base = b.mod_floor(m);
    for i in 0..e.bits() {
        if e.bit(i) {
            result = (result * &base).mod_floor(m);
        }
        base = (&base * &base).mod_floor(m);
    }
    Ok(result)
}

/// `repr(v)` (or, for `__str__`, `str(v)`) when the program's own methods make it: the method
/// itself for an object of its class, the prelude's repr of a container holding one; `None`
/// when the heap can say it alone.
fn text_of(heap: &Heap, v: &Value, method: &'static str) -> Option<Res<Outcome>> {
    if !heap.needs_program_text(v) {
        return None;
    }
    match heap.method_of(v, "__repr__") {
        Some(f) => Some(Ok(Outcome::Call(f, vec![v.clone()], Then::Text(method)))),
        // An exception holding an object that shows itself: `KeyError(Cell(7, 7))`.
        None if is_exception(heap, v) => Some(Ok(Outcome::Delegate("__exc_repr", vec![v.clone()]))),
        // A dataclass's repr of a field that shows itself: `B(a=A!)`.
        None if heap.dataclass_values(v).is_some() => {
            Some(Ok(Outcome::Delegate("__dataclass_repr", vec![v.clone()])))
        }
        None if matches!(v, Value::Obj(id) if matches!(heap.get(*id), Obj::Instance(_))) => None,
        None => Some(Ok(Outcome::Delegate("__repr_of", vec![v.clone()]))),
    }
}

fn is_exception(heap: &Heap, v: &Value) -> bool {
    matches!(v, Value::Obj(id) if matches!(heap.get(*id), Obj::Exc(_)))
}

fn invalid_int(s: &str, base: i64) -> Exc {
    let mut r = String::new();
    super::heap::str_repr(s, &mut r);
    value_error(
        "invalid_int",
        vec![base.to_string(), r.clone()],
        format!("invalid literal for int() with base {base}: {r}"),
    )
}

fn no_len(heap: &Heap, v: &Value) -> Exc {
    let t = heap.type_name(v);
    type_error(
        "no_len",
        vec![t.to_string()],
        format!("object of type '{t}' has no len()"),
    )
}

fn not_reversible(heap: &Heap, v: &Value) -> Exc {
    let t = heap.type_name(v);
    type_error(
        "not_reversible",
        vec![t.to_string()],
        format!("'{t}' object is not reversible"),
    )
}

pub fn type_of(heap: &Heap, v: &Value) -> Value {
    use Builtin::*;
    Value::Builtin(match v {
        Value::Undef | Value::None => NoneType,
        Value::Bool(_) => Bool,
        Value::Int(_) => Int,
        Value::Float(_) => Float,
        Value::Str(_) => Str,
        Value::Builtin(b) => {
            if b.is_type() {
                Type
            } else {
                other_type(heap, v)
            }
        }
        Value::Obj(id) => match heap.get(*id) {
            Obj::List(_) => List,
            Obj::Tuple(_) => Tuple,
            Obj::Dict(d) => match d.flavor.as_deref() {
                None | Some(Flavor::Frozen) => Dict,
                Some(Flavor::Default(_)) => {
                    ModFn(super::value::Module::Collections, Member(&"defaultdict"))
                }
                Some(Flavor::Counter) => {
                    ModFn(super::value::Module::Collections, Member(&"Counter"))
                }
                Some(Flavor::OrderedDict) => {
                    ModFn(super::value::Module::Collections, Member(&"OrderedDict"))
                }
            },
            Obj::Deque(_) => ModFn(super::value::Module::Collections, Member(&"deque")),
            Obj::Iter(super::value::Iter::Permutations(_)) => {
                ModFn(super::value::Module::Itertools, Member(&"permutations"))
            }
            // The iterators whose types are builtins a program names (`type(z) is zip`).
            Obj::Iter(super::value::Iter::Zip { .. }) => Zip,
            Obj::Iter(super::value::Iter::Enumerate { .. }) => Enumerate,
            Obj::Iter(super::value::Iter::Vals {
                name: "reversed", ..
            }) => Reversed,
            Obj::Gen(Gen { of: Some(b), .. }) => *b,
            Obj::Long(_) => Int,
            Obj::Set(d) if d.flavor.is_some() => FrozenSet,
            Obj::Set(_) => Set,
            Obj::Range { .. } => Range,
            Obj::Instance(i) => return Value::Obj(i.class),
            Obj::Exc(e) => match e.class {
                Some(c) => return Value::Obj(c),
                None => ExcType(e.kind),
            },
            Obj::Class(_) => Type,
            _ => other_type(heap, v),
        },
    })
}

/// The type of an object of a kind the lab keeps no class for, by the name CPython gives it
/// (`list_iterator`, `generator`); a function's, where the name is none of those.
fn other_type(heap: &Heap, v: &Value) -> Builtin {
    let name = heap.type_name(v);
    match super::value::OTHER_TYPES.iter().position(|t| **t == *name) {
        Some(i) => Builtin::OtherType(i as u8),
        None => Builtin::Function,
    }
}

fn is_instance(heap: &Heap, v: &Value, t: &Value) -> Res<bool> {
    if let Value::Obj(id) = v {
        if let Obj::Exc(e) = heap.get(*id) {
            return Ok(match super::exceptions::class_of(heap, t) {
                Some(class) => super::exceptions::is_instance(heap, e, class),
                None => matches!(t, Value::Builtin(Builtin::Object)),
            });
        }
    }
    match t {
        Value::Builtin(b) if b.is_type() => Ok(match (b, type_of(heap, v)) {
            (Builtin::Object, _) => true,
            // A named tuple is a tuple.
            (Builtin::Tuple, Value::Obj(class)) => heap.is_named_tuple_class(class),
            // The dicts of `collections` are dicts.
            (Builtin::Dict, Value::Builtin(Builtin::ModFn(Module::Collections, name))) => {
                *name.0 != "deque"
            }
            (Builtin::Int, Value::Builtin(Builtin::Bool)) => true,
            (b, Value::Builtin(actual)) => *b == actual,
            _ => false,
        }),
        Value::Builtin(Builtin::ModFn(Module::Collections, _)) => Ok(type_of(heap, v) == *t),
        Value::Obj(cid) if matches!(heap.get(*cid), Obj::Class(_)) => {
            let Value::Obj(id) = v else { return Ok(false) };
            let Obj::Instance(inst) = heap.get(*id) else {
                return Ok(false);
            };
            Ok(heap.derives(Some(inst.class), *cid))
        }
        _ => Err(type_error(
            "isinstance_arg",
            vec![],
            "isinstance() arg 2 must be a type, a tuple of types, or a union".into(),
        )),
    }
}

/// A class: a builtin type, an exception class, `collections`' types, or the program's.
fn is_class(heap: &Heap, v: &Value) -> bool {
    match v {
        Value::Builtin(b) => b.is_type() || matches!(b, Builtin::ModFn(Module::Collections, _)),
        Value::Obj(id) => matches!(heap.get(*id), Obj::Class(_)),
        _ => false,
    }
}

/// `issubclass(class, t)` for two classes: the program's classes through their bases, the
/// exception classes through CPython's hierarchy, `bool` under `int`, a named tuple's class
/// under `tuple`, all under `object`.
fn is_subclass(heap: &Heap, class: &Value, t: &Value) -> bool {
    if class == t || matches!(t, Value::Builtin(Builtin::Object)) {
        return true;
    }
    use super::exceptions::class_of;
    if let (Some((kind, c)), Some((wanted, wanted_class))) =
        (class_of(heap, class), class_of(heap, t))
    {
        return match wanted_class {
            None => kind.is_a(wanted),
            Some(wanted_class) => heap.derives(c, wanted_class),
        };
    }
    match (class, t) {
        (Value::Builtin(Builtin::Bool), Value::Builtin(Builtin::Int)) => true,
        (Value::Obj(id), Value::Builtin(Builtin::Tuple)) => heap.is_named_tuple_class(*id),
        (Value::Obj(id), Value::Obj(wanted)) => heap.derives(Some(*id), *wanted),
        _ => false,
    }
}

const LIST_METHODS: &[&str] = &[
    "append", "pop", "insert", "remove", "copy", "index", "count", "extend", "reverse", "sort",
    "clear",
];
const DICT_METHODS: &[&str] = &[
    "get",
    "items",
    "keys",
    "values",
    "pop",
    "popitem",
    "setdefault",
    "update",
    "copy",
    "clear",
];
const SET_METHODS: &[&str] = &[
    "add",
    "remove",
    "discard",
    "pop",
    "copy",
    "clear",
    "union",
    "intersection",
    "difference",
    "issubset",
    "issuperset",
    "isdisjoint",
    "symmetric_difference",
    "update",
    "difference_update",
    "intersection_update",
    "symmetric_difference_update",
];
/// The set methods a frozenset lacks.
const SET_MUTATORS: &[&str] = &[
    "add",
    "remove",
    "discard",
    "pop",
    "clear",
    "update",
    "difference_update",
    "intersection_update",
    "symmetric_difference_update",
];
pub fn has_method(heap: &Heap, obj: &Value, name: &str) -> bool {
    match obj {
        Value::Str(_) => STR_METHODS.contains(&name),
        Value::Float(_) => name == "is_integer",
        Value::Int(_) | Value::Bool(_) => name == "bit_length" || name == "bit_count",
        Value::Obj(id) => match heap.get(*id) {
            Obj::List(_) => LIST_METHODS.contains(&name),
            Obj::Dict(_) => DICT_METHODS.contains(&name),
            Obj::Set(d) if d.flavor.is_some() => {
                SET_METHODS.contains(&name) && !SET_MUTATORS.contains(&name)
            }
            Obj::Set(_) => SET_METHODS.contains(&name),
            Obj::Tuple(_) => name == "index" || name == "count",
            Obj::Gen(_) => matches!(name, "send" | "throw" | "close"),
            Obj::Long(_) => name == "bit_length" || name == "bit_count",
            Obj::Property(..) => name == "setter" || name == "getter",
            _ => false,
        },
        _ => false,
    }
}

/// Whether the built-in type `b` has a method `name` the program may take from the type
/// itself: `str.lower`, `list.append`, `dict.fromkeys`.
pub fn type_has_method(b: Builtin, name: &str) -> bool {
    use Builtin::*;
    match b {
        Str => STR_METHODS.contains(&name),
        List => LIST_METHODS.contains(&name),
        Dict => DICT_METHODS.contains(&name) || name == "fromkeys",
        Set => SET_METHODS.contains(&name),
        FrozenSet => SET_METHODS.contains(&name) && !SET_MUTATORS.contains(&name),
        Tuple => name == "index" || name == "count",
        Int => name == "bit_length" || name == "bit_count",
        Float => name == "is_integer",
        _ => false,
    }
}

/// A generator's `send(value)`, `throw(exception)` and `close()`: what the next resumption
/// brings to its `yield` is set here, and the prelude resumes it as `next` does. One not
/// started or finished takes no value and raises what is thrown at once.
fn gen_method(
    heap: &mut Heap,
    id: ObjId,
    name: &str,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Outcome> {
    let (min, max) = match name {
        "send" | "throw" => (1, 1),
        _ => (0, 0),
    };
    method_args("generator", name, args, kw, min, max)?;
    let Obj::Gen(gen) = heap.get(id) else {
        return Err(no_attribute(heap, &Value::Obj(id), name));
    };
    let (started, created) = (
        gen.state == GenState::Suspended,
        gen.state == GenState::Created,
    );
    let set = |heap: &mut Heap, inject: Option<Inject>, state: Option<GenState>| {
        if let Obj::Gen(gen) = heap.get_mut(id) {
            gen.inject = inject;
            if let Some(state) = state.filter(|_| gen.state != GenState::Running) {
                gen.state = state;
                gen.saved.clear();
            }
        }
    };
    let next = Outcome::Delegate(
        "__next",
        vec![Value::Obj(id), Value::None, Value::Bool(false)],
    );
    match name {
        "send" if started => {
            set(heap, Some(Inject::Send(args[0].clone())), None);
            Ok(next)
        }
        "send" if created && !matches!(args[0], Value::None) => Err(type_error(
            "send_to_new_generator",
            vec![],
            "can't send non-None value to a just-started generator".into(),
        )),
        "send" => Ok(next),
        "throw" => match &args[0] {
            Value::Obj(exc) if matches!(heap.get(*exc), Obj::Exc(_)) => {
                let exc = *exc;
                if started {
                    set(heap, Some(Inject::Throw(exc)), None);
                    Ok(next)
                } else {
                    set(heap, None, Some(GenState::Done));
                    Err(super::exceptions::error_of(heap, exc))
                }
            }
            // A class: the prelude makes its instance, and throws that.
            class => Ok(Outcome::Delegate(
                "__gen_throw_class",
                vec![Value::Obj(id), class.clone()],
            )),
        },
        _ if started => {
            let exit = super::exceptions::new(heap, ErrorKind::GeneratorExit, None, Vec::new())?;
            set(heap, Some(Inject::Throw(exit)), None);
            Ok(Outcome::Delegate("__gen_close", vec![Value::Obj(id)]))
        }
        _ => {
            set(heap, None, Some(GenState::Done));
            Ok(V(Value::None))
        }
    }
}

/// `obj.name(args)` for a list, dict, set, tuple or str.
pub fn call_method(
    heap: &mut Heap,
    obj: &Value,
    name: &str,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Outcome> {
    match obj {
        Value::Str(s) => return str_method(heap, s, name, args, kw),
        Value::Float(f) if name == "is_integer" => {
            method_args("float", name, args, kw, 0, 0)?;
            return Ok(V(Value::Bool(f.is_finite() && f.fract() == 0.0)));
        }
        Value::Int(_) | Value::Bool(_) if name == "bit_length" || name == "bit_count" => {
            method_args("int", name, args, kw, 0, 0)?;
            let n = int_arg(heap, obj)?.unsigned_abs();
            let r = if name == "bit_length" {
                64 - n.leading_zeros()
            } else {
                n.count_ones()
            };
            return Ok(V(Value::Int(r as i64)));
        }
        Value::Obj(id) => {
            let id = *id;
            match heap.get(id) {
                Obj::Long(n) if name == "bit_length" || name == "bit_count" => {
                    let r = if name == "bit_length" {
                        n.bits()
                    } else {
                        n.magnitude().count_ones()
                    };
                    method_args("int", name, args, kw, 0, 0)?;
                    return Ok(V(Value::Int(r as i64)));
                }
                // `@name.setter`, `@name.getter`: a new property with that function.
                Obj::Property(getter, setter) if name == "setter" || name == "getter" => {
                    method_args("property", name, args, kw, 1, 1)?;
                    let made = if name == "setter" {
                        Obj::Property(getter.clone(), args[0].clone())
                    } else {
                        Obj::Property(args[0].clone(), setter.clone())
                    };
                    return Ok(V(Value::Obj(heap.alloc(made)?)));
                }
                Obj::Dict(_) => return dict_method(heap, id, name, args, kw),
                Obj::Set(_) => return set_method(heap, id, name, args, kw),
                Obj::Gen(_) if matches!(name, "send" | "throw" | "close") => {
                    return gen_method(heap, id, name, args, kw)
                }
                Obj::List(items) | Obj::Tuple(items)
                    if matches!(name, "index" | "count" | "remove")
                        && args.len() == 1
                        && kw.is_empty()
                        && (heap.compares_by_program(&args[0])
                            || items.iter().any(|x| heap.compares_by_program(x))) =>
                {
                    // Items the program's `__eq__` compares: the prelude looks, running it.
                    let kind = Value::str(if matches!(heap.get(id), Obj::List(_)) {
                        "list"
                    } else {
                        "tuple"
                    });
                    let helper = match name {
                        "count" => "__count_by_eq",
                        "index" => "__index_by_eq",
                        _ if matches!(heap.get(id), Obj::List(_)) => "__remove_by_eq",
                        _ => return Err(no_attribute(heap, obj, name)),
                    };
                    return Ok(Outcome::Delegate(
                        helper,
                        vec![obj.clone(), args[0].clone(), kind],
                    ));
                }
                Obj::List(_) => return list_method(heap, id, name, args, kw),
                Obj::Tuple(items) if name == "index" || name == "count" => {
                    let most = if name == "index" { 3 } else { 1 };
                    method_args("tuple", name, args, kw, 1, most)?;
                    let items = items.clone();
                    return seq_index_count(
                        heap,
                        &items,
                        name,
                        args,
                        "tuple.index(x): x not in tuple",
                    );
                }
                _ => {}
            }
        }
        _ => {}
    }
    Err(no_attribute(heap, obj, name))
}

fn no_attribute(heap: &Heap, obj: &Value, name: &str) -> Exc {
    let t = heap.type_name(obj);
    Exc::new(
        ErrorKind::AttributeError,
        "no_attribute",
        vec![t.to_string(), name.into()],
        format!("'{t}' object has no attribute '{name}'"),
    )
}

/// `seq.count(x)`, or `seq.index(x[, start[, end]])` (the bounds as a slice's, CPython's
/// clamping of negative and past-the-end ones).
fn seq_index_count(
    heap: &Heap,
    items: &[Value],
    name: &str,
    args: &[Value],
    missing: &str,
) -> Res<Outcome> {
    let x = &args[0];
    if name == "count" {
        let mut n = 0;
        for v in items {
            if heap.eq(v, x)? {
                n += 1;
            }
        }
        return Ok(V(Value::Int(n)));
    }
    let n = items.len() as i64;
    let bound = |k: usize, default: i64| -> Res<usize> {
        let b = match args.get(k) {
            Some(v) => int_arg(heap, v)?,
            None => default,
        };
        Ok((if b < 0 { b.saturating_add(n) } else { b }).clamp(0, n) as usize)
    };
    let (start, end) = (bound(1, 0)?, bound(2, n)?);
    for (i, v) in items.iter().enumerate().take(end).skip(start) {
        if heap.eq(v, x)? {
            return Ok(V(Value::Int(i as i64)));
        }
    }
    let message = if missing.starts_with("list") {
        format!("{} is not in list", heap.repr(x)?)
    } else {
        missing.to_string()
    };
    Err(value_error("not_in_sequence", vec![heap.repr(x)?], message))
}

fn list_mut(heap: &mut Heap, id: ObjId) -> &mut Vec<Value> {
    match heap.get_mut(id) {
        Obj::List(items) => items,
        _ => unreachable!("list_method is called on lists"),
    }
}

fn list_method(
    heap: &mut Heap,
    id: ObjId,
    name: &str,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Outcome> {
    let Obj::List(items) = heap.get(id) else {
        unreachable!()
    };
    let len = items.len();
    match name {
        "append" => {
            method_args("list", name, args, kw, 1, 1)?;
            heap.reserve(1)?;
            list_mut(heap, id).push(args[0].clone());
            Ok(V(Value::None))
        }
        "pop" => {
            method_args("list", name, args, kw, 0, 1)?;
            if len == 0 {
                return Err(Exc::new(
                    ErrorKind::IndexError,
                    "pop_empty",
                    vec![],
                    "pop from empty list".into(),
                ));
            }
            let i = match args.first() {
                Some(v) => int_arg(heap, v)?,
                None => -1,
            };
            let k = if i < 0 { i + len as i64 } else { i };
            if k < 0 || k as usize >= len {
                return Err(index_error("pop"));
            }
            Ok(V(list_mut(heap, id).remove(k as usize)))
        }
        "insert" => {
            method_args("list", name, args, kw, 2, 2)?;
            let i = int_arg(heap, &args[0])?;
            let k = if i < 0 {
                (i + len as i64).max(0)
            } else {
                i.min(len as i64)
            } as usize;
            heap.reserve(1)?;
            list_mut(heap, id).insert(k, args[1].clone());
            Ok(V(Value::None))
        }
        "remove" => {
            method_args("list", name, args, kw, 1, 1)?;
            let Obj::List(items) = heap.get(id) else {
                unreachable!()
            };
            for (i, item) in items.iter().enumerate() {
                if heap.eq(item, &args[0])? {
                    list_mut(heap, id).remove(i);
                    return Ok(V(Value::None));
                }
            }
            Err(value_error(
                "remove_missing",
                vec![],
                "list.remove(x): x not in list".into(),
            ))
        }
        "copy" => {
            method_args("list", name, args, kw, 0, 0)?;
            let items = items.clone();
            Ok(V(heap.list(items)?))
        }
        "index" | "count" => {
            let most = if name == "index" { 3 } else { 1 };
            method_args("list", name, args, kw, 1, most)?;
            let items = items.clone();
            seq_index_count(heap, &items, name, args, "list")
        }
        "extend" => {
            method_args("list", name, args, kw, 1, 1)?;
            if machine_draws(heap, &args[0]) {
                return Ok(Outcome::Drain(0));
            }
            let more = iterate(heap, &args[0])?;
            heap.reserve(more.len())?;
            list_mut(heap, id).extend(more);
            Ok(V(Value::None))
        }
        "reverse" => {
            method_args("list", name, args, kw, 0, 0)?;
            list_mut(heap, id).reverse();
            Ok(V(Value::None))
        }
        "clear" => {
            method_args("list", name, args, kw, 0, 0)?;
            list_mut(heap, id).clear();
            Ok(V(Value::None))
        }
        "sort" => {
            let (pos, kws) = split_kw("list.sort", args, kw, &["key", "reverse"])?;
            if !pos.is_empty() {
                return Err(type_error(
                    "sort_positional",
                    vec![],
                    "sort() takes no positional arguments".into(),
                ));
            }
            let reverse = is_truthy_kw(heap, &kws, "reverse");
            if let Some(key) = kwarg(&kws, "key").filter(|k| !matches!(k, Value::None)) {
                return Ok(Outcome::Delegate(
                    "__sort",
                    vec![Value::Obj(id), key, Value::Bool(reverse)],
                ));
            }
            if has_comparisons(heap, &Value::Obj(id)) {
                return Ok(Outcome::Delegate(
                    "__sort_objects_in_place",
                    vec![Value::Obj(id), Value::Bool(reverse)],
                ));
            }
            let mut items = items.clone();
            sort_values(heap, &mut items, None, reverse)?;
            *list_mut(heap, id) = items;
            Ok(V(Value::None))
        }
        _ => Err(Exc::new(
            ErrorKind::AttributeError,
            "no_attribute",
            vec!["list".into(), name.into()],
            format!("'list' object has no attribute '{name}'"),
        )),
    }
}

fn dict_ref(heap: &Heap, id: ObjId) -> &Dict {
    match heap.get(id) {
        Obj::Dict(d) | Obj::Set(d) => d,
        _ => unreachable!("dict methods are called on dicts"),
    }
}

fn dict_mut(heap: &mut Heap, id: ObjId) -> &mut Dict {
    match heap.get_mut(id) {
        Obj::Dict(d) | Obj::Set(d) => d,
        _ => unreachable!("dict methods are called on dicts"),
    }
}

fn dict_method(
    heap: &mut Heap,
    id: ObjId,
    name: &str,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Outcome> {
    match name {
        "get" => {
            method_args("dict", name, args, kw, 1, 2)?;
            let key = heap.key(&args[0])?;
            Ok(V(dict_ref(heap, id).get(&key).cloned().unwrap_or_else(
                || args.get(1).cloned().unwrap_or(Value::None),
            )))
        }
        "keys" | "values" | "items" => {
            method_args("dict", name, args, kw, 0, 0)?;
            let pairs: Vec<(Value, Value)> = dict_ref(heap, id)
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            let (kind, items) = match name {
                "keys" => (ViewKind::Keys, pairs.into_iter().map(|(k, _)| k).collect()),
                "values" => (
                    ViewKind::Values,
                    pairs.into_iter().map(|(_, v)| v).collect(),
                ),
                _ => {
                    let mut items = Vec::with_capacity(pairs.len());
                    for (k, v) in pairs {
                        items.push(heap.tuple(vec![k, v])?);
                    }
                    (ViewKind::Items, items)
                }
            };
            Ok(V(Value::Obj(heap.alloc(Obj::View {
                kind,
                items,
                dict: id,
            })?)))
        }
        "pop" => {
            method_args("dict", name, args, kw, 1, 2)?;
            let key = heap.key(&args[0])?;
            match dict_mut(heap, id).remove(&key) {
                Some((_, v)) => Ok(V(v)),
                None => args
                    .get(1)
                    .cloned()
                    .map(V)
                    .ok_or_else(|| ops::key_error(heap, &args[0])),
            }
        }
        "popitem" => {
            // The last entry put in; an OrderedDict's first with `last=False`.
            let ordered = matches!(
                dict_ref(heap, id).flavor.as_deref(),
                Some(Flavor::OrderedDict)
            );
            let last = if ordered {
                let (args, kws) = split_kw("popitem", args, kw, &["last"])?;
                arg_count("popitem", args, 0, 1)?;
                args.first()
                    .or(kws.first().map(|(_, v)| v))
                    .is_none_or(|v| heap.truthy(v))
            } else {
                method_args("dict", name, args, kw, 0, 0)?;
                true
            };
            let dict = dict_mut(heap, id);
            match if last {
                dict.pop_last()
            } else {
                dict.pop_first()
            } {
                Some((k, v)) => Ok(V(heap.tuple(vec![k, v])?)),
                None => {
                    let empty = if ordered {
                        "dictionary is empty"
                    } else {
                        "popitem(): dictionary is empty"
                    };
                    Err(ops::key_error(heap, &Value::str(empty)))
                }
            }
        }
        "setdefault" => {
            method_args("dict", name, args, kw, 1, 2)?;
            let key = heap.key(&args[0])?;
            if let Some(v) = dict_ref(heap, id).get(&key) {
                return Ok(V(v.clone()));
            }
            let v = args.get(1).cloned().unwrap_or(Value::None);
            heap.reserve(2)?;
            dict_mut(heap, id).insert(key, args[0].clone(), v.clone());
            Ok(V(v))
        }
        "update" => {
            let npos = args.len() - kw.len();
            arg_count("dict.update", &args[..npos], 0, 1)?;
            let mut pairs: Vec<(Value, Value)> = Vec::new();
            if let Some(a) = args[..npos].first() {
                if machine_draws(heap, a) {
                    return Ok(Outcome::Drain(0));
                }
                match a {
                    Value::Obj(o) if matches!(heap.get(*o), Obj::Dict(_)) => pairs.extend(
                        dict_ref(heap, *o)
                            .iter()
                            .map(|(k, v)| (k.clone(), v.clone())),
                    ),
                    _ => {
                        let items = iterate(heap, a)?;
                        let d = make_dict(heap, items)?;
                        pairs.extend(d.iter().map(|(k, v)| (k.clone(), v.clone())));
                    }
                }
            }
            for (i, k) in kw.iter().enumerate() {
                pairs.push((Value::Str(k.clone()), args[npos + i].clone()));
            }
            heap.reserve(2 * pairs.len())?;
            for (k, v) in pairs {
                let key = heap.key(&k)?;
                dict_mut(heap, id).insert(key, k, v);
            }
            Ok(V(Value::None))
        }
        "copy" => {
            method_args("dict", name, args, kw, 0, 0)?;
            let d = dict_ref(heap, id).clone();
            Ok(V(Value::Obj(heap.alloc(Obj::Dict(d))?)))
        }
        "clear" => {
            method_args("dict", name, args, kw, 0, 0)?;
            dict_mut(heap, id).clear();
            Ok(V(Value::None))
        }
        _ => Err(Exc::new(
            ErrorKind::AttributeError,
            "no_attribute",
            vec!["dict".into(), name.into()],
            format!("'dict' object has no attribute '{name}'"),
        )),
    }
}

fn set_method(
    heap: &mut Heap,
    id: ObjId,
    name: &str,
    args: &[Value],
    kw: &[Rc<str>],
) -> Res<Outcome> {
    let frozen = dict_ref(heap, id).flavor.is_some();
    if frozen && SET_MUTATORS.contains(&name) {
        return Err(Exc::new(
            ErrorKind::AttributeError,
            "no_attribute",
            vec!["frozenset".into(), name.into()],
            format!("'frozenset' object has no attribute '{name}'"),
        ));
    }
    match name {
        "add" => {
            method_args("set", name, args, kw, 1, 1)?;
            let key = heap.key(&args[0])?;
            heap.reserve(1)?;
            dict_mut(heap, id).insert(key, args[0].clone(), Value::None);
            Ok(V(Value::None))
        }
        "remove" | "discard" => {
            method_args("set", name, args, kw, 1, 1)?;
            let key = heap.key(&args[0])?;
            if dict_mut(heap, id).remove(&key).is_none() && name == "remove" {
                return Err(ops::key_error(heap, &args[0]));
            }
            Ok(V(Value::None))
        }
        "pop" => {
            method_args("set", name, args, kw, 0, 0)?;
            match dict_mut(heap, id).pop_member() {
                Some((k, _)) => Ok(V(k)),
                None => Err(Exc::new(
                    ErrorKind::KeyError,
                    "pop_empty_set",
                    vec![],
                    "'pop from an empty set'".into(),
                )),
            }
        }
        "copy" => {
            method_args("set", name, args, kw, 0, 0)?;
            let d = dict_ref(heap, id).copy_set();
            Ok(V(Value::Obj(heap.alloc(Obj::Set(d))?)))
        }
        "clear" => {
            method_args("set", name, args, kw, 0, 0)?;
            dict_mut(heap, id).clear();
            Ok(V(Value::None))
        }
        "union"
        | "intersection"
        | "difference"
        | "update"
        | "difference_update"
        | "intersection_update"
            if args.len() != 1 =>
        {
            // Of several iterables, or none: one after another, as CPython's `*_multi` do.
            no_keywords(&format!("set.{name}"), kw)?;
            if let Some(i) = args.iter().position(|a| machine_draws(heap, a)) {
                return Ok(Outcome::Drain(i));
            }
            let then = match name {
                "union" | "update" => "update",
                "intersection" | "intersection_update" => "intersection_update",
                _ => "difference_update",
            };
            if args.is_empty() {
                if !name.ends_with("update") {
                    let d = dict_ref(heap, id).copy_set();
                    return Ok(V(Value::Obj(heap.alloc(Obj::Set(d))?)));
                }
                return Ok(V(Value::None));
            }
            // The first iterable as the method itself takes it; the others into its result
            // (a frozenset's result too, which is a frozenset only once it is made).
            let target = match set_method(heap, id, name, &args[..1], &[])? {
                V(Value::Obj(made)) => made,
                _ => id,
            };
            let flavor = dict_mut(heap, target).flavor.take();
            for arg in &args[1..] {
                set_method(heap, target, then, std::slice::from_ref(arg), &[])?;
            }
            dict_mut(heap, target).flavor = flavor;
            Ok(if target == id {
                V(Value::None)
            } else {
                V(Value::Obj(target))
            })
        }
        "isdisjoint" => {
            method_args("set", name, args, kw, 1, 1)?;
            if machine_draws(heap, &args[0]) {
                return Ok(Outcome::Drain(0));
            }
            let other = iterate(heap, &args[0])?;
            for v in &other {
                if dict_ref(heap, id).contains(&heap.key(v)?) {
                    return Ok(V(Value::Bool(false)));
                }
            }
            Ok(V(Value::Bool(true)))
        }
        "difference_update" | "intersection_update" | "symmetric_difference_update" => {
            method_args("set", name, args, kw, 1, 1)?;
            if machine_draws(heap, &args[0]) {
                return Ok(Outcome::Drain(0));
            }
            let other = iterate(heap, &args[0])?;
            let mut keys = Vec::with_capacity(other.len());
            for v in &other {
                keys.push(heap.key(v)?);
            }
            heap.reserve(keys.len())?;
            match name {
                // Each item discarded from this set itself.
                "difference_update" => dict_mut(heap, id).discard_all(keys.iter()),
                // The intersection made, then put in this set's place.
                "intersection_update" => {
                    let mine = dict_ref(heap, id);
                    let mut out = Dict::default().into_set();
                    for (key, v) in keys.into_iter().zip(other) {
                        if mine.contains(&key) {
                            out.insert(key, v, Value::None);
                        }
                    }
                    out.flavor = mine.flavor.clone();
                    *dict_mut(heap, id) = out;
                }
                // Each member of the other set (made one first, in its table's order, unless
                // it is one) taken out of this set, or added to it when it was not there.
                _ => {
                    let theirs = match &args[0] {
                        Value::Obj(given) if matches!(heap.get(*given), Obj::Set(_)) => {
                            dict_ref(heap, *given).clone()
                        }
                        _ => {
                            let mut theirs = Dict::default().into_set();
                            for (key, v) in keys.into_iter().zip(other) {
                                theirs.insert(key, v, Value::None);
                            }
                            theirs
                        }
                    };
                    let mine = dict_mut(heap, id);
                    for (key, k, _) in theirs.keys_in_order() {
                        if mine.remove(key).is_none() {
                            mine.insert(key.clone(), k.clone(), Value::None);
                        }
                    }
                }
            }
            Ok(V(Value::None))
        }
        "union"
        | "intersection"
        | "difference"
        | "symmetric_difference"
        | "issubset"
        | "issuperset"
        | "update" => {
            method_args("set", name, args, kw, 1, 1)?;
            if machine_draws(heap, &args[0]) {
                return Ok(Outcome::Drain(0));
            }
            // Of another set: built as CPython builds it, in its order.
            let op = match name {
                "union" | "update" => Some(super::syntax::BinOp::BitOr),
                "intersection" => Some(super::syntax::BinOp::BitAnd),
                "difference" => Some(super::syntax::BinOp::Sub),
                "symmetric_difference" => Some(super::syntax::BinOp::BitXor),
                _ => None,
            };
            if let (Some(op), Value::Obj(other)) = (op, &args[0]) {
                if let Obj::Set(theirs) = heap.get(*other) {
                    let mine = dict_ref(heap, id);
                    let mut out = ops::combine_sets(op, mine, theirs);
                    out.flavor = mine.flavor.clone();
                    heap.reserve(out.len())?;
                    if name == "update" {
                        *dict_mut(heap, id) = out;
                        return Ok(V(Value::None));
                    }
                    return Ok(V(Value::Obj(heap.alloc_reserved(Obj::Set(out)))));
                }
            }
            let other = iterate(heap, &args[0])?;
            let mut keys = Vec::with_capacity(other.len());
            for v in &other {
                keys.push(heap.key(v)?);
            }
            let mine = dict_ref(heap, id).clone();
            let mut out = Dict::default().into_set();
            // A frozenset's union (and the rest) is a frozenset.
            out.flavor = mine.flavor.clone();
            match name {
                // CPython adds each item: to this set itself, or to a copy of it.
                "union" | "update" => {
                    out = if name == "update" {
                        mine.clone()
                    } else {
                        mine.copy_set()
                    };
                    for (k, v) in keys.into_iter().zip(other) {
                        out.insert(k, v, Value::None);
                    }
                    if name == "update" {
                        heap.reserve(out.len())?;
                        *dict_mut(heap, id) = out;
                        return Ok(V(Value::None));
                    }
                }
                // The items of the iterable in this set, in the iterable's order.
                "intersection" => {
                    for (key, v) in keys.into_iter().zip(other) {
                        if mine.contains(&key) {
                            out.insert(key, v, Value::None);
                        }
                    }
                }
                // A copy of this set, each item of the iterable discarded from it.
                _ if name == "difference" => {
                    out = mine.copy_set();
                    out.discard_all(keys.iter());
                }
                // A set of the iterable's items, each member of this one taken out of it or
                // added to it.
                "symmetric_difference" => {
                    for (key, v) in keys.into_iter().zip(other) {
                        out.insert(key, v, Value::None);
                    }
                    for (key, k, _) in mine.keys_in_order() {
                        if out.remove(key).is_none() {
                            out.insert(key.clone(), k.clone(), Value::None);
                        }
                    }
                }
                "issubset" => {
                    let mut theirs = super::value::Dict::default();
                    for key in keys {
                        theirs.insert(key, Value::None, Value::None);
                    }
                    let mut all = true;
                    for (k, _) in mine.iter() {
                        all &= theirs.contains(&heap.key(k)?);
                    }
                    return Ok(V(Value::Bool(all)));
                }
                _ => return Ok(V(Value::Bool(keys.iter().all(|k| mine.contains(k))))),
            }
            Ok(V(Value::Obj(heap.alloc(Obj::Set(out))?)))
        }
        _ => Err(Exc::new(
            ErrorKind::AttributeError,
            "no_attribute",
            vec!["set".into(), name.into()],
            format!("'set' object has no attribute '{name}'"),
        )),
    }
}

/// A function's `__name__`: its own, or the one `functools.wraps` gave it.
pub fn function_name(f: &Function) -> Rc<str> {
    match f.attrs.iter().find(|(k, _)| &**k == "__name__") {
        Some((_, Value::Str(name))) => name.clone(),
        _ => f.name.clone(),
    }
}
