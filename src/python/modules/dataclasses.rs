//! `dataclasses`: `@dataclass` marks a class whose annotated names are its fields; the
//! machine then makes its objects from the fields (positional and keyword arguments, the
//! defaults the class body gives, `field(default_factory=...)`), and the heap shows, compares,
//! orders and hashes them by their fields, as the methods CPython generates would.

use crate::python::args::{kwarg, split_kw, Outcome};
use crate::python::error::{type_error, Res};
use crate::python::heap::Heap;
use crate::python::value::*;
use std::rc::Rc;

pub const NAMES: &[&str] = &["dataclass", "field", "fields", "asdict", "astuple"];

/// The end of a dataclass's `__init__` that calls the program's code: the fields whose
/// `default_factory` is a function or a class (each holds its factory until then), in order,
/// then `__post_init__`.
pub const PRELUDE: &str = r#"
def __dataclass_finish(obj, pending, post_init):
    for name in pending:
        setattr(obj, name, getattr(obj, name)())
    if post_init is not None:
        post_init(obj)
    return obj
"#;

/// The decorator's forms, one member each: `@dataclass` with its options.
const FORMS: [(&str, DataclassOptions); 4] = [
    ("dataclass", OPTIONS),
    (
        "dataclass(order=True)",
        DataclassOptions {
            order: true,
            ..OPTIONS
        },
    ),
    (
        "dataclass(frozen=True)",
        DataclassOptions {
            frozen: true,
            ..OPTIONS
        },
    ),
    (
        "dataclass(order=True, frozen=True)",
        DataclassOptions {
            order: true,
            frozen: true,
            ..OPTIONS
        },
    ),
];

const OPTIONS: DataclassOptions = DataclassOptions {
    eq: true,
    order: false,
    frozen: false,
};

pub fn call(name: &'static str, heap: &mut Heap, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    if let Some((_, options)) = FORMS.iter().find(|(form, _)| *form == name) {
        let (pos, kws) = split_kw(
            "dataclass",
            args,
            kw,
            &["order", "frozen", "eq", "repr", "init"],
        )?;
        match pos.first() {
            // `@dataclass` on the class: mark it.
            Some(Value::Obj(id)) if kws.is_empty() => {
                if let Obj::Class(c) = heap.get_mut(*id) {
                    c.dataclass = Some(*options);
                    // Its fields are what a class pattern's positional patterns match, unless
                    // the class says otherwise.
                    if !c.attrs.iter().any(|(k, _)| &**k == "__match_args__") {
                        let fields = heap
                            .dataclass_fields(*id)
                            .map(|(f, _)| f)
                            .unwrap_or_default();
                        let args = heap.tuple(fields.into_iter().map(Value::Str).collect())?;
                        if let Obj::Class(c) = heap.get_mut(*id) {
                            c.attrs.push(("__match_args__".into(), args));
                        }
                    }
                    return Ok(Outcome::Value(Value::Obj(*id)));
                }
            }
            // `@dataclass(frozen=True)`: the decorator with those options.
            None => {
                let truth = |k: &str| kwarg(&kws, k).is_some_and(|v| heap.truthy(&v));
                let (order, frozen) = (truth("order"), truth("frozen"));
                let form = FORMS
                    .iter()
                    .find(|(_, o)| o.order == order && o.frozen == frozen)
                    .map_or(&"dataclass", |(f, _)| f);
                return Ok(Outcome::Value(Value::Builtin(Builtin::ModFn(
                    Module::Dataclasses,
                    Member(form),
                ))));
            }
            _ => {}
        }
        return Err(type_error(
            "dataclass_class",
            vec![],
            "dataclass() should be called on a class".into(),
        ));
    }
    match name {
        "field" => {
            let (_, kws) = split_kw(
                name,
                args,
                kw,
                &["default", "default_factory", "repr", "compare", "hash"],
            )?;
            let field = Obj::Field {
                default: kwarg(&kws, "default").unwrap_or(Value::Undef),
                factory: kwarg(&kws, "default_factory").unwrap_or(Value::Undef),
            };
            Ok(Outcome::Value(Value::Obj(heap.alloc(field)?)))
        }
        _ => Err(crate::python::error::unsupported(&format!(
            "dataclasses.{name}"
        ))),
    }
}
