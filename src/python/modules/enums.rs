//! `enum`: a class deriving from `Enum` names a fixed set of values. When its body ends, each
//! of its plain attributes becomes a member, an object of the class with a `name` and a
//! `value` (a second name for a value already given is the same member); `auto()` gives the
//! next whole number. A member prints as `Color.RED` and shows as `<Color.RED: 1>`; the class
//! iterates over its members in order, has their number as its length, finds a member by
//! value (`Color(1)`) and by name (`Color['RED']`). Members compare and hash as themselves.
//! (The machine makes the members and answers those uses: see `Machine::make_members`.)
//! `@unique` refuses a class with a second name for a member. `IntEnum` and `Flag` are not
//! here: a program that names them stops at an ImportError.

use crate::python::args::{arg_count, no_keywords, Outcome};
use crate::python::error::{value_error, Res};
use crate::python::heap::Heap;
use crate::python::value::{Builtin, Member, Module, Obj, Value};
use std::rc::Rc;

pub const NAMES: &[&str] = &["Enum", "auto", "unique"];

/// What `auto()` gives, until the class's body ends and the member takes its number: the
/// function `auto` itself, which no member is given otherwise.
pub fn auto_marker() -> Value {
    Value::Builtin(Builtin::ModFn(Module::Enum, Member(&NAMES[1])))
}

/// Whether a value is what `auto()` gives.
pub fn is_auto(v: &Value) -> bool {
    matches!(v, Value::Builtin(Builtin::ModFn(Module::Enum, m)) if *m.0 == "auto")
}

/// Whether a class's base names `enum.Enum`.
pub fn is_enum_base(base: &Value) -> bool {
    matches!(base, Value::Builtin(Builtin::ModFn(Module::Enum, m)) if *m.0 == "Enum")
}

pub fn call(name: &'static str, heap: &Heap, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    no_keywords(name, kw)?;
    match name {
        "auto" => {
            arg_count(name, args, 0, 0)?;
            Ok(Outcome::Value(auto_marker()))
        }
        // `@unique`: the class as it is, unless a name of it is a second name for a member
        // (`B -> A`, in the class's order).
        "unique" => {
            arg_count(name, args, 1, 1)?;
            let Value::Obj(id) = &args[0] else {
                return Ok(Outcome::Value(args[0].clone()));
            };
            let Obj::Class(class) = heap.get(*id) else {
                return Ok(Outcome::Value(args[0].clone()));
            };
            let member_name = |v: &Value| match v {
                Value::Obj(m) if class.members.as_ref().is_some_and(|ms| ms.contains(m)) => {
                    match heap.get(*m) {
                        Obj::Instance(i) => i.attrs.iter().find_map(|(k, v)| match v {
                            Value::Str(s) if &**k == "name" => Some(s.clone()),
                            _ => None,
                        }),
                        _ => None,
                    }
                }
                _ => None,
            };
            let aliases: Vec<String> = class
                .attrs
                .iter()
                .filter_map(|(name, v)| {
                    let first = member_name(v)?;
                    (first != *name).then(|| format!("{name} -> {first}"))
                })
                .collect();
            if aliases.is_empty() {
                return Ok(Outcome::Value(args[0].clone()));
            }
            let shown = format!("<enum '{}'>", class.name);
            Err(value_error(
                "enum_duplicates",
                vec![shown.clone(), aliases.join(", ")],
                format!("duplicate values found in {shown}: {}", aliases.join(", ")),
            ))
        }
        _ => Err(super::not_callable(Module::Enum, name)),
    }
}
