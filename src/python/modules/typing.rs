//! `typing` and `__future__`: every name a program writes in its annotations, usable there
//! and subscripted (`List[int]`, `Optional[Tuple[int, int]]`), meaning nothing at run time, as
//! annotations mean nothing to CPython's run. `cast` returns its value; `TypeVar` makes a
//! name; the aliases of the builtin classes cannot be called, as in CPython.

use crate::python::args::{arg_count, Outcome};
use crate::python::error::{type_error, Res};
use crate::python::heap::Heap;
use crate::python::iteration::{iterate, unpack};
use crate::python::value::{Builtin, Member, Module, Value};
use std::rc::Rc;

pub const NAMES: &[&str] = &[
    "Any",
    "Callable",
    "ClassVar",
    "Counter",
    "DefaultDict",
    "Deque",
    "Dict",
    "Final",
    "FrozenSet",
    "Generator",
    "Hashable",
    "Iterable",
    "Iterator",
    "List",
    "Literal",
    "Mapping",
    "MutableMapping",
    "MutableSequence",
    "MutableSet",
    "NamedTuple",
    "NoReturn",
    "Optional",
    "Self",
    "Sequence",
    "Set",
    "Tuple",
    "Type",
    "TypeVar",
    "Union",
    "TYPE_CHECKING",
    "cast",
    "overload",
];

/// `collections.abc`: the abstract classes, as names for annotations (subscripted too).
pub const ABC_NAMES: &[&str] = &[
    "Iterable",
    "Iterator",
    "Generator",
    "Callable",
    "Sequence",
    "MutableSequence",
    "Mapping",
    "MutableMapping",
    "Set",
    "MutableSet",
    "Hashable",
    "Sized",
    "Container",
    "Collection",
    "Reversible",
];

pub const FUTURE_NAMES: &[&str] = &[
    "annotations",
    "division",
    "absolute_import",
    "generators",
    "nested_scopes",
    "print_function",
    "unicode_literals",
    "with_statement",
    "generator_stop",
];

/// The builtin class each alias stands for (`List` is `list`).
fn alias_of(name: &str) -> Option<&'static str> {
    Some(match name {
        "List" => "list",
        "Dict" => "dict",
        "Set" => "set",
        "FrozenSet" => "frozenset",
        "Tuple" => "tuple",
        "Type" => "type",
        "DefaultDict" => "collections.defaultdict",
        "Deque" => "collections.deque",
        "Counter" => "collections.Counter",
        _ => return None,
    })
}

/// Whether a class's base names `typing.NamedTuple`.
pub fn is_named_tuple_base(base: &Value) -> bool {
    matches!(base, Value::Builtin(Builtin::ModFn(Module::Typing, m)) if *m.0 == "NamedTuple")
}

pub fn call(
    m: Module,
    name: &'static str,
    heap: &mut Heap,
    args: &[Value],
    _kw: &[Rc<str>],
) -> Res<Outcome> {
    match (m, name) {
        (Module::Typing, "cast") => {
            arg_count("cast", args, 2, 2)?;
            Ok(Outcome::Value(args[1].clone()))
        }
        (Module::Typing, "TypeVar") => {
            arg_count("TypeVar", args, 1, usize::MAX)?;
            Ok(Outcome::Value(Value::Builtin(Builtin::ModFn(
                m,
                Member(&"TypeVar"),
            ))))
        }
        // `NamedTuple("Point", [("row", int), ("column", int)])`: collections.namedtuple's.
        (Module::Typing, "NamedTuple") => {
            arg_count("NamedTuple", args, 2, 2)?;
            let mut names = Vec::new();
            for pair in iterate(heap, &args[1])? {
                names.push(unpack(heap, &pair, 2)?[0].clone());
            }
            let names = heap.tuple(names)?;
            Ok(Outcome::Delegate(
                "__namedtuple",
                vec![
                    args[0].clone(),
                    names,
                    Value::None,
                    Value::Builtin(Builtin::Object),
                ],
            ))
        }
        // `@overload` leaves the function it decorates as it is.
        (Module::Typing, "overload") => {
            arg_count("overload", args, 1, 1)?;
            Ok(Outcome::Value(args[0].clone()))
        }
        (Module::Typing, _) => Err(match alias_of(name) {
            Some(class) => type_error(
                "typing_instantiate",
                vec![name.into(), class.into()],
                format!("Type {name} cannot be instantiated; use {class}() instead"),
            ),
            None => type_error(
                "typing_instantiate",
                vec![name.into()],
                format!("Cannot instantiate typing.{name}"),
            ),
        }),
        _ => Err(super::not_callable(m, name)),
    }
}
