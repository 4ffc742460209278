//! `enum`: a class deriving from `Enum` names a fixed set of values. When its body ends, each
//! of its plain attributes becomes a member, an object of the class with a `name` and a
//! `value` (a second name for a value already given is the same member); `auto()` gives the
//! next whole number. A member prints as `Color.RED` and shows as `<Color.RED: 1>`; the class
//! iterates over its members in order, has their number as its length, finds a member by
//! value (`Color(1)`) and by name (`Color['RED']`). Members compare and hash as themselves.
//! (The machine makes the members and answers those uses: see `Machine::make_members`.)
//! `IntEnum`, `Flag` and `unique` are not here: a program that names them stops at an
//! ImportError.

use crate::python::args::{arg_count, no_keywords, Outcome};
use crate::python::error::Res;
use crate::python::value::{Builtin, Member, Module, Value};
use std::rc::Rc;

pub const NAMES: &[&str] = &["Enum", "auto"];

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

pub fn call(name: &'static str, args: &[Value], kw: &[Rc<str>]) -> Res<Outcome> {
    no_keywords(name, kw)?;
    match name {
        "auto" => {
            arg_count(name, args, 0, 0)?;
            Ok(Outcome::Value(auto_marker()))
        }
        _ => Err(super::not_callable(Module::Enum, name)),
    }
}
